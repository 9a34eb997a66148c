/**
 * The HTTP request that a code sample sends, as the Shell (curl) sample of its
 * group describes it. Every client language of the group is rendered from it,
 * and the sample checks prove that each rendered sample sends it.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | {[key: string]: JsonValue};
export type JsonObject = {[key: string]: JsonValue};

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type RequestBody =
  /** A JSON document (`-d '{…}'`). */
  | {kind: 'json'; value: JsonValue}
  /** JSON lines written in the sample (`--data-binary '{…}\n{…}'`): one value per line. */
  | {kind: 'jsonl'; values: JsonValue[]}
  /** The contents of a file (`--data-binary @books.jsonl`). */
  | {kind: 'file'; file: string}
  /** Any other text (a stemming dictionary line that is not JSON, say). */
  | {kind: 'text'; text: string};

export type SampleRequest = {
  method: HttpMethod;
  /** The path, decoded, without the query: `/collections/books/documents/search`. */
  path: string;
  /** The query parameters in the order the sample writes them, decoded. */
  query: ReadonlyArray<readonly [name: string, value: string]>;
  body?: RequestBody;
  /** The `Content-Type` the sample sends, if it names one. */
  contentType?: string;
  /** Whether the sample sends the API key (`X-TYPESENSE-API-KEY`). */
  authenticated: boolean;
  /**
   * The node the request goes to: `null` for the `${TYPESENSE_HOST}` of the
   * reader's configuration, or a URL when the sample addresses one node of a
   * cluster (`http://10.0.1.12:8108`).
   */
  node: string | null;
  /** A file the sample writes the response to (`-o top_rated.jsonl`), if any. */
  outputFile?: string;
  /**
   * Environment variables whose values the body sends (an LLM provider's key):
   * each appears in the body as a whole string value `${NAME}` (`environmentValue`).
   */
  environment?: readonly string[];
};

/** How the body of a request holds the value of an environment variable: the string `${NAME}`. */
export function environmentValue(name: string): string {
  return `\${${name}}`;
}

/** The environment variable a string value of the body stands for, if it is one of the request's. */
export function environmentVariableOf(request: Pick<SampleRequest, 'environment'>, value: string): string | undefined {
  const name = /^\$\{(\w+)\}$/.exec(value)?.[1];
  return name && request.environment?.includes(name) ? name : undefined;
}

/** The placeholders every Shell sample may use, set as on the API Clients page. */
export const SHELL_PLACEHOLDERS = {host: 'TYPESENSE_HOST', apiKey: 'TYPESENSE_API_KEY'} as const;

/** A query parameter's value, or `undefined` when the request has none by that name. */
export function queryValue(request: Pick<SampleRequest, 'query'>, name: string): string | undefined {
  return request.query.find(([key]) => key === name)?.[1];
}

/** The request's JSON body, or `undefined` when it has none or another kind. */
export function jsonBody(request: SampleRequest): JsonValue | undefined {
  return request.body?.kind === 'json' ? request.body.value : undefined;
}
