/**
 * Remark plugin: links of the guide, overview and Cloud API pages into the
 * API reference are written `/latest/api/search.html#filter-results`, and
 * point at the latest version when the site is built
 * (`/30.2/api/search.html#filter-results`).
 *
 * So when a new version becomes the latest (one line in src/constants.ts), the
 * unversioned pages follow it without a hand edit, and the build's link and
 * anchor checks hold each of their links to the new latest version: a section
 * that the new version renamed or dropped fails the build, naming the page.
 */
import type {Plugin} from 'unified';
import type {Root} from 'mdast';

export type RemarkLatestLinksOptions = {
  /** The version `/latest/` stands for: LATEST_VERSION of src/constants.ts. */
  latest: string;
};

/** The path prefix that stands for the latest API version in a link. */
export const LATEST_LINK_PREFIX = '/latest/';

/** Pure: the link as the built site has it: `/latest/api/…` → `/<latest>/api/…`; any other link as it is. */
export function resolveLatestLink(url: string, latest: string): string {
  return url.startsWith(LATEST_LINK_PREFIX) ? `/${latest}/${url.slice(LATEST_LINK_PREFIX.length)}` : url;
}

const remarkLatestLinks: Plugin<[RemarkLatestLinksOptions], Root> = function ({latest}) {
  return (root) => {
    const walk = (node: {type: string; url?: string; children?: unknown[]}): void => {
      if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') {
        node.url = resolveLatestLink(node.url, latest);
      }
      node.children?.forEach((child) => walk(child as typeof node));
    };
    walk(root);
  };
};

export default remarkLatestLinks;
