/**
 * The pure parts of showing a reader's sample language before the app starts
 * (src/components/LanguageTabs/first-paint.ts): the page's code files as its
 * head names them, and where each group's tab has its code.
 */
import {codeIndexIn, parseCodeFiles} from '../../src/components/LanguageTabs/first-paint';
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
  const attribute = 'shell:0 javascript:3 dart:- swift:12';
  test('a tab with a block of its own: its index in the language file', () => {
    expect(codeIndexIn(attribute, 'shell')).toBe(0);
    expect(codeIndexIn(attribute, 'javascript')).toBe(3);
    expect(codeIndexIn(attribute, 'swift')).toBe(12);
  });

  test('a tab without one, a language the group lacks, or a prefix of one: none', () => {
    expect(codeIndexIn(attribute, 'dart')).toBeUndefined();
    expect(codeIndexIn(attribute, 'go')).toBeUndefined();
    expect(codeIndexIn(attribute, 'java')).toBeUndefined();
    expect(codeIndexIn('', 'go')).toBeUndefined();
  });
});
