/**
 * The production build the checks in tests/build read (`npm run build:e2e`
 * makes it): its pages by URL, parsed once per test file, its sitemap and its
 * redirect files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {E2E} from '../e2e/config';
import {fileOfUrl} from '../../scripts/indexer/build-pages';
import {LATEST_VERSION, SITE} from '../../src/constants';

export const SITE_DIR = path.resolve(__dirname, '../..');
export const BUILD_DIR = path.join(SITE_DIR, E2E.buildDir);
export const VERSIONS: readonly string[] = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'versions.json'), 'utf8'));
export const BASE = SITE.baseUrl.replace(/\/$/, '');
export const LATEST = `${BASE}/${LATEST_VERSION}`;

if (!fs.existsSync(path.join(BUILD_DIR, 'sitemap.xml'))) {
  throw new Error(`There is no production build in ${E2E.buildDir}/. Run \`npm run build:e2e\` first.`);
}

/** The file a static host answers `pathname` with, or undefined when there is none. */
export function builtFile(pathname: string): string | undefined {
  let file = fileOfUrl(BUILD_DIR, pathname);
  // plugin-client-redirects writes the redirect of `x.html` as `x.html/index.html`.
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) {
    file = path.join(file, 'index.html');
  }
  return fs.existsSync(file) ? file : undefined;
}

/**
 * Pages parsed lately, most recent last. Bounded: a parsed page holds its
 * whole tree (an API page with every language of its samples is megabytes of
 * it), and the tests walk every page of every version.
 */
const parsed = new Map<string, CheerioAPI | undefined>();
const PARSED_PAGES_KEPT = 64;

/** The parsed HTML served at `pathname`, or undefined. */
export function page(pathname: string): CheerioAPI | undefined {
  if (parsed.has(pathname)) {
    const $ = parsed.get(pathname);
    parsed.delete(pathname);
    parsed.set(pathname, $);
    return $;
  }
  const file = builtFile(pathname);
  const $ = file === undefined ? undefined : load(fs.readFileSync(file, 'utf8'));
  parsed.set(pathname, $);
  if (parsed.size > PARSED_PAGES_KEPT) {
    parsed.delete(parsed.keys().next().value!);
  }
  return $;
}

/** Where a redirect file sends the reader (a path with the base URL), or undefined for a real page. */
export function redirectTarget($: CheerioAPI): string | undefined {
  const refresh = $('meta[http-equiv="refresh"]').attr('content');
  const match = refresh ? /url=(.+)$/i.exec(refresh) : null;
  return match?.[1]?.trim();
}

/** The ids on a page: the anchors a link can point at. */
export function anchorsOf($: CheerioAPI): Set<string> {
  return new Set($('[id]').map((_, element) => $(element).attr('id')!).get());
}

/** The title without the site suffix, and whether the suffix is there. */
export function titleOf($: CheerioAPI): string {
  return $('head > title').text();
}

export function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"], meta[property="${name}"]`).attr('content');
}

/** The pages the sitemap lists, as paths with the base URL, with their priority. */
export function sitemapEntries(): {pathname: string; priority: number | undefined}[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!;
    const priority = /<priority>([^<]+)<\/priority>/.exec(entry!)?.[1];
    return {pathname: new URL(loc).pathname, priority: priority === undefined ? undefined : Number(priority)};
  });
}

/** The API version a page belongs to, from its URL, or undefined for unversioned pages. */
export function versionOfPath(pathname: string): string | undefined {
  const first = pathname.slice(BASE.length + 1).split('/')[0]!;
  return VERSIONS.includes(first) ? first : undefined;
}

/** Every HTML file of the build, as the path a reader asks for. */
export function allHtmlPaths(): string[] {
  return fs
    .readdirSync(BUILD_DIR, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const relative = path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      // A redirect file for `x.html` or `x.md` is `x.html/index.html`, `x.md/index.html`.
      return `${BASE}/${relative.replace(/\.(html|md)\/index\.html$/, '.$1').replace(/(^|\/)index\.html$/, '$1')}`;
    });
}
