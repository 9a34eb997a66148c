/**
 * Pure: what is left to do once a client release has its entry in
 * code-samples/clients/<language>/index.ts, in order: read its surface, give
 * the harness what installs it, then the targeted sample checks of the
 * versions it documents. `npm run samples:release -- <language> <version>`
 * (scripts/code-samples/add-release.ts) runs the steps; WRITING.md ("A new
 * client release") describes them.
 */
import {guideRelease, releaseDataProblems, releaseFor} from '.';
import {guideNpmInstallCommand, npmAlias, releaseProjectProblems, type ReleaseProjects} from './release-projects';
import type {ClientSamples} from './types';
import {pagesWithOtherPins} from '../guide/client-claims';

export type ReleaseStep =
  /** A command to run, from the site's folder. */
  | {kind: 'run'; why: string; command: readonly string[]}
  /** The pinned requirements of a typesense-python release, written from what pip installs with it. */
  | {kind: 'python-requirements'; why: string; version: string}
  /** The guide pages whose install lines (and prose) name another release than the guide installs, moved to it (withGuidePinsMoved). */
  | {kind: 'guide-pins'; why: string; version: string; files: readonly string[]};

/** The requirements file of a typesense-python release: the release, what `pip freeze` lists with it, and the checks' own tools. */
export function pythonRequirements(version: string, frozen: string, tools: readonly string[]): string {
  const dependencies = frozen
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[\w.-]+==\S+$/.test(line) && !line.toLowerCase().startsWith('typesense=='));
  return [
    `# typesense-python ${version} and its dependencies, pinned: the release the samples of its server versions document.`,
    `# Written by npm run samples:release (pip freeze of a fresh virtual environment with typesense==${version}).`,
    `typesense==${version}`,
    ...dependencies,
    '# The compile check: names a sample uses that nothing defines; the oldest Python the release runs on (vermin).',
    ...tools,
    '',
  ].join('\n');
}

/**
 * The steps left for release `version` of `client`; the first problem with its entry, if it has one, is thrown with its fix.
 * `guidePages` (the guide's Markdown, with their paths) are read for install lines that name another release than the guide installs.
 */
export function releaseSteps(
  client: ClientSamples,
  version: string,
  clients: {javascript: ClientSamples; python: ClientSamples; java: ClientSamples},
  projects: ReleaseProjects,
  guidePages: readonly {file: string; source: string}[] = [],
): ReleaseStep[] {
  const release = client.releases.find((candidate) => candidate.version === version);
  if (!release) {
    throw new Error(
      `code-samples/clients/${client.language}/index.ts lists no ${client.packageName} ${version}: add its entry first ` +
        `({version: '${version}', tag: …, serverVersions: [the server versions it documents]}), and take those versions from the entry that documented them.`,
    );
  }
  const entryProblems = releaseDataProblems(client).filter((problem) => !problem.includes(' has no surface; '));
  if (entryProblems.length > 0) {
    throw new Error(entryProblems.join('\n'));
  }
  const steps: ReleaseStep[] = [];
  if (!client.surface.releases[version]) {
    steps.push({kind: 'run', why: `read what ${client.packageName} ${version} offers into surface.json`, command: ['npm', 'run', 'samples:surface', '--', client.language, '--release', version]});
  }
  const problems = releaseProjectProblems({...clients, [client.language]: client}, guideRelease(clients.javascript).version, projects);
  if (client.language === 'javascript') {
    const {name, spec} = npmAlias(version);
    if (projects.devDependencies[name] !== spec) {
      steps.push({kind: 'run', why: `install typesense-js ${version} for the compile and run checks`, command: ['npm', 'install', '--save-dev', '--save-exact', `${name}@${spec}`]});
    }
  }
  // Once the guide installs another release (the mark `guide` moved or taken away), its pages' install lines follow.
  const movedFrom = pagesWithOtherPins(guidePages, client);
  if (movedFrom.length > 0) {
    const installed = guideRelease(client).version;
    steps.push({kind: 'guide-pins', why: `move the install lines of ${movedFrom.length} guide page(s) to ${client.packageName} ${installed}, the release the guide installs`, version: installed, files: movedFrom});
  }
  const guideNpm = guideRelease(client.language === 'javascript' ? client : clients.javascript).version;
  if (projects.guideNpmDependencies.typesense !== guideNpm) {
    steps.push({kind: 'run', why: `the guide's npm project installs typesense ${guideNpm}`, command: guideNpmInstallCommand(guideNpm)});
  }
  if (client.language === 'python' && problems.some((problem) => problem.includes(`requirements-${version}.txt`))) {
    steps.push({kind: 'python-requirements', why: `pin typesense==${version} and its dependencies for the Python checks`, version});
  }
  // The working copy follows the newest release, the guide the one it installs.
  const pages = [...release.serverVersions, ...(releaseFor(client, 'current') === release ? ['current'] : []), ...(guideRelease(client) === release ? ['guide'] : [])];
  if (pages.length > 0) {
    steps.push({
      kind: 'run',
      why: `check the ${client.language} samples of the pages it documents`,
      command: ['npm', 'run', 'test:samples', '--', ...pages.flatMap((pagesOf) => ['--version', pagesOf]), '--language', client.language],
    });
  }
  return steps;
}
