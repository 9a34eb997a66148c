/**
 * The tabs of releases without a call and without a public low-level API that
 * can send the request: the request sent with the language's standard HTTP
 * client, rendered from the Shell request like every sample.
 */
import {clientFor, releaseFor} from '../../../code-samples/clients';
import {javaUses} from '../../../code-samples/clients/java/uses';
import {matchOperation} from '../../../code-samples/operations';
import {firstSyntaxError, parseSample} from '../../../code-samples/parse';
import {configuredServer, encodeQueryComponent, REASON_WIDTH, standardHttpReason, standardHttpRequest} from '../../../code-samples/render/standard-http';
import {RenderError} from '../../../code-samples/clients/types';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';
import {parseCurlSample} from '../../../code-samples/request/curl';
import type {SampleRequest} from '../../../code-samples/request/request';
import type {SampleLanguage} from '../../../src/versioning/sample-languages';

function requestOf(shell: string): SampleRequest {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.request;
}

function render(language: SampleLanguage, shell: string, serverVersion: string): string {
  const client = clientFor(language)!;
  const request = requestOf(shell);
  const rendered = client.render({serverVersion, release: releaseFor(client, serverVersion), call: matchOperation(request)!, request});
  if (rendered.kind !== 'code') throw new Error(`no code: ${rendered.detail}`);
  return rendered.code;
}

async function expectParses(language: SampleLanguage, code: string): Promise<void> {
  expect(firstSyntaxError(await parseSample(language, code))).toBeNull();
}

const ITEM_UPSERT = `curl "\${TYPESENSE_HOST}/synonym_sets/clothing/items/coats" -X PUT -H "Content-Type: application/json" -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" -d '{"synonyms": ["coat", "jacket"]}'`;
const FLUSH = 'curl "${TYPESENSE_HOST}/analytics/flush" -X POST -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"';

describe('the request model of the standard HTTP clients', () => {
  test('the target is the path and query, each name and value percent-encoded where a URL parser would not keep it', () => {
    expect(encodeQueryComponent('price:>100 && tags:[a,b]')).toBe('price:%3E100%20%26%26%20tags:%5Ba,b%5D');
    expect(encodeQueryComponent("c++ $5 'x' #1 100% é")).toBe('c%2B%2B%20%245%20%27x%27%20%231%20100%25%20%C3%A9');
    expect(encodeQueryComponent('a\\b"c`d{e}')).toBe('a%5Cb%22c%60d%7Be%7D');
    const request = standardHttpRequest(requestOf('curl "${TYPESENSE_HOST}/collections/my%20books/documents/search?q=dune&filter_by=price:%3E100" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"'));
    expect(request).toEqual({
      method: 'GET',
      server: {environment: 'TYPESENSE_HOST'},
      target: '/collections/my%20books/documents/search?q=dune&filter_by=price:%3E100',
      headers: [['X-TYPESENSE-API-KEY', {environment: 'TYPESENSE_API_KEY'}]],
    });
  });

  test("a body goes with the Shell sample's content type, else JSON's or text's; one node of a cluster is its URL", () => {
    expect(standardHttpRequest(requestOf(ITEM_UPSERT)).headers[0]).toEqual(['Content-Type', {text: 'application/json'}]);
    const jsonl = standardHttpRequest(requestOf(`curl "\${TYPESENSE_HOST}/collections/b/documents/import" -X POST --data-binary '{"id": "1"}\n{"id": "2"}'`));
    expect(jsonl.headers).toEqual([['Content-Type', {text: 'text/plain'}]]);
    const node = standardHttpRequest(requestOf('curl "http://10.0.1.12:8108/operations/db/compact" -X POST -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"'));
    expect(node.server).toEqual({url: 'http://10.0.1.12:8108'});
    expect(standardHttpRequest(requestOf('curl "${TYPESENSE_HOST}/collections/b/documents/export" -o b.jsonl')).outputFile).toBe('b.jsonl');
  });

  test('the comment line says what the release lacks, or, where that is too long, that it has no call for this request', () => {
    const release = {version: '0.5.1', tag: 'v0.5.1', serverVersions: []};
    expect(standardHttpReason('// ', 'typesense-dart', release, 'no analytics resource', 'package:http')).toBe(
      '// typesense-dart 0.5.1 has no analytics resource; package:http sends the request.',
    );
    expect(standardHttpReason('# ', 'typesense-ruby', release, 'Documents has no import()', 'Net::HTTP')).toBe("# typesense-ruby 0.5.1's Documents has no import(); Net::HTTP sends the request.");
    const long = standardHttpReason('// ', 'typesense-java', release, `x${'y'.repeat(REASON_WIDTH)}`, 'java.net.http');
    expect(long).toBe('// typesense-java 0.5.1 has no call for this request; java.net.http sends it.');
  });
});

