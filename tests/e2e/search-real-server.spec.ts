/**
 * The search box and the search page against a real Typesense server: 0.24.1
 * (TEST_SERVER, scripts/lib/typesense-server.ts), one per worker, holding a few
 * records of the latest version. The build's requests to the search cluster
 * are passed to it unchanged, or less their vector half (0.24.1 predates
 * auto-embedding and runs a vector query only without keywords, so it refuses
 * the hybrid query, as a cluster whose collection lacks a field the box
 * queries does: the deploy-order case).
 *
 * A hung server is the real process stopped (SIGSTOP): it keeps the
 * connection and answers nothing, which an intercepted request cannot imitate
 * as the browser sees it.
 */
import {test as base, expect, hydrated} from './fixtures';
import type {Page, Route} from '@playwright/test';
import {Client} from 'typesense';
import {LATEST_VERSION, SEARCH} from '../../src/constants';
import {adminClient, schemaWithoutEmbedding, startTypesenseServer, type RunningTypesense} from '../../scripts/lib/typesense-server';
import {keywordOnly, type SearchBoxRequest} from '../../src/search-request';
import {extractRecords, type DocSearchRecord} from '../../scripts/indexer/records';
import {parameterVariants} from '../../plugins/parameter-anchors/anchors';
import {E2E} from './config';
import {CLUSTER, OLD_VERSION, openSearch} from './search-box';

const LATEST = `/docs/${LATEST_VERSION}`;

/** Two rows of the latest version's server flags, as the indexer records a parameter's row. */
function flagRecords(): DocSearchRecord[] {
  const page = `https://typesense.org${LATEST}/api/server-configuration.html`;
  return [
    ['--data-dir', 'data-dir', 'Directory in which the node stores its data.'],
    ['--log-dir', 'log-dir', 'Directory of the server’s log files.'],
  ].map(([flag, anchor, content], i) => ({
    'hierarchy.lvl0': 'API Reference',
    'hierarchy.lvl1': 'Server Configuration',
    'hierarchy.lvl2': 'Common Parameters',
    'hierarchy.lvl3': flag!,
    content: content!,
    parameter: parameterVariants(flag!),
    url: `${page}#${anchor}`,
    url_without_anchor: page,
    anchor: anchor!,
    type: 'lvl3' as const,
    item_priority: 7,
    tie_breaker: 1000 - i,
    docusaurus_tag: `docs-default-${LATEST_VERSION}`,
    language: 'en',
    version: LATEST_VERSION,
  }));
}

/** The indexer's records of a Guide page about a feature that came in 0.25.0 (its "Available from" badge: `since`). */
function guideRecords(): DocSearchRecord[] {
  return extractRecords(
    '<head><meta name="docusaurus_tag" content="docs-guide-current"></head><main><h1>Semantic Search</h1>' +
      '<p data-available-since="0.25.0">Available from Typesense v0.25.0</p><p>Search documents by what they mean.</p></main>',
    'https://typesense.org/docs/guide/semantic-search.html',
  );
}

/** The records of two sections of the latest version's Collections page. */
function records(): DocSearchRecord[] {
  const page = `https://typesense.org${LATEST}/api/collections.html`;
  const record = (i: number, lvl2: string, anchor: string, content?: string): DocSearchRecord => ({
    'hierarchy.lvl0': 'API Reference',
    'hierarchy.lvl1': 'Collections',
    'hierarchy.lvl2': lvl2,
    ...(content === undefined ? {} : {content}),
    url: `${page}#${anchor}`,
    url_without_anchor: page,
    anchor,
    type: content === undefined ? 'lvl2' : 'content',
    item_priority: content === undefined ? 3 : 1,
    tie_breaker: 1000 - i,
    docusaurus_tag: `docs-default-${LATEST_VERSION}`,
    language: 'en',
    version: LATEST_VERSION,
  });
  return [
    record(0, 'Create a collection', 'create-a-collection'),
    record(1, 'Create a collection', 'create-a-collection', 'Send the schema of the collection to create it.'),
    record(2, 'Drop a collection', 'drop-a-collection'),
  ];
}

type Fixtures = {searchServer: RunningTypesense};

const test = base.extend<object, Fixtures>({
  searchServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startTypesenseServer('real-search-admin-key');
      const client: Client = adminClient(server);
      await client.collections().create({...schemaWithoutEmbedding(SEARCH.collectionName)});
      await client.collections(SEARCH.collectionName).documents().import([...records(), ...flagRecords(), ...guideRecords()], {action: 'create'});
      // The build's search-only key, as the cluster's own.
      await client.keys().create({value: E2E.searchOnlyApiKey, description: 'search-only', actions: ['documents:search'], collections: ['*']});
      await use(server);
      await server.stop();
    },
    {scope: 'worker', timeout: 120_000},
  ],
});

/** Sends the box's and the page's searches to the real server: as they are, or less the vector half. */
async function routeToServer(page: Page, server: RunningTypesense, {vector}: {vector: boolean}): Promise<void> {
  for (const origin of CLUSTER) {
    await page.route(`${origin}/**`, async (route: Route) => {
      const request = route.request();
      const url = new URL(request.url());
      const body = request.postDataJSON() as {searches: SearchBoxRequest[]};
      const searches = vector ? body.searches : body.searches.map((search) => keywordOnly(search));
      try {
        const response = await route.fetch({
          url: `${server.url}${url.pathname}${url.search}`,
          headers: {'content-type': 'application/json'},
          postData: JSON.stringify({searches}),
          timeout: 0,
        });
        await route.fulfill({response, headers: {...response.headers(), 'access-control-allow-origin': '*'}});
      } catch {
        // The browser gave up on the request while the server was paused; the test has moved on.
      }
    });
  }
}

