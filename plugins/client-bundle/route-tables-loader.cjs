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
 * - The route of each of the `subtreeRoots` option's paths (the API
 *   versions' roots) and the routes under it stay in the table with their
 *   paths (rebuilt from the version's docs in the global data where those
 *   give the same routes), but their components' chunks and the registry
 *   entries only they use move into a module of their own,
 *   `routes.js?subtree=<index>`, loaded with the first of its pages that
 *   the reader opens. Without it, every version added about 0.6 KB gzip to
 *   every first visit.
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
 * A subtree's chunk: the name the browser's import gives it and the server's render reports, so that a page lists it.
 * @param {string} root the subtree's root path
 * @returns {string}
 */
function subtreeChunkName(root) {
  return `route-components-${root.replace(/[^\w.]+/g, '-')}`;
}

/**
 * Server: the route table as Docusaurus wrote it, and the root of each subtree reports the
 * subtree's chunk when a page under it is rendered (./component-on-first-use.tsx), so that the
 * page lists that chunk with its own and the app does not request it before it can start.
 * @param {string} source the generated routes.js
 * @param {readonly string[]} subtreeRoots
 * @returns {string}
 */
function serverRoutes(source, subtreeRoots) {
  if (!/^export default \[/m.test(source)) {
    throw formatChanged('routes.js does not start its table with `export default [`', 'serverRoutes');
  }
  const reports = subtreeRoots.map((root) => `  [${JSON.stringify(root)}, ${JSON.stringify(subtreeChunkName(root))}]`);
  return [
    "import {reportSubtreeChunks} from '@docusaurus/ComponentCreator';",
    source.replace(/^export default \[/m, 'const routes = ['),
    `reportSubtreeChunks(routes, [\n${reports.join(',\n')}\n]);`,
    'export default routes;',
    '',
  ].join('\n');
}

/** What routes.js's `ComponentCreator(…)` calls become while the table is read as data. */
const CALL = Symbol('ComponentCreator call');

/**
 * The route table as data: Docusaurus writes it as an array literal whose components are
 * `ComponentCreator(path, hash)` calls (serializeRouteConfig); it is run with a stand-in that
 * records each call's arguments.
 * @param {string} source the generated routes.js
 * @returns {Route[]}
 */
function readRoutes(source) {
  const body = source.replace(/^import .*;$/gm, '');
  if (!/^export default \[/m.test(body)) {
    throw formatChanged('routes.js does not start its table with `export default [`', 'readRoutes');
  }
  const record = (...args) => ({[CALL]: args});
  const routes = new Function('ComponentCreator', body.replace(/^export default /m, 'return '))(record);
  /** @param {Route[]} list */
  const check = (list) => {
    for (const route of list) {
      if (!route.component || !Array.isArray(route.component[CALL])) {
        throw formatChanged(`route ${route.path} of routes.js has no ComponentCreator(path, hash) call as its component`, 'readRoutes');
      }
      if (route.routes) check(route.routes);
    }
  };
  check(routes);
  return routes;
}

/**
 * @typedef {{path: string, component: {[CALL]: string[]}, routes?: Route[], [field: string]: unknown}} Route
 * @typedef {{route: Route, routeKey: string | undefined, subtree: number, root: boolean}} TableRoute
 */

/**
 * Every route of the table, depth first, with the subtree it belongs to: the index in
 * `subtreeRoots` of the route it is or descends from (the first route of a root's path that has
 * routes), or -1 for the routes the app's entry carries.
 * @param {Route[]} routes
 * @param {readonly string[]} subtreeRoots
 * @returns {TableRoute[]}
 */
function tableRoutes(routes, subtreeRoots) {
  /** @type {TableRoute[]} */
  const found = [];
  /** @param {Route[]} list @param {number} subtree */
  const walk = (list, subtree) => {
    for (const route of list) {
      const [routePath, hash] = route.component[CALL];
      const root = subtree < 0 && route.routes ? subtreeRoots.indexOf(route.path) : -1;
      const own = root >= 0 ? root : subtree;
      found.push({route, routeKey: hash === undefined ? undefined : `${routePath}-${hash}`, subtree: own, root: root >= 0});
      if (route.routes) walk(route.routes, own);
    }
  };
  walk(routes, -1);
  return found;
}

/** @param {unknown} chunkNames @returns {string[]} */
function chunkNamesIn(chunkNames) {
  if (typeof chunkNames === 'string') return [chunkNames];
  if (Array.isArray(chunkNames)) return chunkNames.flatMap(chunkNamesIn);
  if (chunkNames !== null && typeof chunkNames === 'object') return Object.values(chunkNames).flatMap(chunkNamesIn);
  return [];
}

/**
 * Code-point order of two routes' paths. Docusaurus sorts routes by `localeCompare`; a version's
 * routes are rebuilt in this order only where the two agree (checked by docRoutesCode).
 * @param {{path: string}} a
 * @param {{path: string}} b
 */
function byPath(a, b) {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/**
 * The routes under a docs version's root route as the docs plugin writes them, rebuilt from the
 * version's docs in the global data: its doc root, with a route for each doc.
 * @param {{path: string, docs: {path: string, sidebar?: string}[]}} version
 */
function docRoutesOf(version) {
  const docs = [...version.docs].sort(byPath);
  return [{path: version.path, routes: docs.map((doc) => ({path: doc.path, exact: true, ...(doc.sidebar !== undefined && {sidebar: doc.sidebar})}))}];
}

/**
 * The code of a subtree root's `routes` when its version's docs in the global data rebuild them
 * exactly (paths, fields, order), or undefined: the table then writes them out.
 * @param {Route} root
 * @param {Record<string, any>} globalData the generated globalData.json
 * @returns {string | undefined}
 */
function docRoutesCode(root, globalData) {
  const versions = Object.values(globalData['docusaurus-plugin-content-docs'] ?? {}).flatMap((plugin) => plugin.versions ?? []);
  const version = versions.find((candidate) => candidate.path === root.path);
  if (!version || !Array.isArray(version.docs)) return undefined;
  const withoutComponents = (routes) =>
    routes.map(({component: _component, ...route}) => ({...route, ...(route.routes && {routes: withoutComponents(route.routes)})}));
  return JSON.stringify(docRoutesOf(version)) === JSON.stringify(withoutComponents(root.routes)) ? `routesOfVersion(${JSON.stringify(root.path)})` : undefined;
}

/**
 * Browser (production): the three route tables, and a module of its own for each subtree.
 *
 * Each route carries its chunks as indexes of the registry list. The route of each of
 * `subtreeRoots` and the routes under it (an API version's pages) keep their path and fields in the table, which
 * the router, the legacy-link rules and the not-found page's suggestions read; their
 * components' chunks, and the registry entries that only they use, are in the subtree's
 * module (`routes.js?subtree=<index>`: each route's path, hash and chunks, depth first). The
 * table names each subtree's root and module, and createSubtreeComponents
 * (./component-on-first-use.tsx) gives the subtree's routes components that load the module
 * when first preloaded or rendered. The registry list has the entries the app's entry carries
 * first, then each subtree's, so that a subtree's module fills in indexes of its own.
 *
 * A subtree root's routes, which are the same for every version, are rebuilt from the version's
 * docs in the global data where those give exactly the same routes (docRoutesOf), rather than
 * written out: the table then carries each version's paths once, in the global data.
 *
 * A subtree's module also exports `chunkFiles`: the `chunkFilesPlaceholder` option, where the
 * bundler writes the files of the chunks that only the subtree's chunk loads (./chunk-file-lists.ts).
 *
 * @param {{registrySource: string, routesSource: string, routesChunkNames: Record<string, unknown>, subtreeRoots: readonly string[], globalData?: Record<string, any>, chunkFilesPlaceholder?: string}} tables
 * @returns {{registry: string, routes: string, subtrees: string[]}}
 */
function browserRouteTables({registrySource, routesSource, routesChunkNames, subtreeRoots, globalData = {}, chunkFilesPlaceholder}) {
  const entries = registryEntries(registrySource);
  const registryIndex = new Map(entries.map(({chunkName}, index) => [chunkName, index]));
  const routes = readRoutes(routesSource);
  const all = tableRoutes(routes, subtreeRoots);
  /** @type {Map<string, Set<number>>} the subtrees whose routes use each chunk (-1: the entry's) */
  const users = new Map();
  for (const {routeKey, subtree} of all) {
    if (routeKey === undefined) continue;
    if (!Object.hasOwn(routesChunkNames, routeKey)) {
      throw formatChanged(`route ${routeKey} of routes.js has no entry in routesChunkNames.json`, 'readRoutes');
    }
    for (const chunkName of chunkNamesIn(routesChunkNames[routeKey])) {
      if (!registryIndex.has(chunkName)) {
        throw formatChanged(`chunk "${chunkName}" of route ${routeKey} in routesChunkNames.json is not in registry.js`, 'ENTRY');
      }
      users.set(chunkName, (users.get(chunkName) ?? new Set()).add(subtree));
    }
  }
  /** The subtree whose module carries a chunk's entry: the one subtree that uses it, or -1. */
  const ownerOf = (chunkName) => {
    const subtrees = users.get(chunkName);
    return subtrees?.size === 1 ? [...subtrees][0] : -1;
  };
  const ordered = [-1, ...subtreeRoots.keys()].flatMap((subtree) => entries.filter(({chunkName}) => ownerOf(chunkName) === subtree));
  const indexOf = new Map(ordered.map(({chunkName}, index) => [chunkName, index]));
  /** @param {unknown} chunkNames @returns {unknown} */
  const asIndexes = (chunkNames) => {
    if (typeof chunkNames === 'string') return indexOf.get(chunkNames);
    if (Array.isArray(chunkNames)) return chunkNames.map(asIndexes);
    if (chunkNames !== null && typeof chunkNames === 'object') {
      return Object.fromEntries(Object.entries(chunkNames).map(([key, value]) => [key, asIndexes(value)]));
    }
    return chunkNames;
  };
  const entryCode = ({chunkName, modulePath}) =>
    `[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), null, require.resolveWeak("${modulePath}")]`;

  const inSubtree = new Map(subtreeRoots.map((_root, subtree) => [subtree, all.filter((found) => found.subtree === subtree)]));
  const subtreeOf = new Map(all.map(({route, subtree}) => [route, subtree]));
  const roots = new Set(all.filter(({root}) => root).map(({route}) => route));
  const componentCode = (route) => {
    const [routePath, hash] = route.component[CALL];
    const pathCode = JSON.stringify(routePath);
    if (hash === undefined) return `ComponentCreator(${pathCode})`;
    return `ComponentCreator(${pathCode}, ${JSON.stringify(hash)}, ${JSON.stringify(asIndexes(routesChunkNames[`${routePath}-${hash}`]))})`;
  };
  /** A route of a subtree is written without its component, which createSubtreeComponents gives it. */
  const routeCode = (route, indent) => {
    const fields = Object.entries(route).flatMap(([key, value]) => {
      if (key === 'component') return subtreeOf.get(route) >= 0 ? [] : [`component: ${componentCode(route)}`];
      if (key === 'routes') {
        const rebuilt = roots.has(route) ? docRoutesCode(route, globalData) : undefined;
        return [`routes: ${rebuilt ?? `[\n${route.routes.map((child) => routeCode(child, `${indent}  `)).join(',\n')}\n${indent}]`}`];
      }
      return [`${JSON.stringify(key)}: ${JSON.stringify(value)}`];
    });
    return `${indent}{${fields.join(', ')}}`;
  };
  const subtreeLoaders = subtreeRoots.flatMap((root, subtree) =>
    inSubtree.get(subtree).length > 0
      ? [`  [${JSON.stringify(root)}, () => import(/* webpackChunkName: "${subtreeChunkName(root)}" */ "./routes.js?subtree=${subtree}")]`]
      : [],
  );
  const routesModule = [
    "import ComponentCreator, {createSubtreeComponents} from '@docusaurus/ComponentCreator';",
    "import globalData from '@generated/globalData';",
    '',
    byPath.toString(),
    docRoutesOf.toString(),
    '/** The routes under a docs version\'s root, rebuilt from its docs (plugins/client-bundle/route-tables-loader.cjs). */',
    'function routesOfVersion(path) {',
    "  const versions = Object.values(globalData['docusaurus-plugin-content-docs']).flatMap((plugin) => plugin.versions);",
    '  return docRoutesOf(versions.find((version) => version.path === path));',
    '}',
    '',
    `const routes = [\n${routes.map((route) => routeCode(route, '  ')).join(',\n')}\n];`,
    '',
    '// Each subtree\'s root, and its module: its routes\' chunks and registry entries (plugins/client-bundle/route-tables-loader.cjs).',
    `createSubtreeComponents(routes, [\n${subtreeLoaders.join(',\n')}\n]);`,
    '',
    'export default routes;',
    '',
  ].join('\n');

  const registryModule = `export default [\n${ordered
    .filter(({chunkName}) => ownerOf(chunkName) === -1)
    .map((entry) => `  ${entryCode(entry)},`)
    .join('\n')}\n];\n`;

  const subtrees = subtreeRoots.map((_root, subtree) => {
    const own = ordered.filter(({chunkName}) => ownerOf(chunkName) === subtree);
    const components = inSubtree.get(subtree).map(({route}) => {
      const [routePath, hash] = route.component[CALL];
      return `  [${JSON.stringify(routePath)}, ${JSON.stringify(hash)}, ${JSON.stringify(asIndexes(routesChunkNames[`${routePath}-${hash}`]))}],`;
    });
    return [
      `export const registryEntries = {\n${own.map((entry) => `  ${indexOf.get(entry.chunkName)}: ${entryCode(entry)},`).join('\n')}\n};`,
      `export const components = [\n${components.join('\n')}\n];`,
      ...(chunkFilesPlaceholder === undefined ? [] : [`export const chunkFiles = ${JSON.stringify(chunkFilesPlaceholder)};`]),
      '',
    ].join('\n');
  });
  return {registry: registryModule, routes: routesModule, subtrees};
}

/** The last tables written, and what they were written from. */
let lastTables = {
  inputs: /** @type {unknown[]} */ ([]),
  tables: /** @type {ReturnType<typeof browserRouteTables> | undefined} */ (undefined),
};

/**
 * The browser's tables from the generated registry, routes, routesChunkNames and global data.
 * The bundler runs this loader for registry.js, routes.js and each subtree's module, all written
 * from the same sources: they are read and the tables written once for all of them.
 * @param {string[]} sources the four files' text, in that order
 * @param {readonly string[]} subtreeRoots
 * @param {string | undefined} chunkFilesPlaceholder
 * @returns {ReturnType<typeof browserRouteTables>}
 */
function browserTablesOf(sources, subtreeRoots, chunkFilesPlaceholder) {
  // Compared as they are: a key serialising the sources cost megabytes of copying per request.
  const inputs = [...sources, subtreeRoots.join('\n'), chunkFilesPlaceholder];
  const same = lastTables.tables && inputs.length === lastTables.inputs.length && inputs.every((input, index) => input === lastTables.inputs[index]);
  if (!same) {
    const [registrySource, routesSource, routesChunkNames, globalData] = sources;
    lastTables = {
      inputs,
      tables: browserRouteTables({
        registrySource,
        routesSource,
        routesChunkNames: JSON.parse(routesChunkNames),
        subtreeRoots,
        globalData: JSON.parse(globalData),
        chunkFilesPlaceholder,
      }),
    };
  }
  return lastTables.tables;
}

/**
 * @this {{resourcePath: string, resourceQuery?: string, getOptions(): {browser?: boolean, server?: boolean, subtreeRoots?: string[], chunkFilesPlaceholder?: string}, addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function routeTablesLoader(source) {
  const {browser = false, server = false, subtreeRoots = [], chunkFilesPlaceholder} = this.getOptions();
  const file = path.basename(this.resourcePath);
  if (!['registry.js', 'routes.js', 'routesChunkNames.json'].includes(file)) {
    throw new Error(`plugins/client-bundle: route-tables-loader.cjs got ${this.resourcePath}, which is not one of Docusaurus's route tables.`);
  }
  if (!browser) {
    if (file === 'registry.js') return registryWithChunkNames(source);
    return file === 'routes.js' && server ? serverRoutes(source, subtreeRoots) : source;
  }
  if (file === 'routesChunkNames.json') {
    return '{}';
  }
  const read = (name) => {
    if (name === file) return source;
    const sibling = path.join(path.dirname(this.resourcePath), name);
    this.addDependency(sibling);
    return fs.readFileSync(sibling, 'utf8');
  };
  const sources = ['registry.js', 'routes.js', 'routesChunkNames.json', 'globalData.json'].map(read);
  const tables = browserTablesOf(sources, subtreeRoots, chunkFilesPlaceholder);
  if (file === 'registry.js') {
    return tables.registry;
  }
  const subtree = /^\?subtree=(\d+)$/.exec(this.resourceQuery ?? '');
  if (!subtree) {
    return tables.routes;
  }
  const module = tables.subtrees[Number(subtree[1])];
  if (module === undefined) {
    throw new Error(`plugins/client-bundle: ${this.resourcePath}${this.resourceQuery} names subtree ${subtree[1]}, but the route table has ${tables.subtrees.length}.`);
  }
  return module;
};
module.exports.registryWithChunkNames = registryWithChunkNames;
module.exports.browserRouteTables = browserRouteTables;
module.exports.serverRoutes = serverRoutes;
module.exports.subtreeChunkName = subtreeChunkName;
