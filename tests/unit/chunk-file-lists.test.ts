/**
 * Chunk files listed by the chunk that loads them (plugins/client-bundle/chunk-file-lists.ts):
 * the pure steps on stand-in graphs and code, then the plugin in a real Rspack build of a small
 * app shaped like the site's (an entry, a version's chunk that loads its pages), whose output
 * runs in a stand-in document.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {rspack, type Stats} from '@rspack/core';
import {
  CHUNK_FILES_PLACEHOLDER,
  ChunkFileListsPlugin,
  chunkCodeWithFiles,
  chunkFilesByLoader,
  withChunkFiles,
  withoutChunkHashes,
  type GraphChunk,
  type GraphChunkGroup,
} from '../../plugins/client-bundle/chunk-file-lists';

type Node = GraphChunk & {groups: GraphChunkGroup[]};

/** A chunk in the groups `parents` open (one group each; none for the entry's). */
function chunk(id: string, files: string[], ...parents: GraphChunk[][]): Node {
  const node: Node = {
    id,
    files,
    hasRuntime: () => false,
    groups: [],
    get groupsIterable() {
      return node.groups;
    },
  };
  const groupOf = (opener: GraphChunk[]): GraphChunkGroup => ({chunks: [node], getParents: () => opener.map((parent) => ({chunks: [parent], getParents: () => []}))});
  node.groups = parents.length === 0 ? [{chunks: [node], getParents: () => []}] : parents.map(groupOf);
  return node;
}

describe('which chunks a chunk lists', () => {
  const main = chunk('1', ['main.js']);
  const version = chunk('20', ['20.aaaa1111.js'], [main]);
  const page = chunk('21', ['21.bbbb2222.js'], [version]);
  const secondPage = chunk('22', ['22.cccc3333.js'], [version]);
  const shared = chunk('23', ['23.dddd4444.js'], [version], [main]);
  const styled = chunk('24', ['24.eeee5555.js', '24.ffff6666.css'], [version]);
  const nested = chunk('25', ['25.abab7777.js'], [page]);
  const all = [main, version, page, secondPage, shared, styled, nested];

  const otherVersion = chunk('40', ['40.aaaa2222.js'], [main]);
  const otherPage = chunk('41', ['41.bbbb3333.js'], [otherVersion]);
  const isLoader = jest.fn((candidate: GraphChunk) => candidate === version || candidate === otherVersion);

  it('lists the chunks only it opens, with their one script each', () => {
    const byLoader = chunkFilesByLoader([...all, otherVersion, otherPage], isLoader);
    expect(Object.fromEntries(byLoader)).toEqual({20: {21: '21.bbbb2222.js', 22: '22.cccc3333.js'}, 40: {41: '41.bbbb3333.js'}});
  });

  it('leaves to the runtime a chunk that others open too, one with styles, one opened by its chunks, and itself', () => {
    const listed = Object.keys(chunkFilesByLoader(all, isLoader).get('20')!);
    for (const kept of [shared, styled, nested, version, main]) expect(listed).not.toContain(kept.id);
    // A chunk opened by one that lists no files.
    expect(chunkFilesByLoader(all, () => false).size).toBe(0);
  });

  it('asks about a chunk only if it opens others, and once', () => {
    isLoader.mockClear();
    chunkFilesByLoader(all, isLoader);
    expect(isLoader.mock.calls.map(([asked]) => asked.id).sort()).toEqual(['1', '20', '21']);
  });
});

describe('the runtime without the listed chunks’ hashes', () => {
  const runtime = 'v.u=e=>"assets/js/"+e+"."+({10:"0a0a0a0a",11:"1b1b1b1b","x-y":"2c2c2c2c",12:"3d3d3d3d"})[e]+".js",v.css={10:1}';

  it('takes out their entries, first, last or between, and keeps the rest as it was', () => {
    const files = {10: 'assets/js/10.0a0a0a0a.js', 12: 'assets/js/12.3d3d3d3d.js', 'x-y': 'assets/js/x-y.2c2c2c2c.js'};
    const code = withoutChunkHashes(runtime, files, 'runtime.js');
    expect(code).toBe('v.u=e=>"assets/js/"+e+"."+({11:"1b1b1b1b",})[e]+".js",v.css={10:1}');
    expect(withoutChunkHashes(runtime, {}, 'runtime.js')).toBe(runtime);
  });

  it('says so when a chunk’s entry is missing or twice, or its hash is not its file’s', () => {
    expect(() => withoutChunkHashes(runtime, {13: 'assets/js/13.4e4e4e4e.js'}, 'runtime~main.js')).toThrow(
      /runtime~main\.js has 0 entries for chunk 13 .*update withoutChunkHashes in plugins\/client-bundle\/chunk-file-lists\.ts/,
    );
    expect(() => withoutChunkHashes(`${runtime},v.h={11:"1b1b1b1b"}`, {11: 'assets/js/11.1b1b1b1b.js'}, 'runtime.js')).toThrow(/has 2 entries for chunk 11/);
    expect(() => withoutChunkHashes(runtime, {11: 'assets/js/11.ffffffff.js'}, 'runtime.js')).toThrow(
      /runtime\.js maps chunk 11 to hash 1b1b1b1b, which is not in the chunk's file assets\/js\/11\.ffffffff\.js/,
    );
  });
});

