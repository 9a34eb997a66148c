/**
 * The search box, with the Typesense cluster intercepted: the exact request it
 * sends (hybrid query, contextual version filter), results from a realistic
 * response, an unreachable cluster, and a build without a search key.
 */
import {test, expect, hydrated, isPhone, navigateTo, SLOWED_CPU_HYDRATION_MS} from './fixtures';
import {LATEST_VERSION, SEARCH} from '../../src/constants';
import {searchBoxRequest} from '../../src/search-request';
import {SEARCH_BUTTON} from '../../src/search-messages';
import {E2E} from './config';
import {CLUSTER, GUIDE_PAGES, OLD_VERSION, answerSearches, expectSearchPageOf, guidePagesResponse, hit, multiSearchResponse, openSearch} from './search-box';
import type {Page, Route} from '@playwright/test';

const LATEST = `/docs/${LATEST_VERSION}`;

test.describe('with the cluster answering', () => {
  test('sends the hybrid query for the version being read, and links each result', async ({page}) => {
    const requests: {url: string; headers: Record<string, string>; body: unknown}[] = [];
    for (const origin of CLUSTER) {
      await page.route(`${origin}/**`, async (route: Route) => {
        const request = route.request();
        requests.push({url: request.url(), headers: request.headers(), body: request.postDataJSON()});
        const q = (request.postDataJSON() as {searches: {q: string}[]}).searches[0]!.q;
        await route.fulfill({json: multiSearchResponse(q), headers: {'access-control-allow-origin': '*'}});
      });
    }
    await page.goto(`${LATEST}/api/search.html`);
    await hydrated(page);
    const input = await openSearch(page);
    await input.fill('collection');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

    const last = requests.at(-1)!;
    expect(new URL(last.url).origin).toBe(CLUSTER[0]);
    expect(new URL(last.url).pathname).toBe('/multi_search');
    expect(new URL(last.url).searchParams.get('x-typesense-api-key')).toBe(E2E.searchOnlyApiKey);
    // The request the search bench sends as well (src/search-request.ts): the hybrid query and the version's filter.
    expect(last.body).toEqual({searches: [searchBoxRequest('collection', {apiVersion: LATEST_VERSION})]});
    expect((last.body as {searches: {filter_by: string; vector_query: string}[]}).searches[0]).toMatchObject({
      vector_query: SEARCH.vectorQuery,
      filter_by: `language:=en && docusaurus_tag:=[default,docs-default-${LATEST_VERSION},docs-guide-current,docs-overview-current,docs-cloud-management-api-current]`,
    });

    const results = page.locator('.DocSearch-Hit a');
    await expect(results.first()).toHaveAttribute('href', `${LATEST}/api/collections.html#create-a-collection`);
    const update = results.filter({hasText: 'Update or alter a collection'});
    await expect(update).toHaveAttribute('href', `${LATEST}/api/collections.html#update-or-alter-a-collection`);
    await update.click();
    await expect(page).toHaveURL(new RegExp(`${LATEST}/api/collections\\.html#update-or-alter-a-collection$`));
    await expect(page.locator('#update-or-alter-a-collection')).toBeInViewport();
  });
});

test('the modal’s styles arrive with the modal, which covers the page and the navbar', async ({page}) => {
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  const modalStyled = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.DocSearch-Modal'))),
    );
  // The search button is styled from the first paint, without them.
  await expect(page.locator('.DocSearch-Button')).toHaveCSS('display', 'flex');
  expect(await modalStyled()).toBe(false);

  await openSearch(page);
  await expect.poll(modalStyled).toBe(true);
  const zIndex = (selector: string) => page.locator(selector).evaluate((element) => Number(getComputedStyle(element).zIndex));
  expect(await zIndex('.DocSearch-Container')).toBeGreaterThan(await zIndex('.navbar'));
  await expect(page.locator('.DocSearch-Modal')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
});

test('Ctrl+K and Cmd+K open the search box, Escape closes it', async ({page}) => {
  test.skip(isPhone(page), 'phones have no keyboard shortcut');
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  for (const shortcut of ['Control+k', 'Meta+k']) {
    await page.keyboard.press(shortcut);
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  }
  await expect(page.getByRole('button', {name: SEARCH_BUTTON.nameWithShortcut})).toBeVisible();
});

