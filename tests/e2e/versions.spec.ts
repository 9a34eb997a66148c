/**
 * Versions: the dropdown keeps the page and its anchor across versions, or
 * opens the other version's API introduction; older versions carry a banner
 * and a canonical link to the latest.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated, isPhone, mainMenu, painted} from './fixtures';
import {LATEST_VERSION, READING} from '../../src/constants';
import {apiPageExistsIn, apiPagesOf} from '../../src/versioning/api-pages';

const versions: string[] = JSON.parse(fs.readFileSync(path.join(__dirname, '../../versions.json'), 'utf8'));
const OLDER = versions.find((v) => v !== LATEST_VERSION && apiPageExistsIn('search', v)) ?? versions[1]!;

/** The version dropdown of the navbar's bar, opened as a reader does: pointed at on a desktop, tapped on a phone. */
async function openDropdown(page: import('@playwright/test').Page) {
  const dropdown = page.locator('.navbar__items .dropdown:has(> .api-version-dropdown)');
  if (isPhone(page)) {
    await dropdown.locator('.api-version-dropdown').tap();
    return dropdown;
  }
  // From elsewhere on the page, as a reader comes back to it: after a pick the menu stays closed under the pointer.
  await page.mouse.move(0, page.viewportSize()!.height - 1);
  await dropdown.hover();
  return dropdown;
}

/** A version's item in a menu: its name starts with the version, and goes on with what the version lacks, if anything. */
function versionItem(menu: import('@playwright/test').Locator, version: string) {
  return menu.getByRole('link', {name: new RegExp(`^v${version.replace(/\./g, '\\.')}( |$)`)});
}

