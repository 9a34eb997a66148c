/**
 * Every code block of the guide (content/guide/**), beyond the API samples of
 * its `<LanguageTabs>` groups (which samples.test.ts and clients.test.ts check):
 *
 * - each block parses in its language (code-samples/guide/syntax.ts);
 * - each call of a Typesense client exists in the surface of the client
 *   release its page names in its install step (code-samples/guide/releases.ts);
 * - each whole file (code-samples/guide/blocks.ts) compiles, with the page's
 *   other files, against the packages it imports, where a registry here serves
 *   them: Go files against the Go module proxy, Java classes against Maven
 *   Central, Python modules with pyflakes, TypeScript and JavaScript modules
 *   and Vue and Astro components against the npm packages they import
 *   (tests/samples/harness/guide-npm) with tsc, vue-tsc, astro check, or a
 *   Nuxt app's `nuxi prepare` and vue-tsc.
 *
 * The table of blocks by language (parsed, surface-checked, whole, compiled)
 * and the table of each page's whole files (compiled, not compiled and why)
 * are printed for the record. A targeted run of some languages
 * (`npm run test:samples -- --version guide --language python`) checks and
 * compiles the blocks of those only (code-samples/guide/languages.ts `runLanguageOf`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {guideFiles} from '../../code-samples/pages';
import {blockName} from '../../code-samples/guide/blocks';
import {checkGuidePage, type PageResult} from '../../code-samples/guide/check';
import {GUIDE, SITE_DIR} from './collect';
import {SELECTION, selects} from './selection';
import {compileGuideProjects, type CompiledBlocks} from './guide-compile';
import {compileFamiliesOf} from '../../code-samples/guide/languages';
import {withGuidePinsMoved} from '../../code-samples/guide/client-claims';
import {guideRelease} from '../../code-samples/clients';
import javascript from '../../code-samples/clients/javascript';

const results: PageResult[] = [];
const compiled: CompiledBlocks = {compiled: new Set(), notCompiled: new Map(), failures: new Map()};

/** A targeted run of other versions than the guide's leaves the guide out; one of some languages checks their blocks only (./selection.ts). */
const inRun = selects(SELECTION.versions, GUIDE);
const guideTest = inRun ? test : test.skip;
/** Whether the run checks every language: the counts below hold the whole guide to a floor. */
const everyLanguage = SELECTION.languages === undefined;
/** The compile checks run where the run compiles a family of the guide's files; the fixtures' are TypeScript's. */
const compileTest = inRun && compileFamiliesOf(SELECTION.languages).length > 0 ? test : test.skip;
const typescriptTest = inRun && compileFamiliesOf(SELECTION.languages).includes('typescript') ? test : test.skip;

beforeAll(async () => {
  for (const file of inRun ? guideFiles(SITE_DIR) : []) {
    results.push(await checkGuidePage(file, fs.readFileSync(path.join(SITE_DIR, file), 'utf8'), SELECTION.languages));
  }
});

function blocks() {
  return results.flatMap((page) => page.blocks);
}

guideTest('every code block of the guide parses in its language', () => {
  if (everyLanguage) expect(blocks().filter((result) => result.parsed).length).toBeGreaterThan(300);
  expect(blocks().flatMap((result) => (result.syntax ? [result.syntax] : []))).toEqual([]);
});

