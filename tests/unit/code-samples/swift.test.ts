/** The Swift renderer (typesense-swift), its sample reader and its part of the surface check. */
import swift, {codableStruct, documentTypeName} from '../../../code-samples/clients/swift';
import {swiftUses} from '../../../code-samples/clients/swift/uses';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {parseSample, firstSyntaxError} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';

function render(shell: string, serverVersion = '29.0'): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = swift.render({serverVersion, release: releaseFor(swift, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? rendered.code : `missing: ${rendered.detail}`;
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

  test('a key no property of the model encodes, and an operation the release has no call for, get the missing tab', () => {
    expect(render(post('/collections/books/documents/search', '').replace(' -X POST', '').replace(/ -H "Content-Type[^"]*"/, '').replace(/ -d '.*'$/, '').replace('search"', 'search?q=x&nl_query=true"'))).toBe(
      'missing: SearchParameters has no property for "nl_query"',
    );
    expect(render('curl "${TYPESENSE_HOST}/stemming/dictionaries" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"')).toBe('missing: no stemming dictionaries');
    expect(render(`curl "\${TYPESENSE_HOST}/collections/books" -X PATCH -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" -d '{"fields": []}'`)).toBe(
      'missing: collection(name:) has no update',
    );
  });

  test('28.0 is documented by 1.0.1, which lacks what 1.1.0-rc.1 added to multi search', () => {
    const shell = post('/multi_search', '{"searches": [{"collection": "products", "q": "mug", "rerank_hybrid_matches": true}]}');
    expect(render(shell, '28.0')).toBe('missing: MultiSearchCollectionParameters has no property for "rerank_hybrid_matches"');
    expect(render(shell, '29.0')).toContain('MultiSearchCollectionParameters(q: "mug", collection: "products", rerankHybridMatches: true)');
  });

  test('JSON lines are sent as Data of a multi-line string, and an import action is a case of ActionModes', async () => {
    const code = render(
      `curl "\${TYPESENSE_HOST}/collections/books/documents/import?action=upsert" -X POST -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" --data-binary '{"id": "1", "title": "a \\\\ b"}'`,
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
    expect(render(exported, '0.22.1')).toBe('missing: Documents has no export(options:)');
    expect(render(exported.replace('?filter_by=year:<1900', ''), '0.22.1')).toBe('let (jsonl, _) = try await client.collection(name: "books").documents().export()');
  });

  test('a release without a resource, or without a model, says which', () => {
    expect(render('curl "${TYPESENSE_HOST}/collections/books/overrides" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"', '0.22.1')).toBe(
      'missing: Collection has no overrides()',
    );
    expect(render(post('/collections/books/documents/import?action=upsert&batch_size=50', '{"id": "1"}').replace('-d', '--data-binary'), '0.22.1')).toBe(
      'missing: Documents has no importBatch(_:options:)',
    );
  });
});

describe('Swift reader and surface check', () => {
  test('a parameter without a default must be given; one with a default may be left out', async () => {
    expect(await problems('let (a, _) = try await client.collection(name: "b").documents().delete(filter: "x")')).toEqual([]);
    expect(await problems('let f = Field(name: "title")')).toEqual([expect.stringContaining('does not follow the order of Field.init(name:, type:, _optional?:')]);
  });

  test('calls are checked with their labels, overloads told apart by them', async () => {
    expect(
      await problems(
        'let (a, _) = try await client.collection(name: "b").documents().importBatch(jsonl, action: .upsert)\n' +
          'let (c, _) = try await client.collection(name: "b").documents().importBatch(jsonl, options: options)',
      ),
    ).toEqual([]);
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
