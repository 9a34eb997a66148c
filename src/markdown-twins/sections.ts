/**
 * Pure: the sections of a Markdown twin (src/markdown-twins), for "Copy
 * section as Markdown" (src/components/CopySectionButton). A twin has the
 * page's h2 and h3 headings, in the page's order and with the page's text
 * (the build checks it: tests/build/markdown-twins.test.ts), so the n-th
 * heading of a page's article is the n-th `##` or `###` of its twin. Loaded
 * by the browser on first use: no Node APIs here.
 */

/** A heading of a twin: its level (2 for `##`), its text as the page shows it, and its line. */
export type TwinHeading = {level: number; text: string; line: number};

/** The levels of the headings that have a section to copy (h2, h3), as the page's article numbers them. */
export const SECTION_LEVELS: readonly number[] = [2, 3];

/** A heading's text as the page shows it: no Markdown markup, no explicit anchor, single spaces. */
export function headingText(heading: string): string {
  return heading
    .replace(/\s*\{#[^}]+\}\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_\u200b]/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const ATX_HEADING = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/** Every heading of Markdown outside its fenced code blocks, of any level. */
export function twinHeadings(markdown: string): TwinHeading[] {
  const headings: TwinHeading[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const opening = FENCE.exec(line)?.[1];
    if (opening && (fence === null || (opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening))) {
      fence = fence === null ? opening : null;
      return;
    }
    const match = fence === null ? ATX_HEADING.exec(line) : null;
    if (match) headings.push({level: match[1]!.length, text: headingText(match[2]!), line: index});
  });
  return headings;
}

/** Which heading of a page's article (h2 and h3 counted together, from 0) a section starts at, and its text there. */
export type SectionHeading = {index: number; text: string};

/**
 * Pure: the section of a twin that starts at the page's `heading`: that
 * heading's line and every line until the next heading of the same or a
 * higher level (or the end), without the blank lines at its end. The heading
 * is the `index`-th h2 or h3 of the twin when its text is the page's (the
 * usual case); else the one with that text, at the same place among those of
 * that text. A heading the twin does not have is an error that names it.
 */
export function twinSection(markdown: string, heading: SectionHeading): string {
  const all = twinHeadings(markdown);
  const sectionHeadings = all.filter((candidate) => SECTION_LEVELS.includes(candidate.level));
  const text = headingText(heading.text);
  let start = sectionHeadings[heading.index];
  if (start?.text !== text) {
    const sameText = sectionHeadings.filter((candidate) => candidate.text === text);
    const before = sectionHeadings.slice(0, heading.index).filter((candidate) => candidate.text === text).length;
    start = sameText[Math.min(before, sameText.length - 1)];
  }
  if (start === undefined) {
    throw new Error(`The Markdown has no heading "${text}" (h2 or h3 number ${heading.index + 1} of the page) to copy the section of`);
  }
  const end = all.find((candidate) => candidate.line > start.line && candidate.level <= start.level)?.line;
  const lines = markdown.split('\n').slice(start.line, end);
  while (lines.length > 1 && lines.at(-1)!.trim() === '') lines.pop();
  return lines.join('\n');
}
