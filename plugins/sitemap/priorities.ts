/**
 * Sitemap priorities: pages of the latest API version above the unversioned
 * sections, which are above older versions; a page's `sitemap.priority` front
 * matter wins.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {PluginOptions as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {DEFAULT_PARSE_FRONT_MATTER, flattenRoutes} from '@docusaurus/utils';
import {LATEST_VERSION, SITE, SITEMAP_PRIORITY} from '../../src/constants';
import {isVersionName} from '../../src/versioning/versions';

/** Pure: the priority of a page at `pathname` (with the base URL), given its front matter override. */
export function sitemapPriority(pathname: string, override?: number): number {
  if (override !== undefined) {
    return override;
  }
  const firstSegment = pathname.slice(SITE.baseUrl.length).split('/')[0] ?? '';
  if (!isVersionName(firstSegment)) {
    return SITEMAP_PRIORITY.unversioned;
  }
  return firstSegment === LATEST_VERSION ? SITEMAP_PRIORITY.latest : SITEMAP_PRIORITY.older;
}

async function frontMatterPriority(siteDir: string, sourceFilePath: string | undefined): Promise<number | undefined> {
  if (!sourceFilePath || !/\.mdx?$/.test(sourceFilePath)) {
    return undefined;
  }
  const filePath = path.resolve(siteDir, sourceFilePath);
  const fileContent = await fs.readFile(filePath, 'utf8');
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
  const priority = (frontMatter.sitemap as {priority?: unknown} | undefined)?.priority;
  // Front matter was validated when the site loaded (plugins/markdown/front-matter.ts).
  return typeof priority === 'number' ? priority : undefined;
}

export const createSitemapItems: NonNullable<SitemapOptions['createSitemapItems']> = async (params) => {
  const items = await params.defaultCreateSitemapItems(params);
  const siteDir = process.cwd();
  const overrides = new Map<string, number | undefined>();
  // Doc pages are nested routes (site → docs plugin → version → page): the sources are on the leaves.
  await Promise.all(
    flattenRoutes(params.routes).map(async (route) => {
      overrides.set(route.path, await frontMatterPriority(siteDir, route.metadata?.sourceFilePath));
    }),
  );
  return items.map((item) => {
    const pathname = new URL(item.url).pathname;
    return {...item, priority: sitemapPriority(pathname, overrides.get(pathname))};
  });
};
