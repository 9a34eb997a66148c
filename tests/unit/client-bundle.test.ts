import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import createRouteComponentOnFirstUse from '../../plugins/client-bundle/component-on-first-use';

// Docusaurus's ComponentCreator reads generated modules of a built site; a stand-in
// records when it is called and returns a component with react-loadable's `preload`.
jest.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({__esModule: true, default: jest.fn()}));
const componentCreator = jest.mocked(ComponentCreator);

beforeEach(() => {
  componentCreator.mockReset();
  componentCreator.mockImplementation((path: string, hash: string) => {
    const Loadable = ({title}: {title?: string}) => createElement('p', null, `${path} ${hash} ${title ?? ''}`);
    return Object.assign(Loadable, {preload: jest.fn(async () => `chunks of ${path}`)}) as unknown as ReturnType<typeof ComponentCreator>;
  });
});

/** The text of `name` as one of Docusaurus's code generators writes it into a fresh generated-files folder. */
async function generatedFile(name: string, generate: (generatedFilesDir: string) => Promise<unknown>): Promise<string> {
  const generatedFilesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'generated-'));
  try {
    await generate(generatedFilesDir);
    return await fs.readFile(path.join(generatedFilesDir, name), 'utf8');
  } finally {
    await fs.rm(generatedFilesDir, {recursive: true, force: true});
  }
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

  it('preloads through the same loadable component that it later renders', async () => {
    const Route = createRouteComponentOnFirstUse('/docs/guide/', '9e1');
    await expect(Route.preload()).resolves.toBe('chunks of /docs/guide/');
    renderToStaticMarkup(createElement(Route));
    expect(componentCreator).toHaveBeenCalledTimes(1);
  });
});

describe('the registry with chunk names as module names', () => {
  // The loader is plain JavaScript: the bundler runs it as it is.
  const {registryWithChunkNames} = jest.requireActual<{registryWithChunkNames: (source: string) => string}>(
    '../../plugins/client-bundle/registry-loader.cjs',
  );

  /** The registry.js Docusaurus generates for these routes, so that a change of its format fails here first. */
  async function generatedRegistry(routes: {path: string; component: string; modules?: Record<string, string>}[]): Promise<string> {
    const {generateRouteFiles} = jest.requireActual<typeof import('@docusaurus/core/lib/server/codegen/codegenRoutes')>(
      '@docusaurus/core/lib/server/codegen/codegenRoutes',
    );
    const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
    return generatedFile('registry.js', (generatedFilesDir) =>
      generateRouteFiles({generatedFilesDir, baseUrl: '/docs/', routes: routes.map((route) => ({exact: true, plugin, ...route}))}),
    );
  }

  /** The registry's entries, with the loader and the weak module reference reduced to their module path. */
  function entries(source: string): Record<string, [string, string, string]> {
    const body = source
      .replace('export default', 'return')
      .replace(/\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)/g, '$1')
      .replace(/require\.resolveWeak\(("[^"]+")\)/g, '$1');
    return new Function(body)() as Record<string, [string, string, string]>;
  }

  it('names every entry by its chunk and keeps what it loads', async () => {
    const source = await generatedRegistry([
      {path: '/docs/29.0/api/search.html', component: '@theme/DocItem', modules: {content: '@site/versioned_docs/version-29.0/api/search.md'}},
      {path: '/docs/guide/', component: '@theme/DocItem', modules: {content: '@site/content/guide/index.md'}},
    ]);
    const before = entries(source);
    const after = entries(registryWithChunkNames(source));
    expect(Object.keys(before)).toHaveLength(3);
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
      /recognised 0 of the 1 entries of Docusaurus's generated registry\.js.*update ENTRY in plugins\/client-bundle\/registry-loader\.cjs/,
    );
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
    clientModules: ['./src/client/prefetch-on-intent.ts'],
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