test.describe('with the cluster unreachable', () => {
  // The browser logs each refused connection, and the client each retry.
  test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_REFUSED/]});

  test('the box says so and the page keeps working', async ({page}) => {
    for (const origin of CLUSTER) {
      await page.route(`${origin}/**`, (route) => route.abort('connectionrefused'));
    }
    await page.goto(`${LATEST}/api/search.html`);
    await hydrated(page);
    const input = await openSearch(page);
    await input.fill('collection');
    await expect(page.getByText('Search is unreachable right now')).toBeVisible();
    await page.keyboard.press('Escape');
    await navigateTo(page, 'Collections');
    await expect(page.locator('h1')).toHaveText('Collections');
  });

  test('the box tries again on the next query, and shows its results once the cluster answers', async ({page}) => {
    let reachable = false;
    for (const origin of CLUSTER) {
      await page.route(`${origin}/**`, async (route: Route) => {
        if (!reachable) {
          return route.abort('connectionrefused');
        }
        const q = (route.request().postDataJSON() as {searches: {q: string}[]}).searches[0]!.q;
        return route.fulfill({json: multiSearchResponse(q), headers: {'access-control-allow-origin': '*'}});
      });
    }
    await page.goto(`${LATEST}/api/search.html`);
    await hydrated(page);
    const input = await openSearch(page);
    await input.fill('collection');
    const notice = page.getByRole('alert').filter({hasText: 'Search is unreachable right now'});
    await expect(notice).toBeVisible();
    reachable = true;
    await input.fill('collections');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test.describe('on the search page', () => {
    // typesense-instantsearch-adapter logs each failed search before it rejects.
    // (One pattern: Playwright reads a second array element as the fixture's options.)
    test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_REFUSED|^console\.error: AxiosError: Network Error/]});

  test('the search page says so, tries again on the next query, and keeps working', async ({page}) => {
    let reachable = false;
    let requests = 0;
    for (const origin of CLUSTER) {
      await page.route(`${origin}/**`, async (route: Route) => {
        requests += 1;
        if (!reachable) {
          return route.abort('connectionrefused');
        }
        const body = route.request().postDataJSON() as {searches: {q: string}[]};
        return route.fulfill({json: multiSearchResponse(body.searches[0]!.q), headers: {'access-control-allow-origin': '*'}});
      });
    }
    await page.goto('/docs/search?q=collection');
    await hydrated(page);
    const notice = page.getByRole('alert').filter({hasText: 'Search is unreachable right now'});
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your next search tries again');
    // Nothing was searched: no spinner, and no "No results" either.
    await expect(page.getByText('No results were found')).toBeHidden();
    expect(requests).toBeGreaterThan(0);

    reachable = true;
    await page.getByRole('searchbox', {name: 'Search'}).last().fill('collections');
    await expect(page.locator('article h2 a').first()).toBeVisible();
    await expect(notice).toHaveCount(0);

    await page.locator('article h2 a').first().click();
    await expect(page.locator('h1')).toHaveText('Collections');
  });
  });
});

test.describe('in a build without a search key', () => {
  test.use({baseURL: E2E.unconfiguredBaseUrl});

  /** Counts every request to the search cluster (or any Typesense Cloud host), and refuses it. */
  async function countClusterRequests(page: Page) {
    const seen: string[] = [];
    await page.route(/^https:\/\/[^/]*typesense\.net\//, (route) => {
      seen.push(route.request().url());
      return route.abort();
    });
    for (const origin of CLUSTER) {
      await page.route(`${origin}/**`, (route) => {
        seen.push(route.request().url());
        return route.abort();
      });
    }
    return seen;
  }

  test('the box says search is unavailable in this build and the page keeps working', async ({page}) => {
    const requests = await countClusterRequests(page);
    await page.goto(`${LATEST}/api/search.html`);
    await hydrated(page);
    const button = page.getByRole('button', {name: 'Search unavailable'}).first();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The search box's status, not the Copy page control's (a page may have several live regions).
    const status = page.getByRole('status').filter({hasText: 'Search is unavailable'});
    await expect(status).toHaveText(/^Search is unavailable in this build\. .*built without a search key/);
    await navigateTo(page, 'Collections');
    await expect(page.locator('h1')).toHaveText('Collections');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });

  test('the search page says so, sends no request, and leads to the published search', async ({page}) => {
    const requests = await countClusterRequests(page);
    await page.goto('/docs/search?q=collections');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Search is unavailable in this build.');
    await expect(page.getByRole('status')).toContainText('built without a search key');
    await expect(page.getByRole('link', {name: 'typesense.org/docs'}).last()).toHaveAttribute(
      'href',
      'https://typesense.org/docs/search?q=collections',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
  });
});

