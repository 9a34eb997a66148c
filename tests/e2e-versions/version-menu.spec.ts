/**
 * The version menu of a site with 60 versions (playwright.versions.config.ts,
 * `npm run build:e2e-versions`): it fits the window and scrolls, opens at the
 * version being read wherever that is in the list, works from the keyboard,
 * and tells assistive technology which version is being read.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, isPhone, painted} from '../e2e/fixtures';
import {LATEST_VERSION} from '../../src/constants';
import {SCALE_GOALS} from '../../scripts/lib/performance';
import {generatedVersionNames} from '../../scripts/bench/many-versions';

const real: string[] = JSON.parse(fs.readFileSync(path.join(__dirname, '../../versions.json'), 'utf8'));
const versions = [...generatedVersionNames(real, SCALE_GOALS.versions), ...real];
const OLDEST = real.at(-1)!;

test.beforeEach(({page}) => {
  test.skip(isPhone(page), 'the 60-version menu is the desktop one; on phones the same menu opens with a tap (tests/e2e/versions.spec.ts)');
});

function dropdown(page: Page): Locator {
  return page.locator('.navbar .dropdown:has(> .api-version-dropdown)');
}

async function expectFitsTheWindow(page: Page, menu: Locator) {
  const box = (await menu.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  expect(await menu.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
}

test(`the menu lists all ${SCALE_GOALS.versions} versions, fits the window, and opens at the version being read`, async ({page}) => {
  expect(versions).toHaveLength(SCALE_GOALS.versions);
  for (const version of [LATEST_VERSION, OLDEST]) {
    await page.goto(`/docs/${version}/api/collections.html`);
    await hydrated(page);
    await dropdown(page).hover();
    const menu = dropdown(page).locator('.dropdown__menu');
    await expect(menu).toBeVisible();
    expect(await menu.locator('.dropdown__link').allTextContents()).toEqual(versions.map((v) => `v${v}`));
    await expectFitsTheWindow(page, menu);
    const current = menu.getByRole('link', {name: `v${version}`, exact: true});
    await expect(current).toHaveClass(/dropdown__link--active/);
    await expect(current).toBeInViewport({ratio: 1});
    // The reader scrolls the menu, not the page. (A wheel sent within the frame the menu opened in is hit-tested
    // by a compositor that has not yet seen the menu, and scrolls the page: no hand is that fast.)
    await menu.hover();
    await painted(page);
    await page.mouse.wheel(0, 2000);
    await expect(menu.getByRole('link', {name: `v${OLDEST}`, exact: true})).toBeInViewport();
    await expect.poll(() => menu.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1)).toBe(true);
    await painted(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('screen readers hear the version being read, on the button and in the list', async ({page}) => {
  await page.goto(`/docs/${LATEST_VERSION}/api/search.html`);
  await hydrated(page);
  const button = page.getByRole('button', {name: `API version: v${LATEST_VERSION}`});
  await expect(button).toHaveAttribute('aria-haspopup', 'true');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Closed, the menu is hidden from assistive technology too; open, it lists the versions.
  await expect(dropdown(page).getByRole('link')).toHaveCount(0);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown(page).getByRole('link', {name: `v${LATEST_VERSION}`, exact: true})).toHaveAttribute('aria-current', 'page');
  await expect(dropdown(page).locator('[aria-current="page"]')).toHaveCount(1);
});

test('from the keyboard: Enter opens the menu at the version being read, Tab walks every version into view, Enter switches', async ({page}) => {
  await page.goto(`/docs/${OLDEST}/api/collections.html`);
  await hydrated(page);
  const button = page.getByRole('button', {name: `API version: v${OLDEST}`});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = dropdown(page).locator('.dropdown__menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', {name: `v${OLDEST}`, exact: true})).toBeInViewport({ratio: 1});
  for (const version of versions) {
    await page.keyboard.press('Tab');
    const link = menu.getByRole('link', {name: `v${version}`, exact: true});
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport({ratio: 1});
    if (version === LATEST_VERSION) {
      break;
    }
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/docs/${LATEST_VERSION.replace('.', '\\.')}/api/collections\\.html$`));
  await expect(page.getByRole('button', {name: `API version: v${LATEST_VERSION}`})).toBeVisible();
});
