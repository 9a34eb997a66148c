/**
 * Pure: clean Markdown from a page's MDX source, for readers that are tools
 * and language models: the site's components become plain Markdown, code tabs
 * become labelled fenced blocks (src/markdown-twins/tabs.ts), and links become
 * absolute URLs, so that a twin read on its own or inside llms-full.txt
 * points where the page does.
 */
import {codeLanguage} from '../../src/components/LanguageTabs/languages';
import {noCallLine, tabLabelLine} from '../../src/markdown-twins/tabs';
import {DEFAULT_PARAMETER_TABLE_HEADERS} from '../parameter-anchors/anchors';

export type TwinPage = {
  title: string;
  description: string;
  /** The page's Markdown without its front matter, sample groups completed. */
  body: string;
  /** A line under the description (the version an API page documents), if any. */
  note?: string;
  /** The anchors of its parameter rows, as the built page has them (plugins/parameter-anchors), in page order. */
  parameterAnchors?: readonly {name: string; anchor: string}[];
  /** Its source file, for errors. */
  file?: string;
};

export type TwinSite = {
  url: string;
  baseUrl: string;
  /** The absolute URL of the site's llms.txt, which every twin's first line points to. */
  llmsTxtUrl: string;
  /**
   * A link as the page's HTML has it, from the link the source has: a file
   * link (`search.md#filter-results`) as the page's URL, `/latest/…` as the
   * latest version's; `undefined` leaves it as written.
   */
  resolveLink?: (href: string) => string | undefined;
  /** The page's own URL: `#anchor` links point into it. */
  pageUrl?: string;
};

const TABLE_DELIMITER = /^\|\s*:?-{3,}/;

/**
 * Pure: the parameter rows of a page's Markdown, each with its name linked to its
 * anchor on the page (`` [`group_by`](…/search.html#group_by) ``), so that the twin
 * lists every parameter's anchor. The anchors come from the built page in page
 * order; a row that does not find its own next is an error that names it.
 */
export function linkParameterRows(lines: readonly string[], anchors: readonly {name: string; anchor: string}[], url: string, file: string): string[] {
  let next = 0;
  let inParameterTable = false;
  let fence: string | null = null;
  const out = lines.map((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined && (fence === null || line.trim().startsWith(fence))) {
      fence = fence === null ? marker : null;
      return line;
    }
    if (fence !== null) {
      return line;
    }
    const cells = line.trim().startsWith('|') ? line.trim().split('|').slice(1) : undefined;
    if (cells === undefined) {
      inParameterTable = false;
      return line;
    }
    if (TABLE_DELIMITER.test(lines[index + 1]?.trim() ?? '')) {
      inParameterTable = (DEFAULT_PARAMETER_TABLE_HEADERS as readonly string[]).includes(cells[0]!.trim());
      return line;
    }
    const name = /^\s*`([^`]+)`/.exec(cells[0]!)?.[1]?.trim();
    if (!inParameterTable || TABLE_DELIMITER.test(line.trim()) || name === undefined) {
      return line;
    }
    const found = anchors[next];
    if (found?.name !== name) {
      throw new Error(`${file}:${index + 1}: the parameter row \`${name}\` has no anchor on the built page (next there: ${found ? `\`${found.name}\`` : 'none'}).`);
    }
    next += 1;
    return line.replace(`\`${name}\``, `[\`${name}\`](${url}#${found.anchor})`);
  });
  if (next !== anchors.length) {
    throw new Error(`${file}: the built page has ${anchors.length} parameter rows, its Markdown ${next}.`);
  }
  return out;
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/** The first line of every twin: where the list of every page is. */
export function llmsTxtPointer(llmsTxtUrl: string): string {
  return `> Index of the Typesense docs, every page with its Markdown: ${llmsTxtUrl}`;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`${name}=(?:"([^"]*)"|\\{(\\d+)\\})`).exec(tag)?.slice(1).find((v) => v !== undefined);
}

function absolute(url: string, site: TwinSite): string {
  const resolved = site.resolveLink?.(url) ?? url;
  if (resolved.startsWith('#') && site.pageUrl) {
    return `${site.pageUrl}${resolved}`;
  }
  return resolved.startsWith('/') && !resolved.startsWith('//') ? `${site.url}${site.baseUrl}${resolved.slice(1)}` : resolved;
}

/** MDX that a twin leaves out: imports and exports of components, JSX comments, the wrappers of generic tabs. */
const MDX_ONLY = [/^(import|export)\s/, /^\{\/\*.*\*\/\}$/, /^<\/?Tabs(\s[^>]*)?>$/, /^<\/TabItem>$/];

