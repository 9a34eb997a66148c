/** The Python renderer (typesense-python) for its 30.x release, 2.0.0, what 1.x still renders, and the reader of 2.0.0's sources. */
import python from '../../../code-samples/clients/python';
import {pythonUses} from '../../../code-samples/clients/python/uses';
import {releaseFor} from '../../../code-samples/clients';
import {matchOperation} from '../../../code-samples/operations';
import {firstSyntaxError, parseSample} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';
import {pythonRelease} from '../../../scripts/code-samples/extract-surface';

const H = '${TYPESENSE_HOST}';
/** The release of 30.2, as the release data says (code-samples/clients/python/index.ts): the tests follow it when it moves. */
const RELEASE_30_2 = releaseFor(python, '30.2').version;

function render(shell: string, serverVersion: string): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const call = matchOperation(parsed.request)!;
  const rendered = python.render({serverVersion, release: releaseFor(python, serverVersion), call, request: parsed.request});
  return rendered.kind === 'code' ? rendered.code : `missing: ${rendered.detail}`;
}

/** The rendered sample of `serverVersion`, after checking that it parses and that its release has each of its calls. */
async function checked(shell: string, serverVersion = '30.0'): Promise<string> {
  const code = render(shell, serverVersion);
  if (!code.startsWith('missing: ')) {
    const release = releaseFor(python, serverVersion);
    const parsed = await parseSample('python', code);
    expect(firstSyntaxError(parsed)).toBeNull();
    expect(checkUses(pythonUses(parsed), releaseSurfaceOf(python.surface, release), `typesense ${release.version}`)).toEqual([]);
  }
  return code;
}

