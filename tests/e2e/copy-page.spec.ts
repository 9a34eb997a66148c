/**
 * "Copy page" with a choice of languages (src/components/CopyPageButton): the
 * copy keeps only the reader's language (Shell where its client has no call),
 * as the build's per-language file does; the language is the one the sample
 * groups keep, so picking it in either place is one preference.
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
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

test('"Copy page" with one language copies the page with only that language’s samples, as its Markdown file has it', async ({page, request}) => {
  await page.goto(`${LATEST}/api/collections.html`);
  await hydrated(page);
  const languages = page.getByRole('combobox', {name: 'Code samples in the copy'});
  await expect(languages).toHaveValue('');
  await languages.selectOption({label: 'Python only'});
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
  await page.locator('.language-tabs').first().getByRole('tab', {name: 'Ruby'}).click();
  const languages = page.getByRole('combobox', {name: 'Code samples in the copy'});
  await expect(languages).toHaveValue('ruby');
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
  const languages = page.getByRole('combobox', {name: 'Code samples in the copy'});
  await expect(languages).toHaveValue('go');
  await languages.selectOption({label: 'All languages'});
  await expect(page).not.toHaveURL(/language=/);
  expect(await storedLanguage(page)).toBeNull();
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await clipboardText(page)).toBe(await (await request.get(`${LATEST}/api/collections.md`)).text());
});

test('a page without samples offers no choice of languages', async ({page}) => {
  await page.goto('/docs/overview/');
  await hydrated(page);
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
  await expect(page.getByRole('combobox', {name: 'Code samples in the copy'})).toHaveCount(0);
});

test('the title keeps its words whole beside the Copy page control, on a phone too', async ({page}) => {
  for (const url of [`/docs/${LATEST_VERSION}/api/search.html`, `/docs/${LATEST_VERSION}/api/collections.html`, `/docs/${LATEST_VERSION}/api/`]) {
    await page.goto(url);
    await hydrated(page);
    // A word laid out on more than one line has more than one box.
    const broken = await page.locator('main h1').first().evaluate((title) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
      }
      return words;
    });
    expect(broken, url).toEqual([]);
  }
});
