/** The Ruby renderer (typesense-ruby), its literals and the reader of Ruby samples. */
import fs from 'node:fs';
import path from 'node:path';
import ruby, {RUBY_LITERAL, printRuby, rubyNumber, rubyString} from '../../../code-samples/clients/ruby';
import {rubyUses} from '../../../code-samples/clients/ruby/uses';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {firstSyntaxError, parseSample} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';
import {sentWith} from './sent-with';

function render(shell: string, serverVersion = '29.0'): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = ruby.render({serverVersion, release: releaseFor(ruby, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? sentWith(rendered.code) : `missing: ${rendered.detail}`;
}

/** A low-level call: an ApiCall with the client's configuration, its comment, and the call. */
function lowLevel(comment: string, statement: string): string {
  return `# ${comment}\napi_call = Typesense::ApiCall.new(client.configuration)\n${statement}`;
}

describe('Ruby literals', () => {
  test('strings are single-quoted unless they hold a single quote or a newline', () => {
    expect(rubyString('dune')).toBe("'dune'");
    expect(rubyString("it's")).toBe('"it\'s"');
    expect(rubyString('a\nb #{x}')).toBe('"a\\nb \\#{x}"');
    expect(rubyString('C:\\books')).toBe("'C:\\\\books'");
  });

  test('hashes: symbol keys, quoted where they are not identifiers; nil; spaces inside braces', () => {
    expect(printRuby({'release-year': 1813, title: null, tags: []}, RUBY_LITERAL, {indent: '', before: 0})).toBe("{ 'release-year': 1813, title: nil, tags: [] }");
  });

  test('two or more words are a word array (Style/WordArray); other strings are not', () => {
    expect(printRuby({synonyms: ['sofa', 'couch', 'settee']}, RUBY_LITERAL, {indent: '', before: 0})).toBe('{ synonyms: %w[sofa couch settee] }');
    expect(printRuby(['Jane Austen', 'x'], RUBY_LITERAL, {indent: '', before: 0})).toBe("['Jane Austen', 'x']");
    expect(printRuby(['*'], RUBY_LITERAL, {indent: '', before: 0})).toBe("['*']");
    expect(printRuby(['product_name'], RUBY_LITERAL, {indent: '', before: 0})).toBe("['product_name']");
  });

  test('integers of five digits or more are grouped with underscores', () => {
    expect(rubyNumber(4780653)).toBe('4_780_653');
    expect(rubyNumber(2024)).toBe('2024');
    expect(rubyNumber(-12345.5)).toBe('-12_345.5');
  });
});

describe('Ruby renderer', () => {
  test('a search: symbol keys, the last hash argument without braces, broken one key per line past 80 columns', () => {
    const search = 'curl -G "${TYPESENSE_HOST}/collections/books/documents/search" --data-urlencode "q=dune" --data-urlencode "query_by=title"';
    expect(render(search)).toBe("results = client.collections['books'].documents.search(\n  q: 'dune',\n  query_by: 'title'\n)");
    expect(render(search.replace('books', 'b'))).toBe("results = client.collections['b'].documents.search(q: 'dune', query_by: 'title')");
  });

  test('nested hashes stay on one line when they fit; a broken call puts one argument or key per line', () => {
    const create = `curl "\${TYPESENSE_HOST}/collections" -X POST -d '{"name": "b", "fields": [{"name": ".*", "type": "auto"}]}'`;
    expect(render(create)).toBe("collection = client.collections.create(\n  name: 'b',\n  fields: [{ name: '.*', type: 'auto' }]\n)");
    const override = `curl "\${TYPESENSE_HOST}/collections/b/overrides/o" -X PUT -d '{"rule": {"query": "x", "match": "exact"}, "remove_matched_tokens": true}'`;
    expect(render(override)).toBe(
      "client.collections['b'].overrides.upsert(\n  'o',\n  rule: { query: 'x', match: 'exact' },\n  remove_matched_tokens: true\n)",
    );
  });

  test('documents: upsert and update send their action, create sends the others; an update by filter; truncate', () => {
    const documents = (query: string) => `curl "\${TYPESENSE_HOST}/collections/b/documents${query}" -X POST -d '{"id": "1"}'`;
    expect(render(documents('?action=upsert'))).toBe("document = client.collections['b'].documents.upsert(id: '1')");
    expect(render(documents('?action=emplace'))).toBe("document = client.collections['b'].documents.create(\n  { id: '1' },\n  action: 'emplace'\n)");
    expect(render(`curl "\${TYPESENSE_HOST}/collections/b/documents?filter_by=year:<1900" -X PATCH -d '{"classic": true}'`)).toBe(
      "result = client.collections['b'].documents.update(\n  { classic: true },\n  filter_by: 'year:<1900'\n)",
    );
    expect(render('curl "${TYPESENSE_HOST}/collections/b/documents?truncate=true" -X DELETE')).toBe("result = client.collections['b'].documents.truncate");
  });

  test('an import of JSON lines, and of a file', () => {
    expect(render('curl "${TYPESENSE_HOST}/collections/b/documents/import?action=create" -X POST --data-binary \'{"id": "1"}\n{"id": "2"}\'')).toBe(
      "documents = [{ id: '1' }, { id: '2' }]\n\nresults = client.collections['b'].documents.import(documents, action: 'create')",
    );
    expect(render('curl "${TYPESENSE_HOST}/collections/b/documents/import" -X POST --data-binary @books.jsonl')).toBe(
      "results = client.collections['b'].documents.import(File.read('books.jsonl'))",
    );
  });

  test('a request to one node of a cluster gets a client of that node, with the key from the environment', () => {
    expect(render('curl "http://10.0.1.12:8108/operations/vote" -X POST')).toBe(
      "require 'typesense'\n\nnode = Typesense::Client.new(\n  nodes: [{ host: '10.0.1.12', port: 8108, protocol: 'http' }],\n  api_key: ENV.fetch('TYPESENSE_API_KEY')\n)\n\nnode.operations.perform('vote')",
    );
  });

  test('a release without the call sends the request with its ApiCall', () => {
    // 3.2.0 added the natural language search models; 3.0.0, of 28.0, has none.
    expect(render('curl "${TYPESENSE_HOST}/nl_search_models"')).toBe('models = client.nl_search_models.retrieve');
    expect(render('curl "${TYPESENSE_HOST}/nl_search_models"', '28.0')).toBe(
      lowLevel('typesense-ruby 3.0.0 has no method for GET /nl_search_models; its low-level ApiCall sends it.', "result = api_call.get('/nl_search_models')"),
    );
    // truncate came after 3.0.0: 28.0 sends the same request with delete.
    expect(render('curl "${TYPESENSE_HOST}/collections/b/documents?truncate=true" -X DELETE', '28.0')).toBe(
      "result = client.collections['b'].documents.delete(truncate: true)",
    );
  });

  test('where a release has no call for the request, its low-level ApiCall sends it, with a comment that says why', () => {
    expect(render('curl "${TYPESENSE_HOST}/stopwords"')).toBe(
      lowLevel('typesense-ruby 3.2.0 has no method for GET /stopwords; its low-level ApiCall sends it.', "result = api_call.get('/stopwords')"),
    );
    expect(render('curl "${TYPESENSE_HOST}/collections/b/documents/1?include_fields=title"')).toBe(
      lowLevel(
        'typesense-ruby 3.2.0: documents[id].retrieve sends no query parameters; its low-level ApiCall sends it.',
        "result = api_call.get('/collections/b/documents/1', include_fields: 'title')",
      ),
    );
    // A body, and query parameters after it; no body: nil (the default, {}, would be sent as JSON).
    expect(render(`curl "\${TYPESENSE_HOST}/collections?src_name=b" -X POST -d '{"name": "c"}'`)).toBe(
      lowLevel(
        'typesense-ruby 3.2.0: collections.create sends no query parameters; its low-level ApiCall sends it.',
        "result = api_call.post('/collections', { name: 'c' }, src_name: 'b')",
      ),
    );
    expect(render(`curl "\${TYPESENSE_HOST}/config" -X POST -d '{"log-slow-requests-time-ms": 2000}'`)).toBe(
      lowLevel('typesense-ruby 3.2.0 has no method for POST /config; its low-level ApiCall sends it.', "result = api_call.post('/config', 'log-slow-requests-time-ms': 2000)"),
    );
    expect(render('curl "${TYPESENSE_HOST}/conversations/models/m" -X DELETE')).toBe(
      lowLevel(
        'typesense-ruby 3.2.0 has no method for DELETE /conversations/models/{modelId}; its low-level ApiCall sends it.',
        "result = api_call.delete('/conversations/models/m')",
      ),
    );
    // A streamed response comes back whole.
    expect(render(`curl "\${TYPESENSE_HOST}/multi_search?q=x&conversation=true&conversation_stream=true" -X POST -d '{"searches": [{"collection": "b"}]}'`)).toBe(
      lowLevel(
        'typesense-ruby 3.2.0 streams no responses; its low-level ApiCall sends the request and returns the whole stream.',
        "result = api_call.post(\n  '/multi_search',\n  { searches: [{ collection: 'b' }] },\n  q: 'x',\n  conversation: true,\n  conversation_stream: true\n)",
      ),
    );
    // A request to one node: the ApiCall of a client of that node.
    expect(render('curl "http://10.0.1.12:8108/operations/schema_changes"')).toBe(
      "require 'typesense'\n\n# typesense-ruby 3.2.0 has no method for GET /operations/schema_changes; its low-level ApiCall sends it.\n" +
        "node = Typesense::Client.new(\n  nodes: [{ host: '10.0.1.12', port: 8108, protocol: 'http' }],\n  api_key: ENV.fetch('TYPESENSE_API_KEY')\n)\n" +
        "api_call = Typesense::ApiCall.new(node.configuration)\nresult = api_call.get('/operations/schema_changes')",
    );
    // JSON lines go through perform_request, with a Content-Type that keeps them from being sent as a JSON string (2.0.0 has no stemming).
    expect(render(`curl "\${TYPESENSE_HOST}/stemming/dictionaries/import?id=plurals" -X POST --data-binary '{"word": "men", "root": "man"}\n{"word": "mice", "root": "mouse"}'`, '27.1')).toBe(
      "require 'json'\n\n" +
        lowLevel(
          'typesense-ruby 2.0.0 has no method for POST /stemming/dictionaries/import; its low-level ApiCall sends it.',
          "documents = [{ word: 'men', root: 'man' }, { word: 'mice', root: 'mouse' }]\n" +
            'jsonl = documents.map { |document| JSON.dump(document) }.join("\\n")\n' +
            "result = api_call.perform_request(\n  :post,\n  '/stemming/dictionaries/import',\n  query_parameters: { id: 'plurals' },\n" +
            "  body_parameters: jsonl,\n  additional_headers: { 'Content-Type' => 'text/plain' }\n)",
        ),
    );
    expect(render('curl "${TYPESENSE_HOST}/stemming/dictionaries/import?id=plurals" -X POST --data-binary @plurals.jsonl', '27.1')).toMatch(
      /\n {2}body_parameters: File\.read\('plurals\.jsonl'\),\n/,
    );
  });

  test('older releases: what their calls were, and what they lacked', () => {
    const lines = 'curl "${TYPESENSE_HOST}/collections/b/documents/import" -X POST --data-binary \'{"id": "1"}\n{"id": "2"}\'';
    // Before 0.8.0, create_many() sent documents and import() JSON lines only; 0.2.0 had neither.
    expect(render(lines, '0.12.0')).toBe("documents = [{ id: '1' }, { id: '2' }]\n\nresults = client.collections['b'].documents.create_many(documents)");
    // Before 0.8.0, ApiCall's post and put sent one hash as JSON and no query parameters; 0.2.0's as well.
    expect(render(`${lines.replace('import"', 'import?action=upsert"')}`, '0.15.0')).toBe(
      'Net::HTTP: no call for this request',
    );
    expect(render(lines, '0.11.0')).toBe('Net::HTTP: no call for this request');
    expect(render(`curl "\${TYPESENSE_HOST}/collections/b/overrides/o" -X PUT -d '{"rule": {"query": "x", "match": "exact"}}'`, '0.15.0')).toBe(
      lowLevel(
        'typesense-ruby 0.7.0 has no method for PUT /collections/{collectionName}/overrides/{overrideId}; its ApiCall sends it.',
        "result = api_call.put(\n  '/collections/b/overrides/o',\n  rule: { query: 'x', match: 'exact' }\n)",
      ),
    );
    // … and took `query`, `body` and `as_json` of the hash for themselves.
    expect(render(`curl "\${TYPESENSE_HOST}/collections/b/overrides/o" -X PUT -d '{"rule": {"query": "x"}, "body": 1}'`, '0.15.0')).toBe(
      'Net::HTTP: no call for this request',
    );
    // update() sent POST ?action=update whatever its options until 1.0.0; 0.15.0's ApiCall sends the PATCH.
    const byFilter = `curl "\${TYPESENSE_HOST}/collections/b/documents?filter_by=x:1" -X PATCH -d '{"y": 2}'`;
    expect(render(byFilter, '0.25.1')).toBe(
      lowLevel(
        'typesense-ruby 0.15.0: documents.update sends POST ?action=update; its low-level ApiCall sends it.',
        "result = api_call.patch('/collections/b/documents', { y: 2 }, filter_by: 'x:1')",
      ),
    );
    expect(render(byFilter, '0.25.2')).toBe("result = client.collections['b'].documents.update({ y: 2 }, filter_by: 'x:1')");
    expect(render('curl "${TYPESENSE_HOST}/collections?limit=2"', '0.25.2')).toBe(
      lowLevel('typesense-ruby 1.0.0: collections.retrieve sends no query parameters; its low-level ApiCall sends it.', "result = api_call.get('/collections', limit: 2)"),
    );
    expect(render('curl "${TYPESENSE_HOST}/collections?limit=2"', '27.1')).toBe('collections = client.collections.retrieve(limit: 2)');
  });

  test('each release has a surface, and releaseFor finds the one of each documented version', () => {
    expect(ruby.releases.map((release) => release.version)).toEqual(Object.keys(ruby.surface.releases));
    expect(releaseFor(ruby, '29.0').version).toBe('3.2.0');
    expect(releaseFor(ruby, '28.0').version).toBe('3.0.0');
    expect(releaseFor(ruby, 'current')).toBe(ruby.releases[ruby.releases.length - 1]);
    const versions = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../versions.json'), 'utf8')) as string[];
    for (const version of versions) {
      expect(releaseFor(ruby, version).serverVersions).toContain(version);
    }
  });
});

describe('the reader of Ruby samples', () => {
  const release = ruby.releases.find((candidate) => candidate.version === '3.2.0')!;
  const surface = releaseSurfaceOf(ruby.surface, release);

  test('reads call chains from the client, from a client made in the sample, and from the gem', async () => {
    const parsed = await parseSample(
      'ruby',
      "search_client = Typesense::Client.new(api_key: 'x')\nbegin\n  search_client.collections['b'].documents.search(q: 'x')\nrescue Typesense::Error::ObjectNotFound => e\n  puts e.message\nend\nclient.keys[1].delete",
    );
    const uses = rubyUses(parsed);
    expect(uses).toEqual(
      expect.arrayContaining([
        {kind: 'chain', root: 'Typesense', steps: [{kind: 'member', name: 'Client'}, {kind: 'call', name: 'new', arity: 1}], line: 1},
        {
          kind: 'chain',
          root: 'client',
          steps: [
            {kind: 'call', name: 'collections', arity: 0},
            {kind: 'index'},
            {kind: 'call', name: 'documents', arity: 0},
            {kind: 'call', name: 'search', arity: 1},
          ],
          line: 3,
        },
        {kind: 'chain', root: 'Typesense', steps: [{kind: 'member', name: 'Error'}, {kind: 'member', name: 'ObjectNotFound'}], line: 4},
      ]),
    );
    expect(checkUses(uses, surface, 'typesense 3.2.0')).toEqual([]);
  });

  test('reads the chains of an ApiCall the sample makes from its type', async () => {
    const parsed = await parseSample('ruby', "api_call = Typesense::ApiCall.new(client.configuration)\napi_call.get('/stats.json')\napi_call.send_it('/x')");
    const uses = rubyUses(parsed);
    expect(uses).toEqual(
      expect.arrayContaining([
        {kind: 'chain', root: 'Typesense', steps: [{kind: 'member', name: 'ApiCall'}, {kind: 'call', name: 'new', arity: 1}], line: 1},
        {kind: 'chain', root: 'client', steps: [{kind: 'call', name: 'configuration', arity: 0}], line: 1},
        {kind: 'chain', root: 'ApiCall', steps: [{kind: 'call', name: 'get', arity: 1}], line: 2},
      ]),
    );
    expect(checkUses(uses, surface, 'typesense 3.2.0').map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '3: ApiCall.send_it(): ApiCall has no send_it() in ApiCall (lib/typesense/api_call.rb) of typesense 3.2.0',
    ]);
  });

  test('a call the release does not have is reported with its line and the file of its type', async () => {
    const parsed = await parseSample('ruby', "client.collections['b'].documents.import_jsonl(data)\nclient.stopwords.retrieve\nrescue_me = Typesense::Error::NotThere");
    expect(checkUses(rubyUses(parsed), surface, 'typesense 3.2.0').map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      "1: client.collections().[…].documents().import_jsonl(): Documents has no import_jsonl() in Documents (lib/typesense/documents.rb) of typesense 3.2.0",
      '2: client.stopwords(): Client has no stopwords() in Client (lib/typesense/client.rb) of typesense 3.2.0',
      '3: Typesense.Error.NotThere: Error has no NotThere in Error (lib/typesense/error.rb) of typesense 3.2.0',
    ]);
  });
});

