/**
 * The search bench sends what the search box sends (src/search-request.ts):
 * the parts that the installed search packages add are read from them here,
 * so that an update of either package that changes its request fails this test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildSync} from 'esbuild';
import {DOCSEARCH_MODAL_HITS_PER_SECTION, DOCSEARCH_MODAL_PARAMETERS, SEARCH_BOX_PARAMETERS, contextualFilter, contextualSearchTags, keywordOnly, searchBoxRequest} from '../../src/search-request';
import {SEARCH} from '../../src/constants';
import {apiVersionOfFilter} from '../../src/search-hits';

const THEME = path.resolve(__dirname, '../../node_modules/docusaurus-theme-search-typesense');
const MODAL = path.join(THEME, 'node_modules/typesense-docsearch-react/dist/esm/DocSearchModal.js');

test('the modal’s own parameters are those the installed typesense-docsearch-react sends, before the site’s', () => {
  const source = fs.readFileSync(MODAL, 'utf8');
  const literal = /searchClient\.search\(\[_objectSpread\((\{[\s\S]*?\}), typesenseSearchParameters\)\]\)/.exec(source)?.[1];
  expect(literal).toBeDefined();
  const sent = new Function('typesenseCollectionName', 'query', `return (${literal!.replace(/\/\/.*$/gm, '')});`)('the-collection', 'the query');
  expect(sent).toEqual({collection: 'the-collection', q: 'the query', ...DOCSEARCH_MODAL_PARAMETERS});
});

test('what the box fetches, it shows: no more results than the installed modal shows of one section', () => {
  // The modal keeps the first results of each section (`hierarchy.lvl0`) with its `groupBy`, which drops the rest.
  const groupBy = fs.readFileSync(path.join(path.dirname(MODAL), 'utils/groupBy.js'), 'utf8');
  expect(/if \(acc\[key\]\.length < (\d+)\)/.exec(groupBy)?.[1]).toBe(String(DOCSEARCH_MODAL_HITS_PER_SECTION));
  expect(SEARCH_BOX_PARAMETERS.per_page).toBeLessThanOrEqual(DOCSEARCH_MODAL_HITS_PER_SECTION);
});

test('the contextual filter is the installed theme’s, for the tags Docusaurus gives a page', () => {
  const stub = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'theme-common-')), 'stub.js');
  fs.writeFileSync(stub, 'export const useContextualSearchFilters = () => globalThis.__searchContext;');
  const bundle = buildSync({
    entryPoints: [path.join(THEME, 'lib/client/useTypesenseContextualFacetFilters.js')],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    alias: {'@docusaurus/theme-common': stub},
    logLevel: 'silent',
  }).outputFiles[0]!.text;
  const module = {exports: {} as {useTypesenseContextualFilters: () => string}};
  new Function('module', 'exports', bundle)(module, module.exports);
  for (const tags of [contextualSearchTags('30.2'), contextualSearchTags('0.23.0'), []]) {
    (globalThis as {__searchContext?: unknown}).__searchContext = {locale: 'en', tags};
    expect(contextualFilter({locale: 'en', tags})).toBe(module.exports.useTypesenseContextualFilters());
  }
});

test('the API version a contextual filter searches, read back from it', () => {
  expect(apiVersionOfFilter(contextualFilter({locale: 'en', tags: contextualSearchTags('0.23.0')}))).toBe('0.23.0');
  expect(apiVersionOfFilter(contextualFilter({locale: 'en', tags: contextualSearchTags('30.2')}))).toBe('30.2');
  expect(apiVersionOfFilter(contextualFilter({locale: 'en', tags: []}))).toBeUndefined();
});

test('the box asks for the modal’s fields and the version a Guide page’s feature came in', () => {
  expect(SEARCH_BOX_PARAMETERS.include_fields).toBe(`${DOCSEARCH_MODAL_PARAMETERS.include_fields},since`);
});

test('the box’s request on a page of a version: the modal’s parameters, the version’s filter, and the site’s over them', () => {
  expect(searchBoxRequest('group_by', {apiVersion: '0.23.0'})).toEqual({
    collection: SEARCH.collectionName,
    q: 'group_by',
    ...DOCSEARCH_MODAL_PARAMETERS,
    filter_by: 'language:=en && docusaurus_tag:=[default,docs-default-0.23.0,docs-guide-current,docs-overview-current,docs-cloud-management-api-current]',
    ...SEARCH_BOX_PARAMETERS,
  });
  expect(SEARCH_BOX_PARAMETERS).toMatchObject({query_by: SEARCH.queryBy.join(','), sort_by: SEARCH.sortBy, vector_query: SEARCH.vectorQuery, split_join_tokens: SEARCH.splitJoinTokens, drop_tokens_threshold: SEARCH.dropTokensThreshold});
});

test('the bench sends the same request less its vector half, which Typesense 0.24.1 cannot run', () => {
  const request = searchBoxRequest('group by', {apiVersion: '30.2'});
  const {vector_query: _vectorQuery, ...rest} = request;
  expect(keywordOnly(request)).toEqual({...rest, query_by: SEARCH.queryBy.filter((field) => field !== 'embedding').join(',')});
});
