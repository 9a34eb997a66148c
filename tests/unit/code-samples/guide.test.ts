/** The checks of the guide's code blocks: whole or excerpt, the releases a page names, parsing, and the surface check. */
import {guideBlocks, isWholeByCode, titlePath} from '../../../code-samples/guide/blocks';
import {checkGuidePage} from '../../../code-samples/guide/check';
import {CLIENTS, guideRelease} from '../../../code-samples/clients';
import {ambientTypes, goRequirements, mavenProject, notCompiledReason, npmInstalls, nuxtAppFiles, projectPasses, typeChecker, typescriptOptions} from '../../../code-samples/guide/projects';
import {compileFamiliesOf, compileFamilyOf} from '../../../code-samples/guide/languages';
import {pinnedReleases, releasesOfPage} from '../../../code-samples/guide/releases';
import {parseBlock} from '../../../code-samples/guide/syntax';

const fence = (language: string, code: string, meta = '') => `\`\`\`${language}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``;

describe('whole files and excerpts', () => {
  test.each([
    ['go', 'package main\n\nfunc main() {}', true],
    ['go', 'results, err := client.Collection("books").Documents().Search(ctx, params)', false],
    ['java', 'package com.example;\n\nimport org.typesense.api.Client;\n\n@Service\npublic class Search {}', true],
    ['java', 'SearchParameters params = new SearchParameters().q("x");', false],
    ['typescript', "import Typesense from 'typesense';\nexport const client = new Typesense.Client({nodes: [], apiKey: 'x'});", true],
    ['typescript', "const results = await client.collections('books').documents().search({q: 'x'});", false],
    ['python', '"""Sync."""\nimport typesense\n\nclient = typesense.Client({})', true],
    ['python', 'client.collections["books"].documents.search({"q": "x"})', false],
  ] as const)('%s: %j is whole: %s', (language, code, whole) => {
    expect(isWholeByCode(language, code)).toBe(whole);
  });

  test('a title names the file; a title that is not a path (Response) names none', () => {
    expect(titlePath('title="app/search/[id]/page.tsx"')).toBe('app/search/[id]/page.tsx');
    expect(titlePath('title="Response"')).toBeNull();
    expect(titlePath('title="Output of the shell example"')).toBeNull();
  });

  test('a ts-fenced block titled as a .tsx file is read as TSX', () => {
    const [block] = guideBlocks(fence('ts', "import {useState} from 'react';\nexport default function A() { return <p />; }", 'title="app/page.tsx"'), 'p.md');
    expect(block!.language).toBe('tsx');
  });

  test('a file shown twice is compiled once in each version, with the others', () => {
    const source = [fence('go', 'package main\n\nfunc main() {}', 'title="main.go"'), fence('go', 'package main\n\nfunc main() { println() }', 'title="main.go"'), fence('go', 'package util', 'title="util/util.go"')].join('\n\n');
    const passes = projectPasses('p.md', source, guideBlocks(source, 'p.md'), 'go');
    expect(passes.map((pass) => pass.files.map((file) => file.id))).toEqual([
      ['p.md:1', 'p.md:13'],
      ['p.md:7', 'p.md:13'],
    ]);
  });
});

describe('the TypeScript and JavaScript project of a page', () => {
  test('its modules and declaration files are compiled together; an excerpt is not', () => {
    const source = [
      fence('ts', "export type Book = {title: string};", 'title="src/lib/book.ts"'),
      fence('tsx', "import type {Book} from '~/lib/book';\nexport const Card = (props: {book: Book}) => <p>{props.book.title}</p>;", 'title="src/card.tsx"'),
      fence('ts', "declare module 'vue-instantsearch/vue3/es';", 'title="types/vue-instantsearch.d.ts"'),
      fence('ts', "const hits = await client.collections('books').documents().search({q: 'x'});"),
      fence('js', "import Typesense from 'typesense';"),
    ].join('\n\n');
    const [pass, ...more] = projectPasses('p.md', source, guideBlocks(source, 'p.md'), 'typescript');
    expect(more).toEqual([]);
    expect(pass!.files.map((file) => file.path)).toEqual(['src/lib/book.ts', 'src/card.tsx', 'types/vue-instantsearch.d.ts', 'block18.js']);
    expect((['typescript', 'tsx', 'javascript', 'jsx', 'vue', 'astro', 'svelte'] as const).map(compileFamilyOf)).toEqual(['typescript', 'typescript', 'typescript', 'typescript', 'typescript', 'typescript', null]);
  });

  test('the packages an install step names, with the version or range it gives', () => {
    const source = 'npm install express@5 cors typesense@3.0.6 @prisma/client@^6 --save && npm run dev\nnpx expo install react-native-safe-area-context\n`npm install -D tsx`';
    expect(Object.fromEntries(npmInstalls(source))).toEqual({
      express: '5',
      cors: null,
      typesense: '3.0.6',
      '@prisma/client': '^6',
      'react-native-safe-area-context': null,
      tsx: null,
    });
  });

  test('a module is not compiled, with the reason, when it is Deno\'s, imports a build-time module or calls Nuxt\'s auto-imports outside a Nuxt app', () => {
    expect(notCompiledReason("import {createClient} from 'npm:@supabase/supabase-js@2';")).toMatch(/^a Deno module \(it imports `npm:@supabase\/supabase-js@2`\)/);
    expect(notCompiledReason("import {getCollection} from 'astro:content';")).toBe('it imports `astro:content`, a module its framework makes at build time');
    expect(notCompiledReason('export default defineNuxtConfig({devtools: {enabled: true}});')).toMatch(/^it calls Nuxt's auto-import `defineNuxtConfig` outside a Nuxt app/);
    expect(notCompiledReason("import {useRuntimeConfig} from '#imports';")).toMatch(/`#imports`, a module its framework makes/);
    // In a Nuxt app, `nuxi prepare` declares them.
    expect(notCompiledReason('export default defineNuxtConfig({devtools: {enabled: true}});', 'nuxt')).toBeNull();
    expect(notCompiledReason("import {useRuntimeConfig} from '#imports';", 'nuxt')).toBeNull();
    expect(notCompiledReason("import {getCollection} from 'astro:content';", 'nuxt')).toMatch(/`astro:content`/);
    expect(notCompiledReason("import Typesense from 'typesense';\nexport const client = new Typesense.Client({nodes: [], apiKey: 'x'});")).toBeNull();
  });

  test("a project is checked by its framework's checker: a Nuxt app's, Astro's, vue-tsc for Vue components, tsc for modules alone", () => {
    const vue = {path: 'src/components/Search.vue', code: '<template><p /></template>'};
    const module = {path: 'src/lib/typesense.ts', code: "import Typesense from 'typesense';"};
    expect(typeChecker([module])).toBe('tsc');
    expect(typeChecker([module, vue])).toBe('vue-tsc');
    expect(typeChecker([module, {path: 'src/pages/index.astro', code: '<h1>Books</h1>'}])).toBe('astro');
    expect(typeChecker([vue, {path: 'nuxt.config.ts', code: 'export default defineNuxtConfig({});'}])).toBe('nuxt');
    expect(typeChecker([vue, {path: 'app/app.vue', code: "<script setup lang=\"ts\">\nuseHead({title: 'Books'});\n</script>"}])).toBe('nuxt');
    expect(typeChecker([{path: 'src/router.ts', code: "import {useRoute} from 'vue-router';\nexport const id = () => useRoute().params.id;"}])).toBe('tsc');
  });

  test("a Nuxt app gets the template's tsconfig.json, and an empty nuxt.config.ts when its page shows none", () => {
    const tsconfig = {path: 'tsconfig.json', code: expect.stringContaining('"./.nuxt/tsconfig.app.json"')};
    expect(nuxtAppFiles([{path: 'app/app.vue'}])).toEqual([tsconfig, {path: 'nuxt.config.ts', code: 'export default defineNuxtConfig({});'}]);
    expect(nuxtAppFiles([{path: 'app/app.vue'}, {path: 'nuxt.config.ts'}])).toEqual([tsconfig]);
  });

  test("the compiler options follow the framework the modules import, as its template's tsconfig sets them", () => {
    expect(typescriptOptions([{code: "import {createSignal} from 'solid-js';"}])).toMatchObject({jsx: 'preserve', jsxImportSource: 'solid-js'});
    expect(typescriptOptions([{code: "import {component$} from '@builder.io/qwik';"}])).toMatchObject({jsx: 'react-jsx', jsxImportSource: '@builder.io/qwik'});
    const react = typescriptOptions([{code: "import {Component} from '@angular/core';"}, {code: "import {useState} from 'react';"}]);
    expect(react).toMatchObject({jsx: 'react-jsx', experimentalDecorators: true});
    expect(react).not.toHaveProperty('jsxImportSource');
  });

  test("a page that builds with Vite (or Astro, on top of it) reads import.meta.env with vite/client's types", () => {
    expect(ambientTypes('npm create vite@latest books -- --template solid-ts')).toEqual(['vite/client']);
    expect(ambientTypes('npm create astro@latest books-search -- --template minimal')).toEqual(['vite/client']);
    expect(ambientTypes('npx create-next-app@latest books-search')).toEqual([]);
    expect(ambientTypes('npm create astro@latest books-search -- --template minimal', 'astro')).toEqual(['vite/client', 'astro/client']);
  });
});

