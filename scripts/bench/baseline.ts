/**
 * A baseline to compare with in the same run: the site as it was at a git
 * revision (`npm run bench -- --baseline 8fe9563`), checked out into a
 * temporary worktree that shares this checkout's installed packages, and
 * built from a cold cache like the site itself. Figures of two runs on a
 * shared machine do not compare; figures of one run do.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Baseline = {revision: string; siteDir: string; remove(): void};

/** Checks out `revision` of the repository at `siteDir` into a temporary worktree. */
export function checkOutBaseline(siteDir: string, revision: string): Baseline {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
  let commit: string;
  try {
    commit = git('rev-parse', '--verify', `${revision}^{commit}`);
  } catch {
    throw new Error(`--baseline ${revision}: not a revision of this repository (try a commit hash, a tag or a branch).`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-baseline-'));
  git('worktree', 'add', '--detach', dir, commit);
  // The baseline runs on this checkout's packages: a later revision only adds to them.
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'));
  return {
    revision: commit.slice(0, 10),
    siteDir: dir,
    remove: () => {
      git('worktree', 'remove', '--force', dir);
    },
  };
}
