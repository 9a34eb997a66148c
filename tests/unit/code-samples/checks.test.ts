/**
 * The pieces the sample checks are made of: comparing the requests of a group,
 * the OpenAPI description with its documented gaps, the API surface check and
 * the readers of JavaScript and Python samples, and the build's two steps
 * (completing groups in the MDX tree, moving the code out of pages' scripts).
 */
import type {Root} from 'mdast';
import {javascriptUses} from '../../../code-samples/clients/javascript/uses';
import {pythonUses} from '../../../code-samples/clients/python/uses';
import {DESCRIPTION_GAPS} from '../../../code-samples/openapi/description-gaps';
import {openApiDocument, publishedOpenApiDocument, queryParameterSchema} from '../../../code-samples/openapi';
import {operationById} from '../../../code-samples/operations';
import {parseSample} from '../../../code-samples/parse';
import {checkUses, inDeclaredOrder} from '../../../code-samples/surface/check';
import type {ReleaseSurface} from '../../../code-samples/surface/types';
import {completeGroupsOf} from '../../../plugins/code-samples/remark-code-samples';
import {requestDifferences} from '../../samples/compare';
import {documentedSuccess, standInResponse, startSampleStandIn, type RecordedRequest} from '../../samples/stand-in';
import {apiConformance} from '../../support/typesense-api';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {movePageCode} = require('../../../plugins/code-highlighting/page-code-loader.cjs') as {
  movePageCode(source: string, options?: {keepCode?: boolean; filesExport?: string}): {source: string; files: Map<string, string>};
};

const recorded = (overrides: Partial<RecordedRequest>): RecordedRequest => ({
  method: 'POST',
  path: '/collections/books/documents',
  query: [],
  body: '{"id": "1", "price": 10}',
  contentType: 'application/json',
  ...overrides,
});

