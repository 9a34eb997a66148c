/**
 * Pure: the values of a request as client code passes them: query parameters
 * typed as the API describes them (`per_page: 3`, `exhaustive_search: true`),
 * and the documents of an import.
 */
import type {RenderInput} from '../clients/types';
import {openApiFor, queryParameterSchema, schemaType} from '../openapi';
import type {JsonObject, JsonValue} from '../request/request';

/**
 * A query parameter's value as the API types it; a value that does not parse as
 * its type stays a string. A parameter the OpenAPI description does not list
 * (it lags the server) is typed by its value: `true`/`false`, or a whole number.
 */
export function typedValue(type: string | undefined, value: string): JsonValue {
  const numeric = /^-?\d+(\.\d+)?$/.test(value);
  const boolean = value === 'true' || value === 'false';
  if (((type === 'integer' || type === 'number') && numeric) || (type === undefined && /^-?\d+$/.test(value))) {
    return Number(value);
  }
  if ((type === 'boolean' || type === undefined) && boolean) {
    return value === 'true';
  }
  return value;
}

/** The query parameters of the request as an object of typed values, in the order the Shell sample writes them. */
export function typedQuery({serverVersion, call, request}: Pick<RenderInput, 'serverVersion' | 'call' | 'request'>, omit: readonly string[] = []): JsonObject {
  const document = openApiFor(serverVersion);
  const query: JsonObject = {};
  for (const [name, value] of request.query) {
    if (!omit.includes(name)) {
      query[name] = typedValue(schemaType(document, queryParameterSchema(document, call.operation, name)), value);
    }
  }
  return query;
}

/** The documents an import sends, when the Shell sample writes them out (JSON lines, or a JSON array). */
export function importedDocuments(request: RenderInput['request']): JsonValue[] | undefined {
  const body = request.body;
  if (body?.kind === 'jsonl') return body.values;
  if (body?.kind === 'json') return Array.isArray(body.value) ? body.value : [body.value];
  return undefined;
}

/** The file whose contents the request sends (`--data-binary @books.jsonl`). */
export function bodyFile(request: RenderInput['request']): string | undefined {
  return request.body?.kind === 'file' ? request.body.file : undefined;
}

/** The request's JSON body as an object (the schema, the document, the parameters it sends). */
export function bodyObject(request: RenderInput['request']): JsonObject | undefined {
  const body = request.body;
  return body?.kind === 'json' && body.value !== null && typeof body.value === 'object' && !Array.isArray(body.value) ? body.value : undefined;
}

/** The `host`, `port` and `protocol` of a node URL (`http://10.0.1.12:8108`), as client configurations take them. */
export function nodeAddress(url: string): {host: string; port: number; protocol: string} {
  const parsed = new URL(url);
  const protocol = parsed.protocol.replace(':', '');
  return {host: parsed.hostname, port: Number(parsed.port || (protocol === 'https' ? 443 : 80)), protocol};
}
