/**
 * Every code sample of the versions whose samples offer all the languages of
 * their era (src/versioning/sample-languages.ts):
 *
 * - each group has every language of its version's era (the coverage check
 *   that the build also runs, naming file, section and language);
 * - each sample parses in its language (tree-sitter);
 * - each call a client sample makes, each model it builds, exists in the
 *   surface of the client release that its version documents (the release's
 *   sources, as code-samples/clients/<language>/surface.json records them),
 *   is not deprecated in it, and passes no parameter through a call that the
 *   release's known defects say drops or misnames it, and makes no type the
 *   release is known to get wrong (or says so, where the defect allows); the
 *   sample carries the release's workarounds (code-samples/clients/<language>/index.ts);
 * - each tab is code.
 */
import {clientFor, releaseFor} from '../../code-samples/clients';
import {SAMPLE_LANGUAGES} from '../../src/versioning/sample-languages';
import {isAtLeast, isVersionName} from '../../src/versioning/versions';
import {SAMPLE_READERS} from '../../code-samples/clients/readers';
import {formatCoverageProblem} from '../../code-samples/groups';
import {firstSyntaxError, parseSample} from '../../code-samples/parse';
import {checkUses} from '../../code-samples/surface/check';
import {workaroundProblems} from '../../code-samples/clients/workarounds';
import {typeDefectProblems} from '../../code-samples/clients/type-defects';
import {releaseSurfaceOf} from '../../code-samples/surface/load';
import {REQUEST_FACTS} from '../../code-samples/clients/request-facts';
import {parseCurlSequence} from '../../code-samples/request/curl';
import {missingRequests, reachedCalls} from '../../code-samples/surface/requests';
import {collectSamples} from './collect';
import {HARNESSES} from './harness';
import {addressesCloudHost} from './sample-runs';
import type {ClientLanguage} from '../../code-samples/clients/types';
import {COMPILED_VERSIONS} from './versions';
import {SELECTION} from './selection';
import {CLIENTS} from '../../code-samples/clients';
import {apiClientsPageOf} from '../../code-samples/pages';
import {connectionProblems, setUpsOf, type SetUps} from '../../code-samples/connection';
import {GUIDE, SITE_DIR} from './collect';
import fs from 'node:fs';
import path from 'node:path';

const {samples, problems} = collectSamples(COMPILED_VERSIONS);

test('every group offers the languages of its version', () => {
  if (problems.length > 0) {
    throw new Error(`${problems.length} missing sample(s):\n${problems.map(formatCoverageProblem).join('\n')}`);
  }
});

test('every sample parses in its language', async () => {
  const failures: string[] = [];
  for (const sample of samples) {
    const error = firstSyntaxError(await parseSample(sample.language, sample.code));
    if (error) {
      failures.push(`${sample.id}, line ${error.line} of the sample: ${error.text}`);
    }
  }
  expect(failures).toEqual([]);
});

test('every client call of a sample exists in its client release', async () => {
  const failures: string[] = [];
  for (const sample of samples) {
    const client = clientFor(sample.language);
    const read = SAMPLE_READERS[client?.language ?? 'javascript'];
    if (!client || !sample.release) {
      continue;
    }
    if (!read) {
      failures.push(`${sample.id}: code-samples/clients/readers.ts has no reader for ${client.language}`);
      continue;
    }
    const uses = read(await parseSample(sample.language, sample.code));
    const surface = releaseSurfaceOf(client.surface, sample.release);
    const releaseName = `${client.packageName} ${sample.release.version}`;
    // Calls it lacks, deprecated calls, parameters through a call known to drop them, types it gets wrong; the release's workarounds.
    for (const problem of [
      ...checkUses(uses, surface, releaseName, sample.release),
      ...typeDefectProblems(uses, sample.code, sample.release, releaseName),
      ...workaroundProblems(sample.code, sample.release, releaseName),
    ]) {
      failures.push(`${sample.id}, line ${problem.line} of the sample: ${problem.message}`);
    }
  }
  expect(failures).toEqual([]);
});

/**
 * Each written sample that cannot run here (a client no registry here serves,
 * or a group addressed to a Typesense Cloud host over https) reaches
 * calls that send its group's requests, in the order of the Shell sample: the
 * method and path of each, as the client's request facts say its calls send
 * them. A group whose Shell sample is more than curl calls and exports (a
 * loop, a scoped key computed in the shell) has no request list to hold them
 * to; the log says how many.
 */
test('every written sample of a client that cannot run here reaches calls that send its group\'s requests', async () => {
  const {groups} = collectSamples(COMPILED_VERSIONS);
  const requestsOf = new Map(
    groups.map((group) => {
      const shell = group.blocks.find((block) => block.kind === 'code' && block.language === 'shell');
      return [`${group.file}:${group.line}`, shell?.kind === 'code' ? parseCurlSequence(shell.code) : undefined] as const;
    }),
  );
  const failures: string[] = [];
  const checked = new Map<string, number>();
  let unread = 0;
  for (const sample of samples) {
    const client = clientFor(sample.language);
    // The samples that run here are held to what they send by the stand-in (clients.test.ts), but for groups it cannot serve.
    const runsHere = Boolean(HARNESSES[sample.language as ClientLanguage]) && !addressesCloudHost(sample);
    if (!client || runsHere || !sample.release || sample.origin !== 'written') {
      continue;
    }
    const facts = REQUEST_FACTS[client.language];
    const requests = requestsOf.get(`${sample.location.file}:${sample.location.line}`);
    if (!requests?.ok) {
      unread += 1;
      continue;
    }
    checked.set(client.language, (checked.get(client.language) ?? 0) + 1);
    const uses = SAMPLE_READERS[client.language]!(await parseSample(sample.language, sample.code));
    const missing = missingRequests(reachedCalls(uses, releaseSurfaceOf(client.surface, sample.release), facts), requests.requests);
    if (missing) {
      failures.push(`${sample.id}: ${missing}`);
    }
  }
  console.log(
    `Written samples held to their group's requests through the surface: ${[...checked].map(([language, count]) => `${language} ${count}`).join(', ')}; ${unread} in groups whose Shell sample is not curl calls.`,
  );
  expect(failures).toEqual([]);
});

