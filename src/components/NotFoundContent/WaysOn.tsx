/**
 * The ways on from the not-found page: the nearest pages (once the page runs
 * in the browser and knows its URL), a search, and the docs home and the
 * latest API reference. Its own chunk (src/theme/NotFound/Content): every docs
 * page renders the not-found page for a URL it has no page for, and would
 * otherwise carry all of this on a first visit.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@site/src/components/VersionAwareLink';
import {LATEST_VERSION} from '@site/src/constants';
import styles from './styles.module.css';

/** Its own chunk again: it holds every page's title, which the build's render of the page does not need. */
const NearestPages = lazy(() => import('./NearestPages'));

export default function WaysOn(): ReactNode {
  const latestApi = `/${LATEST_VERSION}/api/`;
  const searchPage = useBaseUrl('/search');
  // The build renders this page for no URL in particular: the suggestions come once the browser runs it.
  const isBrowser = useIsBrowser();
  return (
    <>
      {isBrowser && (
        <Suspense fallback={null}>
          <NearestPages />
        </Suspense>
      )}
      <p>Search the docs for what you were looking for:</p>
      <form className={styles.search} action={searchPage} method="get" role="search">
        <input className={styles.input} type="search" name="q" placeholder="Search the docs" aria-label="Search the docs" required />
        <button className="button button--primary" type="submit">
          Search
        </button>
      </form>
      <p>Or start again from one of these:</p>
      <ul>
        <li>
          <Link to="/">Documentation home</Link>
        </li>
        <li>
          <Link to={latestApi}>API reference for v{LATEST_VERSION}</Link>
        </li>
        <li>
          <Link to="/guide/">Guide</Link>
        </li>
      </ul>
    </>
  );
}
