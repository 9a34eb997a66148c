/**
 * The indexer's upload against a real Typesense server, in addition to the
 * stand-in of tests/unit/indexer: Typesense 0.24.1, the only server binary a
 * registry this project reaches ships (TEST_SERVER in src/constants.ts, started
 * by scripts/lib/typesense-server.ts).
 *
 * 0.24.1 predates auto-embedding (0.25), so the site's schema, whose
 * `embedding` Typesense computes itself, is refused there: the test checks
 * that the indexer says so and changes nothing, then runs the whole upload
 * (create, import, alias swap, dropping old collections, a query through the
 * alias) with the schema less `embedding`.
 */
import {Client} from 'typesense';
import {uploadRecords, type UploadParams} from '../../scripts/indexer/upload';
import {extractRecords, type DocSearchRecord} from '../../scripts/indexer/records';
import {shownPlaces} from '../../scripts/bench/search';
import {keywordOnly, searchBoxRequest} from '../../src/search-request';
import {withPathLine, type BoxHit} from '../../src/search-hits';
import {SEARCH, TEST_SERVER} from '../../src/constants';
import {adminClient, schemaWithoutEmbedding, startTypesenseServer, type RunningTypesense} from '../../scripts/lib/typesense-server';

const SERVER_VERSION = TEST_SERVER.version;
const API_KEY = 'real-server-admin-key';

function records(count: number): DocSearchRecord[] {
  return Array.from({length: count}, (_, i) => ({
    'hierarchy.lvl0': 'API Reference',
    'hierarchy.lvl1': 'Collections',
    'hierarchy.lvl2': i === 0 ? 'Create a collection' : `Section ${i}`,
    content: i === 0 ? 'Send a POST request with the schema.' : `Paragraph ${i}`,
    url: `https://typesense.org/docs/29.0/api/collections.html#s${i}`,
    url_without_anchor: 'https://typesense.org/docs/29.0/api/collections.html',
    anchor: `s${i}`,
    type: i === 0 ? 'lvl2' : 'content',
    item_priority: i === 0 ? 3 : 1,
    tie_breaker: 99_999 - i,
    docusaurus_tag: 'docs-default-29.0',
    language: 'en',
    version: '29.0',
  }));
}

let server: RunningTypesense;
let client: Client;

