/**
 * Reading behaviour: progress bar, mobile sidebar, scrolling on navigation,
 * page headings in the sidebar following the scroll.
 */
import {test, expect, hydrated, isPhone, navigateTo, painted, sidebar} from './fixtures';
import {LATEST_VERSION, READING} from '../../src/constants';

const LATEST = `/docs/${LATEST_VERSION}`;


test('a route change shows a progress bar while the next page loads', async ({page}) => {
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  // Slow the next page's chunks down so that the bar has time to show; the bar's own script
  // (loaded the first time it shows: plugins/client-bundle/progress-bar-on-first-use.ts) comes at once.
  await page.route('**/assets/js/**', async (route) => {
    const response = await route.fetch();
    if (!(await response.text()).includes('nprogress')) {
      await new Promise((resolve) => setTimeout(resolve, 800));
    }
    await route.fulfill({response});
  });
  await navigateTo(page, 'Synonyms');
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/synonyms\.html$/);
  await expect(page.locator('#nprogress')).not.toBeAttached({timeout: 5000});
});

test('the sidebar closes after a navigation on phones', async ({page}) => {
  test.skip(!isPhone(page), 'phones only');
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  await navigateTo(page, 'Documents');
  await expect(page).toHaveURL(/documents\.html$/);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('a long page skips rendering its blocks far from the view, at the size they had: nothing moves, and each shows when reached', async ({page}) => {
  await page.addInitScript(() => {
    const probe = {layoutShift: 0, heightAtFirstFrame: 0};
    (window as unknown as {probe: typeof probe}).probe = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.layoutShift += (entry as PerformanceEntry & {value: number}).value;
    }).observe({type: 'layout-shift', buffered: true});
    document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => (probe.heightAtFirstFrame = document.documentElement.scrollHeight)));
  });
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  await painted(page);
  const blocks = page.locator('.theme-doc-markdown > :is(table, div, ul, ol)');
  const visibility = () => blocks.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).contentVisibility));
  // The last blocks are many screens below the top: skipped; the first, in view, are not.
  await expect.poll(async () => (await visibility()).at(-1)).toBe('auto');
  expect((await visibility())[0]).toBe('visible');
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(await page.evaluate(() => (window as unknown as {probe: {heightAtFirstFrame: number}}).probe.heightAtFirstFrame));
  // Reached by the reader, the last sample group is rendered, its code shown, and nothing has moved on the way.
  const lastGroup = page.locator('.theme-doc-markdown > .tabs-container').last();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await lastGroup.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await lastGroup.locator('pre').first().innerText()).trim().length).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await painted(page);
  expect(await page.evaluate(() => (window as unknown as {probe: {layoutShift: number}}).probe.layoutShift)).toBe(0);
});

