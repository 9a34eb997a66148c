/**
 * Pure: a guide page's whole files of one language as the project a reader
 * builds from the page: each file at the path its block's title names (or a
 * path of its own), and the dependencies the page installs (`go get`, Maven's
 * or Gradle's coordinates, a pom.xml). The compile harnesses
 * (tests/samples/harness) build these projects.
 *
 * A walkthrough may show a file twice (first as it starts, then complete):
 * each version is compiled, in a project of its own with the page's other
 * files (`projectPasses`).
 */
import {blockName, type GuideBlock} from './blocks';
import {compileFamilyOf, EXTENSIONS, type CompileFamily} from './languages';

export type ProjectFile = {
  /** The block's id (`content/guide/x.md:120`). */
  id: string;
  /** How messages name the block. */
  name: string;
  /** Path in the project, `/`-separated. */
  path: string;
  code: string;
};

export type GuideProject = {
  page: string;
  family: CompileFamily;
  files: ProjectFile[];
  /** The page's text: what it installs. */
  source: string;
};

/** The path an untitled whole file gets: one of its own, named as its language requires (a Java file after its public class). */
function defaultPath(block: GuideBlock, family: CompileFamily): string {
  const extension = EXTENSIONS[block.language!];
  switch (family) {
    case 'go': {
      // A folder per file: each untitled file is a package of its own (two `package main` files do not meet).
      return `block${block.line}/main.go`;
    }
    case 'java': {
      const type = /^(?:public\s+)?(?:(?:abstract|final|sealed|non-sealed|strictfp)\s+)*(?:class|interface|enum|record)\s+(\w+)/m.exec(block.code);
      return `block${block.line}/${type?.[1] ?? 'Main'}.java`;
    }
    default:
      return `block${block.line}.${extension}`;
  }
}

/**
 * The projects to compile for one page and language family: one, or one per
 * version of a file the page shows more than once (the others' last version in each).
 */
