/**
 * Parses a guide block in its language, with the parser that language's own
 * tools use where npm has it, and tree-sitter (code-samples/parse.ts, as for
 * the API samples) for the others:
 *
 * - TypeScript, TSX, JavaScript and JSX: TypeScript's parser (the `typescript`
 *   package), which knows the languages' newest syntax (tree-sitter-wasms'
 *   grammar lags it: `accessor` fields);
 * - Vue single-file components: @vue/compiler-sfc (the template and its
 *   expressions), and each `<script>` with TypeScript's parser;
 * - Svelte components: svelte/compiler (markup, and scripts in JavaScript or TypeScript);
 * - Astro components: @astrojs/compiler turns the component into TSX, which
 *   TypeScript's parser reads (lines mapped back through its source map);
 * - JSON with JSON.parse (JSON with comments, `jsonc` or a tsconfig.json, with
 *   TypeScript's reader of such files), YAML with js-yaml;
 * - Python, Go, Java, Kotlin, Swift, PHP, Ruby, Dart, shell, HTML, CSS, TOML: tree-sitter.
 *
 * An excerpt (./blocks.ts) parses where its language allows it to stand: Java
 * statements or a class's members, Go's top-level declarations or a
 * function's statements, and so on; it is reported in the context that parses
 * furthest. A whole file parses as a file.
 *
 * Each parsed block also gives the trees the client's reader walks for the
 * surface check: the block, or the scripts of a component.
 */
import yaml from 'js-yaml';
import ts from 'typescript';
import {SourceMapConsumer} from 'source-map-js';
import {firstSyntaxError, parseWithGrammar, type Grammar, type ParsedSample} from '../parse';
import type {GuideBlock} from './blocks';
import type {BlockLanguage} from './languages';

export type SyntaxProblem = {line: number; message: string};

export type ParsedBlock = {
  problem: SyntaxProblem | null;
  /** The code the client's reader walks (the block, or each script of a component), as tree-sitter trees. */
  trees: ParsedSample[];
};

type Context = {before: string; after: string; hoistImports?: RegExp};

