/** The PHP renderer (typesense-php) and the reader of PHP samples for the surface check. */
import php, {phpString} from '../../../code-samples/clients/php';
import {phpUses} from '../../../code-samples/clients/php/uses';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {firstSyntaxError, parseSample} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';
import {phpRelease} from '../../../scripts/code-samples/extract-surface';

function render(shell: string, serverVersion = '29.0'): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = php.render({serverVersion, release: releaseFor(php, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? rendered.code : `missing: ${rendered.detail}`;
}

const HOST = '${TYPESENSE_HOST}';

/** A low-level call: ApiCall, made with the settings of the client on the API Clients page (its `$config`), its comment, and the call. */
function lowLevel(comment: string, statement: string): string {
  return 'use Typesense\\ApiCall;\nuse Typesense\\Lib\\Configuration;\n\n' + `// ${comment}\n` + '$apiCall = new ApiCall(new Configuration($config));\n\n' + statement;
}

/** A low-level call to one node of a cluster: ApiCall, made with that node and the key of the set-up's `$config`. */
function lowLevelToNode(node: string, comment: string, statement: string): string {
  return (
    'use Typesense\\ApiCall;\nuse Typesense\\Lib\\Configuration;\n\n' +
    `// ${comment}\n` +
    `$apiCall = new ApiCall(new Configuration([\n    'nodes' => [\n        ['host' => '${node}', 'port' => '8108', 'protocol' => 'http'],\n    ],\n` +
    "    'api_key' => $config['api_key'],\n]));\n\n" +
    statement
  );
}

describe('PHP renderer', () => {
  test('a search: resources are properties, an item is a subscript, parameters an array', () => {
    expect(render(`curl -G "${HOST}/collections/books/documents/search" --data-urlencode "q=dune" --data-urlencode "query_by=title"`)).toBe(
      "$results = $client->collections['books']->documents->search([\n    'q' => 'dune',\n    'query_by' => 'title',\n]);",
    );
    // Within PSR-12's 80 columns, an array stays on its line.
    expect(render(`curl -G "${HOST}/collections/b/documents/search" --data-urlencode "q=dune"`)).toBe(
      "$results = $client->collections['b']->documents->search(['q' => 'dune']);",
    );
  });

  test('an import of JSON lines, and of a file', () => {
    expect(render(`curl "${HOST}/collections/books/documents/import?action=create" -X POST --data-binary '{"id": "1"}\n{"id": "2"}'`)).toBe(
      "$documents = [['id' => '1'], ['id' => '2']];\n\n$results = $client->collections['books']->documents->import($documents, [\n    'action' => 'create',\n]);",
    );
    expect(render(`curl "${HOST}/collections/books/documents/import" -X POST --data-binary @books.jsonl`)).toBe(
      "$results = $client->collections['books']->documents->import(file_get_contents('books.jsonl'));",
    );
  });

  test('the action of a document write picks its method', () => {
    const write = (action: string) => `curl "${HOST}/collections/b/documents?action=${action}" -X POST -d '{"id": "1"}'`;
    expect(render(write('upsert'))).toBe("$document = $client->collections['b']->documents->upsert(['id' => '1']);");
    expect(render(write('update'))).toBe("$document = $client->collections['b']->documents->update(['id' => '1']);");
    expect(render(write('emplace'))).toBe(
      "$document = $client->collections['b']->documents->create(['id' => '1'], [\n    'action' => 'emplace',\n]);",
    );
    // From 5.0.0 on, update() with a filter_by sends the PATCH of an update by filter.
    expect(render(`curl "${HOST}/collections/b/documents?filter_by=year:<1900" -X PATCH -d '{"classic": true}'`)).toBe(
      "$result = $client->collections['b']->documents->update(['classic' => true], [\n    'filter_by' => 'year:<1900',\n]);",
    );
  });

  test('stopwords are put as a set that carries its name', () => {
    expect(render(`curl "${HOST}/stopwords/common" -X PUT -d '{"stopwords": ["a", "the"], "locale": "en"}'`)).toBe(
      "$stopwordSet = $client->stopwords->put([\n    'name' => 'common',\n    'stopwords' => ['a', 'the'],\n    'locale' => 'en',\n]);",
    );
  });

  test('environment variables are read with getenv(); line breaks are written in double quotes', () => {
    expect(render(`curl "${HOST}/conversations/models" -X POST -d '{"id": "m", "api_key": "'"\${OPENAI_API_KEY}"'"}'`)).toBe(
      "$model = $client->conversations->getModels()->create([\n    'id' => 'm',\n    'api_key' => getenv('OPENAI_API_KEY'),\n]);",
    );
    expect(phpString("it's")).toBe("'it\\'s'");
    expect(phpString('a\nb $x "q"')).toBe('"a\\nb \\$x \\"q\\""');
  });

  test('a request to one node of a cluster gets a client of that node', () => {
    expect(render(`curl "http://10.0.1.12:8108/operations/vote" -X POST -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}"`)).toBe(
      "use Typesense\\Client;\n\n$node = new Client([\n    'nodes' => [['host' => '10.0.1.12', 'port' => '8108', 'protocol' => 'http']],\n" +
        "    'api_key' => getenv('TYPESENSE_API_KEY'),\n]);\n\n$result = $node->operations->perform('vote');",
    );
  });

  test('a release without the call sends the request with its low-level ApiCall, and says why', () => {
    // The surface of 5.1.0 has no nlSearchModels (6.0.0 has).
    expect(render(`curl "${HOST}/nl_search_models"`)).toBe(
      lowLevel('typesense-php 5.1.0 has no method for GET /nl_search_models; its low-level ApiCall sends it.', "$result = $apiCall->get('/nl_search_models', []);"),
    );
    expect(render(`curl "${HOST}/collections?exclude_fields=fields"`)).toBe(
      lowLevel(
        'typesense-php 5.1.0: collections->retrieve() sends no query parameters; its low-level ApiCall sends it.',
        "$result = $apiCall->get('/collections', ['exclude_fields' => 'fields']);",
      ),
    );
    expect(render(`curl "${HOST}/stats.json"`)).toBe(
      lowLevel('typesense-php 5.1.0 has no method for GET /stats.json; its low-level ApiCall sends it.', "$result = $apiCall->get('/stats.json', []);"),
    );
    // A POST without a body sends an empty string (an empty array is sent as []).
    expect(render(`curl "${HOST}/analytics/rules" -X POST -d '{"name": "r"}'`)).toBe(
      lowLevel('typesense-php 5.1.0 has no method for POST /analytics/rules; its low-level ApiCall sends it.', "$result = $apiCall->post('/analytics/rules', ['name' => 'r']);"),
    );
    expect(render(`curl "${HOST}/config" -X POST -d '{"log-slow-requests-time-ms": 2000}'`)).toBe(
      lowLevel(
        'typesense-php 5.1.0 has no method for POST /config; its low-level ApiCall sends it.',
        "$result = $apiCall->post('/config', ['log-slow-requests-time-ms' => 2000]);",
      ),
    );
  });

  test('a low-level call: query parameters after $asJson, a response of JSON lines or a stream as text, a file or JSON lines as the body', () => {
    expect(render(`curl "${HOST}/multi_search?conversation=true&conversation_model_id=m&conversation_stream=true&q=x" -X POST -d '{"searches": [{"collection": "b"}]}'`)).toBe(
      lowLevel(
        'typesense-php 5.1.0 streams no responses; its low-level ApiCall sends the request and returns the whole stream.',
        "$result = $apiCall->post(\n    '/multi_search',\n    ['searches' => [['collection' => 'b']]],\n    false,\n" +
          "    [\n        'conversation' => true,\n        'conversation_model_id' => 'm',\n        'conversation_stream' => true,\n        'q' => 'x',\n    ],\n);",
      ),
    );
    // 4.9.3 (27.1) has no stemming resource.
    expect(render(`curl "${HOST}/stemming/dictionaries/import?id=plurals" -X POST --data-binary @plurals.jsonl`, '27.1')).toBe(
      lowLevel(
        'typesense-php 4.9.3 has no method for POST /stemming/dictionaries/import; its low-level ApiCall sends it.',
        "$result = $apiCall->post(\n    '/stemming/dictionaries/import',\n    file_get_contents('plurals.jsonl'),\n    false,\n    ['id' => 'plurals'],\n);",
      ),
    );
    expect(render(`curl "${HOST}/stemming/dictionaries/import?id=plurals" -X POST --data-binary '{"word": "men", "root": "man"}\n{"word": "mice", "root": "mouse"}'`, '27.1')).toBe(
      lowLevel(
        'typesense-php 4.9.3 has no method for POST /stemming/dictionaries/import; its low-level ApiCall sends it.',
        "$documents = [\n    ['word' => 'men', 'root' => 'man'],\n    ['word' => 'mice', 'root' => 'mouse'],\n];\n$body = implode(\"\\n\", array_map('json_encode', $documents));\n\n" +
          "$result = $apiCall->post('/stemming/dictionaries/import', $body, false, [\n    'id' => 'plurals',\n]);",
      ),
    );
    // A request to one node: an ApiCall of that node.
    expect(render(`curl "http://10.0.1.12:8108/operations/schema_changes"`)).toBe(
      lowLevelToNode('10.0.1.12', 'typesense-php 5.1.0 has no method for GET /operations/schema_changes; its low-level ApiCall sends it.', "$result = $apiCall->get('/operations/schema_changes', []);"),
    );
  });

  test('28.0 is documented by 5.0.0, 29.0 by 5.1.0', () => {
    expect(releaseFor(php, '28.0').version).toBe('5.0.0');
    expect(releaseFor(php, '29.0').version).toBe('5.1.0');
  });
});

describe('PHP sample reader', () => {
  const surface = releaseSurfaceOf(php.surface, releaseFor(php, '29.0'));

  async function uses(code: string) {
    const parsed = await parseSample('php', code);
    expect(firstSyntaxError(parsed)).toBeNull();
    return phpUses(parsed);
  }

  test('reads chains from $client and from a client the sample makes, and the client classes it names', async () => {
    const read = await uses(
      [
        'use Typesense\\Client;',
        'use Typesense\\Exceptions\\ObjectNotFound;',
        '',
        "$search = new Client(['nodes' => [], 'api_key' => 'k']);",
        'try {',
        "    $search->collections['b']->documents->search(['q' => 'x']);",
        "    $client->analytics->rules()['r']->delete();",
        '} catch (ObjectNotFound $error) {',
        '    echo $error->getMessage();',
        '}',
      ].join('\n'),
    );
    expect(read).toEqual([
      {kind: 'chain', root: 'Client', steps: [], line: 4},
      {
        kind: 'chain',
        root: 'client',
        steps: [{kind: 'member', name: 'collections'}, {kind: 'index'}, {kind: 'member', name: 'documents'}, {kind: 'call', name: 'search', arity: 1}],
        line: 6,
      },
      {
        kind: 'chain',
        root: 'client',
        steps: [{kind: 'member', name: 'analytics'}, {kind: 'call', name: 'rules', arity: 0}, {kind: 'index'}, {kind: 'call', name: 'delete', arity: 0}],
        line: 7,
      },
      {kind: 'chain', root: 'ObjectNotFound', steps: [], line: 8},
    ]);
    expect(checkUses(read, surface, '5.1.0')).toEqual([]);
  });

  test('reads the chains of an ApiCall the sample makes from its type', async () => {
    const read = await uses(
      "use Typesense\\ApiCall;\nuse Typesense\\Lib\\Configuration;\n\n$apiCall = new ApiCall(new Configuration(['nodes' => [], 'api_key' => 'k']));\n$apiCall->get('/stats.json', []);\n$apiCall->send('/stats.json');",
    );
    expect(read).toEqual([
      {kind: 'chain', root: 'ApiCall', steps: [], line: 4},
      {kind: 'chain', root: 'Configuration', steps: [], line: 4},
      {kind: 'chain', root: 'ApiCall', steps: [{kind: 'call', name: 'get', arity: 2}], line: 5},
      {kind: 'chain', root: 'ApiCall', steps: [{kind: 'call', name: 'send', arity: 1}], line: 6},
    ]);
    expect(checkUses(read, surface, '5.1.0').map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '6: ApiCall.send(): ApiCall has no send() in ApiCall (src/ApiCall.php) of 5.1.0',
    ]);
  });

  test('a call or class the release does not have is a problem', async () => {
    const problems = checkUses(
      await uses("$client->collections['b']->documents->find(['q' => 'x']);\n\ntry {\n} catch (\\Typesense\\Exceptions\\NotThere $e) {\n}"),
      surface,
      '5.1.0',
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^client\.collections\.\[…\]\.documents\.find\(\): Documents has no find\(\) in Documents \(src\/Documents\.php\)/),
      '"NotThere" is neither the client nor a type of 5.1.0',
    ]);
  });
});

