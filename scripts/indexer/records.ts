/**
 * Pure: the DocSearch records of one built page, as
 * docusaurus-theme-search-typesense queries them. One record per heading (the
 * page title and each h2…h6) and one per paragraph, list item and table cell,
 * in reading order, each under the headings above it.
 */
import {load} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {DOC_SECTIONS, LATEST_VERSION, SITE, UNVERSIONED} from '../../src/constants';

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof HIERARCHY_LEVELS)[number];
export type RecordType = Level | 'content';

export type DocSearchRecord = {
  [key in `hierarchy.${Level}`]?: string;
} & {
  content?: string;
  url: string;
  url_without_anchor: string;
  anchor?: string;
  type: RecordType;
  item_priority: number;
  docusaurus_tag: string;
  language: string;
  version: string;
};

/**
 * What is not content: navigation, tab buttons, code, diagrams, banners and
 * badges, and the line of a sample tab whose client has no call for the
 * operation (it repeats in every such group, in up to eight languages).
 */
const NOT_CONTENT = [
  'nav',
  'footer',
  'button',
  '[role="tablist"]',
  '.theme-code-block',
  'pre',
  '.sample-unavailable',
  '.docusaurus-mermaid-container',
  '.theme-doc-version-banner',
  '.theme-doc-footer',
  '.pagination-nav',
  '[data-introduced-in]',
  '[data-available-since]',
  '.hash-link',
].join(',');

const CONTENT_ROOTS = ['article .theme-doc-markdown', 'article .markdown', 'main article', 'main'];
const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, td, th';

/** The section a page belongs to: its hierarchy.lvl0. */
export function sectionOf(pathname: string): string {
  const rest = pathname.slice(SITE.baseUrl.length);
  const section = DOC_SECTIONS.find((s) => rest.startsWith(`${s.routeBasePath}/`));
  if (section) {
    return section.label;
  }
  return /^\d+\.\d+(\.\d+)?\//.test(rest) ? 'API Reference' : 'Documentation';
}

/**
 * Ranking of records among equally relevant hits: the latest version and the
 * unversioned pages above older versions, headings above text, earlier above later.
 */
export function itemPriority(type: RecordType, position: number, version: string): number {
  const pageWeight = version === UNVERSIONED || version === LATEST_VERSION ? 2 : 1;
  const typeWeight = type === 'content' ? 0 : 7 - Number(type.slice(3));
  return pageWeight * 1_000_000_000 + typeWeight * 10_000_000 + Math.max(0, 9_999_999 - position);
}

/** The text of an element, without the nested lists of a list item (they are records of their own). */
function ownText(node: AnyNode): string {
  if (node.type === 'text') {
    return (node as unknown as {data: string}).data;
  }
  const element = node as Element;
  if (!element.children || ['ul', 'ol'].includes(element.tagName)) {
    return '';
  }
  return element.children.map(ownText).join('');
}

export function extractRecords(html: string, pageUrl: string): DocSearchRecord[] {
  const $ = load(html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content');
  const url = new URL(pageUrl);
  const urlWithoutAnchor = `${url.origin}${url.pathname}`;
  const version = meta('docsearch:version') ?? UNVERSIONED;
  const common = {
    docusaurus_tag: meta('docusaurus_tag') ?? meta('docsearch:docusaurus_tag') ?? 'default',
    language: meta('docsearch:language') ?? 'en',
    version,
  };
  const root = CONTENT_ROOTS.map((selector) => $(selector).first()).find((r) => r.length > 0);
  if (!root) {
    return [];
  }
  // What is not content goes first, so that what remains can be read as it is.
  root.find(NOT_CONTENT).remove();
  const hierarchy: Partial<Record<Level, string>> = {lvl0: sectionOf(url.pathname)};
  let anchor: string | undefined;
  const records: DocSearchRecord[] = [];
  const push = (type: RecordType, content?: string) => {
    const position = records.length;
    records.push({
      ...Object.fromEntries(
        HIERARCHY_LEVELS.filter((level) => hierarchy[level] !== undefined).map((level) => [`hierarchy.${level}`, hierarchy[level]]),
      ),
      ...(content !== undefined && {content}),
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      ...(anchor && {anchor}),
      type,
      item_priority: itemPriority(type, position, version),
      ...common,
    } as DocSearchRecord);
  };

  root.find(BLOCKS).each((_, element) => {
    const tag = element.tagName.toLowerCase();
    const value = ownText(element).replace(/\s+/g, ' ').trim();
    if (!value) {
      return;
    }
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      const depth = Number(heading[1]);
      const level = `lvl${depth}` as Level;
      hierarchy[level] = value;
      for (let deeper = depth + 1; deeper <= 6; deeper += 1) {
        delete hierarchy[`lvl${deeper}` as Level];
      }
      anchor = depth === 1 ? undefined : ($(element).attr('id') ?? anchor);
      push(level);
      return;
    }
    // A paragraph inside a list item or a cell is already part of it.
    if (tag === 'p' && $(element).closest('li, td, th').length > 0) {
      return;
    }
    push('content', value);
  });
  return records;
}
