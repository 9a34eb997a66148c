/**
 * "Copy page" and "Copy section as Markdown" with a choice of languages
 * (src/components/CopyPageButton, CopySectionButton): the copy keeps only the
 * languages ticked in Copy page's menu (Shell where one of their clients has
 * no call), as the build's per-language file does for one; the tab language
 * is always one of them, so picking a language in either place is one
 * preference, kept across pages.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, isPhone, laidOut, tapTab} from './fixtures';
import {CODE_LANGUAGE_STORAGE_KEY, LATEST_VERSION} from '../../src/constants';
import {twinGroups} from '../build/markdown';

const LATEST = `/docs/${LATEST_VERSION}`;

test.beforeEach(async ({context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

/** The reader's language as the browser keeps it (Docusaurus's storage key, with the site's namespace). */
async function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const stored = Object.keys(localStorage).find((name) => name.startsWith(key));
    return stored === undefined ? null : localStorage.getItem(stored);
  }, CODE_LANGUAGE_STORAGE_KEY);
}

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The labels of the tabs of each group of copied Markdown. */
const labelsOf = (markdown: string) => twinGroups(markdown).map((tabs) => tabs.map((tab) => tab.label));

/** Copy page's menu of languages: its button (named for what it shows). */
const languagesButton = (page: Page): Locator => page.getByRole('button', {name: /^Code samples in the copy:/});

/** Ticks or unticks a language (or "All languages") in Copy page's menu, opening it first if it is closed. */
async function tick(page: Page, label: string, ticked = true): Promise<void> {
  const button = languagesButton(page);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await page.getByRole('group', {name: 'Code samples in the copy'}).getByRole('checkbox', {name: label, exact: true}).setChecked(ticked);
}

/** The tab a page's first sample group shows. */
const selectedTab = (page: Page): Locator => page.locator('.language-tabs').first().getByRole('tab', {selected: true});

