/**
 * The computed API changes (/docs/api-changes.json, plugins/api-changes) held
 * to the release notes of the live site, typesense/typesense-website: every
 * parameter and endpoint that a version's notes introduce, rename, remove or
 * move (tests/data/live-release-notes.json, which `npm run release-notes:live`
 * reads from the site) is in the changes of that version, or the one place
 * that explains why not (tests/data/live-release-notes-exceptions.json) says
 * so. Reads only the JSON file of the build, not its pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {E2E} from '../e2e/config';
import type {ApiChangesFile} from '../../plugins/api-changes/file';
import {checkChangesAgainstNotes, type NotesException, type ReleaseNoteFacts} from '../../scripts/lib/release-notes-facts';
import {API_CHANGES} from '../../src/constants';
import {isAtLeast} from '../../src/versioning/versions';

const SITE_DIR = path.resolve(__dirname, '../..');
const readJson = <T>(file: string): T => {
  const full = path.join(SITE_DIR, file);
  if (!fs.existsSync(full)) {
    throw new Error(`There is no ${file}. ${file.startsWith(E2E.buildDir) ? 'Run `npm run build:e2e` first.' : ''}`);
  }
  return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
};

const changes = readJson<ApiChangesFile>(`${E2E.buildDir}/api-changes.json`);
const live = readJson<{commit: string; versions: Record<string, ReleaseNoteFacts>}>('tests/data/live-release-notes.json');
const {exceptions} = readJson<{exceptions: NotesException[]}>('tests/data/live-release-notes-exceptions.json');

describe('the API changes against the live site’s release notes', () => {
  it('has the notes of every version from the first one checked on', () => {
    expect(live.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(Object.keys(live.versions).sort()).toEqual(changes.versions.filter((version) => isAtLeast(version, API_CHANGES.releaseNotesCheckedFrom)).sort());
  });

  const result = checkChangesAgainstNotes(changes.steps, live.versions, exceptions);

  it('has each parameter and endpoint the notes introduce, rename, remove or move, in the changes of its version', () => {
    expect(result.unexplained).toEqual([]);
  });

  it('needs every exception it lists, each with a reason', () => {
    expect(exceptions.filter((exception) => exception.reason.trim().length < 20)).toEqual([]);
    expect(result.stale).toEqual([]);
  });
});
