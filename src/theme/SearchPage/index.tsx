/**
 * The search page of docusaurus-theme-search-typesense, with the two cases it
 * does not handle:
 * - a build without a search-only key (TYPESENSE_SEARCH_ONLY_API_KEY): the
 *   theme's page is not rendered at all, so no client is made and no request
 *   leaves the page; the page says search is unavailable in this build, and
 *   links the reader's query to the published docs' search;
 * - a cluster that does not answer: the page's client reports its failed
 *   searches (plugins/search-page), the page says search is unreachable, and
 *   its next query tries again; the "No results" line is hidden meanwhile,
 *   since nothing was searched.
 */
import React, {useEffect, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import SearchPage from '@theme-original/SearchPage';
import {searchPageHealth} from '@site/src/search-health';
import {SEARCH_UNAVAILABLE, SEARCH_UNREACHABLE} from '@site/src/search-messages';
import styles from './styles.module.css';

/** On <body> while the page's last search failed: the theme's "No results" line is hidden then. */
const UNREACHABLE_CLASS = 'search-page-unreachable';

function UnreachableNotice(): ReactNode {
  const failed = useSyncExternalStore(searchPageHealth.subscribe, searchPageHealth.getSnapshot, () => false);
  useEffect(() => {
    document.body.classList.toggle(UNREACHABLE_CLASS, failed);
    return () => document.body.classList.remove(UNREACHABLE_CLASS);
  }, [failed]);
  if (!failed) {
    return null;
  }
  const {titleText, helpText} = SEARCH_UNREACHABLE;
  return createPortal(
    <aside className={styles.unreachable} aria-label="Search status">
      <p role="alert">
        <strong>{titleText}</strong> {helpText} Your next search tries again.
      </p>
    </aside>,
    document.body,
  );
}

function SearchUnavailablePage(): ReactNode {
  const {search} = useLocation();
  // The query is in the URL, which the static HTML cannot know: read once hydrated.
  const query = (useIsBrowser() && new URLSearchParams(search).get('q')) || '';
  const published = new URL(SEARCH_UNAVAILABLE.publishedSearchUrl);
  if (query) {
    published.searchParams.set('q', query);
  }
  return (
    <Layout>
      <Head>
        <title>Search unavailable</title>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{SEARCH_UNAVAILABLE.titleText}</h1>
        <p className={styles.unavailable} role="status">
          {SEARCH_UNAVAILABLE.helpText} <a href={published.href}>typesense.org/docs</a>
          {query ? <> (search for “{query}” there)</> : null}.
        </p>
      </main>
    </Layout>
  );
}

export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (!siteConfig.customFields?.searchConfigured) {
    return <SearchUnavailablePage />;
  }
  return (
    <>
      <SearchPage />
      <UnreachableNotice />
    </>
  );
}