describe('the files in the chunk that loads them', () => {
  it('replaces the placeholder, in either quotes, with the files', () => {
    const files = {21: 'assets/js/21.bbbb2222.js'};
    expect(chunkCodeWithFiles(`t.d(e,{chunkFiles:()=>l});let l="${CHUNK_FILES_PLACEHOLDER}"`, files, 'v.js')).toBe(
      't.d(e,{chunkFiles:()=>l});let l={"21":"assets/js/21.bbbb2222.js"}',
    );
    expect(chunkCodeWithFiles(`l='${CHUNK_FILES_PLACEHOLDER}'`, {}, 'v.js')).toBe('l={}');
  });

  it('says so when the placeholder is not there once', () => {
    expect(() => chunkCodeWithFiles('let l=1', {}, 'assets/js/20.js')).toThrow(/assets\/js\/20\.js holds the chunk files placeholder 0 times/);
    const twice = `"${CHUNK_FILES_PLACEHOLDER}","${CHUNK_FILES_PLACEHOLDER}"`;
    expect(() => chunkCodeWithFiles(twice, {}, 'v.js')).toThrow(/2 times/);
  });

  it('in the browser, finds a listed chunk’s file first, and asks the runtime for the others', () => {
    const runtimeFile = jest.fn((chunkId: string | number) => `assets/js/${chunkId}.runtime.js`);
    const fileOf = withChunkFiles(withChunkFiles(runtimeFile, {21: 'assets/js/21.bbbb2222.js'}), {31: 'assets/js/31.cccc3333.js'});
    expect([fileOf('21'), fileOf(31), fileOf('40'), fileOf('constructor')]).toEqual([
      'assets/js/21.bbbb2222.js',
      'assets/js/31.cccc3333.js',
      'assets/js/40.runtime.js',
      'assets/js/constructor.runtime.js',
    ]);
  });
});

/** An app shaped like the site's: the entry opens the version's chunk, which opens its pages. */
const APP = {
  'entry.ts': `
    import {withChunkFiles} from ${JSON.stringify(path.resolve(__dirname, '../../plugins/client-bundle/chunk-file-lists.ts'))};
    declare const __webpack_require__: {u: (chunkId: string | number) => string};
    declare const globalThis: {app: object};
    globalThis.app = {
      async openVersionPage(name: 'a' | 'b') {
        const version = await import('./version.js');
        __webpack_require__.u = withChunkFiles(__webpack_require__.u, version.chunkFiles);
        return (await version.pages[name]()).default;
      },
      async openLatestPage() {
        return (await import('./latest-page.js')).default;
      },
      async openShared() {
        return (await import('./shared.js')).default;
      },
    };`,
  'version.js': `
    export const pages = {a: () => import('./page-a.js'), b: () => import('./page-b.js'), shared: () => import('./shared.js')};
    export const chunkFiles = ${JSON.stringify(CHUNK_FILES_PLACEHOLDER)};`,
  'page-a.js': "export default 'page a of the version';",
  'page-b.js': "export default 'page b of the version';",
  'latest-page.js': "export default 'a page of the latest version';",
  'shared.js': "export default 'what both open';",
};

type Built = {outputPath: string; files: string[]; runtime: string; chunkOf(moduleFile: string): string};

async function buildApp(dir: string, sources: Record<string, string>, realContentHash = true): Promise<Built> {
  const src = path.join(dir, 'src');
  await fs.mkdir(src, {recursive: true});
  await Promise.all(Object.entries(sources).map(([file, code]) => fs.writeFile(path.join(src, file), code)));
  const outputPath = path.join(dir, 'build');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: {main: './src/entry.ts'},
    target: 'web',
    output: {path: outputPath, publicPath: '/docs/', filename: 'assets/js/[name].[contenthash:8].js', chunkFilename: 'assets/js/[id].[contenthash:8].js'},
    optimization: {runtimeChunk: 'single', splitChunks: false, realContentHash},
    resolve: {extensions: ['.ts', '.js']},
    module: {rules: [{test: /\.ts$/, loader: 'builtin:swc-loader', options: {jsc: {parser: {syntax: 'typescript'}}}}]},
    plugins: [new ChunkFileListsPlugin()],
  });
  const stats = await new Promise<Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) throw new Error(stats.toString({all: false, errors: true}));
  const json = stats.toJson({all: false, chunks: true, chunkModules: true, assets: true});
  const files = (json.assets ?? []).map((asset) => asset.name);
  const runtime = files.find((file) => file.includes('runtime'))!;
  const chunkOf = (moduleFile: string) =>
    json.chunks!.find((built) => built.modules?.some((module) => module.name?.endsWith(`/${moduleFile}`) && !built.initial))!.files![0]!;
  return {outputPath, files, runtime, chunkOf};
}

