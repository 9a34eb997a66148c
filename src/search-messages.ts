/** What the search box and the search page say when the search cluster does not answer. */
export const SEARCH_UNREACHABLE = {
  titleText: 'Search is unreachable right now.',
  helpText: 'The search service did not answer. Check your connection and try again; the page itself keeps working.',
} as const;

/**
 * What they say when the cluster answers but refuses the site's query: the site and its search
 * cluster do not match (the server's reason is in the browser console), so trying again will not help.
 */
export const SEARCH_REFUSED = {
  titleText: 'Search is misconfigured.',
  helpText: 'The search service refused this site’s query, so search does not work in this copy of the docs. Browse the sidebar meanwhile.',
} as const;

/**
 * What they say in a build without a search-only key (TYPESENSE_SEARCH_ONLY_API_KEY):
 * such a build sends no search request at all.
 */
export const SEARCH_UNAVAILABLE = {
  buttonText: 'Search unavailable',
  titleText: 'Search is unavailable in this build.',
  helpText: 'This copy of the docs was built without a search key. Browse the sidebar, or search the published docs at',
  publishedSearchUrl: 'https://typesense.org/docs/search',
} as const;

/**
 * The search button's label, and its name where a keyboard can press its shortcut (Ctrl+K, ⌘K on
 * Apple devices); on a touch screen its name is the label alone (src/theme/SearchBar).
 */
export const SEARCH_BUTTON = {
  text: 'Search',
  nameWithShortcut: 'Search (Ctrl+K)',
} as const;
