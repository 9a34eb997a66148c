/**
 * Python samples against typesense-python, the release of each page's era,
 * installed from PyPI into a virtual environment of its own
 * (tests/samples/harness/python/requirements-<release>.txt pins it and its
 * dependencies):
 *
 * - compile: pyflakes reads every sample (a syntax error, or a name that
 *   nothing defines, fails it; `client` is the one name a sample may take as
 *   given), and running them (below) resolves each call against the installed
 *   release: the client's parameters are untyped dictionaries, which no type
 *   check of Python would hold to anything;
 * - run: one Python process executes each sample in turn with a `client` of
 *   its own, pointed at the stand-in with the sample's API key.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ClientRelease} from '../../../code-samples/clients/types';
import {runCommand, runOrFail} from './process';
import type {HarnessFolders, SampleHarness, SampleUnderTest, StandInEndpoint} from './types';

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
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== fs.readFileSync(requirements, 'utf8')) {
    fs.rmSync(venv, {recursive: true, force: true});
    await runOrFail('python3', ['-m', 'venv', venv], {cwd: folders.cacheDir});
    await runOrFail(python, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', requirements], {cwd: folders.cacheDir});
    fs.copyFileSync(requirements, stamp);
  }
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
        client = typesense.Client({
            "nodes": [{"host": item["host"], "port": str(item["port"]), "protocol": "http"}],
            "api_key": item["key"],
            "connection_timeout_seconds": 5,
            "num_retries": 0,
        })
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

async function compileSamples(release: ClientRelease, samples: readonly SampleUnderTest[], folders: HarnessFolders): Promise<Map<string, string>> {
  const python = await interpreter(release, folders);
  const dir = path.join(folders.workDir, `compile-${release.version}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const files = new Map<string, SampleUnderTest>();
  samples.forEach((sample, index) => {
    const file = path.join(dir, `sample_${index}.py`);
    fs.writeFileSync(file, `${sample.code}\n`);
    files.set(file, sample);
  });
  const result = await runCommand(python, ['-m', 'pyflakes', dir], {cwd: dir, env: {PYFLAKES_BUILTINS: 'client'}});
  const problems = new Map<string, string>();
  for (const line of `${result.stdout}\n${result.stderr}`.split('\n')) {
    const match = /^(.+?\.py):(\d+):(?:\d+:)? (.*)$/.exec(line);
    const sample = match && files.get(path.resolve(dir, match[1]!));
    if (sample && BREAKING.test(match[3]!)) {
      problems.set(sample.id, [problems.get(sample.id), `line ${match[2]}: ${match[3]}`].filter(Boolean).join('\n'));
    }
  }
  return problems;
}

export const pythonHarness: SampleHarness = {
  language: 'python',
  compile: compileSamples,
  run: (release, samples, folders, standIn) => execute(release, samples, folders, standIn),
};
