/** Search box wording: when the search cluster cannot be reached, say so plainly. */
import translations from '@theme-original/SearchTranslations';

export default {
  ...translations,
  modal: {
    ...translations.modal,
    errorScreen: {
      titleText: 'Search is unreachable right now',
      helpText: 'The search service did not answer. Check your connection and try again; the page itself keeps working.',
    },
  },
};
