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
 *   a search is under way, and Enter does not open them. That code
 *   (./while-open.tsx) loads with the box's first search, not with the page.
 *   The theme takes that hook (`transformSearchClient`) from the site config,
 *   which is data and cannot hold a function: it is added to the config this
 *   component's subtree sees.
 * - the box searches the API version of the page being read, and elsewhere
 *   (Guide, Overview) the version the reader last read, not the theme's
 *   default (the latest, unless the version menu was used); "See all results"
 *   carries that version to the search page (src/search-version.ts).
 */
import React, {lazy, Suspense, useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveVersion, useLatestVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {Context as DocusaurusContext} from '@docusaurus/core/lib/client/docusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import {SEARCH_BUTTON, SEARCH_UNAVAILABLE} from '@site/src/search-messages';
import {contextualFilter, contextualSearchTags} from '@site/src/search-request';
import {LAST_READ_VERSION_KEY, searchPageLink, versionToSearch} from '@site/src/search-version';
import {API_DOCS} from '@site/src/constants';
import {keepKeysTypedBeforeOpen, SEARCH_MODAL_OPEN_CLASS, subscribeToModal} from './kept-keys';
import styles from './styles.module.css';
// The button is on every page from the first paint: its styles are in the site's stylesheet. The
// theme imports all of DocSearch's styles when the modal is about to open, and gets the modal's
// part then (plugins/client-bundle/search-modal-styles.ts).
import 'typesense-docsearch-css/dist/_variables.css';
import 'typesense-docsearch-css/dist/button.css';

type SearchClient = {search: (requests: unknown) => Promise<unknown>};

/** The box's search client, its answers handled by ./while-open.tsx, which loads with the first search. */
function reportFailedBoxSearchesOnceLoaded(client: SearchClient): SearchClient {
  const reporting = import('./while-open').then(({reportFailedBoxSearches}) => reportFailedBoxSearches(client));
  return {...client, search: (requests) => reporting.then((reported) => reported.search(requests))};
}

const SearchStatusNotice = lazy(() => import('./while-open'));

let modalOpenedOnce = false;

/** A device whose only pointer is a finger: a phone or a tablet, with no keyboard for the box's shortcut. */
const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

/** Whether the box has been opened on this page yet: its notice is rendered from then on. */
function useModalOpenedOnce(): boolean {
  return useSyncExternalStore(
    subscribeToModal,
    () => (modalOpenedOnce ||= document.body.classList.contains(SEARCH_MODAL_OPEN_CLASS)),
    () => false,
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
            transformSearchClient: reportFailedBoxSearchesOnceLoaded,
          },
        },
      },
    };
  }, [context, version]);
  const searchConfigured = Boolean(context.siteConfig.customFields?.searchConfigured);
  const boxOpened = useModalOpenedOnce();
  useEffect(() => {
    // A touch screen has no keyboard to press the shortcut on: the button's name is its label alone.
    // The server-rendered name cannot know the device; the button keeps this one, its prop unchanged.
    if (searchConfigured && window.matchMedia(TOUCH_ONLY).matches) {
      document.querySelector('.navbar .DocSearch-Button')?.setAttribute('aria-label', SEARCH_BUTTON.text);
    }
  }, [searchConfigured]);
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
      {boxOpened && (
        <Suspense fallback={null}>
          <SearchStatusNotice />
        </Suspense>
      )}
    </DocusaurusContext.Provider>
  );
}
