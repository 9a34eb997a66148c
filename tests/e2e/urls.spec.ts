/**
 * The URL contract: every kind of page at its URL, folder and clean URLs,
 * the not-found page, legacy links of the old site, and hostile URLs.
 */
import {test, expect, hydrated} from './fixtures';
import {LATEST_VERSION} from '../../src/constants';
import {answerSearches, expectSearchPageOf} from './search-box';

const LATEST = `/docs/${LATEST_VERSION}`;

test.describe('pages at their URLs', () => {
  for (const [url, title] of [
    ['/docs/', 'Typesense Documentation'],
    ['/docs/api/', 'API Reference'],
    ['/docs/help.html', 'Help'],
    ['/docs/guide/', 'Typesense Guide'],
    ['/docs/overview/', 'Typesense Overview'],
    ['/docs/guide/reference-implementations/', 'Reference Implementations'],
    ['/docs/cloud-management-api/v1/', 'Cloud Cluster Management API'],
    [`${LATEST}/`, `Typesense v${LATEST_VERSION}`],
    [`${LATEST}/api/`, `Typesense API Reference for v${LATEST_VERSION}`],
    [`${LATEST}/api/collections.html`, 'Collections'],
    [`${LATEST}/api/search.html`, 'Search'],
  ]) {
    test(`${url} is "${title}"`, async ({page}) => {
      const response = await page.goto(url!);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | Typesense`);
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe(url);
    });
  }

  test('the API landing lists every version and leads to the latest', async ({page}) => {
    await page.goto('/docs/api/');
    await expect(page.getByRole('link', {name: `Read the latest: v${LATEST_VERSION}`})).toHaveAttribute(
      'href',
      `${LATEST}/api/`,
    );
    await expect(page.locator('main ul li a').first()).toHaveText(`v${LATEST_VERSION}`);
  });
});

test.describe('other forms of a URL', () => {
  for (const [url, shown] of [
    ['/docs/index.html', '/docs/'],
    ['/docs/guide/index.html', '/docs/guide/'],
    ['/docs/api/index.html', '/docs/api/'],
    [`${LATEST}/index.html`, `${LATEST}/`],
    [`${LATEST}/api/index.html`, `${LATEST}/api/`],
    ['/docs/cloud-management-api/v1/index.html', '/docs/cloud-management-api/v1/'],
    [`${LATEST}/api/collections`, `${LATEST}/api/collections.html`],
    ['/docs/guide', '/docs/guide/'],
  ]) {
    test(`${url} shows ${shown}`, async ({page}) => {
      const response = await page.goto(url!);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe(shown);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
    });
  }

  test.describe('served as not found, then resolved in the browser', () => {
    test.use({allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/]});

    test('a mixed-case URL reaches the page that exists', async ({page}) => {
      await page.goto(`${LATEST}/API/Collections.html`);
      await expect(page).toHaveURL(new RegExp(`${LATEST}/api/collections\\.html$`));
      await expect(page.locator('h1')).toHaveText('Collections');
    });
  });
});

test.describe('the not-found page', () => {
  // The browser logs the 404 status of the page itself.
  test.use({allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/]});

  test('answers 404 with a title, a way to search and the way back', async ({page}) => {
    const response = await page.goto('/docs/no-such-page.html');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Typesense');
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page.getByRole('link', {name: 'Documentation home'})).toHaveAttribute('href', '/docs/');
    await expect(page.getByRole('link', {name: `API reference for v${LATEST_VERSION}`})).toHaveAttribute(
      'href',
      `${LATEST}/api/`,
    );
    // The search page it opens searches a stand-in of the cluster.
    await answerSearches(page);
    const search = page.getByRole('searchbox', {name: 'Search the docs'});
    await search.fill('collections');
    await search.press('Enter');
    // A reader who has read no version yet searches the latest.
    await expectSearchPageOf(page, 'collections', LATEST_VERSION);
    // The search page's requests may still be passing through the stand-in: the test is done with them.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });

  test('what the reader types into its search before the nearest pages arrive is kept', async ({page}) => {
    // The nearest pages are a chunk of their own, loaded once the page has hydrated: held back until the reader has typed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Perhaps you were looking for')) {
        held = true;
        await released;
      }
      await route.fulfill({response, body});
    });
    await answerSearches(page);
    await page.goto(`${LATEST}/api/colections.html`);
    await hydrated(page);
    const search = page.getByRole('searchbox', {name: 'Search the docs'});
    await search.fill('collections');
    await expect.poll(() => held).toBe(true);
    release();
    await expect(page.locator('[data-suggestions] a').first()).toBeVisible();
    await expect(search).toHaveValue('collections');
    await search.press('Enter');
    // A reader who has read no version yet searches the latest.
    await expectSearchPageOf(page, 'collections', LATEST_VERSION);
    // The search page's chunks may still be passing through the handler above: the test is done with them.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });

  for (const url of [
    '/docs//evil.example',
    '/docs/%2F%2Fevil.example',
    '/docs/%5Cevil.example',
    '/docs/javascript:alert(1)',
    '/docs/latest/%2F%2Fevil.example',
    '/docs/0.21.0/guide/%2F%2Fevil.example',
  ]) {
    test(`${url} stays on the not-found page`, async ({page}) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await page.waitForTimeout(300);
      expect(new URL(page.url()).host).toBe(new URL(response!.url()).host);
      await expect(page.locator('h1')).toHaveText('Page not found');
    });
  }
});

test.describe('legacy links', () => {
  for (const [from, to] of [
    ['/docs/latest/api/search.html#sort-results', `${LATEST}/api/search.html#sort-results`],
    ['/docs/guide/configure-typesense.html', `${LATEST}/api/server-configuration.html`],
    [`${LATEST}/api/#create-collection`, `${LATEST}/api/collections.html#create-a-collection`],
    [`${LATEST}/api/#retrieve-key`, `${LATEST}/api/api-keys.html#retrieve-an-api-key`],
    [`${LATEST}/api/documents.html#group-results`, `${LATEST}/api/search.html#group-results`],
    [`${LATEST}/api/documents.html#geosearch`, `${LATEST}/api/geosearch.html`],
  ]) {
    test(`${from} leads to ${to}, its anchor applied at once`, async ({page}) => {
      await page.goto(from!);
      await expect(page).toHaveURL(new RegExp(`${to!.replace(/[.?#]/g, '\\$&')}$`));
      const anchor = new URL(to!, 'http://x').hash.slice(1);
      if (anchor) {
        await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
      }
    });
  }

  test('an anchor the target lacks leaves the reader at the top of the page', async ({page}) => {
    await page.goto(`${LATEST}/api/collections.html#no-such-anchor`);
    await hydrated(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back does not return to the old URL', async ({page}) => {
    await page.goto('/docs/');
    await hydrated(page);
    await page.goto(`${LATEST}/api/#create-collection`);
    await expect(page).toHaveURL(/collections\.html#create-a-collection$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/$/);
  });
});
