/**
 * A targeted run of the sample checks: the versions and languages a writer
 * picked (`npm run test:samples -- --version 30.2 --language javascript`,
 * scripts/test-samples.ts), passed to the test files in the environment. No
 * selection (CI, a plain `npm run test:samples`) checks everything.
 */
import versions from '../../versions.json';
import {SAMPLE_LANGUAGES} from '../../src/versioning/sample-languages';

/** The environment variables that carry a selection: comma-separated lists. */
export const SELECTION_ENV = {versions: 'SAMPLES_VERSIONS', languages: 'SAMPLES_LANGUAGES'} as const;

/** The pages of a version: every version of versions.json, the working copy and the guide. */
export const SELECTABLE_VERSIONS: readonly string[] = [...versions, 'current', 'guide'];

export type SampleSelection = {
  /** Only these versions' pages (`30.2`, `current`, `guide`); all when undefined. */
  versions?: ReadonlySet<string>;
  /** Only these languages' samples (`javascript`); all when undefined. */
  languages?: ReadonlySet<string>;
};

/** Pure: the selection an environment holds; an unknown version or language is an error that lists the known ones. */
export function selectionFrom(env: Readonly<Record<string, string | undefined>>): SampleSelection {
  const read = (variable: string, known: readonly string[], what: string) => {
    const value = env[variable];
    if (!value) return undefined;
    const picked = value.split(',').map((item) => item.trim()).filter(Boolean);
    const unknown = picked.filter((item) => !known.includes(item));
    if (unknown.length > 0) {
      throw new Error(`${variable}: no ${what} ${unknown.join(', ')}; pick among ${known.join(', ')}.`);
    }
    return new Set(picked);
  };
  return {
    versions: read(SELECTION_ENV.versions, SELECTABLE_VERSIONS, 'version'),
    languages: read(SELECTION_ENV.languages, SAMPLE_LANGUAGES, 'sample language'),
  };
}

export const SELECTION: SampleSelection = selectionFrom(process.env);

/** `all`, less what the selection leaves out. */
export function selectedOf<T extends string>(all: readonly T[], picked: ReadonlySet<string> | undefined): T[] {
  return picked ? all.filter((item) => picked.has(item)) : [...all];
}

/** Whether a selection leaves `version` (or `language`) in. */
export function selects(picked: ReadonlySet<string> | undefined, item: string): boolean {
  return !picked || picked.has(item);
}

/**
 * In place of `describe.each(table)` / `test.each(table)` when a targeted run
 * leaves the table empty (jest refuses an empty one): a skipped test that says
 * what the run leaves out.
 */
export function noneInThisRun(what: string): (name: string, fn: (...args: never[]) => unknown) => void {
  return () => test.skip(`no ${what} in this targeted run`, () => undefined);
}