/**
 * Every version: each tab is code. Where a client release has no call for a
 * request, its tab sends it with the client's public low-level API, or else
 * with the language's standard HTTP client; a tab that only says the release
 * has no call (rendered, or written as a block marked `unavailable`) fails,
 * with what it says.
 */
test('every tab of every version is code', () => {
  const {groups} = collectSamples(COMPILED_VERSIONS);
  const withoutCode = groups.flatMap((group) =>
    group.blocks.flatMap((block) => (block.kind === 'unavailable' ? [`${group.file}:${group.line} (${group.serverVersion}, ${block.language}): ${block.sentence}`] : [])),
  );
  console.log(`Tabs without code, in every version, the working copy and the guide: ${withoutCode.length}`);
  expect(withoutCode).toEqual([]);
});

/**
 * The versions since the old site (29.1 on): every group offers all nine
 * languages, each tab is code or names what its release lacks, and each
 * language is held to a named client release. The table is printed for the
 * record (the maintainers' note on a new version quotes it).
 */
test('every group of 29.1 and later offers all nine languages, each against a named client release', () => {
  const {groups} = collectSamples(COMPILED_VERSIONS.filter((version) => isVersionName(version) && isAtLeast(version, '29.1')));
  // All of them, but in a targeted run (./selection.ts).
  if (!SELECTION.versions) {
    expect(groups.length).toBeGreaterThan(400);
  }
  const rows = new Map<string, {release: string; code: number; unavailable: number}>();
  const incomplete: string[] = [];
  for (const group of groups) {
    const languages = new Set(group.blocks.map((block) => block.language));
    const lacking = SAMPLE_LANGUAGES.filter((language) => !languages.has(language));
    if (lacking.length > 0) {
      incomplete.push(`${group.file}:${group.line}: no ${lacking.join(', ')}`);
    }
    for (const block of group.blocks) {
      const client = clientFor(block.language);
      const key = `${group.serverVersion}\t${block.language}`;
      const row = rows.get(key) ?? {release: client ? `${client.packageName} ${releaseFor(client, group.serverVersion).version}` : 'curl', code: 0, unavailable: 0};
      row[block.kind === 'code' ? 'code' : 'unavailable'] += 1;
      rows.set(key, row);
    }
  }
  console.log(
    `Samples of 29.1 and later, by version and language (code tabs / tabs that name what the release lacks):\n${[...rows]
      .map(([key, row]) => `${key}\t${row.release}\t${row.code}\t${row.unavailable}`)
      .join('\n')}`,
  );
  expect(incomplete).toEqual([]);
  for (const [key, row] of rows) {
    expect(`${key}: ${row.release}`).toMatch(/: (curl|\S+ \d+\.\d+\.\d+\S*)$/);
  }
});

/**
 * Every version: a sample sends where the set-up of its language sends, with
 * its key. It reads no environment variable that the API Clients set-up of
 * its language and version does not read (but those its group's Shell sample
 * reads beyond the Shell set-up, such as `SCOPED_SEARCH_KEY`), and names no
 * host that its group's Shell sample does not name (but the set-up's, where
 * it makes a client of its own, as the set-up does); the API Clients page is
 * the set-up itself (code-samples/connection.ts).
 */
test('every sample names only the host and key that its set-up defines', () => {
  const {groups} = collectSamples(COMPILED_VERSIONS.filter((version) => version !== GUIDE));
  const fences = Object.fromEntries(Object.values(CLIENTS).flatMap((client) => (client ? [[client.language, client.fence]] : [])));
  const setUps = new Map<string, SetUps>();
  const failures: string[] = [];
  const unheld = new Map<string, number>();
  for (const group of groups) {
    const page = apiClientsPageOf(group.serverVersion);
    if (group.file === page) continue;
    let setUp = setUps.get(page);
    if (!setUp) {
      setUp = setUpsOf(fs.readFileSync(path.join(SITE_DIR, page), 'utf8'), page, fences);
      setUps.set(page, setUp);
    }
    const shell = group.blocks.find((block) => block.kind === 'code' && block.language === 'shell');
    for (const block of group.blocks) {
      const client = clientFor(block.language);
      if (!client || block.kind !== 'code') continue;
      const problems = connectionProblems(client.language, block.code, shell?.kind === 'code' ? shell.code : undefined, setUp);
      if (!problems) {
        // A language before its era on the page (its version's API Clients page has no set-up of it).
        unheld.set(block.language, (unheld.get(block.language) ?? 0) + 1);
        continue;
      }
      for (const problem of problems) {
        failures.push(`${group.file}:${group.line} (${group.serverVersion}, ${block.language}, ${block.origin}): ${problem}`);
      }
    }
  }
  console.log(
    `Samples in a language that their version's API Clients page has no set-up of: ${[...unheld].map(([language, count]) => `${language} ${count}`).join(', ') || 'none'}.`,
  );
  expect(failures).toEqual([]);
});
