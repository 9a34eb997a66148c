/**
 * Pure: what a new client release changes for readers: the rendered tabs of a
 * version's pages that differ between the release that documented it before
 * and the new one, each with its first lines before and after (a call the
 * release now has, or the line that says why the tab goes around the client).
 * `npm run samples:release` prints it for review, since no surface shows a
 * call that now sends what it dropped before until the renderer says so.
 */
import {codeLanguage} from '../../src/components/LanguageTabs/languages';
import type {MarkdownGroup} from '../markdown';
import {matchOperation} from '../operations';
import {parseCurlSample} from '../request/curl';
import type {ClientRelease, ClientSamples} from './types';

export type PageGroups = {file: string; groups: readonly MarkdownGroup[]};

/** The tab of `release` for a group, as its first lines, or `undefined` where the group writes the tab or has no one curl call. */
function tabOf(client: ClientSamples, serverVersion: string, release: ClientRelease, group: MarkdownGroup, lines: number): string | undefined {
  if (group.written.some((block) => codeLanguage(block.fence).value === client.language)) return undefined;
  const shell = group.written.find((block) => codeLanguage(block.fence).value === 'shell');
  const parsed = shell && parseCurlSample(shell.code);
  const call = parsed?.ok ? matchOperation(parsed.request) : undefined;
  if (!parsed?.ok || !call) return undefined;
  try {
    const rendered = client.render({serverVersion, release, call, request: parsed.request});
    return rendered.kind === 'code' ? rendered.code.split('\n').slice(0, lines).join('\n') : `(no tab: ${rendered.detail})`;
  } catch (error) {
    return `(cannot render: ${(error as Error).message})`;
  }
}

/**
 * The tabs of `pages` (of `serverVersion`) that `after` renders otherwise than
 * `before`, leaving out those whose only change is the release's version in
 * their comment.
 */
export function changedTabs(client: ClientSamples, serverVersion: string, before: ClientRelease, after: ClientRelease, pages: readonly PageGroups[], lines = 3): string[] {
  const changes: string[] = [];
  const sameBut = (text: string, version: string) => text.split(version).join('<release>');
  for (const {file, groups} of pages) {
    for (const group of groups) {
      const old = tabOf(client, serverVersion, before, group, lines);
      const now = tabOf(client, serverVersion, after, group, lines);
      if (old !== undefined && now !== undefined && sameBut(old, before.version) !== sameBut(now, after.version)) {
        changes.push(`${file}:${group.line} (#${group.section ?? ''})\n  - ${old.split('\n').join('\n    ')}\n  + ${now.split('\n').join('\n    ')}`);
      }
    }
  }
  return changes;
}