test.describe('the search page', () => {
  test('searches with the same hybrid settings, filtered by the chosen version, and the modal leads there', async ({page}) => {
    const bodies = await answerSearches(page);
    await page.goto(`${LATEST}/api/search.html`);
    await hydrated(page);
    const input = await openSearch(page);
    await input.fill('collection');
    await page.getByRole('link', {name: /See all \d+ results/}).click();
    await expectSearchPageOf(page, 'collection', LATEST_VERSION);
    await expect(page).toHaveTitle('Search results for "collection" | Typesense');
    await expect(page.locator('article h2 a, [class*="searchResultItem"] a').first()).toBeVisible();

    const search = bodies.at(-1)!.searches[0]!;
    expect(search).toMatchObject({
      collection: SEARCH.collectionName,
      q: 'collection',
      query_by: SEARCH.queryBy.join(','),
      sort_by: SEARCH.sortBy,
      vector_query: SEARCH.vectorQuery,
      group_by: 'url',
    });
    expect(String(search.filter_by)).toContain(`docs-default-${LATEST_VERSION}`);

    // The version facet: choosing another version searches that version's reference.
    const versionSelect = page.locator('form select').first();
    const other = await versionSelect.locator('option').nth(1).getAttribute('value');
    await versionSelect.selectOption(other!);
    await expect.poll(() => String(bodies.at(-1)!.searches[0]!.filter_by)).toContain(`docs-default-${other}`);
  });
});

test('a search page result about a feature newer than the version searched says so after its title, and not on the latest', async ({page}) => {
  const bodies = await answerSearches(page, guidePagesResponse);
  const [newer, everywhere] = GUIDE_PAGES;
  await page.goto(`/docs/search?q=semantic+search&version=${OLD_VERSION}`);
  await hydrated(page);
  const titles = page.locator('article h2 a');
  const newerTitle = titles.filter({hasText: newer['hierarchy.lvl1']});
  const mark = newerTitle.locator('.search-hit-since');
  await expect(mark).toHaveText(`from ${newer.since} on`);
  await expect(newerTitle).toHaveText(`${newer['hierarchy.lvl1']}from ${newer.since} on`);
  await expect(titles.filter({hasText: everywhere['hierarchy.lvl2']})).toBeVisible();
  await expect(page.locator('article .search-hit-since')).toHaveCount(1);
  // The page asks the cluster for the field, as the box does, and searched the old version.
  const search = bodies.at(-1)!.searches[0]!;
  expect(String(search.include_fields).split(',')).toContain('since');
  expect(String(search.filter_by)).toContain(`docs-default-${OLD_VERSION}`);
  // Small and muted beside the title, on one line.
  const style = await mark.evaluate((element) => {
    const own = getComputedStyle(element);
    const title = getComputedStyle(element.parentElement!);
    return {smaller: parseFloat(own.fontSize) < parseFloat(title.fontSize), muted: own.color !== title.color, whiteSpace: own.whiteSpace};
  });
  expect(style).toEqual({smaller: true, muted: true, whiteSpace: 'nowrap'});

  await page.goto(`/docs/search?q=semantic+search&version=${LATEST_VERSION}`);
  await hydrated(page);
  await expect(titles.filter({hasText: everywhere['hierarchy.lvl2']})).toBeVisible();
  await expect(newerTitle).toHaveText(newer['hierarchy.lvl1']);
  expect(String(bodies.at(-1)!.searches[0]!.filter_by)).toContain(`docs-default-${LATEST_VERSION}`);
  await expect(page.locator('article .search-hit-since')).toHaveCount(0);
});

