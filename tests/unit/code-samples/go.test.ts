/** The Go renderer (typesense-go's typed models), its gofmt layout, and the reader of Go samples' uses. */
import go, {renderWith} from '../../../code-samples/clients/go';
import {jsonText} from '../../../code-samples/render/standard-http';
import {goUses} from '../../../code-samples/clients/go/uses';
import {GoValues, Unsendable, printGo, untyped} from '../../../code-samples/clients/go/values';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {firstSyntaxError, parseSample} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';
import type {ClientSurface} from '../../../code-samples/surface/types';
import {goRelease} from '../../../scripts/code-samples/extract-surface';
import {moduleOf, sampleFile, splitImports} from '../../samples/harness/go';
import {sentWith} from './sent-with';

function render(shell: string, serverVersion = '29.0'): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = go.render({serverVersion, release: releaseFor(go, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? sentWith(rendered.code) : `missing: ${rendered.detail}`;
}

const surface = releaseSurfaceOf(go.surface, releaseFor(go, '29.0'));

/**
 * What follows a sample's call, written out here (not the renderer's helper): Go refuses a variable
 * declared and not used, so the error is checked and the response shown as the Shell tab shows it.
 */
const shown = (name: string): string => `\nif err != nil {\n\tpanic(err)\n}\nout, _ := json.MarshalIndent(${name}, "", "  ")\nfmt.Println(string(out))`;
/** A stream of JSON lines (an export, an import of a file): copied out, and closed. */
const shownStream = (name: string): string => `\nif err != nil {\n\tpanic(err)\n}\ndefer ${name}.Close()\nif _, err := io.Copy(os.Stdout, ${name}); err != nil {\n\tpanic(err)\n}`;
/** A response of the generated api client: the body the server sent. */
const SHOWN_BODY = '\nif err != nil {\n\tpanic(err)\n}\nfmt.Println(string(response.Body))';

/** How a sample makes the generated low-level client of the release (./api-client.ts). */
const API_CLIENT = [
  'apiClient, err := api.NewClientWithResponses(',
  '\tserver,',
  '\tapi.WithAPIKey(apiKey),',
  ')',
  'if err != nil {',
  '\tpanic(err)',
  '}',
].join('\n');

/** A sample sent with the generated client: its comment line, and the statements after the client is made. */
function generated(shell: string, serverVersion: string): {comment: string; code: string} {
  const rendered = render(shell, serverVersion);
  const [comment, ...rest] = rendered.split('\n');
  expect(rest.join('\n').startsWith(`${API_CLIENT}\n\n`)).toBe(true);
  return {comment: comment!, code: rest.join('\n').slice(API_CLIENT.length + 2)};
}

describe('Go renderer', () => {
  test('releases: v2.0.0 documents 27.1, v3.1.0 28.0, v3.2.0 29.x, v4.0.0-alpha2 30.0 and 30.1 (30.2 as the release data says)', () => {
    expect(releaseFor(go, '27.1').version).toBe('2.0.0');
    expect(releaseFor(go, '28.0').version).toBe('3.1.0');
    expect(releaseFor(go, '29.0').version).toBe('3.2.0');
    expect(releaseFor(go, '29.1').version).toBe('3.2.0');
    for (const version of ['30.0', '30.1']) {
      expect(releaseFor(go, version).version).toBe('4.0.0-alpha2');
    }
    expect(Object.keys(go.surface.releases)).toEqual(go.releases.map((release) => release.version));
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
        'results, err := client.Collection("books").Documents().Search(context.Background(), searchParameters)' + shown('results'),
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
        'collection, err := client.Collections().Create(context.Background(), schema)' + shown('collection'),
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
        'results, err := client.Collection("books").Documents().Import(context.Background(), documents, params)' + shown('results'),
      ].join('\n'),
    );
  });

  test('a call neither the client nor its generated client has: net/http sends it, and the comment says so', () => {
    expect(render('curl "${TYPESENSE_HOST}/operations/cache/clear" -X POST')).toBe(
      'net/http: no call for this request',
    );
    expect(render('curl "${TYPESENSE_HOST}/nl_search_models"')).toBe(
      'net/http: no call for GET /nl_search_models, nor its generated api client',
    );
  });

  test('a key no field carries, a required field left out: the generated client sends the body as it is, and the comment says why', () => {
    expect(generated('curl "${TYPESENSE_HOST}/aliases/books" -X PUT -d \'{"collection_name": "books_v2", "color": "red"}\'', '29.0')).toEqual({
      comment: '// typesense-go 3.2.0: api.CollectionAliasSchema has no field for "color"; the generated api client sends it.',
      code: [
        'body := strings.NewReader(`{"collection_name": "books_v2", "color": "red"}`)',
        '',
        'response, err := apiClient.UpsertAliasWithBodyWithResponse(context.Background(), "books", "application/json", body)' + SHOWN_BODY,
      ].join('\n'),
    });
    // Go sends a required field's zero value: a field dropped by name alone would also send "type": "".
    expect(generated('curl "${TYPESENSE_HOST}/collections/books" -X PATCH -d \'{"fields": [{"name": "year", "drop": true}]}\'', '29.0')).toEqual({
      comment: '// typesense-go 3.2.0: api.Field always sends "type"; the generated api client sends it.',
      code: [
        'body := strings.NewReader(`{"fields": [{"name": "year", "drop": true}]}`)',
        '',
        'response, err := apiClient.UpdateCollectionWithBodyWithResponse(context.Background(), "books", "application/json", body)' + SHOWN_BODY,
      ].join('\n'),
    });
  });

  test('v2.0.0 (27.1): Create() takes the document alone, and the resources v3 added are not there', () => {
    const create = 'curl "${TYPESENSE_HOST}/collections/books/documents" -X POST -d \'{"id": "1"}\'';
    expect(render(create, '27.1')).toBe('document := map[string]any{"id": "1"}\n\ncreated, err := client.Collection("books").Documents().Create(context.Background(), document)' + shown('created'));
    expect(render(create, '29.0')).toBe(
      'document := map[string]any{"id": "1"}\n\ncreated, err := client.Collection("books").Documents().Create(context.Background(), document, &api.DocumentIndexParameters{})' + shown('created'),
    );
    // v2.0.0's typesense.Client has no stopwords and no analytics; its generated client has both.
    expect(generated('curl "${TYPESENSE_HOST}/stopwords"', '27.1')).toEqual({
      comment: '// typesense-go 2.0.0: Client has no Stopwords(); the generated api client sends it.',
      code: 'response, err := apiClient.RetrieveStopwordsSetsWithResponse(context.Background())' + SHOWN_BODY,
    });
    expect(generated('curl "${TYPESENSE_HOST}/analytics/rules/r" -X PUT -d \'{"type": "counter"}\'', '27.1')).toEqual({
      comment: '// typesense-go 2.0.0 has no AnalyticsRulesInterface; the generated api client sends it.',
      code: [
        'body := strings.NewReader(`{"type": "counter"}`)',
        '',
        'response, err := apiClient.UpsertAnalyticsRuleWithBodyWithResponse(context.Background(), "r", "application/json", body)' + SHOWN_BODY,
      ].join('\n'),
    });
    // Neither has the statistics: v2.0.0's OpenAPI description has no GET /stats.json.
    expect(render('curl "${TYPESENSE_HOST}/stats.json"', '27.1')).toBe('net/http: no call for GET /stats.json, nor its generated api client');
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
        'preset, err := client.Presets().Upsert(context.Background(), "listing", &api.PresetUpsertSchema{Value: value})' + shown('preset'),
      ].join('\n'),
    );
    // v2.0.0's SearchParameters sends q whatever the preset says: the generated client sends the body as it is.
    expect(generated(shell, '27.1').code).toBe(
      [
        'body := strings.NewReader(`{"value": {"query_by": "title", "per_page": 24}}`)',
        '',
        'response, err := apiClient.UpsertPresetWithBodyWithResponse(context.Background(), "listing", "application/json", body)' + SHOWN_BODY,
      ].join('\n'),
    );
  });

  test('a stream of JSON lines (an export, an import of a file) is copied out and closed, so that the sample uses what it declares', () => {
    expect(render('curl "${TYPESENSE_HOST}/collections/books/documents/export"')).toBe(
      'jsonl, err := client.Collection("books").Documents().Export(context.Background(), &api.ExportDocumentsParams{})' + shownStream('jsonl'),
    );
    expect(render('curl "${TYPESENSE_HOST}/collections/books/documents/export"', '27.1')).toBe(
      'jsonl, err := client.Collection("books").Documents().Export(context.Background())' + shownStream('jsonl'),
    );
    expect(render('curl "${TYPESENSE_HOST}/collections/books/documents/import?action=create" -X POST --data-binary @documents.jsonl')).toBe(
      [
        'file, err := os.Open("documents.jsonl")',
        'if err != nil {',
        '\tpanic(err)',
        '}',
        'defer file.Close()',
        '',
        'params := &api.ImportDocumentsParams{Action: pointer.Any(api.Create)}',
        '',
        'results, err := client.Collection("books").Documents().ImportJsonl(context.Background(), file, params)' + shownStream('results'),
      ].join('\n'),
    );
  });

  test('the health of the server: the flag it answers is shown', () => {
    expect(render('curl "${TYPESENSE_HOST}/health"')).toBe('healthy, err := client.Health(context.Background(), 2*time.Second)' + shown('healthy'));
  });

  test('a request to one node of a cluster gets a client of that node', () => {
    expect(render('curl "http://10.0.1.12:8108/operations/vote" -X POST -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"')).toBe(
      [
        'node := typesense.NewClient(',
        '\ttypesense.WithServer("http://10.0.1.12:8108"),',
        '\ttypesense.WithAPIKey(os.Getenv("TYPESENSE_API_KEY")),',
        ')',
        '',
        'success, err := node.Operations().Vote(context.Background())' + shown('success'),
      ].join('\n'),
    );
  });
});

