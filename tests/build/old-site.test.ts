/**
 * Every URL of the old site still works: each of its pages (tests/data, from
 * the old site's outlines) is a page of the build with its title and every
 * h2/h3 anchor that deep links rely on, or a redirect to a page that exists;
 * and its page-title and h4/h5 anchors (plugins/old-anchors) exist there too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadOldOutlines, type OldPage} from '../../scripts/lib/old-outlines';
import {anchorsOf, BUILD_DIR, page, redirectTarget, SITE_DIR, titleOf, versionOfPath} from './built-site';
import {loadOldAnchors} from '../../plugins/old-anchors/load';
import {builtPages, checkAnchors, summarise} from '../../scripts/lib/anchor-coverage';
import {sourceFilesByRoute} from '../../scripts/lib/page-routes';

let oldPages: OldPage[];

beforeAll(async () => {
  oldPages = [...(await loadOldOutlines()).values()];
});

/** Titles the live site gave old pages by August 2026 (tests/data/page-outlines-2026.json): "DocSearch for Documentation Sites". */
const RETITLED: ReadonlyMap<string, string> = new Map(
  (JSON.parse(fs.readFileSync(path.join(__dirname, '../data/page-outlines-2026.json'), 'utf8')) as {route: string; title: string; status: string}[])
    .filter((outline) => outline.status === 'guide page with a changed outline')
    .map((outline) => [outline.route, outline.title]),
);

/** The title the page should have: the old one (or the live site's newer one), with the old site's "vnull" fixed. */
function expectedTitle(old: OldPage): string | undefined {
  if (RETITLED.has(old.route)) {
    return `${RETITLED.get(old.route)} | Typesense`;
  }
  if (old.title === null) {
    return undefined;
  }
  const version = versionOfPath(old.route);
  return `${version ? old.title.replace('vnull', `v${version}`) : old.title} | Typesense`;
}

test('the old site had 523 pages', () => {
  expect(oldPages).toHaveLength(523);
});

test('every old page is a page of the build or a redirect to one', () => {
  const problems = oldPages.flatMap((old) => {
    const $ = page(old.route);
    if (!$) {
      return [`${old.route}: nothing is served there`];
    }
    const target = redirectTarget($);
    if (target === undefined) {
      return [];
    }
    const $target = page(target.split('#')[0]!);
    return $target && redirectTarget($target) === undefined ? [] : [`${old.route}: redirects to ${target}, which is not a page`];
  });
  expect(problems).toEqual([]);
});

test('every old page keeps its title, and untitled ones have one now', () => {
  const problems = oldPages.flatMap((old) => {
    const $ = page(old.route);
    if (!$ || redirectTarget($) !== undefined) {
      return [];
    }
    const title = titleOf($);
    const expected = expectedTitle(old);
    if (expected !== undefined) {
      return title === expected ? [] : [`${old.route}: title "${title}", expected "${expected}"`];
    }
    return /^.+ \| Typesense$/.test(title) && !title.startsWith(' ') ? [] : [`${old.route}: title "${title}"`];
  });
  expect(problems).toEqual([]);
});

test('every h2/h3 anchor of an old page exists on the page that answers its URL', () => {
  // Pages that a path rule moved into another (0.13 to 0.16.1 cluster operations into the API introduction,
  // the stray 0.24.0/vector-search.html) bring their anchors there (plugins/old-anchors).
  const problems = oldPages.flatMap((old) => {
    let $ = page(old.route);
    const target = $ ? redirectTarget($) : undefined;
    if (target !== undefined) {
      $ = page(target.split('#')[0]!);
    }
    if (!$) {
      return [];
    }
    const anchors = anchorsOf($);
    return old.headings
      .filter((heading) => !anchors.has(heading.slug))
      .map((heading) => `${old.route}#${heading.slug} (${heading.title})${target ? ` via ${target}` : ''}`);
  });
  expect(problems).toEqual([]);
});

describe('the old page-title and h4/h5 anchors', () => {
  // What the build lacks on purpose, with the reason; everything else must be there.
  const EXCEPTIONS: Readonly<Record<string, string>> = {};
  const extra = [...loadOldAnchors().entries()].flatMap(([route, anchors]) => anchors.map((a) => ({route, ...a})));
  const results = checkAnchors(extra, builtPages(BUILD_DIR));
  const sources = sourceFilesByRoute(SITE_DIR);

  test('the anchors file lists 1,392 anchors: 529 page titles, 843 h4 and 20 h5', () => {
    expect(extra).toHaveLength(1392);
    expect(extra.filter((a) => a.kind === 'h1')).toHaveLength(529);
    expect(extra.filter((a) => a.kind === 'h4')).toHaveLength(843);
    expect(extra.filter((a) => a.kind === 'h5')).toHaveLength(20);
  });

  test('every one exists on the page that answers its URL, or on the page a redirect file sends it to', () => {
    const missing = results
      .filter((r) => !r.notBuilt && r.holder === undefined && !Object.hasOwn(EXCEPTIONS, `${r.route}#${r.anchor}`))
      .map((r) => {
        const page = r.via ?? r.route;
        const file = sources.get(page) ?? `the source of ${page}`;
        return `${file}: no #${r.anchor} (old ${r.kind} "${r.text}" of ${r.route}${r.via ? `, redirected to ${r.via}` : ''})`;
      });
    expect(missing).toEqual([]);
  });

  test('at least 99.5% of those on built pages exist', () => {
    const {found, checked} = summarise(results);
    expect(found / checked).toBeGreaterThanOrEqual(0.995);
  });
});
