import fs from 'node:fs/promises';
import {readdirSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import Loadable from 'react-loadable';
import createRouteComponentOnFirstUse, {
  createRouteComponentInSubtree,
  createSubtreeComponents,
  reportSubtreeChunks,
  type RouteComponent,
  type RouteSubtree,
} from '../../plugins/client-bundle/component-on-first-use';
import {packageFolder, routeSubtreeRoots, TSLIB_CALLERS} from '../../plugins/client-bundle';
import {CHUNK_FILES_PLACEHOLDER} from '../../plugins/client-bundle/chunk-file-lists';
import * as tslibHelpers from '../../plugins/client-bundle/tslib-helpers';

// Docusaurus's ComponentCreator reads generated modules of a built site; a stand-in
// records when it is called and returns a component with react-loadable's `preload`.
jest.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({__esModule: true, default: jest.fn()}));
const componentCreator = jest.mocked(ComponentCreator);
// The browser's routesChunkNames starts empty (route-tables-loader.cjs); route components fill it in.
jest.mock('@generated/routesChunkNames', () => ({}), {virtual: true});
const routesChunkNames = jest.requireMock<Record<string, unknown>>('@generated/routesChunkNames');
// The browser's registry list: a subtree's module fills in its own entries.
jest.mock('@generated/registry', () => [], {virtual: true});
const registry = jest.requireMock<unknown[]>('@generated/registry');

beforeEach(() => {
  componentCreator.mockReset();
  componentCreator.mockImplementation((path: string, hash: string) => {
    const Loadable = ({title}: {title?: string}) => createElement('p', null, `${path} ${hash} ${title ?? ''}`);
    return Object.assign(Loadable, {preload: jest.fn(async () => `chunks of ${path}`)}) as unknown as ReturnType<typeof ComponentCreator>;
  });
});

/** Runs one of Docusaurus's code generators into a fresh generated-files folder, then `use` on that folder. */
async function withGeneratedFiles<T>(generate: (generatedFilesDir: string) => Promise<unknown>, use: (generatedFilesDir: string) => Promise<T>): Promise<T> {
  const generatedFilesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'generated-'));
  try {
    await generate(generatedFilesDir);
    return await use(generatedFilesDir);
  } finally {
    await fs.rm(generatedFilesDir, {recursive: true, force: true});
  }
}

/** The text of `name` as one of Docusaurus's code generators writes it. */
function generatedFile(name: string, generate: (generatedFilesDir: string) => Promise<unknown>): Promise<string> {
  return withGeneratedFiles(generate, (generatedFilesDir) => fs.readFile(path.join(generatedFilesDir, name), 'utf8'));
}

describe('route components created on first use', () => {
  it('creates no loadable component while the route table is built', () => {
    for (let route = 0; route < 600; route += 1) {
      createRouteComponentOnFirstUse(`/docs/29.0/api/page-${route}.html`, 'abc');
    }
    expect(componentCreator).not.toHaveBeenCalled();
  });

  it('creates the route’s loadable component once, when first rendered, and renders it with the route’s props', () => {
    const Route = createRouteComponentOnFirstUse('/docs/29.0/api/search.html', '1f2') as ComponentType<{title: string}>;
    expect(renderToStaticMarkup(createElement(Route, {title: 'Search'}))).toBe('<p>/docs/29.0/api/search.html 1f2 Search</p>');
    expect(renderToStaticMarkup(createElement(Route, {title: 'Again'}))).toBe('<p>/docs/29.0/api/search.html 1f2 Again</p>');
    expect(componentCreator).toHaveBeenCalledTimes(1);
    expect(componentCreator).toHaveBeenCalledWith('/docs/29.0/api/search.html', '1f2');
  });

  it('writes the chunks the browser’s route brings where Docusaurus’s ComponentCreator reads them, before creating it', () => {
    const found: unknown[] = [];
    componentCreator.mockImplementation((path: string, hash: string) => {
      found.push(routesChunkNames[`${path}-${hash}`]);
      return Object.assign(() => null, {preload: jest.fn()}) as unknown as ReturnType<typeof ComponentCreator>;
    });
    const Route = createRouteComponentOnFirstUse('/docs/29.0/api/collections.html', '4f4', {__comp: 53, content: 460});
    expect(routesChunkNames).not.toHaveProperty(['/docs/29.0/api/collections.html-4f4']);
    renderToStaticMarkup(createElement(Route));
    // The server bundle's routes bring none: its routesChunkNames is Docusaurus's own.
    renderToStaticMarkup(createElement(createRouteComponentOnFirstUse('/docs/guide/', '9e1')));
    expect(found).toEqual([{__comp: 53, content: 460}, undefined]);
  });

  it('preloads through the same loadable component that it later renders', async () => {
    const Route = createRouteComponentOnFirstUse('/docs/guide/', '9e1');
    await expect(Route.preload()).resolves.toBe('chunks of /docs/guide/');
    renderToStaticMarkup(createElement(Route));
    expect(componentCreator).toHaveBeenCalledTimes(1);
  });
});

