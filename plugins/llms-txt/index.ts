/**
 * Docs that machines can read:
 * - `/docs/llms.txt`, the site's map for language models: sections, then the
 *   site's own pages (`sitePagesLabel`) and each page of the latest API
 *   version and of the unversioned sections with its title, URL and
 *   description, and how to get any page as Markdown;
 * - a Markdown twin of every page of every docs plugin and version, next to
 *   its HTML (src/markdown-twins: `x.md` for `x.html`, `index.md` and
 *   `README.md` for a folder URL), its first line pointing to llms.txt; the
 *   latest API version's under `latestAlias` too (`/latest/api/x.md`);
 * - for the pages with code samples in the `languageFiles` versions (the
 *   newest API versions and the guide), the page with one client language's
 *   samples, `x.python.md` (src/markdown-twins/tabs.ts);
 * - a twin of each page of the site's own (the docs home, the API landing,
 *   Help), made from its built page (site-pages.ts);
 * - for each old path that redirects to a page (`redirectsTo`, the rules
 *   plugin-client-redirects writes redirect files for), a redirect file at
 *   its `.md` that leads to the page's twin, written as that plugin writes
 *   its own (`x.md/index.html`);
 * - `/docs/llms-full.txt`: the twins of the pages llms.txt lists, in its
 *   order, each under its URL; the build prints its size and fails above
 *   `fullTextBudgetBytes`.
 *
 * Pages are listed in sidebar order; every listed page must have a front
 * matter `description`, or the build stops and names the file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import {Joi} from '@docusaurus/utils-validation';
import {languageTwinPath, latestAliasPath, markdownTwinPath, markdownTwinPaths} from '../../src/markdown-twins';
import {CLIENT_LANGUAGES, keepLanguage, twinLanguages} from '../../src/markdown-twins/tabs';
import {compareVersions} from '../../src/versioning/versions';
import {resolveLatestLink} from '../markdown/remark-latest-links';
import {load} from 'cheerio';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {markdownTwin, toCleanMarkdown} from './markdown';
import {sitePageMarkdown} from './site-pages';
import {PARAMETER_ROW} from '../parameter-anchors/anchors';
import {completedGroupCounts, withCompletedSampleGroups} from '../../code-samples/groups';
import {withClientReleaseTables} from '../../code-samples/clients/release-tables';
import {samplePageOf} from '../../code-samples/pages';

/** A docs plugin's version: `{pluginId: 'default', version: '30.2'}`, `{pluginId: 'guide', version: 'current'}`. */
export type DocsVersionOption = {pluginId: string; version: string};
export type SectionOption = DocsVersionOption & {label: string};
export type PluginOptions = {
  title: string;
  summary: string;
  /** What llms.txt lists and llms-full.txt holds. */
  sections: SectionOption[];
  /** The heading of the site's own pages (the docs home, the API landing, Help), which llms.txt lists first. */
  sitePagesLabel: string;
  /** The API plugin and its latest version: API pages' twins say which version they document. */
  api: DocsVersionOption;
  /** The path segment that stands for the latest version (`latest`): its twins are served under it too. */
  latestAlias?: string;
  /** The versions whose pages with code samples also come as one Markdown file per client language. */
  languageFiles: DocsVersionOption[];
  /** llms-full.txt may not be larger than this (src/constants.ts says why it is what it is). */
  fullTextBudgetBytes: number;
  /**
   * The old paths that redirect to a route (`/29.0/api/`), as plugin-client-redirects' `createRedirects`
   * gives them: their `.md` redirects to the route's twin. None by default.
   */
  redirectsTo?: (routePath: string) => readonly string[] | undefined;
  /**
   * Markdown a page's build adds after its source (by its file, relative to the site): the twin ends with it too,
   * as the page does (the version homes' "API changes since …", plugins/api-changes). None by default.
   */
  generatedMarkdown?: (file: string) => Promise<string | undefined>;
  /** Pages of the site's own that llms.txt lists too, after the docs, under `label` (by route path under the base URL: `api/changes.html`). */
  listedSitePages?: {label: string; paths: string[]};
};
export type Options = PluginOptions;

const DocsVersionSchema = Joi.object({pluginId: Joi.string().required(), version: Joi.string().required()});

