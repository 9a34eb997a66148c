import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {generatedVersionNames, markdownSourceBytes, titleOnlyPage} from '../../scripts/bench/many-versions';
import {DOC_SECTIONS} from '../../src/constants';

describe('generatedVersionNames', () => {
  const real = ['29.0', '28.0', '27.1', '0.25.2', '0.11.0'];

  it('names the versions after the newest real one, newest first, up to the total', () => {
    expect(generatedVersionNames(real, 9)).toEqual(['33.0', '32.0', '31.0', '30.0']);
    expect(generatedVersionNames(real, 5)).toEqual([]);
  });

  it('reads the newest version whatever the order of the list', () => {
    expect(generatedVersionNames(['0.25.2', '29.0', '27.1'], 4)).toEqual(['30.0']);
  });

  it('refuses fewer versions than the site has, and a total that is not a whole number', () => {
    expect(() => generatedVersionNames(real, 3)).toThrow('--scale 3: the site already has 5 versions; give a whole number of at least 5.');
    expect(() => generatedVersionNames(real, 6.5)).toThrow('--scale 6.5');
  });
});

describe('markdownSourceBytes', () => {
  it('weighs the Markdown of the built versions and sections, not the working copy or other files', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-bytes-'));
    try {
      const write = (file: string, bytes: number) => {
        fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
        fs.writeFileSync(path.join(siteDir, file), 'x'.repeat(bytes));
      };
      write('versioned_docs/version-29.0/api/search.md', 100);
      write('versioned_docs/version-0.11.0/api/index.mdx', 20);
      write(`${DOC_SECTIONS[0].path}/install.md`, 3);
      write('versioned_docs/version-29.0/api/search.code/shell.json', 1000);
      write('docs/api/search.md', 1000);
      expect(markdownSourceBytes(siteDir)).toBe(123);
    } finally {
      fs.rmSync(siteDir, {recursive: true, force: true});
    }
  });
});

describe('titleOnlyPage', () => {
  it('keeps the front matter and replaces the body', () => {
    const page = '---\ntitle: "Collections"\ndescription: Create collections.\n---\n\nA collection is…\n\n## Create a collection\n';
    expect(titleOnlyPage(page, 'versioned_docs/version-31.0/api/collections.md')).toBe(
      "---\ntitle: \"Collections\"\ndescription: Create collections.\n---\n\nThis page keeps only its title: the site's version menu is what is tested here.\n",
    );
  });

  it('refuses a page without front matter, naming the file', () => {
    expect(() => titleOnlyPage('# Collections\n', 'versioned_docs/version-31.0/api/collections.md')).toThrow(
      'versioned_docs/version-31.0/api/collections.md: no front matter (a first line "---", then a line "---" that closes it), so the page cannot be reduced to its title.',
    );
  });
});
