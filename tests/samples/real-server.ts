/**
 * The real Typesense server as the sample harnesses see it: a local proxy in
 * front of it that stands where the stand-in stands (`StandInEndpoint`), so
 * that the harnesses run their samples against the real server unchanged.
 *
 * Each sample's client sends a key of its own; the proxy files the request and
 * the server's answer under that key and sends the request on with the
 * server's admin key in its place. A key the proxy did not hand out (a sample
 * that sends a key of its own) goes to the server as sent. Before the first
 * request of a sample, the proxy awaits `beforeFirstRequest` (the state its
 * group needs: ./real-server-rules.ts).
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {SampleRequest} from '../../code-samples/request/request';
import type {RunningTypesense} from '../../scripts/lib/typesense-server';
import {apiKeyOf, recordRequest, type RecordedRequest} from './stand-in';

/** A request a sample sent, and the real server's answer. */
export type Exchange = {request: RecordedRequest; status: number; response: string};

/** What the server refused: a request (status 300 and up), or one line of an import or one search of a multi-search in a 200 answer. */
export type Refusal = {where: string; status: number; message: string};

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(value: unknown, text: string): string {
  const message = (value as {message?: unknown; error?: unknown} | undefined)?.message ?? (value as {error?: unknown} | undefined)?.error;
  return typeof message === 'string' ? message : text.slice(0, 300);
}

/**
 * Each refusal in an answer. An import answers 200 with a line per document
 * (`"success": false` and the reason for each one refused); a multi-search
 * answers 200 with a result per search (`"error"` for each one refused).
 */
export function refusalsOf({request, status, response}: Pick<Exchange, 'request' | 'status' | 'response'>): Refusal[] {
  const where = `${request.method} ${request.path}`;
  if (status >= 300) {
    return [{where, status, message: messageOf(parsed(response), response)}];
  }
  if (/\/documents\/import$/.test(request.path)) {
    return response
      .split('\n')
      .map((line, index) => ({line: parsed(line) as {success?: boolean; code?: number} | undefined, index, text: line}))
      .filter(({line}) => line?.success === false)
      .map(({line, index, text}) => ({where: `${where}, line ${index + 1}`, status: line?.code ?? 400, message: messageOf(line, text)}));
  }
  if (request.path === '/multi_search') {
    const results = (parsed(response) as {results?: {error?: string; code?: number}[]} | undefined)?.results ?? [];
    return results.flatMap((result, index) =>
      result.error === undefined ? [] : [{where: `${where}, search ${index + 1}`, status: result.code ?? 400, message: result.error}],
    );
  }
  return [];
}

/** The body of a request as sent: JSON, JSON lines, a file of the samples' files (`filesDir`), or text. */
function bodyText(request: SampleRequest, filesDir: string): string | undefined {
  const body = request.body;
  switch (body?.kind) {
    case undefined:
      return undefined;
    case 'json':
      return JSON.stringify(body.value);
    case 'jsonl':
      return body.values.map((value) => JSON.stringify(value)).join('\n');
    case 'file':
      return fs.readFileSync(path.join(filesDir, body.file), 'utf8');
    case 'text':
      return body.text;
  }
}

/** Sends `request` to the server with its admin key; returns what the server refused of it. */
export async function sendAsAdmin(server: RunningTypesense, request: SampleRequest, filesDir: string): Promise<Refusal[]> {
  const url = new URL(request.path, server.url);
  for (const [name, value] of request.query) url.searchParams.append(name, value);
  const headers: Record<string, string> = {'X-TYPESENSE-API-KEY': server.apiKey};
  if (request.contentType ?? request.body) headers['Content-Type'] = request.contentType ?? 'application/json';
  const response = await fetch(url, {method: request.method, headers, body: bodyText(request, filesDir)});
  const recorded: RecordedRequest = {method: request.method, path: request.path, query: [...request.query] as [string, string][], body: '', contentType: request.contentType};
  return refusalsOf({request: recorded, status: response.status, response: await response.text()});
}