describe('route components of a subtree, whose chunks come with its module', () => {
  const subtreeModule = (): RouteSubtree => ({
    registryEntries: {7: [async () => ({}), '', 'content-0.23.0-documents']},
    components: [
      ['/docs/0.23.0', 'a01', {__comp: 1, __props: 6}],
      ['/docs/0.23.0', '5f9', {__comp: 2}],
      ['/docs/0.23.0/api/documents.html', 'c41', {__comp: 3, content: 7}],
    ],
  });

  it('loads nothing while the route table is built, and the subtree once for all its routes', async () => {
    const load = jest.fn(async () => subtreeModule());
    const root = createRouteComponentInSubtree(load, 1, '/docs/0.23.0');
    const documents = createRouteComponentInSubtree(load, 2, '/docs/0.23.0/api/documents.html');
    expect(load).not.toHaveBeenCalled();
    await Promise.all([root.preload(), documents.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    // Each route is created with its own path, hash and chunks, and the registry has the subtree's entries.
    expect(componentCreator.mock.calls).toEqual([
      ['/docs/0.23.0', '5f9'],
      ['/docs/0.23.0/api/documents.html', 'c41'],
    ]);
    expect(routesChunkNames['/docs/0.23.0/api/documents.html-c41']).toEqual({__comp: 3, content: 7});
    expect(registry[7]).toEqual(subtreeModule().registryEntries[7]!.map((part) => (typeof part === 'function' ? expect.any(Function) : part)));
  });

  it('renders nothing until its subtree has come, then the route’s component with its props', async () => {
    const Route = createRouteComponentInSubtree(async () => subtreeModule(), 2, '/docs/0.23.0/api/documents.html');
    const Rendered = Route as ComponentType<{title: string}>;
    expect(renderToStaticMarkup(createElement(Rendered, {title: 'Documents'}))).toBe('');
    await expect(Route.preload()).resolves.toBe('chunks of /docs/0.23.0/api/documents.html');
    expect(renderToStaticMarkup(createElement(Rendered, {title: 'Documents'}))).toBe('<p>/docs/0.23.0/api/documents.html c41 Documents</p>');
  });

  it('lets the bundler’s runtime find the files of the chunks its module lists, before a route loads its chunks', async () => {
    const runtime = {u: (chunkId: string | number) => `assets/js/${chunkId}.runtime.js`};
    const global = globalThis as {__webpack_require__?: typeof runtime};
    global.__webpack_require__ = runtime;
    try {
      const chunkFiles = {7: 'assets/js/7.0a1b2c3d.js'};
      componentCreator.mockImplementationOnce((path: string) =>
        Object.assign(() => null, {preload: async () => `${path} loads ${runtime.u(7)} and ${runtime.u(8)}`}) as unknown as ReturnType<typeof ComponentCreator>,
      );
      const Route = createRouteComponentInSubtree(async () => ({...subtreeModule(), chunkFiles}), 2, '/docs/0.23.0/api/documents.html');
      await expect(Route.preload()).resolves.toBe('/docs/0.23.0/api/documents.html loads assets/js/7.0a1b2c3d.js and assets/js/8.runtime.js');
      // The placeholder, where the bundler did not list them (its runtime then does): the runtime is left as it is.
      const unlisted = {u: runtime.u};
      global.__webpack_require__ = unlisted;
      await createRouteComponentInSubtree(async () => ({...subtreeModule(), chunkFiles: CHUNK_FILES_PLACEHOLDER}), 2, '/docs/0.23.0/api/documents.html').preload();
      expect(unlisted.u).toBe(runtime.u);
    } finally {
      delete global.__webpack_require__;
    }
  });

  it('tries a subtree that failed to download again on the next preload', async () => {
    const load = jest.fn<Promise<RouteSubtree>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(subtreeModule());
    const Route = createRouteComponentInSubtree(load, 2, '/docs/0.23.0/api/documents.html');
    await expect(Route.preload()).rejects.toThrow('ChunkLoadError');
    await expect(Route.preload()).resolves.toBe('chunks of /docs/0.23.0/api/documents.html');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so when a route is not where the table has it in its subtree’s module', async () => {
    const load = async () => subtreeModule();
    await expect(createRouteComponentInSubtree(load, 5, '/docs/0.23.0/api/search.html').preload()).rejects.toThrow(
      /route \/docs\/0\.23\.0\/api\/search\.html is number 5 of its subtree, where the subtree's module has 3 routes: the route table and the module must come from the same build/,
    );
    await expect(createRouteComponentInSubtree(load, 2, '/docs/0.23.0/api/search.html').preload()).rejects.toThrow(
      /where the subtree's module has route \/docs\/0\.23\.0\/api\/documents\.html/,
    );
  });

  it('gives the routes under each subtree’s root, depth first, the components of its module', async () => {
    type Route = {path: string; component?: unknown; routes?: Route[]};
    const table: Route[] = [
      {path: '/docs/', routes: [
        {path: '/docs/0.23.0', component: 'root', routes: [
          {path: '/docs/0.23.0', routes: [{path: '/docs/0.23.0/api/documents.html'}]},
        ]},
        {path: '/docs/29.0', component: 'latest', routes: [{path: '/docs/29.0/api/documents.html', component: 'page'}]},
      ]},
    ];
    const load = jest.fn(async () => subtreeModule());
    createSubtreeComponents(table, [['/docs/0.23.0', load], ['/docs/0.11.0', jest.fn()]]);
    const [root, latest] = table[0]!.routes!;
    expect(latest!.component).toBe('latest');
    expect(latest!.routes![0]!.component).toBe('page');
    const docRoot = root!.routes![0]!;
    await expect((docRoot.routes![0]!.component as RouteComponent).preload()).resolves.toBe('chunks of /docs/0.23.0/api/documents.html');
    await expect((docRoot.component as RouteComponent).preload()).resolves.toBe('chunks of /docs/0.23.0');
    await expect((root!.component as RouteComponent).preload()).resolves.toBe('chunks of /docs/0.23.0');
    expect(componentCreator.mock.calls.map(([, hash]) => hash)).toEqual(['c41', '5f9', 'a01']);
    expect(table[0]!.component).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on the server, reports a subtree’s chunk as its root renders, and renders nothing for it', async () => {
    type Route = {path: string; component: RouteComponent; routes?: Route[]};
    const page = (name: string) => Object.assign(() => createElement('p', null, name), {preload: jest.fn(async () => name)}) as RouteComponent;
    const table: Route[] = [
      {path: '/docs/', component: page('docs'), routes: [
        {path: '/docs/0.23.0', component: page('0.23.0'), routes: [{path: '/docs/0.23.0', component: page('doc root')}]},
        {path: '/docs/29.0', component: page('29.0'), routes: []},
      ]},
    ];
    reportSubtreeChunks(table, [['/docs/0.23.0', 'route-components--docs-0.23.0'], ['/docs/0.11.0', 'route-components--docs-0.11.0']]);
    const [old, latest] = table[0]!.routes!;
    const rendered = (Component: RouteComponent) => {
      const reported: string[] = [];
      const html = renderToStaticMarkup(createElement(Loadable.Capture, {report: (name: string) => reported.push(name)}, createElement(Component)));
      return {html, reported};
    };
    expect(rendered(old!.component)).toEqual({html: '<p>0.23.0</p>', reported: ['route-components--docs-0.23.0']});
    expect(rendered(latest!.component)).toEqual({html: '<p>29.0</p>', reported: []});
    expect(rendered(old!.routes![0]!.component).reported).toEqual([]);
    await expect(old!.component.preload()).resolves.toBe('0.23.0');
  });

  it('takes every API version’s root as a subtree’s', () => {
    expect(routeSubtreeRoots(['29.0', '28.0', '0.11.0'], '/docs/')).toEqual(['/docs/29.0', '/docs/28.0', '/docs/0.11.0']);
  });
});

type LoaderContext = {
  resourcePath: string;
  resourceQuery?: string;
  getOptions(): {browser: boolean; server?: boolean; subtreeRoots?: string[]; chunkFilesPlaceholder?: string};
  addDependency(file: string): void;
};
type RouteTablesLoader = {
  (this: LoaderContext, source: string): string;
  registryWithChunkNames(source: string): string;
  serverRoutes(source: string, subtreeRoots: readonly string[]): string;
  subtreeChunkName(root: string): string;
  browserRouteTables(tables: {registrySource: string; routesSource: string; routesChunkNames: Record<string, unknown>; subtreeRoots: readonly string[]}): {
    registry: string;
    routes: string;
    subtrees: string[];
  };
};
// The loader is plain JavaScript: the bundler runs it as it is.
const routeTablesLoader = jest.requireActual<RouteTablesLoader>('../../plugins/client-bundle/route-tables-loader.cjs');
const {registryWithChunkNames, browserRouteTables, serverRoutes, subtreeChunkName} = routeTablesLoader;

type TestRoute = {path: string; component: string; exact?: boolean; sidebar?: string; modules?: Record<string, unknown>; routes?: TestRoute[]};

/** The docs plugin's global data for the routes below: version 0.23.0's docs give its routes. */
const GLOBAL_DATA = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs/',
      versions: [
        {name: '0.23.0', path: '/docs/0.23.0', docs: [{id: 'api/documents', path: '/docs/0.23.0/api/documents.html', sidebar: 'api'}, {id: 'index', path: '/docs/0.23.0/'}]},
      ],
    },
  },
};

