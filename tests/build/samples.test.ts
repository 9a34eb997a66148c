/**
 * Code samples in the production build: every sample group of the versions
 * the coverage check holds offers the languages of its era, in tab order; the
 * Markdown twins carry them all; the pages' scripts carry no code, only where
 * it is, in code files that exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import {BASE, BUILD_DIR, page, sitemapEntries, versionOfPath} from './built-site';
import {codeLanguage} from '../../src/components/LanguageTabs/languages';
import {DEFAULT_SAMPLE_LANGUAGE, SAMPLE_LANGUAGES, sampleCoverageChecked, sampleLanguagesFor} from '../../src/versioning/sample-languages';
import {LATEST_VERSION} from '../../src/constants';

/** Tab order. */
const ORDER = SAMPLE_LANGUAGES.map((language) => codeLanguage(language).label);

const apiPages = sitemapEntries()
  .map(({pathname}) => pathname)
  .filter((pathname) => /\/api\/[\w-]+\.html$/.test(pathname));

test('every sample group of a checked version offers its era’s languages (at least), in tab order', () => {
  const wrong: string[] = [];
  let groups = 0;
  for (const pathname of apiPages) {
    const version = versionOfPath(pathname);
    if (!version || !sampleCoverageChecked(version)) continue;
    const expected = sampleLanguagesFor(version).map((language) => codeLanguage(language).label);
    const $ = page(pathname)!;
    $('ul.language-tabs').each((index, list) => {
      groups += 1;
      const labels = $(list).find('[role="tab"]').map((_, tab) => $(tab).text()).get();
      // A group may offer more than its era (the old site's did, here and there): never fewer, never out of order.
      const inOrder = labels.filter((label) => ORDER.includes(label)).join(',') === [...labels].filter((label) => ORDER.includes(label)).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)).join(',');
      if (!expected.every((label) => labels.includes(label)) || !inOrder) {
        wrong.push(`${pathname}, group ${index + 1}: ${labels.join(', ')}`);
      }
    });
  }
  expect(groups).toBeGreaterThan(250);
  expect(wrong).toEqual([]);
});

test('the Markdown twins carry every language of a group', () => {
  const twin = fs.readFileSync(path.join(BUILD_DIR, LATEST_VERSION, 'api/collections.md'), 'utf8');
  for (const language of sampleLanguagesFor(LATEST_VERSION)) {
    expect(twin).toContain(`**${codeLanguage(language).label}**`);
  }
});

test('pages’ scripts carry no code, only where it is, and every code file they point to exists', () => {
  const scripts = fs.readdirSync(path.join(BUILD_DIR, 'assets/js')).map((name) => fs.readFileSync(path.join(BUILD_DIR, 'assets/js', name), 'utf8'));
  // A block's tokens as a prop of a page's elements (`"data-code-tokens":"[…]"`); the attribute's name alone is the app's code that reads it.
  expect(scripts.filter((source) => source.includes('"data-code-tokens":'))).toHaveLength(0);
  const referenced = new Set(scripts.flatMap((source) => [...source.matchAll(/assets\/code\/[0-9a-f]{16}\.json/g)].map((match) => match[0])));
  expect(referenced.size).toBeGreaterThan(500);
  const missing = [...referenced].filter((file) => !fs.existsSync(path.join(BUILD_DIR, file)));
  expect(missing).toEqual([]);
  // Each file is the JSON of its blocks' segments.
  const [first] = referenced;
  expect(Array.isArray(JSON.parse(fs.readFileSync(path.join(BUILD_DIR, first!), 'utf8')))).toBe(true);
});

test('the HTML of a page holds the first tab of each sample, highlighted, and no other language: the others are fetched when picked', () => {
  const $ = page(`${BASE}/${LATEST_VERSION}/api/synonyms.html`)!;
  const groups = $('ul.language-tabs');
  expect(groups.length).toBeGreaterThan(2);
  groups.each((_, list) => {
    const panels = $(list).next().children('[role="tabpanel"]');
    expect(panels.length).toBe(1);
    expect(panels.first().attr('hidden')).toBeUndefined();
    expect($(list).find('[role="tab"][aria-selected="true"]').text()).toBe(codeLanguage(DEFAULT_SAMPLE_LANGUAGE).label);
    expect(panels.find('pre code .token').length).toBeGreaterThan(3);
  });
});