describe('Python renderer, 2.0.0 (Typesense 30.x)', () => {
  test("2.0.0 documents 30.0 and 30.1, 30.2's release the working copy too; 1.1.1 still documents 29.x", () => {
    expect(['30.0', '30.1', 'current'].map((version) => releaseFor(python, version).version)).toEqual(['2.0.0', '2.0.0', RELEASE_30_2]);
    expect(releaseFor(python, '29.1').version).toBe('1.1.1');
  });

  test('synonym sets: client.synonym_sets[name], whose items are its list_items(), get_item(), upsert_item() and delete_item()', async () => {
    expect(await checked(`curl "${H}/synonym_sets"`)).toBe('synonym_sets = client.synonym_sets.retrieve()');
    expect(await checked(`curl "${H}/synonym_sets/clothing"`)).toBe('synonym_set = client.synonym_sets["clothing"].retrieve()');
    expect(await checked(`curl "${H}/synonym_sets/clothing" -X PUT -d '{"items": [{"id": "coats", "synonyms": ["coat", "jacket"]}]}'`)).toBe(
      'client.synonym_sets["clothing"].upsert({\n    "items": [{"id": "coats", "synonyms": ["coat", "jacket"]}],\n})',
    );
    expect(await checked(`curl "${H}/synonym_sets/clothing" -X DELETE`)).toBe('client.synonym_sets["clothing"].delete()');
    expect(await checked(`curl "${H}/synonym_sets/clothing/items"`)).toBe('items = client.synonym_sets["clothing"].list_items()');
    expect(await checked(`curl "${H}/synonym_sets/clothing/items?limit=10&offset=20"`)).toBe(
      'items = client.synonym_sets["clothing"].list_items(limit=10, offset=20)',
    );
    expect(await checked(`curl "${H}/synonym_sets/clothing/items?q=coat"`)).toBe(
      "# typesense-python 2.0.0's list_items() sends limit and offset and no other query parameter; its low-level api_call sends the request.\n" +
        'response = client.api_call.get(\n    "/synonym_sets/clothing/items", entity_type=dict, params={"q": "coat"}\n)',
    );
    expect(await checked(`curl "${H}/synonym_sets/clothing/items/coats"`)).toBe('item = client.synonym_sets["clothing"].get_item("coats")');
    expect(await checked(`curl "${H}/synonym_sets/clothing/items/coats" -X PUT -d '{"synonyms": ["coat", "jacket"]}'`)).toBe(
      'client.synonym_sets["clothing"].upsert_item("coats", {"synonyms": ["coat", "jacket"]})',
    );
    expect(await checked(`curl "${H}/synonym_sets/clothing/items/coats" -X DELETE`)).toBe('client.synonym_sets["clothing"].delete_item("coats")');
  });

  test('curation sets: client.curation_sets[name], and its items', async () => {
    expect(await checked(`curl "${H}/curation_sets"`)).toBe('curation_sets = client.curation_sets.retrieve()');
    expect(await checked(`curl "${H}/curation_sets/promos"`)).toBe('curation_set = client.curation_sets["promos"].retrieve()');
    expect(await checked(`curl "${H}/curation_sets/promos" -X PUT -d '{"items": [{"id": "a", "rule": {"query": "apple", "match": "exact"}}]}'`)).toBe(
      'client.curation_sets["promos"].upsert({\n    "items": [{"id": "a", "rule": {"query": "apple", "match": "exact"}}],\n})',
    );
    expect(await checked(`curl "${H}/curation_sets/promos" -X DELETE`)).toBe('client.curation_sets["promos"].delete()');
    expect(await checked(`curl "${H}/curation_sets/promos/items"`)).toBe('items = client.curation_sets["promos"].list_items()');
    expect(await checked(`curl "${H}/curation_sets/promos/items/a"`)).toBe('item = client.curation_sets["promos"].get_item("a")');
    expect(await checked(`curl "${H}/curation_sets/promos/items/a" -X PUT -d '{"rule": {"tags": ["sale"]}, "filter_by": "sale:true"}'`)).toBe(
      'client.curation_sets["promos"].upsert_item("a", {\n    "rule": {"tags": ["sale"]},\n    "filter_by": "sale:true",\n})',
    );
    expect(await checked(`curl "${H}/curation_sets/promos/items/a" -X DELETE`)).toBe('client.curation_sets["promos"].delete_item("a")');
  });

  test('analytics of 30.0: create() takes one rule, rules are listed by tag, events are sent, listed, flushed, and their status read', async () => {
    expect(await checked(`curl "${H}/analytics/rules" -X POST -d '{"name": "q", "type": "popular_queries", "collection": "b", "event_type": "search"}'`)).toBe(
      'rule = client.analytics.rules.create({\n    "name": "q",\n    "type": "popular_queries",\n    "collection": "b",\n    "event_type": "search",\n})',
    );
    // create() takes one rule: a list of them goes with the low-level api_call.
    expect(await checked(`curl "${H}/analytics/rules" -X POST -d '[{"name": "a", "type": "log"}, {"name": "b", "type": "log"}]'`)).toBe(
      "# typesense-python 2.0.0's analytics.rules.create() takes one rule, not a list of rules; its low-level api_call sends the request.\n" +
        'response = client.api_call.post(\n    "/analytics/rules",\n    entity_type=dict,\n    body=[{"name": "a", "type": "log"}, {"name": "b", "type": "log"}],\n)',
    );
    expect(await checked(`curl "${H}/analytics/rules"`)).toBe('rules = client.analytics.rules.retrieve()');
    expect(await checked(`curl "${H}/analytics/rules?rule_tag=home"`)).toBe('rules = client.analytics.rules.retrieve(rule_tag="home")');
    expect(await checked(`curl "${H}/analytics/rules/q" -X PUT -d '{"rule_tag": "home"}'`)).toBe('client.analytics.rules.upsert("q", {"rule_tag": "home"})');
    expect(await checked(`curl "${H}/analytics/rules/q"`)).toBe('rule = client.analytics.rules["q"].retrieve()');
    expect(await checked(`curl "${H}/analytics/rules/q" -X DELETE`)).toBe('client.analytics.rules["q"].delete()');
    expect(await checked(`curl "${H}/analytics/events" -X POST -d '{"name": "clicks", "event_type": "click", "data": {"doc_id": "1"}}'`)).toBe(
      'client.analytics.events.create({\n    "name": "clicks",\n    "event_type": "click",\n    "data": {"doc_id": "1"},\n})',
    );
    expect(await checked(`curl "${H}/analytics/events?user_id=u&name=clicks&n=10"`)).toBe(
      'events = client.analytics.events.retrieve(user_id="u", name="clicks", n=10)',
    );
    expect(await checked(`curl "${H}/analytics/events?user_id=u&name=clicks"`)).toBe(
      "# typesense-python 2.0.0's analytics.events.retrieve() sends user_id, name and n, each required, and no other query parameter; its low-level api_call sends the request.\n" +
        'response = client.api_call.get(\n    "/analytics/events", entity_type=dict, params={"user_id": "u", "name": "clicks"}\n)',
    );
    expect(await checked(`curl "${H}/analytics/flush" -X POST`)).toBe('client.analytics.events.flush()');
    expect(await checked(`curl "${H}/analytics/status"`)).toBe('status = client.analytics.events.status()');
  });

  test('natural language search models came in 1.2.0; stemming dictionaries have no delete(); schema changes are a GET that perform() does not send', async () => {
    expect(await checked(`curl "${H}/nl_search_models"`)).toBe('models = client.nl_search_models.retrieve()');
    expect(await checked(`curl "${H}/nl_search_models" -X POST -d '{"id": "m", "model_name": "openai/gpt-4o"}'`)).toBe(
      'model = client.nl_search_models.create({"id": "m", "model_name": "openai/gpt-4o"})',
    );
    expect(await checked(`curl "${H}/nl_search_models/m"`)).toBe('model = client.nl_search_models["m"].retrieve()');
    expect(await checked(`curl "${H}/nl_search_models/m" -X PUT -d '{"max_bytes": 1024}'`)).toBe('model = client.nl_search_models["m"].update({"max_bytes": 1024})');
    expect(await checked(`curl "${H}/nl_search_models/m" -X DELETE`)).toBe('client.nl_search_models["m"].delete()');
    expect(await checked(`curl "${H}/stemming/dictionaries/plurals" -X DELETE`)).toBe(
      "# typesense-python 2.0.0's StemmingDictionary has no delete(); its low-level api_call sends the request.\n" +
        'response = client.api_call.delete("/stemming/dictionaries/plurals", entity_type=dict)',
    );
    expect(await checked(`curl "${H}/operations/schema_changes"`)).toBe(
      "# typesense-python 2.0.0's operations.perform() sends POST, and this endpoint takes GET; its low-level api_call sends the request.\n" +
        'response = client.api_call.get("/operations/schema_changes", entity_type=dict)',
    );
  });

  test("30.x's search parameters go in the search's dict; perform() sends a union and its searches", async () => {
    expect(
      await checked(`curl -G "${H}/collections/b/documents/search" --data-urlencode "q=coat" --data-urlencode "synonym_sets=clothing" --data-urlencode "curation_tags=sale" --data-urlencode "enable_curations=false"`),
    ).toBe('results = client.collections["b"].documents.search({\n    "q": "coat",\n    "synonym_sets": "clothing",\n    "curation_tags": "sale",\n    "enable_curations": False,\n})');
    expect(await checked(`curl "${H}/multi_search" -X POST -d '{"union": true, "searches": [{"collection": "b", "q": "coat"}]}'`)).toBe(
      'response = client.multi_search.perform({\n    "union": True,\n    "searches": [{"collection": "b", "q": "coat"}],\n})',
    );
    // From 1.0.0 on, a search's parameters are strings, integers or booleans: a decimal number is sent as its string.
    expect(await checked(`curl -G "${H}/collections/b/documents/search" --data-urlencode "q=*" --data-urlencode "diversity_lambda=0.7"`)).toBe(
      'results = client.collections["b"].documents.search({\n    "q": "*",\n    "diversity_lambda": "0.7",\n})',
    );
    expect(await checked(`curl "${H}/multi_search" -X POST -d '{"searches": [{"collection": "b", "q": "*", "diversity_lambda": 0.7, "per_page": 3}]}'`)).toBe(
      'response = client.multi_search.perform({\n    "searches": [\n        {"collection": "b", "q": "*", "diversity_lambda": "0.7", "per_page": 3},\n    ],\n})',
    );
    expect(await checked(`curl -G "${H}/collections/b/documents/search" --data-urlencode "q=*" --data-urlencode "drop_tokens_threshold=0.5"`, '27.0')).toBe(
      'results = client.collections["b"].documents.search({\n    "q": "*",\n    "drop_tokens_threshold": 0.5,\n})',
    );
    expect(await checked(`curl "${H}/multi_search" -X POST -d '{"union": true, "remove_duplicates": false, "searches": [{"collection": "b", "q": "coat"}]}'`)).toBe(
      "# typesense-python 2.0.0's multi_search.perform() sends the searches and union of the body and nothing else; its low-level api_call sends the request.\n" +
        'response = client.api_call.post(\n    "/multi_search",\n    entity_type=dict,\n    body={\n        "union": True,\n        "remove_duplicates": False,\n        "searches": [{"collection": "b", "q": "coat"}],\n    },\n)',
    );
  });

  test('a release before 30.0 still renders what it rendered, and says what it lacks of the new operations', async () => {
    expect(await checked(`curl "${H}/analytics/rules"`, '29.0')).toBe('rules = client.analytics.rules.retrieve()');
    expect(await checked(`curl "${H}/analytics/rules?rule_tag=home"`, '29.0')).toBe(
      "# typesense-python 1.1.1's analytics.rules.retrieve() sends no query parameter; its low-level api_call sends the request.\n" +
        'response = client.api_call.get(\n    "/analytics/rules", entity_type=dict, params={"rule_tag": "home"}\n)',
    );
    expect(await checked(`curl "${H}/analytics/rules" -X POST -d '{"name": "r", "type": "counter"}'`, '29.0')).toBe(
      'rule = client.analytics.rules.create({"name": "r", "type": "counter"})',
    );
    // What 1.x has no call for goes with its low-level api_call.
    expect(await checked(`curl "${H}/analytics/events" -X POST -d '{"name": "r"}'`, '29.0')).toBe(
      '# typesense-python 1.1.1 has no analytics events resource; its low-level api_call sends the request.\n' +
        'response = client.api_call.post(\n    "/analytics/events", entity_type=dict, body={"name": "r"}\n)',
    );
    expect(await checked(`curl "${H}/nl_search_models"`, '29.0')).toBe(
      '# typesense-python 1.1.1 has no natural language search models resource; its low-level api_call sends the request.\n' +
        'response = client.api_call.get("/nl_search_models", entity_type=dict)',
    );
    expect(await checked(`curl "${H}/multi_search" -X POST -d '{"union": true, "searches": [{"collection": "b", "q": "coat"}]}'`, '29.0')).toBe(
      "# typesense-python 1.1.1's multi_search.perform() sends the searches of the body and nothing else; its low-level api_call sends the request.\n" +
        'response = client.api_call.post(\n    "/multi_search",\n    entity_type=dict,\n    body={"union": True, "searches": [{"collection": "b", "q": "coat"}]},\n)',
    );
    // Operations of 28.0 and 29.0 that 1.x has no call for.
    expect(await checked(`curl "${H}/analytics/events?user_id=u&name=clicks&n=10"`, '28.0')).toBe(
      '# typesense-python 1.0.3 has no analytics events resource; its low-level api_call sends the request.\n' +
        'response = client.api_call.get(\n    "/analytics/events",\n    entity_type=dict,\n    params={"user_id": "u", "name": "clicks", "n": 10},\n)',
    );
    expect(await checked(`curl "${H}/stemming/dictionaries/plurals" -X DELETE`, '29.0')).toBe(
      "# typesense-python 1.1.1's StemmingDictionary has no delete(); its low-level api_call sends the request.\n" +
        'response = client.api_call.delete("/stemming/dictionaries/plurals", entity_type=dict)',
    );
  });
});

