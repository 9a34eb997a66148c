/** What the search box says when the search cluster does not answer. */
export const SEARCH_UNREACHABLE = {
  titleText: 'Search is unreachable right now.',
  helpText: 'The search service did not answer. Check your connection and try again; the page itself keeps working.',
} as const;
