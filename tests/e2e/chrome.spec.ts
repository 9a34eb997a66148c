/** The site's chrome: navbar, logo, theme toggle, edit links, code blocks and language tabs. */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, holdAppScript, hydrated, isPhone, mainMenu, openPhoneMenu, painted, shownShare, tapTab} from './fixtures';
import {LATEST_VERSION, SITE} from '../../src/constants';
import {SEARCH_BUTTON} from '../../src/search-messages';

const LATEST = `/docs/${LATEST_VERSION}`;

test('the navbar links the sections, the roadmap, GitHub and search', async ({page}) => {
  await page.goto('/docs/guide/');
  await hydrated(page);
  const nav = await mainMenu(page);
  await expect(nav.getByRole('link', {name: 'Docs Home'})).toHaveAttribute('href', '/docs/');
  await expect(nav.getByRole('link', {name: 'Overview'})).toHaveAttribute('href', '/docs/overview/');
  await expect(nav.getByRole('link', {name: 'Guide', exact: true})).toHaveAttribute('href', '/docs/guide/');
  await expect(nav.getByRole('link', {name: 'API Reference'})).toHaveAttribute('href', `${LATEST}/api/`);
  await expect(nav.getByRole('link', {name: 'Help', exact: true})).toHaveAttribute('href', '/docs/help.html');
  await expect(nav.getByRole('link', {name: /Roadmap/})).toHaveAttribute('href', SITE.roadmapUrl);
  await expect(nav.getByRole('link', {name: 'Typesense on GitHub'})).toHaveAttribute('href', SITE.serverRepositoryUrl);
});

test("the home page's API card names every language of the latest version's samples", async ({page}) => {
  await page.goto('/docs/');
  const card = page.getByRole('link', {name: new RegExp(`API Reference \\(v${LATEST_VERSION.replace('.', '\\.')}\\)`)});
  await expect(card).toContainText('with requests in Shell, JavaScript, PHP, Python, Ruby, Java, Go, Dart, and Swift.');
});

test('the logo is shown at 150×42 and leads home', async ({page}) => {
  await page.goto('/docs/guide/');
  const logo = page.locator('.navbar__logo img').first();
  await expect(logo).toBeVisible();
  const box = await logo.boundingBox();
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([150, 42]);
  await expect(page.locator('.navbar__inner a.navbar__brand')).toHaveAttribute('href', '/docs/');
});

