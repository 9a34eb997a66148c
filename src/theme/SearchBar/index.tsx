/**
 * The search box, as docusaurus-theme-search-typesense draws it, with two
 * additions:
 * - a build without a search-only key (TYPESENSE_SEARCH_ONLY_API_KEY) cannot
 *   query the cluster, so the box says search is unavailable in this build
 *   instead, and the search theme's box (and its client) is never loaded;
 * - when the cluster cannot be reached, the modal would say "No results" (its
 *   own error screen never shows for the Typesense client's errors), so failed
 *   searches are caught on their way back and the reader is told plainly.
 *   The theme takes that hook (`transformSearchClient`) from the site config,
 *   which is data and cannot hold a function: it is added to the config this
 *   component's subtree sees.
 */
import React, {useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {Context as DocusaurusContext} from '@docusaurus/core/lib/client/docusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import {SEARCH_UNAVAILABLE, SEARCH_UNREACHABLE} from '@site/src/search-messages';
import {createSearchHealth, reportFailedSearches} from '@site/src/search-health';
import styles from './styles.module.css';
// The button is on every page from the first paint: its styles are in the site's stylesheet. The
// theme imports all of DocSearch's styles when the modal is about to open, and gets the modal's
// part then (plugins/client-bundle/search-modal-styles.ts).
import 'typesense-docsearch-css/dist/_variables.css';
import 'typesense-docsearch-css/dist/button.css';

type SearchClient = {search: (requests: unknown) => Promise<unknown>};

/** Whether the modal's last search reached the cluster, for the notice below. */
const searchHealth = createSearchHealth();

/** A failed search answers with no hits, and says it failed, instead of rejecting unhandled. */
function reportFailedBoxSearches(client: SearchClient): SearchClient {
  return reportFailedSearches(client, searchHealth, () => ({results: [{hits: [], nbHits: 0}]}));
}

/** The search modal marks the body while it is open. */
const SEARCH_MODAL_OPEN_CLASS = 'DocSearch--active';

function subscribeToModal(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.body, {attributes: true, attributeFilter: ['class']});
  return () => observer.disconnect();
}

/** Shown over the open modal while the cluster does not answer; gone with the modal, so it never covers the page. */
function UnreachableNotice(): ReactNode {
  const failed = useSyncExternalStore(searchHealth.subscribe, searchHealth.getSnapshot, () => false);
  const modalOpen = useSyncExternalStore(
    subscribeToModal,
    () => document.body.classList.contains(SEARCH_MODAL_OPEN_CLASS),
    () => false,
  );
  useEffect(() => {
    // A new search session starts without the last one's failure.
    if (!modalOpen) {
      searchHealth.set(false);
    }
  }, [modalOpen]);
  useEffect(() => {
    document.body.classList.toggle('search-unreachable', failed);
  }, [failed]);
  if (!failed || !modalOpen) {
    return null;
  }
  const {titleText, helpText} = SEARCH_UNREACHABLE;
  return createPortal(
    <div className={styles.unreachable} role="alert">
      <strong>{titleText}</strong> {helpText}
    </div>,
    document.body,
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

export default function SearchBarWrapper(): ReactNode {
  const context = useDocusaurusContext();
  const value = useMemo(() => {
    const {themeConfig} = context.siteConfig;
    const typesense = themeConfig.typesense as Record<string, unknown>;
    return {
      ...context,
      siteConfig: {
        ...context.siteConfig,
        themeConfig: {...themeConfig, typesense: {...typesense, transformSearchClient: reportFailedBoxSearches}},
      },
    };
  }, [context]);
  if (!context.siteConfig.customFields?.searchConfigured) {
    return <SearchUnavailable />;
  }
  return (
    <DocusaurusContext.Provider value={value}>
      <SearchBar />
      <UnreachableNotice />
    </DocusaurusContext.Provider>
  );
}
