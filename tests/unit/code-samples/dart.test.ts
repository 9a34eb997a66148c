/** The Dart renderer (typesense-dart), its layout, and the reader of Dart samples' calls. */
import dart, {dartStatement, dartString, DART_LITERAL} from '../../../code-samples/clients/dart';
import {dartUses} from '../../../code-samples/clients/dart/uses';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {firstSyntaxError, parseSample} from '../../../code-samples/parse';
import {Code} from '../../../code-samples/render/literal';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';
import {sentWith} from './sent-with';

function render(shell: string, serverVersion = '29.0'): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = dart.render({serverVersion, release: releaseFor(dart, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? sentWith(rendered.code) : `missing: ${rendered.detail}`;
}

async function problemsOf(code: string, version = '0.5.1'): Promise<string[]> {
  const parsed = await parseSample('dart', code);
  expect(firstSyntaxError(parsed)).toBeNull();
  const surface = dart.surface.releases[version]!;
  return checkUses(dartUses(parsed), surface, `typesense ${version}`).map((problem) => problem.message);
}

const create = (schema: string) => `curl "\${TYPESENSE_HOST}/collections" -X POST -H "Content-Type: application/json" -d '${schema}'`;

describe('Dart layout', () => {
  test('strings are single-quoted; a `$` makes them raw, or is escaped when the string needs escapes too', () => {
    expect(dartString("it's")).toBe("'it\\'s'");
    expect(dartString('$artists(name)')).toBe("r'$artists(name)'");
    expect(dartString("$a's")).toBe("'\\$a\\'s'");
  });

  test('a chain too long for its line splits before each call, its leading properties staying with the receiver', () => {
    expect(dartStatement('final o = await ', "client.collection('products').override('promote-headphones').retrieve", [], [], DART_LITERAL)).toBe(
      "final o = await client\n    .collection('products')\n    .override('promote-headphones')\n    .retrieve();",
    );
    expect(dartStatement('final r = await ', 'client.operations.createSnapshot', ['/var/backups/typesense/a-very-long-directory-name'], [], DART_LITERAL)).toBe(
      "final r = await client.operations.createSnapshot(\n  '/var/backups/typesense/a-very-long-directory-name',\n);",
    );
  });

  test('named arguments follow the positional ones, one per line when they do not fit', () => {
    expect(
      dartStatement('final results = await ', "client.collection('books').documents.importDocuments", [new Code('documents')], [['options', {action: 'upsert', dirty_values: 'coerce_or_reject'}]], DART_LITERAL),
    ).toBe(
      "final results = await client.collection('books').documents.importDocuments(\n  documents,\n  options: {'action': 'upsert', 'dirty_values': 'coerce_or_reject'},\n);",
    );
  });
});

describe('Dart renderer', () => {
  test('a search passes its parameters as strings, as the client puts them in a Uri', () => {
    expect(render('curl -G "${TYPESENSE_HOST}/collections/books/documents/search" --data-urlencode "q=dune" --data-urlencode "per_page=3"')).toBe(
      "final results = await client.collection('books').documents.search({\n  'q': 'dune',\n  'per_page': '3',\n});",
    );
  });

  test('an import of documents catches the ImportError a failed line raises and prints every line\'s result; the sample parses and its calls are the release\'s', async () => {
    const code = render('curl "${TYPESENSE_HOST}/collections/books/documents/import?action=update" -X POST --data-binary \'{"id": "1"}\n{"id": "999"}\'');
    expect(code).toBe(
      [
        "final documents = [{'id': '1'}, {'id': '999'}];",
        '',
        'List<Map<String, dynamic>> results;',
        'try {',
        "  results = await client.collection('books').documents.importDocuments(",
        '    documents,',
        "    options: {'action': 'update'},",
        '  );',
        '} on ImportError catch (error) {',
        '  results = error.importResults;',
        '}',
        'print(results);',
      ].join('\n'),
    );
    expect(await problemsOf(code)).toEqual([]);
  });

  test('a collection is created from its map with Schema.fromMap', () => {
    expect(render(create('{"name": "b", "fields": [{"name": "t", "type": "string[]", "facet": true}]}'))).toBe(
      "final collection = await client.collections.create(Schema.fromMap({\n  'name': 'b',\n  'fields': [{'name': 't', 'type': 'string[]', 'facet': true}],\n}));",
    );
  });

  test('a schema key or field type the model classes would drop goes with package:http, not in a sample that sends less', () => {
    expect(render(create('{"name": "b", "fields": [], "token_separators": ["-"]}'))).toBe('package:http: Schema.fromMap() drops "token_separators"');
    expect(render(create('{"name": "b", "fields": [{"name": "e", "type": "float[]", "embed": {"from": ["t"]}}]}'))).toBe('package:http: Field.fromMap() drops "embed"');
    expect(render(create('{"name": "b", "fields": [{"name": "a", "type": "geopolygon"}]}'))).toBe('package:http: Type has no case for "geopolygon"');
    // 0.1.1 (0.20.0) read neither `sort` nor `infix`.
    expect(render(create('{"name": "b", "fields": [{"name": "t", "type": "string", "sort": true}]}'), '0.20.0')).toBe('package:http: Field.fromMap() drops "sort"');
  });

  test('query parameters go in the named parameter the release declares', () => {
    expect(render('curl "${TYPESENSE_HOST}/collections/books/documents/export?filter_by=year:>2000"')).toBe(
      "final jsonl = await client.collection('books').documents.exportJSONL(\n  queryParams: {'filter_by': 'year:>2000'},\n);",
    );
  });

  test('a request to one node gets a client of that node', () => {
    expect(render('curl "http://10.0.1.12:8108/operations/vote" -X POST -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"')).toBe(
      "import 'dart:io';\n\nimport 'package:typesense/typesense.dart';\n\n" +
        "final node = Client(Configuration(\n  Platform.environment['TYPESENSE_API_KEY']!,\n  nodes: {Node(Protocol.http, '10.0.1.12', port: 8108)},\n));\n\n" +
        'final result = await node.operations.initLeaderElection();',
    );
    // 0.1.1 (0.20.0): named parameters, and no null safety yet.
    expect(render('curl "http://10.0.1.12:8108/operations/vote" -X POST -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"', '0.20.0')).toContain(
      "final node = Client(Configuration(\n  apiKey: Platform.environment['TYPESENSE_API_KEY'],\n  nodes: {Node(protocol: 'http', host: '10.0.1.12', port: 8108)},\n));",
    );
  });

  test('operations the client has no call for, and releases without the resource', () => {
    expect(render('curl "${TYPESENSE_HOST}/stopwords"')).toBe('package:http: no stopwords resource');
    expect(render('curl "${TYPESENSE_HOST}/collections/books/documents?filter_by=x:1" -X PATCH -d \'{"a": 1}\'')).toBe(
      'package:http: no call for this request',
    );
    // Presets came with 0.4.0; 0.3.0 documents 0.23.0.
    expect(render('curl "${TYPESENSE_HOST}/presets"', '0.23.0')).toBe('package:http: Client has no presets');
    expect(render('curl "${TYPESENSE_HOST}/presets"')).toBe('final presets = await client.presets.retrieve();');
  });
});

describe('Dart reader and surface', () => {
  test('chains, constructions with named arguments, and named types are checked against the release', async () => {
    expect(
      await problemsOf(
        "final c = Client(Configuration('k', nodes: {Node(Protocol.http, 'h', port: 8108)}));\n" +
          "await c.collection('b').documents.search({'q': '*'});\n" +
          "try {\n  await client.collection('b').document('1').retrieve();\n} on ObjectNotFound catch (e) {\n  print(e.message);\n}",
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        "await client.collection('b').documents.searchAll({'q': '*'});\n" +
          "final f = Field('t', type: Type.string, isSortable: true);\n" +
          "await client.collection('b').documents.create({'id': '1'}, params: {});\n" +
          "await client.stopwords.retrieve();",
      ),
    ).toEqual([
      expect.stringMatching(/^client\.collection\(\)\.documents\.searchAll\(\): Documents has no searchAll\(\)/),
      expect.stringMatching(/^Field has no member "isSortable"/),
      expect.stringMatching(/^Field\.init\(isSortable:\): the labels do not match init\(type:isMultivalued:/),
      expect.stringMatching(/^client\.collection\(\)\.documents\.create\(params:\): the labels do not match create\(options:\)/),
      expect.stringMatching(/^client\.stopwords: Client has no stopwords/),
    ]);
  });

  test("a constructor's named arguments are its named parameters, in any order", async () => {
    const named = "final c = Client(Configuration(apiKey: 'k', nodes: {Node(protocol: 'http', host: 'h', port: 8108)}));";
    expect(await problemsOf(named, '0.1.1')).toEqual([]);
    // From 0.3.0 on, the key and the node's protocol and host are positional.
    expect(await problemsOf(named, '0.3.0')).toEqual([
      expect.stringMatching(/^Configuration\.init\(apiKey:\): the labels do not match/),
      expect.stringMatching(/^Node\.init\(protocol:\): the labels do not match init\(port:path:client:\)/),
      expect.stringMatching(/^Node\.init\(host:\): the labels do not match/),
    ]);
  });

  test('a release is held to its own surface: UpdateSchema came with 0.3.0', async () => {
    const code = "await client.collection('b').update(UpdateSchema.fromMap({'fields': []}));";
    expect(await problemsOf(code, '0.3.0')).toEqual([]);
    expect(await problemsOf(code, '0.1.1')).toEqual([
      expect.stringMatching(/^client\.collection\(\)\.update\(\): Collection has no update\(\)/),
      expect.stringMatching(/^"UpdateSchema" is neither the client nor a type of typesense 0\.1\.1/),
    ]);
  });

  test('the surface records the keys a fromMap factory reads, each with its line', () => {
    const surface = releaseSurfaceOf(dart.surface, dart.releases[dart.releases.length - 1]!);
    expect(Object.keys(surface.types['UpdateField.fromMap']!.members)).toContain('drop');
    // UpdateField.fromMap builds on Field.fromMap but does not pass `reference` on.
    expect(Object.keys(surface.types['UpdateField.fromMap']!.members)).not.toContain('reference');
    expect(surface.types['Field.fromMap']!.members.reference!.line).toBeGreaterThan(0);
  });
});

describe('Dart renderer, 0.5.1 for Typesense 30.x', () => {
  const H = '${TYPESENSE_HOST}';

  test('0.5.1, the last tagged release, documents 30.0 to 30.2 too', () => {
    expect(['29.1', '30.0', '30.1'].map((version) => releaseFor(dart, version).version)).toEqual(['0.5.1', '0.5.1', '0.5.1']);
  });

  test('the tabs of what 0.5.1 lacks go with package:http and say what it is: synonym sets, curation sets, analytics, stemming dictionaries', () => {
    for (const shell of [
      `curl "${H}/synonym_sets"`,
      `curl "${H}/synonym_sets/clothing" -X PUT -d '{"items": []}'`,
      `curl "${H}/synonym_sets/clothing/items/coats"`,
      `curl "${H}/synonym_sets/clothing/items/coats" -X DELETE`,
    ]) {
      expect(render(shell, '30.0')).toBe('package:http: no synonym sets resource');
    }
    for (const shell of [`curl "${H}/curation_sets/promos"`, `curl "${H}/curation_sets/promos/items"`, `curl "${H}/curation_sets/promos/items/a" -X PUT -d '{"rule": {}}'`]) {
      expect(render(shell, '30.0')).toBe('package:http: no curation sets resource');
    }
    for (const shell of [
      `curl "${H}/analytics/rules" -X POST -d '[{"name": "a"}]'`,
      `curl "${H}/analytics/events?user_id=u&name=r&n=10"`,
      `curl "${H}/analytics/flush" -X POST`,
      `curl "${H}/analytics/status"`,
    ]) {
      expect(render(shell, '30.0')).toBe('package:http: no analytics resource');
    }
    expect(render(`curl "${H}/stemming/dictionaries/plurals" -X DELETE`, '30.0')).toBe('package:http: no stemming dictionaries resource');
  });

  test("30.x's search parameters go in the map; a schema key the models drop is said", () => {
    expect(render(`curl "${H}/collections/b/documents/search?q=coat&curation_tags=sale"`, '30.0')).toBe(
      "final results = await client.collection('b').documents.search({\n  'q': 'coat',\n  'curation_tags': 'sale',\n});",
    );
    expect(render(create('{"name": "b", "fields": [], "synonym_sets": ["clothing"]}'), '30.0')).toBe('package:http: Schema.fromMap() drops "synonym_sets"');
  });
});
