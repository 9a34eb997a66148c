/**
 * The reader's sample language from the first paint, before the app starts.
 *
 * A page's HTML holds the first tab (Shell) of each sample group, and the app
 * switches the groups to the reader's language once it has hydrated, a second
 * or more after the page is shown on a phone: a reader who reads Go saw every
 * sample change under their eyes. So a small inline script at the top of each
 * page's head (./first-paint-stub.ts, written by plugins/code-highlighting),
 * when the reader has a language (a link's `?language=`, else the one last
 * picked: ./reader-language.ts) and the page has code files (the meta
 * SAMPLE_CODE_FILES_META), adds a module script that blocks the first paint
 * (`blocking="render"`) until it has run: it imports this module (a file of
 * the build, fetched only by such readers) and the page's code in that
 * language as a JSON module, both beside the page's stylesheet, which holds
 * the first paint anyway. `run` then shows each group in that language as the
 * parser adds it: the tab selected, the code replaced, the tab scrolled into
 * view; "Copy page" offers the same language. When the app hydrates, it finds
 * the groups as it renders them (./useLanguageTabs.ts) and takes the code over
 * (`takeEarlyCodeFetch`, src/page-code.ts) instead of fetching it again.
 *
 * A group whose tab in that language has no block of its own (a client
 * without the call, `<SampleUnavailable>`) is left to the app, as is every
 * group in a browser without JSON modules or when the file does not come.
 */
import {codeHtml, type CodeSegment} from '../../code-tokens';
import {bringSelectedIntoView} from './tab-row';

type EarlyCodeFetch = {url: string; blocks: Promise<CodeSegment[][]>};

declare global {
  interface Window {
    /** The code file the first paint showed, for the app to take over. */
    __earlySampleCode?: EarlyCodeFetch;
  }
}

/** The code file `url` if the first paint had it; the app takes it over once (later requests fetch anew). */
export function takeEarlyCodeFetch(url: string): Promise<CodeSegment[][]> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlySampleCode;
  if (early?.url !== url) return undefined;
  delete window.__earlySampleCode;
  return early.blocks;
}

/**
 * What the scripts need of the site's constants, given by the plugin that writes them
 * (plugins/code-highlighting): the constants module itself is too large to inline in every page.
 */
export type FirstPaintSettings = {
  /** CODE_LANGUAGE_QUERY_PARAMETER, and the storage and key (CODE_LANGUAGE_STORAGE_KEY, namespaced) where the reader's language is. */
  queryParameter: string;
  storage: 'localStorage' | 'sessionStorage';
  storageKey: string;
  /** SAMPLE_CODE_FILES_META and SAMPLE_CODE_ATTRIBUTE: where the page's code is. */
  filesMeta: string;
  groupAttribute: string;
  /** The language of the groups' first tab, which the HTML shows already. */
  defaultLanguage: string;
  /** Where the build writes this module. */
  moduleUrl: string;
};

/** The page's code files by language, from the meta's content (`shell=/docs/assets/code/…json go=…`). */
export function parseCodeFiles(content: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of content.split(' ')) {
    const equals = entry.indexOf('=');
    if (equals > 0) files.set(entry.slice(0, equals), entry.slice(equals + 1));
  }
  return files;
}

/**
 * A group's SAMPLE_CODE_ATTRIBUTE: its tabs' languages, in order, and where each
 * one's code is in the page's code file of that language: one index when all
 * are at the same (`shell javascript go:3`, the usual case: the third group
 * of the page), else one per tab (`shell javascript go:3,3,-`, `-` for a tab
 * without a block of its own). The languages are the same for every group of
 * a page, and compress to nothing in its HTML.
 */
export function formatCodeIndexes(tabs: readonly {language: string; index: string}[]): string {
  const indexes = tabs.map((tab) => tab.index);
  const uniform = indexes.every((index) => index === indexes[0]) && indexes[0] !== '-';
  return `${tabs.map((tab) => tab.language).join(' ')}:${uniform ? indexes[0] : indexes.join(',')}`;
}

/** Where a group's tab of `language` is and has its code (read from formatCodeIndexes), or undefined. */
export function codeIndexIn(attribute: string, language: string): {tab: number; index: number} | undefined {
  const colon = attribute.lastIndexOf(':');
  const tab = attribute.slice(0, colon).split(' ').indexOf(language);
  const indexes = attribute.slice(colon + 1).split(',');
  const text = indexes.length === 1 ? indexes[0] : indexes[tab];
  const index = Number(text);
  return colon > 0 && tab >= 0 && text !== '' && text !== '-' && Number.isInteger(index) && index >= 0 ? {tab, index} : undefined;
}

/** The reader's language, as the app reads it (./reader-language.ts), with the storage key the app's storage uses. */
export function readerLanguageBeforeTheApp({queryParameter, storage, storageKey}: FirstPaintSettings): string | null {
  try {
    return new URLSearchParams(window.location.search).get(queryParameter) ?? window[storage].getItem(storageKey);
  } catch {
    return null;
  }
}

/** Whether the parser is past `element`: it, or one of its ancestors, has something after it. */
function isParsed(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.nextSibling) return true;
  }
  return document.readyState !== 'loading';
}

/** Shows `group` in `language`, as the app will render it; the label of its tab, if shown. */
function showLanguage(group: Element, attributeName: string, language: string, blocks: readonly CodeSegment[][]): string | undefined {
  const place = codeIndexIn(group.getAttribute(attributeName) ?? '', language);
  const segments = place === undefined ? undefined : blocks[place.index];
  const row = group.querySelector<HTMLElement>('[role="tablist"]');
  const code = group.querySelector('[role="tabpanel"] pre > code');
  if (!place || !segments || !row || !code) return undefined;
  const tabs = row.querySelectorAll('[role="tab"]');
  tabs.forEach((tab, position) => {
    const selected = position === place.tab;
    tab.setAttribute('aria-selected', String(selected));
    tab.setAttribute('tabindex', selected ? '0' : '-1');
    tab.classList.toggle('tabs__item--active', selected);
  });
  code.innerHTML = codeHtml(segments);
  const pre = code.parentElement!;
  pre.className = pre.className.replace(/\blanguage-\S+/, `language-${language}`);
  bringSelectedIntoView(row);
  return tabs[place.tab]?.textContent ?? undefined;
}

/** Run by the module script that the stub adds, with the page's code in the reader's language, `language`, from `url`. */
export function run(settings: FirstPaintSettings, language: string, url: string, code: CodeSegment[][]): void {
  window.__earlySampleCode = {url, blocks: Promise.resolve(code)};
  const done = new WeakSet<Element>();
  const showParsed = () => {
    // Once the app has hydrated, the groups are its own.
    if (document.documentElement.dataset.hasHydrated === 'true') return;
    // "Copy page" (above the groups) names the language, as its first group's tab does.
    const copyLanguages = document.querySelector('[data-copy-page-language]');
    for (const group of document.querySelectorAll(`[${settings.groupAttribute}]`)) {
      if (done.has(group) || !isParsed(group)) continue;
      done.add(group);
      const label = showLanguage(group, settings.groupAttribute, language, code);
      if (label && copyLanguages && !done.has(copyLanguages)) {
        copyLanguages.textContent = label;
        done.add(copyLanguages);
      }
    }
  };
  showParsed();
  if (document.readyState !== 'loading') return;
  // Groups as the parser adds them, so that a group is shown in the reader's language before it is first painted.
  const observer = new MutationObserver(showParsed);
  observer.observe(document.documentElement, {childList: true, subtree: true});
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      observer.disconnect();
      showParsed();
    },
    {once: true},
  );
}
