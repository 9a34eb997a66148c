/**
 * The request the search box sends, in one place: the site config hands the
 * search theme SEARCH_BOX_PARAMETERS, and the search bench
 * (`npm run bench -- --search`) sends `searchBoxRequest` to a real server, so
 * that what it measures is what readers get. tests/unit/search-request.test.ts
 * holds the parts that the installed search packages add (the modal's own
 * parameters, the contextual version filter) to what they really send.
 *
 * The box is docusaurus-theme-search-typesense's: its modal
 * (typesense-docsearch-react) sends DOCSEARCH_MODAL_PARAMETERS with the
 * reader's query, the theme's contextual filter (the language, and the search
 * tags of the version being read) as `filter_by`, and the site's parameters
 * over both.
 */
import {API_DOCS, DOC_SECTIONS, SEARCH} from './constants';

/** Every hierarchy field, in order, as the modal names them. */
// Pure (as are the joins below): the app's scripts, which read only the contextual filter, leave these out.
const HIERARCHY_FIELDS = /* @__PURE__ */ ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `hierarchy.${level}`).join(',');

/** The fields of a hit the modal asks for (a template of constants: the app's scripts can leave it out, unused). */
const MODAL_INCLUDE_FIELDS = `${HIERARCHY_FIELDS},content,anchor,url,type,id`;

/** What typesense-docsearch-react's modal sends on its own, before the site's parameters are merged over it. */
export const DOCSEARCH_MODAL_PARAMETERS = {
  query_by: `${HIERARCHY_FIELDS},content`,
  include_fields: MODAL_INCLUDE_FIELDS,
  highlight_full_fields: `${HIERARCHY_FIELDS},content`,
  group_by: 'url',
  group_limit: 3,
  sort_by: 'item_priority:desc',
  snippet_threshold: 8,
  highlight_affix_num_tokens: 4,
} as const;

/** The results the modal shows of each section (`hierarchy.lvl0`) at most: typesense-docsearch-react's `groupBy` drops the rest. */
export const DOCSEARCH_MODAL_HITS_PER_SECTION = 5;

/** The site's search parameters: the theme config's `typesenseSearchParameters`. */
export const SEARCH_BOX_PARAMETERS = {
  per_page: SEARCH.perPage,
  // The modal's fields, and the version a Guide page's feature came in (src/search-hits.ts shows it).
  include_fields: `${MODAL_INCLUDE_FIELDS},since`,
  query_by: /* @__PURE__ */ SEARCH.queryBy.join(','),
  vector_query: SEARCH.vectorQuery,
  sort_by: SEARCH.sortBy,
  split_join_tokens: SEARCH.splitJoinTokens,
  drop_tokens_threshold: SEARCH.dropTokensThreshold,
} as const;

/**
 * Pure: a request (or the site's parameters) as a server without the embedding model can take it:
 * the same less the vector half (`embedding` in `query_by`, and `vector_query`). A build with
 * DOCS_SEARCH_VECTOR=off sends so (src/search-cluster.ts), as the search bench does to 0.24.1.
 */
export function keywordOnly<Parameters extends {query_by: string | number; vector_query?: string | number}>(parameters: Parameters): Omit<Parameters, 'vector_query'> {
  const {vector_query: _vectorQuery, ...rest} = parameters;
  return {
    ...rest,
    query_by: String(parameters.query_by)
      .split(',')
      .filter((field) => field !== 'embedding')
      .join(','),
  };
}

/** The site's parameters of a build, with or without the vector half. */
export function searchBoxParameters({vector}: {vector: boolean}): Omit<typeof SEARCH_BOX_PARAMETERS, 'vector_query'> & {vector_query?: string} {
  return vector ? SEARCH_BOX_PARAMETERS : keywordOnly(SEARCH_BOX_PARAMETERS);
}

/** Docusaurus's search tag of everything outside the docs plugins. */
export const DEFAULT_SEARCH_TAG = 'default';

/**
 * The search tags of a page of the API reference at `apiVersion` (or of any
 * other page, with the version the reader last read or the latest), as
 * Docusaurus's contextual search gives them: the default tag, then one per
 * docs plugin, in the order the site config loads them (the API reference,
 * from the preset, before the sections).
 */
export function contextualSearchTags(apiVersion: string): string[] {
  return [
    DEFAULT_SEARCH_TAG,
    `docs-${API_DOCS.pluginId}-${apiVersion}`,
    ...DOC_SECTIONS.map(({id}) => `docs-${id}-current`),
  ];
}

/** The theme's contextual filter (`useTypesenseContextualFilters`): the language, and the page's search tags. */
export function contextualFilter({locale, tags}: {locale: string; tags: readonly string[]}): string {
  return [`language:=${locale}`, tags.length > 0 ? `docusaurus_tag:=[${tags.join(',')}]` : undefined].filter(Boolean).join(' && ');
}

/** One search of a multi-search request: the parameters as Typesense takes them. */
export type SearchBoxRequest = {collection: string; q: string; filter_by: string; query_by: string} & Record<string, string | number>;

/**
 * The one search of the multi-search request that the box sends for `q` (what the reader typed, as
 * the box sends it: `queryAsSent`, src/search-hits.ts), typed on a page of `apiVersion`.
 */
export function searchBoxRequest(q: string, {apiVersion, locale = 'en'}: {apiVersion: string; locale?: string}): SearchBoxRequest {
  return {
    collection: SEARCH.collectionName,
    q,
    ...DOCSEARCH_MODAL_PARAMETERS,
    filter_by: contextualFilter({locale, tags: contextualSearchTags(apiVersion)}),
    ...SEARCH_BOX_PARAMETERS,
  };
}
