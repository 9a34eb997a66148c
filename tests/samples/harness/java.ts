/**
 * Java samples against typesense-java, the release of each page's era, as
 * Maven Central serves it (`org.typesense:typesense-java:<version>`):
 *
 * - the jars: a Maven project per release in the cache folder, whose
 *   `dependency:copy-dependencies` copies the client and its dependencies
 *   once into `lib/`; later runs reuse them;
 * - compile: each sample becomes the body of a static method of a class of
 *   its own (its `import` lines at the top of the file, with the imports of
 *   its version's API Clients set-up and nothing more, as a reader pastes it
 *   under that set-up: code-samples/clients/java/imports.ts), and one `javac` run compiles
 *   them all against the release's jars; each error is reported at its line
 *   in the sample;
 * - run: one JVM calls each sample in turn with a `client` of its own,
 *   pointed at the stand-in with the sample's API key. A sample that makes
 *   its own client reads the key from `TYPESENSE_API_KEY`: the runner hands
 *   it the sample's key (`System.getenv` is read through the runner, as a JVM
 *   cannot change its environment).
 *
 * A release that Maven Central does not serve here (its facts read from its git
 * tag, `v2.0.0`, not from a sources jar, `maven:1.3.0`) cannot be compiled or
 * run: its samples are checked against its surface alone (`notServed`), and the
 * checks say so rather than fail on the download.
 *
 * A sample that sends its request with the JDK's java.net.http (the tab of a
 * release without the call, code-samples/clients/java/standard-http.ts) needs
 * no client: whatever its release, it is compiled with the JDK alone, as the
 * reader pastes it (its own imports, nothing added), and run by a runner of
 * its own with the sample's API key, against the stand-in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ClientRelease} from '../../../code-samples/clients/types';
import {leadingImports} from '../../../code-samples/parse';
import {setUpImports} from '../../../code-samples/clients/java/imports';
import {fillOnce, runCommand, runOrFail, writeSourceFile} from './process';
import crypto from 'node:crypto';
import {mavenProject, type GuideProject, type MavenDependency} from '../../../code-samples/guide/projects';
import type {HarnessFolders, ProjectResult, SampleHarness, SampleUnderTest, StandInEndpoint} from './types';

const ARTIFACT = 'org.typesense:typesense-java';

/** Whether Maven Central serves the release here: its facts were read from the sources jar it serves (`maven:<version>`). */
export function servedByMavenCentral(release: Pick<ClientRelease, 'tag'>): boolean {
  return release.tag.startsWith('maven:');
}

/** Whether a sample sends its request with the JDK's java.net.http, and so needs the JDK alone. */
export function sendsWithJdk(code: string): boolean {
  return /^import java\.net\.http\.HttpClient;$/m.test(code);
}

/** Why the samples of a release that Maven Central does not serve are not compiled or run (those that need only the JDK are). */
function notServed(release: ClientRelease, sample?: Pick<SampleUnderTest, 'code'>): string | undefined {
  return servedByMavenCentral(release) || (sample && sendsWithJdk(sample.code))
    ? undefined
    : `${ARTIFACT} ${release.version} is not served by Maven Central here (its surface is read from git tag ${release.tag})`;
}

/** The jars of a release (the client and its dependencies), copied from Maven Central on first use. */
async function classpath(release: ClientRelease, folders: HarnessFolders): Promise<string> {
  const project = path.join(folders.cacheDir, `maven-${release.version}`);
  const lib = path.join(project, 'lib');
  const stamp = path.join(lib, '.complete');
  await fillOnce(project, () => fs.existsSync(stamp), async () => {
    fs.rmSync(project, {recursive: true, force: true});
    fs.mkdirSync(project, {recursive: true});
    const [groupId, artifactId] = ARTIFACT.split(':');
    fs.writeFileSync(
      path.join(project, 'pom.xml'),
      `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>samples</groupId>
  <artifactId>typesense-java-samples</artifactId>
  <version>${release.version}</version>
  <dependencies>
    <dependency>
      <groupId>${groupId}</groupId>
      <artifactId>${artifactId}</artifactId>
      <version>${release.version}</version>
    </dependency>
  </dependencies>
</project>
`,
    );
    await runOrFail('mvn', ['-q', '-B', 'dependency:copy-dependencies', `-DoutputDirectory=${lib}`], {cwd: project});
    fs.writeFileSync(stamp, `${ARTIFACT}:${release.version}\n`);
  });
  return path.join(lib, '*');
}

