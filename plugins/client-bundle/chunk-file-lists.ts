/**
 * Chunk files listed by the chunk that loads them, not by the app's runtime.
 *
 * The bundler's runtime builds a chunk's file name from its id and a map of
 * every async chunk's content hash, which it carries from the first visit on:
 * 8 hex digits for each chunk, which do not compress (~8.5 B gzip each). Each
 * API version has some 27 chunks (a page's content each), so every version
 * the site gains added about 0.25 KB to every reader's first visit, for pages
 * most readers never open.
 *
 * An API version's pages already load through a chunk of their version
 * (./route-tables-loader.cjs), whose module holds CHUNK_FILES_PLACEHOLDER.
 * This plugin gives such a chunk, in the placeholder's place, the files of the
 * chunks that only it loads, and takes them out of the runtime's map; when the
 * module arrives, ./component-on-first-use.tsx lets the runtime find them
 * there (withChunkFiles, the one part of this module that runs in the
 * browser), before any of them is requested.
 *
 * It runs after minification, on the code as it ships, and before the
 * bundler's real content hashing (`optimization.realContentHash`), which puts
 * each chunk's final hash in the runtime and in the version's chunk alike, and
 * names both files by their new content.
 */

/** The string a chunk's module holds where this plugin writes the files of the chunks it loads. */
export const CHUNK_FILES_PLACEHOLDER = 'chunk files of the chunks only this one loads';

/** Where a chunk file's name comes from: the part of the bundler's chunk graph this plugin reads. */
export type GraphChunk = {
  readonly id: string | number | null | undefined;
  hasRuntime(): boolean;
  readonly files: Iterable<string>;
  readonly groupsIterable: Iterable<GraphChunkGroup>;
};
export type GraphChunkGroup = {readonly chunks: readonly GraphChunk[]; getParents(): readonly GraphChunkGroup[]};

/** A chunk id → its file, relative to the output path: what the runtime's `__webpack_require__.u` returns. */
export type ChunkFiles = Record<string, string>;
export type ChunkFileOf = (chunkId: string | number) => string;

/**
 * In the browser, when a chunk that lists files arrives: the runtime's `__webpack_require__.u`
 * with those files first, then the runtime's own.
 */
export function withChunkFiles(fileOf: ChunkFileOf, files: ChunkFiles): ChunkFileOf {
  return (chunkId) => (Object.hasOwn(files, chunkId) ? files[chunkId]! : fileOf(chunkId));
}

const idOf = (chunk: GraphChunk) => (chunk.id === null || chunk.id === undefined ? undefined : String(chunk.id));

/**
 * The chunks each loader alone loads, with their files, by the loader's id: a chunk whose every
 * group is opened by code of one chunk (that chunk is in each of the groups' parents) for which
 * `isLoader` holds, and whose one file is a script (a chunk with styles is left to the runtime,
 * which lists those too). `isLoader` is asked only about chunks that open others, once each.
 */