const JVM_IMPORTS = /^(?:(?:package|import)\s+[\w.*]+;?\s*\n|\/\/[^\n]*\n|\s*\n)*/;
const GO_IMPORTS = /^(?:import\s+(?:"[^"]+"|\([^)]*\))\s*\n|\/\/[^\n]*\n|\s*\n)*/;
const DART_IMPORTS = /^(?:import\s+'[^']+'(?:\s+as\s+\w+)?;\s*\n|\/\/[^\n]*\n|\s*\n)*/;

/** Where an excerpt of each tree-sitter language may stand, tried in order; a whole file stands as a file only. */
const CONTEXTS: Readonly<Partial<Record<BlockLanguage, {grammar: Grammar; file: Context; excerpt: readonly Context[]}>>> = {
  python: {grammar: 'python', file: {before: '', after: ''}, excerpt: [{before: '', after: ''}, {before: 'class Sample:\n', after: ''}]},
  go: {
    grammar: 'go',
    file: {before: '', after: ''},
    excerpt: [
      {before: 'package main\n', after: ''},
      {before: 'package main\n\nfunc sample() {\n', after: '\n}\n', hoistImports: GO_IMPORTS},
    ],
  },
  java: {
    grammar: 'java',
    file: {before: '', after: ''},
    excerpt: [
      {before: 'class Sample {\n  void sample() throws Exception {\n', after: '\n  }\n}\n', hoistImports: JVM_IMPORTS},
      {before: 'class Sample {\n', after: '\n}\n', hoistImports: JVM_IMPORTS},
      {before: '', after: ''},
    ],
  },
  kotlin: {
    grammar: 'kotlin',
    file: {before: '', after: ''},
    excerpt: [{before: '', after: ''}, {before: 'class Sample {\n', after: '\n}\n', hoistImports: JVM_IMPORTS}, {before: 'fun sample() {\n', after: '\n}\n', hoistImports: JVM_IMPORTS}],
  },
  swift: {grammar: 'swift', file: {before: '', after: ''}, excerpt: [{before: '', after: ''}, {before: 'class Sample {\n', after: '\n}\n'}]},
  php: {
    grammar: 'php',
    file: {before: '', after: ''},
    excerpt: [
      {before: '<?php\n', after: ''},
      {before: '<?php\nclass Sample {\n', after: '\n}\n'},
      // Entries of a configuration array (Laravel's config/scout.php).
      {before: '<?php\nreturn [\n', after: '\n];\n'},
    ],
  },
  ruby: {grammar: 'ruby', file: {before: '', after: ''}, excerpt: [{before: '', after: ''}, {before: 'class Sample\n', after: '\nend\n'}]},
  dart: {
    grammar: 'dart',
    file: {before: '', after: ''},
    excerpt: [
      {before: '', after: ''},
      {before: 'Future<void> main() async {\n', after: '\n}\n', hoistImports: DART_IMPORTS},
      {before: 'class Sample {\n', after: '\n}\n', hoistImports: DART_IMPORTS},
    ],
  },
  shell: {grammar: 'bash', file: {before: '', after: ''}, excerpt: [{before: '', after: ''}]},
  html: {grammar: 'html', file: {before: '', after: ''}, excerpt: [{before: '', after: ''}]},
  css: {grammar: 'css', file: {before: '', after: ''}, excerpt: [{before: '', after: ''}, {before: 'a {\n', after: '\n}\n'}]},
  toml: {grammar: 'toml', file: {before: '', after: ''}, excerpt: [{before: '', after: ''}]},
};

/** The grammar whose tree the JavaScript reader walks for each language of typesense-js. */
const TREE_GRAMMAR: Readonly<Partial<Record<BlockLanguage, Grammar>>> = {typescript: 'typescript', tsx: 'tsx', javascript: 'javascript', jsx: 'javascript'};

async function parseInContext(grammar: Grammar, code: string, context: Context): Promise<ParsedSample> {
  // A PHP file that opens its own tag needs none.
  if (grammar === 'php' && code.trimStart().startsWith('<?php')) {
    return parseWithGrammar(grammar, code, 0);
  }
  const imports = context.hoistImports?.exec(code)?.[0] ?? '';
  // A file ends with a newline (tree-sitter-go wants one after the last declaration).
  const source = `${imports}${context.before}${code.slice(imports.length)}${context.after || '\n'}`;
  return parseWithGrammar(grammar, source, context.before.split('\n').length - 1);
}

/**
 * Swift 5.9's freestanding macros at the start of a line (`#Preview { … }`),
 * which tree-sitter-wasms' Swift grammar does not know, read as the call they
 * have the shape of (`_Preview { … }`); the compiler's directives (`#if`) stay.
 */
export function withSwiftMacrosAsCalls(code: string): string {
  return code.replace(/^(\s*)#(?=[A-Z]\w*\b)/gm, '$1_');
}

async function treeSitterBlock(language: BlockLanguage, written: string, whole: boolean): Promise<ParsedBlock> {
  const {grammar, file, excerpt} = CONTEXTS[language]!;
  const code = language === 'swift' ? withSwiftMacrosAsCalls(written) : written;
  let best: {parsed: ParsedSample; error: ReturnType<typeof firstSyntaxError>} | null = null;
  for (const context of whole ? [file] : excerpt) {
    const parsed = await parseInContext(grammar, code, context);
    const error = firstSyntaxError(parsed);
    if (!error) {
      return {problem: null, trees: [parsed]};
    }
    if (!best || error.line > best.error!.line) {
      best = {parsed, error};
    }
  }
  const {line, text} = best!.error!;
  return {problem: {line: Math.max(line, 1), message: `${whole ? 'the file does not parse' : 'does not parse'} at ${JSON.stringify(text)}`}, trees: [best!.parsed]};
}

/** TypeScript's syntax errors of a script (`kind` by its file name's extension), at lines of the block. */
function typescriptProblem(code: string, extension: string, lineOffset: number): SyntaxProblem | null {
  const output = ts.transpileModule(code, {
    fileName: `block.${extension}`,
    reportDiagnostics: true,
    compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, experimentalDecorators: true},
  });
  const diagnostic = output.diagnostics?.find((candidate) => candidate.category === ts.DiagnosticCategory.Error);
  if (!diagnostic) return null;
  const line = diagnostic.start === undefined ? 1 : code.slice(0, diagnostic.start).split('\n').length;
  return {line: line + lineOffset, message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`};
}

/** The `<script>` elements of a component, with the line each one's code starts on. */
function scriptsOf(code: string): {content: string; typescript: boolean; firstLine: number}[] {
  return [...code.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    content: match[2]!,
    typescript: /\blang=["']ts["']/.test(match[1]!),
    firstLine: code.slice(0, match.index + match[0].indexOf('>') + 1).split('\n').length,
  }));
}

async function scriptTrees(scripts: readonly {content: string; typescript: boolean; firstLine: number}[]): Promise<ParsedSample[]> {
  // Lines of the block: the reader's lines count from the script's first line (`offset` is negative).
  return Promise.all(scripts.map((script) => parseWithGrammar(script.typescript ? 'typescript' : 'javascript', script.content, 1 - script.firstLine)));
}

function vueBlock(code: string): SyntaxProblem | null {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {parse} = require('@vue/compiler-sfc') as typeof import('@vue/compiler-sfc');
  const {errors, descriptor} = parse(code, {filename: 'Block.vue'});
  const error = errors[0];
  if (error) {
    const line = 'loc' in error && error.loc ? error.loc.start.line : 1;
    return {line, message: error.message.split('\n')[0]!};
  }
  for (const script of [descriptor.script, descriptor.scriptSetup]) {
    if (!script) continue;
    const extension = script.lang === 'tsx' ? 'tsx' : script.lang === 'ts' ? 'ts' : script.lang === 'jsx' ? 'jsx' : 'js';
    const problem = typescriptProblem(script.content, extension, script.loc.start.line - 1);
    if (problem) return problem;
  }
  return null;
}

function svelteBlock(code: string): SyntaxProblem | null {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {parse} = require('svelte/compiler') as typeof import('svelte/compiler');
  try {
    parse(code, {modern: true});
    return null;
  } catch (error) {
    const {message, start} = error as {message: string; start?: {line: number}};
    return {line: start?.line ?? 1, message: message.split('\n')[0]!};
  }
}

function astroBlock(code: string): SyntaxProblem | null {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {convertToTSX, parse} = require('@astrojs/compiler/sync') as typeof import('@astrojs/compiler/sync');
  const diagnostic = parse(code, {position: true}).diagnostics.find((candidate) => candidate.severity === 1);
  if (diagnostic) {
    return {line: diagnostic.location.line, message: diagnostic.text};
  }
  const tsx = convertToTSX(code, {filename: 'Block.astro', sourcemap: 'external'});
  const error = tsx.diagnostics.find((candidate) => candidate.severity === 1);
  if (error) {
    return {line: error.location.line, message: error.text};
  }
  const problem = typescriptProblem(tsx.code, 'tsx', 0);
  if (!problem) return null;
  const map = new SourceMapConsumer(tsx.map as unknown as ConstructorParameters<typeof SourceMapConsumer>[0]);
  const original = map.originalPositionFor({line: problem.line, column: 0, bias: SourceMapConsumer.LEAST_UPPER_BOUND});
  return {line: original.line ?? 1, message: `${problem.message} (in the component as TSX)`};
}

/** The line of a character offset of `code`. */
function lineOf(code: string, offset: number): number {
  return code.slice(0, offset).split('\n').length;
}

/** JSON that admits comments and trailing commas: `jsonc`, and the files that TypeScript and editors read so (tsconfig.json). */
export function isJsonWithComments(block: Pick<GuideBlock, 'fence' | 'path'>): boolean {
  return /^jsonc|json5$/i.test(block.fence) || /(?:^|\/)(?:[jt]sconfig[\w.-]*\.json|\.vscode\/[\w.-]+\.json|devcontainer\.json)$/.test(block.path ?? '');
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function jsonBlock(block: Pick<GuideBlock, 'fence' | 'path' | 'code'>): SyntaxProblem | null {
  if (isJsonWithComments(block)) {
    const {error} = ts.parseConfigFileTextToJson('block.json', block.code);
    return error ? {line: error.start === undefined ? 1 : lineOf(block.code, error.start), message: ts.flattenDiagnosticMessageText(error.messageText, ' ')} : null;
  }
  try {
    JSON.parse(block.code);
    return null;
  } catch (error) {
    // JSON Lines (documents to import, an export): one JSON value on each line.
    const lines = block.code.split('\n');
    if (lines.filter((text) => text.trim() !== '').length > 1 && lines.every((text) => text.trim() === '' || isJson(text))) {
      return null;
    }
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const line = /line (\d+)/.exec(message);
    return {line: line ? Number(line[1]) : position ? lineOf(block.code, Number(position[1])) : 1, message: `not JSON: ${message.replace(/ \(line \d+ column \d+\)$/, '')}`};
  }
}

function yamlBlock(code: string): SyntaxProblem | null {
  try {
    yaml.loadAll(code);
    return null;
  } catch (error) {
    const {mark, reason} = error as {mark?: {line: number}; reason?: string};
    return {line: (mark?.line ?? 0) + 1, message: `not YAML: ${reason ?? (error as Error).message}`};
  }
}

/** The block parsed in its language; `null` for a language without a parser here. */
export async function parseBlock(block: Pick<GuideBlock, 'language' | 'code' | 'whole' | 'fence' | 'path'>): Promise<ParsedBlock | null> {
  const {language, code} = block;
  switch (language) {
    case null:
      return null;
    case 'typescript':
    case 'tsx':
    case 'javascript':
    case 'jsx': {
      const extension = {typescript: 'ts', tsx: 'tsx', javascript: 'js', jsx: 'jsx'}[language];
      return {problem: typescriptProblem(code, extension, 0), trees: [await parseWithGrammar(TREE_GRAMMAR[language]!, code)]};
    }
    case 'vue':
      return {problem: vueBlock(code), trees: await scriptTrees(scriptsOf(code))};
    case 'svelte':
      return {problem: svelteBlock(code), trees: await scriptTrees(scriptsOf(code))};
    case 'astro': {
      const frontmatter = /^---\s*\n([\s\S]*?)\n---\s*$/m.exec(code);
      const scripts = [...(frontmatter ? [{content: frontmatter[1]!, typescript: true, firstLine: 2}] : []), ...scriptsOf(code)];
      return {problem: astroBlock(code), trees: await scriptTrees(scripts)};
    }
    case 'json':
      return {problem: jsonBlock(block), trees: []};
    case 'yaml':
      return {problem: yamlBlock(code), trees: []};
    default:
      return treeSitterBlock(language, code, block.whole);
  }
}
