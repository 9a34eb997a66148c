/** The Java renderer: requests built from typesense-java's model classes, as its release's surface has them. */
import java, {setterName} from '../../../code-samples/clients/java';
import {javaUses} from '../../../code-samples/clients/java/uses';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {firstSyntaxError, parseSample} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';
import {servedByMavenCentral} from '../../samples/harness/java';
import {javaImportLines, setUpImports, setUpImportsOf} from '../../../code-samples/clients/java/imports';
import {sentWith} from './sent-with';

function render(shell: string, serverVersion = '29.0'): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = java.render({serverVersion, release: releaseFor(java, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? sentWith(rendered.code) : `missing: ${rendered.detail}`;
}

/** The import lines a rendered sample opens with (those its version's set-up lacks), and the statements after them. */
function importsAndBody(code: string): {imports: string[]; body: string} {
  const head = /^(?:import [\w.]+;\n)+\n/.exec(code)?.[0] ?? '';
  return {imports: head.split('\n').filter(Boolean), body: code.slice(head.length)};
}

/** The statements of a rendered sample, after the import lines it opens with: what the tests below compare. */
function renderBody(shell: string, serverVersion = '29.0'): string {
  return importsAndBody(render(shell, serverVersion)).body;
}

describe('Java renderer', () => {
  test('a JSON key becomes the setter the generator names after it', () => {
    expect(setterName('query_by')).toBe('queryBy');
    expect(setterName('enable_highlight_v1')).toBe('enableHighlightV1');
    expect(setterName('q')).toBe('q');
  });

  test('a search builds SearchParameters with typed setters, and keeps the server default for curation', () => {
    expect(renderBody('curl "${TYPESENSE_HOST}/collections/books/documents/search?q=dune&query_by=title&per_page=3"')).toBe(
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
    expect(renderBody(`curl "\${TYPESENSE_HOST}/collections" -X POST -d '{"name": "b", "fields": [{"name": "t", "type": "string"}]}'`)).toBe(
      'CollectionSchema schema = new CollectionSchema()\n' +
        '    .name("b")\n' +
        '    .fields(List.of(new Field().name("t").type(FieldTypes.STRING)));\n\n' +
        'CollectionResponse collection = client.collections().create(schema);',
    );
    expect(renderBody(`curl "\${TYPESENSE_HOST}/collections/b/documents?action=upsert" -X POST -d '{"id": "1", "tags": ["a"]}'`)).toBe(
      'Map<String, Object> document = new HashMap<>();\ndocument.put("id", "1");\ndocument.put("tags", List.of("a"));\n\n' +
        'Map<String, Object> upserted = client.collections("b").documents().upsert(document);',
    );
  });

  test('an enum parameter is the enum constant of its JSON value', () => {
    expect(renderBody('curl "${TYPESENSE_HOST}/collections/b/documents/import?action=emplace" -X POST --data-binary @b.jsonl')).toBe(
      'String jsonl = Files.readString(Path.of("b.jsonl"));\n\n' +
        'ImportDocumentsParameters parameters = new ImportDocumentsParameters().action(IndexAction.EMPLACE);\n' +
        'String results = client.collections("b").documents().import_(jsonl, parameters);',
    );
  });

  test('a release without the call, or a key without a setter, sends the request with java.net.http and says so', () => {
    expect(renderBody('curl "${TYPESENSE_HOST}/presets/p"')).toBe('java.net.http: no presets resource');
    expect(renderBody(`curl "\${TYPESENSE_HOST}/collections/b/synonyms/s" -X PUT -d '{"synonyms": ["a"], "no_such_key": 1}'`)).toBe(
      'java.net.http: SearchSynonymSchema has no setter for "no_such_key"',
    );
  });

  test('an older release is rendered with its own types: 0.0.3 takes HashMaps, and sends no enable_overrides by default', () => {
    expect(renderBody(`curl "\${TYPESENSE_HOST}/collections/b/documents" -X POST -d '{"id": "1"}'`, '0.21.0')).toBe(
      'HashMap<String, Object> document = new HashMap<>();\ndocument.put("id", "1");\n\n' +
        'Map<String, Object> created = client.collections("b").documents().create(document);',
    );
    expect(renderBody('curl "${TYPESENSE_HOST}/collections/b/documents/search?q=x&query_by=t"', '0.25.2')).toBe(
      'SearchParameters searchParameters = new SearchParameters().q("x").queryBy("t");\n\n' +
        'SearchResult searchResult = client.collections("b").documents().search(searchParameters);',
    );
    expect(renderBody('curl "${TYPESENSE_HOST}/stopwords"', '27.1')).toBe('java.net.http: Client has no stopwords()');
  });

  test('1.3.0 documents 28.0 and 29.0, and its surface describes it', () => {
    expect(releaseFor(java, '28.0').version).toBe('1.3.0');
    expect(releaseFor(java, '29.0').version).toBe('1.3.0');
    expect(Object.keys(java.surface.releases)).toEqual(java.releases.map((release) => release.version));
  });
});

describe('Java renderer, 2.0.0 (30.x)', () => {
  const v30 = (shell: string) => renderBody(shell, '30.0');

  test('2.0.0 documents 30.0 and 30.1 (30.2 as the release data says); 1.3.0 still 28.0 to 29.1', () => {
    for (const version of ['30.0', '30.1']) {
      expect(releaseFor(java, version).version).toBe('2.0.0');
    }
    expect(releaseFor(java, '29.1').version).toBe('1.3.0');
    // Maven Central serves no 2.0.0 here: its facts are read from the git tag (the model classes from the description its build uses).
    expect(releaseFor(java, '30.0').tag).toBe('v2.0.0');
    // …so the harness compiles and runs the samples of the releases it serves only.
    expect(servedByMavenCentral(releaseFor(java, '30.0'))).toBe(false);
    expect(servedByMavenCentral(releaseFor(java, '29.0'))).toBe(true);
    expect(releaseSurfaceOf(java.surface, releaseFor(java, '30.0')).types.SynonymSetCreateSchema?.source).toBe(
      'typesense/typesense-api-spec@05c5e35:openapi.yml#/components/schemas/SynonymSetCreateSchema',
    );
  });

  test('synonym sets: synonymSets() and synonymSet(name), the items as SynonymItemSchema; no call for the items of a set', () => {
    expect(v30('curl "${TYPESENSE_HOST}/synonym_sets"')).toBe('SynonymSetSchema[] synonymSets = client.synonymSets().retrieve();');
    expect(v30('curl "${TYPESENSE_HOST}/synonym_sets/clothing"')).toBe('SynonymSetCreateSchema synonymSet = client.synonymSet("clothing").retrieve();');
    expect(v30(`curl "\${TYPESENSE_HOST}/synonym_sets/clothing" -X PUT -d '{"items": [{"id": "coats", "synonyms": ["blazer", "coat"]}, {"id": "pants", "root": "pants", "synonyms": ["trousers"]}]}'`)).toBe(
      'SynonymSetCreateSchema synonymSetSchema = new SynonymSetCreateSchema()\n' +
        '    .items(List.of(\n' +
        '        new SynonymItemSchema().id("coats").synonyms(List.of("blazer", "coat")),\n' +
        '        new SynonymItemSchema().id("pants").root("pants").synonyms(List.of("trousers"))));\n\n' +
        'SynonymSetSchema synonymSet = client.synonymSets().upsert("clothing", synonymSetSchema);',
    );
    expect(v30('curl "${TYPESENSE_HOST}/synonym_sets/clothing" -X DELETE')).toBe('SynonymSetDeleteSchema deleted = client.synonymSet("clothing").delete();');
    expect(v30('curl "${TYPESENSE_HOST}/synonym_sets/clothing/items/coats"')).toBe(
      'java.net.http: synonymSet(name) has no call for the items of a set',
    );
  });

  test('an update without fields sets them to null: CollectionUpdateSchema starts them as an empty list, which the client sends', () => {
    expect(v30(`curl "\${TYPESENSE_HOST}/collections/products" -X PATCH -d '{"synonym_sets": ["furniture"]}'`)).toBe(
      '// CollectionUpdateSchema starts fields as an empty list, which the client would send; null leaves it out.\n' +
        'CollectionUpdateSchema update = new CollectionUpdateSchema()\n    .synonymSets(List.of("furniture"))\n    .fields(null);\n\n' +
        'CollectionUpdateSchema updated = client.collections("products").update(update);',
    );
    // An update with fields sends them as written.
    expect(v30(`curl "\${TYPESENSE_HOST}/collections/products" -X PATCH -d '{"fields": [{"name": "brand", "drop": true}]}'`)).not.toContain('null');
  });

  test('curation sets: a rule with its MatchEnum constant, included and excluded documents', () => {
    expect(v30('curl "${TYPESENSE_HOST}/curation_sets"')).toBe('CurationSetSchema[] curationSets = client.curationSets().retrieve();');
    expect(v30('curl "${TYPESENSE_HOST}/curation_sets/promos"')).toBe('CurationSetCreateSchema curationSet = client.curationSet("promos").retrieve();');
    expect(v30('curl "${TYPESENSE_HOST}/curation_sets/promos" -X DELETE')).toBe('CurationSetDeleteSchema deleted = client.curationSet("promos").delete();');
    expect(
      v30(`curl "\${TYPESENSE_HOST}/curation_sets/promos" -X PUT -d '{"items": [{"id": "apple", "rule": {"query": "apple", "match": "exact"}, "includes": [{"id": "422", "position": 1}], "excludes": [{"id": "287"}]}]}'`),
    ).toBe(
      'CurationSetCreateSchema curationSetSchema = new CurationSetCreateSchema()\n' +
        '    .items(List.of(new CurationItemCreateSchema()\n' +
        '        .id("apple")\n' +
        '        .rule(new CurationRule().query("apple").match(CurationRule.MatchEnum.EXACT))\n' +
        '        .includes(List.of(new CurationInclude().id("422").position(1)))\n' +
        '        .excludes(List.of(new CurationExclude().id("287")))));\n\n' +
        'CurationSetSchema curationSet = client.curationSets().upsert("promos", curationSetSchema);',
    );
    expect(v30(`curl "\${TYPESENSE_HOST}/curation_sets/promos/items/apple" -X PUT -d '{"rule": {"query": "apple"}}'`)).toBe(
      'java.net.http: curationSet(name) has no call for the items of a set',
    );
  });

  test('analytics rules: create() takes a List<AnalyticsRuleCreate>; the model AnalyticsRule is written with its package', () => {
    const rule = '{"name": "clicks", "type": "counter", "collection": "products", "event_type": "click", "params": {"counter_field": "popularity", "weight": 1}}';
    expect(v30(`curl "\${TYPESENSE_HOST}/analytics/rules" -X POST -d '[${rule}]'`)).toBe(
      'List<AnalyticsRuleCreate> rules = List.of(new AnalyticsRuleCreate()\n' +
        '    .name("clicks")\n' +
        '    .type(AnalyticsRuleCreate.TypeEnum.COUNTER)\n' +
        '    .collection("products")\n' +
        '    .eventType("click")\n' +
        '    .params(new AnalyticsRuleCreateParams().counterField("popularity").weight(1)));\n\n' +
        'AnalyticsRules.AnalyticsRulesResponse created = client.analytics().rules().create(rules);',
    );
    expect(v30(`curl "\${TYPESENSE_HOST}/analytics/rules" -X POST -d '${rule}'`)).toBe('java.net.http: no call for this request');
    expect(v30('curl "${TYPESENSE_HOST}/analytics/rules"')).toBe('List<org.typesense.model.AnalyticsRule> rules = client.analytics().rules().retrieve();');
    expect(v30('curl "${TYPESENSE_HOST}/analytics/rules/clicks"')).toBe('org.typesense.model.AnalyticsRule rule = client.analytics().rules("clicks").retrieve();');
    expect(v30('curl "${TYPESENSE_HOST}/analytics/rules/clicks" -X DELETE')).toBe(
      'org.typesense.model.AnalyticsRule deleted = client.analytics().rules("clicks").delete();',
    );
    expect(v30(`curl "\${TYPESENSE_HOST}/analytics/rules/clicks" -X PUT -d '{"rule_tag": "shop", "params": {"weight": 2}}'`)).toBe(
      'AnalyticsRuleUpdate ruleUpdate = new AnalyticsRuleUpdate()\n' +
        '    .ruleTag("shop")\n' +
        '    .params(new AnalyticsRuleCreateParams().weight(2));\n\n' +
        'org.typesense.model.AnalyticsRule rule = client.analytics().rules("clicks").update(ruleUpdate);',
    );
    expect(v30(`curl "\${TYPESENSE_HOST}/analytics/rules/clicks" -X PUT -d '${rule}'`)).toBe('java.net.http: AnalyticsRuleUpdate has no setter for "type"');
  });

  test('analytics events: AnalyticsEvent and its data, the events of a user as a map; no flush, no status', () => {
    expect(v30(`curl "\${TYPESENSE_HOST}/analytics/events" -X POST -d '{"name": "clicks", "event_type": "click", "data": {"doc_id": "1", "user_id": "u1"}}'`)).toBe(
      'AnalyticsEvent event = new AnalyticsEvent()\n' +
        '    .name("clicks")\n' +
        '    .eventType("click")\n' +
        '    .data(new AnalyticsEventData().docId("1").userId("u1"));\n\n' +
        'AnalyticsEventCreateResponse response = client.analytics().events().create(event);',
    );
    expect(v30('curl "${TYPESENSE_HOST}/analytics/events?user_id=u1&name=clicks&n=10"')).toBe(
      'Map<String, Object> params = Map.of("user_id", "u1", "name", "clicks", "n", 10);\n\n' +
        'AnalyticsEventsResponse events = client.analytics().events().retrieve(params);',
    );
    expect(v30('curl "${TYPESENSE_HOST}/analytics/flush" -X POST')).toBe('java.net.http: analytics() has rules() and events() only');
    expect(v30('curl "${TYPESENSE_HOST}/analytics/status"')).toBe('java.net.http: analytics() has rules() and events() only');
    expect(v30('curl "${TYPESENSE_HOST}/stemming/dictionaries/plurals" -X DELETE')).toBe('java.net.http: StemmingDictionary has no delete()');
    expect(v30('curl "${TYPESENSE_HOST}/stemming/dictionaries/plurals"')).toBe(
      'org.typesense.model.StemmingDictionary dictionary =\n    client.stemming().dictionaries("plurals").retrieve();',
    );
  });

  test('30.x search parameters: synonym_sets has a setter, curation_tags none; the server reads no enable_overrides, so no note', () => {
    expect(v30('curl "${TYPESENSE_HOST}/collections/products/documents/search?q=coat&query_by=name&synonym_sets=clothing"')).toBe(
      'SearchParameters searchParameters = new SearchParameters()\n' +
        '    .q("coat")\n' +
        '    .queryBy("name")\n' +
        '    .synonymSets("clothing");\n\n' +
        'SearchResult searchResult = client.collections("products").documents().search(searchParameters);',
    );
    expect(v30('curl "${TYPESENSE_HOST}/collections/products/documents/search?q=coat&curation_tags=sale"')).toBe('java.net.http: SearchParameters has no setter for "curation_tags"');
    expect(v30(`curl "\${TYPESENSE_HOST}/collections" -X POST -d '{"name": "p", "fields": [{"name": "n", "type": "string"}], "synonym_sets": ["clothing"]}'`)).toBe(
      'CollectionSchema schema = new CollectionSchema()\n' +
        '    .name("p")\n' +
        '    .fields(List.of(new Field().name("n").type(FieldTypes.STRING)))\n' +
        '    .synonymSets(List.of("clothing"));\n\n' +
        'CollectionResponse collection = client.collections().create(schema);',
    );
  });

  test('a union multi-search goes through performUnion(), which sends union=true itself', () => {
    expect(v30(`curl "\${TYPESENSE_HOST}/multi_search" -X POST -d '{"union": true, "searches": [{"collection": "a", "q": "x"}, {"collection": "b", "q": "y"}]}'`)).toBe(
      'MultiSearchCollectionParameters aSearch = new MultiSearchCollectionParameters().collection("a");\n' +
        'aSearch.q("x");\n' +
        'MultiSearchCollectionParameters bSearch = new MultiSearchCollectionParameters().collection("b");\n' +
        'bSearch.q("y");\n\n' +
        'MultiSearchSearchesParameter multiSearch = new MultiSearchSearchesParameter()\n' +
        '    .searches(List.of(aSearch, bSearch));\n' +
        'Map<String, String> commonParams = new HashMap<>();\n\n' +
        'SearchResult result = client.multiSearch.performUnion(multiSearch, commonParams);',
    );
  });

  test('1.3.0 (29.x) renders what it rendered: one AnalyticsRuleSchema, its own result types, no synonym sets', () => {
    expect(renderBody('curl "${TYPESENSE_HOST}/analytics/rules/r"')).toBe('AnalyticsRuleSchema rule = client.analytics().rules("r").retrieve();');
    expect(renderBody('curl "${TYPESENSE_HOST}/analytics/rules/r" -X DELETE')).toBe('AnalyticsRuleDeleteResponse deleted = client.analytics().rules("r").delete();');
    expect(renderBody('curl "${TYPESENSE_HOST}/analytics/rules"')).toBe('AnalyticsRulesRetrieveSchema rules = client.analytics().rules().retrieve();');
    expect(renderBody(`curl "\${TYPESENSE_HOST}/analytics/events" -X POST -d '{"type": "click", "name": "r", "data": {"q": "x"}}'`)).toBe(
      'AnalyticsEventCreateSchema event = new AnalyticsEventCreateSchema()\n' +
        '    .type("click")\n' +
        '    .name("r")\n' +
        '    .data(Map.of("q", "x"));\n\n' +
        'AnalyticsEventCreateResponse response = client.analytics().events().create(event);',
    );
    // retrieve() returns the model class, which shares its name with the resource class: written with its package.
    expect(renderBody('curl "${TYPESENSE_HOST}/stemming/dictionaries/d"')).toBe('org.typesense.model.StemmingDictionary dictionary = client.stemming().dictionaries("d").retrieve();');
    expect(renderBody(`curl "\${TYPESENSE_HOST}/analytics/rules" -X POST -d '[{"name": "r"}]'`)).toBe('java.net.http: analytics().rules().create() sends one rule, not a list');
    expect(renderBody('curl "${TYPESENSE_HOST}/synonym_sets"')).toBe('java.net.http: Client has no synonymSets()');
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

describe('Java renderer, releases whose Field sends optional=false and sort=false (before 0.4.0)', () => {
  const create = (fields: string, extra = '') => `curl "\${TYPESENSE_HOST}/collections" -X POST -d '{"name": "b", "fields": [${fields}]${extra}}'`;
  const NOTE = '// The client sends optional=false and sort=false unless set; these are what the server does by default.\n';

  test('`.*` is optional, as the server makes it and requires it to be (0.0.3 sent optional: false, which it refuses)', () => {
    expect(renderBody(create('{"name": ".*", "type": "auto"}'), '0.23.0')).toBe(
      `${NOTE}CollectionSchema schema = new CollectionSchema()\n    .name("b")\n    .fields(List.of(new Field().name(".*").type(FieldTypes.AUTO).optional(true)));\n\n` +
        'CollectionResponse collection = client.collections().create(schema);',
    );
  });

  test('a number field is sortable, as the server makes it, so that it can be the default sorting field', () => {
    expect(renderBody(create('{"name": "t", "type": "string"}, {"name": "n", "type": "int32"}', ', "default_sorting_field": "n"'), '0.24.1')).toBe(
      `${NOTE}CollectionSchema schema = new CollectionSchema()\n` +
        '    .name("b")\n' +
        '    .fields(List.of(\n' +
        '        new Field().name("t").type(FieldTypes.STRING),\n' +
        '        new Field().name("n").type(FieldTypes.INT32).sort(true)))\n' +
        '    .defaultSortingField("n");\n\n' +
        'CollectionResponse collection = client.collections().create(schema);',
    );
  });

  test('what the Shell sample sets is kept; a vector, a dropped field and a text field get nothing; an update gets the same', () => {
    expect(renderBody(create('{"name": "n", "type": "int32", "sort": false}, {"name": "v", "type": "float[]", "num_dim": 4}, {"name": "s", "type": "string"}'), '0.24.1')).toBe(
      'CollectionSchema schema = new CollectionSchema()\n' +
        '    .name("b")\n' +
        '    .fields(List.of(\n' +
        '        new Field().name("n").type(FieldTypes.INT32).sort(false),\n' +
        '        new Field().name("v").type(FieldTypes.FLOAT_ARRAY).numDim(4),\n' +
        '        new Field().name("s").type(FieldTypes.STRING)));\n\n' +
        'CollectionResponse collection = client.collections().create(schema);',
    );
    expect(
      renderBody(`curl "\${TYPESENSE_HOST}/collections/b" -X PATCH -d '{"fields": [{"name": "y", "drop": true}, {"name": "y", "type": "int32", "optional": true}]}'`, '0.24.1'),
    ).toBe(
      `${NOTE}CollectionUpdateSchema update = new CollectionUpdateSchema()\n` +
        '    .fields(List.of(\n' +
        '        new Field().name("y").drop(true),\n' +
        '        new Field().name("y").type(FieldTypes.INT32).optional(true).sort(true)));\n\n' +
        'CollectionUpdateSchema updated = client.collections("b").update(update);',
    );
  });

  test('from 0.4.0 on, Field leaves them unset, and the schema is sent as written', () => {
    expect(renderBody(create('{"name": ".*", "type": "auto"}, {"name": "n", "type": "int32"}'), '0.25.0')).toBe(
      'CollectionSchema schema = new CollectionSchema()\n' +
        '    .name("b")\n' +
        '    .fields(List.of(\n' +
        '        new Field().name(".*").type(FieldTypes.AUTO),\n' +
        '        new Field().name("n").type(FieldTypes.INT32)));\n\n' +
        'CollectionResponse collection = client.collections().create(schema);',
    );
  });
});

describe('Java: what the releases can send after all', () => {
  test("0.4.0's FieldEmbed.from takes a raw List: a list of the field names", () => {
    const schema = `curl "\${TYPESENSE_HOST}/collections" -X POST -d '{"name": "p", "fields": [{"name": "e", "type": "float[]", "embed": {"from": ["n", "m"], "model_config": {"model_name": "ts/e5-small"}}}]}'`;
    expect(renderBody(schema, '0.25.1')).toContain('.embed(new FieldEmbed()\n            .from(List.of("n", "m"))');
  });

  test("a key every search of a multi-search sends alike, which the searches' model has no setter for, goes with the common parameters", () => {
    const searches = (extra: string) =>
      `curl "\${TYPESENSE_HOST}/multi_search" -X POST -d '{"searches": [{"collection": "a", "q": "x", "nl_query": true, "nl_model_id": "m"${extra}}, {"collection": "b", "q": "y", "nl_query": true, "nl_model_id": "m"}]}'`;
    const hoisted = renderBody(searches(''));
    expect(hoisted).toContain(
      "// The searches' model has no setter for nl_query or nl_model_id: common parameters, which the server gives every search.\n" +
        'Map<String, String> commonParams = Map.of("nl_query", "true", "nl_model_id", "m");',
    );
    expect(hoisted).not.toMatch(/nlQuery|nlModelId/);
    // A key that one search sends and another does not is that search's own: 1.3.0 cannot send it with its models.
    expect(renderBody(searches(', "nl_query_debug": true'))).toBe('java.net.http: MultiSearchParameters has no setter for "nl_query_debug"');
  });
});

describe('Java imports: a sample pasted under its version\'s API Clients set-up', () => {
  const document = `curl "\${TYPESENSE_HOST}/collections/b/documents" -X POST -d '{"id": "1"}'`;

  test('a rendered sample imports the JDK and client classes it names that the set-up does not', () => {
    // 29.0's set-up imports Duration, List, Map, Client, Configuration, CollectionResponse and Node.
    expect(importsAndBody(render('curl "${TYPESENSE_HOST}/collections/books/documents/search?q=dune&query_by=title"')).imports).toEqual([
      'import org.typesense.model.SearchParameters;',
      'import org.typesense.model.SearchResult;',
    ]);
    expect(importsAndBody(render(document)).imports).toEqual(['import java.util.HashMap;']);
    expect(importsAndBody(render('curl "${TYPESENSE_HOST}/collections"')).imports).toEqual([]);
  });

  test('what the set-up imports is read from the version\'s page: 0.22.0 imports neither Map nor HashMap, 0.23.0 HashMap alone', () => {
    expect(setUpImports('0.22.0')).not.toContain('import java.util.HashMap;');
    expect(importsAndBody(render(document, '0.22.0')).imports).toEqual(['import java.util.HashMap;', 'import java.util.Map;']);
    expect(setUpImports('0.23.0')).toContain('import java.util.HashMap;');
    expect(importsAndBody(render(document, '0.23.0')).imports).toEqual(['import java.util.Map;']);
  });

  test('the classes a sample names: not in strings or comments, the outer class of a nested one, a wildcard import covers its package', () => {
    const surface = releaseSurfaceOf(java.surface, releaseFor(java, '29.0'));
    const code = [
      '// A HashMap would do too.',
      'Map<String, Object> rule = Map.of("match", SearchOverrideRule.MatchEnum.EXACT, "note", "an ArrayList");',
      'org.typesense.model.StemmingDictionary dictionary = null;',
    ].join('\n');
    expect(javaImportLines(code, surface, [])).toEqual(['import java.util.Map;', 'import org.typesense.model.SearchOverrideRule;']);
    expect(javaImportLines(code, surface, ['import java.util.*;', 'import org.typesense.model.*;'])).toEqual([]);
    // A sample that lists an import itself is not given it twice.
    expect(javaImportLines(`import java.util.Map;\n\n${code}`, surface, [])).toEqual(['import org.typesense.model.SearchOverrideRule;']);
  });

  test('a page without the Java set-up is an error that names it', () => {
    expect(() => setUpImportsOf('```java\nint x = 1;\n```\n', 'docs/api/api-clients.md')).toThrow(/docs\/api\/api-clients\.md: no Java block that makes the client/);
    expect(setUpImportsOf('```java\nimport java.util.List;\nimport org.typesense.api.Client;\n\nClient client = new Client(configuration);\n```\n', 'p.md')).toEqual([
      'import java.util.List;',
      'import org.typesense.api.Client;',
    ]);
  });
});
