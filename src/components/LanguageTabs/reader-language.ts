/**
 * The language a reader reads samples in, as the sample groups, Copy page and
 * the page's code files (src/page-code.ts) all read it: a link's
 * `?language=`, else the language last picked (in the browser's storage,
 * under Docusaurus's tab-group key, so choices made before this code stay).
 */
import {startTransition} from 'react';
import type {useHistory} from '@docusaurus/router';
import {createStorageSlot} from '@docusaurus/theme-common';
import {CODE_LANGUAGE_QUERY_PARAMETER, CODE_LANGUAGE_STORAGE_KEY} from '@site/src/constants';

/** The storage of the language last picked: `get`, `set`, `del`, and `listen` for changes in this window and others. */
export function languageStorage(): ReturnType<typeof createStorageSlot> {
  return createStorageSlot(CODE_LANGUAGE_STORAGE_KEY);
}

/** The language of a link's query string (`?language=go`), if it names one. */
export function linkedLanguage(search: string): string | null {
  return new URLSearchParams(search).get(CODE_LANGUAGE_QUERY_PARAMETER);
}

/** The reader's language in the browser: the link's, else the one last picked; `null` when neither (or storage is blocked). */
export function readerLanguage(search: string): string | null {
  try {
    return linkedLanguage(search) ?? languageStorage().get();
  } catch {
    return null;
  }
}

/**
 * Makes `language` the reader's (`null`: none, every language): stored, which
 * every sample group and "Copy page" follow. The address is left alone, unless
 * a link's `?language=` is in it: that would outrank the choice on a reload,
 * so it follows, in a transition (a change of address renders the whole page
 * again; it waits until what the reader touched is painted).
 */
export function chooseLanguage(language: string | null, history: ReturnType<typeof useHistory>): void {
  const storage = languageStorage();
  if (language === null) {
    storage.del();
  } else {
    storage.set(language);
  }
  const search = new URLSearchParams(history.location.search);
  if (!search.has(CODE_LANGUAGE_QUERY_PARAMETER)) return;
  if (language === null) {
    search.delete(CODE_LANGUAGE_QUERY_PARAMETER);
  } else {
    search.set(CODE_LANGUAGE_QUERY_PARAMETER, language);
  }
  startTransition(() => history.replace({...history.location, search: search.toString()}));
}
