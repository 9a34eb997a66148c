/**
 * The pure parts of showing a reader's sample language before the app starts
 * (src/components/LanguageTabs/first-paint.ts): the page's code files as its
 * head names them, and where each group's tab has its code.
 */
import {codeIndexIn, formatCodeIndexes, parseCodeFiles} from '../../src/components/LanguageTabs/first-paint';
import {codeFilesMetaOf} from '../../src/page-languages';

describe('the page code files of the head', () => {
  test("a page's module export becomes the meta's content, without the blocks outside groups, and is read back", () => {
    const content = {pageCodeFiles: {page: '/docs/assets/code/0.json', shell: '/docs/assets/code/1.json', go: '/docs/assets/code/2.json'}};
    const meta = codeFilesMetaOf(content);
    expect(meta).toBe('shell=/docs/assets/code/1.json go=/docs/assets/code/2.json');
    expect([...parseCodeFiles(meta!)]).toEqual([
      ['shell', '/docs/assets/code/1.json'],
      ['go', '/docs/assets/code/2.json'],
    ]);
  });

  test('a page without code files (no groups, or a development build) has no meta', () => {
    expect(codeFilesMetaOf({})).toBeUndefined();
    expect(codeFilesMetaOf(null)).toBeUndefined();
    expect(codeFilesMetaOf({pageCodeFiles: {page: '/docs/assets/code/0.json'}})).toBeUndefined();
    // An entry that would break the meta's format is left out rather than misread.
    expect(codeFilesMetaOf({pageCodeFiles: {'go lang': '/x.json', go: 7}})).toBeUndefined();
  });

  test('a malformed meta gives only its well-formed entries', () => {
    expect([...parseCodeFiles('=x go=/a.json  nonsense')]).toEqual([['go', '/a.json']]);
  });
});

describe("where a group's tab has its code", () => {
  test('a group whose tabs are all at one index says it once; its tabs are found by language', () => {
    const attribute = formatCodeIndexes(['shell', 'javascript', 'go'].map((language) => ({language, index: '3'})));
    expect(attribute).toBe('shell javascript go:3');
    expect(codeIndexIn(attribute, 'shell')).toEqual({tab: 0, index: 3});
    expect(codeIndexIn(attribute, 'go')).toEqual({tab: 2, index: 3});
  });

  test('a group with a tab elsewhere, or without a block of its own, lists each', () => {
    const attribute = formatCodeIndexes([
      {language: 'shell', index: '0'},
      {language: 'dart', index: '-'},
      {language: 'swift', index: '12'},
    ]);
    expect(attribute).toBe('shell dart swift:0,-,12');
    expect(codeIndexIn(attribute, 'swift')).toEqual({tab: 2, index: 12});
    expect(codeIndexIn(attribute, 'dart')).toBeUndefined();
    expect(formatCodeIndexes([{language: 'go', index: '-'}])).toBe('go:-');
  });

  test('a language the group lacks, a prefix of one, or a malformed attribute: none', () => {
    const attribute = 'shell javascript:1';
    expect(codeIndexIn(attribute, 'java')).toBeUndefined();
    expect(codeIndexIn(attribute, 'go')).toBeUndefined();
    expect(codeIndexIn('', 'go')).toBeUndefined();
    expect(codeIndexIn('shell javascript', 'shell')).toBeUndefined();
    expect(codeIndexIn('shell:x', 'shell')).toBeUndefined();
  });
});