describe('Go renderer, v4.0.0-alpha2 (30.x)', () => {
  const v30 = (shell: string) => render(shell, '30.0');

  test('synonym sets: the sets through SynonymSets() and SynonymSet(name), their items as api.SynonymItemSchema', () => {
    expect(v30('curl "${TYPESENSE_HOST}/synonym_sets"')).toBe('synonymSets, err := client.SynonymSets().Retrieve(context.Background())' + shown('synonymSets'));
    expect(v30('curl "${TYPESENSE_HOST}/synonym_sets/clothing"')).toBe('synonymSet, err := client.SynonymSet("clothing").Retrieve(context.Background())' + shown('synonymSet'));
    expect(v30(`curl "\${TYPESENSE_HOST}/synonym_sets/clothing" -X PUT -d '{"items": [{"id": "coats", "synonyms": ["blazer", "coat"]}, {"id": "pants", "root": "pants", "synonyms": ["trousers"]}]}'`)).toBe(
      [
        'synonymSetSchema := &api.SynonymSetCreateSchema{',
        '\tItems: []api.SynonymItemSchema{',
        '\t\t{Id: "coats", Synonyms: []string{"blazer", "coat"}},',
        '\t\t{Id: "pants", Root: pointer.String("pants"), Synonyms: []string{"trousers"}},',
        '\t},',
        '}',
        '',
        'synonymSet, err := client.SynonymSets().Upsert(context.Background(), "clothing", synonymSetSchema)' + shown('synonymSet'),
      ].join('\n'),
    );
    expect(v30('curl "${TYPESENSE_HOST}/synonym_sets/clothing" -X DELETE')).toBe('deleted, err := client.SynonymSet("clothing").Delete(context.Background())' + shown('deleted'));
    // An item without its id: SynonymItemSchema sends "id" always, so the generated client sends the body as it is.
    expect(generated(`curl "\${TYPESENSE_HOST}/synonym_sets/clothing" -X PUT -d '{"items": [{"synonyms": ["a", "b"]}]}'`, '30.0')).toEqual({
      comment: '// typesense-go 4.0.0-alpha2: api.SynonymItemSchema always sends "id"; the generated api client sends it.',
      code: [
        'body := strings.NewReader(`{"items": [{"synonyms": ["a", "b"]}]}`)',
        '',
        'response, err := apiClient.UpsertSynonymSetWithBodyWithResponse(context.Background(), "clothing", "application/json", body)' + SHOWN_BODY,
      ].join('\n'),
    });
  });

  test('the items of a synonym set or a curation set: the calls of the generated client, an item as its model where the model can express it', () => {
    const why = '// typesense-go 4.0.0-alpha2: SynonymSet() has no call for the items of a set; the generated api client sends it.';
    expect(generated('curl "${TYPESENSE_HOST}/synonym_sets/clothing/items"', '30.0')).toEqual({
      comment: why,
      code: 'response, err := apiClient.RetrieveSynonymSetItemsWithResponse(context.Background(), "clothing")' + SHOWN_BODY,
    });
    expect(generated('curl "${TYPESENSE_HOST}/synonym_sets/clothing/items/coats"', '30.0').code).toBe(
      'response, err := apiClient.RetrieveSynonymSetItemWithResponse(context.Background(), "clothing", "coats")' + SHOWN_BODY,
    );
    expect(generated('curl "${TYPESENSE_HOST}/synonym_sets/clothing/items/coats" -X DELETE', '30.0').code).toBe(
      'response, err := apiClient.DeleteSynonymSetItemWithResponse(context.Background(), "clothing", "coats")' + SHOWN_BODY,
    );
    // The item of the path, without its id in the body: api.SynonymItemSchema would send "id": "".
    expect(generated(`curl "\${TYPESENSE_HOST}/synonym_sets/clothing/items/coats" -X PUT -d '{"synonyms": ["blazer", "coat"]}'`, '30.0')).toEqual({
      comment: why,
      code: [
        'body := strings.NewReader(`{"synonyms": ["blazer", "coat"]}`)',
        '',
        'response, err := apiClient.UpsertSynonymSetItemWithBodyWithResponse(context.Background(), "clothing", "coats", "application/json", body)' + SHOWN_BODY,
      ].join('\n'),
    });
    expect(generated(`curl "\${TYPESENSE_HOST}/synonym_sets/clothing/items/coats" -X PUT -d '{"id": "coats", "synonyms": ["blazer", "coat"]}'`, '30.0').code).toBe(
      [
        'body := api.SynonymItemSchema{Id: "coats", Synonyms: []string{"blazer", "coat"}}',
        '',
        'response, err := apiClient.UpsertSynonymSetItemWithResponse(context.Background(), "clothing", "coats", body)' + SHOWN_BODY,
      ].join('\n'),
    );
    expect(generated('curl "${TYPESENSE_HOST}/curation_sets/promos/items"', '30.0')).toEqual({
      comment: '// typesense-go 4.0.0-alpha2: CurationSet() has no call for the items of a set; the generated api client sends it.',
      code: 'response, err := apiClient.RetrieveCurationSetItemsWithResponse(context.Background(), "promos")' + SHOWN_BODY,
    });
    expect(generated('curl "${TYPESENSE_HOST}/curation_sets/promos/items/c1" -X DELETE', '30.0').code).toBe(
      'response, err := apiClient.DeleteCurationSetItemWithResponse(context.Background(), "promos", "c1")' + SHOWN_BODY,
    );
    expect(generated(`curl "\${TYPESENSE_HOST}/curation_sets/promos/items/apple" -X PUT -d '{"rule": {"query": "apple", "match": "exact"}, "includes": [{"id": "422", "position": 1}]}'`, '30.0').code).toBe(
      [
        'body := api.CurationItemCreateSchema{',
        '\tRule:     api.CurationRule{Query: pointer.String("apple"), Match: pointer.Any(api.Exact)},',
        '\tIncludes: &[]api.CurationInclude{{Id: "422", Position: 1}},',
        '}',
        '',
        'response, err := apiClient.UpsertCurationSetItemWithResponse(context.Background(), "promos", "apple", body)' + SHOWN_BODY,
      ].join('\n'),
    );
  });

  test('curation sets: a rule, its match constant and the lists of included and excluded documents', () => {
    expect(v30('curl "${TYPESENSE_HOST}/curation_sets"')).toBe('curationSets, err := client.CurationSets().Retrieve(context.Background())' + shown('curationSets'));
    expect(v30('curl "${TYPESENSE_HOST}/curation_sets/promos"')).toBe('curationSet, err := client.CurationSet("promos").Retrieve(context.Background())' + shown('curationSet'));
    expect(v30('curl "${TYPESENSE_HOST}/curation_sets/promos" -X DELETE')).toBe('deleted, err := client.CurationSet("promos").Delete(context.Background())' + shown('deleted'));
    expect(
      v30(`curl "\${TYPESENSE_HOST}/curation_sets/promos" -X PUT -d '{"items": [{"id": "apple", "rule": {"query": "apple", "match": "exact"}, "includes": [{"id": "422", "position": 1}], "excludes": [{"id": "287"}]}]}'`),
    ).toBe(
      [
        'curationSetSchema := &api.CurationSetCreateSchema{',
        '\tItems: []api.CurationItemCreateSchema{',
        '\t\t{',
        '\t\t\tId:       pointer.String("apple"),',
        '\t\t\tRule:     api.CurationRule{Query: pointer.String("apple"), Match: pointer.Any(api.Exact)},',
        '\t\t\tIncludes: &[]api.CurationInclude{{Id: "422", Position: 1}},',
        '\t\t\tExcludes: &[]api.CurationExclude{{Id: "287"}},',
        '\t\t},',
        '\t},',
        '}',
        '',
        'curationSet, err := client.CurationSets().Upsert(context.Background(), "promos", curationSetSchema)' + shown('curationSet'),
      ].join('\n'),
    );
  });

  test('analytics rules: Create() takes a list (a POST of one rule is another request), Rule(name).Update() the PUT', () => {
    const rule = '{"name": "clicks", "type": "counter", "collection": "products", "event_type": "click", "params": {"counter_field": "popularity", "weight": 1}}';
    expect(v30(`curl "\${TYPESENSE_HOST}/analytics/rules" -X POST -d '[${rule}]'`)).toBe(
      [
        'rules := []*api.AnalyticsRuleCreate{',
        '\t{',
        '\t\tName:       "clicks",',
        '\t\tType:       api.AnalyticsRuleCreateTypeCounter,',
        '\t\tCollection: "products",',
        '\t\tEventType:  "click",',
        '\t\tParams: &api.AnalyticsRuleCreateParams{',
        '\t\t\tCounterField: pointer.String("popularity"),',
        '\t\t\tWeight:       pointer.Int(1),',
        '\t\t},',
        '\t},',
        '}',
        '',
        'created, err := client.Analytics().Rules().Create(context.Background(), rules)' + shown('created'),
      ].join('\n'),
    );
    // One rule: CreateAnalyticsRuleJSONRequestBody is a union without setters in v4.0.0-alpha2, so the body goes as it is.
    expect(generated(`curl "\${TYPESENSE_HOST}/analytics/rules" -X POST -d '${rule}'`, '30.0')).toEqual({
      comment: '// typesense-go 4.0.0-alpha2: Analytics().Rules().Create() sends a list of rules, never one rule by itself; the generated api client sends it.',
      code: [
        'body := strings.NewReader(`{',
        '  "name": "clicks",',
        '  "type": "counter",',
        '  "collection": "products",',
        '  "event_type": "click",',
        '  "params": {"counter_field": "popularity", "weight": 1}',
        '}`)',
        '',
        'response, err := apiClient.CreateAnalyticsRuleWithBodyWithResponse(context.Background(), "application/json", body)' + SHOWN_BODY,
      ].join('\n'),
    });
    expect(v30(`curl "\${TYPESENSE_HOST}/analytics/rules/clicks" -X PUT -d '{"rule_tag": "shop", "params": {"weight": 2}}'`)).toBe(
      [
        'ruleSchema := &api.AnalyticsRuleUpdate{',
        '\tRuleTag: pointer.String("shop"),',
        '\tParams:  &api.AnalyticsRuleUpdateParams{Weight: pointer.Int(2)},',
        '}',
        '',
        'rule, err := client.Analytics().Rule("clicks").Update(context.Background(), ruleSchema)' + shown('rule'),
      ].join('\n'),
    );
    // AnalyticsRuleUpdate has the fields an update sends: name, rule_tag and params; a whole rule goes as it is.
    expect(generated(`curl "\${TYPESENSE_HOST}/analytics/rules/clicks" -X PUT -d '${rule}'`, '30.0').comment).toBe(
      '// typesense-go 4.0.0-alpha2: api.AnalyticsRuleUpdate has no field for "type"; the generated api client sends it.',
    );
    // The rules of a tag: the parameters struct of the generated call has rule_tag.
    expect(generated('curl "${TYPESENSE_HOST}/analytics/rules?rule_tag=shop"', '30.0')).toEqual({
      comment: '// typesense-go 4.0.0-alpha2: Analytics().Rules().Retrieve() sends no query parameters; the generated api client sends it.',
      code: [
        'params := &api.RetrieveAnalyticsRulesParams{RuleTag: pointer.String("shop")}',
        '',
        'response, err := apiClient.RetrieveAnalyticsRulesWithResponse(context.Background(), params)' + SHOWN_BODY,
      ].join('\n'),
    });
  });

  test('analytics events: api.AnalyticsEvent and its data; the events of a user; flush and status with the generated client', () => {
    expect(v30(`curl "\${TYPESENSE_HOST}/analytics/events" -X POST -d '{"name": "clicks", "event_type": "click", "data": {"doc_id": "1", "user_id": "u1"}}'`)).toBe(
      [
        'eventSchema := &api.AnalyticsEvent{',
        '\tName:      "clicks",',
        '\tEventType: "click",',
        '\tData:      api.AnalyticsEventData{DocId: pointer.String("1"), UserId: pointer.String("u1")},',
        '}',
        '',
        'event, err := client.Analytics().Events().Create(context.Background(), eventSchema)' + shown('event'),
      ].join('\n'),
    );
    expect(v30('curl "${TYPESENSE_HOST}/analytics/events?user_id=u1&name=clicks&n=10"')).toBe(
      'params := &api.GetAnalyticsEventsParams{UserId: "u1", Name: "clicks", N: 10}\n\nevents, err := client.Analytics().Events().Retrieve(context.Background(), params)' + shown('events'),
    );
    expect(generated('curl "${TYPESENSE_HOST}/analytics/flush" -X POST', '30.0')).toEqual({
      comment: '// typesense-go 4.0.0-alpha2: Analytics() has no call for POST /analytics/flush; the generated api client sends it.',
      code: 'response, err := apiClient.FlushAnalyticsWithResponse(context.Background())' + SHOWN_BODY,
    });
    expect(generated('curl "${TYPESENSE_HOST}/analytics/status"', '30.0')).toEqual({
      comment: '// typesense-go 4.0.0-alpha2: Analytics() has no call for GET /analytics/status; the generated api client sends it.',
      code: 'response, err := apiClient.GetAnalyticsStatusWithResponse(context.Background())' + SHOWN_BODY,
    });
  });

  test('the calls v4 added or changed: the list of collections, debug, natural language search models; no deletion of a stemming dictionary', () => {
    expect(v30('curl "${TYPESENSE_HOST}/collections"')).toBe('collections, err := client.Collections().Retrieve(context.Background(), &api.GetCollectionsParams{})' + shown('collections'));
    expect(v30('curl "${TYPESENSE_HOST}/collections?limit=10&offset=0"')).toBe(
      'collections, err := client.Collections().Retrieve(context.Background(), &api.GetCollectionsParams{Limit: pointer.Int(10), Offset: pointer.Int(0)})' + shown('collections'),
    );
    expect(v30('curl "${TYPESENSE_HOST}/debug"')).toBe('debug, err := client.Debug(context.Background())' + shown('debug'));
    expect(v30('curl "${TYPESENSE_HOST}/nl_search_models"')).toBe('models, err := client.NLSearchModels().Retrieve(context.Background())' + shown('models'));
    // NLSearchModelUpdateSchema is an alias of NLSearchModelCreateSchema: its fields are the surface's too.
    expect(v30(`curl "\${TYPESENSE_HOST}/nl_search_models/m" -X PUT -d '{"temperature": 0.2}'`)).toBe(
      'modelSchema := &api.NLSearchModelUpdateSchema{Temperature: pointer.Float32(0.2)}\n\nmodel, err := client.NLSearchModel("m").Update(context.Background(), modelSchema)' + shown('model'),
    );
    expect(v30('curl "${TYPESENSE_HOST}/nl_search_models/m" -X DELETE')).toBe('deleted, err := client.NLSearchModel("m").Delete(context.Background())' + shown('deleted'));
    // Nor has its generated client: v4.0.0-alpha2's OpenAPI description has no DELETE /stemming/dictionaries/{dictionaryId}.
    expect(v30('curl "${TYPESENSE_HOST}/stemming/dictionaries/plurals" -X DELETE')).toBe(
      'net/http: no call for this request',
    );
  });

  test('search and collection parameters of 30.x: synonym_sets goes through its field; curation_tags and curation_sets, which no field carries, through the generated client', () => {
    expect(v30('curl "${TYPESENSE_HOST}/collections/products/documents/search?q=coat&query_by=name&synonym_sets=clothing"')).toBe(
      [
        'searchParameters := &api.SearchCollectionParams{',
        '\tQ:           pointer.String("coat"),',
        '\tQueryBy:     pointer.String("name"),',
        '\tSynonymSets: pointer.String("clothing"),',
        '}',
        '',
        'results, err := client.Collection("products").Documents().Search(context.Background(), searchParameters)' + shown('results'),
      ].join('\n'),
    );
    // A parameter no field of the parameters struct carries: a request editor sets it.
    expect(generated('curl "${TYPESENSE_HOST}/collections/products/documents/search?q=coat&curation_tags=sale"', '30.0')).toEqual({
      comment: '// typesense-go 4.0.0-alpha2: api.SearchCollectionParams has no field for "curation_tags"; the generated api client sends it.',
      code: [
        'params := &api.SearchCollectionParams{Q: pointer.String("coat")}',
        '',
        'addParameters := func(_ context.Context, req *http.Request) error {',
        '\tquery := req.URL.Query()',
        '\tquery.Set("curation_tags", "sale")',
        '\treq.URL.RawQuery = query.Encode()',
        '\treturn nil',
        '}',
        '',
        'response, err := apiClient.SearchCollectionWithResponse(context.Background(), "products", params, addParameters)' + SHOWN_BODY,
      ].join('\n'),
    });
    expect(v30(`curl "\${TYPESENSE_HOST}/collections" -X POST -d '{"name": "p", "fields": [{"name": "n", "type": "string"}], "synonym_sets": ["clothing"]}'`)).toBe(
      [
        'schema := &api.CollectionSchema{',
        '\tName:        "p",',
        '\tFields:      []api.Field{{Name: "n", Type: "string"}},',
        '\tSynonymSets: &[]string{"clothing"},',
        '}',
        '',
        'collection, err := client.Collections().Create(context.Background(), schema)' + shown('collection'),
      ].join('\n'),
    );
    expect(generated(`curl "\${TYPESENSE_HOST}/collections" -X POST -d '{"name": "p", "fields": [{"name": "n", "type": "string"}], "curation_sets": ["promos"]}'`, '30.0')).toEqual({
      comment: '// typesense-go 4.0.0-alpha2: api.CollectionSchema has no field for "curation_sets"; the generated api client sends it.',
      code: [
        // JSON longer than a line: an entry a line, two spaces a level.
        'body := strings.NewReader(`{',
        '  "name": "p",',
        '  "fields": [{"name": "n", "type": "string"}],',
        '  "curation_sets": ["promos"]',
        '}`)',
        '',
        'response, err := apiClient.CreateCollectionWithBodyWithResponse(context.Background(), "application/json", body)' + SHOWN_BODY,
      ].join('\n'),
    });
    // A PATCH of the synonym sets alone: api.CollectionUpdateSchema sends "fields" always.
    expect(generated(`curl "\${TYPESENSE_HOST}/collections/products" -X PATCH -d '{"synonym_sets": ["clothing"]}'`, '30.0').code).toBe(
      [
        'body := strings.NewReader(`{"synonym_sets": ["clothing"]}`)',
        '',
        'response, err := apiClient.UpdateCollectionWithBodyWithResponse(context.Background(), "products", "application/json", body)' + SHOWN_BODY,
      ].join('\n'),
    );
    // A clone, with its documents: Collections().Create() sends no query parameters, a request editor does.
    expect(generated(`curl "\${TYPESENSE_HOST}/collections?src_name=books&copy_documents=true" -X POST -d '{"name": "books_backup"}'`, '30.0').code).toBe(
      [
        'addParameters := func(_ context.Context, req *http.Request) error {',
        '\tquery := req.URL.Query()',
        '\tquery.Set("src_name", "books")',
        '\tquery.Set("copy_documents", "true")',
        '\treq.URL.RawQuery = query.Encode()',
        '\treturn nil',
        '}',
        '',
        'body := strings.NewReader(`{"name": "books_backup"}`)',
        '',
        'response, err := apiClient.CreateCollectionWithBodyWithResponse(context.Background(), "application/json", body, addParameters)' + SHOWN_BODY,
      ].join('\n'),
    );
    // A body the models cannot hold (2.0.0's CollectionSchema has no voice_query_model): the body as it is, its variables read by os.ExpandEnv.
    const embedded = generated(
      `curl "\${TYPESENSE_HOST}/collections" -X POST -d '{"name": "p", "fields": [{"name": "e", "type": "float[]", "embed": {"from": ["n"], "model_config": {"model_name": "openai/m", "api_key": "'"\${OPENAI_API_KEY}"'"}}}], "voice_query_model": {"model_name": "ts/whisper/base.en"}}'`,
      '27.1',
    );
    expect(embedded.comment).toBe('// typesense-go 2.0.0: api.CollectionSchema has no field for "voice_query_model"; the generated api client sends it.');
    expect(embedded.code).toContain('body := strings.NewReader(os.ExpandEnv(`{\n');
    expect(embedded.code).toContain('"api_key": "${OPENAI_API_KEY}"');
  });

  test('a field of an anonymous struct type is a literal of a type alias the sample declares, and Create() sends the body', () => {
    const shell = `curl "\${TYPESENSE_HOST}/collections" -X POST -d '{"name": "p", "fields": [{"name": "e", "type": "float[]", "embed": {"from": ["n"], "model_config": {"model_name": "openai/m", "api_key": "'"\${OPENAI_API_KEY}"'"}}}]}'`;
    const modelConfig = [
      'type fieldEmbedModelConfig = struct {',
      '\tAccessToken    *string `json:"access_token,omitempty"`',
      '\tApiKey         *string `json:"api_key,omitempty"`',
      '\tClientId       *string `json:"client_id,omitempty"`',
      '\tClientSecret   *string `json:"client_secret,omitempty"`',
      '\tIndexingPrefix *string `json:"indexing_prefix,omitempty"`',
      '\tModelName      string  `json:"model_name"`',
      '\tProjectId      *string `json:"project_id,omitempty"`',
      '\tQueryPrefix    *string `json:"query_prefix,omitempty"`',
      '\tRefreshToken   *string `json:"refresh_token,omitempty"`',
      '\tUrl            *string `json:"url,omitempty"`',
      '}',
    ].join('\n');
    const schema = (embed: string) =>
      [
        'schema := &api.CollectionSchema{',
        '\tName: "p",',
        '\tFields: []api.Field{',
        '\t\t{',
        '\t\t\tName: "e",',
        '\t\t\tType: "float[]",',
        `\t\t\tEmbed: &${embed}{`,
        '\t\t\t\tFrom: []string{"n"},',
        '\t\t\t\tModelConfig: fieldEmbedModelConfig{',
        '\t\t\t\t\tModelName: "openai/m",',
        '\t\t\t\t\tApiKey:    pointer.String(os.Getenv("OPENAI_API_KEY")),',
        '\t\t\t\t},',
        '\t\t\t},',
        '\t\t},',
        '\t},',
        '}',
        '',
        'collection, err := client.Collections().Create(context.Background(), schema)' + shown('collection'),
      ].join('\n');
    // 3.2.0: Embed and its ModelConfig are anonymous structs; the alias of ModelConfig comes first, as the other names it.
    expect(render(shell, '29.0')).toBe(
      [
        "// typesense-go gives api.Field's Embed a struct type without a name: these aliases spell it out.",
        modelConfig,
        '',
        'type fieldEmbed = struct {',
        '\tFrom        []string              `json:"from"`',
        '\tModelConfig fieldEmbedModelConfig `json:"model_config"`',
        '}',
        '',
        schema('fieldEmbed'),
      ].join('\n'),
    );
    // 4.0.0-alpha2 names Embed's type, api.FieldEmbed; its ModelConfig is still anonymous.
    expect(render(shell, '30.0')).toBe(
      ["// typesense-go gives api.FieldEmbed's ModelConfig a struct type without a name: this alias spells it out.", modelConfig, '', schema('api.FieldEmbed')].join('\n'),
    );
  });

  test('a release before 30.0 renders what it rendered: v3.2.0 upserts a rule by name, lists collections without parameters, has no debug', () => {
    const rule = '{"type": "counter", "params": {"source": {"collections": ["products"]}, "destination": {"collection": "products", "counter_field": "popularity"}}}';
    expect(render(`curl "\${TYPESENSE_HOST}/analytics/rules/clicks" -X PUT -d '${rule}'`, '29.0')).toBe(
      [
        'ruleSchema := &api.AnalyticsRuleUpsertSchema{',
        '\tType: api.AnalyticsRuleUpsertSchemaTypeCounter,',
        '\tParams: api.AnalyticsRuleParameters{',
        '\t\tSource: api.AnalyticsRuleParametersSource{Collections: []string{"products"}},',
        '\t\tDestination: api.AnalyticsRuleParametersDestination{',
        '\t\t\tCollection:   "products",',
        '\t\t\tCounterField: pointer.String("popularity"),',
        '\t\t},',
        '\t},',
        '}',
        '',
        'rule, err := client.Analytics().Rules().Upsert(context.Background(), "clicks", ruleSchema)' + shown('rule'),
      ].join('\n'),
    );
    expect(render('curl "${TYPESENSE_HOST}/collections"', '29.0')).toBe('collections, err := client.Collections().Retrieve(context.Background())' + shown('collections'));
    // What v3.2.0's own calls lack, its generated client sends: a list of collections with its parameters (the
    // generated call takes none: a request editor sets them), debug, a POST of one rule.
    expect(generated('curl "${TYPESENSE_HOST}/collections?limit=10"', '29.0')).toEqual({
      comment: '// typesense-go 3.2.0: Collections().Retrieve() sends no query parameters; the generated api client sends it.',
      code: [
        'addParameters := func(_ context.Context, req *http.Request) error {',
        '\tquery := req.URL.Query()',
        '\tquery.Set("limit", "10")',
        '\treq.URL.RawQuery = query.Encode()',
        '\treturn nil',
        '}',
        '',
        'response, err := apiClient.GetCollectionsWithResponse(context.Background(), addParameters)' + SHOWN_BODY,
      ].join('\n'),
    });
    expect(generated('curl "${TYPESENSE_HOST}/debug"', '29.0')).toEqual({
      comment: '// typesense-go 3.2.0 has no debug resource; the generated api client sends it.',
      code: 'response, err := apiClient.DebugWithResponse(context.Background())' + SHOWN_BODY,
    });
    expect(generated(`curl "\${TYPESENSE_HOST}/analytics/rules" -X POST -d '{"name": "r", "type": "counter"}'`, '29.0')).toEqual({
      comment: '// typesense-go 3.2.0: Analytics().Rules() has Upsert() (PUT /analytics/rules/{name}), no Create(); the generated api client sends it.',
      code: [
        'body := strings.NewReader(`{"name": "r", "type": "counter"}`)',
        '',
        'response, err := apiClient.CreateAnalyticsRuleWithBodyWithResponse(context.Background(), "application/json", body)' + SHOWN_BODY,
      ].join('\n'),
    });
    // An action the client's Create() does not send: the generated call's parameters have it (pointer.Any, from v3 on);
    // v2.0.0's pointer package has no Any(), so a request editor sets it there.
    const emplace = `curl "\${TYPESENSE_HOST}/collections/books/documents?action=emplace" -X POST -d '{"id": "1"}'`;
    expect(generated(emplace, '29.0').code).toBe(
      [
        'params := &api.IndexDocumentParams{Action: pointer.Any(api.Emplace)}',
        '',
        'body := map[string]any{"id": "1"}',
        '',
        'response, err := apiClient.IndexDocumentWithResponse(context.Background(), "books", params, body)' + SHOWN_BODY,
      ].join('\n'),
    );
    expect(generated(emplace, '27.1').code).toContain('\tquery.Set("action", "emplace")');
    expect(render('curl "${TYPESENSE_HOST}/nl_search_models"', '29.0')).toBe(
      'net/http: no call for GET /nl_search_models, nor its generated api client',
    );
  });
});