/** The section of Markdown under the line `heading`: until the next heading of its level or higher outside code (worked out here, not with the site's code). */
function sectionOf(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  expect(start, heading).toBeGreaterThan(0);
  const level = heading.indexOf(' ');
  let inCode = false;
  let end = lines.length;
  for (let index = start + 1; index < lines.length; index += 1) {
    if (/^\s*(```|~~~)/.test(lines[index]!)) inCode = !inCode;
    const hashes = /^(#+) /.exec(lines[index]!)?.[1];
    if (!inCode && hashes !== undefined && hashes.length <= level) {
      end = index;
      break;
    }
  }
  return lines.slice(start, end).join('\n').trimEnd();
}

/** The words of headings laid out on more than one line (a word broken there has more than one box). */
async function brokenWords(headings: Locator): Promise<string[]> {
  return headings.evaluateAll((elements) =>
    elements.flatMap((heading) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
      }
      return words;
    }),
  );
}

/** Interacts with the page (a key), which brings the headings' copy buttons; waits for them. */
async function revealSectionButtons(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.getByRole('button', {name: 'Copy section as Markdown'}).first()).toBeAttached();
}

/** The copy button of the page's heading named `name`. */
const sectionButton = (page: Page, name: string): Locator =>
  page.locator('main h2, main h3').filter({hasText: name}).first().getByRole('button', {name: 'Copy section as Markdown'});

test('"Copy page" with one language copies the page with only that language’s samples, as its Markdown file has it', async ({page, request}) => {
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  await expect(languagesButton(page)).toHaveText(/All languages/);
  await tick(page, 'Python');
  await expect(languagesButton(page)).toHaveText(/Python/);
  // One preference: the page's samples switch to Python, and it is kept for later pages.
  await expect(page.locator('.language-tabs').first().getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
  expect(await storedLanguage(page)).toBe('python');
  await expect(page.getByRole('link', {name: 'Markdown'})).toHaveAttribute('href', `${LATEST}/api/collections.python.md`);

  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Page copied as Markdown');
  const copied = await clipboardText(page);
  expect(copied).toBe(await (await request.get(`${LATEST}/api/collections.python.md`)).text());
  expect(copied).toContain('*Code samples in Python only, and in Shell where the Python client has no call for a request.');
  const groups = labelsOf(copied);
  expect(groups.length).toBeGreaterThan(5);
  expect(groups.every((labels) => labels[0] === 'Python' && labels.every((label) => label === 'Python' || label === 'Shell'))).toBe(true);
  expect(copied).toContain('client.collections.create(');
  expect(copied).not.toMatch(/^```(js|php|ruby|java|go|dart|swift)$/m);
});

test('a language picked in a sample group is the one "Copy page" offers, on an older version too', async ({page, request}) => {
  await page.goto('/docs/0.23.0/api/collections.html');
  await hydrated(page);
  await tapTab(page.locator('.language-tabs').first().getByRole('tab', {name: 'Ruby'}));
  await expect(languagesButton(page)).toHaveText(/: Ruby/);
  // 0.23.0 has no per-language files: the link opens the page's Markdown, and the copy is made from it.
  await expect(page.getByRole('link', {name: 'Markdown'})).toHaveAttribute('href', '/docs/0.23.0/api/collections.md');
  // The keyboard reaches and presses the button.
  await page.getByRole('button', {name: 'Copy page'}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await clipboardText(page);
  const twin = await (await request.get('/docs/0.23.0/api/collections.md')).text();
  expect(copied.startsWith('> Index of the Typesense docs')).toBe(true);
  expect(copied).toContain('*Code samples in Ruby only');
  expect(labelsOf(copied)).toEqual(labelsOf(twin).map((labels) => (labels.includes('Ruby') ? ['Ruby'] : ['Shell'])));
  const rubyCode = twinGroups(twin).flatMap((tabs) => tabs.filter((tab) => tab.label === 'Ruby').map((tab) => tab.lines.join('\n')));
  for (const code of rubyCode) expect(copied).toContain(code);
});

test('"All languages" forgets the language, and the copy is the whole page’s Markdown', async ({page, request}) => {
  await page.goto(`${LATEST}/api/collections.html?language=go`);
  await hydrated(page);
  await expect(languagesButton(page)).toHaveText(/: Go/);
  await tick(page, 'All languages');
  await expect(page).not.toHaveURL(/language=/);
  expect(await storedLanguage(page)).toBeNull();
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await clipboardText(page)).toBe(await (await request.get(`${LATEST}/api/collections.md`)).text());
});

test('"Copy page" with two languages ticked copies only those two languages’ code, Shell where one has no call', async ({page, request}) => {
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  await tick(page, 'Python');
  await tick(page, 'Go');
  await expect(languagesButton(page)).toHaveText(/: Python, Go/);
  // The keyboard closes the menu and is back on its button.
  await page.keyboard.press('Escape');
  await expect(languagesButton(page)).toBeFocused();
  await expect(languagesButton(page)).toHaveAttribute('aria-expanded', 'false');
  // The tabs show one of the two; the Markdown link opens the page with every language.
  await expect(selectedTab(page)).toHaveText('Python');
  await expect(page.getByRole('link', {name: 'Markdown'})).toHaveAttribute('href', `${LATEST}/api/collections.md`);

  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await clipboardText(page);
  expect(copied).toContain('*Code samples in Python and Go only, and in Shell where one of these clients has no call for a request.');
  const twin = await (await request.get(`${LATEST}/api/collections.md`)).text();
  const groups = labelsOf(copied);
  expect(groups.length).toBe(labelsOf(twin).length);
  for (const labels of groups) {
    expect(labels.every((label) => ['Python', 'Go', 'Shell'].includes(label))).toBe(true);
  }
  expect(groups.flat()).toContain('Go');
  expect(groups.flat()).toContain('Python');
  expect(copied).toContain('client.collections.create(');
  expect(copied).toMatch(/^```go$/m);
  expect(copied).not.toMatch(/^```(js|php|ruby|java|dart|swift)$/m);
});

test('the languages ticked stay across pages and reloads, and go with the tabs', async ({page}) => {
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  await tick(page, 'Python');
  await tick(page, 'Go');
  for (const url of [`${LATEST}/api/search.html`, `${LATEST}/api/documents.html`]) {
    await page.goto(url);
    await hydrated(page);
    await expect(languagesButton(page)).toHaveText(/: Python, Go/);
    await expect(selectedTab(page)).toHaveText('Python');
  }
  await page.reload();
  await hydrated(page);
  await expect(languagesButton(page)).toHaveText(/: Python, Go/);

  // A tab picked on the page joins them.
  await tapTab(page.locator('.language-tabs').first().getByRole('tab', {name: 'Ruby'}));
  await expect(languagesButton(page)).toHaveText(/: Python \+2/);
  await languagesButton(page).click();
  const menu = page.getByRole('group', {name: 'Code samples in the copy'});
  for (const label of ['Python', 'Ruby', 'Go']) await expect(menu.getByRole('checkbox', {name: label, exact: true})).toBeChecked();
  await expect(menu.getByRole('checkbox', {name: 'PHP', exact: true})).not.toBeChecked();
  // Unticking the tab language moves the tabs to another ticked one.
  await tick(page, 'Ruby', false);
  await expect(selectedTab(page)).toHaveText('Python');
  expect(await storedLanguage(page)).toBe('python');
  // One language left: the tabs' language, and the copy's.
  await tick(page, 'Python', false);
  await expect(languagesButton(page)).toHaveText(/: Go ▾$/);
  await expect(selectedTab(page)).toHaveText('Go');
  expect(await storedLanguage(page)).toBe('go');
});

test('"Copy section as Markdown" copies a heading’s section as the twin has it, with the languages ticked only', async ({page, request}) => {
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  await revealSectionButtons(page);
  // Every language: the section of the page's Markdown.
  const twin = await (await request.get(`${LATEST}/api/collections.md`)).text();
  await sectionButton(page, 'With pre-defined schema').click();
  await expect(page.getByRole('status').filter({hasText: 'Section copied as Markdown'})).toHaveCount(1);
  expect(await clipboardText(page)).toBe(sectionOf(twin, '### With pre-defined schema'));

  // One language: the section of the page's Python file (with every sample group of its h3s).
  await tick(page, 'Python');
  await page.keyboard.press('Escape');
  const python = await (await request.get(`${LATEST}/api/collections.python.md`)).text();
  await sectionButton(page, 'Create a collection').click();
  await expect.poll(() => clipboardText(page)).toBe(sectionOf(python, '## Create a collection'));

  // Two languages: only those two, Shell where one has no call.
  await tick(page, 'Go');
  await page.keyboard.press('Escape');
  const button = sectionButton(page, 'Retrieve a collection');
  // The keyboard reaches and presses it.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('data-state', 'copied');
  const copied = await clipboardText(page);
  expect(copied.startsWith('## Retrieve a collection\n')).toBe(true);
  expect(copied).not.toContain('## List all collections');
  const labels = labelsOf(copied).flat();
  expect(labels).toContain('Python');
  expect(labels).toContain('Go');
  expect(labels.every((label) => ['Python', 'Go', 'Shell'].includes(label))).toBe(true);
  expect(copied).not.toMatch(/^```(js|php|ruby|java|dart|swift)$/m);
});

test('the headings’ copy buttons and their code come with the reader’s first interaction, not with a first visit', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const buttons = page.getByRole('button', {name: 'Copy section as Markdown'});
  await expect(buttons).toHaveCount(0);
  const before = requested.length;
  await revealSectionButtons(page);
  expect(await buttons.count()).toBe(await page.locator('article .theme-doc-markdown :is(h2, h3)[id]').count());
  // Their script and stylesheet, on the interaction.
  expect(requested.slice(before).some((url) => url.endsWith('.js'))).toBe(true);
  expect(requested.slice(before).some((url) => url.endsWith('.css'))).toBe(true);
});

test('the headings’ copy buttons arrive in a place kept for them: a reader’s first scroll moves no heading', async ({page}) => {
  await page.goto(`${LATEST}/api/search.html`);
  await hydrated(page);
  await laidOut(page);
  const headings = page.locator('article .theme-doc-markdown :is(h2, h3)[id]');
  // Each heading's height and place in the page: a button that wrapped a heading would move every one below it.
  const layout = () =>
    headings.evaluateAll((elements) => [
      document.documentElement.scrollHeight,
      ...elements.map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.id} ${Math.round(box.top + window.scrollY)} ${Math.round(box.height)}`;
      }),
    ]);
  const before = await layout();
  expect(before.length).toBeGreaterThan(20);
  // The reader's first interaction is a scroll (a screen reader's moves scroll too).
  await page.mouse.wheel(0, 1);
  await expect(page.getByRole('button', {name: 'Copy section as Markdown'})).toHaveCount(before.length - 1);
  expect(await layout()).toEqual(before);
});

