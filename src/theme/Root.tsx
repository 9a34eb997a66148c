/**
 * The app root: applies the legacy-link rules (src/legacy) to every location
 * the reader arrives at, the first load and every navigation included, with a
 * history replace so that Back does not return to the old URL. On a first
 * load the page's inline head script has already applied the rules the URL
 * alone decides (plugins/legacy-head-script); this covers navigations inside
 * the app, and readers whose browser skipped that script.
 *
 * An anchor that no element has is then looked for in the forms a link may
 * write it in (another case, without its emoji, slugged as the old site did:
 * src/legacy/slug.ts). One that matches none of them lands on the page's
 * nearest section, with a notice (src/client/missing-anchor.ts).
 */
import React, {type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {resolveLegacyUrl} from '@site/src/legacy/resolve';
import {siteResolveContext} from '@site/src/legacy/site-routes';
import {findAnchor, MAX_ANCHOR_LENGTH, safeDecodeComponent} from '@site/src/legacy/slug';
import {useStaticLinks} from '@site/src/client/static-links';

function pageIds(): string[] {
  return [...document.querySelectorAll('[id]')].map((element) => element.id);
}

function LegacyRedirects(): null {
  const location = useLocation();
  const history = useHistory();
  useIsomorphicLayoutEffect(() => {
    const context = siteResolveContext();
    const base = context.baseUrl.replace(/\/$/, '');
    const onThisPage = (route: string, anchor: string) =>
      `${base}${route}` === location.pathname && document.getElementById(anchor) !== null;
    const target = resolveLegacyUrl(location.pathname, location.hash, {...context, hasAnchor: onThisPage});
    if (target !== null) {
      history.replace({pathname: target.pathname, search: location.search, hash: target.hash});
      return;
    }
    const rawAnchor = location.hash.slice(1);
    if (rawAnchor === '' || rawAnchor.length > MAX_ANCHOR_LENGTH || document.getElementById(safeDecodeComponent(rawAnchor))) {
      return;
    }
    const anchor = findAnchor(rawAnchor, pageIds());
    if (anchor !== undefined) {
      history.replace({pathname: location.pathname, search: location.search, hash: `#${encodeURIComponent(anchor)}`});
      document.getElementById(anchor)?.scrollIntoView();
    }
  }, [location.pathname, location.hash]);
  return null;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  useStaticLinks();
  return (
    <>
      <LegacyRedirects />
      {children}
    </>
  );
}
