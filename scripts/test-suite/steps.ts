/**
 * The whole test suite as data: what `npm test` (and so CI's `.ci/run`) runs.
 * scripts/test-suite/run.ts runs it and prints each step's wall time; the
 * README's "Tests" table says what each step checks, on which Node, and how
 * long it takes.
 *
 * The stages run one after the other; the lanes of a stage run side by side,
 * each its steps in order. On a 2-core machine the sample checks (downloads,
 * then compilers that mostly use one core) run beside the builds and the
 * checks over them; the browser tests, which measure timing in a real browser,
 * run alone on a quiet machine. Builds of the project itself (build:e2e, then
 * the LTS Node's) run in one lane, one after the other: they share rspack's
 * persistent cache in node_modules/.cache.
 */

export type SuiteStep = {
  /** The name the table prints, and that `npm test -- <name> …` selects. */
  name: string;
  /** The npm script it runs. */
  script: string;
  /** Runs on CI_NODE (src/constants.ts) rather than the machine's Node. */
  onLtsNode?: boolean;
  /** Reads or fills the sample checks' download cache: the table says whether it was cold or warm. */
  usesSampleCache?: boolean;
  /**
   * Runs beside the rest of its lane, which does not wait for it (a download
   * that the step needing it waits for itself); the stage waits for it.
   */
  background?: boolean;
};

export type SuiteStage = {
  name: string;
  /** Side by side; each lane's steps in order. The first lane's output streams; the others' is printed as each step ends. */
  lanes: readonly (readonly SuiteStep[])[];
};

export const SUITE_STAGES: readonly SuiteStage[] = [
  {name: 'set-up', lanes: [[{name: 'chromium', script: 'ensure-chromium'}]]},
  {
    name: 'checks',
    lanes: [
      [
        {name: 'typecheck', script: 'typecheck'},
        {name: 'lint', script: 'lint'},
        {name: 'unit', script: 'test:unit'},
        {name: 'build:e2e', script: 'build:e2e'},
        {name: 'build checks', script: 'test:build'},
        {name: 'LTS Node: unit', script: 'test:unit', onLtsNode: true},
        {name: 'LTS Node: build', script: 'build:lts-check', onLtsNode: true},
        {name: 'build:e2e-versions', script: 'build:e2e-versions'},
      ],
      [
        {name: 'guide packages', script: 'samples:prefetch', usesSampleCache: true, background: true},
        {name: 'samples', script: 'test:samples', usesSampleCache: true},
        // Builds of a copy of the project, without rspack's persistent cache (ENV.noPersistentCache), so that they
        // can run beside the project's own builds.
        {name: 'workflow', script: 'test:workflow'},
      ],
    ],
  },
  {
    name: 'browser',
    lanes: [
      [
        {name: 'browser', script: 'test:e2e'},
        {name: 'browser: 60 versions', script: 'test:e2e-versions'},
      ],
    ],
  },
];

/** Every step, stage by stage, lane by lane. */
export const SUITE_STEPS: readonly SuiteStep[] = SUITE_STAGES.flatMap((stage) => stage.lanes.flat());
