/**
 * Pure: the code-sample groups of a Markdown page, read from its text — for
 * the tools that work on the source rather than through the MDX compiler (the
 * sample checks, `npm run samples`, the Markdown twins of llms.txt). The build
 * reads the same groups from the MDX tree (plugins/code-samples).
 */
import {createSlugger} from '@docusaurus/utils';
import type {WrittenBlock} from './groups';

export type MarkdownGroup = {
  /** 1-based line of `<LanguageTabs>`. */
  line: number;
  /** 1-based line of `</LanguageTabs>`. */
  endLine: number;
  /** The anchor of the h2/h3 the group sits under, `null` before the first one. */
  section: string | null;
  /** Attributes written on `<LanguageTabs …>`. */
  attributes: string;
  written: WrittenBlock[];
};

const OPEN = /^\s*<LanguageTabs(\s[^>]*)?>\s*$/;
const CLOSE = /^\s*<\/LanguageTabs>\s*$/;
const HEADING = /^(#{2,3})\s+(.*?)\s*(?:\{#([^}]+)\})?\s*$/;
const FENCE = /^(\s*)(`{3,}|~{3,})(\S*)\s*(.*)$/;

/** A fenced code block of a page, in a sample group or on its own. */
export type MarkdownFence = {
  /** 1-based line of the opening fence. */
  line: number;
  /** The anchor of the h2/h3 the block sits under, `null` before the first one. */
  section: string | null;
  /** The fence's language (`php`, `shell`), empty when none is written. */
  fence: string;
  /** What follows the language on the opening fence (`title="src/app.ts"`), empty when nothing. */
  meta: string;
  /** Whether the block is one tab of a `<LanguageTabs>` group. */
  inGroup: boolean;
  /** The block's text, without its fences. */
  code: string;
};

export function findSampleGroups(source: string): MarkdownGroup[] {
  return readMarkdown(source).groups;
}

/** Every fenced code block of a page, with its section. */
export function findCodeFences(source: string): MarkdownFence[] {
  return readMarkdown(source).fences;
}

function readMarkdown(source: string): {groups: MarkdownGroup[]; fences: MarkdownFence[]} {
  const fences: MarkdownFence[] = [];
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const slugger = createSlugger();
  const groups: MarkdownGroup[] = [];
  let section: string | null = null;
  let group: MarkdownGroup | null = null;
  let fence: {marker: string; indent: string; language: string; meta: string; start: number; body: string[]} | null = null;
  lines.forEach((text, index) => {
    const line = index + 1;
    if (fence) {
      if (text.trim().startsWith(fence.marker) && text.trim().replace(/[`~]/g, '') === '') {
        group?.written.push({fence: fence.language, meta: fence.meta, code: fence.body.join('\n'), line: fence.start});
        fences.push({line: fence.start, section, fence: fence.language, meta: fence.meta, inGroup: group !== null, code: fence.body.join('\n')});
        fence = null;
      } else {
        // A fence indented in a list item: its lines are indented as much, which is not the code's.
        fence.body.push(text.startsWith(fence.indent) ? text.slice(fence.indent.length) : text.trimStart());
      }
      return;
    }
    const opening = FENCE.exec(text);
    if (opening) {
      fence = {marker: opening[2]!, indent: opening[1] ?? '', language: opening[3] ?? '', meta: opening[4] ?? '', start: line, body: []};
      return;
    }
    const heading = HEADING.exec(text);
    if (heading) {
      const slug = slugger.slug(heading[2]!.replace(/`/g, ''));
      section = heading[3] ?? slug;
      return;
    }
    const open = OPEN.exec(text);
    if (open) {
      group = {line, endLine: line, section, attributes: (open[1] ?? '').trim(), written: []};
      return;
    }
    if (group && CLOSE.test(text)) {
      group.endLine = line;
      groups.push(group);
      group = null;
    }
  });
  return {groups, fences};
}