/** A sample's leading `import` lines (and the comment lines among them, which are left out), and the rest. */
function splitImports(code: string): {imports: string[]; body: string} {
  const leading = leadingImports('java', code);
  return {imports: leading.split('\n').filter((line) => line.startsWith('import ')), body: code.slice(leading.length)};
}

type SampleFile = {sample: SampleUnderTest; className: string; file: string; firstLine: number};

/** Writes each sample as `Sample<n>.run(Client client)`; `rewrite` adapts its code for the run. */
function writeSamples(samples: readonly SampleUnderTest[], dir: string, rewrite: (code: string) => string = (code) => code): SampleFile[] {
  return writeClasses(samples, dir, rewrite, (body, imports, sample) => {
    // A sample that makes its own `client` (the API Clients page) gets the stand-in's under another name.
    const parameter = /\bClient\s+client\s*=/.test(body) ? 'standInClient' : 'client';
    // Pasted into a method of a class that imports what the set-up imports (Client among them), and nothing else.
    return {imports: [...imports, ...setUpImports(sample.serverVersion)], signature: `run(Client ${parameter})`};
  });
}

/** Writes each sample that needs the JDK alone as `Sample<n>.run()`, with its own imports and nothing more. */
function writeJdkSamples(samples: readonly SampleUnderTest[], dir: string, rewrite: (code: string) => string = (code) => code): SampleFile[] {
  return writeClasses(samples, dir, rewrite, (_body, imports) => ({imports, signature: 'run()'}));
}

function writeClasses(
  samples: readonly SampleUnderTest[],
  dir: string,
  rewrite: (code: string) => string,
  frame: (body: string, imports: string[], sample: SampleUnderTest) => {imports: string[]; signature: string},
): SampleFile[] {
  const src = path.join(dir, 'src');
  fs.mkdirSync(src, {recursive: true});
  return samples.map((sample, index) => {
    const className = `Sample${index}`;
    const {imports: own, body} = splitImports(sample.code);
    const {imports, signature} = frame(body, own, sample);
    const head = [...imports, '', `public class ${className} {`, `  public static void ${signature} throws Exception {`];
    const file = path.join(src, `${className}.java`);
    fs.writeFileSync(file, `${[...head, rewrite(body), '  }', '}'].join('\n')}\n`);
    return {sample, className, file, firstLine: head.length + 1};
  });
}

/** javac's errors by sample id, at the sample's own lines. */
async function javac(files: readonly SampleFile[], extra: readonly string[], dir: string, jars: string | undefined): Promise<{problems: Map<string, string>; ok: boolean}> {
  const classes = path.join(dir, 'classes');
  fs.mkdirSync(classes, {recursive: true});
  const classpath = jars === undefined ? [] : ['-cp', jars];
  const result = await runCommand('javac', ['-nowarn', '-Xmaxerrs', '10000', '-encoding', 'UTF-8', '-d', classes, ...classpath, ...files.map((file) => file.file), ...extra], {cwd: dir});
  const byFile = new Map(files.map((file) => [file.file, file]));
  const problems = new Map<string, string>();
  // An error, and the `symbol:` line that says what javac could not find.
  for (const match of result.stderr.matchAll(/^(.+?\.java):(\d+): error: (.*)$(?:\n(?!.+?\.java:\d+:).*$){0,3}?(?:\n\s+(symbol:.*)$)?/gm)) {
    const file = byFile.get(path.resolve(dir, match[1]!));
    if (!file) {
      throw new Error(`javac failed outside the samples:\n${result.stderr}`);
    }
    const line = Number(match[2]) - file.firstLine + 1;
    const message = `line ${line}: ${match[3]}${match[4] ? ` (${match[4].replace(/\s+/g, ' ')})` : ''}`;
    problems.set(file.sample.id, [problems.get(file.sample.id), message].filter(Boolean).join('\n'));
  }
  if (result.code !== 0 && problems.size === 0) {
    throw new Error(`javac failed (exit ${result.code}):\n${result.stderr || result.stdout}`);
  }
  return {problems, ok: result.code === 0};
}

