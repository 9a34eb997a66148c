/**
 * The search page of docusaurus-theme-search-typesense creates its own
 * Typesense client (typesense-instantsearch-adapter) and takes no hook to
 * watch it: a search that cannot reach the cluster is logged and leaves the
 * page's spinner turning. For the theme's page module alone, this plugin
 * points `typesense-instantsearch-adapter` at ./reporting-adapter.ts, the same
 * adapter whose searches report to the page (`searchPageHealth`), so that
 * src/theme/SearchPage can say search is unreachable and the next query tries
 * again.
 *
 * The box's modal (typesense-docsearch-react) gets its own client from its
 * config (src/theme/SearchBar wraps it), but adapts the cluster's answer with
 * the adapter's SearchResponseAdapter unchecked: for the modal's folder alone,
 * that module is ./checked-response-adapter.ts, which tells a refused search
 * by the server's reason.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import {packageFolder} from '../client-bundle';

/** The module of the theme that creates the page's client. */
export function searchPageFolder(): string {
  return path.join(packageFolder('docusaurus-theme-search-typesense'), 'lib', 'theme', 'SearchPage') + path.sep;
}

/** The box's modal, which the theme installs as its own dependency. */
export function searchModalFolder(): string {
  const theme = packageFolder('docusaurus-theme-search-typesense');
  const entry = require.resolve('typesense-docsearch-react', {paths: [theme]});
  return entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`) + 1);
}

export default function searchPagePlugin(): Plugin<void> {
  return {
    name: 'search-page',
    configureWebpack() {
      const rules: RuleSetRule[] = [
        {
          test: searchPageFolder(),
          resolve: {alias: {'typesense-instantsearch-adapter$': path.join(__dirname, 'reporting-adapter.ts')}},
        },
        {
          test: searchModalFolder(),
          resolve: {
            alias: {'typesense-instantsearch-adapter/lib/SearchResponseAdapter$': path.join(__dirname, 'checked-response-adapter.ts')},
          },
        },
      ];
      return {module: {rules}};
    },
  };
}