for (const [colorScheme, logo, otherLogo] of [
  ['light', 'logo.svg', 'logo-dark.svg'],
  ['dark', 'logo-dark.svg', 'logo.svg'],
] as const) {
  test(`a first visit in the ${colorScheme} theme downloads its own logo and not the other theme's`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    const logos: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop()!;
      if (/^logo(-dark)?\.svg$/.test(file)) logos.push(file);
    });
    await page.goto(`${LATEST}/api/collections.html`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The logo shown is drawn: fetched, decoded, at its size.
    const shown = page.locator('.navbar__logo img').filter({visible: true});
    await expect(shown).toHaveAttribute('src', `/docs/img/${logo}`);
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(logos).toEqual([logo]);
    expect(logos).not.toContain(otherLogo);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the ${colorScheme} logo draws its wordmark within its box, in the fonts this machine has`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await page.goto('/docs/guide/');
    await hydrated(page);
    const src = await page.locator('.navbar__logo img').filter({visible: true}).getAttribute('src');
    // The navbar shows the SVG as an image; drawn inline in the page, its shapes can be measured in the same fonts.
    const drawn = await page.evaluate(async (url) => {
      const holder = document.createElement('div');
      holder.innerHTML = await (await fetch(url)).text();
      document.body.append(holder);
      const svg = holder.querySelector('svg')!;
      const shapes = Array.from(svg.querySelectorAll<SVGGraphicsElement>('rect, circle, path, text')).map((shape) => {
        const box = shape.getBBox();
        return {shape: shape.outerHTML.slice(0, 40), left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height};
      });
      const {width, height} = svg.viewBox.baseVal;
      holder.remove();
      return {shapes, width, height};
    }, src!);
    expect(drawn.shapes.some(({shape}) => shape.startsWith('<text'))).toBe(true);
    const outside = drawn.shapes.filter(({left, top, right, bottom}) => left < 0 || top < 0 || right > drawn.width || bottom > drawn.height);
    expect(outside, `shapes beyond the box 0 0 ${drawn.width} ${drawn.height}`).toEqual([]);
  });
}

test('the phone menu is laid out only while it is open, and its links stay in view as it slides shut', async ({page}) => {
  test.skip(!isPhone(page), 'the menu drawer is the phone layout');
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  const drawer = page.locator('.navbar-sidebar');
  await expect(drawer).toHaveCSS('content-visibility', 'hidden');
  // Slow slides, so that the closing one can be looked at halfway.
  await page.addStyleTag({content: ':root { --ifm-transition-fast: 60s; }'});
  await openPhoneMenu(page);
  await expect(drawer).toHaveCSS('content-visibility', 'visible');
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
  await expect(drawer.getByRole('link', {name: 'Documents', exact: true})).toBeVisible();
  await drawer.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(drawer).toHaveCSS('content-visibility', 'visible');
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
  await expect(drawer).toHaveCSS('content-visibility', 'hidden');
});

test('on a phone, the Search button is all its own to tap, and its name promises no keyboard shortcut', async ({page}) => {
  test.skip(!isPhone(page), 'the phone navbar');
  await page.goto('/docs/guide/');
  await hydrated(page);
  const button = page.locator('.navbar .DocSearch-Button');
  const box = (await button.boundingBox())!;
  // No other link or button of the bar shows a box over the button's, or beside its edge, where a thumb lands.
  const others = await page.locator('.navbar__inner').locator('a, button').evaluateAll((elements) =>
    elements
      .filter((element) => !element.classList.contains('DocSearch-Button') && element.getClientRects().length > 0)
      .map((element) => {
        const {x, y, width, height} = element.getBoundingClientRect();
        return {name: element.getAttribute('aria-label') ?? element.textContent ?? '', x, y, width, height};
      }),
  );
  const tapMarginPx = 8;
  const overlapping = others.filter(
    (other) => other.x < box.x + box.width + tapMarginPx && other.x + other.width > box.x - tapMarginPx && other.y < box.y + box.height && other.y + other.height > box.y,
  );
  expect(overlapping).toEqual([]);
  // A tap on the button's left edge lands on it.
  const hit = await page.evaluate(({x, y}) => document.elementFromPoint(x, y)?.closest('.DocSearch-Button') !== null, {x: box.x + 1, y: box.y + box.height / 2});
  expect(hit).toBe(true);
  await expect(button).toHaveAccessibleName(SEARCH_BUTTON.text);
  // GitHub is in the phone menu.
  await openPhoneMenu(page);
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Typesense on GitHub'})).toBeVisible();
});

/** Chooses the dark theme with the toggle, on a page in the light one: the choice is stored. */
async function chooseDarkTheme(page: Page): Promise<void> {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await mainMenu(page);
  // On phones the toggle sits in the header of the navbar's menu.
  const toggle = page.locator(isPhone(page) ? '.navbar-sidebar__brand' : '.navbar').getByRole('button', {name: /dark and light mode/});
  // The toggle cycles through system, light and dark.
  for (let i = 0; i < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; i += 1) {
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

test('the theme toggle switches between light and dark', async ({page}) => {
  await chooseDarkTheme(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

const MAIN_STYLESHEET = /\/assets\/css\/styles\.[0-9a-f]+\.css$/;

/** How light a computed `rgb()` colour looks, from 0 (black) to 1 (white): Rec. 709 weights of its channels. */
function luminance(color: string): number {
  const [r, g, b] = color.match(/[\d.]+/g)!.map(Number).map((c) => c / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

for (const how of ['stored', 'the system’s'] as const) {
  test(`with ${how} dark theme, the page is dark before its stylesheet arrives`, async ({page}) => {
    if (how === 'stored') {
      await chooseDarkTheme(page);
    } else {
      await page.emulateMedia({colorScheme: 'dark'});
    }
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(MAIN_STYLESHEET, async (route) => {
      await held;
      await route.continue();
    });
    const url = `${LATEST}/api/search.html`;
    void page.goto(url).catch(() => {});
    await page.waitForURL(url, {waitUntil: 'commit'});
    // Whenever the browser paints before the stylesheet, or between its arrival and the body's scripts, this is the page.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const early = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    release();
    await hydrated(page);
    const styled = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(luminance(styled)).toBeLessThan(0.2);
    expect(early).toBe(styled);
  });
}

test.describe('without the stylesheet', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

  test('a page in the dark theme is painted dark', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.route(MAIN_STYLESHEET, (route) => route.abort());
    await page.goto(`${LATEST}/api/search.html`);
    const shot = await page.screenshot({clip: {x: 0, y: 0, width: 8, height: 8}});
    const corner = await page.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return `rgb(${r}, ${g}, ${b})`;
    }, shot.toString('base64'));
    expect(luminance(corner)).toBeLessThan(0.2);
  });
});

test('content pages link to their source and say when they last changed', async ({page}) => {
  await page.goto(`${LATEST}/api/collections.html`);
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${SITE.repositoryUrl}/edit/${SITE.repositoryBranch}/versioned_docs/version-${LATEST_VERSION}/api/collections.md`,
  );
  await expect(page.locator('.theme-last-updated')).toContainText('Last updated');
});

