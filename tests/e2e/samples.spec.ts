/**
 * Code samples as a reader uses them: nine languages in a fixed order, the
 * choice followed across the page, the site and visits, carried by a link
 * (`?language=go`); a tab row that fits a phone and works from the keyboard;
 * a copy button that copies what is shown; and the code of a language
 * downloaded when the reader reads it, not before.
 */
import {test, expect, centreTab, holdAppScript, hydrated, isPhone, laidOut, navigateTo, tapTab} from './fixtures';
import {LATEST_VERSION} from '../../src/constants';
import {SAMPLE_LANGUAGES} from '../../src/versioning/sample-languages';
import {codeLanguage} from '../../src/components/LanguageTabs/languages';

const LATEST = `/docs/${LATEST_VERSION}`;
const LABELS = SAMPLE_LANGUAGES.map((language) => codeLanguage(language).label);
const CODE_FILE = /\/assets\/code\/[0-9a-f]+\.json$/;

/** The text of the code blocks shown in the selected tab of each group. */
function shownCode(page: import('@playwright/test').Page) {
  return page.locator('.language-tabs + div > [role="tabpanel"]:not([hidden]) pre code');
}

/** The code files the page requests from now on, as they are requested (or, with `'requestfinished'`, as they arrive). */
function codeFilesRequested(page: import('@playwright/test').Page, event: 'request' | 'requestfinished' = 'request'): string[] {
  const files: string[] = [];
  const record = (request: import('@playwright/test').Request) => {
    if (CODE_FILE.test(new URL(request.url()).pathname)) files.push(request.url());
  };
  if (event === 'request') page.on('request', record);
  else page.on('requestfinished', record);
  return files;
}

/** At the next frame the page paints: its code blocks, how many of them are empty, and the page's height. */
function codeAtFirstFrame(page: import('@playwright/test').Page): Promise<{blocks: number; empty: number; height: number}> {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => {
          const blocks = [...document.querySelectorAll('.theme-code-block pre code')];
          resolve({
            blocks: blocks.length,
            empty: blocks.filter((code) => code.textContent === '').length,
            height: document.documentElement.scrollHeight,
          });
        }),
      ),
  );
}

test('every sample group of the latest version offers the nine languages, in one order', async ({page}) => {
  await page.goto(`${LATEST}/api/synonyms.html`);
  await hydrated(page);
  const groups = await page.locator('.language-tabs').all();
  expect(groups.length).toBeGreaterThan(3);
  for (const group of groups) {
    await expect(group.getByRole('tab')).toHaveText(LABELS);
  }
});

test('a language picked on one page is shown on the next, after a reload, and its code is there', async ({page}) => {
  await page.goto(`${LATEST}/api/synonyms.html`);
  await hydrated(page);
  await tapTab(page.locator('.language-tabs').first().getByRole('tab', {name: 'PHP'}));
  for (const group of await page.locator('.language-tabs').all()) {
    await expect(group.getByRole('tab', {name: 'PHP'})).toHaveAttribute('aria-selected', 'true');
  }
  await expect(shownCode(page).first()).toContainText('$client');

  // The next page, opened inside the app: its code arrives with it.
  await navigateTo(page, 'Curation');
  await page.waitForURL('**/curation.html');
  await expect(page.locator('.language-tabs').first().getByRole('tab', {name: 'PHP'})).toHaveAttribute('aria-selected', 'true');
  await expect(shownCode(page).first()).toContainText('$client');
  // In the page, rendered or not: a block far from the view is not rendered (src/theme/DocItem/Content/offscreen-blocks.ts).
  for (const code of await shownCode(page).all()) {
    expect((await code.textContent())?.trim().length).toBeGreaterThan(0);
  }

  await page.reload();
  await hydrated(page);
  await expect(page.locator('.language-tabs').first().getByRole('tab', {name: 'PHP'})).toHaveAttribute('aria-selected', 'true');
  await expect(shownCode(page).first()).toContainText('$client');
});

