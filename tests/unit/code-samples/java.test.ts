/** The Java renderer: requests built from typesense-java's model classes, as its release's surface has them. */
import java, {setterName} from '../../../code-samples/clients/java';
import {javaUses} from '../../../code-samples/clients/java/uses';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {firstSyntaxError, parseSample} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';

function render(shell: string, serverVersion = '29.0'): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = java.render({serverVersion, release: releaseFor(java, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? rendered.code : `missing: ${rendered.detail}`;
}

describe('Java renderer', () => {
  test('a JSON key becomes the setter the generator names after it', () => {
    expect(setterName('query_by')).toBe('queryBy');
    expect(setterName('enable_highlight_v1')).toBe('enableHighlightV1');
    expect(setterName('q')).toBe('q');
  });

  test('a search builds SearchParameters with typed setters, and keeps the server default for curation', () => {
    expect(render('curl "${TYPESENSE_HOST}/collections/books/documents/search?q=dune&query_by=title&per_page=3"')).toBe(
      '// The client sends enable_overrides=false unless set; true is what the server does by default.\n' +
        'SearchParameters searchParameters = new SearchParameters()\n' +
        '    .q("dune")\n' +
        '    .queryBy("title")\n' +
        '    .perPage(3)\n' +
        '    .enableOverrides(true);\n\n' +
        'SearchResult searchResult = client.collections("books").documents().search(searchParameters);',
    );
  });

  test('a schema uses the model classes and FieldTypes constants; a document is a Map', () => {
    expect(render(`curl "\${TYPESENSE_HOST}/collections" -X POST -d '{"name": "b", "fields": [{"name": "t", "type": "string"}]}'`)).toBe(
      'CollectionSchema schema = new CollectionSchema()\n' +
        '    .name("b")\n' +
        '    .fields(List.of(new Field().name("t").type(FieldTypes.STRING)));\n\n' +
        'CollectionResponse collection = client.collections().create(schema);',
    );
    expect(render(`curl "\${TYPESENSE_HOST}/collections/b/documents?action=upsert" -X POST -d '{"id": "1", "tags": ["a"]}'`)).toBe(
      'Map<String, Object> document = new HashMap<>();\ndocument.put("id", "1");\ndocument.put("tags", List.of("a"));\n\n' +
        'Map<String, Object> upserted = client.collections("b").documents().upsert(document);',
    );
  });

  test('an enum parameter is the enum constant of its JSON value', () => {
    expect(render('curl "${TYPESENSE_HOST}/collections/b/documents/import?action=emplace" -X POST --data-binary @b.jsonl')).toBe(
      'String jsonl = Files.readString(Path.of("b.jsonl"));\n\n' +
        'ImportDocumentsParameters parameters = new ImportDocumentsParameters().action(IndexAction.EMPLACE);\n' +
        'String results = client.collections("b").documents().import_(jsonl, parameters);',
    );
  });

  test('a release without the call, or a key without a setter, gets the tab that says so', () => {
    expect(render('curl "${TYPESENSE_HOST}/presets/p"')).toBe('missing: no presets resource');
    expect(render(`curl "\${TYPESENSE_HOST}/collections/b/synonyms/s" -X PUT -d '{"synonyms": ["a"], "no_such_key": 1}'`)).toBe(
      'missing: SearchSynonymSchema has no setter for "no_such_key"',
    );
  });

  test('an older release is rendered with its own types: 0.0.3 takes HashMaps, and sends no enable_overrides by default', () => {
    expect(render(`curl "\${TYPESENSE_HOST}/collections/b/documents" -X POST -d '{"id": "1"}'`, '0.21.0')).toBe(
      'HashMap<String, Object> document = new HashMap<>();\ndocument.put("id", "1");\n\n' +
        'Map<String, Object> created = client.collections("b").documents().create(document);',
    );
    expect(render('curl "${TYPESENSE_HOST}/collections/b/documents/search?q=x&query_by=t"', '0.25.2')).toBe(
      'SearchParameters searchParameters = new SearchParameters().q("x").queryBy("t");\n\n' +
        'SearchResult searchResult = client.collections("b").documents().search(searchParameters);',
    );
    expect(render('curl "${TYPESENSE_HOST}/stopwords"', '27.1')).toBe('missing: Client has no stopwords()');
  });

  test('1.3.0 documents 28.0 and 29.0, and its surface describes it', () => {
    expect(releaseFor(java, '28.0').version).toBe('1.3.0');
    expect(releaseFor(java, '29.0').version).toBe('1.3.0');
    expect(Object.keys(java.surface.releases)).toEqual(java.releases.map((release) => release.version));
  });
});

describe('Java sample reader', () => {
  test('reads chains from the client, the model classes built, and enum constants', async () => {
    const parsed = await parseSample(
      'java',
      'SearchParameters p = new SearchParameters().q("x").queryBy("t");\nSearchResult r = client.collections("b").documents().search(p);\nIndexAction a = IndexAction.UPSERT;\nList<String> l = List.of("a");',
    );
    const uses = javaUses(parsed);
    expect(uses).toEqual(
      expect.arrayContaining([
        {kind: 'construct', type: 'SearchParameters', members: [], ordered: false, line: 1},
        {kind: 'chain', root: 'SearchParameters', steps: [{kind: 'call', name: 'q', arity: 1}, {kind: 'call', name: 'queryBy', arity: 1}], line: 1},
        expect.objectContaining({root: 'client', steps: [{kind: 'call', name: 'collections', arity: 1}, {kind: 'call', name: 'documents', arity: 0}, {kind: 'call', name: 'search', arity: 1}]}),
        expect.objectContaining({root: 'IndexAction', steps: [{kind: 'member', name: 'UPSERT'}]}),
      ]),
    );
    expect(uses.some((use) => use.kind === 'chain' && use.root === 'List')).toBe(false);
    expect(checkUses(uses, releaseSurfaceOf(java.surface, releaseFor(java, '29.0')), '1.3.0')).toEqual([]);
  });

  test('a comment line above the imports (an install line) keeps them at the top of the file', async () => {
    const parsed = await parseSample(
      'java',
      "// Gradle: implementation 'org.typesense:typesense-java:1.3.0'\nimport java.time.Duration;\n\nDuration timeout = Duration.ofSeconds(5);",
    );
    expect(firstSyntaxError(parsed)).toBeNull();
  });

  test('a setter the release does not have is a problem', async () => {
    const parsed = await parseSample('java', 'SearchParameters p = new SearchParameters().q("x").noSuchSetter(1);');
    expect(checkUses(javaUses(parsed), releaseSurfaceOf(java.surface, releaseFor(java, '29.0')), '1.3.0')[0]?.message).toMatch(/SearchParameters has no noSuchSetter\(\)/);
  });
});
