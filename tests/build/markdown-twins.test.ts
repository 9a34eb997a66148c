/**
 * The Markdown of the production build (plugins/llms-txt): every page of every
 * version, the guide, overview and Cloud API has its twin (`x.md`, and
 * `index.md` and `README.md` for a folder URL), which starts with a line
 * pointing to llms.txt; a sample of pages of every kind is checked against its
 * HTML page (title, headings, the sample groups and their tabs, the code shown);
 * each per-language file of two pages is checked against the HTML page and
 * the code its samples show in that language; llms-full.txt holds the listed
 * pages within its budget. The site's own pages (the docs home, the API
 * landing, Help) have twins made from their built page; the `.md` of an old
 * URL that redirects leads to the twin of the page its HTML leads to.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOC_SECTIONS, LATEST_VERSION, LLMS_FULL_TEXT_BUDGET_BYTES, SITE} from '../../src/constants';
import {codeLanguage} from '../../src/components/LanguageTabs/languages';
import {languageFileVersions, languageTwinPath, markdownTwinPath, markdownTwinPaths} from '../../src/markdown-twins';
import {twinLanguages} from '../../src/markdown-twins/tabs';
import {PATH_RULES} from '../../src/legacy/rules';
import {BASE, BUILD_DIR, LATEST, VERSIONS, builtFile, page, redirectTarget, sitemapEntries, versionOfPath} from './built-site';
import {builtText, hasMdx, htmlGroups, htmlHeadings, markdownHeadings, plain, shownCodeOf, tabCode, twinGroups} from './markdown';

const SECTION_PREFIXES = DOC_SECTIONS.map(({routeBasePath}) => `${BASE}/${routeBasePath}/`);
const sectionOf = (pathname: string) => DOC_SECTIONS.find(({routeBasePath}) => pathname.startsWith(`${BASE}/${routeBasePath}/`));

/** Every page of the docs plugins: each API version's, the guide's, the overview's and the Cloud API's (not the site's own pages, such as `/docs/`). */
const docPages = sitemapEntries()
  .map(({pathname}) => pathname)
  .filter((pathname) => versionOfPath(pathname) !== undefined || SECTION_PREFIXES.some((prefix) => pathname.startsWith(prefix)));

const twinOf = (pathname: string) => builtText(markdownTwinPath(pathname));
const SHELL = codeLanguage('shell').label;
const LLMS_TXT_POINTER = `${SITE.url}${SITE.baseUrl}llms.txt`;

test('every page of every version and section has its twin, a folder URL’s as index.md and as README.md', () => {
  expect(new Set(docPages.map(versionOfPath).filter(Boolean))).toEqual(new Set(VERSIONS));
  expect(DOC_SECTIONS.every((section) => docPages.some((pathname) => sectionOf(pathname) === section))).toBe(true);
  const problems = docPages.flatMap((pathname) => {
    const [twin, ...others] = markdownTwinPaths(pathname).map((twinPath) => ({twinPath, text: builtText(twinPath)}));
    const wrong: string[] = [];
    for (const {twinPath, text} of [twin!, ...others]) {
      if (text === undefined) {
        wrong.push(`${pathname}: no twin at ${twinPath}`);
      } else if (!new RegExp(`^> .*${LLMS_TXT_POINTER.replace(/\./g, '\\.')}\n\n# `).test(text)) {
        wrong.push(`${twinPath}: does not start with a line pointing to ${LLMS_TXT_POINTER}, then the title`);
      } else if (text !== twin!.text) {
        wrong.push(`${twinPath}: differs from ${twin!.twinPath}`);
      }
    }
    return wrong;
  });
  expect(problems).toEqual([]);
});

test('the latest version’s twins and per-language files are served under /latest/ too, as its pages are', () => {
  const latestPages = docPages.filter((pathname) => versionOfPath(pathname) === LATEST_VERSION);
  expect(latestPages.length).toBeGreaterThan(0);
  const aliased = (twinPath: string) => twinPath.replace(`${LATEST}/`, `${BASE}/latest/`);
  const problems = latestPages.flatMap((pathname) => {
    const twinPath = markdownTwinPath(pathname);
    const twin = builtText(twinPath);
    const files = [twinPath, ...twinLanguages(twin ?? '').map((language) => languageTwinPath(pathname, language))];
    return files.filter((file) => builtText(aliased(file)) === undefined || builtText(aliased(file)) !== builtText(file)).map((file) => `${aliased(file)}: missing, or not ${file}`);
  });
  expect(problems).toEqual([]);
  expect(builtText(`${BASE}/latest/api/search.python.md`)).toBe(builtText(`${LATEST}/api/search.python.md`));
});

