/**
 * Pure: completes a group of code samples (the fenced blocks a writer put in
 * one `<LanguageTabs>`) with every client language its version offers.
 *
 * A writer writes the Shell (curl) sample of an operation; each other language
 * is rendered from the request it sends, by that client's renderer for the
 * client release that documents the page's version. A language the writer
 * wrote by hand is kept as written. What cannot be completed is reported with
 * its file, line, section and language, so that the build (and
 * `npm run check:pages`) can say exactly what a group lacks and why.
 */
import {codeLanguage} from '../src/components/LanguageTabs/languages';
import {sampleCoverageChecked, sampleLanguageRank, sampleLanguagesFor, type SampleLanguage} from '../src/versioning/sample-languages';
import {clientFor, releaseIfAny} from './clients';
import {RenderError, type ClientLanguage, type ClientRelease, type ClientSamples} from './clients/types';
import {matchOperation, type OperationCall} from './operations';
import {parseCurlSample} from './request/curl';
import type {SampleRequest} from './request/request';
import {findSampleGroups} from './markdown';

/** A fenced block as the writer wrote it. */
export type WrittenBlock = {fence: string; meta: string; code: string; line: number};

export type SampleLocation = {file: string; line: number; section: string | null};

export type CompletedBlock =
  | {kind: 'code'; language: string; fence: string; meta: string; code: string; origin: 'written' | 'rendered'}
  /** A client that has no call for the operation: the tab says so and points to the Shell tab. */
  | {kind: 'unavailable'; language: ClientLanguage; sentence: string};

export type CoverageProblem = SampleLocation & {language: SampleLanguage; message: string};

export type CompletedGroup = {
  blocks: CompletedBlock[];
  problems: CoverageProblem[];
  /** The request of the group's Shell sample, when it is one curl call. */
  request?: SampleRequest;
  call?: OperationCall;
};

/**
 * The meta of a fenced block that a writer puts in a group that no Shell
 * sample renders, for a client that has no call for it: its text says what
 * the client lacks (` ```go unavailable ` / `no voice query field` / ` ``` `).
 */
export const UNAVAILABLE_META = 'unavailable';

/** The one line of a tab whose client has no call for the operation. */
export function unavailableSentence(client: ClientSamples, release: ClientRelease, detail: string): string {
  return `${client.packageName} ${release.version} has no call for this (${detail}): send the request of the Shell tab.`;
}

function languageLabel(language: string): string {
  return codeLanguage(language).label;
}

/**
 * `coverageChecked`: whether a language the group lacks is a problem (by
 * default, whether the coverage check holds `serverVersion`); otherwise the
 * group gets what its clients' releases can render, silently.
 */
export function completeGroup(
  written: readonly WrittenBlock[],
  serverVersion: string,
  location: SampleLocation,
  coverageChecked = sampleCoverageChecked(serverVersion),
): CompletedGroup {
  const blocks: CompletedBlock[] = written.map(({fence, meta, code}) => {
    const language = codeLanguage(fence).value;
    const client = clientFor(language);
    const release = client && releaseIfAny(client, serverVersion);
    // ```go unavailable: the writer's word that this client had no call for what the group does (the block says what is missing).
    if (meta.trim() === UNAVAILABLE_META && client && release) {
      return {kind: 'unavailable', language: client.language, sentence: unavailableSentence(client, release, code.trim())};
    }
    return {kind: 'code', language, fence, meta, code, origin: 'written'};
  });
  const problems: CoverageProblem[] = [];
  const shell = blocks.find((block) => block.kind === 'code' && block.language === 'shell');
  const parsed = shell?.kind === 'code' ? parseCurlSample(shell.code) : undefined;
  const request = parsed?.ok ? parsed.request : undefined;
  const call = request ? (matchOperation(request) ?? undefined) : undefined;
  const checked = coverageChecked;
  const present = new Set(blocks.map((block) => block.language));
  for (const language of sampleLanguagesFor(serverVersion)) {
    if (present.has(language)) {
      continue;
    }
    const problem = (message: string) => {
      if (checked) problems.push({...location, language, message: `no ${languageLabel(language)} sample: ${message}`});
    };
    if (language === 'shell') {
      problem('write the Shell (curl) sample; the other languages are rendered from it');
      continue;
    }
    if (!shell) {
      problem('the group has no Shell sample to render it from; write it by hand');
      continue;
    }
    if (!request) {
      problem(`${parsed && !parsed.ok ? parsed.reason : 'the Shell sample is not one curl call'}; write it by hand`);
      continue;
    }
    if (!call) {
      problem(`${request.method} ${request.path} is not an operation in code-samples/operations.ts`);
      continue;
    }
    const client = clientFor(language);
    if (!client) {
      problem(`code-samples/clients has no ${languageLabel(language)} client yet; write the sample by hand`);
      continue;
    }
    const release = releaseIfAny(client, serverVersion);
    if (!release) {
      problem(`no release of ${client.packageName} documents ${serverVersion}: add it to the \`serverVersions\` of the release nearest it (code-samples/clients/${language}/index.ts)`);
      continue;
    }
    try {
      const rendered = client.render({serverVersion, release, call, request});
      blocks.push(
        rendered.kind === 'code'
          ? {kind: 'code', language, fence: client.fence, meta: '', code: rendered.code, origin: 'rendered'}
          : {kind: 'unavailable', language: client.language, sentence: unavailableSentence(client, release, rendered.detail)},
      );
    } catch (error) {
      if (!(error instanceof RenderError)) {
        throw error;
      }
      problem(`code-samples/clients/${language} cannot render ${call.operation.id} (${error.message}); extend it or write the sample by hand`);
    }
  }
  blocks.sort((a, b) => sampleLanguageRank(a.language) - sampleLanguageRank(b.language));
  return {blocks, problems, request, call};
}

