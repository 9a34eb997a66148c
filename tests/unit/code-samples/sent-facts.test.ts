/**
 * What a client's call sends (the HTTP methods it sends with, and what of the
 * body it is given), read from its source by
 * the surface tool (scripts/code-samples/sent-facts.ts). The fixtures are
 * written here in the shapes the clients' releases have taken.
 */
import {javascriptSentBody, javascriptSentMethods, phpSentMethods, pythonSentBody, pythonSentMethods, rubySentMethods} from '../../../scripts/code-samples/sent-facts';

describe('what a JavaScript call sends of its body', () => {
  test('the object it is given, passed on after the resource path', () => {
    const text = ['class Lookup {', '  run (requests, common = {}) {', '    const query = Object.assign({}, common)', '    return this.cache.perform(this.api, this.api.post, [RESOURCEPATH, requests, query])', '  }', '}'].join('\n');
    expect(javascriptSentBody('src/Lookup.js', text, 2)).toEqual({keys: null, line: 4});
  });

  test('a literal that spreads the given object sends all of it', () => {
    const text = ['class Lookup {', '  async run(requests: Requests) {', '    const made = {', '      ...requests,', '      searches: requests.searches.map(clean),', '    };', '    return this.cache.perform(this.api, this.api.post, [', '      RESOURCEPATH,', '      made,', '    ]);', '  }', '}'].join('\n');
    expect(javascriptSentBody('src/Lookup.ts', text, 2)).toEqual({keys: null, line: 3});
  });

  test('a literal of its own, after overloads and a type annotation with braces of its own, sends its keys', () => {
    const text = [
      'class Lookup {',
      '  async run<',
      '    const T = [],',
      '  >(requests: A): Promise<{',
      '    hits: T;',
      '  }>;',
      '',
      '  async run(requests: A | B, options = {}) {',
      '    const made: Omit<typeof requests, "searches"> & {',
      '      keep?: boolean; // a comment, with a comma',
      '    } = {',
      '      union: requests.union,',
      '      "keep": "keep" in requests ? requests.keep : undefined,',
      '      searches: requests.searches.map((search) => ({...search, x: 1})),',
      '    };',
      '    return this.cache.perform(this.api, "post", {path: RESOURCEPATH, body: made});',
      '  }',
      '}',
    ].join('\n');
    expect(javascriptSentBody('src/Lookup.ts', text, 2)).toEqual({keys: ['union', 'keep', 'searches'], line: 11});
  });

  test('a body made otherwise is an error that names the file and line and what to teach the reader', () => {
    const text = ['class Lookup {', '  run(requests) {', '    const made = rebuild(requests);', '    return this.api.post({path: RESOURCEPATH, body: made});', '  }', '}'].join('\n');
    expect(() => javascriptSentBody('src/Lookup.ts', text, 2)).toThrow(
      'src/Lookup.ts:2: the method makes the body it sends, made, of something other than an object literal; teach scripts/code-samples/sent-facts.ts the form',
    );
    const none = ['class Lookup {', '  run(requests) {', '    return this.api.send(requests);', '  }', '}'].join('\n');
    expect(() => javascriptSentBody('src/Lookup.ts', none, 2)).toThrow('src/Lookup.ts:2: no body sent that is read here');
  });
});

