/**
 * The not-found page: what happened, then the ways on: the nearest pages
 * (src/components/NotFoundContent/NearestPages), a search, the docs home and
 * the latest API reference.
 *
 * Every docs page carries this component, as the docs' roots render it for a
 * URL they have no page for (theme DocRoot, src/theme/DocsRoot), and the
 * site's catch-all route renders it too. So the nearest pages, which hold
 * every page's title, are a chunk that loads once the page runs in the
 * browser and knows its URL; the build renders this page for no URL in
 * particular. All else is rendered by the build and hydrated as it is: a part
 * of it in a chunk of its own would be rendered anew when that chunk arrives,
 * after the page has hydrated, and what the reader had typed into the search
 * by then would be lost.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Link from '@site/src/components/VersionAwareLink';
import {NOT_FOUND_MARKER} from '@site/src/components/NotFoundContent/marker';
import {LATEST_VERSION} from '@site/src/constants';
import styles from '@site/src/components/NotFoundContent/styles.module.css';

const NearestPages = lazy(() => import('@site/src/components/NotFoundContent/NearestPages'));

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  const searchPage = useBaseUrl('/search');
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
              <Link to={`/${LATEST_VERSION}/api/`}>API reference for v{LATEST_VERSION}</Link>
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
