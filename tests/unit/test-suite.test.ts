import {formatDuration, formatStepTable, selectSteps} from '../../scripts/test-suite/table';
import {SUITE_STEPS, type SuiteStep} from '../../scripts/test-suite/steps';
import packageJson from '../../package.json';

const steps: SuiteStep[] = [
  {name: 'typecheck', script: 'typecheck'},
  {name: 'guide packages', script: 'samples:prefetch', usesSampleCache: true, background: true},
  {name: 'samples', script: 'test:samples', usesSampleCache: true},
  {name: 'LTS Node: unit', script: 'test:unit', onLtsNode: true},
];

describe('selectSteps', () => {
  it('runs every step without names, and the named ones (by name or npm script) in the suite order', () => {
    expect(selectSteps(steps, [])).toEqual(steps);
    expect(selectSteps(steps, ['samples', 'typecheck']).map((step) => step.name)).toEqual(['typecheck', 'samples']);
    expect(selectSteps(steps, ['test:unit']).map((step) => step.name)).toEqual(['LTS Node: unit']);
  });

  it('refuses an unknown name, listing the steps', () => {
    expect(() => selectSteps(steps, ['unit-tests'])).toThrow('npm test: no step named "unit-tests". The steps: "typecheck", "guide packages", "samples", "LTS Node: unit" (or their npm scripts).');
  });

  it("names each of the suite's steps once, and every npm script it runs exists", () => {
    const names = SUITE_STEPS.map((step) => step.name);
    expect(new Set(names).size).toBe(names.length);
    expect(SUITE_STEPS.filter((step) => !(step.script in packageJson.scripts))).toEqual([]);
  });
});

describe('formatStepTable', () => {
  it('prints each step with its Node, wall time, the sample cache where used, and the total', () => {
    const table = formatStepTable(
      [
        {step: steps[0]!, outcome: 'passed', startedAt: 0, seconds: 41.2, node: 'v20.20.2'},
        {step: steps[1]!, outcome: 'failed', startedAt: 0.2, seconds: 250, node: 'v20.20.2', exit: 'exit 1'},
        {step: steps[2]!, outcome: 'passed', startedAt: 41.4, seconds: 3725, node: 'v20.20.2'},
        {step: steps[3]!, outcome: 'not run'},
      ],
      {state: 'cold', dir: '/cache'},
      3800,
    );
    expect(table.split('\n')).toEqual([
      'Test suite: 1:03:20 wall time, sample cache cold at the start (/cache)',
      '| step                        | node     | start | wall time | sample cache | result          |',
      '| --------------------------- | -------- | ----: | --------: | ------------ | --------------- |',
      '| typecheck                   | v20.20.2 |  0:00 |      0:41 |              | passed          |',
      '| guide packages (background) | v20.20.2 |  0:00 |      4:10 | cold         | failed (exit 1) |',
      '| samples                     | v20.20.2 |  0:41 |   1:02:05 | cold         | passed          |',
      '| LTS Node: unit              |          |       |           |              | not run         |',
      '| total                       |          |       |   1:03:20 | cold         | FAILED          |',
    ]);
  });

  it('passes a run whose only failure is a background download (the step that needs it fetches it again)', () => {
    const table = formatStepTable([{step: steps[1]!, outcome: 'failed', seconds: 1, exit: 'exit 1'}], {state: 'warm', dir: '/cache'}, 1);
    expect(table.split('\n').at(-1)).toMatch(/^\| total .* \| warm +\| passed +\|$/);
  });

  it('writes durations as minutes and seconds, with hours when there are any', () => {
    expect([formatDuration(7), formatDuration(724), formatDuration(3909), formatDuration(-38)]).toEqual(['0:07', '12:04', '1:05:09', '-0:38']);
  });
});
