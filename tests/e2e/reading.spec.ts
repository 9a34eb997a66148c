/**
 * Reading behaviour: progress bar, mobile sidebar, scrolling on navigation,
 * page headings in the sidebar following the scroll.
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated, isPhone, laidOut, navigateTo, painted, sidebar} from './fixtures';
import {DOC_CONTENT, FIRST_PAINT_SKIP, FIRST_PAINT_SKIP_ATTRIBUTE, LARGE_BLOCKS} from '../../src/theme/DocItem/Content/large-blocks';
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

/** The state of the first paint's skip of far blocks (src/theme/DocItem/Content/offscreen-blocks.ts): `on` while it lasts, null once over. */
const firstPaintSkipState = (page: Page) => page.evaluate((attribute) => document.documentElement.getAttribute(attribute), FIRST_PAINT_SKIP_ATTRIBUTE);

/**
 * Records, in the page's first frame: whether the document skips its far blocks, whether the first and last large
 * blocks of the doc are rendered, and the page's height; and the layout shift of the whole visit.
 */
async function probeFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(({content, blocksOfContent, attribute, on}) => {
    const probe = {layoutShift: 0, recorded: false, skip: false, firstRendered: false, lastRendered: true, height: 0};
    (window as unknown as {probe: typeof probe}).probe = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.layoutShift += (entry as PerformanceEntry & {value: number}).value;
    }).observe({type: 'layout-shift', buffered: true});
    // Read once the frame is painted: the page's own callbacks of the frame, which choose the blocks it renders, run after this script's.
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => setTimeout(() => {
        const blocks = document.querySelector(content)?.querySelectorAll(blocksOfContent) ?? [];
        // A block's content is not visible while the browser skips the block (content-visibility: auto).
        const rendered = (block: Element | undefined) => block?.firstElementChild?.checkVisibility({contentVisibilityAuto: true}) ?? false;
        probe.skip = document.documentElement.getAttribute(attribute) === on;
        probe.firstRendered = rendered(blocks[0]);
        probe.lastRendered = rendered(blocks[blocks.length - 1]);
        probe.height = document.documentElement.scrollHeight;
        probe.recorded = true;
      })),
    );
  }, {content: DOC_CONTENT, blocksOfContent: LARGE_BLOCKS, attribute: FIRST_PAINT_SKIP_ATTRIBUTE, on: FIRST_PAINT_SKIP.on});
}

type FirstFrame = {layoutShift: number; recorded: boolean; skip: boolean; firstRendered: boolean; lastRendered: boolean; height: number};
async function firstFrame(page: Page): Promise<FirstFrame> {
  await page.waitForFunction(() => (window as unknown as {probe: FirstFrame}).probe.recorded);
  return page.evaluate(() => (window as unknown as {probe: FirstFrame}).probe);
}

test('a long page skips rendering its blocks far from the view, at the size they had: nothing moves, and each shows when reached', async ({page}) => {
  await probeFirstFrame(page);
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  // Opened from a link, the page skipped its far blocks from the first paint: each is laid out once when the browser is idle.
  await laidOut(page);
  await painted(page);
  const blocks = page.locator('.theme-doc-markdown > :is(table, div, ul, ol)');
  const visibility = () => blocks.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).contentVisibility));
  // The last blocks are many screens below the top: skipped; the first, in view, are not.
  await expect.poll(async () => (await visibility()).at(-1)).toBe('auto');
  expect((await visibility())[0]).toBe('visible');
  // Every block has been laid out, and the page is as tall as the whole page's first layout (a reload has it).
  expect(await blocks.evaluateAll((elements) => elements.every((element) => element.hasAttribute('data-laid-out')))).toBe(true);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // Reached by the reader, the last sample group is rendered, its code shown, and nothing has moved on the way.
  const lastGroup = page.locator('.theme-doc-markdown > .tabs-container').last();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await lastGroup.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await lastGroup.locator('pre').first().innerText()).trim().length).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await painted(page);
  expect((await firstFrame(page)).layoutShift).toBe(0);
  await page.reload();
  await hydrated(page);
  const reloaded = await firstFrame(page);
  expect(reloaded.skip).toBe(false);
  expect(reloaded.height).toBe(height);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
});

test('a page opened from a link paints the blocks in view and skips the far ones from its first paint; an anchor and a reload lay it all out', async ({page}) => {
  await probeFirstFrame(page);
  await page.goto(`${LATEST}/api/search.html#group-results`);
  expect(await firstFrame(page)).toMatchObject({skip: false, firstRendered: true, lastRendered: true});
  // Another document (the address loses its anchor), opened from a link.
  await page.goto(`${LATEST}/api/search.html`);
  expect(await firstFrame(page)).toMatchObject({skip: true, firstRendered: true, lastRendered: false});
  await hydrated(page);
  await laidOut(page);
  expect((await firstFrame(page)).layoutShift).toBe(0);
  await page.reload();
  expect(await firstFrame(page)).toMatchObject({skip: false, firstRendered: true, lastRendered: true});
});

test('before its far blocks are all laid out, the first page hands the next a whole layout, and Back returns to the place left', async ({page}) => {
  // No idle time: the far blocks are never laid out for the skip's sake, only as the reader reaches them.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  expect(await firstPaintSkipState(page)).toBe(FIRST_PAINT_SKIP.on);
  // The reader reads down, a few lines at a time (no jump, which would end the skip).
  while ((await page.evaluate(() => window.scrollY)) < 3000) {
    await page.mouse.wheel(0, 250);
    await painted(page);
  }
  expect(await firstPaintSkipState(page)).toBe(FIRST_PAINT_SKIP.on);
  // An element of the content on the screen (its place among the content's), and where it is on it.
  const placeOf = (child: number) =>
    page.evaluate((index) => Math.round(document.querySelector('.theme-doc-markdown')!.children[index]!.getBoundingClientRect().top), child);
  const child = await page.evaluate(() =>
    // The last to begin above the middle of the screen.
    [...document.querySelector('.theme-doc-markdown')!.children].filter((element) => element.getBoundingClientRect().top < window.innerHeight / 2).length - 1,
  );
  expect(child).toBeGreaterThan(0);
  const left = await placeOf(child);
  await navigateTo(page, 'Collections');
  // Shown once its code is there (the address changes before).
  await expect(page.locator('h1')).toHaveText('Collections');
  expect(await firstPaintSkipState(page)).toBeNull();
  await page.goBack();
  // The reader's scroll wrote the heading they read into the address.
  await expect(page).toHaveURL(/search\.html(#[\w-]+)?$/);
  await expect(page.locator('h1')).toHaveText('Search');
  await expect.poll(() => placeOf(child)).toBe(left);
});

test('an anchor of the page followed before its far blocks are laid out lands on its heading', async ({page}) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await probeFirstFrame(page);
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  expect(await firstPaintSkipState(page)).toBe(FIRST_PAINT_SKIP.on);
  expect((await firstFrame(page)).layoutShift).toBe(0);
  // A link of the prose to a section far down: the page is laid out whole before the browser seeks it. (The Layout
  // Instability API counts the blocks it lands on, laid out in the frame of the jump, as shifted; it leaves out the
  // shifts after a reader's tap, and the frame before the jump showed none of them.)
  const link = page.locator('article a[href="#group-results"]').first();
  await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
  expect(await firstPaintSkipState(page)).toBeNull();
  await expect(page.locator('#group-results')).toBeInViewport();
  await painted(page);
  const top = await page.locator('#group-results').evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
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
    await laidOut(page);
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
    await laidOut(page);
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
