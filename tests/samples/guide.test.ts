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
 *   Central, Python modules with pyflakes (TypeScript and JavaScript modules are
 *   parsed and surface-checked; their tsc harness is still to come).
 *
 * The table of blocks by language (parsed, surface-checked, whole, compiled)
 * is printed for the record.
 */
import fs from 'node:fs';
import path from 'node:path';
import {guideFiles} from '../../code-samples/pages';
import {checkGuidePage, type PageResult} from '../../code-samples/guide/check';
import {SITE_DIR} from './collect';
import {compileGuideProjects, type CompiledBlocks} from './guide-compile';

const results: PageResult[] = [];
const compiled: CompiledBlocks = {compiled: new Set(), notCompiled: new Map(), failures: new Map()};

beforeAll(async () => {
  for (const file of guideFiles(SITE_DIR)) {
    results.push(await checkGuidePage(file, fs.readFileSync(path.join(SITE_DIR, file), 'utf8')));
  }
});

function blocks() {
  return results.flatMap((page) => page.blocks);
}

test('every code block of the guide parses in its language', () => {
  expect(blocks().filter((result) => result.parsed).length).toBeGreaterThan(300);
  expect(blocks().flatMap((result) => (result.syntax ? [result.syntax] : []))).toEqual([]);
});

test('every Typesense client call of the guide exists in the client release its page names', () => {
  const problems = [...results.flatMap((page) => page.problems), ...blocks().flatMap((result) => result.surface)];
  expect(blocks().filter((result) => result.release).length).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

test('every whole file of the guide compiles against what it imports, where a registry here serves it', async () => {
  await compileGuideProjects(results, compiled);
  const problems = [...compiled.failures].map(([id, message]) => `${id}\n    ${message.trim().split('\n').slice(0, 8).join('\n    ')}`);
  expect(compiled.compiled.size).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

afterAll(() => {
  const rows = new Map<string, {blocks: number; parsed: number; surface: number; whole: number; compiled: number}>();
  let tabs = 0;
  for (const {block, parsed, release} of blocks()) {
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
  const notCompiled = new Map<string, number>();
  for (const reason of compiled.notCompiled.values()) notCompiled.set(reason, (notCompiled.get(reason) ?? 0) + 1);
  console.log(
    [
      `Code blocks of the guide by language (${results.length} pages; ${tabs} more are tabs of <LanguageTabs> groups, checked as API samples):`,
      'language\tblocks\tparsed\tsurface-checked\twhole files\tcompiled',
      ...[...rows]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([language, row]) => `${language}\t${row.blocks}\t${row.parsed}\t${row.surface}\t${row.whole}\t${row.compiled}`),
      ...[...notCompiled].map(([reason, count]) => `whole files not compiled: ${count}: ${reason}`),
    ].join('\n'),
  );
});
