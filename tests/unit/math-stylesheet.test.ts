import type {Root} from 'hast';
import rehypeMathStylesheet, {stylesheetHead} from '../../plugins/math/rehype-math-stylesheet';
import {katexStylesheetHref} from '../../plugins/math';

const HREF = katexStylesheetHref('/docs/');

function run(tree: Root, href = HREF): Root {
  const transform = (rehypeMathStylesheet as unknown as (options: {href: string}) => (tree: Root) => void)({href});
  transform(tree);
  return tree;
}

const paragraph = (children: Root['children']): Root['children'][number] => ({type: 'element', tagName: 'p', properties: {}, children: children as never});
const formula = {type: 'element', tagName: 'span', properties: {className: ['katex']}, children: [{type: 'text', value: 'h'}]} as const;

test('the stylesheet is the site’s own copy, under a folder named after KaTeX’s version', () => {
  expect(HREF).toMatch(/^\/docs\/assets\/katex-\d+\.\d+\.\d+\/katex\.min\.css$/);
});

test('a page with math, however deep, gets a Head with the stylesheet link', () => {
  const tree = run({type: 'root', children: [paragraph([{type: 'text', value: 'The hit '}, formula as never])]});
  expect(tree.children.at(-1)).toEqual(stylesheetHead(HREF));
  expect(JSON.stringify(stylesheetHead(HREF))).toContain(`"name":"href","value":"${HREF}"`);
});

test('a page without math is left as it is', () => {
  const tree: Root = {type: 'root', children: [paragraph([{type: 'text', value: 'katex, as a word'}])]};
  expect(run(structuredClone(tree))).toEqual(tree);
});

test('an href that is not a path on the site is an error naming the option', () => {
  expect(() => run({type: 'root', children: []}, 'katex.css')).toThrow(/rehype-math-stylesheet options:.*href/);
});
