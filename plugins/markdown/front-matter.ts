/**
 * Front matter of every Markdown file, normalised and checked before
 * Docusaurus sees it (`markdown.parseFrontMatter`):
 * - docs get the `.html` URLs of the old site (`collections.md` → `collections.html`)
 *   without each file having to say so;
 * - docs show their headings in the sidebar rather than in a right-hand column;
 * - the fields we read are checked, and a bad value names the file and the fix;
 * - `{version}` in a title or description of the API reference is the version
 *   of the page (`Typesense API Reference for v{version}`), so that a page of
 *   the working copy needs no edit when it is cut into a new version.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {READING} from '../../src/constants';
import {serverVersionOf} from '../../code-samples/pages';

export type FrontMatter = {[key: string]: unknown};

export class FrontMatterError extends Error {
  constructor(relativePath: string, problem: string) {
    super(`Invalid front matter in ${relativePath}: ${problem}`);
    this.name = 'FrontMatterError';
  }
}

/** Whether a source file is a doc (as opposed to a standalone page under src/pages). */
function isDocFile(relativePath: string): boolean {
  return !relativePath.split(path.sep).join('/').startsWith('src/');
}

function checkSitemap(value: unknown, relativePath: string): void {
  if (value === undefined) {
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FrontMatterError(relativePath, 'sitemap must be a mapping such as `sitemap: {priority: 0.7}`.');
  }
  const {priority, ...rest} = value as {priority?: unknown};
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length > 0) {
    throw new FrontMatterError(
      relativePath,
      `sitemap has unknown field(s) ${unknownKeys.join(', ')}; only \`priority\` is supported.`,
    );
  }
  if (priority !== undefined && (typeof priority !== 'number' || !(priority >= 0 && priority <= 1))) {
    throw new FrontMatterError(
      relativePath,
      `sitemap.priority must be a number from 0 to 1, got ${JSON.stringify(priority)}.`,
    );
  }
}

/** The placeholder of a title or description that stands for the page's version. */
export const VERSION_PLACEHOLDER = '{version}';

/** What `{version}` reads in the working copy (docs/), whose number is given when it is cut. */
const WORKING_COPY_VERSION = 'Next';

/** Pure: `value` with `{version}` replaced by the version of the page at `relativePath`; any other `{…}` is refused. */
function withVersion(value: string, field: string, relativePath: string): string {
  const placeholders = value.match(/\{[^{}]*\}/g) ?? [];
  const unknown = placeholders.find((placeholder) => placeholder !== VERSION_PLACEHOLDER);
  if (unknown) {
    throw new FrontMatterError(relativePath, `${field} has the unknown placeholder ${unknown}; the only one is ${VERSION_PLACEHOLDER}.`);
  }
  if (placeholders.length === 0) {
    return value;
  }
  const version = serverVersionOf(relativePath);
  if (version === null) {
    throw new FrontMatterError(relativePath, `${field} uses ${VERSION_PLACEHOLDER}, which only pages of the API reference have; write the version out.`);
  }
  return value.replaceAll(VERSION_PLACEHOLDER, version === 'current' ? WORKING_COPY_VERSION : version);
}

/** Pure: the front matter Docusaurus gets for the file at `relativePath` (relative to the site). */
export function normalizeFrontMatter(frontMatter: FrontMatter, relativePath: string): FrontMatter {
  checkSitemap(frontMatter.sitemap, relativePath);
  const depth = frontMatter.sidebar_depth;
  if (depth !== undefined && depth !== 1 && depth !== 2) {
    throw new FrontMatterError(
      relativePath,
      `sidebar_depth must be 1 (h2 headings in the sidebar) or 2 (h2 and h3), got ${JSON.stringify(depth)}.`,
    );
  }
  for (const field of ['title', 'description', 'slug'] as const) {
    const value = frontMatter[field];
    if (value !== undefined && (typeof value !== 'string' || value.trim() === '')) {
      throw new FrontMatterError(relativePath, `${field} must be a non-empty string, got ${JSON.stringify(value)}.`);
    }
  }
  const versioned = Object.fromEntries(
    (['title', 'description'] as const)
      .filter((field) => typeof frontMatter[field] === 'string')
      .map((field) => [field, withVersion(frontMatter[field] as string, field, relativePath)]),
  );
  frontMatter = {...frontMatter, ...versioned};
  if (!isDocFile(relativePath)) {
    return frontMatter;
  }
  const name = path.basename(relativePath).replace(/\.mdx?$/, '');
  return {
    // Page headings live in the sidebar, under the current page.
    hide_table_of_contents: true,
    sidebar_depth: READING.defaultSidebarDepth,
    // `index` files are folder routes (`api/`); every other doc keeps the old `.html` URL.
    ...(name === 'index' || name.startsWith('_') ? {} : {slug: `${name}.html`}),
    ...frontMatter,
  };
}

export function createFrontMatterParser({siteDir}: {siteDir: string}): ParseFrontMatter {
  return async ({defaultParseFrontMatter, ...params}) => {
    const relativePath = path.relative(siteDir, params.filePath);
    let parsed;
    try {
      parsed = await defaultParseFrontMatter(params);
    } catch (error) {
      throw new Error(
        `Malformed front matter in ${relativePath}: ${(error as Error).message}\n` +
          'Front matter is YAML between two `---` lines at the very top of the file.',
        {cause: error},
      );
    }
    return {...parsed, frontMatter: normalizeFrontMatter(parsed.frontMatter, relativePath)};
  };
}
