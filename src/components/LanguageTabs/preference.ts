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
import {chooseLanguage, languageStorage} from './reader-language';

/** The reader's language (`python`), or `null` when they have picked none; and how to set it (`null`: none, every language). */
export function useCodeLanguagePreference(): [string | null, (language: string | null) => void] {
  // Read in a layout effect, not with Docusaurus's useStorageSlot: that one renders the server's answer (none) at
  // hydration and the stored language a frame later, so "Copy page", shown on the reader's language before the app
  // started (./first-paint.ts), went back to "All languages" for a frame.
  const [slot] = useState(languageStorage);
  const [stored, setStored] = useState<string | null>(null);
  useIsomorphicLayoutEffect(() => {
    setStored(slot.get());
    return slot.listen((event) => setStored(event.newValue));
  }, [slot]);
  const linked = useQueryStringValue(CODE_LANGUAGE_QUERY_PARAMETER);
  const history = useHistory();
  const setLanguage = useCallback((language: string | null) => chooseLanguage(language, history), [history]);
  return [linked ?? stored, setLanguage];
}
