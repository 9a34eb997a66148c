/**
 * Keeps the bundler's persistent cache honest about the site's own build code.
 *
 * Rspack's persistent cache (Docusaurus Faster) is thrown away only when one
 * of the files listed as its build dependencies changes, and it hashes those
 * files one by one: Docusaurus lists the site config, and, unlike webpack,
 * Rspack does not follow what the config imports. An edit to a local
 * plugin's loader, a remark or rehype plugin or the front-matter parser then
 * changed nothing in the next build: the modules they had built came back
 * from the cache, built by the old code. This plugin lists every file of the
 * site's code folders as well. Writers' Markdown is not among them, so a
 * content edit keeps the cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';

export type PluginOptions = {
  /** Folders of the site's own code, relative to the site. */
  codeFolders: string[];
};
export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {codeFolders: ['plugins', 'src']};

const OptionsSchema = Joi.object<PluginOptions>({
  codeFolders: Joi.array().items(Joi.string()).min(1).default(DEFAULT_OPTIONS.codeFolders),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

type PersistentCache = {type: 'persistent'; buildDependencies?: string[]};

function isPersistentCache(cache: unknown): cache is PersistentCache {
  return typeof cache === 'object' && cache !== null && (cache as {type?: unknown}).type === 'persistent';
}

/** Pure: the cache setting with `files` among its build dependencies; any other setting as it is. */
export function withBuildDependencies<T>(cache: T, files: readonly string[]): T {
  if (!isPersistentCache(cache)) {
    return cache;
  }
  return {...cache, buildDependencies: [...new Set([...(cache.buildDependencies ?? []), ...files])]};
}

/** Every file under the folders, sorted (a missing folder is an error: the option names it wrongly). */
function filesIn(siteDir: string, folders: readonly string[]): string[] {
  return folders
    .flatMap((folder) => {
      const dir = path.resolve(siteDir, folder);
      if (!fs.statSync(dir, {throwIfNoEntry: false})?.isDirectory()) {
        throw new Error(`plugins/build-cache: codeFolders names "${folder}", which is not a folder of the site (${dir}).`);
      }
      return fs
        .readdirSync(dir, {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    })
    .sort();
}

export default function buildCachePlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const codeFiles = filesIn(context.siteDir, options.codeFolders);
  return {
    name: 'build-cache',
    configureWebpack(config) {
      // Docusaurus sets Rspack's persistent cache here, and leaves it out when DOCUSAURUS_NO_PERSISTENT_CACHE is set.
      const experiments = config.experiments as {cache?: unknown} | undefined;
      if (experiments) {
        experiments.cache = withBuildDependencies(experiments.cache, codeFiles);
      }
      return {};
    },
  };
}
