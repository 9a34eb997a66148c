/**
 * Go samples against typesense-go, the release of each page's era, from the Go
 * module proxy (`github.com/typesense/typesense-go/v3@v<version>`, the module of the release's major version), with the
 * module and build caches in the harness's cache folder (GOMODCACHE, GOCACHE):
 *
 * - compile: every sample of a release becomes a function in a file of its
 *   own, all in one `main` package, built by one `go build` and checked by
 *   `go vet`; each compiler message is mapped back to its sample by file and
 *   line. gofmt checks each file too: a sample that gofmt would lay out
 *   differently fails, with gofmt's diff;
 * - run: the same program runs each sample in turn with a `client` of its
 *   own, pointed at the stand-in with the sample's API key.
 *
 * Samples are statements without imports, or declare imports of their own
 * first: a file imports the packages its sample names where the sample lists
 * none, or else the sample's own list alone (with the client's package, for
 * the `client` it is handed), as the reader pastes it; its
 * function takes the `client` of the API Clients page; the function's body is
 * the sample as the reader pastes it, with nothing after it, so that a
 * variable the sample declares and never uses fails as it fails the reader
 * ("declared and not used").
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ClientRelease} from '../../../code-samples/clients/types';
import {leadingImports} from '../../../code-samples/parse';
import {SET_UP} from '../../../code-samples/clients/go/values';
import {runCommand, runOrFail, writeSourceFile} from './process';
import crypto from 'node:crypto';
import {goModuleOf} from '../../../code-samples/clients/go';
import {goImports, goModulePath, goRequirements, type GuideProject} from '../../../code-samples/guide/projects';
import type {HarnessFolders, ProjectResult, SampleHarness, SampleUnderTest, StandInEndpoint} from './types';

/** The module of a release (code-samples/clients/go). */
export function moduleOf(release: Pick<ClientRelease, 'version'>): string {
  return goModuleOf(release.version);
}

/** The packages a sample may name without importing them, by the name it uses. */
const knownPackages = (module: string): Readonly<Record<string, string>> => ({
  base64: 'encoding/base64',
  context: 'context',
  errors: 'errors',
  fmt: 'fmt',
  http: 'net/http',
  io: 'io',
  json: 'encoding/json',
  log: 'log',
  os: 'os',
  strings: 'strings',
  time: 'time',
  typesense: `${module}/typesense`,
  api: `${module}/typesense/api`,
  pointer: `${module}/typesense/api/pointer`,
});

/** The imports a sample declares itself (`import "fmt"`, `import (…)`, comment lines left out), and the statements after them. */
export function splitImports(code: string): {imports: string[]; body: string} {
  const leading = leadingImports('go', code);
  const declarations = leading.replace(/\/\/.*$/gm, '');
  const imports = [...declarations.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
  return {imports, body: code.slice(leading.length)};
}

/** Whether the sample makes its own `client` (then the function takes none). */
function makesClient(body: string): boolean {
  return /^client\s*:?=/m.test(body);
}

/** The Go file of one sample: its imports, and the sample as the body of `sample<index>`. */
export function sampleFile(sample: Pick<SampleUnderTest, 'code'>, index: number, module: string): {source: string; firstLine: number} {
  const packages = knownPackages(module);
  const {imports, body} = splitImports(sample.code);
  const ownClient = makesClient(body);
  // String literals and comments do not name packages.
  const code = body.replace(/"(?:[^"\\\n]|\\.)*"|`[^`]*`|\/\/.*$/gm, '""');
  const needed = new Set(imports);
  // A sample that lists its imports is pasted with them: a package it names and does not list fails ("undefined: json").
  for (const [name, importPath] of imports.length > 0 ? [] : Object.entries(packages)) {
    if (new RegExp(`(?<![\\w.])${name}\\.`).test(code)) needed.add(importPath);
  }
  if (!ownClient) needed.add(packages.typesense!);
  const importBlock = [...needed].sort();
  const header = [
    'package main',
    '',
    'import (',
    ...importBlock.map((importPath) => `\t"${importPath}"`),
    ')',
    '',
    // What the API Clients set-up declares: the client, and the server and key it makes it with (code-samples/clients/go/values.ts SET_UP).
    `func sample${index}(${ownClient ? '' : `client *typesense.Client, ${SET_UP.server} string, ${SET_UP.apiKey} string`}) {`,
  ];
  const indented = body.split('\n').map((line) => (line === '' ? '' : `\t${line}`));
  return {source: `${[...header, ...indented, '}'].join('\n')}\n`, firstLine: header.length + 1};
}

