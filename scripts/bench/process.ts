/**
 * Wall time, CPU time and peak memory of a child process and everything it
 * starts, read from /proc (Linux): the tree's resident memory is summed every
 * 100 ms; CPU time is what the kernel accounts to this process's children.
 */
import type {ChildProcess} from 'node:child_process';
import fs from 'node:fs';

export type ProcessFigures = {wallSeconds: number; cpuSeconds: number; peakRssBytes: number; exitCode: number | null};

/** Pure: the middle value (the upper one of the two middle values of an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) {
    throw new Error('median: no values.');
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Pure: the median of each figure of several runs of one command, figure by
 * figure (the wall time of one run may go with the memory of another). Refuses
 * a failed run: its figures would not be those of the command's work.
 */
export function medianFigures(runs: readonly ProcessFigures[]): ProcessFigures {
  const failed = runs.find((run) => run.exitCode !== 0);
  if (failed) {
    throw new Error(`medianFigures: a run exited with ${failed.exitCode}; its figures are not those of a build.`);
  }
  return {
    wallSeconds: median(runs.map((run) => run.wallSeconds)),
    cpuSeconds: median(runs.map((run) => run.cpuSeconds)),
    peakRssBytes: median(runs.map((run) => run.peakRssBytes)),
    exitCode: 0,
  };
}

/**
 * `measure` of each of two sites in turns (the first, then the second), `rounds` times, so
 * that the machine's state at the time (a 5 GB build just done, other work) weighs on both
 * alike: each site's results, in the order they were measured.
 */
export async function inTurns<Site, T>(rounds: number, sites: readonly [Site, Site], measure: (site: Site, index: number, round: number) => Promise<T>): Promise<[T[], T[]]> {
  const runs: [T[], T[]] = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, site] of sites.entries()) {
      runs[index]!.push(await measure(site, index, round));
    }
  }
  return runs;
}

const CLOCK_TICKS = 100;
const PAGE_SIZE = 4096;

function stat(pid: number): string[] | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may contain spaces.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Resident bytes of `root` and all its descendants. */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    const fields = Number.isInteger(pid) ? stat(pid) : undefined;
    if (fields) {
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    const fields = stat(pid);
    if (fields) {
      total += Number(fields[21]) * PAGE_SIZE;
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** CPU seconds used by the children this process has waited for (fields cutime and cstime). */
function childrenCpuSeconds(): number {
  const fields = stat(process.pid)!;
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}

export function measureProcessTree(child: ChildProcess): Promise<ProcessFigures> {
  const started = process.hrtime.bigint();
  const cpuBefore = childrenCpuSeconds();
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) {
      peak = Math.max(peak, treeRss(child.pid));
    }
  }, 100);
  return new Promise((resolve) => {
    child.on('exit', (exitCode) => {
      clearInterval(timer);
      resolve({
        wallSeconds: Number(process.hrtime.bigint() - started) / 1e9,
        cpuSeconds: childrenCpuSeconds() - cpuBefore,
        peakRssBytes: peak,
        exitCode,
      });
    });
  });
}
