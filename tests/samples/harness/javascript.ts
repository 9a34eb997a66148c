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
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import semver from 'semver';
import type {ClientRelease} from '../../../code-samples/clients/types';
import {npmAlias} from '../../../code-samples/clients/release-projects';
import {ambientTypes, moduleSpecifiers, notCompiledReason, npmInstalls, npmPackageOf, nuxtAppFiles, typeChecker, typescriptOptions, type GuideProject, type TypeChecker} from '../../../code-samples/guide/projects';
import {fillOnce, runCommand, runOrFail, writeSourceFile} from './process';
import type {HarnessFolders, ProjectResult, SampleHarness, SampleUnderTest, StandInEndpoint} from './types';

/** The npm alias of a release (package.json devDependencies; tests/unit/code-samples/releases.test.ts names the command that adds it). */
export function packageAlias(release: ClientRelease): string {
  return npmAlias(release.version).name;
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
export const BREAKING_DIAGNOSTICS: ReadonlySet<string> = new Set(['TS2304', 'TS2305', 'TS2307', 'TS2339', 'TS2349', 'TS2551', 'TS2554', 'TS2555', 'TS2556', 'TS2614', 'TS2724']);

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

/**
 * A property given to an object after its literal (`options.resumeAfter = token`):
 * tsc types the literal with the properties it has, but a JavaScript object
 * takes new ones; in TypeScript it is an error of the reader's code.
 */
const LATER_PROPERTY = /^Property '\w+' does not exist on type '\{/;

/** Whether a diagnostic of tsc (`TS2339`, its message) in a JavaScript or (`javascript: false`) TypeScript file breaks a reader's code, by the choices above. */
export function breaksReadersCode(code: string, message: string, javascript = true): boolean {
  if (!BREAKING_DIAGNOSTICS.has(code)) return false;
  return !(code === 'TS2339' && (RESPONSE_PROPERTY.test(message) || UNION_BY_ARITY.test(message) || (javascript && LATER_PROPERTY.test(message))));
}

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

/**
 * The npm project of the guide's modules (package.json and package-lock.json):
 * the packages they import, at the versions their pages install, kept out of
 * the site's own package.json.
 */
const GUIDE_NPM = path.join(__dirname, 'guide-npm');

type GuideNpmProject = {
  /** Each package at the exact version the pages install, or the one recorded when they name none. */
  dependencies: Record<string, string>;
  /** Packages the guide imports whose modules cannot be compiled here, and why (the registry does not serve it, its types are generated): those modules are listed as not compiled. */
  notCompiledHere: Record<string, string>;
};

/**
 * The guide's packages, installed once per lock file into the harness's cache
 * with `npm ci`: without install scripts (the checks run no package's own
 * setup), with optional dependencies (the native bindings of Rollup and
 * Rolldown, which `nuxi prepare` loads when it reads a Nuxt app), and whatever
 * Node version they ask for. Returns the folder's node_modules.
 */
export async function guidePackages(folders: HarnessFolders): Promise<string> {
  const lock = fs.readFileSync(path.join(GUIDE_NPM, 'package-lock.json'));
  const dir = path.join(folders.cacheDir, `guide-npm-${crypto.createHash('sha1').update(lock).digest('hex').slice(0, 12)}`);
  const stamp = path.join(dir, 'installed');
  await fillOnce(dir, () => fs.existsSync(stamp), async () => {
    fs.rmSync(dir, {recursive: true, force: true});
    fs.mkdirSync(dir, {recursive: true});
    for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(GUIDE_NPM, file), path.join(dir, file));
    // Whatever Node the packages ask for (Angular 22 wants 22 or later, and an engine-strict npm refuses it on 20): the checks read their types, and run only nuxi's prepare.
    await runOrFail('npm', ['ci', '--ignore-scripts', '--include=optional', '--engine-strict=false', '--no-audit', '--no-fund'], {cwd: dir, timeoutMs: 20 * 60_000});
    fs.writeFileSync(stamp, new Date().toISOString());
  });
  return path.join(dir, 'node_modules');
}

/**
 * Declarations a reader's bundler gives a project (Vite's `vite/client`,
 * Nuxt's and Next.js's generated types): a stylesheet import, and a Vue
 * single-file component imported from a module, which tsc cannot read.
 */
const BUNDLER_DECLARATIONS = [
  "declare module '*.css';",
  "declare module '*.vue' {\n  const component: import('vue').DefineComponent;\n  export default component;\n}",
].join('\n');