guideTest('every Typesense client call of the guide exists in the client release its page names', () => {
  const problems = [...results.flatMap((page) => page.problems), ...blocks().flatMap((result) => result.surface)];
  if (everyLanguage) expect(blocks().filter((result) => result.release).length).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

compileTest('every whole file of the guide compiles against what it imports, where a registry here serves it', async () => {
  await compileGuideProjects(results, compiled, SELECTION.languages);
  const problems = [...compiled.failures].map(([id, message]) => `${id}\n    ${message.trim().split('\n').slice(0, 8).join('\n    ')}`);
  expect(compiled.compiled.size).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

/** A fixture page of tests/fixtures/guide-compile compiled as the guide's pages are: its path, and what compiled, what did not and why, and the failures. */
async function compileFixture(name: string): Promise<{fixture: string; compiled: string[]; notCompiled: [string, string][]; failures: [string, string][]}> {
  const fixture = `tests/fixtures/guide-compile/${name}`;
  // The guide's npm project holds the typesense-js release the guide installs: a fixture's install line follows it, as the pages' lines do when it moves.
  const source = withGuidePinsMoved(fs.readFileSync(path.join(SITE_DIR, fixture), 'utf8'), javascript, guideRelease(javascript).version);
  const page = await checkGuidePage(fixture, source);
  const into: CompiledBlocks = {compiled: new Set(), notCompiled: new Map(), failures: new Map()};
  await compileGuideProjects([page], into);
  return {fixture, compiled: [...into.compiled], notCompiled: [...into.notCompiled], failures: [...into.failures]};
}

typescriptTest('a Typesense call after type arguments, which the surface check does not read, is held to the typings of the release the page installs', async () => {
  // `collections<Book>('books')`: tree-sitter's reader stops at the type arguments; tsc reads on.
  const {fixture, compiled: files, failures} = await compileFixture('type-arguments.md');
  expect(files).toEqual([`${fixture}:7`]);
  expect(failures).toEqual([
    [`${fixture}:15 (ts block, src/search/books.ts)`, expect.stringMatching(/^line 4 of the block: TS2339: Property 'remove' does not exist on type 'Document<Book>'/)],
  ]);
});

typescriptTest('Vue components are type-checked by vue-tsc, templates included, with the modules of their page', async () => {
  const {fixture, compiled: files, failures} = await compileFixture('vue-components.md');
  expect(files).toEqual([`${fixture}:3`, `${fixture}:7`]);
  expect(failures).toEqual([
    [`${fixture}:19 (vue block, src/components/BookAuthors.vue)`, expect.stringMatching(/^line 8 of the block: TS2551: Property 'author' does not exist on type 'Book'/)],
  ]);
});

typescriptTest("a Nuxt app is type-checked with the types nuxi prepare generates, its own composables' among its auto-imports", async () => {
  const {fixture, compiled: files, notCompiled, failures} = await compileFixture('nuxt-app.md');
  expect(notCompiled).toEqual([]);
  expect(files).toEqual([`${fixture}:3`, `${fixture}:9`]);
  expect(failures).toEqual([[`${fixture}:19 (vue block, app/pages/about.vue)`, expect.stringMatching(/^line 2 of the block: TS2554: Expected 1 arguments, but got 0/)]]);
});

typescriptTest('Astro components are checked by astro check, their templates included, with the modules of their page', async () => {
  const {fixture, compiled: files, failures} = await compileFixture('astro-components.md');
  expect(files).toEqual([`${fixture}:7`, `${fixture}:13`]);
  expect(failures).toEqual([
    [`${fixture}:21 (astro block, src/pages/index.astro)`, expect.stringMatching(/^line 6 of the block: TS2551: Property 'author' does not exist on type 'Book'/)],
  ]);
});

afterAll(() => {
  const rows = new Map<string, {blocks: number; parsed: number; surface: number; whole: number; compiled: number}>();
  let tabs = 0;
  for (const {block, parsed, release, outOfRun} of blocks()) {
    if (outOfRun) continue;
    if (block.inGroup) {
      tabs += 1;
      continue;
    }
    const key = block.language ?? `${block.listedAs} (listed only)`;
    const row = rows.get(key) ?? {blocks: 0, parsed: 0, surface: 0, whole: 0, compiled: 0};
    row.blocks += 1;
    row.parsed += parsed ? 1 : 0;
    row.surface += release ? 1 : 0;
    row.whole += block.whole ? 1 : 0;
    row.compiled += compiled.compiled.has(block.id) ? 1 : 0;
    rows.set(key, row);
  }
  const pages = results.flatMap((page) => {
    const whole = page.blocks.filter(({block, outOfRun}) => block.whole && !block.inGroup && !outOfRun);
    const count = (test: (id: string) => boolean) => whole.filter(({block}) => test(block.id)).length;
    return whole.length === 0
      ? []
      : [`${page.file}\t${whole.length}\t${count((id) => compiled.compiled.has(id))}\t${count((id) => compiled.notCompiled.has(id))}`];
  });
  const notCompiled = results.flatMap((page) =>
    page.blocks.flatMap(({block}) => (compiled.notCompiled.has(block.id) ? [`not compiled: ${blockName(block)}: ${compiled.notCompiled.get(block.id)}`] : [])),
  );
  console.log(
    [
      `Code blocks of the guide by language (${results.length} pages; ${tabs} more are tabs of <LanguageTabs> groups, checked as API samples):`,
      'language\tblocks\tparsed\tsurface-checked\twhole files\tcompiled',
      ...[...rows]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([language, row]) => `${language}\t${row.blocks}\t${row.parsed}\t${row.surface}\t${row.whole}\t${row.compiled}`),
      '',
      'Whole files of each page (the rest are files of a language no toolchain here compiles, or failed above):',
      'page\twhole files\tcompiled\tnot compiled',
      ...pages,
      ...notCompiled,
    ].join('\n'),
  );
});
