/** Running the toolchains of the sample harnesses: a command, its output, and a clear error when it fails. */
import {spawn} from 'node:child_process';

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
