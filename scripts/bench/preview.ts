/**
 * A writer's preview: `docusaurus start` with only the versions they touch
 * (DOCS_VERSIONS), timed from launch until the first page answers.
 */
import {spawn} from 'node:child_process';
import {ENV} from '../../src/constants';

export type PreviewFigures = {versions: string; secondsToFirstPage: number; /** Each run's seconds, when this is the median of several. */ runs?: number[]};

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

export async function measurePreviewStart({siteDir, versions, port, page, timeoutSeconds = 300}: {
  siteDir: string;
  versions: string;
  port: number;
  page: string;
  timeoutSeconds?: number;
}): Promise<PreviewFigures> {
  const started = process.hrtime.bigint();
  const child = spawn('npx', ['docusaurus', 'start', '--no-open', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: siteDir,
    stdio: 'ignore',
    detached: true,
    env: {...process.env, [ENV.onlyVersions]: versions, BROWSER: 'none'},
  });
  try {
    const deadline = Date.now() + timeoutSeconds * 1000;
    while (!(await answers(`http://127.0.0.1:${port}${page}`))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`docusaurus start did not answer ${page} (${child.exitCode === null ? 'timed out' : `exited with ${child.exitCode}`}).`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return {versions, secondsToFirstPage: Number(process.hrtime.bigint() - started) / 1e9};
  } finally {
    // The dev server and its workers are one process group. It is waited for: as it stops, the
    // bundler writes its cache, which the next cold preview removes.
    const exited = new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
    process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
}
