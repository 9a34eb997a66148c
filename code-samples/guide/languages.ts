/**
 * Pure: the languages of the guide's code blocks, as the code checks read
 * them: which parser reads each, which Typesense client its code can call, and
 * which toolchain compiles a whole file of it (tests/samples/guide.test.ts).
 *
 * The API samples come in the nine sample languages; the guide's walkthroughs
 * also show TypeScript, React, Vue, Svelte and Astro components, Kotlin, and
 * configuration files. A fence name that is not listed here is a language
 * without a parser: its blocks are listed by the checks, not parsed.
 */
import type {ClientLanguage} from '../clients/types';

/** A language of the guide's code that the checks parse. */
export type BlockLanguage =
  | 'typescript'
  | 'tsx'
  | 'javascript'
  | 'jsx'
  | 'vue'
  | 'svelte'
  | 'astro'
  | 'python'
  | 'go'
  | 'java'
  | 'kotlin'
  | 'swift'
  | 'php'
  | 'ruby'
  | 'dart'
  | 'shell'
  | 'json'
  | 'yaml'
  | 'html'
  | 'css'
  | 'toml';

/** Fence names of each parsed language (the fence's own name is compared in lower case). */
const FENCE_NAMES: Readonly<Record<string, BlockLanguage>> = {
  ts: 'typescript',
  typescript: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  javascript: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'jsx',
  vue: 'vue',
  svelte: 'svelte',
  astro: 'astro',
  py: 'python',
  python: 'python',
  go: 'go',
  golang: 'go',
  java: 'java',
  kotlin: 'kotlin',
  kt: 'kotlin',
  kts: 'kotlin',
  swift: 'swift',
  php: 'php',
  rb: 'ruby',
  ruby: 'ruby',
  dart: 'dart',
  shell: 'shell',
  bash: 'shell',
  sh: 'shell',
  zsh: 'shell',
  json: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  html: 'html',
  css: 'css',
  toml: 'toml',
};

/**
 * The language of a fence (`ts`, `shell{15-22}`: line highlights are not part
 * of the name); `null` for a language the checks do not parse (`text`, `sql`,
 * `ini`, `mermaid`…) and for a block without a language.
 */
export function blockLanguage(fence: string): BlockLanguage | null {
  const name = fence.replace(/\{.*\}$/, '').toLowerCase();
  return FENCE_NAMES[name] ?? null;
}

/** The name a listed-only block is counted under: its fence's name without line highlights, `(none)` without one. */
export function listedLanguage(fence: string): string {
  return fence.replace(/\{.*\}$/, '').toLowerCase() || '(none)';
}

/** The languages whose code calls typesense-js: TypeScript and JavaScript modules, and the scripts of components. */
export const JS_FAMILY: ReadonlySet<BlockLanguage> = new Set(['typescript', 'tsx', 'javascript', 'jsx', 'vue', 'svelte', 'astro']);

/**
 * The Typesense client that code of `language` calls: typesense-js from every
 * JavaScript-family language, typesense-java from Java and Kotlin (Android and
 * Kotlin JVM projects use the Java client), each other client from its own language.
 */
export function clientLanguageOf(language: BlockLanguage): ClientLanguage | null {
  if (JS_FAMILY.has(language)) return 'javascript';
  if (language === 'kotlin') return 'java';
  return (['python', 'go', 'java', 'swift', 'php', 'ruby', 'dart'] as const).find((client) => client === language) ?? null;
}

/**
 * The sample language that selects blocks of `language` in a targeted run
 * (`npm run test:samples -- --language javascript`): its client's, or `shell`;
 * `null` for a configuration file (JSON, YAML, HTML, CSS, TOML), which only a
 * run of every language checks.
 */
export function runLanguageOf(language: BlockLanguage): ClientLanguage | 'shell' | null {
  return clientLanguageOf(language) ?? (language === 'shell' ? 'shell' : null);
}

/**
 * The toolchain that compiles a whole file of the language here, from a
 * registry this machine reaches: the Go module proxy, Maven Central, pyflakes
 * (as for the samples of PyPI's client), and TypeScript's compiler over
 * TypeScript and JavaScript modules (`.ts`, `.tsx`, `.js`, `.jsx`) and, through
 * their frameworks' checkers (vue-tsc, Nuxt's generated types, astro check),
 * Vue and Astro components, against the npm packages the guide imports
 * (tests/samples/harness/guide-npm; ./projects.ts `typeChecker`).
 * Svelte components need svelte-check, Kotlin a compiler and Android's
 * libraries (Google's Maven repository), Swift, PHP, Ruby and Dart toolchains
 * and registries that this machine does not have: their whole files are
 * parsed and surface-checked only.
 */
export type CompileFamily = 'go' | 'java' | 'python' | 'typescript';

/** The client language whose harness (tests/samples/harness) compiles each family. */
export const COMPILE_FAMILY_CLIENT: Readonly<Record<CompileFamily, ClientLanguage>> = {go: 'go', java: 'java', python: 'python', typescript: 'javascript'};

/** The families a run compiles: all, or those whose client language a targeted run names. */
export function compileFamiliesOf(languages?: ReadonlySet<string>): CompileFamily[] {
  return (Object.keys(COMPILE_FAMILY_CLIENT) as CompileFamily[]).filter((family) => !languages || languages.has(COMPILE_FAMILY_CLIENT[family]));
}

/** The family whose toolchain compiles a whole file of `language`, if one here does. */
export function compileFamilyOf(language: BlockLanguage): CompileFamily | null {
  if (language === 'go' || language === 'java' || language === 'python') return language;
  if (language === 'typescript' || language === 'tsx' || language === 'javascript' || language === 'jsx' || language === 'vue' || language === 'astro') return 'typescript';
  return null;
}

/** The file extension a whole file of the language gets when its block names no file. */
export const EXTENSIONS: Readonly<Record<BlockLanguage, string>> = {
  typescript: 'ts',
  tsx: 'tsx',
  javascript: 'js',
  jsx: 'jsx',
  vue: 'vue',
  svelte: 'svelte',
  astro: 'astro',
  python: 'py',
  go: 'go',
  java: 'java',
  kotlin: 'kt',
  swift: 'swift',
  php: 'php',
  ruby: 'rb',
  dart: 'dart',
  shell: 'sh',
  json: 'json',
  yaml: 'yaml',
  html: 'html',
  css: 'css',
  toml: 'toml',
};
