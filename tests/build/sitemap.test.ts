/**
 * The sitemap lists every page of the build and nothing else, with the
 * priority of its class (latest version, unversioned, older version) unless its
 * front matter sets one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {LATEST_VERSION, SITEMAP_PRIORITY} from '../../src/constants';
import {pageRoute} from '../../scripts/lib/page-routes';
import {BASE, SITE_DIR, allHtmlPaths, page, redirectTarget, sitemapEntries, versionOfPath} from './built-site';

const entries = sitemapEntries();
/** Pages that are deliberately left out: the not-found page and the search results page. */
const NOT_LISTED = new Set([`${BASE}/404.html`, `${BASE}/search`, `${BASE}/search/`]);

/** Front matter priority overrides, by URL. */
async function priorityOverrides(): Promise<Map<string, number>> {
  const overrides = new Map<string, number>();
  for (const dir of ['versioned_docs', 'content', 'src/pages']) {
    for (const entry of fs.readdirSync(path.join(SITE_DIR, dir), {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) {
        continue;
      }
      const filePath = path.join(entry.parentPath, entry.name);
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent: fs.readFileSync(filePath, 'utf8')});
      const priority = (frontMatter.sitemap as {priority?: number} | undefined)?.priority;
      const route = pageRoute(path.relative(SITE_DIR, filePath));
      if (priority !== undefined && route !== undefined) {
        overrides.set(route, priority);
      }
    }
  }
  return overrides;
}

test('every listed URL is a page of the build', () => {
  const problems = entries.flatMap(({pathname}) => {
    const $ = page(pathname);
    if (!$) {
      return [`${pathname} is not in the build`];
    }
    return redirectTarget($) === undefined ? [] : [`${pathname} is a redirect`];
  });
  expect(problems).toEqual([]);
});

test('every page of the build is listed, redirects are not', () => {
  const listed = new Set(entries.map(({pathname}) => pathname));
  const pages = allHtmlPaths().filter((pathname) => redirectTarget(page(pathname)!) === undefined);
  expect(pages.filter((pathname) => !listed.has(pathname) && !NOT_LISTED.has(pathname))).toEqual([]);
  expect(entries.filter(({pathname}) => NOT_LISTED.has(pathname))).toEqual([]);
});

test(`priorities: ${SITEMAP_PRIORITY.latest} for the latest version, ${SITEMAP_PRIORITY.older} for older ones, ${SITEMAP_PRIORITY.unversioned} for the rest, unless the front matter says otherwise`, async () => {
  const overrides = await priorityOverrides();
  const problems = entries.flatMap(({pathname, priority}) => {
    const version = versionOfPath(pathname);
    const byClass =
      version === undefined ? SITEMAP_PRIORITY.unversioned : version === LATEST_VERSION ? SITEMAP_PRIORITY.latest : SITEMAP_PRIORITY.older;
    const expected = overrides.get(pathname) ?? byClass;
    return priority === expected ? [] : [`${pathname}: priority ${priority}, expected ${expected}`];
  });
  expect(problems).toEqual([]);
});
