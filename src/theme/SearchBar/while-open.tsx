/**
 * What the search box does while it is open, loaded with its first search
 * (src/theme/SearchBar): failed searches are caught on their way back and
 * told plainly under the input (src/search-health.ts), the results of the
 * query before are marked while a search is under way and Enter does not open
 * them, each result's path line names its page and section
 * (src/search-hits.ts), and the count of results is announced.
 */
import React, {useEffect, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {SEARCH_REFUSED, SEARCH_UNREACHABLE} from '@site/src/search-messages';
import {createSearchHealth, reportFailedSearches} from '@site/src/search-health';
import {apiVersionOfFilter, queryAsSent, withPathLine, type BoxHit} from '@site/src/search-hits';
import {SEARCH_MODAL_OPEN_CLASS, subscribeToModal, typeKeptKeys} from './kept-keys';
import styles from './styles.module.css';
import './results.on-first-use.module.css';
import '@site/src/css/search-hit-since.on-first-use.module.css';

type SearchClient = {search: (requests: unknown) => Promise<unknown>};

/** How the modal's last search went, for the notice below. */
const searchHealth = createSearchHealth();

/** How many results the box's last answered search found, for its status line; `null` before one or after a failure. */
let resultCount: number | null = null;
const resultCountListeners = new Set<() => void>();

function subscribeToResultCount(listener: () => void): () => void {
  resultCountListeners.add(listener);
  return () => resultCountListeners.delete(listener);
}

function setResultCount(count: number | null): void {
  resultCount = count;
  resultCountListeners.forEach((listener) => listener());
}

type BoxResponse = {results: {nbHits?: number; hits?: BoxHit[]}[]};

/**
 * A failed search answers with no hits, and says it failed, instead of rejecting unhandled; an
 * answered one tells its count.
 */
export function reportFailedBoxSearches(client: SearchClient): SearchClient {
  const reported = reportFailedSearches(client, searchHealth, () => ({results: [{hits: [], nbHits: 0}]}));
  return {
    ...reported,
    search: (requests) => {
      // The API version searched, from the box's contextual filter: a Guide result about a newer feature says so.
      const filter = (requests as {filter_by?: string}[] | undefined)?.[0]?.filter_by;
      const version = typeof filter === 'string' ? apiVersionOfFilter(filter) : undefined;
      // What the reader typed, as the box sends it (a server flag without its dashes).
      const sent = (requests as {q?: string}[]).map((request) => (typeof request.q === 'string' ? {...request, q: queryAsSent(request.q)} : request));
      return reported.search(sent).then((response) => {
        const [result] = (response as BoxResponse).results;
        setResultCount(searchHealth.status === 'ok' ? (result?.nbHits ?? 0) : null);
        // Each result's path line names its page and section (src/search-hits.ts).
        return {...(response as BoxResponse), results: result ? [{...result, hits: result.hits?.map((hit) => withPathLine(hit, {version}))}] : []};
      });
    },
  };
}

/** What the box's status line says of a count, read out by screen readers as results come. */
function countText(count: number | null): string {
  if (count === null) return '';
  return count === 1 ? '1 result' : count === 0 ? 'No results' : `${count} results`;
}

/** On <body> while the box's last search failed: nothing was searched, so the modal's "No results" is hidden. */
const SEARCH_FAILED_CLASS = 'search-failed';
/**
 * On <body> while a search is under way: the results shown answer the query before the one typed,
 * and are marked as such (styles.module.css); Enter does not open one of them meanwhile.
 */
const SEARCH_PENDING_CLASS = 'search-pending';

const FAILURE_MESSAGES = {unreachable: SEARCH_UNREACHABLE, refused: SEARCH_REFUSED} as const;

/** Enter on the box's input while a search is under way would open a result of the query before. */
function holdEnterWhilePending(event: KeyboardEvent): void {
  if (event.key === 'Enter' && searchHealth.pending > 0 && (event.target as Element | null)?.classList?.contains('DocSearch-Input')) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
}

/**
 * What the box's last search came to, told under its input while the modal is open (and gone with
 * it, so it never covers the page); the results of an older query, marked while a search is under way.
 */
export default function SearchStatusNotice(): ReactNode {
  const status = useSyncExternalStore(searchHealth.subscribe, searchHealth.getSnapshot, () => 'ok' as const);
  const pending = useSyncExternalStore(searchHealth.subscribe, searchHealth.getPendingSnapshot, () => 0);
  const modalOpen = useSyncExternalStore(
    subscribeToModal,
    () => document.body.classList.contains(SEARCH_MODAL_OPEN_CLASS),
    () => false,
  );
  const count = useSyncExternalStore(subscribeToResultCount, () => resultCount, () => null);
  useEffect(() => {
    // A new search session starts without the last one's failure or count.
    if (!modalOpen) {
      searchHealth.set('ok');
      setResultCount(null);
      return undefined;
    }
    typeKeptKeys();
    window.addEventListener('keydown', holdEnterWhilePending, true);
    const openedAt = window.location.href;
    const container = document.querySelector<HTMLElement>('.DocSearch-Container');
    let closed = false;
    let stopSemantics = () => {};
    void import('./modal-semantics').then(({giveModalSemantics}) => {
      if (!closed && container?.isConnected) {
        stopSemantics = giveModalSemantics(container);
      }
    });
    return () => {
      closed = true;
      stopSemantics();
      window.removeEventListener('keydown', holdEnterWhilePending, true);
      // Closed without going anywhere (Escape, a click beside it): the reader is back on the button
      // that opened it, not at the start of the page.
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (focusLost && window.location.href === openedAt) {
        document.querySelector<HTMLElement>('.DocSearch-Button')?.focus();
      }
    };
  }, [modalOpen]);
  useEffect(() => {
    document.body.classList.toggle(SEARCH_FAILED_CLASS, status !== 'ok');
  }, [status]);
  useEffect(() => {
    document.body.classList.toggle(SEARCH_PENDING_CLASS, pending > 0);
    document.querySelector('.DocSearch-Dropdown')?.setAttribute('aria-busy', String(pending > 0));
  }, [pending]);
  // The modal's header holds its input: the notice goes right under it.
  const header = modalOpen ? document.querySelector('.DocSearch-SearchBar') : null;
  if (header === null) {
    return null;
  }
  const failure = status === 'ok' ? null : FAILURE_MESSAGES[status];
  return createPortal(
    <>
      <p className={styles.count} role="status">
        {failure ? '' : countText(count)}
      </p>
      {failure && (
        <div className={styles.failed} role="alert">
          <strong>{failure.titleText}</strong> {failure.helpText}
        </div>
      )}
    </>,
    header,
  );
}
