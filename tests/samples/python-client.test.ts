/**
 * What the Python check and renderer do for the oldest releases of
 * typesense-python, against the real client installed from PyPI:
 *
 * - a sample is held to the oldest Python its client release runs on
 *   (ClientRelease.runsOn). The defect this catches: 29.0's image-search.md
 *   `#index-documents-with-images` stripped a file extension with
 *   `str.removesuffix`, which Python 3.9 added, on the pages of typesense
 *   1.1.1, which runs on 3.8;
 * - where a release has no call for a request and its low-level api_call
 *   cannot send it either, the tab sends it with the requests package
 *   (code-samples/clients/python/standard-http.ts): the versions these tabs
 *   appear in are compiled, not run, so this runs them against the stand-in
 *   and holds each to the request of its Shell sample.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import python from '../../code-samples/clients/python';
import {releaseFor} from '../../code-samples/clients';
import type {ClientRelease} from '../../code-samples/clients/types';
import {matchOperation} from '../../code-samples/operations';
import {parseCurlSample} from '../../code-samples/request/curl';
import {requestDifferences} from './compare';
import {pythonHarness} from './harness/python';
import type {SampleUnderTest} from './harness/types';
import {asRecorded, FILES_DIR, folders} from './sample-runs';
import {startSampleStandIn} from './stand-in';
import {SELECTION, selects} from './selection';

/** A targeted run of other languages leaves these out (./selection.ts). */
const pythonTest = selects(SELECTION.languages, 'python') ? test : test.skip;

function sample(name: string, code: string, release: ClientRelease, serverVersion: string): SampleUnderTest {
  return {
    id: `python-client/${name}`,
    language: 'python',
    code,
    serverVersion,
    release,
    location: {file: 'python-client', line: 1, section: name},
    origin: 'written',
  };
}

pythonTest('a sample that needs a newer Python than its client release runs on fails the compile check, naming the feature and the floor', async () => {
  const release = releaseFor(python, '29.0');
  expect(release.version).toBe('1.1.1');
  expect(release.runsOn?.version).toBe('3.8');
  const newer = sample('removesuffix', 'photo = "sunset.jpg"\nname = photo.removesuffix(".jpg")\nprint(name)', release, '29.0');
  const merged = sample('dict-union', 'defaults = {"per_page": 10}\nparams = defaults | {"q": "shoe"}\nprint(params)', release, '29.0');
  const within = sample('slice', 'photo = "sunset.jpg"\nname = photo[: -len(".jpg")] if photo.endswith(".jpg") else photo\nprint(name)', release, '29.0');

  const failures = await pythonHarness.compile(release, [newer, merged, within], folders('python'));

  expect(failures.get(newer.id)).toMatch(/^typesense 1\.1\.1 runs on Python 3\.8 \(src\/typesense\/debug\.py:21, .*\), and the sample needs a newer one:\nline 2: 'str\.removesuffix' member needs Python 3\.9$/);
  expect(failures.get(merged.id)).toMatch(/line 2: dict union \(dict \| dict\) needs Python 3\.9$/);
  expect(failures.has(within.id)).toBe(false);
});

pythonTest('a request that neither a release\'s calls nor its api_call can send is sent with requests, as the Shell sample sends it', async () => {
  const key = '-H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"';
  const cases = [
    // 0.4.0 (Typesense 0.11.x): no create_many(), and no client.api_call.
    {serverVersion: '0.11.0', shell: `curl "\${TYPESENSE_HOST}/collections/books/documents/import" -X POST ${key} --data-binary @books.jsonl`},
    {serverVersion: '0.11.0', shell: `curl "\${TYPESENSE_HOST}/keys" -X POST ${key} -H "Content-Type: application/json" -d '{"description": "Search-only key", "actions": ["documents:search"], "collections": ["books"]}'`},
    // 0.9.0 (Typesense 0.18.0): no documents.delete(), and api_call.delete() sends no query parameters.
    {serverVersion: '0.18.0', shell: `curl "\${TYPESENSE_HOST}/collections/books/documents?filter_by=publication_year:<1900&batch_size=200" -X DELETE ${key}`},
  ];
  const standIn = await startSampleStandIn('28.0');
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'python-client-'));
  fs.cpSync(FILES_DIR, filesDir, {recursive: true});
  try {
    for (const [index, {serverVersion, shell}] of cases.entries()) {
      const parsed = parseCurlSample(shell);
      if (!parsed.ok) throw new Error(parsed.reason);
      const release = releaseFor(python, serverVersion);
      const rendered = python.render({serverVersion, release, call: matchOperation(parsed.request)!, request: parsed.request});
      expect(rendered.kind === 'code' && rendered.code).toContain('the requests package sends');
      const run = sample(`fallback-${index}`, rendered.kind === 'code' ? rendered.code : '', release, serverVersion);
      const failures = await pythonHarness.run(release, [run], folders('python'), {
        host: '127.0.0.1',
        port: standIn.port,
        protocol: 'http',
        apiKeyFor: () => `fallback-${index}`,
        filesDir,
        environment: {TYPESENSE_API_KEY: `fallback-${index}`, TYPESENSE_HOST: `http://127.0.0.1:${standIn.port}`},
      });
      expect(failures.get(run.id)).toBeUndefined();
      const sent = standIn.requests.get(`fallback-${index}`) ?? [];
      expect(sent).toHaveLength(1);
      expect(requestDifferences(asRecorded(parsed.request, filesDir), sent[0]!)).toEqual([]);
    }
  } finally {
    await standIn.close();
    fs.rmSync(filesDir, {recursive: true, force: true});
  }
});