/** The program that runs the samples: `samples <plan.json> <failures.json>`. */
function mainFile(samples: readonly {index: number; ownClient: boolean}[], module: string): string {
  return `package main

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime/debug"
	"time"

	"${module}/typesense"
)

type step struct {
	Index  int    \`json:"index"\`
	ID     string \`json:"id"\`
	Server string \`json:"server"\`
	Key    string \`json:"key"\`
}

var samples = map[int]func(client *typesense.Client, server string, apiKey string){
${samples.map(({index, ownClient}) => `\t${index}: func(client *typesense.Client, server string, apiKey string) { sample${index}(${ownClient ? '' : 'client, server, apiKey'}) },`).join('\n')}
}

func run(s step) (failure string) {
	defer func() {
		if recovered := recover(); recovered != nil {
			failure = fmt.Sprintf("panic: %v\\n%s", recovered, debug.Stack())
		}
	}()
	os.Setenv("TYPESENSE_API_KEY", s.Key)
	client := typesense.NewClient(
		typesense.WithServer(s.Server),
		typesense.WithAPIKey(s.Key),
		typesense.WithNumRetries(0),
		typesense.WithConnectionTimeout(5*time.Second),
	)
	samples[s.Index](client, s.Server, s.Key)
	return ""
}

func main() {
	var plan []step
	text, err := os.ReadFile(os.Args[1])
	if err == nil {
		err = json.Unmarshal(text, &plan)
	}
	if err != nil {
		panic(err)
	}
	failures := map[string]string{}
	for _, s := range plan {
		if failure := run(s); failure != "" {
			failures[s.ID] = failure
		}
	}
	out, _ := json.Marshal(failures)
	if err := os.WriteFile(os.Args[2], out, 0o644); err != nil {
		panic(err)
	}
}
`;
}

function goEnvironment(folders: HarnessFolders): NodeJS.ProcessEnv {
  return {
    GOMODCACHE: path.join(folders.cacheDir, 'gomodcache'),
    GOCACHE: path.join(folders.cacheDir, 'gocache'),
    GOFLAGS: '-mod=mod',
    // The Go on this machine builds it; no toolchain download.
    GOTOOLCHAIN: 'local',
    // Where Go's own installer puts it, for a shell whose PATH does not name it.
    PATH: [process.env.PATH, '/usr/local/go/bin'].filter(Boolean).join(path.delimiter),
  };
}

type Program = {dir: string; files: Map<string, {sample: SampleUnderTest; firstLine: number}>; env: NodeJS.ProcessEnv; module: string};

/** The samples of one release as one Go module in `dir`, with the release required from the module proxy. */
async function writeProgram(dir: string, release: ClientRelease, samples: readonly SampleUnderTest[], folders: HarnessFolders): Promise<Program> {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const env = goEnvironment(folders);
  fs.writeFileSync(path.join(dir, 'go.mod'), `module samples\n\ngo 1.22\n`);
  const module = moduleOf(release);
  await runOrFail('go', ['get', `${module}@v${release.version}`], {cwd: dir, env});
  const files = new Map<string, {sample: SampleUnderTest; firstLine: number}>();
  const entries: {index: number; ownClient: boolean}[] = [];
  samples.forEach((sample, index) => {
    const {source, firstLine} = sampleFile(sample, index, module);
    // Not `sample_<index>.go`: Go builds `*_386.go` for GOARCH=386 alone, and a program of 387 samples has one.
    const file = path.join(dir, `sample${index}.go`);
    fs.writeFileSync(file, source);
    files.set(file, {sample, firstLine});
    entries.push({index, ownClient: makesClient(splitImports(sample.code).body)});
  });
  fs.writeFileSync(path.join(dir, 'main.go'), mainFile(entries, module));
  return {dir, files, env, module};
}

/** The program without the samples of `ids` (those that do not compile): their files removed, main.go rewritten. */
function leaveOut(program: Program, samples: readonly SampleUnderTest[], ids: ReadonlySet<string>): void {
  for (const [file, {sample}] of program.files) {
    if (ids.has(sample.id)) {
      fs.rmSync(file, {force: true});
      program.files.delete(file);
    }
  }
  const kept = [...program.files.values()].map(({sample}) => ({index: samples.indexOf(sample), ownClient: makesClient(splitImports(sample.code).body)}));
  fs.writeFileSync(path.join(program.dir, 'main.go'), mainFile(kept, program.module));
}

