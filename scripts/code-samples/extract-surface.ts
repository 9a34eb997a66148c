/**
 * Maintainers' tool (not run by the tests): reads the API surface of the
 * JavaScript or Python client from its repository, at the tag of each release
 * in code-samples/clients/<language>/index.ts, and writes
 * code-samples/clients/<language>/surface.json — every class the samples can
 * reach, its public methods and properties, each with its file and line.
 *
 *   npm run samples:surface -- javascript --repo ~/src/typesense-js
 *   npm run samples:surface -- python --repo ~/src/typesense-python
 *
 * `--repo` is a clone of the client's repository (a bare one works: files are
 * read with `git show <tag>:<path>`). Review the diff of surface.json: it is the
 * record of what each release offers.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {CLIENTS} from '../../code-samples/clients';
import type {ClientLanguage} from '../../code-samples/clients/types';
import type {ClientSurface, MemberSurface, ReleaseSurface, TypeSurface} from '../../code-samples/surface/types';

type SourceFile = {path: string; text: string};

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

function filesAt(repo: string, tag: string, folder: string, extension: string): SourceFile[] {
  return git(repo, ['ls-tree', '-r', '--name-only', tag, folder])
    .split('\n')
    .filter((file) => file.endsWith(extension))
    .map((file) => ({path: file, text: git(repo, ['show', `${tag}:${file}`])}));
}

/** The text of a declaration from `start` to its first `;` or `{` at bracket depth 0 (a signature spanning lines). */
function signatureFrom(lines: readonly string[], start: number): string {
  let text = '';
  let depth = 0;
  for (let i = start; i < lines.length; i += 1) {
    for (const character of lines[i]!) {
      if ('(<['.includes(character)) depth += 1;
      if (')>]'.includes(character)) depth -= 1;
      text += character;
      if (depth <= 0 && (character === ';' || character === '{') && text.includes('(')) {
        return text;
      }
    }
    text += '\n';
  }
  return text;
}

/** Top-level parameters of a signature's first parenthesis: how many, and whether each is optional. */
function parameters(signature: string): {count: number; optional: number} {
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
  return {count: real.length, optional: real.filter((item) => /^\w+\?|=/.test(item)).length};
}

