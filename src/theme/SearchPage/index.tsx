/**
 * The search page of docusaurus-theme-search-typesense, with the two cases it
 * does not handle:
 * - a build without a search-only key (TYPESENSE_SEARCH_ONLY_API_KEY): the
 *   theme's page is not rendered at all, so no client is made and no request
 *   leaves the page; the page says search is unavailable in this build, and
 *   links the reader's query to the published docs' search;
 * - a cluster that does not answer, or refuses the query: the page's client
 *   reports its failed searches (plugins/search-page), the page says which
 *   (src/search-health.ts), and its next query tries again; the "No results" line is hidden meanwhile,
 *   since nothing was searched;
 * - the API version searched is in the page's address
 *   (`?q=filter_by&version=0.23.0`, src/search-version.ts): the theme's
 *   version menu starts at the latest and keeps its choice to itself, so a
 *   reload, a shared link or the box's "See all results" would lose it. The
 *   menu is set from the address once the page has hydrated, and a choice in
 *   it is written back to the address;
 * - a result about a feature newer than the version searched says so after its
 *   title ("from 0.24.0 on"), as in the box: plugins/search-page marks the
 *   hits, and the mark's styles load with this page.
 */
import React, {useEffect, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import SearchPage from '@theme-original/SearchPage';
import {searchPageHealth} from '@site/src/search-health';
import {SEARCH_REFUSED, SEARCH_UNAVAILABLE, SEARCH_UNREACHABLE} from '@site/src/search-messages';
import {versionInAddress, withVersion} from '@site/src/search-version';
import {API_DOCS} from '@site/src/constants';
import styles from './styles.module.css';
// Its results' marks of features newer than the version searched (plugins/search-page).
import '@site/src/css/search-hit-since.on-first-use.module.css';

/** On <body> while the page's last search failed: the theme's "No results" line is hidden then. */
const UNREACHABLE_CLASS = 'search-page-unreachable';

function FailureNotice(): ReactNode {
  const status = useSyncExternalStore(searchPageHealth.subscribe, searchPageHealth.getSnapshot, () => 'ok' as const);
  useEffect(() => {
    document.body.classList.toggle(UNREACHABLE_CLASS, status !== 'ok');
    return () => document.body.classList.remove(UNREACHABLE_CLASS);
  }, [status]);
  if (status === 'ok') {
    return null;
  }
  const {titleText, helpText} = status === 'refused' ? SEARCH_REFUSED : SEARCH_UNREACHABLE;
  return createPortal(
    <aside className={styles.unreachable} aria-label="Search status">
      <p role="alert">
        <strong>{titleText}</strong> {helpText}
        {status === 'unreachable' ? ' Your next search tries again.' : null}
      </p>
    </aside>,
    document.body,
  );
}

/** The theme's version menu: the only menu in the page's search form. */
function versionMenu(): HTMLSelectElement | null {
  return document.querySelector<HTMLSelectElement>('main form select, .container form select');
}

/** Keeps the version menu and the page's address in step (see above). */
function useVersionInAddress(): void {
  const history = useHistory();
  const versions = useVersions(API_DOCS.pluginId);
  useEffect(() => {
    const menu = versionMenu();
    if (!menu) {
      return undefined;
    }
    const names = versions.map((version) => version.name);
    const asked = versionInAddress(window.location.search, names);
    if (asked !== undefined && asked !== menu.value) {
      // The theme's menu is React's: a change event is what its handler reads the value from.
      menu.value = asked;
      menu.dispatchEvent(new Event('change', {bubbles: true}));
    }
    const writeAddress = () => {
      const {pathname, search, hash} = window.location;
      history.replace({pathname, search: withVersion(search, menu.value), hash});
    };
    writeAddress();
    menu.addEventListener('change', writeAddress);
    return () => menu.removeEventListener('change', writeAddress);
  }, [history, versions]);
}

function VersionInAddress(): null {
  useVersionInAddress();
  return null;
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
      <VersionInAddress />
      <FailureNotice />
    </>
  );
}
