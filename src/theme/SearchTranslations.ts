/**
 * Search box wording: when the search cluster cannot be reached, say so plainly;
 * the button's name starts with its visible label and names its shortcut.
 */
import translations from '@theme-original/SearchTranslations';
import {SEARCH_UNREACHABLE} from '@site/src/search-messages';

export default {
  ...translations,
  button: {...translations.button, buttonText: 'Search', buttonAriaLabel: 'Search (Ctrl+K)'},
  modal: {...translations.modal, errorScreen: SEARCH_UNREACHABLE},
};
