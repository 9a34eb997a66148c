/**
 * Parses code samples with tree-sitter (web-tree-sitter, and the grammars of
 * tree-sitter-wasms, which cover all nine sample languages), for the sample
 * checks: that each sample parses, and what it calls of its client.
 *
 * A sample is a fragment: statements that assume a `client`. Languages that
 * only parse whole files get the fragment wrapped as their files hold
 * statements (a PHP open tag, a Java method, a Go function, a Dart `main`);
 * `offset` says how many lines the wrapper adds before the sample, so that
 * lines are reported as the reader sees them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Language, Parser, type Node, type Tree} from 'web-tree-sitter';
import type {SampleLanguage} from '../src/versioning/sample-languages';

/** The grammar file of each language in tree-sitter-wasms. */
const GRAMMARS = {
  shell: 'bash',
  javascript: 'javascript',
  php: 'php',
  python: 'python',
  ruby: 'ruby',
  java: 'java',
  go: 'go',
  dart: 'dart',
  swift: 'swift',
} as const satisfies Record<SampleLanguage, string>;

/** How a fragment becomes a file of its language: the text around it. */
const WRAPPERS: Record<SampleLanguage, {before: string; after: string}> = {
  shell: {before: '', after: ''},
  // A module, so that top-level `await` and `import` parse.
  javascript: {before: '', after: ''},
  php: {before: '<?php\n', after: ''},
  python: {before: '', after: ''},
  ruby: {before: '', after: ''},
  java: {before: 'class Sample {\n  void sample() throws Exception {\n', after: '\n  }\n}\n'},
  go: {before: 'package main\n\nfunc sample() {\n', after: '\n}\n'},
  dart: {before: 'Future<void> main() async {\n', after: '\n}\n'},
  swift: {before: '', after: ''},
};

/**
 * Lines a fragment may open with that belong at the top of its file, before
 * the wrapper: its imports, and comment lines above them (the install command
 * of the guide's Installing a Client page).
 */
const LEADING_IMPORTS: Partial<Record<SampleLanguage, RegExp>> = {
  java: /^(?:import [\w.*]+;\s*\n|\/\/[^\n]*\n|\s*\n)*/,
  go: /^(?:import (?:"[^"]+"|\([^)]*\))\s*\n|\/\/[^\n]*\n|\s*\n)*/,
  dart: /^(?:import '[^']+'(?: as \w+)?;\s*\n|\/\/[^\n]*\n|\s*\n)*/,
};

/** The opening lines of a fragment that go before its wrapper (see LEADING_IMPORTS), for the compile harnesses too. */
export function leadingImports(language: SampleLanguage, code: string): string {
  return LEADING_IMPORTS[language]?.exec(code)?.[0] ?? '';
}

export type ParsedSample = {tree: Tree; root: Node; offset: number; source: string};

/** The grammars of tree-sitter-wasms that the checks use: the sample languages', and those of the guide's other code (code-samples/guide). */
export type Grammar = (typeof GRAMMARS)[SampleLanguage] | 'typescript' | 'tsx' | 'kotlin' | 'html' | 'css' | 'toml';

let ready: Promise<void> | undefined;
const languages = new Map<Grammar, Promise<Language>>();

function grammarFile(grammar: Grammar): string {
  return path.join(path.dirname(require.resolve('tree-sitter-wasms/package.json')), 'out', `tree-sitter-${grammar}.wasm`);
}

/**
 * The runtime and grammars are handed over as bytes: given a path, web-tree-sitter
 * loads them with a dynamic `import()`, which Jest's module sandbox refuses.
 */
async function languageFor(grammar: Grammar): Promise<Language> {
  ready ??= Parser.init({wasmBinary: fs.readFileSync(require.resolve('web-tree-sitter/tree-sitter.wasm'))});
  await ready;
  let loaded = languages.get(grammar);
  if (!loaded) {
    loaded = Language.load(fs.readFileSync(grammarFile(grammar)));
    languages.set(grammar, loaded);
  }
  return loaded;
}

/** `source` parsed with one grammar; `offset` lines of it come before the code it holds (a wrapper's). */
export async function parseWithGrammar(grammar: Grammar, source: string, offset = 0): Promise<ParsedSample> {
  const language = await languageFor(grammar);
  const parser = new Parser();
  parser.setLanguage(language);
  const tree = parser.parse(source);
  if (!tree) {
    throw new Error(`tree-sitter could not parse a ${grammar} text`);
  }
  return {tree, root: tree.rootNode, offset, source};
}

/**
 * A sample's syntax tree. Java and Go samples may declare imports first
 * (`import …` lines): they are moved out of the wrapping method, where the
 * language puts them.
 */
export async function parseSample(language: SampleLanguage, code: string): Promise<ParsedSample> {
  const whole = (language === 'php' && code.startsWith('<?php')) || (language === 'go' && /^package /m.test(code));
  const {before, after} = whole ? {before: '', after: ''} : WRAPPERS[language];
  const imports = whole ? '' : leadingImports(language, code);
  // Imports keep their lines; the wrapper's opening lines are laid over the imports' trailing blank line if any.
  const source = `${imports}${before}${code.slice(imports.length)}${after}`;
  return parseWithGrammar(GRAMMARS[language], source, before.split('\n').length - 1);
}

/** The first syntax error of a parsed sample (line of the sample and text), or `null`. */
export function firstSyntaxError(parsed: ParsedSample): {line: number; text: string} | null {
  if (!parsed.root.hasError) {
    return null;
  }
  const stack: Node[] = [parsed.root];
  while (stack.length > 0) {
    const node = stack.shift()!;
    if (node.isError || node.isMissing) {
      return {
        line: node.startPosition.row + 1 - parsed.offset,
        text: node.isMissing ? `missing ${node.type}` : node.text.slice(0, 60),
      };
    }
    stack.push(...node.children.filter((child): child is Node => child !== null && child.hasError));
    if (node.children.some((child) => child?.isMissing)) {
      stack.unshift(...node.children.filter((child): child is Node => child !== null && child.isMissing));
    }
  }
  return {line: 1, text: 'syntax error'};
}
