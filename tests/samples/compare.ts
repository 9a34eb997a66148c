/**
 * Pure: whether two requests recorded by the stand-in are the same request —
 * method, path, query parameters and body — as a Typesense server reads them.
 * Spelling that the server does not distinguish is not a difference: query
 * parameter order and encoding, JSON key order and layout, `1` and `1.0`,
 * a JSONL body's line breaks, and what the server's own source shows it reads
 * alike:
 *
 * - a trailing slash: the server splits the path on `/` and drops empty parts
 *   (typesense-server src/http_server.cpp, `StringUtils::split`);
 * - the scalar values of each search of a multi-search body as strings: the
 *   server turns each into a string parameter (src/core_api_utils.cpp
 *   `multi_search_validate_and_add_params`, `AuthManager::add_item_to_params`),
 *   so `"per_page": 3` and `"per_page": "3"` are one request;
 * - a query parameter that the route does not read, or a value that is its
 *   default (`UNREAD_PARAMETERS`);
 * - a multi-search's common parameters (its query) and the same parameters in
 *   each of its searches: the server adds the common ones to every search,
 *   before that search's own (src/core_api_utils.cpp
 *   `multi_search_validate_and_add_params`, `add_item_to_params` without
 *   overwrite), outside a conversation, whose parameters are the route's own.
 */
import {matchOperation, type OperationId} from '../../code-samples/operations';
import {openApiVersionFor} from '../../code-samples/openapi';
import {isAtLeast} from '../../src/versioning/versions';
import type {JsonValue} from '../../code-samples/request/request';
import type {RecordedRequest} from './stand-in';

/**
 * Query parameters that the server reads as absent on an operation, so that a
 * client sending them sends the same request: a value that is the server's
 * default, or a parameter that the route's handler does not read at all.
 * Each entry names the handler in typesense-server's src/core_api.cpp (v29.0)
 * that shows it.
 */
export const UNREAD_PARAMETERS: readonly {operation: OperationId; parameter: string; value?: string; since?: string; why: string}[] = [
  {operation: 'documents.create', parameter: 'action', value: 'create', why: 'post_add_document sets action=create when none is given'},
  {
    operation: 'documents.updateByFilter',
    parameter: 'action',
    why: 'patch_update_documents reads filter_by, dirty_values and validate_field_names, not action',
  },
  // typesense-java's SearchParameters (generated from the OpenAPI description) starts with these set to the
  // server's own defaults (src/collection_manager.cpp, CollectionManager::do_search), and sends them.
  ...(['enable_highlight_v1=true', 'prioritize_exact_match=true', 'prioritize_token_position=false', 'prioritize_num_matching_fields=true', 'enable_typos_for_numerical_tokens=true', 'enable_overrides=true'] as const).map(
    (pair) => {
      const [parameter, value] = pair.split('=') as [string, string];
      return {operation: 'documents.search' as const, parameter, value, why: 'the default do_search reads when the parameter is absent'};
    },
  ),
  {
    operation: 'documents.search',
    parameter: 'type',
    value: 'SearchParameters',
    why: "typesense-java 1.3.0's SearchParameters is a Jackson-typed OneOfPresetUpsertSchemaValue that writes its class name as `type`; do_search reads only the search parameters it knows",
  },
  {
    operation: 'documents.import',
    parameter: 'throwOnFail',
    why: "typesense-js 2.x sends its own throwOnFail option as a query parameter; post_import_documents reads action, batch_size, dirty_values, return_doc, return_id and the remote_embedding_* parameters only",
  },
  // typesense-java 2.0.0's SearchParameters starts enable_analytics at true, and its enable_overrides at false; the
  // server of 30.0 on reads them as absent (release branch v30 at its last commit here, 2025-09-26, src/collection.cpp
  // `collection_search_args_t::init`: `bool enable_analytics = true`, and enable_curations in the place of
  // enable_overrides, which it no longer reads; the descriptions of 30.0 and 30.2 list no enable_overrides either).
  {operation: 'documents.search', parameter: 'enable_analytics', value: 'true', why: 'the default do_search reads when the parameter is absent'},
  {operation: 'documents.search', parameter: 'enable_overrides', since: '30.0', why: 'from 30.0 the server reads enable_curations, and no enable_overrides'},
  {operation: 'documents.import', parameter: 'batch_size', value: '40', why: 'post_import_documents sets batch_size=40 when none is given (typesense-go sends it always)'},
  {operation: 'documents.import', parameter: 'action', value: 'create', why: 'post_import_documents sets action=create when none is given (typesense-go sends it always)'},
];

