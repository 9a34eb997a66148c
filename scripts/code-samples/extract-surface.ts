/**
 * Maintainers' tool (not run by the tests): reads the API surface of the
 * JavaScript or Python client at each release listed in
 * code-samples/clients/<language>/index.ts, and writes
 * code-samples/clients/<language>/surface.json — every class the samples can
 * reach, its public methods and properties, each with its file and line.
 *
 *   npm run samples:surface -- javascript --repo ~/src/typesense-js
 *   npm run samples:surface -- python --repo ~/src/typesense-python
 *   npm run samples:surface -- go --repo ~/src/typesense-go
 *
 * Where a release's facts are read is its `tag`:
 * - a git tag of the client's repository (`v1.4.0`), read from `--repo` (a
 *   clone; a bare one works: files are read with `git show <tag>:<path>`);
 * - `npm:<version>`: the package as npm serves it, its sources read from the
 *   source maps it ships (for a release that has no tag);
 * - `pypi:<version>`: the wheel as PyPI serves it (the Python client tagged
 *   its releases only from 1.0 on).
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
    throw new Error(`Release ${release.version}: tag ${release.tag} is neither a git tag, npm:<version> nor pypi:<version>.`);
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
 * typesense-go: the interfaces its client hands out (`CollectionInterface`:
 * `Documents()`, `Search(ctx, params)`…) with their methods' parameter types,
 * the `Client`'s methods and exported fields, the package's functions
 * (`NewClient`, `WithServer`), and the models of `typesense/api`
 * (types_gen.go, generated from the OpenAPI description): each struct's
 * fields with their Go type and the JSON key of their `json:"…"` tag, the
 * constants of its string enums with the value each stands for, and the
 * setters of its unions (`FromSearchParameters`).
 */
function goRelease(files: SourceFile[], tag: string): ReleaseSurface {
  const types: Record<string, TypeSurface> = {};
  // types_gen.go is generated from the OpenAPI description; types.go and client.go add models of the client's own.
  const modelFiles = files.filter((file) => /\/api\/(?:types_gen|types|client)\.go$/.test(file.path));
  const pointers = files.find((file) => file.path.endsWith('/api/pointer/pointer.go'));
  const sources = files.filter((file) => /^typesense\/\w+\.go$/.test(file.path) && !file.path.endsWith('_test.go'));
  const apiType: TypeSurface = {source: 'typesense/api/types_gen.go', members: {}};
  types.api = apiType;
  for (const models of modelFiles) {
    const lines = models.text.split('\n');
    let enumType: string | undefined;
    lines.forEach((line, index) => {
      const struct = /^type (\w+) struct \{$/.exec(line);
      if (struct) {
        const type: TypeSurface = {source: models.path, members: {}};
        types[`api.${struct[1]}`] = type;
        addMember(apiType, struct[1]!, {kind: 'property', returns: `api.${struct[1]}`, line: index + 1});
        for (let at = index + 1; at < lines.length && lines[at] !== '}'; at += 1) {
          const field = /^\t([A-Z]\w*)\s+(.+?)\s*(?:`([^`]*)`)?$/.exec(lines[at]!);
          if (!field) continue;
          let goType = field[2]!;
          let tags = field[3];
          if (goType.endsWith('{')) {
            // An anonymous struct: its tag is on the line that closes it.
            let depth = 1;
            let end = at + 1;
            for (; end < lines.length && depth > 0; end += 1) {
              depth += (lines[end]!.match(/\{/g) ?? []).length - (lines[end]!.match(/\}/g) ?? []).length;
            }
            tags = /`([^`]*)`/.exec(lines[end - 1]!)?.[1];
            goType = goType.replace(/\s*\{$/, '');
            const json = tags ? /json:"([^"]*)"/.exec(tags)?.[1] : undefined;
            addMember(type, field[1]!, {kind: 'field', params: [goType], ...(json !== undefined && {tag: json}), line: at + 1});
            at = end - 1;
            continue;
          }
          const json = tags ? /json:"([^"]*)"/.exec(tags)?.[1] : undefined;
          addMember(type, field[1]!, {kind: 'field', params: [goType], ...(json !== undefined && {tag: json}), line: at + 1});
        }
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

/** The index of the parenthesis that closes the first one opened in `text`. */
function closingParenthesis(text: string): number {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    if (text[at] === '(') depth += 1;
    if (text[at] === ')' && --depth === 0) return at;
  }
  return text.length;
}

const EXTRACTORS: Partial<Record<ClientLanguage, {folder: RegExp; read: (files: SourceFile[], tag: string) => ReleaseSurface}>> = {
  javascript: {folder: /^src\/Typesense(\/.*)?\.[jt]s$/, read: javascriptRelease},
  python: {folder: /^(src\/)?typesense\/[\w/]+\.py$/, read: pythonRelease},
  go: {folder: /^typesense\/(?:\w+\.go|api\/(?:types_gen|types|client)\.go|api\/pointer\/pointer\.go)$/, read: goRelease},
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