describe('the client releases a page names', () => {
  test('install steps and dependency files of each client', () => {
    const source = [
      'npm install typesense@3.0.6 typesense-instantsearch-adapter@2.9.0',
      'pip install django typesense==2.0.0',
      'go get github.com/typesense/typesense-go/v4@v4.0.0-alpha2',
      'implementation("org.typesense:typesense-java:1.3.0")',
      '.package(url: "https://github.com/typesense/typesense-swift", from: "1.0.0")',
      "gem 'typesense', '~> 5.0'",
      'image: typesense/typesense:30.2.0',
    ].join('\n');
    expect(pinnedReleases(source).map((pin) => `${pin.client} ${pin.version}`)).toEqual([
      'javascript 3.0.6',
      'python 2.0.0',
      'go 4.0.0-alpha2',
      'java 1.3.0',
      'swift 1.0.0',
      'ruby 5.0.0',
    ]);
  });

  test('a client named at two releases is a problem that names both lines', () => {
    const {problems} = releasesOfPage(pinnedReleases('npm install typesense@3.0.6\n\n"typesense": "^2.1.0"'), 'p.md');
    expect(problems).toEqual([expect.stringMatching(/^p\.md:3: .* 2\.1\.0, but line 1 names 3\.0\.6/)]);
  });

  test('what a page installs for its Go and Maven projects', () => {
    expect([...goRequirements('go get github.com/gin-gonic/gin@v1.10.1 gorm.io/gorm')]).toEqual([['github.com/gin-gonic/gin', 'v1.10.1']]);
    const maven = mavenProject('<dependency>\n  <groupId>org.assertj</groupId>\n  <artifactId>assertj-core</artifactId>\n  <version>3.27.7</version>\n</dependency>');
    expect(maven).toEqual({pom: null, dependencies: [{groupId: 'org.assertj', artifactId: 'assertj-core', version: '3.27.7', scope: undefined}]});
  });
});

