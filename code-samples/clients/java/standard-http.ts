/**
 * Pure: a request sent with the JDK's own HTTP client, java.net.http (Java 11
 * on), for the tab of a typesense-java release that has no call for it:
 * typesense-java has no public low-level API (its ApiCall is the client's
 * own). The request is the group's Shell request (../../render/standard-http.ts),
 * sent to the first node of the set-up's `configuration` (SET_UP), or to the
 * one node the Shell sample addresses, with the configuration's key:
 * `HttpRequest.newBuilder(uri)` with its headers and method, the body as a
 * text block (Java 15 on; the JDK has no JSON library), and
 * `HttpClient.send()`; the response is printed, or written to the file the
 * Shell sample writes it to.
 */
import type {RenderInput} from '../types';
import {doubleQuoted} from '../../render/literal';
import {bodyText, standardHttpReason, standardHttpRequest, type HeaderValue} from '../../render/standard-http';
import {CONTINUATION, declare, wrapDeclarations, type Expr} from './layout';
import {withJavaImports} from './imports';
import {SHELL_PLACEHOLDERS} from '../../request/request';

/** What the comment line names as the sender. */
export const JAVA_HTTP_CLIENT = 'java.net.http';

/**
 * The name of the `Configuration` that the Java set-up of the API Clients
 * page makes the `client` from: typesense-java keeps the client's own
 * private, but a Configuration's fields are public (its `nodes`, each with
 * the `baseUrl` its constructor composes, and its `apiKey`, in every release),
 * so a request sent with java.net.http goes to the set-up's node with its key,
 * as the reader set them.
 */
export const SET_UP = {configuration: 'configuration'} as const;

function headerValue(value: HeaderValue): string {
  if ('text' in value) return doubleQuoted(value.text);
  return value.environment === SHELL_PLACEHOLDERS.apiKey ? `${SET_UP.configuration}.apiKey` : `System.getenv(${doubleQuoted(value.environment)})`;
}

/**
 * `text` as a Java text block, its lines indented as its closing delimiter:
 * a backslash doubled, and `"""` escaped. Java strips the indentation the
 * lines share with the delimiter, and keeps the line break before it.
 */
export function textBlock(text: string, indent = ''): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"""/g, '""\\"');
  const lines = escaped.split('\n').map((line) => (line === '' ? '' : `${indent}${line}`));
  return `"""\n${lines.join('\n')}\n${indent}"""`;
}

/**
 * The Java statements that send `input`'s request with java.net.http, after
 * the comment line that says what the release lacks (`detail`, as the tab
 * without a call would have said it).
 */
export function javaHttpClientCall(input: RenderInput, client: string, detail: string): string {
  const request = standardHttpRequest(input.request);
  const statements: string[] = [];
  // The one node the Shell sample addresses, or the set-up's first node.
  const uri = 'url' in request.server ? doubleQuoted(`${request.server.url}${request.target}`) : `${SET_UP.configuration}.nodes.get(0).baseUrl + ${doubleQuoted(request.target)}`;
  statements.push(`URI uri = URI.create(${uri});`);

  // The body: a text block (with the variables the Shell sample reads put in), or a file as it is.
  let publisher: string | undefined;
  if (request.body?.kind === 'file') {
    publisher = `HttpRequest.BodyPublishers.ofFile(Path.of(${doubleQuoted(request.body.file)}))`;
  } else if (request.body) {
    const variables = (input.request.environment ?? []).filter((name) => bodyText(request.body!)!.includes(`\${${name}}`));
    const replaced = variables.map((name) => `\n${CONTINUATION}${CONTINUATION}.replace(${doubleQuoted(`\${${name}}`)}, System.getenv(${doubleQuoted(name)}))`).join('');
    statements.push(`String body =\n${CONTINUATION}${textBlock(bodyText(request.body)!, CONTINUATION)}${replaced};`);
    publisher = 'HttpRequest.BodyPublishers.ofString(body)';
  }
  const method =
    request.method === 'GET' && !publisher
      ? {name: 'GET', args: []}
      : request.method === 'DELETE' && !publisher
        ? {name: 'DELETE', args: []}
        : request.method === 'POST' || request.method === 'PUT'
          ? {name: request.method, args: [publisher ?? 'HttpRequest.BodyPublishers.noBody()']}
          : {name: 'method', args: [doubleQuoted(request.method), publisher ?? 'HttpRequest.BodyPublishers.noBody()']};
  const builder: Expr = {
    kind: 'chain',
    head: 'HttpRequest.newBuilder(uri)',
    calls: [
      ...request.headers.map(([name, value]) => ({name: 'header', args: [{kind: 'text', text: doubleQuoted(name)} as Expr, {kind: 'text', text: headerValue(value)} as Expr]})),
      {name: method.name, args: method.args.map((arg): Expr => ({kind: 'text', text: arg}))},
      {name: 'build', args: []},
    ],
  };
  statements.push(declare('HttpRequest', 'request', builder));

  // The response: printed, as curl prints it, or written to the file the Shell sample writes it to.
  if (request.outputFile) {
    statements.push(`HttpResponse<Path> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofFile(Path.of(${doubleQuoted(request.outputFile)})));`);
  } else {
    statements.push('HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());');
    statements.push('System.out.println(response.body());');
  }
  const comment = standardHttpReason('// ', client, input.release, detail, JAVA_HTTP_CLIENT);
  // It lists every JDK class it names, whatever the set-up imports, and names none of the client's (the set-up's `configuration` is a variable).
  return withJavaImports(`${comment}\n${wrapDeclarations(statements.join('\n'))}`, {types: {}}, []);
}
