/**
 * Pure: which steps of the suite a command line selects, and the table of
 * wall times the suite prints when it ends (scripts/test-suite/run.ts).
 */
import type {SuiteStep} from './steps';

export type StepOutcome = 'passed' | 'failed' | 'not run';

export type StepResult = {
  step: SuiteStep;
  outcome: StepOutcome;
  /** When it started, in seconds from the start of the suite (steps of a stage's lanes overlap). */
  startedAt?: number;
  /** Wall time, from the step's start to its end. */
  seconds?: number;
  /** The Node that ran it (`v26.10.0`). */
  node?: string;
  /** How it ended, when it failed: exit code or signal. */
  exit?: string;
};

export type CacheState = 'cold' | 'warm';

/** The steps that `names` select, in the suite's order; no names: every step. Unknown names throw, listing the known ones. */
export function selectSteps(steps: readonly SuiteStep[], names: readonly string[]): SuiteStep[] {
  if (names.length === 0) {
    return [...steps];
  }
  const unknown = names.filter((name) => !steps.some((step) => step.name === name || step.script === name));
  if (unknown.length > 0) {
    throw new Error(
      `npm test: no step named ${unknown.map((name) => `"${name}"`).join(', ')}. The steps: ${steps.map((step) => `"${step.name}"`).join(', ')} (or their npm scripts).`,
    );
  }
  return steps.filter((step) => names.includes(step.name) || names.includes(step.script));
}

/** `1:05:09`, `12:04`, `0:07`: minutes and seconds, and hours when there are any. */
export function formatDuration(seconds: number): string {
  if (seconds < 0) {
    return `-${formatDuration(-seconds)}`;
  }
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * The table of a run: each step with its Node, start, wall time and outcome, the
 * sample cache's state on the steps that use it, and the total wall time of
 * the run (background steps overlap others, so it is not their sum).
 */
export function formatStepTable(results: readonly StepResult[], cache: {state: CacheState; dir: string}, totalSeconds: number): string {
  const rows = results.map((result) => [
    result.step.name + (result.step.background ? ' (background)' : ''),
    result.node ?? '',
    result.startedAt === undefined ? '' : formatDuration(result.startedAt),
    result.seconds === undefined ? '' : formatDuration(result.seconds),
    result.step.usesSampleCache ? cache.state : '',
    result.outcome + (result.exit ? ` (${result.exit})` : ''),
  ]);
  const header = ['step', 'node', 'start', 'wall time', 'sample cache', 'result'];
  const footer = ['total', '', '', formatDuration(totalSeconds), cache.state, results.every((result) => result.step.background || result.outcome === 'passed') ? 'passed' : 'FAILED'];
  const widths = header.map((title, column) => Math.max(title.length, ...[...rows, footer].map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 2 || column === 3 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 2 || column === 3 ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [
    `Test suite: ${formatDuration(totalSeconds)} wall time, sample cache ${cache.state} at the start (${cache.dir})`,
    line(header),
    rule,
    ...rows.map(line),
    line(footer),
  ].join('\n');
}
