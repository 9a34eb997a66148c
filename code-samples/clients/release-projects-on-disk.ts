/** The harness projects of the site in `siteDir`, read for the checks of ./release-projects.ts (the file I/O at its edge). */
import fs from 'node:fs';
import path from 'node:path';
import type {ReleaseProjects} from './release-projects';

export function readReleaseProjects(siteDir: string): ReleaseProjects {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8')) as {devDependencies?: Record<string, string>; dependencies?: Record<string, string>};
  const pythonDir = path.join(siteDir, 'tests/samples/harness/python');
  return {
    devDependencies: read('package.json').devDependencies ?? {},
    guideNpmDependencies: read('tests/samples/harness/guide-npm/package.json').dependencies ?? {},
    pythonRequirements: new Map(fs.readdirSync(pythonDir).map((file) => [file, fs.readFileSync(path.join(pythonDir, file), 'utf8')])),
    vendored: fs.readdirSync(path.join(siteDir, 'tests/samples/harness/vendored')),
  };
}
