/**
 * Loader for the route tables Docusaurus generates (see ./index.ts):
 * `registry.js`, `routes.js` and `routesChunkNames.json`.
 *
 * Server bundle, which renders the pages: `registry.js` only. When a page is
 * rendered, react-loadable reports the module names of the chunks the page
 * used, and Docusaurus looks them up in the client manifest to list the
 * page's scripts in its HTML. The Rspack manifest lists chunks by chunk name,
 * not by module path, so no page found its chunks: every page listed only the
 * app's entry, and the app had to request the page's chunks itself once it
 * ran, one round trip after its own download and inside its longest task.
 * Here each entry's module name becomes its chunk name, which the manifest
 * knows.
 *
 * Browser bundle (production): Docusaurus's client finds a route's chunks
 * through two tables keyed by strings. `routesChunkNames` maps
 * `${path}-${hash}` to the route's chunk names, and `registry` maps each chunk
 * name (8 hex digits) to its loader. In the browser those keys only lead from
 * one table to the next, and they do not compress: with 29 versions the two
 * tables were 19 KB gzip of the app's main script, which every first visit
 * downloads. Here:
 * - `registry.js` becomes a list, without module names (react-loadable
 *   reports them only on the server): a chunk's name in the browser is its
 *   index;
 * - `routes.js` hands each route's chunks, as those indexes, to its
 *   ComponentCreator: `ComponentCreator(path, hash, {__comp: 3, content: 41})`;
 * - `routesChunkNames.json` becomes `{}`. ./component-on-first-use.tsx writes
 *   a route's entry into it when it creates the route's component, which is
 *   where Docusaurus's ComponentCreator reads it.
 * Docusaurus's prefetch reads `routesChunkNames` too; this plugin replaces it
 * (./prefetch-on-intent.ts).
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** One registry entry as Docusaurus writes it (core/lib/server/codegen/codegenRoutes.js, genRegistry). */
const ENTRY =
  /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)+)"\), "\2", require\.resolveWeak\("\2"\)\]/g;
const ANY_ENTRY = /webpackChunkName: "/g;
/** A route's component as Docusaurus writes it (serializeRouteConfig); the 404 route's `ComponentCreator('*')` has no chunks. */
const ROUTE_COMPONENT = /ComponentCreator\('((?:[^'\\]|\\.)*)', '([^'\\]+)'\)/g;
const ANY_ROUTE_COMPONENT = /ComponentCreator\((?!'\*'\))/g;

/**
 * @param {string} what
 * @param {string} pattern the constant to update
 */
function formatChanged(what, pattern) {
  return new Error(
    `plugins/client-bundle: ${what}. Docusaurus's generated format has changed: ` +
      `update ${pattern} in plugins/client-bundle/route-tables-loader.cjs to match it.`,
  );
}

/**
 * The registry's entries, in the order Docusaurus wrote them.
 * @param {string} source the generated registry.js
 * @returns {{chunkName: string, modulePath: string}[]}
 */
function registryEntries(source) {
  const entries = [...source.matchAll(ENTRY)].map(([, chunkName, modulePath]) => ({chunkName, modulePath}));
  const written = (source.match(ANY_ENTRY) ?? []).length;
  if (entries.length !== written) {
    throw formatChanged(`recognised ${entries.length} of the ${written} entries of registry.js`, 'ENTRY');
  }
  return entries;
}

/**
 * Server: the registry with chunk names as module names.
 * @param {string} source the generated registry.js
 * @returns {string}
 */
function registryWithChunkNames(source) {
  registryEntries(source);
  return source.replace(
    ENTRY,
    (_entry, chunkName, modulePath) =>
      `"${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${chunkName}", require.resolveWeak("${modulePath}")]`,
  );
}

/**
 * Browser: the registry as a list, each chunk named by its index, without module names.
 * @param {string} source the generated registry.js
 * @returns {string}
 */
function registryAsList(source) {
  const entries = registryEntries(source).map(
    ({chunkName, modulePath}) =>
      `  [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), null, require.resolveWeak("${modulePath}")],`,
  );
  return `export default [\n${entries.join('\n')}\n];\n`;
}

/**
 * Browser: the route table with each route's chunks, as registry indexes, in its ComponentCreator call.
 * @param {string} source the generated routes.js
 * @param {Record<string, unknown>} routesChunkNames the generated routesChunkNames.json
 * @param {string[]} chunkOrder the registry's chunk names in the order of registryAsList
 * @returns {string}
 */
function routesWithChunkIndexes(source, routesChunkNames, chunkOrder) {
  const indexOf = new Map(chunkOrder.map((chunkName, index) => [chunkName, index]));
  /** @param {unknown} chunkNames @param {string} routeKey @returns {unknown} */
  const asIndexes = (chunkNames, routeKey) => {
    if (typeof chunkNames === 'string') {
      const index = indexOf.get(chunkNames);
      if (index === undefined) {
        throw formatChanged(`chunk "${chunkNames}" of route ${routeKey} in routesChunkNames.json is not in registry.js`, 'ENTRY');
      }
      return index;
    }
    if (Array.isArray(chunkNames)) return chunkNames.map((value) => asIndexes(value, routeKey));
    if (chunkNames !== null && typeof chunkNames === 'object') {
      return Object.fromEntries(Object.entries(chunkNames).map(([key, value]) => [key, asIndexes(value, routeKey)]));
    }
    return chunkNames;
  };
  let rewritten = 0;
  const result = source.replace(ROUTE_COMPONENT, (_call, routePath, hash) => {
    const routeKey = `${routePath}-${hash}`;
    if (!Object.hasOwn(routesChunkNames, routeKey)) {
      throw formatChanged(`route ${routeKey} of routes.js has no entry in routesChunkNames.json`, 'ROUTE_COMPONENT');
    }
    rewritten += 1;
    return `ComponentCreator('${routePath}', '${hash}', ${JSON.stringify(asIndexes(routesChunkNames[routeKey], routeKey))})`;
  });
  const written = (source.match(ANY_ROUTE_COMPONENT) ?? []).length;
  if (rewritten !== written) {
    throw formatChanged(`recognised ${rewritten} of the ${written} route components of routes.js`, 'ROUTE_COMPONENT');
  }
  return result;
}

/**
 * @this {{resourcePath: string, getOptions(): {browser?: boolean}, addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function routeTablesLoader(source) {
  const {browser = false} = this.getOptions();
  const file = path.basename(this.resourcePath);
  if (!browser) {
    return file === 'registry.js' ? registryWithChunkNames(source) : source;
  }
  switch (file) {
    case 'registry.js':
      return registryAsList(source);
    case 'routesChunkNames.json':
      return '{}';
    case 'routes.js': {
      const read = (name) => {
        const sibling = path.join(path.dirname(this.resourcePath), name);
        this.addDependency(sibling);
        return fs.readFileSync(sibling, 'utf8');
      };
      const chunkOrder = registryEntries(read('registry.js')).map(({chunkName}) => chunkName);
      return routesWithChunkIndexes(source, JSON.parse(read('routesChunkNames.json')), chunkOrder);
    }
    default:
      throw new Error(`plugins/client-bundle: route-tables-loader.cjs got ${this.resourcePath}, which is not one of Docusaurus's route tables.`);
  }
};
module.exports.registryWithChunkNames = registryWithChunkNames;
module.exports.registryAsList = registryAsList;
module.exports.routesWithChunkIndexes = routesWithChunkIndexes;
