/**
 * The samples of the versions of the real Typesense server a registry here
 * ships (REAL_SERVER_VERSIONS: 0.24.x, and 0.23.x whose API it kept), run
 * against that server (scripts/lib/typesense-server.ts): what a stand-in
 * cannot catch, such as a client's defaults that the server refuses.
 *
 * Each language runs on a server of its own, started on an empty data
 * directory, so that the state each sample meets is the one the samples
 * before it left: the Shell samples, then those of each client language whose
 * harness runs here (./harness), every group in page order (the sidebar's
 * pages, each from the top). The harnesses run as they do against the
 * stand-in, with a recording proxy in the stand-in's place (./real-server.ts).
 * A group whose tab in the language has no code gets its Shell request sent
 * in its place, so that the groups after it meet the state the page
 * describes. A sample passes when it ran without an error and the server
 * accepted all it sent; ./real-server-rules.ts is the one place for the groups
 * that cannot run so as they stand (the state they need, the refusals their
 * page shows), each with its reason.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {apiPagesOf} from '../../src/versioning/api-pages';
import {TEST_SERVER} from '../../src/constants';
import {startTypesenseServer, type RunningTypesense} from '../../scripts/lib/typesense-server';
import {collectSamples, type CollectedGroup} from './collect';
import {HARNESSES} from './harness';
import {runShellSamples} from './harness/shell';
import type {SampleUnderTest, StandInEndpoint} from './harness/types';
import {refusalsOf, sendAsAdmin, startRecordingProxy, type Exchange, type Refusal} from './real-server';
import {describeGroup, groupRuleFor, groupsAt, pageOf, prepare, refusalProblem, ruleProblems, type GroupRule} from './real-server-rules';
import {aimedAt, byRelease, FILES_DIR, folders, report, sampleEnvironment, sampleKeys, servedOnly} from './sample-runs';
import {REAL_SERVER_VERSIONS} from './versions';
import {noneInThisRun} from './selection';

const ADMIN_KEY = 'sample-checks-admin-key';

/** `items` in page order: the sidebar's pages of `version`, each from the top. */
function inPageOrder<T>(version: string, items: readonly T[], placeOf: (item: T) => {file: string; line: number}): T[] {
  const rank = new Map(apiPagesOf(version).map((rule, index) => [rule.page, index]));
  const pageRank = (file: string) => {
    const place = rank.get(pageOf(file));
    if (place === undefined) throw new Error(`${file} is not a page of the ${version} sidebar (src/versioning/api-pages.ts).`);
    return place;
  };
  return [...items].sort((a, b) => pageRank(placeOf(a).file) - pageRank(placeOf(b).file) || placeOf(a).line - placeOf(b).line);
}

const describeRefusals = (refusals: readonly Refusal[]) => refusals.map(({where, status, message}) => `${where}: ${status} ${message}`).join('\n');

/** What a sample did against the real server: undefined when it passed, else why not. */
function problemOf(exchanges: readonly Exchange[], failure: string | undefined, rule: GroupRule | undefined): string | undefined {
  if (rule?.kind === 'refused') {
    return refusalProblem(rule, exchanges, failure);
  }
  const refusals = exchanges.flatMap(refusalsOf);
  return refusals.length > 0 ? describeRefusals(refusals) : failure;
}

/**
 * Keeps the server's state in page order for one language's run: before a
 * group's first request, the Shell request of each earlier group whose tab
 * in this language has no code, then the group's own preparation. Returns
 * the callback for the proxy, and what it sent in place of missing tabs.
 */
function stateKeeper(version: string, groups: readonly CollectedGroup[], withSample: ReadonlySet<CollectedGroup>, server: RunningTypesense, filesDir: string) {
  const sequence = inPageOrder(
    version,
    groups.filter((group) => group.request),
    (group) => group,
  );
  const stoodIn: CollectedGroup[] = [];
  let next = 0;
  const reach = async (group: CollectedGroup) => {
    const at = sequence.indexOf(group);
    for (; next < at; next += 1) {
      const skipped = sequence[next]!;
      if (withSample.has(skipped)) continue;
      const rule = groupRuleFor(skipped, version, groups);
      if (rule?.kind === 'prepare') await prepare(rule, groups, server, filesDir);
      const refused = (await sendAsAdmin(server, skipped.request!, filesDir)).filter(
        ({status, message}) => !(rule?.kind === 'refused' && status === rule.status && rule.message.test(message)),
      );
      if (refused.length > 0) {
        throw new Error(`The Shell request of ${describeGroup(skipped)}, sent in place of its tab without code, was refused:\n${describeRefusals(refused)}`);
      }
      stoodIn.push(skipped);
    }
    next = Math.max(next, at + 1);
    const rule = groupRuleFor(group, version, groups);
    if (rule?.kind === 'prepare') await prepare(rule, groups, server, filesDir);
  };
  return {reach, stoodIn};
}

