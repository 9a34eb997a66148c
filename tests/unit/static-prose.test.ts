/**
 * Static prose (plugins/static-prose): which elements of a page are marked,
 * how the browser's copy of a page loses their children to its prose file,
 * and how the browser builds them back from it.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {renderToStaticMarkup} from 'react-dom/server';
import {createElement, Fragment} from 'react';
import {jsxs} from 'react/jsx-runtime';
import rehypeStaticProse, {staticProseElements} from '../../plugins/static-prose/rehype-static-prose';
import {STATIC_PROSE_ATTRIBUTE, STATIC_PROSE_PROPERTY} from '../../plugins/static-prose/marker';
import {proseToReact, type ProseChildren} from '../../src/static-prose';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../plugins/static-prose/static-prose-loader.cjs') as {
  splitStaticProse(source: string, file: string): {page: string; prose: string | null};
  removeMarks(source: string): string;
  STATIC_PROSE_ATTRIBUTE: string;
};

const text = (value: string): ElementContent => ({type: 'text', value});
const element = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({type: 'element', tagName, properties, children});
const jsx = (name: string, children: ElementContent[] = []) => ({type: 'mdxJsxFlowElement', name, attributes: [], children}) as unknown as Element;
const LONG = 'a sentence long enough to be worth its mark';

const namesOf = (elements: Element[]) => elements.map((node) => `${node.tagName}:${JSON.stringify(node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? child.tagName : 'jsx')))}`);

describe('rehype-static-prose', () => {
  it('marks paragraphs, lists and tables made of Markdown alone, each as a whole', () => {
    const root: Root = {
      type: 'root',
      children: [
        element('h2', [text('Heading with enough text in it to count')], {id: 'h'}),
        element('p', [text('See '), element('a', [text('collections')], {href: '/docs/30.2/api/collections.html'}), text(` and ${LONG}.`)]),
        element('ul', [element('li', [text(LONG)]), element('li', [element('code', [text('x')])])]),
        element('table', [element('tbody', [element('tr', [element('td', [text(LONG)])])])]),
        element('pre', [element('code', [text(`curl ${LONG}`)])]),
      ] as RootContent[],
    };
    expect(staticProseElements(root, 24).map((node) => node.tagName)).toEqual(['p', 'ul', 'table']);
  });

  it('leaves out what the browser renders itself, and marks what is static inside it', () => {
    const root: Root = {
      type: 'root',
      children: [
        // A component in a paragraph: the paragraph stays.
        element('p', [text(LONG), jsx('AvailableSince')]),
        // A component in one cell: the other rows are marked, and the cells beside it.
        element('table', [
          element('thead', [element('tr', [element('th', [text(`Parameter ${LONG}`)])])]),
          element('tbody', [
            element('tr', [element('td', [text(`first ${LONG}`)])]),
            element('tr', [element('td', [text(`beside ${LONG}`)]), element('td', [jsx('AvailableSince')])]),
          ]),
        ]),
        // Prose inside a component (an admonition): marked.
        jsx('admonition', [element('p', [text(`inside ${LONG}`)])]),
        // Inline code over two lines is a code block to Docusaurus.
        element('p', [element('code', [text(`two\nlines ${LONG}`)])]),
        // Too little text to be worth it.
        element('p', [text('Short.')]),
        element('details', [element('p', [text(`in details ${LONG}`)])]),
      ] as RootContent[],
    };
    expect(namesOf(staticProseElements(root, 24))).toEqual([
      'thead:["tr"]',
      'tr:["td"]',
      `td:["beside ${LONG}"]`,
      `p:["inside ${LONG}"]`,
      `p:["in details ${LONG}"]`,
    ]);
  });

  it('sets the mark as a property, which the MDX compiler writes as the attribute the loader looks for', () => {
    const paragraph = element('p', [text(LONG)]);
    const root: Root = {type: 'root', children: [paragraph]};
    (rehypeStaticProse as unknown as (options?: object) => (tree: Root) => void)()(root);
    expect(paragraph.properties[STATIC_PROSE_PROPERTY]).toBe('');
    expect(STATIC_PROSE_ATTRIBUTE).toBe(loader.STATIC_PROSE_ATTRIBUTE);
    expect(STATIC_PROSE_PROPERTY.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)).toBe(STATIC_PROSE_ATTRIBUTE);
  });

  it('rejects options that are not numbers', () => {
    expect(() => (rehypeStaticProse as unknown as (options?: object) => unknown)({minTextLength: 'long'})).toThrow(/minTextLength/);
  });
});

/** A page as the MDX compiler writes it, with three marked elements (the second one reads a component of the page). */
const COMPILED = `import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";
function _createMdxContent(props) {
  const _components = {a: "a", code: "code", p: "p", table: "table", td: "td", tr: "tr", ...props.components}, {Foo} = _components;
  return _jsxs(_Fragment, {
    children: [_jsxs(_components.p, {
      "data-static-prose": "",
      children: ["See ", _jsx(_components.a, {
        href: "/docs/30.2/api/collections.html",
        children: "collections"
      }), " and ", _jsx(_components.code, {
        children: "q"
      }), "."]
    }), "\\n", _jsx(_components.p, {
      "data-static-prose": "",
      children: _jsx(Foo, {})
    }), "\\n", _jsx(_components.table, {
      "data-static-prose": "",
      children: _jsx(_components.tr, {id: "group_by", className: "parameter-row", style: {width: 10}, children: _jsx(_components.td, {
        children: \`one cell\`
      })})
    })]
  });
}
export default function MDXContent(props = {}) {
  return _createMdxContent(props);
}`;

