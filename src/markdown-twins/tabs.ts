/**
 * Pure: how a Markdown twin writes a page's code-sample groups, and the page
 * with one language's samples made from it. The build writes the
 * per-language files with it (plugins/llms-txt) and "Copy page" filters a twin
 * with it in the browser, so the two always agree.
 *
 * A group's tabs follow one another, in tab order, each as its label in bold on
 * a line of its own, a blank line, and its fenced block, whose info string
 * names the language:
 *
 * ````md
 * **Shell**
 *
 * ```shell
 * curl "${TYPESENSE_HOST}/collections" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"
 * ```
 *
 * **Go**
 *
 * *typesense-go 2.0.0 has no call for this (…): send the request of the Shell tab.*
 * ````
 *
 * A client without a call for the request has one line in italics instead of
 * a block, saying so. A label line is a tab's only where the block after it is
 * of the label's language (or, for a client, that one line), and a group has
 * at least one block of code: a bold line of prose is not taken for a tab.
 * Two groups with nothing between them are told apart by a language coming
 * round again.
 */
import {codeLanguage} from '../components/LanguageTabs/languages';
import {DEFAULT_SAMPLE_LANGUAGE, SAMPLE_LANGUAGES, sampleLanguageRank} from '../versioning/sample-languages';

/** One tab of a group: its language (`python`), label (`Python`) and lines (its fenced block, or the one line of a client without the call). */
export type TwinTab = {language: string; label: string; kind: 'code' | 'no-call'; lines: string[]};

/** A twin as prose (anything outside groups, code blocks included) and groups of tabs. */
export type TwinPart = {kind: 'text'; lines: string[]} | {kind: 'group'; tabs: TwinTab[]};

/** The language whose tab a reader falls back to where their client has no call: the request itself, in curl. */
const FALLBACK_LANGUAGE: string = DEFAULT_SAMPLE_LANGUAGE;

/** The languages that have a Typesense client, each of which gets a Markdown file of its own (every sample language but Shell). */
export const CLIENT_LANGUAGES: readonly string[] = SAMPLE_LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

/** The line that names a tab: `**Python**`. */
export function tabLabelLine(label: string): string {
  return `**${label}**`;
}

/** The line of a client's tab that has no call for the group's request, in italics. */
export function noCallLine(sentence: string): string {
  return `*${sentence.trim()}*`;
}

const LABEL_LINE = /^\*\*([^*]+)\*\*$/;
const NO_CALL_LINE = /^\*[^*\s](.*[^*\s])?\*$/;
const FENCE_OPEN = /^( *)(`{3,}|~{3,})([^\s`]*)/;

