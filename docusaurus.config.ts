import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {ThemeConfig as TypesenseThemeConfig} from 'docusaurus-theme-search-typesense';

import {ANALYTICS, API_CHANGES, API_DOCS, DOC_SECTIONS, ENV, LATEST_VERSION, LLMS_FULL_TEXT_BUDGET_BYTES, SEARCH, SITE} from './src/constants';
import {LANGUAGE_FILE_SECTIONS, languageFileVersions} from './src/markdown-twins';
import path from 'node:path';
import {
  builtVersions,
  docsVersionsOptions,
  previewVersions,
  readVersionsFile,
} from './plugins/api-version-rules/versions-config';
import {createFrontMatterParser} from './plugins/markdown/front-matter';
import remarkPageHeadings from './plugins/markdown/remark-page-headings';
import remarkLatestLinks from './plugins/markdown/remark-latest-links';
import {remarkOldAnchors, remarkOldPageTitle} from './plugins/old-anchors/remark';
import rehypeCodeTokens from './plugins/code-highlighting/rehype-code-tokens';
import rehypeParameterAnchors from './plugins/parameter-anchors/rehype-parameter-anchors';
import rehypeStaticProse from './plugins/static-prose/rehype-static-prose';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeMathStylesheet from './plugins/math/rehype-math-stylesheet';
import {REMARK_MATH_OPTIONS, katexStylesheetHref} from './plugins/math';
import remarkClientReleases from './plugins/code-samples/remark-client-releases';
import remarkCodeSamples from './plugins/code-samples/remark-code-samples';
import remarkPageLanguages from './plugins/code-samples/remark-page-languages';
import remarkVersionChanges, {versionHomeChangesSection} from './plugins/api-changes/remark-version-changes';
import rehypeSinceMarks from './plugins/api-changes/rehype-since-marks';
import {createLegacyRedirects} from './src/legacy/static-redirects';
import {LATEST_ALIAS} from './src/legacy/rules';
import {createSitemapItems} from './plugins/sitemap/priorities';
import {editUrlFor, pageEditUrlFor} from './plugins/markdown/edit-url';
import {SSR_TEMPLATE} from './src/ssr-template';
import {searchBoxParameters} from './src/search-request';
import {searchClusterFrom} from './src/search-cluster';

const isProduction = process.env.NODE_ENV === 'production';
const versions = readVersionsFile(__dirname);
const preview = previewVersions(process.env[ENV.onlyVersions], versions);
const versionsParams = {versions, latest: LATEST_VERSION, preview, isProduction};
const searchOnlyApiKey = process.env[ENV.searchOnlyApiKey] ?? '';
/** The search cluster the box asks: today's, unless the build's environment names another (src/search-cluster.ts). */
const searchCluster = searchClusterFrom(process.env);
const gtagId = process.env[ENV.gtagId] ?? ANALYTICS.gtagId;
/** The old paths that lead to each route: redirect files for them (plugin-client-redirects), and for their `.md` (plugins/llms-txt). */
const legacyRedirects = createLegacyRedirects({versions, latest: LATEST_VERSION});

/** Code is highlighted at build time, coloured by the classes of this stylesheet. */
const codeHighlighting = [rehypeCodeTokens, {coloursCss: path.join(__dirname, 'src/css/code.css')}] as const;

/** The old site's page-title and h4/h5 anchors (plugins/old-anchors): the title before Docusaurus reads it, the rest once headings have ids. */
const oldAnchors = {
  before: [[remarkOldPageTitle, {siteDir: __dirname}]],
  after: [[remarkOldAnchors, {siteDir: __dirname}]],
} as const satisfies Record<string, DocsOptions['remarkPlugins']>;