/** Runs the built app in a stand-in document that loads a script by evaluating its file. */
function runApp({outputPath, files}: Built) {
  const requested: string[] = [];
  const context = vm.createContext({setTimeout, clearTimeout, Promise, console});
  const head = {
    appendChild(script: {src: string; onload?: (event: object) => void; onerror?: (event: object) => void}) {
      requested.push(script.src);
      const file = path.join(outputPath, script.src.replace(/^\/docs\//, ''));
      fs.readFile(file, 'utf8').then(
        (code) => {
          vm.runInContext(code, context);
          script.onload?.({type: 'load'});
        },
        () => script.onerror?.({type: 'error', target: script}),
      );
    },
    removeChild() {},
  };
  Object.assign(context, {
    self: context,
    document: {head, createElement: () => ({setAttribute() {}, parentNode: head}), getElementsByTagName: () => []},
  });
  return {
    async start() {
      for (const script of [files.find((file) => file.includes('runtime'))!, files.find((file) => file.includes('main'))!]) {
        vm.runInContext(await fs.readFile(path.join(outputPath, script), 'utf8'), context);
      }
      return (context as unknown as {app: Record<string, (...args: string[]) => Promise<string>>}).app;
    },
    requested,
  };
}

describe('the plugin in a real build', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chunk-file-lists-'));
  });
  afterEach(() => fs.rm(dir, {recursive: true, force: true}));

  it('lists the version’s pages in the version’s chunk, not the runtime, and the app still opens every page', async () => {
    const built = await buildApp(dir, APP);
    const read = (file: string) => fs.readFile(path.join(built.outputPath, file), 'utf8');
    const runtime = await read(built.runtime);
    const versionChunk = built.chunkOf('version.js');
    const versionCode = await read(versionChunk);
    const idAndHash = (file: string) => /(\d+)\.([0-9a-f]{8})\.js$/.exec(file)!.slice(1) as [string, string];
    for (const page of ['page-a.js', 'page-b.js']) {
      const file = built.chunkOf(page);
      const [id, hash] = idAndHash(file);
      // The files the version's chunk names are the files the build wrote, by their final content hash.
      expect(versionCode).toContain(`"${id}":"${file}"`);
      expect(built.files).toContain(file);
      expect(runtime).not.toContain(hash);
    }
    for (const kept of ['latest-page.js', 'shared.js', 'version.js']) {
      const [id, hash] = idAndHash(built.chunkOf(kept));
      expect(runtime).toMatch(new RegExp(`[{,]"?${id}"?:"${hash}"`));
    }
    expect(versionCode).not.toContain(CHUNK_FILES_PLACEHOLDER);

    const app = runApp(built);
    const opened = await app.start();
    await expect(opened.openVersionPage!('a')).resolves.toBe('page a of the version');
    await expect(opened.openVersionPage!('b')).resolves.toBe('page b of the version');
    await expect(opened.openLatestPage!()).resolves.toBe('a page of the latest version');
    await expect(opened.openShared!()).resolves.toBe('what both open');
    expect(app.requested.map((src) => src.replace(/^\/docs\//, '')).sort()).toEqual(
      [versionChunk, ...['page-a.js', 'page-b.js', 'latest-page.js', 'shared.js'].map(built.chunkOf)].sort(),
    );
  });

  it('refuses a build that does not name files by their real content hash', async () => {
    await expect(buildApp(dir, APP, false)).rejects.toThrow(/chunk-file-lists\.ts edits chunks after their content is hashed, and needs optimization\.realContentHash/);
  });

  it('renames the version’s chunk when one of its pages changes, so that no cached copy names the old page', async () => {
    const before = await buildApp(path.join(dir, 'before'), APP);
    const after = await buildApp(path.join(dir, 'after'), {...APP, 'page-a.js': "export default 'page a, rewritten';"});
    expect(after.chunkOf('page-a.js')).not.toBe(before.chunkOf('page-a.js'));
    expect(after.chunkOf('version.js')).not.toBe(before.chunkOf('version.js'));
    expect(after.runtime).not.toBe(before.runtime);
    expect(after.chunkOf('page-b.js')).toBe(before.chunkOf('page-b.js'));
  });
});