describe('static-prose-loader', () => {
  it('moves the children of marked elements to the prose file, and keeps those it cannot', () => {
    const {page, prose} = loader.splitStaticProse(COMPILED, 'search.md');
    expect(page).not.toContain('data-static-prose');
    expect(page).toContain('...__staticProse.props(0, _components)');
    expect(page).toContain('...__staticProse.props(1, _components)');
    expect(page).not.toContain('props(2,');
    expect(page).not.toContain('collections');
    // The element with a component keeps its children.
    expect(page).toContain('children: _jsx(Foo, {})');
    expect(page).toMatch(/function _createMdxContent\(props\) \{\n__staticProse\.useProse\(\);/);
    expect(JSON.parse(prose!)).toEqual([
      ['See ', {t: 'a', p: {href: '/docs/30.2/api/collections.html'}, c: 'collections'}, ' and ', {t: 'code', c: 'q'}, '.'],
      {t: 'tr', p: {id: 'group_by', className: 'parameter-row', style: {width: 10}}, c: {t: 'td', c: 'one cell'}},
    ]);
  });

  it('leaves a page without marks as it is, and the server’s copy loses only the marks', () => {
    expect(loader.splitStaticProse('export default 1;', 'x.md')).toEqual({page: 'export default 1;', prose: null});
    const server = loader.removeMarks(COMPILED);
    expect(server).not.toContain('data-static-prose');
    expect(server).toContain('"collections"');
    expect(server.replace(/\s/g, '')).toBe(COMPILED.replace(/"data-static-prose":"",/g, '').replace(/\s/g, '').replace(/"data-static-prose":"",/g, ''));
  });

  it('says which page and what changed when the compiled form is not the one it knows', () => {
    expect(() => loader.splitStaticProse('const x = {"data-static-prose": "", children: "a"};', 'guide.md')).toThrow(
      /guide\.md does not import jsx from react\/jsx-runtime.*compiled form of a Markdown page has changed/,
    );
    expect(() => loader.splitStaticProse('import {jsx as _jsx} from "react/jsx-runtime";\nconst x = {"data-static-prose": "", children: "a"};', 'guide.md')).toThrow(
      /guide\.md has no function _createMdxContent/,
    );
  });
});

describe('proseToReact', () => {
  it('renders a prose file’s children with the page’s components, as the page rendered them', () => {
    const {prose} = loader.splitStaticProse(COMPILED, 'search.md');
    const [paragraph, row] = JSON.parse(prose!) as ProseChildren[];
    const Link = (props: {href: string; children: unknown}) => createElement('a', {href: props.href, 'data-link': ''}, props.children as string);
    const components = {a: Link, code: 'code', tr: 'tr', td: 'td'};
    // As the page's module passes them: the children prop of jsxs (static children, which need no keys).
    expect(renderToStaticMarkup(jsxs('p', {children: proseToReact(paragraph!, components)}))).toBe(
      '<p>See <a href="/docs/30.2/api/collections.html" data-link="">collections</a> and <code>q</code>.</p>',
    );
    expect(renderToStaticMarkup(createElement('table', null, createElement('tbody', null, proseToReact(row!, components))))).toBe(
      '<table><tbody><tr id="group_by" class="parameter-row" style="width:10px"><td>one cell</td></tr></tbody></table>',
    );
    expect(renderToStaticMarkup(createElement(Fragment, null, proseToReact('plain', components)))).toBe('plain');
  });
});
