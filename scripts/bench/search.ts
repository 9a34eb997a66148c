/**
 * `npm run bench -- --search`: how well the search box answers what readers
 * type, measured on a real Typesense server. It starts Typesense 0.24.1
 * (scripts/lib/typesense-server.ts) on a free loopback port, uploads the
 * records of a production build with the indexer's own upload (the schema
 * less `embedding`: 0.24.1 predates auto-embedding, so this is the keyword
 * half of the production search), and sends each query of
 * search-queries.tsv exactly as the search box does (src/search-request.ts),
 * on a page of the latest version and on a page of an old one. It prints, for
 * each, top-1, top-3 and MRR over the pages the modal shows and over the
 * places (a page's top, a heading, a parameter's row) it shows, and the
 * misses; on the old version, any result from another version.
 *
 *   npm run bench -- --search                          # the records of build/
 *   npm run bench -- --search --out build-e2e          # of another build
 *   npm run bench -- --search --records search-index/records.jsonl   # records written by `npm run index -- --dry-run`
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Client} from 'typesense';
import {LATEST_VERSION, SEARCH, SITE, TEST_SERVER, UNVERSIONED} from '../../src/constants';
import {DOCSEARCH_MODAL_HITS_PER_SECTION, keywordOnly, searchBoxRequest} from '../../src/search-request';
import type {DocSearchRecord} from '../indexer/records';
import {uploadRecords} from '../indexer/upload';
import {adminClient, schemaWithoutEmbedding, startTypesenseServer} from '../lib/typesense-server';

/** The old version the bench also searches from: results must stay within it. */
export const OLD_VERSION = '0.23.0';
export const QUERIES_FILE = path.join(__dirname, 'search-queries.tsv');