/**
 * Compiler, vet and gofmt messages of the program, by sample id, with lines
 * of the sample. Samples that do not compile are left out before vet, which
 * checks only a package that type-checks.
 */
async function problemsOf(program: Program, samples: readonly SampleUnderTest[]): Promise<Map<string, string>> {
  const {dir, files, env} = program;
  const problems = new Map<string, string>();
  const report = (output: string) => {
    let mapped = 0;
    for (const line of output.split('\n')) {
      const match = /^(?:vet: )?\.?\/?(sample\d+\.go):(\d+):(?:\d+:)? (.*)$/.exec(line);
      const entry = match && files.get(path.resolve(dir, match[1]!));
      if (match && entry) {
        const message = `line ${Number(match[2]) - entry.firstLine + 1}: ${match[3]}`;
        problems.set(entry.sample.id, [problems.get(entry.sample.id), message].filter(Boolean).join('\n'));
        mapped += 1;
      }
    }
    return mapped;
  };
  const unformatted = await runCommand('gofmt', ['-l', ...[...files.keys()].map((file) => path.basename(file))], {cwd: dir, env});
  for (const file of unformatted.stdout.split('\n').filter(Boolean)) {
    const entry = files.get(path.resolve(dir, file));
    const diff = await runCommand('gofmt', ['-d', file], {cwd: dir, env});
    if (entry) problems.set(entry.sample.id, `not as gofmt lays it out:\n${diff.stdout.split('\n').slice(2).join('\n')}`);
  }
  // -e: every error, not the first ten.
  const build = await runCommand('go', ['build', '-gcflags=-e', '-o', 'samples', '.'], {cwd: dir, env});
  if (build.code !== 0 && report(build.stderr) === 0) {
    throw new Error(`go build failed without a message about a sample (in ${dir}):\n${build.stderr}`);
  }
  if (build.code !== 0) {
    leaveOut(program, samples, new Set(problems.keys()));
  }
  const vet = await runCommand('go', ['vet', '.'], {cwd: dir, env});
  if (vet.code !== 0 && report(vet.stderr) === 0) {
    throw new Error(`go vet failed without a message about a sample (in ${dir}):\n${vet.stderr}`);
  }
  return problems;
}

/**
 * A guide page's Go files as one module (its path from the page's `go mod
 * init`), with the versions the page's `go get` lines name and the others'
 * newest, as `go mod tidy` resolves them from the module proxy. The resolved
 * go.mod and go.sum are kept in the cache, keyed by what the files import and
 * the page pins, so a later run resolves nothing again.
 */
