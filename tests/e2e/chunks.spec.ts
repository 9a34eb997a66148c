/**
 * A stale tab after a redeploy: the script chunks it asks for are gone. The
 * page reloads once; if loading fails again, the reader sees which chunk
 * failed, for which address, and a reload link.
 */
import {test, expect, hydrated, navigateTo} from './fixtures';
import {LATEST_VERSION} from '../../src/constants';

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