/** The site's own pages (src/pages), which are not docs: their twins are made from their built HTML. */
const SITE_PAGES = [`${BASE}/`, `${BASE}/api/`, `${BASE}/help.html`];

describe.each(SITE_PAGES)('the twin of the site’s page %s', (pathname) => {
  const $ = page(pathname)!;
  const content = $('main article').length > 0 ? $('main article').first() : $('main').first();
  const twins = markdownTwinPaths(pathname).map((twinPath) => ({twinPath, text: builtText(twinPath)}));

  test('is at its .md URLs (index.md and README.md for a folder), the same text at each', () => {
    expect(twins.map(({twinPath}) => twinPath)).toEqual(
      pathname.endsWith('/') ? [`${pathname}index.md`, `${pathname}README.md`] : [pathname.replace(/\.html$/, '.md')],
    );
    for (const {text} of twins) {
      expect(text).toBeDefined();
      expect(text).toBe(twins[0]!.text);
    }
  });

  test('has the page’s title, description, headings, and every link as an absolute URL', () => {
    const twin = twins[0]!.text!;
    expect(twin.split('\n').slice(0, 5)).toEqual([
      expect.stringContaining(LLMS_TXT_POINTER),
      '',
      `# ${plain(content.find('h1').first().text())}`,
      '',
      `> ${$('head meta[name="description"]').attr('content')}`,
    ]);
    expect(markdownHeadings(twin)).toEqual(content.find('h2, h3').map((_, element) => plain($(element).text())).get());
    const links = content
      .find('a[href]:not(.hash-link)')
      .map((_, link) => $(link).attr('href')!)
      .get()
      .map((href) => (/^[a-z][a-z0-9+.-]*:/i.test(href) ? href : new URL(href, `${SITE.url}${pathname}`).href));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(twin).toContain(`](${link})`);
    }
    // Its lists as the other twins write them: the marker and one space.
    expect(twin).not.toMatch(/^ *(?:-|\d+\.) {2,}\S/m);
    // The text of each block of the page (paragraph, list item, heading) is in the twin, as the page has it.
    const flat = (text: string) => text.replace(/\]\([^)]*\)/g, '').replace(/[\s\u200b*_\\[\]()#>`-]/g, '');
    const blocks = content.find('p, li, h2, h3').map((_, block) => flat($(block).text())).get();
    expect(blocks.filter((block) => !flat(twin).includes(block))).toEqual([]);
  });
});

test('the docs home and the API landing list every version, each linking to its reference', () => {
  for (const pathname of [`${BASE}/`, `${BASE}/api/`]) {
    const twin = builtText(markdownTwinPath(pathname))!;
    for (const version of VERSIONS.filter((name) => page(`${BASE}/${name}/api/`) !== undefined)) {
      expect(twin).toContain(`](${SITE.url}${BASE}/${version}/api/)`);
    }
  }
});

test('the .md of an old URL that redirects leads to the twin of the page its HTML leads to', () => {
  const moved = Object.keys(PATH_RULES)
    .map((from) => {
      const $ = page(`${BASE}${from}`);
      return {from: `${BASE}${from}`, to: $ && redirectTarget($)};
    })
    .filter(({to}) => to !== undefined && page(to) !== undefined);
  expect(moved.length).toBeGreaterThan(0);
  for (const {from, to} of moved) {
    const $ = page(markdownTwinPath(from));
    expect($ && redirectTarget($)).toBe(markdownTwinPath(to!));
    expect(builtText(markdownTwinPath(to!))).toBeDefined();
  }
  if (VERSIONS.includes('0.13.0') && page(`${BASE}/0.13.0/api/`)) {
    expect(redirectTarget(page(`${BASE}/0.13.0/api/cluster-operations.md`)!)).toBe(`${BASE}/0.13.0/api/index.md`);
  }
});

test('a formula is its LaTeX between $$ lines in the twin, and KaTeX’s markup on the page (the curation page’s MMR score)', () => {
  const pathname = `${LATEST}/api/curation.html`;
  const formula = /\n\$\$\n(\\operatorname\{score\}\(h\) = .+)\n\$\$\n/.exec(builtText(markdownTwinPath(pathname))!)?.[1];
  expect(formula).toBeDefined();
  const $ = page(pathname)!;
  expect($('.katex-display annotation[encoding="application/x-tex"]').first().text().trim()).toBe(formula);
});

