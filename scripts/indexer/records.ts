/**
 * Pure: the DocSearch records of one built page, as
 * docusaurus-theme-search-typesense queries them. One record per heading (the
 * page title and each h2…h6) and one per paragraph, list item and table cell,
 * in reading order, each under the headings above it; and one per parameter
 * row (plugins/parameter-anchors): the parameter's name as the level below
 * the headings above it, the row's description as content, the row's own
 * anchor, and the forms a reader may type the name in as `parameter`. The
 * page title's record also carries the name of the page's address as
 * `page_name`.
 */
import {load, type Cheerio} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {DOC_SECTIONS, SITE, UNVERSIONED} from '../../src/constants';
import {PARAMETER_ROW, parameterVariants} from '../../plugins/parameter-anchors/anchors';

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof HIERARCHY_LEVELS)[number];
export type RecordType = Level | 'content';

export type DocSearchRecord = {
  [key in `hierarchy.${Level}`]?: string;
} & {
  content?: string;
  /** A parameter record's name in the forms a reader may type it (`group_by`, `group by`, `groupby`). */
  parameter?: string[];
  /** A page title's record: the name of the page's address as a reader may type it (`synonyms`, `api keys`, `apikeys`). */
  page_name?: string[];
  /**
   * Every record of a page about a feature that came in a later version than some of the site
   * documents (a Guide page's "Available from" badge, `<AvailableSince>`): that version. The box
   * says so on a result when the version being read is older ("from 0.25.0 on").
   */
  since?: string;
  /** A heading's record whose section documents an API endpoint: that endpoint as readers name it (endpointNames). */
  endpoint?: string[];
  /** A heading's record: the heading's own text ("Group Results"), without the headings above it (headingFields). */
  heading?: string;
  /** A heading's record below the page title: the page's title and the heading ("Search Group Results"). */
  heading_in_page?: string;
  url: string;
  url_without_anchor: string;
  anchor?: string;
  type: RecordType;
  item_priority: number;
  tie_breaker: number;
  docusaurus_tag: string;
  language: string;
  version: string;
};

/** The badge of a page about a feature that came in a given version (src/components/AvailableSince). */
const AVAILABLE_SINCE_ATTRIBUTE = 'data-available-since';
const AVAILABLE_SINCE = `[${AVAILABLE_SINCE_ATTRIBUTE}]`;

/**
 * What is not content: navigation, tab buttons, code, diagrams, banners and
 * badges, and the line of a sample tab whose client has no call for the
 * operation (it repeats in every such group, in up to eight languages). A
 * formula (KaTeX) is written three times: as laid out, as MathML and as its
 * LaTeX; the record keeps the MathML's text, what a screen reader reads.
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
  AVAILABLE_SINCE,
  '.hash-link',
  '.katex-html',
  '.katex-mathml annotation',
].join(',');

const CONTENT_ROOTS = ['article .theme-doc-markdown', 'article .markdown', 'main article', 'main'];
const PARAMETER_ROWS = `tr.${PARAMETER_ROW.className}[id]`;
const BLOCKS = `h1, h2, h3, h4, h5, h6, p, li, td, th, ${PARAMETER_ROWS}`;

/** The section a page belongs to: its hierarchy.lvl0. */
export function sectionOf(pathname: string): string {
  const rest = pathname.slice(SITE.baseUrl.length);
  const section = DOC_SECTIONS.find((s) => rest.startsWith(`${s.routeBasePath}/`));
  if (section) {
    return section.label;
  }
  return /^\d+\.\d+(\.\d+)?\//.test(rest) ? 'API Reference' : 'Documentation';
}

/** What a record is, for its rank: a heading of its level, a parameter's row, or text. */
export type RecordRank = RecordType | 'parameter';

/** What a record is, for its rank: a page's title, a heading or a parameter's row below it, or text. */
export type RankTier = 'title' | 'heading' | 'text';

/** Pure: the tier of a record's rank (a parameter row ranks as a heading, and so does a section's lvl0). */
export function rankTier(rank: RecordRank): RankTier {
  return rank === 'lvl1' ? 'title' : rank === 'content' ? 'text' : 'heading';
}

