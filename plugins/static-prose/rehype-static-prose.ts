/**
 * Rehype plugin: marks a page's static prose, the parts of its tree that the
 * browser never needs to render itself on the visit that starts the app
 * (./index.ts says what the mark leads to).
 *
 * An element is static when it and everything in it came from Markdown alone
 * and renders the same on the server and in the browser: no JSX component,
 * no expression, and none of the elements whose components do something in
 * the browser (code blocks, headings with their anchors, collapsible
 * details). Of the static elements, each one whose parent is not static and
 * whose kind is a block of prose (a paragraph, a list or list item, a table
 * or part of one, a quote) gets the mark, once it holds enough text to be
 * worth it. So a table whose one cell holds a component is marked row by row,
 * and the cell with the component is not.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Plugin} from 'unified';
import {Joi} from '@docusaurus/utils-validation';
import {STATIC_PROSE_PROPERTY} from './marker';

export type RehypeStaticProseOptions = {
  /** Elements with less text than this stay as they are: the mark would cost about what it saves. */
  minTextLength?: number;
};

const OptionsSchema = Joi.object<Required<RehypeStaticProseOptions>>({
  minTextLength: Joi.number().integer().min(0).default(24),
});

/** Elements that Markdown produces and whose components do something in the browser. */
const RENDERED_IN_BROWSER = new Set(['pre', 'details', 'summary', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'script', 'style']);

/** Blocks of prose: the elements that can carry the mark. */
const PROSE_BLOCKS = new Set(['p', 'ul', 'ol', 'li', 'dl', 'blockquote', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th']);

type Node = Root | RootContent | ElementContent;

function childrenOf(node: Node): Node[] {
  return 'children' in node ? (node.children as Node[]) : [];
}

function textLength(node: Node): number {
  if (node.type === 'text') {
    return node.value.length;
  }
  return childrenOf(node).reduce((sum, child) => sum + textLength(child), 0);
}

function textOf(node: Node): string {
  return node.type === 'text' ? node.value : childrenOf(node).map(textOf).join('');
}

/**
 * Whether `node` renders the same with or without the browser's part of the
 * app. Inline code with a line break is not: Docusaurus renders it as a code
 * block, buttons included.
 */
function isStatic(node: Node, known: Map<Node, boolean>): boolean {
  const cached = known.get(node);
  if (cached !== undefined) {
    return cached;
  }
  // Every child is visited (no early return), so that each has its answer when the marks are placed.
  let childrenStatic = true;
  for (const child of childrenOf(node)) {
    childrenStatic = isStatic(child, known) && childrenStatic;
  }
  let result: boolean;
  if (node.type === 'text' || node.type === 'comment') {
    result = true;
  } else if (node.type !== 'element') {
    result = false;
  } else {
    result = childrenStatic && !RENDERED_IN_BROWSER.has(node.tagName) && !(node.tagName === 'code' && textOf(node).includes('\n'));
  }
  known.set(node, result);
  return result;
}

/** Pure: the elements of `root` that get the mark, in document order. */
export function staticProseElements(root: Root, minTextLength: number): Element[] {
  const known = new Map<Node, boolean>();
  isStatic(root, known);
  const marked: Element[] = [];
  const visit = (node: Node) => {
    for (const child of childrenOf(node)) {
      if (child.type === 'element' && known.get(child) && PROSE_BLOCKS.has(child.tagName)) {
        if (textLength(child) >= minTextLength) {
          marked.push(child);
        }
        continue;
      }
      visit(child);
    }
  };
  visit(root);
  return marked;
}

const rehypeStaticProse: Plugin<[RehypeStaticProseOptions?], Root> = function (options = {}) {
  const {minTextLength} = Joi.attempt(options, OptionsSchema) as Required<RehypeStaticProseOptions>;
  return (root) => {
    for (const element of staticProseElements(root, minTextLength)) {
      element.properties = {...element.properties, [STATIC_PROSE_PROPERTY]: ''};
    }
  };
};

export default rehypeStaticProse;