async function compileSamples(release: ClientRelease, samples: readonly SampleUnderTest[], folders: HarnessFolders): Promise<Map<string, string>> {
  const withJdk = samples.filter((sample) => sendsWithJdk(sample.code));
  const withClient = samples.filter((sample) => !sendsWithJdk(sample.code));
  const problems = new Map<string, string>();
  if (withClient.length > 0) {
    const jars = await classpath(release, folders);
    const dir = path.join(folders.workDir, `compile-${release.version}`);
    fs.rmSync(dir, {recursive: true, force: true});
    for (const [id, message] of (await javac(writeSamples(withClient, dir), [], dir, jars)).problems) problems.set(id, message);
  }
  if (withJdk.length > 0) {
    const dir = path.join(folders.workDir, `compile-${release.version}-jdk`);
    fs.rmSync(dir, {recursive: true, force: true});
    for (const [id, message] of (await javac(writeJdkSamples(withJdk, dir), [], dir, undefined)).problems) problems.set(id, message);
  }
  return problems;
}

/**
 * The runner of a run's samples: for each line of the plan (class, API key),
 * it runs the sample's `run` (with a client of the stand-in's node for the
 * samples that use the client, `node`; without one for those that send with
 * the JDK alone, `null`), and writes each failure as a line: the class, a tab,
 * and the trace with its backslashes and line breaks escaped.
 */
function runnerSource(node: {host: string; port: number} | null): string {
  const imports = node ? 'import java.time.Duration;\nimport java.util.*;\nimport org.typesense.api.*;\nimport org.typesense.resources.*;\n' : '';
  const invoke = node
    ? `Configuration configuration = new Configuration(
            List.of(new Node("http", ${JSON.stringify(node.host)}, "${node.port}")), Duration.ofSeconds(5), apiKey);
        configuration.numRetries = 1;
        Client client = new Client(configuration);
        Class.forName(parts[0]).getMethod("run", Client.class).invoke(null, client);`
    : 'Class.forName(parts[0]).getMethod("run").invoke(null);';
  return `import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
${imports}
public class SampleRunner {
  static String apiKey = "";

  /** System.getenv, with the API key of the sample being run. */
  public static String getenv(String name) {
    return name.equals("TYPESENSE_API_KEY") ? apiKey : System.getenv(name);
  }

  public static void main(String[] args) throws Exception {
    StringBuilder failures = new StringBuilder();
    for (String line : Files.readAllLines(Path.of(args[0]))) {
      String[] parts = line.split("\\t");
      apiKey = parts[1];
      try {
        ${invoke}
      } catch (Throwable error) {
        Throwable cause = error instanceof java.lang.reflect.InvocationTargetException ? error.getCause() : error;
        StringWriter trace = new StringWriter();
        cause.printStackTrace(new PrintWriter(trace));
        failures.append(parts[0]).append('\\t').append(trace.toString().replace("\\\\", "\\\\\\\\").replace("\\n", "\\\\n")).append('\\n');
      }
    }
    Files.writeString(Path.of(args[1]), failures.toString());
  }
}
`;
}

/**
 * Runs the samples in the order given (page order: the real server's state
 * after each is the one the next expects), those that need the JDK alone with
 * their runner and the others with the client's, each run of consecutive
 * samples of one kind in one JVM.
 */
async function runSamples(release: ClientRelease, samples: readonly SampleUnderTest[], folders: HarnessFolders, standIn: StandInEndpoint): Promise<Map<string, string>> {
  const withJdk = samples.filter((sample) => sendsWithJdk(sample.code));
  const withClient = samples.filter((sample) => !sendsWithJdk(sample.code));
  const jdkRun = withJdk.length > 0 ? await compiledRun('jdk', release, withJdk, folders, standIn) : undefined;
  const clientRun = withClient.length > 0 ? await compiledRun('client', release, withClient, folders, standIn) : undefined;
  const failures = new Map<string, string>([...(jdkRun?.failures ?? []), ...(clientRun?.failures ?? [])]);
  let segment = 0;
  for (let start = 0; start < samples.length; ) {
    const jdk = sendsWithJdk(samples[start]!.code);
    let end = start + 1;
    while (end < samples.length && sendsWithJdk(samples[end]!.code) === jdk) end += 1;
    const run = (jdk ? jdkRun : clientRun)!;
    for (const [id, trace] of await run.run(samples.slice(start, end), (segment += 1))) failures.set(id, trace);
    start = end;
  }
  return failures;
}

