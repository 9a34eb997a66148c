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
 * The first tab of a group goes to `page` too when readers of another
 * language see it: when it is not the site's first language (Shell), or the
 * group lacks a language another group of the page has. The `page` file is
 * fetched with the page, so what a group shows is there when it renders.
 */
import fs from 'node:fs';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Plugin} from 'unified';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {PAGE_BUNDLE, codeBundle, type CodeSegment} from '../../src/code-tokens';
import {DEFAULT_SAMPLE_LANGUAGE} from '../../src/versioning/sample-languages';
// The elements the code-samples remark plugin writes: a group of one sample's languages, and a client's tab without a call.
import {GROUP_ELEMENT, UNAVAILABLE_ELEMENT} from '../code-samples/remark-code-samples';

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
    for (const {types, content, empty} of line) {
      if (empty) {
        // An empty line, which normalizeTokens gives a token of its own ("\n", for a renderer that puts each line in an element of
        // its own): the line break joining the lines is all it is here.
        continue;
      }
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
type JsxElement = {type: 'mdxJsxFlowElement'; name: string | null; attributes: {type: string; name?: string; value?: unknown}[]} & Parent;

function isJsx(node: RootContent | ElementContent, name: string): node is JsxElement & RootContent {
  return (node as {type: string}).type === 'mdxJsxFlowElement' && (node as JsxElement).name === name;
}

/** The `<code>` of a `<pre>`, if the node is one. */
function preCode(node: RootContent | ElementContent): Element | undefined {
  return node.type === 'element' && node.tagName === 'pre' ? node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code') : undefined;
}

/** Every `<LanguageTabs>` of the tree. */
function languageGroups(node: Parent): JsxElement[] {
  return node.children.flatMap((child) => {
    if (isJsx(child, GROUP_ELEMENT)) return [child];
    return 'children' in child ? languageGroups(child as Parent) : [];
  });
}

/** A group's tabs: each one's language (its tab value) and its code, if it has some. */
function groupTabs(group: JsxElement): {language: string; code?: Element}[] {
  return group.children.flatMap((child) => {
    const code = preCode(child);
    if (code) return [{language: codeBundle(languageOf(code), true), code}];
    if (isJsx(child, UNAVAILABLE_ELEMENT)) {
      const language = child.attributes.find((attribute) => attribute.name === 'language')?.value;
      return typeof language === 'string' ? [{language: codeBundle(language, true)}] : [];
    }
    return [];
  });
}

/**
 * Pure: the first tabs that readers of other languages see (see above): they
 * go to the `page` file.
 */
export function fallbackBlocks(root: Parent): Set<Element> {
  const groups = languageGroups(root).map(groupTabs);
  const pageLanguages = new Set(groups.flatMap((tabs) => tabs.map((tab) => tab.language)));
  const blocks = new Set<Element>();
  for (const tabs of groups) {
    const languages = new Set(tabs.map((tab) => tab.language));
    const first = tabs[0]?.code;
    const seenByOthers = tabs[0]?.language !== DEFAULT_SAMPLE_LANGUAGE || [...pageLanguages].some((language) => !languages.has(language));
    if (first && seenByOthers) blocks.add(first);
  }
  return blocks;
}

/** 29 versions have some 17,000 blocks, 3,900 of them distinct (1.1 MB of text): room for many times that, a few tens of MB at most. */
const TOKENS_CACHE_ENTRIES = 100_000;

/**
 * The highlighted tokens of a block, as `data-code-tokens` holds them (JSON).
 * Versions repeat most of their code blocks (a version is cut as a copy of the
 * last one, and the same samples recur across versions), so one plugin
 * instance, which compiles every version of its docs, highlights each distinct
 * block once. Bounded, oldest first out, for a long-running preview server whose
 * writers keep changing blocks.
 */
export function createTokensCache(
  highlight: (code: string, language: string | undefined) => CodeSegment[],
  maxEntries = TOKENS_CACHE_ENTRIES,
): (code: string, language: string | undefined) => string {
  const cache = new Map<string, string>();
  return (code, language) => {
    // Prefixed by the language's length, so that no language and text run into another pair.
    const key = `${language?.length ?? 0}:${language ?? ''}${code}`;
    let tokens = cache.get(key);
    if (tokens === undefined) {
      tokens = JSON.stringify(highlight(code, language));
      if (cache.size >= maxEntries) {
        cache.delete(cache.keys().next().value!);
      }
      cache.set(key, tokens);
    }
    return tokens;
  };
}

type TokensOf = ReturnType<typeof createTokensCache>;

/** Every `<pre><code>` of the tree, inside JSX elements (`<LanguageTabs>`) too. */
function visit(node: Parent, tokensOf: TokensOf, inGroup: boolean, toPage: ReadonlySet<Element>): void {
  for (const child of node.children) {
    const code = preCode(child);
    if (code) {
      // Fenced blocks end with a line break that the page does not show.
      const text = textOf(code).replace(/\n$/, '');
      const language = languageOf(code);
      // The hast names of CODE_BUNDLE_ATTRIBUTE and CODE_TOKENS_ATTRIBUTE, in this order (page-code-loader.cjs reads them as a pair).
      code.properties.dataCodeBundle = toPage.has(code) ? PAGE_BUNDLE : codeBundle(language, inGroup);
      code.properties.dataCodeTokens = tokensOf(text, language);
      code.children = [];
    } else if ('children' in child) {
      visit(child as Parent, tokensOf, inGroup || isJsx(child, GROUP_ELEMENT), toPage);
    }
  }
}

const rehypeCodeTokens: Plugin<[RehypeCodeTokensOptions], Root> = ({coloursCss}) => {
  const coloured = colouredTokenTypes(fs.readFileSync(coloursCss, 'utf8'));
  if (coloured.size === 0) {
    throw new Error(`${coloursCss} colours no token type (no \`.token.<type>\` selector): code would not be highlighted.`);
  }
  const tokensOf = createTokensCache((code, language) => highlightCode(code, language, coloured));
  return (root) => visit(root, tokensOf, false, fallbackBlocks(root));
};

export default rehypeCodeTokens;