/** Formulas: `$$ … $$` (a block of its own, or inline), rendered by KaTeX at build time; a bad formula fails the build. */
const math = {
  remark: [remarkMath, REMARK_MATH_OPTIONS],
  rehype: [
    [rehypeKatex, {throwOnError: true}],
    // Only pages with math load KaTeX's stylesheet (plugins/math).
    [rehypeMathStylesheet, {href: katexStylesheetHref(SITE.baseUrl)}],
  ],
} as const;

/** "since 30.0" after the name of a parameter row first documented in one of the few versions before its page's. */
const sinceMarks = [rehypeSinceMarks, {siteDir: __dirname, versions: API_CHANGES.sinceMarkVersions}] as const;

/** `/latest/api/…` links (guide, overview, Cloud API) point at the latest version when built. */
const latestLinks = [remarkLatestLinks, {latest: LATEST_VERSION}] as const;

/** Options every docs instance shares: page headings in the sidebar, edit links, last-updated dates, old anchors, latest links, math, parameter anchors, the languages of the page’s samples. */
const commonDocsOptions = (
  pluginId: string,
  contentPath: string,
  remarkPlugins: DocsOptions['remarkPlugins'] = [],
  beforeDefaultRemarkPlugins: DocsOptions['beforeDefaultRemarkPlugins'] = [],
) =>
  ({
    path: contentPath,
    editUrl: editUrlFor,
    showLastUpdateTime: true,
    breadcrumbs: false,
    beforeDefaultRemarkPlugins: [...oldAnchors.before, latestLinks, ...beforeDefaultRemarkPlugins],
    remarkPlugins: [
      [remarkPageHeadings, {pluginId, contentDir: path.join(__dirname, contentPath)}],
      math.remark,
      ...remarkPlugins,
      // After the sample groups are completed: the languages "Copy page" offers.
      remarkPageLanguages,
      ...oldAnchors.after,
    ],
    // Each row of a parameter table gets an anchor named after its parameter (`search.html#group_by`).
    // Math before code highlighting, which would take a formula for a code block (remark-math writes it as one).
    // A row of a released version's API page first documented a few versions before says since which (plugins/api-changes).
    rehypePlugins: [rehypeParameterAnchors, sinceMarks, ...math.rehype, codeHighlighting, rehypeStaticProse],
  }) satisfies DocsOptions;

/** Sample groups get each client language of their version, rendered from the Shell sample (API reference and guide). */
const codeSamples = [remarkCodeSamples, {siteDir: __dirname}] as const;
/** `<ClientReleases />` and `<ClientLibraries />`: tables of client releases made from the release data (code-samples/clients/release-tables.ts). */
const clientReleases = [remarkClientReleases, {siteDir: __dirname}] as const;

/** An unversioned section of the site: the guide, the overview, the Cloud Management API. */
const sectionDocs = ({id, path: contentPath, routeBasePath}: (typeof DOC_SECTIONS)[number]): [string, DocsOptions] => [
  '@docusaurus/plugin-content-docs',
  {
    id,
    routeBasePath,
    sidebarPath: `./sidebars/${id}.ts`,
    // The guide's sample groups get each client language (code-samples/pages.ts says which pages have rendered samples).
    ...commonDocsOptions(id, contentPath, [codeSamples, clientReleases]),
  } satisfies DocsOptions,
];

