/**
 * The reader's sample language from the first paint: an inline script at the
 * top of each page's head (plugins/code-highlighting), run before the page's
 * body is parsed, long before the app starts.
 *
 * A page's HTML holds the first tab (Shell) of each sample group, and the app
 * switches the groups to the reader's language once it has hydrated, a second
 * or more after the page is shown on a phone. A reader who reads Go saw every
 * sample change under their eyes. So, when the reader has a language (a
 * link's `?language=`, else the one last picked: ./reader-language.ts) and
 * the page has code files (the meta SAMPLE_CODE_FILES_META), this script
 * fetches that code file at once, holding the first paint until it is there
 * (a few KB, fetched beside the page's stylesheet, which holds it anyway),
 * and shows each group in that language as the parser adds it: the tab selected,
 * the code replaced, the tab scrolled into view. "Copy page" offers the same
 * language. When the app hydrates, it finds the groups as it will render them
 * (src/components/LanguageTabs/useLanguageTabs.ts) and takes the fetched file
 * over (`takeEarlyCodeFetch`, src/page-code.ts) instead of fetching it again.
 *
 * A group whose tab in that language has no block of its own (a client
 * without the call, `<SampleUnavailable>`) is left to the app.
 */
import {codeHtml, type CodeSegment} from '../../code-tokens';
import {fetchJsonAsset} from '../../fetch-asset';
import {bringSelectedIntoView} from './tab-row';

type EarlyCodeFetch = {url: string; blocks: Promise<CodeSegment[][]>};

declare global {
  interface Window {
    /** The code file this script fetched, for the app to take over. */
    __earlySampleCode?: EarlyCodeFetch;
  }
}

/** The fetch of `url` this script started, if it did; the app takes it over once (later requests fetch anew). */
export function takeEarlyCodeFetch(url: string): Promise<CodeSegment[][]> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlySampleCode;
  if (early?.url !== url) return undefined;
  delete window.__earlySampleCode;
  return early.blocks;
}

/**
 * What the script needs of the site's constants, given by the plugin that writes it
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

/** Where a group's tab of `language` has its code (the group's SAMPLE_CODE_ATTRIBUTE: `shell:0 go:3 dart:-`): an index, or undefined. */
export function codeIndexIn(attribute: string, language: string): number | undefined {
  const entry = attribute.split(' ').find((candidate) => candidate.startsWith(`${language}:`));
  const index = Number(entry?.slice(language.length + 1));
  return entry !== undefined && Number.isInteger(index) && index >= 0 ? index : undefined;
}

function readerLanguage({queryParameter, storage, storageKey}: FirstPaintSettings): string | null {
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

/** Shows `group` in `language`, as the app will render it. */
function showLanguage(group: Element, attributeName: string, language: string, blocks: readonly CodeSegment[][]): void {
  const attribute = group.getAttribute(attributeName) ?? '';
  const index = codeIndexIn(attribute, language);
  const segments = index === undefined ? undefined : blocks[index];
  const row = group.querySelector<HTMLElement>('[role="tablist"]');
  const code = group.querySelector('[role="tabpanel"] pre > code');
  if (!segments || !row || !code) return;
  const languages = attribute.split(' ').map((entry) => entry.slice(0, entry.indexOf(':')));
  row.querySelectorAll('[role="tab"]').forEach((tab, position) => {
    const selected = languages[position] === language;
    tab.setAttribute('aria-selected', String(selected));
    tab.setAttribute('tabindex', selected ? '0' : '-1');
    tab.classList.toggle('tabs__item--active', selected);
  });
  code.innerHTML = codeHtml(segments);
  const pre = code.parentElement!;
  pre.className = pre.className.replace(/\blanguage-\S+/, `language-${language}`);
  bringSelectedIntoView(row);
}

/** The event by which the module script of fetchBeforeFirstPaint hands the code over. */
const ARRIVED_EVENT = 'early-sample-code';

/**
 * Fetches the code file so that the page is not painted before it is there:
 * as the JSON module of a module script that blocks rendering (`blocking="render"`,
 * which a script added while the head is parsed may have), while the parser
 * goes on with the page. Where that does not work (a browser without JSON
 * modules or render-blocking scripts, a file that does not come), a plain
 * fetch, which the first paint does not wait for.
 */
function fetchBeforeFirstPaint(url: string): Promise<CodeSegment[][]> {
  return new Promise<CodeSegment[][]>((resolve, reject) => {
    let settled = false;
    const fallBack = () => {
      if (settled) return;
      settled = true;
      (fetchJsonAsset(url) as Promise<CodeSegment[][]>).then(resolve, reject);
    };
    document.addEventListener(
      ARRIVED_EVENT,
      (event) => {
        if (settled) return;
        settled = true;
        resolve((event as CustomEvent<CodeSegment[][]>).detail);
      },
      {once: true},
    );
    const script = document.createElement('script');
    script.type = 'module';
    script.setAttribute('blocking', 'render');
    script.textContent =
      `import code from ${JSON.stringify(url)} with {type: "json"};` +
      `document.dispatchEvent(new CustomEvent(${JSON.stringify(ARRIVED_EVENT)}, {detail: code}));`;
    script.onerror = fallBack;
    // The page's load waits for the module: one that never ran (a syntax the browser lacks) is a fetch then.
    window.addEventListener('load', fallBack, {once: true});
    document.head.appendChild(script);
  });
}

export function showReaderLanguageBeforeTheApp(settings: FirstPaintSettings): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${settings.filesMeta}"]`);
  const language = readerLanguage(settings);
  const url = meta && language !== null ? parseCodeFiles(meta.content).get(language) : undefined;
  // The groups' first tab is the HTML's: nothing to change.
  if (!url || language === null || language === settings.defaultLanguage) return;
  const blocks = fetchBeforeFirstPaint(url);
  window.__earlySampleCode = {url, blocks};

  const done = new WeakSet<Element>();
  let loaded: CodeSegment[][] | null = null;
  const showParsed = () => {
    // Once the app has hydrated, the groups are its own.
    if (document.documentElement.dataset.hasHydrated === 'true') return;
    const select = document.querySelector<HTMLSelectElement>('select[data-copy-page-language]');
    if (select && !done.has(select) && [...select.options].some((option) => option.value === language)) {
      select.value = language;
      done.add(select);
    }
    if (!loaded) return;
    for (const group of document.querySelectorAll(`[${settings.groupAttribute}]`)) {
      if (done.has(group) || !isParsed(group)) continue;
      done.add(group);
      showLanguage(group, settings.groupAttribute, language, loaded);
    }
  };
  blocks.then(
    (fetched) => {
      loaded = fetched;
      showParsed();
    },
    // The app takes the failure over when it starts (src/page-code.ts), and reloads the page as for a missing chunk.
    () => undefined,
  );
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