test('a new page opens at its top, an anchor at its heading, and Back restores the position', async ({page}) => {
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  await page.mouse.wheel(0, 3000);
  await page.waitForFunction(() => window.scrollY > 2000);
  // Where the reader was when they left: the link click scrolls the sidebar, not the page.
  await page.evaluate(() => {
    document.addEventListener('click', () => ((window as unknown as {leftAt: number}).leftAt = window.scrollY), {capture: true});
  });
  await navigateTo(page, 'Collections');
  const position = await page.evaluate(() => (window as unknown as {leftAt: number}).leftAt);
  expect(position).toBeGreaterThan(2000);
  await expect(page).toHaveURL(/collections\.html$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/search\.html/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
  await page.goForward();
  await expect(page).toHaveURL(/collections\.html$/);
  await page.goto(`${LATEST}/api/search.html#group-results`);
  await expect(page.locator('#group-results')).toBeInViewport();
});

test('Back and Forward between two anchors of one page return the reader to each place', async ({page}) => {
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  // A link of the prose to a section of its own page, followed by the browser: an entry of the history.
  const link = page.locator('article a[href="#group-results"]').first();
  await link.scrollIntoViewIfNeeded();
  const leftFirst = await scrollY();
  await link.click();
  await expect(page.locator('#group-results')).toBeInViewport();
  // The reader reads on, then follows another anchor of the page.
  await page.evaluate(() => window.scrollBy({top: 400, behavior: 'instant'}));
  const readAt = await scrollY();
  expect(Math.abs(readAt - leftFirst)).toBeGreaterThan(1000);
  await page.evaluate(() => {
    window.location.hash = '#pagination-parameters';
  });
  await expect(page.locator('#pagination-parameters')).toBeInViewport();
  const atPagination = await scrollY();
  expect(Math.abs(atPagination - readAt)).toBeGreaterThan(1000);
  await page.goBack();
  await expect.poll(scrollY).toBe(readAt);
  await page.goBack();
  await expect.poll(scrollY).toBe(leftFirst);
  await page.goForward();
  await expect.poll(scrollY).toBe(readAt);
  await page.goForward();
  await expect.poll(scrollY).toBe(atPagination);
});

test('a # link of the page followed, the reader scrolls on before the app has caught up: the page stays where they scrolled', async ({page}) => {
  await page.addInitScript(() => {
    // The router's scroll to the anchor (Docusaurus's, after its render of the new address) is what this waits for.
    const scrolledTo: string[] = ((window as unknown as {scrolledTo: string[]}).scrolledTo = []);
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, ...args: Parameters<Element['scrollIntoView']>) {
      scrolledTo.push(this.id);
      return scrollIntoView.apply(this, args);
    };
  });
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  const link = page.locator('article a[href="#group-results"]').first();
  await link.scrollIntoViewIfNeeded();
  // The browser scrolls to the anchor at once; the reader reads on in the same moment, before the next paint,
  // after which the router hears of the new address (src/client/same-page-anchors.ts).
  const readAt = await link.evaluate((anchor: HTMLAnchorElement) => {
    anchor.click();
    window.scrollBy({top: 400, behavior: 'instant'});
    return Math.round(window.scrollY);
  });
  const headingAt = await page.evaluate(() => Math.round(window.scrollY + document.getElementById('group-results')!.getBoundingClientRect().top));
  expect(readAt - headingAt).toBeGreaterThan(300);
  await expect.poll(() => page.evaluate(() => (window as unknown as {scrolledTo: string[]}).scrolledTo)).toContain('group-results');
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(readAt);
  await expect(page).toHaveURL(/#group-results$/);
});

test.describe('page headings in the sidebar', () => {
  test('list the h2 and h3 headings under the current page', async ({page}) => {
    await page.goto(`${LATEST}/api/collections.html`);
    await hydrated(page);
    const headings = (await sidebar(page)).getByRole('list', {name: 'On this page'});
    await expect(headings).toBeVisible();
    await expect(headings.getByRole('link', {name: 'Create a collection'})).toHaveAttribute('href', '#create-a-collection');
    await expect(headings.getByRole('link', {name: 'Field types'})).toHaveAttribute('href', '#field-types');
    await expect(page.getByRole('list', {name: 'On this page'})).toHaveCount(1);
  });

  test('follow the scroll, replacing the anchor without adding history', async ({page}) => {
    test.skip(isPhone(page), 'the sidebar is hidden while reading on phones');
    await page.goto(`${LATEST}/api/collections.html`);
    await hydrated(page);
    const historyLength = await page.evaluate(() => history.length);
    // The reader scrolls with the wheel until the heading is just below the navbar.
    const distance = await page.locator('#drop-a-collection').evaluate((element) => {
      const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
      return element.getBoundingClientRect().top - navbar - 5;
    });
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, distance);
    await expect(page).toHaveURL(/#drop-a-collection$/);
    const link = page.getByRole('list', {name: 'On this page'}).getByRole('link', {name: 'Drop a collection'});
    await expect(link).toHaveAttribute('aria-current', 'location');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('follow the scroll without writing their links again', async ({page}) => {
    test.skip(isPhone(page), 'the sidebar is hidden while reading on phones');
    await page.goto(`${LATEST}/api/collections.html`);
    await hydrated(page);
    const headings = page.getByRole('list', {name: 'On this page'});
    await expect(headings).toBeVisible();
    await headings.evaluate((list) => {
      const rewrites = {count: 0};
      Object.assign(window, {headingRewrites: rewrites});
      new MutationObserver((records) => (rewrites.count += records.length)).observe(list, {subtree: true, childList: true, characterData: true});
    });
    for (const id of ['field-types', 'drop-a-collection']) {
      await page.locator(`#${id}`).evaluate((heading) => heading.scrollIntoView());
      await expect(headings.locator('a[aria-current="location"]')).toHaveAttribute('href', `#${id}`);
    }
    // The highlight moved; the links' text, inline code and all, stayed as it was.
    expect(await page.evaluate(() => (window as unknown as {headingRewrites: {count: number}}).headingRewrites.count)).toBe(0);
  });

  test('leave the anchor of the address alone when the page scrolls by itself', async ({page}) => {
    test.skip(isPhone(page), 'the sidebar is hidden while reading on phones');
    await page.goto(`${LATEST}/api/collections.html#field-types`);
    await hydrated(page);
    // A scroll the reader did not make (a script, a late layout change) is not reading.
    await page.evaluate(() => window.scrollBy(0, 1500));
    await page.waitForTimeout(READING.hashUpdateIntervalMs * 2);
    await expect(page).toHaveURL(/#field-types$/);
  });

  test('leave the address of the entry Back returns to as it was, though the reader was scrolling just before', async ({page}) => {
    test.skip(isPhone(page), 'the sidebar is hidden while reading on phones');
    await page.goto(`${LATEST}/api/search.html`);
    await hydrated(page);
    // The first entry: the page, at the prose's link to a section further on, with no anchor in its address.
    const link = page.locator('article a[href="#group-results"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/#group-results$/);
    await expect(page.locator('#group-results')).toBeInViewport();
    // On the second entry the reader reads on with the wheel to the next heading, and the anchor follows them...
    const nextHeading = await page.locator('#group-results').evaluate((heading) => {
      const headings = [...document.querySelectorAll('article :is(h2, h3)[id]')];
      const next = headings[headings.indexOf(heading) + 1]!;
      const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
      return {id: next.id, distance: next.getBoundingClientRect().top - navbar - 5};
    });
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, nextHeading.distance);
    await expect(page).toHaveURL(new RegExp(`#${nextHeading.id}$`));
    // ...and, scrolling still, goes Back: the browser returns to the first entry's place, within the time
    // (READING.readerScrollWindowMs) and the interval (READING.hashUpdateIntervalMs) of that last wheel.
    await page.mouse.wheel(0, 400);
    await page.goBack();
    await page.waitForTimeout(READING.hashUpdateIntervalMs * 3);
    expect(new URL(page.url()).hash).toBe('');
    // The reader's own scrolling moves the anchor again.
    await page.mouse.wheel(0, 1500);
    await expect(page).toHaveURL(/search\.html#[\w-]+$/);
  });

  test('update the anchor at most once per interval while the reader scrolls', async ({page}) => {
    test.skip(isPhone(page), 'the sidebar is hidden while reading on phones');
    await page.goto(`${LATEST}/api/search.html`);
    await hydrated(page);
    await page.evaluate(() => {
      const times: number[] = [];
      const replace = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History['replaceState']>) => {
        times.push(performance.now());
        replace(...args);
      };
      (window as unknown as {anchorUpdates: number[]}).anchorUpdates = times;
    });
    for (let i = 0; i < 40; i += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(25);
    }
    await page.waitForTimeout(READING.hashUpdateIntervalMs + 100);
    const times = await page.evaluate(() => (window as unknown as {anchorUpdates: number[]}).anchorUpdates);
    expect(times.length).toBeGreaterThan(1);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(READING.hashUpdateIntervalMs - 5);
  });

  test('a page can list only its h2 headings', async ({page}) => {
    await page.goto(`${LATEST}/api/api-keys.html`);
    await hydrated(page);
    // api-keys.md sets sidebar_depth: 1.
    const headings = (await sidebar(page)).getByRole('list', {name: 'On this page'});
    await expect(headings.getByRole('link', {name: 'Create an API Key'})).toBeVisible();
    await expect(headings.locator('a[href="#admin-key"]')).toHaveCount(0);
  });
});
