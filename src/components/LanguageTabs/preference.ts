/**
 * The reader's code language, as the sample groups keep it
 * (./reader-language.ts): a link's `?language=`, else the language last
 * picked, in the browser's storage. "Copy page" reads and sets it
 * through this hook, so that a language picked there or in a sample group is
 * one preference: the groups switch with it (Docusaurus's storage slots tell
 * every reader of the key in the window), and later pages open on it.
 */
import {useCallback, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import {useQueryStringValue} from '@docusaurus/theme-common/internal';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {CODE_LANGUAGE_QUERY_PARAMETER} from '@site/src/constants';
import {copyLanguages, parseCopyLanguages} from './copy-languages';
import {copyLanguageStorage} from './copy-language-storage';
import {chooseLanguage, languageStorage} from './reader-language';

/** The reader's language (`python`), or `null` when they have picked none; and how to set it (`null`: none, every language). */
export function useCodeLanguagePreference(): [string | null, (language: string | null) => void] {
  const stored = useStoredValue(languageStorage);
  const linked = useQueryStringValue(CODE_LANGUAGE_QUERY_PARAMETER);
  const history = useHistory();
  const setLanguage = useCallback((language: string | null) => chooseLanguage(language, history), [history]);
  return [linked ?? stored, setLanguage];
}

/**
 * The reader's languages for copies (./copy-languages.ts: the tab language
 * and the ones ticked; `null` for every language); the tab language and its
 * setter, with which Copy page's menu changes them (./copy-language-choice.ts).
 */
export function useCopyLanguages(): {languages: string[] | null; tabLanguage: string | null; setTabLanguage: (language: string | null) => void} {
  const [tabLanguage, setTabLanguage] = useCodeLanguagePreference();
  const ticked = useStoredValue(copyLanguageStorage);
  return {languages: copyLanguages(tabLanguage, parseCopyLanguages(ticked)), tabLanguage, setTabLanguage};
}

/** A value of the reader's storage, followed in this window and others. */
function useStoredValue(storage: () => ReturnType<typeof languageStorage>): string | null {
  // Read in a layout effect, not with Docusaurus's useStorageSlot: that one renders the server's answer (none) at
  // hydration and the stored language a frame later, so "Copy page", shown on the reader's language before the app
  // started (./first-paint.ts), went back to "All languages" for a frame.
  const [slot] = useState(storage);
  const [stored, setStored] = useState<string | null>(null);
  useIsomorphicLayoutEffect(() => {
    setStored(slot.get());
    return slot.listen((event) => setStored(event.newValue));
  }, [slot]);
  return stored;
}