/** Docusaurus's route files for these routes, so that a change of their format fails here first, and route files for these routes, and the global data (written as Docusaurus writes it: JSON). */
async function generateRoutes(generatedFilesDir: string, routes: TestRoute[], globalData: object = GLOBAL_DATA): Promise<void> {
  const {generateRouteFiles} = jest.requireActual<typeof import('@docusaurus/core/lib/server/codegen/codegenRoutes')>(
    '@docusaurus/core/lib/server/codegen/codegenRoutes',
  );
  const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
  const withPlugin = (route: TestRoute): TestRoute & {plugin: typeof plugin} => ({
    plugin,
    ...route,
    ...(route.routes && {routes: route.routes.map(withPlugin)}),
  });
  await generateRouteFiles({generatedFilesDir, baseUrl: '/docs/', routes: routes.map(withPlugin)} as unknown as Parameters<
    typeof generateRouteFiles
  >[0]);
  await fs.writeFile(path.join(generatedFilesDir, 'globalData.json'), JSON.stringify(globalData));
}

const generatedRegistry = (routes: TestRoute[]) => generatedFile('registry.js', (dir) => generateRoutes(dir, routes));

/** A registry module's default export, with each loader and weak module reference reduced to its module path. */
function registryExport<T>(source: string): T {
  const body = source
    .replace('export default', 'return')
    .replace(/\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)/g, '$1')
    .replace(/require\.resolveWeak\(("[^"]+")\)/g, '$1');
  return new Function(body)() as T;
}

type RoutesModule = {
  /** Every `ComponentCreator(…)` call, with its arguments. */
  calls: unknown[][];
  /** The routes, each without its component. */
  paths: unknown[];
  /** The subtrees the module names: each one's root, and the module its loader imports. */
  subtrees: [root: string, module: string][];
};

/** A routes module run with stand-ins for the component creators. */
function routesModule(source: string, globalData: object = GLOBAL_DATA): RoutesModule {
  const calls: unknown[][] = [];
  const subtrees: [string, string][] = [];
  const body = source
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return')
    .replace(/\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)/g, '$1');
  const routes = new Function('ComponentCreator', 'createSubtreeComponents', 'globalData', body)(
    (...args: unknown[]) => calls.push(args),
    (_routes: unknown, named: [string, string][]) => subtrees.push(...named),
    globalData,
  ) as {routes?: unknown[]}[];
  const strip = (list: {component?: unknown; routes?: unknown[]}[]): unknown[] =>
    list.map(({component: _component, ...route}) => ({...route, ...(route.routes && {routes: strip(route.routes as never)})}));
  return {calls, paths: strip(routes), subtrees};
}

/** Every `ComponentCreator(…)` call of a routes module, with its arguments. */
function componentCreatorCalls(source: string): unknown[][] {
  return routesModule(source).calls;
}

/** A subtree module's exports, each loader and weak module reference reduced to its module path. */
function subtreeExports(source: string): {registryEntries: Record<number, [string, null, string]>; components: [string, string, unknown][]; chunkFiles?: string} {
  const names = [...source.matchAll(/^export const (\w+) =/gm)].map(([, name]) => name);
  return registryExport(`${source.replace(/^export const /gm, 'const ')}\nexport default {${names.join(', ')}};`);
}

