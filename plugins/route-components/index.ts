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
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function routeComponentsPlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'route-components',
    configureWebpack() {
      return {
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