describe('Java: java.net.http', () => {
  test("a 30.x item of a synonym set, which 2.0.0's synonymSet(name) does not reach: the body as a text block, the node and key of the set-up's configuration", async () => {
    const code = render('java', ITEM_UPSERT, '30.0');
    expect(code).toBe(
      [
        'import java.net.URI;',
        'import java.net.http.HttpClient;',
        'import java.net.http.HttpRequest;',
        'import java.net.http.HttpResponse;',
        '',
        "// typesense-java 2.0.0's synonymSet(name) has no call for the items of a set; java.net.http sends the request.",
        'URI uri = URI.create(configuration.nodes.get(0).baseUrl + "/synonym_sets/clothing/items/coats");',
        'String body =',
        '    """',
        '    {"synonyms": ["coat", "jacket"]}',
        '    """;',
        'HttpRequest request = HttpRequest.newBuilder(uri)',
        '    .header("Content-Type", "application/json")',
        '    .header("X-TYPESENSE-API-KEY", configuration.apiKey)',
        '    .PUT(HttpRequest.BodyPublishers.ofString(body))',
        '    .build();',
        'HttpResponse<String> response =',
        '    HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
        'System.out.println(response.body());',
      ].join('\n'),
    );
    await expectParses('java', code);
    // It calls nothing of the client.
    expect(javaUses(await parseSample('java', code)).filter((use) => use.kind === 'chain' && use.root === 'client')).toEqual([]);
  });

  test('a POST without a body, a variable of the body read from the environment, a GET the client sends as a POST, a response written to a file', async () => {
    expect(render('java', FLUSH, '30.0')).toContain(`// typesense-java 2.0.0's analytics() has rules() and events() only; java.net.http sends the request.`);
    expect(render('java', FLUSH, '30.0')).toContain('    .POST(HttpRequest.BodyPublishers.noBody())');
    const model = `curl "\${TYPESENSE_HOST}/nl_search_models/m" -X PUT -H "Content-Type: application/json" -d '{"model_name": "openai/gpt-4.1", "api_key": "'"\${OPENAI_API_KEY}"'"}'`;
    const withKey = render('java', model, '29.0');
    expect(withKey).toContain('    {"model_name": "openai/gpt-4.1", "api_key": "${OPENAI_API_KEY}"}\n    """\n        .replace("${OPENAI_API_KEY}", System.getenv("OPENAI_API_KEY"));');
    await expectParses('java', withKey);
    // A GET, which 1.3.0's operations.perform() does not send; a response written to a file, as curl -o writes it.
    expect(render('java', 'curl "${TYPESENSE_HOST}/operations/schema_changes" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"', '29.0')).toContain('\n    .GET()\n');
    const stats = render('java', 'curl "${TYPESENSE_HOST}/stats.json" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}" -o stats.json', '29.0');
    expect(stats).toContain('// typesense-java 1.3.0 has no stats resource; java.net.http sends the request.');
    expect(stats).toContain('import java.nio.file.Path;');
    expect(stats).toContain('HttpResponse<Path> response =\n    HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofFile(Path.of("stats.json")));');
    await expectParses('java', stats);
  });
});

