/** The Ruby renderer (typesense-ruby), its literals and the reader of Ruby samples. */
import fs from 'node:fs';
import path from 'node:path';
import ruby, {RUBY_LITERAL, printRuby, rubyNumber, rubyString} from '../../../code-samples/clients/ruby';
import {rubyUses} from '../../../code-samples/clients/ruby/uses';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {parseSample} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';

function render(shell: string, serverVersion = '29.0'): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = ruby.render({serverVersion, release: releaseFor(ruby, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? rendered.code : `missing: ${rendered.detail}`;
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

  test('a release without the call says what it lacks', () => {
    // 3.2.0 added the natural language search models; 3.0.0, of 28.0, has none.
    expect(render('curl "${TYPESENSE_HOST}/nl_search_models"')).toBe('models = client.nl_search_models.retrieve');
    expect(render('curl "${TYPESENSE_HOST}/nl_search_models"', '28.0')).toBe('missing: Client has no nl_search_models');
    // truncate came after 3.0.0: 28.0 sends the same request with delete.
    expect(render('curl "${TYPESENSE_HOST}/collections/b/documents?truncate=true" -X DELETE', '28.0')).toBe(
      "result = client.collections['b'].documents.delete(truncate: true)",
    );
    expect(render('curl "${TYPESENSE_HOST}/stopwords"')).toBe('missing: no stopwords resource');
    expect(render('curl "${TYPESENSE_HOST}/collections/b/documents/1?include_fields=title"')).toBe('missing: documents[id].retrieve sends no query parameters');
  });

  test('older releases: what their calls were, and what they lacked', () => {
    const lines = 'curl "${TYPESENSE_HOST}/collections/b/documents/import" -X POST --data-binary \'{"id": "1"}\n{"id": "2"}\'';
    // Before 0.8.0, create_many() sent documents and import() JSON lines only; 0.2.0 had neither.
    expect(render(lines, '0.12.0')).toBe("documents = [{ id: '1' }, { id: '2' }]\n\nresults = client.collections['b'].documents.create_many(documents)");
    expect(render(`${lines.replace('import"', 'import?action=upsert"')}`, '0.15.0')).toBe('missing: documents.create_many sends no query parameters');
    expect(render(lines, '0.11.0')).toBe('missing: Documents has no import()');
    // update() sent POST ?action=update whatever its options until 1.0.0.
    const byFilter = `curl "\${TYPESENSE_HOST}/collections/b/documents?filter_by=x:1" -X PATCH -d '{"y": 2}'`;
    expect(render(byFilter, '0.25.1')).toBe('missing: documents.update sends POST ?action=update');
    expect(render(byFilter, '0.25.2')).toBe("result = client.collections['b'].documents.update({ y: 2 }, filter_by: 'x:1')");
    expect(render('curl "${TYPESENSE_HOST}/collections?limit=2"', '0.25.2')).toBe('missing: collections.retrieve sends no query parameters');
    expect(render('curl "${TYPESENSE_HOST}/collections?limit=2"', '27.1')).toBe('collections = client.collections.retrieve(limit: 2)');
  });

  test('each release has a surface, and releaseFor finds the one of each documented version', () => {
    expect(ruby.releases.map((release) => release.version)).toEqual(Object.keys(ruby.surface.releases));
    expect(releaseFor(ruby, '29.0').version).toBe('3.2.0');
    expect(releaseFor(ruby, '28.0').version).toBe('3.0.0');
    expect(releaseFor(ruby, 'current')).toBe(ruby.releases[ruby.releases.length - 1]);
    const versions = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../versions.json'), 'utf8')) as string[];
    for (const version of versions) {
      expect(releaseFor(ruby, version).documents).toContain(version);
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

  test('a call the release does not have is reported with its line and the file of its type', async () => {
    const parsed = await parseSample('ruby', "client.collections['b'].documents.import_jsonl(data)\nclient.stopwords.retrieve\nrescue_me = Typesense::Error::NotThere");
    expect(checkUses(rubyUses(parsed), surface, 'typesense 3.2.0').map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      "1: client.collections().[…].documents().import_jsonl(): Documents has no import_jsonl() in Documents (lib/typesense/documents.rb) of typesense 3.2.0",
      '2: client.stopwords(): Client has no stopwords() in Client (lib/typesense/client.rb) of typesense 3.2.0',
      '3: Typesense.Error.NotThere: Error has no NotThere in Error (lib/typesense/error.rb) of typesense 3.2.0',
    ]);
  });
});
