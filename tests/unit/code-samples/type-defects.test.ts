/**
 * code-samples/clients/type-defects.ts, and the type defects recorded for the
 * releases: typesense-dart's SearchClient, typesense-swift's nearest node.
 */
import {typeDefectProblems} from '../../../code-samples/clients/type-defects';
import {clientFor, releaseFor} from '../../../code-samples/clients';
import {SAMPLE_READERS} from '../../../code-samples/clients/readers';
import {parseSample} from '../../../code-samples/parse';

async function problemsOf(language: 'dart' | 'swift', serverVersion: string, code: string) {
  const client = clientFor(language)!;
  const release = releaseFor(client, serverVersion);
  return typeDefectProblems(SAMPLE_READERS[language]!(await parseSample(language, code)), code, release, `${client.packageName} ${release.version}`);
}

const DART_SEARCH = (make: string) =>
  `final searchClient = ${make}(Configuration(\n  Platform.environment['SCOPED_SEARCH_KEY']!,\n  nodes: {Node(Protocol.http, 'localhost', port: 8108)},\n));\nfinal results = await searchClient.collection('p').documents.search({'q': 'a'});`;

describe('typesense-dart: the key as a query parameter the server does not read', () => {
  test('every release refuses SearchClient, with the reason and the source lines', async () => {
    for (const version of ['0.20.0', '0.24.1', '30.2']) {
      const problems = await problemsOf('dart', version, DART_SEARCH('SearchClient'));
      expect(problems).toHaveLength(1);
      expect(problems[0]!.message).toMatch(/^SearchClient: SearchClient of typesense \S+ sends a key shorter than 2,000 characters only as the query parameter X-TYPESENSE-API-KEY, .* \(lib\/src\/search_client\.dart:31, lib\/src\/services\/base_api_call\.dart:17\): make no SearchClient$/);
    }
  });

  test('a Client, which sends the key as a header, passes; so does a Configuration without sendApiKeyAsQueryParam', async () => {
    expect(await problemsOf('dart', '30.2', DART_SEARCH('Client'))).toEqual([]);
    const asQuery = "final c = Client(Configuration('k', nodes: {Node(Protocol.http, 'localhost', port: 8108)}, sendApiKeyAsQueryParam: true));";
    expect((await problemsOf('dart', '30.2', asQuery)).map((problem) => problem.message)).toEqual([expect.stringMatching(/^Configuration with sendApiKeyAsQueryParam: /)]);
  });
});

describe('typesense-swift: the nearest node is never marked unhealthy', () => {
  const SDN = (comment: string) =>
    `${comment}let client = Client(\n    config: Configuration(\n        nodes: [Node(host: "a-1.a1.typesense.net", port: "443", nodeProtocol: "https")],\n        apiKey: "k",\n        connectionTimeoutSeconds: 2,\n        nearestNode: Node(host: "a.a1.typesense.net", port: "443", nodeProtocol: "https")\n    )\n)`;

  test('a sample with a nearest node must say that the client never fails over from it', async () => {
    const problems = await problemsOf('swift', '30.2', SDN(''));
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^Configuration with nearestNode: Configuration of typesense-swift 2\.0\.0-rc\.1 never marks its nearest node unhealthy, .*: say so in a comment that holds "never fails over from the nearest node"$/),
    ]);
    expect(await problemsOf('swift', '0.22.1', SDN('// typesense-swift never fails over from the nearest node.\n'))).toEqual([]);
  });

  test('a client without a nearest node is not concerned', async () => {
    expect(await problemsOf('swift', '30.2', 'let client = Client(config: Configuration(nodes: [Node(host: "localhost", port: "8108", nodeProtocol: "http")], apiKey: "k"))')).toEqual([]);
  });
});
