/**
 * A maintainer's install on a clean clone: `npm ci` from the committed lock
 * file, on any OS and any supported Node line. The checks of
 * scripts/lib/lock-file.ts over the real package.json and lock file, what they
 * report for a lock file gone wrong, and `npm ci --dry-run` on a copy of the two
 * files (it asks the registry, as a real install would).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import {
  enginesLeavingOut,
  rootMismatches,
  undecidedInstallScripts,
  unpinnedDistTags,
  unrecordedOptionalDependencies,
  type LockFile,
  type PackageJson,
} from '../../scripts/lib/lock-file';
import {CI_NODE} from '../../src/constants';

const PROJECT = path.resolve(__dirname, '../..');
const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(PROJECT, file), 'utf8')) as T;
const manifest = read<PackageJson>('package.json');
const lock = read<LockFile>('package-lock.json');
const supported = manifest.engines?.node ?? '';

/** The Node lines a maintainer may use (the CI machine's, the LTS lines and the current release). */
const NODE_LINES = [20, 22, 24, 26];

describe('package-lock.json', () => {
  it('says what package.json says', () => {
    expect(rootMismatches(manifest, lock)).toEqual([]);
  });

  it('records the platform builds of every native package, for every OS', () => {
    expect(unrecordedOptionalDependencies(lock)).toEqual([]);
    // The packages whose missing builds made `npm ci` fail: every platform that their release ships.
    for (const native of ['@swc/core', '@swc/html', '@rspack/binding', 'lightningcss']) {
      const key = Object.keys(lock.packages).find((k) => k.endsWith(`node_modules/${native}`));
      expect(key).toBeDefined();
      const platforms = Object.keys(lock.packages[key!]!.optionalDependencies ?? {});
      expect(platforms.length).toBeGreaterThanOrEqual(10);
      expect(platforms.filter((name) => /darwin|win32|arm64/.test(name)).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('pins every dependency that asks for a dist-tag', () => {
    expect(unpinnedDistTags(lock, manifest.overrides)).toEqual([]);
  });

  it('holds no install script that package.json has not decided on, and needs none of them', () => {
    expect(undecidedInstallScripts(manifest, lock)).toEqual([]);
    // Each one is a check or a message that the platform packages above make unnecessary: all denied.
    expect(Object.values(manifest.allowScripts ?? {}).every((allowed) => allowed === false)).toBe(true);
  });

  it('holds packages that accept every supported Node version', () => {
    expect(enginesLeavingOut(supported, lock)).toEqual([]);
    for (const line of NODE_LINES) {
      expect([line, semver.intersects(supported, `${line}.x`)]).toEqual([line, true]);
    }
    // The Node that CI runs the unit and build tests on is one of them.
    expect(semver.satisfies(CI_NODE.version, supported)).toBe(true);
  });
});

describe('the checks report a lock file gone wrong', () => {
  const copy = () => JSON.parse(JSON.stringify(lock)) as LockFile;

  it('a dependency changed in package.json alone', () => {
    const changed: PackageJson = {...manifest, dependencies: {...manifest.dependencies, clsx: '2.1.0'}};
    expect(rootMismatches(changed, lock)).toEqual([
      'dependencies.clsx: package.json says 2.1.0, package-lock.json says 2.1.1.',
      'clsx: package.json asks for 2.1.0, package-lock.json locks 2.1.1.',
    ]);
    const added: PackageJson = {...manifest, devDependencies: {...manifest.devDependencies, 'left-pad': '1.3.0'}};
    expect(rootMismatches(added, lock)).toEqual([
      'devDependencies.left-pad: package.json says 1.3.0, package-lock.json says (nothing).',
      'left-pad 1.3.0 is in package.json but not in package-lock.json.',
    ]);
  });

  it('a platform build left out, as a lock file made on one machine by an older npm was', () => {
    const broken = copy();
    const key = Object.keys(broken.packages).find((k) => k.endsWith('node_modules/@swc/html-darwin-arm64'))!;
    delete broken.packages[key];
    expect(unrecordedOptionalDependencies(broken)).toEqual([
      expect.stringMatching(/^@swc\/html-darwin-arm64@1\.16\.2 \(optional dependency of @swc\/html@1\.16\.2\) is not in package-lock\.json\.$/),
    ]);
  });

  it('a package that needs a newer Node than the supported lines', () => {
    const broken = copy();
    broken.packages['node_modules/clsx']!.engines = {node: '>=22.12.0'};
    expect(enginesLeavingOut(supported, broken)).toEqual([`clsx@2.1.1 needs Node >=22.12.0, narrower than ${supported}.`]);
  });

  it('a new dependency with an install script', () => {
    const broken = copy();
    broken.packages['node_modules/left-pad'] = {version: '1.3.0', hasInstallScript: true};
    expect(undecidedInstallScripts(manifest, broken)).toEqual([
      'left-pad@1.3.0 has an install script that allowScripts in package.json does not allow or deny (npm install-scripts ls).',
    ]);
  });

  it('a dependency on "latest" without an override', () => {
    const broken = copy();
    broken.packages['node_modules/clsx']!.dependencies = {'left-pad': 'latest'};
    expect(unpinnedDistTags(broken, manifest.overrides)).toEqual(['clsx asks for left-pad@latest']);
  });
});

test('npm ci accepts the lock file (dry run against the registry)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typesense-docs-ci-'));
  try {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
      fs.copyFileSync(path.join(PROJECT, file), path.join(dir, file));
    }
    const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 240_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(output).not.toMatch(/EBADENGINE|Missing: .* from lock file|Invalid: lock file/);
    expect(result.status).toBe(0);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}, 300_000);