describe('parsing', () => {
  // The first block of a language loads its grammar or compiler.
  jest.setTimeout(60_000);

  test.each([
    ['tsx', 'export default function A() {\n  return <div>{x</div>;\n}', 2],
    ['vue', '<script setup lang="ts">\nconst q = ref(\n</script>\n<template><p>{{ q }}</p></template>', 3],
    ['vue', '<template>\n  <p>{{ q + }}</p>\n</template>', 2],
    ['svelte', '<script lang="ts">\n  let q: string = ;\n</script>', 2],
    ['astro', '---\nconst a = ;\n---\n<p>{a}</p>', 2],
    ['json', '{\n  "a": 1,\n}', 3],
    ['yaml', 'a: 1\n b: 2', 2],
    ['go', 'package main\n\nfunc main() {\n\tx :=\n}', 4],
    ['kotlin', 'class A {\n  fun b( {\n}', 2],
  ])('a %s error is reported at its line of the block', async (language, code, line) => {
    const [block] = guideBlocks(fence(language, code), 'p.md');
    const parsed = await parseBlock(block!);
    expect(parsed?.problem?.line).toBe(line);
  });

  test.each([
    ['swift', 'struct A: View {\n  var body: some View { Text("a") }\n}\n\n#Preview {\n  A()\n}'],
    ['json', '{"id": "1"}\n{"id": "2"}'],
    ['json', '{\n  // the compiler options\n  "compilerOptions": {"strict": true,},\n}', 'title="tsconfig.json"'],
    ['php', "'typesense' => [\n    'api_key' => env('TYPESENSE_API_KEY'),\n],"],
    ['java', '@GetMapping("/search")\npublic List<String> search(@RequestParam String q) {\n  return List.of(q);\n}'],
  ])('%s parses: %j', async (language, code, meta = '') => {
    const [block] = guideBlocks(fence(language, code, meta), 'p.md');
    expect((await parseBlock(block!))?.problem).toBeNull();
  });
});