beforeAll(async () => {
  server = await startTypesenseServer(API_KEY);
  client = adminClient(server);
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

const params = (minute: number, extra: Partial<UploadParams> = {}): UploadParams => ({
  client,
  records: records(450),
  alias: SEARCH.collectionName,
  now: new Date(Date.UTC(2026, 10, 25, 12, minute)),
  batchSize: SEARCH.importBatchSize,
  keep: SEARCH.collectionsKept,
  ...extra,
});

test(`Typesense ${SERVER_VERSION} runs the upload: create, import, alias swap, old collections dropped, a query through the alias`, async () => {
  const runs = [];
  for (const minute of [0, 1, 2]) {
    runs.push(await uploadRecords(params(minute, {schema: schemaWithoutEmbedding})));
  }
  expect(runs).toEqual([
    {collection: 'typesense_docs_20261125_120000', previous: null, imported: 450, dropped: []},
    {collection: 'typesense_docs_20261125_120100', previous: 'typesense_docs_20261125_120000', imported: 450, dropped: []},
    {collection: 'typesense_docs_20261125_120200', previous: 'typesense_docs_20261125_120100', imported: 450, dropped: ['typesense_docs_20261125_120000']},
  ]);
  expect((await client.collections().retrieve()).map((c) => [c.name, c.num_documents]).sort()).toEqual([
    ['typesense_docs_20261125_120100', 450],
    ['typesense_docs_20261125_120200', 450],
  ]);
  expect((await client.aliases(SEARCH.collectionName).retrieve()).collection_name).toBe('typesense_docs_20261125_120200');
  const found = await client.collections(SEARCH.collectionName).documents().search({
    q: 'create collection',
    query_by: SEARCH.queryBy.filter((field) => field !== 'embedding').join(','),
    filter_by: 'docusaurus_tag:=[default,docs-default-29.0] && language:=en',
    group_by: 'url',
    group_limit: 3,
  });
  expect(found.grouped_hits?.[0]?.hits[0]?.document).toMatchObject({'hierarchy.lvl2': 'Create a collection', anchor: 's0'});
}, 300_000);

test(`the site's schema, which needs auto-embedding, fails on ${SERVER_VERSION} with the server's reason, and readers keep the live collection`, async () => {
  const before = (await client.aliases(SEARCH.collectionName).retrieve()).collection_name;
  await expect(uploadRecords(params(3))).rejects.toThrow(/records in batch 1 were rejected; .*Field `embedding` has been declared in the schema, but is not found in the document/);
  expect((await client.aliases(SEARCH.collectionName).retrieve()).collection_name).toBe(before);
  expect((await client.collections().retrieve()).map((c) => c.name)).not.toContain('typesense_docs_20261125_120300');
}, 120_000);

/**
 * The box's own request (src/search-request.ts, less its vector half, as the bench and a
 * DOCS_SEARCH_VECTOR=off build send it) over records the indexer extracts from pages: what the
 * ranking of item_priority and tie_breaker (scripts/indexer/records.ts) does on a real server.
 */
describe(`the box's request on Typesense ${SERVER_VERSION}, over the indexer's records`, () => {
  const COLLECTION = 'box_request_records';
  const OLD = '0.25.2';
  const apiPage = (version: string) =>
    extractRecords(
      `<head><meta name="docsearch:version" content="${version}"><meta name="docusaurus_tag" content="docs-default-${version}"></head>` +
        '<main><h1>Vector Search</h1><p>Find documents by the distance between their vectors and the query’s.</p>' +
        '<h2 id="hybrid-search">Hybrid Search</h2><p>Combine a keyword match with a nearest-neighbour search on the same field.</p></main>',
      `https://typesense.org/docs/${version}/api/vector-search.html`,
    );
  // A Guide demo whose title holds the query among other words, about a feature newer than 0.23.0.
  const guideDemo = extractRecords(
    '<main><h1>Semantic and Hybrid Search over Forum Comments</h1><p data-available-since="0.25.0">Available from Typesense v0.25.0</p>' +
      '<p>A demo app that searches forum comments by meaning and by keyword.</p></main>',
    'https://typesense.org/docs/guide/reference-implementations/forum-comments-search.html',
  );

  beforeAll(async () => {
    await client.collections().create(schemaWithoutEmbedding(COLLECTION));
    await client.collections(COLLECTION).documents().import([...apiPage(OLD), ...apiPage('0.23.0'), ...guideDemo], {action: 'create'});
  }, 60_000);

  async function shown(q: string, apiVersion: string): Promise<{places: string[]; hits: (BoxHit & DocSearchRecord)[]}> {
    const request = {...keywordOnly(searchBoxRequest(q, {apiVersion})), collection: COLLECTION};
    const {results} = await client.multiSearch.perform({searches: [request]}, {});
    const result = results[0] as unknown as {error?: string; grouped_hits?: {hits: {document: BoxHit & DocSearchRecord}[]}[]};
    expect(result.error).toBeUndefined();
    const hits = (result.grouped_hits ?? []).map((group) => group.hits[0]!.document);
    return {places: shownPlaces(hits).map((place) => place.replace(/^\/docs\//, '')), hits};
  }

  test('the version’s own heading that says the query comes before a Guide page whose title holds it among other words', async () => {
    expect((await shown('hybrid search', OLD)).places).toEqual([`${OLD}/api/vector-search.html#hybrid-search`, 'guide/reference-implementations/forum-comments-search.html']);
  });

  test(`a Guide result about a feature newer than the version searched comes back with its since field, and says so`, async () => {
    const {hits} = await shown('forum comments', '0.23.0');
    const demo = hits.find((hit) => hit.url.includes('/guide/'))!;
    expect(demo).toMatchObject({type: 'lvl1', since: '0.25.0'});
    expect(withPathLine(demo, {version: '0.23.0'})._highlightResult?.['hierarchy.lvl1']?.value).toMatch(/<span class="search-hit-since">from 0\.25\.0 on<\/span>$/);
    expect(withPathLine(demo, {version: OLD})._highlightResult?.['hierarchy.lvl1']?.value ?? '').not.toContain('search-hit-since');
  });
});