/** A place of the data file: see parseQueries. */
const PLACE = /^(api\/([\w-]+\.html)?|home|guide\/[\w/.-]*|overview\/[\w.-]*|cloud-management-api\/v1\/[\w.-]*|\/[\w./-]*)(#[^\s#,]+)?$/;

/** A query of the data file, and the places that answer it (`api/search.html#group_by`, `api/synonyms.html`). */
export type BenchQuery = {q: string; accept: string[]; line: number};

/**
 * Pure: the queries of the data file. Each line is a query, a tab, and the
 * places that answer it, comma-separated, as paths under the docs root: an API
 * page without its version (`api/search.html`, `api/` for the reference's
 * introduction), which stands for that page of the version being read, `home`
 * for that version's home (its release notes), an unversioned page
 * (`guide/faqs.html`), or a path from the docs root as it is (`/api/changes.html`,
 * the unversioned compare page; `/30.0/#api-changes`, a place of one version); a
 * page alone is its top (its title's result), a page and an anchor is that
 * heading or parameter row (`api/search.html#group_by`). `#` starts a comment line.
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
    const bad = accept.find((place) => !PLACE.test(place));
    if (bad !== undefined) {
      throw new Error(
        `${where}: "${bad}" is not a page path such as api/search.html, home, guide/faqs.html, overview/features.html or /api/changes.html, with or without an anchor (api/search.html#group_by).`,
      );
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

/** Pure: a place of the data file (a page, or a page and an anchor) as the URL path (and hash) of the version being read. */
export function pagePath(place: string, version: string): string {
  if (place.startsWith('/')) {
    return `${SITE.baseUrl}${place.slice(1)}`;
  }
  if (place === 'home' || place.startsWith('home#')) {
    return `${SITE.baseUrl}${version}/${place.slice('home'.length)}`;
  }
  return `${SITE.baseUrl}${place.startsWith('api/') ? `${version}/${place}` : place}`;
}

/** Pure: a URL as a place, its path and hash (`/docs/30.2/api/search.html#group_by`). */
export function placeOfUrl(url: string): string {
  const {pathname, hash} = new URL(url);
  return `${pathname}${hash}`;
}

/** Pure: the page of a place (`/docs/30.2/api/search.html#group_by` → `/docs/30.2/api/search.html`). */
export function pageOf(place: string): string {
  return place.replace(/#.*$/, '');
}

type Hit = Pick<DocSearchRecord, 'url' | 'hierarchy.lvl0' | 'hierarchy.lvl1'>;

/**
 * Pure: the places the search modal shows for the hits of a grouped answer
 * (the first hit of each group: the theme reads a group as one result), in the
 * order it shows them, as URL paths with their hash. typesense-docsearch-react
 * lists the hits by section (`hierarchy.lvl0`, in the order each first
 * appears; at most DOCSEARCH_MODAL_HITS_PER_SECTION of each), and within a
 * section by page title (`hierarchy.lvl1`, likewise).
 */
export function shownPlaces(hits: readonly Hit[]): string[] {
  const sections = new Map<string, Map<string, string[]>>();
  for (const hit of hits) {
    const section = sections.get(hit['hierarchy.lvl0'] ?? '') ?? new Map<string, string[]>();
    sections.set(hit['hierarchy.lvl0'] ?? '', section);
    if ([...section.values()].flat().length >= DOCSEARCH_MODAL_HITS_PER_SECTION) {
      continue;
    }
    const title = hit['hierarchy.lvl1'] ?? '';
    section.set(title, [...(section.get(title) ?? []), placeOfUrl(hit.url)]);
  }
  const places = [...sections.values()].flatMap((section) => [...section.values()].flat());
  return [...new Set(places)];
}

/** Pure: the pages of the places shown, in the order each first appears. */
export function shownPages(hits: readonly Hit[]): string[] {
  return [...new Set(shownPlaces(hits).map(pageOf))];
}

/** A query's answer: the pages and places shown, and the rank of the first page and of the first place that answer it. */
export type QueryResult = {query: BenchQuery; pages: string[]; rank: number | undefined; places: string[]; placeRank: number | undefined; versions: string[]};

export type Figures = {queries: number; top1: number; top3: number; mrr: number; misses: QueryResult[]};

/**
 * Pure: top-1, top-3 (shares of the queries) and mean reciprocal rank, with the queries not
 * answered first; by the page (`rank`) or by the place (`placeRank`).
 */
export function figures(results: readonly QueryResult[], by: 'rank' | 'placeRank' = 'rank'): Figures {
  const count = results.length;
  const share = (predicate: (rank: number | undefined) => boolean) => (count === 0 ? 0 : results.filter((result) => predicate(result[by])).length / count);
  return {
    queries: count,
    top1: share((rank) => rank === 1),
    top3: share((rank) => rank !== undefined && rank <= 3),
    mrr: count === 0 ? 0 : results.reduce((sum, result) => sum + (result[by] ? 1 / result[by] : 0), 0) / count,
    misses: results.filter((result) => result[by] !== 1),
  };
}

/** Pure: the API version a page of the site belongs to (`/docs/0.23.0/api/search.html` → `0.23.0`), or UNVERSIONED. */
export function versionOfPage(pathname: string): string {
  const first = pathname.slice(SITE.baseUrl.length).split('/')[0]!;
  return /^\d+\.\d+(\.\d+)?$/.test(first) ? first : UNVERSIONED;
}

/** Sends `q` as the search box does on a page of `version` (keyword only), and reads the hits it shows, in the order the modal does. */
export async function searchAsTheBox(client: Client, q: string, version: string): Promise<{places: string[]; pages: string[]}> {
  const request = keywordOnly(searchBoxRequest(q, {apiVersion: version}));
  const {results} = await client.multiSearch.perform({searches: [request]}, {});
  const result = results[0] as unknown as {error?: string; grouped_hits?: {hits: {document: Hit}[]}[]};
  if (result.error) {
    throw new Error(`The query "${q}" failed: ${result.error}`);
  }
  // The theme shows a group (the results of one URL) as its first hit.
  const hits = (result.grouped_hits ?? []).flatMap((group) => group.hits.slice(0, 1).map((hit) => hit.document));
  return {places: shownPlaces(hits), pages: shownPages(hits)};
}

/** Sends `query` as the search box does on a page of `version`, and reads the pages it shows. */
async function search(client: Client, query: BenchQuery, version: string): Promise<QueryResult> {
  let shown: {places: string[]; pages: string[]};
  try {
    shown = await searchAsTheBox(client, query.q, version);
  } catch (error) {
    throw new Error(`${(error as Error).message} (${QUERIES_FILE}:${query.line})`, {cause: error});
  }
  const {places, pages} = shown;
  const acceptedPlaces = new Set(query.accept.map((place) => pagePath(place, version)));
  const acceptedPages = new Set([...acceptedPlaces].map(pageOf));
  const rankIn = (shown: string[], accepted: Set<string>) => {
    const index = shown.findIndex((item) => accepted.has(item));
    return index < 0 ? undefined : index + 1;
  };
  return {query, pages, rank: rankIn(pages, acceptedPages), places, placeRank: rankIn(places, acceptedPlaces), versions: [...new Set(pages.map(versionOfPage))]};
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

type Goals = {top1?: number; top3?: number};

function printFigures(title: string, {pages, places}: {pages: Figures; places: Figures}, goals?: {pages: Goals; places: Goals}): void {
  const against = (value: number, goal: number | undefined) => (goal === undefined ? '' : ` (goal ≥ ${percent(goal)}, ${value >= goal ? '✓' : '✗'})`);
  const line = ({top1, top3, mrr}: Figures, goal: Goals | undefined) =>
    `top-1 ${percent(top1)}${against(top1, goal?.top1)} · top-3 ${percent(top3)}${against(top3, goal?.top3)} · MRR ${mrr.toFixed(3)}`;
  console.log(`\n${title}: ${pages.queries} queries (${places.queries} for places)`);
  console.log(`  pages:  ${line(pages, goals?.pages)}`);
  console.log(`  places: ${line(places, goals?.places)}`);
  const short = (shown: string[]) => shown.slice(0, 3).map((item) => item.replace(SITE.baseUrl, '')).join(', ') || 'nothing';
  if (pages.misses.length > 0) {
    console.log(`  page not first (${pages.misses.length}):`);
    for (const {query, rank, pages: shown} of pages.misses) {
      console.log(`    ${`"${query.q}"`.padEnd(34)} ${rank ? `rank ${rank}` : 'not shown'} · wanted ${query.accept.map(pageOf).filter((page, index, all) => all.indexOf(page) === index).join(' or ')} · shown ${short(shown)}`);
    }
  }
  const placeMisses = places.misses.filter(({placeRank}) => placeRank === undefined || placeRank > 3);
  if (placeMisses.length > 0) {
    console.log(`  place not in the top 3 (${placeMisses.length}):`);
    for (const {query, placeRank, places: shown} of placeMisses) {
      console.log(`    ${`"${query.q}"`.padEnd(34)} ${placeRank ? `rank ${placeRank}` : 'not shown'} · wanted ${query.accept.join(' or ')} · shown ${short(shown)}`);
    }
  }
}

/** The goals on the latest version: by page (issue 30) and by place (issue 41). */
export const GOALS = {pages: {top1: 0.85, top3: 0.95}, places: {top3: 0.9}} as const;

type VersionFigures = {pages: Figures; places: Figures};
export type SearchBenchResult = {latest: VersionFigures; old: VersionFigures & {otherVersions: QueryResult[]}};

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

export async function runSearchBench({records, queries}: {records: readonly DocSearchRecord[]; queries: readonly BenchQuery[]}): Promise<SearchBenchResult> {
  // Every place a record stands for: a page's top is its title's record, whose URL has no anchor.
  const builtPlaces = new Set(records.map((record) => placeOfUrl(record.url)));
  // A place of one version (`/30.0/#api-changes`) counts only in a build that has that version.
  const builtVersions = new Set([...builtPlaces].map(versionOfPage));
  const missing = queries.flatMap((query) =>
    query.accept
      .filter((place) => !builtPlaces.has(pagePath(place, LATEST_VERSION)) && builtVersions.has(versionOfPage(pagePath(place, LATEST_VERSION))))
      .map((place) => `${QUERIES_FILE}:${query.line}: ${place} is not a ${place.includes('#') ? 'place' : 'page'} of ${LATEST_VERSION} in these records`),
  );
  if (missing.length > 0) {
    throw new Error(missing.join('\n'));
  }
  console.log(`Starting Typesense ${TEST_SERVER.version}…`);
  const server = await startTypesenseServer('search-bench-admin-key');
  const client = adminClient(server);
  try {
    await uploadKeywordRecords(client, records);
    console.log(`Imported ${records.length} records (keyword only: the schema less \`embedding\`) on port ${server.port}.`);
    const latest: QueryResult[] = [];
    const old: QueryResult[] = [];
    for (const query of queries) {
      latest.push(await search(client, query, LATEST_VERSION));
      old.push(await search(client, query, OLD_VERSION));
    }
    // On the old version, a query counts where one of its pages exists in that version, and for
    // places, where one of its places does.
    const builtPages = new Set([...builtPlaces].map(pageOf));
    const oldApplicable = old.filter(({query}) => query.accept.some((place) => builtPages.has(pageOf(pagePath(place, OLD_VERSION)))));
    const oldPlacesApplicable = old.filter(({query}) => query.accept.some((place) => builtPlaces.has(pagePath(place, OLD_VERSION))));
    const otherVersions = old.filter(({versions}) => versions.some((version) => version !== OLD_VERSION && version !== UNVERSIONED));
    const result = {
      latest: {pages: figures(latest), places: figures(latest, 'placeRank')},
      old: {pages: figures(oldApplicable), places: figures(oldPlacesApplicable, 'placeRank'), otherVersions},
    };
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
