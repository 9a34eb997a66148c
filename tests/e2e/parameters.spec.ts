/**
 * A parameter of the API reference is addressable (plugins/parameter-anchors):
 * its table row carries an anchor named after it, shows its hash link when
 * hovered, and is scrolled to and highlighted when the address names it, on a
 * page load and after a navigation inside the app.
 */
import type {Locator} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
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
  await expect.poll(() => link.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
  await row.hover();
  await expect.poll(() => link.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
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