test('the dropdown lists every version, the one being read selected', async ({page}) => {
  // A page that every version has: no version's item says that it lacks it.
  await page.goto(`/docs/${LATEST_VERSION}/api/collections.html`);
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

test('the menu closes once a version is picked, though the pointer rests on it, and opens again when it comes back', async ({page}) => {
  test.skip(isPhone(page), 'on phones the versions are a list in the navbar menu, not a menu that opens on hover');
  await page.goto(`/docs/${LATEST_VERSION}/api/search.html`);
  await hydrated(page);
  const dropdown = await openDropdown(page);
  const menu = dropdown.locator('.dropdown__menu');
  await expect(menu).toBeVisible();
  await dropdown.getByRole('link', {name: `v${OLDER}`, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/docs/${OLDER.replace(/\./g, '\\.')}/api/search\\.html$`));
  await expect(page.locator('.navbar .api-version-dropdown')).toHaveText(`v${OLDER}`);
  await expect(menu).toBeHidden();
  // The keyboard opens it where the pointer rests.
  await page.getByRole('button', {name: `API version: v${OLDER}`}).focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.move(0, 400);
  await dropdown.hover();
  await expect(menu).toBeVisible();
  await expect(menu.locator('.dropdown__link--active')).toHaveText(`v${OLDER}`);
});

test('on a phone the version menu is one tap away, in the navbar, and closes once a version is picked', async ({page}) => {
  test.skip(!isPhone(page), 'on a desktop the navbar shows its items');
  await page.goto(`/docs/${LATEST_VERSION}/api/search.html#pagination`);
  await hydrated(page);
  const button = page.getByRole('button', {name: `API version: v${LATEST_VERSION}`});
  await expect(button).toBeVisible();
  await button.tap();
  const menu = page.locator('.navbar__items .dropdown:has(> .api-version-dropdown) .dropdown__menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', {name: `v${OLDER}`, exact: true}).tap();
  await expect(page).toHaveURL(new RegExp(`/docs/${OLDER.replace(/\./g, '\\.')}/api/search\\.html#pagination$`));
  await expect(page.getByRole('button', {name: `API version: v${OLDER}`})).toBeVisible();
  // The finger rests where it tapped: the menu closes all the same, and opens again with a tap on its button.
  await expect(menu).toBeHidden();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await page.getByRole('button', {name: `API version: v${OLDER}`}).tap();
  await expect(menu).toBeVisible();
  await expect(menu.locator('.dropdown__link--active')).toHaveText(`v${OLDER}`);
});

test('on a phone a tap opens the version menu and another closes it; the page scrolling leaves it open, a tap elsewhere closes it', async ({page}) => {
  test.skip(!isPhone(page), 'on a desktop the menu opens on hover');
  await page.goto(`/docs/${LATEST_VERSION}/api/search.html`);
  await hydrated(page);
  const button = page.getByRole('button', {name: `API version: v${LATEST_VERSION}`});
  const menu = page.locator('.navbar__items .dropdown:has(> .api-version-dropdown) .dropdown__menu');
  await button.tap();
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // The page moves under the menu (a section's image loading, a scroll the app makes): the menu stays.
  await page.locator('[id="group-results"]').evaluate((heading) => heading.scrollIntoView());
  await painted(page);
  await expect(menu).toBeVisible();
  await button.tap();
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.tap();
  await expect(menu).toBeVisible();
  await page.locator('article h1').tap();
  await expect(menu).toBeHidden();
});

test('the menu says which versions lack the page being read, and the switch to one opens its API introduction and says where the page is', async ({page}) => {
  const lacking = versions.find((v) => !apiPageExistsIn('natural-language-search', v))!;
  await page.goto(`/docs/${LATEST_VERSION}/api/natural-language-search.html`);
  await hydrated(page);
  const dropdown = await openDropdown(page);
  const item = versionItem(dropdown.locator('.dropdown__menu'), lacking);
  // Before the pick.
  await expect(item).toHaveText(`v${lacking} no such page`);
  await expect(dropdown.locator('.dropdown__menu').getByRole('link', {name: `v${LATEST_VERSION}`, exact: true})).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/docs/${lacking.replace(/\./g, '\\.')}/api/$`));
  // After it: what is shown instead, the versions that have the page, and a way to the nearest of them.
  const notice = page.getByRole('status').filter({hasText: 'is not in'});
  await expect(notice).toContainText(`Natural Language Search is not in v${lacking}: it is documented from v`);
  await expect(notice).toContainText(`Showing the API reference of v${lacking} instead.`);
  const nearest = notice.getByRole('link', {name: /^Open it in v/});
  const nearestVersion = (await nearest.textContent())!.replace('Open it in v', '');
  expect(apiPageExistsIn('natural-language-search', nearestVersion)).toBe(true);
  await expect(nearest).toHaveAttribute('href', `/docs/${nearestVersion}/api/natural-language-search.html`);
  await nearest.click();
  await expect(page.locator('article h1')).toHaveText('Natural Language Search');
});

test('the menu says which versions lack the parameter being read, and the switch to one says from which version it exists', async ({page}) => {
  const lacking = versions.find((v) => apiPageExistsIn('search', v) && v.startsWith('0.2'))!;
  await page.goto(`/docs/${LATEST_VERSION}/api/search.html#enable_lazy_filter`);
  await hydrated(page);
  const dropdown = await openDropdown(page);
  const menu = dropdown.locator('.dropdown__menu');
  const item = versionItem(menu, lacking);
  await expect(item).toHaveText(`v${lacking} no enable_lazy_filter`);
  // A version that has the row says nothing more.
  await expect(menu.getByRole('link', {name: `v${LATEST_VERSION}`, exact: true})).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/docs/${lacking.replace(/\./g, '\\.')}/api/search\\.html#enable_lazy_filter$`));
  const notice = page.getByRole('status').filter({hasText: 'is not in'});
  await expect(notice).toContainText(`enable_lazy_filter is not in v${lacking}: it is documented from v27.0 on.`);
  await expect(notice).toContainText('This page has no section #enable_lazy_filter');
  const nearest = notice.getByRole('link', {name: /^Open it in v/});
  const nearestVersion = (await nearest.textContent())!.replace('Open it in v', '');
  await expect(nearest).toHaveAttribute('href', `/docs/${nearestVersion}/api/search.html#enable_lazy_filter`);
});

test('a switch from a row that every version has says nothing of it', async ({page}) => {
  await page.goto(`/docs/${LATEST_VERSION}/api/search.html#pagination`);
  await hydrated(page);
  const dropdown = await openDropdown(page);
  await expect(dropdown.locator('.dropdown__menu').getByRole('link', {name: `v${OLDER}`, exact: true})).toBeVisible();
  // The versions before the search page had its own page say so: the menu has read what each version has.
  await expect(dropdown.locator('.dropdown__menu .api-version-dropdown__note').filter({hasText: 'no such page'}).first()).toBeAttached();
  await expect(dropdown.locator('.dropdown__menu .api-version-dropdown__note').filter({hasText: /^no (?!such page)/})).toHaveCount(0);
});

test('a version picked in the phone menu closes the menu', async ({page}) => {
  test.skip(!isPhone(page), 'phones only');
  await page.goto(`/docs/${LATEST_VERSION}/api/search.html`);
  await hydrated(page);
  const item = (await mainMenu(page)).locator('li.menu__list-item:has(.api-version-dropdown)');
  const expand = item.getByRole('button', {name: 'Expand the dropdown'});
  if (await expand.isVisible()) {
    await expand.click();
  }
  await item.getByRole('link', {name: `v${OLDER}`, exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`/docs/${OLDER.replace(/\./g, '\\.')}/api/search\\.html$`));
  await expect(page.getByRole('heading', {level: 1, name: 'Search'})).toBeVisible();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

test('scrolls the reader did not make write no heading into the address, which the next switch would carry', async ({page}) => {
  const latestSearch = new RegExp(`/docs/${LATEST_VERSION.replace(/\./g, '\\.')}/api/search\\.html$`);
  /** Scrolls a heading into view as a tool does (a test's click on a menu item scrolled the window, too), and lets the page see it. */
  const scrollNotByTheReader = async (id: string) => {
    await page.locator(`[id="${id}"]`).evaluate((heading) => heading.scrollIntoView());
    await page.clock.runFor(READING.hashUpdateIntervalMs * 2);
  };
  // The page's clock stands still from here on: however slow the machine, each scroll below comes within
  // READING.readerScrollWindowMs of the reader's last input, when a scroll after an input counts as the reader's.
  await page.clock.install();
  await page.goto(`/docs/${OLDER}/api/search.html`);
  await hydrated(page);
  if (isPhone(page)) {
    // The page's headings, which follow the scroll, are in the menu, which the theme renders once the page is idle.
    await expect(page.locator('.navbar-sidebar').getByRole('list', {name: 'On this page', includeHidden: true})).toBeAttached();
  }
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  // A click on the page before (the old version's banner) is not the reader's input on the next one.
  await page.getByRole('note').getByRole('link', {name: `v${LATEST_VERSION}`}).click();
  // A switch opens the other version after the click's next paint (src/versioning/version-targets.ts): the page's clock, which stands still, lets it.
  await page.clock.runFor(100);
  await expect(page).toHaveURL(latestSearch);
  await expect(page.locator('article h1')).toHaveText('Search');
  await scrollNotByTheReader('pagination');
  await expect(page).toHaveURL(latestSearch);
  // Nor is a press on the version menu's button, which works the menu and does not scroll the page.
  const button = page.locator('.navbar__items .api-version-dropdown');
  await (isPhone(page) ? button.tap() : button.click());
  await scrollNotByTheReader('group-results');
  await expect(page).toHaveURL(latestSearch);
  // The press opened the menu, and the scroll left it open: the reader picks from it (a second press would close it).
  const older = page.locator('.navbar__items .dropdown:has(> .api-version-dropdown)').getByRole('link', {name: `v${OLDER}`, exact: true});
  await expect(older).toBeVisible();
  await older.click();
  await page.clock.runFor(100);
  await expect(page).toHaveURL(new RegExp(`/docs/${OLDER.replace(/\./g, '\\.')}/api/search\\.html$`));
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

      // An item names the version, and says when the version lacks the page (the latest lacks some old pages).
      await versionItem(await openDropdown(page), LATEST_VERSION).click();
      await expect(page).toHaveURL(new RegExp(`${latestTarget.replace(/\./g, '\\.')}$`));
      await versionItem(await openDropdown(page), version).click();
      await expect(page).toHaveURL(new RegExp(`/docs/${version.replace(/\./g, '\\.')}/api/${apiPageExistsIn(pageName, LATEST_VERSION) ? `${pageName}\\.html` : ''}$`));

      await page.goto(oldUrl);
      await hydrated(page);
      await page.getByRole('note').getByRole('link', {name: `v${LATEST_VERSION}`}).click();
      await expect(page).toHaveURL(new RegExp(`${latestTarget.replace(/\./g, '\\.')}$`));
      await expect(page.getByRole('note').filter({hasText: 'old version'})).toHaveCount(0);
    });
  }
});
