/**
 * What "Copy page" and "Copy section as Markdown" copy (src/components/CopyPageButton/copy.ts):
 * a section of a twin (src/markdown-twins/sections.ts), the samples of several
 * languages (src/markdown-twins/tabs.ts), and the languages a copy keeps with
 * the tab language (src/components/LanguageTabs/copy-languages.ts, copy-language-choice.ts). On the
 * fixture twin of tests/fixtures/markdown-twins (a fenced block that holds a
 * label line, a group in an admonition, a client without the call) and small cases.
 */
import fs from 'node:fs';
import path from 'node:path';
import {headingText, twinHeadings, twinSection} from '../../src/markdown-twins/sections';
import {keepLanguage, keepLanguages, readTwin} from '../../src/markdown-twins/tabs';
import {copyLanguages, copyLanguagesOnPage, parseCopyLanguages} from '../../src/components/LanguageTabs/copy-languages';
import {chooseCopyLanguages, formatCopyLanguages, tickLanguage} from '../../src/components/LanguageTabs/copy-language-choice';

const TWIN = fs.readFileSync(path.join(__dirname, '../fixtures/markdown-twins/stopwords.md'), 'utf8');
const TWIN_URL = 'https://typesense.org/docs/30.2/api/stopwords.md';

const groupLabels = (markdown: string): string[][] =>
  readTwin(markdown).flatMap((part) => (part.kind === 'group' ? [part.tabs.map((tab) => tab.label)] : []));

describe('a section of a twin', () => {
  const NESTED = [
    '# Page',
    '',
    'Intro.',
    '',
    '## First',
    '',
    'One.',
    '',
    '### Detail {#custom-detail}',
    '',
    '```shell',
    '# a comment, not a heading',
    '## nor this',
    '```',
    '',
    '#### Deeper',
    '',
    'Still the detail.',
    '',
    '### `Other` *detail*',
    '',
    'Two.',
    '',
    '## Second',
    '',
    'Three.',
    '',
    '',
  ].join('\n');

  it('is the heading and everything until the next heading of its level or higher, without the blank lines at its end', () => {
    expect(twinSection(NESTED, {index: 0, text: 'First'})).toBe(NESTED.split('\n').slice(4, 22).join('\n'));
    expect(twinSection(NESTED, {index: 1, text: 'Detail'})).toBe(NESTED.split('\n').slice(8, 18).join('\n'));
    expect(twinSection(NESTED, {index: 2, text: 'Other detail'})).toBe('### `Other` *detail*\n\nTwo.');
    expect(twinSection(NESTED, {index: 3, text: 'Second'})).toBe('## Second\n\nThree.');
  });

  it('takes no line of a fenced block for a heading, nor a label line in one', () => {
    expect(twinHeadings(NESTED).map((heading) => `${heading.level} ${heading.text}`)).toEqual([
      '1 Page',
      '2 First',
      '3 Detail',
      '4 Deeper',
      '3 Other detail',
      '2 Second',
    ]);
    const create = twinSection(TWIN, {index: 0, text: 'Create a stopwords set'});
    expect(create.split('\n').at(-1)).toBe('```');
    expect(create).toContain('```md title="notes.md"\n**Python**\n\n```');
    expect(create).not.toContain('list-stopwords-sets');
    expect(twinSection(TWIN, {index: 2, text: 'Install'}).split('\n')[0]).toBe('## Install');
  });

  it('finds the heading by its text where the page numbers its headings otherwise', () => {
    expect(twinSection(NESTED, {index: 7, text: 'Second'})).toBe('## Second\n\nThree.');
    const twice = '## Notes\n\nA.\n\n## Notes\n\nB.\n';
    expect(twinSection(twice, {index: 1, text: 'Notes'})).toBe('## Notes\n\nB.');
    expect(twinSection(twice, {index: 0, text: 'Notes\u200b'})).toBe('## Notes\n\nA.');
  });

  it('names a heading the twin does not have', () => {
    expect(() => twinSection(NESTED, {index: 1, text: 'Missing'})).toThrow('The Markdown has no heading "Missing" (h2 or h3 number 2 of the page)');
  });

  it('reads a heading of Markdown as the same text as the page’s', () => {
    // The page's heading ends in its `#` link's zero-width space.
    expect(headingText('The `filter_by` [parameter](x.html#y) *now* {#anchor}')).toBe(headingText('The filter_by  parameter now\u200b'));
    expect(headingText('## is `not` a [link]')).toBe('## is not a [link]');
  });
});

