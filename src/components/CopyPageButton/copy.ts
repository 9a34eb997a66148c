/**
 * The one home of what "Copy page" and "Copy section as Markdown" copy: the
 * page's Markdown twin (src/markdown-twins), with the samples of the reader's
 * languages only (src/markdown-twins/tabs.ts, as the build's per-language
 * files) when they have chosen some (src/components/LanguageTabs/copy-languages.ts),
 * or a section of it (src/markdown-twins/sections.ts). Loaded on the first
 * copy, not with the page.
 */
import {markdownTwinPath} from '@site/src/markdown-twins';
import {twinSection, type SectionHeading} from '@site/src/markdown-twins/sections';
import {keepLanguage, keepLanguages} from '@site/src/markdown-twins/tabs';
import {copyLanguages, copyLanguagesOnPage, parseCopyLanguages} from '../LanguageTabs/copy-languages';
import {copyLanguageStorage} from '../LanguageTabs/copy-language-storage';
import {readerLanguage} from '../LanguageTabs/reader-language';

/** A doc page with a twin: its permalink, the site's URL (for the absolute links of a copy) and its samples' client languages. */
export type TwinPage = {permalink: string; siteUrl: string; languages: readonly string[]};

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return response.text();
}

/** The page's Markdown with the samples of `languages` (of the page's, in its order), or every language (`null`). */
export async function pageMarkdown(page: TwinPage, languages: readonly string[] | null): Promise<string> {
  const twinUrl = markdownTwinPath(page.permalink);
  const twin = await fetchText(twinUrl);
  return languages === null ? twin : keepLanguage(twin, languages, `${page.siteUrl}${twinUrl}`);
}

/** Which h2 or h3 of its article `heading` is, and its text, to find it in the twin by. */
export function sectionHeadingOf(heading: HTMLElement): SectionHeading {
  const article = heading.closest('.theme-doc-markdown') ?? heading.ownerDocument;
  return {index: [...article.querySelectorAll('h2, h3')].indexOf(heading), text: heading.textContent ?? ''};
}

/** The reader's languages for copies, as Copy page shows them: the tab language and those ticked; `null` for every language. */
function readerCopyLanguages(search: string): string[] | null {
  let ticked: string | null = null;
  try {
    ticked = copyLanguageStorage().get();
  } catch {
    // Storage blocked: the tab language alone.
  }
  return copyLanguages(readerLanguage(search), parseCopyLanguages(ticked));
}

/** The section of the page that `heading` starts, as Markdown, with the samples of the reader's languages for copies. */
export async function sectionMarkdown(page: TwinPage, heading: HTMLElement): Promise<string> {
  const languages = copyLanguagesOnPage(readerCopyLanguages(window.location.search), page.languages);
  const section = twinSection(await fetchText(markdownTwinPath(page.permalink)), sectionHeadingOf(heading));
  return languages === null ? section : keepLanguages(section, languages);
}

let liveRegion: HTMLElement | undefined;

/**
 * Tells screen readers what a section's copy did, in one live region for every
 * heading (added to the page on the first copy, then filled a moment later:
 * a region that appears with its text already in it is often not read).
 */
export function announce(message: string): void {
  if (!liveRegion) {
    liveRegion = document.createElement('div');
    liveRegion.setAttribute('role', 'status');
    // Read to screen readers, not shown: the button shows the same.
    liveRegion.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
    document.body.append(liveRegion);
  }
  const region = liveRegion;
  region.textContent = '';
  setTimeout(() => {
    region.textContent = message;
  }, 100);
}
