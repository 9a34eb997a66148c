/**
 * Uploads the records to a Typesense cluster without ever exposing a
 * half-built index: a new collection `<alias>_<timestamp>`, every import line
 * checked, then the alias moved to it, then older collections beyond the last
 * SEARCH.collectionsKept dropped. Any failure before the alias moves leaves the
 * live alias untouched, drops the new collection and says what failed.
 */
import type {Client} from 'typesense';
import type {CollectionCreateSchema} from 'typesense/lib/Typesense/Collections';
import {collectionName, collectionSchema} from './schema';
import type {DocSearchRecord} from './records';

export class IndexerError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'IndexerError';
  }
}

/** A readable reason for a failed request, without request details that could carry the key. */
export function describeError(error: unknown): string {
  const e = error as {name?: string; httpStatus?: number; code?: string; message?: string};
  const network = e.code ?? /\b(ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET|EAI_AGAIN)\b/.exec(e.message ?? '')?.[1];
  if (network || /timeout/i.test(e.message ?? '')) {
    return `the cluster cannot be reached (${network ?? 'timeout'})`;
  }
  if (e.httpStatus === 401 || e.name === 'RequestUnauthorized') {
    return 'the cluster rejected the admin API key (HTTP 401): check TYPESENSE_ADMIN_API_KEY';
  }
  if (e.httpStatus) {
    // typesense-js words it "Request failed with HTTP code 400 | Server said: <message>".
    const said = /Server said: (.*)$/s.exec(e.message ?? '')?.[1];
    return `HTTP ${e.httpStatus}: ${said ?? e.message}`;
  }
  return e.message ?? String(error);
}

export type UploadParams = {
  client: Client;
  records: readonly DocSearchRecord[];
  alias: string;
  now: Date;
  batchSize: number;
  keep: number;
  onProgress?: (imported: number, total: number) => void;
  /** The new collection's schema (./schema.ts); another only to try a server without auto-embedding. */
  schema?: (name: string) => CollectionCreateSchema;
};

export type UploadResult = {collection: string; previous: string | null; imported: number; dropped: string[]};

type ImportLine = {success: boolean; error?: string};

async function currentAliasTarget(client: Client, alias: string): Promise<string | null> {
  try {
    return (await client.aliases(alias).retrieve()).collection_name;
  } catch (error) {
    if ((error as {httpStatus?: number}).httpStatus === 404) {
      return null;
    }
    throw new IndexerError(`Could not read the alias ${alias}: ${describeError(error)}`, {cause: error});
  }
}

async function importAll(params: UploadParams, collection: string): Promise<void> {
  const {client, records, batchSize, onProgress} = params;
  for (let start = 0; start < records.length; start += batchSize) {
    const batch = records.slice(start, start + batchSize);
    let lines: ImportLine[];
    try {
      // The import endpoint itself, rather than the client's documents().import(), which sends
      // its own `throwOnFail` option to the server as a query parameter the API does not have.
      const response = await client.apiCall.performRequest<string>(
        'post',
        `/collections/${encodeURIComponent(collection)}/documents/import`,
        {
          queryParameters: {action: 'create'},
          bodyParameters: batch.map((record) => JSON.stringify(record)).join('\n'),
          additionalHeaders: {'Content-Type': 'text/plain'},
          skipConnectionTimeout: true,
        },
      );
      lines = String(response)
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as ImportLine);
    } catch (error) {
      throw new IndexerError(`Importing records ${start + 1}–${start + batch.length} failed: ${describeError(error)}`, {
        cause: error,
      });
    }
    if (lines.length !== batch.length) {
      throw new IndexerError(
        `Importing records ${start + 1}–${start + batch.length}: the cluster answered ${lines.length} lines for ${batch.length} records.`,
      );
    }
    const failed = lines.flatMap((line, i) => (line.success ? [] : [{index: start + i, error: line.error}]));
    if (failed.length > 0) {
      const first = failed[0]!;
      throw new IndexerError(
        `${failed.length} of ${batch.length} records in batch ${start / batchSize + 1} were rejected; ` +
          `the first is record ${first.index + 1} (${records[first.index]!.url}): ${first.error}`,
      );
    }
    onProgress?.(start + batch.length, records.length);
  }
}

export async function uploadRecords(params: UploadParams): Promise<UploadResult> {
  const {client, records, alias, now, keep, schema = collectionSchema} = params;
  if (records.length === 0) {
    throw new IndexerError('There are no records to upload: the build yielded no pages.');
  }
  const previous = await currentAliasTarget(client, alias);
  const collection = collectionName(alias, now);
  try {
    await client.collections().create(schema(collection));
  } catch (error) {
    throw new IndexerError(`Could not create the collection ${collection}: ${describeError(error)}`, {cause: error});
  }
  try {
    await importAll(params, collection);
    try {
      await client.aliases().upsert(alias, {collection_name: collection});
    } catch (error) {
      throw new IndexerError(`Could not move the alias ${alias} to ${collection}: ${describeError(error)}`, {cause: error});
    }
  } catch (error) {
    await client
      .collections(collection)
      .delete()
      .catch(() => undefined);
    const live = previous ? `${alias} still points at ${previous}` : `${alias} was not created`;
    throw new IndexerError(`${(error as Error).message}\nNothing changed for readers: ${live}; the new collection was dropped.`, {
      cause: error,
    });
  }

  // Readers already search the new collection: a failure from here on only leaves old ones behind.
  const dropped: string[] = [];
  let stale: string[] = [];
  try {
    const all = (await client.collections().retrieve()) as {name: string}[];
    const ours = all
      .map((c) => c.name)
      .filter((name) => name.startsWith(`${alias}_`))
      .sort()
      .reverse();
    stale = ours.filter((name) => name !== collection).slice(Math.max(0, keep - 1));
    for (const name of stale) {
      await client.collections(name).delete();
      dropped.push(name);
    }
  } catch (error) {
    const left = stale.filter((name) => !dropped.includes(name));
    throw new IndexerError(
      `The new index is live (${alias} points at ${collection}), but cleaning up older collections failed: ${describeError(error).replace(/\.?$/, '.')}` +
        (left.length > 0 ? ` Drop ${left.join(', ')} by hand, or run the indexer again.` : ' Run the indexer again to drop them.'),
      {cause: error},
    );
  }
  return {collection, previous, imported: records.length, dropped};
}