const config: Config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  url: SITE.url,
  baseUrl: SITE.baseUrl,
  trailingSlash: undefined,

  ssrTemplate: SSR_TEMPLATE,
  // Off: the banner's inline check takes "no app by DOMContentLoaded" for a wrong
  // baseUrl, but this template starts the app after the first paint, so the check
  // put a hidden "did not load properly" banner into every visit of the home page.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Off: the cascade-layers polyfill raises Infima's selectors above the site's own
      // (src/css), so the brand colours and sizes there would lose to Infima's defaults.
      useCssCascadeLayers: false,
      siteStorageNamespacing: true,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
    experimental_vcs: true,
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  markdown: {
    parseFrontMatter: createFrontMatterParser({siteDir: __dirname}),
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw'},
    // `## Heading {#anchor}` keeps the old site's anchors where a heading's own slug differs.
    mdx1Compat: {headingIds: true, comments: false, admonitions: false},
  },

  customFields: {
    /** Versions left out of a writer's preview build; links into them are not checked. */
    excludedVersions: versions.filter((v) => !builtVersions(versionsParams).includes(v)),
    searchConfigured: searchOnlyApiKey !== '',
  },

  headTags: [
    {tagName: 'meta', attributes: {name: 'apple-mobile-web-app-capable', content: 'yes'}},
    {tagName: 'meta', attributes: {name: 'apple-mobile-web-app-status-bar-style', content: 'black'}},
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: `./${API_DOCS.sidebarPath}`,
          ...docsVersionsOptions(versionsParams),
          // Each version's home ends with "API changes since <previous version>" (plugins/api-changes), added before the headings get their ids.
          ...commonDocsOptions(API_DOCS.pluginId, API_DOCS.path, [codeSamples, clientReleases], [[remarkVersionChanges, {siteDir: __dirname}]]),
        },
        blog: false,
        pages: {
          editUrl: pageEditUrlFor,
          showLastUpdateTime: true,
          beforeDefaultRemarkPlugins: [...oldAnchors.before],
          remarkPlugins: [...oldAnchors.after],
          rehypePlugins: [codeHighlighting],
        },
        theme: {customCss: ['./src/css/custom.css', './src/css/code.css']},
        gtag: undefined,
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          ignorePatterns: ['/docs/search', '/docs/404.html'],
          createSitemapItems,
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['docusaurus-theme-search-typesense', '@docusaurus/theme-mermaid'],

  clientModules: [
    './src/client/address-bar.ts',
    './src/client/scroll-restoration.ts',
    './src/client/image-zoom.ts',
    './src/client/chunk-errors.ts',
    './src/client/parameter-target.ts',
    './src/client/same-page-anchors.ts',
    './src/client/missing-anchor.ts',
    './src/client/version-switch-notice.ts',
  ],

  plugins: [
    ...DOC_SECTIONS.map(sectionDocs),
    './plugins/code-highlighting/index.ts',
    './plugins/math/index.ts',
    './plugins/static-prose/index.ts',
    './plugins/unused-css/index.ts',
    './plugins/color-mode-head/index.ts',
    './plugins/first-paint-skip/index.ts',
    ['./plugins/page-titles/index.ts', {apiPluginId: API_DOCS.pluginId, latest: LATEST_VERSION}],
    './plugins/client-bundle/index.ts',
    './plugins/build-cache/index.ts',
    './plugins/search-page/index.ts',
    [
      './plugins/api-version-rules/index.ts',
      {
        versions: builtVersions(versionsParams),
        // The guide and overview document the latest version: their samples are held to its endpoints too.
        latest: LATEST_VERSION,
        latestSections: DOC_SECTIONS.filter(({id}) => id !== 'cloud-management-api').map(({path: sectionPath}) => sectionPath),
      },
    ],
    ['./plugins/analytics/index.ts', {trackingId: gtagId || null}],
    ['./plugins/api-changes/index.ts', {latest: LATEST_VERSION, parameterVersionsDir: API_CHANGES.parameterVersionsDir}],
    [
      './plugins/llms-txt/index.ts',
      {
        title: 'Typesense Documentation',
        summary: SITE.tagline,
        sections: [
          ...DOC_SECTIONS.map(({id, label}) => ({pluginId: id, version: 'current', label})),
          {pluginId: API_DOCS.pluginId, version: LATEST_VERSION, label: `API Reference (v${LATEST_VERSION})`},
        ],
        api: {pluginId: API_DOCS.pluginId, version: LATEST_VERSION},
        latestAlias: LATEST_ALIAS,
        languageFiles: [
          ...languageFileVersions(versions, LATEST_VERSION)
            .filter((version) => builtVersions(versionsParams).includes(version))
            .map((version) => ({pluginId: API_DOCS.pluginId, version})),
          ...LANGUAGE_FILE_SECTIONS.map((pluginId) => ({pluginId, version: 'current'})),
        ],
        fullTextBudgetBytes: LLMS_FULL_TEXT_BUDGET_BYTES,
        redirectsTo: legacyRedirects,
        // The version homes end with their "API changes since …", in their twins too.
        generatedMarkdown: (file: string) => versionHomeChangesSection(__dirname, file),
        listedSitePages: {label: 'Upgrading', paths: [API_CHANGES.comparePath]},
      },
    ],
    ['./plugins/legacy-head-script/index.ts', {latest: LATEST_VERSION}],
    [
      '@docusaurus/plugin-client-redirects',
      {createRedirects: legacyRedirects} satisfies ClientRedirectsOptions,
    ],
  ],

  themeConfig: {
    image: SITE.socialCardImage,
    metadata: [
      {name: 'theme-color', content: SITE.themeColor},
      {name: 'twitter:card', content: 'summary_large_image'},
    ],
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    navbar: {
      title: '',
      logo: {
        alt: 'Typesense',
        src: SITE.logo.src,
        srcDark: SITE.logo.srcDark,
        width: SITE.logo.width,
        height: SITE.logo.height,
        href: SITE.baseUrl,
        target: '_self',
      },
      items: [
        {to: '/', label: 'Docs Home', position: 'left', activeBaseRegex: '^/docs/$'},
        {to: '/overview/', label: 'Overview', position: 'left', activeBasePath: 'overview'},
        {to: '/guide/', label: 'Guide', position: 'left', activeBasePath: 'guide'},
        {type: 'doc', docId: 'api/index', label: 'API Reference', position: 'left'},
        {to: '/help.html', label: 'Help', position: 'left'},
        {type: 'custom-apiVersionDropdown', position: 'right'},
        {href: SITE.roadmapUrl, label: 'Roadmap', position: 'right'},
        {
          href: SITE.serverRepositoryUrl,
          position: 'right',
          className: 'navbar-github-link',
          'aria-label': 'Typesense on GitHub',
        },
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Guide', to: '/guide/'},
            {label: 'API Reference', to: '/api/'},
            {label: 'Cloud Management API', to: '/cloud-management-api/v1/'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: SITE.serverRepositoryUrl},
            {label: 'Roadmap', href: SITE.roadmapUrl},
            {label: 'Help', to: '/help.html'},
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} Typesense, Inc.`,
    },
    // Code is highlighted at build time (plugins/code-highlighting) and coloured by classes
    // (src/css/code.css): the Prism themes stay empty, and no language is loaded in the browser.
    prism: {theme: {plain: {}, styles: []}, darkTheme: {plain: {}, styles: []}, additionalLanguages: []},
    // Diagrams are drawn at their own size, text at Mermaid's 16 px: beside the sidebar a wide one shrinks to the
    // column, on a phone it scrolls sideways rather than shrinking its text out of reach (src/css/custom.css).
    mermaid: {options: {flowchart: {useMaxWidth: false}, sequence: {useMaxWidth: false}}},
    typesense: {
      typesenseCollectionName: searchCluster.collectionName,
      typesenseServerConfig: {
        ...(searchCluster.nearestNode ? {nearestNode: searchCluster.nearestNode} : {}),
        nodes: searchCluster.nodes,
        apiKey: searchOnlyApiKey,
        ...SEARCH.readerRetryPolicy,
      },
      // The request the box sends, which the search bench sends too (src/search-request.ts).
      typesenseSearchParameters: searchBoxParameters({vector: searchCluster.vector}),
      contextualSearch: true,
      searchPagePath: 'search',
    },
  } satisfies Preset.ThemeConfig & TypesenseThemeConfig,
};

export default config;
