/**
 * The inline head script of the not-found page (404.html), which a static host
 * answers for every URL it has no file for: the app's resolver itself
 * (src/legacy/resolve.ts, with rules.ts), over the site's routes, so that an
 * old, mistyped or differently written URL (`/docs/latest/api/#create-collection`,
 * `/docs/29.0/API/Collections.html`, `/docs/29.0/api/collections.md`) leads to
 * its page before the not-found page is painted.
 */
import {resolveLegacyUrl} from '../resolve';
import {createRouteSet} from '../routes';
import {repairAddress} from './repair-url';
import {replaceLocation} from './navigate';

export type NotFoundHeadData = {baseUrl: string; latest: string; routes: string[]};

const MAX_URL_LENGTH = 4096;

export function run({baseUrl, latest, routes}: NotFoundHeadData): void {
  try {
    repairAddress();
    const {pathname, hash} = window.location;
    if (pathname.length + hash.length > MAX_URL_LENGTH) {
      return;
    }
    const target = resolveLegacyUrl(pathname, hash, {baseUrl, latest, routes: createRouteSet(routes)});
    if (target !== null) {
      replaceLocation(`${target.pathname}${target.hash}`);
    }
  } catch {
    // The not-found page opens; the app's resolver runs once it starts.
  }
}
