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
  WHATS_NEW_ANCHOR,
  type VersionedTarget,
} from './rules';
import {canonicalRoute, hashRuleSetOf, type HashRuleSetName, type RouteSet} from './routes';

const HASH_RULES: Readonly<Record<HashRuleSetName, Readonly<Record<string, VersionedTarget>>>> = {
  guide: GUIDE_HASH_RULES,
  api: API_HASH_RULES,
  documents: DOCUMENTS_HASH_RULES,
};

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
  const ruleSet = hashRuleSetOf(route);
  return ruleSet && {rules: HASH_RULES[ruleSet.name], version: ruleSet.version};
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