export function chunkFilesByLoader(chunks: Iterable<GraphChunk>, isLoader: (chunk: GraphChunk) => boolean): Map<string, ChunkFiles> {
  const loaders = new Map<string, boolean>();
  const byLoader = new Map<string, ChunkFiles>();
  for (const chunk of chunks) {
    const id = idOf(chunk);
    const [file, ...more] = chunk.files;
    if (id === undefined || !file?.endsWith('.js') || more.length > 0) continue;
    // The chunks in every parent group of every group the chunk is in.
    let openers: Map<string, GraphChunk> | undefined;
    for (const group of chunk.groupsIterable) {
      const parents = group.getParents();
      if (parents.length === 0) openers = new Map();
      for (const parent of parents) {
        const inParent = new Map(parent.chunks.flatMap((candidate) => (idOf(candidate) === undefined ? [] : [[idOf(candidate)!, candidate] as const])));
        openers = new Map([...(openers ?? inParent)].filter(([openerId]) => inParent.has(openerId)));
      }
      if (openers?.size === 0) break;
    }
    const chunkLoaders = [...(openers ?? new Map<string, GraphChunk>())].filter(([openerId, opener]) => {
      if (openerId === id) return false;
      if (!loaders.has(openerId)) loaders.set(openerId, isLoader(opener));
      return loaders.get(openerId);
    });
    if (chunkLoaders.length === 1) {
      const [loaderId] = chunkLoaders[0]!;
      const files = byLoader.get(loaderId) ?? {};
      files[id] = file;
      byLoader.set(loaderId, files);
    }
  }
  return byLoader;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The runtime's code without the content hashes of the chunks `files` names. Each must be an
 * entry of the runtime's map of hashes (`12345:"0a1b2c3d"`), found once, whose hash is in the
 * chunk's file name.
 */
export function withoutChunkHashes(runtimeCode: string, files: ChunkFiles, runtimeFile: string): string {
  const ids = Object.keys(files);
  if (ids.length === 0) return runtimeCode;
  const found = new Map<string, number>();
  const entry = new RegExp(`(?<=[{,])(?:(\\d+)|"((?:[^"\\\\]|\\\\.)*)"):"([0-9a-f]+)",?`, 'g');
  const code = runtimeCode.replace(entry, (text, numericId?: string, quotedId?: string, hash?: string) => {
    const id = numericId ?? quotedId!;
    if (!Object.hasOwn(files, id)) return text;
    found.set(id, (found.get(id) ?? 0) + 1);
    if (!new RegExp(`[./]${escapeRegExp(hash!)}[.]`).test(files[id]!)) {
      throw new Error(
        `plugins/client-bundle: ${runtimeFile} maps chunk ${id} to hash ${hash}, which is not in the chunk's file ${files[id]}: ` +
          'the map this plugin edits is not the chunk file names (chunk-file-lists.ts).',
      );
    }
    return '';
  });
  const notOnce = ids.filter((id) => found.get(id) !== 1);
  if (notOnce.length > 0) {
    const [id] = notOnce;
    throw new Error(
      `plugins/client-bundle: ${runtimeFile} has ${found.get(id!) ?? 0} entries for chunk ${id} (and ${notOnce.length - 1} more chunks not once) in its map of chunk hashes, where it should have one: ` +
        "the bundler's runtime code has changed; update withoutChunkHashes in plugins/client-bundle/chunk-file-lists.ts to match it.",
    );
  }
  return code;
}

/** A chunk's code with its placeholder (CHUNK_FILES_PLACEHOLDER, as a string literal) replaced by the files it loads. */
export function chunkCodeWithFiles(chunkCode: string, files: ChunkFiles, chunkFile: string): string {
  const literals = [`"${CHUNK_FILES_PLACEHOLDER}"`, `'${CHUNK_FILES_PLACEHOLDER}'`];
  const count = literals.reduce((sum, literal) => sum + chunkCode.split(literal).length - 1, 0);
  if (count !== 1) {
    throw new Error(`plugins/client-bundle: ${chunkFile} holds the chunk files placeholder ${count} times, where it should hold it once (chunk-file-lists.ts).`);
  }
  const literal = literals.find((candidate) => chunkCode.includes(candidate))!;
  return chunkCode.replace(literal, () => JSON.stringify(files));
}

type AssetSource = {source(): string | Buffer};
type AssetCompilation = {
  readonly chunks: Iterable<GraphChunk>;
  readonly hooks: {processAssets: {tap(options: {name: string; stage: number}, process: () => void): void}};
  getAsset(file: string): {source: AssetSource} | undefined | void;
  updateAsset(file: string, source: never): void;
};
/** The part of webpack's or Rspack's compiler this plugin uses. */
export type BundlerCompiler = {
  readonly webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number};
    sources: {RawSource: new (code: string) => unknown};
  };
  readonly hooks: {thisCompilation: {tap(name: string, compile: (compilation: AssetCompilation) => void): void}};
  readonly options: {optimization?: {realContentHash?: boolean}};
};

const PLUGIN_NAME = 'ChunkFileListsPlugin';

/** The bundler plugin: see this module's opening comment. For the browser's production build only. */
export class ChunkFileListsPlugin {
  apply(compiler: BundlerCompiler): void {
    if (compiler.options.optimization?.realContentHash === false) {
      // Without it, the runtime and a version's chunk would change under the same file names.
      throw new Error(
        'plugins/client-bundle: chunk-file-lists.ts edits chunks after their content is hashed, and needs optimization.realContentHash ' +
          '(the production default) to name them by their new content; the build turns it off.',
      );
    }
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      // After minification (OPTIMIZE_SIZE), before real content hashing (OPTIMIZE_HASH).
      compilation.hooks.processAssets.tap({name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE}, () => {
        const codeOf = (file: string) => {
          const asset = compilation.getAsset(file);
          if (!asset) throw new Error(`plugins/client-bundle: chunk file ${file} is not among the compilation's assets (chunk-file-lists.ts).`);
          return asset.source.source().toString();
        };
        const update = (file: string, code: string) => compilation.updateAsset(file, new sources.RawSource(code) as never);
        const scriptOf = (chunk: GraphChunk) => [...chunk.files].filter((file) => file.endsWith('.js'));
        const chunks = [...compilation.chunks];
        /** The script of each chunk that holds the placeholder, with its code. */
        const holders = new Map<string, {file: string; code: string}>();
        const byLoader = chunkFilesByLoader(chunks, (chunk) => {
          for (const file of scriptOf(chunk)) {
            const code = codeOf(file);
            if (code.includes(CHUNK_FILES_PLACEHOLDER)) {
              holders.set(String(chunk.id), {file, code});
              return true;
            }
          }
          return false;
        });
        const moved: ChunkFiles = {};
        for (const [id, {file, code}] of holders) {
          const files = byLoader.get(id) ?? {};
          update(file, chunkCodeWithFiles(code, files, file));
          Object.assign(moved, files);
        }
        if (Object.keys(moved).length === 0) return;
        const runtimes = chunks.filter((chunk) => chunk.hasRuntime()).flatMap(scriptOf);
        if (runtimes.length !== 1) {
          throw new Error(
            `plugins/client-bundle: chunk-file-lists.ts takes chunk files out of one runtime, and the build has ${runtimes.length} (${runtimes.join(', ')}).`,
          );
        }
        const [runtime] = runtimes as [string];
        update(runtime, withoutChunkHashes(codeOf(runtime), moved, runtime));
      });
    });
  }
}
