import fs from 'node:fs/promises';
import {readdirSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import createRouteComponentOnFirstUse from '../../plugins/client-bundle/component-on-first-use';
import {packageFolder, TSLIB_CALLERS} from '../../plugins/client-bundle';
import * as tslibHelpers from '../../plugins/client-bundle/tslib-helpers';

// Docusaurus's ComponentCreator reads generated modules of a built site; a stand-in
// records when it is called and returns a component with react-loadable's `preload`.
jest.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({__esModule: true, default: jest.fn()}));
const componentCreator = jest.mocked(ComponentCreator);
// The browser's routesChunkNames starts empty (route-tables-loader.cjs); route components fill it in.
jest.mock('@generated/routesChunkNames', () => ({}), {virtual: true});
const routesChunkNames = jest.requireMock<Record<string, unknown>>('@generated/routesChunkNames');

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

type RouteTablesLoader = {
  (this: {resourcePath: string; getOptions(): {browser: boolean}; addDependency(file: string): void}, source: string): string;
  registryWithChunkNames(source: string): string;
  registryAsList(source: string): string;
  routesWithChunkIndexes(source: string, routesChunkNames: Record<string, unknown>, chunkOrder: string[]): string;
};
// The loader is plain JavaScript: the bundler runs it as it is.
const routeTablesLoader = jest.requireActual<RouteTablesLoader>('../../plugins/client-bundle/route-tables-loader.cjs');
const {registryWithChunkNames, registryAsList, routesWithChunkIndexes} = routeTablesLoader;

type TestRoute = {path: string; component: string; exact?: boolean; modules?: Record<string, unknown>; routes?: TestRoute[]};

/** Docusaurus's route files for these routes, so that a change of their format fails here first. */
async function generateRoutes(generatedFilesDir: string, routes: TestRoute[]): Promise<void> {
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

/** Every `ComponentCreator(…)` call of a routes module, with its arguments. */
function componentCreatorCalls(source: string): unknown[][] {
  const calls: unknown[][] = [];
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  new Function('ComponentCreator', body)((...args: unknown[]) => calls.push(args));
  return calls;
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
  /** Runs the loader as the bundler does, on each of the generated tables in `dir`. */
  async function loaded(dir: string, browser: boolean): Promise<Record<'registry.js' | 'routes.js' | 'routesChunkNames.json', string>> {
    const files = ['registry.js', 'routes.js', 'routesChunkNames.json'] as const;
    const dependencies: string[] = [];
    const entries = await Promise.all(
      files.map(async (file) => {
        const resourcePath = path.join(dir, file);
        const context = {resourcePath, getOptions: () => ({browser}), addDependency: (dependency: string) => dependencies.push(dependency)};
        return [file, routeTablesLoader.call(context, await fs.readFile(resourcePath, 'utf8'))] as const;
      }),
    );
    // The routes are rewritten from the other two tables: a change to either rebuilds them.
    if (browser) expect(dependencies.sort()).toEqual([path.join(dir, 'registry.js'), path.join(dir, 'routesChunkNames.json')]);
    return Object.fromEntries(entries) as Record<(typeof files)[number], string>;
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

      // Five routes, and the 404 route, which has no chunks.
      expect(routes).toHaveLength(6);
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

  it('says what does not match between the tables, and which pattern of the loader to update', async () => {
    const routes = "export default [\n  {\n    path: '/docs/a',\n    component: ComponentCreator('/docs/a', 'abc'),\n    exact: true\n  },\n];\n";
    expect(() => routesWithChunkIndexes(routes, {}, [])).toThrow(
      /route \/docs\/a-abc of routes\.js has no entry in routesChunkNames\.json.*update ROUTE_COMPONENT in plugins\/client-bundle\/route-tables-loader\.cjs/,
    );
    expect(() => routesWithChunkIndexes(routes, {'/docs/a-abc': {__comp: '1234abcd'}}, ['99999999'])).toThrow(
      /chunk "1234abcd" of route \/docs\/a-abc in routesChunkNames\.json is not in registry\.js.*update ENTRY/,
    );
    const changed = routes.replace("ComponentCreator('/docs/a', 'abc')", 'ComponentCreator("/docs/a", "abc")');
    expect(() => routesWithChunkIndexes(changed, {}, [])).toThrow(/recognised 0 of the 1 route components of routes\.js.*ROUTE_COMPONENT/);
    expect(registryAsList('export default {\n};\n')).toBe('export default [\n\n];\n');
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
    future: {v4: {removeLegacyPostBuildHeadAttribute: true}, experimental_router: 'browser'},
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
    for (const key of ['ssrTemplate', 'presets', 'plugins', 'themes', 'clientModules', 'headTags', 'staticDirectories', 'onBrokenLinks']) {
      expect(before).toHaveProperty(key);
      expect(after).not.toHaveProperty(key);
    }
    const kept = Object.keys(before).filter((key) => !BUILD_ONLY_KEYS.includes(key));
    expect(kept).toEqual(expect.arrayContaining(['title', 'url', 'baseUrl', 'future', 'i18n', 'customFields', 'storage', 'themeConfig', 'titleDelimiter']));
    expect(after).toEqual(Object.fromEntries(kept.map((key) => [key, before[key]])));
    expect(clientSiteConfig(source).length).toBeLessThan(source.length / 2);
  });

  it('says which loader to update when the generated module is not the one it knows', () => {
    expect(() => clientSiteConfig('module.exports = {"baseUrl": "/docs/"};\n')).toThrow(
      /generated docusaurus\.config\.mjs .*update MODULE in plugins\/client-bundle\/site-config-loader\.cjs/,
    );
    expect(() => clientSiteConfig('export default {baseUrl: "/docs/"};\n')).toThrow(/site-config-loader\.cjs/);
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