/**
 * The problems of the page's packages that are not in the code: a package
 * the page installs at a version the harness's does not satisfy, and a
 * Typesense client release other than the harness's. By block id.
 */
function versionProblems(project: GuideProject, release: ClientRelease | undefined, installed: Readonly<Record<string, string>>): Map<string, string> {
  const installs = npmInstalls(project.source);
  const problems = new Map<string, string>();
  for (const file of project.files) {
    for (const name of new Set(moduleSpecifiers(file.code).map(npmPackageOf))) {
      const pinned = name && installs.get(name);
      const version = name && installed[name];
      const wanted = name === 'typesense' && release ? release.version : pinned;
      if (name && wanted && version && !semver.satisfies(version, wanted)) {
        problems.set(
          file.id,
          `the page installs ${name}@${wanted}; the guide's npm project has ${version}: install that version in ` +
            `tests/samples/harness/guide-npm (npm install --package-lock-only --ignore-scripts ${name}@<version>)`,
        );
      }
    }
  }
  return problems;
}

/** A compiler's error: the file (relative to the project), its line, TypeScript's code (`TS2339`) and message. */
export type CheckerDiagnostic = {file: string; line: number; code: string; message: string};

/**
 * The errors in a checker's output: tsc's and vue-tsc's (`--pretty false`:
 * `src/a.ts(3,7): error TS2339: …`), and astro check's
 * (`src/a.astro:3:7 - error ts(2339): …`, coloured whatever the terminal).
 */
export function checkerDiagnostics(output: string, checker: TypeChecker): CheckerDiagnostic[] {
  const line = checker === 'astro' ? /^(.+?):(\d+):\d+ - error ts\((\d+)\): (.*)$/ : /^(.+?)\((\d+),\d+\): error TS(\d+): (.*)$/;
  return stripVTControlCharacters(output)
    .split('\n')
    .flatMap((text) => {
      const match = line.exec(text.trim());
      return match ? [{file: match[1]!, line: Number(match[2]), code: `TS${match[3]}`, message: match[4]!}] : [];
    });
}

