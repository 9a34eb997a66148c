/** Where a link leads inside the app, for src/client/static-links.ts. */
import {SITE} from '../constants';

const base = SITE.baseUrl.replace(/\/$/, '');

/**
 * Pure: the path of `href` (as a link on `pageUrl` has it) inside the app,
 * with its query and anchor, when the app has a route for it (`routePaths`:
 * paths under the base URL); else null: another site, a file, a redirect page.
 */
export function appPathOf(href: string, pageUrl: string, routePaths: ReadonlySet<string>): string | null {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(pageUrl).origin || !url.pathname.startsWith(`${base}/`)) {
    return null;
  }
  return routePaths.has(url.pathname.slice(base.length)) ? `${url.pathname}${url.search}${url.hash}` : null;
}
