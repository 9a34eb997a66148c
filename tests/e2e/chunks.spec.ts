/**
 * How a page's script chunks load:
 * - while the reader reads, no other page's chunks; when the reader points at
 *   a link, that page's, so that opening it waits for nothing
 *   (plugins/client-bundle/prefetch-on-intent.ts);
 * - a stale tab after a redeploy: the script chunks it asks for are gone. The
 *   page reloads once; if loading fails again, the reader sees which chunk
 *   failed, for which address, and a reload link.
 */
import {test, expect, hydrated, isPhone, navigateTo} from './fixtures';
import {LATEST_VERSION} from '../../src/constants';

test('an idle page loads no other page’s scripts; pointing at a link loads that page’s, and opening it loads nothing more', async ({page}) => {
  test.skip(isPhone(page), 'pointing at a link is a desktop gesture');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/docs/${LATEST_VERSION}/api/collections.html`);
  await hydrated(page);
  // Every sidebar link is on screen: Docusaurus's own prefetch would fetch each linked page's chunks now.
  await page.waitForLoadState('networkidle');
  const listed = await page.evaluate(() => [...document.documentElement.outerHTML.matchAll(/"(\/docs\/assets\/js\/[^"]+\.js)"/g)].map((match) => match[1]));
  expect(listed.length).toBeGreaterThan(3);
  expect(scripts.filter((script) => !listed.includes(script))).toEqual([]);
  const whileIdle = scripts.length;

  const link = page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Synonyms', exact: true});
  const preload = page.waitForRequest((request) => request.url().includes('/assets/js/'));
  await link.hover();
  await preload;
  await page.waitForLoadState('networkidle');
  const afterPointing = scripts.length;
  expect(afterPointing).toBeGreaterThan(whileIdle);

  await link.click();
  await expect(page.locator('h1')).toHaveText('Synonyms');
  expect(scripts).toHaveLength(afterPointing);
});

test.use({allowedConsoleErrors: [/Failed to load resource|ChunkLoadError|Loading chunk|ERR_/]});

test('a chunk that fails to load reloads the page once, then says what failed', async ({page}) => {
  await page.goto(`/docs/${LATEST_VERSION}/api/collections.html`);
  await hydrated(page);
  const alreadyLoaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  );
  // The redeploy: every chunk this tab has not loaded yet is gone.
  await page.route('**/assets/js/*.js', (route) =>
    alreadyLoaded.has(route.request().url()) ? route.continue() : route.fulfill({status: 404, body: 'Not found'}),
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await navigateTo(page, 'Synonyms');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/Loading chunk \S+ failed/, {timeout: 15_000});
  await expect(alert).toContainText(`/docs/${LATEST_VERSION}/api/synonyms.html`);
  await expect(alert.getByRole('link', {name: 'Reload the page'})).toHaveAttribute(
    'href',
    new RegExp(`/docs/${LATEST_VERSION}/api/synonyms\\.html$`),
  );
  expect(loads).toBe(1);

  // Once the chunks are back, the reload link works.
  await page.unroute('**/assets/js/*.js');
  await alert.getByRole('link', {name: 'Reload the page'}).click();
  await expect(page.locator('h1')).toHaveText('Synonyms');
});
