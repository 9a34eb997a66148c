import {createSearchHealth, reportFailedSearches} from '../../src/search-health';
import {emptyResults} from '../../plugins/search-page/reporting-adapter';

describe('reportFailedSearches', () => {
  const requests = [{indexName: 'typesense_docs', params: {query: 'collections', hitsPerPage: 15, page: 0}}];

  it('answers a failed search with empty results, marks the store failed, and the next answered search marks it healthy', async () => {
    const health = createSearchHealth();
    const changes: boolean[] = [];
    health.subscribe(() => changes.push(health.failed));
    let reachable = false;
    const client = {
      search: (sent: typeof requests) => (reachable ? Promise.resolve({results: [{hits: [{id: 1}], query: sent[0]!.params.query}]}) : Promise.reject(new Error('Network Error'))),
      clearCache: () => undefined,
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reported = reportFailedSearches<typeof requests, typeof client>(client, health, emptyResults);
    expect(reported.clearCache).toBe(client.clearCache);

    await expect(reported.search(requests)).resolves.toEqual(emptyResults(requests));
    expect(health.failed).toBe(true);
    expect(warn).toHaveBeenCalledWith('The search cluster could not be reached:', expect.any(Error));

    // The next query tries the cluster again.
    reachable = true;
    await expect(reported.search(requests)).resolves.toEqual({results: [{hits: [{id: 1}], query: 'collections'}]});
    expect(health.failed).toBe(false);
    expect(changes).toEqual([true, false]);
    warn.mockRestore();
  });
});

describe('emptyResults', () => {
  it('gives algoliasearch-helper one result without hits per request, on the page asked for', () => {
    expect(
      emptyResults([
        {indexName: 'docs', params: {query: 'q', hitsPerPage: 15, page: 2}},
        {indexName: 'docs', params: {}},
      ]),
    ).toEqual({
      results: [
        {index: 'docs', query: 'q', params: '', hits: [], nbHits: 0, page: 2, nbPages: 0, hitsPerPage: 15, processingTimeMS: 0, exhaustiveNbHits: true, facets: {}},
        {index: 'docs', query: '', params: '', hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, exhaustiveNbHits: true, facets: {}},
      ],
    });
  });
});
