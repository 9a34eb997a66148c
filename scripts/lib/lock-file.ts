/**
 * What `npm ci` needs from package-lock.json, as pure checks over the parsed
 * package.json and lock file (tests/workflow/install.test.ts runs them, and
 * `npm ci --dry-run` itself):
 *
 * - the lock file's root entry says what package.json says (dependencies,
 *   engines): otherwise `npm ci` refuses to install;
 * - every optional dependency of every locked package is locked too. Native
 *   packages (@swc/core, @swc/html, @rspack/binding, lightningcss, …) ship one
 *   optional package per platform; a lock file made on one machine must record
 *   them all, or `npm ci` on another OS stops with "Missing: … from lock file";
 * - every locked package accepts every Node version that package.json's
 *   `engines.node` supports (no EBADENGINE warning on any of them);
 * - every locked package with an install script is named in package.json's
 *   `allowScripts`, allowed or not: npm 11 skips the scripts it does not name
 *   (and says so), npm 10 runs them all, so an install only does the same on
 *   both when none is needed, and a new one is a decision.
 */
import semver from 'semver';

export type PackageJson = {
  name?: string;
  overrides?: Record<string, unknown>;
  engines?: {node?: string};
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  /** npm 11: which dependencies may run their install scripts (`npm install-scripts`). */
  allowScripts?: Record<string, boolean>;
};

export type LockedPackage = PackageJson & {version?: string; optional?: boolean; dev?: boolean; link?: boolean; hasInstallScript?: boolean};

export type LockFile = {lockfileVersion: number; packages: Record<string, LockedPackage>};

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

/** Where package.json and the lock file's root entry disagree, one message each. */
export function rootMismatches(manifest: PackageJson, lock: LockFile): string[] {
  if (lock.lockfileVersion < 2 || !lock.packages) {
    return [`package-lock.json is lockfileVersion ${lock.lockfileVersion}; npm 7 or later writes version 2 or 3 with a "packages" map.`];
  }
  const root = lock.packages[''];
  if (!root) {
    return ['package-lock.json has no root entry (packages[""]).'];
  }
  const problems: string[] = [];
  for (const field of DEPENDENCY_FIELDS) {
    const wanted = manifest[field] ?? {};
    const locked = root[field] ?? {};
    for (const name of new Set([...Object.keys(wanted), ...Object.keys(locked)])) {
      if (wanted[name] !== locked[name]) {
        problems.push(
          `${field}.${name}: package.json says ${wanted[name] ?? '(nothing)'}, package-lock.json says ${locked[name] ?? '(nothing)'}.`,
        );
      }
    }
  }
  if (manifest.engines?.node !== root.engines?.node) {
    problems.push(`engines.node: package.json says ${manifest.engines?.node}, package-lock.json says ${root.engines?.node}.`);
  }
  for (const [name, spec] of Object.entries({...manifest.dependencies, ...manifest.devDependencies})) {
    const installed = lock.packages[`node_modules/${name}`];
    const version = installed?.version;
    const exact = spec.startsWith('npm:') ? spec.slice(spec.lastIndexOf('@') + 1) : spec;
    if (!installed) {
      problems.push(`${name} ${spec} is in package.json but not in package-lock.json.`);
    } else if (version && semver.validRange(exact) && !semver.satisfies(version, exact)) {
      problems.push(`${name}: package.json asks for ${spec}, package-lock.json locks ${version}.`);
    }
  }
  return problems;
}

/** The lock file entry that `name` resolves to from the package at `from`, as Node's resolution walks up. */
export function resolveLocked(lock: LockFile, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[key]) {
      return key;
    }
    if (!base) {
      return undefined;
    }
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/** Optional dependencies (platform builds, mostly) that a locked package declares and the lock file lacks. */
export function unrecordedOptionalDependencies(lock: LockFile): string[] {
  const missing: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const found = resolveLocked(lock, key, name);
      const foundVersion = found ? lock.packages[found]?.version : undefined;
      const owner = key === '' ? 'package.json' : `${key.replace(/^.*node_modules\//, '')}@${entry.version}`;
      if (!found) {
        missing.push(`${name}@${spec} (optional dependency of ${owner}) is not in package-lock.json.`);
      } else if (foundVersion && semver.validRange(spec) && !semver.satisfies(foundVersion, spec)) {
        missing.push(`${name}@${spec} (optional dependency of ${owner}) is locked at ${foundVersion}.`);
      }
    }
  }
  return missing;
}

/** Locked packages whose `engines.node` leaves out a Node version that `supported` includes. */
export function enginesLeavingOut(supported: string, lock: LockFile): string[] {
  if (!semver.validRange(supported)) {
    throw new Error(`engines.node in package.json is not a semver range: "${supported}".`);
  }
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    const required = entry.engines?.node;
    if (key === '' || !required) {
      continue;
    }
    if (!semver.validRange(required)) {
      problems.push(`${key.replace(/^.*node_modules\//, '')}@${entry.version}: engines.node "${required}" is not a semver range.`);
    } else if (!semver.subset(supported, required)) {
      problems.push(`${key.replace(/^.*node_modules\//, '')}@${entry.version} needs Node ${required}, narrower than ${supported}.`);
    }
  }
  return problems;
}

/**
 * Dependencies that ask the registry for a dist-tag ("latest") and that no
 * override in package.json pins: `npm ci` compares the tag's version of the day
 * with the locked one, so the lock file goes stale whenever the tag moves.
 */
export function unpinnedDistTags(lock: LockFile, overrides: Record<string, unknown> = {}): string[] {
  const found: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const field of ['dependencies', 'optionalDependencies'] as const) {
      for (const [name, spec] of Object.entries(entry[field] ?? {})) {
        if (!spec.startsWith('npm:') && !semver.validRange(spec) && /^[a-z][\w.-]*$/i.test(spec) && typeof overrides[name] !== 'string') {
          found.push(`${key.replace(/^.*node_modules\//, '') || 'package.json'} asks for ${name}@${spec}`);
        }
      }
    }
  }
  return found;
}

/** Locked packages with an install script that package.json's `allowScripts` does not decide on. */
export function undecidedInstallScripts(manifest: PackageJson, lock: LockFile): string[] {
  const decided = manifest.allowScripts ?? {};
  const found = new Set<string>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    const name = key.replace(/^.*node_modules\//, '');
    if (entry.hasInstallScript && key !== '' && typeof decided[name] !== 'boolean') {
      found.add(`${name}@${entry.version ?? '?'} has an install script that allowScripts in package.json does not allow or deny (npm install-scripts ls).`);
    }
  }
  return [...found];
}
