/**
 * The indexer's upload, against a local stand-in for a Typesense cluster that
 * checks each request against the 29.0 OpenAPI description and fails on demand.
 */
import {Client} from 'typesense';
import {startFakeTypesense, type FakeTypesense} from './fake-typesense';
import {describeError, uploadRecords, type UploadParams} from '../../../scripts/indexer/upload';
import {failureReport, publishRecords} from '../../../scripts/indexer/index';
import {collectionSchema} from '../../../scripts/indexer/schema';
import type {DocSearchRecord} from '../../../scripts/indexer/records';

const ADMIN_KEY = 'admin-key-that-must-never-be-printed';
const NOW = new Date('2026-11-22T08:30:00Z');

function records(count: number): DocSearchRecord[] {
  return Array.from({length: count}, (_, i) => ({
    'hierarchy.lvl0': 'API Reference',
    'hierarchy.lvl1': 'Collections',
    content: `Paragraph ${i}`,
    url: `https://typesense.org/docs/29.0/api/collections.html#p${i}`,
    url_without_anchor: 'https://typesense.org/docs/29.0/api/collections.html',
    anchor: `p${i}`,
    type: 'content',
    item_priority: 1,
    tie_breaker: 99_999 - i,
    docusaurus_tag: 'docs-default-29.0',
    language: 'en',
    version: '29.0',
  }));
}

let cluster: FakeTypesense;

function client(apiKey = ADMIN_KEY, url = cluster.url) {
  return new Client({
    nodes: [{host: url.hostname, port: Number(url.port), protocol: 'http'}],
    apiKey,
    connectionTimeoutSeconds: 2,
    numRetries: 0,
    logLevel: 'silent',
  });
}

function params(overrides: Partial<UploadParams> = {}): UploadParams {
  return {client: client(), records: records(25), alias: 'typesense_docs', now: NOW, batchSize: 10, keep: 2, ...overrides};
}

function seedLiveIndex() {
  for (const name of ['typesense_docs_20251001_000000', 'typesense_docs_20251101_000000', 'typesense_docs_20251115_000000']) {
    cluster.collections.set(name, {schema: collectionSchema(name) as never, documents: []});
  }
  cluster.aliases.set('typesense_docs', 'typesense_docs_20251115_000000');
}

beforeEach(async () => {
  cluster = await startFakeTypesense(ADMIN_KEY);
  seedLiveIndex();
});

afterEach(async () => {
  await cluster.close();
});