/**
 * Body fields that the server reads as absent when they hold this value (its
 * default), by the path of the field (`fields[].index`: the `index` of each
 * field). typesense-java's generated models start with these values and send
 * them; evidence in typesense-server (v29.0): src/field.cpp `field::json_field_to_field`
 * (index true, infix false), src/collection_manager.cpp `create_collection`
 * (default_sorting_field "", enable_nested_fields false), src/auth_manager.cpp
 * (expires_at 64723363199, the key that never expires), src/synonym_index.cpp (root ""), and
 * `CollectionManager::do_search` for the parameters of each search of a multi-search.
 */
export const DEFAULT_BODY_VALUES: readonly {operation: OperationId; path: string; value: JsonValue; since?: string}[] = [
  {operation: 'collections.create', path: 'default_sorting_field', value: ''},
  {operation: 'collections.create', path: 'enable_nested_fields', value: false},
  ...(['collections.create', 'collections.update'] as const).flatMap((operation) => [
    {operation, path: 'fields[].index', value: true},
    {operation, path: 'fields[].infix', value: false},
  ]),
  {operation: 'keys.create', path: 'expires_at', value: 64723363199},
  // src/synonym_index.cpp `synonym_t::parse`: an empty root is no root, a multi-way synonym.
  {operation: 'synonym.upsert', path: 'root', value: ''},
  ...(
    [
      ['pre_segmented_query', false],
      ['enable_overrides', true],
      ['prioritize_exact_match', true],
      ['prioritize_token_position', false],
      ['prioritize_num_matching_fields', true],
      ['enable_typos_for_numerical_tokens', true],
      ['rerank_hybrid_matches', false],
      ['enable_analytics', true],
    ] as const
  ).map(([name, value]) => ({operation: 'multiSearch.perform' as const, path: `searches[].${name}`, value})),
  // typesense-java 2.0.0's MultiSearchParameters starts enable_overrides at false; from 30.0 the server reads enable_curations instead.
  {operation: 'multiSearch.perform', path: 'searches[].enable_overrides', value: false, since: '30.0'},
  // typesense-java 1.3.0's MultiSearchSearchesParameter writes its class name as `type`; post_multi_search reads `searches` and `union`.
  {operation: 'multiSearch.perform', path: 'type', value: 'MultiSearchSearchesParameter'},
  // typesense-python 2.0.0 always sends `union`; src/core_api.cpp post_multi_search starts from is_union = false (v30 line 989).
  {operation: 'multiSearch.perform', path: 'union', value: false},
];

/**
 * Routes whose handler reads no body (src/core_api.cpp `post_snapshot`, `post_vote`,
 * `post_clear_cache`, `post_compact_db`, `post_reset_peers`): an empty JSON object
 * (typesense-java's `operations.perform` sends `{}`) is no body to them.
 */
const BODILESS: ReadonlySet<OperationId> = new Set(['operations.snapshot', 'operations.vote', 'operations.cacheClear', 'operations.dbCompact', 'operations.resetPeers']);

function sameScalar(a: JsonValue | undefined, b: JsonValue): boolean {
  return a !== undefined && (a === null || typeof a !== 'object') && String(a) === String(b);
}

