/**
 * Accessibility: axe-core finds no violation on the audited pages (one of each
 * kind a reader lands on), in the light and the dark theme, at desktop and
 * phone sizes (the two Playwright projects).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {AUDITED_PAGES} from '../../scripts/lib/performance';
import {LATEST_VERSION, SEARCH} from '../../src/constants';
import {E2E} from './config';
import {OLD_VERSION, answerSearches, guidePagesResponse, multiSearchResponse, openSearch} from './search-box';

async function expectNoViolations(page: Page, include?: string, disabledRules: string[] = []) {
  // Only violations are reported: collecting every passing node of a long API page costs seconds.
  const builder = new AxeBuilder({page}).options({resultTypes: ['violations']}).disableRules(disabledRules);
  const {violations} = await (include ? builder.include(include) : builder).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('\n'),
  );
  expect(summary).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({colorScheme});
    // axe-core takes 5–8 s on the longest API page on an idle machine (its colour-contrast
    // rule weighs every text node), and several times that on a loaded one: the audit is
    // not a timing, so it gets the time it needs.
    test.setTimeout(120_000);

    for (const url of AUDITED_PAGES) {
      test(`${url} has no accessibility violations`, async ({page}) => {
        await page.goto(url);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expectNoViolations(page);
      });
    }

    test('the page that compares two versions, and a version home’s API changes, have no accessibility violations', async ({page}) => {
      await page.goto(`/docs/api/changes.html?from=0.25.2&to=${LATEST_VERSION}`);
      await hydrated(page);
      await expect(page.locator('[data-comparison][data-ready]')).toBeVisible();
      await expectNoViolations(page);
      await page.goto('/docs/30.0/');
      await hydrated(page);
      await expectNoViolations(page, 'article');
    });

    test('the notices of a link to a section the page does not have have no accessibility violations', async ({page}) => {
      // The nearest section shown, and none close enough (the notice then lists the page's sections).
      for (const url of [`/docs/${LATEST_VERSION}/api/cluster-operations.html#metrics`, `/docs/${LATEST_VERSION}/api/collections.html#pricing-plans`]) {
        await page.goto(url);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expect(page.getByRole('status').filter({hasText: 'This page has no section'})).toBeVisible();
        await expectNoViolations(page, '#section-notice');
      }
    });

    test('the search page’s result titles, one marked as about a feature newer than the version searched, have no accessibility violations', async ({page}) => {
      await answerSearches(page, guidePagesResponse);
      await page.goto(`/docs/search?q=semantic+search&version=${OLD_VERSION}`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expect(page.locator('article h2 .search-hit-since')).toBeVisible();
      // The titles alone: the theme's search page has findings of its own (a version select without a name).
      await expectNoViolations(page, 'article h2');
    });

    test('the open search box, with results, has no accessibility violations; it is a named dialog that announces the count and gives focus back', async ({page}) => {
      await answerSearches(page);
      await page.goto(`/docs/${LATEST_VERSION}/api/search.html`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const input = await openSearch(page);
      await input.fill('collection');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      const dialog = page.getByRole('dialog', {name: 'Search the docs'});
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(page.getByRole('combobox', {name: 'Search the docs'}).or(page.getByRole('searchbox', {name: 'Search the docs'}))).toBeFocused();
      await expect(page.getByRole('listbox', {name: 'API Reference'}).first()).toBeVisible();
      await expect(page.getByRole('status').filter({hasText: /^\d+ results?$/})).toHaveText(`${multiSearchResponse('collection').results[0]!.found} results`);
      // Each result's link is the option (the modal renders an option that holds a link, nested-interactive),
      // and the input's active descendant is that option (src/theme/SearchBar/modal-semantics.ts).
      await page.keyboard.press('ArrowDown');
      const active = page.locator(`[id="${await input.getAttribute('aria-activedescendant')}"]`);
      await expect(active).toHaveAttribute('role', 'option');
      await expect(active).toHaveAttribute('aria-selected', 'true');
      await expect(active).toHaveAttribute('href', /^\/docs\//);
      await expectNoViolations(page, '.DocSearch-Container');
      // The box closed, the reader is back where they were: on the Search button.
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect(page.getByRole('button', {name: /^Search/}).first()).toBeFocused();
    });
  });
}

test.describe('search that is off or unreachable', () => {
  test.setTimeout(90_000);

  test('the search page and the open search box of a build without a search key', async ({page}) => {
    await page.goto(`${E2E.unconfiguredBaseUrl}/docs/search?q=collections`);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Search is unavailable in this build.');
    // The navbar's button, open, on the same page (the box says the same on every page).
    const button = page.getByRole('button', {name: 'Search unavailable'});
    if (await button.first().isVisible()) {
      await button.first().click();
      await expect(page.getByRole('status')).toHaveCount(2);
    }
    await expectNoViolations(page);
  });

  test.describe('with the cluster unreachable', () => {
    test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_REFUSED|^console\.error: AxiosError: Network Error/]});

    // The notice alone: the theme's search page has findings of its own (a version select without a name).
    test('the search page’s notice', async ({page}) => {
      for (const node of [SEARCH.nearestNode, ...SEARCH.nodes]) {
        await page.route(`${node.protocol}://${node.host}/**`, (route) => route.abort('connectionrefused'));
      }
      await page.goto('/docs/search?q=collections');
      await hydrated(page);
      await expect(page.getByRole('alert')).toContainText('Search is unreachable right now');
      await expectNoViolations(page, '[aria-label="Search status"]');
    });
  });
});