describe('what a Python call sends of its body', () => {
  test('the dict it is given, passed on after the resource path', () => {
    const text = ['class Lookup(object):', '    def run(self, queries, common):', '        return self.api.post(Lookup.PATH, queries, common)', ''].join('\n');
    expect(pythonSentBody('typesense/lookup.py', text, 2)).toEqual({keys: null, line: 3});
  });

  test('a dict of its own, on one line or over several, after a multi-line signature and a docstring', () => {
    const text = [
      'class Lookup:',
      '    def run(',
      '        self,',
      '        queries: Queries,',
      '    ) -> Response:',
      '        """Run them; the body: {"searches": …}."""',
      '        cleaned = [clean(query) for query in queries.get("searches")]',
      '        made: typing.Dict[str, object] = {"searches": cleaned, "union": queries.get("union", False)}  # both',
      '        return self.api.post(',
      '            Lookup.path,',
      '            body=made,',
      '        )',
      '',
      'def helper():',
      '    made = {"other": 1}',
    ].join('\n');
    expect(pythonSentBody('src/typesense/lookup.py', text, 2)).toEqual({keys: ['searches', 'union'], line: 8});
  });

  test("what a method of the class returns, and its dict's keys", () => {
    const text = [
      'class Lookup:',
      '    def run(self, queries, common=None):',
      '        return self.api.post(Lookup.path, body=self._body(queries), params=common)',
      '',
      '    @staticmethod',
      '    def _body(queries):',
      '        return {',
      '            "searches": [clean(query) for query in queries.get("searches")],',
      '            # the union, false when not given',
      '            "union": queries.get("union", False),',
      '        }',
    ].join('\n');
    expect(pythonSentBody('typesense/sync/lookup.py', text, 2)).toEqual({keys: ['searches', 'union'], line: 7});
  });

  test('a body made otherwise is an error that names the file and line', () => {
    const text = ['class Lookup:', '    def run(self, queries):', '        made = dict(queries)', '        return self.api.post(Lookup.path, body=made)'].join('\n');
    expect(() => pythonSentBody('typesense/lookup.py', text, 2)).toThrow('typesense/lookup.py:2: the method makes the body it sends, made, of something other than an object literal');
  });
});

describe('which HTTP methods a call sends with', () => {
  test('JavaScript: every request of its body, after its overloads, whatever branch makes it', () => {
    const text = [
      'class Rows {',
      '  async update(row: T, options: ByFilter): Promise<Result>;',
      '  async update(row: T, options: Write = {}): Promise<T | Result> {',
      '    if (options["filter_by"] != null) {',
      '      return this.apiCall.patch<T>(this.endpointPath(), row, options);',
      '    }',
      '    return this.apiCall.post<T>(this.endpointPath(), row, {...options, action: "update"});',
      '  }',
      '',
      '  delete(id) {',
      '    return this._apiCall.delete(this._endpointPath(id))',
      '  }',
      '}',
    ].join('\n');
    expect(javascriptSentMethods('src/Rows.ts', text, 2)).toEqual({methods: ['PATCH', 'POST'], line: 2});
    expect(javascriptSentMethods('src/Rows.js', text, 10)).toEqual({methods: ['DELETE'], line: 10});
  });

  test('Ruby and PHP: the requests of the method, up to the line that closes it at its indentation', () => {
    const ruby = ['module Typesense', '  class Rows', '    def update(row, options = {})', "      if options['filter_by']", '        @api_call.patch(endpoint_path, row, options)', '      else', '        @api_call.post(endpoint_path, row, options)', '      end', '    end', '', '    def delete', '      @api_call.delete(endpoint_path)', '    end', '  end', 'end'].join('\n');
    expect(rubySentMethods('lib/typesense/rows.rb', ruby, 3)).toEqual({methods: ['PATCH', 'POST'], line: 3});
    const php = ['class Rows', '{', '    public function update(array $row, array $options = []): array', '    {', '        if (empty($options[\'filter_by\'])) {', '            return $this->apiCall->post($this->path(), $row, true, $options);', '        }', '', '        return $this->apiCall->patch($this->path(), $row, true, $options);', '    }', '', '    public function delete(): array', '    {', '        return $this->apiCall->delete($this->path());', '    }', '}'].join('\n');
    expect(phpSentMethods('src/Rows.php', php, 3)).toEqual({methods: ['PATCH', 'POST'], line: 3});
  });

  test('Python: the requests of its api_call; a method that makes none is an error naming the file and line', () => {
    const text = ['class Rows(object):', '    def update(self, row, params=None):', '        params = params or {}', "        return self.api_call.patch(self._path(), row, params)", '', '    def other(self):', '        return self.helper()'].join('\n');
    expect(pythonSentMethods('typesense/rows.py', text, 2)).toEqual({methods: ['PATCH'], line: 2});
    expect(() => pythonSentMethods('typesense/rows.py', text, 6)).toThrow('typesense/rows.py:6: the method makes no request of the low-level API that is read here; teach scripts/code-samples/sent-facts.ts the form');
  });
});