describe('Dart: package:http', () => {
  test('a 30.x synonym set item with typesense-dart 0.5.1, which has no synonym sets: the body from a map, imports first', async () => {
    const code = render('dart', ITEM_UPSERT, '30.0');
    expect(code).toBe(
      [
        "import 'dart:convert';",
        '',
        "import 'package:http/http.dart' as http;",
        '',
        '// typesense-dart 0.5.1 has no synonym sets resource; package:http sends the request.',
        'final response = await http.put(',
        "  Uri.parse('${client.config.nodes.first.uri}/synonym_sets/clothing/items/coats'),",
        '  headers: {',
        "    'Content-Type': 'application/json',",
        "    'X-TYPESENSE-API-KEY': client.config.apiKey,",
        '  },',
        "  body: jsonEncode({'synonyms': ['coat', 'jacket']}),",
        ');',
        'print(response.body);',
      ].join('\n'),
    );
    await expectParses('dart', code);
  });

  test('the node and key of the set-up\'s client, whatever the release; a variable of the body read without `!` before null safety; JSON lines are encoded a line each', async () => {
    const old = render('dart', 'curl "${TYPESENSE_HOST}/stopwords/s" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"', '0.21.0');
    expect(old).toContain("  Uri.parse('${client.config.nodes.first.uri}/stopwords/s'),");
    expect(old).toContain("  headers: {'X-TYPESENSE-API-KEY': client.config.apiKey},");
    expect(old).not.toContain('TYPESENSE_HOST');
    await expectParses('dart', old);
    const code = render('dart', `curl "\${TYPESENSE_HOST}/stemming/dictionaries/import?id=plurals" -X POST -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" --data-binary '{"word": "people", "root": "person"}\n{"word": "mice", "root": "mouse"}'`, '30.0');
    expect(code).toContain("  Uri.parse('${client.config.nodes.first.uri}/stemming/dictionaries/import?id=plurals'),");
    expect(code).toContain("  body: [\n    {'word': 'people', 'root': 'person'},\n    {'word': 'mice', 'root': 'mouse'},\n  ].map(jsonEncode).join('\\n'),");
    await expectParses('dart', code);
  });
});