test('the section copy button keeps headings whole and is a finger’s size on a phone', async ({page}) => {
  test.skip(!isPhone(page), 'a phone’s layout');
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  await revealSectionButtons(page);
  const headings = page.locator('article .theme-doc-markdown :is(h2, h3)[id]');
  const count = await headings.count();
  expect(count).toBeGreaterThan(10);
  for (let index = 0; index < count; index += 1) {
    const heading = headings.nth(index);
    const button = heading.getByRole('button', {name: 'Copy section as Markdown'});
    await expect(button).toHaveCount(1);
    const [headingBox, buttonBox] = [await heading.boundingBox(), await button.boundingBox()];
    // Within the heading's width, and at least 32 px square.
    expect(buttonBox!.width).toBeGreaterThanOrEqual(32);
    expect(buttonBox!.height).toBeGreaterThanOrEqual(32);
    expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(headingBox!.x + headingBox!.width + 1);
  }
  expect(await brokenWords(headings)).toEqual([]);
  // A tap copies.
  await headings.first().getByRole('button', {name: 'Copy section as Markdown'}).tap();
  await expect(headings.first().getByRole('button', {name: 'Copy section as Markdown'})).toHaveAttribute('data-state', 'copied');
  expect(await clipboardText(page)).toMatch(/^## /);
});

test('a page without samples offers no choice of languages', async ({page}) => {
  await page.goto('/docs/overview/');
  await hydrated(page);
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
  await expect(languagesButton(page)).toHaveCount(0);
});

test('the title keeps its words whole beside the Copy page control, on a phone too', async ({page}) => {
  for (const url of [`/docs/${LATEST_VERSION}/api/search.html`, `/docs/${LATEST_VERSION}/api/collections.html`, `/docs/${LATEST_VERSION}/api/`]) {
    await page.goto(url);
    await hydrated(page);
    const broken = await brokenWords(page.locator('main h1').first());
    expect(broken, url).toEqual([]);
  }
});
