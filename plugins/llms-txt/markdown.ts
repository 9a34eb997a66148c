/**
 * Pure: clean Markdown from a page's MDX source, for readers that are tools
 * and language models: the site's components become plain Markdown, code tabs
 * are flattened with their language named, and links become absolute.
 */
import {codeLanguage} from '../../src/components/LanguageTabs/languages';
import {DEFAULT_PARAMETER_TABLE_HEADERS} from '../parameter-anchors/anchors';

/**
 * A parameter row's anchor on the page, as the built HTML has it (plugins/parameter-anchors),
 * in page order; `url` is the page's absolute URL.
 */
export type TwinPage = {title: string; description: string; body: string; url?: string; parameterAnchors?: readonly {name: string; anchor: string}[]};

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

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`${name}=(?:"([^"]*)"|\\{(\\d+)\\})`).exec(tag)?.slice(1).find((v) => v !== undefined);
}

function absolute(url: string, siteUrl: string, baseUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${baseUrl}${url.slice(1)}` : url;
}

export function toCleanMarkdown(
  {title, description, body, url, parameterAnchors = []}: TwinPage,
  site: {url: string; baseUrl: string},
  file = 'the page',
): string {
  const source = body.replace(/\r\n/g, '\n').split('\n');
  const lines = url === undefined ? source : linkParameterRows(source, parameterAnchors, url, file);
  const out: string[] = [`# ${title}`, '', `> ${description}`, ''];
  let inFence: string | null = null;
  let inTabs = false;
  let admonition = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const fence = /^(\s*)(`{3,}|~{3,})(\S*)/.exec(line);
    if (fence) {
      if (inFence === null) {
        inFence = fence[2]!;
        if (inTabs) {
          out.push(`**${codeLanguage(fence[3] || 'text').label}**`, '');
        }
      } else if (line.trim().startsWith(inFence)) {
        inFence = null;
      }
      out.push(admonition ? `> ${line}` : line);
      continue;
    }
    if (inFence !== null) {
      out.push(admonition ? `> ${line}` : line);
      continue;
    }
    if (/^\s*<LanguageTabs(\s[^>]*)?>\s*$/.test(line)) {
      inTabs = true;
      continue;
    }
    const unavailable = /^\s*<SampleUnavailable language="([^"]+)">(.*)<\/SampleUnavailable>\s*$/.exec(line);
    if (unavailable) {
      out.push(`**${codeLanguage(unavailable[1]!).label}**`, '', unavailable[2]!, '');
      continue;
    }
    if (/^\s*<\/LanguageTabs>\s*$/.test(line)) {
      inTabs = false;
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
      .replace(/\]\((\/[^)\s]*)\)/g, (_, url: string) => `](${absolute(url, site.url, site.baseUrl)})`);
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
      text = `![${attribute(tag, 'alt') ?? ''}](${absolute(attribute(tag, 'src') ?? '', site.url, site.baseUrl)})`;
      out.push(text, '', ...(caption.join(' ').trim() ? [`*${caption.join(' ').trim()}*`] : []));
      continue;
    }
    out.push(admonition ? (text ? `> ${text}` : '>') : text);
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
