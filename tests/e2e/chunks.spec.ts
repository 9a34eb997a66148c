/**
 * How a page's script chunks load:
 * - while the reader reads, no other page's chunks; when the reader points at
 *   a link, that page's, so that opening it waits for nothing
 *   (plugins/client-bundle/prefetch-on-intent.ts);
 * - the same on the pages of the API versions, whose routes' chunks come
 *   with a chunk of the version (plugins/client-bundle/route-tables-loader.cjs),
 *   which also lists their files (plugins/client-bundle/chunk-file-lists.ts):
 *   a page lists it, and pointing at a link into the version loads it;
 * - a stale tab after a redeploy: the script chunks it asks for are gone. The
 *   page reloads once; if loading fails again, the reader sees which chunk
 *   failed, for which address, and a reload link.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, isPhone, navigateTo} from './fixtures';
import {LATEST_VERSION} from '../../src/constants';

/** The path of every script the page requests from now on, in order. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const versions: string[] = JSON.parse(fs.readFileSync(path.join(__dirname, '../../versions.json'), 'utf8'));
const PREVIOUS_VERSION = versions[1]!;

for (const version of [LATEST_VERSION, PREVIOUS_VERSION, versions.at(-1)!]) test(`${version}: an idle page loads no other page’s scripts; pointing at a link loads that page’s, and opening it loads nothing more`, async ({page}) => {
  test.skip(isPhone(page), 'pointing at a link is a desktop gesture');
  await pointThenOpen(
    page,
    `/docs/${version}/api/collections.html`,
    async (scripts) => {
      // Every sidebar link is on screen: Docusaurus's own prefetch would fetch each linked page's chunks now.
      const listed = await page.evaluate(() => [...document.documentElement.outerHTML.matchAll(/"(\/docs\/assets\/js\/[^"]+\.js)"/g)].map((match) => match[1]));
      expect(listed.length).toBeGreaterThan(3);
      expect(scripts.filter((script) => !listed.includes(script))).toEqual([]);
      return page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Documents', exact: true});
    },
    'Documents',
    1,
  );
});

/**
 * From `from`, pointing at the link `pointAt` finds loads the chunks the linked page lists
 * that the idle page has not loaded (for a page of another API version, at least two: the
 * version's chunk first, then the page's, which it names). Opening the page loads nothing
 * more of them. The chunks come one after another, so this waits for each of them, not for a
 * quiet network, which can fall between two.
 */
async function pointThenOpen(
  page: Page,
  from: string,
  pointAt: (scriptsWhileIdle: string[]) => Promise<Locator>,
  heading: string,
  leastOwnChunks = 2,
) {
  const scripts = scriptsRequested(page);
  await page.goto(from);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const whileIdle = scripts.length;

  const link = await pointAt([...scripts]);
  const href = (await link.getAttribute('href'))!;
  const target = await (await page.request.get(href)).text();
  const listed = [...target.matchAll(/"(\/docs\/assets\/js\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const ownChunks = listed.filter((script) => !scripts.slice(0, whileIdle).includes(script));
  expect(ownChunks.length).toBeGreaterThanOrEqual(leastOwnChunks);
  await link.hover();
  await expect.poll(() => ownChunks.filter((script) => !scripts.includes(script))).toEqual([]);
  await page.waitForLoadState('networkidle');
  const afterPointing = scripts.length;

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/\./g, '\\.')}$`));
  await expect(page.locator('h1')).toHaveText(heading);
  // None of the page's own chunks (those its HTML lists) is requested now: opening it waited for none. What a
  // reader's first interaction with the new page loads (the headings' copy buttons, src/components/on-first-use.tsx)
  // may come now: the pointer resting over the new page is such an interaction.
  expect(scripts.slice(afterPointing).filter((script) => listed.includes(script))).toEqual([]);
}

test('pointing at another version in the version menu loads that version’s chunk and its page’s; opening it loads nothing more', async ({page}) => {
  test.skip(isPhone(page), 'pointing at a link is a desktop gesture');
  await pointThenOpen(
    page,
    `/docs/${LATEST_VERSION}/api/collections.html`,
    async () => {
      const dropdown = page.locator('.navbar .dropdown:has(> .api-version-dropdown)');
      await dropdown.hover();
      const item = dropdown.getByRole('link', {name: `v${PREVIOUS_VERSION}`, exact: true});
      await expect(item).toHaveAttribute('href', `/docs/${PREVIOUS_VERSION}/api/collections.html`);
      return item;
    },
    'Collections',
  );
});

test('pointing at the API reference from the docs home loads the version’s chunk and its page’s; opening it loads nothing more', async ({page}) => {
  test.skip(isPhone(page), 'pointing at a link is a desktop gesture');
  await pointThenOpen(
    page,
    '/docs/',
    async () => {
      const link = page.locator('.navbar').getByRole('link', {name: 'API Reference', exact: true});
      await expect(link).toHaveAttribute('href', `/docs/${LATEST_VERSION}/api/`);
      return link;
    },
    `Typesense API Reference for v${LATEST_VERSION}`,
  );
});

test.use({allowedConsoleErrors: [/Failed to load resource|ChunkLoadError|Loading chunk|ERR_/]});

/** A redeploy while the collections page is open: every chunk this tab has not loaded yet is gone. */
async function openThenRedeploy(page: Page): Promise<void> {
  await page.goto(`/docs/${LATEST_VERSION}/api/collections.html`);
  await hydrated(page);
  const alreadyLoaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  );
  await page.route('**/assets/js/*.js', (route) =>
    alreadyLoaded.has(route.request().url()) ? route.continue() : route.fulfill({status: 404, body: 'Not found'}),
  );
}

test('a part loaded on first use whose chunk is gone leaves the page as it was', async ({page}) => {
  await openThenRedeploy(page);
  const warned = page.waitForEvent('console', (message) => message.type() === 'warning' && /could not be loaded/.test(message.text()));
  const failed = page.waitForResponse((response) => response.status() === 404 && /\/assets\/js\//.test(response.url()));
  // The reader's first interaction loads the headings' copy buttons (src/theme/DocItem/Content).
  await page.locator('article h2').first().hover();
  await failed;
  await warned;
  await expect(page.locator('article h1')).toHaveText('Collections');
  await expect(page.locator('article h2')).not.toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a chunk that fails to load reloads the page once, then says what failed', async ({page}) => {
  await openThenRedeploy(page);
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
  // 30.0 named the page after its synonym sets.
  await expect(page.locator('h1')).toHaveText(/^Synonym/);
});