describe('copies with several languages', () => {
  it('keeps each group’s tabs of those languages, with Shell where one of them has no call', () => {
    const kept = keepLanguages(TWIN, ['python', 'go']);
    // The second and third groups follow one another with no language coming round again: read back as one.
    expect(groupLabels(kept)).toEqual([['Python', 'Go', 'Shell'], ['Go', 'Python'], ['Shell']]);
    expect(kept).toContain('```go\nsets, err := client.Stopwords().Retrieve(context.Background())\n```\n\n**Python**\n\n```py\nclient.stopwords');
    expect(kept).not.toMatch(/^\*\*(JavaScript|TypeScript|Dart)\*\*$/m);
  });

  it('says what a group without any of them has instead', () => {
    expect(keepLanguages(TWIN, ['php', 'dart'])).toContain('*No PHP or Dart sample here; this step is shown in JavaScript, Go on the page.*');
  });

  it('writes a page’s note for them, and the same file as the build’s for one language', () => {
    expect(keepLanguage(TWIN, ['python', 'go'], TWIN_URL).split('\n')[6]).toBe(
      `*Code samples in Python and Go only, and in Shell where one of these clients has no call for a request. Every language: ${TWIN_URL}*`,
    );
    expect(keepLanguage(TWIN, ['go'], TWIN_URL)).toBe(keepLanguage(TWIN, 'go', TWIN_URL));
  });

  it('filters a section as the page’s copy has it', () => {
    const section = {index: 0, text: 'Create a stopwords set'};
    expect(keepLanguages(twinSection(TWIN, section), ['go'])).toBe(twinSection(keepLanguage(TWIN, 'go', TWIN_URL), section));
  });

  it('refuses to keep no language', () => {
    expect(() => keepLanguages(TWIN, [])).toThrow('no language to keep');
  });
});

describe('the languages of a copy, with the tab language', () => {
  it('are the tab language alone until the reader ticks others, and every language without either', () => {
    expect(copyLanguages(null, null)).toBeNull();
    expect(copyLanguages('go', null)).toEqual(['go']);
    expect(copyLanguages('go', ['python', 'ruby'])).toEqual(['python', 'ruby', 'go']);
    expect(copyLanguages('python', ['python', 'ruby'])).toEqual(['python', 'ruby']);
  });

  it('are stored as words, an empty value being none', () => {
    expect(parseCopyLanguages(formatCopyLanguages(['python', 'go']))).toEqual(['python', 'go']);
    expect(parseCopyLanguages('')).toBeNull();
    expect(parseCopyLanguages(null)).toBeNull();
  });

  it('on a page, are those it offers in its order, or every language when it offers none of them', () => {
    expect(copyLanguagesOnPage(['go', 'python', 'rust'], ['javascript', 'python', 'go'])).toEqual(['python', 'go']);
    expect(copyLanguagesOnPage(['rust'], ['javascript'])).toBeNull();
    expect(copyLanguagesOnPage(null, ['javascript'])).toBeNull();
  });

  it('are ticked and unticked one by one, every language when none is left', () => {
    expect(tickLanguage(null, 'go', true)).toEqual(['go']);
    expect(tickLanguage(['go'], 'python', true)).toEqual(['go', 'python']);
    expect(tickLanguage(['go', 'python'], 'go', false)).toEqual(['python']);
    expect(tickLanguage(['go'], 'go', false)).toBeNull();
  });

  it('store one language as the tab language, several as ticked, and every language as neither', () => {
    const page = ['javascript', 'python', 'go'];
    expect(chooseCopyLanguages(['go'], 'python', page)).toEqual({tabLanguage: 'go', ticked: null});
    expect(chooseCopyLanguages(['go', 'python'], 'python', page)).toEqual({tabLanguage: 'python', ticked: ['go', 'python']});
    // Unticking the tab language moves the tabs to the first ticked language of the page.
    expect(chooseCopyLanguages(['rust', 'go', 'javascript'], 'python', page)).toEqual({tabLanguage: 'javascript', ticked: ['rust', 'go', 'javascript']});
    expect(chooseCopyLanguages(['rust'], 'python', page)).toEqual({tabLanguage: 'rust', ticked: null});
    expect(chooseCopyLanguages(null, 'python', page)).toEqual({tabLanguage: null, ticked: null});
  });

  it('keep the tab language: a tab picked later is one of them, and unticking it and reading back agree', () => {
    const page = ['javascript', 'python', 'go'];
    const choice = chooseCopyLanguages(tickLanguage(copyLanguages('python', ['python', 'go']), 'python', false), 'python', page);
    expect(copyLanguages(choice.tabLanguage, choice.ticked)).toEqual(['go']);
    expect(copyLanguages('javascript', ['python', 'go'])).toContain('javascript');
  });
});
