/**
 * Remark plugins that keep the old site's anchors beyond the h2/h3 outline
 * (old-site-anchors.tsv) on today's pages:
 *
 * - `remarkOldPageTitle` (before Docusaurus's own plugins): a doc without a
 *   Markdown h1 gets its title as one, with the old page anchor as its id,
 *   where the theme would otherwise draw the title without an id. Docusaurus
 *   then takes it as the content title, so the page has one h1 as before.
 * - `remarkOldAnchors` (after them, once headings have their ids): gives each
 *   old h4/h5 anchor its home (place.ts), and every anchor of an old page that
 *   a path rule moved into this one, and records the placements in
 *   `file.data.oldAnchorPlacements`, which `npm run check:pages` reports.
 *
 * The old site's `/docs/latest/…` links meant its latest version, 29.0: the
 * pages of today's latest version, and of the working copy that becomes the
 * next one, carry every anchor of their old latest page too (title, h2–h5),
 * each on the section that covers it now (renamed.ts names the sections that
 * replaced removed ones), so that such a link still lands where it meant.
 */
import path from 'node:path';
import type {Plugin} from 'unified';
import type {Root, Heading} from 'mdast';
import {pageRoute} from '../../scripts/lib/page-routes';
import {compareVersions, isVersionName} from '../../src/versioning/versions';
import {PATH_RULES} from '../../src/legacy/rules';
import {LATEST_VERSION, SITE} from '../../src/constants';
import {loadOldAnchors, loadOldOutlineAnchors} from './load';
import {pageKeyOf, placeOldAnchors} from './place';

export type OldAnchorsOptions = {
  /** The site folder, against which a Markdown file's path gives its route. */
  siteDir: string;
  /** The anchors file (defaults to the project's old-site-anchors.tsv). */
  anchorsFile?: string;
};

function routeOf(filePath: string | undefined, siteDir: string): string | undefined {
  return filePath ? pageRoute(path.relative(siteDir, filePath)) : undefined;
}

/** The newest version of the old site: what its `/docs/latest/` links meant. */
export function oldSiteLatestVersion(outlineRoutes: Iterable<string>): string {
  const versions = [...outlineRoutes].map((route) => /^\/docs\/([^/]+)\//.exec(route)?.[1]).filter((v): v is string => v !== undefined && isVersionName(v));
  return versions.reduce((a, b) => (compareVersions(a, b) >= 0 ? a : b));
}

/**
 * Pure: the route of the old site's latest page whose anchors the page at
 * `route` carries as well (see above), or undefined: for a page of today's
 * latest version, or of the working copy (`docs/`), when that is not the old
 * site's latest version itself.
 */
export function oldLatestTwinOf(route: string, relativeFile: string, latest: string, oldLatest: string): string | undefined {
  const match = /^\/docs\/([^/]+)(\/.*)$/.exec(route);
  if (!match) {
    return undefined;
  }
  const workingCopy = relativeFile.split(path.sep).join('/').startsWith('docs/');
  if (!workingCopy && (match[1] !== latest || latest === oldLatest)) {
    return undefined;
  }
  return `/docs/${oldLatest}${match[2]}`;
}

function twinOf(filePath: string | undefined, siteDir: string, route: string): string | undefined {
  const oldLatest = oldSiteLatestVersion(loadOldOutlineAnchors().keys());
  return filePath ? oldLatestTwinOf(route, path.relative(siteDir, filePath), LATEST_VERSION, oldLatest) : undefined;
}

export const remarkOldPageTitle: Plugin<[OldAnchorsOptions], Root> = function ({siteDir, anchorsFile}) {
  const anchors = loadOldAnchors(anchorsFile);
  return (root, file) => {
    const route = routeOf(file.path, siteDir);
    const twin = route ? twinOf(file.path, siteDir, route) : undefined;
    const titleAnchor = [route, twin].map((r) => (r ? anchors.get(r)?.find((a) => a.kind === 'h1')?.anchor : undefined)).find(Boolean);
    const frontMatter = (file.data.frontMatter ?? {}) as {title?: unknown; hide_title?: unknown};
    if (!titleAnchor || typeof frontMatter.title !== 'string' || frontMatter.hide_title === true) {
      return;
    }
    if (root.children.some((node) => node.type === 'heading' && node.depth === 1)) {
      return; // A Markdown h1 is the title; remarkOldAnchors adds the old anchor to it.
    }
    const title: Heading = {
      type: 'heading',
      depth: 1,
      children: [{type: 'text', value: frontMatter.title}],
      data: {hProperties: {id: titleAnchor}},
    };
    root.children.unshift(title);
  };
};

/**
 * Old pages that a path rule (src/legacy/rules.ts) moved into another page, by
 * the route of that page: their anchors live on it now.
 */
export function movedInto(pathRules: Readonly<Record<string, string>>, latest: string): Map<string, string[]> {
  const base = SITE.baseUrl.replace(/\/$/, '');
  const moved = new Map<string, string[]>();
  for (const [from, to] of Object.entries(pathRules)) {
    const target = `${base}${to.replace('{latest}', latest).split('#')[0]!}`;
    moved.set(target, [...(moved.get(target) ?? []), `${base}${from}`]);
  }
  return moved;
}

export const remarkOldAnchors: Plugin<[OldAnchorsOptions], Root> = function ({siteDir, anchorsFile}) {
  const anchors = loadOldAnchors(anchorsFile);
  const moved = movedInto(PATH_RULES, LATEST_VERSION);
  return (root, file) => {
    const route = routeOf(file.path, siteDir);
    if (!route) {
      return;
    }
    const own = anchors.get(route) ?? [];
    const placements = placeOldAnchors(root, pageKeyOf(route, isVersionName), own);
    const twin = twinOf(file.path, siteDir, route);
    if (twin && twin !== route) {
      placements.push(...placeOldAnchors(root, pageKeyOf(twin, isVersionName), [...(loadOldOutlineAnchors().get(twin) ?? []), ...(anchors.get(twin) ?? [])]));
    } else if (twin) {
      // The working copy while the latest version is the old site's own: its h2/h3 may move to renamed sections too.
      placements.push(...placeOldAnchors(root, pageKeyOf(twin, isVersionName), loadOldOutlineAnchors().get(twin) ?? []));
    }
    for (const from of moved.get(route) ?? []) {
      // A moved page brings all its anchors: its outline's h2/h3 as well as its title and h4/h5.
      const movedAnchors = [...(loadOldOutlineAnchors().get(from) ?? []), ...(anchors.get(from) ?? [])];
      placements.push(...placeOldAnchors(root, pageKeyOf(from, isVersionName), movedAnchors, {movedIn: true}));
    }
    if (placements.length > 0) {
      file.data.oldAnchorPlacements = placements;
    }
  };
};
