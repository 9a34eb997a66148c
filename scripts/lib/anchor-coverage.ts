/**
 * Which anchors of the old site a build has: every h2/h3 anchor of the old
 * outlines and every page-title and h4/h5 anchor of plugins/old-anchors, each
 * looked for on the page that answers its URL (or the page a redirect file
 * sends it to), and what carries it there. The build checks (tests/build) and
 * `npm run anchors:coverage` use it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {fileOfUrl} from '../indexer/build-pages';

export type AnchorHolder = 'heading' | 'added to a heading' | 'response sample' | 'endpoint' | 'other element';

export type AnchorResult = {
  route: string;
  anchor: string;
  kind: string;
  text: string;
  /** The page a redirect file sent the anchor to, when it did. */
  via?: string;
  /** What carries the anchor on the page; undefined when nothing does. */
  holder?: AnchorHolder;
  /** No page answers the route in this build (a version left out of a preview build). */
  notBuilt: boolean;
};

type BuiltPage = {holders: Map<string, AnchorHolder>; redirect?: string};

function holderOf(tag: string, className: string, insideHeading: boolean): AnchorHolder {
  if (/^h[1-6]$/.test(tag)) {
    return 'heading';
  }
  if (className.split(/\s+/).includes('anchor-alias')) {
    return insideHeading ? 'added to a heading' : 'response sample';
  }
  return tag === 'p' ? 'endpoint' : 'other element';
}

/** Reads the pages of a build folder by URL, once each. */
export function builtPages(buildDir: string): (pathname: string) => BuiltPage | undefined {
  const cache = new Map<string, BuiltPage | undefined>();
  return (pathname) => {
    if (!cache.has(pathname)) {
      let file = fileOfUrl(buildDir, pathname);
      if (fs.existsSync(file) && fs.statSync(file).isDirectory()) {
        file = path.join(file, 'index.html');
      }
      if (!fs.existsSync(file)) {
        cache.set(pathname, undefined);
      } else {
        const $ = load(fs.readFileSync(file, 'utf8'));
        const refresh = $('meta[http-equiv="refresh"]').attr('content');
        const redirect = refresh ? /url=(.+)$/i.exec(refresh)?.[1]?.trim() : undefined;
        const holders = new Map<string, AnchorHolder>();
        // The article's elements first: the sidebar's list of page headings repeats some ids.
        $('article [id], main [id], [id]').each((_, element) => {
          const id = $(element).attr('id')!;
          if (!holders.has(id)) {
            const tag = element.tagName.toLowerCase();
            holders.set(id, holderOf(tag, $(element).attr('class') ?? '', $(element).parents('h1,h2,h3,h4,h5,h6').length > 0));
          }
        });
        cache.set(pathname, {holders, redirect});
      }
    }
    return cache.get(pathname);
  };
}

/** Looks each anchor up on its page, following one redirect file. */
export function checkAnchors(
  anchors: readonly {route: string; anchor: string; kind: string; text: string}[],
  readPage: (pathname: string) => BuiltPage | undefined,
): AnchorResult[] {
  return anchors.map(({route, anchor, kind, text}) => {
    let page = readPage(route);
    let via: string | undefined;
    if (page?.redirect !== undefined) {
      via = page.redirect.split('#')[0]!;
      page = readPage(via);
    }
    return {route, anchor, kind, text, via, holder: page?.holders.get(anchor), notBuilt: page === undefined};
  });
}

/** Found, checked (pages in the build) and per-holder counts of a list of results. */
export function summarise(results: readonly AnchorResult[]): {found: number; checked: number; byHolder: Record<string, number>} {
  const checked = results.filter((r) => !r.notBuilt);
  const byHolder: Record<string, number> = {};
  for (const result of checked) {
    if (result.holder) {
      byHolder[result.holder] = (byHolder[result.holder] ?? 0) + 1;
    }
  }
  return {found: checked.filter((r) => r.holder !== undefined).length, checked: checked.length, byHolder};
}
