/**
 * `npm run index`: turns the production build into the search collection the
 * site's search box queries, and moves the alias to it.
 *
 *   TYPESENSE_HOST=xxx.a1.typesense.net TYPESENSE_ADMIN_API_KEY=… npm run index
 *   npm run index -- --dry-run [folder]     # schema.json + records.jsonl, no cluster needed
 *   npm run index -- --build build-e2e      # another build folder
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {Client} from 'typesense';
import {SingleBar, Presets} from 'cli-progress';
import {ENV, SEARCH} from '../../src/constants';
import {readBuiltPages} from './build-pages';
import {extractRecords, withTitlesOfOtherVersions, type DocSearchRecord} from './records';
import {collectionName, collectionSchema} from './schema';
import {IndexerError, describeError, uploadRecords, type UploadResult} from './upload';

const SITE_DIR = path.resolve(__dirname, '../..');

export function clusterFromEnv(env: NodeJS.ProcessEnv) {
  const host = env[ENV.indexerHost];
  const apiKey = env[ENV.indexerAdminApiKey];
  const missing = [!host && ENV.indexerHost, !apiKey && ENV.indexerAdminApiKey].filter(Boolean);
  if (missing.length > 0) {
    throw new IndexerError(`Set ${missing.join(' and ')} (and ${ENV.indexerPort}, ${ENV.indexerProtocol} if not 443/https), or use --dry-run.`);
  }
  const protocol = env[ENV.indexerProtocol] ?? 'https';
  const port = Number(env[ENV.indexerPort] ?? (protocol === 'https' ? 443 : 8108));
  if (!Number.isInteger(port) || port <= 0) {
    throw new IndexerError(`${ENV.indexerPort} must be a port number, got "${env[ENV.indexerPort]}".`);
  }
  return {host: host!, port, protocol, apiKey: apiKey!};
}

export function buildRecords(buildDir: string): DocSearchRecord[] {
  return withTitlesOfOtherVersions(readBuiltPages(buildDir, SITE_DIR).flatMap((page) => extractRecords(page.html, page.url)));
}

async function main(): Promise<void> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': {type: 'boolean', default: false},
      build: {type: 'string', default: 'build'},
      'batch-size': {type: 'string', default: String(SEARCH.importBatchSize)},
    },
  });
  const buildDir = path.resolve(SITE_DIR, values.build);
  const records = buildRecords(buildDir);
  console.log(`Extracted ${records.length} records from ${path.relative(SITE_DIR, buildDir)}/.`);

  if (values['dry-run']) {
    const out = path.resolve(SITE_DIR, positionals[0] ?? 'search-index');
    fs.mkdirSync(out, {recursive: true});
    const schema = collectionSchema(collectionName(SEARCH.collectionName, new Date()));
    fs.writeFileSync(path.join(out, 'schema.json'), `${JSON.stringify(schema, null, 2)}\n`);
    fs.writeFileSync(path.join(out, 'records.jsonl'), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
    console.log(`Dry run: wrote ${path.relative(SITE_DIR, out)}/schema.json and records.jsonl.`);
    return;
  }

  await publishRecords({cluster: clusterFromEnv(process.env), records, batchSize: Number(values['batch-size'])});
}

export type Cluster = ReturnType<typeof clusterFromEnv>;

/**
 * Checks that the cluster answers, then uploads (see upload.ts) with a progress
 * bar. Everything it prints names the cluster by its address, never by its key.
 */
export async function publishRecords({
  cluster,
  records,
  batchSize,
  now = new Date(),
  showProgress = process.stdout.isTTY,
  log = console.log,
}: {
  cluster: Cluster;
  records: readonly DocSearchRecord[];
  batchSize: number;
  now?: Date;
  showProgress?: boolean;
  log?: (line: string) => void;
}): Promise<UploadResult> {
  const client = new Client({
    nodes: [{host: cluster.host, port: cluster.port, protocol: cluster.protocol}],
    apiKey: cluster.apiKey,
    connectionTimeoutSeconds: 30,
    numRetries: 2,
    logLevel: 'silent',
  });
  const where = `${cluster.protocol}://${cluster.host}:${cluster.port}`;
  try {
    await client.health.retrieve();
  } catch (error) {
    throw new IndexerError(`Cannot use the cluster at ${where}: ${describeError(error).replace(/\.?$/, '.')}`, {cause: error});
  }
  // A progress bar in a terminal; a line per batch in a log.
  const bar = showProgress ? new SingleBar({format: 'Importing [{bar}] {value}/{total} records', hideCursor: true}, Presets.shades_classic) : undefined;
  bar?.start(records.length, 0);
  try {
    const result = await uploadRecords({
      client,
      records,
      alias: SEARCH.collectionName,
      now,
      batchSize,
      keep: SEARCH.collectionsKept,
      onProgress: (imported, total) => (bar ? bar.update(imported) : log(`Imported ${imported}/${total} records`)),
    });
    bar?.stop();
    log(
      `Indexed ${result.imported} records into ${result.collection} at ${where}; ` +
        `${SEARCH.collectionName} now points at it (before: ${result.previous ?? 'none'}).` +
        (result.dropped.length > 0 ? ` Dropped ${result.dropped.join(', ')}.` : ''),
    );
    return result;
  } finally {
    bar?.stop();
  }
}

/**
 * What the command prints when it fails. An unexpected error is reduced to its
 * reason: a failed request's error object carries the request, key included.
 */
export function failureReport(error: unknown): string {
  if (error instanceof IndexerError) {
    return `✗ ${error.message}`;
  }
  const fromRequest = typeof error === 'object' && error !== null && ('config' in error || 'request' in error);
  const detail = !fromRequest && error instanceof Error && error.stack ? `\n${error.stack}` : '';
  return `✗ The indexer failed unexpectedly: ${describeError(error)}${detail}`;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(failureReport(error));
    process.exit(1);
  });
}
