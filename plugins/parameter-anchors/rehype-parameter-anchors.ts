/**
 * Rehype plugin: every row of a parameter table gets an anchor named after its
 * parameter (`search.html#group_by`), so that a link, a search result or a
 * reader can point at one parameter. Writers do nothing: a table is a
 * parameter table when its first header cell is one of `tableHeaders`
 * (`| Parameter | Type | … |`), and a row is a parameter's when its first cell
 * starts with the name in code (`` `group_by` ``, `` `clusterId` (path) ``,
 * `` `apiKey` / `api_key` ``, whose first name counts).
 *
 * The row (`tr`) gets the anchor as its id, the class and the name of
 * PARAMETER_ROW, and its first cell a hash link like a heading's, shown on
 * hover. The site's `tr` (src/theme/MDXComponents/TableRow.tsx) registers the
 * id with Docusaurus's broken-anchor check, and the hash link, a link to the
 * anchor, is checked by it: a build whose row lost its anchor fails.
 *
 * The table gets the class of PARAMETER_TABLE, and each body cell between
 * the first and the last the text of its column's header as its label: on a
 * phone, a row is laid out as a block whose short cells say what they are.
 *
 * Anchors that the page already has keep their meaning: every id of the page
 * (headings, old anchors placed by plugins/old-anchors, endpoints) is taken
 * before any row is named, and a row whose anchor is taken, by them or by an
 * earlier row of the same parameter, gets the next free `-1`, `-2` (./anchors.ts).
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Plugin} from 'unified';
import type {VFile} from 'vfile';
import {Joi} from '@docusaurus/utils-validation';
import {DEFAULT_PARAMETER_TABLE_HEADERS, PARAMETER_ROW, PARAMETER_TABLE, claimAnchor, parameterAnchor} from './anchors';

export type RehypeParameterAnchorsOptions = {
  /** First header cells that make a table a parameter table. */
  tableHeaders?: readonly string[];
};

const OptionsSchema = Joi.object<Required<RehypeParameterAnchorsOptions>>({
  tableHeaders: Joi.array().items(Joi.string().min(1)).min(1).default([...DEFAULT_PARAMETER_TABLE_HEADERS]),
});

/** A row's anchor, as the plugin placed it: `collided` when the parameter's own anchor was taken. */
export type ParameterAnchorPlacement = {name: string; anchor: string; collided: boolean};

type MdxJsxElement = {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'; attributes: {type: string; name?: string; value?: unknown}[]; children?: RootContent[]};

function children(node: Root | RootContent): RootContent[] {
  return 'children' in node ? (node.children as RootContent[]) : [];
}

function walk(node: Root | RootContent, visit: (node: RootContent) => void): void {
  for (const child of children(node)) {
    visit(child);
    walk(child, visit);
  }
}

function isElement(node: RootContent | ElementContent, tagName?: string): node is Element {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  return children(node as RootContent)
    .map((child) => textOf(child))
    .join('');
}

/** Every id the page's tree gives an element, HTML or JSX. */
function idsOf(root: Root): Set<string> {
  const ids = new Set<string>();
  walk(root, (node) => {
    if (isElement(node) && typeof node.properties?.id === 'string') {
      ids.add(node.properties.id);
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const id = (node as unknown as MdxJsxElement).attributes.find((attribute) => attribute.name === 'id')?.value;
      if (typeof id === 'string') {
        ids.add(id);
      }
    }
  });
  return ids;
}

function rowsOf(table: Element, section: 'thead' | 'tbody'): Element[] {
  return table.children.filter((child) => isElement(child, section)).flatMap((part) => (part as Element).children.filter((row) => isElement(row, 'tr')) as Element[]);
}

function cellsOf(row: Element): Element[] {
  return row.children.filter((cell): cell is Element => isElement(cell, 'td') || isElement(cell, 'th'));
}

/** The parameter a row documents: the code its first cell starts with, or undefined. */
function parameterOf(row: Element): {cell: Element; name: string} | undefined {
  const cell = cellsOf(row)[0];
  const first = cell?.children.find((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (!cell || !first || !isElement(first, 'code')) {
    return undefined;
  }
  const name = textOf(first).trim();
  return parameterAnchor(name) === '' ? undefined : {cell, name};
}

function hashLink(anchor: string, name: string): Element {
  const title = `Direct link to ${name}`;
  return {
    type: 'element',
    tagName: 'a',
    properties: {href: `#${anchor}`, className: ['hash-link'], ariaLabel: title, title, translate: 'no'},
    children: [{type: 'text', value: '\u200b'}],
  };
}

function withClass(element: Element, className: string): void {
  const classes = Array.isArray(element.properties.className) ? element.properties.className : [];
  element.properties = {...element.properties, className: [...classes, className]};
}

/** Marks a parameter table, and gives the body cells between its first and last column their column's header. */
function labelCells(table: Element, headers: string[]): void {
  withClass(table, PARAMETER_TABLE.className);
  for (const row of rowsOf(table, 'tbody')) {
    const cells = cellsOf(row);
    cells.slice(1, -1).forEach((cell, index) => {
      const label = headers[index + 1];
      if (label) {
        cell.properties = {...cell.properties, dataLabel: label};
      }
    });
  }
}

/** Pure: gives the parameter rows of `root` their anchors (mutating it), and says where each went. */
export function placeParameterAnchors(root: Root, tableHeaders: readonly string[]): ParameterAnchorPlacement[] {
  const taken = idsOf(root);
  const placements: ParameterAnchorPlacement[] = [];
  walk(root, (node) => {
    if (!isElement(node, 'table')) {
      return;
    }
    const header = rowsOf(node, 'thead')[0];
    const firstHeader = header ? cellsOf(header)[0] : undefined;
    if (!firstHeader || !tableHeaders.includes(textOf(firstHeader).trim())) {
      return;
    }
    labelCells(node, cellsOf(header!).map((cell) => textOf(cell).trim()));
    for (const row of rowsOf(node, 'tbody')) {
      const parameter = parameterOf(row);
      if (!parameter || typeof row.properties?.id === 'string') {
        continue;
      }
      const own = parameterAnchor(parameter.name);
      const anchor = claimAnchor(own, taken);
      withClass(row, PARAMETER_ROW.className);
      row.properties = {...row.properties, id: anchor, dataParameter: parameter.name};
      parameter.cell.children.push(hashLink(anchor, parameter.name));
      placements.push({name: parameter.name, anchor, collided: anchor !== own});
    }
  });
  return placements;
}

const rehypeParameterAnchors: Plugin<[RehypeParameterAnchorsOptions?], Root> = function (options = {}) {
  const {tableHeaders} = Joi.attempt(options, OptionsSchema, 'rehype-parameter-anchors options:') as Required<RehypeParameterAnchorsOptions>;
  return (root: Root, file: VFile) => {
    const placements = placeParameterAnchors(root, tableHeaders);
    if (placements.length > 0) {
      file.data.parameterAnchors = placements;
    }
  };
};

export default rehypeParameterAnchors;