export function projectPasses(page: string, source: string, blocks: readonly GuideBlock[], family: CompileFamily): GuideProject[] {
  const files = blocks
    .filter((block) => block.whole && !block.inGroup && block.language && compileFamilyOf(block.language) === family)
    .map((block): ProjectFile => ({id: block.id, name: blockName(block), path: (block.path ?? defaultPath(block, family)).replace(/^\.?\//, ''), code: block.code}));
  if (files.length === 0) return [];
  const versions = new Map<string, ProjectFile[]>();
  for (const file of files) versions.set(file.path, [...(versions.get(file.path) ?? []), file]);
  const passes = Math.max(...[...versions.values()].map((list) => list.length));
  return Array.from({length: passes}, (_, pass) => ({
    page,
    family,
    source,
    files: [...versions.values()].map((list) => list[Math.min(pass, list.length - 1)]!),
  }));
}

/** The Go module path the page gives its project (`go mod init …`, a go.mod's `module`), or one of the checks' own. */
export function goModulePath(source: string): string {
  return /\bgo mod init\s+([\w./-]+)/.exec(source)?.[1] ?? /^module\s+([\w./-]+)\s*$/m.exec(source)?.[1] ?? 'example.com/guide';
}

/** The module versions the page installs: `go get module@vX.Y.Z` and a go.mod's require lines. */
export function goRequirements(source: string): Map<string, string> {
  const requirements = new Map<string, string>();
  for (const line of source.matchAll(/\bgo get\b([^\n]*)/g)) {
    for (const match of line[1]!.matchAll(/([\w.-]+\.[\w.-]+\/[\w./-]+)@(v[\w.+-]+)/g)) requirements.set(match[1]!, match[2]!);
  }
  for (const match of source.matchAll(/^\s*(?:require\s+)?([\w.-]+\.[\w.-]+\/[\w./-]+)\s+(v\d+\.\d+\.\d+[\w.+-]*)(?:\s*\/\/.*)?$/gm)) {
    requirements.set(match[1]!, match[2]!);
  }
  return requirements;
}

/** The import paths of a Go file. */
export function goImports(code: string): string[] {
  const block = /^import\s*\(([\s\S]*?)\)/m.exec(code)?.[1] ?? '';
  const single = [...code.matchAll(/^import\s+(?:\w+\s+)?"([^"]+)"/gm)].map((match) => match[1]!);
  return [...[...block.matchAll(/"([^"]+)"/g)].map((match) => match[1]!), ...single];
}

export type MavenDependency = {groupId: string; artifactId: string; version?: string; scope?: string};

/** What the page gives Maven: its pom.xml, whole, or the coordinates its Gradle build or install lines name. */
export type MavenProject = {pom: string | null; dependencies: MavenDependency[]};

/** The page's pom.xml (the Maven `<project>` it shows), and the `group:artifact:version` coordinates it names elsewhere. */
export function mavenProject(source: string): MavenProject {
  const pom = /^\s*(?:<\?xml[^>]*>\s*)?<project\b[\s\S]*?<\/project>/m.exec(source)?.[0];
  const dependencies = new Map<string, MavenDependency>();
  // `<dependency>` elements the page adds to its pom (or gives for a project of the reader's), outside the pom it shows.
  for (const match of (pom ? source.replace(pom, '') : source).matchAll(/<dependency>([\s\S]*?)<\/dependency>/g)) {
    const field = (name: string) => new RegExp(`<${name}>\\s*([^<\\s]+)\\s*</${name}>`).exec(match[1]!)?.[1];
    const [groupId, artifactId] = [field('groupId'), field('artifactId')];
    if (groupId && artifactId) dependencies.set(`${groupId}:${artifactId}`, {groupId, artifactId, version: field('version'), scope: field('scope')});
  }
  for (const match of source.matchAll(/["'](?:[\w.-]+\s*\(\s*["'])?([a-z][\w.-]*):([\w.-]+):(\d[\w.-]*)["']/g)) {
    // Gradle's `implementation("org.typesense:typesense-java:1.3.0")`, Kotlin DSL or Groovy.
    dependencies.set(`${match[1]}:${match[2]}`, {groupId: match[1]!, artifactId: match[2]!, version: match[3]!});
  }
  return {pom: pom?.trim() ?? null, dependencies: [...dependencies.values()]};
}

/**
 * The npm package an import specifier names (`@angular/core/testing` → `@angular/core`);
 * `null` for a relative path, an alias of the project's own files (`@/lib/x`, `~/x`, `$lib/x`) and Node's built-in modules.
 */
export function npmPackageOf(specifier: string): string | null {
  if (/^(?:\.{1,2}\/|\/|@\/|~\/|~~\/|\$lib\b|node:)/.test(specifier) || NODE_BUILTINS.has(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const NODE_BUILTINS = new Set(['fs', 'path', 'os', 'http', 'https', 'url', 'crypto', 'stream', 'util', 'events', 'child_process', 'process', 'buffer', 'zlib', 'readline', 'assert', 'net', 'timers', 'worker_threads']);

/**
 * Modules that a framework makes at build time rather than a registry serving
 * them (`astro:content`, SvelteKit's `$app/…` and `$env/…`, Nuxt's `#imports`,
 * Vite's `virtual:…`): a file importing one is parsed, not compiled.
 */
export function frameworkModule(specifier: string): boolean {
  return /^(?:astro:|\$app\/|\$env\/|#|virtual:)/.test(specifier);
}

/** The specifiers a TypeScript or JavaScript module imports (`import … from`, `import '…'`, `export … from`, `require()`, `import()`). */
export function moduleSpecifiers(code: string): string[] {
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\b(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return [...new Set(specifiers)];
}

/**
 * The npm packages a page's install lines name (`npm install express@5 cors`,
 * `yarn add`, `pnpm add`, `bun add`, `npx expo install`), each with the version
 * or range the line gives (`5`, `^2.9.0`), or `null` where it gives none.
 */
export function npmInstalls(source: string): Map<string, string | null> {
  const installs = new Map<string, string | null>();
  for (const line of source.matchAll(/\b(?:npm\s+(?:install|i|add)|yarn\s+add|pnpm\s+(?:add|install|i)|bun\s+(?:add|install)|npx\s+expo\s+install)\b([^\n`]*)/g)) {
    for (const word of line[1]!.split(/\s+/)) {
      if (/^(?:&&|\|\|?|;|#)/.test(word)) break;
      const spec = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:@([^\s'"]+))?$/.exec(word);
      if (spec && !word.startsWith('-')) installs.set(spec[1]!, spec[2] ?? null);
    }
  }
  return installs;
}

/**
 * Names that Nuxt imports into an app's modules itself (its auto-imports);
 * their declarations are in the `.nuxt/` folder that `nuxi prepare` generates
 * from the app.
 */
const NUXT_AUTO_IMPORTS = /\b(defineNuxtConfig|defineNuxtPlugin|defineNuxtRouteMiddleware|defineNuxtComponent|useRuntimeConfig|useNuxtApp|useAsyncData|useFetch|useState|useRoute|useRouter|useHead|useSeoMeta|navigateTo|defineEventHandler)\s*[(<]/;

/** The Nuxt auto-import a module calls without importing it (`defineNuxtPlugin`), if any. */
export function nuxtAutoImport(code: string): string | null {
  const nuxt = NUXT_AUTO_IMPORTS.exec(code);
  return nuxt && !new RegExp(`\\bimport\\b[^;]*\\b${nuxt[1]}\\b`).test(code) ? nuxt[1]! : null;
}

/**
 * The checker that compiles a page's TypeScript project, as the framework's
 * template checks it:
 * - `nuxt`: a Nuxt app (a `nuxt.config.*`, or a module that calls Nuxt's
 *   auto-imports): `nuxi prepare` generates its `.nuxt/` types and
 *   tsconfigs, and vue-tsc builds the template's tsconfig.json (`nuxi typecheck`);
 * - `astro`: a project with Astro components, with `astro check`;
 * - `vue-tsc`: a project with Vue single-file components;
 * - `tsc`: TypeScript and JavaScript modules alone.
 */
export type TypeChecker = 'tsc' | 'vue-tsc' | 'nuxt' | 'astro';

/** A Nuxt app's configuration file, at the project's root. */
function isNuxtConfig(path: string): boolean {
  return /^nuxt\.config\.[cm]?[jt]s$/.test(path);
}

export function typeChecker(files: readonly Pick<ProjectFile, 'path' | 'code'>[]): TypeChecker {
  if (files.some((file) => isNuxtConfig(file.path) || nuxtAutoImport(file.code))) return 'nuxt';
  if (files.some((file) => file.path.endsWith('.astro'))) return 'astro';
  return files.some((file) => file.path.endsWith('.vue')) ? 'vue-tsc' : 'tsc';
}

/**
 * Why a TypeScript or JavaScript module (or a component's script) of a page
 * cannot be compiled here with the npm packages it imports, or `null` when it can:
 * - a Deno module (a Supabase Edge Function): its `npm:` and `jsr:` imports and
 *   the `Deno` global are Deno's, which tsc does not resolve;
 * - a module that imports what a framework makes at build time (`astro:content`,
 *   SvelteKit's `$app/…`, `virtual:…`: ./projects.ts `frameworkModule`), but
 *   for Nuxt's `#imports` and `#app` in a Nuxt app, which `nuxi prepare` declares;
 * - outside a Nuxt app, a module that calls Nuxt's auto-imports without importing them.
 */
export function notCompiledReason(code: string, checker: TypeChecker = 'tsc'): string | null {
  const specifiers = moduleSpecifiers(code);
  const deno = specifiers.find((specifier) => /^(?:npm|jsr):/.test(specifier)) ?? (/\bDeno\.\w/.test(code) ? 'the Deno global' : undefined);
  if (deno) return `a Deno module (it imports ${deno.startsWith('the ') ? deno : `\`${deno}\``}): Deno resolves its npm: and jsr: imports and declares Deno's globals, tsc does not`;
  const generated = specifiers.find((specifier) => frameworkModule(specifier) && !(checker === 'nuxt' && specifier.startsWith('#')));
  if (generated) return `it imports \`${generated}\`, a module its framework makes at build time`;
  const nuxt = checker === 'nuxt' ? null : nuxtAutoImport(code);
  if (nuxt) return `it calls Nuxt's auto-import \`${nuxt}\` outside a Nuxt app`;
  return null;
}

/**
 * The files a Nuxt app needs besides the page's own for `nuxi prepare` and
 * vue-tsc: the tsconfig.json of Nuxt 4's template (references to the
 * tsconfigs `nuxi prepare` generates), and an empty `nuxt.config.ts` when
 * the page shows none.
 */
export function nuxtAppFiles(files: readonly Pick<ProjectFile, 'path'>[]): {path: string; code: string}[] {
  const references = ['app', 'server', 'shared', 'node'].map((part) => ({path: `./.nuxt/tsconfig.${part}.json`}));
  return [
    {path: 'tsconfig.json', code: JSON.stringify({files: [], references}, null, 2)},
    ...(files.some((file) => isNuxtConfig(file.path)) ? [] : [{path: 'nuxt.config.ts', code: 'export default defineNuxtConfig({});'}]),
  ];
}

/**
 * The compiler options a page's modules need, as the framework's project
 * template sets them (in the tsconfig.json of create-next-app, Qwik, Solid's
 * and Angular's starters):
 * - JSX: React's automatic runtime, or Solid's and Qwik's own JSX (`jsxImportSource`);
 * - Angular's decorators (`experimentalDecorators`);
 * - the path aliases of the templates: `@/*` (Next.js: `./*`, or `./src/*`
 *   with a src folder) and `~/*` (Qwik: `./src/*`; Nuxt 4: `./app/*`).
 */
export function typescriptOptions(files: readonly Pick<ProjectFile, 'code'>[]): Record<string, unknown> {
  const packages = new Set(files.flatMap((file) => moduleSpecifiers(file.code).map(npmPackageOf)));
  const jsxSource = packages.has('solid-js') ? 'solid-js' : packages.has('@builder.io/qwik') ? '@builder.io/qwik' : null;
  return {
    jsx: jsxSource === 'solid-js' ? 'preserve' : 'react-jsx',
    ...(jsxSource ? {jsxImportSource: jsxSource} : {}),
    ...(packages.has('@angular/core') ? {experimentalDecorators: true} : {}),
    paths: {'@/*': ['./*', './src/*'], '~/*': ['./src/*', './app/*', './*']},
  };
}

/**
 * The ambient types of the page's build tool: a page that builds with Vite
 * (its own project, or Astro's, Qwik's, Solid's on top of it) reads
 * `import.meta.env`, which `vite/client` declares, as the templates'
 * tsconfig.json or `vite-env.d.ts` give it; Astro's components, the globals
 * of `astro/client` (`Astro`), as its `.astro/types.d.ts` references them.
 */
export function ambientTypes(source: string, checker: TypeChecker = 'tsc'): string[] {
  return [...(/\bvite\b|\bcreate[ -]astro\b/i.test(source) ? ['vite/client'] : []), ...(checker === 'astro' ? ['astro/client'] : [])];
}
