/**
 * How the browser's bundle is put together: what the app's scripts carry and
 * how the routes' components load.
 *
 * - Route components created on first use. Docusaurus's generated route table
 *   calls `ComponentCreator(path, hash)` for every route of the site (some 600
 *   with 29 versions) as soon as the app's script runs: a react-loadable
 *   component each, a class with its own loader map, of which a page uses a
 *   few. This plugin points `@docusaurus/ComponentCreator` at
 *   ./component-on-first-use.tsx, which gives each route a light component
 *   that calls Docusaurus's own ComponentCreator the first time the route is
 *   rendered or preloaded.
 * - The route tables (./route-tables-loader.cjs). For the server, each chunk
 *   of the generated registry is named so that the client manifest finds it,
 *   and every page lists the scripts it needs next to the app's entry. In
 *   the browser, chunks are named by their index in a list, and each route
 *   carries its own chunks, where Docusaurus keys both tables by strings that
 *   do not compress (19 → 9.5 KB gzip of every first visit). The pages of
 *   the API versions keep their paths there, and get their components from
 *   a chunk of their version, loaded with the first of its pages that the
 *   reader opens or points at; that chunk, not the app's runtime, lists the
 *   files of its pages' chunks (./chunk-file-lists.ts). So a version the
 *   site gains adds little to the first visit of a page of another (its
 *   paths, its chunk's loader), and nothing of its pages' chunks.
 * - No prefetch of every page a visible link leads to, but a preload when the
 *   reader shows the intent to open one (./prefetch-on-intent.ts). With it
 *   goes Docusaurus's table from chunk name to chunk id (`__webpack_require__.gca`,
 *   5 KB gzip of the app's runtime), which only its prefetch reads.
 * - Chunk files named by chunk id and content hash, where Docusaurus names them
 *   by chunk name: the app's runtime builds a chunk's file name from its id,
 *   so with the name in it the runtime carries a table of every chunk's name
 *   (~640 of them, 4.7 KB gzip of every first visit).
 * - The app's entry scripts (webpack runtime and `main`) open with V8's compile
 *   hint `//# allFunctionsCalledOnLoad`: most of their code runs as the app
 *   starts (functions holding ~70% of `main`'s bytes, by V8's coverage of a
 *   first visit), so Chromium compiles it all on the thread that streams the
 *   script, instead of function by function on the main thread as it runs.
 *   That takes about 30% off the app's first long task. Added after
 *   minification, which would drop the comment, and before content hashing.
 *   Route and on-first-use chunks get no hint: much of their code may not run.
 * - The browser's copy of the site config without what only the build reads
 *   (the HTML template, plugin and preset options: ./site-config-loader.cjs).
 * - The browser's copy of the global data with each docs version's pages
 *   written as their ids, where their paths follow from them
 *   (./global-data-loader.cjs): it grows with every version.
 * - The search modal's styles load with the modal. Docusaurus puts every
 *   style of the app into one stylesheet, which every page waits for before
 *   its first paint, the search theme's lazily imported DocSearch styles
 *   included (2 KB gzip). The theme's import gets ./search-modal-styles.ts
 *   (the modal's part of them), which stays out of that stylesheet.
 * - The route-change progress bar's script loads the first time a navigation
 *   shows the bar (./progress-bar-on-first-use.ts), not with the app.
 * - tslib as far as the app calls it: packages compiled to CommonJS
 *   `require("tslib")`, which cannot be tree-shaken, for one helper; they get
 *   ./tslib-helpers.ts instead (−3.5 KB gzip of `main`).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readVersionsFile} from '../api-version-rules/versions-config';
import {CHUNK_FILES_PLACEHOLDER, ChunkFileListsPlugin} from './chunk-file-lists';

/** V8's hint that every function of a script runs when it loads (Chromium 136 on). */
export const STARTUP_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Packages of the browser bundle compiled to CommonJS that call tslib, with the
 * helpers they call; tests/unit/client-bundle.test.ts checks the installed
 * packages against this list, and ./tslib-helpers.ts exports these helpers.
 */
export const TSLIB_CALLERS = {
  '@docusaurus/utils-common': ['__importDefault'],
  'docusaurus-theme-search-typesense': ['__importDefault'],
} as const;

/** The packages whose texts (`translate`, `<Translate>`) the browser's bundle takes without their translators' notes. */
const TRANSLATED_PACKAGES = [
  '@docusaurus/theme-classic',
  '@docusaurus/theme-common',
  '@docusaurus/plugin-content-docs',
  'docusaurus-theme-search-typesense',
] as const;

/** The DocSearch modal's styles: loaded with the modal, not in the one stylesheet. */
const SEARCH_MODAL_STYLES = /[\\/]typesense-docsearch-css[\\/]dist[\\/]modal\.css$/;

/**
 * The styles of a component loaded on first use (src/components/on-first-use.tsx) that
 * the server never renders: `x.on-first-use.module.css`, loaded with its chunk.
 */
const ON_FIRST_USE_STYLES = /\.on-first-use\.module\.css$/;

/**
 * What two route components of every docs page import: the docs' root (for a
 * URL it has no page for: src/theme/DocsRoot, the not-found page) and each
 * version's (the theme's DocRoot: the not-found content, the sidebar's links).
 * The bundler would copy these modules into both of their chunks, and every
 * docs page would download them twice; they are a chunk of their own, which
 * both share.
 */
