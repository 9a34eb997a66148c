/**
 * The search box, as docusaurus-theme-search-typesense draws it, with two
 * additions:
 * - a build without a search-only key (TYPESENSE_SEARCH_ONLY_API_KEY) cannot
 *   query the cluster, so the box says search is unavailable in this build
 *   instead, and the search theme's box (and its client) is never loaded;
 * - when the cluster cannot be reached, or refuses the query, the modal would
 *   say "No results" (its own error screen never shows for the Typesense
 *   client's errors), so failed searches are caught on their way back and the
 *   reader is told plainly, under the input, which of the two it was
 *   (src/search-health.ts); the results of the query before are marked while
 *   a search is under way, and Enter does not open them.
 *   The theme takes that hook (`transformSearchClient`) from the site config,
 *   which is data and cannot hold a function: it is added to the config this
 *   component's subtree sees.
 * - the box searches the API version of the page being read, and elsewhere
 *   (Guide, Overview) the version the reader last read, not the theme's
 *   default (the latest, unless the version menu was used); "See all results"
 *   carries that version to the search page (src/search-version.ts).
 */
import React, {useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveVersion, useLatestVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {Context as DocusaurusContext} from '@docusaurus/core/lib/client/docusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import {SEARCH_REFUSED, SEARCH_UNAVAILABLE, SEARCH_UNREACHABLE} from '@site/src/search-messages';
import {createSearchHealth, reportFailedSearches} from '@site/src/search-health';
import {contextualFilter, contextualSearchTags} from '@site/src/search-request';
import {withPathLine, type BoxHit} from '@site/src/search-hits';
import {LAST_READ_VERSION_KEY, searchPageLink, versionToSearch} from '@site/src/search-version';
import {API_DOCS, SEARCH} from '@site/src/constants';
import styles from './styles.module.css';
// The button is on every page from the first paint: its styles are in the site's stylesheet. The
// theme imports all of DocSearch's styles when the modal is about to open, and gets the modal's
// part then (plugins/client-bundle/search-modal-styles.ts).
import 'typesense-docsearch-css/dist/_variables.css';
import 'typesense-docsearch-css/dist/button.css';

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
function reportFailedBoxSearches(client: SearchClient): SearchClient {
  const reported = reportFailedSearches(client, searchHealth, () => ({results: [{hits: [], nbHits: 0}]}));
  return {
    ...reported,
    search: (requests) =>
      reported.search(requests).then((response) => {
        const [result] = (response as BoxResponse).results;
        setResultCount(searchHealth.status === 'ok' ? (result?.nbHits ?? 0) : null);
        // Each result's path line names its page and section (src/search-hits.ts).
        return {...(response as BoxResponse), results: result ? [{...result, hits: result.hits?.map((hit) => withPathLine(hit))}] : []};
      }),
  };
}

/**
 * The keys typed between the shortcut that opens the box (Ctrl+K, ⌘K, "/") and its input taking
 * focus: the first open loads the modal's code first, and a slow phone takes a while, so the
 * reader's first letters would fall on the page. They are kept, kept off the page, and typed into
 * the input once it is there.
 */
let typedBeforeOpen: string | null = null;
let keepingSince = 0;

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return element?.isContentEditable === true || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element?.tagName ?? '');
}

function keepKeysTypedBeforeOpen(event: KeyboardEvent): void {
  const modalOpen = document.body.classList.contains(SEARCH_MODAL_OPEN_CLASS);
  const opens = (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !isEditing(event.target));
  if (opens && (event.ctrlKey || event.metaKey) && (event.target as Element | null)?.classList?.contains('DocSearch-Button')) {
    // The theme opens the box with the key typed on its focused button as the query, modifiers or
    // not: Ctrl+K there (the button has focus once the box closes) would search "k".
    (event.target as HTMLElement).blur();
  }
  if (typedBeforeOpen === null) {
    if (opens && !modalOpen) {
      typedBeforeOpen = '';
      keepingSince = Date.now();
    }
    return;
  }
  // A box that did not open in time (its code failed to load) gives the keys back to the page.
  const late = Date.now() - keepingSince > SEARCH.keysKeptBeforeOpenMs;
  if (late || (event.target as Element | null)?.classList?.contains('DocSearch-Input') || event.key === 'Escape') {
    typedBeforeOpen = null;
    return;
  }
  if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
    typedBeforeOpen += event.key;
    event.preventDefault();
    event.stopPropagation();
  }
}

/** Types the kept keys into the modal's input, as the reader's own typing would (React reads the input event). */
function typeKeptKeys(): void {
  const kept = typedBeforeOpen;
  typedBeforeOpen = null;
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!kept || !input) {
    return;
  }
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, kept + input.value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/** What the box's status line says of a count, read out by screen readers as results come. */
function countText(count: number | null): string {
  if (count === null) return '';
  return count === 1 ? '1 result' : count === 0 ? 'No results' : `${count} results`;
}

