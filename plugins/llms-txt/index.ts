/**
 * Docs that machines can read: `/docs/llms.txt`, the site's map for language
 * models (sections, then each page of the latest API version and of the
 * unversioned sections with its title, URL and description), and a clean
 * Markdown twin of each of those pages next to its HTML.
 *
 * Pages are listed in sidebar order; every listed page must have a front
 * matter `description`, or the build stops and names the file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import {Joi} from '@docusaurus/utils-validation';
import {markdownTwinPath} from '../../src/markdown-twins';
import {load} from 'cheerio';
import {toCleanMarkdown} from './markdown';
import {PARAMETER_ROW} from '../parameter-anchors/anchors';
import {withCompletedSampleGroups} from '../../code-samples/markdown';
import {samplePageOf} from '../../code-samples/pages';

export type SectionOption = {pluginId: string; version: string; label: string};
export type PluginOptions = {title: string; summary: string; sections: SectionOption[]};
export type Options = PluginOptions;

const OptionsSchema = Joi.object<PluginOptions>({
  title: Joi.string().required(),
  summary: Joi.string().required(),
  sections: Joi.array()
    .items(Joi.object({pluginId: Joi.string().required(), version: Joi.string().required(), label: Joi.string().required()}))
    .min(1)
    .required(),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

export type ListedPage = {title: string; description: string; permalink: string; source: string};
export type ListedSection = {label: string; pages: ListedPage[]};

type Sidebars = LoadedContent['loadedVersions'][number]['sidebars'];

/** Doc ids in the order the sidebars show them. */
function sidebarOrder(sidebars: Sidebars): string[] {
  const ids: string[] = [];
  const visit = (items: readonly unknown[]) => {
    for (const item of items as {type: string; id?: string; items?: unknown[]; link?: {type: string; id?: string}}[]) {
      if (item.type === 'doc' && item.id) {
        ids.push(item.id);
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) {
          ids.push(item.link.id);
        }
        visit(item.items ?? []);
      }
    }
  };
  Object.values(sidebars).forEach((items) => visit(items));
  return ids;
}

/**
 * Pure: the sections of llms.txt and their pages, from the docs plugins'
 * content. Throws, naming the files, when pages lack a front matter description.
 */
export function listSections(docsContent: Record<string, LoadedContent>, sections: SectionOption[]): ListedSection[] {
  const missing: string[] = [];
  const listed = sections.flatMap(({pluginId, version, label}) => {
    const loaded = docsContent[pluginId]?.loadedVersions.find((v) => v.versionName === version);
    if (!loaded) {
      return []; // Not in this build (a preview of other versions).
    }
    const order = sidebarOrder(loaded.sidebars);
    const rank = (doc: DocMetadata) => (order.includes(doc.id) ? order.indexOf(doc.id) : order.length);
    const docs = [...loaded.docs].sort((a, b) => rank(a) - rank(b) || a.permalink.localeCompare(b.permalink));
    const pages = docs.map((doc) => {
      const description = doc.frontMatter.description;
      if (typeof description !== 'string' || description.trim() === '') {
        missing.push(doc.source.replace(/^@site\//, ''));
      }
      return {title: doc.title, description: String(description ?? ''), permalink: doc.permalink, source: doc.source};
    });
    return [{label, pages}];
  });
  if (missing.length > 0) {
    throw new Error(
      `These pages need a front matter description (llms.txt and search results show it):\n${missing
        .map((file) => `- ${file}`)
        .join('\n')}`,
    );
  }
  return listed;
}

/** Pure: the text of llms.txt. */
export function llmsTxt({title, summary}: PluginOptions, sections: ListedSection[], siteUrl: string): string {
  const parts = [`# ${title}`, '', `> ${summary}`, ''];
  parts.push(
    'Every page listed here is also available as Markdown: the same URL ending in `.md` instead of `.html`, or `index.md` for a URL ending in `/`.',
    '',
  );
  for (const section of sections) {
    parts.push(`## ${section.label}`, '');
    for (const page of section.pages) {
      parts.push(`- [${page.title}](${siteUrl}${page.permalink}): ${page.description.replace(/\s+/g, ' ').trim()}`);
    }
    parts.push('');
  }
  return parts.join('\n');
}

/** The HTML file of a page's permalink (`/docs/guide/` → `/docs/guide/index.html`). */
function htmlFileOf(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.html` : permalink;
}

/** The parameter rows of a built page (plugins/parameter-anchors), in page order. */
async function builtParameterAnchors(htmlFile: string): Promise<{name: string; anchor: string}[]> {
  const $ = load(await fs.readFile(htmlFile, 'utf8'));
  return $(`tr.${PARAMETER_ROW.className}[id]`)
    .map((_, row) => ({name: $(row).attr(PARAMETER_ROW.nameAttribute) ?? '', anchor: $(row).attr('id')!}))
    .get();
}

export default function llmsTxtPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  let sections: ListedSection[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      sections = listSections(docs, options.sections);
    },
    async postBuild({outDir}) {
      const {url, baseUrl} = context.siteConfig;
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(options, sections, url));
      await Promise.all(
        sections.flatMap((section) =>
          section.pages.map(async (page) => {
            const file = page.source.replace(/^@site\//, '');
            const source = await fs.readFile(path.join(context.siteDir, file), 'utf8');
            const written = source.replace(/^---\n[\s\S]*?\n---\n/, '');
            // Sample groups with every language a reader can pick, as the page shows them.
            const samplePage = samplePageOf(file);
            const body = samplePage ? withCompletedSampleGroups(written, samplePage.serverVersion, file, samplePage.coverageChecked) : written;
            const target = path.join(outDir, markdownTwinPath(page.permalink).slice(baseUrl.length));
            const parameterAnchors = await builtParameterAnchors(path.join(outDir, htmlFileOf(page.permalink).slice(baseUrl.length)));
            await fs.mkdir(path.dirname(target), {recursive: true});
            await fs.writeFile(
              target,
              toCleanMarkdown({title: page.title, description: page.description, body, url: `${url}${page.permalink}`, parameterAnchors}, {url, baseUrl}, file),
            );
          }),
        ),
      );
    },
  };
}
