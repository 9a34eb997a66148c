/**
 * The samples of the client languages whose registries this machine reaches
 * (npm, PyPI, the Go module proxy, Maven Central), against the real clients:
 *
 * - every sample compiles against the client release its version documents;
 * - the samples of the run versions run against the stand-in server, and each
 *   sends the same request (method, path, query, body) as the Shell sample of
 *   its group, which runs too: the tabs of an operation provably do one thing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {collectSamples} from './collect';
import {requestDifferences} from './compare';
import {HARNESSES} from './harness';
import {runShellSamples} from './harness/shell';
import type {SampleHarness, SampleUnderTest, StandInEndpoint} from './harness/types';
import {startSampleStandIn, type RecordedRequest, type SampleStandIn} from './stand-in';
import {openApiVersionFor} from '../../code-samples/openapi';
import {COMPILED_VERSIONS, RUN_VERSIONS} from './versions';
import {noneInThisRun} from './selection';
import {addressesCloudHost, aimedAt, asRecorded, byRelease, FILES_DIR, folders, report, sampleEnvironment, sampleKeys, servedOnly} from './sample-runs';

const compiled = collectSamples(COMPILED_VERSIONS).samples;

(Object.values(HARNESSES).length > 0 ? describe.each(Object.values(HARNESSES)) : noneInThisRun('language with a harness'))('$language samples', (harness) => {
  test('compile against the client release of their version', async () => {
    // A sample whose version no release of its client documents is the coverage check's to report.
    const samples = servedOnly(
      harness,
      compiled.filter((sample) => sample.language === harness.language && sample.release),
      'compiled',
    );
    expect(samples.length).toBeGreaterThan(0);
    const problems = new Map<string, string>();
    for (const {release, samples: ofRelease} of byRelease(samples).values()) {
      // The same code is compiled once per release and context (the working copy repeats the latest version).
      const key = (sample: (typeof ofRelease)[number]) => JSON.stringify([sample.code, harness.compileContext?.(sample) ?? '']);
      const unique = new Map(ofRelease.map((sample) => [key(sample), sample]));
      const failures = await harness.compile(release, [...unique.values()], folders(harness.language));
      for (const sample of ofRelease) {
        const twin = unique.get(key(sample))!;
        const failure = failures.get(twin.id);
        if (failure) {
          problems.set(sample.id, `${release.version}: ${failure}`);
        }
      }
    }
    if (problems.size > 0) {
      throw new Error(`Samples that do not compile against their client release, ${report(problems)}`);
    }
  });
});

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/** The samples of one run version: those each test of the version checks. */
type VersionUnderRun = {
  version: string;
  /** Samples whose group's Shell sample is one curl call: each sends that request. */
  runnable: SampleUnderTest[];
  /**
   * Written samples of groups whose Shell sample is several curl calls (the API
   * Clients page's set-up): held to those requests in order. A group that
   * addresses a Typesense Cloud host (https) cannot reach the plain-HTTP
   * stand-in; the log says how many such samples are left to the surface check.
   */
  sequenced: SampleUnderTest[];
  overHttps: SampleUnderTest[];
  environment: Record<string, string>;
};

const underRun: VersionUnderRun[] = RUN_VERSIONS.map((version) => {
  const {groups, samples} = collectSamples([version]);
  const [overHttps, sequenced] = partition(
    samples.filter((sample) => sample.groupRequests && sample.language !== 'shell'),
    addressesCloudHost,
  );
  return {version, runnable: samples.filter((sample) => sample.groupRequest), sequenced, overHttps, environment: sampleEnvironment(groups)};
});
const keys = sampleKeys(underRun.flatMap(({runnable, sequenced}) => [...runnable, ...sequenced]));
/** The OpenAPI description each sample's requests are checked and answered with: that of its own version. */
const descriptionOfKey = new Map(
  underRun.flatMap(({runnable, sequenced}) => [...runnable, ...sequenced].map((sample) => [keys.get(sample.id)!, openApiVersionFor(sample.serverVersion)] as const)),
);

/**
 * One stand-in for every run version: it answers each sample with the
 * description of the sample's version (by the key its client sends), so that
 * samples repeated across versions run once (runOnce).
 */
let standIn: SampleStandIn;
let endpoint: StandInEndpoint;
let filesDir: string;

beforeAll(async () => {
  standIn = await startSampleStandIn((key) => descriptionOfKey.get(key) ?? openApiVersionFor('current'));
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-files-'));
  fs.cpSync(FILES_DIR, filesDir, {recursive: true});
  endpoint = {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
    apiKeyFor: (id) => keys.get(id) ?? 'unknown-sample',
    filesDir,
    // Samples written by hand may read the connection settings of the API Clients page. The values of the
    // environment are the same in every version (sampleEnvironment), so the versions' sets merge.
    environment: {...Object.assign({}, ...underRun.map((run) => run.environment)), TYPESENSE_HOST: `http://127.0.0.1:${standIn.port}`},
  };
});

afterAll(async () => {
  await standIn?.close();
  if (filesDir) fs.rmSync(filesDir, {recursive: true, force: true});
});

/** What a run of a sample left: the requests the stand-in recorded under its key, and its failure, if it failed. */
type SampleRun = {sent: RecordedRequest[]; failure?: string};

/**
 * Runs each distinct sample of a language once per client release and
 * description: samples of several versions with the same code (as aimed at the
 * stand-in), release, description and compile context (Java's set-up imports)
 * run as one, and every place that uses the sample gets that run's result.
 */
