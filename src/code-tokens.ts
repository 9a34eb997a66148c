/**
 * Highlighted code as the build hands it to the page (plugins/code-highlighting/rehype-code-tokens.ts)
 * and our CodeBlock renders it: a list of segments, each either bare text or a
 * token that src/css/code.css colours.
 */
import {codeLanguage} from './components/LanguageTabs/languages';

/** A run of bare text, or a coloured token: its Prism types (`"keyword control-flow"`) and its text. */
export type CodeSegment = string | readonly [types: string, text: string];

/** The property of a fenced block's `<code>` element that holds its segments, as JSON. */
export const CODE_TOKENS_ATTRIBUTE = 'data-code-tokens';

/**
 * The property that names the file of the page's code a block belongs to in
 * the browser's bundle: a sample's language, or `page` for every other block.
 */
export const CODE_BUNDLE_ATTRIBUTE = 'data-code-bundle';

/**
 * In the browser's bundle, the property that replaces the two above: where the
 * block's segments are, `<url of the page's code file>#<index>`
 * (plugins/code-highlighting/page-code-loader.cjs).
 */
export const CODE_REF_ATTRIBUTE = 'data-code-ref';

/** The page's code file a block goes to: inside a language group, its tab's language (`js` → `javascript`); `page` otherwise. */
export function codeBundle(language: string | undefined, inLanguageGroup: boolean): string {
  return inLanguageGroup && language ? codeLanguage(language).value : PAGE_BUNDLE;
}

/** The code file of the blocks outside language groups. */
export const PAGE_BUNDLE = 'page';

export function parseCodeSegments(json: string): CodeSegment[] {
  return JSON.parse(json) as CodeSegment[];
}

/** The code itself, as a reader copies it. */
export function codeText(segments: readonly CodeSegment[]): string {
  return segments.map((segment) => (typeof segment === 'string' ? segment : segment[1])).join('');
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * The code as the HTML of its `<code>` element: bare text, and each token as
 * `<span class="token …">`. Rendered as one string rather than one React
 * element per token, so that hydrating a page of code creates no component
 * per token (a page of API samples has thousands).
 */
export function codeHtml(segments: readonly CodeSegment[]): string {
  return segments
    .map((segment) => (typeof segment === 'string' ? escapeHtml(segment) : `<span class="token ${escapeHtml(segment[0])}">${escapeHtml(segment[1])}</span>`))
    .join('');
}

/** What `segmentsOfHtml` reads of a node of a `<code>` element rendered by `codeHtml`. */
export type CodeHtmlNode = {nodeType: number; textContent: string | null; className?: unknown};

const ELEMENT_NODE = 1;
const TOKEN_CLASS = /^token\s+/;

/**
 * The segments of a `<code>` element's children as `codeHtml` wrote them: the
 * inverse of `codeHtml`, for code that the page's HTML already holds.
 */
export function segmentsOfHtml(nodes: Iterable<CodeHtmlNode>): CodeSegment[] {
  const segments: CodeSegment[] = [];
  for (const node of nodes) {
    const text = node.textContent ?? '';
    const className = typeof node.className === 'string' ? node.className : '';
    const last = segments[segments.length - 1];
    if (node.nodeType === ELEMENT_NODE && TOKEN_CLASS.test(className)) {
      segments.push([className.replace(TOKEN_CLASS, ''), text]);
    } else if (typeof last === 'string') {
      segments[segments.length - 1] = last + text;
    } else if (text !== '') {
      segments.push(text);
    }
  }
  return segments;
}