/** A route's chunk tree with each chunk replaced by the module path it loads. */
function modulesOf(chunks: unknown, modulePathOf: (chunk: string | number) => string): unknown {
  if (typeof chunks === 'string' || typeof chunks === 'number') return modulePathOf(chunks);
  if (Array.isArray(chunks)) return chunks.map((value) => modulesOf(value, modulePathOf));
  return Object.fromEntries(Object.entries(chunks as object).map(([key, value]) => [key, modulesOf(value, modulePathOf)]));
}

const ROUTES: TestRoute[] = [
  {path: '/docs/', component: '@theme/DocsRoot', modules: {config: '@site/config.json'}, routes: [
    {path: '/docs/29.0', component: '@theme/DocVersionRoot', modules: {version: '@site/version-29.0.json'}, routes: [
      {path: '/docs/29.0/api/search.html', component: '@theme/DocItem', exact: true, modules: {content: '@site/versioned_docs/version-29.0/api/search.md'}},
      {path: '/docs/29.0/api/collections.html', component: '@theme/DocItem', exact: true, modules: {content: '@site/versioned_docs/version-29.0/api/collections.md', sidebar: {items: '@site/sidebar.json'}}},
    ]},
    {path: '/docs/0.23.0', component: '@theme/DocVersionRoot', modules: {version: '@site/version-0.23.0.json'}, routes: [
      {path: '/docs/0.23.0', component: '@theme/DocRoot', routes: [
        {path: '/docs/0.23.0/', component: '@theme/DocItem', exact: true, modules: {content: '@site/versioned_docs/version-0.23.0/index.md'}},
        {path: '/docs/0.23.0/api/documents.html', component: '@theme/DocItem', exact: true, sidebar: 'api', modules: {content: '@site/versioned_docs/version-0.23.0/api/documents.md', sidebar: {items: '@site/sidebar.json'}}},
      ]},
    ]},
    {path: '/docs/guide/', component: '@theme/DocItem', exact: true, modules: {content: '@site/content/guide/index.md', related: ['@site/a.md', '@site/b.md']}},
  ]},
];

describe('the route tables for the server: chunk names as module names', () => {
  it('names every entry by its chunk and keeps what it loads', async () => {
    const source = await generatedRegistry(ROUTES.slice(0, 1));
    const before = registryExport<Record<string, [string, string, string]>>(source);
    const after = registryExport<Record<string, [string, string, string]>>(registryWithChunkNames(source));
    expect(Object.keys(before).length).toBeGreaterThan(5);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const [chunkName, [loads, , weak]] of Object.entries(before)) {
      expect(after[chunkName]).toEqual([loads, chunkName, weak]);
    }
    expect(Object.values(before).map(([loads]) => loads)).toContain('@site/versioned_docs/version-29.0/api/search.md');
  });

  it('leaves an empty registry as it is', async () => {
    const source = await generatedRegistry([]);
    expect(registryWithChunkNames(source)).toBe(source);
  });

  it('names the loader to update when the generated format is not the one it knows', () => {
    const changed = `export default {\n  "abc": [() => import(/* webpackChunkName: "abc" */ "@site/a.md"), {module: "@site/a.md"}],\n};\n`;
    expect(() => registryWithChunkNames(changed)).toThrow(
      /recognised 0 of the 1 entries of registry\.js.*update ENTRY in plugins\/client-bundle\/route-tables-loader\.cjs/,
    );
  });
});