/**
 * `item_priority`, the first key the search box sorts on (src/search-request.ts):
 * headings and parameters above text, and nothing finer, so that among them
 * the text match decides (the second key): a parameter whose name is the query
 * (`parameter`, the first field queried) above a heading that shares a word of
 * it. A page's title comes above the headings of its own kind of page.
 *
 * The search box and the search page only ever search one version and the
 * unversioned pages (Guide, Overview): of a kind, the version's own pages rank
 * above those ("Geo Search API" before the Guide's "Geo Search" demo for
 * "geosearch"), and the modal, which lists the results by section in the order
 * each first appears, shows the reference's section first. A Guide page's title
 * is on a par with the version's own headings and parameters: the better text
 * match wins, and on a tie the version's own (tie_breaker): "hybrid search" finds
 * the reference's "Hybrid Search" before a Guide demo titled "… Semantic Hybrid
 * Search", while "features" still finds the Overview's "Features" before the
 * reference's "New features".
 */
export const ITEM_PRIORITY: Readonly<Record<RankTier, {own: number; unversioned: number}>> = {
  title: {own: 9, unversioned: 7},
  heading: {own: 7, unversioned: 6},
  text: {own: 3, unversioned: 2},
};

/** The sort key of a record: its tier, the API version's own pages (`versioned`) or the unversioned ones. */
export function itemPriority(rank: RecordRank, {versioned}: {versioned: boolean}): number {
  return ITEM_PRIORITY[rankTier(rank)][versioned ? 'own' : 'unversioned'];
}

/** The tie breaker's part that puts the API version's own records above the unversioned ones, over all else. */
const OWN_VERSION_TIE_BREAKER = 10_000_000_000;

/**
 * `tie_breaker`, the third key: between records that rank and match alike, the
 * API version's own (a heading of its reference over a Guide page's title that
 * matches as well), then a parameter with the fuller description first (its
 * home: search.html's `filter_by` above the delete-by-query one of
 * documents.html, which says less), a higher heading before a lower one, and
 * earlier text before later.
 */