test('code blocks have a copy button and no line numbers', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  const block = page.locator('.theme-code-block:visible').first();
  await expect(block.locator('[class*="codeLineNumber"]')).toHaveCount(0);
  await block.hover();
  await block.getByRole('button', {name: /Copy/}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(10);
  const shown = await block.locator('code').innerText();
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  expect(lines(copied)).toEqual(lines(shown));
});

/** The search page's "Search parameters" heading and its copy button, once an interaction has brought the headings' buttons (src/components/CopySectionButton). */
async function headingWithCopyButton(page: Page) {
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  await page.keyboard.press('Shift');
  const heading = page.locator('article .theme-doc-markdown h2#search-parameters');
  const button = heading.getByRole('button', {name: 'Copy section as Markdown'});
  await expect(button).toBeAttached();
  return {heading, button};
}

test("a heading's # link and copy button show on hover and focus, and are hidden by colour, not as layers of their own", async ({page}) => {
  const {heading, button} = await headingWithCopyButton(page);
  const link = heading.locator('a.hash-link');
  // An opacity below 1 or a position would make each a layer, hit-tested on every tap of the page.
  for (const element of [link, button]) {
    await expect(element).toHaveCSS('opacity', '1');
    await expect(element).toHaveCSS('position', 'static');
  }
  expect(await shownShare(link)).toBe(0);
  // On a touch screen the copy button is always there, faint; elsewhere it is hidden with the link.
  expect(await shownShare(button)).toBe(isPhone(page) ? 0.6 : 0);
  await heading.hover({position: {x: 5, y: 5}});
  await expect.poll(() => shownShare(link)).toBe(1);
  await expect.poll(() => shownShare(button)).toBe(1);
  if (!isPhone(page)) {
    await page.mouse.move(0, 0);
    await expect.poll(() => shownShare(link)).toBe(0);
    // The keyboard shows them too.
    await link.focus();
    await expect.poll(() => shownShare(link)).toBe(1);
    await button.focus();
    await expect.poll(() => shownShare(button)).toBe(1);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`in the ${colorScheme} theme, a heading's copy icon shows its back sheet only where the front one does not cover it`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    const {heading, button} = await headingWithCopyButton(page);
    await heading.hover({position: {x: 5, y: 5}});
    await expect.poll(() => shownShare(button)).toBe(1);
    // The front sheet (::after) is filled with the page's colour: opaque, or the back sheet's lines show through it.
    const colours = await button.evaluate((node) => ({
      frontSheet: getComputedStyle(node, '::after').backgroundColor,
      page: getComputedStyle(document.documentElement).backgroundColor,
    }));
    expect(colours.frontSheet).toBe(colours.page);
    expect(colours.frontSheet).toMatch(/^rgb\(/);
  });
}

test('code blocks that scroll sideways offer word wrap, in hidden tabs too once shown', async ({page}) => {
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  const blocks = page.locator('.theme-code-block');
  /** For each shown block (by its index among all blocks): whether it is wider than its box, and whether it offers word wrap. */
  const shownBlocks = () =>
    blocks.evaluateAll((elements) =>
      elements.flatMap((block, index) => {
        const pre = block.querySelector('pre')!;
        return pre.clientWidth === 0
          ? []
          : [{index, scrolls: pre.scrollWidth > pre.clientWidth, offersWrap: block.querySelector('button[aria-label="Toggle word wrap"]') !== null}];
      }),
    );
  const consistent = async () => (await shownBlocks()).every(({scrolls, offersWrap}) => scrolls === offersWrap);
  // A block is measured once the browser renders it, and it does not render a block far from the view
  // (src/theme/DocItem/Content/offscreen-blocks.ts): the reader reads the page down to its end.
  const readThrough = async () => {
    for (let top = 0; top < (await page.evaluate(() => document.documentElement.scrollHeight)); top += await page.evaluate(() => window.innerHeight)) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await painted(page);
    }
  };
  await readThrough();
  await expect.poll(consistent).toBe(true);
  const shown = await shownBlocks();
  expect(shown.some(({scrolls}) => !scrolls)).toBe(true);
  const wide = shown.find(({scrolls}) => scrolls);
  expect(wide).toBeDefined();

  // Wrapping makes the block fit; the button stays, to unwrap it.
  const block = blocks.nth(wide!.index);
  const scrolls = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect.poll(scrolls).toBe(false);
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect.poll(scrolls).toBe(true);

  // Blocks of a tab that was hidden are measured once it is shown.
  await tapTab(page.locator('.language-tabs').first().getByRole('tab', {name: 'Python'}));
  await readThrough();
  await expect.poll(consistent).toBe(true);
});