describe('the route tables for the browser: each route carries its chunks as indexes of a registry list', () => {
  /** Runs the loader as the bundler does, on each of the generated tables in `dir`, and on each subtree's module. */
  async function loaded(
    dir: string,
    browser: boolean,
    subtreeRoots: string[] = [],
    chunkFilesPlaceholder?: string,
  ): Promise<Record<'registry.js' | 'routes.js' | 'routesChunkNames.json', string> & {subtrees: string[]}> {
    const files = ['registry.js', 'routes.js', 'routesChunkNames.json'] as const;
    const dependencies = new Set<string>();
    const run = async (file: string, resourceQuery = '') => {
      const resourcePath = path.join(dir, file);
      const context: LoaderContext = {resourcePath, resourceQuery, getOptions: () => ({browser, subtreeRoots, chunkFilesPlaceholder}), addDependency: (dependency) => dependencies.add(dependency)};
      return routeTablesLoader.call(context, await fs.readFile(resourcePath, 'utf8'));
    };
    const entries = await Promise.all(files.map(async (file) => [file, await run(file)] as const));
    const subtrees = await Promise.all(subtreeRoots.map((_root, subtree) => run('routes.js', `?subtree=${subtree}`)));
    // The browser's tables are written from all three and the global data: a change to any of them rebuilds the others.
    if (browser) expect([...dependencies].sort()).toEqual(['globalData.json', ...files].map((file) => path.join(dir, file)));
    return {...(Object.fromEntries(entries) as Record<(typeof files)[number], string>), subtrees};
  }

  const withGeneratedRoutes = <T>(routes: TestRoute[], use: (dir: string) => Promise<T>) =>
    withGeneratedFiles((dir) => generateRoutes(dir, routes), use);

  it('leads every route to the same modules as Docusaurus’s tables, without a chunk name in the browser', async () => {
    await withGeneratedRoutes(ROUTES, async (dir) => {
      const read = (file: string) => fs.readFile(path.join(dir, file), 'utf8');
      const registry = registryExport<Record<string, [string, string, string]>>(await read('registry.js'));
      const routesChunkNames = JSON.parse(await read('routesChunkNames.json')) as Record<string, unknown>;
      const routes = componentCreatorCalls(await read('routes.js'));

      const browser = await loaded(dir, true);
      const list = registryExport<[string, null, string][]>(browser['registry.js']);
      const browserRoutes = componentCreatorCalls(browser['routes.js']);
      expect(JSON.parse(browser['routesChunkNames.json'])).toEqual({});

      // Nine routes, and the 404 route, which has no chunks.
      expect(routes).toHaveLength(10);
      expect(browserRoutes.map(([routePath, hash]) => [routePath, hash])).toEqual(routes.map(([routePath, hash]) => [routePath, hash]));
      expect(list).toHaveLength(Object.keys(registry).length);
      for (const [loads, moduleName, weak] of list) {
        expect(moduleName).toBeNull();
        expect(weak).toBe(loads);
      }
      for (const [index, [routePath, hash, chunks]] of browserRoutes.entries()) {
        if (routePath === '*') {
          expect(browserRoutes[index]).toEqual(['*']);
          continue;
        }
        const docusaurusModules = modulesOf(routesChunkNames[`${routePath}-${hash}`], (chunk) => registry[chunk]![0]);
        expect(modulesOf(chunks, (chunk) => list[chunk as number]![0])).toEqual(docusaurusModules);
      }
      const collections = browserRoutes.find(([routePath]) => routePath === '/docs/29.0/api/collections.html')!;
      expect(modulesOf(collections[2], (chunk) => list[chunk as number]![0])).toMatchObject({
        content: '@site/versioned_docs/version-29.0/api/collections.md',
        sidebar: {items: '@site/sidebar.json'},
      });
      const guide = browserRoutes.find(([routePath]) => routePath === '/docs/guide/')!;
      expect(modulesOf(guide[2], (chunk) => list[chunk as number]![0])).toMatchObject({related: ['@site/a.md', '@site/b.md']});
      // No 8-hex chunk name is left in what the browser loads.
      for (const file of ['routes.js', 'routesChunkNames.json'] as const) {
        expect(browser[file]).not.toMatch(/"[0-9a-f]{8}"/);
      }
    });
  });

  it('leaves the route table and its chunk names to Docusaurus outside the browser’s production bundle', async () => {
    await withGeneratedRoutes(ROUTES, async (dir) => {
      const server = await loaded(dir, false);
      expect(server['routes.js']).toBe(await fs.readFile(path.join(dir, 'routes.js'), 'utf8'));
      expect(server['routesChunkNames.json']).toBe(await fs.readFile(path.join(dir, 'routesChunkNames.json'), 'utf8'));
      expect(server['registry.js']).toBe(registryWithChunkNames(await fs.readFile(path.join(dir, 'registry.js'), 'utf8')));
    });
  });

  it('has the server report each subtree’s chunk by the name the browser’s import gives it', async () => {
    await withGeneratedRoutes(ROUTES, async (dir) => {
      const source = await fs.readFile(path.join(dir, 'routes.js'), 'utf8');
      const context: LoaderContext = {resourcePath: path.join(dir, 'routes.js'), getOptions: () => ({browser: false, server: true, subtreeRoots: ['/docs/0.23.0']}), addDependency: () => {}};
      const server = routeTablesLoader.call(context, source);
      const reports: unknown[] = [];
      const body = server.replace(/^import .*$/gm, '').replace('export default', 'return');
      const routes = new Function('ComponentCreator', 'reportSubtreeChunks', body)(
        (...args: unknown[]) => args,
        (_routes: unknown, named: unknown[]) => reports.push(...named),
      ) as unknown;
      expect(JSON.stringify(routes)).toBe(JSON.stringify(new Function('ComponentCreator', source.replace(/^import .*$/gm, '').replace('export default', 'return'))((...args: unknown[]) => args)));
      const chunkName = subtreeChunkName('/docs/0.23.0');
      expect(reports).toEqual([['/docs/0.23.0', chunkName]]);
      const browser = await loaded(dir, true, ['/docs/0.23.0']);
      expect(browser['routes.js']).toContain(`webpackChunkName: "${chunkName}"`);
      expect(() => serverRoutes('const routes = [];', [])).toThrow(/routes\.js does not start its table with `export default \[`.*serverRoutes/);
    });
  });

  it('keeps the paths of a subtree’s routes in the table, and its chunks in a module of its own', async () => {
    await withGeneratedRoutes(ROUTES, async (dir) => {
      const read = (file: string) => fs.readFile(path.join(dir, file), 'utf8');
      const registry = registryExport<Record<string, [string, string, string]>>(await read('registry.js'));
      const routesChunkNames = JSON.parse(await read('routesChunkNames.json')) as Record<string, unknown>;
      const routes = componentCreatorCalls(await read('routes.js'));

      const browser = await loaded(dir, true, ['/docs/0.23.0', '/docs/not-built']);
      const list = registryExport<[string, null, string][]>(browser['registry.js']);
      const table = routesModule(browser['routes.js']);
      const browserRoutes = table.calls;
      const [subtree, notBuilt] = browser.subtrees.map(subtreeExports);

      // The router, the legacy-link rules and the suggestions read the same paths and fields as before.
      expect(table.paths).toEqual(routesModule(await read('routes.js')).paths);
      // The version's root and the routes under it are the subtree's; the other versions' stay in the table.
      expect(browserRoutes.map(([routePath]) => routePath)).not.toContain('/docs/0.23.0');
      expect(browserRoutes.map(([routePath]) => routePath)).not.toContain('/docs/0.23.0/api/documents.html');
      expect(browserRoutes.map(([routePath]) => routePath)).toContain('/docs/29.0/api/search.html');
      expect(table.subtrees).toEqual([['/docs/0.23.0', './routes.js?subtree=0']]);
      expect(subtree!.components.map(([routePath]) => routePath)).toEqual(['/docs/0.23.0', '/docs/0.23.0', '/docs/0.23.0/', '/docs/0.23.0/api/documents.html']);
      expect(notBuilt!.components).toEqual([]);
      // The version's docs in the global data give its routes: the table does not write them out.
      expect(browser['routes.js']).toContain('routes: routesOfVersion("/docs/0.23.0")');
      expect(browser['routes.js']).not.toContain('"/docs/0.23.0/api/documents.html"');

      // Its own chunk entries follow the table's, where its module puts them; what other routes use stays in the table.
      const entryCount = Object.keys(registry).length;
      const own = Object.entries(subtree!.registryEntries);
      expect(own.map(([index]) => Number(index))).toEqual(own.map((_entry, offset) => list.length + offset));
      expect(list.length + own.length).toBe(entryCount);
      const full = [...list, ...own.map(([, entry]) => entry)];
      for (const [routePath, hash, chunks] of subtree!.components) {
        expect(modulesOf(chunks, (chunk) => full[chunk as number]![0])).toEqual(
          modulesOf(routesChunkNames[`${routePath}-${hash}`], (chunk) => registry[chunk]![0]),
        );
      }
      expect(own.map(([, [loads]]) => loads).sort()).toEqual([
        '@site/version-0.23.0.json',
        '@site/versioned_docs/version-0.23.0/api/documents.md',
        '@site/versioned_docs/version-0.23.0/index.md',
        '@theme/DocRoot',
      ]);
      // Every other route leads to its modules as before.
      for (const [routePath, hash, routeChunks] of browserRoutes.filter(([kind]) => kind !== 'subtree' && kind !== '*')) {
        expect(modulesOf(routeChunks, (chunk) => list[chunk as number]![0])).toEqual(
          modulesOf(routesChunkNames[`${routePath as string}-${hash as string}`], (chunk) => registry[chunk]![0]),
        );
      }
      expect(browserRoutes).toHaveLength(routes.length - subtree!.components.length);
    });
  });

  it('gives a subtree’s module the placeholder where the bundler lists its chunks’ files', async () => {
    await withGeneratedRoutes(ROUTES, async (dir) => {
      const [listed] = (await loaded(dir, true, ['/docs/0.23.0'], CHUNK_FILES_PLACEHOLDER)).subtrees;
      const [unlisted] = (await loaded(dir, true, ['/docs/0.23.0'])).subtrees;
      const {chunkFiles, ...routes} = subtreeExports(listed!);
      expect(chunkFiles).toBe(CHUNK_FILES_PLACEHOLDER);
      expect(subtreeExports(unlisted!)).toEqual(routes);
    });
  });

  it('writes a subtree’s routes out where its version’s docs in the global data do not give exactly them', async () => {
    const otherDocs = structuredClone(GLOBAL_DATA);
    otherDocs['docusaurus-plugin-content-docs'].default.versions[0]!.docs[0]!.sidebar = 'guide';
    for (const globalData of [otherDocs, {}]) {
      await withGeneratedFiles(
        (dir) => generateRoutes(dir, ROUTES, globalData),
        async (dir) => {
          const browser = await loaded(dir, true, ['/docs/0.23.0']);
          expect(browser['routes.js']).not.toContain('routesOfVersion("/docs/0.23.0")');
          expect(browser['routes.js']).toContain('"/docs/0.23.0/api/documents.html"');
          expect(routesModule(browser['routes.js'], globalData).paths).toEqual(routesModule(await fs.readFile(path.join(dir, 'routes.js'), 'utf8')).paths);
        },
      );
    }
  });

  it('says what does not match between the tables, and which pattern of the loader to update', async () => {
    const routes = "export default [\n  {\n    path: '/docs/a',\n    component: ComponentCreator('/docs/a', 'abc'),\n    exact: true\n  },\n];\n";
    const tables = (routesSource: string, routesChunkNames: Record<string, unknown>, registrySource = 'export default {\n};\n') =>
      browserRouteTables({registrySource, routesSource, routesChunkNames, subtreeRoots: []});
    expect(() => tables(routes, {})).toThrow(
      /route \/docs\/a-abc of routes\.js has no entry in routesChunkNames\.json.*update readRoutes in plugins\/client-bundle\/route-tables-loader\.cjs/,
    );
    expect(() => tables(routes, {'/docs/a-abc': {__comp: '1234abcd'}})).toThrow(
      /chunk "1234abcd" of route \/docs\/a-abc in routesChunkNames\.json is not in registry\.js.*update ENTRY/,
    );
    expect(() => tables(routes.replace("ComponentCreator('/docs/a', 'abc')", "'@theme/DocItem'"), {})).toThrow(
      /route \/docs\/a of routes\.js has no ComponentCreator\(path, hash\) call as its component.*readRoutes/,
    );
    expect(() => tables(routes.replace('export default [', 'const routes = ['), {})).toThrow(/routes\.js does not start its table with `export default \[`/);
    expect(tables('export default [\n];\n', {}).registry).toBe('export default [\n\n];\n');
  });

  it('names the subtree that a module request asks for when the table has none of that number', async () => {
    await withGeneratedRoutes(ROUTES, async (dir) => {
      await expect(loaded(dir, true, ['/docs/0.23.0']).then(() => undefined)).resolves.toBeUndefined();
      const resourcePath = path.join(dir, 'routes.js');
      const context: LoaderContext = {resourcePath, resourceQuery: '?subtree=4', getOptions: () => ({browser: true, subtreeRoots: ['/docs/0.23.0']}), addDependency: () => {}};
      expect(() => routeTablesLoader.call(context, readFileSync(resourcePath, 'utf8'))).toThrow(/names subtree 4, but the route table has 1/);
    });
  });

  it('names the file when it is given one that is not a route table', () => {
    const context = {resourcePath: '/site/.docusaurus/globalData.json', getOptions: () => ({browser: true}), addDependency: () => {}};
    expect(() => routeTablesLoader.call(context, '{}')).toThrow(/route-tables-loader\.cjs got \/site\/\.docusaurus\/globalData\.json/);
  });
});

