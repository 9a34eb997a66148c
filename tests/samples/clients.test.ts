/**
 * The samples of the client languages whose registries this machine reaches
 * (npm, PyPI, the Go module proxy, Maven Central), against the real clients:
 *
 * - every sample compiles against the client release its version documents;
 * - the samples of the run versions run against the stand-in server, and each
 *   sends the same request (method, path, query, body) as the Shell sample of
 *   its group, which runs too: the tabs of an operation provably do one thing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {ClientLanguage, ClientRelease} from '../../code-samples/clients/types';
import {collectSamples, SITE_DIR} from './collect';
import {requestDifferences} from './compare';
import {HARNESSES} from './harness';
import {runShellSamples} from './harness/shell';
import type {HarnessFolders, SampleHarness, SampleUnderTest, StandInEndpoint} from './harness/types';
import {startSampleStandIn, type SampleStandIn} from './stand-in';
import {openApiVersionFor} from '../../code-samples/openapi';
import {COMPILED_VERSIONS, RUN_VERSIONS} from './versions';


const CACHE_DIR = path.join(SITE_DIR, 'node_modules/.cache/code-samples');
const FILES_DIR = path.join(__dirname, 'files');

function folders(language: ClientLanguage): HarnessFolders {
  const cacheDir = path.join(CACHE_DIR, language);
  fs.mkdirSync(cacheDir, {recursive: true});
  return {cacheDir, workDir: fs.mkdtempSync(path.join(cacheDir, 'work-'))};
}

function byRelease(samples: readonly SampleUnderTest[]): Map<string, {release: ClientRelease; samples: SampleUnderTest[]}> {
  const groups = new Map<string, {release: ClientRelease; samples: SampleUnderTest[]}>();
  for (const sample of samples) {
    const key = sample.release!.version;
    const group = groups.get(key) ?? {release: sample.release!, samples: []};
    group.samples.push(sample);
    groups.set(key, group);
  }
  return groups;
}

/**
 * The samples whose release the harness's registry serves here; those of
 * other releases are held to the surface check alone, and the log says how many.
 */
function servedOnly(harness: SampleHarness, samples: readonly SampleUnderTest[], what: string): SampleUnderTest[] {
  const skipped = new Map<string, number>();
  const served = samples.filter((sample) => {
    const why = sample.release && harness.notServed?.(sample.release, sample);
    if (why) {
      skipped.set(why, (skipped.get(why) ?? 0) + 1);
    }
    return !why;
  });
  for (const [why, count] of skipped) {
    console.log(`${why}: ${count} ${harness.language} sample(s) not ${what}, checked against the release's surface only.`);
  }
  return served;
}

function report(problems: Map<string, string>, limit = 40): string {
  const lines = [...problems].map(([id, message]) => `${id}\n    ${message.trim().split('\n').slice(0, 6).join('\n    ')}`);
  return `${lines.length} sample(s):\n${lines.slice(0, limit).join('\n')}${lines.length > limit ? `\n… and ${lines.length - limit} more` : ''}`;
}

const compiled = collectSamples(COMPILED_VERSIONS).samples;

describe.each(Object.values(HARNESSES))('$language samples', (harness) => {
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
      // The same code is compiled once per release (the working copy repeats the latest version).
      const unique = [...new Map(ofRelease.map((sample) => [sample.code, sample])).values()];
      const failures = await harness.compile(release, unique, folders(harness.language));
      for (const sample of ofRelease) {
        const twin = unique.find((candidate) => candidate.code === sample.code)!;
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

/**
 * A sample that makes a client of its own, for the local node of the API
 * Clients page (`localhost:8108`) or for one node of a cluster
 * (`http://10.0.1.12:8108`), runs against the stand-in in that node's place.
 */
function aimedAtStandIn(sample: SampleUnderTest, port: number): SampleUnderTest {
  const node = new URL(sample.groupRequest?.node ?? 'http://localhost:8108');
  const code = sample.code
    .replaceAll(node.origin, `http://127.0.0.1:${port}`)
    .replaceAll(node.hostname, '127.0.0.1')
    .replace(new RegExp(`\\b${node.port || '80'}\\b`, 'g'), String(port));
  return {...sample, code};
}

describe.each(RUN_VERSIONS)('%s samples run against the stand-in', (version) => {
  let standIn: SampleStandIn;
  let endpoint: StandInEndpoint;
  let filesDir: string;
  const {groups, samples} = collectSamples([version]);
  const runnable = samples.filter((sample) => sample.groupRequest);
  const keys = new Map(runnable.map((sample) => [sample.id, `sample-${crypto.createHash('sha1').update(sample.id).digest('hex').slice(0, 16)}`]));
  const environment = Object.fromEntries(
    [...new Set(groups.flatMap((group) => group.request?.environment ?? []))].map((name) => [name, `stand-in-${name.toLowerCase()}`]),
  );

  beforeAll(async () => {
    standIn = await startSampleStandIn(openApiVersionFor(version));
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-files-'));
    fs.cpSync(FILES_DIR, filesDir, {recursive: true});
    endpoint = {
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
      apiKeyFor: (id) => keys.get(id) ?? 'unknown-sample',
      filesDir,
      // Samples written by hand may read the connection settings of the API Clients page.
      environment: {...environment, TYPESENSE_HOST: `http://127.0.0.1:${standIn.port}`},
    };
    const shell = runnable.filter((sample) => sample.language === 'shell').map((sample) => aimedAtStandIn(sample, standIn.port));
    const failures = await runShellSamples(shell, endpoint, (key) => (standIn.keyless = key));
    standIn.keyless = '';
    if (failures.size > 0) {
      throw new Error(`Shell samples that failed against the stand-in, ${report(failures)}`);
    }
  });

  afterAll(async () => {
    await standIn?.close();
    fs.rmSync(filesDir, {recursive: true, force: true});
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

  test.each(Object.values(HARNESSES).map((harness) => [harness.language, harness] as const))(
    '%s samples send the request of their Shell sample',
    async (_language, harness) => {
      const ofLanguage = servedOnly(
        harness,
        runnable.filter((sample) => sample.language === harness.language),
        `run against the ${version} stand-in`,
      ).map((sample) => aimedAtStandIn(sample, standIn.port));
      const failures = new Map<string, string>();
      for (const {release, samples: ofRelease} of byRelease(ofLanguage).values()) {
        for (const [id, output] of await harness.run(release, ofRelease, folders(harness.language), endpoint)) {
          failures.set(id, output);
        }
      }
      const problems = new Map<string, string>();
      for (const sample of ofLanguage) {
        const shellId = `${sample.location.file}:${sample.location.line}:shell`;
        const [expected] = standIn.requests.get(endpoint.apiKeyFor(shellId)) ?? [];
        const sent = standIn.requests.get(endpoint.apiKeyFor(sample.id)) ?? [];
        if (!expected) {
          continue;
        }
        if (sent.length !== 1) {
          const failure = failures.get(sample.id);
          problems.set(sample.id, `sent ${sent.length} requests${failure ? `; the sample failed: ${failure}` : ''}`);
          continue;
        }
        const differences = requestDifferences(expected, sent[0]!);
        if (differences.length > 0) {
          problems.set(sample.id, differences.join('\n'));
        }
      }
      if (problems.size > 0) {
        throw new Error(`Samples that do not send the request of their Shell sample, ${report(problems)}`);
      }
    },
  );
});
