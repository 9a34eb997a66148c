/**
 * How routes load their components.
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
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function routeComponentsPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'route-components',
    configureWebpack(config, isServer) {
      const production = config.mode === 'production';
      return {
        ...(production && !isServer && {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}),
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
          ],
        },
      };
    },
  };
}
