/**
 * code-samples/connection.ts: what a sample names of a connection, the set-ups
 * of an API Clients page, and what a sample names that its set-up does not.
 */
import {connectionOf, connectionProblems, makesClient, setUpsOf} from '../../../code-samples/connection';

const FENCES = {javascript: 'js', php: 'php', java: 'java', go: 'go', dart: 'dart'} as const;

/** An API Clients page: the Shell set-up, and one set-up per language, each with its client. */
const PAGE = [
  '```shell',
  'export TYPESENSE_HOST="http://localhost:8108"',
  'export TYPESENSE_API_KEY="your-api-key"',
  'curl "${TYPESENSE_HOST}/health"',
  '```',
  '',
  '```js',
  "const client = new Typesense.Client({nodes: [{host: 'localhost', port: 8108, protocol: 'http'}], apiKey: process.env.TYPESENSE_API_KEY});",
  '```',
  '',
  '```php',
  "$config = ['nodes' => [['host' => 'localhost', 'port' => '8108', 'protocol' => 'http']], 'api_key' => getenv('TYPESENSE_API_KEY')];",
  '$client = new Client($config);',
  '```',
  '',
  '```java',
  'List<Node> nodes = List.of(new Node("http", "localhost", "8108"));',
  'Client client = new Client(new Configuration(nodes, Duration.ofSeconds(5), System.getenv("TYPESENSE_API_KEY")));',
  '```',
  '',
  '```go',
  'server := "http://localhost:8108"',
  'apiKey := os.Getenv("TYPESENSE_API_KEY")',
  'client := typesense.NewClient(typesense.WithServer(server), typesense.WithAPIKey(apiKey))',
  '```',
].join('\n');

const SET_UPS = setUpsOf(PAGE, 'api-clients.md', FENCES);
const SHELL = 'curl "${TYPESENSE_HOST}/config" -X POST -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}" -d \'{}\'';

describe('what a sample names of a connection', () => {
  test('the environment variables it reads, in each language, and the hosts of its string literals', () => {
    expect(connectionOf('const url = `${process.env.TYPESENSE_HOST}/x`; const k = process.env["SCOPED_KEY"];').environment).toEqual(['TYPESENSE_HOST', 'SCOPED_KEY']);
    expect(connectionOf('os.environ["A"]; os.environ.get("B"); os.getenv("C")').environment).toEqual(['A', 'B', 'C']);
    expect(connectionOf("getenv('A'); ENV.fetch('B'); ENV['C']; System.getenv(\"D\"); os.Getenv(\"E\")").environment).toEqual(['C', 'A', 'B', 'D', 'E']);
    expect(connectionOf("Platform.environment['A']!; ProcessInfo.processInfo.environment[\"B\"]!").environment).toEqual(['A', 'B']);
    expect(connectionOf('export A="x"\ncurl "${TYPESENSE_HOST}/x" -H "X-TYPESENSE-API-KEY: $KEY"', true).environment).toEqual(['TYPESENSE_HOST', 'KEY', 'A']);
    expect(connectionOf('api.NewClientWithResponses("http://localhost:8108"); new Node("http", "10.0.1.12", "8108"); host: \'abc-1.a1.typesense.net\'').hosts).toEqual([
      'localhost',
      '10.0.1.12',
      'abc-1.a1.typesense.net',
    ]);
  });

  test('a client is made as the set-up makes it, not by a name that ends in Client', () => {
    expect(makesClient('java', 'Client node = new Client(configuration);')).toBe(true);
    expect(makesClient('java', 'HttpClient.newHttpClient().send(request, handler);')).toBe(false);
    expect(makesClient('go', 'apiClient, err := api.NewClientWithResponses(server)')).toBe(false);
    expect(makesClient('php', '$apiCall = new ApiCall(new Configuration($config));')).toBe(false);
  });

  test('the set-ups of a page: the Shell block that exports TYPESENSE_HOST, and the block of each language that makes the client', () => {
    expect(SET_UPS.shell.environment).toEqual(['TYPESENSE_HOST', 'TYPESENSE_API_KEY']);
    expect(SET_UPS.java).toEqual({environment: ['TYPESENSE_API_KEY'], hosts: ['localhost']});
    expect(SET_UPS.dart).toBeUndefined();
    expect(() => setUpsOf('```go\nclient := typesense.NewClient()\n```', 'version-1/api/api-clients.md', FENCES)).toThrow(
      'version-1/api/api-clients.md: no Shell block that exports TYPESENSE_HOST',
    );
  });
});

describe('what a sample names that its set-up does not define', () => {
  test('a variable that only the Shell set-up defines, a host of a client of its own making (an ApiCall, a generated client)', () => {
    expect(connectionProblems('java', 'URI uri = URI.create(System.getenv("TYPESENSE_HOST") + "/config");', SHELL, SET_UPS)).toEqual([
      'reads TYPESENSE_HOST, which the java set-up does not define (it reads TYPESENSE_API_KEY): use the client\'s own connection',
    ]);
    expect(connectionProblems('go', 'apiClient, err := api.NewClientWithResponses(\n\t"http://localhost:8108",\n\tapi.WithAPIKey(os.Getenv("TYPESENSE_API_KEY")),\n)', SHELL, SET_UPS)).toEqual([
      'names the host localhost, which its group\'s Shell sample does not: send through the set-up\'s client, or take its host and key',
    ]);
    expect(connectionProblems('php', "$apiCall = new ApiCall(new Configuration(['nodes' => [['host' => 'localhost']]]));", SHELL, SET_UPS)).toHaveLength(1);
  });

  test('the set-up\'s names, the node and the variables the Shell sample names, and a client of the sample\'s own are its to name', () => {
    expect(connectionProblems('go', 'apiClient, err := api.NewClientWithResponses(server, api.WithAPIKey(apiKey))', SHELL, SET_UPS)).toEqual([]);
    expect(connectionProblems('php', '$apiCall = new ApiCall(new Configuration($config));', SHELL, SET_UPS)).toEqual([]);
    const vote = 'curl "http://10.0.1.12:8108/operations/vote" -X POST -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"';
    expect(connectionProblems('go', 'node := typesense.NewClient(typesense.WithServer("http://10.0.1.12:8108"))', vote, SET_UPS)).toEqual([]);
    const scoped = 'curl "${TYPESENSE_HOST}/collections/p/documents/search?q=a" -H "X-TYPESENSE-API-KEY: ${SCOPED_SEARCH_KEY}"';
    const appClient = "const searchClient = new Typesense.Client({nodes: [{host: 'localhost', port: 8108, protocol: 'http'}], apiKey: process.env.SCOPED_SEARCH_KEY});";
    expect(connectionProblems('javascript', appClient, scoped, SET_UPS)).toEqual([]);
    // A variable of another group's Shell sample is not this one's.
    expect(connectionProblems('javascript', appClient, SHELL, SET_UPS)).toEqual([
      'reads SCOPED_SEARCH_KEY, which the javascript set-up does not define (it reads TYPESENSE_API_KEY): use the client\'s own connection',
    ]);
  });

  test('a language that the page has no set-up of is not held (its samples are before its era)', () => {
    expect(connectionProblems('dart', "final host = Platform.environment['TYPESENSE_HOST']!;", SHELL, SET_UPS)).toBeUndefined();
  });
});
