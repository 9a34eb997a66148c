/**
 * Maintainers' tool (not run by the tests): reads the API surface of the
 * JavaScript or Python client at each release listed in
 * code-samples/clients/<language>/index.ts, and writes
 * code-samples/clients/<language>/surface.json — every class the samples can
 * reach, its public methods and properties, each with its file and line.
 *
 *   npm run samples:surface -- javascript --repo ~/src/typesense-js
 *   npm run samples:surface -- python --repo ~/src/typesense-python
 *   npm run samples:surface -- java
 *
 * Where a release's facts are read is its `tag`:
 * - a git tag of the client's repository (`v1.4.0`), read from `--repo` (a
 *   clone; a bare one works: files are read with `git show <tag>:<path>`);
 * - `npm:<version>`: the package as npm serves it, its sources read from the
 *   source maps it ships (for a release that has no tag);
 * - `pypi:<version>`: the wheel as PyPI serves it (the Python client tagged
 *   its releases only from 1.0 on);
 * - `maven:<version>`: the sources jar Maven Central serves next to the
 *   artifact (typesense-java generates its model classes from the OpenAPI
 *   description at build time: its git tags do not hold them).
 * Review the diff of surface.json: it is the record of what each release offers.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {CLIENTS} from '../../code-samples/clients';
import type {ClientLanguage, ClientRelease} from '../../code-samples/clients/types';
import type {ClientSurface, MemberSurface, ReleaseSurface, TypeSurface} from '../../code-samples/surface/types';

type SourceFile = {path: string; text: string};

function run(command: string, args: string[], cwd?: string): string {
  return execFileSync(command, args, {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe']});
}

/** The files of a release under `folder` (e.g. `src/Typesense`), wherever its `tag` says they are. */
function releaseFiles(release: ClientRelease, repo: string | undefined, packageName: string, folder: RegExp): SourceFile[] {
  const [kind, version] = release.tag.includes(':') ? release.tag.split(':') : ['git', release.tag];
  if (kind === 'git') {
    if (!repo) throw new Error(`Release ${release.version} is read from git tag ${release.tag}: pass --repo.`);
    return run('git', ['-C', repo, 'ls-tree', '-r', '--name-only', release.tag])
      .split('\n')
      .filter((file) => folder.test(file))
      .map((file) => ({path: file, text: run('git', ['-C', repo, 'show', `${release.tag}:${file}`])}));
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surface-'));
  try {
    if (kind === 'npm') {
      const tarball = run('npm', ['pack', `${packageName}@${version}`, '--silent'], dir).trim().split('\n').pop()!;
      run('tar', ['xzf', tarball], dir);
      // The package ships compiled code; its source maps carry the sources, by their paths in the repository.
      return (fs.readdirSync(path.join(dir, 'package'), {recursive: true}) as string[])
        .filter((file) => file.endsWith('.js.map'))
        .flatMap((file) => {
          const map = JSON.parse(fs.readFileSync(path.join(dir, 'package', file), 'utf8')) as {sources: string[]; sourcesContent?: string[]};
          return map.sources.map((source, index) => ({path: `src/${source.replace(/^(\.\.\/)+/, '').replace(/^src\//, '')}`, text: map.sourcesContent?.[index] ?? ''}));
        })
        .filter((file) => folder.test(file.path) && file.text !== '');
    }
    if (kind === 'pypi') {
      run('python3', ['-m', 'pip', 'download', '--quiet', '--no-deps', '--only-binary', ':all:', '-d', dir, `${packageName}==${version}`]);
      const wheel = fs.readdirSync(dir).find((file) => file.endsWith('.whl'));
      if (!wheel) throw new Error(`PyPI has no wheel of ${packageName} ${version}.`);
      run('python3', ['-m', 'zipfile', '-e', wheel, 'unpacked'], dir);
      return (fs.readdirSync(path.join(dir, 'unpacked'), {recursive: true}) as string[])
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => folder.test(file))
        .map((file) => ({path: file, text: fs.readFileSync(path.join(dir, 'unpacked', file), 'utf8')}));
    }
    if (kind === 'maven') {
      // The package name is `group:artifact`; Maven resolves the sources jar from Maven Central into the local repository.
      run('mvn', ['-q', '-B', 'dependency:copy', `-Dartifact=${packageName}:${version}:jar:sources`, `-DoutputDirectory=${dir}`]);
      const jar = fs.readdirSync(dir).find((file) => file.endsWith('-sources.jar'));
      if (!jar) throw new Error(`Maven Central has no sources jar of ${packageName} ${version}.`);
      run('python3', ['-m', 'zipfile', '-e', jar, 'unpacked'], dir);
      return (fs.readdirSync(path.join(dir, 'unpacked'), {recursive: true}) as string[])
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => folder.test(file))
        .map((file) => ({path: file, text: fs.readFileSync(path.join(dir, 'unpacked', file), 'utf8')}));
    }
    throw new Error(`Release ${release.version}: tag ${release.tag} is neither a git tag, npm:<version>, pypi:<version> nor maven:<version>.`);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Top-level parameters of a signature's first parenthesis: how many, how many are optional, and their names. */
function parameters(signature: string): {count: number; optional: number; names: string[]} {
  const open = signature.indexOf('(');
  let depth = 0;
  let current = '';
  const list: string[] = [];
  for (const character of signature.slice(open + 1)) {
    if ('(<[{'.includes(character)) depth += 1;
    if (')>]}'.includes(character)) {
      if (depth === 0) break;
      depth -= 1;
    }
    if (character === ',' && depth === 0) {
      list.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  if (current.trim()) list.push(current);
  const real = list.map((item) => item.trim()).filter(Boolean);
  return {
    count: real.length,
    optional: real.filter((item) => /^\w+\?|=/.test(item)).length,
    // An optional parameter (`options = {}`, `params=None`, `id?: string`) is named with a `?`.
    names: real.map((item) => `${/^(?:\*\*?)?(\{[^}]*\}|\w+)/.exec(item)?.[1] ?? item}${/^\w+\?|=/.test(item) ? '?' : ''}`),
  };
}

function typeName(text: string | undefined, known: ReadonlySet<string>): string | undefined {
  const name = text?.trim().replace(/^Promise</, '').replace(/<.*$/s, '').replace(/\[.*$/s, '').trim();
  return name && known.has(name) ? name : undefined;
}

/** Adds a member unless the type has it; an overload's entry gets the parameters of the implementation that follows it. */
function addMember(type: TypeSurface, name: string, member: MemberSurface): void {
  const members = type.members as Record<string, MemberSurface>;
  const existing = members[name];
  if (!existing) {
    members[name] = member;
  } else if (!existing.params && member.params) {
    members[name] = {...existing, params: member.params};
  }
}

/** `class A<T extends B = C> extends D<T>` → `class A extends D`: type parameters removed, brackets balanced. */
function withoutTypeParameters(text: string): string {
  let depth = 0;
  let out = '';
  for (const character of text) {
    if (character === '<') depth += 1;
    else if (character === '>' && depth > 0) depth -= 1;
    else if (depth === 0) out += character;
  }
  return out;
}

type DeclaredClass = {name: string; start: number; end: number; parent?: string; file: SourceFile};

/**
 * The classes of a JavaScript or TypeScript file, with the lines of their
 * bodies and the class each extends. The default export of a file is named as
 * its importers name it, after the file (Stats.ts declares `class Metrics`).
 */
function declaredClasses(file: SourceFile): DeclaredClass[] {
  const lines = file.text.split('\n');
  const defaultExport = /export default (?:class )?(\w+)/.exec(file.text)?.[1] ?? /module\.exports = (\w+)/.exec(file.text)?.[1];
  const classes: DeclaredClass[] = [];
  lines.forEach((line, index) => {
    const declaration = /^(?:export (?:default )?)?class (\w+)/.exec(line);
    if (!declaration) return;
    let header = '';
    // Up to the class's own brace: a default type parameter (`= {}`) has braces too.
    for (let i = index; i < lines.length && !withoutTypeParameters(header).includes('{'); i += 1) header += `${lines[i]} `;
    classes.push({
      name: declaration[1] === defaultExport ? path.basename(file.path).replace(/\.[jt]s$/, '') : declaration[1]!,
      start: index,
      end: lines.findIndex((candidate, at) => at > index && candidate.startsWith('}')),
      parent: /\bextends\s+(\w+)/.exec(withoutTypeParameters(header))?.[1],
      file,
    });
  });
  return classes;
}

/**
 * A method's signature from `start`: its parameters (up to the balanced closing
 * parenthesis, over lines if need be), its declared result type, and whether
 * it is an overload (no body follows: `documents(): Documents<T>`).
 */
function methodSignature(lines: readonly string[], start: number): {parameters: string; returns?: string; overload: boolean} {
  let depth = 0;
  let text = '';
  for (let i = start; i < lines.length; i += 1) {
    const line = lines[i]!;
    for (let at = 0; at < line.length; at += 1) {
      const character = line[at]!;
      text += character;
      if (character === '(') depth += 1;
      if (character === ')') {
        depth -= 1;
        if (depth === 0) {
          const rest = line.slice(at + 1);
          const declared = /^\s*:\s*([^{;]+?)\s*[{;]?\s*$/.exec(rest)?.[1];
          return {parameters: text, ...(declared && {returns: declared}), overload: !rest.includes('{')};
        }
      }
    }
    text += '\n';
  }
  return {parameters: text, overload: false};
}

/** The body of the method that starts at `start`: its lines up to the closing brace at the method's indentation. */
function methodBody(lines: readonly string[], start: number): string[] {
  const end = lines.findIndex((line, at) => at > start && /^ {2}\}/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

function javascriptRelease(files: SourceFile[], tag: string): ReleaseSurface {
  const declared = files.flatMap(declaredClasses);
  const known = new Set(declared.map((klass) => klass.name));
  const types: Record<string, TypeSurface> = {};
  for (const {name, start, end, file} of declared) {
    const type: TypeSurface = {source: file.path, members: {}};
    const lines = file.text.split('\n');
    // Fields made in the constructor (`this._collections = new Collections(…)`): what `return this._collections` returns.
    const fields = new Map<string, string>();
    for (const line of lines.slice(start, end)) {
      const field = /this\.(\w+)\s*=\s*new (\w+)(?:<[^>]*>)?\(/.exec(line);
      if (field && known.has(field[2]!)) fields.set(field[1]!, field[2]!);
    }
    lines.forEach((line, index) => {
      if (index <= start || index >= end) return;
      const method = /^ {2}(?:public )?(?:static )?(?:async )?(\w+)\s*(?:<|\()/.exec(line);
      if (method && !['constructor', 'if', 'for', 'return', 'switch', 'while'].includes(method[1]!) && !/^ {2}(?:private|protected)\b/.test(line)) {
        const signature = methodSignature(lines, index);
        const {count, optional, names} = parameters(signature.parameters);
        let returns = typeName(signature.returns, known);
        if (!signature.overload && !returns) {
          // Untyped, or a union: `if (name === undefined) { return this._collections } … return new Collection(…)`.
          const body = methodBody(lines, index).join('\n');
          const whole = /return this\.(\w+)/.exec(body)?.[1];
          const made = /new (\w+)(?:<[^>]*>)?\(/.exec(body)?.[1];
          if (/=== undefined|!\w+\)/.test(body) && whole && fields.has(whole) && made && known.has(made)) {
            addMember(type, `${method[1]}/0`, {kind: 'method', returns: fields.get(whole)!, line: index + 1});
            addMember(type, `${method[1]}/1`, {kind: 'method', returns: made, line: index + 1});
            returns = fields.get(whole);
          }
        }
        addMember(type, method[1]!, {kind: 'method', ...(returns && {returns}), ...(!signature.overload && {params: names}), line: index + 1});
        if (signature.overload && returns) {
          // An overload: its result for this number of arguments.
          for (let arity = count - optional; arity <= count; arity += 1) {
            addMember(type, `${method[1]}/${arity}`, {kind: 'method', returns, line: index + 1});
          }
        }
      }
      const property = /^ {2}(?:public )?(?:readonly )?(\w+)\s*:\s*([\w<>, ]+);/.exec(line);
      if (property && !/^ {2}(?:private|protected)\b/.test(line)) {
        const returns = typeName(property[2], known);
        addMember(type, property[1]!, {kind: 'property', ...(returns && {returns}), line: index + 1});
      }
      const assigned = /^ {4}this\.([a-zA-Z]\w*)\s*=\s*new (\w+)(?:<[^>]*>)?\(/.exec(line);
      if (assigned && known.has(assigned[2]!)) {
        addMember(type, assigned[1]!, {kind: 'property', returns: assigned[2]!, line: index + 1});
      }
    });
    types[name] = type;
  }
  // Inherited members (Documents extends SearchOnlyDocuments, where search() is), the class's own first.
  for (const {name, parent} of declared) {
    const inherited = parent ? types[parent] : undefined;
    if (inherited) {
      for (const [member, surface] of Object.entries(inherited.members)) {
        addMember(types[name]!, member, {...surface, inheritedFrom: `${parent} (${inherited.source})`});
      }
    }
  }
  const entry = files.find((file) => /^src\/Typesense\.[jt]s$/.test(file.path));
  const exportLine = entry ? entry.text.split('\n').findIndex((line) => /export default|module\.exports/.test(line)) + 1 : 1;
  types.Typesense = {source: entry?.path ?? 'src/Typesense.js', members: {Client: {kind: 'property', returns: 'Client', line: exportLine}}};
  return {tag, roots: {client: 'Client', Typesense: 'Typesense'}, types};
}

function pythonRelease(files: SourceFile[], tag: string): ReleaseSurface {
  const modules = files.filter((file) => !/\/types\//.test(file.path));
  const known = new Set(modules.flatMap((file) => [...file.text.matchAll(/^class (\w+)/gm)].map((match) => match[1]!)));
  const types: Record<string, TypeSurface> = {};
  for (const file of modules) {
    const lines = file.text.split('\n');
    let current: TypeSurface | null = null;
    lines.forEach((line, index) => {
      const klass = /^class (\w+)/.exec(line);
      if (klass) {
        current = {source: file.path, members: {}};
        types[klass[1]!] = current;
        return;
      }
      if (!current) return;
      const method = /^ {4}def (\w+)\(/.exec(line);
      if (method && (!method[1]!.startsWith('_') || method[1] === '__getitem__')) {
        const rest = lines.slice(index, index + 40).join('\n');
        const names = parameters(rest).names.filter((name) => name !== 'self');
        const overload = lines[index - 1]?.trim() === '@typing.overload' || lines[index - 1]?.trim() === '@overload';
        const annotated = /\)\s*->\s*([^:]+):/s.exec(rest)?.[1]?.replace(/typing\./g, '');
        // Unannotated (older releases): `return Collection(…)` in the method.
        const body = lines.slice(index + 1, lines.findIndex((candidate, at) => at > index && /^ {0,4}\S/.test(candidate))).join('\n');
        const made = /return (?:self\.\w+\.setdefault\([^,]+,\s*)?(\w+)\(/.exec(body)?.[1];
        const returns = typeName(annotated, known) ?? typeName(made, known);
        const name = method[1] === '__getitem__' ? '[]' : method[1]!;
        addMember(current, name, {kind: name === '[]' ? 'index' : 'method', ...(returns && {returns}), ...(!overload && {params: names}), line: index + 1});
      }
      const attribute = /^ {8}self\.(\w+)(?:\s*:\s*[^=]+)?\s*=\s*(\w+)(?:\[[^\]]*\])?\(/.exec(line);
      if (attribute && !attribute[1]!.startsWith('_')) {
        const returns = typeName(attribute[2], known);
        addMember(current, attribute[1]!, {kind: 'property', ...(returns && {returns}), line: index + 1});
      }
    });
  }
  const init = modules.find((file) => /typesense\/__init__\.py$/.test(file.path));
  const clientLine = (init?.text.split('\n').findIndex((line) => /\bClient\b/.test(line)) ?? 0) + 1;
  const exceptionsFile = modules.find((file) => file.path.endsWith('/exceptions.py'));
  const exceptionMembers = Object.fromEntries(
    [...(exceptionsFile?.text.matchAll(/^class (\w+)/gm) ?? [])].map((match) => [
      match[1]!,
      {kind: 'property' as const, line: exceptionsFile!.text.slice(0, match.index).split('\n').length},
    ]),
  );
  types.typesense = {
    source: init?.path ?? 'typesense/__init__.py',
    members: {Client: {kind: 'property', line: clientLine}, exceptions: {kind: 'property', returns: 'exceptions', line: 1}},
  };
  types.exceptions = {source: exceptionsFile?.path ?? 'typesense/exceptions.py', members: exceptionMembers};
  return {tag, roots: {client: 'Client', typesense: 'typesense'}, types};
}

/** The types of a Java parameter list (`Map<String, Object> document, ImportDocumentsParameters params` → `Map<String, Object>`, `ImportDocumentsParameters`). */
function javaParameterTypes(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of list) {
    if (character === '<') depth += 1;
    if (character === '>') depth -= 1;
    if (character === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  if (current.trim()) items.push(current);
  return items.map((item) => item.replace(/@\w+(\([^)]*\))?/g, '').replace(/\bfinal\b/g, '').trim().replace(/\s+\w+$/, '').replace(/\s+/g, ' ').replace(/ ?, ?/g, ', '));
}

/**
 * The public surface of typesense-java's sources: the resource classes
 * (org/typesense/api), the model classes generated from the OpenAPI
 * description (org/typesense/model: their fluent setters, a `field` each with
 * the Java type it takes), enums and constants (`case`), `Node`, and the
 * exceptions. A method overloaded by arity has a member per arity
 * (`collections/0` → Collections, `collections/1` → Collection); a model class
 * has the setters of the class it extends, which return that class.
 */
function javaRelease(files: SourceFile[], tag: string): ReleaseSurface {
  const declared = files
    .map((file) => ({file, match: /^public (?:abstract |final )*(class|enum|interface) (\w+)(?:<[^>]*>)?(?: extends (\w+))?/m.exec(file.text)}))
    .filter((entry): entry is {file: SourceFile; match: RegExpExecArray} => entry.match !== null)
    // A resource class and a model class of one name (api/StemmingDictionary, model/StemmingDictionary): the resource
    // keeps the name, as chains from the client reach it; the model is named by its package.
    .map((entry) =>
      entry.file.path.includes('/model/') && files.some((other) => other.path.endsWith(`/api/${entry.match[2]}.java`))
        ? {...entry, match: Object.assign([...entry.match], {2: `model.${entry.match[2]}`}) as unknown as RegExpExecArray}
        : entry,
    );
  const known = new Set(declared.map(({match}) => match[2]!));
  const simple = (type: string) => type.replace(/^(?:[\w]+\.)+(?=[A-Z])/, '').replace(/\[\]$/, '');
  const types: Record<string, TypeSurface> = {};
  for (const {file, match} of declared) {
    const [, kind, name] = match;
    const type: TypeSurface = {source: file.path, members: {}};
    types[name!] = type;
    const lines = file.text.split('\n');
    // An enum declared in a model class (`AnalyticsRuleUpsertSchema.TypeEnum`): a type of its own, named as samples name it.
    let inner: {type: TypeSurface; end: string} | null = null;
    lines.forEach((line, index) => {
      const at = index + 1;
      const innerEnum = /^(\s+)public (?:static )?enum (\w+)/.exec(line);
      if (innerEnum) {
        inner = {type: {source: file.path, members: {}}, end: `${innerEnum[1]}}`};
        types[`${name}.${innerEnum[2]}`] = inner.type;
        return;
      }
      if (inner && line.startsWith(inner.end)) {
        inner = null;
        return;
      }
      const constant = kind === 'enum' || inner ? /^\s+([A-Z][A-Z0-9_]*)\s*\(\s*"([^"]*)"\s*\)\s*[,;]/.exec(line) : null;
      if (constant) {
        addMember(inner?.type ?? type, constant[1]!, {kind: 'case', params: [constant[2]!], line: at});
        return;
      }
      if (inner) return;
      const field = /^\s+public (static )?(final )?([\w.<>, ?[\]]+?) (\w+)\s*[;=]/.exec(line);
      if (field) {
        const returns = simple(field[3]!);
        // A constant keeps its value (`FieldTypes.STRING` is "string"), which a renderer matches a JSON value to.
        const value = field[1] && field[2] ? /=\s*"([^"]*)"\s*;/.exec(line)?.[1] : undefined;
        addMember(type, field[4]!, {kind: field[1] && field[2] ? 'case' : 'property', ...(known.has(returns) && {returns}), ...(value !== undefined && {params: [value]}), line: at});
        return;
      }
      const method = /^\s+public (static )?(?:final )?(?:synchronized )?(?:<[^>]+> )?([\w.<>, ?[\]]+?) (\w+)\s*\(/.exec(line) ?? /^\s+public ()()(\w+)\s*\(/.exec(line);
      if (!method || ['equals', 'hashCode', 'toString'].includes(method[3]!)) return;
      let signature = line.slice(line.indexOf('(') + 1);
      for (let next = index + 1; !signature.includes(')') && next < lines.length; next += 1) signature += ` ${lines[next]!.trim()}`;
      const params = javaParameterTypes(signature.slice(0, signature.indexOf(')')));
      const returnType = simple(method[2]!);
      if (method[2] === '' || method[3] === name) {
        addMember(type, 'new', {kind: 'init', params, line: at});
        return;
      }
      if (/^(get|set|is)[A-Z]/.test(method[3]!) && kind === 'class' && file.path.includes('/model/')) return;
      // A model's fluent setter takes one value and returns the model: a field of its JSON, as the sample builds it.
      const setter = file.path.includes('/model/') && !method[1] && returnType === name && params.length === 1;
      const member: MemberSurface = {kind: setter ? 'field' : 'method', ...(known.has(returnType) && {returns: returnType}), params, line: at};
      addMember(type, method[3]!, member);
      if (!setter) {
        addMember(type, `${method[3]}/${params.length}`, member);
        // Each overload by its parameter types too (`import_(Collection<?>, ImportDocumentsParameters)`): which one a release has is what a renderer asks.
        addMember(type, `${method[3]}(${params.join(', ')})`, member);
      }
    });
  }
  // A class has the public members of the class it extends, declared there.
  const inherit = (name: string, seen: Set<string>): void => {
    const entry = declared.find(({match}) => match[2] === name);
    const parent = entry?.match[3];
    if (!parent || !types[parent] || seen.has(parent)) return;
    inherit(parent, new Set([...seen, parent]));
    for (const [memberName, member] of Object.entries(types[parent].members)) {
      if (memberName !== 'new') addMember(types[name]!, memberName, {...member, inheritedFrom: `${parent} (${types[parent].source})`});
    }
  };
  for (const {match} of declared) inherit(match[2]!, new Set([match[2]!]));
  return {tag, roots: {client: 'Client'}, types};
}

const EXTRACTORS: Partial<Record<ClientLanguage, {folder: RegExp; read: (files: SourceFile[], tag: string) => ReleaseSurface}>> = {
  javascript: {folder: /^src\/Typesense(\/.*)?\.[jt]s$/, read: javascriptRelease},
  python: {folder: /^(src\/)?typesense\/[\w/]+\.py$/, read: pythonRelease},
  java: {folder: /^(src\/main\/java\/)?org\/typesense\/(api|model|resources)\/[\w/]+\.java$/, read: javaRelease},
};

function main(): void {
  const {positionals, values} = parseArgs({allowPositionals: true, options: {repo: {type: 'string'}}});
  const language = positionals[0] as ClientLanguage;
  const extractor = EXTRACTORS[language];
  const client = CLIENTS[language];
  if (!extractor || !client) {
    throw new Error(`Usage: npm run samples:surface -- <${Object.keys(EXTRACTORS).join('|')}> [--repo <clone of the client's repository>]`);
  }
  const surface: ClientSurface = {
    client: path.basename(client.repository),
    repository: client.repository,
    releases: Object.fromEntries(
      client.releases.map((release) => [release.version, extractor.read(releaseFiles(release, values.repo, client.packageName, extractor.folder), release.tag)]),
    ),
  };
  const out = path.join(__dirname, '../../code-samples/clients', language, 'surface.json');
  fs.writeFileSync(out, `${JSON.stringify(surface, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), out)}: ${client.releases.map((release) => release.version).join(', ')}`);
}

main();
