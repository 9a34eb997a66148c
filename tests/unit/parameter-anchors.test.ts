import type {Element, ElementContent, Root} from 'hast';
import {claimAnchor, parameterAnchor, parameterVariants} from '../../plugins/parameter-anchors/anchors';
import rehypeParameterAnchors, {placeParameterAnchors, type ParameterAnchorPlacement} from '../../plugins/parameter-anchors/rehype-parameter-anchors';

const text = (value: string): ElementContent => ({type: 'text', value});
const element = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({type: 'element', tagName, properties, children});
const code = (value: string) => element('code', [text(value)]);

/** A table as remark-gfm gives it to rehype: a header row, then rows whose cells are Markdown (`` `name` `` becomes code). */
function table(header: string[], rows: string[][]): Element {
  const cell = (tag: string, markdown: string) =>
    element(
      tag,
      markdown.split(/(`[^`]+`)/).filter(Boolean).map((part) => (part.startsWith('`') ? code(part.slice(1, -1)) : text(part))),
    );
  return element('table', [
    text('\n'),
    element('thead', [element('tr', header.map((h) => cell('th', h)))]),
    element('tbody', rows.map((row) => element('tr', [text('\n'), ...row.map((c) => cell('td', c)), text('\n')]))),
  ]);
}

function page(): Root {
  return {
    type: 'root',
    children: [
      element('h2', [text('Search')], {id: 'search'}),
      table(['Parameter', 'Type', 'Description'], [
        ['`group_by`', 'string', 'Groups.'],
        ['`filter_by`', 'string', 'Filters.'],
        ['`--data-dir`', 'string', 'A flag.'],
        ['`fields[].facet`', 'boolean', 'A nested one.'],
        ['`apiKey` / `api_key`', 'string', 'Two names.'],
        ['`clusterId` (path)', 'string', 'A path parameter.'],
        ['Not code', 'string', 'No anchor.'],
      ]),
      element('h2', [text('precision')], {id: 'precision'}),
      table(['Field', 'Description'], [['`found`', 'A response field: no anchor.']]),
      element('h3', [text('Delete by query')], {id: 'delete-by-query'}),
      // An old anchor placed by plugins/old-anchors, as JSX.
      {type: 'mdxJsxFlowElement', name: 'span', attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'sort_by'}], children: []} as never,
      table(['Parameter', 'Type', 'Description'], [
        ['`filter_by`', 'string', 'The same parameter again.'],
        ['`precision`', 'string', 'Named like the heading above.'],
      ]),
      table(['Option', 'Effect'], [['`sort_by`', 'An option.']]),
    ],
  };
}

function rowsOf(root: Root): Element[] {
  const rows: Element[] = [];
  const walk = (node: Root | ElementContent) => {
    if (node.type === 'element' && node.tagName === 'tr') rows.push(node);
    if ('children' in node) node.children.forEach((child) => walk(child as ElementContent));
  };
  walk(root);
  return rows;
}

describe('parameter anchors', () => {
  it('names a parameter’s anchor after it: no flag dashes, no array brackets', () => {
    expect(['group_by', '--data-dir', 'fields[].facet', 'hnsw_params.M', 'x-typesense-api-key', 'a b', '--'].map(parameterAnchor)).toEqual([
      'group_by',
      'data-dir',
      'fields.facet',
      'hnsw_params.M',
      'x-typesense-api-key',
      'a-b',
      '',
    ]);
  });

  it('marks a parameter table, and labels each body cell between the name and the description with its column', () => {
    const root = page();
    placeParameterAnchors(root, ['Parameter', 'Option']);
    const tables = root.children.filter((node): node is Element => node.type === 'element' && node.tagName === 'table');
    expect(tables.map((t) => t.properties.className)).toEqual([['parameter-table'], undefined, ['parameter-table'], ['parameter-table']]);
    const labels = (t: Element) =>
      rowsOf({type: 'root', children: [t]})
        .slice(1)
        .map((row) => row.children.filter((cell): cell is Element => cell.type === 'element').map((cell) => cell.properties.dataLabel ?? null));
    expect(labels(tables[0]!)[0]).toEqual([null, 'Type', null]);
    // Two columns: a name and what it does, nothing between them to label.
    expect(labels(tables[3]!)).toEqual([[null, null]]);
  });

  it('keeps a taken anchor for its owner and numbers the next ones, as Docusaurus numbers repeated headings', () => {
    const taken = new Set(['precision', 'precision-1']);
    expect([claimAnchor('precision', taken), claimAnchor('group_by', taken), claimAnchor('group_by', taken)]).toEqual(['precision-2', 'group_by', 'group_by-1']);
  });

  it('offers the forms a reader types a name in', () => {
    expect(parameterVariants('group_by')).toEqual(['group_by', 'group by', 'groupby']);
    expect(parameterVariants('--data-dir')).toEqual(['--data-dir', 'data dir', 'datadir']);
    expect(parameterVariants('connectionTimeoutSeconds')).toEqual(['connectiontimeoutseconds', 'connection timeout seconds']);
  });

  it('gives each row of a parameter table its anchor, a heading’s or another element’s id keeping its own, in page order', () => {
    expect(placeParameterAnchors(page(), ['Parameter', 'Flag', 'Option'])).toEqual<ParameterAnchorPlacement[]>([
      {name: 'group_by', anchor: 'group_by', collided: false},
      {name: 'filter_by', anchor: 'filter_by', collided: false},
      {name: '--data-dir', anchor: 'data-dir', collided: false},
      {name: 'fields[].facet', anchor: 'fields.facet', collided: false},
      {name: 'apiKey', anchor: 'apiKey', collided: false},
      {name: 'clusterId', anchor: 'clusterId', collided: false},
      {name: 'filter_by', anchor: 'filter_by-1', collided: true},
      {name: 'precision', anchor: 'precision-1', collided: true},
      {name: 'sort_by', anchor: 'sort_by-1', collided: true},
    ]);
  });

  it('marks the row and gives its first cell a hash link like a heading’s', () => {
    const root = page();
    placeParameterAnchors(root, ['Parameter']);
    const row = rowsOf(root).find((r) => r.properties.id === 'group_by')!;
    expect(row.properties).toEqual({id: 'group_by', className: ['parameter-row'], dataParameter: 'group_by'});
    const firstCell = row.children.find((c) => c.type === 'element') as Element;
    expect(firstCell.children.at(-1)).toEqual(
      element('a', [text('\u200b')], {href: '#group_by', className: ['hash-link'], ariaLabel: 'Direct link to group_by', title: 'Direct link to group_by', translate: 'no'}),
    );
    // A response-field table and a row without code get nothing.
    expect(rowsOf(root).filter((r) => r.properties.id !== undefined)).toHaveLength(8);
  });

  it('as a rehype plugin: the default table headers, the placements on the file, and a clear error for options it cannot use', () => {
    const file = {data: {} as Record<string, unknown>};
    const transform = (rehypeParameterAnchors as unknown as (options?: object) => (root: Root, file: {data: Record<string, unknown>}) => void)();
    transform(page(), file);
    expect((file.data.parameterAnchors as ParameterAnchorPlacement[]).map((p) => p.anchor)).toHaveLength(9);
    expect(() => (rehypeParameterAnchors as unknown as (options?: object) => unknown)({tableHeaders: []})).toThrow(/tableHeaders/);
  });
});
