/**
 * The old site's legacy links (../shared/reference/legacy-links.tsv), as data.
 * Paths are relative to the base URL (`/docs`). `{latest}` stands for the
 * latest version; targets of the per-version rules are relative to the version
 * folder (`api/documents.html#…`).
 *
 * Where an old target pointed at an anchor or page that a version lacks, the
 * target is given per version range (newest first; the first range whose
 * `since` the version reaches wins), so that every rule lands on something
 * that exists. A page a version does not have falls back to that version's
 * API introduction (see resolve.ts).
 */

/** A target that depends on the version: ranges newest first, the last one without `since`. */
export type VersionedTarget = string | readonly {since?: string; to: string}[];

/** `/guide/#<hash>` links of the old one-page guide. */
export const GUIDE_HASH_RULES: Readonly<Record<string, string>> = {
  'install-typesense': '/guide/install-typesense.html',
  'start-typesense': '/guide/install-typesense.html#option-2-local-machine-self-hosting',
  'configure-typesense': '/{latest}/api/server-configuration.html',
  'update-typesense': '/guide/updating-typesense.html',
  'install-client': '/guide/installing-a-client.html',
  'example-application': '/guide/building-a-search-application.html',
  'init-client': '/guide/building-a-search-application.html#initializing-the-client',
  'create-collection': '/guide/building-a-search-application.html#creating-a-books-collection',
  'index-documents': '/guide/building-a-search-application.html#adding-books-to-the-collection',
  'search-collection': '/guide/building-a-search-application.html#searching-for-books',
  'search-ui': '/guide/search-ui-components.html',
  'typesense-instantsearch-demo': '/guide/search-ui-components.html#demo-app',
  'ranking-relevance': '/guide/ranking-and-relevance.html',
  'high-availability': '/guide/high-availability.html',
};

/** `/{version}/api/#<hash>` links of the old one-page API reference, per version. */
export const API_HASH_RULES: Readonly<Record<string, VersionedTarget>> = {
  'api-clients': 'api/api-clients.html',
  authentication: 'api/authentication.html',
  'create-collection': 'api/collections.html#create-a-collection',
  'index-document': [
    {since: '0.22.1', to: 'api/documents.html#index-a-single-document'},
    {to: 'api/documents.html#index-a-document'},
  ],
  'search-collection': [{since: '0.23.0', to: 'api/search.html'}, {to: 'api/documents.html#search'}],
  'multi-search': [
    {since: '0.23.0', to: 'api/federated-multi-search.html'},
    {since: '0.19.0', to: 'api/documents.html#federated-multi-search'},
    {to: 'api/documents.html#search'},
  ],
  'retrieve-document': 'api/documents.html#retrieve-a-document',
  'update-document': [
    {since: '0.25.0', to: 'api/documents.html#update-a-single-document'},
    {since: '0.16.0', to: 'api/documents.html#update-a-document'},
    {to: 'api/documents.html'},
  ],
  'delete-document': [
    {since: '0.25.0', to: 'api/documents.html#delete-a-single-document'},
    {since: '0.17.0', to: 'api/documents.html#delete-documents'},
    {to: 'api/documents.html#delete-a-document'},
  ],
  'retrieve-collection': 'api/collections.html#retrieve-a-collection',
  'export-documents': 'api/documents.html#export-documents',
  'import-documents': [
    {since: '0.22.1', to: 'api/documents.html#index-multiple-documents'},
    {to: 'api/documents.html#import-documents'},
  ],
  'list-collection': 'api/collections.html#list-all-collections',
  'drop-collection': 'api/collections.html#drop-a-collection',
  'api-keys': 'api/api-keys.html',
  'create-key': 'api/api-keys.html#create-an-api-key',
  'retrieve-key': 'api/api-keys.html#retrieve-an-api-key',
  'list-keys': 'api/api-keys.html#list-all-keys',
  'delete-key': 'api/api-keys.html#delete-api-key',
  'generate-scoped-search-key': 'api/api-keys.html#generate-scoped-search-key',
  curation: 'api/curation.html',
  // 30.0 replaced a collection's overrides and synonyms by curation sets and synonym sets.
  'list-overrides': [{since: '30.0', to: 'api/curation.html#list-all-curation-set-items'}, {to: 'api/curation.html#list-all-overrides'}],
  'delete-override': [{since: '30.0', to: 'api/curation.html#delete-a-curation-set-item'}, {to: 'api/curation.html#delete-an-override'}],
  aliases: 'api/collection-alias.html',
  'retrieve-alias': 'api/collection-alias.html#retrieve-an-alias',
  'list-aliases': 'api/collection-alias.html#list-all-aliases',
  'delete-alias': 'api/collection-alias.html#delete-an-alias',
  synonyms: 'api/synonyms.html',
  'create-update-multi-synonym': 'api/synonyms.html#multi-way-synonym',
  'retrieve-synonym': [{since: '30.0', to: 'api/synonyms.html#retrieve-a-synonym-set-item'}, {to: 'api/synonyms.html#retrieve-a-synonym'}],
  'list-synonyms': [{since: '30.0', to: 'api/synonyms.html#list-all-synonym-set-items'}, {to: 'api/synonyms.html#list-all-synonyms'}],
  'delete-synonym': [{since: '30.0', to: 'api/synonyms.html#delete-a-synonym-set-item'}, {to: 'api/synonyms.html#delete-a-synonym'}],
  'cluster-operations': 'api/cluster-operations.html',
  'cluster-operations-snapshot': 'api/cluster-operations.html#create-snapshot-for-backups',
  'cluster-operations-vote': 'api/cluster-operations.html#re-elect-leader',
  'config-slow-request-log': [
    {since: '0.19.0', to: 'api/cluster-operations.html#toggle-slow-request-log'},
    {to: 'api/cluster-operations.html'},
  ],
  'whats-new': 'api/#what-s-new',
  errors: 'api/api-errors.html',
};

