/**
 * Shared fixtures of the browser tests:
 * - every test fails on a console error or an uncaught page error, unless it
 *   declares the errors it expects (`allowedConsoleErrors`);
 * - Google's gtag.js is answered with an empty script (these machines have no
 *   internet), so that pages behave as with analytics on, and tests observe
 *   `window.dataLayer`.
 */
import {test as base, expect, type Locator, type Page} from '@playwright/test';
import {FIRST_PAINT_SKIP_ATTRIBUTE} from '../../src/theme/DocItem/Content/large-blocks';

type Fixtures = {
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, allowedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(`console.error: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await page.route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({status: 200, contentType: 'text/javascript', body: '/* gtag.js stand-in */'}),
      );
      await use(errors);
      const unexpected = errors.filter((error) => !allowedConsoleErrors.some((allowed) => allowed.test(error)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 997;
}

/**
 * How much of an element the reader sees, 0 to 1: its colour's alpha times its opacity. The headings' `#` links
 * and copy buttons are hidden at rest by a transparent colour (src/css/custom.css), the theme's by opacity.
 */
export async function shownShare(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const {color, opacity} = getComputedStyle(node);
    // rgb(r, g, b), rgba(r, g, b, a) or color(srgb r g b / a) (a colour mixed with `transparent`).
    const alpha = /(?:rgba\((?:[^,]*,){3}|\/)\s*([\d.]+)\)$/.exec(color);
    return (alpha ? Number(alpha[1]) : 1) * Number(opacity);
  });
}

/**
 * Holds the app's script back until the returned function is called: a test can look at (and mark) the page
 * the server rendered before the app hydrates it.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * How long a page may take to hydrate with its CPU slowed 4× (a phone's, as Lighthouse has it): the 30.2
 * search page took up to 10 s, the assertions' default, on a busy 2-core machine with two test workers.
 */
export const SLOWED_CPU_HYDRATION_MS = 30_000;

/** Waits until React has hydrated the page (Docusaurus marks the <html> element); `timeout` for a page slowed down on purpose. */
export async function hydrated(page: Page, {timeout}: {timeout?: number} = {}): Promise<void> {
  // A locator assertion polls from the test, so it works under a paused page clock too.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout});
}

/**
 * Waits until the page's blocks are all laid out: a page opened from a link skips those far below from its first
 * paint, at a guessed height, until the browser is idle (src/theme/DocItem/Content/offscreen-blocks.ts). For a test
 * that measures a place far down before it scrolls there.
 */
export async function laidOut(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute(FIRST_PAINT_SKIP_ATTRIBUTE);
}

/**
 * Waits for two frames: what the page rendered has been painted, and the compositor, which hit-tests wheel and
 * touch input on its own, knows of it (a menu just opened scrolls under the pointer, not the page behind it).
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Taps a sample group's tab as a reader would, its row in the middle of the screen. Playwright brings what it clicks
 * into view itself, and may scroll the page up to do it; the theme's back-to-top button, which a scroll up shows,
 * can then come up in the bottom corner where a phone's tab row ends, between the tap's press on the tab and its
 * release on the button: no click on the tab.
 */
export async function tapTab(tab: Locator): Promise<void> {
  await centreTab(tab);
  await tab.click();
}

/** Brings a sample group's tab, and its row, to the middle of the screen, painted there: what tapTab does before its tap. */
export async function centreTab(tab: Locator): Promise<void> {
  await tab.evaluate((element) => element.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'}));
  await painted(tab.page());
}

/** On phones, opens the navbar's menu (which holds the main menu and the doc sidebar). */
export async function openPhoneMenu(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
}

/** The navbar's links: on phones, the main panel of the navbar's menu, opened first. */
export async function mainMenu(page: Page): Promise<Locator> {
  if (!isPhone(page)) {
    return page.locator('.navbar');
  }
  await openPhoneMenu(page);
  // A page with a doc sidebar opens the menu on its own panel; the main one is a step back.
  const items = page.locator('.navbar-sidebar__items');
  if (await items.evaluate((element) => element.classList.contains('navbar-sidebar__items--show-secondary'))) {
    await page.getByRole('button', {name: /Back to main menu/}).click();
    await expect(items).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
  }
  return page.locator('.navbar-sidebar__item').first();
}

/** The doc sidebar: on phones, the second panel of the navbar's menu, opened first. */
export async function sidebar(page: Page): Promise<Locator> {
  if (!isPhone(page)) {
    return page.locator('.theme-doc-sidebar-container');
  }
  await openPhoneMenu(page);
  await expect(page.locator('.navbar-sidebar__items')).toHaveClass(/navbar-sidebar__items--show-secondary/);
  return page.locator('.navbar-sidebar__item').nth(1);
}

/** A client-side navigation: a click on a link of the doc sidebar. */
export async function navigateTo(page: Page, linkName: string): Promise<void> {
  await (await sidebar(page)).getByRole('link', {name: linkName, exact: true}).first().click();
}

/**
 * Runs `open`, a click that zooms an image or a diagram, and waits for medium-zoom's
 * `medium-zoom:opened` event. Until then medium-zoom ignores Escape, resize and scroll, and
 * no CSS animation running is not enough: the frame in which its transition ends runs the
 * scroll handlers before it sends the `transitionend` that medium-zoom waits for.
 */
export async function zoomOpenedBy(page: Page, open: () => Promise<void>): Promise<void> {
  // The event does not bubble, and a diagram's zoomed image only exists after the click:
  // a listener on the document in the capture phase sees it on any image.
  const opened = await page.evaluateHandle(() => ({
    done: new Promise<void>((resolve) => {
      document.addEventListener('medium-zoom:opened', () => resolve(), {capture: true, once: true});
    }),
  }));
  await open();
  await opened.evaluate(({done}) => done);
  await opened.dispose();
}
