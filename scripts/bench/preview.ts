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
    await stopProcessGroup(child.pid!);
  }
}

/** Whether any process of the group is left. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the dev server and its workers (one process group), and waits until every one of them
 * has exited: as it stops, the bundler writes its cache, which the next cold preview removes.
 */
async function stopProcessGroup(pgid: number, graceSeconds = 30): Promise<void> {
  process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + graceSeconds * 1000;
  while (groupAlive(pgid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}