/** Whether a file of the project is JavaScript to its checker: a `.js` or `.jsx` module, or a Vue component whose script is not `lang="ts"`. */
function javascriptFile(file: {path: string; code: string}): boolean {
  return /\.[cm]?jsx?$/.test(file.path) || (file.path.endsWith('.vue') && !/<script\b[^>]*\blang=["']tsx?["']/.test(file.code));
}

/** The command that checks the project of `page` in `dir` (its tsconfig.json), by the checker the project needs. */
async function runChecker(checker: TypeChecker, page: string, dir: string, nodeModules: string) {
  const bin = (file: string) => path.join(nodeModules, file);
  switch (checker) {
    case 'tsc':
      return runCommand(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', dir, '--pretty', 'false'], {cwd: dir});
    case 'vue-tsc':
      return runCommand(process.execPath, [bin('vue-tsc/bin/vue-tsc.js'), '-p', dir, '--pretty', 'false'], {cwd: dir});
    case 'astro':
      return runCommand(process.execPath, [bin('@astrojs/check/bin/astro-check.js'), '--root', dir, '--tsconfig', path.join(dir, 'tsconfig.json'), '--minimumSeverity', 'error'], {cwd: dir});
    case 'nuxt': {
      // `nuxi prepare` writes .nuxt/ (the types of the app's auto-imports, components and aliases, and the tsconfigs); `nuxi typecheck` then builds them with vue-tsc.
      // No telemetry, and no transpiled nuxt.config.ts left in the shared node_modules/.cache (jiti's).
      const environment = {CI: '1', NUXT_TELEMETRY_DISABLED: '1', JITI_FS_CACHE: 'false'};
      const prepare = await runCommand(process.execPath, [bin('@nuxt/cli/bin/nuxi.mjs'), 'prepare', dir], {cwd: dir, env: environment});
      if (prepare.code !== 0) throw new Error(`nuxi prepare failed for the Nuxt app of ${page} (in ${dir}):\n${prepare.stdout}${prepare.stderr}`);
      return runCommand(process.execPath, [bin('vue-tsc/bin/vue-tsc.js'), '-b', '--noEmit', '--pretty', 'false', '--listFiles'], {cwd: dir, env: environment});
    }
  }
}

/**
 * A guide page's TypeScript and JavaScript modules and Vue and Astro
 * components as one project, checked against the packages they import (the
 * guide's npm project) by the checker of the framework's template
 * (code-samples/guide/projects.ts `typeChecker`): `tsc --noEmit`, vue-tsc,
 * `astro check`, or a Nuxt app's `nuxi prepare` and vue-tsc over the
 * tsconfigs it generates; with the compiler options of the template
 * (`typescriptOptions`) where the page's framework does not generate them.
 * JavaScript is checked as the samples are (`checkJs`); a module that cannot
 * be compiled here is left out with the reason (`notCompiledReason`), and only
 * diagnostics that break a reader's code count (`breaksReadersCode`).
 */
async function compileGuideProject(project: GuideProject, release: ClientRelease | undefined, folders: HarnessFolders): Promise<ProjectResult> {
  const nodeModules = await guidePackages(folders);
  const {dependencies: installed, notCompiledHere} = JSON.parse(fs.readFileSync(path.join(GUIDE_NPM, 'package.json'), 'utf8')) as GuideNpmProject;
  const dir = fs.mkdtempSync(path.join(folders.workDir, `guide-${path.basename(project.page, '.md')}-`));
  fs.symlinkSync(nodeModules, path.join(dir, 'node_modules'), 'dir');
  const checker = typeChecker(project.files);
  const failures = versionProblems(project, release, installed);
  const notCompiled = new Map<string, string>();
  const byPath = new Map(project.files.map((file) => [file.path, file]));
  for (const file of project.files) {
    writeSourceFile(path.join(dir, file.path), file.code);
    const unserved = moduleSpecifiers(file.code).map(npmPackageOf).find((name) => name && notCompiledHere[name]);
    const reason = notCompiledReason(file.code, checker) ?? (unserved && `it imports ${unserved}: ${notCompiledHere[unserved]}`);
    if (reason) notCompiled.set(file.id, reason);
  }
  if (checker === 'nuxt') {
    for (const file of nuxtAppFiles(project.files)) writeSourceFile(path.join(dir, file.path), file.code);
  } else {
    const references = ambientTypes(project.source, checker).map((types) => `/// <reference types="${types}" />`);
    writeSourceFile(path.join(dir, 'bundler-declarations.d.ts'), [...references, BUNDLER_DECLARATIONS].join('\n'));
    writeSourceFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          noEmit: true,
          strict: true,
          allowJs: true,
          checkJs: true,
          skipLibCheck: true,
          target: 'es2022',
          lib: ['es2022', 'dom', 'dom.iterable'],
          module: 'esnext',
          moduleResolution: 'bundler',
          resolveJsonModule: true,
          esModuleInterop: true,
          ...typescriptOptions(project.files),
        },
        files: [...project.files.map((file) => file.path), 'bundler-declarations.d.ts'],
      }),
    );
  }
  const result = await runChecker(checker, project.page, dir, nodeModules);
  if (checker === 'nuxt') {
    // Nuxt's tsconfigs include the app's folders (app/, server/, shared/…): a file the page puts elsewhere is not checked.
    const listed = new Set(result.stdout.split('\n').map((line) => path.relative(dir, line.trim())));
    for (const file of project.files) {
      if (!listed.has(file.path) && !notCompiled.has(file.id)) notCompiled.set(file.id, `Nuxt's tsconfigs do not include ${file.path} (an app's files are under app/, server/ or shared/, or are its nuxt.config.ts)`);
    }
  }
  const diagnostics = checkerDiagnostics(result.stdout, checker);
  for (const diagnostic of diagnostics) {
    const file = byPath.get(diagnostic.file);
    if (!file || notCompiled.has(file.id) || !breaksReadersCode(diagnostic.code, diagnostic.message, javascriptFile(file))) continue;
    failures.set(file.id, [failures.get(file.id), `line ${diagnostic.line} of the block: ${diagnostic.code}: ${diagnostic.message}`].filter(Boolean).join('\n'));
  }
  if (result.code !== 0 && diagnostics.length === 0) {
    throw new Error(`${checker} failed without diagnostics for ${project.page} (in ${dir}):\n${result.stdout}${result.stderr}`);
  }
  return {failures, notCompiled};
}

export const javascriptHarness: SampleHarness = {
  language: 'javascript',
  compileProject: compileGuideProject,
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
      if (!match || !breaksReadersCode(match[3]!, match[4]!)) continue;
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
