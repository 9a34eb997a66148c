/**
 * `npm run bench -- --search`: how well the search box answers what readers
 * type, measured on a real Typesense server. It starts Typesense 0.24.1
 * (scripts/lib/typesense-server.ts) on a free loopback port, uploads the
 * records of a production build with the indexer's own upload (the schema
 * less `embedding`: 0.24.1 predates auto-embedding, so this is the keyword
 * half of the production search), and sends each query of
 * search-queries.tsv exactly as the search box does (src/search-request.ts),
 * on a page of the latest version and on a page of an old one. It prints, for
 * each, top-1, top-3 and MRR over the pages the modal shows, and the misses;
 * on the old version, any result from another version.
 *
 *   npm run bench -- --search                          # the records of build/
 *   npm run bench -- --search --out build-e2e          # of another build
 *   npm run bench -- --search --records search-index/records.jsonl   # records written by `npm run index -- --dry-run`
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Client} from 'typesense';
import {LATEST_VERSION, SEARCH, SITE, TEST_SERVER, UNVERSIONED} from '../../src/constants';
import {keywordOnly, searchBoxRequest} from '../../src/search-request';
import type {DocSearchRecord} from '../indexer/records';
import {uploadRecords} from '../indexer/upload';
import {adminClient, schemaWithoutEmbedding, startTypesenseServer} from '../lib/typesense-server';

/** The old version the bench also searches from: results must stay within it. */
export const OLD_VERSION = '0.23.0';
export const QUERIES_FILE = path.join(__dirname, 'search-queries.tsv');

export type BenchQuery = {q: string; accept: string[]; line: number};

/**
 * Pure: the queries of the data file. Each line is a query, a tab, and the
 * pages that answer it, comma-separated, as paths under the docs root: an API
 * page without its version (`api/search.html`, `api/` for the reference's
 * introduction), which stands for that page of the version being read, or an
 * unversioned page (`guide/faqs.html`). `#` starts a comment line.
 */
export function parseQueries(text: string, file: string): BenchQuery[] {
  const queries: BenchQuery[] = [];
  const seen = new Map<string, number>();
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || raw.startsWith('#')) {
      return;
    }
    const columns = raw.split('\t');
    const where = `${file}:${line}`;
    if (columns.length !== 2) {
      throw new Error(`${where}: expected a query and its pages, separated by one tab; found ${columns.length} column(s).`);
    }
    const q = columns[0]!.trim();
    const accept = columns[1]!.split(',').map((page) => page.trim());
    if (q === '') {
      throw new Error(`${where}: the query is empty.`);
    }
    const bad = accept.find((page) => !/^(api\/([\w-]+\.html)?|guide\/[\w/.-]*|overview\/[\w.-]*|cloud-management-api\/v1\/[\w.-]*)$/.test(page));
    if (bad !== undefined) {
      throw new Error(`${where}: "${bad}" is not a page path such as api/search.html, guide/faqs.html or overview/features.html.`);
    }
    const earlier = seen.get(q.toLowerCase());
    if (earlier !== undefined) {
      throw new Error(`${where}: the query "${q}" is already on line ${earlier}.`);
    }
    seen.set(q.toLowerCase(), line);
    queries.push({q, accept, line});
  });
  return queries;
}

/** Pure: a page path of the data file as the URL path of the version being read. */
export function pagePath(page: string, version: string): string {
  return `${SITE.baseUrl}${page.startsWith('api/') ? `${version}/${page}` : page}`;
}

type Hit = Pick<DocSearchRecord, 'url' | 'hierarchy.lvl0' | 'hierarchy.lvl1'>;

/**
 * Pure: the pages the search modal shows for the hits of a grouped answer, in
 * the order it shows them. typesense-docsearch-react lists the hits by
 * section (`hierarchy.lvl0`, in the order each first appears), and within a
 * section by page title (`hierarchy.lvl1`, likewise).
 */
export function shownPages(hits: readonly Hit[]): string[] {
  const sections = new Map<string, Map<string, string[]>>();
  for (const hit of hits) {
    const section = sections.get(hit['hierarchy.lvl0'] ?? '') ?? new Map<string, string[]>();
    sections.set(hit['hierarchy.lvl0'] ?? '', section);
    const title = hit['hierarchy.lvl1'] ?? '';
    section.set(title, [...(section.get(title) ?? []), new URL(hit.url).pathname]);
  }
  const pages = [...sections.values()].flatMap((section) => [...section.values()].flat());
  return [...new Set(pages)];
}

export type QueryResult = {query: BenchQuery; pages: string[]; rank: number | undefined; versions: string[]};

export type Figures = {queries: number; top1: number; top3: number; mrr: number; misses: QueryResult[]};

/** Pure: top-1, top-3 (shares of the queries) and mean reciprocal rank, with the queries not answered first. */
export function figures(results: readonly QueryResult[]): Figures {
  const count = results.length;
  const share = (predicate: (result: QueryResult) => boolean) => (count === 0 ? 0 : results.filter(predicate).length / count);
  return {
    queries: count,
    top1: share((result) => result.rank === 1),
    top3: share((result) => result.rank !== undefined && result.rank <= 3),
    mrr: count === 0 ? 0 : results.reduce((sum, result) => sum + (result.rank ? 1 / result.rank : 0), 0) / count,
    misses: results.filter((result) => result.rank !== 1),
  };
}

