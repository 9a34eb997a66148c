/**
 * `npm run bench -- --search`: how well the search box answers what readers
 * type, measured on a real Typesense server. It starts Typesense 0.24.1
 * (scripts/lib/typesense-server.ts) on a free loopback port, uploads the
 * records of a production build with the indexer's own upload (the schema
 * less `embedding`: 0.24.1 predates auto-embedding, so this is the keyword
 * half of the production search), and sends each query of
 * search-queries.tsv exactly as the search box does (src/search-request.ts),
 * on a page of the latest version and on a page of each of OLD_VERSIONS, where
 * that version has one of the query's places. It prints, for each version,
 * top-1, top-3 and MRR over the pages the modal shows and over the places (a
 * page's top, a heading, a parameter's row) it shows, and the misses; the
 * queries answered by the version's own pages alone where the modal shows an
 * unversioned page (the Guide's) above them; and on the old versions, any
 * result from another version.
 *
 *   npm run bench -- --search                          # the records of build/
 *   npm run bench -- --search --out build-e2e          # of another build
 *   npm run bench -- --search --records search-index/records.jsonl   # records written by `npm run index -- --dry-run`
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Client} from 'typesense';
import {LATEST_VERSION, SITE, TEST_SERVER, UNVERSIONED} from '../../src/constants';
import {DOCSEARCH_MODAL_HITS_PER_SECTION, keywordOnly, searchBoxRequest} from '../../src/search-request';
import {queryAsSent} from '../../src/search-hits';
import type {DocSearchRecord} from '../indexer/records';
import {adminClient, startTypesenseServer, uploadKeywordRecords} from '../lib/typesense-server';

/**
 * The old versions the bench also searches from (results must stay within each): the oldest
 * version the box's contextual filter is held to (tests/e2e), the first with vector search, the
 * last before the version numbers dropped their `0.`, and one with joins and conversational search.
 */
export const OLD_VERSIONS = ['0.23.0', '0.24.0', '0.25.2', '27.1'] as const;
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

/** A query's answer on a page of `version`: the pages and places shown, and the rank of the first page and of the first place that answer it. */
export type QueryResult = {query: BenchQuery; version: string; pages: string[]; rank: number | undefined; places: string[]; placeRank: number | undefined; versions: string[]};

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

/** Pure: the places of `query` that the version has (`builtPlaces`: every place of the records, as URL paths with their hash). */
export function placesIn(query: BenchQuery, version: string, builtPlaces: ReadonlySet<string>): string[] {
  return query.accept.filter((place) => builtPlaces.has(pagePath(place, version)));
}

/**
 * Pure: whether the modal shows a page outside the API versions (a Guide, Overview or Cloud
 * page) above the first page of the version's own that answers the query, for a query that
 * only the version's own pages answer there (`answers`: its places in that version): the
 * version's reference for a topic is to come before the Guide's pages on it.
 */
export function unversionedAboveOwn(result: QueryResult, answers: readonly string[]): boolean {
  if (answers.length === 0 || answers.some((place) => !place.startsWith('api/'))) {
    return false;
  }
  const before = result.rank === undefined ? result.pages : result.pages.slice(0, result.rank - 1);
  return before.some((page) => versionOfPage(page) === UNVERSIONED);
}

