/**
 * The pages nearest to a URL that has none (the same page in the latest
 * version, pages with a similar name: src/legacy/suggestions.ts), from the
 * app's routes. Loaded by the not-found page once it runs in the browser and
 * knows its URL (src/theme/NotFound/Content): the build renders that page for
 * no URL in particular, and the docs' own pages, which render the not-found
 * page for a URL they have no page for, do not carry it.
 */
import React, {useMemo, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {sitePaths} from '@site/src/legacy/site-routes';
import {suggestPages} from '@site/src/legacy/suggestions';
import Link from '@site/src/components/VersionAwareLink';
import {LATEST_VERSION, SITE} from '@site/src/constants';

const BASE = SITE.baseUrl.replace(/\/$/, '');

export default function NearestPages(): ReactNode {
  const {pathname} = useLocation();
  const suggestions = useMemo(() => {
    const path = pathname.startsWith(`${BASE}/`) ? pathname.slice(BASE.length) : pathname;
    return suggestPages(path, sitePaths(), LATEST_VERSION);
  }, [pathname]);
  if (suggestions.length === 0) {
    return null;
  }
  return (
    <>
      <p>Perhaps you were looking for:</p>
      <ul data-suggestions="">
        {suggestions.map(({path, why}) => (
          <li key={path}>
            <Link to={path}>{`${BASE}${path}`}</Link>
            {why === 'latest-version' && ` (the same page in v${LATEST_VERSION})`}
          </li>
        ))}
      </ul>
    </>
  );
}

