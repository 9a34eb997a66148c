/**
 * The check that holds a written sample of a client that cannot run here to
 * its group's requests: the Shell sample's requests in order
 * (parseCurlSequence), the calls the sample reaches through the release's
 * surface, and what the client's request facts say those calls send.
 */
import {PHP_REQUESTS} from '../../../code-samples/clients/php/requests';
import {phpUses} from '../../../code-samples/clients/php/uses';
import {SWIFT_REQUESTS} from '../../../code-samples/clients/swift/requests';
import {swiftUses} from '../../../code-samples/clients/swift/uses';
import phpSurface from '../../../code-samples/clients/php/surface.json';
import swiftSurface from '../../../code-samples/clients/swift/surface.json';
import {parseSample} from '../../../code-samples/parse';
import {parseCurlSequence} from '../../../code-samples/request/curl';
import {missingRequests, reachedCalls, sendsRequest} from '../../../code-samples/surface/requests';
import type {ClientSurface} from '../../../code-samples/surface/types';

const PHP_RELEASE = (phpSurface as ClientSurface).releases['5.1.0']!;
const SWIFT_RELEASE = (swiftSurface as ClientSurface).releases['1.0.1']!;

const SET_UP_SHELL = `# Connection details
export TYPESENSE_HOST="http://localhost:8108"
export TYPESENSE_API_KEY="your-api-key"

curl "\${TYPESENSE_HOST}/health"

curl "\${TYPESENSE_HOST}/collections" \\
  -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}"
`;

const PHP_CLIENT = `use Typesense\\Client;

$client = new Client([
    'nodes' => [['host' => 'localhost', 'port' => '8108', 'protocol' => 'http']],
    'api_key' => getenv('TYPESENSE_API_KEY'),
]);
`;

async function phpProblem(code: string, shell: string): Promise<string | undefined> {
  const requests = parseCurlSequence(shell);
  if (!requests.ok) throw new Error(requests.reason);
  const uses = phpUses(await parseSample('php', code));
  return missingRequests(reachedCalls(uses, PHP_RELEASE, PHP_REQUESTS), requests.requests);
}

const ONE_REQUEST = `curl "\${TYPESENSE_HOST}/collections" -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}"`;

describe('parseCurlSequence', () => {
  test('reads the requests of curl calls and exports, in order', () => {
    const parsed = parseCurlSequence(SET_UP_SHELL);
    expect(parsed.ok && parsed.requests.map(({method, path}) => `${method} ${path}`)).toEqual(['GET /health', 'GET /collections']);
  });

  test('gives the requests after an export of TYPESENSE_HOST its node', () => {
    const parsed = parseCurlSequence('export TYPESENSE_HOST="https://abc123.a1.typesense.net"\n\ncurl "${TYPESENSE_HOST}/health"\n');
    expect(parsed.ok && parsed.requests.map(({node, path}) => [node, path])).toEqual([['https://abc123.a1.typesense.net', '/health']]);
    const local = parseCurlSequence(SET_UP_SHELL);
    expect(local.ok && local.requests.map(({node}) => node)).toEqual(['http://localhost:8108', 'http://localhost:8108']);
  });

  test('says why a Shell sample of other commands is not a list of requests', () => {
    expect(parseCurlSequence('for f in a b; do curl "${TYPESENSE_HOST}/health"; done')).toEqual({ok: false, reason: expect.stringMatching(/another command than curl and export/)});
    expect(parseCurlSequence('export TYPESENSE_HOST=http://localhost:8108')).toEqual({ok: false, reason: 'the Shell sample has no curl command'});
  });
});

describe('a written sample of a client that cannot run here', () => {
  test('passes when it reaches the call that sends the group\'s request', async () => {
    expect(await phpProblem(`${PHP_CLIENT}$collections = $client->collections->retrieve();\n`, ONE_REQUEST)).toBeUndefined();
  });

  test('fails when it sends nothing, with the group\'s request and the calls it reaches', async () => {
    expect(await phpProblem(PHP_CLIENT, ONE_REQUEST)).toBe(
      'reaches no call that sends GET /collections; the group sends GET /collections; the calls the sample reaches: none',
    );
  });

  test('fails when it sends another path', async () => {
    expect(await phpProblem(`${PHP_CLIENT}$health = $client->health->retrieve();\n`, ONE_REQUEST)).toMatch(
      /^reaches no call that sends GET \/collections; .*the calls the sample reaches: Health\.retrieve \(line 7, GET \/health\)$/,
    );
  });

  test('holds a group of two requests to their order', async () => {
    const both = `${PHP_CLIENT}$health = $client->health->retrieve();\n$collections = $client->collections->retrieve();\n`;
    const reversed = `${PHP_CLIENT}$collections = $client->collections->retrieve();\n$health = $client->health->retrieve();\n`;
    expect(await phpProblem(both, SET_UP_SHELL)).toBeUndefined();
    expect(await phpProblem(reversed, SET_UP_SHELL)).toMatch(/^reaches no call that sends GET \/collections in the order of the Shell sample; the group sends GET \/health, then GET \/collections/);
    expect(await phpProblem(`${PHP_CLIENT}$health = $client->health->retrieve();\n`, SET_UP_SHELL)).toMatch(/reaches no call that sends GET \/collections/);
  });

  test('matches a path with values against the path the call sends (Swift, through a chain of the surface)', async () => {
    const code = 'let (result, _) = try await client.collection(name: "books").documents().search(searchParameters)\n';
    const calls = reachedCalls(swiftUses(await parseSample('swift', code)), SWIFT_RELEASE, SWIFT_REQUESTS);
    expect(calls.map((call) => call.sends).filter(Boolean)).toEqual(['GET /collections/{name}/documents/search']);
    expect(missingRequests(calls, [{method: 'GET', path: '/collections/books/documents/search'}])).toBeUndefined();
    expect(missingRequests(calls, [{method: 'POST', path: '/collections/books/documents/search'}])).toMatch(/reaches no call that sends POST/);
  });

  test('a path of the call matches a request path with one value per part', () => {
    expect(sendsRequest('GET /collections/{name}', {method: 'GET', path: '/collections/books'})).toBe(true);
    expect(sendsRequest('GET /collections/{name}', {method: 'GET', path: '/collections/books/documents'})).toBe(false);
  });
});