/** `value` without the fields at `path` that hold `fallback`. */
function withoutDefault(value: JsonValue, path: readonly string[], fallback: JsonValue): JsonValue {
  if (value === null || typeof value !== 'object' || path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value;
  const list = head!.endsWith('[]') ? head!.slice(0, -2) : undefined;
  if (list !== undefined) {
    const items = value[list];
    return Array.isArray(items) ? {...value, [list]: items.map((item) => withoutDefault(item, rest, fallback))} : value;
  }
  if (rest.length === 0) {
    return sameScalar(value[head!], fallback) ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== head)) : value;
  }
  return head! in value ? {...value, [head!]: withoutDefault(value[head!]!, rest, fallback)} : value;
}

/** Whether an entry that holds from server version `since` on holds for `serverVersion` (by its description's version); an entry of some versions holds for no version given. */
function readBy(serverVersion: string | undefined, since: string | undefined): boolean {
  return since === undefined || (serverVersion !== undefined && isAtLeast(openApiVersionFor(serverVersion), since));
}

function withoutDefaults(body: Body, operation: OperationId | undefined, serverVersion: string | undefined): Body {
  if (operation && BODILESS.has(operation) && body.kind === 'json' && jsonEqual(body.value, {})) return {kind: 'none'};
  if (body.kind !== 'json') return body;
  const value = DEFAULT_BODY_VALUES.filter((entry) => entry.operation === operation && readBy(serverVersion, entry.since)).reduce(
    (current, entry) => withoutDefault(current, entry.path.split('.'), entry.value),
    body.value,
  );
  return {kind: 'json', value};
}

type Body = {kind: 'none'} | {kind: 'json'; value: JsonValue} | {kind: 'jsonl'; values: JsonValue[]} | {kind: 'text'; text: string};

export function bodyOfRecorded(text: string): Body {
  if (text.trim() === '') return {kind: 'none'};
  try {
    return {kind: 'json', value: JSON.parse(text) as JsonValue};
  } catch {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    try {
      return {kind: 'jsonl', values: lines.map((line) => JSON.parse(line) as JsonValue)};
    } catch {
      return {kind: 'text', text: text.replace(/\n+$/, '')};
    }
  }
}

function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]!));
  }
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key]!, b[key]!));
}

/** A multi-search body with each search's scalar values as the strings the server reads. */
function asServerReadsSearches(value: JsonValue): JsonValue {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !Array.isArray(value.searches)) {
    return value;
  }
  const searches = value.searches.map((search) =>
    search !== null && typeof search === 'object' && !Array.isArray(search)
      ? Object.fromEntries(Object.entries(search).map(([key, item]) => [key, item !== null && typeof item !== 'object' ? String(item) : item]))
      : search,
  );
  return {...value, searches};
}

function bodiesEqual(a: Body, b: Body): boolean {
  if (a.kind === 'jsonl' && b.kind === 'json') return bodiesEqual(a, {kind: 'jsonl', values: [b.value]});
  if (a.kind === 'json' && b.kind === 'jsonl') return bodiesEqual({kind: 'jsonl', values: [a.value]}, b);
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'none':
      return true;
    case 'json':
      return jsonEqual(a.value, (b as typeof a).value);
    case 'jsonl':
      return jsonEqual(a.values, (b as typeof a).values);
    case 'text':
      return a.text === (b as typeof a).text;
  }
}

function describeBody(body: Body): string {
  switch (body.kind) {
    case 'none':
      return 'no body';
    case 'json':
      return JSON.stringify(body.value);
    case 'jsonl':
      return body.values.map((value) => JSON.stringify(value)).join('\\n');
    case 'text':
      return JSON.stringify(body.text);
  }
}

function queryOf(request: RecordedRequest, serverVersion: string | undefined): Map<string, string> {
  const operation = matchOperation({method: request.method as never, path: pathOf(request)})?.operation.id;
  const query = new Map<string, string>();
  for (const [name, value] of request.query) {
    const unread = UNREAD_PARAMETERS.some(
      (d) => d.operation === operation && d.parameter === name && (d.value === undefined || d.value === value) && readBy(serverVersion, d.since),
    );
    if (!unread) {
      query.set(name, value);
    }
  }
  return query;
}

