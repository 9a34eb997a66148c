/** The Go renderer (typesense-go's typed models), its gofmt layout, and the reader of Go samples' uses. */
import go from '../../../code-samples/clients/go';
import {goUses} from '../../../code-samples/clients/go/uses';
import {GoValues, Unsendable, printGo, untyped} from '../../../code-samples/clients/go/values';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {parseSample} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';
import {declaredNames, moduleOf, sampleFile, splitImports} from '../../samples/harness/go';

function render(shell: string, serverVersion = '29.0'): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = go.render({serverVersion, release: releaseFor(go, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? rendered.code : `missing: ${rendered.detail}`;
}

const surface = releaseSurfaceOf(go.surface, releaseFor(go, '29.0'));

describe('Go renderer', () => {
  test('releases: v2.0.0 documents 27.1, v3.1.0 28.0, v3.2.0 29.0 and the working copy', () => {
    expect(releaseFor(go, '27.1').version).toBe('2.0.0');
    expect(releaseFor(go, '28.0').version).toBe('3.1.0');
    expect(releaseFor(go, '29.0').version).toBe('3.2.0');
    expect(releaseFor(go, 'current').version).toBe('3.2.0');
  });

  test('a search: its query parameters as the fields of api.SearchCollectionParams, through their json tags', () => {
    expect(render('curl -G "${TYPESENSE_HOST}/collections/books/documents/search" --data-urlencode "q=dune" --data-urlencode "query_by=title" --data-urlencode "per_page=3"')).toBe(
      [
        'searchParameters := &api.SearchCollectionParams{',
        '\tQ:       pointer.String("dune"),',
        '\tQueryBy: pointer.String("title"),',
        '\tPerPage: pointer.Int(3),',
        '}',
        '',
        'results, err := client.Collection("books").Documents().Search(context.Background(), searchParameters)',
      ].join('\n'),
    );
  });

  test('a schema: nested structs, the elements of a slice of structs without their type, pointers for optional fields', () => {
    const shell =
      'curl "${TYPESENSE_HOST}/collections" -X POST -H "Content-Type: application/json" ' +
      '-d \'{"name": "books", "fields": [{"name": "title", "type": "string"}, {"name": "year", "type": "int32", "facet": true}], "default_sorting_field": "year"}\'';
    expect(render(shell)).toBe(
      [
        'schema := &api.CollectionSchema{',
        '\tName: "books",',
        '\tFields: []api.Field{',
        '\t\t{Name: "title", Type: "string"},',
        '\t\t{Name: "year", Type: "int32", Facet: pointer.True()},',
        '\t},',
        '\tDefaultSortingField: pointer.String("year"),',
        '}',
        '',
        'collection, err := client.Collections().Create(context.Background(), schema)',
      ].join('\n'),
    );
  });

  test('an import of JSON lines: documents as maps, the parameters of the call as api.ImportDocumentsParams with an enum constant', () => {
    const shell = 'curl "${TYPESENSE_HOST}/collections/books/documents/import?action=upsert" -X POST --data-binary \'{"id": "1", "tags": ["a", "b"]}\'';
    expect(render(shell)).toBe(
      [
        'documents := []any{map[string]any{"id": "1", "tags": []string{"a", "b"}}}',
        'params := &api.ImportDocumentsParams{Action: pointer.Any(api.Upsert)}',
        '',
        'results, err := client.Collection("books").Documents().Import(context.Background(), documents, params)',
      ].join('\n'),
    );
  });

  test('a call the client does not have, a key no field carries, a required field left out: the tab says which', () => {
    expect(render('curl "${TYPESENSE_HOST}/operations/cache/clear" -X POST')).toBe('missing: Operations() has Snapshot() and Vote() only');
    expect(render('curl "${TYPESENSE_HOST}/aliases/books" -X PUT -d \'{"collection_name": "books_v2", "color": "red"}\'')).toBe(
      'missing: api.CollectionAliasSchema has no field for "color"',
    );
    // Go sends a required field's zero value: a field dropped by name alone would also send "type": "".
    expect(render('curl "${TYPESENSE_HOST}/collections/books" -X PATCH -d \'{"fields": [{"name": "year", "drop": true}]}\'')).toBe(
      'missing: api.Field always sends "type"',
    );
    expect(render('curl "${TYPESENSE_HOST}/nl_search_models"')).toBe('missing: no natural language search models resource');
  });

  test('v2.0.0 (27.1): Create() takes the document alone, and the resources v3 added are not there', () => {
    const create = 'curl "${TYPESENSE_HOST}/collections/books/documents" -X POST -d \'{"id": "1"}\'';
    expect(render(create, '27.1')).toBe('document := map[string]any{"id": "1"}\n\ncreated, err := client.Collection("books").Documents().Create(context.Background(), document)');
    expect(render(create, '29.0')).toBe(
      'document := map[string]any{"id": "1"}\n\ncreated, err := client.Collection("books").Documents().Create(context.Background(), document, &api.DocumentIndexParameters{})',
    );
    expect(render('curl "${TYPESENSE_HOST}/stopwords"', '27.1')).toBe('missing: Client has no Stopwords()');
    expect(render('curl "${TYPESENSE_HOST}/analytics/rules/r" -X PUT -d \'{"type": "counter"}\'', '27.1')).toBe('missing: no AnalyticsRulesInterface');
  });

  test("a preset's value goes through the setter of its union, where the release's SearchParameters can send it", () => {
    const shell = 'curl "${TYPESENSE_HOST}/presets/listing" -X PUT -d \'{"value": {"query_by": "title", "per_page": 24}}\'';
    expect(render(shell)).toBe(
      [
        'parameters := api.SearchParameters{QueryBy: pointer.String("title"), PerPage: pointer.Int(24)}',
        '',
        'var value api.PresetUpsertSchema_Value',
        'if err := value.FromSearchParameters(parameters); err != nil {',
        '\tpanic(err)',
        '}',
        '',
        'preset, err := client.Presets().Upsert(context.Background(), "listing", &api.PresetUpsertSchema{Value: value})',
      ].join('\n'),
    );
    // v2.0.0's SearchParameters sends q whatever the preset says.
    expect(render(shell, '27.1')).toBe('missing: api.SearchParameters always sends "q"');
  });

  test('a request to one node of a cluster gets a client of that node', () => {
    expect(render('curl "http://10.0.1.12:8108/operations/vote" -X POST -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"')).toBe(
      [
        'node := typesense.NewClient(',
        '\ttypesense.WithServer("http://10.0.1.12:8108"),',
        '\ttypesense.WithAPIKey(os.Getenv("TYPESENSE_API_KEY")),',
        ')',
        '',
        'success, err := node.Operations().Vote(context.Background())',
      ].join('\n'),
    );
  });
});

describe('Go values', () => {
  const values = new GoValues(surface);

  test('gofmt aligns the values of consecutive one-line entries; a multi-line entry starts a new section', () => {
    const expr = untyped({a: 1, long_key: 'x'.repeat(80), b: {c: 'y'.repeat(90)}, dd: 2});
    expect(printGo(expr, '', 0)).toBe(
      [
        'map[string]any{',
        `\t"a":        1,`,
        `\t"long_key": "${'x'.repeat(80)}",`,
        '\t"b": map[string]any{',
        `\t\t"c": "${'y'.repeat(90)}",`,
        '\t},',
        '\t"dd": 2,',
        '}',
      ].join('\n'),
    );
  });

  test('lists of one basic type are slices of it; mixed lists are []any', () => {
    expect(printGo(untyped([1, 2.5]), '', 0)).toBe('[]float64{1, 2.5}');
    expect(printGo(untyped([1, 'a', null]), '', 0)).toBe('[]any{1, "a", nil}');
  });

  test('a body value of another JSON type than the field is unsendable; a query value is read as the string it travels as', () => {
    expect(() => values.value({per_page: '3'}, '*api.SearchCollectionParams', 'x')).toThrow(Unsendable);
    expect(printGo(values.withStrictness('string').value({per_page: '3'}, '*api.SearchCollectionParams', 'x'), '', 0)).toBe(
      '&api.SearchCollectionParams{PerPage: pointer.Int(3)}',
    );
    expect(() => values.value({embed: {from: ['title']}, name: 'e', type: 'float[]'}, 'api.Field', 'x')).toThrow(/anonymous struct/);
  });
});

describe('the reader of Go samples', () => {
  test('chains from the client and the packages, and each api composite literal with its fields', async () => {
    const parsed = await parseSample(
      'go',
      'searchClient := typesense.NewClient(typesense.WithAPIKey("k"))\n' +
        'schema := &api.CollectionSchema{Name: "b", Fields: []api.Field{{Name: "t", Type: "string", Colour: pointer.True()}}}\n' +
        'results, err := searchClient.Collection("b").Documents().Find(context.Background(), nil)',
    );
    const uses = goUses(parsed);
    expect(uses).toEqual(
      expect.arrayContaining([
        {kind: 'construct', type: 'api.CollectionSchema', members: ['Name', 'Fields'], ordered: false, line: 2},
        {kind: 'construct', type: 'api.Field', members: ['Name', 'Type', 'Colour'], ordered: false, line: 2},
        expect.objectContaining({kind: 'chain', root: 'client', steps: [{kind: 'call', name: 'Collection', arity: 1}, {kind: 'call', name: 'Documents', arity: 0}, {kind: 'call', name: 'Find', arity: 2}]}),
      ]),
    );
    expect(checkUses(uses, surface, '3.2.0').map((problem) => problem.message)).toEqual([
      'client.Collection().Documents().Find(): DocumentsInterface has no Find() in DocumentsInterface (typesense/documents.go) of 3.2.0',
      'api.Field has no member "Colour" in api.Field (typesense/api/types_gen.go) of 3.2.0',
    ]);
  });
});

describe('the Go harness: one file per sample', () => {
  test('a sample becomes a function with the imports it names and the uses of what it declares', () => {
    const {source, firstLine} = sampleFile({code: 'results, err := client.Collections().Retrieve(context.Background())\nfmt.Println("os.Exit")'}, 3, moduleOf({version: '3.2.0'}));
    expect(source).toBe(
      [
        'package main',
        '',
        'import (',
        '\t"context"',
        '\t"fmt"',
        '\t"github.com/typesense/typesense-go/v3/typesense"',
        ')',
        '',
        'func sample3(client *typesense.Client) {',
        '\tresults, err := client.Collections().Retrieve(context.Background())',
        '\tfmt.Println("os.Exit")',
        '\t_ = results',
        '\t_ = err',
        '}',
        '',
      ].join('\n'),
    );
    expect(source.split('\n')[firstLine - 1]).toBe('\tresults, err := client.Collections().Retrieve(context.Background())');
  });

  test('a sample that makes its client takes none; its own imports are kept; the module follows the major version', () => {
    const code = 'import (\n\t"time"\n\n\t"github.com/typesense/typesense-go/v2/typesense"\n)\n\nclient := typesense.NewClient(typesense.WithConnectionTimeout(time.Second))';
    expect(splitImports(code).imports).toEqual(['time', 'github.com/typesense/typesense-go/v2/typesense']);
    expect(declaredNames(splitImports(code).body)).toEqual(['client']);
    expect(sampleFile({code}, 0, moduleOf({version: '2.0.0'})).source).toContain('func sample0() {');
    expect(moduleOf({version: '2.0.0'})).toBe('github.com/typesense/typesense-go/v2');
  });

  test('a comment line above the imports (an install command) is neither an import nor part of the body', () => {
    const code = '// go get "example.com/not-an-import"\nimport "time"\n\ntimeout := 5 * time.Second';
    expect(splitImports(code)).toEqual({imports: ['time'], body: 'timeout := 5 * time.Second'});
  });
});
