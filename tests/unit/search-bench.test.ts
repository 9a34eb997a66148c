import fs from 'node:fs';
import {DOCSEARCH_MODAL_HITS_PER_SECTION} from '../../src/search-request';
import {QUERIES_FILE, figures, missingPlaces, pageOf, pagePath, parseQueries, placesIn, shownPages, shownPlaces, unversionedAboveOwn, versionFigures, versionOfPage, type QueryResult} from '../../scripts/bench/search';

test('the query set has at least 150 queries, each with the places that answer it', () => {
  const queries = parseQueries(fs.readFileSync(QUERIES_FILE, 'utf8'), 'search-queries.tsv');
  expect(queries.length).toBeGreaterThanOrEqual(150);
  expect(queries.find((query) => query.q === 'group_by')).toMatchObject({accept: ['api/search.html#group_by']});
  expect(queries.find((query) => query.q === 'group results')).toMatchObject({accept: ['api/search.html#group-results']});
  expect(queries.find((query) => query.q === 'synonyms')).toMatchObject({accept: ['api/synonyms.html']});
});

test.each([
  ['group_by api/search.html', /file\.tsv:1: expected a query and its pages, separated by one tab; found 1/],
  ['group_by\tsearch.html', /file\.tsv:1: "search\.html" is not a page path/],
  ['group_by\tapi/search.html#group by', /file\.tsv:1: "api\/search\.html#group by" is not a page path/],
  ['what changed\thomepage#api-changes', /file\.tsv:1: "homepage#api-changes" is not a page path/],
  ['# a comment\ngroup_by\tapi/search.html\nGROUP_BY\tapi/search.html', /file\.tsv:3: the query "GROUP_BY" is already on line 2/],
])('a bad line is named: %j', (text, error) => {
  expect(() => parseQueries(text, 'file.tsv')).toThrow(error);
});

test('pages and places of the version being read, and unversioned pages', () => {
  expect(pagePath('api/search.html', '0.23.0')).toBe('/docs/0.23.0/api/search.html');
  expect(pagePath('api/search.html#group_by', '0.23.0')).toBe('/docs/0.23.0/api/search.html#group_by');
  expect(pageOf('/docs/0.23.0/api/search.html#group_by')).toBe('/docs/0.23.0/api/search.html');
  expect(pagePath('guide/faqs.html', '0.23.0')).toBe('/docs/guide/faqs.html');
  // The version's home, and paths from the docs root as they are: the unversioned compare page, a place of one version.
  expect(pagePath('home#api-changes', '0.23.0')).toBe('/docs/0.23.0/#api-changes');
  expect(pagePath('home', '30.2')).toBe('/docs/30.2/');
  expect(pagePath('/api/changes.html', '0.23.0')).toBe('/docs/api/changes.html');
  expect(pagePath('/30.0/#api-changes', '0.23.0')).toBe('/docs/30.0/#api-changes');
  expect([versionOfPage('/docs/0.23.0/api/'), versionOfPage('/docs/guide/faqs.html')]).toEqual(['0.23.0', 'unversioned']);
});

test('the pages in the order the modal shows them: by section as each first appears, then by page title', () => {
  const hit = (lvl0: string, lvl1: string, url: string) => ({'hierarchy.lvl0': lvl0, 'hierarchy.lvl1': lvl1, url: `https://typesense.org/docs/${url}`});
  expect(
    shownPages([hit('API Reference', 'Search', '30.2/api/search.html#a'), hit('Guide', 'FAQ', 'guide/faqs.html'), hit('API Reference', 'Documents', '30.2/api/documents.html'), hit('API Reference', 'Search', '30.2/api/search.html#b')]),
  ).toEqual(['/docs/30.2/api/search.html', '/docs/30.2/api/documents.html', '/docs/guide/faqs.html']);
});