export function toCleanMarkdown({title, description, body, note, parameterAnchors, file = 'the page'}: TwinPage, site: TwinSite): string {
  const source = body.replace(/\r\n/g, '\n').split('\n');
  // Each parameter's name links to its row's anchor on the page.
  const lines = parameterAnchors && site.pageUrl ? linkParameterRows(source, parameterAnchors, site.pageUrl, file) : source;
  const out: string[] = twinHead({title, description, note}, site.llmsTxtUrl);
  let inFence: string | null = null;
  let inTabs = false;
  let admonition = false;
  /** A line as written inside an admonition, which the twin quotes. */
  const quoted = (text: string) => (admonition ? (text ? `> ${text}` : '>') : text);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const fence = /^(\s*)(`{3,}|~{3,})(\S*)/.exec(line);
    if (fence) {
      if (inFence === null) {
        inFence = fence[2]!;
        if (inTabs) {
          out.push(...[tabLabelLine(codeLanguage(fence[3] || 'text').label), ''].map(quoted));
        }
      } else if (line.trim().startsWith(inFence) && line.replace(/[`~]/g, '').trim() === '') {
        inFence = null;
      }
      out.push(quoted(line));
      continue;
    }
    if (inFence !== null) {
      out.push(quoted(line));
      continue;
    }
    if (/^\s*<LanguageTabs(\s[^>]*)?>\s*$/.test(line)) {
      inTabs = true;
      continue;
    }
    const unavailable = /^\s*<SampleUnavailable language="([^"]+)">(.*)<\/SampleUnavailable>\s*$/.exec(line);
    if (unavailable) {
      out.push(...[tabLabelLine(codeLanguage(unavailable[1]!).label), '', noCallLine(unavailable[2]!), ''].map(quoted));
      continue;
    }
    if (/^\s*<\/LanguageTabs>\s*$/.test(line)) {
      inTabs = false;
      continue;
    }
    if (MDX_ONLY.some((pattern) => pattern.test(line.trim()))) {
      continue;
    }
    const tabItem = /^\s*<TabItem\s[^>]*>\s*$/.exec(line);
    if (tabItem) {
      out.push(...[`**${attribute(line, 'label') ?? attribute(line, 'value') ?? ''}**`, ''].map(quoted));
      continue;
    }
    const open = /^:::(\w+)\s*(.*)$/.exec(line.trim());
    if (open && !admonition) {
      admonition = true;
      const label = ADMONITION_LABELS[open[1]!] ?? open[1]!;
      out.push(`> **${open[2] ? open[2].replace(/^\[|\]$/g, '') : label}**`, '>');
      continue;
    }
    if (line.trim() === ':::' && admonition) {
      admonition = false;
      continue;
    }
    let text = line
      .replace(/^(#{1,6} .*?)\s*\{#[^}]+\}\s*$/, '$1')
      .replace(/<ApiEndpoint\s+([^>]*?)\/>/g, (tag) => `**${attribute(tag, 'method')}** \`${attribute(tag, 'path')}\``)
      .replace(/<AvailableSince\s+([^>]*?)\/>/g, (tag) => `*Available from Typesense v${attribute(tag, 'version')}.*`)
      .replace(/\]\(([^)\s]+)((?:\s+"[^"]*")?)\)/g, (_, url: string, linkTitle: string) => `](${absolute(url, site)}${linkTitle})`);
    if (/^\s*<Figure\b/.test(text)) {
      let tag = text;
      while (!/>\s*$/.test(tag) && i + 1 < lines.length) {
        i += 1;
        tag += ` ${lines[i]!.trim()}`;
      }
      const caption: string[] = [];
      while (i + 1 < lines.length && !/<\/Figure>/.test(lines[i + 1]!)) {
        i += 1;
        caption.push(lines[i]!.trim());
      }
      i += 1;
      text = `![${attribute(tag, 'alt') ?? ''}](${absolute(attribute(tag, 'src') ?? '', site)})`;
      out.push(text, '', ...(caption.join(' ').trim() ? [`*${caption.join(' ').trim()}*`] : []));
      continue;
    }
    out.push(quoted(text));
  }
  return `${collapseBlankLines(out).join('\n').trim()}\n`;
}

/** Pure: the lines every twin starts with: the pointer to llms.txt, the page's title, its description and note. */
export function twinHead({title, description, note}: Pick<TwinPage, 'title' | 'description' | 'note'>, llmsTxtUrl: string): string[] {
  return [llmsTxtPointer(llmsTxtUrl), '', `# ${title}`, '', `> ${description}`, '', ...(note ? [note, ''] : [])];
}

/** Pure: the twin of a page whose body is Markdown already (a page of the site's own, plugins/llms-txt/site-pages.ts). */
export function markdownTwin(page: Pick<TwinPage, 'title' | 'description' | 'body'>, llmsTxtUrl: string): string {
  return `${collapseBlankLines([...twinHead(page, llmsTxtUrl), ...page.body.split('\n')]).join('\n').trim()}\n`;
}

/** Pure: runs of blank lines as one, outside code blocks (whose blank lines are the code's). */
export function collapseBlankLines(lines: readonly string[]): string[] {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && fence === null) {
      fence = marker;
    } else if (marker && marker.startsWith(fence![0]!) && marker.length >= fence!.length && line.replace(/[`~]/g, '').trim() === '') {
      fence = null;
    } else if (fence === null && line.trim() === '' && (kept.length === 0 || kept[kept.length - 1]!.trim() === '')) {
      continue;
    }
    kept.push(line);
  }
  return kept;
}
