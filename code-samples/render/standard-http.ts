/**
 * Pure: a request as a language's standard HTTP client sends it, for the tab
 * of a client release that has no call for it and no public low-level API that
 * can send it (Dart's package:http, Java's java.net.http, Swift's URLSession,
 * Go's net/http…). Each language's renderer of this fallback writes these
 * parts in its own calls; they come from the group's Shell request, as every
 * other sample does, and the sample checks hold each to that request.
 */
import {RenderError, type ClientRelease} from '../clients/types';
import {SHELL_PLACEHOLDERS, type HttpMethod, type JsonValue, type RequestBody, type SampleRequest} from '../request/request';
import type {ReleaseSurface} from '../surface/types';

/** A header's value: text, or an environment variable the Shell sample reads (`${TYPESENSE_API_KEY}`). */
export type HeaderValue = {text: string} | {environment: string};

export type StandardHttpRequest = {
  method: HttpMethod;
  /**
   * Where the request goes: the server of the reader's configuration, read
   * from `TYPESENSE_HOST` as the Shell sample reads it, or the URL of the one
   * node of a cluster the sample addresses (`http://10.0.1.12:8108`).
   */
  server: {environment: string} | {url: string};
  /** The path and the query string as sent, each name and value percent-encoded: `/collections/books/documents/search?q=dune&query_by=title`. */
  target: string;
  /** The headers, in order: the body's content type, then the API key the Shell sample sends. */
  headers: readonly (readonly [name: string, value: HeaderValue])[];
  body?: RequestBody;
  /** A file the Shell sample writes the response to (`-o books.jsonl`), if any; else the sample prints it, as curl does. */
  outputFile?: string;
};

/**
 * Characters a query name or value keeps as they are: the unreserved ones of
 * RFC 3986 and a few that a query may hold literally (`filter_by=price:>100`
 * keeps its `:`). Everything else is percent-encoded, `+`, `&` and quotes
 * included, so that every language's URL parser reads the target as it is
 * written, and every language's string literal holds it as it is.
 */
const QUERY_KEEPS = /[A-Za-z0-9\-._~:,*/@!()]/;

/** A query name or value (or a segment of the path), percent-encoded as UTF-8 wherever QUERY_KEEPS does not keep it. */
export function encodeQueryComponent(text: string): string {
  return [...text].map((character) => (QUERY_KEEPS.test(character) ? character : [...new TextEncoder().encode(character)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''))).join('');
}

/** The content type a body goes with: the one the Shell sample names, else JSON's for JSON and text's for anything else. */
function contentTypeOf(request: SampleRequest): string | undefined {
  if (!request.body) return undefined;
  return request.contentType ?? (request.body.kind === 'json' ? 'application/json' : 'text/plain');
}

/** The request's parts as a standard HTTP client sends them. */
export function standardHttpRequest(request: SampleRequest): StandardHttpRequest {
  const path = request.path.split('/').map(encodeQueryComponent).join('/');
  const query = request.query.map(([name, value]) => `${encodeQueryComponent(name)}=${encodeQueryComponent(value)}`).join('&');
  const contentType = contentTypeOf(request);
  const headers: (readonly [string, HeaderValue])[] = [
    ...(contentType ? [['Content-Type', {text: contentType}] as const] : []),
    ...(request.authenticated ? [['X-TYPESENSE-API-KEY', {environment: SHELL_PLACEHOLDERS.apiKey}] as const] : []),
  ];
  return {
    method: request.method,
    server: request.node ? {url: request.node.replace(/\/+$/, '')} : {environment: SHELL_PLACEHOLDERS.host},
    target: query ? `${path}?${query}` : path,
    headers,
    ...(request.body && {body: request.body}),
    ...(request.outputFile && {outputFile: request.outputFile}),
  };
}

/** How long the comment line above a request sent with the standard HTTP client may be, its comment marker included (rubocop's Layout/LineLength). */
export const REASON_WIDTH = 120;

/**
 * The one comment line above a request sent with the standard HTTP client,
 * after its comment marker (`// `, `# `): the release and what it lacks
 * (`detail`, as the tab without a call would have said it), then what sends
 * the request instead:
 * `typesense-dart 0.5.1 has no analytics resource; package:http sends the request.`
 * Where that is longer than REASON_WIDTH, the short form says what every such
 * release lacks: `… has no call for this request; package:http sends it.`
 */