test('the places in the order the modal shows them, at most DOCSEARCH_MODAL_HITS_PER_SECTION of a section', () => {
  const hit = (lvl0: string, lvl1: string, url: string) => ({'hierarchy.lvl0': lvl0, 'hierarchy.lvl1': lvl1, url: `https://typesense.org/docs/${url}`});
  const hits = [
    hit('API Reference', 'Search', '30.2/api/search.html#group-results'),
    hit('Guide', 'FAQ', 'guide/faqs.html'),
    hit('API Reference', 'Documents', '30.2/api/documents.html#filter_by'),
    hit('API Reference', 'Search', '30.2/api/search.html#group_by'),
    ...['a', 'b', 'c'].map((anchor) => hit('API Reference', 'Joins', `30.2/api/joins.html#${anchor}`)),
  ];
  expect(DOCSEARCH_MODAL_HITS_PER_SECTION).toBe(5);
  expect(shownPlaces(hits)).toEqual([
    '/docs/30.2/api/search.html#group-results',
    '/docs/30.2/api/search.html#group_by',
    '/docs/30.2/api/documents.html#filter_by',
    '/docs/30.2/api/joins.html#a',
    '/docs/30.2/api/joins.html#b',
    '/docs/guide/faqs.html',
  ]);
});

test('top-1, top-3 and MRR, by page and by place', () => {
  const result = (rank: number | undefined, placeRank: number | undefined) =>
    ({query: {q: 'x', accept: [], line: 1}, version: '30.2', pages: [], rank, places: [], placeRank, versions: []}) as QueryResult;
  const results = [result(1, 2), result(3, 4), result(undefined, undefined), result(2, 2)];
  const {top1, top3, mrr, misses} = figures(results);
  expect([top1, top3, mrr]).toEqual([0.25, 0.75, (1 + 1 / 3 + 1 / 2) / 4]);
  expect(misses.map((miss) => miss.rank)).toEqual([3, undefined, 2]);
  const byPlace = figures(results, 'placeRank');
  expect([byPlace.top1, byPlace.top3, byPlace.mrr]).toEqual([0, 0.5, (1 / 2 + 1 / 4 + 1 / 2) / 4]);
});

test("a query counts on the versions that have one of its places; a place of no version searched is named", () => {
  const built = new Set(['/docs/30.2/api/search.html', '/docs/30.2/api/search.html#preset', '/docs/0.23.0/api/search.html', '/docs/guide/faqs.html']);
  const preset = {q: 'preset', accept: ['api/search.html#preset'], line: 3};
  const faq = {q: 'faq', accept: ['guide/faqs.html'], line: 4};
  expect([placesIn(preset, '30.2', built), placesIn(preset, '0.23.0', built), placesIn(faq, '0.23.0', built)]).toEqual([['api/search.html#preset'], [], ['guide/faqs.html']]);
  expect(missingPlaces([preset, {q: 'override', accept: ['api/curation.html#create-or-update-an-override'], line: 9}], ['30.2', '0.23.0'], built)).toEqual([
    expect.stringMatching(/search-queries\.tsv:9: api\/curation\.html#create-or-update-an-override is not a place of 30\.2, 0\.23\.0/),
  ]);
});

test('an unversioned page shown above the version\'s own answer is told, for queries that only its own pages answer', () => {
  const query = {q: 'synonym sets', accept: ['api/synonyms.html'], line: 1};
  const result = (pages: string[], rank: number | undefined): QueryResult => ({query, version: '0.23.0', pages, rank, places: pages, placeRank: rank, versions: [...new Set(pages.map(versionOfPage))]});
  const guideFirst = result(['/docs/guide/ab-testing.html', '/docs/0.23.0/api/synonyms.html'], 2);
  const ownFirst = result(['/docs/0.23.0/api/synonyms.html', '/docs/guide/ab-testing.html'], 1);
  const ownMissing = result(['/docs/0.23.0/api/curation.html', '/docs/guide/ab-testing.html'], undefined);
  expect([guideFirst, ownFirst, ownMissing].map((each) => unversionedAboveOwn(each, ['api/synonyms.html']))).toEqual([true, false, true]);
  // A query that a Guide page answers too: the Guide above is no fault.
  expect(unversionedAboveOwn(guideFirst, ['api/synonyms.html', 'guide/ab-testing.html'])).toBe(false);
  const built = new Set(['/docs/0.23.0/api/synonyms.html', '/docs/30.2/api/synonyms.html']);
  const figuresOf0230 = versionFigures('0.23.0', [guideFirst, ownFirst, {...ownFirst, version: '30.2'}], built);
  expect([figuresOf0230.pages.queries, figuresOf0230.unversionedAbove]).toEqual([2, [guideFirst]]);
});
