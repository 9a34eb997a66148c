/**
 * Search box wording: when the search cluster cannot be reached, say so plainly;
 * the button's name starts with its visible label and names its shortcut (on a touch screen,
 * src/theme/SearchBar names it by its label alone).
 */
import translations from '@theme-original/SearchTranslations';
import {SEARCH_BUTTON, SEARCH_UNREACHABLE} from '@site/src/search-messages';

export default {
  ...translations,
  button: {...translations.button, buttonText: SEARCH_BUTTON.text, buttonAriaLabel: SEARCH_BUTTON.nameWithShortcut},
  modal: {...translations.modal, errorScreen: SEARCH_UNREACHABLE},
};
