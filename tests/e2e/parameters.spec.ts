/**
 * A parameter of the API reference is addressable (plugins/parameter-anchors):
 * its table row carries an anchor named after it, shows its hash link when
 * hovered, and is scrolled to and highlighted when the address names it, on a
 * page load and after a navigation inside the app. On a phone a parameter
 * table's rows are laid out as blocks, each cell within the screen.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, isPhone, shownShare} from './fixtures';
import {LATEST_VERSION, READING} from '../../src/constants';
import {PARAMETER_ROW} from '../../plugins/parameter-anchors/anchors';
import {PARAMETER_TARGET_CLASS} from '../../src/client/parameter-target';

const SEARCH = `/docs/${LATEST_VERSION}/api/search.html`;

/** The row's highlight, as the stylesheet paints it: an inset bar at its left edge. */
async function isHighlighted(row: Locator): Promise<boolean> {
  return row.evaluate((element) => getComputedStyle(element).boxShadow.includes('inset'));
}

test('a parameter row shows its hash link when hovered', async ({page}) => {
  await page.goto(SEARCH);
  await hydrated(page);
  const row = page.locator(`tr.${PARAMETER_ROW.className}#group_by`);
  const link = row.locator('a.hash-link');
  await expect(link).toHaveAttribute('href', '#group_by');
  await expect.poll(() => shownShare(link)).toBe(0);
  await row.locator('td').last().hover();
  await expect.poll(() => shownShare(link)).toBe(1);
});

test('a link to a parameter lands on its row, highlighted', async ({page}) => {
  await page.goto(`${SEARCH}#group_by`);
  await hydrated(page);
  const row = page.locator('tr#group_by');
  await expect(row).toHaveAttribute(PARAMETER_ROW.nameAttribute, 'group_by');
  await expect(row).toBeInViewport();
  expect(await isHighlighted(row)).toBe(true);
  // Another parameter's row is not.
  expect(await isHighlighted(page.locator('tr#sort_by'))).toBe(false);
});

test('a navigation inside the app to a parameter highlights its row, and the next one moves the highlight', async ({page}) => {
  await page.goto(`/docs/${LATEST_VERSION}/api/collections.html`);
  await hydrated(page);
  // A navigation of the app, as a search result makes one: a history entry, which `:target` does not follow.
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${SEARCH}#filter_by`);
  await expect(page).toHaveURL(new RegExp(`${SEARCH.replace(/\./g, '\\.')}#filter_by$`));
  const row = page.locator('tr#filter_by');
  await expect(row).toHaveClass(new RegExp(PARAMETER_TARGET_CLASS));
  await expect(row).toBeInViewport();
  expect(await isHighlighted(row)).toBe(true);
  await page.locator('tr#sort_by a.hash-link').click();
  await expect(page.locator('tr#sort_by')).toBeInViewport();
  expect(await isHighlighted(page.locator('tr#sort_by'))).toBe(true);
  await expect(row).not.toHaveClass(new RegExp(PARAMETER_TARGET_CLASS));
});

