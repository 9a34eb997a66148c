/**
 * The pages nearest to a URL that has none (the same page in the latest
 * version, pages with a similar name: src/legacy/suggestions.ts), from the
 * app's routes, each named by its title (plugins/page-titles), with its
 * section when two of them share a title. Loaded by the not-found page once it
 * runs in the browser and knows its URL (src/theme/NotFound/Content): the
 * build renders that page for no URL in particular, and the docs' own pages,
 * which render the not-found page for a URL they have no page for, do not
 * carry it.
 */
import React, {useMemo, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import pageTitles from '@generated/page-titles/default/page-titles.json';
import {sitePaths} from '@site/src/legacy/site-routes';
import {suggestPages} from '@site/src/legacy/suggestions';
import Link from '@site/src/components/VersionAwareLink';
import {DOC_SECTIONS, LATEST_VERSION, SITE} from '@site/src/constants';

const BASE = SITE.baseUrl.replace(/\/$/, '');

/** The part of the site a path (under the base URL) is in: an API version's reference, or a section. */
function sectionOf(path: string): string {
  const section = DOC_SECTIONS.find(({routeBasePath}) => path.startsWith(`/${routeBasePath}/`));
  if (section) {
    return section.label;
  }
  const version = /^\/([^/]+)\/api\//.exec(path)?.[1];
  return version ? `API v${version}` : 'Docs';
}

export default function NearestPages(): ReactNode {
  const {pathname} = useLocation();
  const suggestions = useMemo(() => {
    const path = pathname.startsWith(`${BASE}/`) ? pathname.slice(BASE.length) : pathname;
    const nearest = suggestPages(path, sitePaths(), LATEST_VERSION).map((suggestion) => ({
      ...suggestion,
      title: pageTitles[suggestion.path],
    }));
    return nearest.map((suggestion) => ({
      ...suggestion,
      shared: nearest.some((other) => other !== suggestion && other.title !== undefined && other.title === suggestion.title),
    }));
  }, [pathname]);
  if (suggestions.length === 0) {
    return null;
  }
  return (
    <>
      <p>Perhaps you were looking for:</p>
      <ul data-suggestions="">
        {suggestions.map(({path, why, title, shared}) => (
          <li key={path}>
            <Link to={path}>{title ?? `${BASE}${path}`}</Link>
            {shared && ` (${sectionOf(path)})`}
            {why === 'latest-version' && ` (the same page in v${LATEST_VERSION})`}
          </li>
        ))}
      </ul>
    </>
  );
}