describe('PHP renderer, older releases', () => {
  test('each server version from 0.15.0 on has a release, with a surface', () => {
    for (const version of ['0.15.0', '0.16.1', '0.22.2', '0.25.2', '26.0', '27.1']) {
      expect(() => releaseSurfaceOf(php.surface, releaseFor(php, version))).not.toThrow();
    }
    expect(releaseFor(php, '0.15.0').version).toBe('4.0.0');
    expect(releaseFor(php, '27.1').version).toBe('4.9.3');
  });

  test('era differences: what import() takes, what update() sends, how presets and analytics rules are reached', () => {
    const lines = `curl "${HOST}/collections/b/documents/import" -X POST --data-binary '{"id": "1"}'`;
    // import() took a JSONL string until 4.1.0; createMany() imported an array.
    expect(render(lines, '0.15.0')).toBe("$documents = [['id' => '1']];\n\n$results = $client->collections['b']->documents->createMany($documents);");
    expect(render(`curl "${HOST}/collections/b/documents?filter_by=x:1" -X PATCH -d '{"y": 1}'`, '27.1')).toBe(
      lowLevel(
        'typesense-php 4.9.3: documents->update() sends POST ?action=update; its low-level ApiCall sends it.',
        "$result = $apiCall->patch('/collections/b/documents', ['y' => 1], true, [\n    'filter_by' => 'x:1',\n]);",
      ),
    );
    expect(render(`curl "${HOST}/presets/p" -X PUT -d '{"value": {"q": "x"}}'`, '0.25.0')).toBe(
      "$preset = $client->presets->put([\n    'preset_name' => 'p',\n    'preset_data' => ['value' => ['q' => 'x']],\n]);",
    );
    expect(render(`curl "${HOST}/presets/p"`, '0.25.0')).toBe(
      lowLevel('typesense-php 4.8.5 has no method for GET /presets/{presetId}; its low-level ApiCall sends it.', "$result = $apiCall->get('/presets/p', []);"),
    );
    expect(render(`curl "${HOST}/analytics/rules/r"`, '0.25.0')).toBe("$rule = $client->analytics->rules()->{'r'}->retrieve();");
    expect(render(`curl "${HOST}/analytics/rules/r"`, '28.0')).toBe("$rule = $client->analytics->rules()['r']->retrieve();");
    // The surface says what a release lacks; its ApiCall sends the request.
    expect(render(`curl "${HOST}/stopwords"`, '26.0')).toBe(
      lowLevel('typesense-php 4.9.2 has no method for GET /stopwords; its low-level ApiCall sends it.', "$result = $apiCall->get('/stopwords', []);"),
    );
    expect(render(`curl "${HOST}/operations/snapshot?snapshot_path=/tmp/s" -X POST`, '0.18.0')).toBe(
      "$result = $client->operations->perform('snapshot', [\n    'snapshot_path' => '/tmp/s',\n]);",
    );
  });

  test("4.0.0's ApiCall has no patch(), and its post() sends no query parameters: the tab without a call says so", () => {
    expect(render(`curl "${HOST}/collections/b/documents?filter_by=x:1" -X PATCH -d '{"y": 1}'`, '0.15.0')).toBe(
      'missing: documents->update() sends POST ?action=update, and ApiCall has no patch()',
    );
    expect(render(`curl "${HOST}/collections/b/documents?action=emplace&dirty_values=reject" -X POST -d '{"id": "1"}'`, '0.15.0')).toBe(
      "missing: documents->create() sends no query parameters, and ApiCall's post() sends no query parameters",
    );
    // Its get() sends query parameters, a boolean as its string (http_build_query would send 1).
    expect(render(`curl "${HOST}/collections/b/documents/1?exclude_fields=x&z=true"`, '0.15.0')).toBe(
      lowLevel(
        'typesense-php 4.0.0: documents[id]->retrieve() sends no query parameters; its low-level ApiCall sends it.',
        "$result = $apiCall->get('/collections/b/documents/1', [\n    'exclude_fields' => 'x',\n    'z' => 'true',\n]);",
      ),
    );
  });

  test('a property of any name (__get) is read as the surface writes it', async () => {
    const parsed = await parseSample('php', "$client->analytics->rules()->{'r'}->delete();");
    const read = phpUses(parsed);
    expect(read).toEqual([
      {kind: 'chain', root: 'client', steps: [{kind: 'member', name: 'analytics'}, {kind: 'call', name: 'rules', arity: 0}, {kind: 'member', name: '{}'}, {kind: 'call', name: 'delete', arity: 0}], line: 1},
    ]);
    expect(checkUses(read, releaseSurfaceOf(php.surface, releaseFor(php, '0.25.0')), '4.8.5')).toEqual([]);
  });
});

