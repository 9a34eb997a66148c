/**
 * Highlighted code as the build hands it to the page (plugins/markdown/rehype-code-tokens.ts)
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