describe('Python renderer: the low-level api_call, where a release has no call for the request', () => {
  test('30.x: what 2.0.0 has no call for, with its query and body as the Shell sample sends them', async () => {
    expect(await checked(`curl "${H}/collections?src_name=books&copy_documents=true" -X POST -d '{"name": "books_copy"}'`)).toBe(
      "# typesense-python 2.0.0's collections.create() sends no query parameters; its low-level api_call sends the request.\n" +
        'response = client.api_call.post(\n    "/collections",\n    entity_type=dict,\n    params={"src_name": "books", "copy_documents": True},\n    body={"name": "books_copy"},\n)',
    );
    expect(await checked(`curl "${H}/presets/listing" -X PUT -d '{"value": {"query_by": "title"}}'`, '30.2')).toBe(
      `# typesense-python ${RELEASE_30_2} has no presets resource; its low-level api_call sends the request.\n` +
        'response = client.api_call.put(\n    "/presets/listing", entity_type=dict, body={"value": {"query_by": "title"}}\n)',
    );
    // 2.1.1's perform_stream() streams the answer: the pieces, then the whole response.
    expect(await checked(`curl "${H}/multi_search?q=help&conversation=true&conversation_model_id=m&conversation_stream=true" -X POST -d '{"searches": [{"collection": "b"}]}'`, '30.2')).toBe(
      'with client.multi_search.perform_stream({"searches": [{"collection": "b"}]}, {\n    "q": "help",\n    "conversation": True,\n    "conversation_model_id": "m",\n    "conversation_stream": True,\n}) as stream:\n' +
        '    for chunk in stream:\n        print(chunk["message"], end="", flush=True)\n    response = stream.get_final_response()',
    );
    // Before 2.1.1, a streamed conversation: the request goes as the Shell sample sends it, and the events come as text when the stream ends.
    expect(await checked(`curl "${H}/multi_search?q=help&conversation=true&conversation_model_id=m&conversation_stream=true" -X POST -d '{"searches": [{"collection": "b"}]}'`)).toBe(
      '# typesense-python 2.0.0 has no streamed responses; its low-level api_call sends the request and returns the events when the stream ends.\n' +
        'events = client.api_call.post(\n    "/multi_search",\n    entity_type=dict,\n    as_json=False,\n' +
        '    params={\n        "q": "help",\n        "conversation": True,\n        "conversation_model_id": "m",\n        "conversation_stream": True,\n    },\n' +
        '    body={"searches": [{"collection": "b"}]},\n)',
    );
  });

  test('before 1.0: no entity_type; post() requires a body, and a boolean parameter is sent as its string', async () => {
    // 0.9.0 (Typesense 0.18.0) has no client.operations.
    expect(await checked(`curl "${H}/operations/snapshot?snapshot_path=/tmp/s" -X POST`, '0.18.0')).toBe(
      "# typesense-python 0.9.0's Client has no operations; its low-level api_call sends the request.\n" +
        'response = client.api_call.post(\n    "/operations/snapshot", body={}, params={"snapshot_path": "/tmp/s"}\n)',
    );
    expect(await checked(`curl "${H}/collections/b/documents?filter_by=x:1" -X PATCH -d '{"a": true}'`, '0.24.0')).toBe(
      "# typesense-python 0.15.0's documents.update() sends POST ?action=update; its low-level api_call sends the request.\n" +
        'response = client.api_call.patch(\n    "/collections/b/documents", body={"a": True}, params={"filter_by": "x:1"}\n)',
    );
    // requests sends True as `True`: the string the Shell sample sends.
    expect(await checked(`curl "${H}/collections/b/documents/1?ignore_not_found=true" -X DELETE`, '0.24.0')).toBe(
      "# typesense-python 0.15.0's documents[id].delete() sends no query parameters; its low-level api_call sends the request.\n" +
        'response = client.api_call.delete(\n    "/collections/b/documents/1", params={"ignore_not_found": "true"}\n)',
    );
  });

  test('a release without client.api_call (0.4.0), or a request its api_call cannot send, is sent with requests, which the client sends with', async () => {
    expect(await checked(`curl "${H}/keys"`, '0.11.0')).toBe(
      // To the master node of the set-up's client, which holds the key in this release (its Configuration has no nodes).
      'import requests\n\n' +
        "# typesense-python 0.4.0's Client has no keys; the requests package sends the request.\n" +
        'response = requests.get(client.config.master_node.url() + "/keys")\nprint(response.text)',
    );
    // 0.4.0's Documents has no create_many(): the file is sent as it is, with the Shell sample's headers.
    expect(await checked(`curl "${H}/collections/books/documents/import" -X POST -H "X-TYPESENSE-API-KEY: \${TYPESENSE_API_KEY}" --data-binary @books.jsonl`, '0.11.0')).toBe(
      'import requests\n\n' +
        "# typesense-python 0.4.0's Documents has no create_many(); the requests package sends the request.\n" +
        'with open("books.jsonl", "rb") as body:\n' +
        '    response = requests.post(\n' +
        '        client.config.master_node.url() + "/collections/books/documents/import",\n' +
        '        headers={\n            "Content-Type": "text/plain",\n            "X-TYPESENSE-API-KEY": client.config.master_node.api_key,\n        },\n' +
        '        data=body,\n    )\nprint(response.text)',
    );
    // post() of 0.5.0 to 0.7.0 takes no params; a JSON body is sent as requests' json=.
    expect(await checked(`curl "${H}/operations/snapshot?snapshot_path=/tmp/s" -X POST`, '0.13.0')).toBe(
      // From 0.5.0 on, to the first of the configuration's nodes.
      'import requests\n\n' +
        '# typesense-python 0.6.0 has no call for this request; the requests package sends it.\n' +
        'response = requests.post(\n    client.config.nodes[0].url() + "/operations/snapshot?snapshot_path=/tmp/s"\n)\nprint(response.text)',
    );
    expect(await checked(`curl "${H}/config" -X POST -d '{}'`)).toBe(
      'import requests\n\n' +
        '# typesense-python 2.0.0 has no call for this request; the requests package sends it.\n' +
        'body = {}\nresponse = requests.post(\n' +
        '    client.config.nodes[0].url() + "/config",\n    headers={"Content-Type": "application/json"},\n    json=body,\n)\nprint(response.text)',
    );
  });
});

