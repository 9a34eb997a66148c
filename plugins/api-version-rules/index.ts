/**
 * Checks every API version the build holds against the rules of
 * src/versioning/api-pages.ts and stops `docusaurus build` and
 * `docusaurus start` with one message per problem, naming the version, the
 * file and the fix: which pages each version has (./check.ts), and which
 * endpoints its pages present (./endpoints.ts: only those its server has, and
 * curl samples only of operations its OpenAPI description has).
 *
 * It checks when it is set up, before any content plugin loads, so that its
 * messages come first; and again whenever the dev server reloads content.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {loadFreshModule} from '@docusaurus/utils';
import {checkVersions, formatProblems, sidebarDocIds, type Problem, type VersionContent} from './check';
import {checkPageEndpoints, descriptionVersionOf} from './endpoints';
import {openApiDocument} from '../../code-samples/openapi';
import {CURRENT_VERSION} from './versions-config';

export type PluginOptions = {
  /** The API versions this build holds; `current` is the working copy. */
  versions: string[];
  /** The latest version, which the pages of `latestSections` document (their endpoints are checked against it). */
  latest?: string;
  /** Content folders of unversioned pages that document the latest version: the guide, the overview. */
  latestSections: string[];
  /** Content folder and sidebar file of the working copy. */
  docsPath: string;
  sidebarPath: string;
  id?: string;
};

export type Options = Pick<PluginOptions, 'versions'> & Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'versions'> = {
  docsPath: 'docs',
  sidebarPath: 'sidebars.ts',
  latestSections: [],
};

const OptionsSchema = Joi.object<PluginOptions>({
  versions: Joi.array().items(Joi.string()).required(),
  latest: Joi.string(),
  latestSections: Joi.array().items(Joi.string()).default(DEFAULT_OPTIONS.latestSections),
  docsPath: Joi.string().default(DEFAULT_OPTIONS.docsPath),
  sidebarPath: Joi.string().default(DEFAULT_OPTIONS.sidebarPath),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

async function listMarkdownFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Where Docusaurus keeps a version's content and sidebar, relative to the site. */
export function versionLocation(version: string, options: PluginOptions): {contentDir: string; sidebarFile: string} {
  return version === CURRENT_VERSION
    ? {contentDir: options.docsPath, sidebarFile: options.sidebarPath}
    : {
        contentDir: `versioned_docs/version-${version}`,
        sidebarFile: `versioned_sidebars/version-${version}-sidebars.json`,
      };
}

async function readVersion(siteDir: string, version: string, options: PluginOptions): Promise<VersionContent> {
  const {contentDir, sidebarFile} = versionLocation(version, options);
  const sidebarPath = path.join(siteDir, sidebarFile);
  let files: string[] = [];
  try {
    files = await listMarkdownFiles(path.join(siteDir, contentDir));
  } catch {
    // A version without its folder: every required page is reported missing.
  }
  let sidebars: unknown;
  try {
    sidebars = sidebarFile.endsWith('.json')
      ? JSON.parse(await fs.readFile(sidebarPath, 'utf8'))
      : await loadFreshModule(sidebarPath);
  } catch (error) {
    throw new Error(`[API version rules] Cannot read the sidebar of ${version} at ${sidebarFile}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {version, contentDir, files, sidebarFile, sidebarDocIds: sidebarDocIds(sidebars)};
}

/** The endpoints that the pages of one version present, checked page by page. */
async function endpointProblems(siteDir: string, content: VersionContent): Promise<Problem[]> {
  const descriptionVersion = descriptionVersionOf(content.version);
  const description = descriptionVersion ? openApiDocument(descriptionVersion) : null;
  const pages = await Promise.all(
    content.files.map(async (file) => {
      const relative = `${content.contentDir}/${file}`;
      const source = await fs.readFile(path.join(siteDir, relative), 'utf8');
      return checkPageEndpoints({version: content.version, file: relative, source, description});
    }),
  );
  return pages.flat();
}

/** The unversioned pages that document the latest version, as one more version's content. */
async function latestSectionsContent(siteDir: string, options: PluginOptions): Promise<VersionContent[]> {
  if (!options.latest) {
    return [];
  }
  return Promise.all(
    options.latestSections.map(async (contentDir) => ({
      version: options.latest!,
      contentDir,
      files: await listMarkdownFiles(path.join(siteDir, contentDir)),
      sidebarFile: '',
      sidebarDocIds: [],
    })),
  );
}

async function checkSite(siteDir: string, options: PluginOptions): Promise<void> {
  const contents = await Promise.all(options.versions.map((version) => readVersion(siteDir, version, options)));
  const sections = await latestSectionsContent(siteDir, options);
  const endpoints = await Promise.all([...contents, ...sections].map((content) => endpointProblems(siteDir, content)));
  const problems = [...checkVersions(contents), ...endpoints.flat()];
  if (problems.length > 0) {
    throw new Error(formatProblems(problems));
  }
}

export default async function apiVersionRulesPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<void>> {
  await checkSite(context.siteDir, options);
  let checkedAtSetup = true;
  return {
    name: 'api-version-rules',
    getPathsToWatch() {
      return [
        ...options.versions.flatMap((version) => {
          const {contentDir, sidebarFile} = versionLocation(version, options);
          return [path.join(context.siteDir, contentDir, '**/*.{md,mdx}'), path.join(context.siteDir, sidebarFile)];
        }),
        ...options.latestSections.map((contentDir) => path.join(context.siteDir, contentDir, '**/*.{md,mdx}')),
      ];
    },
    async loadContent() {
      // The dev server calls this again when files change; the first call follows the setup check.
      if (checkedAtSetup) {
        checkedAtSetup = false;
        return;
      }
      await checkSite(context.siteDir, options);
    },
  };
}
