import {createSearchHealth, refusalReason, reportFailedSearches, type SearchStatus} from '../../src/search-health';
import {emptyResults} from '../../plugins/search-page/reporting-adapter';
import {SearchResponseAdapter} from '../../plugins/search-page/checked-response-adapter';
import {SEARCH} from '../../src/constants';

describe('reportFailedSearches', () => {
  const requests = [{indexName: 'typesense_docs', params: {query: 'collections', hitsPerPage: 15, page: 0}}];

  it('answers a failed search with empty results, says how it failed, and the next answered search sets it back', async () => {
    const health = createSearchHealth();
    const changes: SearchStatus[] = [health.status];
    health.subscribe(() => {
      if (changes.at(-1) !== health.status) changes.push(health.status);
    });
    let answer: 'network' | 'refused' | 'hits' = 'network';
    const client = {
      search: (sent: typeof requests) => {
        if (answer === 'network') return Promise.reject(new Error('Network Error'));
        if (answer === 'refused') return Promise.reject(new Error('404 - Could not find a field named `embedding` in the schema.'));
        return Promise.resolve({results: [{hits: [{id: 1}], query: sent[0]!.params.query}]});
      },
      clearCache: () => undefined,
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = reportFailedSearches<typeof requests, typeof client>(client, health, emptyResults);
    expect(reported.clearCache).toBe(client.clearCache);

    const search = reported.search(requests);
    expect(health.pending).toBe(1);
    await expect(search).resolves.toEqual(emptyResults(requests));
    expect(health.pending).toBe(0);
    expect(health.status).toBe('unreachable');
    expect(warn).toHaveBeenCalledWith('The search cluster could not be reached:', expect.any(Error));

    answer = 'refused';
    await expect(reported.search(requests)).resolves.toEqual(emptyResults(requests));
    expect(health.status).toBe('refused');
    expect(error).toHaveBeenCalledWith("The search cluster refused the site's query: 404 - Could not find a field named `embedding` in the schema.");

    // The next query tries the cluster again.
    answer = 'hits';
    await expect(reported.search(requests)).resolves.toEqual({results: [{hits: [{id: 1}], query: 'collections'}]});
    expect(health.status).toBe('ok');
    expect(changes).toEqual(['ok', 'unreachable', 'refused', 'ok']);
    warn.mockRestore();
    error.mockRestore();
  });
});

describe('refusalReason', () => {
  it('tells a refusal (an HTTP error, or an error in a search result) from no answer', () => {
    expect(refusalReason(Object.assign(new Error('Forbidden - a valid `x-typesense-api-key` header must be sent.'), {httpStatus: 401}))).toBe(
      '401 - Forbidden - a valid `x-typesense-api-key` header must be sent.',
    );
    expect(refusalReason(new Error('404 - Not found.'))).toBe('404 - Not found.');
    expect(refusalReason(Object.assign(new Error('Request failed with HTTP code 503'), {httpStatus: 503}))).toBeUndefined();
    expect(refusalReason(new Error('timeout of 1800ms exceeded'))).toBeUndefined();
    expect(refusalReason('Network Error')).toBeUndefined();
  });
});

describe('the box’s checked SearchResponseAdapter', () => {
  it('throws the server’s reason for a refused search, and adapts an answered one as the adapter does', () => {
    expect(() => new SearchResponseAdapter({code: 404, error: 'Could not find a field named `embedding` in the schema.'}, {params: {}}, {})).toThrow(
      '404 - Could not find a field named `embedding` in the schema.',
    );
    const answered = new SearchResponseAdapter({hits: [], facet_counts: [], found: 0, page: 1, request_params: {per_page: 6}, search_time_ms: 1}, {params: {}}, {geoLocationField: ''});
    expect(answered.adapt()).toMatchObject({hits: [], nbHits: 0});
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

describe('the retry policy for a reader typing', () => {
  it('gives up on a cluster that does not answer in under 4 s: every try timed out, and the pauses between them', () => {
    const {connectionTimeoutSeconds, numRetries, retryIntervalSeconds} = SEARCH.readerRetryPolicy;
    // Typesense's client makes numRetries + 1 tries (its ApiCall's loop), one per node in turn.
    const worstCaseSeconds = connectionTimeoutSeconds * (numRetries + 1) + retryIntervalSeconds * numRetries;
    expect(worstCaseSeconds).toBeLessThan(4);
    expect(numRetries).toBeGreaterThanOrEqual(1);
  });
});