/** `/{version}/api/documents.html#<hash>` links to what moved out of the documents page in 0.23. */
export const DOCUMENTS_HASH_RULES: Readonly<Record<string, VersionedTarget>> = {
  'search-parameters': 'api/search.html#search-parameters',
  search: 'api/search.html',
  'query-parameters': 'api/search.html#query-parameters',
  'faceting-parameters': 'api/search.html#faceting-parameters',
  'pagination-parameters': 'api/search.html#pagination-parameters',
  'grouping-parameters': 'api/search.html#grouping-parameters',
  'results-parameters': 'api/search.html#results-parameters',
  'caching-parameters': 'api/search.html#caching-parameters',
  'typo-tolerance-parameters': 'api/search.html#typo-tolerance-parameters',
  'ranking-parameters': [
    {since: '0.23.1', to: 'api/search.html#ranking-and-sorting-parameters'},
    {to: 'api/search.html#ranking-parameters'},
  ],
  'filter-results': 'api/search.html#filter-results',
  'facet-results': 'api/search.html#facet-results',
  'sort-results': 'api/search.html#sort-results',
  'sorting-on-strings': 'api/search.html#sorting-on-strings',
  'sorting-null-empty-or-missing-values': 'api/search.html#sorting-null-empty-or-missing-values',
  'group-results': 'api/search.html#group-results',
  pagination: 'api/search.html#pagination',
  ranking: 'api/search.html#ranking',
  geosearch: 'api/geosearch.html',
  'searching-within-a-radius': 'api/geosearch.html#searching-within-a-radius',
  'searching-within-a-geo-polygon': 'api/geosearch.html#searching-within-a-geo-polygon',
  'sorting-by-additional-attributes-within-a-radius':
    'api/geosearch.html#sorting-by-additional-attributes-within-a-radius',
  'exclude-radius': 'api/geosearch.html#exclude-radius',
  precision: 'api/geosearch.html#precision',
  'federated-multi-search': 'api/federated-multi-search.html',
  'multi-search-parameters': 'api/federated-multi-search.html#multi-search-parameters',
};

/** Old paths that moved, each to one new path. */
export const PATH_RULES: Readonly<Record<string, string>> = {
  '/guide/configure-typesense.html': '/{latest}/api/server-configuration.html',
  '/guide/search-delivery-network.html': '/guide/typesense-cloud/search-delivery-network.html',
  // A stray copy outside api/ in the old 0.24.0 folder.
  '/0.24.0/vector-search.html': '/0.24.0/api/vector-search.html',
  // Cluster operations had a page outside the sidebar in 0.13 to 0.16.1; the rules give the page 0.18 on,
  // and those versions document snapshots and leader election in their API introduction.
  ...Object.fromEntries(
    ['0.13.0', '0.14.0', '0.15.0', '0.16.0', '0.16.1'].map((v) => [`/${v}/api/cluster-operations.html`, `/${v}/api/`]),
  ),
  // 0.13.0 had an API keys page; the rules give the page 0.14 on, and 0.13.0 documents keys under Authentication.
  '/0.13.0/api/api-keys.html': '/0.13.0/api/authentication.html',
};

/** First path segment that the old site rewrote to the latest version. */
export const LATEST_ALIAS = 'latest';

/** The anchor of each version's release notes on its API introduction. */
export const WHATS_NEW_ANCHOR = 'what-s-new';
