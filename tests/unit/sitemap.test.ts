import path from 'node:path';
import {createSitemapItems, sitemapPriority} from '../../plugins/sitemap/priorities';
import {LATEST_VERSION} from '../../src/constants';

describe('sitemap priorities', () => {
  it.each([
    [`/docs/${LATEST_VERSION}/api/search.html`, 0.7],
    [`/docs/${LATEST_VERSION}/`, 0.7],
    ['/docs/28.0/api/search.html', 0.3],
    // A release candidate, newer than the latest, is never above it.
    ['/docs/99.0/api/search.html', 0.3],
    ['/docs/0.11.0/api/', 0.3],
    ['/docs/guide/install-typesense.html', 0.5],
    ['/docs/', 0.5],
    ['/docs/help.html', 0.5],
    ['/docs/cloud-management-api/v1/', 0.5],
  ])('%s has priority %d', (pathname, priority) => {
    expect(sitemapPriority(pathname)).toBe(priority);
  });

  it('lets front matter override it', () => {
    expect(sitemapPriority('/docs/28.0/api/search.html', 0.9)).toBe(0.9);
    expect(sitemapPriority('/docs/guide/', 0)).toBe(0);
  });

  it('reads the override from each page’s source file', async () => {
    const cwd = process.cwd();
    process.chdir(path.join(__dirname, '../fixtures/sitemap'));
    try {
      const pages = [
        {path: '/docs/guide/pinned.html', metadata: {sourceFilePath: 'content/pinned.md'}},
        {path: '/docs/28.0/api/plain.html', metadata: {sourceFilePath: 'content/plain.md'}},
        {path: `/docs/${LATEST_VERSION}/api/x.html`, metadata: {}},
      ];
      // As the docs plugins nest them: the pages are the leaves of a version route.
      const routes = [{path: '/docs/', routes: [{path: '/docs/', routes: pages}]}];
      const items = await createSitemapItems({
        routes,
        defaultCreateSitemapItems: async () =>
          pages.map((r) => ({url: `https://typesense.org${r.path}`, changefreq: null, priority: null, lastmod: null})),
      } as never);
      expect(items.map((i) => [i.url, i.priority])).toEqual([
        ['https://typesense.org/docs/guide/pinned.html', 0.9],
        ['https://typesense.org/docs/28.0/api/plain.html', 0.3],
        [`https://typesense.org/docs/${LATEST_VERSION}/api/x.html`, 0.7],
      ]);
    } finally {
      process.chdir(cwd);
    }
  });
});
