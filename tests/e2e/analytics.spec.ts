/**
 * Analytics: gtag configured as the docs need it, one page view per settled
 * navigation, sent ANALYTICS.pageViewDelayMs after it; a blocked script
 * changes nothing for the reader.
 */
import {test, expect, hydrated, navigateTo} from './fixtures';
import {ANALYTICS, LATEST_VERSION} from '../../src/constants';
import {E2E} from './config';
import type {Page} from '@playwright/test';

const LATEST = `/docs/${LATEST_VERSION}`;

type Call = unknown[];

async function gtagCalls(page: import('@playwright/test').Page): Promise<Call[]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((args) => Array.from(args)),
  );
}

async function pageViews(page: import('@playwright/test').Page): Promise<Record<string, string>[]> {
  return (await gtagCalls(page))
    .filter((call) => call[0] === 'event' && call[1] === 'page_view')
    .map((call) => call[2] as Record<string, string>);
}

test('gtag is configured with anonymised IPs, no automatic page views and the linker domains', async ({page}) => {
  await page.goto(`${LATEST}/api/collections.html`);
  const config = (await gtagCalls(page)).find((call) => call[0] === 'config');
  expect(config).toEqual([
    'config',
    E2E.gtagId,
    {anonymize_ip: true, send_page_view: false, linker: {domains: ['typesense.org', 'cloud.typesense.org']}},
  ]);
});

/** The page's clock at each page view (Playwright's clock, so that delays are exact whatever the machine's load). */
async function pageViewTimes(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as {pageViewTimes: number[]}).pageViewTimes);
}

test('a page view is sent after the delay, on the first load and after each navigation', async ({page}) => {
  const start = new Date('2026-01-01T00:00:00Z').getTime();
  await page.clock.install({time: start});
  await page.addInitScript(() => {
    const times: number[] = [];
    (window as unknown as {pageViewTimes: number[]}).pageViewTimes = times;
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      for (const item of items) {
        const args = Array.from(item as ArrayLike<unknown>);
        if (args[0] === 'event' && args[1] === 'page_view') {
          times.push(Date.now());
        }
      }
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as {dataLayer: unknown[]}).dataLayer = layer;
  });
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  // The first load: one view, no sooner than the delay after the page started loading.
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  expect(await pageViews(page)).toEqual([
    expect.objectContaining({
      page_path: `${LATEST}/api/collections.html`,
      page_location: expect.stringMatching(new RegExp(`${LATEST}/api/collections\\.html$`)),
    }),
  ]);
  expect((await pageViewTimes(page))[0]! - start).toBeGreaterThanOrEqual(ANALYTICS.pageViewDelayMs);

  // From here the clock only moves when the test says so.
  await page.clock.pauseAt(start + 60_000);
  // Two quick navigations: only the page the reader stays on counts, the delay after they stop.
  await navigateTo(page, 'Documents');
  await expect(page).toHaveURL(/documents\.html$/);
  await page.clock.runFor(300);
  await page.goBack();
  await expect(page).toHaveURL(/collections\.html$/);
  await page.clock.runFor(ANALYTICS.pageViewDelayMs - 1);
  expect(await pageViews(page)).toHaveLength(1);
  await page.clock.runFor(1);
  const views = await pageViews(page);
  expect(views.map((view) => view.page_path)).toEqual([`${LATEST}/api/collections.html`, `${LATEST}/api/collections.html`]);

  // An anchor change within the page is not a page view.
  await page.evaluate(() => window.history.pushState(window.history.state, '', '#delete-a-collection'));
  await page.clock.runFor(ANALYTICS.pageViewDelayMs * 2);
  expect(await pageViews(page)).toHaveLength(2);
});

test.describe('when the analytics script is blocked', () => {
  test.use({allowedConsoleErrors: [/googletagmanager|ERR_BLOCKED_BY_CLIENT|ERR_FAILED/]});

  test('the page works as usual', async ({page}) => {
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort('blockedbyclient'));
    await page.goto(`${LATEST}/api/collections.html`);
    await hydrated(page);
    await navigateTo(page, 'Documents');
    await expect(page.locator('h1')).toHaveText('Documents');
  });
});