/** The path as the server routes it: its split drops empty parts, so `//` and a trailing slash are not there for it. */
export function routedPath(path: string): string {
  return path.length > 1 ? path.replace(/\/{2,}/g, '/').replace(/\/+$/, '') : path;
}

function pathOf(request: RecordedRequest): string {
  return routedPath(request.path);
}

/** The query parameters of a multi-search that post_multi_search reads itself (src/core_api.cpp), not those of each search. */
const MULTI_SEARCH_OWN_PARAMETERS: ReadonlySet<string> = new Set([
  'use_cache',
  'preset',
  'limit_multi_searches',
  'conversation',
  'conversation_stream',
  'conversation_id',
  'conversation_model_id',
  'x-typesense-api-key',
]);

/** A multi-search with its common parameters in each of its searches, as the server reads them; other requests as they are. */
function withCommonParametersInSearches(request: RecordedRequest): RecordedRequest {
  const operation = matchOperation({method: request.method as never, path: pathOf(request)})?.operation.id;
  const body = bodyOfRecorded(request.body);
  if (operation !== 'multiSearch.perform' || request.query.some(([name]) => name === 'conversation') || body.kind !== 'json') return request;
  const value = body.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !Array.isArray(value.searches)) return request;
  const common = request.query.filter(([name]) => !MULTI_SEARCH_OWN_PARAMETERS.has(name));
  if (common.length === 0) return request;
  const searches = value.searches.map((search) =>
    search !== null && typeof search === 'object' && !Array.isArray(search) ? {...search, ...Object.fromEntries(common)} : search,
  );
  return {...request, query: request.query.filter(([name]) => MULTI_SEARCH_OWN_PARAMETERS.has(name)), body: JSON.stringify({...value, searches})};
}

/**
 * What differs between the request a sample sent and the one its group's Shell sample sent; empty when they are
 * the same. A key either sends that the other does not (a query parameter, a body field at any depth) is a
 * difference, but for what the server of `serverVersion` reads as absent (what every version reads so, when none is given).
 */
export function requestDifferences(expectedAsSent: RecordedRequest, actualAsSent: RecordedRequest, serverVersion?: string): string[] {
  const expected = withCommonParametersInSearches(expectedAsSent);
  const actual = withCommonParametersInSearches(actualAsSent);
  const differences: string[] = [];
  if (expected.method !== actual.method || pathOf(expected) !== pathOf(actual)) {
    differences.push(`sent ${actual.method} ${actual.path}, the Shell sample ${expected.method} ${expected.path}`);
  }
  const want = queryOf(expected, serverVersion);
  const got = queryOf(actual, serverVersion);
  for (const [name, value] of want) {
    if (!got.has(name)) differences.push(`query parameter ${name}=${value} missing`);
    else if (got.get(name) !== value) differences.push(`query parameter ${name}=${got.get(name)}, the Shell sample ${value}`);
  }
  for (const [name, value] of got) {
    if (!want.has(name)) differences.push(`query parameter ${name}=${value} that the Shell sample does not send`);
  }
  const operation = matchOperation({method: expected.method as never, path: pathOf(expected)})?.operation.id;
  const multiSearch = operation === 'multiSearch.perform';
  const readAs = (given: Body): Body => {
    const body = withoutDefaults(given, operation, serverVersion);
    return multiSearch && body.kind === 'json' ? {kind: 'json', value: asServerReadsSearches(body.value)} : body;
  };
  const wantBody = readAs(bodyOfRecorded(expected.body));
  const gotBody = readAs(bodyOfRecorded(actual.body));
  if (!bodiesEqual(wantBody, gotBody)) {
    differences.push(`body ${describeBody(gotBody).slice(0, 300)}, the Shell sample ${describeBody(wantBody).slice(0, 300)}`);
  }
  return differences;
}
