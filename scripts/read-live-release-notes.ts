/**
 * Maintainers' tool (not run by the tests): reads the release notes of the
 * live site (github.com/typesense/typesense-website, the "What's new" of
 * docs-site/content/<version>/api/README.md) of every version from
 * `API_CHANGES.releaseNotesCheckedFrom` on, and writes the facts they state
 * (parameters and endpoints introduced, renamed, removed or moved; no prose)
 * to tests/data/live-release-notes.json, with the commit they were read at.
 * tests/build/live-release-notes.test.ts holds the computed API changes to them.
 *
 *   npm run release-notes:live -- --repo ~/src/typesense-website
 *
 * `--repo` is a clone of the site (a bare one works); `--ref` picks the commit
 * (default HEAD).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {API_CHANGES} from '../src/constants';
import {compareVersions, isAtLeast} from '../src/versioning/versions';
import {firstStatedIn, releaseNoteFacts} from './lib/release-notes-facts';

export const LIVE_NOTES_FILE = 'tests/data/live-release-notes.json';
const notesPath = (version: string) => `docs-site/content/${version}/api/README.md`;

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', repo, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

function main(): void {
  const {values} = parseArgs({options: {repo: {type: 'string'}, ref: {type: 'string', default: 'HEAD'}}});
  if (!values.repo) {
    throw new Error('Usage: npm run release-notes:live -- --repo <clone of github.com/typesense/typesense-website> [--ref <commit>]');
  }
  // A work tree's clone keeps its objects in .git; a bare one (or a mirror) is the git directory itself.
  const gitDir = fs.existsSync(path.join(values.repo, '.git')) ? path.join(values.repo, '.git') : values.repo;
  const commit = git(gitDir, ['rev-parse', `${values.ref}^{commit}`]).trim();
  const siteDir = path.resolve(__dirname, '..');
  const versions = (JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[])
    .filter((version) => isAtLeast(version, API_CHANGES.releaseNotesCheckedFrom))
    .sort(compareVersions);
  const notes = versions.map((version) => {
    let markdown: string;
    try {
      markdown = git(gitDir, ['show', `${commit}:${notesPath(version)}`]);
    } catch {
      throw new Error(`The site at ${commit} has no release notes for ${version} (${notesPath(version)}).`);
    }
    return {version, facts: releaseNoteFacts(markdown, `${notesPath(version)} at ${commit}`)};
  });
  const file = {
    about:
      'The facts (no prose) that the release notes of typesense/typesense-website state about the API, each under the first version whose notes state it: written by scripts/read-live-release-notes.ts, checked by tests/build/live-release-notes.test.ts.',
    source: 'https://github.com/typesense/typesense-website',
    commit,
    versions: firstStatedIn(notes),
  };
  fs.writeFileSync(path.join(siteDir, LIVE_NOTES_FILE), `${JSON.stringify(file, null, 2)}\n`);
  console.log(`Wrote ${LIVE_NOTES_FILE}: ${versions.length} versions, read at ${commit}.`);
}

if (require.main === module) {
  main();
}