describe('the browser’s copy of the site config', () => {
  const {clientSiteConfig, BUILD_ONLY_KEYS} = jest.requireActual<{clientSiteConfig: (source: string) => string; BUILD_ONLY_KEYS: string[]}>(
    '../../plugins/client-bundle/site-config-loader.cjs',
  );

  const siteConfig = {
    title: 'Typesense',
    url: 'https://typesense.org',
    baseUrl: '/docs/',
    trailingSlash: undefined,
    ssrTemplate: '<!DOCTYPE html><html <%~ it.htmlAttributes %>>…</html>',
    presets: [['classic', {docs: {sidebarPath: './sidebars.ts', editUrl: () => 'https://github.com/'}}]],
    plugins: ['./plugins/client-bundle/index.ts', ['./plugins/analytics/index.ts', {trackingId: null}]],
    themes: ['docusaurus-theme-search-typesense'],
    clientModules: ['./src/client/image-zoom.ts'],
    headTags: [{tagName: 'link', attributes: {rel: 'preconnect', href: 'https://example.org'}}],
    scripts: [],
    stylesheets: [],
    staticDirectories: ['static'],
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'throw',
    future: {v4: {removeLegacyPostBuildHeadAttribute: true}, faster: {rspackBundler: true}, experimental_router: 'browser'},
    markdown: {mermaid: true, format: 'mdx', hooks: {onBrokenMarkdownLinks: 'throw'}},
    i18n: {defaultLocale: 'en', locales: ['en']},
    customFields: {latestVersion: '29.0'},
    storage: {type: 'localStorage', namespace: true},
    themeConfig: {navbar: {title: 'Typesense', items: [{type: 'docsVersionDropdown'}]}, typesense: {typesenseCollectionName: 'docs'}},
    titleDelimiter: '|',
    baseUrlIssueBanner: false,
    noIndex: false,
  };

  /** docusaurus.config.mjs as Docusaurus generates it for this config, so that a change of its format fails here first. */
  async function generatedSiteConfig(config: object): Promise<string> {
    const {generateSiteFiles} = jest.requireActual<typeof import('@docusaurus/core/lib/server/codegen/codegen')>(
      '@docusaurus/core/lib/server/codegen/codegen',
    );
    return generatedFile('docusaurus.config.mjs', (generatedFilesDir) =>
      generateSiteFiles({
        generatedFilesDir,
        siteConfig: config,
        clientModules: [],
        routes: [],
        globalData: {},
        siteMetadata: {},
        siteStorage: {type: 'localStorage', namespace: ''},
        i18n: {},
        codeTranslations: {},
        baseUrl: '/docs/',
      } as unknown as Parameters<typeof generateSiteFiles>[0]),
    );
  }

  /** What a module's default export evaluates to. */
  function exported(source: string): Record<string, unknown> {
    return new Function(source.replace('export default', 'return'))() as Record<string, unknown>;
  }

  it('drops what only the build reads and keeps everything else as it was', async () => {
    const source = await generatedSiteConfig(siteConfig);
    const before = exported(source);
    const after = exported(clientSiteConfig(source));
    for (const key of ['ssrTemplate', 'presets', 'plugins', 'themes', 'clientModules', 'headTags', 'staticDirectories', 'onBrokenLinks', 'markdown']) {
      expect(before).toHaveProperty(key);
      expect(after).not.toHaveProperty(key);
    }
    const kept = Object.keys(before).filter((key) => !BUILD_ONLY_KEYS.includes(key));
    expect(kept).toEqual(expect.arrayContaining(['title', 'url', 'baseUrl', 'future', 'i18n', 'customFields', 'storage', 'themeConfig', 'titleDelimiter']));
    // Of `future`, the router, which Docusaurus's client reads; the build's flags go.
    expect(after.future).toEqual({experimental_router: 'browser'});
    expect({...after, future: before.future}).toEqual(Object.fromEntries(kept.map((key) => [key, before[key]])));
    expect(clientSiteConfig(source).length).toBeLessThan(source.length / 2);
  });

  it('says which loader to update when the generated module is not the one it knows', () => {
    expect(() => clientSiteConfig('module.exports = {"baseUrl": "/docs/"};\n')).toThrow(
      /generated docusaurus\.config\.mjs .*update MODULE in plugins\/client-bundle\/site-config-loader\.cjs/,
    );
    expect(() => clientSiteConfig('export default {baseUrl: "/docs/"};\n')).toThrow(/site-config-loader\.cjs/);
  });
});

