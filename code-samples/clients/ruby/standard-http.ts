/**
 * Pure: a request sent with Ruby's Net::HTTP, for the tab of a typesense-ruby
 * release that has no call for it and whose low-level ApiCall cannot send it
 * either (before 0.8.0, its post sends only a hash, as JSON). The request is
 * the group's Shell request (../../render/standard-http.ts): a
 * `Net::HTTP::<Method>` request with its headers and body (JSON from a hash
 * literal, JSON lines from a list of them), sent with `Net::HTTP.start`; the
 * response's body is printed, or written to the file the Shell sample writes
 * it to. It goes to the server of the set-up's `client`, with its key: the
 * first of its configuration's `nodes` (hashes, as the set-up gives them) and
 * its `api_key`, or, in 0.2.0 (Typesense 0.11), its `master_node`, whose hash
 * holds the key; as the client builds its own URLs (`protocol://host:port`).
 */
import type {RenderInput} from '../types';
import {SHELL_PLACEHOLDERS, type JsonValue} from '../../request/request';
import {configuredServer, standardHttpRequest, standardHttpReason, type ConfigurationNames} from '../../render/standard-http';
import type {ReleaseSurface} from '../../surface/types';

/** typesense-ruby's names for its configuration (lib/typesense/configuration.rb). */
const CONFIGURATION: ConfigurationNames = {member: 'configuration', type: 'Configuration', nodes: 'nodes', apiKey: 'api_key', masterNode: 'master_node', masterNodeApiKey: 'api_key'};

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
export function netHttpCall(input: RenderInput, client: string, detail: string, ruby: RubyWriter, surface: ReleaseSurface): string {
  const request = standardHttpRequest(input.request);
  const requires = new Set(["require 'net/http'"]);
  const configuration = `client.${CONFIGURATION.member}`;
  const nodes = configuredServer(surface, CONFIGURATION, client, input.release) === 'nodes';
  const node = nodes ? `${configuration}.${CONFIGURATION.nodes}[0]` : `${configuration}.${CONFIGURATION.masterNode}`;
  const lines: string[] = [];
  // The node's hash, named where the sample reads more than one of its keys.
  const server = 'environment' in request.server ? 'server' : node;
  if (server !== node) lines.push(`${server} = ${node}`);
  const apiKey = nodes ? `${configuration}.${CONFIGURATION.apiKey}` : `${server}[:${CONFIGURATION.masterNodeApiKey}]`;
  // The target is percent-encoded: it holds no quote, backslash or `#` to escape.
  const uri = 'environment' in request.server ? `"#{${server}[:protocol]}://#{${server}[:host]}:#{${server}[:port]}${request.target}"` : ruby.string(`${request.server.url}${request.target}`);
  const method = request.method.charAt(0) + request.method.slice(1).toLowerCase();
  lines.push(`uri = URI(${uri})`, `request = Net::HTTP::${method}.new(uri)`);
  for (const [name, value] of request.headers) {
    // The set-up's key, as its client holds it; another variable (a scoped key) read as the samples read it.
    const text = 'text' in value ? ruby.string(value.text) : value.environment === SHELL_PLACEHOLDERS.apiKey ? apiKey : environment(value.environment, ruby);
    lines.push(`request[${ruby.string(name)}] = ${text}`);
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
