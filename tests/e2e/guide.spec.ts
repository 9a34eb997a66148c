/**
 * The guide: its diagrams render in both themes, zoom from the pointer and the
 * keyboard, and keep their text readable on a phone; its links lead into the
 * API reference of the latest version.
 */
import {test, expect, hydrated, isPhone, zoomOpenedBy} from './fixtures';
import {LATEST_VERSION} from '../../src/constants';

const GUIDE_WITH_DIAGRAM = '/docs/guide/high-availability.html';

test('a diagram renders in the light and the dark theme, and opens zoomed', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(GUIDE_WITH_DIAGRAM);
  await hydrated(page);
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  const lightStyle = await diagram.locator('style').first().textContent();

  await page.emulateMedia({colorScheme: 'dark'});
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(diagram).toBeVisible();
  // Mermaid draws each theme with its own palette.
  expect(await diagram.locator('style').first().textContent()).not.toBe(lightStyle);

  await diagram.scrollIntoViewIfNeeded();
  await zoomOpenedBy(page, () => diagram.click());
  const zoomed = page.locator('.medium-zoom-image--opened');
  await expect(zoomed).toBeVisible();
  await expect(zoomed).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // Opened, the zoomed diagram fills the viewport in one dimension.
  const viewport = page.viewportSize()!;
  const box = await zoomed.boundingBox();
  expect(Math.max(box!.width / viewport.width, box!.height / viewport.height)).toBeGreaterThan(0.9);
  await page.keyboard.press('Escape');
  await expect(zoomed).toHaveCount(0);
});

test('a diagram opens full-screen from the keyboard, and closes on Escape', async ({page}) => {
  await page.goto(GUIDE_WITH_DIAGRAM);
  await hydrated(page);
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  const box = page.getByRole('group', {name: /^Diagram/}).filter({has: diagram});
  await box.focus();
  await zoomOpenedBy(page, () => page.keyboard.press('Enter'));
  const zoomed = page.locator('.medium-zoom-image--opened');
  await expect(zoomed).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await page.keyboard.press('Escape');
  await expect(zoomed).toHaveCount(0);
  await expect(box).toBeFocused();
});

/**
 * 12 px: the size below which Lighthouse counts text as illegible on a phone ("Document uses legible font
 * sizes"). Mermaid sets 16 px; shrunk to a phone's width, the first diagram of GUIDE_WITH_DIAGRAM drew it at 10 px.
 */
const LEGIBLE_TEXT_PX = 12;

test('on a phone, a diagram keeps its text legible and scrolls sideways in its box rather than widen the page', async ({page}) => {
  test.skip(!isPhone(page), 'beside the sidebar a diagram fits the column');
  await page.goto(GUIDE_WITH_DIAGRAM);
  await hydrated(page);
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  // Text in a diagram is drawn at its font size times the scale of the drawing to its viewBox.
  const drawnTextPx = await diagram.evaluate((svg: SVGSVGElement) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const labels = Array.from(svg.querySelectorAll('.nodeLabel, text'));
    return Math.min(...labels.map((label) => parseFloat(getComputedStyle(label).fontSize) * scale));
  });
  expect(drawnTextPx).toBeGreaterThanOrEqual(LEGIBLE_TEXT_PX);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('a guide link leads into the API reference of the latest version, at its anchor', async ({page}) => {
  await page.goto(GUIDE_WITH_DIAGRAM);
  await hydrated(page);
  const link = page.locator(`article a[href="/docs/${LATEST_VERSION}/api/server-configuration.html#clustering"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/docs/${LATEST_VERSION}/api/server-configuration\\.html#clustering$`));
  await expect(page.locator('h1')).toHaveText('Server Configuration');
  await expect(page.locator('#clustering')).toBeInViewport();
});
