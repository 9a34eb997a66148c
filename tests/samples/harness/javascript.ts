/**
 * JavaScript samples against typesense-js, the release of each page's era,
 * installed from npm under an alias (`typesense-2.1.0` → `typesense@2.1.0`,
 * package.json devDependencies):
 *
 * - compile: TypeScript checks every sample as JavaScript (`checkJs`) against
 *   the release's own type declarations: a method the client does not have,
 *   or a call with the wrong arguments, is an error;
 * - run: one Node process imports each sample in turn, its `client` pointed
 *   at the stand-in with the sample's own API key.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ClientRelease} from '../../../code-samples/clients/types';
import {runCommand} from './process';
import type {HarnessFolders, SampleHarness, SampleUnderTest, StandInEndpoint} from './types';

/** The npm alias of a release (package.json devDependencies). */
export function packageAlias(release: ClientRelease): string {
  return `typesense-${release.version}`;
}

/**
 * TypeScript's diagnostics that break a JavaScript reader's code: a name,
 * property or method that does not exist, a value that cannot be called, a
 * wrong number of arguments, a module or export that is not there. How the
 * release's typings type each value (TS2322, TS2345, TS2769: an option its
 * typings do not list yet, a partial update typed as a full model) is left
 * out: in JavaScript the value is sent as written, and the run check proves
 * what each sample sends.
 */
const BREAKING_DIAGNOSTICS = new Set(['TS2304', 'TS2305', 'TS2307', 'TS2339', 'TS2349', 'TS2551', 'TS2554', 'TS2555', 'TS2556', 'TS2614', 'TS2724']);

/**
 * A property read from a response (`response.results[0]`): the release's
 * response typings (its multi-search overloads resolve to the union response
 * type when no generic is given) say nothing about what a JavaScript reader's
 * code reads at run time; calls on the client are what this check is for.
 */
const RESPONSE_PROPERTY = /^Property '\w+' does not exist on type '(?:never|\w*(?:Response|Result)\w*(?:<.*>)?)'/;

/**
 * A member of a union that a release's typings return where its JavaScript
 * picks by the number of arguments (typesense-js 1.x: `rules(name?)` typed
 * `AnalyticsRules | AnalyticsRule`; 2.x has overloads): the call exists at run
 * time, and the surface check holds each chain to the type of its arity.
 */
const UNION_BY_ARITY = /^Property '\w+' does not exist on type '\w+ \| \w+'/;

function declares(code: string, name: string): boolean {
  return new RegExp(`\\b(?:const|let|var)\\s+${name}\\b|\\bimport\\s+${name}\\b`).test(code);
}

/**
 * A sample as a module of its own, with a `client` unless the sample makes
 * one. The client's package is imported under a name of the harness's own:
 * a sample that names `Typesense` imports it itself, as a reader's file would.
 */
function moduleSource(sample: SampleUnderTest, release: ClientRelease, client: string): string {
  const code = sample.code.replace(/from 'typesense'/g, `from '${packageAlias(release)}'`);
  const lines = ['// @ts-check'];
  if (!declares(code, 'client')) {
    lines.push(`import HarnessTypesense from '${packageAlias(release)}';`, `const client = new HarnessTypesense.Client(${client});`);
  }
  return `${lines.join('\n')}\n\n${code}\n`;
}

/** The project's packages: the client releases (under their aliases), TypeScript and @types/node. */
const PROJECT_MODULES = path.resolve(__dirname, '../../../node_modules');

function writeModules(dir: string, release: ClientRelease, samples: readonly SampleUnderTest[], client: (sample: SampleUnderTest) => string): Map<string, SampleUnderTest> {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  // Node and TypeScript look for packages in the folders above a module; the
  // cache folder may be outside the project (CODE_SAMPLES_CACHE in CI).
  fs.symlinkSync(PROJECT_MODULES, path.join(dir, 'node_modules'), 'dir');
  const files = new Map<string, SampleUnderTest>();
  samples.forEach((sample, index) => {
    const file = path.join(dir, `sample-${index}.mjs`);
    fs.writeFileSync(file, moduleSource(sample, release, client(sample)));
    files.set(file, sample);
  });
  return files;
}

export const javascriptHarness: SampleHarness = {
  language: 'javascript',
  async compile(release, samples, folders: HarnessFolders) {
    const dir = path.join(folders.workDir, `compile-${release.version}`);
    const files = writeModules(dir, release, samples, () => "{nodes: [{host: 'localhost', port: 8108, protocol: 'http'}], apiKey: 'xyz'}");
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {allowJs: true, checkJs: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: false, skipLibCheck: true, types: ['node']},
        include: ['*.mjs'],
      }),
    );
    const tsc = require.resolve('typescript/bin/tsc');
    const result = await runCommand(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], {cwd: dir});
    const problems = new Map<string, string>();
    for (const line of result.stdout.split('\n')) {
      const match = /^(.+?\.mjs)\((\d+),\d+\): error (TS\d+): (.*)$/.exec(line);
      if (!match || !BREAKING_DIAGNOSTICS.has(match[3]!) || (match[3] === 'TS2339' && (RESPONSE_PROPERTY.test(match[4]!) || UNION_BY_ARITY.test(match[4]!)))) {
        continue;
      }
      const sample = files.get(path.resolve(dir, match[1]!));
      if (sample) {
        problems.set(sample.id, [problems.get(sample.id), `${match[3]}: ${match[4]}`].filter(Boolean).join('\n'));
      }
    }
    if (result.code !== 0 && problems.size === 0 && !/error TS/.test(result.stdout)) {
      throw new Error(`tsc failed without diagnostics for the samples:\n${result.stdout}${result.stderr}`);
    }
    return problems;
  },
  async run(release, samples, folders, standIn: StandInEndpoint) {
    const dir = path.join(folders.workDir, `run-${release.version}`);
    const files = writeModules(
      dir,
      release,
      samples,
      (sample) =>
        `{nodes: [{host: '${standIn.host}', port: ${standIn.port}, protocol: '${standIn.protocol}'}], ` +
        `apiKey: '${standIn.apiKeyFor(sample.id)}', numRetries: 0, connectionTimeoutSeconds: 5, logLevel: 'silent'}`,
    );
    const plan = [...files].map(([file, sample]) => ({file, id: sample.id, key: standIn.apiKeyFor(sample.id)}));
    const runner = path.join(dir, 'runner.mjs');
    fs.writeFileSync(
      runner,
      [
        "import fs from 'node:fs';",
        "import {pathToFileURL} from 'node:url';",
        `const plan = ${JSON.stringify(plan)};`,
        'const failures = {};',
        'for (const {file, id, key} of plan) {',
        '  process.env.TYPESENSE_API_KEY = key;',
        '  try {',
        '    await import(pathToFileURL(file).href);',
        '  } catch (error) {',
        '    failures[id] = String(error && error.stack ? error.stack : error);',
        '  }',
        '}',
        "fs.writeFileSync(process.argv[2], JSON.stringify(failures));",
      ].join('\n'),
    );
    const out = path.join(dir, 'failures.json');
    const result = await runCommand(process.execPath, [runner, out], {cwd: standIn.filesDir, env: standIn.environment});
    if (!fs.existsSync(out)) {
      throw new Error(`The JavaScript sample runner stopped (exit ${result.code}):\n${result.stderr}`);
    }
    return new Map(Object.entries(JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, string>));
  },
};