type LanguageRun = {
  language: string;
  samples: SampleUnderTest[];
  run(endpoint: StandInEndpoint, onShellSample: (key: string) => void): Promise<Map<string, string>>;
};

/** What a language's run against the server left: the problems by the sample's index in the run, and what the log says. */
type RunOutcome = {problems: Map<number, string>; refusedAsShown: number; silent: number; stoodIn: string[]};

/**
 * What a language's run of a version depends on: its samples in page order
 * (release, code and the request they are held to), and the groups in page
 * order as the run meets them: the Shell request of each, whether the language
 * has a sample of it (otherwise that request is sent in its place), the rule
 * that applies to it and the requests its preparation sends. Two versions with
 * the same fingerprint (a patch release whose pages changed in prose, or in
 * the samples of other languages) send the same requests in the same order:
 * they run once, and each reports on its own samples.
 */
function runFingerprint(version: string, run: LanguageRun, groups: readonly CollectedGroup[]): string {
  const withSample = new Set(run.samples.map((sample) => `${sample.location.file}:${sample.location.line}`));
  const ordered = inPageOrder(
    version,
    groups.filter((group) => group.request),
    (group) => group,
  );
  return JSON.stringify(
    {
      language: run.language,
      samples: run.samples.map((sample) => [sample.release?.version, sample.code, sample.groupRequest]),
      groups: ordered.map((group) => {
        const rule = groupRuleFor(group, version, groups);
        const preparation = rule?.kind === 'prepare' ? rule.steps.map((step) => ('sameAs' in step ? groupsAt(step.sameAs, groups)[0]?.request : step)) : undefined;
        return [group.request, withSample.has(`${group.file}:${group.line}`), rule && {...rule, versions: undefined}, preparation];
      }),
    },
    (_key, value: unknown) => (value instanceof RegExp ? String(value) : value),
  );
}

/** The outcome of each distinct run (runFingerprint), and the version that ran it. */
const outcomes = new Map<string, {version: string; result: Promise<RunOutcome>}>();

/** Runs one language's samples of `version` in page order on a server of their own. */
async function runOnServer(
  version: string,
  languageRun: LanguageRun,
  groups: readonly CollectedGroup[],
  keys: ReadonlyMap<string, string>,
  environment: Record<string, string>,
): Promise<RunOutcome> {
  const groupOf = new Map<string, CollectedGroup>(groups.map((group) => [`${group.file}:${group.line}`, group]));
  const group = (sample: SampleUnderTest) => groupOf.get(`${sample.location.file}:${sample.location.line}`)!;
  const server = await startTypesenseServer(ADMIN_KEY);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-files-'));
  fs.cpSync(FILES_DIR, filesDir, {recursive: true});
  const byKey = new Map(languageRun.samples.map((sample) => [keys.get(sample.id)!, sample]));
  const state = stateKeeper(version, groups, new Set(languageRun.samples.map(group)), server, filesDir);
  // What could not be prepared for a sample, by sample id: the sample then meets a state its page does not describe.
  const unprepared = new Map<string, string>();
  const proxy = await startRecordingProxy(server, new Set(keys.values()), async (key) => {
    const sample = byKey.get(key);
    if (!sample) return;
    try {
      await state.reach(group(sample));
    } catch (error) {
      unprepared.set(sample.id, (error as Error).message);
      throw error;
    }
  });
  try {
    const endpoint: StandInEndpoint = {
      host: '127.0.0.1',
      port: proxy.port,
      protocol: 'http',
      apiKeyFor: (id) => keys.get(id) ?? 'unknown-sample',
      filesDir,
      environment: {...environment, TYPESENSE_HOST: `http://127.0.0.1:${proxy.port}`},
    };
    const failures = await languageRun.run(endpoint, (key) => (proxy.keyless = key));
    const problems = new Map<number, string>();
    let refusedAsShown = 0;
    let silent = 0;
    languageRun.samples.forEach((sample, index) => {
      const exchanges = proxy.exchanges.get(keys.get(sample.id)!) ?? [];
      const rule = groupRuleFor(group(sample), version, groups);
      const problem = unprepared.get(sample.id) ?? problemOf(exchanges, failures.get(sample.id), rule);
      if (problem) problems.set(index, problem);
      else if (rule?.kind === 'refused') refusedAsShown += 1;
      if (exchanges.length === 0 && !failures.has(sample.id)) silent += 1;
    });
    return {problems, refusedAsShown, silent, stoodIn: state.stoodIn.map(describeGroup)};
  } finally {
    await proxy.close();
    await server.stop();
    fs.rmSync(filesDir, {recursive: true, force: true});
  }
}

