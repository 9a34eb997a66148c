/** Reading Shell samples into the requests they send, and matching them to operations. */
import fs from 'node:fs';
import path from 'node:path';
import {matchOperation, OPERATIONS} from '../../../code-samples/operations';
import {parseCurlSample} from '../../../code-samples/request/curl';
import type {SampleRequest} from '../../../code-samples/request/request';
import {shellCommands, ShellSyntaxError} from '../../../code-samples/request/shell-words';
import {compareVersions, isAtLeast} from '../../../src/versioning/versions';

function request(source: string): SampleRequest {
  const parsed = parseCurlSample(source);
  if (!parsed.ok) {
    throw new Error(parsed.reason);
  }
  return parsed.request;
}

function reason(source: string): string {
  const parsed = parseCurlSample(source);
  if (parsed.ok) {
    throw new Error('expected the sample to be refused');
  }
  return parsed.reason;
}

describe('shellCommands', () => {
  test('quotes, escapes, continuations and comments', () => {
    const [command] = shellCommands(`# a comment\ncurl "a b" 'c "d"' e\\ f \\\n  "\\"x\\""`);
    expect(command!.words.map((word) => word.text)).toEqual(['curl', 'a b', 'c "d"', 'e f', '"x"']);
  });

  test('variables stay as written and are listed; substitutions are marked', () => {
    const [command] = shellCommands('echo "${TYPESENSE_HOST}/x" $KEY "$(date)"');
    const [, host, key, date] = command!.words;
    expect(host).toMatchObject({text: '${TYPESENSE_HOST}/x', variables: ['TYPESENSE_HOST'], substitution: false});
    expect(key).toMatchObject({text: '${KEY}', variables: ['KEY']});
    expect(date!.substitution).toBe(true);
  });

  test('operators end commands', () => {
    const commands = shellCommands('jq -c . a.json | curl x\nfoo && bar > out.txt');
    expect(commands.map((c) => [c.words[0]!.text, c.followedBy])).toEqual([
      ['jq', '|'],
      ['curl', '\n'],
      ['foo', '&&'],
      ['bar', '>'],
      ['out.txt', 'end'],
    ]);
  });

  test('an unclosed quote is a syntax error with its line', () => {
    expect(() => shellCommands("curl \\\n  -d '{")).toThrow(new ShellSyntaxError("line 2: a single quote that is never closed"));
  });
});