/** Pure: the API version a page of the site belongs to (`/docs/0.23.0/api/search.html` → `0.23.0`), or UNVERSIONED. */
export function versionOfPage(pathname: string): string {
  const first = pathname.slice(SITE.baseUrl.length).split('/')[0]!;
  return /^\d+\.\d+(\.\d+)?$/.test(first) ? first : UNVERSIONED;
}

/** Sends `query` as the search box does on a page of `version`, and reads the pages it shows. */
async function search(client: Client, query: BenchQuery, version: string): Promise<QueryResult> {
  const request = keywordOnly(searchBoxRequest(query.q, {apiVersion: version}));
  const {results} = await client.multiSearch.perform({searches: [request]}, {});
  const result = results[0] as unknown as {error?: string; grouped_hits?: {hits: {document: Hit}[]}[]};
  if (result.error) {
    throw new Error(`The query "${query.q}" (${QUERIES_FILE}:${query.line}) failed: ${result.error}`);
  }
  const hits = (result.grouped_hits ?? []).flatMap((group) => group.hits.map((hit) => hit.document));
  const pages = shownPages(hits);
  const accepted = new Set(query.accept.map((page) => pagePath(page, version)));
  const index = pages.findIndex((page) => accepted.has(page));
  return {query, pages, rank: index < 0 ? undefined : index + 1, versions: [...new Set(pages.map(versionOfPage))]};
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

function printFigures(title: string, {queries, top1, top3, mrr, misses}: Figures, goals?: {top1: number; top3: number}): void {
  const against = (value: number, goal: number | undefined) => (goal === undefined ? '' : ` (goal ≥ ${percent(goal)}, ${value >= goal ? '✓' : '✗'})`);
  console.log(`\n${title}: ${queries} queries`);
  console.log(`  top-1 ${percent(top1)}${against(top1, goals?.top1)} · top-3 ${percent(top3)}${against(top3, goals?.top3)} · MRR ${mrr.toFixed(3)}`);
  if (misses.length > 0) {
    console.log(`  not first (${misses.length}):`);
    for (const {query, rank, pages} of misses) {
      const shown = pages.slice(0, 3).map((page) => page.replace(SITE.baseUrl, '')).join(', ') || 'nothing';
      console.log(`    ${`"${query.q}"`.padEnd(34)} ${rank ? `rank ${rank}` : 'not shown'} · wanted ${query.accept.join(' or ')} · shown ${shown}`);
    }
  }
}

/** The goals on the latest version (issue 30). */
export const GOALS = {top1: 0.85, top3: 0.95} as const;

export type SearchBenchResult = {latest: Figures; old: Figures & {otherVersions: QueryResult[]}};

export async function runSearchBench({records, queries}: {records: readonly DocSearchRecord[]; queries: readonly BenchQuery[]}): Promise<SearchBenchResult> {
  const builtPages = new Set(records.map((record) => new URL(record.url_without_anchor).pathname));
  const missing = queries.flatMap((query) =>
    query.accept.filter((page) => !builtPages.has(pagePath(page, LATEST_VERSION))).map((page) => `${QUERIES_FILE}:${query.line}: ${page} is not a page of ${LATEST_VERSION} in these records`),
  );
  if (missing.length > 0) {
    throw new Error(missing.join('\n'));
  }
  console.log(`Starting Typesense ${TEST_SERVER.version}…`);
  const server = await startTypesenseServer('search-bench-admin-key');
  const client = adminClient(server);
  try {
    await uploadRecords({
      client,
      records,
      alias: SEARCH.collectionName,
      now: new Date(),
      batchSize: 2000,
      keep: SEARCH.collectionsKept,
      schema: schemaWithoutEmbedding,
    });
    console.log(`Imported ${records.length} records (keyword only: the schema less \`embedding\`) on port ${server.port}.`);
    const latest: QueryResult[] = [];
    const old: QueryResult[] = [];
    for (const query of queries) {
      latest.push(await search(client, query, LATEST_VERSION));
      old.push(await search(client, query, OLD_VERSION));
    }
    // On the old version, a query counts where one of its pages exists in that version.
    const oldApplicable = old.filter(({query}) => query.accept.some((page) => builtPages.has(pagePath(page, OLD_VERSION))));
    const otherVersions = old.filter(({versions}) => versions.some((version) => version !== OLD_VERSION && version !== UNVERSIONED));
    const result = {latest: figures(latest), old: {...figures(oldApplicable), otherVersions}};
    printFigures(`On a page of ${LATEST_VERSION}, the latest version`, result.latest, GOALS);
    printFigures(`On a page of ${OLD_VERSION} (the queries whose pages ${OLD_VERSION} has)`, result.old);
    console.log(
      otherVersions.length === 0
        ? `  every result on ${OLD_VERSION} is a page of ${OLD_VERSION} or an unversioned page ✓`
        : `  ✗ ${otherVersions.length} queries on ${OLD_VERSION} showed other versions: ${otherVersions.map(({query, versions}) => `"${query.q}" (${versions.join(', ')})`).join('; ')}`,
    );
    return result;
  } finally {
    await server.stop();
  }
}

/** Records written by `npm run index -- --dry-run` (one JSON object a line). */
export function readRecordsFile(file: string): DocSearchRecord[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as DocSearchRecord;
      } catch (error) {
        throw new Error(`${file}:${index + 1}: not a JSON record (${(error as Error).message}).`, {cause: error});
      }
    });
}