async function compileGuideProject(project: GuideProject, release: ClientRelease | undefined, folders: HarnessFolders): Promise<ProjectResult> {
  const dir = path.join(folders.workDir, `guide-${path.basename(project.page, '.md')}-${crypto.randomBytes(3).toString('hex')}`);
  fs.mkdirSync(dir, {recursive: true});
  const env = goEnvironment(folders);
  const modulePath = goModulePath(project.source);
  const requirements = goRequirements(project.source);
  if (release) requirements.set(moduleOf(release), `v${release.version}`);
  const byPath = new Map(project.files.map((file) => [file.path, file]));
  for (const file of project.files) {
    writeSourceFile(path.join(dir, file.path), file.code);
  }
  const imports = [...new Set(project.files.flatMap((file) => goImports(file.code)))].sort();
  const key = crypto.createHash('sha1').update(JSON.stringify({imports, requirements: [...requirements].sort(), modulePath})).digest('hex').slice(0, 16);
  const resolved = path.join(folders.cacheDir, 'guide-modules', key);
  const failures = new Map<string, string>();
  if (fs.existsSync(path.join(resolved, 'go.mod'))) {
    fs.copyFileSync(path.join(resolved, 'go.mod'), path.join(dir, 'go.mod'));
    fs.copyFileSync(path.join(resolved, 'go.sum'), path.join(dir, 'go.sum'));
  } else {
    fs.writeFileSync(path.join(dir, 'go.mod'), `module ${modulePath}\n\ngo 1.22\n`);
    for (const [module, version] of requirements) {
      // Only what the files import: a page's `go get` of a tool is not the program's.
      if (imports.some((imported) => imported === module || imported.startsWith(`${module}/`))) {
        await runOrFail('go', ['get', `${module}@${version}`], {cwd: dir, env});
      }
    }
    const tidy = await runCommand('go', ['mod', 'tidy'], {cwd: dir, env});
    if (tidy.code !== 0) {
      // `go mod tidy` names the import it cannot resolve: the files that import it fail with its message.
      for (const file of project.files) {
        const missing = goImports(file.code).filter((imported) => tidy.stderr.includes(imported));
        if (missing.length > 0) failures.set(file.id, `go mod tidy: ${tidy.stderr.split('\n').filter((line) => missing.some((m) => line.includes(m))).join('\n')}`);
      }
      if (failures.size === 0) throw new Error(`go mod tidy failed for ${project.page} (in ${dir}):\n${tidy.stderr}`);
      return {failures, notCompiled: new Map()};
    }
    fs.mkdirSync(resolved, {recursive: true});
    fs.copyFileSync(path.join(dir, 'go.mod'), path.join(resolved, 'go.mod'));
    fs.copyFileSync(path.join(dir, 'go.sum'), path.join(resolved, 'go.sum'));
  }
  const report = (output: string) => {
    let mapped = 0;
    for (const line of output.split('\n')) {
      const match = /^(?:vet: )?\.?\/?([\w./[\]()-]+\.go):(\d+):(?:\d+:)? (.*)$/.exec(line);
      const file = match && byPath.get(match[1]!);
      if (match && file) {
        failures.set(file.id, [failures.get(file.id), `line ${match[2]} of the block: ${match[3]}`].filter(Boolean).join('\n'));
        mapped += 1;
      }
    }
    return mapped;
  };
  const unformatted = await runCommand('gofmt', ['-l', ...project.files.map((file) => file.path)], {cwd: dir, env});
  for (const name of unformatted.stdout.split('\n').filter(Boolean)) {
    const file = byPath.get(name);
    const diff = await runCommand('gofmt', ['-d', name], {cwd: dir, env});
    if (file) failures.set(file.id, `not as gofmt lays it out:\n${diff.stdout.split('\n').slice(2).join('\n')}`);
  }
  const build = await runCommand('go', ['build', '-gcflags=-e', './...'], {cwd: dir, env});
  if (build.code !== 0 && report(build.stderr) === 0) {
    throw new Error(`go build failed without a message about a block of ${project.page} (in ${dir}):\n${build.stderr}`);
  }
  if (build.code === 0) {
    const vet = await runCommand('go', ['vet', './...'], {cwd: dir, env});
    if (vet.code !== 0 && report(vet.stderr) === 0) {
      throw new Error(`go vet failed without a message about a block of ${project.page} (in ${dir}):\n${vet.stderr}`);
    }
  }
  return {failures, notCompiled: new Map()};
}

export const goHarness: SampleHarness = {
  language: 'go',
  compileProject: compileGuideProject,
  async compile(release, samples, folders) {
    return problemsOf(await writeProgram(path.join(folders.workDir, `compile-${release.version}`), release, samples, folders), samples);
  },
  async run(release, samples, folders, standIn: StandInEndpoint) {
    const program = await writeProgram(path.join(folders.workDir, `run-${release.version}`), release, samples, folders);
    const problems = await problemsOf(program, samples);
    // Samples that do not compile (or that vet rejects) stay out of the program: they could not run.
    leaveOut(program, samples, new Set(problems.keys()));
    const plan = [...program.files.values()].map(({sample}) => ({
      index: samples.indexOf(sample),
      id: sample.id,
      server: `${standIn.protocol}://${standIn.host}:${standIn.port}`,
      key: standIn.apiKeyFor(sample.id),
    }));
    await runOrFail('go', ['build', '-o', 'samples', '.'], {cwd: program.dir, env: program.env});
    fs.writeFileSync(path.join(program.dir, 'plan.json'), JSON.stringify(plan));
    const out = path.join(program.dir, 'failures.json');
    const result = await runCommand(path.join(program.dir, 'samples'), [path.join(program.dir, 'plan.json'), out], {cwd: standIn.filesDir, env: standIn.environment});
    if (!fs.existsSync(out)) {
      throw new Error(`The Go sample runner stopped (exit ${result.code}):\n${result.stderr}`);
    }
    const failures = new Map(Object.entries(JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, string>));
    for (const [id, problem] of problems) failures.set(id, `does not compile: ${problem}`);
    return failures;
  },
};
