/**
 * Analytics: gtag configured as the docs need it, one page view per settled
 * navigation, sent ANALYTICS.pageViewDelayMs after it; a blocked script
 * changes nothing for the reader.
 */
import {test, expect, hydrated} from './fixtures';
import {ANALYTICS, LATEST_VERSION} from '../../src/constants';
import {E2E} from './config';

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

test('a page view is sent after the delay, on the first load and after each navigation', async ({page}) => {
  await page.clock.install();
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  await page.clock.runFor(ANALYTICS.pageViewDelayMs - 50);
  expect(await pageViews(page)).toEqual([]);
  await page.clock.runFor(100);
  expect(await pageViews(page)).toEqual([
    expect.objectContaining({
      page_path: `${LATEST}/api/collections.html`,
      page_location: expect.stringMatching(new RegExp(`${LATEST}/api/collections\\.html$`)),
    }),
  ]);

  // Two quick navigations: only the page the reader stays on counts.
  await page.locator('article a[href$="documents.html"]').first().click();
  await expect(page).toHaveURL(/documents\.html$/);
  await page.clock.runFor(500);
  await page.goBack();
  await expect(page).toHaveURL(/collections\.html$/);
  await page.clock.runFor(ANALYTICS.pageViewDelayMs + 50);
  const views = await pageViews(page);
  expect(views.map((v) => v.page_path)).toEqual([`${LATEST}/api/collections.html`, `${LATEST}/api/collections.html`]);
});

test.describe('when the analytics script is blocked', () => {
  test.use({allowedConsoleErrors: [/googletagmanager|ERR_BLOCKED_BY_CLIENT|ERR_FAILED/]});

  test('the page works as usual', async ({page}) => {
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort('blockedbyclient'));
    await page.goto(`${LATEST}/api/collections.html`);
    await hydrated(page);
    await page.locator('article a[href$="documents.html"]').first().click();
    await expect(page.locator('h1')).toHaveText('Documents');
  });
});
