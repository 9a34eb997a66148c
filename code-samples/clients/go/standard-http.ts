/**
 * Pure: a request sent with Go's net/http, for the tab of a typesense-go
 * release that has no call for it and whose generated low-level client
 * (./api-client.ts) cannot send it either (an endpoint its bundled OpenAPI
 * description lacks). It goes to the set-up's `server` with its `apiKey`
 * (./values.ts SET_UP), or to the one node the Shell sample addresses. The
 * request is the group's Shell request
 * (../../render/standard-http.ts): `http.NewRequest` with the method, the URL
 * and the body as it is (the raw JSON text the generated client's calls send
 * too), its headers, `http.DefaultClient.Do`; the response's body is printed,
 * or written to the file the Shell sample writes it to.
 */
import type {RenderInput} from '../types';
import {standardHttpReason, standardHttpRequest} from '../../render/standard-http';
import type {HttpMethod} from '../../request/request';
import {rawBody} from './api-client';
import {PANIC_ON_ERROR, SET_UP, goString} from './values';
import {SHELL_PLACEHOLDERS} from '../../request/request';

/** What the comment line names as the sender. */
export const NET_HTTP = 'net/http';

/** net/http's constant of each method. */
const METHOD_CONSTANTS: Readonly<Record<HttpMethod, string>> = {
  GET: 'http.MethodGet',
  POST: 'http.MethodPost',
  PUT: 'http.MethodPut',
  PATCH: 'http.MethodPatch',
  DELETE: 'http.MethodDelete',
};

/**
 * The Go statements that send `input`'s request with net/http, after the
 * comment line that says what the release lacks (`detail`: what its own calls
 * and its generated client lack). Throws `Unsendable` where the body cannot be
 * written as it is sent (./api-client.ts, rawBody).
 */
export function netHttpCall(input: RenderInput, client: string, detail: string): string {
  const request = standardHttpRequest(input.request);
  const statements: string[] = [];
  // The one node the Shell sample addresses, or the server of the set-up (its `server`, as the reader set it).
  const url = 'url' in request.server ? goString(`${request.server.url}${request.target}`) : `${SET_UP.server} + ${goString(request.target)}`;
  statements.push(`endpoint := ${url}`);
  if (request.body) {
    statements.push(rawBody(input, NET_HTTP));
  }
  statements.push(`request, err := http.NewRequest(${METHOD_CONSTANTS[request.method]}, endpoint, ${request.body ? 'body' : 'nil'})\n${PANIC_ON_ERROR}`);
  statements.push(
    request.headers
      .map(([name, value]) => `request.Header.Set(${goString(name)}, ${'text' in value ? goString(value.text) : value.environment === SHELL_PLACEHOLDERS.apiKey ? SET_UP.apiKey : `os.Getenv(${goString(value.environment)})`})`)
      .join('\n'),
  );
  statements.push(`response, err := http.DefaultClient.Do(request)\n${PANIC_ON_ERROR}\ndefer response.Body.Close()`);
  if (request.outputFile) {
    // The response, as curl -o writes it: to the file.
    statements.push(`file, err := os.Create(${goString(request.outputFile)})\n${PANIC_ON_ERROR}\ndefer file.Close()\nif _, err := io.Copy(file, response.Body); err != nil {\n\tpanic(err)\n}`);
  } else {
    statements.push(`result, err := io.ReadAll(response.Body)\n${PANIC_ON_ERROR}\nfmt.Println(string(result))`);
  }
  return `${standardHttpReason('// ', client, input.release, detail, NET_HTTP)}\n${statements.filter(Boolean).join('\n\n')}`;
}
