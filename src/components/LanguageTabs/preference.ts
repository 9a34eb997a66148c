/**
 * The reader's code language, as the sample groups keep it (Docusaurus's tab
 * groups with `groupId` CODE_LANGUAGE_TABS_GROUP and `queryString`
 * CODE_LANGUAGE_QUERY_PARAMETER): a link's `?language=`, else the language
 * last picked, in the browser's storage. "Copy page" reads and sets it
 * through this hook, so that a language picked there or in a sample group is
 * one preference: the groups switch with it at once (Docusaurus's storage
 * slots tell every reader of the key in the window), and later pages open on it.
 */
import {useCallback} from 'react';
import {useHistory} from '@docusaurus/router';
import {useStorageSlot} from '@docusaurus/theme-common';
import {useQueryStringValue} from '@docusaurus/theme-common/internal';
import {CODE_LANGUAGE_QUERY_PARAMETER, CODE_LANGUAGE_STORAGE_KEY} from '@site/src/constants';

/** The reader's language (`python`), or `null` when they have picked none; and how to set it (`null`: none, every language). */
export function useCodeLanguagePreference(): [string | null, (language: string | null) => void] {
  const [stored, slot] = useStorageSlot(CODE_LANGUAGE_STORAGE_KEY);
  const linked = useQueryStringValue(CODE_LANGUAGE_QUERY_PARAMETER);
  const history = useHistory();
  const setLanguage = useCallback(
    (language: string | null) => {
      if (language === null) {
        slot.del();
      } else {
        slot.set(language);
      }
      // A tab picked on this page put its language in the URL, as the groups do: follow it there too, or the URL would outrank the new choice.
      const search = new URLSearchParams(history.location.search);
      if (search.has(CODE_LANGUAGE_QUERY_PARAMETER)) {
        if (language === null) {
          search.delete(CODE_LANGUAGE_QUERY_PARAMETER);
        } else {
          search.set(CODE_LANGUAGE_QUERY_PARAMETER, language);
        }
        history.replace({...history.location, search: search.toString()});
      }
    },
    [slot, history],
  );
  return [linked ?? stored, setLanguage];
}
