/**
 * The not-found page: what happened, the nearest pages that exist (the same
 * page in the latest version, pages with a similar name: src/legacy/suggestions.ts,
 * from the app's routes, once the page runs in the browser and knows its URL),
 * a way to search, and the way back to the docs home and the latest API reference.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import Link from '@site/src/components/VersionAwareLink';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {LATEST_VERSION} from '@site/src/constants';
import {NOT_FOUND_MARKER} from '@site/src/components/NotFoundContent/marker';
import styles from './styles.module.css';

/** Its own chunk: every docs page renders this page for URLs it has no page for, and would carry it. */
const NearestPages = lazy(() => import('@site/src/components/NotFoundContent/NearestPages'));

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  const latestApi = `/${LATEST_VERSION}/api/`;
  const searchPage = useBaseUrl('/search');
  // The build renders this page for no URL in particular: the suggestions come once the browser runs it.
  const isBrowser = useIsBrowser();
  return (
    <main className={clsx('container margin-vert--xl', className)} {...{[NOT_FOUND_MARKER]: ''}}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the docs were reorganised, or the link that
            brought you here may have a typo.
          </p>
          {isBrowser && (
            <Suspense fallback={null}>
              <NearestPages />
            </Suspense>
          )}
          <p>Search the docs for what you were looking for:</p>
          <form className={styles.search} action={searchPage} method="get" role="search">
            <input
              className={styles.input}
              type="search"
              name="q"
              placeholder="Search the docs"
              aria-label="Search the docs"
              required
            />
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
              <Link to={latestApi}>
                API reference for v{LATEST_VERSION}
              </Link>
            </li>
            <li>
              <Link to="/guide/">Guide</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