/** Sends `q` as the search box does on a page of `version` (keyword only), and reads the hits it shows, in the order the modal does. */
export async function searchAsTheBox(client: Client, q: string, version: string): Promise<{places: string[]; pages: string[]}> {
  const request = keywordOnly(searchBoxRequest(queryAsSent(q), {apiVersion: version}));
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
  return {query, version, pages, rank: rankIn(pages, acceptedPages), places, placeRank: rankIn(places, acceptedPlaces), versions: [...new Set(pages.map(versionOfPage))]};
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

/** A version's figures: over the queries it has a place of. */
export type VersionFigures = {version: string; pages: Figures; places: Figures; unversionedAbove: QueryResult[]; otherVersions: QueryResult[]};
export type SearchBenchResult = {versions: VersionFigures[]};

/** Pure: the figures of the answers on one version, over the queries that the version has a place of. */
export function versionFigures(version: string, results: readonly QueryResult[], builtPlaces: ReadonlySet<string>): VersionFigures {
  const answered = results.filter((result) => result.version === version && placesIn(result.query, version, builtPlaces).length > 0);
  return {
    version,
    pages: figures(answered),
    places: figures(answered, 'placeRank'),
    unversionedAbove: answered.filter((result) => unversionedAboveOwn(result, placesIn(result.query, version, builtPlaces))),
    otherVersions: answered.filter(({versions}) => versions.some((shown) => shown !== version && shown !== UNVERSIONED)),
  };
}

function printVersion({version, pages, places, unversionedAbove, otherVersions}: VersionFigures): void {
  const latest = version === LATEST_VERSION;
  printFigures(latest ? `On a page of ${version}, the latest version` : `On a page of ${version} (the queries it has a place of)`, {pages, places}, latest ? GOALS : undefined);
  const own = pages.queries;
  console.log(
    unversionedAbove.length === 0
      ? `  no unversioned page above the version's own answer ✓ (${own} queries)`
      : `  an unversioned page above the version's own answer (${unversionedAbove.length}): ${unversionedAbove.map(({query, pages: shown}) => `"${query.q}" (${shown.slice(0, 2).map((page) => page.replace(SITE.baseUrl, '')).join(', ')})`).join('; ')}`,
  );
  if (!latest) {
    console.log(
      otherVersions.length === 0
        ? `  every result on ${version} is a page of ${version} or an unversioned page ✓`
        : `  ✗ ${otherVersions.length} queries on ${version} showed other versions: ${otherVersions.map(({query, versions}) => `"${query.q}" (${versions.join(', ')})`).join('; ')}`,
    );
  }
}

/** Pure: the places of the data file that no version the bench searches has, as errors naming their lines. */
export function missingPlaces(queries: readonly BenchQuery[], versions: readonly string[], builtPlaces: ReadonlySet<string>): string[] {
  // A place of one version (`/30.0/#api-changes`) counts only in a build that has that version.
  const builtVersions = new Set([...builtPlaces].map(versionOfPage));
  return queries.flatMap((query) =>
    query.accept
      .filter((place) => !versions.some((version) => builtPlaces.has(pagePath(place, version))))
      .filter((place) => versions.some((version) => builtVersions.has(versionOfPage(pagePath(place, version)))))
      .map((place) => `${QUERIES_FILE}:${query.line}: ${place} is not a ${place.includes('#') ? 'place' : 'page'} of ${versions.join(', ')} in these records`),
  );
}

export async function runSearchBench({records, queries}: {records: readonly DocSearchRecord[]; queries: readonly BenchQuery[]}): Promise<SearchBenchResult> {
  // Every place a record stands for: a page's top is its title's record, whose URL has no anchor.
  const builtPlaces = new Set(records.map((record) => placeOfUrl(record.url)));
  const versions = [LATEST_VERSION, ...OLD_VERSIONS];
  const missing = missingPlaces(queries, versions, builtPlaces);
  if (missing.length > 0) {
    throw new Error(missing.join('\n'));
  }
  console.log(`Starting Typesense ${TEST_SERVER.version}…`);
  const server = await startTypesenseServer('search-bench-admin-key');
  const client = adminClient(server);
  try {
    await uploadKeywordRecords(client, records);
    console.log(`Imported ${records.length} records (keyword only: the schema less \`embedding\`) on port ${server.port}.`);
    const results: QueryResult[] = [];
    for (const version of versions) {
      for (const query of queries.filter((each) => placesIn(each, version, builtPlaces).length > 0)) {
        results.push(await search(client, query, version));
      }
    }
    const result = {versions: versions.map((version) => versionFigures(version, results, builtPlaces))};
    result.versions.forEach(printVersion);
    console.log(`\nIn short (pages top-1/top-3 · places top-1/top-3 · unversioned above the own answer):`);
    for (const {version, pages, places, unversionedAbove} of result.versions) {
      console.log(`  ${version.padEnd(7)} ${pages.queries} queries · ${percent(pages.top1)}/${percent(pages.top3)} · ${percent(places.top1)}/${percent(places.top3)} · ${unversionedAbove.length}`);
    }
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