test('a parameter row shown in the place of a section the page lacks is highlighted as a row the address names, before the app, in it, and after the next such link', async ({page}) => {
  // The section notice of src/legacy/section-landing.ts names the row it shows.
  const shown = page.locator('#section-notice[role="status"] strong');
  await page.goto(`${SEARCH}#groupBy`);
  await expect(shown).toHaveText('group_by');
  const row = page.locator('tr#group_by');
  await expect(row).toBeInViewport();
  await expect.poll(() => isHighlighted(row)).toBe(true);
  // The app's first route update clears the highlight of rows the address no longer names: not this one.
  await hydrated(page);
  expect(await isHighlighted(row)).toBe(true);
  await expect(page).toHaveURL(/#groupBy$/);
  // Another anchor the page lacks, inside the app: the highlight moves to the row shown for it.
  await page.evaluate(() => {
    window.location.hash = '#sortBy';
  });
  await expect(shown).toHaveText('sort_by');
  await expect.poll(() => isHighlighted(page.locator('tr#sort_by'))).toBe(true);
  expect(await isHighlighted(row)).toBe(false);
});

test("a parameter's link stays the address while its row is in view, then the address follows the headings again", async ({page}) => {
  await page.goto(SEARCH);
  await hydrated(page);
  await page.locator('tr#filter_by a.hash-link').click();
  await expect(page.locator('tr#filter_by')).toBeInViewport();
  await expect(page).toHaveURL(/#filter_by$/);
  // Long enough for the headings' anchor to have moved, had it followed this scroll.
  await page.waitForTimeout(READING.hashUpdateIntervalMs * 3);
  await expect(page).toHaveURL(/#filter_by$/);
  // The reader reads on: once the row is out of view, the anchor is the section's again.
  for (let press = 0; press < 4; press += 1) await page.keyboard.press('PageDown');
  await expect(page.locator('tr#filter_by')).not.toBeInViewport();
  await expect(page).not.toHaveURL(/#filter_by$/);
  await expect(page).toHaveURL(/#[\w-]+$/);
});

test('a `#` link of the page moves the page before the app hears of it: the app renders after the next paint (src/client/same-page-anchors.ts)', async ({page}) => {
  await page.goto(SEARCH);
  await hydrated(page);
  // What the page's own listeners (the router's among them) see, against the frames painted since the tap.
  await page.evaluate(() => {
    const seen: {framesBefore: number; hash: string}[] = [];
    let frames = 0;
    window.addEventListener('click', () => {
      frames = 0;
      const count = () => {
        frames += 1;
        if (frames < 10) requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    });
    window.addEventListener('popstate', () => seen.push({framesBefore: frames, hash: window.location.hash}));
    (window as unknown as {popstatesSeen: typeof seen}).popstatesSeen = seen;
  });
  const popstatesSeen = () => page.evaluate(() => (window as unknown as {popstatesSeen: {framesBefore: number; hash: string}[]}).popstatesSeen);
  await page.locator('tr#filter_by a.hash-link').click();
  await expect(page.locator('tr#filter_by')).toBeInViewport();
  await expect(page).toHaveURL(/#filter_by$/);
  await expect.poll(popstatesSeen).toHaveLength(1);
  const [heard] = await popstatesSeen();
  expect(heard!.hash).toBe('#filter_by');
  expect(heard!.framesBefore).toBeGreaterThanOrEqual(1);
  // Then it has: the route's update ran (the highlight of a row the app landed on is the address's).
  expect(await isHighlighted(page.locator('tr#filter_by'))).toBe(true);
  // The next tap on another row's link: the same.
  await page.locator('tr#sort_by a.hash-link').click();
  await expect(page).toHaveURL(/#sort_by$/);
  await expect.poll(popstatesSeen).toHaveLength(2);
  expect((await popstatesSeen())[1]!.framesBefore).toBeGreaterThanOrEqual(1);
  expect(await isHighlighted(page.locator('tr#sort_by'))).toBe(true);
});

/** The cells among `cells` that reach beyond the page's width, and the tables among `tables` that scroll sideways. */
async function beyondTheScreen(page: Page, cells: Locator, tables: Locator): Promise<{cells: string[]; tables: string[]}> {
  const width = page.viewportSize()!.width;
  return {
    cells: await cells.evaluateAll(
      (elements, screen) =>
        elements
          .map((cell) => ({text: (cell.textContent ?? '').slice(0, 40), box: cell.getBoundingClientRect()}))
          .filter(({box}) => box.width > 0 && (box.left < 0 || box.right > screen))
          .map(({text, box}) => `${text}: ${Math.round(box.left)}–${Math.round(box.right)} px`),
      width,
    ),
    tables: await tables.evaluateAll((elements) =>
      elements
        .filter((table) => table.scrollWidth > table.clientWidth)
        .map((table) => `${table.querySelector('th')?.textContent}…: ${table.scrollWidth} px in ${table.clientWidth}`),
    ),
  };
}

test("on a phone, a parameter's row reads without scrolling sideways: its name, then its type, default…, then its description", async ({page}) => {
  test.skip(!isPhone(page), 'beside the sidebar the table keeps its columns (next test)');
  await page.goto(SEARCH);
  const row = page.locator('tr#filter_by');
  await row.scrollIntoViewIfNeeded();
  expect(await beyondTheScreen(page, row.locator('td'), page.locator('table', {has: row}))).toEqual({cells: [], tables: []});
  const [name, type, description] = await Promise.all(
    [row.locator('td').first(), row.locator('td').nth(1), row.locator('td').last()].map((cell) => cell.boundingBox()),
  );
  // The name has a line of its own, the description the width of the page below the short cells.
  expect(type!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1);
  expect(description!.y).toBeGreaterThanOrEqual(type!.y + type!.height - 1);
  expect(description!.width).toBeGreaterThan(page.viewportSize()!.width * 0.8);
  // A short cell says which column it is.
  await expect(row.locator('td').nth(1)).toHaveAttribute('data-label', 'Type');
  expect(await row.locator('td').nth(1).evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Type: "');

  await page.goto(`/docs/${LATEST_VERSION}/api/collections.html`);
  const tables = page.locator('.markdown table');
  expect(await tables.count()).toBeGreaterThan(3);
  expect(await beyondTheScreen(page, tables.locator('td'), tables)).toEqual({cells: [], tables: []});
});

test('beside the sidebar, a parameter table keeps its columns', async ({page}) => {
  test.skip(isPhone(page), 'on a phone its rows are blocks (previous test)');
  await page.goto(SEARCH);
  const row = page.locator('tr#filter_by');
  const table = page.locator('table', {has: row});
  const tops = async (cells: Locator) => new Set(await cells.evaluateAll((elements) => elements.map((cell) => Math.round(cell.getBoundingClientRect().top))));
  expect(await tops(table.locator('th'))).toHaveProperty('size', 1);
  expect(await tops(row.locator('td'))).toHaveProperty('size', 1);
  await expect(table.locator('th').first()).toHaveText('Parameter');
  await expect(table.locator('thead')).toBeVisible();
});
