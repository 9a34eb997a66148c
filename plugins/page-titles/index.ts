/**
 * The titles of the pages the not-found page can suggest (src/legacy/suggestions.ts:
 * the latest API version and the unversioned sections, and the site's own
 * pages), from the docs' and pages' metadata, as a map from a page's path under
 * the base URL to its title. Written as the plugin's data
 * (`@generated/page-titles/default/page-titles.json`): only the not-found
 * page's suggestions chunk (src/components/NotFoundContent/NearestPages.tsx)
 * imports it, so no other page downloads it.
 */
import logger from '@docusaurus/logger';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {Joi} from '@docusaurus/utils-validation';

export type PluginOptions = {
  /** The docs plugin instance whose versions are the API reference's: only its latest version is suggested. */
  apiPluginId: string;
  latest: string;
};

const OptionsSchema = Joi.object<PluginOptions>({apiPluginId: Joi.string().required(), latest: Joi.string().required()});

export function validateOptions({validate, options}: OptionValidationContext<PluginOptions, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

export const PAGE_TITLES_FILE = 'page-titles.json';

/** Path under the base URL → title. */
export type PageTitles = Record<string, string>;

/** Pure: the titles of the latest API version's docs, of every other docs instance's, and of the pages that have one. */
export function pageTitles(
  docs: Record<string, DocsContent>,
  pages: PagesContent | undefined,
  {apiPluginId, latest}: PluginOptions,
  baseUrl: string,
): PageTitles {
  const titles: PageTitles = {};
  const add = (permalink: string, title: string) => {
    if (!permalink.startsWith(baseUrl)) {
      throw new Error(`page-titles: the page ${permalink} is not under the base URL ${baseUrl}.`);
    }
    titles[permalink.slice(baseUrl.length - 1)] = title;
  };
  for (const [pluginId, content] of Object.entries(docs)) {
    // A preview build without the latest version (DOCS_VERSIONS) has none of its pages: their suggestions show their paths.
    const versions = content.loadedVersions.filter(({versionName}) => pluginId !== apiPluginId || versionName === latest);
    for (const doc of versions.flatMap((version) => version.docs)) {
      add(doc.permalink, doc.title);
    }
  }
  for (const page of pages ?? []) {
    if (page.type === 'mdx' && page.title) {
      add(page.permalink, page.title);
    }
  }
  return titles;
}

export default function pageTitlesPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  return {
    name: 'page-titles',
    async allContentLoaded({allContent, actions}) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      const pages = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined;
      const titles = pageTitles(docs, pages, options, context.siteConfig.baseUrl);
      const data = JSON.stringify(titles);
      await actions.createData(PAGE_TITLES_FILE, data);
      logger.info(`Page titles for the not-found page: ${Object.keys(titles).length} pages, ${data.length} bytes.`);
    },
  };
}