describe('requestDifferences', () => {
  test('spelling the server reads alike is no difference', () => {
    expect(requestDifferences(recorded({}), recorded({path: '/collections/books/documents/', body: '{"price":10.0,"id":"1"}'}))).toEqual([]);
    // The server's default action, added by a client.
    expect(requestDifferences(recorded({}), recorded({query: [['action', 'create']]}))).toEqual([]);
    const multi = {path: '/multi_search', body: '{"searches": [{"collection": "b", "per_page": 3, "prefix": false}]}'};
    expect(requestDifferences(recorded(multi), recorded({...multi, body: '{"searches":[{"collection":"b","per_page":"3","prefix":"false"}]}'}))).toEqual([]);
    expect(requestDifferences(recorded({body: '{"id": "1"}\n{"id": "2"}'}), recorded({body: '{"id":"1"}\n{"id":"2"}\n'}))).toEqual([]);
  });

  test("values a client's models send that are the server's defaults are no difference; other values are", () => {
    const schema = {path: '/collections', body: '{"name": "b", "fields": [{"name": "t", "type": "string"}]}'};
    const sent = '{"name":"b","fields":[{"name":"t","type":"string","index":true,"infix":false}],"default_sorting_field":"","enable_nested_fields":false}';
    expect(requestDifferences(recorded(schema), recorded({...schema, body: sent}))).toEqual([]);
    expect(requestDifferences(recorded(schema), recorded({...schema, body: sent.replace('"index":true', '"index":false')}))).toHaveLength(1);
    const search = {method: 'GET', path: '/collections/b/documents/search', body: '', query: [['q', 'x']] as [string, string][]};
    expect(requestDifferences(recorded(search), recorded({...search, query: [['q', 'x'], ['enable_overrides', 'true'], ['type', 'SearchParameters']]}))).toEqual([]);
    expect(requestDifferences(recorded(search), recorded({...search, query: [['q', 'x'], ['enable_overrides', 'false']]}))).toEqual([
      'query parameter enable_overrides=false that the Shell sample does not send',
    ]);
    // An operation reads no body, and the server drops the empty parts of a path.
    const snapshot = {path: '/operations/snapshot', body: ''};
    expect(requestDifferences(recorded(snapshot), recorded({...snapshot, body: '{}'}))).toEqual([]);
    expect(requestDifferences(recorded({path: '/collections/b/overrides/o'}), recorded({path: '/collections/b//overrides/o'}))).toEqual([]);
  });

  test("a multi-search's common parameters are the same parameters in each of its searches, the common value first; not in a conversation", () => {
    const inSearches = recorded({
      path: '/multi_search',
      body: '{"searches": [{"collection": "a", "nl_query": true, "nl_model_id": "m"}, {"collection": "b", "nl_query": true, "nl_model_id": "m"}]}',
    });
    const common = recorded({path: '/multi_search', query: [['nl_query', 'true'], ['nl_model_id', 'm']], body: '{"searches": [{"collection": "a"}, {"collection": "b"}]}'});
    expect(requestDifferences(inSearches, common)).toEqual([]);
    // The common value is the one each search gets.
    expect(requestDifferences(inSearches, recorded({...common, query: [['nl_query', 'true'], ['nl_model_id', 'other']]}))).toHaveLength(1);
    // The route's own parameters stay in the query.
    expect(requestDifferences(recorded({path: '/multi_search', body: '{"searches": [{"collection": "a", "use_cache": true}]}'}), recorded({path: '/multi_search', query: [['use_cache', 'true']], body: '{"searches": [{"collection": "a"}]}'}))).toHaveLength(2);
    const conversation = {path: '/multi_search', query: [['conversation', 'true'], ['q', 'x']] as [string, string][], body: '{"searches": [{"collection": "a"}]}'};
    expect(requestDifferences(recorded(conversation), recorded({...conversation, query: [['conversation', 'true']], body: '{"searches": [{"collection": "a", "q": "x"}]}'}))).toHaveLength(2);
  });

  test('a key the Shell sample does not send is a difference, but for what the server of the version reads as absent', () => {
    // typesense-java's CollectionUpdateSchema starts `fields` as an empty list, and the client sends it.
    const update = {method: 'PATCH', path: '/collections/products', body: '{"synonym_sets": ["a"]}'};
    expect(requestDifferences(recorded(update), recorded({...update, body: '{"fields":[],"synonym_sets":["a"]}'}), '30.2')).toEqual([
      'body {"fields":[],"synonym_sets":["a"]}, the Shell sample {"synonym_sets":["a"]}',
    ]);
    // From 30.0 the server reads enable_curations, not enable_overrides, and enable_analytics is true unless set.
    const search = {method: 'GET', path: '/collections/b/documents/search', body: '', query: [['q', 'x']] as [string, string][]};
    const sent = recorded({...search, query: [['q', 'x'], ['enable_overrides', 'false'], ['enable_analytics', 'true']]});
    expect(requestDifferences(recorded(search), sent, '30.0')).toEqual([]);
    expect(requestDifferences(recorded(search), sent, '29.0')).toEqual(['query parameter enable_overrides=false that the Shell sample does not send']);
    const multi = {path: '/multi_search', body: '{"searches": [{"collection": "b", "q": "x"}]}'};
    const sentMulti = recorded({...multi, body: '{"searches": [{"collection": "b", "q": "x", "enable_overrides": false, "enable_analytics": true}]}'});
    expect(requestDifferences(recorded(multi), sentMulti, '30.1')).toEqual([]);
    expect(requestDifferences(recorded(multi), sentMulti, '29.1')).toHaveLength(1);
  });

  test('every real difference is named', () => {
    expect(requestDifferences(recorded({}), recorded({method: 'PUT', query: [['action', 'upsert']], body: '{"id": "1"}'}))).toEqual([
      'sent PUT /collections/books/documents, the Shell sample POST /collections/books/documents',
      'query parameter action=upsert that the Shell sample does not send',
      'body {"id":"1"}, the Shell sample {"id":"1","price":10}',
    ]);
    expect(requestDifferences(recorded({query: [['dirty_values', 'drop']]}), recorded({}))).toEqual(['query parameter dirty_values=drop missing']);
    // Outside a multi-search, 3 and "3" are two values.
    expect(requestDifferences(recorded({body: '{"n": 3}'}), recorded({body: '{"n": "3"}'}))).toHaveLength(1);
  });
});

describe('the stand-in', () => {
  test('an import with action=update fails each line, as the server fails a line whose document does not exist; other imports succeed', () => {
    const body = '{"id": "102", "ratings_count": 1502}\n{"id": "999", "ratings_count": 1}';
    const update = standInResponse('documents.import', {collectionName: 'books'}, body, '30.0', new URLSearchParams({action: 'update'}));
    expect(update.status).toBe(200);
    expect(update.text!.split('\n').map((line) => JSON.parse(line) as unknown)).toEqual([
      {code: 404, document: '{"id": "102", "ratings_count": 1502}', error: 'Could not find a document with id: 102', success: false},
      {code: 404, document: '{"id": "999", "ratings_count": 1}', error: 'Could not find a document with id: 999', success: false},
    ]);
    const create = standInResponse('documents.import', {collectionName: 'books'}, body, '30.0', new URLSearchParams({action: 'create'}));
    expect(create.text).toBe('{"success":true}\n{"success":true}');
  });
});

