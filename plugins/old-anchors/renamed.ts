/**
 * Old h4/h5 sections that today's pages cover under another heading: for each
 * page (its route, the version folder written `{version}`), the old anchor and
 * the ids of today's headings that hold its content, best first (versions
 * word their headings differently; the first one the page has wins).
 *
 * Only sections whose heading text changed are listed: a heading with the old
 * text finds its anchor by itself (place.ts), and the old "Definition" and
 * "Sample Response" headings land on the first endpoint and response sample.
 */
type RenamedHeadings = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

const API = '/docs/{version}/api/';

export const RENAMED_HEADINGS: RenamedHeadings = {
  [`${API}collections.html`]: {
    'data-coercion': ['how-types-are-inferred', 'with-auto-schema-detection'],
    'indexing-all-but-some-fields': ['indexing-everything-except-a-few-fields'],
    'faceting-fields-with-auto-schema-detection': ['faceting-with-a-wildcard', 'with-auto-schema-detection'],
    'geopoint-and-auto-schema-detection': ['geographic-fields-need-an-explicit-type', 'with-auto-schema-detection'],
    'field-arguments': ['field-parameters', 'field-types', 'arguments'],
    'schema-arguments': ['schema-parameters', 'arguments'],
    'indexing-nested-fields': ['indexing-nested-fields', 'notes-on-indexing-common-types-of-data', 'field-types'],
    'indexing-dates': ['indexing-dates', 'notes-on-indexing-common-types-of-data', 'field-types'],
    'indexing-other-types-of-data': ['indexing-other-types-of-data', 'notes-on-indexing-common-types-of-data'],
  },
  [`${API}documents.html`]: {
    'action-modes': ['action-modes', 'upsert', 'index-multiple-documents', 'import-documents'],
    'action-modes-batch-create-upsert-update': ['action-modes', 'index-multiple-documents'],
    'action-modes-batch-create-upsert-update-emplace': ['action-modes', 'index-multiple-documents'],
    'action-modes-create-upsert-update-emplace': ['action-modes', 'index-multiple-documents'],
    'indexing-a-document-with-dirty-data': ['indexing-a-document-with-dirty-data', 'dealing-with-dirty-data'],
    'configure-batch-size': ['configure-batch-size', 'batch-size-and-timeouts', 'configuring-the-batch-size-used-for-import'],
    'returning-the-id-of-the-imported-documents': ['reading-the-import-response', 'index-multiple-documents'],
    'exclude-radius': ['searching-within-a-radius', 'geosearch'],
    precision: ['searching-within-a-radius', 'geosearch'],
  },
  [`${API}api-keys.html`]: {
    // 0.13.0 documented keys under Authentication, where a path rule moves its API keys page.
    'api-keys': ['managing-api-keys'],
    'collection-actions': ['collections', 'sample-actions'],
    'document-actions': ['documents', 'sample-actions'],
    'alias-actions': ['aliases-synonyms-overrides-and-stopwords', 'aliases-synonyms-and-overrides', 'sample-actions'],
    'synonym-actions': ['aliases-synonyms-overrides-and-stopwords', 'aliases-synonyms-and-overrides', 'sample-actions'],
    'override-actions': ['aliases-synonyms-overrides-and-stopwords', 'aliases-synonyms-and-overrides', 'sample-actions'],
    'stopwords-actions': ['aliases-synonyms-overrides-and-stopwords', 'sample-actions'],
    'keys-actions': ['keys', 'sample-actions'],
    'analytics-actions': ['analytics', 'sample-actions'],
    'analytics-rules-actions': ['analytics', 'sample-actions'],
    'analytics-events-actions': ['analytics', 'sample-actions'],
    'misc-actions': ['other-resources', 'sample-actions'],
    'preset-operations': ['other-resources', 'sample-actions'],
    'stemming-dictionary-operations': ['other-resources', 'sample-actions'],
    operations: ['other-resources', 'sample-actions'],
    'conversation-model-operations': ['other-resources', 'sample-actions'],
    'natural-language-search-model-operations': ['other-resources', 'sample-actions'],
    'configuration-operations': ['other-resources', 'sample-actions'],
  },
  [`${API}vector-search.html`]: {
    'live-demo': ['what-is-an-embedding'],
    'read-more': ['what-is-an-embedding'],
    'on-typesense-cloud': ['using-a-gpu-optional'],
    'when-self-hosting': ['using-a-gpu-optional'],
    'during-indexing': ['creating-an-auto-embedding-field', 'option-b-auto-embedding-generation-within-typesense'],
    'during-search': ['semantic-search', 'hybrid-search'],
    'model-config-file': ['using-your-own-models'],
    'optional-model-parameters': ['using-your-own-models'],
    'indexing-prefix-and-query-prefix': ['using-your-own-models', 'using-built-in-models'],
    'indexing-parameters': ['configuring-hnsw-parameters', 'vector-search-parameters'],
    'search-parameters': ['vector-search-parameters'],
  },
  [`${API}search.html`]: {
    parameters: ['search-parameters', 'query-parameters'],
    example: ['using-the-buckets-parameter', 'search-parameters'],
    'supported-functions': ['decay-function-sorting', 'ranking-and-sorting-parameters'],
  },
  [`${API}stemming.html`]: {
    'retrieve-a-dictionary': ['managing-dictionaries'],
    'list-all-dictionaries': ['managing-dictionaries'],
    'sample-response': ['creating-a-stemming-dictionary'],
  },
  [`${API}joins.html`]: {
    'forcing-nested-array-for-joined-fields': ['merging-nesting-joined-fields', 'simple-example'],
  },
  [`${API}conversational-search-rag.html`]: {
    parameters: ['create-a-conversation-model', 'conversation-model-parameters', 'retrieve-all-models'],
  },
  // 30.0 replaced overrides by curation sets: the latest pages carry 29.0's anchors on the sections that replaced them.
  [`${API}curation.html`]: {
    parameters: ['override-parameters', 'arguments', 'curation-item-parameters'],
    'create-or-update-an-override': ['create-or-update-a-curation-set'],
    'add-tags-to-rules': ['add-tags-to-curation-items'],
    'override-parameters': ['curation-item-parameters'],
    'list-all-overrides': ['list-all-curation-set-items', 'list-all-curation-sets'],
    'retrieve-an-override': ['retrieve-a-curation-set-item', 'retrieve-a-curation-set'],
    'delete-an-override': ['delete-a-curation-set-item', 'delete-a-curation-set'],
  },
  // …and synonyms by synonym sets, whose items are what a collection's synonyms were.
  [`${API}synonyms.html`]: {
    'create-or-update-a-synonym': ['create-or-update-a-synonym-set'],
    'retrieve-a-synonym': ['retrieve-a-synonym-set-item', 'retrieve-a-synonym-set'],
    'list-all-synonyms': ['list-all-synonym-set-items', 'list-all-synonym-sets'],
    'delete-a-synonym': ['delete-a-synonym-set-item', 'delete-a-synonym-set'],
  },
  [`${API}analytics-query-suggestions.html`]: {
    'aggregation-key': ['aggregation-key', 'aggregating-multiple-events'],
    'setting-up-meta-fields-analytics': ['query-analytics-with-meta-fields', 'search-analytics-with-meta-fields'],
    'using-meta-fields-in-search': ['query-analytics-with-meta-fields', 'search-analytics-with-meta-fields'],
    // 30.0's rules: popular queries, no-hits queries and counter events, each numbered one lower than on 29.0's page.
    'query-suggestions': ['popular-queries'],
    'query-analytics-with-meta-fields': ['search-analytics-with-meta-fields'],
    'create-a-collection-for-queries-2': ['create-a-collection-for-queries-1'],
    'counting-events-for-popularity': ['counter-events'],
    'create-an-analytics-rule-3': ['create-an-analytics-rule-2'],
  },
  // 0.13 to 0.16.1 documented snapshots and leader election in the API introduction (a path rule moves the page there).
  [`${API}cluster-operations.html`]: {
    'cluster-operations': ['create-snapshot-for-backups'],
    arguments: ['create-snapshot-for-backups'],
    definition: ['create-snapshot-for-backups'],
    'sample-response': ['create-snapshot-for-backups'],
  },
  [API]: {
    'single-node-deployment': ['single-node-deployment', 'upgrading', 'self-hosted'],
    'multi-node-deployment': ['multi-node-deployment', 'upgrading', 'self-hosted'],
  },
  // The stray 0.24.0 copy outside api/, which a path rule moves to api/vector-search.html.
  '/docs/{version}/vector-search.html': {
    'creating-a-collection-with-a-vector-field': ['adding-a-vector-field'],
  },
  // A path rule moves the old guide page to the latest server configuration page; its title anchor lands on that title.
  '/docs/guide/configure-typesense.html': {
    'configure-typesense': ['server-configuration'],
  },
  '/docs/guide/building-a-search-application.html': {
    'sample-response': ['searching-for-books'],
  },
  '/docs/guide/docsearch.html': {
    'make-necessary-changes-to-the-docsearch-scraper-config-file': ['create-a-docsearch-scraper-config-file'],
    'passing-a-config-file-location-rather-than-a-config-string': ['passing-a-config-file-instead-of-a-string'],
    'trusting-certificates-from-internal-cas': ['trusting-an-internal-certificate-authority'],
    'set-environment-variables-on-the-command-line-rather-than-using-a-env-file': ['setting-variables-on-the-command-line'],
    'resolving-hosts': ['resolving-internal-host-names'],
    'custom-headers': ['sending-custom-headers'],
    authentication: ['crawling-pages-behind-authentication'],
    'basic-http-authentication': ['crawling-pages-behind-authentication'],
    'cloudflare-zero-trust-cf': ['crawling-pages-behind-authentication'],
    'google-identity-aware-proxy-iap': ['crawling-pages-behind-authentication'],
    'keycloak-kc': ['crawling-pages-behind-authentication'],
    reference: ['option-d-custom-docs-framework-with-docsearch-js-v2-dropdown-layout'],
    styling: ['option-d-custom-docs-framework-with-docsearch-js-v2-dropdown-layout'],
  },
  '/docs/guide/faqs.html': {
    '_1-using-basic-stemming': ['how-do-i-handle-singular-plural-variations-of-a-keyword'],
    '_2-using-custom-stemming-dictionaries': ['how-do-i-handle-singular-plural-variations-of-a-keyword'],
    '_1-performance-considerations': ['why-does-typesense-limit-typo-tolerance-to-2-typos'],
    '_2-user-experience-and-search-quality': ['why-does-typesense-limit-typo-tolerance-to-2-typos'],
    'the-q-search-parameter': ['can-i-implement-boolean-search-with-typesense'],
    'using-token-dropping-for-or-search': ['can-i-implement-boolean-search-with-typesense'],
    'disabling-token-dropping-for-and-search': ['can-i-implement-boolean-search-with-typesense'],
    'boolean-search-using-the-filter-by-search-parameter': ['can-i-implement-boolean-search-with-typesense'],
  },
  '/docs/guide/high-availability.html': {
    'nodes-file-example': ['configuring-a-typesense-cluster'],
  },
  '/docs/guide/magento2-search.html': {
    'admin-api-key-search-only-public-api-key': ['general-setup'],
    'index-name-prefix': ['general-setup'],
    'nearest-node': ['general-setup'],
    node: ['general-setup'],
    protocol: ['general-setup'],
    port: ['general-setup'],
  },
  '/docs/guide/migrating-from-algolia.html': {
    'id-fields': ['step-2-transform-the-data'],
    'timestamps-optional': ['step-2-transform-the-data'],
  },
  '/docs/guide/query-suggestions.html': {
    'some-historical-context': ['two-approaches'],
    'modern-search-experiences': ['two-approaches'],
  },
  '/docs/guide/search-analytics.html': {
    'instantsearch-analytics-widgets': ['client-side-analytics'],
    'instrument-custom-search-uis': ['client-side-analytics'],
  },
  '/docs/guide/search-ui-components.html': {
    'walk-through': ['with-a-package-manager'],
  },
  '/docs/guide/syncing-data-into-typesense.html': {
    'setup-overview': ['using-sequin'],
    'worker-parallelism-considerations': ['using-sequin'],
  },
  '/docs/guide/tips-for-filtering.html': {
    'the-range-operator': ['available-operators'],
  },
  '/docs/guide/tips-for-searching-common-types-of-data.html': {
    'default-behavior': ['how-typesense-splits-text-into-words'],
    'fine-tuning': ['how-typesense-splits-text-into-words'],
  },
  '/docs/guide/updating-typesense.html': {
    'upgrade-order': ['upgrade-steps'],
  },
  '/docs/guide/wordpress-search.html': {
    'enable-post-types': ['configuration'],
    'bulk-index': ['configuration'],
    'replace-wordpress-search': ['configuration'],
    'autocomplete-placeholder': ['configuration'],
    'autocomplete-input-delay': ['configuration'],
  },
  '/docs/guide/supabase-full-text-search.html': {
    'products-table': ['creating-a-products-table'],
    'enabling-rls': ['enabling-row-level-security'],
    'example-creating-an-rls-policy': ['enabling-row-level-security'],
    'products-table-rls-policies': ['enabling-row-level-security'],
    'modifying-rls-to-prevent-users-from-deleting-rows': ['enabling-row-level-security'],
    'deploy-docker-image-and-container': ['install-with-docker'],
    'testing-connection': ['install-with-docker'],
    'testing-connection-in-the-browser': ['install-with-docker'],
    'creating-a-new-administrator-api-key': ['setup-api-keys'],
    'listing-all-active-api-keys': ['setup-api-keys'],
    'creating-products-search-only-api-key': ['setup-api-keys'],
    'creating-products-admin-api-key': ['setup-api-keys'],
    'creating-product-collection': ['setup-api-keys', 'step-2-configuring-typesense'],
    'activating-ngrok-connection': ['tunneling-to-connect-to-the-web'],
    'naive-attempt-to-connect-to-typesense': ['step-3-introduction-to-postgresql-connectivity'],
    'requesting-data-from-an-endpoint': ['step-3-introduction-to-postgresql-connectivity'],
    'viewing-http-https-response-message': ['step-3-introduction-to-postgresql-connectivity'],
    'curl-request-deleting-document-id': ['syncing-individual-deletes'],
    'curl-request-deleting-many-documents-by-shared-field': ['step-7-bulk-syncing-deletes'],
    'example-delete-request': ['syncing-individual-deletes'],
    'query-to-find-most-recent-10-cron-execution-failures': ['step-4-understanding-scheduling-in-supabase'],
    'unscheduling-an-active-cron-job': ['step-4-understanding-scheduling-in-supabase'],
    'retry-failed-functions-every-minute': ['step-4-understanding-scheduling-in-supabase'],
    'bulk-approach-to-sync-with-typesense': ['step-5-1-bulk-syncing-inserts-updates-natively-in-postgresql'],
    'approach-1-intermediary-tables': ['step-5-1-bulk-syncing-inserts-updates-natively-in-postgresql'],
    'creating-a-logging-table-to-track-unsynced-rows': ['step-5-1-bulk-syncing-inserts-updates-natively-in-postgresql'],
    'adding-trigger-to-update-updated-at-column': ['step-5-1-bulk-syncing-inserts-updates-natively-in-postgresql'],
    'formatting-table-rows-into-ndjson': ['step-5-1-bulk-syncing-inserts-updates-natively-in-postgresql'],
    'function-to-bulk-sync-rows': ['step-5-1-bulk-syncing-inserts-updates-natively-in-postgresql'],
    'cron-job-to-bulk-upsert-into-typesense': ['scheduling-bulk-updates-inserts-with-cron-jobs'],
    'edge-function-to-update-typesense': ['step-5-2-bulk-syncing-inserts-updates-with-edge-functions'],
    'deploy-edge-function-to-supabase': ['step-5-2-bulk-syncing-inserts-updates-with-edge-functions'],
    'login-to-supabase-command-line': ['step-5-2-bulk-syncing-inserts-updates-with-edge-functions'],
    'creating-edge-deployment-monitoring-table': ['step-5-2-bulk-syncing-inserts-updates-with-edge-functions'],
    'pl-pgsql-function-to-manage-edge-redeployment-and-maintenance': ['step-5-2-bulk-syncing-inserts-updates-with-edge-functions'],
    'wrapper-function-for-deploying-tracking-edge-deployments': ['step-5-2-bulk-syncing-inserts-updates-with-edge-functions'],
    'cron-job-to-execute-edge-function': ['step-5-2-bulk-syncing-inserts-updates-with-edge-functions'],
    'scheduling-cron-job-calling-edge-function-every-minute': ['step-5-2-bulk-syncing-inserts-updates-with-edge-functions'],
    'syncing-data-with-triggers': ['step-6-realtime-updates-inserts-with-triggers'],
    'creating-a-trigger-to-monitor-product-inserts': ['step-6-realtime-updates-inserts-with-triggers'],
    'creating-a-trigger-to-monitor-product-updates': ['step-6-realtime-updates-inserts-with-triggers'],
    'removing-previous-trigger': ['step-6-realtime-updates-inserts-with-triggers'],
    'approach-2-soft-deleting': ['step-7-bulk-syncing-deletes'],
    'deleted-rows-table': ['step-7-bulk-syncing-deletes'],
    'store-values-until-sync-is-confirmed-table': ['step-7-bulk-syncing-deletes'],
    'trigger-to-save-id-column': ['step-7-bulk-syncing-deletes'],
    'bulk-sync-deleted-rows': ['step-7-bulk-syncing-deletes'],
    'syncing-nullified-rows-before-deleting-them': ['step-7-bulk-syncing-deletes'],
    'sync-deleted-rows-every-minute': ['scheduling-bulk-deletes-with-cron-jobs'],
    'scheduling-bulk-deletes': ['scheduling-bulk-deletes-with-cron-jobs'],
    'single-row-delete-using-triggers': ['syncing-individual-deletes'],
    'searching-typesense': ['search-from-the-front-end'],
    'searching-typesense-for-synced-data': ['search-from-the-front-end'],
  },
};

/** Today's heading ids that may hold the old anchor's section, best first (none when the table has no entry). */
export function renamedHeadingTargets(pageKey: string, anchor: string): readonly string[] {
  const page = RENAMED_HEADINGS[pageKey];
  return page && Object.hasOwn(page, anchor) ? page[anchor]! : [];
}