const DOCS_ROOTS_SHARED = /[\\/]src[\\/](theme[\\/]NotFound[\\/]Content[\\/]index\.tsx|components[\\/]VersionAwareLink[\\/]index\.tsx|versioning[\\/]preview\.ts)$/;

/** Docusaurus's plugin that adds `__webpack_require__.gca`, for its prefetch (core/lib/webpack/plugins). */
const CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

/** The folder a package is installed in (from its entry: not every package exports its package.json). */
export function packageFolder(name: string): string {
  const entry = require.resolve(name);
  const folder = path.join('node_modules', name);
  const at = entry.lastIndexOf(`${path.sep}${folder}${path.sep}`);
  if (at < 0) {
    throw new Error(`plugins/client-bundle: ${name} resolves to ${entry}, which is not under node_modules/${name}.`);
  }
  return entry.slice(0, at + 1 + folder.length);
}

/**
 * The routes whose pages load with a chunk of their own: each API version's root route
 * (versions.json). The newest versions' too: what the app's entry carries for a version is on
 * the first visit of every page, the home page and the guide included, and the version's chunk
 * is about as large as its routes' entries there would be.
 */
export function routeSubtreeRoots(versions: readonly string[], baseUrl: string): string[] {
  return versions.map((version) => `${baseUrl}${version}`);
}

export default function clientBundlePlugin(context: LoadContext): Plugin<void> {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  const subtreeRoots = routeSubtreeRoots(readVersionsFile(context.siteDir), context.baseUrl);
  return {
    name: 'client-bundle',
    getClientModules() {
      return [path.join(__dirname, 'prefetch-on-intent.ts')];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const productionClient = config.mode === 'production' && !isServer;
      const bundler = currentBundler.instance;
      if (productionClient) {
        config.plugins = config.plugins?.filter((plugin) => plugin?.constructor.name !== CHUNK_ASSET_PLUGIN);
      }
      const cacheGroups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
      const styles = cacheGroups?.styles;
      if (!isServer && typeof styles === 'object' && styles !== null && !(styles instanceof RegExp)) {
        // Docusaurus's one stylesheet takes every CSS module; the modal's and those of components loaded on first use stay in their chunks.
        styles.test = (module: {nameForCondition?: () => string | null}) =>
          ![SEARCH_MODAL_STYLES, ON_FIRST_USE_STYLES].some((lazy) => lazy.test(module.nameForCondition?.() ?? ''));
      }
      if (productionClient && cacheGroups) {
        cacheGroups.docsRootsShared = {test: DOCS_ROOTS_SHARED, name: 'docs-roots-shared', chunks: 'async', minSize: 0, enforce: true, priority: 10};
      }
      return {
        ...(productionClient && {
          output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
          plugins: [
            new bundler.BannerPlugin({
              banner: STARTUP_COMPILE_HINT,
              raw: true,
              entryOnly: true,
              test: /\.js$/,
              stage: bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
            new ChunkFileListsPlugin(),
          ],
        }),
        // The same key as Docusaurus's own alias, so that this one replaces it.
        resolve: {
          alias: {
            '@docusaurus/ComponentCreator': path.join(__dirname, 'component-on-first-use.tsx'),
            ...(!isServer && {
              'typesense-docsearch-react/style$': path.join(__dirname, 'search-modal-styles.ts'),
              nprogress$: path.join(__dirname, 'progress-bar-on-first-use.ts'),
            }),
          },
        },
        module: {
          rules: [
            {
              test: [generated('registry.js'), generated('routes.js'), generated('routesChunkNames.json')],
              // Before the JavaScript loader, on the source as Docusaurus generated it.
              enforce: 'pre',
              use: [
                {
                  loader: path.join(__dirname, 'route-tables-loader.cjs'),
                  options: {
                    browser: productionClient,
                    server: isServer,
                    subtreeRoots,
                    ...(productionClient && {chunkFilesPlaceholder: CHUNK_FILES_PLACEHOLDER}),
                  },
                },
              ],
            },
            ...(isServer
              ? []
              : [
                  {
                    test: generated('docusaurus.config.mjs'),
                    enforce: 'pre' as const,
                    use: [path.join(__dirname, 'site-config-loader.cjs')],
                  },
                  {
                    test: generated('globalData.json'),
                    enforce: 'pre' as const,
                    // The loader writes a module that rebuilds the data: JavaScript, not JSON.
                    type: 'javascript/auto',
                    use: [path.join(__dirname, 'global-data-loader.cjs')],
                  },
                  {
                    // The texts' translators' notes (./translation-descriptions-loader.cjs): the themes' and the site's own.
                    test: /\.[jt]sx?$/,
                    include: [...TRANSLATED_PACKAGES.map((name) => packageFolder(name) + path.sep), path.join(context.siteDir, 'src') + path.sep],
                    enforce: 'pre' as const,
                    use: [path.join(__dirname, 'translation-descriptions-loader.cjs')],
                  },
                  {
                    test: Object.keys(TSLIB_CALLERS).map((name) => packageFolder(name) + path.sep),
                    resolve: {alias: {tslib$: path.join(__dirname, 'tslib-helpers.ts')}},
                  },
                ]),
          ],
        },
      };
    },
  };
}
