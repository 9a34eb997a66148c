/**
 * Images zoom with medium-zoom (margin 0, white background) and close on click,
 * Escape, resize or a little scroll; zoom is attached after client navigations;
 * an unreachable high-resolution source logs a warning.
 */
import {test, expect, hydrated, navigateTo, zoomOpenedBy} from './fixtures';
import {LATEST_VERSION, READING} from '../../src/constants';
import type {Page} from '@playwright/test';

const PAGE_WITH_IMAGE = `/docs/${LATEST_VERSION}/api/cluster-operations.html`;
const ZOOMED = '.medium-zoom-image--opened';

async function openZoom(page: Page) {
  const image = page.locator('.markdown figure img').first();
  await image.scrollIntoViewIfNeeded();
  await zoomOpenedBy(page, () => image.click());
  // Zoomed: the enlarged copy, and its high-resolution version on top once it has loaded.
  await expect(page.locator(ZOOMED)).toHaveCount(2);
  await expect(page.locator(ZOOMED).last()).toHaveAttribute('src', /raft-cluster@2x\.png$/);
  return image;
}

test('an image opens zoomed on a white background, and closes on click', async ({page}) => {
  await page.goto(PAGE_WITH_IMAGE);
  await hydrated(page);
  await openZoom(page);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  const zoomed = await page.locator(ZOOMED).last().boundingBox();
  const viewport = page.viewportSize()!;
  // Margin 0: the zoomed image reaches the edge of the viewport in one dimension.
  expect(Math.max(zoomed!.width / viewport.width, zoomed!.height / viewport.height)).toBeGreaterThan(0.98);
  await page.locator(ZOOMED).last().click();
  await expect(page.locator(ZOOMED)).toHaveCount(0);
});

test('zoom closes on Escape, on resize and after a little scroll', async ({page}) => {
  await page.goto(PAGE_WITH_IMAGE);
  await hydrated(page);
  await openZoom(page);
  await page.keyboard.press('Escape');
  await expect(page.locator(ZOOMED)).toHaveCount(0);

  await openZoom(page);
  const size = page.viewportSize()!;
  await page.setViewportSize({width: size.width - 40, height: size.height});
  await expect(page.locator(ZOOMED)).toHaveCount(0);
  await page.setViewportSize(size);

  await openZoom(page);
  await page.evaluate((offset) => window.scrollBy(0, offset), READING.zoom.scrollOffset + 20);
  await expect(page.locator(ZOOMED)).toHaveCount(0);
});

test('zoom is attached again after a client-side navigation', async ({page}) => {
  await page.goto(PAGE_WITH_IMAGE);
  await hydrated(page);
  await navigateTo(page, 'Server Configuration');
  await expect(page).toHaveURL(/server-configuration\.html/);
  await page.goBack();
  await expect(page).toHaveURL(/cluster-operations\.html/);
  await openZoom(page);
});

test.describe('when the high-resolution image cannot be reached', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404 .*@2x\.png/]});

  test('a warning is logged and the normal image is shown', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push(message.text());
      }
    });
    await page.route('**/*@2x.png', (route) => route.fulfill({status: 404, body: ''}));
    await page.goto(PAGE_WITH_IMAGE);
    await hydrated(page);
    const image = page.locator('.markdown figure img').first();
    await image.scrollIntoViewIfNeeded();
    await image.click();
    await expect.poll(() => warnings.some((w) => w.includes('Unable to reach the zoom image target'))).toBe(true);
    await expect(page.locator(ZOOMED).first()).toBeVisible();
    await expect(page.locator(ZOOMED).first()).toHaveAttribute('src', /raft-cluster\.svg$/);
  });
});
