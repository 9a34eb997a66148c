/**
 * Python samples against typesense-python, the release of each page's era,
 * installed from PyPI into a virtual environment of its own
 * (tests/samples/harness/python/requirements-<release>.txt pins it and its
 * dependencies):
 *
 * - compile: pyflakes reads every sample (a syntax error, or a name that
 *   nothing defines, fails it; `client` is the one name a sample may take as
 *   given), vermin holds it to the oldest Python the release runs on
 *   (ClientRelease.runsOn), and running them (below) resolves each call against the installed
 *   release: the client's parameters are untyped dictionaries, which no type
 *   check of Python would hold to anything;
 * - run: one Python process executes each sample in turn with a `client` of
 *   its own, pointed at the stand-in with the sample's API key.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ClientRelease, LanguageFloor} from '../../../code-samples/clients/types';
import {fillOnce, runCommand, runOrFail, writeSourceFile} from './process';
import type {GuideProject} from '../../../code-samples/guide/projects';
import type {HarnessFolders, ProjectResult, SampleHarness, SampleUnderTest, StandInEndpoint} from './types';

const REQUIREMENTS_DIR = path.join(__dirname, 'python');

/** The virtual environment of a release, created and filled on first use. */
async function interpreter(release: ClientRelease, folders: HarnessFolders): Promise<string> {
  const requirements = path.join(REQUIREMENTS_DIR, `requirements-${release.version}.txt`);
  if (!fs.existsSync(requirements)) {
    throw new Error(`No ${path.relative(process.cwd(), requirements)}: pin typesense==${release.version} and its dependencies there.`);
  }
  const venv = path.join(folders.cacheDir, `venv-${release.version}`);
  const python = path.join(venv, 'bin', 'python');
  const stamp = path.join(venv, 'requirements.txt');
  const isFilled = () => fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fs.readFileSync(requirements, 'utf8');
  await fillOnce(venv, isFilled, async () => {
    fs.rmSync(venv, {recursive: true, force: true});
    await runOrFail('python3', ['-m', 'venv', venv], {cwd: folders.cacheDir});
    await runOrFail(python, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', requirements], {cwd: folders.cacheDir});
    fs.copyFileSync(requirements, stamp);
  });
  return python;
}

/**
 * Runs (or, with `compileOnly`, compiles) each sample; prints a JSON object of
 * the samples that failed, by id.
 */
const RUNNER = `
import json, os, sys, traceback
import typesense

plan = json.load(open(sys.argv[1]))
failures = {}
for item in plan:
    try:
        code = compile(item["code"], item["id"], "exec")
        if item.get("compileOnly"):
            continue
        os.environ["TYPESENSE_API_KEY"] = item["key"]
        node = {"host": item["host"], "port": str(item["port"]), "protocol": "http"}
        try:
            client = typesense.Client({
                "nodes": [node],
                "api_key": item["key"],
                "connection_timeout_seconds": 5,
                "num_retries": 0,
            })
        except typesense.exceptions.ConfigError:
            # 0.4.0 knows one master node, which carries the key.
            client = typesense.Client({"master_node": dict(node, api_key=item["key"]), "timeout_seconds": 5})
        exec(code, {"client": client, "typesense": typesense, "os": os, "__name__": "__sample__"})
    except BaseException:
        failures[item["id"]] = traceback.format_exc(limit=3)
json.dump(failures, open(sys.argv[2], "w"))
`;

async function execute(
  release: ClientRelease,
  samples: readonly SampleUnderTest[],
  folders: HarnessFolders,
  standIn: Pick<StandInEndpoint, 'host' | 'port' | 'apiKeyFor' | 'filesDir' | 'environment'> | null,
): Promise<Map<string, string>> {
  const python = await interpreter(release, folders);
  const dir = path.join(folders.workDir, `${standIn ? 'run' : 'compile'}-${release.version}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const plan = samples.map((sample) => ({
    id: sample.id,
    code: sample.code,
    compileOnly: standIn === null,
    host: standIn?.host ?? 'localhost',
    port: standIn?.port ?? 8108,
    key: standIn?.apiKeyFor(sample.id) ?? 'xyz',
  }));
  fs.writeFileSync(path.join(dir, 'plan.json'), JSON.stringify(plan));
  fs.writeFileSync(path.join(dir, 'runner.py'), RUNNER);
  const out = path.join(dir, 'failures.json');
  const result = await runCommand(python, [path.join(dir, 'runner.py'), path.join(dir, 'plan.json'), out], {
    cwd: standIn?.filesDir ?? dir,
    env: standIn?.environment,
  });
  if (!fs.existsSync(out)) {
    throw new Error(`The Python sample runner stopped (exit ${result.code}):\n${result.stderr}`);
  }
  return new Map(Object.entries(JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, string>));
}

/** pyflakes' findings that make a sample fail to run as written. */
const BREAKING = /undefined name|invalid syntax|unexpected indent|syntax error|unterminated|expected/i;

/**
 * pyflakes' breaking findings of each file, by id: `files` maps a path under
 * `dir` to its id; `builtins` are names the files may take as given.
 */
async function pyflakes(python: string, dir: string, files: ReadonlyMap<string, string>, builtins: string): Promise<Map<string, string>> {
  const result = await runCommand(python, ['-m', 'pyflakes', dir], {cwd: dir, env: {PYFLAKES_BUILTINS: builtins}});
  const problems = new Map<string, string>();
  for (const line of `${result.stdout}\n${result.stderr}`.split('\n')) {
    const match = /^(.+?\.py):(\d+):(?:\d+:)? (.*)$/.exec(line);
    const id = match && files.get(path.resolve(dir, match[1]!));
    if (id && BREAKING.test(match[3]!)) {
      problems.set(id, [problems.get(id), `line ${match[2]}: ${match[3]}`].filter(Boolean).join('\n'));
    }
  }
  return problems;
}

/**
 * What each file needs of a Python newer than `floor`, by id: vermin's findings
 * (`line 1: 'str.removesuffix' member needs Python 3.9`), read in its parsable
 * format, `path:line:column:py2:py3:feature`.
 */
async function newerThan(floor: LanguageFloor, python: string, dir: string, files: ReadonlyMap<string, string>): Promise<Map<string, string>> {
  const result = await runCommand(path.join(path.dirname(python), 'vermin'), ['--no-tips', '--violations', '--format', 'parsable', `--target=${floor.version}-`, dir], {cwd: dir});
  if (result.code !== 0 && result.code !== 1) {
    throw new Error(`vermin stopped (exit ${result.code}) in ${dir}:\n${result.stderr}`);
  }
  const needs = new Map<string, string>();
  for (const line of result.stdout.split('\n')) {
    const match = /^(.+?\.py):(\d+):\d*:[^:]*:([\d.]+):(.+)$/.exec(line);
    const id = match && files.get(path.resolve(dir, match[1]!));
    if (id) {
      needs.set(id, [needs.get(id), `line ${match[2]}: ${match[4]} needs Python ${match[3]}`].filter(Boolean).join('\n'));
    }
  }
  return needs;
}

/**
 * pyflakes' breaking findings, and what a sample needs of a Python newer than
 * the oldest one its release runs on: a reader on that Python gets an
 * AttributeError or a SyntaxError from a sample the page says works.
 */
async function compileSamples(release: ClientRelease, samples: readonly SampleUnderTest[], folders: HarnessFolders): Promise<Map<string, string>> {
  const python = await interpreter(release, folders);
  const dir = path.join(folders.workDir, `compile-${release.version}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const files = new Map<string, string>();
  samples.forEach((sample, index) => {
    const file = path.join(dir, `sample_${index}.py`);
    fs.writeFileSync(file, `${sample.code}\n`);
    files.set(file, sample.id);
  });
  const floor = release.runsOn;
  if (!floor) {
    throw new Error(`typesense ${release.version} names no oldest Python it runs on: give it its runsOn in code-samples/clients/python/index.ts (its Requires-Python, or what its own code needs).`);
  }
  const failures = await pyflakes(python, dir, files, 'client');
  for (const [id, needs] of await newerThan(floor, python, dir, files)) {
    const why = `typesense ${release.version} runs on Python ${floor.version} (${floor.source}), and the sample needs a newer one:\n${needs}`;
    failures.set(id, [failures.get(id), why].filter(Boolean).join('\n'));
  }
  return failures;
}

/** The newest release whose requirements the harness pins: its virtual environment has pyflakes, for a page that names no release. */
const NEWEST_PINNED = fs
  .readdirSync(REQUIREMENTS_DIR)
  .map((name) => /^requirements-(.+)\.txt$/.exec(name)?.[1])
  .filter((version): version is string => Boolean(version))
  .sort((a, b) => a.localeCompare(b, undefined, {numeric: true}))
  .at(-1)!;

/**
 * A guide page's whole Python modules: pyflakes reads them (a syntax error, a
 * name nothing defines or imports). Modules import their own packages
 * (Django, LangChain), which pyflakes does not need installed.
 */
async function compileGuideProject(project: GuideProject, release: ClientRelease | undefined, folders: HarnessFolders): Promise<ProjectResult> {
  const python = await interpreter(release ?? {version: NEWEST_PINNED, tag: `pypi:${NEWEST_PINNED}`, serverVersions: []}, folders);
  const dir = fs.mkdtempSync(path.join(folders.workDir, `guide-${path.basename(project.page, '.md')}-`));
  const files = new Map<string, string>();
  for (const file of project.files) {
    const target = path.join(dir, file.path);
    writeSourceFile(target, file.code);
    files.set(target, file.id);
  }
  const failures = await pyflakes(python, dir, files, '');
  for (const [id, message] of failures) failures.set(id, message.replace(/^line (\d+):/gm, 'line $1 of the block:'));
  return {failures, notCompiled: new Map()};
}

export const pythonHarness: SampleHarness = {
  language: 'python',
  compile: compileSamples,
  compileProject: compileGuideProject,
  run: (release, samples, folders, standIn) => execute(release, samples, folders, standIn),
};