describe('the texts of the browser’s bundle, without their translators’ notes', () => {
  const {withoutTranslationDescriptions} = jest.requireActual<{withoutTranslationDescriptions: (source: string) => string}>(
    '../../plugins/client-bundle/translation-descriptions-loader.cjs',
  );

  test('a translate call keeps its id and message, and loses its description wherever it stands', () => {
    const source = [
      "const copy = translate({id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks'});",
      "const first = translate({description: \"The label, with a 'quote' and a } brace\", id: 'a', message: `Hello {name}`}, {name});",
    ].join('\n');
    expect(withoutTranslationDescriptions(source)).toBe(
      [
        "const copy = translate({id: 'theme.CodeBlock.copy', message: 'Copy', });",
        "const first = translate({ id: 'a', message: `Hello {name}`}, {name});",
      ].join('\n'),
    );
  });

  test('a Translate tag keeps its id, values and children, and loses its description', () => {
    const source = `<Translate id="theme.tags.tagsListLabel" description="The label alongside a tag list" values={{count: n > 1 ? 2 : 1}}>Tags:</Translate>`;
    expect(withoutTranslationDescriptions(source)).toBe('<Translate id="theme.tags.tagsListLabel" values={{count: n > 1 ? 2 : 1}}>Tags:</Translate>');
    expect(withoutTranslationDescriptions(`<Translate\n  id="x"\n  description={'A note'}>X</Translate>`)).toBe('<Translate\n  id="x">X</Translate>');
  });

  test('every other description stays: a class name, a doc card’s, a prop', () => {
    const source = [
      "export const ThemeClassNames = {docCard: {description: 'theme-doc-card-description'}};",
      'const card = {title: item.label, description: item.description};',
      '<DocCard description="A card" />;',
    ].join('\n');
    expect(withoutTranslationDescriptions(source)).toBe(source);
  });

  test('the theme’s own texts lose their notes and keep their messages', () => {
    const file = require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/index.js');
    const source = readFileSync(file, 'utf8');
    const stripped = withoutTranslationDescriptions(source);
    expect(source).toContain('The copy button label on code blocks');
    expect(stripped).not.toMatch(/description:/);
    for (const message of source.matchAll(/message: '([^']*)'/g)) expect(stripped).toContain(message[0]);
  });

  test('a string left open is named, not passed over', () => {
    expect(() => withoutTranslationDescriptions("translate({message: 'Copy, description: 'x'});")).toThrow(/string literal opened at offset \d+ is not closed/);
  });
});

