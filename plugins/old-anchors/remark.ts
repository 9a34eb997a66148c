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
 */
import path from 'node:path';
import type {Plugin} from 'unified';
import type {Root, Heading} from 'mdast';
import {pageRoute} from '../../scripts/lib/page-routes';
import {isVersionName} from '../../src/versioning/versions';
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

export const remarkOldPageTitle: Plugin<[OldAnchorsOptions], Root> = function ({siteDir, anchorsFile}) {
  const anchors = loadOldAnchors(anchorsFile);
  return (root, file) => {
    const route = routeOf(file.path, siteDir);
    const titleAnchor = route ? anchors.get(route)?.find((a) => a.kind === 'h1')?.anchor : undefined;
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