/**
 * The groups completed in this process, by what they are completed from, as
 * `completeGroupOnce` keeps them. On globalThis, under a key of its own:
 * Docusaurus loads each plugin as a module instance of its own (the docs
 * plugins' remark pass and plugins/llms-txt each have their own copy of this
 * module), and it is their sharing that spares the work.
 */
type CompletedGroupCache = {groups: Map<string, CompletedGroup>; hits: number; misses: number};

const CACHE_KEY = Symbol.for('typesense-docs/completed-sample-groups');

/** A few times the groups of a full build (about 3,000 in 33 versions); oldest first out, for a long-running preview server. */
const CACHE_ENTRIES = 20_000;

function completedGroupCache(): CompletedGroupCache {
  const holder = globalThis as {[CACHE_KEY]?: CompletedGroupCache};
  holder[CACHE_KEY] ??= {groups: new Map(), hits: 0, misses: 0};
  return holder[CACHE_KEY];
}

/**
 * `completeGroup`, done once per process for each group without a problem:
 * the build completes every group as it compiles the pages
 * (plugins/code-samples), and the Markdown twins of the pages
 * (plugins/llms-txt) complete the same groups again after it, which took
 * most of the twins' time. The result depends only on what it is keyed by
 * (the written blocks, the version, the coverage check); a group with
 * problems is not kept, since they name its location.
 */
export function completeGroupOnce(
  written: readonly WrittenBlock[],
  serverVersion: string,
  location: SampleLocation,
  coverageChecked = sampleCoverageChecked(serverVersion),
): CompletedGroup {
  const cache = completedGroupCache();
  const key = JSON.stringify([serverVersion, coverageChecked, written.map(({fence, meta, code}) => [fence, meta, code])]);
  const known = cache.groups.get(key);
  if (known) {
    cache.hits += 1;
    return known;
  }
  cache.misses += 1;
  const completed = completeGroup(written, serverVersion, location, coverageChecked);
  if (completed.problems.length === 0) {
    if (cache.groups.size >= CACHE_ENTRIES) {
      cache.groups.delete(cache.groups.keys().next().value!);
    }
    cache.groups.set(key, completed);
  }
  return completed;
}

/** How many groups `completeGroupOnce` found done, and how many it completed, in this process. */
export function completedGroupCounts(): {hits: number; misses: number} {
  const {hits, misses} = completedGroupCache();
  return {hits, misses};
}

/** A coverage problem as the build and `check:pages` print it. */
export function formatCoverageProblem({file, line, section, message}: CoverageProblem): string {
  return `${file}:${line}${section ? ` (section #${section})` : ''}: ${message}`;
}

/** A completed block written back as Markdown: a fenced block, or the one line of a client without a call. */
function blockMarkdown(block: CompletedBlock): string {
  if (block.kind === 'unavailable') {
    return `<SampleUnavailable language="${block.language}">${block.sentence}</SampleUnavailable>`;
  }
  const fence = block.code.includes('```') ? '````' : '```';
  return `${fence}${block.fence}${block.meta ? ` ${block.meta}` : ''}\n${block.code}\n${fence}`;
}

/**
 * Pure: the page's Markdown with every sample group completed as the build
 * completes it (code-samples/groups.ts): for the Markdown twins of pages that
 * tools and language models read, which carry every language a reader can pick.
 */
export function withCompletedSampleGroups(source: string, serverVersion: string, file: string, coverageChecked?: boolean): string {
  const lines = source.split('\n');
  const groups = findSampleGroups(source);
  for (const group of [...groups].reverse()) {
    const {blocks} = completeGroupOnce(group.written, serverVersion, {file, line: group.line, section: group.section}, coverageChecked);
    const body = blocks.map(blockMarkdown).join('\n\n');
    lines.splice(group.line, group.endLine - group.line - 1, '', body, '');
  }
  return lines.join('\n');
}
