/**
 * Whether the last search reached the cluster, for the search box and the
 * search page to say so. Each surface keeps its own store and wraps its own
 * search client with `reportFailedSearches`: a failed search answers with no
 * hits instead of rejecting (which would leave the page's spinner turning and
 * the box's "No results"), the store turns to failed, and the next query tries
 * the cluster again; its answer turns the store back.
 */

export type SearchHealth = {
  readonly failed: boolean;
  set(failed: boolean): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): boolean;
};

export function createSearchHealth(): SearchHealth {
  let failed = false;
  const listeners = new Set<() => void>();
  return {
    get failed() {
      return failed;
    },
    set(value) {
      if (value !== failed) {
        failed = value;
        listeners.forEach((listener) => listener());
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => failed,
  };
}

type SearchClient<Requests> = {search: (requests: Requests) => Promise<unknown>};

/**
 * The client, whose failed searches resolve to `emptyResponse(requests)` and
 * mark `health` failed; a search that is answered marks it healthy again.
 */
export function reportFailedSearches<Requests, Client extends SearchClient<Requests>>(
  client: Client,
  health: SearchHealth,
  emptyResponse: (requests: Requests) => unknown,
): Client {
  return {
    ...client,
    search: (requests: Requests) =>
      client.search(requests).then(
        (response) => {
          health.set(false);
          return response;
        },
        (error: unknown) => {
          console.warn('The search cluster could not be reached:', error);
          health.set(true);
          return emptyResponse(requests);
        },
      ),
  };
}

/** The search page's store: its client is made in plugins/search-page/reporting-adapter.ts, src/theme/SearchPage reads it. */
export const searchPageHealth = createSearchHealth();
