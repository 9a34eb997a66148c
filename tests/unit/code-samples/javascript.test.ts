/** The JavaScript renderer (typesense-js) for the 30.x releases: the calls of 3.0.1 and of 30.2's release, and what 2.x still renders. */
import javascript, {MULTI_SEARCH_BODY} from '../../../code-samples/clients/javascript';
import {javascriptUses} from '../../../code-samples/clients/javascript/uses';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {firstSyntaxError, parseSample} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf, sentBodyKeys} from '../../../code-samples/surface/load';
import {sentWith} from './sent-with';

const H = '${TYPESENSE_HOST}';
/** The release of 30.2, as the release data says (code-samples/clients/javascript/index.ts): the tests follow it when it moves. */
const RELEASE_30_2 = releaseFor(javascript, '30.2').version;

/** The rendered sample as it is, or the tab without code: `checked` reads back what one sent with fetch says (./sent-with.ts). */
function renderCode(shell: string, serverVersion: string): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = javascript.render({serverVersion, release: releaseFor(javascript, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? rendered.code : `missing: ${rendered.detail}`;
}


/** The rendered sample of `serverVersion`, after checking that it parses and that its release has each of its calls. */
async function checked(shell: string, serverVersion = '30.0'): Promise<string> {
  const code = renderCode(shell, serverVersion);
  if (!code.startsWith('missing: ')) {
    const release = releaseFor(javascript, serverVersion);
    const parsed = await parseSample('javascript', code);
    expect(firstSyntaxError(parsed)).toBeNull();
    expect(checkUses(javascriptUses(parsed), releaseSurfaceOf(javascript.surface, release), `typesense ${release.version}`)).toEqual([]);
  }
  return sentWith(code);
}

describe("JavaScript renderer, 3.0.1 and 30.2's release (Typesense 30.x)", () => {
  test("3.0.1 documents 30.0 and 30.1, 30.2's release the working copy too; 2.1.0 still documents 29.x", () => {
    expect(['30.0', '30.1', 'current'].map((version) => releaseFor(javascript, version).version)).toEqual(['3.0.1', '3.0.1', RELEASE_30_2]);
    expect(releaseFor(javascript, '29.1').version).toBe('2.1.0');
  });

  test('synonym sets: client.synonymSets(name), and its items: items() lists and upserts them, items(id) reads and deletes one', async () => {
    expect(await checked(`curl "${H}/synonym_sets"`)).toBe('const synonymSets = await client.synonymSets().retrieve();');
    expect(await checked(`curl "${H}/synonym_sets/clothing"`)).toBe("const synonymSet = await client.synonymSets('clothing').retrieve();");
    expect(await checked(`curl "${H}/synonym_sets/clothing" -X PUT -d '{"items": [{"id": "coats", "synonyms": ["coat", "jacket"]}]}'`)).toBe(
      "await client.synonymSets('clothing').upsert({\n  items: [{id: 'coats', synonyms: ['coat', 'jacket']}],\n});",
    );
    expect(await checked(`curl "${H}/synonym_sets/clothing" -X DELETE`)).toBe("await client.synonymSets('clothing').delete();");
    expect(await checked(`curl "${H}/synonym_sets/clothing/items"`)).toBe("const items = await client.synonymSets('clothing').items().retrieve();");
    expect(await checked(`curl "${H}/synonym_sets/clothing/items?limit=10"`)).toBe(
      "// typesense-js 3.0.1's synonymSets(name).items().retrieve() takes no options; its low-level apiCall sends the request.\n" +
        "const response = await client.apiCall.get('/synonym_sets/clothing/items', {\n  limit: 10,\n});",
    );
    expect(await checked(`curl "${H}/synonym_sets/clothing/items/coats"`)).toBe("const item = await client.synonymSets('clothing').items('coats').retrieve();");
    expect(await checked(`curl "${H}/synonym_sets/clothing/items/coats" -X PUT -d '{"synonyms": ["coat", "jacket"]}'`)).toBe(
      "await client.synonymSets('clothing').items().upsert('coats', {\n  synonyms: ['coat', 'jacket'],\n});",
    );
    expect(await checked(`curl "${H}/synonym_sets/clothing/items/coats" -X DELETE`)).toBe("await client.synonymSets('clothing').items('coats').delete();");
  });

  test('curation sets: client.curationSets(name), and its items: items(id) reads, upserts and deletes one', async () => {
    expect(await checked(`curl "${H}/curation_sets"`)).toBe('const curationSets = await client.curationSets().retrieve();');
    expect(await checked(`curl "${H}/curation_sets/promos"`)).toBe("const curationSet = await client.curationSets('promos').retrieve();");
    expect(await checked(`curl "${H}/curation_sets/promos" -X PUT -d '{"items": [{"id": "a", "rule": {"query": "apple", "match": "exact"}}]}'`)).toBe(
      "await client.curationSets('promos').upsert({\n  items: [{id: 'a', rule: {query: 'apple', match: 'exact'}}],\n});",
    );
    expect(await checked(`curl "${H}/curation_sets/promos" -X DELETE`)).toBe("await client.curationSets('promos').delete();");
    expect(await checked(`curl "${H}/curation_sets/promos/items"`)).toBe("const items = await client.curationSets('promos').items().retrieve();");
    expect(await checked(`curl "${H}/curation_sets/promos/items/a"`)).toBe("const item = await client.curationSets('promos').items('a').retrieve();");
    expect(await checked(`curl "${H}/curation_sets/promos/items/a" -X PUT -d '{"rule": {"tags": ["sale"]}, "filter_by": "sale:true"}'`)).toBe(
      "await client.curationSets('promos').items('a').upsert({\n  rule: {tags: ['sale']},\n  filter_by: 'sale:true',\n});",
    );
    expect(await checked(`curl "${H}/curation_sets/promos/items/a" -X DELETE`)).toBe("await client.curationSets('promos').items('a').delete();");
  });

  test('analytics of 30.0: create() posts one rule or an array, the rules come as an array, events are sent and listed', async () => {
    expect(await checked(`curl "${H}/analytics/rules" -X POST -d '{"name": "q", "type": "popular_queries", "collection": "b", "event_type": "search"}'`)).toBe(
      "const rule = await client.analytics.rules().create({\n  name: 'q',\n  type: 'popular_queries',\n  collection: 'b',\n  event_type: 'search',\n});",
    );
    expect(await checked(`curl "${H}/analytics/rules" -X POST -d '[{"name": "a", "type": "log"}, {"name": "b", "type": "log"}]'`)).toBe(
      "const rules = await client.analytics.rules().create([\n  {name: 'a', type: 'log'},\n  {name: 'b', type: 'log'},\n]);",
    );
    expect(await checked(`curl "${H}/analytics/rules"`)).toBe('const rules = await client.analytics.rules().retrieve();');
    expect(await checked(`curl "${H}/analytics/rules?rule_tag=home"`)).toBe("const rules = await client.analytics.rules().retrieve('home');");
    expect(await checked(`curl "${H}/analytics/rules/q" -X PUT -d '{"rule_tag": "home", "params": {"limit": 500}}'`)).toBe(
      "await client.analytics.rules().upsert('q', {\n  rule_tag: 'home',\n  params: {limit: 500},\n});",
    );
    expect(await checked(`curl "${H}/analytics/rules/q"`)).toBe("const rule = await client.analytics.rules('q').retrieve();");
    expect(await checked(`curl "${H}/analytics/rules/q" -X DELETE`)).toBe("await client.analytics.rules('q').delete();");
    expect(await checked(`curl "${H}/analytics/events" -X POST -d '{"name": "clicks", "event_type": "click", "data": {"doc_id": "1"}}'`)).toBe(
      "await client.analytics.events().create({\n  name: 'clicks',\n  event_type: 'click',\n  data: {doc_id: '1'},\n});",
    );
    expect(await checked(`curl "${H}/analytics/events?user_id=u&name=clicks&n=10"`)).toBe(
      "const {events} = await client.analytics.events().retrieve({\n  user_id: 'u',\n  name: 'clicks',\n  n: 10,\n});",
    );
    // No method flushes them or reads their status: the low-level apiCall sends those requests.
    expect(await checked(`curl "${H}/analytics/flush" -X POST`)).toBe(
      "// typesense-js 3.0.1 has no method for POST /analytics/flush; its low-level apiCall sends the request.\nconst response = await client.apiCall.post('/analytics/flush');",
    );
    expect(await checked(`curl "${H}/analytics/status"`, '30.2')).toBe(
      `// typesense-js ${RELEASE_30_2} has no method for GET /analytics/status; its low-level apiCall sends the request.\nconst response = await client.apiCall.get('/analytics/status');`,
    );
  });

  test('stemming dictionaries are deleted, and schema changes read, from 3.0.1 on', async () => {
    for (const version of ['30.0', '30.2']) {
      expect(await checked(`curl "${H}/stemming/dictionaries/plurals" -X DELETE`, version)).toBe("await client.stemming.dictionaries('plurals').delete();");
      expect(await checked(`curl "${H}/operations/schema_changes"`, version)).toBe('const changes = await client.operations.getSchemaChanges();');
    }
  });

  test("30.x's search parameters go in the search's options; a union's searches are what perform() sends", async () => {
    expect(
      await checked(
        `curl -G "${H}/collections/b/documents/search" --data-urlencode "q=coat" --data-urlencode "synonym_sets=clothing" --data-urlencode "curation_tags=sale" --data-urlencode "enable_curations=false" --data-urlencode "group_max_candidates=100"`,
        '30.2',
      ),
    ).toBe(
      "const results = await client.collections('b').documents().search({\n  q: 'coat',\n  synonym_sets: 'clothing',\n  curation_tags: 'sale',\n  enable_curations: false,\n  group_max_candidates: 100,\n});",
    );
    expect(await checked(`curl "${H}/multi_search" -X POST -d '{"union": true, "searches": [{"collection": "b", "q": "coat"}]}'`)).toBe(
      "const response = await client.multiSearch.perform({\n  union: true,\n  searches: [{collection: 'b', q: 'coat'}],\n});",
    );
    // perform() builds its body from the union and the searches: remove_duplicates goes with the low-level apiCall.
    expect(await checked(`curl "${H}/multi_search" -X POST -d '{"union": true, "remove_duplicates": false, "searches": [{"collection": "b", "q": "coat"}]}'`)).toBe(
      "// typesense-js 3.0.1's multiSearch.perform() sends the union and searches of the body and nothing else; its low-level apiCall sends the request.\n" +
        "const response = await client.apiCall.post('/multi_search', {\n  union: true,\n  remove_duplicates: false,\n  searches: [{collection: 'b', q: 'coat'}],\n});",
    );
    // 3.1.0's perform() sends a union's remove_duplicates too (its surface records the keys): 30.2's release calls it as its keys say.
    const keysOf = (version: string) => sentBodyKeys(javascript.surface, javascript.releases.find((release) => release.version === version)!, MULTI_SEARCH_BODY);
    expect(keysOf('3.0.6')).toEqual(['union', 'searches']);
    expect(keysOf('3.1.0')).toEqual(['union', 'remove_duplicates', 'searches']);
    const removeDuplicates = await checked(`curl "${H}/multi_search" -X POST -d '{"union": true, "remove_duplicates": false, "searches": [{"collection": "b", "q": "coat"}]}'`, '30.2');
    expect(removeDuplicates.startsWith('const response = await client.multiSearch.perform({\n  union: true,\n  remove_duplicates: false,')).toBe(
      keysOf(RELEASE_30_2)!.includes('remove_duplicates'),
    );
    expect(await checked(`curl "${H}/collections?src_name=books&copy_documents=true" -X POST -d '{"name": "books_copy"}'`)).toBe(
      "const collection = await client.collections().create({name: 'books_copy'}, {\n  src_name: 'books',\n  copy_documents: true,\n});",
    );
  });

  test('a release before 30.0 still renders what it rendered, and says what it lacks of the new operations', async () => {
    expect(await checked(`curl "${H}/analytics/rules"`, '29.0')).toBe('const {rules} = await client.analytics.rules().retrieve();');
    expect(await checked(`curl "${H}/analytics/rules" -X POST -d '{"name": "r"}'`, '29.0')).toBe(
      "// typesense-js 2.1.0's analytics.rules() upserts a rule by name with PUT and has no POST /analytics/rules; its low-level apiCall sends the request.\n" +
        "const response = await client.apiCall.post('/analytics/rules', {name: 'r'});",
    );
    expect(await checked(`curl "${H}/analytics/rules/r" -X PUT -d '{"type": "counter"}'`, '29.0')).toBe("await client.analytics.rules().upsert('r', {type: 'counter'});");
    expect(await checked(`curl "${H}/operations/schema_changes"`, '29.0')).toBe(
      "// typesense-js 2.1.0's operations.perform() sends POST, and this endpoint takes GET; its low-level apiCall sends the request.\n" +
        "const response = await client.apiCall.get('/operations/schema_changes');",
    );
    expect(await checked(`curl "${H}/multi_search" -X POST -d '{"union": true, "searches": [{"collection": "b", "q": "coat"}]}'`, '29.0')).toBe(
      "const response = await client.multiSearch.perform({\n  union: true,\n  searches: [{collection: 'b', q: 'coat'}],\n});",
    );
    // Operations of 28.0 and 29.0 that 2.x has no call for: its low-level apiCall sends them.
    expect(await checked(`curl "${H}/analytics/events?user_id=u&name=clicks&n=10"`, '28.0')).toBe(
      "// typesense-js 2.0.3's AnalyticsEvents has no retrieve(); its low-level apiCall sends the request.\n" +
        "const response = await client.apiCall.get('/analytics/events', {\n  user_id: 'u',\n  name: 'clicks',\n  n: 10,\n});",
    );
    expect(await checked(`curl "${H}/stemming/dictionaries/plurals" -X DELETE`, '29.0')).toBe(
      "// typesense-js 2.1.0's StemmingDictionary has no delete(); its low-level apiCall sends the request.\n" +
        "const response = await client.apiCall.delete('/stemming/dictionaries/plurals');",
    );
  });
});

describe("JavaScript renderer: the low-level apiCall, where a release has no call for the request", () => {
  test('30.x: a request of the new operations that no method sends, with its query and body as the Shell sample sends them', async () => {
    expect(await checked(`curl "${H}/curation_sets/promos/items?limit=10&offset=20"`)).toBe(
      "// typesense-js 3.0.1's curationSets(name).items().retrieve() takes no options; its low-level apiCall sends the request.\n" +
        "const response = await client.apiCall.get('/curation_sets/promos/items', {\n  limit: 10,\n  offset: 20,\n});",
    );
    expect(await checked(`curl "${H}/config" -X POST -d '{"log-slow-requests-time-ms": 1500}'`, '30.2')).toBe(
      `// typesense-js ${RELEASE_30_2} has no method for POST /config; its low-level apiCall sends the request.\n` +
        "const response = await client.apiCall.post('/config', {\n  'log-slow-requests-time-ms': 1500,\n});",
    );
    // The path is sent as the Shell sample sends it: each part encoded.
    expect(await checked(`curl "${H}/collections/b/documents/a%20b?include_fields=title"`)).toBe(
      "// typesense-js 3.0.1's documents(id).retrieve() takes no options; its low-level apiCall sends the request.\n" +
        "const response = await client.apiCall.get('/collections/b/documents/a%20b', {\n  include_fields: 'title',\n});",
    );
  });

  test('an older release with apiCall (1.x) sends what its calls cannot: an update by filter, the stats', async () => {
    expect(await checked(`curl "${H}/collections/b/documents?filter_by=x:1" -X PATCH -d '{"a": 1}'`, '0.24.0')).toBe(
      "// typesense-js 1.5.0's documents().update() sends POST ?action=update, not an update by filter; its low-level apiCall sends the request.\n" +
        "const response = await client.apiCall.patch(\n  '/collections/b/documents',\n  {a: 1},\n  {filter_by: 'x:1'},\n);",
    );
    expect(await checked(`curl "${H}/stats.json"`, '26.0')).toBe(
      "// typesense-js 1.8.2's Client has no stats; its low-level apiCall sends the request.\nconst response = await client.apiCall.get('/stats.json');",
    );
  });

  test('a release without a public apiCall (0.x keeps it as _apiCall), and a request apiCall cannot send, go with fetch, the comment saying what the release lacks', async () => {
    expect(await checked(`curl "${H}/keys"`, '0.12.0')).toBe('fetch: Client has no keys()');
    expect(await checked(`curl "${H}/collections/b/overrides/o" -X PUT -d '{"rule": {"query": "x", "match": "exact"}}'`, '0.17.0')).toBe(
      'fetch: Overrides has no upsert()',
    );
    // performRequest() drops an empty body: the request would go without the one the Shell sample sends.
    expect(await checked(`curl "${H}/config" -X POST -d '{}'`)).toBe('fetch: no call for this request');
  });
});
