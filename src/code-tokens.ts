/**
 * Highlighted code as the build hands it to the page (plugins/code-highlighting/rehype-code-tokens.ts)
 * and our CodeBlock renders it: a list of segments, each either bare text or a
 * token that src/css/code.css colours.
 */

/** A run of bare text, or a coloured token: its Prism types (`"keyword control-flow"`) and its text. */
export type CodeSegment = string | readonly [types: string, text: string];

/** The property of a fenced block's `<code>` element that holds its segments, as JSON. */
export const CODE_TOKENS_ATTRIBUTE = 'data-code-tokens';

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
