/**
 * Docs for machines: llms.txt lists exactly the site's own pages (the docs
 * home, the API landing, Help), the pages of the latest version and of the
 * unversioned sections, and the page that compares two versions, with the
 * title and description each page shows, and each has a Markdown twin whose
 * headings are the page's.
 */
import fs from 'node:fs';
import path from 'node:path';
import {API_CHANGES, DOC_SECTIONS, LATEST_VERSION, SITE} from '../../src/constants';
import {markdownTwinPath} from '../../src/markdown-twins';
import {BASE, BUILD_DIR, meta, page, sitemapEntries, titleOf} from './built-site';
import type {CheerioAPI} from 'cheerio';
import {htmlHeadings, markdownHeadings, plain, proseLines} from './markdown';

const llmsTxt = fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
const listed = [...llmsTxt.matchAll(/^- \[(.+)\]\((\S+)\): (.+)$/gm)].map(([, title, url, description]) => ({
  title: title!,
  pathname: new URL(url!).pathname,
  url: url!,
  description: description!,
}));

/** The site's own pages (src/pages), which llms.txt lists first, under a heading of their own. */
const SITE_PAGES = [`${BASE}/`, `${BASE}/api/`, `${BASE}/help.html`];

/** The h2 and h3 headings of a page: of its doc's article, or, on a page of the site's own, of its content (as its twin is made). */
function pageHeadings($: CheerioAPI): string[] {
  if ($('article .theme-doc-markdown').length > 0) return htmlHeadings($);
  const content = $('main article').length > 0 ? $('main article').first() : $('main').first();
  return content
    .find('h2, h3')
    .map((_, element) => plain($(element).text()))
    .get();
}

test('llms.txt lists exactly the site’s own pages, first, and the pages of the latest version and of the unversioned sections', () => {
  const sectionPrefixes = DOC_SECTIONS.map(({routeBasePath}) => `${BASE}/${routeBasePath}/`);
  const expected = sitemapEntries()
    .map(({pathname}) => pathname)
    .filter((pathname) => pathname.startsWith(`${BASE}/${LATEST_VERSION}/`) || sectionPrefixes.some((prefix) => pathname.startsWith(prefix)));
  // And, under "Upgrading", the page that compares two versions.
  expected.push(`${BASE}/${API_CHANGES.comparePath}`);
  expect(listed.map(({pathname}) => pathname).sort()).toEqual([...new Set([...expected, ...SITE_PAGES])].sort());
  expect(listed.slice(0, SITE_PAGES.length).map(({pathname}) => pathname)).toEqual(SITE_PAGES);
  expect(llmsTxt).toMatch(/^## Start here\n\n- \[/m);
  expect(llmsTxt).toMatch(new RegExp(`^## Upgrading\\n\\n- \\[[^\\]]+\\]\\([^)]+/${API_CHANGES.comparePath.replace(/\./g, '\\.')}\\)`, 'm'));
  expect(listed.every(({url}) => url.startsWith(`${SITE.url}${SITE.baseUrl}`))).toBe(true);
  for (const {label} of DOC_SECTIONS) {
    expect(llmsTxt).toMatch(new RegExp(`^## ${label}$`, 'm'));
  }
});

test('each listed page has the title and description the page itself shows', () => {
  const problems = listed.flatMap(({pathname, title, description}) => {
    const $ = page(pathname)!;
    const wrong: string[] = [];
    if (titleOf($) !== `${title} | Typesense`) {
      wrong.push(`${pathname}: listed as "${title}", the page says "${titleOf($)}"`);
    }
    if (meta($, 'description')?.replace(/\s+/g, ' ').trim() !== description) {
      wrong.push(`${pathname}: listed description differs from the page's`);
    }
    return wrong;
  });
  expect(problems).toEqual([]);
});

test('each listed page has a Markdown twin next to it, with the page’s title and headings', () => {
  const problems = listed.flatMap(({pathname, title}) => {
    const file = path.join(BUILD_DIR, markdownTwinPath(pathname).slice(SITE.baseUrl.length));
    if (!fs.existsSync(file)) {
      return [`${pathname}: no Markdown twin at ${path.relative(BUILD_DIR, file)}`];
    }
    const markdown = fs.readFileSync(file, 'utf8');
    const wrong: string[] = [];
    if (markdown.split('\n')[2] !== `# ${title}`) {
      wrong.push(`${pathname}: the twin's title, under its line pointing to llms.txt, is not "# ${title}"`);
    }
    const prose = proseLines(markdown).join('\n');
    if (/^(import|export) /m.test(prose) || /<(LanguageTabs|ApiEndpoint|TabItem|Tabs|AvailableSince|Figure)\b/.test(prose)) {
      wrong.push(`${pathname}: the twin still has MDX in it`);
    }
    const fromHtml = pageHeadings(page(pathname)!);
    const fromMarkdown = markdownHeadings(markdown);
    if (JSON.stringify(fromHtml) !== JSON.stringify(fromMarkdown)) {
      const missing = fromHtml.filter((h) => !fromMarkdown.includes(h));
      const extra = fromMarkdown.filter((h) => !fromHtml.includes(h));
      wrong.push(`${pathname}: headings differ (missing ${JSON.stringify(missing)}, extra ${JSON.stringify(extra)})`);
    }
    return wrong;
  });
  expect(problems).toEqual([]);
});
