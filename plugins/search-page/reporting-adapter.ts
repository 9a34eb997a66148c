/**
 * typesense-instantsearch-adapter for the theme's search page (see ./index.ts):
 * the same adapter, whose failed searches answer with empty results (so the
 * page's spinner stops) and turn `searchPageHealth` to failed; an answered
 * search turns it back.
 */
import TypesenseInstantSearchAdapter from 'typesense-instantsearch-adapter';
import {reportFailedSearches, searchPageHealth} from '../../src/search-health';

type Request = {indexName: string; params?: {query?: string; hitsPerPage?: number; page?: number}};
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
    const client = this.searchClient as unknown as {search: (requests: readonly Request[]) => Promise<unknown>};
    (this as {searchClient: unknown}).searchClient = reportFailedSearches(client, searchPageHealth, emptyResults);
  }
}