describe('Ruby renderer, 5.0.0 (Typesense 30.x)', () => {
  const H = '${TYPESENSE_HOST}';
  const release = releaseFor(ruby, '30.0');

  /** The rendered sample for 30.0, after checking that it parses and that 5.0.0 has each of its calls. */
  async function rendered30(shell: string): Promise<string> {
    const code = render(shell, '30.0');
    if (!code.startsWith('missing: ')) {
      const parsed = await parseSample('ruby', code);
      expect(firstSyntaxError(parsed)).toBeNull();
      expect(checkUses(rubyUses(parsed), releaseSurfaceOf(ruby.surface, release), 'typesense 5.0.0')).toEqual([]);
    }
    return code;
  }

  test('5.0.0 documents 30.0 and 30.1; a release before still renders what it rendered', () => {
    expect(['30.0', '30.1'].map((version) => releaseFor(ruby, version).version)).toEqual(['5.0.0', '5.0.0']);
    expect(releaseFor(ruby, '29.1').version).toBe('3.2.0');
    expect(render(`curl "${H}/analytics/rules" -X POST -d '{"name": "r"}'`)).toBe(
      lowLevel('typesense-ruby 3.2.0 has no method for POST /analytics/rules; its low-level ApiCall sends it.', "result = api_call.post('/analytics/rules', name: 'r')"),
    );
    expect(render(`curl "${H}/analytics/rules/r" -X PUT -d '{"type": "counter"}'`)).toBe("client.analytics.rules.upsert('r', type: 'counter')");
    expect(render(`curl "${H}/analytics/events" -X POST -d '{"name": "r"}'`)).toBe(
      lowLevel('typesense-ruby 3.2.0 has no method for POST /analytics/events; its low-level ApiCall sends it.', "result = api_call.post('/analytics/events', name: 'r')"),
    );
    // Operations of 28.0 and 29.0 that 3.x has no call for: its ApiCall sends them.
    expect(render(`curl "${H}/analytics/events?user_id=u&name=r&n=10"`)).toBe(
      lowLevel(
        'typesense-ruby 3.2.0 has no method for GET /analytics/events; its low-level ApiCall sends it.',
        "result = api_call.get('/analytics/events', user_id: 'u', name: 'r', n: 10)",
      ),
    );
    expect(render(`curl "${H}/stemming/dictionaries/plurals" -X DELETE`)).toBe(
      lowLevel(
        'typesense-ruby 3.2.0 has no method for DELETE /stemming/dictionaries/{dictionaryId}; its low-level ApiCall sends it.',
        "result = api_call.delete('/stemming/dictionaries/plurals')",
      ),
    );
  });

  test('synonym sets: the resource lists and writes them, a subscript reaches one; their items, which 5.0.0 has no call for, go through ApiCall', async () => {
    expect(await rendered30(`curl "${H}/synonym_sets"`)).toBe('synonym_sets = client.synonym_sets.retrieve');
    expect(await rendered30(`curl "${H}/synonym_sets/clothing"`)).toBe("synonym_set = client.synonym_sets['clothing'].retrieve");
    expect(await rendered30(`curl "${H}/synonym_sets/clothing" -X PUT -d '{"items": [{"id": "coats", "synonyms": ["coat", "jacket"]}]}'`)).toBe(
      "client.synonym_sets.upsert(\n  'clothing',\n  items: [{ id: 'coats', synonyms: %w[coat jacket] }]\n)",
    );
    expect(await rendered30(`curl "${H}/synonym_sets/clothing" -X DELETE`)).toBe("client.synonym_sets['clothing'].delete");
    expect(await rendered30(`curl "${H}/synonym_sets/clothing/items"`)).toBe(
      lowLevel(
        'typesense-ruby 5.0.0 has no method for GET /synonym_sets/{synonymSetName}/items; its low-level ApiCall sends it.',
        "result = api_call.get('/synonym_sets/clothing/items')",
      ),
    );
    expect(await rendered30(`curl "${H}/synonym_sets/clothing/items/coats"`)).toBe(
      lowLevel(
        'typesense-ruby 5.0.0 has no method for GET /synonym_sets/{synonymSetName}/items/{itemId}; its ApiCall sends it.',
        "result = api_call.get('/synonym_sets/clothing/items/coats')",
      ),
    );
    expect(await rendered30(`curl "${H}/synonym_sets/clothing/items/coats" -X PUT -d '{"synonyms": ["coat", "jacket"]}'`)).toBe(
      lowLevel(
        'typesense-ruby 5.0.0 has no method for PUT /synonym_sets/{synonymSetName}/items/{itemId}; its ApiCall sends it.',
        "result = api_call.put(\n  '/synonym_sets/clothing/items/coats',\n  synonyms: %w[coat jacket]\n)",
      ),
    );
    expect(await rendered30(`curl "${H}/synonym_sets/clothing/items/coats" -X DELETE`)).toBe(
      lowLevel(
        'typesense-ruby 5.0.0 has no method for DELETE /synonym_sets/{synonymSetName}/items/{itemId}; its ApiCall sends it.',
        "result = api_call.delete('/synonym_sets/clothing/items/coats')",
      ),
    );
  });

  test('curation sets, and their items', async () => {
    expect(await rendered30(`curl "${H}/curation_sets"`)).toBe('curation_sets = client.curation_sets.retrieve');
    expect(await rendered30(`curl "${H}/curation_sets/promos"`)).toBe("curation_set = client.curation_sets['promos'].retrieve");
    expect(await rendered30(`curl "${H}/curation_sets/promos" -X PUT -d '{"items": [{"id": "a", "rule": {"query": "apple", "match": "exact"}}]}'`)).toBe(
      "client.curation_sets.upsert(\n  'promos',\n  items: [{ id: 'a', rule: { query: 'apple', match: 'exact' } }]\n)",
    );
    expect(await rendered30(`curl "${H}/curation_sets/promos" -X DELETE`)).toBe("client.curation_sets['promos'].delete");
    expect(await rendered30(`curl "${H}/curation_sets/promos/items"`)).toBe("items = client.curation_sets['promos'].items.retrieve");
    expect(await rendered30(`curl "${H}/curation_sets/promos/items/a"`)).toBe("item = client.curation_sets['promos'].items['a'].retrieve");
    expect(await rendered30(`curl "${H}/curation_sets/promos/items/a" -X PUT -d '{"rule": {"tags": ["sale"]}, "filter_by": "sale:true"}'`)).toBe(
      "client.curation_sets['promos'].items['a'].upsert(\n  rule: { tags: ['sale'] },\n  filter_by: 'sale:true'\n)",
    );
    expect(await rendered30(`curl "${H}/curation_sets/promos/items/a" -X DELETE`)).toBe("client.curation_sets['promos'].items['a'].delete");
  });

  test('analytics of 30.0: create posts one rule or a list, a rule updates itself, events are sent and listed', async () => {
    expect(await rendered30(`curl "${H}/analytics/rules" -X POST -d '{"name": "q", "type": "popular_queries", "collection": "b", "event_type": "search"}'`)).toBe(
      "client.analytics.rules.create(\n  name: 'q',\n  type: 'popular_queries',\n  collection: 'b',\n  event_type: 'search'\n)",
    );
    expect(await rendered30(`curl "${H}/analytics/rules" -X POST -d '[{"name": "a", "type": "log"}, {"name": "b", "type": "log"}]'`)).toBe(
      "client.analytics.rules.create(\n  [{ name: 'a', type: 'log' }, { name: 'b', type: 'log' }]\n)",
    );
    expect(await rendered30(`curl "${H}/analytics/rules"`)).toBe('rules = client.analytics.rules.retrieve');
    expect(await rendered30(`curl "${H}/analytics/rules?rule_tag=home"`)).toBe(
      lowLevel(
        'typesense-ruby 5.0.0: analytics.rules.retrieve sends no query parameters; its low-level ApiCall sends it.',
        "result = api_call.get('/analytics/rules', rule_tag: 'home')",
      ),
    );
    expect(await rendered30(`curl "${H}/analytics/rules/q" -X PUT -d '{"rule_tag": "home", "params": {"limit": 500}}'`)).toBe(
      "client.analytics.rules['q'].update(rule_tag: 'home', params: { limit: 500 })",
    );
    expect(await rendered30(`curl "${H}/analytics/rules/q"`)).toBe("rule = client.analytics.rules['q'].retrieve");
    expect(await rendered30(`curl "${H}/analytics/rules/q" -X DELETE`)).toBe("client.analytics.rules['q'].delete");
    expect(await rendered30(`curl "${H}/analytics/events" -X POST -d '{"name": "clicks", "event_type": "click", "data": {"doc_id": "1"}}'`)).toBe(
      "client.analytics.events.create(\n  name: 'clicks',\n  event_type: 'click',\n  data: { doc_id: '1' }\n)",
    );
    expect(await rendered30(`curl "${H}/analytics/events?user_id=u&name=clicks&n=10"`)).toBe(
      "events = client.analytics.events.retrieve(user_id: 'u', name: 'clicks', n: 10)",
    );
    // No call for flush and status: ApiCall sends them, a POST without a body with nil.
    expect(await rendered30(`curl "${H}/analytics/flush" -X POST`)).toBe(
      lowLevel('typesense-ruby 5.0.0 has no method for POST /analytics/flush; its low-level ApiCall sends it.', "result = api_call.post('/analytics/flush', nil)"),
    );
    expect(await rendered30(`curl "${H}/analytics/status"`)).toBe(
      lowLevel('typesense-ruby 5.0.0 has no method for GET /analytics/status; its low-level ApiCall sends it.', "result = api_call.get('/analytics/status')"),
    );
    expect(await rendered30(`curl "${H}/stemming/dictionaries/plurals" -X DELETE`)).toBe(
      lowLevel(
        'typesense-ruby 5.0.0 has no method for DELETE /stemming/dictionaries/{dictionaryId}; its low-level ApiCall sends it.',
        "result = api_call.delete('/stemming/dictionaries/plurals')",
      ),
    );
  });
});
