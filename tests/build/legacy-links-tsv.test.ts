/**
 * Every legacy rule of the old site (tests/data/legacy-links.tsv, a copy of the
 * reference data), in every version it applies to, 0.11.0 and 0.11.1
 * included, followed the way a reader's browser follows it on the real build:
 * redirect files first, then the rules the app applies on arrival. Each one
 * must end on a page of the build, with an anchor that exists on it (or none).
 * The rows the old site marked broken or unreachable must work too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LATEST_VERSION} from '../../src/constants';
import {resolveLegacyUrl} from '../../src/legacy/resolve';
import {createRouteSet, SEARCH_LINKS_MOVED_IN} from '../../src/legacy/routes';
import {isAtLeast} from '../../src/versioning/versions';
import {BASE, VERSIONS, anchorsOf, page, redirectTarget, sitemapEntries} from './built-site';

type Row = {kind: string; from: string; to: string; appliesTo: string; status: string};

const rows: Row[] = fs
  .readFileSync(path.join(__dirname, '../data/legacy-links.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#') && !line.startsWith('kind\t'))
  .map((line) => {
    const [kind, from, to, appliesTo, status] = line.split('\t');
    return {kind: kind!, from: from!, to: to!, appliesTo: appliesTo ?? '', status: status ?? ''};
  });

const pages = sitemapEntries().map(({pathname}) => pathname);
const context = {
  baseUrl: `${BASE}/`,
  latest: LATEST_VERSION,
  routes: createRouteSet([...pages, `${BASE}/search`].map((pathname) => pathname.slice(BASE.length))),
};
const threePartVersions = VERSIONS.filter((version) => /^\d+\.\d+\.\d+$/.test(version));

/** The old URLs a row stands for (paths with the base URL, with their anchor). */
function oldUrls(row: Row): string[] {
  if (row.from === '/latest/*') {
    return pages.filter((p) => p.startsWith(`${BASE}/${LATEST_VERSION}/`)).map((p) => p.replace(`/${LATEST_VERSION}/`, '/latest/'));
  }
  if (row.from === '/{version}/guide/*') {
    const guidePages = pages.filter((p) => p.startsWith(`${BASE}/guide/`));
    return threePartVersions.flatMap((version) => guidePages.map((p) => p.replace(`${BASE}/guide/`, `${BASE}/${version}/guide/`)));
  }
  if (row.from.includes('{version}')) {
    // Every version: the old site could not serve some of these (0.11.0 and 0.11.1, two-part versions), this one must.
    const versions = row.from.startsWith('/{version}/guide/') ? threePartVersions : VERSIONS;
    // The old search links of the documents page moved in 0.23.0; before it, the page itself has those sections.
    const since = row.kind === 'RedirectOldSearchLinksForV023AndAbove' ? SEARCH_LINKS_MOVED_IN : VERSIONS.at(-1)!;
    return versions.filter((version) => isAtLeast(version, since)).map((version) => `${BASE}${row.from.replace('{version}', version)}`);
  }
  return [`${BASE}${row.from}`];
}

/** Where a reader who opens `url` ends up, following redirect files and the app's rules; null if nowhere. */
function follow(url: string): string | null {
  let current = url;
  for (let step = 0; step < 6; step += 1) {
    const hashAt = current.indexOf('#');
    const [pathname, hash] = hashAt === -1 ? [current, ''] : [current.slice(0, hashAt), current.slice(hashAt)];
    const $ = page(pathname);
    const redirect = $ ? redirectTarget($) : undefined;
    if (redirect !== undefined) {
      // The redirect file keeps the anchor of the address it was opened at.
      current = `${redirect}${redirect.includes('#') ? '' : hash}`;
      continue;
    }
    const resolved = resolveLegacyUrl(pathname, hash, context);
    if (resolved === null) {
      return $ ? current : null;
    }
    current = `${resolved.pathname}${resolved.hash}`;
  }
  return null;
}

test('the reference lists the rules of every kind', () => {
  expect(rows.length).toBeGreaterThan(80);
  expect(new Set(rows.map((row) => row.kind))).toEqual(
    new Set(['RedirectOldLinks', 'RedirectOldSearchLinksForV023AndAbove', 'enhanceApp:router.beforeEach', 'meta-refresh', 'vuepress-core:clean-urls']),
  );
});

// Clean URLs (a path without `.html` or without its slash) are checked in the browser tests.
const checkedRows = rows.filter((row) => row.kind !== 'vuepress-core:clean-urls');

test.each(checkedRows.map((row) => [`${row.kind} ${row.from}${row.status ? ` (${row.status} on the old site)` : ''}`, row] as const))(
  '%s leads to a page and an anchor that exist, in every version',
  (_, row) => {
    const urls = oldUrls(row);
    expect(urls.length).toBeGreaterThan(0);
    const problems = urls.flatMap((url) => {
      const target = follow(url);
      if (target === null) {
        return [`${url} leads nowhere`];
      }
      const [pathname, anchor] = target.split('#') as [string, string | undefined];
      const $ = page(pathname)!;
      if (anchor && !anchorsOf($).has(decodeURIComponent(anchor))) {
        return [`${url} leads to ${target}, whose anchor is not on the page`];
      }
      if (target === url && url.includes('#')) {
        return [`${url} is not redirected`];
      }
      const version = /^\/docs\/([^/]+)\//.exec(url)?.[1];
      if (version && VERSIONS.includes(version) && pathname.startsWith(`${BASE}/${version}/`) === false && !row.from.startsWith('/{version}/guide/')) {
        return [`${url} leaves its version, for ${target}`];
      }
      return [];
    });
    expect(problems).toEqual([]);
  },
);