/** The search modal marks the body while it is open. */
const SEARCH_MODAL_OPEN_CLASS = 'DocSearch--active';

function subscribeToModal(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.body, {attributes: true, attributeFilter: ['class']});
  return () => observer.disconnect();
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
function SearchStatusNotice(): ReactNode {
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

function SearchUnavailable(): ReactNode {
  const [open, setOpen] = useState(false);
  const messageId = useId();
  return (
    <div className={styles.unavailable}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={messageId}
        onClick={() => setOpen((value) => !value)}>
        {SEARCH_UNAVAILABLE.buttonText}
      </button>
      {open && (
        <p id={messageId} className={styles.message} role="status">
          <strong>{SEARCH_UNAVAILABLE.titleText}</strong> {SEARCH_UNAVAILABLE.helpText}{' '}
          <a href={SEARCH_UNAVAILABLE.publishedSearchUrl}>typesense.org/docs</a>.
        </p>
      )}
    </div>
  );
}

function readLastReadVersion(): string | null {
  try {
    return localStorage.getItem(LAST_READ_VERSION_KEY);
  } catch {
    // Storage blocked (privacy settings): the box searches the latest version off the API pages.
    return null;
  }
}

/** Storage is no store that tells of its changes: the box writes it itself, below, and renders again then anyway. */
function subscribeToNothing(): () => void {
  return () => undefined;
}

/** The API version the box searches; a page of the API reference also becomes the version last read. */
function useSearchVersion(): string {
  const pageVersion = useActiveVersion(API_DOCS.pluginId)?.name;
  const versions = useVersions(API_DOCS.pluginId);
  const latest = useLatestVersion(API_DOCS.pluginId).name;
  // The server-rendered box cannot know the reader's storage: read once hydrated.
  const lastRead = useSyncExternalStore(subscribeToNothing, readLastReadVersion, () => null);
  useEffect(() => {
    if (pageVersion === undefined) {
      return;
    }
    try {
      localStorage.setItem(LAST_READ_VERSION_KEY, pageVersion);
    } catch {
      // Storage blocked: nothing to keep.
    }
  }, [pageVersion]);
  const names = useMemo(() => versions.map((version) => version.name), [versions]);
  return versionToSearch({pageVersion, lastRead, versions: names, latest});
}

/** Closes the box as the reader's Escape does: the theme's footer gets its close handler, a replacement does not. */
function closeSearchBox(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', keyCode: 27, bubbles: true}));
}

type FooterProps = {state: {query: string; context: {nbHits?: number}}};

/** "See all results", to the search page of the version the box searched. */
function resultsFooter(baseUrl: string, version: string) {
  return function ResultsFooter({state}: FooterProps): ReactNode {
    return (
      <Link to={searchPageLink(baseUrl, state.query, version)} onClick={closeSearchBox}>
        See all {state.context.nbHits} results
      </Link>
    );
  };
}

export default function SearchBarWrapper(): ReactNode {
  const context = useDocusaurusContext();
  const version = useSearchVersion();
  const value = useMemo(() => {
    const {themeConfig, baseUrl} = context.siteConfig;
    const typesense = themeConfig.typesense as Record<string, unknown>;
    // The filter the theme would make for the page, for the version chosen above: the theme takes a
    // `filter_by` of the site's parameters over its own.
    const filter_by = contextualFilter({locale: context.i18n.currentLocale, tags: contextualSearchTags(version)});
    return {
      ...context,
      siteConfig: {
        ...context.siteConfig,
        themeConfig: {
          ...themeConfig,
          typesense: {
            ...typesense,
            typesenseSearchParameters: {...(typesense.typesenseSearchParameters as Record<string, unknown>), filter_by},
            resultsFooterComponent: resultsFooter(baseUrl, version),
            transformSearchClient: reportFailedBoxSearches,
          },
        },
      },
    };
  }, [context, version]);
  const searchConfigured = Boolean(context.siteConfig.customFields?.searchConfigured);
  useEffect(() => {
    if (!searchConfigured) {
      return undefined;
    }
    // Before the theme's own shortcut listener (on the window, bubbling), so that it sees the shortcut first.
    window.addEventListener('keydown', keepKeysTypedBeforeOpen, true);
    return () => window.removeEventListener('keydown', keepKeysTypedBeforeOpen, true);
  }, [searchConfigured]);
  if (!searchConfigured) {
    return <SearchUnavailable />;
  }
  return (
    <DocusaurusContext.Provider value={value}>
      <SearchBar />
      <SearchStatusNotice />
    </DocusaurusContext.Provider>
  );
}
