/**
 * What changed in the API reference between versions, computed at build time
 * from the versions' own pages (./facts.ts, ./changes.ts):
 *
 * - `/docs/api-changes.json` (`outputFile`): the changes from each version to
 *   the next, in the format the README documents (`ApiChangesFile`);
 * - the data of the compare page (`/docs/api/changes.html`,
 *   src/pages/api/changes.html.tsx): the default pair, rendered at build, as a
 *   module of that page only (`@generated/api-changes/default/default-comparison.json`);
 *   the page fetches the JSON file for any other pair;
 * - the section "API changes since <previous version>" of each version's home
 *   comes from ./remark-version-changes.ts, which reads the same facts;
 * - for each page, the versions that have each of its parameter rows
 *   (`parameterVersionsDir`/<page>.json, ./parameter-versions.ts), which the
 *   version menu fetches for the row being read.
 *
 * Every released version is read (versions.json), also in a build of fewer
 * versions (DOCS_VERSIONS), so that the file is always whole.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {allSteps, findFlickers, flickersMessage, type VersionStep} from './changes';
import {loadAllVersionFacts} from './load';
import {parameterVersionFiles, type ParameterVersionsFile} from './parameter-versions';
import {compareVersionsIn, defaultComparisonPair, type ApiChangesFile, type DefaultComparison} from './file';

export type PluginOptions = {
  /** The file, relative to the build folder. */
  outputFile: string;
  /** The latest version: the default pair ends there. */
  latest: string;
  /** The folder, relative to the build folder, of the files that say which versions have each row of a page. */
  parameterVersionsDir: string;
  /** Stop the build when a row or endpoint is missing from one version only (a flicker: most often a row dropped by mistake). */
  failOnFlickers: boolean;
};
export type Options = Pick<PluginOptions, 'latest'> & Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'latest'> = {
  outputFile: 'api-changes.json',
  parameterVersionsDir: 'api-changes/parameters',
  failOnFlickers: true,
};

const OptionsSchema = Joi.object<PluginOptions>({
  outputFile: Joi.string()
    .pattern(/\.json$/)
    .default(DEFAULT_OPTIONS.outputFile),
  parameterVersionsDir: Joi.string()
    .pattern(/^[\w-]+(\/[\w-]+)*$/)
    .default(DEFAULT_OPTIONS.parameterVersionsDir),
  latest: Joi.string().required(),
  failOnFlickers: Joi.boolean().default(DEFAULT_OPTIONS.failOnFlickers),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

export type ApiChangesContent = {file: ApiChangesFile; parameterVersions: ParameterVersionsFile[]};

export default function apiChangesPlugin(context: LoadContext, options: PluginOptions): Plugin<ApiChangesContent> {
  return {
    name: 'api-changes',
    async loadContent() {
      const facts = await loadAllVersionFacts(context.siteDir);
      const steps: VersionStep[] = allSteps(facts);
      const versions = facts.map((version) => version.version).reverse();
      const flickers = findFlickers(facts);
      if (options.failOnFlickers && flickers.length > 0) {
        throw new Error(flickersMessage(flickers));
      }
      return {file: {format: 1, latest: options.latest, versions, steps}, parameterVersions: parameterVersionFiles(facts)};
    },
    async contentLoaded({content, actions}) {
      const {from, to} = defaultComparisonPair(content.file.versions, options.latest);
      const comparison: DefaultComparison = {from, to, versions: content.file.versions, changes: compareVersionsIn(content.file, from, to)};
      await actions.createData('default-comparison.json', JSON.stringify(comparison));
    },
    async postBuild({outDir, content}) {
      const file = path.join(outDir, options.outputFile);
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, JSON.stringify(content.file));
      const parametersDir = path.join(outDir, options.parameterVersionsDir);
      await fs.mkdir(parametersDir, {recursive: true});
      await Promise.all(
        content.parameterVersions.map((page) => fs.writeFile(path.join(parametersDir, `${page.page}.json`), JSON.stringify(page))),
      );
    },
  };
}