describe("the reader of typesense-python's sources", () => {
  test('from 2.0.0 on: the sync client is read, not the async one; a @property is an attribute, whatever decorates it too', () => {
    const file = (path: string, text: string) => ({path, text});
    const surface = pythonRelease(
      [
        file('typesense/__init__.py', 'from .sync.client import Client  # NOQA\nfrom .async_.client import AsyncClient  # NOQA\n'),
        file('typesense/exceptions.py', 'class ObjectNotFound(Exception):\n    pass\n'),
        file(
          'typesense/sync/client.py',
          [
            'class Client:',
            '    def __init__(self, config_dict: ConfigDict) -> None:',
            '        self.synonym_sets = SynonymSets(self.api_call)',
            '',
            '    @property',
            '    @deprecated(',
            '        "AnalyticsV1 is deprecated on v30+.",',
            '        category=None,',
            '    )',
            '    def analyticsV1(self) -> AnalyticsV1:',
            '        return self._analyticsV1',
            '',
          ].join('\n'),
        ),
        file('typesense/sync/synonym_sets.py', 'class SynonymSets:\n    def retrieve(self) -> typing.List[SynonymSetSchema]:\n        return response\n'),
        file('typesense/sync/analytics_v1.py', 'class AnalyticsV1(object):\n    def rules(self) -> AnalyticsRulesV1:\n        return self._rules\n'),
        file('typesense/async_/client.py', 'class AsyncClient:\n    def __init__(self, config_dict: ConfigDict) -> None:\n        self.synonym_sets = AsyncSynonymSets(self.api_call)\n'),
      ],
      'pypi:2.0.0',
    );
    expect(Object.keys(surface.types).sort()).toEqual(['AnalyticsV1', 'Client', 'ObjectNotFound', 'SynonymSets', 'exceptions', 'typesense']);
    expect(surface.types.Client).toEqual({
      source: 'typesense/sync/client.py',
      members: {
        synonym_sets: {kind: 'property', returns: 'SynonymSets', line: 3},
        analyticsV1: {kind: 'property', returns: 'AnalyticsV1', line: 10},
      },
    });
    expect(surface.types.AnalyticsV1!.members.rules).toEqual({kind: 'method', params: [], line: 2});
  });

  test("the low-level ApiCall: client.api_call, and each method with the parameters of its implementation, not of its overloads", () => {
    const file = (path: string, text: string) => ({path, text});
    const surface = pythonRelease(
      [
        file('typesense/__init__.py', 'from .sync.client import Client  # NOQA\n'),
        file('typesense/sync/client.py', 'class Client:\n    def __init__(self, config_dict: ConfigDict) -> None:\n        self.api_call = ApiCall(self.config)\n'),
        file(
          'typesense/sync/api_call.py',
          [
            'class ApiCall:',
            '    @typing.overload',
            '    def post(',
            '        self,',
            '        endpoint: str,',
            '        entity_type: typing.Type[TEntityDict],',
            '        as_json: typing.Literal[False],',
            '    ) -> str:',
            '        ...',
            '',
            '    def post(',
            '        self,',
            '        endpoint: str,',
            '        entity_type: typing.Type[TEntityDict],',
            '        as_json: typing.Union[typing.Literal[True], typing.Literal[False]] = True,',
            '        params: typing.Union[TParams, None] = None,',
            '        body: typing.Union[TBody, None] = None,',
            '    ) -> typing.Union[str, TEntityDict]:',
            '        return self._execute_request("POST", endpoint, entity_type, as_json, params=params, data=body)',
            '',
          ].join('\n'),
        ),
      ],
      'pypi:2.0.0',
    );
    expect(surface.types.Client!.members.api_call).toEqual({kind: 'property', returns: 'ApiCall', line: 3});
    expect(surface.types.ApiCall!.members.post).toEqual({kind: 'method', params: ['endpoint', 'entity_type', 'as_json?', 'params?', 'body?'], line: 3});
  });
});

describe('Python renderer, a release that reads JSON lines given as text as documents', () => {
  const importFile = `curl "${H}/collections/books/documents/import?action=upsert" -X POST -H "Content-Type: text/plain" --data-binary @books.jsonl`;

  test('0.15.0 (Typesense 0.24.0) imports a JSONL file as the documents of its lines, and says why', async () => {
    expect(releaseFor(python, '0.24.0').version).toBe('0.15.0');
    expect(await checked(importFile, '0.24.0')).toBe(
      '# This release reads JSON lines given as text as a list of documents, one per character: pass the documents.\n' +
        'import json\n\n' +
        'with open("books.jsonl") as jsonl_file:\n' +
        '    documents = [json.loads(line) for line in jsonl_file if line.strip()]\n\n' +
        'results = client.collections["books"].documents.import_(documents, {"action": "upsert"})',
    );
  });

  test('the releases around it send the file as it is', async () => {
    for (const version of ['0.23.1', '0.24.1']) {
      expect(await checked(importFile, version)).toBe(
        'with open("books.jsonl", "rb") as jsonl_file:\n' +
          '    results = client.collections["books"].documents.import_(jsonl_file.read(), {"action": "upsert"})',
      );
    }
  });
});