(REAL_SERVER_VERSIONS.length > 0 ? describe.each(REAL_SERVER_VERSIONS) : noneInThisRun(`version run against Typesense ${TEST_SERVER.version}`))(`%s samples run in page order against Typesense ${TEST_SERVER.version}`, (version) => {
  const {groups, samples} = collectSamples([version]);
  // A group whose Shell sample is not one curl call has no request to hold its samples to (a client's set-up, a key computed locally).
  const runnable = inPageOrder(
    version,
    samples.filter((sample) => sample.groupRequest),
    (sample) => sample.location,
  );
  const keys = sampleKeys(runnable);
  const environment = sampleEnvironment(groups);
  const notRun = groups.filter((candidate) => !candidate.request);
  console.log(
    `${version}: ${notRun.length} group(s) not run against Typesense ${TEST_SERVER.version}, their Shell sample not one request: ` +
      notRun.map(describeGroup).join(', '),
  );

  const shell = runnable.filter((sample) => sample.language === 'shell');
  const runs: LanguageRun[] = [
    {language: 'shell', samples: shell, run: (endpoint, onShellSample) => runShellSamples(shell.map((sample) => aimedAt(sample, endpoint.port)), endpoint, onShellSample)},
    ...Object.values(HARNESSES).map((harness): LanguageRun => {
      const ofLanguage = servedOnly(
        harness,
        runnable.filter((sample) => sample.language === harness.language && sample.release),
        `run against Typesense ${TEST_SERVER.version}`,
      );
      return {
        language: harness.language,
        samples: ofLanguage,
        async run(endpoint) {
          const harnessFolders = folders(harness.language);
          try {
            const failures = new Map<string, string>();
            for (const {release, samples: ofRelease} of byRelease(ofLanguage.map((sample) => aimedAt(sample, endpoint.port))).values()) {
              for (const [id, output] of await harness.run(release, ofRelease, harnessFolders, endpoint)) failures.set(id, output);
            }
            return failures;
          } finally {
            fs.rmSync(harnessFolders.workDir, {recursive: true, force: true});
          }
        },
      };
    }),
  ];
  for (const run of runs.filter((candidate) => candidate.samples.length === 0)) {
    console.log(`${version}: no ${run.language} samples (no release of the ${run.language} client documents ${version}), none run against Typesense ${TEST_SERVER.version}.`);
  }

  test('the rules of the groups that cannot run as they stand name groups of this version', () => {
    expect(ruleProblems(version, groups)).toEqual([]);
  });

  const languageRuns = runs.filter((run) => run.samples.length > 0).map((run) => [run.language, run] as const);
  (languageRuns.length > 0 ? test.each(languageRuns) : noneInThisRun('language with samples'))('%s samples', async (language, languageRun) => {
    const fingerprint = runFingerprint(version, languageRun, groups);
    let outcome = outcomes.get(fingerprint);
    const earlier = outcome?.version;
    if (!outcome) {
      outcome = {version, result: runOnServer(version, languageRun, groups, keys, environment)};
      outcomes.set(fingerprint, outcome);
    }
    const {problems: byIndex, refusedAsShown, silent, stoodIn} = await outcome.result;
    const problems = new Map([...byIndex].map(([index, problem]) => [languageRun.samples[index]!.id, problem]));
    console.log(
      `${version} ${language} against Typesense ${TEST_SERVER.version}: ${languageRun.samples.length} group(s) run, ` +
        `${languageRun.samples.length - problems.size} passed (${refusedAsShown} of them refused as their page shows), ${problems.size} failed; ` +
        `${silent} sent no request; ${stoodIn.length} group(s) whose tab has no code got the Shell request in its place` +
        (stoodIn.length > 0 ? ` (${stoodIn.join(', ')})` : '') +
        (earlier ? `; the same run as ${earlier}'s (the same samples, groups and rules in the same order), which ran once for both` : '') +
        '.',
    );
    if (problems.size > 0) {
      throw new Error(`${version} ${language} samples that Typesense ${TEST_SERVER.version} refused or that failed, in page order, ${report(problems, 80)}`);
    }
  });
});
