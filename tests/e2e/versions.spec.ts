/**
 * Versions: the dropdown keeps the page and its anchor across versions, or
 * opens the other version's API introduction; older versions carry a banner
 * and a canonical link to the latest.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated, isPhone, mainMenu} from './fixtures';
import {LATEST_VERSION} from '../../src/constants';
import {apiPageExistsIn, apiPagesOf} from '../../src/versioning/api-pages';

const versions: string[] = JSON.parse(fs.readFileSync(path.join(__dirname, '../../versions.json'), 'utf8'));
const OLDER = versions.find((v) => v !== LATEST_VERSION && apiPageExistsIn('search', v)) ?? versions[1]!;

async function openDropdown(page: import('@playwright/test').Page) {
  if (isPhone(page)) {
    const menu = (await mainMenu(page)).locator('li.menu__list-item:has(.api-version-dropdown)');
    await menu.getByRole('button', {name: 'Expand the dropdown'}).click();
    return menu;
  }
  const dropdown = page.locator('.navbar .dropdown:has(> .api-version-dropdown)');
  await dropdown.hover();
  return dropdown;
}

test('the dropdown lists every version, the one being read selected', async ({page}) => {
  await page.goto(`/docs/${LATEST_VERSION}/api/search.html`);
  await hydrated(page);
  const dropdown = await openDropdown(page);
  const labels = await dropdown.locator('.dropdown__menu .dropdown__link, .menu__list .menu__link').allTextContents();
  expect(labels).toEqual(versions.map((v) => `v${v}`));
  await expect(dropdown.locator('.dropdown__link--active, .menu__list .menu__link--active')).toHaveText(`v${LATEST_VERSION}`);
});

test('there is no dropdown outside the API reference', async ({page}) => {
  await page.goto('/docs/guide/');
  await hydrated(page);
  await expect(page.locator('.api-version-dropdown')).toHaveCount(0);
});

test('switching keeps the page and its anchor', async ({page}) => {
  await page.goto(`/docs/${LATEST_VERSION}/api/search.html#pagination`);
  await hydrated(page);
  const dropdown = await openDropdown(page);
  await dropdown.getByRole('link', {name: `v${OLDER}`, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/docs/${OLDER.replace(/\./g, '\\.')}/api/search\\.html#pagination$`));
  await expect(page.locator('#pagination')).toBeInViewport();
});

test('switching to a version without the page opens its API introduction', async ({page}) => {
  const without = versions.find((v) => !apiPageExistsIn('natural-language-search', v))!;
  await page.goto(`/docs/${LATEST_VERSION}/api/natural-language-search.html`);
  await hydrated(page);
  const dropdown = await openDropdown(page);
  await dropdown.getByRole('link', {name: `v${without}`, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/docs/${without.replace(/\./g, '\\.')}/api/$`));
});

test('an older version says so and links to the same page in the latest', async ({page}) => {
  await page.goto(`/docs/${OLDER}/api/search.html`);
  await hydrated(page);
  const banner = page.getByRole('note').filter({hasText: 'You are viewing docs for an old version.'});
  await expect(banner).toHaveText(`You are viewing docs for an old version. Switch to latest v${LATEST_VERSION}.`);
  await banner.getByRole('link', {name: `v${LATEST_VERSION}`}).click();
  await expect(page).toHaveURL(new RegExp(`/docs/${LATEST_VERSION}/api/search\\.html$`));
  await expect(page.getByText('You are viewing docs for an old version.')).toHaveCount(0);
});

test('the navbar API link follows the version being read', async ({page}) => {
  await page.goto(`/docs/${OLDER}/api/search.html`);
  await hydrated(page);
  const scope = await mainMenu(page);
  await expect(scope.getByRole('link', {name: 'API Reference'})).toHaveAttribute('href', `/docs/${OLDER}/api/`);
});

test.describe('every version', () => {
  // One page per version, a different kind each time; the dropdown and banner work the same on every page.
  const samples = versions
    .filter((version) => version !== LATEST_VERSION)
    .map((version, index) => {
      const resources = apiPagesOf(version).filter((rule) => rule.introducedIn !== null);
      return {version, page: resources[index % resources.length]!.page};
    });

  for (const {version, page: pageName} of samples) {
    test(`${version}: ${pageName} switches to the latest and back, and its banner leads to the latest`, async ({page}) => {
      test.skip(isPhone(page), 'the dropdown on phones is covered above');
      const oldUrl = `/docs/${version}/api/${pageName}.html`;
      const latestTarget = apiPageExistsIn(pageName, LATEST_VERSION) ? `/docs/${LATEST_VERSION}/api/${pageName}.html` : `/docs/${LATEST_VERSION}/api/`;
      await page.goto(oldUrl);
      await hydrated(page);
      await expect(page).toHaveTitle(/ \| Typesense$/);
      await expect(page.locator('.navbar .api-version-dropdown')).toHaveText(`v${version}`);

      await (await openDropdown(page)).getByRole('link', {name: `v${LATEST_VERSION}`, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${latestTarget.replace(/\./g, '\\.')}$`));
      await (await openDropdown(page)).getByRole('link', {name: `v${version}`, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`/docs/${version.replace(/\./g, '\\.')}/api/${apiPageExistsIn(pageName, LATEST_VERSION) ? `${pageName}\\.html` : ''}$`));

      await page.goto(oldUrl);
      await hydrated(page);
      await page.getByRole('note').getByRole('link', {name: `v${LATEST_VERSION}`}).click();
      await expect(page).toHaveURL(new RegExp(`${latestTarget.replace(/\./g, '\\.')}$`));
      await expect(page.getByRole('note').filter({hasText: 'old version'})).toHaveCount(0);
    });
  }
});