describe('Swift: URLSession', () => {
  test('a 30.x analytics flush with 2.0.0-rc.1, and the schema changes of 29.x with 1.1.0-rc.1: a URLRequest, async data(for:), the response printed', async () => {
    const code = render('swift', FLUSH, '30.0');
    // URLSession is in FoundationNetworking on Linux: imported as typesense-swift imports it.
    expect(code).toMatch(/^import Foundation\n#if canImport\(FoundationNetworking\)\n {4}import FoundationNetworking\n#endif\n\n\/\/ typesense-swift 2\.0\.0-rc\.1/);
    expect(code).toContain('var request = URLRequest(url: URL(string: "\\(nodeProtocol)://\\(host):\\(port)/analytics/flush")!)\nrequest.httpMethod = "POST"');
    await expectParses('swift', code);
    const schemaChanges = render('swift', 'curl "${TYPESENSE_HOST}/operations/schema_changes" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"', '29.0');
    expect(schemaChanges).toBe(
      [
        'import Foundation',
        '#if canImport(FoundationNetworking)',
        '    import FoundationNetworking',
        '#endif',
        '',
        '// typesense-swift 1.1.0-rc.1\'s operations() has no call for /operations/schema_changes; URLSession sends the request.',
        'var request = URLRequest(url: URL(string: "\\(nodeProtocol)://\\(host):\\(port)/operations/schema_changes")!)',
        'request.httpMethod = "GET"',
        'request.setValue(apiKey, forHTTPHeaderField: "X-TYPESENSE-API-KEY")',
        'let (data, _) = try await URLSession.shared.data(for: request)',
        'print(String(decoding: data, as: UTF8.self))',
      ].join('\n'),
    );
    await expectParses('swift', schemaChanges);
  });
});

describe('Go: net/http where the generated api client has no call either', () => {
  test('3.2.0 and a natural language search model: the body as it is, the response printed', async () => {
    const code = render('go', 'curl "${TYPESENSE_HOST}/nl_search_models/m" -X DELETE -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"', '29.0');
    expect(code).toBe(
      [
        '// typesense-go 3.2.0 has no call for this request; net/http sends it.',
        'endpoint := server + "/nl_search_models/m"',
        '',
        'request, err := http.NewRequest(http.MethodDelete, endpoint, nil)',
        'if err != nil {',
        '\tpanic(err)',
        '}',
        '',
        'request.Header.Set("X-TYPESENSE-API-KEY", apiKey)',
        '',
        'response, err := http.DefaultClient.Do(request)',
        'if err != nil {',
        '\tpanic(err)',
        '}',
        'defer response.Body.Close()',
        '',
        'result, err := io.ReadAll(response.Body)',
        'if err != nil {',
        '\tpanic(err)',
        '}',
        'fmt.Println(string(result))',
      ].join('\n'),
    );
    await expectParses('go', code);
  });
});

describe('JavaScript and Ruby releases without a public low-level API', () => {
  test('typesense-js 0.8.0 upserts an override with fetch, to the first node of the set-up\'s client, with its key', async () => {
    const code = render('javascript', `curl "\${TYPESENSE_HOST}/collections/b/overrides/o" -X PUT -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" -d '{"rule": {"query": "apple", "match": "exact"}}'`, '0.17.0');
    expect(code.split('\n').slice(0, 7)).toEqual([
      "// typesense-js 0.8.0's Overrides has no upsert(); fetch sends the request.",
      'const {protocol, host, port, path} = client.configuration.nodes[0];',
      'const response = await fetch(`${protocol}://${host}:${port}${path}/collections/b/overrides/o`, {',
      "  method: 'PUT',",
      '  headers: {',
      "    'Content-Type': 'application/json',",
      "    'X-TYPESENSE-API-KEY': client.configuration.apiKey,",
    ]);
    expect(code).not.toContain('process.env');
    await expectParses('javascript', code);
  });

  test('typesense-js 0.3.0 (Typesense 0.11) sends to the master node of its configuration, which holds the key', async () => {
    const code = render('javascript', `curl "\${TYPESENSE_HOST}/collections/b/documents/import" -X POST -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" --data-binary @b.jsonl`, '0.11.0');
    expect(code).toContain('const {protocol, host, port, path, apiKey} = client.configuration.masterNode;');
    expect(code).toContain("headers: {'Content-Type': 'text/plain', 'X-TYPESENSE-API-KEY': apiKey},");
    await expectParses('javascript', code);
  });

  test("typesense-ruby 0.2.0 imports JSON lines with Net::HTTP, as its ApiCall's post sends only a hash", async () => {
    const code = render('ruby', `curl "\${TYPESENSE_HOST}/collections/b/documents/import" -X POST -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" --data-binary '{"id": "1"}\n{"id": "2"}'`, '0.11.0');
    // What it lacks takes more than a line of 120 columns to say.
    expect(code).toContain('# typesense-ruby 0.2.0 has no call for this request; Net::HTTP sends it.');
    // To the master node of the set-up's client (a hash, with the key in it), as the client builds its URLs.
    expect(code).toContain(
      'server = client.configuration.master_node\nuri = URI("#{server[:protocol]}://#{server[:host]}:#{server[:port]}/collections/b/documents/import")\n',
    );
    expect(code).toContain('request = Net::HTTP::Post.new(uri)');
    expect(code).toContain("request['X-TYPESENSE-API-KEY'] = server[:api_key]");
    expect(code).not.toContain('ENV');
    await expectParses('ruby', code);
  });
});

describe('where a request sent without the client takes the server and key of the set-up\'s client', () => {
  const names = {member: 'configuration', type: 'Configuration', nodes: 'nodes', apiKey: 'apiKey', masterNode: 'masterNode', masterNodeApiKey: 'apiKey'};
  const javascript = clientFor('javascript')!;
  const surfaceOf = (serverVersion: string) => releaseSurfaceOf(javascript.surface, releaseFor(javascript, serverVersion));

  test("from the release's surface: the nodes and key of its configuration, or, before them, its master node", () => {
    expect(configuredServer(surfaceOf('0.17.0'), names, 'typesense-js', releaseFor(javascript, '0.17.0'))).toBe('nodes');
    expect(configuredServer(surfaceOf('0.11.0'), names, 'typesense-js', releaseFor(javascript, '0.11.0'))).toBe('master node');
  });

  test('a release whose configuration has neither is a render error that names what it lacks', () => {
    const release = releaseFor(javascript, '0.17.0');
    const surface = surfaceOf('0.17.0');
    const {nodes: _nodes, ...withoutNodes} = surface.types.Configuration!.members;
    const lacking = {...surface, types: {...surface.types, Configuration: {...surface.types.Configuration!, members: withoutNodes}}};
    expect(() => configuredServer(lacking, names, 'typesense-js', release)).toThrow(RenderError);
    expect(() => configuredServer(lacking, names, 'typesense-js', release)).toThrow(
      "typesense-js 0.8.0 has neither Configuration.nodes and .apiKey nor Configuration.masterNode (its surface.json): a request sent without the client cannot take the server and key of the set-up's client",
    );
    const {configuration: _configuration, ...withoutConfiguration} = surface.types.Client!.members;
    const noConfiguration = {...surface, types: {...surface.types, Client: {...surface.types.Client!, members: withoutConfiguration}}};
    expect(() => configuredServer(noConfiguration, names, 'typesense-js', release)).toThrow('typesense-js 0.8.0 has no Client.configuration of type Configuration');
  });
});
