/**
 * Pure: a request sent with `fetch` (Node 18 on), for the tab of a typesense-js
 * release that has no call for it and no public low-level API (the 0.x
 * releases keep theirs private, as `_apiCall`). The request is the group's
 * Shell request (../../render/standard-http.ts): its URL, method and headers,
 * a JSON body as `JSON.stringify` of an object literal (the objects the other
 * JavaScript samples pass); the response's text is printed, or written to the
 * file the Shell sample writes it to. It goes to the server of the set-up's
 * `client`, with its key: the first of its configuration's `nodes` and its
 * `apiKey`, or, in 0.3.0 (Typesense 0.11), its `masterNode`, which holds the
 * key; as the client builds its own URLs (`protocol://host:port` and the
 * `path` its Configuration defaults to '').
 */
import type {RenderInput} from '../types';
import {printLiteral, singleQuoted, withEnvironment, type LiteralSyntax} from '../../render/literal';
import {SHELL_PLACEHOLDERS, environmentValue, type JsonObject} from '../../request/request';
import {configuredServer, standardHttpReason, standardHttpRequest, type ConfigurationNames} from '../../render/standard-http';
import type {ReleaseSurface} from '../../surface/types';

/** typesense-js's names for its configuration (src/Typesense/Configuration.[jt]s). */
const CONFIGURATION: ConfigurationNames = {member: 'configuration', type: 'Configuration', nodes: 'nodes', apiKey: 'apiKey', masterNode: 'masterNode', masterNodeApiKey: 'apiKey'};

/** What the comment line names as the sender. */
export const FETCH = 'fetch';

/** How a sample reads an environment variable. */
function environment(name: string): string {
  return `process.env.${name}`;
}

/**
 * The JavaScript statements that send `input`'s request with fetch, after the
 * comment line that says what the release lacks (`detail`, as the tab without
 * a call would have said it); `literal` is the samples' object syntax.
 */
export function fetchCall(input: RenderInput, client: string, detail: string, literal: LiteralSyntax, surface: ReleaseSurface): string {
  const request = standardHttpRequest(input.request);
  const imports: string[] = [];
  const configured = configuredServer(surface, CONFIGURATION, client, input.release);
  const configuration = `client.${CONFIGURATION.member}`;
  // The node's parts that the sample uses, taken from the configuration: the master node holds the key as well.
  const parts = [...('environment' in request.server ? ['protocol', 'host', 'port', 'path'] : []), ...(configured === 'master node' ? [CONFIGURATION.masterNodeApiKey] : [])];
  const node = configured === 'nodes' ? `${configuration}.${CONFIGURATION.nodes}[0]` : `${configuration}.${CONFIGURATION.masterNode}`;
  const apiKey = configured === 'nodes' ? `${configuration}.${CONFIGURATION.apiKey}` : CONFIGURATION.masterNodeApiKey;
  // The target is percent-encoded: it holds no backquote, backslash or `${` to escape.
  const url = 'environment' in request.server ? `\`\${protocol}://\${host}:\${port}\${path}${request.target}\`` : singleQuoted(`${request.server.url}${request.target}`);
  const headers: JsonObject = Object.fromEntries(request.headers.map(([name, value]) => [name, 'text' in value ? value.text : environmentValue(value.environment)]));
  // The set-up's key, as its client holds it; another variable (a scoped key, a provider's key) read as the samples read it.
  const syntax = withEnvironment(
    literal,
    {environment: [...(input.request.environment ?? []), ...request.headers.flatMap(([, value]) => ('environment' in value ? [value.environment] : []))]},
    (name) => (name === SHELL_PLACEHOLDERS.apiKey ? apiKey : environment(name)),
  );
  const options: [string, string][] = [['method', singleQuoted(request.method)]];
  const printed = (value: Parameters<typeof printLiteral>[0], before: number, after = 1) => printLiteral(value, syntax, {indent: '  ', before, after});
  options.push(['headers', printed(headers, 'headers: '.length)]);
  const body = request.body;
  if (body?.kind === 'file') {
    imports.push("import {readFile} from 'node:fs/promises';");
    options.push(['body', `await readFile(${singleQuoted(body.file)})`]);
  } else if (body?.kind === 'json') {
    options.push(['body', `JSON.stringify(${printed(body.value, 'body: JSON.stringify('.length, 2)})`]);
  } else if (body?.kind === 'jsonl') {
    options.push(['body', `${printed(body.values, 'body: '.length)}\n    .map((document) => JSON.stringify(document))\n    .join('\\n')`]);
  } else if (body) {
    options.push(['body', singleQuoted(body.text)]);
  }
  // The options object hugs the call, as Prettier lays out a last argument that is an object.
  const statements = [
    ...(parts.length > 0 ? [`const {${parts.join(', ')}} = ${node};`] : []),
    `const response = await fetch(${url}, {\n${options.map(([name, value]) => `  ${name}: ${value},`).join('\n')}\n});`,
  ];
  if (request.outputFile) {
    imports.push("import {writeFile} from 'node:fs/promises';");
    statements.push(`await writeFile(${singleQuoted(request.outputFile)}, await response.text());`);
  } else {
    statements.push('console.log(await response.text());');
  }
  const comment = standardHttpReason('// ', client, input.release, detail, FETCH);
  return `${imports.length > 0 ? `${[...new Set(imports)].sort().join('\n')}\n\n` : ''}${comment}\n${statements.join('\n')}`;
}
