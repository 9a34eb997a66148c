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
 *   default (`UNREAD_PARAMETERS`).
 */
import {matchOperation, type OperationId} from '../../code-samples/operations';
import type {JsonValue} from '../../code-samples/request/request';
import type {RecordedRequest} from './stand-in';

/**
 * Query parameters that the server reads as absent on an operation, so that a
 * client sending them sends the same request: a value that is the server's
 * default, or a parameter that the route's handler does not read at all.
 * Each entry names the handler in typesense-server's src/core_api.cpp (v29.0)
 * that shows it.
 */
export const UNREAD_PARAMETERS: readonly {operation: OperationId; parameter: string; value?: string; why: string}[] = [
  {operation: 'documents.create', parameter: 'action', value: 'create', why: 'post_add_document sets action=create when none is given'},
  {
    operation: 'documents.updateByFilter',
    parameter: 'action',
    why: 'patch_update_documents reads filter_by, dirty_values and validate_field_names, not action',
  },
  {
    operation: 'documents.import',
    parameter: 'throwOnFail',
    why: "typesense-js 2.x sends its own throwOnFail option as a query parameter; post_import_documents reads action, batch_size, dirty_values, return_doc, return_id and the remote_embedding_* parameters only",
  },
  {operation: 'documents.import', parameter: 'batch_size', value: '40', why: 'post_import_documents sets batch_size=40 when none is given (typesense-go sends it always)'},
  {operation: 'documents.import', parameter: 'action', value: 'create', why: 'post_import_documents sets action=create when none is given (typesense-go sends it always)'},
];

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

function queryOf(request: RecordedRequest): Map<string, string> {
  const operation = matchOperation({method: request.method as never, path: pathOf(request)})?.operation.id;
  const query = new Map<string, string>();
  for (const [name, value] of request.query) {
    const unread = UNREAD_PARAMETERS.some((d) => d.operation === operation && d.parameter === name && (d.value === undefined || d.value === value));
    if (!unread) {
      query.set(name, value);
    }
  }
  return query;
}

function pathOf(request: RecordedRequest): string {
  return request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
}

/** What differs between the request a sample sent and the one its group's Shell sample sent; empty when they are the same. */
export function requestDifferences(expected: RecordedRequest, actual: RecordedRequest): string[] {
  const differences: string[] = [];
  if (expected.method !== actual.method || pathOf(expected) !== pathOf(actual)) {
    differences.push(`sent ${actual.method} ${actual.path}, the Shell sample ${expected.method} ${expected.path}`);
  }
  const want = queryOf(expected);
  const got = queryOf(actual);
  for (const [name, value] of want) {
    if (!got.has(name)) differences.push(`query parameter ${name}=${value} missing`);
    else if (got.get(name) !== value) differences.push(`query parameter ${name}=${got.get(name)}, the Shell sample ${value}`);
  }
  for (const [name, value] of got) {
    if (!want.has(name)) differences.push(`query parameter ${name}=${value} that the Shell sample does not send`);
  }
  const multiSearch = matchOperation({method: expected.method as never, path: pathOf(expected)})?.operation.id === 'multiSearch.perform';
  const readAs = (body: Body): Body => (multiSearch && body.kind === 'json' ? {kind: 'json', value: asServerReadsSearches(body.value)} : body);
  const wantBody = readAs(bodyOfRecorded(expected.body));
  const gotBody = readAs(bodyOfRecorded(actual.body));
  if (!bodiesEqual(wantBody, gotBody)) {
    differences.push(`body ${describeBody(gotBody).slice(0, 300)}, the Shell sample ${describeBody(wantBody).slice(0, 300)}`);
  }
  return differences;
}