test('a body with an empty JSON object is not rendered: a PHP array would send it as []', () => {
  const parsed = parseCurlSample(`curl "${HOST}/collections/b/documents" -X POST -d '{"id": "1", "meta": {}}'`);
  if (!parsed.ok) throw new Error(parsed.reason);
  expect(() => php.render({serverVersion: '29.0', release: releaseFor(php, '29.0'), call: matchOperation(parsed.request)!, request: parsed.request})).toThrow(
    /empty JSON object/,
  );
});

describe('the PHP reader of samples:surface', () => {
  // Sources written for this test in the styles of the client's eras: typed properties and
  // return types (4.x, 5.x), a `@var` docblock, an untyped subscript, __get, a field made where first used.
  const files = [
    {
      path: 'src/Client.php',
      text: [
        '<?php',
        'class Client',
        '{',
        '    public Collections $collections;',
        '    /**',
        '     * @var \\Typesense\\Analytics',
        '     */',
        '    public $analytics;',
        '    private ApiCall $apiCall;',
        '',
        '    public function __construct(array $config)',
        '    {',
        '    }',
        '}',
      ].join('\n'),
    },
    {
      path: 'src/Collections.php',
      text: [
        '<?php',
        'class Collections implements \\ArrayAccess',
        '{',
        '    public function create(array $schema, array $options = []): array',
        '    {',
        '    }',
        '',
        '    public function offsetGet($offset)',
        '    {',
        '        $this->items[$offset] = new Collection($offset);',
        '        return $this->items[$offset];',
        '    }',
        '}',
      ].join('\n'),
    },
    {path: 'src/Collection.php', text: '<?php\nclass Collection\n{\n    public function retrieve(): array\n    {\n    }\n}\n'},
    {
      path: 'src/Analytics.php',
      text: [
        '<?php',
        'class Analytics',
        '{',
        '    public function rules()',
        '    {',
        '        if (!isset($this->rules)) {',
        '            $this->rules = new AnalyticsRules($this->apiCall);',
        '        }',
        '        return $this->rules;',
        '    }',
        '}',
      ].join('\n'),
    },
    {
      path: 'src/AnalyticsRules.php',
      text: [
        '<?php',
        'class AnalyticsRules',
        '{',
        '    public function __get($ruleName)',
        '    {',
        '        $this->rules[$ruleName] = new AnalyticsRule($ruleName);',
        '        return $this->rules[$ruleName];',
        '    }',
        '}',
      ].join('\n'),
    },
    {path: 'src/AnalyticsRule.php', text: '<?php\nclass AnalyticsRule\n{\n}\n'},
    {path: 'src/Exceptions/ObjectNotFound.php', text: '<?php\nclass ObjectNotFound extends TypesenseClientError\n{\n}\n'},
    {path: 'src/Exceptions/TypesenseClientError.php', text: '<?php\nclass TypesenseClientError extends \\Exception\n{\n    public function setMessage(string $message): TypesenseClientError\n    {\n    }\n}\n'},
  ];

  test('reads classes, their public members, what each returns, and the line of each', () => {
    const {roots, types} = phpRelease(files, 'v9.9.9');
    expect(roots).toEqual({client: 'Client'});
    expect(types.Client!.members).toEqual({
      collections: {kind: 'property', returns: 'Collections', line: 4},
      analytics: {kind: 'property', returns: 'Analytics', line: 8},
    });
    expect(types.Collections!.members).toEqual({
      create: {kind: 'method', params: ['schema', 'options?'], line: 4},
      '[]': {kind: 'index', returns: 'Collection', line: 8},
    });
    expect(types.Analytics!.members.rules).toEqual({kind: 'method', returns: 'AnalyticsRules', params: [], line: 4});
    expect(types.AnalyticsRules!.members['{}']).toEqual({kind: 'property', returns: 'AnalyticsRule', line: 4});
    expect(types.ObjectNotFound!.members.setMessage).toMatchObject({returns: 'TypesenseClientError', inheritedFrom: 'TypesenseClientError (src/Exceptions/TypesenseClientError.php)'});
  });
});

