/**
 * Pure: a request sent with package:http, Dart's standard HTTP client (the
 * one typesense-dart itself sends its requests with), for the tab of a
 * typesense-dart release that has no call for it: typesense-dart has no
 * public low-level API (its ApiCall is the client's own). The request is the
 * group's Shell request (../../render/standard-http.ts): `http.get`/`post`/
 * `put`/`patch`/`delete` with the request's `Uri` (on the first node of the
 * set-up's `client`, or on the one node the Shell sample addresses), its
 * headers (the key of that client), and a JSON
 * body encoded by `jsonEncode` from a map literal (the maps the other Dart
 * samples pass); the response's body is printed, or written to the file the
 * Shell sample writes it to.
 */
import type {RenderInput} from '../types';
import {Code, printLiteral, withEnvironment, type Argument} from '../../render/literal';
import {SHELL_PLACEHOLDERS, environmentValue, type JsonObject} from '../../request/request';
import {bodyText, standardHttpReason, standardHttpRequest} from '../../render/standard-http';
import {DART_LITERAL, dartString} from './literal';

/** What the comment line names as the sender. */
export const PACKAGE_HTTP = 'package:http';

/** The configuration of the set-up's `client` (typesense-dart's `Client.config`): its nodes, as the reader set them, and its key. */
const CLIENT_CONFIGURATION = 'client.config';

/**
 * The Dart statements that send `input`'s request with package:http, after
 * its imports and the comment line that says what the release lacks
 * (`detail`, as the tab without a call would have said it). `environment`
 * reads a variable as the samples of the release do (`Platform.environment['X']!`).
 */
export function packageHttpCall(input: RenderInput, client: string, detail: string, environment: (name: string) => string): string {
  const request = standardHttpRequest(input.request);
  const syntax = withEnvironment(DART_LITERAL, input.request, environment);
  const imports = new Set(["import 'package:http/http.dart' as http;"]);
  const statements: string[] = [];
  let uri: string;
  if ('environment' in request.server) {
    // The first node of the set-up's client, as the reader configured it. The target is percent-encoded: it
    // holds no quote, backslash or `$` to escape.
    uri = `Uri.parse('\${${CLIENT_CONFIGURATION}.nodes.first.uri}${request.target}')`;
  } else {
    uri = `Uri.parse(${dartString(`${request.server.url}${request.target}`)})`;
  }
  // The headers as a map literal: the set-up's key, as its client holds it; another variable read as the samples read it.
  const headers: JsonObject = Object.fromEntries(request.headers.map(([name, value]) => [name, 'text' in value ? value.text : environmentValue(value.environment)]));
  const headerSyntax = withEnvironment(
    DART_LITERAL,
    {environment: request.headers.flatMap(([, value]) => ('environment' in value ? [value.environment] : []))},
    (name) => (name === SHELL_PLACEHOLDERS.apiKey ? `${CLIENT_CONFIGURATION}.apiKey` : environment(name)),
  );
  const args: (readonly [string | null, Argument])[] = [
    [null, new Code(uri)],
    ['headers', new Code(printLiteral(headers, headerSyntax, {indent: '  ', before: '  headers: '.length - 2, after: 1}))],
  ];
  const body = request.body;
  if (body?.kind === 'file') {
    args.push(['body', new Code(`await File(${dartString(body.file)}).readAsString()`)]);
  } else if (body?.kind === 'json') {
    imports.add("import 'dart:convert';");
    args.push(['body', new Code(`jsonEncode(${printLiteral(body.value, syntax, {indent: '  ', before: '  body: jsonEncode('.length - 2, after: 2})})`)]);
  } else if (body?.kind === 'jsonl') {
    imports.add("import 'dart:convert';");
    args.push(['body', new Code(`${printLiteral(body.values, syntax, {indent: '  ', before: '  body: '.length - 2})}.map(jsonEncode).join('\\n')`)]);
  } else if (body) {
    args.push(['body', bodyText(body)!]);
  }
  // One argument a line, each with its comma, as dart format keeps a call that ends with one.
  const lines = args.map(([name, value]) => {
    const prefix = name ? `${name}: ` : '';
    const printed = value instanceof Code ? value.text : printLiteral(value, syntax, {indent: '  ', before: prefix.length, after: 1});
    return `  ${prefix}${printed},`;
  });
  statements.push(`final response = await http.${request.method.toLowerCase()}(\n${lines.join('\n')}\n);`);
  statements.push(request.outputFile ? `await File(${dartString(request.outputFile)}).writeAsString(response.body);` : 'print(response.body);');
  if (/\b(?:Platform|File)\b/.test(statements.join('\n'))) imports.add("import 'dart:io';");
  // dart: imports first, then packages, a blank line between (the directives_ordering lint).
  const sorted = [...imports].sort();
  const dartImports = sorted.filter((line) => line.startsWith("import 'dart:"));
  const packageImports = sorted.filter((line) => !line.startsWith("import 'dart:"));
  const comment = standardHttpReason('// ', client, input.release, detail, PACKAGE_HTTP);
  return `${[dartImports, packageImports].filter((lines) => lines.length > 0).map((lines) => lines.join('\n')).join('\n\n')}\n\n${comment}\n${statements.join('\n')}`;
}