describe('the browser’s copy of the global data', () => {
  const {clientGlobalData} = jest.requireActual<{clientGlobalData: (source: string) => string}>('../../plugins/client-bundle/global-data-loader.cjs');

  const apiVersion = (name: string, pages: string[]) => ({
    name,
    label: `v${name}`,
    isLast: name === '29.0',
    path: `/docs/${name}`,
    mainDocId: 'index',
    docs: [
      ...pages.map((page) => ({id: `api/${page}`, path: `/docs/${name}/api/${page}.html`, sidebar: 'api'})),
      {id: 'api/index', path: `/docs/${name}/api/`, sidebar: 'api'},
      {id: 'index', path: `/docs/${name}/`},
    ],
    draftIds: [],
    sidebars: {api: {link: {path: `/docs/${name}/api/`, label: 'Introduction'}}},
  });
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {path: '/docs/', versions: [apiVersion('29.0', ['collections', 'documents', 'search']), apiVersion('0.11.0', ['collections', 'documents'])], breadcrumbs: false},
      guide: {
        path: '/docs/guide',
        versions: [
          {
            name: 'current',
            label: 'Next',
            isLast: true,
            path: '/docs/guide',
            mainDocId: 'index',
            docs: [
              {id: 'backups', path: '/docs/guide/backups.html', sidebar: 'guide'},
              {id: 'reference-implementations/index', path: '/docs/guide/reference-implementations/', sidebar: 'guide'},
              // A doc whose slug its front matter sets, and one in another sidebar, are written as they are.
              {id: 'install', path: '/docs/guide/install-typesense.html', sidebar: 'guide'},
              {id: 'faqs', path: '/docs/guide/faqs.html', sidebar: 'help'},
            ],
            draftIds: [],
            sidebars: {guide: {link: {path: '/docs/guide/', label: 'Guide'}}},
          },
        ],
        breadcrumbs: false,
      },
    },
    'docusaurus-theme-search-typesense': {default: {docs: ['not a version']}},
  };

  const run = (module: string): unknown => new Function(module.replace('export default', 'return'))();

  it('rebuilds exactly the data Docusaurus generated', () => {
    expect(run(clientGlobalData(JSON.stringify(globalData)))).toEqual(globalData);
    expect(JSON.stringify(run(clientGlobalData(JSON.stringify(globalData))))).toBe(JSON.stringify(globalData));
  });

  it('writes a doc whose path follows from its id as its id alone, and any other as it is', () => {
    const module = clientGlobalData(JSON.stringify(globalData));
    expect(module).toContain('docsOf("/docs/0.11.0", "api", ["api/collections","api/documents","api/index",{"id":"index","path":"/docs/0.11.0/"}])');
    expect(module).not.toContain('"/docs/guide/backups.html"');
    expect(module).toContain('{"id":"install","path":"/docs/guide/install-typesense.html","sidebar":"guide"}');
    expect(module).toContain('{"id":"faqs","path":"/docs/guide/faqs.html","sidebar":"help"}');
    expect(module.length).toBeLessThan(JSON.stringify(globalData).length);
  });

  it('fails the build, naming what to update, when its form would not rebuild the generated data', () => {
    const reordered = structuredClone(globalData);
    const [first] = reordered['docusaurus-plugin-content-docs'].default.versions[0]!.docs;
    reordered['docusaurus-plugin-content-docs'].default.versions[0]!.docs[0] = {path: first!.path, id: first!.id, sidebar: 'api'};
    expect(() => clientGlobalData(JSON.stringify(reordered))).toThrow(
      /compact global data does not rebuild the data Docusaurus generated.*update compactDocs in plugins\/client-bundle\/global-data-loader\.cjs/,
    );
  });
});

describe('tslib as far as the app calls it', () => {
  /** The tslib helpers a package's compiled files call (`tslib_1.__importDefault(…)`). */
  function helpersCalledBy(name: string): string[] {
    const folder = packageFolder(name);
    // The package's own files, not those of packages nested in it.
    const files = readdirSync(folder, {recursive: true, withFileTypes: true}).filter(
      (entry) => entry.isFile() && entry.name.endsWith('.js') && !path.relative(folder, entry.parentPath).split(path.sep).includes('node_modules'),
    );
    const helpers = files.flatMap((entry) =>
      [...readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(/\btslib_1\.(__\w+)/g)].map((match) => match[1]!),
    );
    return [...new Set(helpers)].sort();
  }

  it.each(Object.entries(TSLIB_CALLERS))('%s calls exactly the helpers listed for it, and the stand-in has them', (name, listed) => {
    expect(helpersCalledBy(name)).toEqual([...listed].sort());
    for (const helper of listed) {
      expect(tslibHelpers).toHaveProperty(helper);
    }
  });

  it('imports a default the way tslib does', () => {
    const tslib = jest.requireActual<Record<string, (mod: unknown) => unknown>>('tslib');
    const esModule = {__esModule: true, default: 'x'};
    const commonJs = {applyTrailingSlash: () => '/'};
    for (const mod of [esModule, commonJs, undefined, null, 0, 'text']) {
      expect(tslibHelpers.__importDefault(mod)).toEqual(tslib.__importDefault!(mod));
    }
    expect(tslibHelpers.__importDefault(esModule)).toBe(esModule);
  });
});
