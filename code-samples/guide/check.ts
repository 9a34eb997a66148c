/**
 * The code checks of one guide page, short of compiling: every code block
 * parses in its language (./syntax.ts), and every call it makes of a
 * Typesense client exists in the surface of the client release the page names
 * (./releases.ts, ../surface/check.ts). The blocks of `<LanguageTabs>` groups
 * are the API samples' checks' (tests/samples/samples.test.ts): they are
 * counted here, not checked twice.
 *
 * Messages name the page, the line of the block's opening fence, the line in
 * the block, and what failed in the block's own terms.
 */
import {CLIENTS, guideRelease} from '../clients';
import {SAMPLE_READERS} from '../clients/readers';
import {kotlinUses} from '../clients/java/kotlin-uses';
import type {ClientLanguage, ClientRelease, ClientSamples} from '../clients/types';
import {checkUses} from '../surface/check';
import {workaroundProblems} from '../clients/workarounds';
import {blockName, guideBlocks, type GuideBlock} from './blocks';
import {blockScope, importsClient, pageClientNames} from './clients';
import {clientLanguageOf, runLanguageOf} from './languages';
import {pinnedReleases, releasesOfPage, type ReleasePin} from './releases';
import {parseBlock} from './syntax';

export type BlockResult = {
  block: GuideBlock;
  /** Whether a parser read the block (`false` for a language without one). */
  parsed: boolean;
  /** The client release whose surface the block's calls were held to, when it calls a client. */
  release?: {client: ClientLanguage; version: string};
  /** Why the block does not parse, if it does not. */
  syntax: string | null;
  /** The calls of the block that its client release does not have. */
  surface: string[];
  /** A block of a language that a targeted run leaves out (its `languages`): neither parsed nor checked. */
  outOfRun?: true;
};

export type PageResult = {
  file: string;
  /** The page's text. */
  source: string;
  blocks: BlockResult[];
  /** Problems of the page as a whole: a client at two releases, a release no surface describes, a client used without a release. */
  problems: string[];
  /** The client release of each client language the page names, as a ClientRelease. */
  releases: Map<ClientLanguage, ClientRelease>;
};

/** The ClientRelease of a version the page names, if the client's surface describes it. */
export function describedRelease(client: ClientSamples, version: string): ClientRelease | undefined {
  const listed = client.releases.find((release) => release.version === version);
  if (listed) return listed;
  const surface = client.surface.releases[version];
  return surface ? {version, tag: surface.tag, serverVersions: []} : undefined;
}

function unknownRelease(file: string, pin: ReleasePin, client: ClientSamples): string {
  const known = Object.keys(client.surface.releases).slice(-4).join(', ');
  return (
    `${file}:${pin.line}: \`${pin.text}\` names ${client.packageName} ${pin.version}, which code-samples/clients/${client.language}/surface.json ` +
    `does not describe (its latest: ${known}); name a release it has, or add ${pin.version} to the client's releases and read its surface ` +
    `(npm run samples:surface -- ${client.language} --repo <clone of ${client.repository}>)`
  );
}

/**
 * Every check of one page but compiling. `source` is the page's text; `file` its path relative to the site.
 * `languages`, in a targeted run (`--language javascript`), limits the checks to the blocks and client
 * releases of those sample languages (./languages.ts `runLanguageOf`); the other blocks are listed, `outOfRun`.
 */
export async function checkGuidePage(file: string, source: string, languages?: ReadonlySet<string>): Promise<PageResult> {
  const blocks = guideBlocks(source, file);
  const inRun = (language: string | null) => !languages || (language !== null && languages.has(language));
  const {releases: pins, problems} = releasesOfPage(
    pinnedReleases(source).filter((pin) => inRun(pin.client)),
    file,
  );
  const releases = new Map<ClientLanguage, ClientRelease>();
  for (const [language, pin] of pins) {
    const client = CLIENTS[language]!;
    const release = describedRelease(client, pin.version);
    if (release) {
      releases.set(language, release);
    } else {
      problems.push(unknownRelease(file, pin, client));
    }
  }
  const own = blocks.filter((block) => !block.inGroup && block.language !== null);
  const page = pageClientNames(
    own.flatMap((block) => {
      const client = clientLanguageOf(block.language!);
      return client ? [{client, code: block.code}] : [];
    }),
  );
  const unnamed = new Map<ClientLanguage, GuideBlock>();
  const results: BlockResult[] = [];
  for (const block of blocks) {
    if (block.inGroup || block.language === null) {
      results.push({block, parsed: false, syntax: null, surface: []});
      continue;
    }
    if (!inRun(runLanguageOf(block.language))) {
      results.push({block, parsed: false, syntax: null, surface: [], outOfRun: true});
      continue;
    }
    const parsed = await parseBlock(block);
    const result: BlockResult = {block, parsed: parsed !== null, syntax: null, surface: []};
    results.push(result);
    if (parsed?.problem) {
      result.syntax = `${blockName(block)}, line ${parsed.problem.line} of the block: ${parsed.problem.message}`;
      continue;
    }
    const language = clientLanguageOf(block.language);
    const client = language && CLIENTS[language];
    // Kotlin calls the Java client in Kotlin's syntax: a reader of its own.
    const read = block.language === 'kotlin' ? kotlinUses : language && SAMPLE_READERS[language];
    if (!parsed || !client || !read) continue;
    const release = releases.get(client.language);
    const surface = release && client.surface.releases[release.version];
    // Before the page names a release, the client's newest surface tells which names are its types.
    const types = new Set(Object.keys((surface ?? Object.values(client.surface.releases).at(-1)!).types));
    const scope = blockScope(client.language, block.code, page, types);
    const uses = parsed.trees.flatMap((tree) => read(tree, scope));
    if (uses.length === 0 && !importsClient(client.language, block.code)) continue;
    if (!release || !surface) {
      if (!pins.has(client.language) && !unnamed.has(client.language)) unnamed.set(client.language, block);
      continue;
    }
    result.release = {client: client.language, version: release.version};
    const releaseName = `${client.packageName} ${release.version}`;
    for (const problem of [...checkUses(uses, surface, releaseName, release), ...workaroundProblems(block.code, release, releaseName)]) {
      result.surface.push(`${blockName(block)}, line ${problem.line} of the block: ${problem.message}`);
    }
  }
  for (const [language, block] of unnamed) {
    const client = CLIENTS[language]!;
    problems.push(
      `${file}:${block.line}: the ${block.fence} block calls ${client.packageName}, but the page names no release of it: ` +
        `pin it in the page's install step (\`${client.installLine(guideRelease(client))}\`, the release the guide installs)`,
    );
  }
  return {file, source, blocks: results, problems, releases};
}