const runs = new Map<string, Promise<Map<string, SampleRun>>>();
function runOnce(harness: SampleHarness): Promise<Map<string, SampleRun>> {
  let run = runs.get(harness.language);
  if (!run) {
    run = (async () => {
      const samples = underRun
        .flatMap(({runnable, sequenced}) => [...runnable, ...sequenced])
        .filter((sample) => sample.language === harness.language && (!sample.release || !harness.notServed?.(sample.release)))
        .map((sample) => aimedAt(sample, standIn.port));
      const classOf = (sample: SampleUnderTest) =>
        JSON.stringify([sample.release?.version, openApiVersionFor(sample.serverVersion), harness.compileContext?.(sample) ?? '', sample.code]);
      const representatives = new Map<string, SampleUnderTest>();
      for (const sample of samples) {
        if (!representatives.has(classOf(sample))) representatives.set(classOf(sample), sample);
      }
      const failures = new Map<string, string>();
      for (const {release, samples: ofRelease} of byRelease([...representatives.values()]).values()) {
        for (const [id, output] of await harness.run(release, ofRelease, folders(harness.language), endpoint)) {
          failures.set(id, output);
        }
      }
      console.log(`${harness.language}: ${samples.length} samples of ${RUN_VERSIONS.join(', ')} run as ${representatives.size} distinct ones (per client release and description).`);
      return new Map(
        samples.map((sample) => {
          const twin = representatives.get(classOf(sample))!;
          return [sample.id, {sent: standIn.requests.get(endpoint.apiKeyFor(twin.id)) ?? [], failure: failures.get(twin.id)}];
        }),
      );
    })();
    runs.set(harness.language, run);
  }
  return run;
}

(underRun.length > 0 ? describe.each(underRun) : noneInThisRun('version run against the stand-in'))('$version samples run against the stand-in', ({version, runnable, sequenced, overHttps}) => {
  beforeAll(async () => {
    const shell = runnable.filter((sample) => sample.language === 'shell').map((sample) => aimedAt(sample, standIn.port));
    const failures = await runShellSamples(shell, endpoint, (key) => (standIn.keyless = key));
    standIn.keyless = '';
    if (failures.size > 0) {
      throw new Error(`Shell samples that failed against the stand-in, ${report(failures)}`);
    }
  });

  test('every Shell sample sends one request that the OpenAPI description of its version accepts', () => {
    const problems = new Map<string, string>();
    for (const sample of runnable.filter((candidate) => candidate.language === 'shell')) {
      const key = endpoint.apiKeyFor(sample.id);
      const sent = standIn.requests.get(key) ?? [];
      if (sent.length !== 1) {
        problems.set(sample.id, `sent ${sent.length} requests`);
      }
      const violations = standIn.violations.get(key);
      if (violations) {
        problems.set(sample.id, violations.join('\n'));
      }
    }
    if (problems.size > 0) {
      throw new Error(`Shell samples, ${report(problems)}`);
    }
  });

  const harnesses = Object.values(HARNESSES).map((harness) => [harness.language, harness] as const);
  (harnesses.length > 0 ? test.each(harnesses) : noneInThisRun('language with a harness'))(
    '%s samples send the request of their Shell sample',
    async (_language, harness) => {
      const ofLanguage = servedOnly(
        harness,
        [...runnable, ...sequenced].filter((sample) => sample.language === harness.language),
        `run against the ${version} stand-in`,
      );
      const results = await runOnce(harness);
      const problems = new Map<string, string>();
      const https = overHttps.filter((sample) => sample.language === harness.language).length;
      if (https > 0) {
        console.log(`${version}: ${https} ${harness.language} sample(s) of groups that address a Typesense Cloud host over https not run: held to their group's requests through the release's surface (samples.test.ts).`);
      }
      for (const sample of ofLanguage) {
        const {sent, failure} = results.get(sample.id)!;
        if (sample.groupRequests) {
          const expected = sample.groupRequests.map((request) => asRecorded(request, filesDir));
          const differences =
            sent.length !== expected.length
              ? [`sent ${sent.map((request) => `${request.method} ${request.path}`).join(', ') || 'no request'}; the Shell sample sends ${expected.map((request) => `${request.method} ${request.path}`).join(', then ')}${failure ? `; the sample failed: ${failure}` : ''}`]
              : expected.flatMap((request, index) => requestDifferences(request, sent[index]!, sample.serverVersion).map((difference) => `request ${index + 1}: ${difference}`));
          if (differences.length > 0) {
            problems.set(sample.id, differences.join('\n'));
          }
          continue;
        }
        const shellId = `${sample.location.file}:${sample.location.line}:shell`;
        const [expected] = standIn.requests.get(endpoint.apiKeyFor(shellId)) ?? [];
        if (!expected) {
          continue;
        }
        if (sent.length !== 1) {
          problems.set(sample.id, `sent ${sent.length} requests${failure ? `; the sample failed: ${failure}` : ''}`);
          continue;
        }
        const differences = requestDifferences(expected, sent[0]!, sample.serverVersion);
        // A sample that sent the request and then failed (threw on the answer, as typesense-js's import() throws on a
        // failed line) does not show the reader what the Shell tab shows.
        if (differences.length > 0 || failure) {
          problems.set(sample.id, [...differences, ...(failure ? [`the sample failed after its request: ${failure}`] : [])].join('\n'));
        }
      }
      if (problems.size > 0) {
        throw new Error(`Samples that do not send the request of their Shell sample, ${report(problems)}`);
      }
    },
  );
});
