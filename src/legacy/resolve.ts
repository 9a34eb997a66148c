/**
 * Where an old or mistyped URL of the docs should lead: the one resolver of
 * the legacy-link rules (rules.ts), used in the browser for every URL that
 * needs it and at build time for the static redirect files.
 *
 * Pure and total: it never throws, never loops, and only ever answers with a
 * path that is a route of the site (plus an anchor), so no input, however
 * hostile, can lead off the site.
 */
import {isAtLeast, isVersionName} from '../versioning/versions';
import {matchRuleKey} from './hash-rules';
import {
  API_HASH_RULES,
  DOCUMENTS_HASH_RULES,
  GUIDE_HASH_RULES,
  LATEST_ALIAS,
  PATH_RULES,
  SEARCH_LINKS_MOVED_IN,
  WHATS_NEW_ANCHOR,
  type VersionedTarget,
} from './rules';

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

export type ResolveContext = {
  routes: RouteSet;
  latest: string;
  /**
   * Whether the page at `route` has an element with this id, where that is
   * known (the page the reader is on, or the build's HTML): such an anchor is
   * never taken by a rule's prefix. Unknown counts as absent.
   */
  hasAnchor?: (route: string, anchor: string) => boolean;
};

type Location = {path: string; hash: string};

const MAX_STEPS = 8;
const VERSIONED_PATH = /^\/([^/]+)\/(.*)$/;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The version a target range list picks for `version`. */
export function pickVersionedTarget(target: VersionedTarget, version: string): string {
  if (typeof target === 'string') {
    return target;
  }
  const range = target.find((r) => r.since === undefined || isAtLeast(version, r.since));
  return (range ?? target[target.length - 1]!).to;
}

function splitHash(target: string): Location {
  const index = target.indexOf('#');
  return index === -1 ? {path: target, hash: ''} : {path: target.slice(0, index), hash: target.slice(index)};
}

function withLatest(target: string, latest: string): string {
  return target.replace('{latest}', latest);
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

/** A target inside `version`, falling back to the version's API introduction when it lacks the page. */
function versionTarget(version: string, relativeTarget: string, routes: RouteSet): Location | undefined {
  const target = splitHash(`/${version}/${relativeTarget}`);
  if (routes.has(target.path)) {
    return target;
  }
  const intro = `/${version}/api/`;
  return routes.has(intro) ? {path: intro, hash: ''} : undefined;
}

/** The anchor rules of a route (rules.ts), and the version they are read for; none for most pages. */
export function hashRulesOf(
  route: string,
): {rules: Readonly<Record<string, VersionedTarget>>; version: string | undefined} | undefined {
  if (route === '/guide/') {
    return {rules: GUIDE_HASH_RULES, version: undefined};
  }
  const versioned = VERSIONED_PATH.exec(route);
  if (!versioned || !isVersionName(versioned[1]!)) {
    return undefined;
  }
  const [, version, rest] = versioned as unknown as [string, string, string];
  if (rest === 'api/') {
    return {rules: API_HASH_RULES, version};
  }
  if (rest === 'api/documents.html' && isAtLeast(version, SEARCH_LINKS_MOVED_IN)) {
    return {rules: DOCUMENTS_HASH_RULES, version};
  }
  return undefined;
}

/** A rule that depends on the anchor of a page that exists: the anchor's own rule, or one it starts with. */
function hashRule(route: string, anchor: string, {routes, latest, hasAnchor}: ResolveContext): Location | undefined {
  const ofRoute = hashRulesOf(route);
  if (!ofRoute) {
    return undefined;
  }
  const key = matchRuleKey(anchor, Object.keys(ofRoute.rules), (a) => hasAnchor?.(route, a) ?? false);
  if (key === undefined) {
    return undefined;
  }
  const {rules, version} = ofRoute;
  if (version === undefined) {
    return splitHash(withLatest(pickVersionedTarget(rules[key]!, latest), latest));
  }
  return versionTarget(version, pickVersionedTarget(rules[key]!, version), routes);
}

/** A rule that rewrites a path that is not a route. */
function pathRule({path, hash}: Location, {latest}: ResolveContext): Location | undefined {
  const moved = Object.entries(PATH_RULES).find(([from]) => from.toLowerCase() === path.toLowerCase());
  if (moved) {
    return {...splitHash(withLatest(moved[1], latest)), hash};
  }
  const [first = '', ...restSegments] = path.slice(1).split('/');
  const rest = restSegments.join('/');
  if (first.toLowerCase() === LATEST_ALIAS) {
    return {path: `/${latest}/${rest}`, hash};
  }
  const guide = /^guide(\/.*)?$/i.exec(rest);
  if (isVersionName(first) && guide) {
    const guideRest = guide[1] ?? '/';
    // The old versioned guides kept their release notes; they now open each version's API introduction.
    if ((guideRest === '/' || guideRest === '/index.html') && safeDecode(hash) === `#${WHATS_NEW_ANCHOR}`) {
      return {path: `/${first}/api/`, hash};
    }
    return {path: `/guide${guideRest}`, hash};
  }
  return undefined;
}

export type ResolvedUrl = {pathname: string; hash: string};

/**
 * Where `pathname` + `hash` (as in `window.location`, base URL included)
 * should lead, or null when it is fine as it is or leads nowhere known.
 */
export function resolveLegacyUrl(
  pathname: string,
  hash: string,
  context: ResolveContext & {baseUrl: string},
): ResolvedUrl | null {
  const {baseUrl, routes} = context;
  const decodedPath = safeDecode(pathname);
  const base = baseUrl.replace(/\/$/, '');
  if (decodedPath !== base && !decodedPath.startsWith(`${base}/`)) {
    return null;
  }
  let location: Location = {path: decodedPath.slice(base.length) || '/', hash};
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const route = canonicalRoute(location.path, routes);
    if (route !== undefined) {
      const next = hashRule(route, safeDecode(location.hash).slice(1), context);
      if (next === undefined || (next.path === route && next.hash === location.hash)) {
        location = {path: route, hash: location.hash};
        break;
      }
      location = next;
      continue;
    }
    const next = pathRule(location, context);
    if (next === undefined) {
      return null;
    }
    location = next;
  }
  if (!routes.has(location.path)) {
    return null;
  }
  const resolved = {pathname: `${base}${location.path}`, hash: location.hash};
  const unchanged = (resolved.pathname === pathname || resolved.pathname === decodedPath) && resolved.hash === hash;
  return unchanged ? null : resolved;
}
