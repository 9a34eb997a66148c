/**
 * The site's routes as the legacy-link rules see them, without the rules
 * (rules.ts): which route a URL written in another form stands for, and which
 * routes have anchor rules at all. Every page's app needs this much on every
 * navigation; the rules themselves load only for a URL that may need them
 * (src/theme/Root.tsx, src/client/address-bar.ts).
 */
import {isAtLeast, isVersionName} from '../versioning/versions';

/** The routes of the site, as paths under the base URL (`/guide/`, `/29.0/api/collections.html`). */
export type RouteSet = {
  has(path: string): boolean;
  /** The route that equals `path` but for letter case. */
  matchCase(path: string): string | undefined;
};

export function createRouteSet(paths: Iterable<string>): RouteSet {
  const exact = new Set<string>();
  const byLowerCase = new Map<string, string>();
  for (const path of paths) {
    exact.add(path);
    byLowerCase.set(path.toLowerCase(), path);
  }
  return {
    has: (path) => exact.has(path),
    matchCase: (path) => byLowerCase.get(path.toLowerCase()),
  };
}

/**
 * A page's Markdown source path (`api/collections.md`, `api/README.md`, as
 * links copied from the old site's repository have them) as the page's URL.
 * Where the build has a Markdown twin at that URL, the host serves the twin
 * and this never runs.
 */
function markdownSourceToPage(path: string): string {
  if (/(^|\/)(readme|index)\.md$/i.test(path)) {
    return path.replace(/(readme|index)\.md$/i, '');
  }
  return /\.md$/i.test(path) ? `${path.slice(0, -'.md'.length)}.html` : path;
}

/** The route `path` stands for, trying the forms a reader or an old link may use. */
export function canonicalRoute(path: string, routes: RouteSet): string | undefined {
  const collapsed = markdownSourceToPage(path.replace(/\/{2,}/g, '/'));
  const candidates = [collapsed];
  if (collapsed.endsWith('/index.html')) {
    candidates.push(collapsed.slice(0, -'index.html'.length));
  } else if (collapsed.endsWith('.html')) {
    candidates.push(`${collapsed.slice(0, -'.html'.length)}/`);
  } else if (collapsed.endsWith('/')) {
    if (collapsed.length > 1) {
      candidates.push(`${collapsed.slice(0, -1)}.html`, collapsed.slice(0, -1));
    }
  } else {
    candidates.push(`${collapsed}.html`, `${collapsed}/`);
  }
  for (const candidate of candidates) {
    if (routes.has(candidate)) {
      return candidate;
    }
  }
  for (const candidate of candidates) {
    const match = routes.matchCase(candidate);
    if (match) {
      return match;
    }
  }
  return undefined;
}

/** Version from which the old search links of `documents.html` moved to their own pages. */
export const SEARCH_LINKS_MOVED_IN = '0.23.0';

/** The sets of anchor rules in rules.ts: the guide's home, each version's API introduction, its documents page. */
export type HashRuleSetName = 'guide' | 'api' | 'documents';

const VERSIONED_PATH = /^\/([^/]+)\/(.*)$/;

/** Which set of anchor rules a route has, and the version it is read for; none for most pages. */
export function hashRuleSetOf(route: string): {name: HashRuleSetName; version: string | undefined} | undefined {
  if (route === '/guide/') {
    return {name: 'guide', version: undefined};
  }
  const versioned = VERSIONED_PATH.exec(route);
  if (!versioned || !isVersionName(versioned[1]!)) {
    return undefined;
  }
  const [, version, rest] = versioned as unknown as [string, string, string];
  if (rest === 'api/') {
    return {name: 'api', version};
  }
  if (rest === 'api/documents.html' && isAtLeast(version, SEARCH_LINKS_MOVED_IN)) {
    return {name: 'documents', version};
  }
  return undefined;
}

/**
 * Whether the legacy-link rules can have anything to say about a location:
 * not when its path (under the base URL, as written) is a route and it has no
 * anchor, or an anchor on a page without anchor rules. Such locations, which
 * are nearly all of them, need not load the rules.
 */
export function mayNeedLegacyRules(path: string, hash: string, routes: RouteSet): boolean {
  return !routes.has(path) || (hash !== '' && hash !== '#' && hashRuleSetOf(path) !== undefined);
}