export type RecordingProxy = {
  port: number;
  /** The exchanges of each sample, by the key its client sent. */
  exchanges: Map<string, Exchange[]>;
  /** The key that requests without one are filed under (a Shell sample's `GET /health`): the sample being run. */
  keyless: string;
  close(): Promise<void>;
};

/**
 * Headers that belong to one connection, not to the request the proxy sends
 * on: HTTP/1.1's hop-by-hop headers, and the h2c upgrade offer that Java's
 * HttpClient adds to every plain-HTTP request (`Upgrade: h2c`,
 * `HTTP2-Settings`), which fetch refuses to send.
 */
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'expect', 'upgrade', 'http2-settings', 'te', 'trailer', 'proxy-connection']);

/**
 * The server writes a snapshot to the path a request names
 * (`/operations/snapshot?snapshot_path=/var/backups/…`): the proxy sends it to
 * the same path inside the server's scratch folder instead of the machine's.
 */
function keptInScratch(url: URL, server: RunningTypesense): void {
  const snapshotPath = url.searchParams.get('snapshot_path');
  if (url.pathname === '/operations/snapshot' && snapshotPath) {
    url.searchParams.set('snapshot_path', path.join(server.scratchDir, path.resolve('/', snapshotPath)));
  }
}

export async function startRecordingProxy(
  server: RunningTypesense,
  sampleKeys: ReadonlySet<string>,
  beforeFirstRequest: (key: string) => Promise<void> = async () => {},
): Promise<RecordingProxy> {
  const exchanges = new Map<string, Exchange[]>();
  // One request at a time, in the order they arrive: samples depend on the state earlier ones left.
  let queue: Promise<unknown> = Promise.resolve();

  const forward = async (req: http.IncomingMessage, body: Buffer): Promise<{status: number; contentType: string; text: string}> => {
    const sent = new URL(req.url ?? '/', server.url);
    const key = apiKeyOf(req, sent) ?? proxy.keyless;
    if (!exchanges.has(key)) {
      exchanges.set(key, []);
      await beforeFirstRequest(key);
    }
    const url = new URL(sent);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    if (sampleKeys.has(headers.get('x-typesense-api-key') ?? '')) headers.set('x-typesense-api-key', server.apiKey);
    if (sampleKeys.has(url.searchParams.get('x-typesense-api-key') ?? '')) url.searchParams.set('x-typesense-api-key', server.apiKey);
    keptInScratch(url, server);
    const request = recordRequest(req, sent, body.toString('utf8'));
    let answer: {status: number; contentType: string; text: string};
    try {
      const response = await fetch(url, {method: req.method, headers, body: body.length > 0 ? new Uint8Array(body) : undefined});
      answer = {status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', text: await response.text()};
    } catch (error) {
      // Filed as the sample's exchange, so that a request the proxy could not send fails its sample rather than none.
      answer = {status: 502, contentType: 'application/json', text: JSON.stringify({message: `the proxy could not send this to Typesense ${server.version}: ${String(error)}`})};
    }
    exchanges.get(key)!.push({request, status: answer.status, response: answer.text});
    return answer;
  };

  const listener = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answered = queue.then(() => forward(req, Buffer.concat(chunks)));
      queue = answered.catch(() => undefined);
      answered.then(
        ({status, contentType, text}) => {
          res.writeHead(status, {'Content-Type': contentType});
          res.end(text);
        },
        (error: unknown) => {
          res.writeHead(502, {'Content-Type': 'application/json'});
          res.end(JSON.stringify({message: `the proxy could not send this to Typesense ${server.version}: ${String(error)}`}));
        },
      );
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const proxy: RecordingProxy = {
    port: (listener.address() as AddressInfo).port,
    exchanges,
    keyless: '',
    close: () =>
      new Promise<void>((resolve) => {
        listener.closeAllConnections();
        listener.close(() => resolve());
      }),
  };
  return proxy;
}
