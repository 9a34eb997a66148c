/**
 * Accessibility: axe-core finds no violation on the audited pages (one of each
 * kind a reader lands on), in the light and the dark theme, at desktop and
 * phone sizes (the two Playwright projects).
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, hydrated} from './fixtures';
import {AUDITED_PAGES} from '../../scripts/lib/performance';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({colorScheme});

    for (const url of AUDITED_PAGES) {
      test(`${url} has no accessibility violations`, async ({page}) => {
        await page.goto(url);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const {violations} = await new AxeBuilder({page}).analyze();
        const summary = violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n` +
            violation.nodes
              .slice(0, 5)
              .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
              .join('\n'),
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
