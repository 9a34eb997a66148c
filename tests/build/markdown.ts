/**
 * Reading the Markdown twins of the build (plugins/llms-txt) next to their
 * HTML pages: headings as text, code-sample groups, and the code a page's
 * samples show in each language.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {SITE} from '../../src/constants';
import {headingText, SECTION_LEVELS, twinHeadings} from '../../src/markdown-twins/sections';
import {readTwin, type TwinTab} from '../../src/markdown-twins/tabs';
import {codeText, type CodeSegment} from '../../src/code-tokens';
import {BUILD_DIR} from './built-site';

/** The build's file at a URL path with the base URL (`/docs/30.2/api/search.md`), or undefined. */
export function builtText(pathname: string): string | undefined {
  const file = path.join(BUILD_DIR, pathname.slice(SITE.baseUrl.length));
  return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : undefined;
}

/** A heading as text: no Markdown markup, no explicit anchor, single spaces (as "Copy section" finds it). */
export const plain = headingText;

/** The lines of Markdown outside code blocks. */
export function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (opening && (fence === null || opening.startsWith(fence))) {
      fence = fence === null ? opening : null;
    } else if (fence === null) {
      lines.push(line);
    }
  }
  return lines;
}

/** The h2 and h3 headings of Markdown, as "Copy section" numbers them. */
export function markdownHeadings(markdown: string): string[] {
  return twinHeadings(markdown)
    .filter((heading) => SECTION_LEVELS.includes(heading.level))
    .map((heading) => heading.text);
}

/** The h2 and h3 headings of a page's article. */
export function htmlHeadings($: CheerioAPI): string[] {
  // A doc's content, or a page of the site's own (the compare page) whose content is its <main>.
  const content = $('article .theme-doc-markdown');
  return (content.length > 0 ? content : $('main'))
    .find('h2, h3')
    .map((_, element) => plain($(element).text()))
    .get();
}

/** Whether Markdown still has MDX in its prose. */
export function hasMdx(markdown: string): boolean {
  const prose = proseLines(markdown).join('\n');
  return /^(import|export) /m.test(prose) || /<(LanguageTabs|ApiEndpoint|TabItem|Tabs|AvailableSince|Figure|SampleUnavailable)\b/.test(prose);
}

/** A sample group of a page as its HTML shows it: its tabs' labels, and the code of the tab shown (the first). */
export type HtmlGroup = {labels: string[]; shownCode: string | undefined};

/** The sample groups of a page's article, outside admonitions (whose groups a twin quotes as they are). */
export function htmlGroups($: CheerioAPI): HtmlGroup[] {
  return $('article .theme-doc-markdown .language-tabs')
    .toArray()
    .filter((list) => $(list).closest('.theme-admonition').length === 0)
    .map((list) => {
      const code = $(list).closest('.tabs-container').find('[role=tabpanel]').first().find('pre code');
      return {
        labels: $(list).find('[role=tab]').toArray().map((tab) => $(tab).text().trim()),
        shownCode: code.length > 0 ? code.text().replace(/\n$/, '') : undefined,
      };
    });
}

/** The tabs of each group of a twin or per-language file. */
export function twinGroups(markdown: string): TwinTab[][] {
  return readTwin(markdown).flatMap((part) => (part.kind === 'group' ? [part.tabs] : []));
}

/** The code of a tab's fenced block. */
export function tabCode(tab: TwinTab): string {
  return tab.lines.slice(1, -1).join('\n');
}

/**
 * The code the page's samples show in `language`, in page order, read from
 * the code files its script fetches when a reader picks that language
 * (plugins/code-highlighting/page-code-loader.cjs): the page's HTML holds the
 * first tab of each group only.
 */
export function shownCodeOf($: CheerioAPI, language: string): string[] {
  // The page lists its scripts in an inline script that loads them after the first paint (src/ssr-template.ts).
  const scripts = new Set($.html().match(new RegExp(`${SITE.baseUrl}assets/js/[\\w~.-]+\\.js`, 'g')));
  const files = new Set<string>();
  for (const src of scripts) {
    const script = builtText(src) ?? '';
    for (const match of script.matchAll(/["']?([\w-]+)["']?\s*:\s*\w+\.p\s*\+\s*"(assets\/code\/[0-9a-f]+\.json)"/g)) {
      if (match[1] === language) files.add(match[2]!);
    }
  }
  if (files.size !== 1) {
    throw new Error(`expected one ${language} code file among the page's scripts, found ${files.size}`);
  }
  const json = builtText(`${SITE.baseUrl}${[...files][0]!}`)!;
  return (JSON.parse(json) as CodeSegment[][]).map(codeText);
}
