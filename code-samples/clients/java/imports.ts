/**
 * The `import` lines a Java sample needs, as a reader pastes it into the body
 * of a method of a class whose imports are those of the API Clients page's
 * set-up (the Java tab of its "Initializing a client" group, of the sample's
 * version): each class the sample names that the set-up does not import, from
 * the JDK or from the client release (its package read from the release's
 * surface, where the class's source file is).
 *
 * `javaImportLines` and `setUpImportsOf` are pure; `setUpImports` reads the
 * page of a version once, for the renderer and the compile harness alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import {findCodeFences} from '../../markdown';
import {apiClientsPageOf} from '../../pages';
import {leadingImports} from '../../parse';
import type {ReleaseSurface} from '../../surface/types';

/** The JDK classes samples name (java.lang's need no import), by the simple name samples use. */
const JDK_CLASSES: Readonly<Record<string, string>> = {
  ArrayList: 'java.util.ArrayList',
  Arrays: 'java.util.Arrays',
  Base64: 'java.util.Base64',
  BigDecimal: 'java.math.BigDecimal',
  Collection: 'java.util.Collection',
  Collectors: 'java.util.stream.Collectors',
  Duration: 'java.time.Duration',
  Files: 'java.nio.file.Files',
  HashMap: 'java.util.HashMap',
  HttpClient: 'java.net.http.HttpClient',
  HttpRequest: 'java.net.http.HttpRequest',
  HttpResponse: 'java.net.http.HttpResponse',
  Instant: 'java.time.Instant',
  LinkedHashMap: 'java.util.LinkedHashMap',
  List: 'java.util.List',
  Map: 'java.util.Map',
  Path: 'java.nio.file.Path',
  Paths: 'java.nio.file.Paths',
  Set: 'java.util.Set',
  StandardCharsets: 'java.nio.charset.StandardCharsets',
  URI: 'java.net.URI',
};

/** A client class's package, from the file that declares it (`org/typesense/model/Field.java`, or a schema of the OpenAPI description the build generates org.typesense.model from). */
function clientPackage(source: string): string {
  const file = /(org\/typesense(?:\/\w+)*)\/\w+\.java$/.exec(source);
  if (file) return file[1]!.replace(/\//g, '.');
  if (/openapi\.ya?ml#/.test(source)) return 'org.typesense.model';
  throw new Error(`code-samples/clients/java/surface.json: no package for a class declared in ${source}`);
}

/** The classes a sample names by their simple name: capitalised identifiers not after a dot, outside strings and comments. */
export function classesNamed(code: string): Set<string> {
  const bare = code
    .replace(/"""[\s\S]*?"""/g, '""')
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""')
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  return new Set([...bare.matchAll(/(?<![\w.$])[A-Z]\w*/g)].map((match) => match[0]));
}

/** The fully qualified name of a class the sample names, if it is one the JDK table or the release's surface knows. */
function qualifiedName(name: string, surface: Pick<ReleaseSurface, 'types'>): string | undefined {
  const type = surface.types[name];
  return type ? `${clientPackage(type.source)}.${name}` : JDK_CLASSES[name];
}

/** Whether `imports` (`import a.b.C;`, `import a.b.*;`) import `qualified`. */
function imported(imports: readonly string[], qualified: string): boolean {
  const packageName = qualified.slice(0, qualified.lastIndexOf('.'));
  return imports.some((line) => {
    const target = /^import\s+([\w.]+(?:\.\*)?)\s*;/.exec(line.trim())?.[1];
    return target === qualified || target === `${packageName}.*`;
  });
}

/**
 * The import lines `code` needs beyond `setUp` (the set-up's import lines)
 * and its own leading imports, sorted: one per class it names that the JDK or
 * the release declares.
 */
export function javaImportLines(code: string, surface: Pick<ReleaseSurface, 'types'>, setUp: readonly string[]): string[] {
  const own = leadingImports('java', code)
    .split('\n')
    .filter((line) => line.startsWith('import '));
  const needed = new Set<string>();
  for (const name of classesNamed(code.slice(leadingImports('java', code).length))) {
    const qualified = qualifiedName(name, surface);
    if (qualified && !imported(setUp, qualified) && !imported(own, qualified)) needed.add(`import ${qualified};`);
  }
  return [...needed].sort();
}

/** `code` with the import lines it needs beyond the set-up's at its top (see javaImportLines). */
export function withJavaImports(code: string, surface: Pick<ReleaseSurface, 'types'>, setUp: readonly string[]): string {
  const lines = javaImportLines(code, surface, setUp);
  return lines.length > 0 ? `${lines.join('\n')}\n\n${code}` : code;
}

/** The import lines of the set-up on an API Clients page: its first Java block that makes the `client` the samples use. */
export function setUpImportsOf(source: string, file: string): string[] {
  const setUp = findCodeFences(source).find((fence) => fence.fence === 'java' && /\bClient\s+client\s*=\s*new\s+Client\s*\(/.test(fence.code));
  if (!setUp) {
    throw new Error(`${file}: no Java block that makes the client (\`Client client = new Client(…)\`), whose imports the Java samples of its version are pasted under`);
  }
  return setUp.code.split('\n').filter((line) => /^import\s/.test(line));
}

const SITE_DIR = path.resolve(__dirname, '../../..');
const setUps = new Map<string, string[]>();

/** The import lines of the Java set-up of `serverVersion`'s API Clients page (`current`: docs/). */
export function setUpImports(serverVersion: string): string[] {
  const file = apiClientsPageOf(serverVersion);
  let imports = setUps.get(file);
  if (!imports) {
    imports = setUpImportsOf(fs.readFileSync(path.join(SITE_DIR, file), 'utf8'), file);
    setUps.set(file, imports);
  }
  return imports;
}