test('hydration adopts the served tabs and code blocks rather than rendering them again', async ({page}) => {
  // The app's script is held back until the served elements are marked.
  const releaseApp = await holdAppScript(page);
  // Not until "load": the app's scripts, requested after the first paint, hold the load event back.
  await page.goto(`${LATEST}/api/search.html`, {waitUntil: 'domcontentloaded'});
  const served = page.locator('.language-tabs, .theme-code-block pre');
  const markedCount = await served.evaluateAll((elements) => {
    for (const element of elements) {
      element.setAttribute('data-served', '');
    }
    return elements.length;
  });
  expect(markedCount).toBeGreaterThan(50);
  releaseApp();
  await hydrated(page);
  // The theme re-mounted every tab group in the render that follows hydration; give it a frame.
  await painted(page);
  await expect(served).toHaveCount(markedCount);
  expect(await page.locator('.language-tabs:not([data-served]), .theme-code-block pre:not([data-served])').count()).toBe(0);
  // Adopted, not inert: the tabs still switch.
  const tabs = page.locator('.language-tabs').first();
  await tapTab(tabs.getByRole('tab', {name: 'Python'}));
  await expect(tabs.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
});

test('code block buttons are rendered after the page hydrates, not in the render that follows it', async ({page}) => {
  // React tells a devtools hook of each commit: note, at each one, how many code block buttons the page has.
  await page.addInitScript(() => {
    const buttonsAtCommits: number[] = [];
    Object.assign(window, {
      buttonsAtCommits,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: () => buttonsAtCommits.push(document.querySelectorAll('.theme-code-block button').length),
      },
    });
  });
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  await expect(page.locator('.theme-code-block').first().getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  const buttonsAtCommits = await page.evaluate(() => (window as unknown as {buttonsAtCommits: number[]}).buttonsAtCommits);
  // The hydration, then the render of what waits for the browser (which held every block's buttons), then the buttons.
  expect(buttonsAtCommits[0]).toBe(0);
  expect(buttonsAtCommits[1]).toBe(0);
  expect(buttonsAtCommits.at(-1)).toBeGreaterThan(50);
});

test('on a phone, the served sidebar is kept, hidden, after hydration, and its headings do not follow the scroll', async ({page}) => {
  test.skip(!isPhone(page), 'beside the page the sidebar is shown');
  const releaseApp = await holdAppScript(page);
  await page.goto(`${LATEST}/api/search.html`, {waitUntil: 'domcontentloaded'});
  const servedMenu = page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu');
  await servedMenu.evaluate((menu) => menu.setAttribute('data-served', ''));
  releaseApp();
  await hydrated(page);
  // The navbar's menu gets its own copy of the sidebar once the page has hydrated; by then the theme had removed the served one.
  const menuHeadings = page.locator('.navbar-sidebar').getByRole('list', {name: 'On this page', includeHidden: true});
  await expect(menuHeadings).toBeAttached();
  await expect(page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu[data-served]')).toHaveCount(1);
  await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
  // The menu's headings follow the scroll; the hidden sidebar's do not.
  await page.locator('#filter-results').evaluate((heading) => heading.scrollIntoView());
  await expect(menuHeadings.locator('a[aria-current="location"]')).toHaveAttribute('href', '#filter-results');
  await expect(page.locator('.theme-doc-sidebar-container a[href="#filter-results"]')).not.toHaveAttribute('aria-current', 'location');
});

test('language tabs stay in sync across the site and remember the choice', async ({page}) => {
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  const tabs = page.locator('.language-tabs');
  await tapTab(tabs.first().getByRole('tab', {name: 'Python'}));
  // Every set of tabs on the page follows.
  for (const set of await tabs.all()) {
    await expect(set.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  }
  // Another page, and after a reload, too.
  await page.goto(`${LATEST}/api/documents.html`);
  await hydrated(page);
  await expect(page.locator('.language-tabs').first().getByRole('tab', {name: 'Python'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.reload();
  await hydrated(page);
  await expect(page.locator('.language-tabs').first().getByRole('tab', {name: 'Python'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('"Copy page" puts the page’s Markdown on the clipboard', async ({page, context, request}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await request.get(`${LATEST}/api/collections.md`)).text();
  expect(copied).toBe(twin);
  expect(copied.split('\n').slice(0, 3)).toEqual([expect.stringContaining('/docs/llms.txt'), '', '# Collections']);
});

test('pages of older versions have their Markdown to copy too', async ({page, context, request}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const versions: string[] = JSON.parse(fs.readFileSync(path.join(__dirname, '../../versions.json'), 'utf8'));
  const oldest = versions[versions.length - 1]!;
  await page.goto(`/docs/${oldest}/api/collections.html`);
  await hydrated(page);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await (await request.get(`/docs/${oldest}/api/collections.md`)).text());
  expect(copied).toContain(`*Typesense v${oldest}, an older version.`);
});