test('the pages with math, and only they, link KaTeX’s stylesheet, which the build holds', () => {
  const stylesheet = /<link[^>]+rel="?stylesheet"?[^>]+href="?([^" >]*\/katex[^" >]*\.css)/;
  const problems = sitemapEntries().flatMap(({pathname}) => {
    const html = fs.readFileSync(builtFile(pathname)!, 'utf8');
    const link = stylesheet.exec(html)?.[1];
    const hasMath = html.includes('class=katex') || html.includes('class="katex');
    if (hasMath !== (link !== undefined)) {
      return [`${pathname}: ${hasMath ? 'math without' : 'no math but'} KaTeX's stylesheet`];
    }
    return link !== undefined && builtText(link) === undefined ? [`${pathname}: ${link} is not in the build`] : [];
  });
  expect(problems).toEqual([]);
  expect(stylesheet.test(fs.readFileSync(builtFile(`${LATEST}/api/curation.html`)!, 'utf8'))).toBe(true);
});

/** The sample: each version's home, API introduction (folder URLs) and collections page; the guide's, overview's and Cloud API's home and pages. */
function samplePages(): string[] {
  const sectionPages = (id: string) => docPages.filter((pathname) => sectionOf(pathname)?.id === id);
  const guide = sectionPages('guide');
  const mostGroups = [...guide].sort((a, b) => twinGroups(twinOf(b)!).length - twinGroups(twinOf(a)!).length)[0]!;
  const nested = guide.find((pathname) => /\/guide\/[^/]+\/[^/]+\.html$/.test(pathname))!;
  return [
    ...VERSIONS.flatMap((version) => [`${BASE}/${version}/`, `${BASE}/${version}/api/`, `${BASE}/${version}/api/collections.html`]),
    `${BASE}/guide/`,
    mostGroups,
    nested,
    ...['overview', 'cloud-management-api'].flatMap((id) => sectionPages(id).slice(0, 2)),
  ];
}

test.each(samplePages())('the twin of %s has the page’s title, headings and sample groups', (pathname) => {
  const $ = page(pathname)!;
  expect($).toBeDefined();
  for (const twinPath of markdownTwinPaths(pathname)) {
    const twin = builtText(twinPath)!;
    expect(twin.split('\n')[2]).toBe(`# ${plain($('article h1').first().text())}`);
    expect(markdownHeadings(twin)).toEqual(htmlHeadings($));
    expect(hasMdx(twin)).toBe(false);
    const groups = twinGroups(twin);
    const shown = htmlGroups($);
    expect(groups.map((tabs) => tabs.map((tab) => tab.label))).toEqual(shown.map(({labels}) => labels));
    // The code of the tab the page shows first is the code under that tab's label.
    groups.forEach((tabs, index) => {
      if (tabs[0]!.kind === 'code') expect(tabCode(tabs[0]!)).toBe(shown[index]!.shownCode);
    });
    if (versionOfPath(pathname) !== undefined) {
      expect(twin).toContain(`*Typesense v${versionOfPath(pathname)}, `);
    }
  }
});

/** Two pages with samples in many languages: the latest collections page, and the guide page whose samples offer the most languages. */
function languageFilePages(): string[] {
  const guide = docPages.filter((pathname) => sectionOf(pathname)?.id === 'guide');
  const richest = [...guide].sort((a, b) => twinLanguages(twinOf(b)!).length - twinLanguages(twinOf(a)!).length)[0]!;
  return [`${LATEST}/api/collections.html`, richest];
}

