/**
 * Route components created on first use.
 *
 * Docusaurus's generated route table calls `ComponentCreator(path, hash)` for
 * every route of the site as soon as the app's script runs: with 29 versions,
 * some 2,500 react-loadable components, each a class with its own loader map,
 * all built before the first page can hydrate, of which a page uses a few.
 * This plugin points `@docusaurus/ComponentCreator` at ./component-on-first-use.tsx,
 * which gives each route a light component that calls Docusaurus's own
 * ComponentCreator the first time the route is rendered or preloaded.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function routeComponentsPlugin(): Plugin<void> {
  return {
    name: 'route-components',
    configureWebpack() {
      // The same key as Docusaurus's own alias, so that this one replaces it.
      return {resolve: {alias: {'@docusaurus/ComponentCreator': path.join(__dirname, 'component-on-first-use.tsx')}}};
    },
  };
}
