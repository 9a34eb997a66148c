/**
 * Pure: what one page of a version's API reference documents, read from its
 * compiled tree with the parsers the build itself uses: the parameter rows
 * and their anchors (plugins/parameter-anchors, so each anchor is the one the
 * built page has), and the endpoints it presents (`<ApiEndpoint>` and curl
 * samples, plugins/api-version-rules/endpoints.ts, matched to the operations
 * catalog, code-samples/operations.ts). The tree comes from ./parse.ts.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {matchOperation} from '../../code-samples/operations';
import {endpointUses} from '../api-version-rules/endpoints';
import {DEFAULT_PARAMETER_TABLE_HEADERS} from '../parameter-anchors/anchors';
import {placeParameterAnchors} from '../parameter-anchors/rehype-parameter-anchors';

/** A heading of the page: its id and the source line it starts on. */
export type HeadingFact = {id: string; text: string; line: number};

/** A row of a parameter table. */
export type ParameterFact = {
  name: string;
  /** The row's id on the built page. */
  anchor: string;
  /** The heading the table is under: its id and text. */
  section: string;
  sectionTitle: string;
  /** The Default cell, as written (empty when the table has no Default column). */
  default: string;
  /** The row's last cell. */
  description: string;
};

/** An endpoint the page presents, as the operations catalog writes it, and the heading it is under. */
export type EndpointFact = {method: string; path: string; anchor: string};

export type PageFacts = {
  /** The page's file name in `api/`, without extension: `search`. */
  page: string;
  parameters: ParameterFact[];
  endpoints: EndpointFact[];
};

export type VersionFacts = {version: string; pages: PageFacts[]};

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function isElement(node: RootContent | ElementContent | Root): node is Element {
  return node.type === 'element';
}

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  return 'children' in node ? (node.children as ElementContent[]).map(textOf).join('') : '';
}

function cells(row: Element): Element[] {
  return row.children.filter((cell): cell is Element => isElement(cell) && (cell.tagName === 'td' || cell.tagName === 'th'));
}

/**
 * Pure: the facts of `page` from its source (for the endpoints) and its hast
 * tree (for the parameters; its headings carry their ids). The tree is
 * changed as the build changes it: its parameter rows get their anchors.
 */
export function pageFacts(page: string, source: string, tree: Root, headings: readonly HeadingFact[]): PageFacts {
  placeParameterAnchors(tree, DEFAULT_PARAMETER_TABLE_HEADERS);
  const parameters: ParameterFact[] = [];
  let section = {id: '', text: ''};
  let columns: string[] = [];
  const visit = (node: Root | RootContent) => {
    if (isElement(node)) {
      if (HEADING_TAGS.has(node.tagName) && typeof node.properties.id === 'string') {
        section = {id: node.properties.id, text: textOf(node).replace(/\u200b/g, '').trim()};
      }
      if (node.tagName === 'thead') {
        const header = node.children.find((row): row is Element => isElement(row) && row.tagName === 'tr');
        columns = header ? cells(header).map((cell) => textOf(cell).trim()) : [];
      }
      if (node.tagName === 'tr' && typeof node.properties.dataParameter === 'string' && typeof node.properties.id === 'string') {
        const row = cells(node).map((cell) => textOf(cell).replace(/\u200b/g, '').trim());
        const defaultColumn = columns.indexOf('Default');
        parameters.push({
          name: node.properties.dataParameter,
          anchor: node.properties.id,
          section: section.id,
          sectionTitle: section.text,
          default: defaultColumn > 0 ? (row[defaultColumn] ?? '') : '',
          description: row.at(-1) ?? '',
        });
        return;
      }
    }
    if ('children' in node) {
      (node.children as RootContent[]).forEach(visit);
    }
  };
  visit(tree);
  const endpoints = new Map<string, EndpointFact>();
  for (const use of endpointUses(source)) {
    const call = matchOperation({method: use.method, path: use.path});
    if (!call) {
      continue;
    }
    const key = `${call.operation.method} ${call.operation.path}`;
    if (!endpoints.has(key)) {
      const heading = [...headings].reverse().find((h) => h.line <= use.line);
      endpoints.set(key, {method: call.operation.method, path: call.operation.path, anchor: heading?.id ?? ''});
    }
  }
  return {page, parameters, endpoints: [...endpoints.values()]};
}
