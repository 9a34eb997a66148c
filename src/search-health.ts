/**
 * Whether the last search was answered, for the search box and the search page
 * to say so. Each surface keeps its own store and wraps its own search client
 * with `reportFailedSearches`: a failed search answers with no hits instead of
 * rejecting (which would leave the page's spinner turning and the box's "No
 * results"), the store says how it failed, and the next query tries the
 * cluster again; its answer turns the store back.
 *
 * Two failures are told apart, since they call for different readers' actions:
 * - `unreachable`: no answer (a network error, or no answer in time): the
 *   reader's connection or the cluster; trying again later may work;
 * - `refused`: the cluster answered and refused the query (an HTTP error, or an
 *   error in a multi-search result, such as a field the collection lacks, the
 *   deploy-order case of the README): the site and its cluster do not match,
 *   and trying again will not help. The server's reason goes to the console.
 *
 * The store also counts the searches under way, for the box to mark results
 * that no longer answer the query typed.
 */

export type SearchStatus = 'ok' | 'unreachable' | 'refused';

export type SearchHealth = {
  readonly status: SearchStatus;
  set(status: SearchStatus): void;
  /** Searches sent and not yet answered. */
  readonly pending: number;
  started(): void;
  settled(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): SearchStatus;
  getPendingSnapshot(): number;
};

export function createSearchHealth(): SearchHealth {
  let status: SearchStatus = 'ok';
  let pending = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get status() {
      return status;
    },
    set(value) {
      if (value !== status) {
        status = value;
        notify();
      }
    },
    get pending() {
      return pending;
    },
    started() {
      pending += 1;
      notify();
    },
    settled() {
      pending = Math.max(0, pending - 1);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => status,
    getPendingSnapshot: () => pending,
  };
}

/**
 * The message of a search the cluster refused, as typesense-instantsearch-adapter
 * words it (`404 - Could not find a field named …`) and
 * plugins/search-page/checked-response-adapter.ts for the box.
 */
const REFUSAL_MESSAGE = /^(\d{3}) - /;

/** The server's reason when `error` is the cluster refusing the query; `undefined` when it did not answer. */
export function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof Error)) {
    return undefined;
  }
  // Typesense's client: an HTTP error status (a wrong key, a missing collection).
  const httpStatus = (error as {httpStatus?: unknown}).httpStatus;
  if (typeof httpStatus === 'number' && httpStatus >= 400 && httpStatus < 500) {
    return `${httpStatus} - ${error.message}`;
  }
  return REFUSAL_MESSAGE.test(error.message) ? error.message : undefined;
}

type SearchClient<Requests> = {search: (requests: Requests) => Promise<unknown>};

/**
 * The client, whose failed searches resolve to `emptyResponse(requests)` and
 * set `health` to how they failed; a search that is answered sets it to `ok`.
 */
export function reportFailedSearches<Requests, Client extends SearchClient<Requests>>(
  client: Client,
  health: SearchHealth,
  emptyResponse: (requests: Requests) => unknown,
): Client {
  return {
    ...client,
    search: (requests: Requests) => {
      health.started();
      return client
        .search(requests)
        .then(
          (response) => {
            health.set('ok');
            return response;
          },
          (error: unknown) => {
            const reason = refusalReason(error);
            if (reason === undefined) {
              console.warn('The search cluster could not be reached:', error);
              health.set('unreachable');
            } else {
              console.error(`The search cluster refused the site's query: ${reason}`);
              health.set('refused');
            }
            return emptyResponse(requests);
          },
        )
        .finally(() => health.settled());
    },
  };
}

/** The search page's store: its client is made in plugins/search-page/reporting-adapter.ts, src/theme/SearchPage reads it. */
export const searchPageHealth = createSearchHealth();
