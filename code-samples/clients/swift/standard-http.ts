/**
 * Pure: a request sent with Foundation's URLSession (`async`/`await`), for the
 * tab of a typesense-swift release that has no call for it: typesense-swift
 * has no public low-level API (its ApiCall is internal). The request is the
 * group's Shell request (../../render/standard-http.ts): a `URLRequest` to
 * the node of the set-up (SET_UP) or the one node the Shell sample addresses,
 * with its method and headers (the set-up's key), a JSON body encoded by JSONSerialization from a
 * `[String: Any]` literal (as the samples encode documents), and
 * `URLSession.shared.data(for:)`; the response is printed, or written to the
 * file the Shell sample writes it to.
 */
import type {RenderInput} from '../types';
import {doubleQuoted} from '../../render/literal';
import {bodyText, standardHttpReason, standardHttpRequest} from '../../render/standard-http';
import {anyLiteral, environment} from './literal';
import {SHELL_PLACEHOLDERS} from '../../request/request';

/** What the comment line names as the sender. */
export const URL_SESSION = 'URLSession';

/**
 * The names that the Swift set-up of the API Clients page gives the node's address and the API key before it
 * makes the `client` with them: typesense-swift keeps its configuration internal, and a request sent with
 * URLSession goes to the same node with the same key, as the reader set them.
 */
export const SET_UP = {nodeProtocol: 'nodeProtocol', host: 'host', port: 'port', apiKey: 'apiKey'} as const;

/**
 * URLSession is Foundation's; on Linux it lives in FoundationNetworking, which
 * typesense-swift imports the same way in each of its sources (from v1.0.1-rc.1
 * on), so the sample runs where the client does.
 */
const FOUNDATION_IMPORTS = ['import Foundation', '#if canImport(FoundationNetworking)', '    import FoundationNetworking', '#endif'];

/** `text` as a Swift multi-line string literal: a backslash doubled (nothing interpolates), `"""` escaped. */
function multilineString(text: string): string {
  return `"""\n${text.replace(/\\/g, '\\\\').replace(/"""/g, '""\\"')}\n"""`;
}

/**
 * The Swift statements that send `input`'s request with URLSession, after the
 * comment line that says what the release lacks (`detail`, as the tab without
 * a call would have said it).
 */
export function urlSessionCall(input: RenderInput, client: string, detail: string): string {
  const request = standardHttpRequest(input.request);
  const lines: string[] = [...FOUNDATION_IMPORTS, '', standardHttpReason('// ', client, input.release, detail, URL_SESSION)];
  if ('environment' in request.server) {
    // The node of the set-up, as the reader set it. The target is percent-encoded: it holds no quote or backslash to escape.
    const {nodeProtocol, host, port} = SET_UP;
    lines.push(`var request = URLRequest(url: URL(string: "\\(${nodeProtocol})://\\(${host}):\\(${port})${request.target}")!)`);
  } else {
    lines.push(`var request = URLRequest(url: URL(string: ${doubleQuoted(`${request.server.url}${request.target}`)})!)`);
  }
  lines.push(`request.httpMethod = ${doubleQuoted(request.method)}`);
  for (const [name, value] of request.headers) {
    if ('text' in value) {
      lines.push(`request.setValue(${doubleQuoted(value.text)}, forHTTPHeaderField: ${doubleQuoted(name)})`);
    } else if (value.environment === SHELL_PLACEHOLDERS.apiKey) {
      // The set-up's key.
      lines.push(`request.setValue(${SET_UP.apiKey}, forHTTPHeaderField: ${doubleQuoted(name)})`);
    } else {
      lines.push(`request.setValue(${environment(value.environment)}, forHTTPHeaderField: ${doubleQuoted(name)})`);
    }
  }
  const body = request.body;
  if (body?.kind === 'file') {
    lines.push(`request.httpBody = try Data(contentsOf: URL(fileURLWithPath: ${doubleQuoted(body.file)}))`);
  } else if (body?.kind === 'json' && body.value !== null && typeof body.value === 'object') {
    const type = Array.isArray(body.value) ? '[Any]' : '[String: Any]';
    const opening = `let body: ${type} = `;
    lines.push(`${opening}${anyLiteral(body.value, input.request, {indent: '', before: opening.length})}`);
    lines.push('request.httpBody = try JSONSerialization.data(withJSONObject: body)');
  } else if (body) {
    // JSON lines, or text: as it is.
    lines.push(`request.httpBody = Data(${multilineString(bodyText(body)!)}.utf8)`);
  }
  lines.push('let (data, _) = try await URLSession.shared.data(for: request)');
  lines.push(request.outputFile ? `try data.write(to: URL(fileURLWithPath: ${doubleQuoted(request.outputFile)}))` : 'print(String(decoding: data, as: UTF8.self))');
  return lines.join('\n');
}
