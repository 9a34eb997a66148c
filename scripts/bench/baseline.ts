/**
 * A baseline to compare with in the same run: the site as it was at a git
 * revision (`npm run bench -- --baseline 8fe9563`), checked out into a
 * temporary worktree that shares this checkout's installed packages, and
 * built from a cold cache like the site itself. Figures of two runs on a
 * shared machine do not compare; figures of one run do.
 *
 * The packages are shared as hard links, a copy inside the worktree that
 * costs no space: the bundler names modules and CSS-module classes after
 * their paths from the site, and packages linked by a symlink resolve
 * outside it, which renamed and reordered the app's `main` (+0.2 to 0.7 KB
 * gzip against the same commit built here). A temporary folder on another
 * file system than the checkout cannot hold hard links: the symlink then,
 * with a warning that the bytes compare less closely.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Baseline = {revision: string; siteDir: string; remove(): void};

/** `packages` at `target`: hard-linked where the file system allows, else a symlink (see above). */
function shareInstalledPackages(packages: string, target: string): void {
  try {
    execFileSync('cp', ['-al', packages, target], {stdio: ['ignore', 'ignore', 'pipe']});
    // The bundler's cache is written in place: hard-linked, the baseline's build would write into this checkout's.
    fs.rmSync(path.join(target, '.cache'), {recursive: true, force: true});
  } catch (error) {
    fs.rmSync(target, {recursive: true, force: true});
    fs.symlinkSync(packages, target);
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.warn(
      `The baseline's packages are a symlink to ${packages} (hard links failed: ${reason}): its module names differ, ` +
        'so its bytes may differ from this checkout\'s by about 0.5 KB gzip for reasons of path alone.',
    );
  }
}

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
  shareInstalledPackages(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'));
  return {
    revision: commit.slice(0, 10),
    siteDir: dir,
    remove: () => {
      git('worktree', 'remove', '--force', dir);
    },
  };
}