describe('PHP renderer, 6.0.0 (Typesense 30.x)', () => {
  const release = releaseFor(php, '30.0');

  /** The rendered sample for 30.0, after checking that it parses and that 6.0.0 has each of its calls. */
  async function rendered30(shell: string): Promise<string> {
    const code = render(shell, '30.0');
    if (!code.startsWith('missing: ')) {
      const parsed = await parseSample('php', code);
      expect(firstSyntaxError(parsed)).toBeNull();
      expect(checkUses(phpUses(parsed), releaseSurfaceOf(php.surface, release), '6.0.0')).toEqual([]);
    }
    return code;
  }

  test('6.0.0 documents 30.0 and 30.1; a release before still renders what it rendered', async () => {
    expect(['30.0', '30.1'].map((version) => releaseFor(php, version).version)).toEqual(['6.0.0', '6.0.0']);
    expect(releaseFor(php, '29.1').version).toBe('5.1.0');
    expect(render(`curl "${HOST}/analytics/rules/r" -X PUT -d '{"type": "counter"}'`)).toBe("$rule = $client->analytics->rules()->upsert('r', ['type' => 'counter']);");
    expect(render(`curl "${HOST}/collections/b/synonyms/s" -X PUT -d '{"synonyms": ["a", "b"]}'`)).toBe(
      "$synonym = $client->collections['b']->synonyms->upsert('s', [\n    'synonyms' => ['a', 'b'],\n]);",
    );
    // Operations of 28.0 and 29.0 that 5.x has no call for: its ApiCall sends them.
    expect(render(`curl -G "${HOST}/analytics/events" --data-urlencode "user_id=u" --data-urlencode "name=r" --data-urlencode "n=10"`)).toBe(
      lowLevel(
        'typesense-php 5.1.0 has no method for GET /analytics/events; its low-level ApiCall sends it.',
        "$result = $apiCall->get('/analytics/events', [\n    'user_id' => 'u',\n    'name' => 'r',\n    'n' => 10,\n]);",
      ),
    );
    expect(render(`curl "${HOST}/stemming/dictionaries/plurals" -X DELETE`)).toBe(
      lowLevel(
        'typesense-php 5.1.0 has no method for DELETE /stemming/dictionaries/{dictionaryId}; its low-level ApiCall sends it.',
        "$result = $apiCall->delete('/stemming/dictionaries/plurals');",
      ),
    );
  });

  test('synonym sets: the resource lists and writes them, a subscript reaches one; their items, which 6.0.0 has no call for, go through ApiCall', async () => {
    expect(await rendered30(`curl "${HOST}/synonym_sets"`)).toBe('$synonymSets = $client->synonymSets->retrieve();');
    expect(await rendered30(`curl "${HOST}/synonym_sets/clothing"`)).toBe("$synonymSet = $client->synonymSets['clothing']->retrieve();");
    expect(await rendered30(`curl "${HOST}/synonym_sets/clothing" -X PUT -d '{"items": [{"id": "coats", "synonyms": ["coat", "jacket"]}]}'`)).toBe(
      "$synonymSet = $client->synonymSets->upsert('clothing', [\n    'items' => [['id' => 'coats', 'synonyms' => ['coat', 'jacket']]],\n]);",
    );
    expect(await rendered30(`curl "${HOST}/synonym_sets/clothing" -X DELETE`)).toBe("$client->synonymSets['clothing']->delete();");
    expect(await rendered30(`curl "${HOST}/synonym_sets/clothing/items"`)).toBe(
      lowLevel(
        'typesense-php 6.0.0 has no method for GET /synonym_sets/{synonymSetName}/items; its low-level ApiCall sends it.',
        "$result = $apiCall->get('/synonym_sets/clothing/items', []);",
      ),
    );
    // A comment past 120 columns says less.
    expect(await rendered30(`curl "${HOST}/synonym_sets/clothing/items/coats"`)).toBe(
      lowLevel(
        'typesense-php 6.0.0 has no method for GET /synonym_sets/{synonymSetName}/items/{itemId}; its ApiCall sends it.',
        "$result = $apiCall->get('/synonym_sets/clothing/items/coats', []);",
      ),
    );
    expect(await rendered30(`curl "${HOST}/synonym_sets/clothing/items/coats" -X PUT -d '{"synonyms": ["coat", "jacket"]}'`)).toBe(
      lowLevel(
        'typesense-php 6.0.0 has no method for PUT /synonym_sets/{synonymSetName}/items/{itemId}; its ApiCall sends it.',
        "$result = $apiCall->put('/synonym_sets/clothing/items/coats', [\n    'synonyms' => ['coat', 'jacket'],\n]);",
      ),
    );
    expect(await rendered30(`curl "${HOST}/synonym_sets/clothing/items/coats" -X DELETE`)).toBe(
      lowLevel(
        'typesense-php 6.0.0 has no method for DELETE /synonym_sets/{synonymSetName}/items/{itemId}; its ApiCall sends it.',
        "$result = $apiCall->delete('/synonym_sets/clothing/items/coats');",
      ),
    );
  });

  test('curation sets, and their items through getItems()', async () => {
    expect(await rendered30(`curl "${HOST}/curation_sets"`)).toBe('$curationSets = $client->curationSets->retrieve();');
    expect(await rendered30(`curl "${HOST}/curation_sets/promos"`)).toBe("$curationSet = $client->curationSets['promos']->retrieve();");
    expect(await rendered30(`curl "${HOST}/curation_sets/promos" -X PUT -d '{"items": [{"id": "a", "rule": {"query": "apple", "match": "exact"}}]}'`)).toBe(
      "$curationSet = $client->curationSets->upsert('promos', [\n    'items' => [\n        ['id' => 'a', 'rule' => ['query' => 'apple', 'match' => 'exact']],\n    ],\n]);",
    );
    expect(await rendered30(`curl "${HOST}/curation_sets/promos" -X DELETE`)).toBe("$client->curationSets['promos']->delete();");
    expect(await rendered30(`curl "${HOST}/curation_sets/promos/items"`)).toBe("$items = $client->curationSets['promos']->getItems()->retrieve();");
    expect(await rendered30(`curl "${HOST}/curation_sets/promos/items/a"`)).toBe("$item = $client->curationSets['promos']->getItems()['a']->retrieve();");
    expect(await rendered30(`curl "${HOST}/curation_sets/promos/items/a" -X PUT -d '{"rule": {"tags": ["sale"]}, "filter_by": "sale:true"}'`)).toBe(
      "$item = $client->curationSets['promos']->getItems()['a']->upsert([\n    'rule' => ['tags' => ['sale']],\n    'filter_by' => 'sale:true',\n]);",
    );
    expect(await rendered30(`curl "${HOST}/curation_sets/promos/items/a" -X DELETE`)).toBe("$client->curationSets['promos']->getItems()['a']->delete();");
  });

  test('analytics of 30.0: create() posts one rule or a list, a rule updates itself, events are listed', async () => {
    expect(await rendered30(`curl "${HOST}/analytics/rules" -X POST -d '{"name": "q", "type": "popular_queries", "collection": "b", "event_type": "search"}'`)).toBe(
      "$rule = $client->analytics->rules()->create([\n    'name' => 'q',\n    'type' => 'popular_queries',\n    'collection' => 'b',\n    'event_type' => 'search',\n]);",
    );
    expect(await rendered30(`curl "${HOST}/analytics/rules" -X POST -d '[{"name": "a", "type": "log"}, {"name": "b", "type": "log"}]'`)).toBe(
      "$results = $client->analytics->rules()->create([\n    ['name' => 'a', 'type' => 'log'],\n    ['name' => 'b', 'type' => 'log'],\n]);",
    );
    expect(await rendered30(`curl "${HOST}/analytics/rules"`)).toBe('$rules = $client->analytics->rules()->retrieve();');
    expect(await rendered30(`curl "${HOST}/analytics/rules?rule_tag=home"`)).toBe(
      lowLevel(
        'typesense-php 6.0.0: analytics->rules()->retrieve() sends no query parameters; its low-level ApiCall sends it.',
        "$result = $apiCall->get('/analytics/rules', ['rule_tag' => 'home']);",
      ),
    );
    expect(await rendered30(`curl "${HOST}/analytics/rules/q" -X PUT -d '{"rule_tag": "home", "params": {"limit": 500}}'`)).toBe(
      "$rule = $client->analytics->rules()['q']->update([\n    'rule_tag' => 'home',\n    'params' => ['limit' => 500],\n]);",
    );
    expect(await rendered30(`curl "${HOST}/analytics/rules/q"`)).toBe("$rule = $client->analytics->rules()['q']->retrieve();");
    expect(await rendered30(`curl "${HOST}/analytics/rules/q" -X DELETE`)).toBe("$client->analytics->rules()['q']->delete();");
    expect(await rendered30(`curl "${HOST}/analytics/events" -X POST -d '{"name": "clicks", "event_type": "click", "data": {"doc_id": "1", "user_id": "u"}}'`)).toBe(
      "$result = $client->analytics->events()->create([\n    'name' => 'clicks',\n    'event_type' => 'click',\n    'data' => ['doc_id' => '1', 'user_id' => 'u'],\n]);",
    );
    expect(await rendered30(`curl -G "${HOST}/analytics/events" --data-urlencode "user_id=u" --data-urlencode "name=clicks" --data-urlencode "n=10"`)).toBe(
      "$events = $client->analytics->events()->retrieve([\n    'user_id' => 'u',\n    'name' => 'clicks',\n    'n' => 10,\n]);",
    );
    // No call for flush and status: ApiCall sends them, a POST without a body with an empty string.
    expect(await rendered30(`curl "${HOST}/analytics/flush" -X POST`)).toBe(
      lowLevel('typesense-php 6.0.0 has no method for POST /analytics/flush; its low-level ApiCall sends it.', "$result = $apiCall->post('/analytics/flush', '');"),
    );
    expect(await rendered30(`curl "${HOST}/analytics/status"`)).toBe(
      lowLevel('typesense-php 6.0.0 has no method for GET /analytics/status; its low-level ApiCall sends it.', "$result = $apiCall->get('/analytics/status', []);"),
    );
    expect(await rendered30(`curl "${HOST}/stemming/dictionaries/plurals" -X DELETE`)).toBe(
      lowLevel(
        'typesense-php 6.0.0 has no method for DELETE /stemming/dictionaries/{dictionaryId}; its low-level ApiCall sends it.',
        "$result = $apiCall->delete('/stemming/dictionaries/plurals');",
      ),
    );
  });

  test("30.x's search and collection parameters go as they are", async () => {
    expect(await rendered30(`curl -G "${HOST}/collections/b/documents/search" --data-urlencode "q=coat" --data-urlencode "curation_tags=sale"`)).toBe(
      "$results = $client->collections['b']->documents->search([\n    'q' => 'coat',\n    'curation_tags' => 'sale',\n]);",
    );
    expect(await rendered30(`curl "${HOST}/collections" -X POST -d '{"name": "b", "fields": [], "synonym_sets": ["clothing"]}'`)).toBe(
      "$collection = $client->collections->create([\n    'name' => 'b',\n    'fields' => [],\n    'synonym_sets' => ['clothing'],\n]);",
    );
  });
});