describe.each(languageFilePages())('the per-language files of %s', (pathname) => {
  const $ = page(pathname)!;
  const twin = twinOf(pathname)!;
  const htmlLanguages = [...new Set(htmlGroups($).flatMap(({labels}) => labels))];
  const languages = twinLanguages(twin);

  test('are one for each client language its samples offer', () => {
    expect(languages.length).toBeGreaterThan(1);
    expect(languages.map((language) => codeLanguage(language).label)).toEqual(
      htmlLanguages.filter((label) => label !== SHELL && languages.some((language) => codeLanguage(language).label === label)),
    );
    const folder = path.join(BUILD_DIR, path.dirname(markdownTwinPath(pathname).slice(SITE.baseUrl.length)));
    const stem = path.basename(markdownTwinPath(pathname), '.md');
    const files = fs.readdirSync(folder).filter((name) => name.startsWith(`${stem}.`) && /^[^.]+\.[a-z]+\.md$/.test(name));
    expect(files.sort()).toEqual(languages.map((language) => path.basename(languageTwinPath(pathname, language))).sort());
  });

  test.each(languages)('%s: the page’s headings, and in each group only that language’s code (Shell where it has no call)', (language) => {
    const file = builtText(languageTwinPath(pathname, language))!;
    const {label} = codeLanguage(language);
    expect(file.split('\n')[0]).toContain(LLMS_TXT_POINTER);
    expect(file).toContain(`*Code samples in ${label} only, and in ${SHELL} where the ${label} client has no call for a request. Every language: ${SITE.url}${markdownTwinPath(pathname)}*`);
    expect(markdownHeadings(file)).toEqual(htmlHeadings($));
    const shown = htmlGroups($);
    // Each group the page has, written for this language.
    const groups = twinGroups(file);
    const offering = shown.filter(({labels}) => labels.includes(label) || labels.includes(SHELL));
    expect(groups).toHaveLength(offering.length);
    const expectedCode = shownCodeOf($, language);
    const fileCode: string[] = [];
    groups.forEach((tabs, index) => {
      const html = offering[index]!;
      const own = tabs.find((tab) => tab.label === label);
      expect(tabs.every((tab) => tab.label === label || tab.label === SHELL)).toBe(true);
      if (html.labels.includes(label)) {
        expect(own).toBeDefined();
        // Shell comes with the language only where its tab has no call.
        expect(tabs.some((tab) => tab.label === SHELL)).toBe(own!.kind === 'no-call');
      } else {
        expect(tabs.map((tab) => tab.label)).toEqual([SHELL]);
      }
      const shell = tabs.find((tab) => tab.label === SHELL);
      if (shell && html.labels[0] === SHELL) expect(tabCode(shell)).toBe(html.shownCode);
      if (own?.kind === 'code') {
        if (html.labels[0] === label) expect(tabCode(own)).toBe(html.shownCode);
        else fileCode.push(tabCode(own));
      }
    });
    // The language's code is the code the page shows when a reader picks it (its first tabs aside, which the HTML holds).
    expect(fileCode).toEqual(expectedCode);
  });
});

test('only the pages of the newest versions and the guide have per-language files', () => {
  const withFiles = new Set(languageFileVersions(VERSIONS, LATEST_VERSION));
  const problems = docPages.flatMap((pathname) => {
    const version = versionOfPath(pathname);
    const expected = version !== undefined ? withFiles.has(version) : sectionOf(pathname)?.id === 'guide';
    const twin = twinOf(pathname)!;
    const languages = twinLanguages(twin);
    const present = languages.filter((language) => builtText(languageTwinPath(pathname, language)) !== undefined);
    if (expected && present.length !== languages.length) {
      return [`${pathname}: per-language files missing for ${languages.filter((l) => !present.includes(l)).join(', ')}`];
    }
    return !expected && present.length > 0 ? [`${pathname}: per-language files, but it is not in the newest versions or the guide`] : [];
  });
  expect(problems).toEqual([]);
});

describe('llms-full.txt', () => {
  const full = fs.readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
  const llmsTxt = fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
  const listed = [...llmsTxt.matchAll(/^- \[.+\]\((\S+)\): .+$/gm)].map(([, url]) => url!);

  test('holds every page llms.txt lists, in its order, each under its URL, as its twin', () => {
    const marked = [...full.matchAll(/^Page: (\S+)$/gm)].map(([, url]) => url!);
    expect(marked).toEqual(listed);
    const entries = full.split(/^---\n\nPage: \S+\n\n/m).slice(1);
    entries.forEach((entry, index) => {
      const twin = twinOf(new URL(listed[index]!).pathname)!;
      expect(entry.trimEnd()).toBe(twin.slice(twin.indexOf('\n# ') + 1).trimEnd());
    });
  });

  test('is within its budget', () => {
    expect(Buffer.byteLength(full)).toBeLessThanOrEqual(LLMS_FULL_TEXT_BUDGET_BYTES);
  });

  test('llms.txt says how to get every page, one language’s samples and everything in one file', () => {
    expect(llmsTxt).toContain(`${SITE.url}${SITE.baseUrl}llms-full.txt`);
    const example = /^## Markdown for one client language\n\n.*\((https:\S+\.md), (https:\S+\.md)\)/m.exec(llmsTxt);
    expect(example).not.toBeNull();
    for (const url of example!.slice(1)) {
      expect(builtText(new URL(url).pathname)).toBeDefined();
    }
  });
});