describe('parseCurlSample', () => {
  test('a search with -G and --data-urlencode', () => {
    expect(
      request(`curl -G "\${TYPESENSE_HOST}/collections/books/documents/search" \\
  -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" \\
  --data-urlencode "q=harry potter" \\
  --data-urlencode "filter_by=price:>=10 && in_stock:true"`),
    ).toEqual({
      method: 'GET',
      path: '/collections/books/documents/search',
      query: [
        ['q', 'harry potter'],
        ['filter_by', 'price:>=10 && in_stock:true'],
      ],
      authenticated: true,
      node: null,
    });
  });

  test('a JSON body with its method, and a decoded query in the URL', () => {
    expect(
      request(`curl "\${TYPESENSE_HOST}/collections/books/documents?action=upsert&dirty_values=coerce_or_drop" \\
  -X POST -H "Content-Type: application/json" -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" \\
  -d '{"id": "1", "title": "Emma"}'`),
    ).toMatchObject({
      method: 'POST',
      query: [
        ['action', 'upsert'],
        ['dirty_values', 'coerce_or_drop'],
      ],
      body: {kind: 'json', value: {id: '1', title: 'Emma'}},
      contentType: 'application/json',
    });
    expect(request(`curl "\${TYPESENSE_HOST}/x?q=a+b&f=c%20d" -d '{}'`).query).toEqual([
      ['q', 'a b'],
      ['f', 'c d'],
    ]);
  });

  test('JSON lines, a file body, an output file, a node of the cluster, the health check without a key', () => {
    expect(request(`curl "\${TYPESENSE_HOST}/collections/b/documents/import" -X POST --data-binary '{"id": "1"}\n{"id": "2"}'`).body).toEqual({
      kind: 'jsonl',
      values: [{id: '1'}, {id: '2'}],
    });
    expect(request(`curl "\${TYPESENSE_HOST}/collections/b/documents/import" -X POST --data-binary @books.jsonl`).body).toEqual({kind: 'file', file: 'books.jsonl'});
    expect(request(`curl "\${TYPESENSE_HOST}/collections/b/documents/export" -o books.jsonl`).outputFile).toBe('books.jsonl');
    expect(request(`curl "\${TYPESENSE_HOST}/collections/b/documents/export" > books.jsonl`).outputFile).toBe('books.jsonl');
    expect(request('curl "http://10.0.1.12:8108/operations/vote" -X POST')).toMatchObject({node: 'http://10.0.1.12:8108', path: '/operations/vote'});
    expect(request('curl "${TYPESENSE_HOST}/health"')).toMatchObject({method: 'GET', authenticated: false});
  });

  test('an environment variable read as a whole JSON value of the body', () => {
    const parsed = request(`curl "\${TYPESENSE_HOST}/conversations/models" -X POST -d '{"api_key": "'"\${OPENAI_API_KEY}"'", "max_bytes": 16384}'`);
    expect(parsed.environment).toEqual(['OPENAI_API_KEY']);
    expect(parsed.body).toEqual({kind: 'json', value: {api_key: '${OPENAI_API_KEY}', max_bytes: 16384}});
  });

  test('what cannot be rendered says why', () => {
    expect(reason('curl "${TYPESENSE_HOST}/a"\ncurl "${TYPESENSE_HOST}/b"')).toBe('the Shell sample runs curl 2 times');
    expect(reason("jq -c '.[]' books.json | curl \"${TYPESENSE_HOST}/x\" --data-binary @-")).toMatch(/runs another command besides curl \(`jq/);
    expect(reason('curl "${TYPESENSE_HOST}/x" -H "X-TYPESENSE-API-KEY: ${SCOPED_KEY}"')).toMatch(/uses a variable other than/);
    expect(reason('curl "${TYPESENSE_HOST}/x" -d "$(cat body.json)"')).toMatch(/computed by the shell/);
    expect(reason('curl "${TYPESENSE_HOST}/x" -d @books.jsonl')).toMatch(/strips the file's line breaks/);
    expect(reason('curl "${TYPESENSE_HOST}/x" --proxy p')).toBe('the curl option --proxy is not one the samples use');
    expect(reason('curl "${TYPESENSE_HOST}/x" -X')).toBe('the curl option -X has no value');
    expect(reason('curl "${TYPESENSE_HOST}/x" -d \'{"key": "prefix-\'"${SECRET}"\'"}\'')).toMatch(/other than as a whole JSON string value/);
    // In single quotes the shell reads `${SECRET}` as text: the body sends it as written.
    expect(request('curl "${TYPESENSE_HOST}/x" -d \'{"key": "${SECRET}"}\'').environment).toBeUndefined();
  });
});

describe('operations', () => {
  test('a literal segment wins over a parameter', () => {
    expect(matchOperation({method: 'GET', path: '/collections/books/documents/search'})?.operation.id).toBe('documents.search');
    expect(matchOperation({method: 'GET', path: '/collections/books/documents/42'})).toMatchObject({
      operation: {id: 'document.retrieve'},
      pathParams: {collectionName: 'books', documentId: '42'},
    });
    expect(matchOperation({method: 'GET', path: '/nowhere'})).toBeNull();
  });

  test('ids and routes are unique', () => {
    expect(new Set(OPERATIONS.map((o) => o.id)).size).toBe(OPERATIONS.length);
    expect(new Set(OPERATIONS.map((o) => `${o.method} ${o.path}`)).size).toBe(OPERATIONS.length);
  });

  test('each operation exists in exactly the server versions from its `since` to its `until` (the server source, code-samples/server-routes.json)', () => {
    const file = path.join(__dirname, '../../../code-samples/server-routes.json');
    const {versions} = JSON.parse(fs.readFileSync(file, 'utf8')) as {versions: Record<string, {routes: Record<string, number>}>};
    const siteVersions = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../versions.json'), 'utf8')) as string[];
    expect(Object.keys(versions).sort(compareVersions)).toEqual([...siteVersions].sort(compareVersions));
    const wrong: string[] = [];
    for (const [version, {routes}] of Object.entries(versions)) {
      const routeSet = new Set(Object.keys(routes).map((key) => key.replace(/\{\w+\}/g, '{}')));
      for (const operation of OPERATIONS) {
        const present = routeSet.has(`${operation.method} ${operation.path.replace(/\{\w+\}/g, '{}')}`);
        const expected = isAtLeast(version, operation.since) && (operation.until === undefined || !isAtLeast(version, operation.until));
        if (present !== expected) {
          wrong.push(`${operation.id} (from ${operation.since}${operation.until ? ` until ${operation.until}` : ''}) is ${present ? '' : 'not '}a route of ${version}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
