/**
 * Search box wording: when the search cluster cannot be reached, say so plainly;
 * the button's name starts with its visible label and names its shortcut (on a touch screen,
 * src/theme/SearchBar names it by its label alone).
 *
 * Only what the site words otherwise. The box (typesense-docsearch-react) has English wording
 * of its own for every other text, the same as the theme's, and the site is in English: the
 * theme's list of every text, each with its description for translators, was 1 KB (gzip) of
 * the app that every page downloads first.
 */
import {SEARCH_BUTTON, SEARCH_UNREACHABLE} from '@site/src/search-messages';

export default {
  button: {buttonText: SEARCH_BUTTON.text, buttonAriaLabel: SEARCH_BUTTON.nameWithShortcut},
  modal: {errorScreen: SEARCH_UNREACHABLE},
};