/** Samples compiled for a run: what does not compile, and how to run some of the others. */
type CompiledRun = {
  failures: Map<string, string>;
  /** Runs those of `samples` that compiled, in order; `segment` names the run's files. Returns the failures by sample id. */
  run(samples: readonly SampleUnderTest[], segment: number): Promise<Map<string, string>>;
};

/** Writes the plan of a segment (class and API key a line), runs the runner over it, and reads the failures it wrote. */
async function runPlan(
  files: readonly SampleFile[],
  samples: readonly SampleUnderTest[],
  dir: string,
  segment: number,
  command: {classpath: string; standIn: StandInEndpoint; what: string},
): Promise<Map<string, string>> {
  const ids = new Set(samples.map((sample) => sample.id));
  const plan = path.join(dir, `plan-${segment}.tsv`);
  fs.writeFileSync(plan, files.filter((file) => ids.has(file.sample.id)).map((file) => `${file.className}\t${command.standIn.apiKeyFor(file.sample.id)}\n`).join(''));
  const out = path.join(dir, `failures-${segment}`);
  const result = await runCommand('java', ['-cp', command.classpath, 'SampleRunner', plan, out], {cwd: command.standIn.filesDir, env: command.standIn.environment});
  if (!fs.existsSync(out)) {
    throw new Error(`The Java sample runner (${command.what}) stopped (exit ${result.code}):\n${result.stderr}`);
  }
  const byClass = new Map(files.map((file) => [file.className, file.sample.id]));
  // A line a failure (runnerSource): the class, then its trace (whose lines start with tabs of their own), escaped to one line.
  const failures = fs
    .readFileSync(out, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      return [byClass.get(line.slice(0, tab))!, line.slice(tab + 1).replace(/\\(\\|n)/g, (_, escaped: string) => (escaped === 'n' ? '\n' : '\\'))] as const;
    });
  return new Map(failures);
}

function dependencyElement(d: MavenDependency): string {
  return `<dependency><groupId>${d.groupId}</groupId><artifactId>${d.artifactId}</artifactId>${d.version ? `<version>${d.version}</version>` : ''}${d.scope ? `<scope>${d.scope}</scope>` : ''}</dependency>`;
}

/**
 * The pom the page's Java compiles with: the pom.xml it shows, without its
 * build section (compiling needs the dependencies, not the plugins that
 * package the application) and with the dependencies the page adds to it
 * later; or, for a page without one, a pom of the dependencies it names (its
 * `<dependency>` elements, Gradle coordinates).
 */
export function projectPom(pom: string | null, dependencies: readonly MavenDependency[]): string {
  if (!pom) {
    return `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>guide</groupId>
  <artifactId>guide-page</artifactId>
  <version>1</version>
  <dependencies>
${dependencies.map((d) => `    ${dependencyElement(d)}`).join('\n')}
  </dependencies>
</project>
`;
  }
  const withoutBuild = pom.replace(/<build>[\s\S]*?<\/build>/, '');
  const added = dependencies.filter((d) => !new RegExp(`<artifactId>\\s*${d.artifactId}\\s*</artifactId>`).test(withoutBuild));
  // The project's own `<dependencies>`, after its `<dependencyManagement>` if it has one.
  const managed = withoutBuild.lastIndexOf('</dependencyManagement>');
  const close = withoutBuild.indexOf('</dependencies>', managed < 0 ? 0 : managed);
  return close < 0 ? withoutBuild : `${withoutBuild.slice(0, close)}${added.map(dependencyElement).join('\n')}\n${withoutBuild.slice(close)}`;
}

/**
 * The jars of a guide page's project: the dependencies of the page's pom.xml
 * (its build section left out: compiling needs the dependencies, not the
 * plugins that package the application), or of the coordinates the page
 * names, copied from Maven Central once per set of dependencies.
 */
async function projectClasspath(pom: string, folders: HarnessFolders): Promise<string> {
  const project = path.join(folders.cacheDir, `guide-maven-${crypto.createHash('sha1').update(pom).digest('hex').slice(0, 16)}`);
  const lib = path.join(project, 'lib');
  const stamp = path.join(lib, '.complete');
  await fillOnce(project, () => fs.existsSync(stamp), async () => {
    fs.rmSync(project, {recursive: true, force: true});
    fs.mkdirSync(project, {recursive: true});
    fs.writeFileSync(path.join(project, 'pom.xml'), pom);
    await runOrFail('mvn', ['-q', '-B', 'dependency:copy-dependencies', `-DoutputDirectory=${lib}`], {cwd: project});
    fs.writeFileSync(stamp, 'complete\n');
  });
  return path.join(lib, '*');
}