describe('uploadRecords', () => {
  it('imports everything into a new collection, then moves the alias, then drops the oldest collections', async () => {
    const progress: number[] = [];
    const result = await uploadRecords(params({onProgress: (imported) => progress.push(imported)}));
    expect(result).toEqual({
      collection: 'typesense_docs_20261122_083000',
      previous: 'typesense_docs_20251115_000000',
      imported: 25,
      dropped: ['typesense_docs_20251101_000000', 'typesense_docs_20251001_000000'],
    });
    expect(progress).toEqual([10, 20, 25]);
    expect(cluster.aliases.get('typesense_docs')).toBe('typesense_docs_20261122_083000');
    expect([...cluster.collections.keys()].sort()).toEqual(['typesense_docs_20251115_000000', 'typesense_docs_20261122_083000']);
    expect(cluster.collections.get('typesense_docs_20261122_083000')!.documents).toHaveLength(25);
    expect(cluster.log).toEqual([
      'getAlias typesense_docs',
      'createCollection',
      'importDocuments typesense_docs_20261122_083000',
      'importDocuments typesense_docs_20261122_083000',
      'importDocuments typesense_docs_20261122_083000',
      'upsertAlias typesense_docs',
      'getCollections',
      'deleteCollection typesense_docs_20251101_000000',
      'deleteCollection typesense_docs_20251001_000000',
    ]);
    expect(cluster.violations).toEqual([]);
  });

  it('creates the alias on a cluster that has none yet', async () => {
    cluster.aliases.clear();
    cluster.collections.clear();
    const result = await uploadRecords(params());
    expect(result.previous).toBeNull();
    expect(cluster.aliases.get('typesense_docs')).toBe(result.collection);
    expect(cluster.violations).toEqual([]);
  });

  it.each([
    ['create', /^Could not create the collection typesense_docs_20261122_083000: HTTP 400: Field `embedding` has an invalid model\./],
    [
      'import-line',
      /^1 of 10 records in batch 1 were rejected; the first is record 4 \(https:\/\/typesense\.org\/docs\/29\.0\/api\/collections\.html#p3\): Field `item_priority` must be an int64\./,
    ],
    ['import', /^Importing records 1–10 failed: HTTP 503: /],
    ['alias', /^Could not move the alias typesense_docs to typesense_docs_20261122_083000: HTTP 500: /],
  ] as const)('leaves the live alias untouched when %s fails, and says what failed', async (failAt, message) => {
    cluster.failAt = failAt;
    const error = (await uploadRecords(params()).catch((e: Error) => e)) as Error;
    expect(error.message).toMatch(message);
    if (failAt !== 'create') {
      expect(error.message).toContain(
        'Nothing changed for readers: typesense_docs still points at typesense_docs_20251115_000000; the new collection was dropped.',
      );
    }
    expect(cluster.aliases.get('typesense_docs')).toBe('typesense_docs_20251115_000000');
    expect(cluster.collections.has('typesense_docs_20261122_083000')).toBe(false);
    expect(cluster.collections.has('typesense_docs_20251001_000000')).toBe(true);
    if (failAt !== 'alias') {
      expect(cluster.log).not.toContain('upsertAlias typesense_docs');
    }
    expect(error.message).not.toContain(ADMIN_KEY);
    expect(cluster.violations).toEqual([]);
  });

  it('says when the cluster rejects the key, without printing it', async () => {
    const error = (await uploadRecords(params({client: client('wrong-key')})).catch((e: Error) => e)) as Error;
    expect(error.message).toBe(
      'Could not read the alias typesense_docs: the cluster rejected the admin API key (HTTP 401): check TYPESENSE_ADMIN_API_KEY',
    );
    expect(error.message).not.toContain('wrong-key');
  });

  it('says when the cluster cannot be reached', async () => {
    const unreachable = new URL('http://127.0.0.1:9');
    const error = (await uploadRecords(params({client: client(ADMIN_KEY, unreachable)})).catch((e: Error) => e)) as Error;
    expect(error.message).toBe('Could not read the alias typesense_docs: the cluster cannot be reached (ECONNREFUSED)');
  });

  it('refuses to replace the index with nothing', async () => {
    await expect(uploadRecords(params({records: []}))).rejects.toThrow('There are no records to upload');
    expect(cluster.log).toEqual([]);
  });
});

describe('describeError', () => {
  it('names network failures and HTTP statuses', () => {
    expect(describeError(Object.assign(new Error('connect ETIMEDOUT 10.0.0.1:443'), {}))).toBe(
      'the cluster cannot be reached (ETIMEDOUT)',
    );
    expect(describeError({httpStatus: 404, message: 'Not Found'})).toBe('HTTP 404: Not Found');
  });
});

describe('the stand-in cluster', () => {
  it('rejects requests that are not in the API description', async () => {
    const response = await fetch(new URL('/collections/x/documents/import?colour=red', cluster.url), {
      method: 'POST',
      headers: {'X-TYPESENSE-API-KEY': ADMIN_KEY},
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(cluster.violations).toEqual(['importDocuments: unknown query parameter colour']);
  });
});

describe('when cleaning up after the alias moved fails', () => {
  it('says the new index is live and which collections are left to drop', async () => {
    cluster.failAt = 'drop';
    const error = (await uploadRecords(params()).catch((e: Error) => e)) as Error;
    expect(error.message).toBe(
      'The new index is live (typesense_docs points at typesense_docs_20261122_083000), but cleaning up older collections failed: ' +
        'HTTP 500: Collection could not be dropped. Drop typesense_docs_20251101_000000, typesense_docs_20251001_000000 by hand, or run the indexer again.',
    );
    expect(cluster.aliases.get('typesense_docs')).toBe('typesense_docs_20261122_083000');
    expect(cluster.collections.get('typesense_docs_20261122_083000')!.documents).toHaveLength(25);
    expect(error.message).not.toContain(ADMIN_KEY);
  });
});

describe('publishRecords, as `npm run index` runs it', () => {
  const clusterConfig = () => ({host: cluster.url.hostname, port: Number(cluster.url.port), protocol: 'http', apiKey: ADMIN_KEY});

  it('checks the cluster, uploads, and reports where the alias points, never the key', async () => {
    const lines: string[] = [];
    const result = await publishRecords({cluster: clusterConfig(), records: records(25), batchSize: 10, now: NOW, showProgress: false, log: (line) => lines.push(line)});
    expect(result.collection).toBe('typesense_docs_20261122_083000');
    expect(cluster.log[0]).toBe('health');
    expect(lines).toEqual([
      'Imported 10/25 records',
      'Imported 20/25 records',
      'Imported 25/25 records',
      `Indexed 25 records into typesense_docs_20261122_083000 at http://127.0.0.1:${cluster.url.port}; typesense_docs now points at it ` +
        '(before: typesense_docs_20251115_000000). Dropped typesense_docs_20251101_000000, typesense_docs_20251001_000000.',
    ]);
    expect(lines.join('\n')).not.toContain(ADMIN_KEY);
  });

  it('stops before touching anything when the cluster is not healthy', async () => {
    cluster.failAt = 'health';
    const error = (await publishRecords({cluster: clusterConfig(), records: records(5), batchSize: 10, showProgress: false}).catch((e: Error) => e)) as Error;
    expect(failureReport(error)).toBe(`✗ Cannot use the cluster at http://127.0.0.1:${cluster.url.port}: HTTP 503: Request failed with HTTP code 503.`);
    // The client retries the check, and nothing else is asked of the cluster.
    expect(new Set(cluster.log)).toEqual(new Set(['health']));
    expect(cluster.aliases.get('typesense_docs')).toBe('typesense_docs_20251115_000000');
  });

  it('reports an unexpected failure by its reason, without the request that carried the key', () => {
    const requestError = Object.assign(new Error('socket hang up'), {
      code: 'ECONNRESET',
      config: {headers: {'X-TYPESENSE-API-KEY': ADMIN_KEY}},
    });
    expect(failureReport(requestError)).toBe('✗ The indexer failed unexpectedly: the cluster cannot be reached (ECONNRESET)');
    expect(failureReport(new TypeError('records is not iterable'))).toMatch(
      /^✗ The indexer failed unexpectedly: records is not iterable\nTypeError: records is not iterable\n {4}at /,
    );
  });
});
