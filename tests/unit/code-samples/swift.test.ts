/** The Swift renderer (typesense-swift), its sample reader and its part of the surface check. */
import swift, {codableStruct, documentTypeName} from '../../../code-samples/clients/swift';
import {swiftUses} from '../../../code-samples/clients/swift/uses';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {parseSample, firstSyntaxError} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';
import {sentWith} from './sent-with';

/** The rendered sample as it is, or the tab without code. */
function renderCode(shell: string, serverVersion = '29.0'): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = swift.render({serverVersion, release: releaseFor(swift, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? rendered.code : `missing: ${rendered.detail}`;
}

/** The rendered sample, or what the tab sent with URLSession says the release lacks (./sent-with.ts). */
function render(shell: string, serverVersion = '29.0'): string {
  return sentWith(renderCode(shell, serverVersion));
}

/** The surface problems of a Swift sample against a release. */
async function problems(code: string, version = '1.1.0-rc.1'): Promise<string[]> {
  const parsed = await parseSample('swift', code);
  const surface = releaseSurfaceOf(swift.surface, swift.releases.find((release) => release.version === version)!);
  return checkUses(swiftUses(parsed), surface, version).map((problem) => problem.message);
}

const post = (path: string, body: string) =>
  `curl "\${TYPESENSE_HOST}${path}" -X POST -H "Content-Type: application/json" -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" -d '${body}'`;

describe('Swift renderer', () => {
  test('a schema is built from the models, keys mapped through their CodingKeys, in the order of their initializers', () => {
    expect(render(post('/collections', '{"name": "books", "default_sorting_field": "year", "fields": [{"name": "year", "type": "int32", "optional": true}]}'))).toBe(
      'let schema = CollectionSchema(\n' +
        '    name: "books",\n' +
        '    fields: [Field(name: "year", type: "int32", _optional: true)],\n' +
        '    defaultSortingField: "year"\n' +
        ')\n' +
        'let (collection, _) = try await client.collections.create(schema: schema)',
    );
  });

  test('a search sends SearchParameters, typed, to search(_:for:) when it forwards them all', () => {
    expect(render('curl "${TYPESENSE_HOST}/collections/books/documents/search?q=dune&query_by=title&per_page=3" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"')).toBe(
      'let searchParameters = SearchParameters(q: "dune", queryBy: "title", perPage: 3)\n' +
        "// Book: your Codable struct of the collection's documents.\n" +
        'let (result, _) = try await client.collection(name: "books").documents().search(searchParameters, for: Book.self)',
    );
  });

  test('an enum value is its case, found by raw value', () => {
    expect(render(post('/collections/books/documents?dirty_values=coerce_or_drop', '{"id": "1", "title": "Dune"}'))).toBe(
      'let document: [String: Any] = ["id": "1", "title": "Dune"]\n' +
        'let documentData = try JSONSerialization.data(withJSONObject: document)\n' +
        'let options = DocumentIndexParameters(dirtyValues: .coerceOrDrop)\n' +
        'let (data, _) = try await client.collection(name: "books").documents().create(document: documentData, options: options)',
    );
  });

  test('a key no property of the model encodes, and an operation the release has no call for, go with URLSession, the comment saying which', () => {
    expect(render(post('/collections/books/documents/search', '').replace(' -X POST', '').replace(/ -H "Content-Type[^"]*"/, '').replace(/ -d '.*'$/, '').replace('search"', 'search?q=x&nl_query=true"'))).toBe(
      'URLSession: SearchParameters has no property for "nl_query"',
    );
    expect(render('curl "${TYPESENSE_HOST}/stemming/dictionaries" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"')).toBe('URLSession: no stemming dictionaries');
    expect(render(`curl "\${TYPESENSE_HOST}/collections/books" -X PATCH -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" -d '{"fields": []}'`)).toBe(
      'URLSession: collection(name:) has no update',
    );
  });

  test('28.0 is documented by 1.0.1, which lacks what 1.1.0-rc.1 added to multi search', () => {
    const shell = post('/multi_search', '{"searches": [{"collection": "products", "q": "mug", "rerank_hybrid_matches": true}]}');
    expect(render(shell, '28.0')).toBe('URLSession: no call for this request');
    expect(render(shell, '29.0')).toContain('MultiSearchCollectionParameters(q: "mug", collection: "products", rerankHybridMatches: true)');
  });

  test('JSON lines are sent as Data of a multi-line string, and an import action is a case of ActionModes (before 1.0.0)', async () => {
    const code = render(
      `curl "\${TYPESENSE_HOST}/collections/books/documents/import?action=upsert" -X POST -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" --data-binary '{"id": "1", "title": "a \\\\ b"}'`,
      '26.0',
    );
    expect(code).toBe(
      'let jsonl = Data("""\n{"id":"1","title":"a \\\\\\\\ b"}\n""".utf8)\n' +
        'let (results, _) = try await client.collection(name: "books").documents().importBatch(jsonl, action: .upsert)',
    );
    expect(firstSyntaxError(await parseSample('swift', code))).toBeNull();
  });

  test('an update by filter sends a Codable struct of the fields, with the keys it encodes to', () => {
    expect(codableStruct('Fields', {in_stock: false, tags: ['sale']})).toEqual({
      declaration:
        'struct Fields: Codable {\n    let inStock: Bool\n    let tags: [String]\n\n    enum CodingKeys: String, CodingKey {\n        case inStock = "in_stock"\n        case tags\n    }\n}',
      value: 'Fields(inStock: false, tags: ["sale"])',
    });
    expect(codableStruct('Fields', {address: {city: 'x'}})).toBeUndefined();
    expect(documentTypeName('product_categories')).toBe('ProductCategory');
  });
});

describe('older releases of typesense-swift', () => {
  test('0.1.x: delete(filter:batchSize:) before delete(options:); overloads told apart by labels', () => {
    const remove = 'curl "${TYPESENSE_HOST}/collections/books/documents?filter_by=year:<1900&batch_size=100" -X DELETE -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"';
    expect(render(remove, '0.23.0')).toBe('let (result, _) = try await client.collection(name: "books").documents().delete(filter: "year:<1900", batchSize: 100)');
    expect(render(remove, '27.0')).toContain('let options = DeleteDocumentsParameters(filterBy: "year:<1900", batchSize: 100)');
    // A search whose parameters search(_:for:) does not all send goes through search(_:), which returns the JSON.
    const search = 'curl "${TYPESENSE_HOST}/collections/chats/documents/search?q=x&query_by=title&conversation=true" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"';
    expect(render(search, '29.0')).toContain('let (data, _) = try await client.collection(name: "chats").documents().search(searchParameters)');
    // Overloads are told apart by their labels: 0.1.x has export() and not export(options:).
    const exported = 'curl "${TYPESENSE_HOST}/collections/books/documents/export?filter_by=year:<1900" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"';
    expect(render(exported, '0.22.1')).toBe('URLSession: Documents has no export(options:)');
    expect(render(exported.replace('?filter_by=year:<1900', ''), '0.22.1')).toBe('let (jsonl, _) = try await client.collection(name: "books").documents().export()');
  });

  test('a release without a resource, or without a model, sends the request with URLSession and says which', () => {
    expect(render('curl "${TYPESENSE_HOST}/collections/books/overrides" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"', '0.22.1')).toBe(
      'URLSession: Collection has no overrides()',
    );
    expect(render(post('/collections/books/documents/import?action=upsert&batch_size=50', '{"id": "1"}').replace('-d', '--data-binary'), '0.22.1')).toBe(
      'URLSession: Documents has no importBatch(_:options:)',
    );
  });
});

describe('Swift reader and surface check', () => {
  test('a parameter without a default must be given; one with a default may be left out', async () => {
    expect(await problems('let (a, _) = try await client.collection(name: "b").documents().delete(filter: "x")', '0.2.0')).toEqual([]);
    expect(await problems('let f = Field(name: "title")')).toEqual([expect.stringContaining('does not follow the order of Field.init(name:, type:, _optional?:')]);
  });

  test('calls are checked with their labels, overloads told apart by them', async () => {
    expect(
      await problems(
        'let (a, _) = try await client.collection(name: "b").documents().importBatch(jsonl, action: .upsert)\n' +
          'let (c, _) = try await client.collection(name: "b").documents().importBatch(jsonl, options: options)',
      ),
    ).toEqual([expect.stringMatching(/^client\.collection\(name:\)\.documents\(\)\.importBatch\(_:action:\): .* is deprecated/)]);
    expect(await problems('let (a, _) = try await client.collection(named: "b").retrieve()')).toEqual([
      'client.collection(named:): the labels do not match collection(name:) in Client (Sources/Typesense/Client.swift) of 1.1.0-rc.1',
    ]);
    expect(await problems('let (a, _) = try await client.collection(name: "b").update()')).toEqual([
      'client.collection(name:).update(): Collection has no update() in Collection (Sources/Typesense/Collection.swift) of 1.1.0-rc.1',
    ]);
  });

  test('built values are checked against their initializers, generic ones too; a client made in the sample is the client', async () => {
    expect(await problems('let f = Field(type: "string", name: "title")')).toHaveLength(1);
    expect(await problems('let s = SearchOverrideSchema<[String: String]>(rule: SearchOverrideRule(query: "x"), bogus: 1)')).toEqual([
      expect.stringContaining('SearchOverrideSchema has no member "bogus"'),
      expect.stringContaining('does not follow the order of SearchOverrideSchema.init('),
    ]);
    expect(
      await problems(
        'let node = Client(config: Configuration(nodes: [Node(url: "http://localhost:8108")], apiKey: "k"))\n' +
          'let (h, _) = try await node.operations().getHealth()\nlet (v, _) = try await node.operations().vote(now: true)',
      ),
    ).toEqual([expect.stringContaining('client.operations().vote(now:): the labels do not match vote()')]);
    // Types of the platform, and the sample's own structs, are not the client's.
    expect(await problems('struct Book: Codable {}\nlet data = try JSONSerialization.data(withJSONObject: [:])\nlet b = Book()')).toEqual([]);
  });

  test('an error case a catch names is a case of the client\'s error type', async () => {
    const code = (name: string) => `do {\n    let (c, _) = try await client.collection(name: "b").retrieve()\n} catch HTTPError.${name}(let code, let desc) {\n    print(code, desc)\n}`;
    expect(await problems(code('clientError'))).toEqual([]);
    expect(await problems(code('notFound'))).toEqual([expect.stringContaining('HTTPError has no notFound')]);
  });

  test('1.1.0-rc.1 added multi search parameters that 1.0.1 does not have', async () => {
    const code = 'let p = MultiSearchCollectionParameters(q: "x", rerankHybridMatches: true)';
    expect(await problems(code, '1.1.0-rc.1')).toEqual([]);
    expect(await problems(code, '1.0.1')).toEqual([expect.stringContaining('has no member "rerankHybridMatches"'), expect.stringContaining('does not follow the order')]);
  });
});

describe('Swift renderer, 2.0.0-rc.1 (Typesense 30.x)', () => {
  const H = '${TYPESENSE_HOST}';
  const get = (path: string) => `curl "${H}${path}" -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}"`;
  const put = (path: string, body: string) => `curl "${H}${path}" -X PUT -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" -d '${body}'`;
  const remove = (path: string) => `curl "${H}${path}" -X DELETE -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}"`;

  /** The rendered sample for 30.0, after checking that it parses and that 2.0.0-rc.1 has each of its calls and models. */
  async function rendered30(shell: string): Promise<string> {
    const code = renderCode(shell, '30.0');
    if (!code.startsWith('missing: ')) {
      expect(firstSyntaxError(await parseSample('swift', code))).toBeNull();
      expect(await problems(code, '2.0.0-rc.1')).toEqual([]);
    }
    return sentWith(code);
  }

  test('2.0.0-rc.1 documents 30.0 and 30.1; a release before still renders what it rendered', () => {
    expect(['30.0', '30.1'].map((version) => releaseFor(swift, version).version)).toEqual(['2.0.0-rc.1', '2.0.0-rc.1']);
    expect(releaseFor(swift, '29.1').version).toBe('1.1.0-rc.1');
    expect(render(get('/analytics/rules/r'))).toBe('let (rule, _) = try await client.analytics().rule(id: "r").retrieve()');
    expect(render(post('/analytics/rules', '{"name": "r"}'))).toBe('URLSession: no call for this request');
    expect(render(post('/analytics/events', '{"type": "click", "name": "r", "data": {"q": "x", "user_id": "u", "doc_id": "1"}}'))).toContain(
      'let event = AnalyticsEventCreateSchema(',
    );
    // Operations of 28.0 and 29.0 that 1.x has no call for.
    expect(render(get('/analytics/events?user_id=u&name=r&n=10'))).toBe('URLSession: AnalyticsEvents has no retrieve(_:)');
    expect(render(remove('/stemming/dictionaries/plurals'))).toBe('URLSession: no stemming dictionaries');
  });

  test('synonym sets and their items: synonymSet(_:) reaches one, the models are the release\'s', async () => {
    expect(await rendered30(get('/synonym_sets'))).toBe('let (synonymSets, _) = try await client.synonymSets().retrieve()');
    expect(await rendered30(get('/synonym_sets/clothing'))).toBe('let (synonymSet, _) = try await client.synonymSet("clothing").retrieve()');
    // SynonymItemSchema's initializer takes synonyms before id.
    expect(await rendered30(put('/synonym_sets/clothing', '{"items": [{"id": "coats", "synonyms": ["coat", "jacket"], "root": "coat"}]}'))).toBe(
      'let schema = SynonymSetCreateSchema(\n' +
        '    items: [SynonymItemSchema(synonyms: ["coat", "jacket"], id: "coats", root: "coat")]\n' +
        ')\n' +
        'let (synonymSet, _) = try await client.synonymSets().upsert("clothing", schema)',
    );
    expect(await rendered30(remove('/synonym_sets/clothing'))).toBe('let (result, _) = try await client.synonymSet("clothing").delete()');
    expect(await rendered30(get('/synonym_sets/clothing/items'))).toBe('let (items, _) = try await client.synonymSet("clothing").items().retrieve()');
    expect(await rendered30(get('/synonym_sets/clothing/items/coats'))).toBe('let (item, _) = try await client.synonymSet("clothing").item("coats").retrieve()');
    expect(await rendered30(put('/synonym_sets/clothing/items/coats', '{"synonyms": ["coat", "jacket"], "symbols_to_index": ["+"]}'))).toBe(
      'let schema = SynonymItemUpsertSchema(synonyms: ["coat", "jacket"], symbolsToIndex: ["+"])\n' +
        'let (item, _) = try await client.synonymSet("clothing").items().upsert("coats", schema)',
    );
    expect(await rendered30(remove('/synonym_sets/clothing/items/coats'))).toBe('let (result, _) = try await client.synonymSet("clothing").item("coats").delete()');
  });

  test('curation sets and their items; a rule\'s match is a case, metadata an AnyCodable literal', async () => {
    expect(await rendered30(get('/curation_sets'))).toBe('let (curationSets, _) = try await client.curationSets().retrieve()');
    expect(await rendered30(get('/curation_sets/promos'))).toBe('let (curationSet, _) = try await client.curationSet("promos").retrieve()');
    expect(await rendered30(put('/curation_sets/promos', '{"items": [{"id": "a", "rule": {"query": "apple", "match": "exact"}, "includes": [{"id": "422", "position": 1}]}]}'))).toBe(
      'let schema = CurationSetCreateSchema(\n' +
        '    items: [\n' +
        '        CurationItemCreateSchema(\n' +
        '            rule: CurationRule(query: "apple", match: .exact),\n' +
        '            includes: [CurationInclude(id: "422", position: 1)],\n' +
        '            id: "a"\n' +
        '        ),\n' +
        '    ]\n' +
        ')\n' +
        'let (curationSet, _) = try await client.curationSets().upsert("promos", schema)',
    );
    expect(await rendered30(remove('/curation_sets/promos'))).toBe('let (result, _) = try await client.curationSet("promos").delete()');
    expect(await rendered30(get('/curation_sets/promos/items'))).toBe('let (items, _) = try await client.curationSet("promos").items().retrieve()');
    expect(await rendered30(get('/curation_sets/promos/items/a'))).toBe('let (item, _) = try await client.curationSet("promos").item("a").retrieve()');
    expect(await rendered30(put('/curation_sets/promos/items/a', '{"rule": {"tags": ["sale"]}, "metadata": {"banner": "sale.png", "rank": 1}}'))).toBe(
      'let schema = CurationItemCreateSchema(\n' +
        '    rule: CurationRule(tags: ["sale"]),\n' +
        '    metadata: ["banner": "sale.png", "rank": 1]\n' +
        ')\n' +
        'let (item, _) = try await client.curationSet("promos").items().upsert("a", schema)',
    );
    expect(await rendered30(remove('/curation_sets/promos/items/a'))).toBe('let (result, _) = try await client.curationSet("promos").item("a").delete()');
    // A key the release's model lacks.
    expect(await rendered30(put('/curation_sets/promos/items/a', '{"rule": {"tags": ["sale"]}, "diversity": {}}'))).toBe(
      'URLSession: CurationItemCreateSchema has no property for "diversity"',
    );
  });

  test('analytics of 30.0: AnalyticsRuleCreate, one or a list; AnalyticsRuleUpdate sent to the path of its name; events', async () => {
    expect(await rendered30(post('/analytics/rules', '{"name": "q", "type": "popular_queries", "collection": "b", "event_type": "search", "params": {"limit": 100}}'))).toBe(
      'let rule = AnalyticsRuleCreate(\n' +
        '    name: "q",\n' +
        '    type: .popularQueries,\n' +
        '    collection: "b",\n' +
        '    eventType: "search",\n' +
        '    params: AnalyticsRuleCreateParams(limit: 100)\n' +
        ')\n' +
        'let (result, _) = try await client.analytics().rules().create(rule)',
    );
    expect(
      await rendered30(
        post('/analytics/rules', '[{"name": "a", "type": "log", "collection": "b", "event_type": "click"}, {"name": "c", "type": "counter", "collection": "b", "event_type": "click"}]'),
      ),
    ).toBe(
      'let rules = [\n' +
        '    AnalyticsRuleCreate(name: "a", type: .log, collection: "b", eventType: "click"),\n' +
        '    AnalyticsRuleCreate(name: "c", type: .counter, collection: "b", eventType: "click"),\n' +
        ']\n' +
        'let (results, _) = try await client.analytics().rules().createMany(rules)',
    );
    expect(await rendered30(get('/analytics/rules'))).toBe('let (rules, _) = try await client.analytics().rules().retrieveAll()');
    expect(await rendered30(get('/analytics/rules?rule_tag=home'))).toBe('let (rules, _) = try await client.analytics().rules().retrieveAll(ruleTag: "home")');
    expect(await rendered30(put('/analytics/rules/q', '{"rule_tag": "home", "params": {"limit": 500}}'))).toBe(
      'let rule = AnalyticsRuleUpdate(\n' +
        '    name: "q",\n' +
        '    ruleTag: "home",\n' +
        '    params: AnalyticsRuleCreateParams(limit: 500)\n' +
        ')\n' +
        'let (result, _) = try await client.analytics().rules().update(rule)',
    );
    expect(await rendered30(put('/analytics/rules/q', '{"name": "renamed"}'))).toBe('URLSession: no call for this request');
    expect(await rendered30(get('/analytics/rules/q'))).toBe('let (rule, _) = try await client.analytics().rule("q").retrieve()');
    expect(await rendered30(remove('/analytics/rules/q'))).toBe('let (result, _) = try await client.analytics().rule("q").delete()');
    expect(await rendered30(post('/analytics/events', '{"name": "clicks", "event_type": "click", "data": {"doc_id": "1", "user_id": "u"}}'))).toBe(
      'let event = AnalyticsEvent(\n' +
        '    name: "clicks",\n' +
        '    eventType: "click",\n' +
        '    data: AnalyticsEventData(userId: "u", docId: "1")\n' +
        ')\n' +
        'let (result, _) = try await client.analytics().events().create(event)',
    );
    expect(await rendered30(get('/analytics/events?user_id=u&name=clicks&n=10'))).toBe(
      'let params = AnalyticsEventsRetrieveParams(userId: "u", name: "clicks", n: 10)\n' +
        'let (events, _) = try await client.analytics().events().retrieve(params)',
    );
    expect(await rendered30(post('/analytics/flush', ''))).toBe('URLSession: analytics() has no call for POST /analytics/flush');
    expect(await rendered30(get('/analytics/status'))).toBe('URLSession: analytics() has no call for GET /analytics/status');
    expect(await rendered30(remove('/stemming/dictionaries/plurals'))).toBe('URLSession: no stemming dictionaries');
  });

  test('search, union multi search, presets and updates by filter in the models of 2.0.0-rc.1', async () => {
    // search(_:for:) sends the whole SearchParameters from 2.0.0-rc.1 on: a conversation goes through it too.
    expect(await rendered30(get('/collections/books/documents/search?q=x&query_by=title&conversation=true&synonym_sets=s'))).toBe(
      'let searchParameters = SearchParameters(\n' +
        '    q: "x",\n' +
        '    queryBy: "title",\n' +
        '    synonymSets: "s",\n' +
        '    conversation: true\n' +
        ')\n' +
        "// Book: your Codable struct of the collection's documents.\n" +
        'let (result, _) = try await client.collection(name: "books").documents().search(searchParameters, for: Book.self)',
    );
    // 2.0.0-rc.1's SearchParameters still has override_tags, and no curation_tags.
    expect(await rendered30(get('/collections/books/documents/search?q=x&curation_tags=sale'))).toBe('URLSession: SearchParameters has no property for "curation_tags"');
    expect(await rendered30(post('/multi_search', '{"union": true, "searches": [{"collection": "a", "q": "x"}, {"collection": "b", "q": "x"}]}'))).toBe(
      'let searchRequests = [\n' +
        '    MultiSearchCollectionParameters(q: "x", collection: "a"),\n' +
        '    MultiSearchCollectionParameters(q: "x", collection: "b"),\n' +
        ']\n' +
        'let commonParameters = MultiSearchParameters()\n' +
        'let (data, _) = try await client.multiSearch().performUnion(searchRequests: searchRequests, commonParameters: commonParameters)',
    );
    expect(await rendered30(post('/multi_search', '{"union": true, "remove_duplicates": false, "searches": []}'))).toBe(
      'URLSession: no call for this request',
    );
    expect(await rendered30(put('/presets/p', '{"value": {"q": "x"}}'))).toBe(
      'let parameters = SearchParameters(q: "x")\n' +
        'let (preset, _) = try await client.presets().upsert(\n' +
        '    presetName: "p",\n' +
        '    params: PresetUpsertSchema(value: .typeSearchParameters(parameters))\n' +
        ')',
    );
    expect(await rendered30(`curl "${H}/collections/b/documents?filter_by=x:1" -X PATCH -d '{"y": 2}'`)).toBe(
      'struct Fields: Codable {\n    let y: Int\n}\n\n' +
        'let options = UpdateDocumentsParameters(filterBy: "x:1")\n' +
        'let (result, _) = try await client.collection(name: "b").documents().update(document: Fields(y: 2), options: options)',
    );
  });
});