test('a link with ?language=go opens Go in every group', async ({page}) => {
  await page.goto(`${LATEST}/api/collections.html?language=go`);
  await hydrated(page);
  for (const group of await page.locator('.language-tabs').all()) {
    await expect(group.getByRole('tab', {name: 'Go', exact: true})).toHaveAttribute('aria-selected', 'true');
  }
  await expect(shownCode(page).first()).toContainText('client.Collections()');
});

test("Go's tab-indented samples are shown 4 columns to a tab, not the browser's 8", async ({page}) => {
  await page.goto(`${LATEST}/api/collections.html?language=go`);
  await hydrated(page);
  const indented = shownCode(page).filter({hasText: /\n\t/}).first();
  await expect(indented).toBeVisible();
  expect(await indented.evaluate((code) => getComputedStyle(code.closest('pre')!).tabSize)).toBe('4');
});

test('the tab row of nine fits a phone: one row that scrolls sideways', async ({page}) => {
  test.skip(!isPhone(page), 'the phone layout');
  await page.goto(`${LATEST}/api/synonyms.html`);
  await hydrated(page);
  const row = page.locator('.language-tabs').first();
  const {tops, scrolls, fits} = await row.evaluate((list) => ({
    tops: [...list.querySelectorAll('[role="tab"]')].map((tab) => Math.round((tab as HTMLElement).offsetTop)),
    scrolls: list.scrollWidth > list.clientWidth,
    fits: list.getBoundingClientRect().right <= document.documentElement.clientWidth,
  }));
  expect(new Set(tops).size).toBe(1);
  expect(scrolls).toBe(true);
  expect(fits).toBe(true);
  // The last tab can be reached and picked.
  await tapTab(row.getByRole('tab', {name: 'Swift'}));
  await expect(row.getByRole('tab', {name: 'Swift'})).toBeInViewport();
  await expect(row.getByRole('tab', {name: 'Swift'})).toHaveAttribute('aria-selected', 'true');
});

test('a tap on a tab picks its language and leaves the text the reader selected as it was', async ({page}) => {
  await page.goto(`${LATEST}/api/synonyms.html`);
  await hydrated(page);
  const selected = await page
    .locator('article p')
    .first()
    .evaluate((paragraph) => {
      getSelection()!.selectAllChildren(paragraph);
      return getSelection()!.toString();
    });
  expect(selected).not.toBe('');
  const go = page.locator('.language-tabs').first().getByRole('tab', {name: 'Go', exact: true});
  // The tap itself: scrolling the tab into view first does not touch the selection.
  await centreTab(go);
  expect(await page.evaluate(() => getSelection()!.toString())).toBe(selected);
  await (isPhone(page) ? go.tap() : go.click());
  await expect(go).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => getSelection()!.toString())).toBe(selected);
});

