/**
 * Which API version a search covers, kept as the reader moves: the search box
 * searches the version of the page being read, and on a Guide, Overview or
 * other page the version the reader last read (kept in the browser's storage
 * under LAST_READ_VERSION_KEY); "See all results" opens the search page with
 * that version in its address (`/docs/search?q=filter_by&version=0.23.0`), so
 * that a reload or a shared link searches it too.
 *
 * Pure functions: src/theme/SearchBar and src/theme/SearchPage read and write
 * the storage and the address.
 */

/** The search page's address parameter that holds the API version searched. */
export const SEARCH_VERSION_PARAM = 'version';
/** The search page's address parameter that holds the query (the theme's own). */
export const SEARCH_QUERY_PARAM = 'q';

/** Where the search box keeps the API version the reader last read (localStorage). */
export const LAST_READ_VERSION_KEY = 'typesense-docs-search-version';

/**
 * The API version to search: the page's own, else the one last read if the
 * site still has it, else the latest.
 */
export function versionToSearch({
  pageVersion,
  lastRead,
  versions,
  latest,
}: {
  pageVersion: string | undefined;
  lastRead: string | null;
  versions: readonly string[];
  latest: string;
}): string {
  if (pageVersion !== undefined) {
    return pageVersion;
  }
  return lastRead !== null && versions.includes(lastRead) ? lastRead : latest;
}

/** The search page's address for `query` in `version`. */
export function searchPageLink(baseUrl: string, query: string, version: string): string {
  const params = new URLSearchParams({[SEARCH_QUERY_PARAM]: query, [SEARCH_VERSION_PARAM]: version});
  return `${baseUrl}search?${params.toString()}`;
}

/** The version a search page address asks for, when the site has it; `undefined` otherwise. */
export function versionInAddress(search: string, versions: readonly string[]): string | undefined {
  const version = new URLSearchParams(search).get(SEARCH_VERSION_PARAM);
  return version !== null && versions.includes(version) ? version : undefined;
}

/** `search` (an address's query string) with the version set to `version`, its other parameters kept. */
export function withVersion(search: string, version: string): string {
  const params = new URLSearchParams(search);
  params.set(SEARCH_VERSION_PARAM, version);
  return `?${params.toString()}`;
}