describe('the surface check of a page', () => {
  test('a call the release lacks, at its line, for each client the page pins', async () => {
    const page = [
      '```shell\nnpm install typesense@3.0.6\npip install typesense==2.0.0\n```',
      fence('ts', "import Typesense from 'typesense';\n\nexport const typesense = new Typesense.Client({nodes: [], apiKey: 'k'});", 'title="lib/typesense.ts"'),
      fence('ts', "const hits = await typesense.collections('books').documents().serch({q: 'x'});"),
      fence('py', 'import typesense\nfrom openai import OpenAI\n\nts = typesense.Client({})\nclient = OpenAI()\nclient.chat.completions.create()\nts.collections["books"].documents.search({"q": "x"})\nts.collection["books"]'),
    ].join('\n\n');
    const result = await checkGuidePage('content/guide/p.md', page);
    expect(result.problems).toEqual([]);
    expect(result.blocks.flatMap((block) => block.surface)).toEqual([
      expect.stringMatching(/^content\/guide\/p\.md:12 \(ts block\), line 1 of the block: client\.collections\(\)\.documents\(\)\.serch\(\): Documents has no serch\(\)/),
      expect.stringMatching(/^content\/guide\/p\.md:16 \(py block, whole file\), line 8 of the block: client\.collection: Client has no collection/),
    ]);
  });

  test('a targeted run of some languages checks their blocks and releases only, and compiles their families only', async () => {
    const page = [
      '```shell\nnpm install typesense@9.9.9\npip install typesense==2.0.0\n```',
      fence('ts', "import Typesense from 'typesense';\nconst client = new Typesense.Client({nodes: [], apiKey: 'k'});\nawait client.collections('b').documents().serch({q: 'x'});"),
      fence('py', 'import typesense\n\nts = typesense.Client({})\nts.collection["books"]'),
      fence('json', '{"broken": }'),
    ].join('\n\n');
    const python = await checkGuidePage('p.md', page, new Set(['python']));
    expect(python.problems).toEqual([]);
    expect(python.blocks.map(({block, parsed, outOfRun}) => [block.language, parsed, outOfRun ?? false])).toEqual([
      ['shell', false, true],
      ['typescript', false, true],
      ['python', true, false],
      ['json', false, true],
    ]);
    expect(python.blocks.flatMap((block) => [...block.surface, ...(block.syntax ? [block.syntax] : [])])).toEqual([expect.stringMatching(/line 4 of the block: client\.collection: Client has no collection/)]);
    // Every language: the JavaScript release no surface describes, its call, and the JSON that does not parse.
    const every = await checkGuidePage('p.md', page);
    expect(every.problems).toEqual([expect.stringMatching(/^p\.md:2: `typesense@9\.9\.9` names typesense 9\.9\.9, which/)]);
    expect(every.blocks.filter((block) => block.syntax).map(({block}) => block.language)).toEqual(['json']);
    expect(compileFamiliesOf(new Set(['python']))).toEqual(['python']);
    expect(compileFamiliesOf(new Set(['javascript', 'shell']))).toEqual(['typescript']);
    expect(compileFamiliesOf(new Set(['php']))).toEqual([]);
    expect(compileFamiliesOf(undefined)).toEqual(['go', 'java', 'python', 'typescript']);
  });

  test('a page that calls a client without naming its release, or names one no surface describes', async () => {
    const unnamed = await checkGuidePage('p.md', fence('js', "import Typesense from 'typesense';\nconst client = new Typesense.Client({});"));
    expect(unnamed.problems).toEqual([
      `p.md:1: the js block calls typesense, but the page names no release of it: pin it in the page's install step (\`npm install typesense@${guideRelease(CLIENTS.javascript!).version}\`, the release the guide installs)`,
    ]);
    const unknown = await checkGuidePage('p.md', 'pip install typesense==9.9.9');
    expect(unknown.problems).toEqual([expect.stringMatching(/^p\.md:1: `typesense==9\.9\.9` names typesense 9\.9\.9, which code-samples\/clients\/python\/surface\.json does not describe/)]);
  });

  test('Kotlin calls of the Java client, and SwiftUI types that are not the client\'s', async () => {
    const page = [
      'implementation("org.typesense:typesense-java:1.3.0")',
      fence('kotlin', 'import org.typesense.api.Client\nimport org.typesense.model.SearchParameters\n\nclass Repo(private val client: Client) {\n  fun find(q: String) = client.collections("books").documents().search(SearchParameters().q(q).queryBi("title"))\n}'),
    ].join('\n\n');
    const result = await checkGuidePage('p.md', page);
    expect(result.blocks.flatMap((block) => block.surface)).toEqual([expect.stringMatching(/line 5 of the block: SearchParameters\.q\(\)\.queryBi\(\): SearchParameters has no queryBi\(\)/)]);
  });
});
