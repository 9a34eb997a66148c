/**
 * Static prose (plugins/static-prose): the paragraphs, lists and tables of a
 * page come once, in its HTML, on the visit that starts the app; the pages a
 * reader opens next fetch theirs; the plain links of that HTML open inside
 * the app.
 */
import {test, expect, holdAppScript, hydrated, painted} from './fixtures';
import {LATEST_VERSION} from '../../src/constants';

const LATEST = `/docs/${LATEST_VERSION}`;
const PROSE_FILE = /\/assets\/prose\/[0-9a-f]{16}\.json$/;

const proseTexts = (page: import('@playwright/test').Page) =>
  page.locator('article .markdown > p, article .markdown > ul, article .markdown table').evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));

test('the first page hydrates its prose from its HTML, and fetches no prose file', async ({page}) => {
  const proseRequests: string[] = [];
  page.on('request', (request) => {
    if (PROSE_FILE.test(new URL(request.url()).pathname)) proseRequests.push(request.url());
  });
  // The app's script is held back until the served elements are marked.
  const releaseApp = await holdAppScript(page);
  await page.goto(`${LATEST}/api/search.html`, {waitUntil: 'domcontentloaded'});
  // The elements of the prose, and elements inside them (which would be new if React wrote their HTML anew).
  const served = page.locator('article .markdown > p, article .markdown > p > *, article .markdown table, article .markdown td a');
  const before = await proseTexts(page);
  const markedCount = await served.evaluateAll((elements) => {
    for (const element of elements) element.setAttribute('data-served', '');
    return elements.length;
  });
  expect(markedCount).toBeGreaterThan(100);
  releaseApp();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // The same elements, with the same text: adopted, not rendered again.
  await expect(served).toHaveCount(markedCount);
  expect(await page.locator('article .markdown > p:not([data-served]), article .markdown table:not([data-served])').count()).toBe(0);
  expect(await proseTexts(page)).toEqual(before);
  // Each change of address renders the page again (a heading's link here; the page headings put the anchor
  // of the section read into it as the reader scrolls): the prose stays as it is.
  await page.locator('h2#filter-results a.hash-link').click();
  await expect(page).toHaveURL(/#filter-results$/);
  await painted(page);
  expect(await page.locator('article .markdown [data-served]').count()).toBe(markedCount);
  expect(proseRequests).toEqual([]);
});

test('a link of the prose opens its page inside the app, with its prose; Back shows the first page’s again', async ({page}) => {
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  const firstPage = await proseTexts(page);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  const proseFetched = page.waitForRequest((request) => PROSE_FILE.test(new URL(request.url()).pathname));
  // A link inside a paragraph of the prose, to another page of the reference.
  const link = page.locator(`article .markdown > p a[href="${LATEST}/api/federated-multi-search.html"]`).first();
  await link.click();
  await proseFetched;
  await expect(page).toHaveURL(new RegExp(`${LATEST}/api/federated-multi-search\\.html$`));
  await expect(page.locator('article h1')).toHaveText(/Multi-Search|Federated/i);
  // No reload: the app opened the page.
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  const opened = await proseTexts(page);
  expect(opened.length).toBeGreaterThan(5);
  expect(opened.filter((text) => text.trim() === '')).toEqual([]);
  // The page as its own HTML has it.
  const served = await page.evaluate(async (url) => {
    const html = await (await fetch(url)).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return [...doc.querySelectorAll('article .markdown > p, article .markdown > ul, article .markdown table')].map((element) => element.textContent ?? '');
  }, `${LATEST}/api/federated-multi-search.html`);
  expect(opened).toEqual(served);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LATEST}/api/search\\.html`));
  expect(await proseTexts(page)).toEqual(firstPage);
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test('a prose link asked to open elsewhere is left to the browser', async ({page, context}) => {
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  const link = page.locator(`article .markdown > p a[href="${LATEST}/api/federated-multi-search.html"]`).first();
  const opened = context.waitForEvent('page');
  await link.click({modifiers: ['ControlOrMeta']});
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${LATEST}/api/federated-multi-search\\.html$`));
  await expect(page).toHaveURL(new RegExp(`${LATEST}/api/search\\.html$`));
  await tab.close();
});
