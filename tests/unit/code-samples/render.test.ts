/** Rendering sample groups: the layout of literals and calls, the JavaScript and Python renderers, completing groups. */
import fs from 'node:fs';
import path from 'node:path';
import javascript, {JS_LITERAL} from '../../../code-samples/clients/javascript';
import python from '../../../code-samples/clients/python';
import {releaseFor} from '../../../code-samples/clients';
import {completeGroup, completeGroupOnce, completedGroupCounts, formatCoverageProblem, withCompletedSampleGroups, type WrittenBlock} from '../../../code-samples/groups';
import {findSampleGroups} from '../../../code-samples/markdown';
import {matchOperation} from '../../../code-samples/operations';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {Code, printCall, printLiteral} from '../../../code-samples/render/literal';
import {typedQuery, typedValue} from '../../../code-samples/render/request-values';
import type {ClientSamples} from '../../../code-samples/clients/types';
import {sentWith} from './sent-with';

function render(client: ClientSamples, shell: string, serverVersion = '29.0'): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = client.render({serverVersion, release: releaseFor(client, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? sentWith(rendered.code) : `missing: ${rendered.detail}`;
}

const shell = (fence: string): WrittenBlock => ({fence: 'shell', meta: '', code: fence, line: 3});

describe('layout', () => {
  test('a literal stays on its line when it fits, and breaks one entry per line when it does not', () => {
    expect(printLiteral({name: 'books', fields: [{name: 'title', type: 'string'}]}, JS_LITERAL, {indent: '', before: 0})).toBe(
      "{name: 'books', fields: [{name: 'title', type: 'string'}]}",
    );
    expect(printLiteral({description: 'x'.repeat(60), actions: ['*'], collections: ['*']}, JS_LITERAL, {indent: '', before: 10})).toBe(
      `{\n  description: '${'x'.repeat(60)}',\n  actions: ['*'],\n  collections: ['*'],\n}`,
    );
  });

  test('keys that are not identifiers are quoted; strings are escaped', () => {
    expect(printLiteral({'log-slow-requests-time-ms': 1500, q: "it's"}, JS_LITERAL, {indent: '', before: 0})).toBe(
      "{'log-slow-requests-time-ms': 1500, q: 'it\\'s'}",
    );
  });

  test('a call hugs its last argument, or puts each argument on a line when an earlier one breaks', () => {
    const long = {a: 'x'.repeat(40), b: 'y'.repeat(40)};
    expect(printCall('f(', [new Code('documents'), long], JS_LITERAL, ');')).toBe(
      `f(documents, {\n  a: '${'x'.repeat(40)}',\n  b: '${'y'.repeat(40)}',\n});`,
    );
    expect(printCall('f(', [long, {action: 'emplace'}], JS_LITERAL, ');')).toBe(
      `f(\n  {\n    a: '${'x'.repeat(40)}',\n    b: '${'y'.repeat(40)}',\n  },\n  {action: 'emplace'},\n);`,
    );
  });

  test('query values are typed as the OpenAPI description types them', () => {
    expect(typedValue('integer', '3')).toBe(3);
    expect(typedValue('string', '1984')).toBe('1984');
    expect(typedValue('boolean', 'true')).toBe(true);
    // A parameter the description does not list yet is typed by its value.
    expect(typedValue(undefined, 'true')).toBe(true);
    expect(typedValue(undefined, '86400')).toBe(86400);
    const parsed = parseCurlSample('curl -G "${TYPESENSE_HOST}/collections/b/documents/search" --data-urlencode "q=1984" --data-urlencode "per_page=3"');
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(typedQuery({serverVersion: '29.0', call: matchOperation(parsed.request)!, request: parsed.request})).toEqual({q: '1984', per_page: 3});
  });
});

describe('JavaScript and Python renderers', () => {
  const search = 'curl -G "${TYPESENSE_HOST}/collections/books/documents/search" --data-urlencode "q=dune" --data-urlencode "query_by=title"';

  test('a search', () => {
    expect(render(javascript, search)).toBe("const results = await client.collections('books').documents().search({\n  q: 'dune',\n  query_by: 'title',\n});");
    expect(render(python, search)).toBe('results = client.collections["books"].documents.search({\n    "q": "dune",\n    "query_by": "title",\n})');
    // Black's 88 columns, not Prettier's 80.
    expect(render(python, search.replace('books', 'b'))).toBe('results = client.collections["b"].documents.search({"q": "dune", "query_by": "title"})');
  });

  test('an import of JSON lines, and of a file', () => {
    const lines = 'curl "${TYPESENSE_HOST}/collections/books/documents/import?action=create" -X POST --data-binary \'{"id": "1"}\n{"id": "2"}\'';
    expect(render(javascript, lines)).toBe(
      // A line may fail: throwOnFail: false (v2.1.0 on) returns every line's result instead of throwing, as the Shell tab shows them.
      "const documents = [{id: '1'}, {id: '2'}];\n\nconst results = await client.collections('books').documents().import(\n  documents,\n  {action: 'create', throwOnFail: false},\n);\nconsole.log(results);",
    );
    // Before v2.1.0, import() of an array always throws an ImportError when a line fails: the sample catches it (2.0.3 of
    // 28.0 as 1.8.2 of 27.1, though 2.0.3's surface records only the error's payload).
    expect(render(javascript, lines, '28.0')).toBe(render(javascript, lines, '27.1'));
    expect(render(javascript, lines, '27.1')).toBe(
      "const documents = [{id: '1'}, {id: '2'}];\n\n// import() throws an ImportError when a line fails; its importResults hold the result of every line.\nlet results;\ntry {\n  results = await client.collections('books').documents().import(documents, {\n    action: 'create',\n  });\n} catch (error) {\n  if (!error.importResults) throw error;\n  results = error.importResults;\n}\nconsole.log(results);",
    );
    expect(render(python, 'curl "${TYPESENSE_HOST}/collections/books/documents/import" -X POST --data-binary @books.jsonl')).toBe(
      'with open("books.jsonl", "rb") as jsonl_file:\n    results = client.collections["books"].documents.import_(jsonl_file.read())',
    );
  });

  test('an environment variable of the body is read from the environment', () => {
    const create = `curl "\${TYPESENSE_HOST}/conversations/models" -X POST -d '{"id": "m", "api_key": "'"\${OPENAI_API_KEY}"'"}'`;
    expect(render(javascript, create)).toBe("const model = await client.conversations().models().create({\n  id: 'm',\n  api_key: process.env.OPENAI_API_KEY,\n});");
    expect(render(python, create)).toBe('import os\n\nmodel = client.conversations_models.create({\n    "id": "m",\n    "api_key": os.environ["OPENAI_API_KEY"],\n})');
  });

  test('a release without the call sends the request with its public low-level API, or else the standard HTTP client of its language, and says what it lacks, as its surface shows', () => {
    // Releases without the low-level API (typesense-js before 1.x keeps it private; typesense-python 0.4.0 has no client.api_call).
    expect(render(javascript, 'curl "${TYPESENSE_HOST}/keys"', '0.12.0')).toBe('fetch: Client has no keys()');
    expect(render(python, 'curl "${TYPESENSE_HOST}/keys"', '0.11.0')).toBe(
      'import requests\n\n# typesense-python 0.4.0\'s Client has no keys; the requests package sends the request.\n' +
        'response = requests.get(client.config.master_node.url() + "/keys")\nprint(response.text)',
    );
    // Releases with it: the request goes through it, under a line that says what the release lacks.
    expect(render(python, 'curl "${TYPESENSE_HOST}/presets/p"')).toBe(
      '# typesense-python 1.1.1 has no presets resource; its low-level api_call sends the request.\nresponse = client.api_call.get("/presets/p", entity_type=dict)',
    );
    expect(render(python, 'curl "${TYPESENSE_HOST}/metrics.json"', '28.0')).toBe(
      "# typesense-python 1.0.3's Client has no metrics; its low-level api_call sends the request.\nresponse = client.api_call.get(\"/metrics.json\", entity_type=dict)",
    );
    expect(render(javascript, 'curl "${TYPESENSE_HOST}/operations/schema_changes"')).toBe(
      "// typesense-js 2.1.0's operations.perform() sends POST, and this endpoint takes GET; its low-level apiCall sends the request.\n" +
        "const response = await client.apiCall.get('/operations/schema_changes');",
    );
    // Older releases: import_() came in 0.8.0; create_many() sent the documents before it.
    expect(render(python, 'curl "${TYPESENSE_HOST}/collections/b/documents/import" -X POST --data-binary \'{"id": "1"}\n{"id": "2"}\'', '0.13.0')).toBe(
      'documents = [{"id": "1"}, {"id": "2"}]\n\nresults = client.collections["b"].documents.create_many(documents)',
    );
    expect(render(python, 'curl "${TYPESENSE_HOST}/metrics.json"', '29.0')).toBe('metrics = client.metrics.retrieve()');
  });

  test('a request to one node of a cluster that the release has no call for goes to a client of that node, through its low-level API', () => {
    expect(render(python, 'curl "http://10.0.1.12:8108/operations/vote" -X POST', '0.18.0')).toBe(
      'import os\nimport typesense\n\n' +
        "# typesense-python 0.9.0's Client has no operations; its low-level api_call sends the request.\n" +
        'node = typesense.Client({\n    "nodes": [{"host": "10.0.1.12", "port": "8108", "protocol": "http"}],\n    "api_key": os.environ["TYPESENSE_API_KEY"],\n})\n\n' +
        'response = node.api_call.post("/operations/vote", body={})',
    );
  });

  test('a request to one node of a cluster gets a client of that node', () => {
    expect(render(javascript, 'curl "http://10.0.1.12:8108/operations/vote" -X POST')).toBe(
      "import Typesense from 'typesense';\n\nconst node = new Typesense.Client({\n  nodes: [{host: '10.0.1.12', port: 8108, protocol: 'http'}],\n  apiKey: process.env.TYPESENSE_API_KEY,\n});\n\nawait node.operations.perform('vote');",
    );
  });

  test('each client has a release for every version it documents, newest last, and a surface for each', () => {
    for (const client of [javascript, python]) {
      expect(client.releases.map((release) => release.version)).toEqual(Object.keys(client.surface.releases));
      expect(releaseFor(client, 'current')).toBe(client.releases[client.releases.length - 1]);
      expect(releaseFor(client, '31.0')).toBe(client.releases[client.releases.length - 1]);
      const versions = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../versions.json'), 'utf8')) as string[];
      for (const version of versions) {
        expect(releaseFor(client, version).serverVersions).toContain(version);
      }
      expect(() => releaseFor(client, '0.10.0')).toThrow(/no release documents Typesense 0.10.0/);
    }
  });
});

describe('completeGroup', () => {
  const location = {file: 'versioned_docs/version-29.0/api/x.md', line: 12, section: 'search'};

  test('a written sample is kept; the others are rendered, in tab order', () => {
    const written: WrittenBlock[] = [{fence: 'py', meta: '', code: 'print("mine")', line: 9}, shell('curl "${TYPESENSE_HOST}/health"')];
    const {blocks} = completeGroup(written, '29.0', location);
    expect(blocks.slice(0, 4).map((block) => [block.language, block.kind === 'code' ? block.origin : 'unavailable'])).toEqual([
      ['shell', 'written'],
      ['javascript', 'rendered'],
      // No PHP client in this test's registry would make this a problem; the order is what matters.
      ...blocks.slice(2, 4).map((block) => [block.language, block.kind === 'code' ? block.origin : 'unavailable']),
    ]);
    expect(blocks.find((block) => block.language === 'python')).toMatchObject({origin: 'written', code: 'print("mine")'});
  });

  test('what cannot be completed is reported with file, line, section and language', () => {
    const {problems} = completeGroup([shell('echo hi')], '29.0', location);
    expect(formatCoverageProblem(problems.find((problem) => problem.language === 'javascript')!)).toBe(
      'versioned_docs/version-29.0/api/x.md:12 (section #search): no JavaScript sample: the Shell sample has no curl command; write it by hand',
    );
    expect(completeGroup([], '29.0', location).problems[0]?.message).toMatch(/^no Shell sample/);
  });

  test('a block marked unavailable is the tab that says the client lacks the call, in the words of the writer', () => {
    const written = [shell('AUDIO=$(base64 < q.wav)\ncurl "${TYPESENSE_HOST}/multi_search" -X POST -d "{}"'), {fence: 'go', meta: 'unavailable', code: 'no voice query field', line: 9}];
    const {blocks, problems} = completeGroup(written, '29.0', location);
    expect(blocks.find((block) => block.language === 'go')).toMatchObject({kind: 'unavailable', sentence: expect.stringContaining('(no voice query field)')});
    expect(problems.filter((problem) => problem.language === 'go')).toEqual([]);
  });

  test('a page the coverage check does not hold (a guide page) gets what its clients can render, and no problem for the rest', () => {
    const written = [shell('curl "${TYPESENSE_HOST}/health"')];
    const {blocks, problems} = completeGroup(written, '0.23.0', location, false);
    expect(problems).toEqual([]);
    expect(blocks.map((block) => block.language)).toEqual(expect.arrayContaining(['shell', 'javascript', 'python']));
    expect(completeGroup([shell('echo hi')], '0.23.0', location, false)).toMatchObject({blocks: [{language: 'shell'}], problems: []});
  });
});

describe('completeGroupOnce', () => {
  const location = {file: 'versioned_docs/version-29.0/api/x.md', line: 12, section: 'search'};
  const counted = (complete: () => unknown) => {
    const before = completedGroupCounts();
    complete();
    const after = completedGroupCounts();
    return {hits: after.hits - before.hits, misses: after.misses - before.misses};
  };

  test('completes a group once, whatever its location, for every caller in the process', () => {
    const written = [shell('curl "${TYPESENSE_HOST}/collections/books" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"')];
    let first: unknown;
    expect(counted(() => (first = completeGroupOnce(written, '29.0', location)))).toEqual({hits: 0, misses: 1});
    expect(first).toEqual(completeGroup(written, '29.0', location));
    let again: unknown;
    expect(counted(() => (again = completeGroupOnce([{...written[0]!, line: 99}], '29.0', {...location, line: 98})))).toEqual({hits: 1, misses: 0});
    expect(again).toBe(first);
    // Another version, another coverage rule, other code: completed anew.
    expect(counted(() => completeGroupOnce(written, '28.0', location))).toEqual({hits: 0, misses: 1});
    expect(counted(() => completeGroupOnce(written, '29.0', location, false))).toEqual({hits: 0, misses: 1});
  });

  test('keeps no group with problems, whose problems name where it is', () => {
    const written = [shell('echo hi')];
    expect(completeGroupOnce(written, '29.0', location).problems[0]?.line).toBe(12);
    expect(completeGroupOnce(written, '29.0', {...location, line: 40}).problems[0]?.line).toBe(40);
  });
});

describe('Markdown', () => {
  const page = ['## Health {#health}', '', '<LanguageTabs>', '', '```shell', 'curl "${TYPESENSE_HOST}/health"', '```', '', '</LanguageTabs>', ''].join('\n');

  test('groups are found with their section and blocks', () => {
    expect(findSampleGroups(page)).toEqual([
      {line: 3, endLine: 9, section: 'health', attributes: '', written: [{fence: 'shell', meta: '', code: 'curl "${TYPESENSE_HOST}/health"', line: 5}]},
    ]);
  });

  test('the twins of pages carry every language of a group', () => {
    const twin = withCompletedSampleGroups(page, '29.0', 'versioned_docs/version-29.0/api/x.md');
    expect(twin).toContain("```js\nconst health = await client.health.retrieve();\n```");
    expect(twin).toContain('```py\nhealthy = client.operations.is_healthy()\n```');
    expect(findSampleGroups(twin)[0]!.written.length).toBeGreaterThanOrEqual(3);
  });
});
