/**
 * Pure: the projects the sample checks install client releases from
 * (tests/samples/harness), held to the release data
 * (code-samples/clients/<language>/index.ts). Each problem names the file and
 * the command that fixes it; tests/unit/code-samples/releases.test.ts reads
 * the files and reports them.
 *
 * - package.json: an npm alias per typesense-js release (`typesense-3.0.6` →
 *   `npm:typesense@3.0.6`), and no alias of a release the data does not list;
 * - tests/samples/harness/guide-npm/package.json: `typesense` at the release
 *   the guide installs;
 * - tests/samples/harness/python/requirements-<version>.txt: one per
 *   typesense-python release, pinning it;
 * - tests/samples/harness/vendored/typesense-java-<tag>: the tag's files of a
 *   typesense-java release that Maven Central does not serve (its samples are
 *   otherwise left unchecked, which the checks report).
 */
import type {ClientSamples} from './types';

export type ReleaseProjects = {
  /** The `devDependencies` of the site's package.json. */
  devDependencies: Readonly<Record<string, string>>;
  /** The `dependencies` of tests/samples/harness/guide-npm/package.json. */
  guideNpmDependencies: Readonly<Record<string, string>>;
  /** The text of each requirements file of tests/samples/harness/python, by its name (`requirements-2.0.0.txt`). */
  pythonRequirements: ReadonlyMap<string, string>;
  /** The folders of tests/samples/harness/vendored. */
  vendored: readonly string[];
};

/** The npm alias of a typesense-js release, and what it installs. */
export function npmAlias(version: string): {name: string; spec: string} {
  return {name: `typesense-${version}`, spec: `npm:typesense@${version}`};
}

const NPM_ALIAS = /^typesense-(\d+\.\d+\.\d+[\w.+-]*)$/;

/**
 * The command that moves the guide's npm project to a typesense-js release.
 * It writes package.json and the lock file only: the project's 1.8 GB is
 * installed by the checks into their cache, and some of its packages (Angular
 * 22) ask for a newer Node than this project's engine-strict npm runs on.
 */
export function guideNpmInstallCommand(version: string): string[] {
  return ['npm', 'install', '--prefix', 'tests/samples/harness/guide-npm', '--package-lock-only', '--ignore-scripts', '--engine-strict=false', '--save-exact', `typesense@${version}`];
}

export function releaseProjectProblems(
  {javascript, python, java}: {javascript: ClientSamples; python: ClientSamples; java: ClientSamples},
  guideJavascript: string,
  projects: ReleaseProjects,
): string[] {
  const problems: string[] = [];
  const jsVersions = new Set(javascript.releases.map((release) => release.version));
  for (const version of jsVersions) {
    const {name, spec} = npmAlias(version);
    if (projects.devDependencies[name] !== spec) {
      problems.push(`package.json: no devDependency "${name}": "${spec}" for typesense-js ${version}; run: npm install --save-dev --save-exact ${name}@${spec}`);
    }
  }
  for (const name of Object.keys(projects.devDependencies)) {
    const version = NPM_ALIAS.exec(name)?.[1];
    if (version && !jsVersions.has(version)) {
      problems.push(`package.json: "${name}" aliases typesense-js ${version}, which code-samples/clients/javascript/index.ts does not list; run: npm uninstall ${name}`);
    }
  }
  const guideNpm = projects.guideNpmDependencies.typesense;
  if (guideNpm !== guideJavascript) {
    problems.push(
      `tests/samples/harness/guide-npm/package.json: typesense is ${guideNpm ?? 'missing'}, but the guide installs typesense-js ${guideJavascript}; ` +
        `run: ${guideNpmInstallCommand(guideJavascript).join(' ')}`,
    );
  }
  for (const release of python.releases) {
    const file = `requirements-${release.version}.txt`;
    const text = projects.pythonRequirements.get(file);
    if (!text?.split('\n').includes(`typesense==${release.version}`)) {
      problems.push(
        `tests/samples/harness/python/${file}: ${text === undefined ? 'missing' : `does not pin typesense==${release.version}`}; ` +
          `write it as the one of the release before (typesense==${release.version}, then what \`pip install typesense==${release.version}\` installs in a fresh venv, from \`pip freeze\`, and pyflakes and vermin)`,
      );
    }
  }
  for (const release of java.releases) {
    if (!release.tag.startsWith('maven:') && !projects.vendored.includes(`typesense-java-${release.tag}`)) {
      problems.push(
        `tests/samples/harness/vendored/typesense-java-${release.tag}: missing, so the samples of typesense-java ${release.version} (which Maven Central does not serve) ` +
          `are not compiled; vendor the files of tag ${release.tag} as for v2.0.0 (its README.md says which), or read the release from Maven Central (tag: 'maven:${release.version}')`,
      );
    }
  }
  for (const file of projects.pythonRequirements.keys()) {
    const version = /^requirements-(.+)\.txt$/.exec(file)?.[1];
    if (version && !python.releases.some((release) => release.version === version)) {
      problems.push(`tests/samples/harness/python/${file}: pins typesense-python ${version}, which code-samples/clients/python/index.ts does not list; remove it (git rm).`);
    }
  }
  return problems;
}
