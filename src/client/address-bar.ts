/**
 * Before the app hydrates, the address bar must name the page that was served,
 * or the router would render another page over it:
 * - a page served at another form of its URL (`/guide/index.html`,
 *   `/29.0/api/collections` without `.html`, `/guide` without its slash)
 *   gets its own URL, and hydrates as usual;
 * - the not-found page served for a URL the legacy rules resolve (mixed case,
 *   an old path, `/{version}/guide/#what-s-new`) loads the resolved page
 *   instead. Until it does, the address says what the served page is, so
 *   that the app hydrates without a mismatch.
 * Anchor-dependent rules on pages that exist run in the app (theme/Root).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {SITE} from '../constants';
import {canonicalRoute} from '../legacy/routes';
import {siteResolveContext} from '../legacy/site-routes';
import {NOT_FOUND_MARKER} from '../components/NotFoundContent/marker';

const base = SITE.baseUrl.replace(/\/$/, '');

function fixAddressBar(): void {
  const {pathname, search, hash} = window.location;
  const context = siteResolveContext();
  if (document.querySelector(`[${NOT_FOUND_MARKER}]`)) {
    // The router matches paths regardless of letter case and of a trailing `.html` or slash: it would render the
    // page such a URL stands for over the not-found page. Until that page loads, the address names the page served.
    if (pathname.startsWith(`${base}/`) && canonicalRoute(pathname.slice(base.length), context.routes) !== undefined) {
      window.history.replaceState(window.history.state, '', `${base}/404.html`);
    }
    // The rules load only here (the page's head script has usually applied them already).
    void import('../legacy/resolve').then(({resolveLegacyUrl}) => {
      const target = resolveLegacyUrl(pathname, hash, context);
      if (target !== null) {
        window.history.replaceState(window.history.state, '', `${base}/404.html`);
        window.location.replace(`${target.pathname}${search}${target.hash}`);
      }
    });
    return;
  }
  if (!pathname.startsWith(`${base}/`)) {
    return;
  }
  const path = pathname.slice(base.length);
  if (context.routes.has(path)) {
    return;
  }
  const route = canonicalRoute(path, context.routes);
  if (route !== undefined) {
    window.history.replaceState(window.history.state, '', `${base}${route}${search}${hash}`);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  fixAddressBar();
}
