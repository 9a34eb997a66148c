/**
 * Pure: the box's results, made to say where they are and why they match
 * (src/theme/SearchBar applies it to each answer). The modal's path line under
 * a result names only its page ("Documents"), so that two `filter_by` rows of
 * one page (Export, Update by query) read alike: here it names the page and
 * the section the result is in ("Documents › Export documents"). A parameter's
 * row also shows the first sentence of its description, which says why a
 * query such as "upsert" finds `action`.
 *
 * The modal shows the path from the hit's highlight of `hierarchy.lvl1`
 * (HTML, with the matched words marked), and groups results by the field's
 * own value, which stays as it is.
 *
 * A result about a feature newer than the version searched says so ("from
 * 0.24.0 on"), by one rule (`sinceHtml`): in the box on its path line, on the
 * search page (plugins/search-page applies `withSinceMarks` to its answers)
 * after its title.
 */

import {API_DOCS} from './constants';
import {isAtLeast} from './versioning/versions';

type Highlight = {value: string} & Record<string, unknown>;

export type BoxHit = {
  type?: string;
  content?: string | null;
  /** The version a Guide page's feature came in (scripts/indexer/records.ts). */
  since?: string;
  _highlightResult?: Record<string, Highlight | undefined>;
  _snippetResult?: Record<string, Highlight | undefined>;
} & Record<string, unknown>;

/** Between the page and the section on the path line. */
export const PATH_SEPARATOR = ' › ';
/** The class of a parameter's description on the path line (src/theme/SearchBar/styles.module.css). */
export const DESCRIPTION_CLASS = 'search-hit-description';
/** The class of the mark of a result about a feature newer than the version searched. */
export const SINCE_CLASS = 'search-hit-since';
/** A description's first sentence longer than this is cut, with an ellipsis. */
export const DESCRIPTION_MAX_CHARS = 140;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A level's text as the path shows it: its highlight (already HTML) or its own text, escaped. */
function levelHtml(hit: BoxHit, level: number): string | undefined {
  const field = `hierarchy.lvl${level}`;
  const own = hit[field];
  if (typeof own !== 'string' || own === '') {
    return undefined;
  }
  return hit._highlightResult?.[field]?.value ?? escapeHtml(own);
}

/** The first sentence of `text`, cut at DESCRIPTION_MAX_CHARS. */
export function firstSentence(text: string): string {
  const sentence = /^[\s\S]*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim();
  return sentence.length <= DESCRIPTION_MAX_CHARS ? sentence : `${sentence.slice(0, DESCRIPTION_MAX_CHARS - 1).trimEnd()}…`;
}

/** The mark of a hit about a feature that came after `version`, the API version searched ("from 0.25.0 on"), or nothing. */
function sinceHtml(hit: BoxHit, version: string | undefined): string {
  return typeof hit.since === 'string' && version !== undefined && !isAtLeast(version, hit.since)
    ? `<span class="${SINCE_CLASS}">from ${escapeHtml(hit.since)} on</span>`
    : '';
}

/** The hit with the highlight of one of its fields replaced by `value` (HTML). */
function withHighlight<Hit extends BoxHit>(hit: Hit, field: string, value: string): Hit {
  return {...hit, _highlightResult: {...hit._highlightResult, [field]: {...hit._highlightResult?.[field], value}}};
}

/**
 * The hit with its path line naming page › section (and, for a parameter, its description's first
 * sentence); a hit about a feature newer than `version`, the API version searched, says from which
 * version on it is there, on its path line or, for a page's title, after the title.
 */
export function withPathLine<Hit extends BoxHit>(hit: Hit, {version}: {version?: string} = {}): Hit {
  const level = /^lvl(\d)$/.exec(hit.type ?? '')?.[1];
  // A heading of level 2 or deeper is shown under its page and the headings above it; text under
  // its page and the deepest heading it is in. The page's own title (lvl1) needs no path.
  const deepest = level !== undefined ? Number(level) - 1 : hit.type === 'content' ? 6 : 0;
  const since = sinceHtml(hit, version);
  if (deepest < 1 || levelHtml(hit, 1) === undefined) {
    if (since === '' || levelHtml(hit, 1) === undefined) {
      return hit;
    }
    const {'hierarchy.lvl1': _lvl1Snippet, ...snippets} = hit._snippetResult ?? {};
    return {...withHighlight(hit, 'hierarchy.lvl1', `${levelHtml(hit, 1)!}${since}`), _snippetResult: snippets};
  }
  const sections = [2, 3, 4, 5, 6].filter((n) => n <= deepest).map((n) => levelHtml(hit, n)).filter((html): html is string => html !== undefined);
  const shownSections = hit.type === 'content' ? sections.slice(-1) : sections;
  let path = [levelHtml(hit, 1)!, ...shownSections].join(PATH_SEPARATOR) + since;
  // A heading's record has no text: one that has is a parameter's row, whose text is its description
  // (scripts/indexer/records.ts).
  if (hit.type !== 'content' && typeof hit.content === 'string' && hit.content !== '') {
    path += `<span class="${DESCRIPTION_CLASS}">${escapeHtml(firstSentence(hit.content))}</span>`;
  }
  const {'hierarchy.lvl1': _lvl1Snippet, ...snippets} = hit._snippetResult ?? {};
  return {...withHighlight(hit, 'hierarchy.lvl1', path), _snippetResult: snippets};
}