test.describe('the version being read is kept', () => {
  const OLD = '0.23.0';
  const versionTag = (bodies: {searches: Record<string, unknown>[]}[]) =>
    /docs-default-([^,\]`]+)/.exec(String(bodies.at(-1)?.searches[0]?.filter_by))?.[1];

  test('from a page of an old version, through "See all results", a reload, and a Guide page', async ({page}) => {
    const bodies = await answerSearches(page);
    await page.goto(`/docs/${OLD}/api/collections.html`);
    await hydrated(page);
    let input = await openSearch(page);
    await input.fill('filter_by');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(versionTag(bodies)).toBe(OLD);

    await page.getByRole('link', {name: /See all \d+ results/}).click();
    await expectSearchPageOf(page, 'filter_by', OLD);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('form select').first()).toHaveValue(OLD);
    await expect.poll(() => versionTag(bodies)).toBe(OLD);

    bodies.length = 0;
    await page.reload();
    await hydrated(page);
    await expect(page.locator('form select').first()).toHaveValue(OLD);
    await expect.poll(() => versionTag(bodies)).toBe(OLD);
    expect(bodies.every((body) => versionTag([body]) === OLD)).toBe(true);

    // Another version chosen on the search page goes into its address, the query kept.
    await page.locator('form select').first().selectOption(LATEST_VERSION);
    await expect(page).toHaveURL(new RegExp(`\\?q=filter_by&version=${LATEST_VERSION.replace(/\./g, '\\.')}$`));
    await page.locator('form select').first().selectOption(OLD);

    // A Guide page searches the version last read.
    await page.goto('/docs/guide/');
    await hydrated(page);
    bodies.length = 0;
    input = await openSearch(page);
    await input.fill('filter_by');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(versionTag(bodies)).toBe(OLD);
  });
});

test('no key typed right after Ctrl+K or "/" is lost on the first open, on a slow (4× throttled) CPU', async ({page}) => {
  test.skip(isPhone(page), 'phones have no keyboard shortcut');
  await answerSearches(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  for (const shortcut of ['Control+k', '/']) {
    await page.goto(`${LATEST}/api/collections.html`);
    await hydrated(page, {timeout: SLOWED_CPU_HYDRATION_MS});
    // The modal's code is not loaded yet: the first open fetches it.
    await page.keyboard.press(shortcut);
    await page.keyboard.type('filter_by');
    await expect(page.locator('.DocSearch-Input')).toHaveValue('filter_by');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  }
});

test('a result’s path line names its page and section, and a parameter’s shows the first sentence of its description', async ({page}) => {
  const documents = `https://typesense.org${LATEST}/api/documents.html`;
  const row = (id: string, section: string, anchor: string, content: string) => ({
    id,
    anchor,
    content,
    'hierarchy.lvl0': 'API Reference',
    'hierarchy.lvl1': 'Documents',
    'hierarchy.lvl2': section,
    'hierarchy.lvl3': 'filter_by',
    type: 'lvl3',
    url: `${documents}#${anchor}`,
  });
  const rows = [
    row('1', 'Export documents', 'export-filter_by', 'Restrict the export to the documents that match. Same syntax as in a search.'),
    row('2', 'Update by query', 'update-filter_by', 'Which documents the update changes. Required.'),
  ];
  for (const origin of CLUSTER) {
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({
        json: {results: [{facet_counts: [], found: 2, out_of: 5120, page: 1, request_params: {per_page: SEARCH.perPage, q: 'filter_by'}, search_time_ms: 1, grouped_hits: rows.map((document) => ({group_key: [document.url], hits: [hit(document)], found: 1}))}]},
        headers: {'access-control-allow-origin': '*'},
      }),
    );
  }
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  const input = await openSearch(page);
  await input.fill('filter_by');
  const paths = page.locator('.DocSearch-Hit-path');
  await expect(paths).toHaveText([
    'Documents › Export documentsRestrict the export to the documents that match.',
    'Documents › Update by queryWhich documents the update changes.',
  ]);
  await expect(paths.first().locator('.search-hit-description')).toBeVisible();
});