test.describe('a hung server', () => {
  // The client warns of each request it gives up on; the browser logs none of them as errors.
  test('is told in the box as unreachable, the older results are marked and Enter does not open them, and search comes back when the server does', async ({page, searchServer}) => {
    await routeToServer(page, searchServer, {vector: false});
    await page.goto(`${LATEST}/api/search.html`);
    await hydrated(page);
    const input = await openSearch(page);
    await input.fill('collection');
    const hits = page.locator('.DocSearch-Hit a');
    await expect(hits.first()).toHaveAttribute('href', new RegExp(`${LATEST}/api/collections\\.html#`));

    searchServer.pause();
    try {
      await input.fill('drop collection');
      // The results on show answer "collection": marked while the new query waits, and Enter keeps the box open.
      await expect(page.locator('.DocSearch-Dropdown')).toHaveAttribute('aria-busy', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${LATEST}/api/search\\.html$`));
      const alert = page.getByRole('alert').filter({hasText: 'Search is unreachable right now'});
      await expect(alert).toBeVisible();
      await expect(hits).toHaveCount(0);
      // The alert is under the input, not away at the bottom of the screen.
      const inputBox = (await input.boundingBox())!;
      const alertBox = (await alert.boundingBox())!;
      expect(alertBox.y).toBeGreaterThan(inputBox.y);
      expect(alertBox.y - (inputBox.y + inputBox.height)).toBeLessThan(40);
    } finally {
      searchServer.resume();
    }
    await input.fill('drop a collection');
    await expect(hits.first()).toHaveAttribute('href', `${LATEST}/api/collections.html#drop-a-collection`);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('on the search page', () => {
    // typesense-instantsearch-adapter logs each failed search before it rejects.
    test.use({allowedConsoleErrors: [/^console\.error: AxiosError: timeout of \d+ms exceeded/]});

  test('is told on the search page as unreachable, and its next search finds results once the server answers', async ({page, searchServer}) => {
    await routeToServer(page, searchServer, {vector: false});
    searchServer.pause();
    try {
      await page.goto('/docs/search?q=collection');
      await hydrated(page);
      await expect(page.getByRole('alert').filter({hasText: 'Search is unreachable right now'})).toBeVisible();
    } finally {
      searchServer.resume();
    }
    await page.getByRole('searchbox', {name: 'Search'}).last().fill('drop collection');
    await expect(page.locator('article h2 a').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
  });
});

test.describe('a query the server refuses', () => {
  // The server's reason is for maintainers, in the console; the search page's adapter logs the error it throws too.
  test.use({allowedConsoleErrors: [/The search cluster refused the site's query: 400 - Vector query is supported only on wildcard|^console\.error: Error: 400 - Vector query is supported only on wildcard/]});

  test('is told in the box as a misconfigured search, with the server’s reason in the console and no exception', async ({page, searchServer}) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await routeToServer(page, searchServer, {vector: true});
    await page.goto(`${LATEST}/api/search.html`);
    await hydrated(page);
    const input = await openSearch(page);
    await input.fill('collection');
    await expect(page.getByRole('alert')).toHaveText(/^Search is misconfigured\. The search service refused this site’s query/);
    await expect(page.getByText('Check your connection')).toHaveCount(0);
    expect(logged.some((text) => /refused the site's query: 400 - Vector query is supported only on wildcard/.test(text))).toBe(true);
  });

  test('is told on the search page as a misconfigured search', async ({page, searchServer}) => {
    await routeToServer(page, searchServer, {vector: true});
    await page.goto('/docs/search?q=collection');
    await hydrated(page);
    await expect(page.getByRole('alert')).toContainText('Search is misconfigured.');
    await expect(page.getByRole('alert')).not.toContainText('tries again');
  });
});

test('a server flag typed as readers write it (--data-dir) finds its row in the box and on the search page, where Typesense would read the dashes as “without”', async ({page, searchServer}) => {
  await routeToServer(page, searchServer, {vector: false});
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  const input = await openSearch(page);
  await input.fill('--data-dir');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', `${LATEST}/api/server-configuration.html#data-dir`);
  await page.goto('/docs/search?q=--data-dir');
  await hydrated(page);
  await expect(page.locator('article h2 a').first()).toHaveAttribute('href', `${LATEST}/api/server-configuration.html#data-dir`);
});

test('a Guide result about a feature newer than the version being read comes back from the server with its version and says so, in the box and on the search page', async ({page, searchServer}) => {
  const [title] = guideRecords();
  expect(title).toMatchObject({type: 'lvl1', since: '0.25.0', version: 'unversioned'});
  await routeToServer(page, searchServer, {vector: false});
  await page.goto(`/docs/${OLD_VERSION}/api/collections.html`);
  await hydrated(page);
  const input = await openSearch(page);
  await input.fill('semantic search');
  const result = page.locator('.DocSearch-Hit a').filter({hasText: 'Semantic Search'});
  await expect(result.locator('.search-hit-since')).toHaveText('from 0.25.0 on');
  await page.goto(`/docs/search?q=semantic+search&version=${OLD_VERSION}`);
  await hydrated(page);
  // Each of the page's results (its title and its text) after its title.
  const titles = page.locator('article h2 a').filter({hasText: 'Semantic Search'});
  await expect(titles.first().locator('.search-hit-since')).toHaveText('from 0.25.0 on');
  await expect(page.locator('article .search-hit-since')).toHaveCount(await titles.count());
  // On the latest version the feature is there: no mark.
  await page.goto(`/docs/search?q=semantic+search&version=${LATEST_VERSION}`);
  await hydrated(page);
  await expect(titles.first()).toHaveText('Semantic Search');
  await expect(page.locator('article .search-hit-since')).toHaveCount(0);
});
