/**
 * `npm test`: the whole suite (scripts/test-suite/steps.ts), as CI runs it,
 * then a table of each step's wall time and whether the sample checks'
 * download cache was cold or warm (also written to
 * node_modules/.cache/test-suite/steps.md). After a step fails, no further
 * step starts; the table is printed all the same.
 *
 *   npm test                        # every step
 *   npm test -- unit samples        # only these steps (by name or npm script)
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {CI_NODE} from '../../src/constants';
import {CACHE_DIR} from '../../tests/samples/harness';
import {installNode} from '../test-on-node';
import {SUITE_STAGES, SUITE_STEPS, type SuiteStep} from './steps';
import {formatStepTable, selectSteps, type CacheState, type StepResult} from './table';

const PROJECT = path.resolve(__dirname, '../..');
const LOG_DIR = path.join(PROJECT, 'node_modules/.cache/test-suite');
const suiteStarted = Date.now();

/** Cold: nothing downloaded yet into the sample checks' cache (a fresh machine); warm: an earlier run filled it. */
function sampleCacheState(): CacheState {
  return fs.existsSync(CACHE_DIR) && fs.readdirSync(CACHE_DIR).length > 0 ? 'warm' : 'cold';
}

let ltsPath: string | undefined;
function environmentFor(step: SuiteStep): NodeJS.ProcessEnv {
  if (!step.onLtsNode) {
    return process.env;
  }
  ltsPath ??= path.join(installNode(path.join(PROJECT, 'node_modules/.cache'), CI_NODE.packageName, CI_NODE.version), 'bin');
  return {...process.env, PATH: `${ltsPath}${path.delimiter}${process.env.PATH ?? ''}`};
}

const logFile = (step: SuiteStep) => path.join(LOG_DIR, `${step.name.replace(/[^\w.-]+/g, '-')}.log`);

type Running = {child: ChildProcess; done: Promise<StepResult>};

/** Starts a step: its output streams to the console, or goes to its log file (`quiet`), printed when it ends unless it runs in the background. */
function start(step: SuiteStep, quiet: boolean): Running {
  const started = Date.now();
  const env = environmentFor(step);
  const node = step.onLtsNode ? `v${CI_NODE.version}` : process.version;
  const log = quiet ? logFile(step) : undefined;
  let stdio: 'inherit' | ['ignore', number, number] = 'inherit';
  if (log) {
    fs.mkdirSync(LOG_DIR, {recursive: true});
    const fd = fs.openSync(log, 'w');
    stdio = ['ignore', fd, fd];
  }
  console.log(`\n▶ ${step.name}: npm run ${step.script}${step.onLtsNode ? ` on Node ${node}` : ''}${log ? ` (beside the other steps, output in ${path.relative(PROJECT, log)})` : ''}`);
  const child = spawn('npm', ['run', step.script], {cwd: PROJECT, stdio, env});
  const done = new Promise<StepResult>((resolve) => {
    const end = (result: Omit<StepResult, 'step' | 'node' | 'seconds'>) => {
      if (log && !step.background) {
        console.log(`\n◀ ${step.name} (${result.outcome}), its output:\n${fs.readFileSync(log, 'utf8')}`);
      }
      resolve({step, node, startedAt: (started - suiteStarted) / 1000, seconds: (Date.now() - started) / 1000, ...result});
    };
    child.on('error', (error) => end({outcome: 'failed', exit: error.message}));
    child.on('exit', (code, signal) =>
      end({outcome: code === 0 ? 'passed' : 'failed', exit: code === 0 ? undefined : signal ? `signal ${signal}` : `exit ${code}`}),
    );
  });
  return {child, done};
}

async function main(): Promise<void> {
  const selected = new Set(selectSteps(SUITE_STEPS, process.argv.slice(2)));
  const cache = {state: sampleCacheState(), dir: CACHE_DIR};
  const results = new Map<SuiteStep, StepResult>([...selected].map((step) => [step, {step, outcome: 'not run'}]));
  let failed = false;
  for (const stage of SUITE_STAGES) {
    const lanes = stage.lanes.map((lane) => lane.filter((step) => selected.has(step))).filter((lane) => lane.length > 0);
    if (failed || lanes.length === 0) {
      continue;
    }
    const background: Running[] = [];
    await Promise.all(
      lanes.map(async (lane, index) => {
        for (const step of lane) {
          if (failed) {
            return;
          }
          // The first lane streams its output; when a lane runs alone, so does it.
          const running = start(step, step.background === true || index > 0);
          if (step.background) {
            background.push(running);
            continue;
          }
          const result = await running.done;
          results.set(step, result);
          failed ||= result.outcome === 'failed';
        }
      }),
    );
    for (const running of background) {
      if (failed) {
        running.child.kill();
      }
      const result = await running.done;
      results.set(result.step, failed && result.outcome === 'failed' ? {...result, outcome: 'not run', exit: 'stopped'} : result);
      if (result.outcome === 'failed' && !failed) {
        console.log(`\n${result.step.name} (in the background) failed; its output is in ${path.relative(PROJECT, logFile(result.step))}.`);
      }
    }
  }
  // .ci/run times its `npm ci` before the suite starts, so that the table covers the whole run.
  const install = Number(process.env.TEST_SUITE_INSTALL_SECONDS);
  const before: StepResult[] = Number.isFinite(install) && install > 0 ? [{step: {name: 'npm ci', script: 'ci'}, node: process.version, outcome: 'passed', startedAt: -install, seconds: install}] : [];
  const table = formatStepTable([...before, ...results.values()], cache, (Date.now() - suiteStarted) / 1000 + (before[0]?.seconds ?? 0));
  console.log(`\n${table}`);
  fs.mkdirSync(LOG_DIR, {recursive: true});
  fs.writeFileSync(path.join(LOG_DIR, 'steps.md'), `${table}\n`);
  // A background download that failed is not a failed check: the step that needs it fetches it again, or fails itself.
  if ([...results.values()].some((result) => !result.step.background && result.outcome !== 'passed')) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