/**
 * Pure: the query as the box and the search page send what the reader typed (src/search-request.ts
 * builds the rest of the box's request; this loads with the first search, not with every page). A word that starts
 * with `--` is a server flag as readers write it (`--data-dir`), which Typesense reads as its
 * exclusion operator (a leading `-`: "records without data"), and so finds everything but the
 * flag's row; it goes without its dashes, a form the row holds too (its name's forms: `data-dir`
 * splits as the row's name does, on the collection's token separators).
 */
export function queryAsSent(q: string): string {
  return q.replace(/(^|\s)-{2,}(?=[A-Za-z0-9])/g, '$1');
}

/** The API version among a page's search tags (`docs-default-0.23.0`), if one names it. */
function apiVersionOfTags(tags: readonly string[]): string | undefined {
  const tag = `docs-${API_DOCS.pluginId}-`;
  return tags.find((name) => name.startsWith(tag))?.slice(tag.length);
}

/**
 * Pure: the API version a contextual filter searches, if it names one: the inverse of
 * contextualFilter (src/search-request.ts), here with the code that loads with the box's first
 * search, not with every page.
 */
export function apiVersionOfFilter(filter: string): string | undefined {
  return apiVersionOfTags(filter.replace(/^.*docusaurus_tag:=\[|\].*$/g, '').split(','));
}

/** A search request's facet filters, as algoliasearch-helper writes them: `field:value`, alone or in a group of alternatives. */
export type FacetFilters = string | readonly (string | readonly string[])[];

/** The search page's filter of Docusaurus's search tags (the theme's page refines this facet). */
const SEARCH_TAG_FACET = 'docusaurus_tag:';

/**
 * Pure: the API version a request of the search page searches, if it names one: the search tag among
 * its facet filters (`docusaurus_tag:docs-default-0.23.0`), which the theme's page sets from its
 * version menu.
 */
export function apiVersionOfFacetFilters(facetFilters: FacetFilters | undefined): string | undefined {
  const filters = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []).flat();
  return apiVersionOfTags(filters.filter((filter) => filter.startsWith(SEARCH_TAG_FACET)).map((filter) => filter.slice(SEARCH_TAG_FACET.length)));
}

/**
 * The hit as the search page (src/theme/SearchPage) shows it: a hit about a feature newer than
 * `version`, the API version searched, says from which version on it is there, after its title, as
 * in the box. The theme's page titles a result by the deepest level of its hierarchy whose highlight
 * has text (the levels above are its breadcrumbs), so the mark ends that level's highlight.
 */
export function withSinceAfterTitle<Hit extends BoxHit>(hit: Hit, {version}: {version?: string}): Hit {
  const since = sinceHtml(hit, version);
  const title = [6, 5, 4, 3, 2, 1, 0].map((level) => `hierarchy.lvl${level}`).find((field) => Boolean(hit._highlightResult?.[field]?.value));
  if (since === '' || title === undefined) {
    return hit;
  }
  return withHighlight(hit, title, `${hit._highlightResult![title]!.value}${since}`);
}

/** One search of the search page, as algoliasearch-helper hands it to the page's search client. */
export type PageSearchRequest = {params?: {facetFilters?: FacetFilters}};

/**
 * Pure: the search page's answer with each result's hits as withSinceAfterTitle makes them, for the
 * version its own request searched (the answer holds one result per request, in their order).
 */
export function withSinceMarks<Response extends {results: readonly {hits?: readonly BoxHit[]}[]}>(
  requests: readonly PageSearchRequest[],
  response: Response,
): Response {
  return {
    ...response,
    results: response.results.map((result, index) => {
      const version = apiVersionOfFacetFilters(requests[index]?.params?.facetFilters);
      return result.hits === undefined || version === undefined ? result : {...result, hits: result.hits.map((hit) => withSinceAfterTitle(hit, {version}))};
    }),
  };
}
