/**
 * Formulas render as math (KaTeX, at build time) with KaTeX's stylesheet and
 * fonts from the site itself; pages without math load none of it.
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated, navigateTo} from './fixtures';
import {LATEST_VERSION} from '../../src/constants';

const LATEST = `/docs/${LATEST_VERSION}`;
const KATEX_STYLESHEET = 'link[rel="stylesheet"][href*="/katex"]';

/** The MMR formula of the curation page is laid out as math: its MathML copy hidden, its symbols in KaTeX's fonts. */
async function expectRenderedFormula(page: Page): Promise<void> {
  const formula = page.locator('#diversify-results ~ .katex-display').first();
  await expect(formula).toBeVisible();
  await expect(formula.locator('.katex-html')).toContainText('score');
  // The stylesheet hides the MathML copy that KaTeX writes for screen readers (without it, the formula shows twice).
  await expect(formula.locator('.katex-mathml')).toHaveCSS('position', 'absolute');
  await expect(formula.locator('.katex')).toHaveCSS('font-family', /KaTeX_Main/);
  // Polled: the browser starts a font's load once it lays out text in it, and `fonts.ready` may settle before that.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((font) => font.family.includes('KaTeX') && font.status === 'loaded').length;
      }),
    )
    .toBeGreaterThan(0);
}

test('the curation page’s formula renders as math, styled by the site’s own copy of KaTeX’s stylesheet and fonts', async ({page, baseURL}) => {
  const katexRequests: string[] = [];
  page.on('request', (request) => {
    if (/katex/i.test(request.url())) katexRequests.push(request.url());
  });
  await page.goto(`${LATEST}/api/curation.html`);
  await expect(page.locator(`head ${KATEX_STYLESHEET}`)).toHaveCount(1);
  await expectRenderedFormula(page);
  // Inline math too: the hit h.
  await expect(page.locator('.markdown p .katex').first()).toBeVisible();
  // The stylesheet and the fonts, from this site.
  expect(katexRequests.filter((url) => url.endsWith('.css'))).toHaveLength(1);
  expect(katexRequests.some((url) => url.endsWith('.woff2'))).toBe(true);
  expect(katexRequests.filter((url) => !url.startsWith(`${baseURL}/docs/assets/katex-`))).toEqual([]);
});

test('a page without math loads no KaTeX stylesheet, and gets it when the reader moves to a page with math', async ({page}) => {
  const katexRequests: string[] = [];
  page.on('request', (request) => {
    if (/katex/i.test(request.url())) katexRequests.push(request.url());
  });
  await page.goto(`${LATEST}/api/synonyms.html`);
  await hydrated(page);
  await expect(page.locator(KATEX_STYLESHEET)).toHaveCount(0);
  expect(katexRequests).toEqual([]);
  await navigateTo(page, 'Curation');
  await expect(page).toHaveURL(/curation\.html$/);
  await expectRenderedFormula(page);
});
