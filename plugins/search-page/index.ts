/**
 * The search page of docusaurus-theme-search-typesense creates its own
 * Typesense client (typesense-instantsearch-adapter) and takes no hook to
 * watch it: a search that cannot reach the cluster is logged and leaves the
 * page's spinner turning. For the theme's page module alone, this plugin
 * points `typesense-instantsearch-adapter` at ./reporting-adapter.ts, the same
 * adapter whose searches report to the page (`searchPageHealth`), so that
 * src/theme/SearchPage can say search is unreachable and the next query tries
 * again.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {packageFolder} from '../client-bundle';

/** The module of the theme that creates the page's client. */
export function searchPageFolder(): string {
  return path.join(packageFolder('docusaurus-theme-search-typesense'), 'lib', 'theme', 'SearchPage') + path.sep;
}

export default function searchPagePlugin(): Plugin<void> {
  return {
    name: 'search-page',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: searchPageFolder(),
              resolve: {alias: {'typesense-instantsearch-adapter$': path.join(__dirname, 'reporting-adapter.ts')}},
            },
          ],
        },
      };
    },
  };
}
