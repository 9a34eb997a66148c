/**
 * typesense-instantsearch-adapter for the theme's search page (see ./index.ts):
 * the same adapter, whose failed searches answer with empty results (so the
 * page's spinner stops) and turn `searchPageHealth` to failed; an answered
 * search turns it back. A result about a feature newer than the version
 * searched says so after its title, as in the box (src/search-hits.ts): the
 * theme's page builds its results from the hits' highlights alone.
 */
import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter';
import {reportFailedSearches, searchPageHealth} from '../../src/search-health';
import {queryAsSent, withSinceMarks, type BoxHit, type PageSearchRequest} from '../../src/search-hits';

type Request = {indexName: string; params?: {query?: string; hitsPerPage?: number; page?: number}} & PageSearchRequest;
type Options = ConstructorParameters<typeof TypesenseInstantSearchAdapter>[0];

/** What algoliasearch-helper takes for a search with no hits: one result per request. */
export function emptyResults(requests: readonly Request[]) {
  return {
    results: requests.map(({indexName, params = {}}) => ({
      index: indexName,
      query: params.query ?? '',
      params: '',
      hits: [],
      nbHits: 0,
      page: params.page ?? 0,
      nbPages: 0,
      hitsPerPage: params.hitsPerPage ?? 0,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      facets: {},
    })),
  };
}

export default class ReportingAdapter extends TypesenseInstantSearchAdapter {
  constructor(options: Options) {
    super(options);
    const client = this.searchClient as unknown as {search: (requests: readonly Request[]) => Promise<{results: {hits?: BoxHit[]; query?: string}[]}>};
    // What the reader typed, as the box sends it (a server flag without its dashes, src/search-request.ts); each
    // result answers the query typed, which the theme's page checks before it shows the results.
    const sent = (requests: readonly Request[]) => requests.map((request) => (request.params?.query === undefined ? request : {...request, params: {...request.params, query: queryAsSent(request.params.query)}}));
    const asTyped = (requests: readonly Request[], response: Awaited<ReturnType<typeof client.search>>) => ({
      ...response,
      results: response.results.map((result, index) => ({...result, query: requests[index]?.params?.query ?? result.query})),
    });
    const marked = {...client, search: (requests: readonly Request[]) => client.search(sent(requests)).then((response) => withSinceMarks(requests, asTyped(requests, response)))};
    (this as {searchClient: unknown}).searchClient = reportFailedSearches(marked, searchPageHealth, emptyResults);
  }
}