/** The index of the line that closes the fenced block opened at `start`, or the last line when it is never closed. */
function fenceEnd(lines: readonly string[], start: number): number {
  const marker = FENCE_OPEN.exec(lines[start]!)![2]!;
  for (let i = start + 1; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (line.startsWith(marker) && line.replace(/[`~]/g, '') === '') {
      return i;
    }
  }
  return lines.length - 1;
}

function clientLanguageOfLabel(label: string): string | undefined {
  return CLIENT_LANGUAGES.find((language) => codeLanguage(language).label === label);
}

/** The tab that starts at line `start`, and the index of its last line; `undefined` when none does. */
function tabAt(lines: readonly string[], start: number): {tab: TwinTab; end: number} | undefined {
  const label = LABEL_LINE.exec(lines[start]!)?.[1];
  const first = lines[start + 2];
  if (label === undefined || lines[start + 1] !== '' || first === undefined) {
    return undefined;
  }
  const fence = FENCE_OPEN.exec(first);
  if (fence && fence[1] === '') {
    const language = codeLanguage(fence[3] || 'text');
    if (language.label !== label) {
      return undefined;
    }
    const end = fenceEnd(lines, start + 2);
    return {tab: {language: language.value, label, kind: 'code', lines: lines.slice(start + 2, end + 1)}, end};
  }
  const client = clientLanguageOfLabel(label);
  const noCall = NO_CALL_LINE.test(first) && (lines[start + 3] ?? '') === '';
  return client && noCall ? {tab: {language: client, label, kind: 'no-call', lines: [first]}, end: start + 2} : undefined;
}

/** Reads a twin into prose and groups of tabs. `writeTwin(readTwin(markdown))` is `markdown`. */
export function readTwin(markdown: string): TwinPart[] {
  const lines = markdown.split('\n');
  const parts: TwinPart[] = [];
  let text: string[] = [];
  let group: TwinTab[] | null = null;
  /** Blank lines after a group's last tab: between two of its tabs they are dropped, before prose they are the prose's. */
  let blanks: string[] = [];
  const endGroup = () => {
    if (group?.some((tab) => tab.kind === 'code')) {
      parts.push({kind: 'group', tabs: group});
    } else if (group) {
      text.push(...groupLines(group));
    }
    group = null;
    text.push(...blanks);
    blanks = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const found = tabAt(lines, i);
    if (found) {
      const current: TwinTab[] | null = group;
      if (current === null || current.some((tab) => tab.language === found.tab.language)) {
        endGroup();
        if (text.length > 0) {
          parts.push({kind: 'text', lines: text});
          text = [];
        }
        group = [found.tab];
      } else {
        current.push(found.tab);
      }
      blanks = [];
      i = found.end;
      continue;
    }
    if (group && line === '') {
      blanks.push(line);
      continue;
    }
    endGroup();
    if (FENCE_OPEN.test(line)) {
      const end = fenceEnd(lines, i);
      text.push(...lines.slice(i, end + 1));
      i = end;
      continue;
    }
    text.push(line);
  }
  endGroup();
  if (text.length > 0) {
    parts.push({kind: 'text', lines: text});
  }
  return parts;
}

/** Pure: a group's tabs as the twin writes them. */
export function groupLines(tabs: readonly Pick<TwinTab, 'label' | 'lines'>[]): string[] {
  return tabs.flatMap((tab, index) => [...(index > 0 ? [''] : []), tabLabelLine(tab.label), '', ...tab.lines]);
}

/** Writes parts back as Markdown. */
export function writeTwin(parts: readonly TwinPart[]): string {
  return parts
    .flatMap((part) => (part.kind === 'text' ? part.lines : groupLines(part.tabs)))
    .join('\n');
}

/** Client languages in tab order (sample languages first, in their order; others after them, as met). */
function inTabOrder(languages: Iterable<string>): string[] {
  const unique = [...new Set(languages)];
  return unique
    .map((language, index) => ({language, index}))
    .sort((a, b) => sampleLanguageRank(a.language) - sampleLanguageRank(b.language) || a.index - b.index)
    .map(({language}) => language);
}

/** The client languages a page's tabs offer (`python`, `go`…, never Shell), in tab order: each gets a Markdown file of its own. */
export function clientLanguagesOf(tabLanguages: Iterable<string>): string[] {
  return inTabOrder([...tabLanguages].filter((language) => CLIENT_LANGUAGES.includes(language)));
}

/** The client languages a twin's groups offer. */
export function twinLanguages(markdown: string): string[] {
  return clientLanguagesOf(
    readTwin(markdown).flatMap((part) => (part.kind === 'group' ? part.tabs.map((tab) => tab.language) : [])),
  );
}

/** Labels as a reader says them: `Python`, `Python and Go`, `Python, Go and Dart`. */
function listOf(labels: readonly string[]): string {
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
}

/** The line under the description of a page with some languages' samples only: what it keeps, and where every language is. */
export function languageNote(languages: string | readonly string[], allLanguagesUrl: string): string {
  const labels = (typeof languages === 'string' ? [languages] : languages).map((language) => codeLanguage(language).label);
  const fallback = codeLanguage(FALLBACK_LANGUAGE).label;
  const client = labels.length === 1 ? `the ${labels[0]} client has` : 'one of these clients has';
  return `*Code samples in ${listOf(labels)} only, and in ${fallback} where ${client} no call for a request. Every language: ${allLanguagesUrl}*`;
}

/**
 * The tabs of a group that a reader of `languages` keeps, in the group's
 * order: their own tabs; with Shell where one of them has no call, or where
 * the group has none of theirs; a group without any of these says what it
 * has instead.
 */
function keptTabs(tabs: readonly TwinTab[], languages: readonly string[]): TwinPart {
  const own = tabs.filter((tab) => languages.includes(tab.language));
  const fallback = tabs.find((tab) => tab.language === FALLBACK_LANGUAGE);
  const lacksCode = languages.some((language) => own.find((tab) => tab.language === language)?.kind !== 'code');
  const kept = fallback && lacksCode && !own.includes(fallback) ? [...own, fallback] : own;
  if (kept.some((tab) => tab.kind === 'code')) {
    return {kind: 'group', tabs: kept};
  }
  const labels = languages.map((language) => codeLanguage(language).label);
  const others = tabs.filter((tab) => tab.kind === 'code').map((tab) => tab.label);
  return {kind: 'text', lines: [`*No ${labels.join(' or ')} sample here; this step is shown in ${others.join(', ')} on the page.*`]};
}

/**
 * Pure: Markdown of a twin (a page or a section of it) with only the samples
 * of `languages` (tab values: `python`, `go`), and Shell's where one of their
 * clients has no call (see `keptTabs`); the prose and every block outside
 * groups as they are.
 */
export function keepLanguages(markdown: string, languages: readonly string[]): string {
  if (languages.length === 0) {
    throw new Error('keepLanguages: no language to keep (copy the twin as it is for every language)');
  }
  return writeTwin(readTwin(markdown).map((part) => (part.kind === 'group' ? keptTabs(part.tabs, languages) : part)));
}

/** The index of the first line after the twin's header (its title and the description quoted under it). */
function headerEnd(lines: readonly string[]): number {
  const title = lines.findIndex((line) => line.startsWith('# '));
  if (title < 0) {
    return 0;
  }
  let end = title + 1;
  while (lines[end] === '') end += 1;
  if (!lines[end]?.startsWith('>')) {
    return title + 1;
  }
  while (lines[end]?.startsWith('>')) end += 1;
  return end;
}

/**
 * Pure: the twin of a page with only the samples of `languages` (one, for the
 * build's per-language files, or several, for "Copy page"), and Shell's
 * where one of their clients has no call (see `keptTabs`); the prose and
 * every block outside groups as they are. A note under the description says
 * so and links the twin with every language.
 */
export function keepLanguage(markdown: string, languages: string | readonly string[], allLanguagesUrl: string): string {
  const kept = typeof languages === 'string' ? [languages] : languages;
  const lines = keepLanguages(markdown, kept).split('\n');
  const end = headerEnd(lines);
  lines.splice(end, 0, '', languageNote(kept, allLanguagesUrl));
  return lines.join('\n');
}
