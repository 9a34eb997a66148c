/**
 * The pages the not-found page offers for a URL that leads nowhere, from the
 * site's own routes: the same page in the latest version, then the routes
 * whose name is closest to the URL's last part (in the same section first).
 * Pure: the not-found page passes the routes of the app.
 */
import {isVersionName} from '../versioning/versions';
import {safeDecodeComponent} from './anchor-text';

export type Suggestion = {path: string; why: 'latest-version' | 'similar-name'};

/** Longer inputs are cut to this: the distance is quadratic in the length of the names. */
const MAX_NAME_LENGTH = 64;

function pageName(path: string): string {
  const segments = path.split('/').filter((s) => s !== '' && !/^index\.html?$/i.test(s));
  const last = segments[segments.length - 1] ?? '';
  return last.replace(/\.(html?|md)$/i, '').toLowerCase().slice(0, MAX_NAME_LENGTH);
}

/** Levenshtein distance of two short strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The section of a route: its version's API (`/29.0/api/`), or its first folder (`/guide/`). */
function sectionOf(path: string, latest: string): string {
  const [first = '', second = ''] = path.split('/').filter(Boolean);
  if (isVersionName(first) || first.toLowerCase() === 'latest') {
    return `/${latest}/${second === 'api' ? 'api/' : ''}`;
  }
  return `/${first}/`;
}

/**
 * Up to `limit` routes (paths under the base URL, such as `/29.0/api/search.html`)
 * for `path` (also under the base URL), best first.
 */
export function suggestPages(path: string, routes: readonly string[], latest: string, limit = 3): Suggestion[] {
  const decoded = safeDecodeComponent(path.slice(0, 1024));
  const suggestions: Suggestion[] = [];
  const [first = '', ...rest] = decoded.split('/').filter(Boolean);
  if (isVersionName(first) || first.toLowerCase() === 'latest') {
    const inLatest = `/${latest}/${rest.join('/')}`;
    const forms = [inLatest, `${inLatest}.html`, `${inLatest}/`, inLatest.replace(/\/index\.html$/, '/')];
    const match = routes.find((route) => forms.some((form) => form.toLowerCase() === route.toLowerCase()));
    if (match) {
      suggestions.push({path: match, why: 'latest-version'});
    }
  }
  const name = pageName(decoded);
  if (name !== '') {
    const section = sectionOf(decoded, latest);
    const candidates = routes
      .filter((route) => !isVersionName(route.split('/')[1] ?? '') || route.startsWith(`/${latest}/`))
      .map((route) => {
        const distance = editDistance(name, pageName(route));
        const sameSection = route.startsWith(section) ? 0 : 1;
        return {route, distance, sameSection};
      })
      .filter(({route, distance}) => pageName(route) !== '' && distance <= Math.max(2, Math.floor(name.length / 2)))
      .sort((a, b) => a.distance - b.distance || a.sameSection - b.sameSection || a.route.localeCompare(b.route));
    for (const {route} of candidates) {
      if (!suggestions.some((s) => s.path === route)) {
        suggestions.push({path: route, why: 'similar-name'});
      }
    }
  }
  return suggestions.slice(0, limit);
}