test('the tabs work from the keyboard, as a tab list', async ({page}) => {
  await page.goto(`${LATEST}/api/synonyms.html`);
  await hydrated(page);
  const row = page.locator('.language-tabs').first();
  await expect(row).toHaveAttribute('role', 'tablist');
  await row.getByRole('tab', {name: 'Shell'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(row.getByRole('tab', {name: 'JavaScript'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(row.getByRole('tab', {name: 'Shell'})).toBeFocused();
});

test('the copy button copies the language shown, on the first page and on the next', async ({page, context}) => {
  test.skip(isPhone(page), 'the copy button appears on hover');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const copyShown = async (expected: string) => {
    const block = page.locator('.language-tabs + div > [role="tabpanel"]:not([hidden]) .theme-code-block').first();
    // A page opened in the app gets its code after it shows: copy once the reader's language is there.
    await expect(block.locator('code')).toContainText(expected);
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await block.locator('code').innerText();
    expect(copied.trim()).toBe(shown.trim());
    return copied;
  };
  await page.goto(`${LATEST}/api/synonyms.html`);
  await hydrated(page);
  await tapTab(page.locator('.language-tabs').first().getByRole('tab', {name: 'Python'}));
  expect(await copyShown('client.synonym_sets')).toContain('client.synonym_sets');
  await navigateTo(page, 'Stopwords');
  await page.waitForURL('**/stopwords.html');
  expect(await copyShown('client.stopwords')).toContain('client.stopwords');
});

test('a first visit downloads no code beyond the page; a language, when picked; a page opened in the app, its code and the reader’s language only', async ({page}) => {
  const codeFiles = codeFilesRequested(page);
  await page.goto(`${LATEST}/api/synonyms.html`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(codeFiles).toEqual([]);
  // The HTML holds the first tab of each group only.
  await expect(page.locator('.language-tabs + div > [role="tabpanel"]')).toHaveCount(await page.locator('.language-tabs').count());

  // The page's Java samples, when the reader picks Java: one file.
  await tapTab(page.locator('.language-tabs').first().getByRole('tab', {name: 'Java', exact: true}));
  await expect(shownCode(page).first()).toContainText('client.');
  expect(codeFiles).toHaveLength(1);

  await navigateTo(page, 'Stopwords');
  await page.waitForURL('**/stopwords.html');
  await expect(shownCode(page).first()).toContainText('client.stopwords()');
  // The blocks outside groups (responses) and the reader's language: two files more.
  expect(codeFiles).toHaveLength(3);

  // Another language, when the reader picks it (Go: typesense-dart has no stopwords call, so its tab has no code):
  // its file of this page, and of the page opened before, for when the reader goes back to it.
  await tapTab(page.locator('.language-tabs').first().getByRole('tab', {name: 'Go', exact: true}));
  await expect(shownCode(page).first()).toContainText('client.Stopwords()');
  await expect.poll(() => codeFiles.length).toBe(5);
});

test('the first page, opened again, shows its code at once from what its HTML held: nothing is fetched, nothing moves', async ({page}) => {
  const codeFiles = codeFilesRequested(page);
  await page.goto(`${LATEST}/api/synonyms.html`);
  await hydrated(page);
  // The page's height once its blocks are all laid out.
  await laidOut(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await navigateTo(page, 'Stopwords');
  await page.waitForURL('**/stopwords.html');
  // The page renders once its code is there (the URL changes before): its `page` file and Shell.
  await expect(page.locator('h1')).toHaveText('Stopwords');
  expect(codeFiles).toHaveLength(2);
  await page.goBack();
  await page.waitForURL('**/synonyms.html');
  // At the first frame of the page, every block has its code, and the page its height.
  const firstFrame = await codeAtFirstFrame(page);
  expect({empty: firstFrame.empty, height: firstFrame.height}).toEqual({empty: 0, height});
  expect(codeFiles).toHaveLength(2);
});

test('a page opened again after the reader picked another language shows that language at once', async ({page}) => {
  const finished = codeFilesRequested(page, 'requestfinished');
  await page.goto(`${LATEST}/api/synonyms.html`);
  await hydrated(page);
  await navigateTo(page, 'Stopwords');
  await expect(page.locator('h1')).toHaveText('Stopwords');
  await navigateTo(page, 'Curation');
  await expect(page.locator('h1')).toHaveText('Curation');
  // Each page opened in the app: its `page` file and Shell.
  await expect.poll(() => finished.length).toBe(4);
  await tapTab(page.locator('.language-tabs').first().getByRole('tab', {name: 'Go', exact: true}));
  await expect(shownCode(page).first()).toContainText('client.');
  // Go for this page and for the two opened before it.
  await expect.poll(() => finished.length).toBe(7);

  await page.goBack();
  await page.waitForURL('**/stopwords.html');
  const firstFrame = await codeAtFirstFrame(page);
  expect(firstFrame.blocks).toBeGreaterThan(0);
  expect(firstFrame.empty).toBe(0);
  await expect(shownCode(page).first()).toContainText('client.Stopwords()');
  expect(finished).toHaveLength(7);
});

test('a link’s language that no tab has (?language=__proto__) leaves the samples on Shell, here and on the next page', async ({page}) => {
  await page.goto(`${LATEST}/api/synonyms.html?language=__proto__`);
  await hydrated(page);
  await expect(page.locator('.language-tabs').first().getByRole('tab', {name: 'Shell'})).toHaveAttribute('aria-selected', 'true');
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await navigateTo(page, 'Stopwords');
  await page.waitForURL('**/stopwords.html');
  await expect(shownCode(page).first()).toContainText('curl');
  expect(loads).toEqual([]);
});

test('a client without a call for an operation sends the request with its language’s HTTP client, under a line that says what it lacks', async ({page}) => {
  // typesense-dart 0.5.1, the newest Dart release, has no synonym sets: package:http sends the request.
  await page.goto(`${LATEST}/api/synonyms.html?language=dart`);
  await hydrated(page);
  const code = shownCode(page).first();
  await expect(code).toContainText('// typesense-dart 0.5.1 has no synonym sets resource; package:http sends the request.');
  await expect(code).toContainText("final response = await http.put(");
  await expect(page.locator('[role="tabpanel"]:not([hidden]) .sample-unavailable')).toHaveCount(0);
});

test.describe('after a redeploy', () => {
  test.use({allowedConsoleErrors: [/the server responded with a status of 404/]});

  test('a page whose code is gone reloads instead of showing empty samples', async ({page}) => {
    await page.goto(`${LATEST}/api/synonyms.html`);
    await hydrated(page);
    // The redeploy: the code files of other pages are gone.
    await page.route(CODE_FILE, (route) => route.fulfill({status: 404, body: 'Not Found'}));
    const reloaded = page.waitForEvent('load');
    await navigateTo(page, 'Stopwords');
    await reloaded;
    await page.waitForURL('**/stopwords.html');
    await hydrated(page);
    // The reloaded page is served whole, with its code in the HTML.
    expect((await shownCode(page).first().innerText()).trim().length).toBeGreaterThan(0);
  });
});

/** The state of the page at each frame it paints, from the first frame in which a sample group is there, until `stop()`. */
async function recordFrames(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: {selected: string | null; code: string; copyPage: string | null; top: number; height: number}[] = [];
    (window as unknown as {__frames: typeof frames}).__frames = frames;
    const record = () => {
      const group = document.querySelector('.tabs-container');
      const code = group?.querySelector('[role="tabpanel"] pre code');
      if (group && code && frames.length < 400) {
        const panel = code.closest('pre')!.getBoundingClientRect();
        frames.push({
          selected: group.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? null,
          code: code.textContent ?? '',
          copyPage: document.querySelector('[data-copy-page-language]')?.textContent ?? null,
          top: Math.round(panel.top + window.scrollY),
          height: Math.round(panel.height),
        });
      }
      if (document.documentElement.dataset.hasHydrated !== 'true' || frames.length < 2) beforeNextPaint();
    };
    // What each frame paints, read just before its paint: a resize observer's first report comes after every
    // animation-frame callback of the frame (among them the first paint's skip, which chooses the blocks to render,
    // src/theme/DocItem/Content/first-paint-skip-head.ts) and its layout. Read in a task after the frame, it could
    // see HTML parsed since, whose blocks the next frame's callbacks had not chosen yet.
    const beforeNextPaint = () =>
      requestAnimationFrame(() => {
        const painted = new ResizeObserver(() => {
          painted.disconnect();
          record();
        });
        painted.observe(document.documentElement);
      });
    beforeNextPaint();
  });
}

test('a reader’s remembered language is the code of the first paint, before the app starts, and nothing moves when it does', async ({page}) => {
  // The reader picked Go on an earlier page.
  await page.goto(`${LATEST}/api/synonyms.html`);
  await hydrated(page);
  await tapTab(page.locator('.language-tabs').first().getByRole('tab', {name: 'Go', exact: true}));
  await expect(shownCode(page).first()).toContainText('client.');
  await recordFrames(page);
  const release = await holdAppScript(page);
  // Not until `load`: the held script holds it back.
  await page.goto(`${LATEST}/api/collections.html`, {waitUntil: 'domcontentloaded'});
  // Before the app: every group shows Go, its tab selected; "Copy page" offers Go.
  const groups = page.locator('.tabs-container:has(.language-tabs)');
  for (const group of await groups.all()) {
    await expect(group.getByRole('tab', {name: 'Go', exact: true})).toHaveAttribute('aria-selected', 'true');
  }
  await expect(shownCode(page).first()).toContainText('client.Collections()');
  await expect(page.locator('[data-copy-page-language]')).toHaveText('Go');
  release();
  await hydrated(page);
  const frames = await page.evaluate(() => (window as unknown as {__frames: {selected: string; code: string; copyPage: string; top: number; height: number}[]}).__frames);
  // From the first frame that shows a group to the hydrated page: Go, in the same place, at the same height.
  expect(frames.length).toBeGreaterThan(1);
  const first = frames[0]!;
  expect(first).toEqual(expect.objectContaining({selected: 'Go', copyPage: 'Go'}));
  expect(first.code).toContain('client.Collections()');
  for (const frame of frames) {
    expect(frame).toEqual(first);
  }
  await expect(page.locator('[data-copy-page-language]')).toHaveText('Go');
  const layoutShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as unknown as {value: number}).value;
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(sum), 200);
      }),
  );
  expect(layoutShift).toBe(0);
});

