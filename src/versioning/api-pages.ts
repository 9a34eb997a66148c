/**
 * Which pages the API reference of each Typesense version has: the one home of
 * the resource-introduction rules. The `api-version-rules` plugin checks every
 * built version against them, the sidebars are generated from them, and each
 * resource page shows the version it first appeared in from them.
 */
import {compareVersions, isAtLeast} from './versions';

/** A page of a version's `api/` folder, by file name without extension. */
export type ApiPageName = string;

export type ApiPageRule = {
  page: ApiPageName;
  /** Sidebar label. */
  label: string;
  /** First version that documents this resource; `null` for pages every version has. */
  introducedIn: string | null;
};

/** The group that holds the resource pages in every API sidebar. */
export const API_RESOURCES_GROUP_LABEL = 'API Resources';

/** Pages every version has, shown before the resources group. `index` is the Introduction. */
export const API_PAGES_BEFORE_RESOURCES: readonly ApiPageRule[] = [
  {page: 'index', label: 'Introduction', introducedIn: null},
  {page: 'server-configuration', label: 'Server Configuration', introducedIn: null},
  {page: 'api-clients', label: 'API Clients', introducedIn: null},
  {page: 'authentication', label: 'Authentication', introducedIn: null},
];

/** Resource pages in sidebar order, each with the version that introduced it. */
export const API_RESOURCE_PAGES: readonly ApiPageRule[] = [
  {page: 'collections', label: 'Collections', introducedIn: '0.11'},
  {page: 'documents', label: 'Documents', introducedIn: '0.11'},
  {page: 'search', label: 'Search', introducedIn: '0.23'},
  {page: 'geosearch', label: 'GeoSearch', introducedIn: '0.23'},
  {page: 'vector-search', label: 'Vector Search', introducedIn: '0.24'},
  {page: 'federated-multi-search', label: 'Federated / Multi Search', introducedIn: '0.23'},
  {page: 'voice-search-query', label: 'Voice Query', introducedIn: '26.0'},
  {page: 'image-search', label: 'Image Search', introducedIn: '26.0'},
  {page: 'conversational-search-rag', label: 'Conversational Search (RAG)', introducedIn: '26.0'},
  {page: 'natural-language-search', label: 'Natural Language Search', introducedIn: '29.0'},
  {page: 'joins', label: 'JOINs', introducedIn: '26.0'},
  {page: 'analytics-query-suggestions', label: 'Analytics & Query Suggestions', introducedIn: '0.25'},
  {page: 'api-keys', label: 'API Keys', introducedIn: '0.14'},
  {page: 'curation', label: 'Curation', introducedIn: '0.12'},
  {page: 'collection-alias', label: 'Collection Alias', introducedIn: '0.12'},
  {page: 'synonyms', label: 'Synonyms', introducedIn: '0.18'},
  // 27.x had no stemming page: stemming dictionaries and the page arrived in 28.0.
  {page: 'stemming', label: 'Stemming', introducedIn: '28.0'},
  {page: 'stopwords', label: 'Stopwords', introducedIn: '26.0'},
  {page: 'cluster-operations', label: 'Cluster Operations', introducedIn: '0.18'},
];

/** Pages every version has, shown after the resources group. */
export const API_PAGES_AFTER_RESOURCES: readonly ApiPageRule[] = [
  {page: 'api-errors', label: 'API Errors', introducedIn: null},
];

export const ALL_API_PAGE_RULES: readonly ApiPageRule[] = [
  ...API_PAGES_BEFORE_RESOURCES,
  ...API_RESOURCE_PAGES,
  ...API_PAGES_AFTER_RESOURCES,
];

const RULES_BY_PAGE = new Map(ALL_API_PAGE_RULES.map((rule) => [rule.page, rule]));

export function apiPageRule(page: ApiPageName): ApiPageRule | undefined {
  return RULES_BY_PAGE.get(page);
}

