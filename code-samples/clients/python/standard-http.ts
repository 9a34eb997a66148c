/**
 * Pure: a request sent with the requests package, for the tab of a
 * typesense-python release that has no call for it and whose low-level
 * api_call cannot send it either (0.4.0 has none; before 0.10.0 its delete()
 * sends no query parameters). requests is what the client itself sends with:
 * every release depends on it, so it is installed with the client, and its
 * calls are the same on every Python 3. The request is the group's Shell
 * request (../../render/standard-http.ts): `requests.<method>` with the URL,
 * the headers and the body as the Shell sample sends them; the response's
 * body is printed, or written to the file the Shell sample writes it to. It
 * goes to the server of the set-up's `client`, with its key: the `url()` of
 * the first of its configuration's `nodes` and its `api_key`, or, in 0.4.0
 * (Typesense 0.11), of its `master_node`, a Node that holds the key.
 */
import type {RenderInput} from '../types';
import {SHELL_PLACEHOLDERS, type JsonValue} from '../../request/request';
import {configuredServer, standardHttpReason, standardHttpRequest, type ConfigurationNames, type HeaderValue} from '../../render/standard-http';
import type {ReleaseSurface} from '../../surface/types';

/** typesense-python's names for its configuration (typesense/configuration.py). */
const CONFIGURATION: ConfigurationNames = {member: 'config', type: 'Configuration', nodes: 'nodes', apiKey: 'api_key', masterNode: 'master_node', masterNodeApiKey: 'api_key'};

/** Black's line length, as the other Python samples are laid out. */
const LINE_WIDTH = 88;

/** What the comment line names as the sender. */
export const REQUESTS_PACKAGE = 'the requests package';

/** How the Python renderer writes what this needs: a string literal, and a JSON value as a literal starting `before` columns into its line. */
export type PythonWriter = {string: (text: string) => string; literal: (value: JsonValue, before: number) => string};

function headerValue(value: HeaderValue, python: PythonWriter, apiKey: string): string {
  if ('text' in value) return python.string(value.text);
  // The set-up's key, as its client holds it; another variable (a scoped key) read as the samples read it.
  return value.environment === SHELL_PLACEHOLDERS.apiKey ? apiKey : `os.environ[${python.string(value.environment)}]`;
}

/**
 * The Python statements that send `input`'s request with requests, after the
 * imports and the comment line that says what the release lacks (`detail`, as
 * the tab without a call would have said it).
 */
export function requestsCall(input: RenderInput, client: string, detail: string, python: PythonWriter, surface: ReleaseSurface): string {
  const request = standardHttpRequest(input.request);
  const imports = new Set(['import requests']);
  const configuration = `client.${CONFIGURATION.member}`;
  const node = configuredServer(surface, CONFIGURATION, client, input.release) === 'nodes' ? `${configuration}.${CONFIGURATION.nodes}[0]` : `${configuration}.${CONFIGURATION.masterNode}`;
  const apiKey = node.endsWith('[0]') ? `${configuration}.${CONFIGURATION.apiKey}` : `${node}.${CONFIGURATION.masterNodeApiKey}`;
  // The target is percent-encoded: it holds no quote or backslash to escape.
  const url = 'environment' in request.server ? `${node}.url() + ${python.string(request.target)}` : python.string(`${request.server.url}${request.target}`);
  const headers = request.headers.map(([name, value]) => `${python.string(name)}: ${headerValue(value, python, apiKey)}`);
  const args = [url, ...(headers.length > 0 ? [`headers={${headers.join(', ')}}`] : [])];
  const before: string[] = [];
  let opened: string | undefined;
  const body = request.body;
  if (body?.kind === 'file') {
    // The file is sent as it is, as curl's --data-binary sends it.
    opened = `with open(${python.string(body.file)}, "rb") as body:`;
    args.push('data=body');
  } else if (body?.kind === 'json') {
    before.push(`body = ${python.literal(body.value, 'body = '.length)}`);
    args.push('json=body');
  } else if (body?.kind === 'jsonl') {
    imports.add('import json');
    before.push(`documents = ${python.literal(body.values, 'documents = '.length)}`);
    args.push('data="\\n".join(json.dumps(document) for document in documents)');
  } else if (body) {
    args.push(`data=${python.string(body.text)}`);
  }
  const indent = opened ? '    ' : '';
  // As Black lays the call out: on one line where it fits; else its arguments on a line of their own; else one a line.
  const opening = `${indent}response = requests.${request.method.toLowerCase()}(`;
  const flat = `${opening}${args.join(', ')})`;
  const inner = `${indent}    `;
  // An argument too long for its line is broken as Black breaks it: the headers one entry a line.
  const argument = (arg: string) =>
    inner.length + arg.length + 1 <= LINE_WIDTH || !arg.startsWith('headers=')
      ? `${inner}${arg},`
      : `${inner}headers={\n${headers.map((header) => `${inner}    ${header},`).join('\n')}\n${inner}},`;
  const ownLine = `${inner}${args.join(', ')}`;
  const send =
    flat.length <= LINE_WIDTH
      ? flat
      : ownLine.length <= LINE_WIDTH || args.length === 1
        ? `${opening}\n${ownLine}\n${indent})`
        : `${opening}\n${args.map(argument).join('\n')}\n${indent})`;
  const output = request.outputFile
    ? `with open(${python.string(request.outputFile)}, "wb") as file:\n    file.write(response.content)`
    : 'print(response.text)';
  const comment = standardHttpReason('# ', client, input.release, detail, REQUESTS_PACKAGE);
  const statements = [...before, opened ? `${opened}\n${send}` : send, output];
  // Another variable the request reads (a scoped key in a header, a provider's key in the body).
  if (statements.some((statement) => statement.includes('os.environ['))) {
    imports.add('import os');
  }
  return `${[...imports].sort().join('\n')}\n\n${comment}\n${statements.join('\n')}`;
}