/**
 * A guide page's Java classes, compiled together by one javac run against the
 * jars of the dependencies the page gives (its pom.xml, or the coordinates it
 * names, with the typesense-java release it names), each error at its line
 * in its block.
 */
async function compileGuideProject(project: GuideProject, release: ClientRelease | undefined, folders: HarnessFolders): Promise<ProjectResult> {
  const {pom, dependencies} = mavenProject(project.source);
  const client = release && !dependencies.some((d) => d.artifactId === 'typesense-java') ? [{groupId: 'org.typesense', artifactId: 'typesense-java', version: release.version}] : [];
  const jars = await projectClasspath(projectPom(pom, [...dependencies, ...client]), folders);
  const dir = fs.mkdtempSync(path.join(folders.workDir, `guide-${path.basename(project.page, '.md')}-`));
  const byPath = new Map<string, (typeof project.files)[number]>();
  for (const file of project.files) {
    const target = path.join(dir, 'src', file.path);
    writeSourceFile(target, file.code);
    byPath.set(target, file);
  }
  const classes = path.join(dir, 'classes');
  fs.mkdirSync(classes, {recursive: true});
  const result = await runCommand('javac', ['-nowarn', '-Xmaxerrs', '10000', '-encoding', 'UTF-8', '-parameters', '-d', classes, '-cp', jars, ...byPath.keys()], {cwd: dir});
  const failures = new Map<string, string>();
  for (const match of result.stderr.matchAll(/^(.+?\.java):(\d+): error: (.*)$(?:\n(?!.+?\.java:\d+:).*$){0,3}?(?:\n\s+(symbol:.*)$)?/gm)) {
    const file = byPath.get(path.resolve(dir, match[1]!));
    if (!file) {
      throw new Error(`javac failed outside the blocks of ${project.page}:\n${result.stderr}`);
    }
    const message = `line ${match[2]} of the block: ${match[3]}${match[4] ? ` (${match[4].replace(/\s+/g, ' ')})` : ''}`;
    failures.set(file.id, [failures.get(file.id), message].filter(Boolean).join('\n'));
  }
  if (result.code !== 0 && failures.size === 0) {
    throw new Error(`javac failed on ${project.page} (exit ${result.code}):\n${result.stderr || result.stdout}`);
  }
  return {failures, notCompiled: new Map()};
}

/**
 * A run's samples compiled with their runner: those that use the client
 * against the release's jars (`client`), or those that send with the JDK
 * alone against nothing but the JDK (`jdk`).
 */
async function compiledRun(kind: 'client' | 'jdk', release: ClientRelease, samples: readonly SampleUnderTest[], folders: HarnessFolders, standIn: StandInEndpoint): Promise<CompiledRun> {
  const jars = kind === 'client' ? await classpath(release, folders) : undefined;
  const dir = path.join(folders.workDir, `run-${release.version}${kind === 'jdk' ? '-jdk' : ''}`);
  fs.rmSync(dir, {recursive: true, force: true});
  const write = kind === 'client' ? writeSamples : writeJdkSamples;
  const files = write(samples, dir, (code) => code.replace(/\bSystem\.getenv\(/g, 'SampleRunner.getenv('));
  const runner = path.join(dir, 'src', 'SampleRunner.java');
  fs.writeFileSync(runner, runnerSource(kind === 'client' ? standIn : null));
  const {problems} = await javac(files, [runner], dir, jars);
  const runnable = files.filter((file) => !problems.has(file.sample.id));
  return {
    failures: new Map([...problems].map(([id, message]) => [id, `does not compile: ${message}`])),
    run: (subset, segment) =>
      runPlan(runnable, subset, dir, segment, {
        classpath: [path.join(dir, 'classes'), ...(jars ? [jars] : [])].join(path.delimiter),
        standIn,
        what: kind === 'client' ? `typesense-java ${release.version}` : 'JDK',
      }),
  };
}

export const javaHarness: SampleHarness = {
  compileProject: compileGuideProject,
  language: 'java',
  compile: compileSamples,
  run: runSamples,
  notServed,
  compileContext: (sample) => setUpImports(sample.serverVersion).join('\n'),
};
