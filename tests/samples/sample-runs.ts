/**
 * What the checks that run samples share, against the stand-in
 * (./clients.test.ts) or the real server (./real-server.test.ts): the
 * harnesses' folders, the samples of each client release, which releases a
 * registry here serves, the key each sample's client sends, and the report.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {SampleRequest} from '../../code-samples/request/request';
import type {RecordedRequest} from './stand-in';
import type {ClientRelease} from '../../code-samples/clients/types';
import type {CollectedGroup} from './collect';
import type {SampleHarness, SampleUnderTest} from './harness/types';

/** Files the samples read (books.jsonl…): copy them to a fresh folder, which runs use as their working directory. */
export const FILES_DIR = path.join(__dirname, 'files');

/** A harness's cache folder (kept between runs, CODE_SAMPLES_CACHE) and a fresh work folder in it. */
export {folders} from './harness';

/**
 * Whether the sample's group addresses a Typesense Cloud host over https
 * (the Search Delivery Network's set-up): the plain-HTTP stand-in cannot be
 * that host, so the sample is held to its group's requests through its
 * client's surface and request facts instead (./samples.test.ts).
 */
export function addressesCloudHost(sample: Pick<SampleUnderTest, 'groupRequest' | 'groupRequests'>): boolean {
  return [sample.groupRequest, ...(sample.groupRequests ?? [])].some((request) => request?.node?.startsWith('https:'));
}

/** The samples of each client release, in the order given. */
export function byRelease(samples: readonly SampleUnderTest[]): Map<string, {release: ClientRelease; samples: SampleUnderTest[]}> {
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
export function servedOnly(harness: SampleHarness, samples: readonly SampleUnderTest[], what: string): SampleUnderTest[] {
  const skipped = new Map<string, number>();
  const served = samples.filter((sample) => {
    const why = sample.release && harness.notServed?.(sample.release);
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

/** The problems of samples, by id, for an error message: the first lines of each. */
export function report(problems: Map<string, string>, limit = 40): string {
  const lines = [...problems].map(([id, message]) => `${id}\n    ${message.trim().split('\n').slice(0, 6).join('\n    ')}`);
  return `${lines.length} sample(s):\n${lines.slice(0, limit).join('\n')}${lines.length > limit ? `\n… and ${lines.length - limit} more` : ''}`;
}

/** The API key each sample's client sends, by sample id: the server (stand-in or proxy) files its requests under it. */
export function sampleKeys(samples: readonly SampleUnderTest[]): Map<string, string> {
  return new Map(samples.map((sample) => [sample.id, `sample-${crypto.createHash('sha1').update(sample.id).digest('hex').slice(0, 16)}`]));
}

/** The environment variables whose values the groups' bodies send (an LLM provider's key), with stand-in values. */
export function sampleEnvironment(groups: readonly CollectedGroup[]): Record<string, string> {
  return Object.fromEntries(
    [...new Set(groups.flatMap((group) => group.request?.environment ?? []))].map((name) => [name, `stand-in-${name.toLowerCase()}`]),
  );
}

/**
 * A sample that makes a client of its own, for the local node of the API
 * Clients page (`localhost:8108`) or for one node of a cluster
 * (`http://10.0.1.12:8108`), runs against the local server (the stand-in or
 * the proxy of the real one) at `port` in that node's place.
 */
export function aimedAt(sample: SampleUnderTest, port: number): SampleUnderTest {
  const node = new URL(sample.groupRequest?.node ?? sample.groupRequests?.find((request) => request.node)?.node ?? 'http://localhost:8108');
  const code = sample.code
    .replaceAll(node.origin, `http://127.0.0.1:${port}`)
    .replaceAll(node.hostname, '127.0.0.1')
    .replace(new RegExp(`\\b${node.port || '80'}\\b`, 'g'), String(port));
  return {...sample, code};
}

/**
 * A request of a Shell sample as the stand-in would record it, for a group
 * whose Shell sample is several curl calls (its requests are read, not run:
 * its exports set the connection that the harness sets itself). A body file
 * is read from `filesDir`.
 */
export function asRecorded(request: SampleRequest, filesDir: string): RecordedRequest {
  const body = request.body;
  const text =
    body === undefined
      ? ''
      : body.kind === 'json'
        ? JSON.stringify(body.value)
        : body.kind === 'jsonl'
          ? body.values.map((value) => JSON.stringify(value)).join('\n')
          : body.kind === 'text'
            ? body.text
            : fs.readFileSync(path.join(filesDir, body.file), 'utf8');
  return {method: request.method, path: request.path, query: request.query.map(([name, value]) => [name, value]), body: text, contentType: request.contentType};
}
