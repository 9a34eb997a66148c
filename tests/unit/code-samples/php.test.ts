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

  test('a release without the call says what it lacks', () => {
    // The surface of 5.1.0 has no nlSearchModels (6.0.0 has).
    expect(render(`curl "${HOST}/nl_search_models"`)).toBe('missing: Client has no nlSearchModels');
    expect(render(`curl "${HOST}/collections?exclude_fields=fields"`)).toBe('missing: collections->retrieve() sends no query parameters');
    expect(render(`curl "${HOST}/stats.json"`)).toBe('missing: no resource for /stats.json');
    expect(render(`curl "${HOST}/analytics/rules" -X POST -d '{"name": "r"}'`)).toMatch(/^missing: analytics->rules\(\) creates rules with upsert\(\)/);
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
      'missing: documents->update() sends POST ?action=update',
    );
    expect(render(`curl "${HOST}/presets/p" -X PUT -d '{"value": {"q": "x"}}'`, '0.25.0')).toBe(
      "$preset = $client->presets->put([\n    'preset_name' => 'p',\n    'preset_data' => ['value' => ['q' => 'x']],\n]);",
    );
    expect(render(`curl "${HOST}/presets/p"`, '0.25.0')).toBe('missing: presets->get() returns every preset, and no call one of them');
    expect(render(`curl "${HOST}/analytics/rules/r"`, '0.25.0')).toBe("$rule = $client->analytics->rules()->{'r'}->retrieve();");
    expect(render(`curl "${HOST}/analytics/rules/r"`, '28.0')).toBe("$rule = $client->analytics->rules()['r']->retrieve();");
    // The surface says what a release lacks.
    expect(render(`curl "${HOST}/stopwords"`, '26.0')).toBe('missing: Client has no stopwords');
    expect(render(`curl "${HOST}/operations/snapshot?snapshot_path=/tmp/s" -X POST`, '0.18.0')).toBe(
      "$result = $client->operations->perform('snapshot', [\n    'snapshot_path' => '/tmp/s',\n]);",
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
