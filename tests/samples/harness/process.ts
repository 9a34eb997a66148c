/** Running the toolchains of the sample harnesses: a command, its output, and a clear error when it fails. */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export type CommandResult = {code: number | null; stdout: string; stderr: string};

export function runCommand(
  command: string,
  args: readonly string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: options.cwd, env: {...process.env, ...options.env}, stdio: ['pipe', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} did not finish within ${options.timeoutMs} ms (in ${options.cwd})`));
    }, options.timeoutMs ?? 10 * 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${command} could not be started (${error.message}); is it installed?`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, stdout, stderr});
    });
    child.stdin.end(options.input ?? '');
  });
}

/** Like runCommand, but a non-zero exit is an error that shows the command's output. */
export async function runOrFail(command: string, args: readonly string[], options: Parameters<typeof runCommand>[2]): Promise<CommandResult> {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.code}) in ${options.cwd}:\n${result.stderr || result.stdout}`);
  }
  return result;
}

/**
 * Fills a cache folder of the harnesses once (a virtual environment, a
 * release's jars), when `isFilled` says it is not: Jest runs the suites in
 * parallel processes, and two of them (clients.test, real-server.test) may
 * need the same release on a cold cache. The first takes the folder's lock
 * and fills it; the others wait, then find it filled. A lock whose holder
 * died goes stale and is taken over (proper-lockfile).
 */
export async function fillOnce(folder: string, isFilled: () => boolean, fill: () => Promise<void>): Promise<void> {
  if (isFilled()) return;
  fs.mkdirSync(path.dirname(folder), {recursive: true});
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(folder, {
      realpath: false,
      lockfilePath: `${folder}.lock`,
      stale: 30_000,
      // Up to about 20 minutes: a cold Maven download of a release's dependency tree.
      retries: {retries: 600, factor: 1, minTimeout: 2_000, maxTimeout: 2_000},
    });
  } catch (error) {
    throw new Error(`Could not take the lock ${folder}.lock to fill ${folder}: ${(error as Error).message}`, {cause: error});
  }
  try {
    if (!isFilled()) await fill();
  } finally {
    await release();
  }
}

/** Writes a file of a project the harness compiles (a sample, a guide page's file), its folders first, ending with a newline as a file on disk does. */
export function writeSourceFile(target: string, code: string): void {
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, `${code}\n`);
}
