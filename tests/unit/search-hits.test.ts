import algoliaSearchHelper from 'algoliasearch-helper';
import {
  apiVersionOfFacetFilters,
  firstSentence,
  queryAsSent,
  withPathLine as withPathLineOf,
  withSinceAfterTitle,
  withSinceMarks,
  type BoxHit,
  type PageSearchRequest,
} from '../../src/search-hits';
import {contextualSearchTags} from '../../src/search-request';

const withPathLine = (hit: BoxHit): BoxHit => withPathLineOf(hit);

const page = {'hierarchy.lvl0': 'API Reference', 'hierarchy.lvl1': 'Documents'};

describe('withPathLine', () => {
  it('names the page and the section of a parameter’s row, with its description’s first sentence', () => {
    const hit = withPathLine({
      ...page,
      'hierarchy.lvl2': 'Export documents',
      'hierarchy.lvl3': 'filter_by',
      type: 'lvl3',
      content: 'Restrict the exported documents to those that match. Works like the search parameter <of the same name>.',
      _highlightResult: {'hierarchy.lvl3': {value: '<mark>filter_by</mark>'}},
      _snippetResult: {'hierarchy.lvl1': {value: 'Documents'}},
    });
    expect(hit._highlightResult?.['hierarchy.lvl1']?.value).toBe(
      'Documents › Export documents<span class="search-hit-description">Restrict the exported documents to those that match.</span>',
    );
    expect(hit._snippetResult).toEqual({});
    // The field the modal groups by stays.
    expect(hit['hierarchy.lvl1']).toBe('Documents');
  });

  it('keeps the matched words of the page and the section, and escapes a level without a highlight', () => {
    const hit = withPathLine({
      ...page,
      'hierarchy.lvl2': 'Update by <query>',
      'hierarchy.lvl3': 'Examples',
      type: 'content',
      content: 'Send the filter.',
      _highlightResult: {'hierarchy.lvl1': {value: '<mark>Documents</mark>', matchLevel: 'full'}},
    });
    expect(hit._highlightResult?.['hierarchy.lvl1']).toEqual({value: '<mark>Documents</mark> › Examples', matchLevel: 'full'});
    const escaped = withPathLine({...page, 'hierarchy.lvl2': 'Update by <query>', type: 'content', content: 'x'});
    expect(escaped._highlightResult?.['hierarchy.lvl1']?.value).toBe('Documents › Update by &lt;query&gt;');
  });

  it('leaves a page’s title, and a section right under it keeps the page alone', () => {
    const title = {...page, type: 'lvl1'};
    expect(withPathLine(title)).toBe(title);
    expect(withPathLine({...page, 'hierarchy.lvl2': 'Export documents', type: 'lvl2'})._highlightResult?.['hierarchy.lvl1']?.value).toBe('Documents');
  });
});

describe('a result about a feature newer than the version searched', () => {
  const guide = {'hierarchy.lvl0': 'Guide', 'hierarchy.lvl1': 'Semantic Search', since: '0.25.0'};

  it('says from which version on, on its path line, or after a page’s title', () => {
    const heading = withPathLineOf<BoxHit>({...guide, 'hierarchy.lvl2': 'Step 1', type: 'lvl2'}, {version: '0.23.0'});
    expect(heading._highlightResult?.['hierarchy.lvl1']?.value).toBe('Semantic Search<span class="search-hit-since">from 0.25.0 on</span>');
    const title = withPathLineOf<BoxHit>({...guide, type: 'lvl1', _snippetResult: {'hierarchy.lvl1': {value: 'Semantic'}}}, {version: '0.24.1'});
    expect(title._highlightResult?.['hierarchy.lvl1']?.value).toBe('Semantic Search<span class="search-hit-since">from 0.25.0 on</span>');
    expect(title._snippetResult).toEqual({});
  });

  it('says nothing on the version the feature came in or later, nor without a version', () => {
    const title = {...guide, type: 'lvl1'};
    expect(withPathLineOf(title, {version: '0.25.0'})).toBe(title);
    expect(withPathLineOf(title, {version: '30.2'})).toBe(title);
    expect(withPathLineOf(title)).toBe(title);
    expect(withPathLineOf<BoxHit>({...guide, 'hierarchy.lvl2': 'Step 1', type: 'lvl2'}, {version: '30.2'})._highlightResult?.['hierarchy.lvl1']?.value).toBe('Semantic Search');
  });
});

/**
 * The requests the theme's search page sends for `apiVersion`: its helper refines the language and
 * the search tags of each docs plugin's chosen version (docusaurus-theme-search-typesense's SearchPage).
 */
async function searchPageRequests(apiVersion: string): Promise<PageSearchRequest[]> {
  let sent: PageSearchRequest[] = [];
  const client = {
    search: (requests: PageSearchRequest[]) => {
      sent = requests;
      return Promise.resolve({results: requests.map(() => ({hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 15, processingTimeMS: 1, query: 'q', params: '', exhaustiveNbHits: true}))});
    },
  };
  const helper = algoliaSearchHelper(client as never, 'docs', {hitsPerPage: 15, advancedSyntax: true, disjunctiveFacets: ['language', 'docusaurus_tag']});
  helper.addDisjunctiveFacetRefinement('language', 'en');
  for (const tag of contextualSearchTags(apiVersion)) {
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', tag);
  }
  helper.setQuery('vector search').search();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent;
}