const OptionsSchema = Joi.object<PluginOptions>({
  title: Joi.string().required(),
  summary: Joi.string().required(),
  sections: Joi.array()
    .items(DocsVersionSchema.keys({label: Joi.string().required()}))
    .min(1)
    .required(),
  sitePagesLabel: Joi.string().default('Start here'),
  api: DocsVersionSchema.required(),
  latestAlias: Joi.string(),
  languageFiles: Joi.array().items(DocsVersionSchema).default([]),
  fullTextBudgetBytes: Joi.number().integer().positive().required(),
  redirectsTo: Joi.function().arity(1),
  generatedMarkdown: Joi.function().arity(1),
  listedSitePages: Joi.object({label: Joi.string().required(), paths: Joi.array().items(Joi.string()).min(1).required()}),
});

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

export type ListedPage = {title: string; description: string; permalink: string; source: string};
export type ListedSection = {label: string; pages: ListedPage[]};

/** A page that gets a twin: the doc, and the docs plugin and version it belongs to. */
export type TwinnedPage = ListedPage & {pluginId: string; version: string};

/** The site's files for machines: where they are and what links they resolve. */
export const LLMS_TXT_FILE = 'llms.txt';
export const LLMS_FULL_TXT_FILE = 'llms-full.txt';

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

function descriptionOf(doc: DocMetadata): string {
  const {description} = doc.frontMatter;
  return typeof description === 'string' ? description : '';
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
      const description = descriptionOf(doc);
      if (description.trim() === '') {
        missing.push(doc.source.replace(/^@site\//, ''));
      }
      return {title: doc.title, description, permalink: doc.permalink, source: doc.source};
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

/** Pure: every page of every docs plugin and version in the build, each of which gets a twin. */
export function listTwinnedPages(docsContent: Record<string, LoadedContent>): TwinnedPage[] {
  return Object.entries(docsContent).flatMap(([pluginId, content]) =>
    content.loadedVersions.flatMap((loaded) =>
      loaded.docs.map((doc) => ({
        title: doc.title,
        description: descriptionOf(doc),
        permalink: doc.permalink,
        source: doc.source,
        pluginId,
        version: loaded.versionName,
      })),
    ),
  );
}

/** A page of the site's own (the pages plugin), which gets a twin made from its built HTML. */
export type SitePage = {permalink: string; source: string};

/** Pure: the pages of the pages plugin (the docs home, the API landing, Help). */
export function listSitePages(pagesContent: unknown): SitePage[] {
  return ((pagesContent ?? []) as {permalink: string; source: string}[]).map(({permalink, source}) => ({permalink, source}));
}

/**
 * Pure: the section of llms.txt that lists the site's own pages, by the title
 * and description their built pages show (`texts`, by permalink), the docs
 * home first (in the order of their URLs).
 */
export function sitePagesSection(label: string, pages: readonly SitePage[], texts: ReadonlyMap<string, {title: string; description: string}>): ListedSection {
  return {
    label,
    pages: [...pages]
      .sort((a, b) => a.permalink.localeCompare(b.permalink))
      .map(({permalink, source}) => {
        const text = texts.get(permalink);
        if (!text) throw new Error(`${LLMS_TXT_FILE}: no text of the site's page ${permalink} (${source})`);
        return {title: text.title, description: text.description, permalink, source};
      }),
  };
}

/** A `.md` URL that redirects, and the twin it leads to (URLs with the base URL). */
export type TwinRedirect = {from: string; to: string};

/**
 * Pure: the `.md` redirects. The twin of each old path that redirects to a
 * page (`redirectsTo`, by route path without the base URL) leads to the
 * page's twin, unless that `.md` is a file of the build already (`written`:
 * the latest version's twins under `/latest/`).
 */
export function twinRedirects(
  permalinks: readonly string[],
  redirectsTo: (routePath: string) => readonly string[] | undefined,
  {baseUrl, written}: {baseUrl: string; written: ReadonlySet<string>},
): TwinRedirect[] {
  const redirects = new Map<string, string>();
  for (const permalink of permalinks) {
    const to = markdownTwinPath(permalink);
    for (const from of redirectsTo(permalink.slice(baseUrl.length - 1)) ?? []) {
      for (const fromTwin of markdownTwinPaths(`${baseUrl}${from.replace(/^\//, '')}`)) {
        if (!written.has(fromTwin) && !redirects.has(fromTwin)) {
          redirects.set(fromTwin, to);
        }
      }
    }
  }
  return [...redirects].map(([from, to]) => ({from, to}));
}

/** What llms.txt says about the per-language files: where they are, and one page's as an example. */
export type LanguageFilesNote = {
  /** The sections or versions that have them: `v30.2`, `the Guide`. */
  where: readonly string[];
  example?: {permalink: string; languages: readonly string[]};
};

/** Pure: the text of llms.txt. */
export function llmsTxt(
  {title, summary}: Pick<PluginOptions, 'title' | 'summary'>,
  sections: ListedSection[],
  site: {url: string; baseUrl: string},
  languageFiles?: LanguageFilesNote,
): string {
  const root = `${site.url}${site.baseUrl}`;
  const parts = [`# ${title}`, '', `> ${summary}`, ''];
  parts.push(
    '## Markdown',
    '',
    'Every page of these docs, of every Typesense version, is also available as Markdown: the same URL ending in `.md` instead of `.html`, or `index.md` (also `README.md`) for a URL ending in `/`. Each Markdown page starts with a line pointing to this file. Code samples shown in tabs on a page are written one after the other, each under its language in bold (`**Python**`) in a fenced block of that language.',
    '',
    `All the pages listed below, in this order, in one file: ${root}${LLMS_FULL_TXT_FILE}`,
    '',
  );
  if (languageFiles && languageFiles.where.length > 0) {
    const {where, example} = languageFiles;
    const examples = example ? ` (${example.languages.map((language) => `${site.url}${languageTwinPath(example.permalink, language)}`).join(', ')})` : '';
    parts.push(
      '## Markdown for one client language',
      '',
      `The pages with code samples in ${where.join(', ').replace(/, ([^,]*)$/, ' and $1')} also come with the samples of one client language only: ` +
        `the Markdown URL with the language before \`.md\`, \`<page>.<language>.md\`${examples}. ` +
        `Languages, as far as the page offers them: ${CLIENT_LANGUAGES.join(', ')}. Where that client has no call for a request, the file keeps the request’s Shell (curl) sample.`,
      '',
    );
  }
  for (const section of sections) {
    parts.push(`## ${section.label}`, '');
    for (const page of section.pages) {
      parts.push(`- [${page.title}](${site.url}${page.permalink}): ${page.description.replace(/\s+/g, ' ').trim()}`);
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

/** Pure: the line under an API page's description that says which Typesense version it documents. */
export function versionNote(version: string, latest: string, latestUrl: string): string {
  const order = compareVersions(version, latest);
  if (order === 0) {
    return `*Typesense v${version}, the latest version.*`;
  }
  const what = order > 0 ? 'a release candidate' : 'an older version';
  return `*Typesense v${version}, ${what}. The latest version is v${latest}: ${latestUrl}*`;
}

/** Pure: the link `href` of the page `source` (site-relative) as its HTML has it, from the permalinks of the docs by their source. */
export function resolveTwinLink(
  href: string,
  source: string,
  permalinkOfSource: ReadonlyMap<string, string>,
  site: {url: string; latest: string},
): string | undefined {
  if (href.startsWith('/')) {
    return resolveLatestLink(href, site.latest);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) {
    return undefined;
  }
  const hash = href.indexOf('#');
  const file = hash < 0 ? href : href.slice(0, hash);
  const permalink = /\.mdx?$/.test(file) ? permalinkOfSource.get(path.posix.join(path.posix.dirname(source), file)) : undefined;
  return permalink === undefined ? undefined : `${site.url}${permalink}${hash < 0 ? '' : href.slice(hash)}`;
}

/** The twin's text as llms-full.txt holds it: under a line with the page's URL, without the pointer to llms.txt it starts with. */
function fullTextEntry(twin: string, pageUrl: string): string {
  return `---\n\nPage: ${pageUrl}\n\n${twin.slice(twin.indexOf('\n# ') + 1)}`;
}

/** Pure: llms-full.txt, from the twins of the listed pages (by permalink). */
export function llmsFullTxt(
  {title, summary}: Pick<PluginOptions, 'title' | 'summary'>,
  sections: ListedSection[],
  twins: ReadonlyMap<string, string>,
  site: {url: string; baseUrl: string},
): string {
  const pages = sections.flatMap((section) => section.pages);
  const head = [
    `# ${title}: every page in full`,
    '',
    `> ${summary}`,
    '',
    `The ${pages.length} pages of ${sections.map((section) => section.label).join(', ')}, one after the other, each under a line \`Page: <its URL>\`. The list of pages, and how to get any page of any version as Markdown: ${site.url}${site.baseUrl}${LLMS_TXT_FILE}`,
    '',
  ].join('\n');
  const entries = pages.map((page) => {
    const twin = twins.get(page.permalink);
    if (twin === undefined) {
      throw new Error(`${LLMS_FULL_TXT_FILE}: no Markdown twin of ${page.permalink} (${page.source})`);
    }
    return fullTextEntry(twin, `${site.url}${page.permalink}`);
  });
  return [head, ...entries].join('\n');
}

/** Pure: what the build says about llms-full.txt; throws when it is over its budget. */
export function checkFullTextBudget(bytes: number, budget: number): string {
  const size = (n: number) => `${(n / 1_000_000).toFixed(2)} MB`;
  const message = `${LLMS_FULL_TXT_FILE}: ${size(bytes)} (${bytes} bytes), budget ${size(budget)}`;
  if (bytes > budget) {
    throw new Error(
      `${message}: over budget by ${size(bytes - budget)}. Check that it holds only the latest version and the unversioned sections; ` +
        'if the docs really grew that much, revisit LLMS.fullText in src/constants.ts, which says why the budget is what it is.',
    );
  }
  return message;
}

export default function llmsTxtPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  let sections: ListedSection[] = [];
  let twinned: TwinnedPage[] = [];
  let sitePages: SitePage[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      sections = listSections(docs, options.sections);
      twinned = listTwinnedPages(docs);
      sitePages = listSitePages((allContent['docusaurus-plugin-content-pages'] as Record<string, unknown> | undefined)?.default);
    },
    async postBuild({outDir}) {
      const started = performance.now();
      const cpuAtStart = process.cpuUsage();
      const groupsAtStart = completedGroupCounts();
      const {url, baseUrl} = context.siteConfig;
      const site = {url, baseUrl};
      const llmsTxtUrl = `${url}${baseUrl}${LLMS_TXT_FILE}`;
      const latest = options.api.version;
      const latestUrl = `${url}${baseUrl}${latest}/api/`;
      const permalinkOfSource = new Map(twinned.map((page) => [page.source.replace(/^@site\//, ''), page.permalink]));
      const withLanguageFiles = new Set(options.languageFiles.map(({pluginId, version}) => `${pluginId}@${version}`));
      const listed = new Set(sections.flatMap((section) => section.pages.map((page) => page.permalink)));
      const twins = new Map<string, string>();
      /** Every twin written, by URL: a `.md` redirect goes nowhere a file is. */
      const written = new Set<string>();
      const writeFile = async (permalink: string, text: string) => {
        const target = path.join(outDir, permalink.slice(baseUrl.length));
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, text);
        written.add(permalink);
      };
      // The latest API version's files are served under its alias too (`/latest/…`), as its HTML pages are.
      const latestApi = options.latestAlias ? {baseUrl, latest, alias: options.latestAlias} : undefined;
      const write = async (permalink: string, text: string, page: TwinnedPage) => {
        await writeFile(permalink, text);
        const alias = latestApi && page.pluginId === options.api.pluginId ? latestAliasPath(permalink, latestApi) : undefined;
        if (alias) {
          await writeFile(alias, text);
        }
      };
      let files = 0;
      let example: LanguageFilesNote['example'];
      for (const page of twinned) {
        const file = page.source.replace(/^@site\//, '');
        const source = await fs.readFile(path.join(context.siteDir, file), 'utf8');
        const generated = await options.generatedMarkdown?.(file);
        const written = `${source.replace(/^---\n[\s\S]*?\n---\n/, '')}${generated ? `\n\n${generated}` : ''}`;
        // Sample groups with every language a reader can pick, as the page shows them,
        // and the tables of client releases that the page's elements stand for.
        const samplePage = samplePageOf(file);
        const body = samplePage
          ? withClientReleaseTables(withCompletedSampleGroups(written, samplePage.serverVersion, file, samplePage.coverageChecked), samplePage.serverVersion)
          : written;
        const pageUrl = `${url}${page.permalink}`;
        const parameterAnchors = await builtParameterAnchors(path.join(outDir, htmlFileOf(page.permalink).slice(baseUrl.length)));
        const twin = toCleanMarkdown(
          {
            title: page.title,
            description: page.description,
            body,
            note: page.pluginId === options.api.pluginId ? versionNote(page.version, latest, latestUrl) : undefined,
            parameterAnchors,
            file,
          },
          {...site, llmsTxtUrl, pageUrl, resolveLink: (href) => resolveTwinLink(href, file, permalinkOfSource, {url, latest})},
        );
        if (listed.has(page.permalink)) {
          twins.set(page.permalink, twin);
        }
        for (const twinPath of markdownTwinPaths(page.permalink)) {
          await write(twinPath, twin, page);
          files += 1;
        }
        if (withLanguageFiles.has(`${page.pluginId}@${page.version}`)) {
          const twinUrl = `${url}${markdownTwinPath(page.permalink)}`;
          const languages = twinLanguages(twin);
          // llms.txt shows the files of the listed page with the most languages, the first in the build's order.
          if (listed.has(page.permalink) && languages.length > (example?.languages.length ?? 1)) {
            example = {permalink: page.permalink, languages};
          }
          for (const language of languages) {
            await write(languageTwinPath(page.permalink, language), keepLanguage(twin, language, twinUrl), page);
            files += 1;
          }
        }
      }
      const siteTexts = new Map<string, {title: string; description: string}>();
      for (const sitePage of sitePages) {
        const html = await fs.readFile(path.join(outDir, htmlFileOf(sitePage.permalink).slice(baseUrl.length)), 'utf8');
        const text = sitePageMarkdown(html, {pageUrl: `${url}${sitePage.permalink}`, file: sitePage.source.replace(/^@site\//, '')});
        const twin = markdownTwin(text, llmsTxtUrl);
        siteTexts.set(sitePage.permalink, text);
        twins.set(sitePage.permalink, twin);
        for (const twinPath of markdownTwinPaths(sitePage.permalink)) {
          await writeFile(twinPath, twin);
          files += 1;
        }
      }
      // The site's own pages first: where a reader of llms.txt starts, as a reader of the site does. Those that
      // `listedSitePages` names (the API changes) have a section of their own, after the reference.
      const ownSection = (page: SitePage) => options.listedSitePages?.paths.includes(page.permalink.slice(baseUrl.length)) ?? false;
      const startHere = sitePages.filter((page) => !ownSection(page));
      const named = sitePages.filter(ownSection);
      const listedSections = [
        ...(startHere.length > 0 ? [sitePagesSection(options.sitePagesLabel, startHere, siteTexts)] : []),
        ...sections,
        ...(options.listedSitePages && named.length > 0 ? [sitePagesSection(options.listedSitePages.label, named, siteTexts)] : []),
      ];
      const redirects = options.redirectsTo
        ? twinRedirects([...twinned, ...sitePages].map((page) => page.permalink), options.redirectsTo, {baseUrl, written})
        : [];
      for (const {from, to} of redirects) {
        // As plugin-client-redirects writes the redirect of `x.html`: `x.html/index.html`, which a host serves for `x.html`.
        const target = path.join(outDir, from.slice(baseUrl.length), 'index.html');
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, createRedirectPageContent({toUrl: to}));
      }
      const where = options.languageFiles.map(({pluginId, version}) =>
        pluginId === options.api.pluginId
          ? `v${version}`
          : `the ${options.sections.find((section) => section.pluginId === pluginId)?.label ?? pluginId}`,
      );
      const languageFiles = {where, example: example && {...example, languages: example.languages.slice(0, 2)}};
      await fs.writeFile(path.join(outDir, LLMS_TXT_FILE), llmsTxt(options, listedSections, site, languageFiles));
      const fullText = llmsFullTxt(options, listedSections, twins, site);
      const bytes = Buffer.byteLength(fullText);
      const verdict = checkFullTextBudget(bytes, options.fullTextBudgetBytes);
      await fs.writeFile(path.join(outDir, LLMS_FULL_TXT_FILE), fullText);
      const cpu = process.cpuUsage(cpuAtStart);
      const groups = completedGroupCounts();
      const groupsDone = groups.hits - groupsAtStart.hits;
      const groupsCompleted = groups.misses - groupsAtStart.misses;
      const seconds = (microseconds: number) => (microseconds / 1e6).toFixed(1);
      logger.info(`Markdown for machines: ${files} files for ${twinned.length + sitePages.length} pages and ${redirects.length} redirects in ${seconds((performance.now() - started) * 1000)} s (CPU ${seconds(cpu.user + cpu.system)} s; sample groups: ${groupsDone} as the build completed them, ${groupsCompleted} completed here); ${verdict}`);
    },
  };
}