export function standardHttpReason(marker: string, client: string, release: ClientRelease, detail: string, sender: string): string {
  const full = `${marker}${client} ${release.version}${lacking(detail)}; ${sender} sends the request.`;
  return full.length <= REASON_WIDTH ? full : `${marker}${client} ${release.version} has no call for this request; ${sender} sends it.`;
}

/** What a release lacks, worded to follow the client's name: ` has no …` for `no …`, else `'s …` (`'s Field.fromMap() drops "embed"`). */
export function lacking(detail: string): string {
  return detail.startsWith('no ') ? ` has ${detail}` : `'s ${detail}`;
}

/** The width a JSON body is laid out to before it is broken over lines. */
const JSON_WIDTH = 80;

/**
 * A JSON value as readers write it in a text literal: `{"name": "books"}`,
 * broken over lines (two spaces a level) where it is longer than its line.
 */
export function jsonText(value: JsonValue, indent = ''): string {
  const oneLine = flatJson(value);
  if (value === null || typeof value !== 'object' || indent.length + oneLine.length <= JSON_WIDTH) return oneLine;
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? value.map((item) => `${inner}${jsonText(item, inner)}`)
    : Object.entries(value).map(([key, entry]) => `${inner}${JSON.stringify(key)}: ${jsonText(entry, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${entries.join(',\n')}\n${indent}${close}`;
}

/** A JSON value on one line, as readers write it: `{"name": "books", "fields": []}`. */
export function flatJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(flatJson).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([key, entry]) => `${JSON.stringify(key)}: ${flatJson(entry)}`)
    .join(', ')}}`;
}

/** The text a body sends, as a literal writes it: JSON laid out by `jsonText`, a JSON line per value, or the text itself; none for a file. */
export function bodyText(body: RequestBody): string | undefined {
  switch (body.kind) {
    case 'json':
      return jsonText(body.value);
    case 'jsonl':
      return body.values.map(flatJson).join('\n');
    case 'text':
      return body.text;
    case 'file':
      return undefined;
  }
}

/**
 * What a client names the parts of its configuration that a request sent
 * without the client needs: the server and the key that the set-up gave the
 * client (the reader's, a Typesense Cloud cluster's), so that the request goes
 * where every other sample of the page goes.
 */
export type ConfigurationNames = {
  /** The client's member that holds its configuration, and that member's type: `configuration`, `Configuration`. */
  member: string;
  type: string;
  /** The configuration's list of nodes and its one key for all of them: typesense-js `nodes`, `apiKey`. */
  nodes: string;
  apiKey: string;
  /** The releases of Typesense 0.11's era: one master node, which holds its own key (typesense-js `masterNode`, its `apiKey`). */
  masterNode: string;
  masterNodeApiKey: string;
};

/** Where a release's configuration keeps the server: the first of its `nodes`, or its master node (with the key on it). */
export type ConfiguredServer = 'nodes' | 'master node';

/**
 * Where the configuration of `release`'s client keeps the server and the key,
 * as its surface (surface.json, read from the release's sources) records
 * them. Throws a `RenderError` naming what the release lacks where it has
 * neither form: a request sent without the client could not take them.
 */
export function configuredServer(surface: ReleaseSurface, names: ConfigurationNames, client: string, release: ClientRelease): ConfiguredServer {
  const clientType = surface.roots.client ?? 'Client';
  const has = (type: string, member: string) => Boolean(surface.types[type]?.members[member]);
  const lacks = (what: string) =>
    new RenderError(`${client} ${release.version} ${what} (its surface.json): a request sent without the client cannot take the server and key of the set-up's client`);
  if (surface.types[clientType]?.members[names.member]?.returns !== names.type) {
    throw lacks(`has no ${clientType}.${names.member} of type ${names.type}`);
  }
  if (has(names.type, names.nodes) && has(names.type, names.apiKey)) {
    return 'nodes';
  }
  const master = surface.types[names.type]?.members[names.masterNode];
  // A master node that is an object of the client's (typesense-python's Node) must hold the key; a plain map is not described.
  if (master && (!master.returns || has(master.returns, names.masterNodeApiKey))) {
    return 'master node';
  }
  throw lacks(`has neither ${names.type}.${names.nodes} and .${names.apiKey} nor ${names.type}.${names.masterNode}`);
}
