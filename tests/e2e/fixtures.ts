/**
 * Shared fixtures of the browser tests:
 * - every test fails on a console error or an uncaught page error, unless it
 *   declares the errors it expects (`allowedConsoleErrors`);
 * - Google's gtag.js is answered with an empty script (these machines have no
 *   internet), so that pages behave as with analytics on, and tests observe
 *   `window.dataLayer`.
 */
import {test as base, expect, type Page} from '@playwright/test';

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

/** Waits until React has hydrated the page (Docusaurus marks the <html> element). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
}

/** Opens the sidebar on a phone (it lives in the navbar menu there); a no-op on desktop. */
export async function openSidebar(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const back = page.locator('.navbar-sidebar__back');
    // The secondary menu (the doc sidebar) shows first when there is one.
    if (await back.isVisible().catch(() => false)) {
      return;
    }
  }
}
