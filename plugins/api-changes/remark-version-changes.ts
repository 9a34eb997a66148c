/**
 * Remark plugin, before Docusaurus's own (so that its headings get their ids
 * and enter the table of contents): the home of each released version
 * (`versioned_docs/version-<v>/index.md`) ends with the generated section
 * "API changes since <previous version>" (./file.ts,
 * versionHomeChangesMarkdown), read from the versions' own pages
 * (./load.ts). The Markdown twin of the home gets the same section
 * (`versionHomeChangesSection`, which plugins/llms-txt appends).
 */
import path from 'node:path';
import type {Plugin} from 'unified';
import type {Root} from 'mdast';
import {Joi} from '@docusaurus/utils-validation';
import {allSteps, type VersionStep} from './changes';
import {versionHomeChangesMarkdown} from './file';
import {loadAllVersionFacts} from './load';

export type RemarkVersionChangesOptions = {siteDir: string};

const OptionsSchema = Joi.object<RemarkVersionChangesOptions>({siteDir: Joi.string().required()});

const HOME = /(?:^|\/)versioned_docs\/version-([^/]+)\/index\.mdx?$/;

let steps: Promise<VersionStep[]> | undefined;

/** The step that ends at the version whose home is `file` (relative to the site or absolute), or undefined for other files and the oldest version. */
export async function versionHomeChangesFor(siteDir: string, file: string): Promise<VersionStep | undefined> {
  const version = HOME.exec(path.relative(siteDir, path.resolve(siteDir, file)).split(path.sep).join('/'))?.[1];
  if (!version) {
    return undefined;
  }
  steps ??= loadAllVersionFacts(siteDir).then(allSteps);
  return (await steps).find((step) => step.to === version);
}

/** The section a version's home ends with, as Markdown with site paths (the twin makes them absolute), or undefined for other files. */
export async function versionHomeChangesSection(siteDir: string, file: string): Promise<string | undefined> {
  const step = await versionHomeChangesFor(siteDir, file);
  return step ? versionHomeChangesMarkdown(step, '') : undefined;
}

const remarkVersionChanges: Plugin<[RemarkVersionChangesOptions], Root> = function (options) {
  const {siteDir} = Joi.attempt(options, OptionsSchema, 'remark-version-changes options:');
  return async (root, file) => {
    const markdown = file.path ? await versionHomeChangesSection(siteDir, file.path) : undefined;
    if (!markdown) {
      return;
    }
    const [{fromMarkdown}, {gfmFromMarkdown}, {gfm}] = await Promise.all([
      import('mdast-util-from-markdown'),
      import('mdast-util-gfm'),
      import('micromark-extension-gfm'),
    ]);
    // Site paths: the build's links, checked like any other.
    const section = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
    root.children.push(...(section.children as Root['children']));
  };
};

export default remarkVersionChanges;
