/**
 * The releases since the old site (tests/data/page-outlines-2026.json, the
 * live site's pages of 29.1, 30.0, 30.1 and 30.2 as it stood in August 2026):
 * each of their pages is a page of the build, with its title and every h2/h3
 * anchor that links into it rely on; `/docs/latest/…` leads to the latest of
 * them, and the version menu lists every version newest first.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LATEST_VERSION} from '../../src/constants';
import {releaseLabel, sortNewestFirst} from '../../src/versioning/versions';
import {PAGE_MISSING} from '../../src/versioning/same-page';
import {apiPageExistsIn} from '../../src/versioning/api-pages';
import {BASE, LATEST, VERSIONS, anchorsOf, page, redirectTarget, titleOf, versionOfPath} from './built-site';

type Outline2026 = {route: string; title: string; headers: {level: number; title: string; slug: string}[]; status: string};

const OUTLINES_2026 = JSON.parse(fs.readFileSync(path.join(__dirname, '../data/page-outlines-2026.json'), 'utf8')) as Outline2026[];
const RELEASE_PAGES = OUTLINES_2026.filter((outline) => outline.status === 'new version');
/** The guide pages the live site added by August 2026, and those whose outline changed. */
const GUIDE_PAGES = OUTLINES_2026.filter((outline) => outline.status === 'new guide page' || outline.status === 'guide page with a changed outline');

/** The live site wrote the version into some titles with a template: `Typesense v{{ $page.typesenseVersion }}`. */
function expectedTitle(outline: Outline2026): string {
  return `${outline.title.replace('{{ $page.typesenseVersion }}', versionOfPath(outline.route)!)} | Typesense`;
}

test('the four releases since the old site have 25 pages each', () => {
  const counts: Record<string, number> = {};
  for (const outline of RELEASE_PAGES) {
    const version = versionOfPath(outline.route)!;
    counts[version] = (counts[version] ?? 0) + 1;
  }
  expect(counts).toEqual({
    '29.1': 25,
    '30.0': 25,
    '30.1': 25,
    '30.2': 25,
  });
});

test('every page of 29.1, 30.0, 30.1 and 30.2 is a page of the build, with its title', () => {
  const problems = RELEASE_PAGES.flatMap((outline) => {
    const $ = page(outline.route);
    if (!$) {
      return [`${outline.route}: nothing is served there`];
    }
    if (redirectTarget($) !== undefined) {
      return [`${outline.route}: redirects to ${redirectTarget($)}, expected a page`];
    }
    return titleOf($) === expectedTitle(outline) ? [] : [`${outline.route}: title "${titleOf($)}", expected "${expectedTitle(outline)}"`];
  });
  expect(problems).toEqual([]);
});

/** Each heading of the outlines whose anchor the built page lacks. */
function missingAnchors(outlines: Outline2026[]): string[] {
  return outlines.flatMap((outline) => {
    const $ = page(outline.route);
    const anchors = $ ? anchorsOf($) : new Set<string>();
    return outline.headers.filter((heading) => !anchors.has(heading.slug)).map((heading) => `${outline.route}#${heading.slug} (h${heading.level} "${heading.title}")`);
  });
}

test('every h2/h3 anchor of those pages exists in the build', () => {
  expect(RELEASE_PAGES.reduce((sum, outline) => sum + outline.headers.length, 0)).toBeGreaterThan(1000);
  expect(missingAnchors(RELEASE_PAGES)).toEqual([]);
});

test('the 24 new guide pages and the 3 with a changed outline are pages of the build, with their titles', () => {
  expect(GUIDE_PAGES).toHaveLength(27);
  const problems = GUIDE_PAGES.flatMap((outline) => {
    const $ = page(outline.route);
    if (!$) {
      return [`${outline.route}: nothing is served there`];
    }
    const expected = `${outline.title} | Typesense`;
    return titleOf($) === expected ? [] : [`${outline.route}: title "${titleOf($)}", expected "${expected}"`];
  });
  expect(problems).toEqual([]);
});

test('every h2/h3 anchor of those guide pages exists in the build', () => {
  expect(GUIDE_PAGES.reduce((sum, outline) => sum + outline.headers.length, 0)).toBeGreaterThan(400);
  expect(missingAnchors(GUIDE_PAGES)).toEqual([]);
});

test('ai-agents-typesense has the corrected outline: its closing sections, in the order of the live page, and no heading read from a code block', () => {
  // The outlines of 2026 first read a code block's lines as headings on this page (corrected 2026-11-28, ../shared/reference/README.md).
  const route = `${BASE}/guide/ai-agents-typesense.html`;
  const outline = GUIDE_PAGES.find((candidate) => candidate.route === route)!;
  const closing = ['when-to-use', 'bottom-line-should-you-use-typesense', 'next-steps'];
  expect(outline.headers.slice(-3).map((heading) => `h${heading.level} #${heading.slug}`)).toEqual(closing.map((slug) => `h2 #${slug}`));
  expect(outline.headers.map((heading) => heading.slug)).not.toContain('agents-md-for-typesense-projects');
  const $ = page(route)!;
  const h2s = $('article h2[id]')
    .map((_, heading) => $(heading).attr('id'))
    .get();
  expect(h2s.slice(-3)).toEqual(closing);
  expect(missingAnchors([outline])).toEqual([]);
});

test(`/docs/latest/api/search.html resolves to ${LATEST_VERSION}, the newest of them`, () => {
  expect(LATEST_VERSION).toBe(sortNewestFirst(RELEASE_PAGES.map((outline) => versionOfPath(outline.route)!))[0]);
  expect(redirectTarget(page(`${BASE}/latest/api/search.html`)!)).toBe(`${LATEST}/api/search.html`);
});

test('the version menu lists every version, newest first by version number, saying which lack the page', () => {
  const $ = page(`${LATEST}/api/search.html`)!;
  const links = $('.navbar .dropdown__link')
    .get()
    .filter((link) => /^v\d/.test($(link).text()));
  // An item is its version's label, then what that version lacks of the page ("no such page").
  const labels = links.map((link) => $(link).clone().children('.api-version-dropdown__note').remove().end().text().trim());
  expect(VERSIONS).toEqual(sortNewestFirst(VERSIONS));
  expect(labels).toEqual(VERSIONS.map((version) => releaseLabel(version, LATEST_VERSION)));
  expect(labels.length).toBeGreaterThanOrEqual(33);
  const saysNoPage = links.map((link) => $(link).find('.api-version-dropdown__note').text() === PAGE_MISSING);
  expect(saysNoPage).toEqual(VERSIONS.map((version) => !apiPageExistsIn('search', version)));
});
