/** Search box wording: when the search cluster cannot be reached, say so plainly. */
import translations from '@theme-original/SearchTranslations';
import {SEARCH_UNREACHABLE} from '@site/src/search-messages';

export default {
  ...translations,
  modal: {...translations.modal, errorScreen: SEARCH_UNREACHABLE},
};
