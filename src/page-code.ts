/**
 * The code of a page's blocks, in the browser (production): the page's
 * script carries where each block's code is, not the code
 * (plugins/code-highlighting/page-code-loader.cjs). Each page's code is split
 * in files: one for the blocks outside sample groups (`page`), and one per
 * language of its groups.
 *
 * - The page the app starts on: its HTML holds the code of every block the
 *   server rendered, highlighted: the blocks outside sample groups and, in each
 *   group, its first tab (sample tabs render only the tab shown,
 *   src/components/LanguageTabs). Those blocks keep what the HTML has
 *   (`'document'`). When the reader's language is another one, its file is
 *   fetched as the page's script starts, so that it is on its way before the
 *   groups switch to it after hydration.
 * - A page the reader navigates to: before it renders, its `page` code and
 *   the code of the reader's language (Shell when none) are fetched
 *   (`loadPageCode`, awaited by the page's module); a block of another
 *   language fetches its file when it is rendered, which happens when the
 *   reader picks that language.
 * - The page the app started on, opened again (Back, or a link): its blocks
 *   no longer have the HTML, and its module, already run, fetches nothing.
 *   Each block kept its code when it left the page (`keepDocumentCode`, read
 *   back from the HTML it showed), so it renders at once, at its height, and
 *   the reader's place on the page is where they left it.
 * - A language the reader picks is fetched for every page opened so far too
 *   (`fetchForOpenedPages`): their modules have run and fetch nothing when
 *   opened again, and Back to one of them shows its samples in that language
 *   at once, where the reader left it.
 *
 * A file that cannot be fetched (the site was redeployed, the network is
 * gone) fails the page's load like a missing script does, and the app's
 * chunk-error handling (src/client/chunk-errors.ts) reloads the page.
 */
import {useEffect, useState, useSyncExternalStore} from 'react';
import {readerLanguage} from './components/LanguageTabs/reader-language';
import {takeEarlyCodeFetch} from './components/LanguageTabs/first-paint';
import {DEFAULT_SAMPLE_LANGUAGE} from './versioning/sample-languages';
import {PAGE_BUNDLE, segmentsOfHtml, type CodeSegment} from './code-tokens';
import {fetchJsonAsset} from './fetch-asset';
import {hasAppStarted} from './app-started';

type FileState = {status: 'loading'; done: Promise<void>} | {status: 'loaded'; blocks: CodeSegment[][]} | {status: 'failed'; error: Error};

const files = new Map<string, FileState>();
const listeners = new Set<() => void>();

/** The code files of each page opened so far (its module has run), by language, `page` included. */
const openedPages: Readonly<Record<string, string>>[] = [];

/** The code of the first page's blocks, by reference, kept when they left the page. */
const keptFromDocument = new Map<string, CodeSegment[]>();

/** Keeps the code that a block of the first page showed, from its `<code>` element, for when it renders again. */
export function keepDocumentCode(ref: string, code: Element): void {
  keptFromDocument.set(ref, segmentsOfHtml(code.childNodes as Iterable<Node & {className?: unknown}>));
}


function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches one code file once; later calls share the first. */
function fetchFile(url: string): Promise<void> {
  const known = files.get(url);
  if (known?.status === 'loading') return known.done;
  if (known?.status === 'loaded') return Promise.resolve();
  const done = (takeEarlyCodeFetch(url) ?? fetchJsonAsset(url)).then(
    (blocks) => {
      files.set(url, {status: 'loaded', blocks: blocks as CodeSegment[][]});
      notify();
    },
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      files.set(url, {status: 'failed', error: failure});
      notify();
      throw failure;
    },
  );
  files.set(url, {status: 'loading', done});
  return done;
}

/** The page's code file of a language, if it has one: the language comes from the URL, so `__proto__` is a language like any other. */
function fileOf(urls: Readonly<Record<string, string>>, language: string | null): string | undefined {
  return language !== null && Object.prototype.hasOwnProperty.call(urls, language) ? urls[language] : undefined;
}

/**
 * Awaited by each page's module before the page renders: after the app has
 * started, the page's own code and the reader's language (or Shell), fetched together.
 */
export function loadPageCode(urls: Readonly<Record<string, string>>): Promise<void> | undefined {
  if (typeof window === 'undefined') {
    return undefined;
  }
  openedPages.push(urls);
  const language = readerLanguage(window.location.search);
  if (!hasAppStarted()) {
    // The first page renders from its HTML; only a language its HTML lacks is needed, and not before hydration.
    const url = language !== DEFAULT_SAMPLE_LANGUAGE ? fileOf(urls, language) : undefined;
    if (url) fetchFile(url).catch(() => undefined);
    return undefined;
  }
  // A group shows the reader's language, or else its first tab: Shell, or a block of the `page` file
  // (plugins/code-highlighting/rehype-code-tokens.ts).
  const languageUrl = fileOf(urls, language) ?? urls[DEFAULT_SAMPLE_LANGUAGE];
  const wanted = [urls[PAGE_BUNDLE], languageUrl].filter((url): url is string => Boolean(url));
  return wanted.length > 0 ? Promise.all(wanted.map(fetchFile)).then(() => undefined) : undefined;
}

/**
 * A language the reader picked, whose file `url` of the page shown is
 * requested: requests that language's file of every page opened before.
 */
function fetchForOpenedPages(url: string): void {
  const urlsOfShownPage = openedPages.find((urls) => Object.values(urls).includes(url));
  const language = urlsOfShownPage && Object.keys(urlsOfShownPage).find((key) => urlsOfShownPage[key] === url);
  if (!language || language === PAGE_BUNDLE) {
    return;
  }
  for (const urls of openedPages) {
    const file = fileOf(urls, language);
    if (file) fetchFile(file).catch(() => undefined);
  }
}

/**
 * The segments of the block at `ref` (`<file>#<index>`): `'document'` when the
 * block keeps the code of the HTML it is hydrated from, `'loading'` while its
 * file is on its way. A file that the page did not fetch with it (another
 * language than the reader's) is fetched once a block of it is `shown`: a
 * sample's tabs are all rendered, most of them hidden.
 */
export function useBlockCode(ref: string, shown: boolean): CodeSegment[] | 'document' | 'loading' {
  // Decided once per block: a block of the first page rendered keeps its HTML's code.
  const [fromDocument] = useState(() => !hasAppStarted());
  const hash = ref.lastIndexOf('#');
  const url = ref.slice(0, hash);
  const index = Number(ref.slice(hash + 1));
  const state = useSyncExternalStore(
    subscribe,
    () => files.get(url),
    () => undefined,
  );
  const kept = keptFromDocument.get(ref);
  useEffect(() => {
    if (!fromDocument && !kept && shown && state === undefined) {
      // A language the reader just picked: errors surface through the state.
      fetchFile(url).catch(() => undefined);
      fetchForOpenedPages(url);
    }
  }, [fromDocument, kept, shown, state, url]);
  if (fromDocument) {
    return 'document';
  }
  if (state?.status === 'failed') {
    throw state.error;
  }
  if (state?.status === 'loaded') {
    return state.blocks[index] ?? [];
  }
  return kept ?? 'loading';
}
