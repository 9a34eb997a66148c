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
 * - The page's chunks in its HTML: ./registry-loader.cjs names each chunk of
 *   the generated registry so that the client manifest finds it, and every
 *   page lists the scripts it needs next to the app's entry.
 * - Chunk files named by chunk id and content hash, where Docusaurus names them
 *   by chunk name: the app's runtime builds a chunk's file name from its id,
 *   so with the name in it the runtime carries a table of every chunk's name
 *   (~1,500 of them, 4.7 KB gzip of every first visit). Docusaurus's own
 *   lookup from chunk name to id, which prefetching uses, stays.
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
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** V8's hint that every function of a script runs when it loads (Chromium 136 on). */
export const STARTUP_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function clientBundlePlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'client-bundle',
    configureWebpack(config, isServer, {currentBundler}) {
      const productionClient = config.mode === 'production' && !isServer;
      const bundler = currentBundler.instance;
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
          ],
        }),
        // The same key as Docusaurus's own alias, so that this one replaces it.
        resolve: {alias: {'@docusaurus/ComponentCreator': path.join(__dirname, 'component-on-first-use.tsx')}},
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              // Before the JavaScript loader, on the source as Docusaurus generated it.
              enforce: 'pre',
              use: [path.join(__dirname, 'registry-loader.cjs')],
            },
            ...(isServer
              ? []
              : [
                  {
                    test: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
                    enforce: 'pre' as const,
                    use: [path.join(__dirname, 'site-config-loader.cjs')],
                  },
                ]),
          ],
        },
      };
    },
  };
}
