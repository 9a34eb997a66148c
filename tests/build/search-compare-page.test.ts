/**
 * What upgraders type in the search box finds the compare page
 * (/docs/api/changes.html): every query of the search bench that it answers
 * (scripts/bench/search-queries.tsv: "what changed in 30.0", "breaking
 * changes", "upgrade") shows it among the first three pages, on a real
 * Typesense server (TEST_SERVER, 0.24.1: the keyword half of the production
 * search, as the bench measures it) holding the build's records of the latest
 * version and of the unversioned pages, the ones a search from the latest
 * version can find.
 */
import fs from 'node:fs';
import {BUILD_DIR, BASE} from './built-site';
import {QUERIES_FILE, parseQueries, searchAsTheBox} from '../../scripts/bench/search';
import {buildRecords} from '../../scripts/indexer/index';
import {adminClient, startTypesenseServer, uploadKeywordRecords, type RunningTypesense} from '../../scripts/lib/typesense-server';
import {API_CHANGES, LATEST_VERSION, UNVERSIONED} from '../../src/constants';

const COMPARE_PAGE = `${BASE}/${API_CHANGES.comparePath}`;
const queries = parseQueries(fs.readFileSync(QUERIES_FILE, 'utf8'), QUERIES_FILE).filter((query) => query.accept.includes(`/${API_CHANGES.comparePath}`));

let server: RunningTypesense;

beforeAll(async () => {
  const records = buildRecords(BUILD_DIR).filter((record) => record.version === LATEST_VERSION || record.version === UNVERSIONED);
  server = await startTypesenseServer('compare-page-search-admin-key');
  await uploadKeywordRecords(adminClient(server), records);
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

test('the bench has the upgraders’ queries that the compare page answers', () => {
  expect(queries.map((query) => query.q)).toEqual(expect.arrayContaining(['what changed in 30.0', 'breaking changes', 'upgrade']));
});

test(`each of them shows the compare page among the first three pages, searched from ${LATEST_VERSION}`, async () => {
  const shown = [];
  for (const query of queries) {
    const {pages} = await searchAsTheBox(adminClient(server), query.q, LATEST_VERSION);
    shown.push({q: query.q, rank: pages.indexOf(COMPARE_PAGE) + 1 || undefined, first: pages.slice(0, 3)});
  }
  expect(shown.filter(({rank}) => rank === undefined || rank > 3)).toEqual([]);
}, 120_000);