test('the stand-in answers a path with a trailing slash as the server does, as the path without it (typesense-python 2.0.0 sends `…/documents/`)', async () => {
  const standIn = await startSampleStandIn('30.2');
  try {
    const response = await fetch(`http://127.0.0.1:${standIn.port}/collections/books/documents/`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-TYPESENSE-API-KEY': 'k'},
      body: '{"id": "1", "title": "Dune"}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({id: '1', title: 'Dune'});
  } finally {
    await standIn.close();
  }
});

test('the stand-in answers with the success status the description documents: typesense-go reads only that one', () => {
  expect(documentedSuccess(openApiDocument('28.0'), 'POST', '/operations/snapshot')).toBe(201);
  expect(documentedSuccess(openApiDocument('30.2'), 'POST', '/nl_search_models')).toBe(201);
  expect(documentedSuccess(openApiDocument('30.2'), 'GET', '/collections')).toBe(200);
  expect(documentedSuccess(openApiDocument('30.2'), 'GET', '/no/such/path')).toBeUndefined();
});

describe('the OpenAPI description and its gaps', () => {
  test('every gap names its evidence and applies to a description that lacks it', () => {
    for (const gap of DESCRIPTION_GAPS) {
      expect(gap.evidence).toMatch(/\.(cpp|h)\b/);
      for (const version of gap.versions) {
        const published = publishedOpenApiDocument(version);
        if (gap.kind === 'route') {
          expect(published.paths[gap.path]?.[gap.method.toLowerCase()]).toBeUndefined();
          expect(openApiDocument(version).paths[gap.path]?.[gap.method.toLowerCase()]).toBeDefined();
        }
      }
    }
  });

  test('a request is held to the completed description', () => {
    const check = apiConformance(openApiDocument('29.0'));
    expect(check('POST', new URL('http://x/collections?src_name=books'), '{"name": "copy"}').problems).toEqual([]);
    expect(check('POST', new URL('http://x/config'), '{"log-slow-requests-time-ms": 100}').problems).toEqual([]);
    expect(check('GET', new URL('http://x/collections/b/documents/search?q=a&no_such_thing=1'), undefined).problems).toEqual([
      'searchCollection: unknown query parameter no_such_thing',
    ]);
    // The gap makes `fields` optional, nothing else.
    expect(check('POST', new URL('http://x/collections'), '{"fields": []}').problems).toEqual(["createCollection: data must have required property 'name'"]);
    expect(check('DELETE', new URL('http://x/nowhere'), undefined).problems).toEqual(['DELETE /nowhere is not an operation of the Typesense API']);
    expect(queryParameterSchema(openApiDocument('29.0'), operationById('documents.search'), 'per_page')?.type).toBe('integer');
  });
});

describe('surface check and readers', () => {
  const surface: ReleaseSurface = {
    tag: 'v1',
    roots: {client: 'Client'},
    types: {
      Client: {
        source: 'src/Client.ts',
        members: {
          collections: {kind: 'method', returns: 'Collections', line: 3},
          'collections/1': {kind: 'method', returns: 'Collection', line: 4},
        },
      },
      Collections: {source: 'src/Collections.ts', members: {create: {kind: 'method', line: 1}}},
      Collection: {source: 'src/Collection.ts', members: {retrieve: {kind: 'method', line: 1}}},
      Field: {source: 'Field.swift', members: {init: {kind: 'init', params: ['name', 'type', 'facet'], line: 1}, name: {kind: 'field', line: 2}, type: {kind: 'field', line: 3}, facet: {kind: 'field', line: 4}}},
    },
  };

  test('a chain follows the type each member returns, by arity', async () => {
    const uses = javascriptUses(await parseSample('javascript', "await client.collections('b').retrieve();\nawait client.collections().retrieve();"));
    expect(checkUses(uses, surface, 'typesense 1')).toEqual([
      {line: 2, message: 'client.collections().retrieve(): Collections has no retrieve() in Collections (src/Collections.ts) of typesense 1'},
    ]);
  });

  test('a Python chain through properties and subscripts', async () => {
    const uses = pythonUses(await parseSample('python', 'client.collections["b"].documents.search({"q": "*"})\nnode = typesense.Client({})\nnode.debug.retrieve()'));
    expect(uses.map((use) => (use.kind === 'chain' ? `${use.root}:${use.steps.map((step) => (step.kind === 'index' ? '[]' : step.name)).join('.')}` : ''))).toEqual([
      'client:collections.[].documents.search',
      'typesense:Client',
      'client:debug.retrieve',
    ]);
  });

  test('labels in declaration order; a built value with members its type does not have', () => {
    expect(inDeclaredOrder(['name', 'facet'], ['name', 'type', 'facet'])).toBe(true);
    expect(inDeclaredOrder(['facet', 'name'], ['name', 'type', 'facet'])).toBe(false);
    // Strict: a declaration that marks its defaults marks them all, so one that marks none needs every parameter.
    expect(inDeclaredOrder(['_'], ['_', 'options'])).toBe(true);
    expect(inDeclaredOrder(['_'], ['_', 'options'], {strict: true})).toBe(false);
    expect(inDeclaredOrder(['_'], ['_', 'action?'], {strict: true})).toBe(true);
    expect(checkUses([{kind: 'construct', type: 'Field', members: ['facet', 'name'], ordered: true, line: 1}], surface, 'v1')).toEqual([
      {line: 1, message: 'Field(facet:, name:) does not follow the order of Field.init(name:, type:, facet:) in Field (Field.swift) of v1'},
    ]);
    expect(checkUses([{kind: 'construct', type: 'Field', members: ['sort'], ordered: false, line: 2}], surface, 'v1')[0]?.message).toMatch(/Field has no member "sort"/);
  });
});

describe('the build', () => {
  test('groups of a 29.0 page are completed in the MDX tree, in tab order, and a group it cannot complete is reported', () => {
    const group = (children: unknown[]) => ({type: 'mdxJsxFlowElement', name: 'LanguageTabs', attributes: [], children, position: {start: {line: 7}}});
    const root = {
      type: 'root',
      children: [
        {type: 'heading', depth: 2, children: [], data: {hProperties: {id: 'health'}}},
        group([{type: 'code', lang: 'shell', value: 'curl "${TYPESENSE_HOST}/health"'}]),
        group([{type: 'code', lang: 'js', value: 'await client.health.retrieve();'}]),
      ],
    } as unknown as Root;
    const problems = completeGroupsOf(root, {serverVersion: '29.0', coverageChecked: true}, 'versioned_docs/version-29.0/api/x.md');
    const [, completed] = root.children as unknown as {children: {type: string; lang?: string; name?: string}[]}[];
    expect(completed!.children.map((child) => child.lang ?? child.name).slice(0, 2)).toEqual(['shell', 'js']);
    expect(problems.filter((problem) => problem.language === 'shell')).toEqual([
      expect.objectContaining({file: 'versioned_docs/version-29.0/api/x.md', line: 7, section: 'health', message: expect.stringMatching(/^no Shell sample/)}),
    ]);
  });

  test("a page's code moves out of its script, into content-hashed files by bundle", () => {
    const module = [
      'import {jsx as _jsx} from "react/jsx-runtime";',
      'const a = _jsx(_components.code, {className: "language-shell", "data-code-bundle": "shell", "data-code-tokens": "[\\"curl x\\"]"});',
      "const b = _jsx(_components.code, {className: 'language-json', 'data-code-bundle': 'page', 'data-code-tokens': '[[\"string\",\"\\\\\"ok\\\\\"\"]]'});",
    ].join('\n');
    const {source, files} = movePageCode(module);
    expect(source).not.toContain('data-code-tokens');
    expect(source).toContain('"data-code-ref": __pageCode["shell"] + "#0"');
    expect(source).toContain('"data-code-ref": __pageCode["page"] + "#0"');
    expect(source.startsWith('import {loadPageCode as __loadPageCode}')).toBe(true);
    expect(source).toContain('await __loadPageCode(__pageCode);');
    const contents = [...files.values()].map((json) => JSON.parse(json) as unknown);
    expect(contents).toEqual(expect.arrayContaining([[['curl x']], [[['string', '"ok"']]]]));
    for (const name of files.keys()) {
      expect(name).toMatch(/^assets\/code\/[0-9a-f]{16}\.json$/);
    }
    expect(movePageCode('export default 1;')).toEqual({source: 'export default 1;', files: new Map()});
    expect(() => movePageCode('x({"data-code-bundle": page})')).toThrow(/The compiled form of a code block has changed/);
  });

  test("the server's bundle keeps a page's code and adds the same references, and both export the page's code files", () => {
    const module = 'const a = _jsx(_components.code, {className: "language-go", "data-code-bundle": "go", "data-code-tokens": "[\\"x\\"]"});';
    const browser = movePageCode(module, {filesExport: 'pageCodeFiles'});
    const server = movePageCode(module, {keepCode: true, filesExport: 'pageCodeFiles'});
    const ref = '"data-code-ref": __pageCode["go"] + "#0"';
    expect(server.source).toContain(`${ref}, "data-code-bundle": "go", "data-code-tokens"`);
    expect(browser.source).toContain(ref);
    expect(browser.source).not.toContain('data-code-tokens');
    // The same file names in both, for the server's HTML to name the browser's files; only the browser's are written.
    const fileNames = (source: string) => /const __pageCode = \{(.*)\};/.exec(source)?.[1];
    expect(fileNames(server.source)).toBe(fileNames(browser.source));
    expect(server.files.size).toBe(0);
    expect(browser.files.size).toBe(1);
    for (const {source} of [browser, server]) {
      expect(source).toContain('export const pageCodeFiles = __pageCode;');
    }
    expect(server.source).not.toContain('__loadPageCode');
  });
});
