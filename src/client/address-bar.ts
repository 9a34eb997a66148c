/**
 * Before the app hydrates: a page served at another form of its URL
 * (`/guide/index.html`, `/29.0/api/collections` without `.html`, `/guide`
 * without its slash) gets its own URL in the address bar, so that the router
 * renders the page that was served, without a mismatch.
 *
 * The not-found page is left alone here: the legacy redirects (theme/Root)
 * take the reader from there once the app runs.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {SITE} from '../constants';
import {canonicalRoute} from '../legacy/resolve';
import {siteResolveContext} from '../legacy/site-routes';
import {NOT_FOUND_MARKER} from '../components/NotFoundContent/marker';

function fixAddressBar(): void {
  const {pathname, search, hash} = window.location;
  const base = SITE.baseUrl.replace(/\/$/, '');
  if (document.querySelector(`[${NOT_FOUND_MARKER}]`) || !pathname.startsWith(`${base}/`)) {
    return;
  }
  const path = pathname.slice(base.length);
  const context = siteResolveContext();
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
