/**
 * CI's second Node line (CI_NODE in src/constants.ts, put first in PATH by
 * `npm test`): builds the latest version as build:e2e's second build does,
 * into build-e2e-lts/, and compares it with that build of the machine's Node
 * (build-e2e-unconfigured/, which `npm run build:e2e` makes first). The two
 * must be the same site (scripts/lib/build-equivalence.ts): then every check
 * over the machine's Node's builds (the build checks, the browser tests) holds
 * for this Node's too. Every plugin and the bundler run in this build; the
 * other versions differ from the latest in content, not in code.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildDifferences, type BuiltFile} from './lib/build-equivalence';
import {buildSite, UNCONFIGURED_BUILD_ENV} from './build-e2e';
import {E2E} from '../tests/e2e/config';
import {ENV} from '../src/constants';

const PROJECT = path.resolve(__dirname, '..');
const reference = path.join(PROJECT, E2E.unconfiguredBuildDir);
const ltsBuild = path.join(PROJECT, E2E.ltsBuildDir);

function filesOf(dir: string): BuiltFile[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {path: path.relative(dir, file), read: () => fs.readFileSync(file, 'utf8')};
    });
}

if (!fs.existsSync(path.join(reference, 'index.html'))) {
  console.error(`${E2E.unconfiguredBuildDir}/ has no build to compare with: run \`npm run build:e2e\` on the machine's Node first.`);
  process.exit(1);
}
// Every loader runs on this Node: none of its output is read from the cache that the machine's Node's builds wrote.
buildSite(E2E.ltsBuildDir, {...UNCONFIGURED_BUILD_ENV, [ENV.noPersistentCache]: '1'});
const ltsFiles = filesOf(ltsBuild);
const differences = buildDifferences(filesOf(reference), ltsFiles, {a: `${E2E.unconfiguredBuildDir}/ (Node of the machine)`, b: `${E2E.ltsBuildDir}/ (Node ${process.version})`});
if (differences.length > 0) {
  console.error(
    [
      `The build on Node ${process.version} is not the same site as the build on the machine's Node: ${differences.length} file(s) differ.`,
      ...differences.slice(0, 20).map(({path: file, problem}) => `  ${file}: ${problem}`),
      ...(differences.length > 20 ? [`  … and ${differences.length - 20} more`] : []),
      'A difference that a Node line may make (a minifier naming variables otherwise) belongs in scripts/lib/build-equivalence.ts; any other is a defect of the toolchain on that Node.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`✓ ${E2E.ltsBuildDir}/ (Node ${process.version}) is the same site as ${E2E.unconfiguredBuildDir}/: ${ltsFiles.length} files compared.`);
