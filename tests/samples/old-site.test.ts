/**
 * Every code-tab group of the old site keeps its languages (tests/data/
 * code-sample-languages.tsv, a copy of the reference's record of the old
 * site's 1,551 groups: page, section, languages): the section of our page
 * that holds it offers each of them, in a sample group (written or rendered)
 * or, for a group of one language, in a code block of that language.
 */
import fs from 'node:fs';
import path from 'node:path';
import {completeGroup} from '../../code-samples/groups';
import {findCodeFences, findSampleGroups} from '../../code-samples/markdown';
import {sampleFiles, samplePageOf} from '../../code-samples/pages';
import versions from '../../versions.json';
import {codeLanguage} from '../../src/components/LanguageTabs/languages';
import {SITE_DIR} from './collect';
import {resolveLegacyUrl} from '../../src/legacy/resolve';
import {createRouteSet} from '../../src/legacy/routes';
import {LATEST_VERSION} from '../../src/constants';
import {operationById, type OperationId} from '../../code-samples/operations';
import {versionHas} from '../../plugins/api-version-rules/endpoints';

type OldGroup = {route: string; section: string; languages: string[]};

const OLD_GROUPS: OldGroup[] = fs
  .readFileSync(path.join(__dirname, '../data/code-sample-languages.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [route, section, languages] = line.split('\t');
    return {route: route!, section: section!, languages: languages!.split(',').map((label) => codeLanguage(label).value)};
  });

/** The file of a route of the site, if one exists: `/docs/29.0/api/search.html` → `versioned_docs/version-29.0/api/search.md`. */
function fileOfRoute(route: string): string | null {
  const api = /^\/docs\/([\d.]+)\/api\/([\w-]*?)(?:\.html)?$/.exec(route);
  const guide = /^\/docs\/guide\/([\w/-]+)\.html$/.exec(route);
  const candidates = api
    ? [`versioned_docs/version-${api[1]}/api/${api[2] || 'index'}`]
    : guide
      ? [`content/guide/${guide[1]}`, `content/guide/${guide[1]}/index`]
      : [];
  for (const base of candidates) {
    for (const extension of ['.md', '.mdx']) {
      if (fs.existsSync(path.join(SITE_DIR, base + extension))) return base + extension;
    }
  }
  return null;
}

/** The API reference's routes, from its files (code-samples/pages.ts), as the legacy-link resolver takes them (base path left out). */
function apiRoutes(): string[] {
  return versions.flatMap((version) =>
    sampleFiles(SITE_DIR, version).map((file) =>
      file
        .replace(`versioned_docs/version-${version}/`, `/${version}/`)
        .replace(/(^|\/)index\.mdx?$/, '$1')
        .replace(/\.mdx?$/, '.html'),
    ),
  );
}

const LEGACY = {baseUrl: '/docs/', latest: LATEST_VERSION, routes: createRouteSet(apiRoutes())};

/**
 * Old groups that called an endpoint their version's server did not have (the
 * old site copied the cluster operations of 0.18 back into 0.13–0.16.1): our
 * pages say so instead of showing the call. Each is checked against the
 * operations catalog, so that only a call the version truly lacks is let go.
 */
const CALLS_THE_VERSION_LACKS: readonly {route: string; section: string; operation: OperationId}[] = ['0.13.0', '0.14.0', '0.15.0', '0.16.0', '0.16.1'].flatMap(
  (version) => [
    {route: `/docs/${version}/api/cluster-operations.html`, section: 'create-snapshot-for-backups', operation: 'operations.snapshot' as const},
    {route: `/docs/${version}/api/cluster-operations.html`, section: 're-elect-leader', operation: 'operations.vote' as const},
  ],
);

function lacksTheCall(group: OldGroup): boolean {
  const exempt = CALLS_THE_VERSION_LACKS.find((entry) => entry.route === group.route && entry.section === group.section);
  return exempt !== undefined && !versionHas(operationById(exempt.operation), /^\/docs\/([\d.]+)\//.exec(group.route)![1]!);
}

/**
 * The Markdown file of an old route: its own, or, for an old page whose
 * content lives on another page here, the one the site's legacy rules lead
 * to (src/legacy/rules.ts: e.g. cluster operations, part of the API
 * introduction before 0.18).
 */
function fileOf(oldRoute: string): string | null {
  return fileOfRoute(oldRoute) ?? fileOfRoute(resolveLegacyUrl(oldRoute, '', LEGACY)?.pathname ?? oldRoute);
}

/** The languages each section of a page offers: its groups as readers see them, and its code blocks. */
function languagesBySection(file: string): Map<string, Set<string>> {
  const source = fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
  const samplePage = samplePageOf(file);
  const bySection = new Map<string, Set<string>>();
  const add = (section: string | null, language: string) => {
    const key = section ?? '';
    bySection.set(key, (bySection.get(key) ?? new Set()).add(language));
  };
  for (const fence of findCodeFences(source)) {
    add(fence.section, codeLanguage(fence.fence).value);
  }
  if (samplePage) {
    for (const group of findSampleGroups(source)) {
      const {blocks} = completeGroup(group.written, samplePage.serverVersion, {file, line: group.line, section: group.section}, false);
      for (const block of blocks) add(group.section, block.language);
    }
  }
  return bySection;
}

const sections = new Map<string, Map<string, Set<string>>>();

/** Old groups whose section this page does not have (its content sits under other headings here): held to the page's languages. */
const heldToPage: string[] = [];

function missingLanguages(group: OldGroup): string[] {
  const file = fileOf(group.route);
  if (!file) return [`${group.route}: no page`];
  if (!sections.has(file)) sections.set(file, languagesBySection(file));
  const bySection = sections.get(file)!;
  let offered = bySection.get(group.section);
  if (!offered) {
    heldToPage.push(`${group.route}#${group.section}`);
    offered = new Set([...bySection.values()].flatMap((languages) => [...languages]));
  }
  return group.languages.filter((language) => !offered.has(language)).map((language) => `${file} #${group.section || '(top)'}: no ${codeLanguage(language).label}`);
}

test('the old groups let go are calls their version truly lacks', () => {
  expect(OLD_GROUPS.filter(lacksTheCall)).toHaveLength(CALLS_THE_VERSION_LACKS.length);
});

test.each([
  ['API reference', (group: OldGroup) => !group.route.startsWith('/docs/guide/') && !lacksTheCall(group)],
  ['guide', (group: OldGroup) => group.route.startsWith('/docs/guide/')],
])('every old %s group keeps its languages in its section', (_name, inScope) => {
  const groups = OLD_GROUPS.filter(inScope);
  const problems = [...new Set(groups.flatMap(missingLanguages))];
  expect(groups.length).toBeGreaterThan(50);
  if (heldToPage.length > 0) {
    console.log(`${heldToPage.length} old group(s) whose section is not on the page here, held to the page's languages:\n${[...new Set(heldToPage)].join('\n')}`);
    heldToPage.length = 0;
  }
  if (problems.length > 0) {
    throw new Error(`${problems.length} language(s) of the old site's groups missing:\n${problems.slice(0, 5000).join('\n')}`);
  }
});