/**
 * Whether `version` documents `page`. `version` may be `current`, the unreleased
 * working copy, which has every page of the released versions.
 */
export function apiPageExistsIn(page: ApiPageName, version: string): boolean {
  const rule = RULES_BY_PAGE.get(page);
  if (!rule) {
    return false;
  }
  return rule.introducedIn === null || version === 'current' || isAtLeast(version, rule.introducedIn);
}

/** Every page the API reference of `version` has, in sidebar order. */
export function apiPagesOf(version: string): ApiPageRule[] {
  return ALL_API_PAGE_RULES.filter((rule) => apiPageExistsIn(rule.page, version));
}

/** The Docusaurus doc id of an API page: `api/collections`, `api/index`. */
export function apiDocId(page: ApiPageName): string {
  return `api/${page}`;
}

/** The route of an API page inside its version: `api/` or `api/collections.html`. */
export function apiPagePath(page: ApiPageName): string {
  return page === 'index' ? 'api/' : `api/${page}.html`;
}

/** The API page a doc id names, or undefined when the doc is not an API page. */
export function apiPageOfDocId(docId: string): ApiPageName | undefined {
  const match = /^api\/([^/]+)$/.exec(docId);
  return match?.[1];
}

export type ApiSidebarItem =
  | {type: 'doc'; id: string; label: string}
  | {type: 'category'; label: string; collapsible: false; items: ApiSidebarItem[]};

/** The API sidebar of `version`: Introduction … Authentication, API Resources, API Errors. */
export function apiSidebarFor(version: string): ApiSidebarItem[] {
  const toItem = (rule: ApiPageRule): ApiSidebarItem => ({type: 'doc', id: apiDocId(rule.page), label: rule.label});
  const present = (rules: readonly ApiPageRule[]) =>
    rules.filter((rule) => apiPageExistsIn(rule.page, version)).map(toItem);
  return [
    ...present(API_PAGES_BEFORE_RESOURCES),
    {type: 'category', label: API_RESOURCES_GROUP_LABEL, collapsible: false, items: present(API_RESOURCE_PAGES)},
    ...present(API_PAGES_AFTER_RESOURCES),
  ];
}

/** Newest version in `versions` that documents `page`, if any. */
export function newestVersionWith(page: ApiPageName, versions: readonly string[]): string | undefined {
  return [...versions]
    .sort((a, b) => compareVersions(b, a))
    .find((version) => apiPageExistsIn(page, version));
}

/**
 * The endpoints each version documents. A page of a version presents an
 * endpoint (an `<ApiEndpoint>` or a curl sample) only if that version's server
 * has it: code-samples/operations.ts gives each operation's first version and,
 * for one that was removed, the version without it (checked against the
 * server's own routes). Where an endpoint moved, which one took its place and
 * which page documents it: the fix the rules plugin names when a page still
 * presents the old one as current. An old endpoint may still be named in
 * prose or a table, e.g. where a page explains the migration.
 */
export type MovedEndpoint = {
  /** The path the old endpoints start with, as the operations catalog writes it. */
  pathPrefix: string;
  /** The version whose server no longer has them. */
  removedIn: string;
  /** What takes their place, for the fix. */
  successor: string;
  /** The page of the same version that documents the successor. */
  page: ApiPageName;
};

export const MOVED_ENDPOINTS: readonly MovedEndpoint[] = [
  {pathPrefix: '/collections/{collectionName}/synonyms', removedIn: '30.0', successor: 'synonym sets (/synonym_sets/{synonymSetName})', page: 'synonyms'},
  {pathPrefix: '/collections/{collectionName}/overrides', removedIn: '30.0', successor: 'curation sets (/curation_sets/{curationSetName})', page: 'curation'},
];

/** Where the endpoint at `path` moved, if it did. */
export function movedEndpointOf(path: string): MovedEndpoint | undefined {
  return MOVED_ENDPOINTS.find((moved) => path === moved.pathPrefix || path.startsWith(`${moved.pathPrefix}/`));
}