function typeName(text: string | undefined, known: ReadonlySet<string>): string | undefined {
  const name = text?.trim().replace(/^Promise</, '').replace(/<.*$/s, '').replace(/\[.*$/s, '').trim();
  return name && known.has(name) ? name : undefined;
}

function addMember(type: TypeSurface, name: string, member: MemberSurface): void {
  const members = type.members as Record<string, MemberSurface>;
  members[name] ??= member;
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

/** The classes a TypeScript file exports, with the lines of their bodies and the class each extends. */
function exportedClasses(file: SourceFile): {name: string; start: number; end: number; parent?: string}[] {
  const lines = file.text.split('\n');
  const classes: {name: string; start: number; end: number; parent?: string}[] = [];
  lines.forEach((line, index) => {
    const declaration = /^export (default )?class (\w+)/.exec(line);
    if (!declaration) return;
    let header = '';
    for (let i = index; i < lines.length && !header.includes('{'); i += 1) header += `${lines[i]} `;
    const end = lines.findIndex((candidate, at) => at > index && candidate.startsWith('}'));
    classes.push({
      // A default export is named as its importers name it, after its file (Stats.ts declares `class Metrics`).
      name: declaration[1] ? path.basename(file.path, '.ts') : declaration[2]!,
      start: index,
      end,
      parent: /\bextends\s+(\w+)/.exec(withoutTypeParameters(header))?.[1],
    });
  });
  return classes;
}

function javascriptRelease(repo: string, tag: string): ReleaseSurface {
  const files = filesAt(repo, tag, 'src/Typesense', '.ts');
  const declared = files.flatMap((file) => exportedClasses(file).map((klass) => ({...klass, file})));
  const known = new Set(declared.map((klass) => klass.name));
  const types: Record<string, TypeSurface> = {};
  for (const {name, start, end, file} of declared) {
    const type: TypeSurface = {source: file.path, members: {}};
    const lines = file.text.split('\n');
    lines.forEach((line, index) => {
      if (index <= start || index >= end) return;
      const method = /^ {2}(?:public )?(?:static )?(?:async )?(\w+)\s*(?:<|\()/.exec(line);
      if (method && !['constructor', 'if', 'for', 'return'].includes(method[1]!) && !/^ {2}(?:private|protected)\b/.test(line)) {
        const signature = signatureFrom(lines, index);
        const {count, optional} = parameters(signature);
        const returned = /\)\s*:\s*([^;{]+)[;{]\s*$/s.exec(signature)?.[1];
        const returns = typeName(returned, known);
        addMember(type, method[1]!, {kind: 'method', ...(returns && {returns}), line: index + 1});
        if (signature.trim().endsWith(';') && returns) {
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
    });
    types[name] = type;
  }
  // Inherited members (Documents extends SearchOnlyDocuments, where search() is), the class's own first.
  for (const {name, parent} of declared) {
    const inherited = parent ? types[parent] : undefined;
    if (inherited) {
      for (const [member, surface] of Object.entries(inherited.members)) {
        addMember(types[name]!, member, {...surface, inheritedFrom: `${parent} (${inherited.source})`} as MemberSurface);
      }
    }
  }
  const entry = git(repo, ['show', `${tag}:src/Typesense.ts`]);
  const exportLine = entry.split('\n').findIndex((line) => /export default/.test(line)) + 1;
  types.Typesense = {source: 'src/Typesense.ts', members: {Client: {kind: 'property', line: exportLine}, SearchClient: {kind: 'property', line: exportLine}}};
  return {tag, roots: {client: 'Client', Typesense: 'Typesense'}, types};
}

function pythonRelease(repo: string, tag: string): ReleaseSurface {
  const files = filesAt(repo, tag, 'src/typesense', '.py').filter((file) => !file.path.includes('/types/'));
  const known = new Set(files.flatMap((file) => [...file.text.matchAll(/^class (\w+)/gm)].map((match) => match[1]!)));
  const types: Record<string, TypeSurface> = {};
  for (const file of files) {
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
        const signature = signatureFrom(lines, index).replace(/\{$/, '');
        const rest = lines.slice(index, index + 12).join('\n');
        const returned = /\)\s*->\s*([^:]+):/s.exec(rest)?.[1]?.replace(/typing\./g, '');
        const returns = typeName(returned, known);
        const name = method[1] === '__getitem__' ? '[]' : method[1]!;
        addMember(current, name, {kind: name === '[]' ? 'index' : 'method', ...(returns && {returns}), line: index + 1});
        void signature;
      }
      const attribute = /^ {8}self\.(\w+)(?:\s*:\s*[^=]+)?\s*=\s*(\w+)(?:\[[^\]]*\])?\(/.exec(line);
      if (attribute && !attribute[1]!.startsWith('_')) {
        const returns = typeName(attribute[2], known);
        addMember(current, attribute[1]!, {kind: 'property', ...(returns && {returns}), line: index + 1});
      }
    });
  }
  const init = git(repo, ['show', `${tag}:src/typesense/__init__.py`]).split('\n');
  const clientLine = init.findIndex((line) => /\bClient\b/.test(line)) + 1;
  const exceptionsFile = files.find((file) => file.path.endsWith('/exceptions.py'));
  const exceptionMembers = Object.fromEntries(
    [...(exceptionsFile?.text.matchAll(/^class (\w+)/gm) ?? [])].map((match) => [
      match[1]!,
      {kind: 'property' as const, line: exceptionsFile!.text.slice(0, match.index).split('\n').length},
    ]),
  );
  types.typesense = {
    source: 'src/typesense/__init__.py',
    members: {Client: {kind: 'property', line: clientLine}, exceptions: {kind: 'property', returns: 'exceptions', line: 1}},
  };
  types.exceptions = {source: exceptionsFile?.path ?? 'src/typesense/exceptions.py', members: exceptionMembers};
  return {tag, roots: {client: 'Client', typesense: 'typesense'}, types};
}

const EXTRACTORS: Partial<Record<ClientLanguage, (repo: string, tag: string) => ReleaseSurface>> = {
  javascript: javascriptRelease,
  python: pythonRelease,
};

function main(): void {
  const {positionals, values} = parseArgs({allowPositionals: true, options: {repo: {type: 'string'}}});
  const language = positionals[0] as ClientLanguage;
  const extract = EXTRACTORS[language];
  const client = CLIENTS[language];
  if (!extract || !client || !values.repo) {
    throw new Error(`Usage: npm run samples:surface -- <${Object.keys(EXTRACTORS).join('|')}> --repo <clone of the client's repository>`);
  }
  const surface: ClientSurface = {
    client: path.basename(client.repository),
    repository: client.repository,
    releases: Object.fromEntries(client.releases.map((release) => [release.version, extract(values.repo!, release.tag)])),
  };
  const out = path.join(__dirname, '../../code-samples/clients', language, 'surface.json');
  fs.writeFileSync(out, `${JSON.stringify(surface, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), out)}: ${client.releases.map((release) => release.version).join(', ')}`);
}

main();
