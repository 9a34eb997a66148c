/**
 * Rehype plugin: a page with math (KaTeX's markup, from rehype-katex) names
 * KaTeX's stylesheet in its head; other pages do not, so they download none
 * of it. The link goes through Docusaurus's `Head` (an MDX component every
 * page has), so the server-rendered page has it in its `<head>` before the
 * first paint, and a page reached inside the app adds it as it renders.
 */
import type {Element, Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {Joi} from '@docusaurus/utils-validation';

export type RehypeMathStylesheetOptions = {
  /** The URL of KaTeX's stylesheet, with the base URL (plugins/math). */
  href: string;
};

const OptionsSchema = Joi.object<RehypeMathStylesheetOptions>({href: Joi.string().pattern(/^\//).required()});

/** The class of the element rehype-katex renders each formula into. */
const KATEX_CLASS = 'katex';

function hasMath(nodes: readonly (RootContent | Element)[]): boolean {
  return nodes.some((node) => {
    if (node.type !== 'element' && node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') {
      return false;
    }
    const className = node.type === 'element' ? node.properties.className : undefined;
    return (Array.isArray(className) && className.includes(KATEX_CLASS)) || hasMath(node.children as RootContent[]);
  });
}

/** Pure: the `<Head><link rel="stylesheet" href=…/></Head>` element a page with math gets. */
export function stylesheetHead(href: string): MdxJsxFlowElementHast {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute' as const, name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: 'Head',
    attributes: [],
    children: [{type: 'mdxJsxFlowElement', name: 'link', attributes: [attribute('rel', 'stylesheet'), attribute('href', href)], children: []}],
  };
}

const rehypeMathStylesheet: Plugin<[RehypeMathStylesheetOptions], Root> = (options) => {
  const {href} = Joi.attempt(options, OptionsSchema, 'rehype-math-stylesheet options:');
  return (tree) => {
    if (hasMath(tree.children)) {
      tree.children.push(stylesheetHead(href));
    }
  };
};

export default rehypeMathStylesheet;
