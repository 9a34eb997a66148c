/**
 * Headings of the docs loaded so far, registered by each doc module as it loads
 * (see plugins/markdown/remark-page-headings.ts) and read by the sidebar.
 */
import type {TOCItem} from '@docusaurus/mdx-loader';

export type PageHeadings = {items: readonly TOCItem[]; depth: 1 | 2};

const registry = new Map<string, {toc: () => readonly TOCItem[]; depth: 1 | 2}>();

export function registerPageHeadings(key: string, toc: () => readonly TOCItem[], depth: 1 | 2): void {
  registry.set(key, {toc, depth});
}

/** The h2 (and, at depth 2, h3) headings of a loaded doc, or undefined. */
export function pageHeadings(key: string): PageHeadings | undefined {
  const entry = registry.get(key);
  if (!entry) {
    return undefined;
  }
  const maxLevel = entry.depth + 1;
  return {items: entry.toc().filter((item) => item.level <= maxLevel), depth: entry.depth};
}
