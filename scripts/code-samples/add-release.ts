/**
 * Maintainers' tool: once a client release has its entry in
 * code-samples/clients/<language>/index.ts, does the rest
 * (code-samples/clients/release-steps.ts): reads its surface, installs it for
 * the checks (an npm alias, a Python requirements file), then runs the
 * targeted sample checks of the pages it documents.
 *
 *   npm run samples:release -- javascript 3.1.0
 *   npm run samples:release -- python 2.1.1
 *   npm run samples:release -- go 4.0.0 --repo ~/src/typesense-go   (a release read from a git tag)
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {CLIENTS} from '../../code-samples/clients';
import {pythonRequirements, releaseSteps} from '../../code-samples/clients/release-steps';
import type {ClientLanguage, ClientSamples} from '../../code-samples/clients/types';
import {changedTabs} from '../../code-samples/clients/release-changes';
import {routeAroundProblems} from '../../code-samples/clients/routes-around';
import {findSampleGroups} from '../../code-samples/markdown';
import {guideFiles, sampleFiles} from '../../code-samples/pages';
import {withGuidePinsMoved} from '../../code-samples/guide/client-claims';

import {readReleaseProjects} from '../../code-samples/clients/release-projects-on-disk';

const SITE = path.join(__dirname, '../..');
const PYTHON_DIR = path.join(SITE, 'tests/samples/harness/python');


/** The check tools of the newest requirements file (pyflakes, vermin), kept at their versions. */
function pythonTools(): string[] {
  const newest = fs.readdirSync(PYTHON_DIR).sort((a, b) => fs.statSync(path.join(PYTHON_DIR, b)).mtimeMs - fs.statSync(path.join(PYTHON_DIR, a)).mtimeMs)[0]!;
  return fs
    .readFileSync(path.join(PYTHON_DIR, newest), 'utf8')
    .split('\n')
    .filter((line) => /^(pyflakes|vermin)==/.test(line));
}

function writePythonRequirements(version: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  try {
    execFileSync('python3', ['-m', 'venv', dir], {stdio: 'inherit'});
    const pip = path.join(dir, 'bin', 'pip');
    execFileSync(pip, ['install', '--quiet', '--disable-pip-version-check', `typesense==${version}`], {stdio: 'inherit'});
    const frozen = execFileSync(pip, ['freeze', '--disable-pip-version-check'], {encoding: 'utf8'});
    const file = path.join(PYTHON_DIR, `requirements-${version}.txt`);
    fs.writeFileSync(file, pythonRequirements(version, frozen, pythonTools()));
    console.log(`Wrote ${path.relative(SITE, file)}`);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** The tabs the release renders otherwise than the release before it, on the pages of each version it documents. */
function printChangedTabs(client: ClientSamples, version: string): void {
  const index = client.releases.findIndex((release) => release.version === version);
  const [before, after] = [client.releases[index - 1], client.releases[index]!];
  if (!before) return;
  for (const serverVersion of after.serverVersions) {
    const pages = sampleFiles(SITE, serverVersion).map((file) => ({file, groups: findSampleGroups(fs.readFileSync(path.join(SITE, file), 'utf8'))}));
    const changes = changedTabs(client, serverVersion, before, after, pages);
    console.log(`\n${serverVersion}: ${changes.length} ${client.language} tab(s) of ${client.packageName} ${version} differ from ${before.version}'s${changes.length ? ':' : '.'}`);
    for (const change of changes) console.log(change);
  }
}

function main(): void {
  const {positionals, values} = parseArgs({allowPositionals: true, options: {repo: {type: 'string'}, spec: {type: 'string'}, changes: {type: 'boolean'}}});
  const [language, version] = positionals;
  const client = CLIENTS[language as ClientLanguage];
  if (!client || !version) {
    throw new Error(`Usage: npm run samples:release -- <${Object.keys(CLIENTS).join('|')}> <version> [--repo <clone>] [--spec <clone of typesense-api-spec>]`);
  }
  if (values.changes) {
    printChangedTabs(client, version);
    // A call that now sends what the renderer sends around it (or no longer does): the fact is in surface.json, the fix in the renderer.
    const routes = routeAroundProblems(client);
    if (routes.length > 0) console.log(`\nThe renderer's routes around a call disagree with surface.json:\n${routes.join('\n')}`);
    return;
  }
  const clients = {javascript: CLIENTS.javascript!, python: CLIENTS.python!, java: CLIENTS.java!};
  const guidePages = guideFiles(SITE).map((file) => ({file, source: fs.readFileSync(path.join(SITE, file), 'utf8')}));
  for (const step of releaseSteps(client, version, clients, readReleaseProjects(SITE), guidePages)) {
    console.log(`\n▶ ${step.why}`);
    if (step.kind === 'python-requirements') {
      writePythonRequirements(step.version);
      continue;
    }
    if (step.kind === 'guide-pins') {
      for (const file of step.files) {
        const source = guidePages.find((page) => page.file === file)!.source;
        fs.writeFileSync(path.join(SITE, file), withGuidePinsMoved(source, client, step.version));
        console.log(`  ${file}`);
      }
      continue;
    }
    // The surface tool takes the clone of a release read from a git tag.
    const extra = step.command.includes('samples:surface') ? [...(values.repo ? ['--repo', values.repo] : []), ...(values.spec ? ['--spec', values.spec] : [])] : [];
    console.log(`  ${[...step.command, ...extra].join(' ')}`);
    execFileSync(step.command[0]!, [...step.command.slice(1), ...extra], {cwd: SITE, stdio: 'inherit'});
  }
  // In a process of its own: the renderer reads the surface the steps above wrote.
  execFileSync('npx', ['tsx', __filename, client.language, version, '--changes'], {cwd: SITE, stdio: 'inherit'});
  console.log(`\nReview the diff (git diff --stat): surface.json of ${client.packageName} ${version}, and the tabs above.`);
}

main();
