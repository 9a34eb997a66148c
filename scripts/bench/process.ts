/**
 * Wall time, CPU time and peak memory of a child process and everything it
 * starts, read from /proc (Linux): the tree's resident memory is summed every
 * 100 ms; CPU time is what the kernel accounts to this process's children.
 */
import type {ChildProcess} from 'node:child_process';
import fs from 'node:fs';

export type ProcessFigures = {wallSeconds: number; cpuSeconds: number; peakRssBytes: number; exitCode: number | null};

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
