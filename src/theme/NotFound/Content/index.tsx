/**
 * The not-found page: what happened, a way to search, and the way back to the
 * docs home and the latest API reference.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@site/src/components/VersionAwareLink';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {LATEST_VERSION} from '@site/src/constants';
import {NOT_FOUND_MARKER} from '@site/src/components/NotFoundContent/marker';
import styles from './styles.module.css';

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  const latestApi = `/${LATEST_VERSION}/api/`;
  const searchPage = useBaseUrl('/search');
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
