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
 *
 * The rules themselves load only for a location they may apply to: a path
 * that is not a route, or an anchor on one of the few pages with anchor rules
 * (src/legacy/routes.ts). Every other page keeps them out of its first visit.
 *
 * Around it all, the idle search that readies the menu button's first tap
 * (src/components/ContextSearchWarmUp.tsx).
 */
import React, {type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {mayNeedLegacyRules} from '@site/src/legacy/routes';
import {siteResolveContext} from '@site/src/legacy/site-routes';
import {MAX_ANCHOR_LENGTH, safeDecodeComponent} from '@site/src/legacy/anchor-text';
import {useStaticLinks} from '@site/src/client/static-links';
import ContextSearchWarmUp from '@site/src/components/ContextSearchWarmUp';

function pageIds(): string[] {
  return [...document.querySelectorAll('[id]')].map((element) => element.id);
}

type Replace = (to: {pathname: string; search: string; hash: string}) => void;

/**
 * An anchor that no element has, written in another form (case, emoji, the old slugs), as the page's own. The
 * forms load only then, and apply if the reader is still at that address.
 */
function repairAnchor(pathname: string, search: string, hash: string, replace: Replace): void {
  const rawAnchor = hash.slice(1);
  if (rawAnchor === '' || rawAnchor.length > MAX_ANCHOR_LENGTH || document.getElementById(safeDecodeComponent(rawAnchor))) {
    return;
  }
  void import('@site/src/legacy/slug').then(({findAnchor}) => {
    // On a navigation, the page shown while this effect ran was the one before: the new page may well have it.
    if (window.location.pathname !== pathname || window.location.hash !== hash || document.getElementById(safeDecodeComponent(rawAnchor))) {
      return;
    }
    const anchor = findAnchor(rawAnchor, pageIds());
    if (anchor !== undefined) {
      replace({pathname, search, hash: `#${encodeURIComponent(anchor)}`});
      document.getElementById(anchor)?.scrollIntoView();
    }
  });
}

function LegacyRedirects(): null {
  const location = useLocation();
  const history = useHistory();
  useIsomorphicLayoutEffect(() => {
    const {pathname, search, hash} = location;
    const context = siteResolveContext();
    const base = context.baseUrl.replace(/\/$/, '');
    const path = pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
    if (!mayNeedLegacyRules(path, hash, context.routes)) {
      repairAnchor(pathname, search, hash, history.replace);
      return;
    }
    // Nearly no location needs the rules: they load on demand, and apply if the reader is still where they were.
    let current = true;
    void import('@site/src/legacy/resolve').then(({resolveLegacyUrl}) => {
      // A not-found page's own resolver (src/client/address-bar.ts) may have left for the page already.
      if (!current || window.location.pathname !== pathname) {
        return;
      }
      const onThisPage = (route: string, anchor: string) =>
        `${base}${route}` === pathname && document.getElementById(anchor) !== null;
      const target = resolveLegacyUrl(pathname, hash, {...context, hasAnchor: onThisPage});
      if (target !== null) {
        history.replace({pathname: target.pathname, search, hash: target.hash});
      } else {
        repairAnchor(pathname, search, hash, history.replace);
      }
    });
    return () => {
      current = false;
    };
  }, [location.pathname, location.hash]);
  return null;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  useStaticLinks();
  return (
    <ContextSearchWarmUp>
      <LegacyRedirects />
      {children}
    </ContextSearchWarmUp>
  );
}