export function tieBreaker(rank: RecordRank, position: number, {descriptionLength = 0, versioned = false}: {descriptionLength?: number; versioned?: boolean} = {}): number {
  const withinPage = Math.max(0, 99_999 - position);
  const own = versioned ? OWN_VERSION_TIE_BREAKER : 0;
  if (rank === 'parameter') {
    return own + Math.min(descriptionLength, 9_999) * 100_000 + withinPage;
  }
  return own + (rank === 'content' ? 0 : 7 - Number(rank.slice(3))) * 100_000 + withinPage;
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

function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

type Parameter = {name: string; names: string[]; values: string[]; description: string; anchor: string};

/** What may stand between two values of a list: a comma, `or`, `and`, a slash. */
const VALUE_SEPARATOR = /^\s*(,|,?\s*(or|and)|\/)\s*$/;

/**
 * Pure: the values a description lists for its parameter, as code joined by
 * commas, `or`, `and` or slashes (`create`, `upsert`, `update` or `emplace`),
 * a list that holds the parameter's default (`create`): the words a reader
 * types for what the parameter does (`upsert`). A list without the default
 * names other things (the parameters it works with, the fields of a
 * response), and so does a single piece of code.
 */
export function listedValues(description: Cheerio<Element>, defaultValue: string | undefined): string[] {
  const runs: string[][] = [];
  let run: string[] = [];
  let open = false;
  description.contents().each((_, node) => {
    if (node.type === 'tag' && (node as Element).tagName === 'code') {
      run.push(squeeze(ownText(node)));
      open = false;
      return;
    }
    const text = node.type === 'text' ? (node as unknown as {data: string}).data : undefined;
    if (run.length > 0 && !open && text !== undefined && VALUE_SEPARATOR.test(text)) {
      open = true;
      return;
    }
    runs.push(run);
    run = [];
    open = false;
  });
  runs.push(run);
  const values = runs.filter((run) => run.length > 1 && defaultValue !== undefined && run.includes(defaultValue)).flat();
  return [...new Set(values.filter((value) => /^[A-Za-z][\w-]*$/.test(value)))];
}

/** A parameter row's name (its first cell: `group_by`, `apiKey / api_key`), the names in its code, its description and its anchor. */
function parameterOf(row: Cheerio<Element>): Parameter | undefined {
  const cells = row.children('td, th');
  const headers = row.closest('table').find('thead th').map((_, th) => squeeze(ownText(th))).get();
  const descriptionColumn = headers.indexOf('Description');
  const name = squeeze(ownText(cells.get(0)!));
  const descriptionCell = cells.eq(descriptionColumn >= 0 ? descriptionColumn : cells.length - 1);
  const defaultColumn = headers.indexOf('Default');
  const defaultValue = defaultColumn >= 0 ? cells.eq(defaultColumn).find('code').first().text().trim() || undefined : undefined;
  const description = squeeze(ownText(descriptionCell.get(0)!));
  const names = cells.first().find('code').map((_, code) => squeeze(ownText(code))).get().filter(Boolean);
  const anchor = row.attr('id');
  return name && anchor && cells.length > 1 ? {name, names: names.length > 0 ? names : [name], values: listedValues(descriptionCell, defaultValue), description, anchor} : undefined;
}

/**
 * Pure: the name of a page's address in the forms a reader may type it
 * (`parameterVariants`: `api-keys` → `api-keys`, `api keys`, `apikeys`), for
 * its title's record: the address names the page by its endpoint or topic
 * where the title words it otherwise (`synonyms.html`, "Synonym Sets";
 * `geosearch.html`, "Geo Search API"). None for a folder's index.
 */
export function pageNameForms(pathname: string): string[] {
  const name = pathname.split('/').pop()!.replace(/\.html$/, '');
  return name === '' || name === 'index' ? [] : parameterVariants(name);
}

/**
 * Pure: what a heading's record holds of its own (`heading`, `heading_in_page`: the fields the
 * box queries after the names, above the hierarchy's). The hierarchy fields hold every heading
 * above a record too, so that a heading under "Group Results" ("Sorting on group size") matches
 * "group results" as fully as that heading does, and in more fields: Typesense ranks such ties by
 * the number of fields matched, deeper headings first. In `heading`, only the heading that says
 * the whole query matches it; in `heading_in_page`, weighed below it, the heading with its page's
 * title, for a query that names both ("geosearch radius": "Searching within a Radius" of "Geo
 * Search API"), without letting a heading that shares one word with the query and one with its
 * page's title ("Create or Update an alias" of "Collection Alias") equal one that says the whole
 * query ("Create a collection").
 */
export function headingFields(heading: string, pageTitle: string | undefined, depth: number): Pick<DocSearchRecord, 'heading' | 'heading_in_page'> {
  return depth === 1 || pageTitle === undefined ? {heading} : {heading, heading_in_page: `${pageTitle} ${heading}`};
}

/** The line of an API endpoint (src/components/ApiEndpoint): its method, then its path. */
const ENDPOINT_METHOD = 'span[data-method]';

/**
 * Pure: an API endpoint as readers name it, for the record of the heading of the reference's
 * section that documents it: its method and the named segments of its path, as words (`GET
 * health`, `DELETE collections`: a path is one token to the collection, whose token separators
 * are not slashes), and its last named segment with the word "endpoint" ("health endpoint",
 * "import endpoint"), the words readers type for it where the heading names the operation
 * ("Health", "Index multiple documents", "Drop a collection").
 */
export function endpointNames(method: string, path: string): string[] {
  const named = path.split('/').filter((segment) => segment !== '' && !/^[{:]/.test(segment));
  const last = named.at(-1);
  return [[method, ...named].join(' '), ...(last === undefined ? [] : [`${last.replace(/[-_]/g, ' ')} endpoint`])];
}

/**
 * Pure: whether a heading is a parameter's name (`exclude_radius`, `facet_query`): one identifier
 * with an underscore or a dot. Its record is searched as a parameter row's is (by its name's forms
 * in `parameter`), not as a heading that says a topic: "geosearch radius" asks for "Searching
 * within a Radius", not for the parameter that has "radius" in its name.
 */
export function headingNamesParameter(heading: string): boolean {
  return /^[A-Za-z][\w.]*[_.][\w.]*[A-Za-z0-9]$/.test(heading);
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
  // The page's badge (a paragraph; a parameter row's own "since" mark is a span of its row).
  const since = root.find(`p${AVAILABLE_SINCE}`).first().attr(AVAILABLE_SINCE_ATTRIBUTE);
  // What is not content goes first, so that what remains can be read as it is.
  root.find(NOT_CONTENT).remove();
  const hierarchy: Partial<Record<Level, string>> = {lvl0: sectionOf(url.pathname)};
  let anchor: string | undefined;
  const records: DocSearchRecord[] = [];
  // The record of the heading whose section is being read.
  let sectionHeading: DocSearchRecord | undefined;
  const push = (
    type: RecordType,
    {content, parameter, pageName, own, names}: {content?: string; parameter?: Parameter; pageName?: string[]; own?: Pick<DocSearchRecord, 'heading' | 'heading_in_page'>; names?: string[]} = {},
  ) => {
    const position = records.length;
    const levels = {...hierarchy};
    const recordAnchor = parameter?.anchor ?? anchor;
    if (parameter) {
      // The parameter is the level below the deepest heading above its table.
      levels[type as Level] = parameter.name;
    }
    records.push({
      ...Object.fromEntries(
        HIERARCHY_LEVELS.filter((level) => levels[level] !== undefined).map((level) => [`hierarchy.${level}`, levels[level]]),
      ),
      ...(content !== undefined && {content}),
      ...(parameter && {parameter: [...new Set([...parameter.names.flatMap(parameterVariants), ...parameter.values.map((value) => value.toLowerCase())])]}),
      ...(names && {parameter: names}),
      ...own,
      ...(since && {since}),
      ...(pageName && pageName.length > 0 && {page_name: pageName}),
      url: recordAnchor ? `${urlWithoutAnchor}#${recordAnchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      ...(recordAnchor && {anchor: recordAnchor}),
      type,
      item_priority: itemPriority(parameter ? 'parameter' : type, {versioned: version !== UNVERSIONED}),
      tie_breaker: tieBreaker(parameter ? 'parameter' : type, position, {descriptionLength: parameter?.description.length, versioned: version !== UNVERSIONED}),
      ...common,
    } as DocSearchRecord);
  };

  const parameterTables = new Set(root.find(PARAMETER_ROWS).closest('table').get());
  root.find(BLOCKS).each((_, element) => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'tr') {
      const parameter = parameterOf($(element));
      if (parameter) {
        const deepest = HIERARCHY_LEVELS.reduce((found, level, index) => (hierarchy[level] !== undefined ? index : found), 0);
        push(HIERARCHY_LEVELS[Math.min(deepest + 1, HIERARCHY_LEVELS.length - 1)]!, {content: parameter.description, parameter});
      }
      return;
    }
    // A parameter table is read row by row, above: its cells and its header are no records of their own.
    if ((tag === 'td' || tag === 'th') && parameterTables.has($(element).closest('table').get(0)!)) {
      return;
    }
    const value = squeeze(ownText(element));
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
      const kind = depth > 1 && headingNamesParameter(value) ? {names: parameterVariants(value)} : {own: headingFields(value, hierarchy.lvl1, depth)};
      push(level, depth === 1 ? {pageName: pageNameForms(url.pathname), ...kind} : kind);
      sectionHeading = records.at(-1);
      return;
    }
    // A paragraph inside a list item or a cell is already part of it.
    if (tag === 'p' && $(element).closest('li, td, th').length > 0) {
      return;
    }
    const method = tag === 'p' ? $(element).children(ENDPOINT_METHOD) : undefined;
    if (method !== undefined && method.length > 0) {
      const path = squeeze($(element).children('code').text());
      // The heading of a section of the reference names the endpoint too: the first the section documents.
      if (version !== UNVERSIONED && sectionHeading !== undefined && sectionHeading.endpoint === undefined) {
        sectionHeading.endpoint = endpointNames(squeeze(method.text()), path);
      }
      push('content', {content: `${squeeze(method.text())} ${path}`});
      return;
    }
    push('content', {content: value});
  });
  return records;
}

/** The page of an API version's reference a URL path is (`/docs/0.23.0/api/synonyms.html` → `api/synonyms.html`), if it is one. */
function apiPageOf(pathname: string): string | undefined {
  return /^\d+\.\d+(?:\.\d+)?\/(api\/.*)$/.exec(pathname.slice(SITE.baseUrl.length))?.[1];
}

/**
 * Pure: the records, with the title of each API reference page carrying, in `page_name`, the
 * titles that page has in the other versions ("synonym sets" on 0.23.0's "Synonyms", "overrides"
 * on a version whose page says "Curation"): a reader who types a topic by the name another version
 * gives it finds the version's own page for it, above the Guide's pages that use that name.
 */
export function withTitlesOfOtherVersions(records: readonly DocSearchRecord[]): DocSearchRecord[] {
  const titlesOfPage = new Map<string, Set<string>>();
  for (const record of records) {
    const page = record.type === 'lvl1' ? apiPageOf(new URL(record.url).pathname) : undefined;
    if (page !== undefined && record['hierarchy.lvl1']) {
      titlesOfPage.set(page, (titlesOfPage.get(page) ?? new Set()).add(record['hierarchy.lvl1'].toLowerCase()));
    }
  }
  return records.map((record) => {
    const page = record.type === 'lvl1' ? apiPageOf(new URL(record.url).pathname) : undefined;
    const own = record['hierarchy.lvl1']?.toLowerCase();
    const others = [...(page === undefined ? [] : (titlesOfPage.get(page) ?? []))].filter((title) => title !== own);
    return others.length === 0 ? record : {...record, page_name: [...new Set([...(record.page_name ?? []), ...others])]};
  });
}