describe('Go renderer: the generated low-level client (api.NewClientWithResponses)', () => {
  test('every low-level sample parses, and each call it makes is one of its release (the reader of samples knows apiClient)', async () => {
    for (const [shell, version] of [
      ['curl "${TYPESENSE_HOST}/synonym_sets/clothing/items/coats" -X PUT -d \'{"synonyms": ["a"]}\'', '30.0'],
      ['curl "${TYPESENSE_HOST}/collections/products/documents/search?q=coat&curation_tags=sale"', '30.0'],
      ['curl "${TYPESENSE_HOST}/analytics/flush" -X POST', '30.1'],
      ['curl "${TYPESENSE_HOST}/collections?limit=10"', '29.0'],
      ['curl "${TYPESENSE_HOST}/stopwords/en" -X PUT -d \'{"stopwords": ["a"]}\'', '27.1'],
    ] as const) {
      const code = render(shell, version);
      expect(code).toContain('apiClient.');
      const parsed = await parseSample('go', code);
      expect(firstSyntaxError(parsed)).toBeNull();
      const uses = goUses(parsed);
      expect(uses).toEqual(expect.arrayContaining([expect.objectContaining({kind: 'chain', root: 'api.ClientWithResponses'})]));
      const release = releaseFor(go, version);
      expect(checkUses(uses, releaseSurfaceOf(go.surface, release), release.version)).toEqual([]);
    }
    // A call the generated client does not have is the reader's to find too.
    const parsed = await parseSample('go', 'apiClient, err := api.NewClientWithResponses("http://localhost:8108")\nresponse, err := apiClient.DeleteStemmingDictionaryWithResponse(context.Background(), "p")');
    expect(checkUses(goUses(parsed), releaseSurfaceOf(go.surface, releaseFor(go, '30.0')), '4.0.0-alpha2').map((problem) => problem.message)).toEqual([
      'api.ClientWithResponses.DeleteStemmingDictionaryWithResponse(): api.ClientWithResponses has no DeleteStemmingDictionaryWithResponse() in api.ClientWithResponses (typesense/api/client_gen.go) of 4.0.0-alpha2',
    ]);
  });

  test('a release without the generated client (or without the call) sends the request with net/http', () => {
    const withoutGenerated = (version: string): ClientSurface => {
      const releases = Object.fromEntries(
        Object.entries(go.surface.releases).map(([name, release]) => {
          if (name !== version) return [name, release];
          const {'api.ClientWithResponses': _generated, ...types} = release.types;
          return [name, {...release, types}];
        }),
      );
      return {...go.surface, releases};
    };
    const shell = 'curl "${TYPESENSE_HOST}/synonym_sets/clothing/items"';
    const parsed = parseCurlSample(shell);
    if (!parsed.ok) throw new Error(parsed.reason);
    const input = {serverVersion: '30.0', release: releaseFor(go, '30.0'), call: matchOperation(parsed.request)!, request: parsed.request};
    const sent = renderWith(withoutGenerated('4.0.0-alpha2'), input);
    expect(sent.kind === 'code' && sent.code.split('\n')[0]).toBe('// typesense-go 4.0.0-alpha2 has no call for this request; net/http sends it.');
    expect(renderWith(go.surface, input).kind).toBe('code');
  });

  test('a body as it is: JSON as readers write it in a raw string, broken over lines where it is long', () => {
    expect(jsonText({name: 'b', fields: [], on: true, n: null})).toBe('{"name": "b", "fields": [], "on": true, "n": null}');
    expect(jsonText({name: 'x'.repeat(40), fields: [{name: 'y'.repeat(30), type: 'string'}]})).toBe(
      [`{`, `  "name": "${'x'.repeat(40)}",`, `  "fields": [{"name": "${'y'.repeat(30)}", "type": "string"}]`, `}`].join('\n'),
    );
  });

  test('the extractor reads the generated client: its calls, the request each sends, a request body alias as the model it names', () => {
    const generatedFile = [
      'package api',
      '',
      'func NewClientWithResponses(server string, opts ...ClientOption) (*ClientWithResponses, error) {',
      '}',
      '',
      'func NewUpsertSynonymSetItemRequest(server string, synonymSetName string, itemId string, body UpsertSynonymSetItemJSONRequestBody) (*http.Request, error) {',
      '\treturn NewUpsertSynonymSetItemRequestWithBody(server, synonymSetName, itemId, "application/json", bodyReader)',
      '}',
      '',
      'func NewUpsertSynonymSetItemRequestWithBody(server string, synonymSetName string, itemId string, contentType string, body io.Reader) (*http.Request, error) {',
      '\toperationPath := fmt.Sprintf("/synonym_sets/%s/items/%s", pathParam0, pathParam1)',
      '\treq, err := http.NewRequest("PUT", queryURL.String(), body)',
      '}',
      '',
      'type ClientWithResponsesInterface interface {',
      '\t// UpsertSynonymSetItemWithBodyWithResponse request with any body',
      '\tUpsertSynonymSetItemWithBodyWithResponse(ctx context.Context, synonymSetName string, itemId string, contentType string, body io.Reader, reqEditors ...RequestEditorFn) (*UpsertSynonymSetItemResponse, error)',
      '',
      '\tUpsertSynonymSetItemWithResponse(ctx context.Context, synonymSetName string, itemId string, body UpsertSynonymSetItemJSONRequestBody, reqEditors ...RequestEditorFn) (*UpsertSynonymSetItemResponse, error)',
      '}',
    ].join('\n');
    const read = goRelease(
      [
        {path: 'typesense/api/client_gen.go', text: generatedFile},
        {path: 'typesense/api/types_gen.go', text: 'package api\n\ntype SynonymItemSchema struct {\n\tId string `json:"id"`\n}\n\ntype UpsertSynonymSetItemJSONRequestBody = SynonymItemSchema\n'},
        {path: 'typesense/api/client.go', text: 'package api\n\nfunc WithAPIKey(apiKey string) ClientOption {\n}\n'},
      ],
      'v0.0.0',
    );
    expect(read.types['api.ClientWithResponses']).toEqual({
      source: 'typesense/api/client_gen.go',
      members: {
        UpsertSynonymSetItemWithBodyWithResponse: {
          kind: 'method',
          params: ['context.Context', 'string', 'string', 'string', 'io.Reader', '...RequestEditorFn'],
          tag: 'PUT /synonym_sets/{}/items/{}',
          line: 17,
        },
        UpsertSynonymSetItemWithResponse: {
          kind: 'method',
          params: ['context.Context', 'string', 'string', 'SynonymItemSchema', '...RequestEditorFn'],
          tag: 'PUT /synonym_sets/{}/items/{}',
          line: 19,
        },
      },
    });
    expect(read.types.api!.members.NewClientWithResponses).toEqual({kind: 'method', returns: 'api.ClientWithResponses', params: ['string', '...ClientOption'], line: 3});
    expect(read.types.api!.members.WithAPIKey).toEqual({kind: 'method', params: ['string'], line: 3});
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
    // The struct of an anonymous field type holds what its fields hold: model_config is required.
    expect(() => values.value({embed: {from: ['title']}, name: 'e', type: 'float[]'}, 'api.Field', 'x')).toThrow('api.Field.Embed always sends "model_config"');
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
  test('a sample becomes a function with the imports it names, its body the sample as pasted: nothing uses what it declares', () => {
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
        'func sample3(client *typesense.Client, server string, apiKey string) {',
        '\tresults, err := client.Collections().Retrieve(context.Background())',
        '\tfmt.Println("os.Exit")',
        '}',
        '',
      ].join('\n'),
    );
    expect(source.split('\n')[firstLine - 1]).toBe('\tresults, err := client.Collections().Retrieve(context.Background())');
  });

  test('a sample that makes its client takes none; its own imports are kept; the module follows the major version', () => {
    const code = 'import (\n\t"time"\n\n\t"github.com/typesense/typesense-go/v2/typesense"\n)\n\nclient := typesense.NewClient(typesense.WithConnectionTimeout(time.Second))';
    expect(splitImports(code).imports).toEqual(['time', 'github.com/typesense/typesense-go/v2/typesense']);
    expect(sampleFile({code}, 0, moduleOf({version: '2.0.0'})).source).toContain('func sample0() {');
    expect(moduleOf({version: '2.0.0'})).toBe('github.com/typesense/typesense-go/v2');
    expect(moduleOf({version: '4.0.0-alpha2'})).toBe('github.com/typesense/typesense-go/v4');
  });

  test('a sample that lists its imports gets no other: a package it names and leaves out fails to compile, as pasted', () => {
    const code = 'import (\n\t"context"\n)\n\ncollections, err := client.Collections().Retrieve(context.Background())\nif err != nil {\n\tpanic(err)\n}\nfmt.Println(collections)';
    const {source} = sampleFile({code}, 0, moduleOf({version: '3.2.0'}));
    expect(source).toContain('import (\n\t"context"\n\t"github.com/typesense/typesense-go/v3/typesense"\n)');
    expect(source).not.toContain('"fmt"');
  });

  test('a request editor names net/http: the file imports it', () => {
    const code = 'addParameters := func(_ context.Context, req *http.Request) error {\n\treturn nil\n}';
    expect(sampleFile({code}, 0, moduleOf({version: '4.0.0-alpha2'})).source).toContain('\t"net/http"\n');
  });

  test('a comment line above the imports (an install command) is neither an import nor part of the body', () => {
    const code = '// go get "example.com/not-an-import"\nimport "time"\n\ntimeout := 5 * time.Second';
    expect(splitImports(code)).toEqual({imports: ['time'], body: 'timeout := 5 * time.Second'});
  });
});
