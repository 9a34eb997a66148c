/**
 * Pure: a request sent with Ruby's Net::HTTP, for the tab of a typesense-ruby
 * release that has no call for it and whose low-level ApiCall cannot send it
 * either (before 0.8.0, its post sends only a hash, as JSON). The request is
 * the group's Shell request (../../render/standard-http.ts): a
 * `Net::HTTP::<Method>` request with its headers and body (JSON from a hash
 * literal, JSON lines from a list of them), sent with `Net::HTTP.start`; the
 * response's body is printed, or written to the file the Shell sample writes
 * it to.
 */
import type {RenderInput} from '../types';
import type {JsonValue} from '../../request/request';
import {standardHttpRequest, standardHttpReason} from '../../render/standard-http';

/** What the comment line names as the sender. */
export const NET_HTTP = 'Net::HTTP';

/** How the Ruby renderer writes what this needs: a string literal, and a JSON value as a literal starting `before` columns into its line. */
export type RubyWriter = {string: (text: string) => string; literal: (value: JsonValue, before: number) => string};

/** How a sample reads an environment variable, as the other Ruby samples do. */
function environment(name: string, ruby: RubyWriter): string {
  return `ENV.fetch(${ruby.string(name)})`;
}

/**
 * The Ruby statements that send `input`'s request with Net::HTTP, after the
 * `require` lines and the comment line that says what the release lacks
 * (`detail`, as the tab without a call would have said it).
 */
export function netHttpCall(input: RenderInput, client: string, detail: string, ruby: RubyWriter): string {
  const request = standardHttpRequest(input.request);
  const requires = new Set(["require 'net/http'"]);
  // The target is percent-encoded: it holds no quote, backslash or `#` to escape.
  const uri = 'environment' in request.server ? `"#{${environment(request.server.environment, ruby)}}${request.target}"` : ruby.string(`${request.server.url}${request.target}`);
  const method = request.method.charAt(0) + request.method.slice(1).toLowerCase();
  const lines = [`uri = URI(${uri})`, `request = Net::HTTP::${method}.new(uri)`];
  for (const [name, value] of request.headers) {
    lines.push(`request[${ruby.string(name)}] = ${'text' in value ? ruby.string(value.text) : environment(value.environment, ruby)}`);
  }
  const body = request.body;
  if (body?.kind === 'file') {
    lines.push(`request.body = File.read(${ruby.string(body.file)})`);
  } else if (body?.kind === 'json') {
    requires.add("require 'json'");
    lines.push(`request.body = JSON.dump(${ruby.literal(body.value, 'request.body = JSON.dump('.length)})`);
  } else if (body?.kind === 'jsonl') {
    requires.add("require 'json'");
    lines.push(`documents = ${ruby.literal(body.values, 'documents = '.length)}`, 'request.body = documents.map { |document| JSON.dump(document) }.join("\\n")');
  } else if (body) {
    lines.push(`request.body = ${ruby.string(body.text)}`);
  }
  lines.push("response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|", '  http.request(request)', 'end');
  lines.push(request.outputFile ? `File.write(${ruby.string(request.outputFile)}, response.body)` : 'puts response.body');
  const comment = standardHttpReason('# ', client, input.release, detail, NET_HTTP);
  return `${[...requires].sort().join('\n')}\n\n${comment}\n${lines.join('\n')}`;
}