describe('the search page’s results about a feature newer than the version searched', () => {
  /** A hit as typesense-instantsearch-adapter hands it to the page: every field has a highlight, empty for a null level. */
  const pageHit = (lvl2: string, since?: string): BoxHit => ({
    'hierarchy.lvl0': 'Guide',
    'hierarchy.lvl1': 'Vector Search',
    'hierarchy.lvl2': lvl2,
    'hierarchy.lvl3': null,
    type: 'lvl2',
    ...(since && {since}),
    _highlightResult: {
      'hierarchy.lvl0': {value: 'Guide'},
      'hierarchy.lvl1': {value: '<mark>Vector</mark> Search'},
      'hierarchy.lvl2': {value: lvl2, matchLevel: 'none'},
      'hierarchy.lvl3': {value: ''},
      ...(since && {since: {value: since}}),
    },
  });

  it('reads the version searched from the page’s requests, as its helper writes them', async () => {
    const requests = await searchPageRequests('0.23.0');
    expect(requests.length).toBeGreaterThan(1);
    expect(apiVersionOfFacetFilters(requests[0]!.params?.facetFilters)).toBe('0.23.0');
    expect(apiVersionOfFacetFilters((await searchPageRequests('30.2'))[0]!.params?.facetFilters)).toBe('30.2');
    expect(apiVersionOfFacetFilters('docusaurus_tag:docs-default-0.24.1')).toBe('0.24.1');
    expect(apiVersionOfFacetFilters([['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-guide-current']])).toBeUndefined();
    expect(apiVersionOfFacetFilters(undefined)).toBeUndefined();
  });

  it('says from which version on after the title, the deepest level with text, keeping the others', () => {
    const hit = withSinceAfterTitle(pageHit('Step 1: embed', '0.24.0'), {version: '0.23.0'});
    expect(hit._highlightResult?.['hierarchy.lvl2']).toEqual({value: 'Step 1: embed<span class="search-hit-since">from 0.24.0 on</span>', matchLevel: 'none'});
    expect(hit._highlightResult?.['hierarchy.lvl1']?.value).toBe('<mark>Vector</mark> Search');
    expect(hit._highlightResult?.['hierarchy.lvl3']?.value).toBe('');
    expect(hit['hierarchy.lvl2']).toBe('Step 1: embed');
  });

  it('says nothing on the version the feature came in or later, nor of a hit without one', () => {
    const hit = pageHit('Step 1: embed', '0.24.0');
    expect(withSinceAfterTitle(hit, {version: '0.24.0'})).toBe(hit);
    expect(withSinceAfterTitle(hit, {version: '30.2'})).toBe(hit);
    expect(withSinceAfterTitle(hit, {})).toBe(hit);
    const always = pageHit('Overview');
    expect(withSinceAfterTitle(always, {version: '0.23.0'})).toBe(always);
  });

  it('marks each result’s hits for the version its own request searched', async () => {
    const requests = await searchPageRequests('0.23.0');
    const response = {results: requests.map(() => ({hits: [pageHit('Step 1: embed', '0.24.0'), pageHit('Overview')], nbHits: 2}))};
    const marked = withSinceMarks(requests, response);
    expect(marked.results[0]!.hits!.map((hit) => hit._highlightResult?.['hierarchy.lvl2']?.value)).toEqual([
      'Step 1: embed<span class="search-hit-since">from 0.24.0 on</span>',
      'Overview',
    ]);
    expect(marked.results[0]!.nbHits).toBe(2);
    // The helper's facet-count request for the search tags does not filter by them: nothing to mark by.
    expect(requests[1]!.params?.facetFilters).toEqual([['language:en']]);
    expect(marked.results[1]).toBe(response.results[1]);
    const latest = withSinceMarks(await searchPageRequests('30.2'), response);
    expect(latest.results[0]!.hits![0]).toBe(response.results[0]!.hits[0]);
  });
});

describe('firstSentence', () => {
  it('ends at the first full stop followed by a space, and cuts a long one', () => {
    expect(firstSentence('Use v1.2 or later. Then more.')).toBe('Use v1.2 or later.');
    expect(firstSentence('No stop at all')).toBe('No stop at all');
    const cut = firstSentence(`${'word '.repeat(40)}end.`);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(140);
  });
});

test('a server flag goes without its dashes, which Typesense reads as its exclusion operator; other dashes stay', () => {
  expect(['--data-dir', 'set --api-key and --data-dir', '---thread-pool-size', 'data-dir', '-draft', 'a -- b', 'snapshot-interval-seconds'].map(queryAsSent)).toEqual([
    'data-dir',
    'set api-key and data-dir',
    'thread-pool-size',
    'data-dir',
    '-draft',
    'a -- b',
    'snapshot-interval-seconds',
  ]);
});