test('the selected tab is in view in every row, the last one included', async ({page}) => {
  const rowsShowSwift = () =>
    page.locator('.language-tabs').evaluateAll((rows) =>
      rows.map((row) => {
        const tab = [...row.querySelectorAll('[role="tab"]')].find((candidate) => candidate.getAttribute('aria-selected') === 'true');
        const box = row.getBoundingClientRect();
        const tabBox = tab?.getBoundingClientRect();
        return tab?.textContent === 'Swift' && tabBox !== undefined && tabBox.left >= box.left - 1 && tabBox.right <= box.right + 1;
      }),
    );
  const release = await holdAppScript(page);
  await page.goto(`${LATEST}/api/collections.html?language=swift`, {waitUntil: 'domcontentloaded'});
  // Before the app starts, and after.
  await expect.poll(async () => (await rowsShowSwift()).every(Boolean)).toBe(true);
  release();
  await hydrated(page);
  const shown = await rowsShowSwift();
  expect(shown.length).toBeGreaterThan(3);
  expect(shown.every(Boolean)).toBe(true);
});

test('a row with tabs beyond its edge fades out there, and only there', async ({page}) => {
  await page.goto(`${LATEST}/api/synonyms.html`);
  const row = page.locator('.language-tabs').first();
  const fades = () =>
    row.evaluate((element) => {
      const style = getComputedStyle(element);
      return {start: style.getPropertyValue('--tab-row-fade-start'), end: style.getPropertyValue('--tab-row-fade-end')};
    });
  if (!isPhone(page)) {
    // Nine tabs fit a desktop: nothing to fade.
    expect(await fades()).toEqual({start: '0px', end: '0px'});
    return;
  }
  // The fade is CSS (scroll-driven), so it holds before the app starts too; polled, since the
  // animation's first frame can come after the load event.
  await expect.poll(fades).toEqual({start: '0px', end: '40px'});
  // Once the app has started: it brings the selected tab into view, which would undo an earlier scroll.
  await hydrated(page);
  // Where the reader scrolls it: in view (a group far from the view is not rendered, src/theme/DocItem/Content/offscreen-blocks.ts).
  await row.scrollIntoViewIfNeeded();
  await row.evaluate((element) => element.scrollTo({left: element.scrollWidth}));
  await expect.poll(fades).toEqual({start: '40px', end: '0px'});
});
