/**
 * Rehype plugin: highlights every fenced code block when the site is built,
 * so that readers' browsers never run Prism. The tokens travel to the page as
 * one compact property of the block (`data-code-tokens`), which our CodeBlock
 * (src/theme/CodeBlock) renders:
 *
 * - a token of a type that the colour stylesheet (src/css/code.css) colours is
 *   `[types, text]`, rendered as `<span class="token …">`;
 * - all other text (plain text, punctuation, operators) stays bare text,
 *   merged with its neighbours: no span that would change nothing.
 *
 * The property replaces the block's text, which it contains, so the code is
 * shipped once. A second property (`data-code-bundle`) says which file of the
 * page's code the browser's bundle moves the block to
 * (./page-code-loader.cjs): the block's language inside a `<LanguageTabs>`
 * group, where a reader sees one language at a time, and `page` elsewhere.
 */
import fs from 'node:fs';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Plugin} from 'unified';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {codeBundle, type CodeSegment} from '../../src/code-tokens';

export type RehypeCodeTokensOptions = {
  /** The stylesheet that colours tokens (`.token.keyword { … }`): only the types it names get a span. */
  coloursCss: string;
};

/** Pure: the token types a stylesheet colours, from its `.token.<type>` selectors. */
export function colouredTokenTypes(css: string): Set<string> {
  return new Set([...css.matchAll(/\.token\.([\w-]+)/g)].map((match) => match[1]!));
}

/**
 * Languages beyond those prism-react-renderer bundles, loaded into its Prism
 * (Prism's language files register themselves on the global `Prism`).
 * Order matters: a language comes after the ones it extends.
 */
export const EXTRA_LANGUAGES = ['markup-templating', 'bash', 'php', 'ruby', 'clike', 'java', 'dart', 'csharp', 'ini', 'hcl'];

let languagesLoaded = false;

function loadLanguages(): void {
  if (languagesLoaded) {
    return;
  }
  const globals = globalThis as {Prism?: unknown};
  const before = globals.Prism;
  globals.Prism = Prism;
  for (const language of EXTRA_LANGUAGES) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(`prismjs/components/prism-${language}`);
  }
  globals.Prism = before;
  languagesLoaded = true;
}

/** Pure: the segments of `code` highlighted as `language` (plain text when Prism does not know it). */
export function highlightCode(code: string, language: string | undefined, coloured: ReadonlySet<string>): CodeSegment[] {
  loadLanguages();
  const grammar = language ? Prism.languages[language] : undefined;
  if (!grammar) {
    return [code];
  }
  const segments: CodeSegment[] = [];
  const pushText = (text: string) => {
    const last = segments[segments.length - 1];
    if (typeof last === 'string') {
      segments[segments.length - 1] = last + text;
    } else if (text !== '') {
      segments.push(text);
    }
  };
  normalizeTokens(Prism.tokenize(code, grammar)).forEach((line, index) => {
    if (index > 0) {
      pushText('\n');
    }
    for (const {types, content} of line) {
      if (content.trim() === '' || !types.some((type) => coloured.has(type))) {
        pushText(content);
      } else {
        segments.push([types.join(' '), content]);
      }
    }
  });
  return segments;
}

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

function languageOf(code: Element): string | undefined {
  const classNames: unknown = code.properties.className;
  const list = Array.isArray(classNames) ? classNames.map(String) : String(classNames ?? '').split(' ');
  return list.find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

type Parent = {children: (RootContent | ElementContent)[]};

/** The group element whose code blocks are each one language of a sample. */
const LANGUAGE_GROUP = 'LanguageTabs';

/** Every `<pre><code>` of the tree, inside JSX elements (`<LanguageTabs>`) too. */
function visit(node: Parent, coloured: ReadonlySet<string>, inGroup: boolean): void {
  for (const child of node.children) {
    const code =
      child.type === 'element' && child.tagName === 'pre'
        ? child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')
        : undefined;
    if (code) {
      // Fenced blocks end with a line break that the page does not show.
      const text = textOf(code).replace(/\n$/, '');
      const language = languageOf(code);
      // The hast names of CODE_BUNDLE_ATTRIBUTE and CODE_TOKENS_ATTRIBUTE, in this order (page-code-loader.cjs reads them as a pair).
      code.properties.dataCodeBundle = codeBundle(language, inGroup);
      code.properties.dataCodeTokens = JSON.stringify(highlightCode(text, language, coloured));
      code.children = [];
    } else if ('children' in child) {
      const group = child.type === 'mdxJsxFlowElement' && child.name === LANGUAGE_GROUP;
      visit(child as Parent, coloured, inGroup || group);
    }
  }
}

const rehypeCodeTokens: Plugin<[RehypeCodeTokensOptions], Root> = ({coloursCss}) => {
  const coloured = colouredTokenTypes(fs.readFileSync(coloursCss, 'utf8'));
  if (coloured.size === 0) {
    throw new Error(`${coloursCss} colours no token type (no \`.token.<type>\` selector): code would not be highlighted.`);
  }
  return (root) => visit(root, coloured, false);
};

export default rehypeCodeTokens;
