/** The harness of each client language whose registry this machine reaches: npm, PyPI, the Go module proxy, Maven Central. */
import type {ClientLanguage} from '../../../code-samples/clients/types';
import {javascriptHarness} from './javascript';
import {pythonHarness} from './python';
import {javaHarness} from './java';
import {goHarness} from './go';
import fs from 'node:fs';
import path from 'node:path';
import type {HarnessFolders, SampleHarness} from './types';
import {SELECTION, selects} from '../selection';

/** Of a targeted run (../selection.ts), those of its languages. */
export const HARNESSES: Partial<Record<ClientLanguage, SampleHarness>> = Object.fromEntries(
  Object.entries({javascript: javascriptHarness, python: pythonHarness, java: javaHarness, go: goHarness}).filter(([language]) => selects(SELECTION.languages, language)),
);

/**
 * Where the harnesses keep what they download and build between runs (clients,
 * Go's module and build caches, Maven's jars, virtual environments, the
 * guide's npm packages): `node_modules/.cache/code-samples`, or the folder
 * `CODE_SAMPLES_CACHE` names, which outlives a fresh clone (.ci/run keeps it
 * in the home folder, so that CI compiles against what it downloaded before).
 */
export const CACHE_DIR = process.env.CODE_SAMPLES_CACHE
  ? path.resolve(process.env.CODE_SAMPLES_CACHE)
  : path.resolve(__dirname, '../../../node_modules/.cache/code-samples');

/** A harness's folders: its cache, and a fresh work folder for this run. */
export function folders(language: ClientLanguage): HarnessFolders {
  const cacheDir = path.join(CACHE_DIR, language);
  fs.mkdirSync(cacheDir, {recursive: true});
  return {cacheDir, workDir: fs.mkdtempSync(path.join(cacheDir, 'work-'))};
}
