/**
 * The API changes in the production build (plugins/api-changes): the file
 * `/docs/api-changes.json`, held to the release notes of every version from
 * 0.23.0 on (tests/data/release-notes-api-changes.json); every change's link
 * lands on its row or section; each version's home and its twin end with
 * "API changes since …"; the compare page renders its default pair, without
 * the app, and llms.txt lists it; the files that say which versions have
 * each parameter row hold the rows the built pages have.
 */
import fs from 'node:fs';
import path from 'node:path';
import {BASE, BUILD_DIR, SITE_DIR, VERSIONS, anchorsOf, builtFile, page} from './built-site';
import type {ApiChangesFile} from '../../plugins/api-changes/file';
import {changeHref, compareVersionsIn, defaultComparisonPair} from '../../plugins/api-changes/file';
import type {Change, ChangeKind, VersionStep} from '../../plugins/api-changes/changes';
import {API_CHANGES, LATEST_VERSION} from '../../src/constants';
import {versionHasParameter, type ParameterVersionsFile} from '../../plugins/api-changes/parameter-versions';
import {PARAMETER_ROW} from '../../plugins/parameter-anchors/anchors';
import {isAtLeast} from '../../src/versioning/versions';

type NotesEntry = {
  introduced?: string[];
  renamed?: [string, string][];
  removed?: string[];
  endpointsAdded?: string[];
  endpointsMoved?: string[];
  defaultsChanged?: string[];
  notInTables?: {name: string; where: string}[];
};
const NOTES: Record<string, NotesEntry> = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'tests/data/release-notes-api-changes.json'), 'utf8')).versions;

const file: ApiChangesFile = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'api-changes.json'), 'utf8'));

/** Pure: what the notes of a version name that its step of the changes lacks, one line each. */
export function missingFromStep(step: VersionStep, notes: NotesEntry, everyChange: readonly Change[]): string[] {
  const has = (kind: ChangeKind, name: string, before?: string) =>
    step.changes.some((change) => change.kind === kind && change.name === name && (before === undefined || change.before === before));
  return [
    ...(notes.introduced ?? []).filter((name) => !has('parameter-added', name)).map((name) => `new parameter ${name}`),
    ...(notes.renamed ?? []).filter(([before, name]) => !has('parameter-renamed', name, before)).map(([before, name]) => `rename ${before} → ${name}`),
    ...(notes.removed ?? []).filter((name) => !has('parameter-removed', name)).map((name) => `removed parameter ${name}`),
    ...(notes.endpointsAdded ?? []).filter((name) => !has('endpoint-added', name)).map((name) => `new endpoint ${name}`),
    ...(notes.endpointsMoved ?? []).filter((name) => !has('endpoint-moved', name)).map((name) => `moved endpoint ${name}`),
    ...(notes.defaultsChanged ?? []).filter((name) => !has('default-changed', name)).map((name) => `changed default of ${name}`),
    // Prose-only items stay honest: once a table documents one, it belongs in `introduced`.
    ...(notes.notInTables ?? [])
      .filter(({name}) => everyChange.some((change) => change.name === name))
      .map(({name}) => `${name} is in a parameter table now: move it from notInTables to introduced`),
  ];
}

const builtVersions = VERSIONS.filter((version) => builtFile(`${BASE}/${version}/`) !== undefined);

describe('the API changes file', () => {
  it('has every released version, newest first, and a step from each to the next', () => {
    expect(file.format).toBe(1);
    expect(file.latest).toBe(LATEST_VERSION);
    expect(file.versions).toEqual(VERSIONS);
    expect(file.steps.map((step) => `${step.from}→${step.to}`)).toEqual(
      [...VERSIONS].reverse().slice(1).map((to, index) => `${[...VERSIONS].reverse()[index]}→${to}`),
    );
  });

  it('holds, for every version from 0.23.0 on, what its release notes introduce, rename or remove', () => {
    const everyChange = file.steps.flatMap((step) => step.changes);
    const versions = VERSIONS.filter((version) => isAtLeast(version, API_CHANGES.releaseNotesCheckedFrom));
    expect(Object.keys(NOTES).sort()).toEqual([...versions].sort());
    const missing = versions.flatMap((version) =>
      missingFromStep(file.steps.find((step) => step.to === version)!, NOTES[version]!, everyChange).map((line) => `${version}: ${line}`),
    );
    expect(missing).toEqual([]);
  });

  it('has all of 30.0’s breaking changes: synonym sets, curation sets, curation_tags, analytics rules', () => {
    const breaking = file.steps.find((step) => step.to === '30.0')!.changes.filter((change) => change.breaking);
    expect(breaking.filter((change) => change.kind === 'endpoint-moved').map((change) => change.successor?.page)).toEqual(expect.arrayContaining(['synonyms', 'curation']));
    expect(breaking).toContainEqual(expect.objectContaining({kind: 'parameter-renamed', before: 'override_tags', name: 'curation_tags', page: 'search'}));
    expect(breaking.filter((change) => change.page === 'analytics-query-suggestions').length).toBeGreaterThan(0);
  });

  it('links each change of the built versions to a page that has its anchor', () => {
    const broken: string[] = [];
    for (const change of file.steps.flatMap((step) => step.changes).filter((change) => builtVersions.includes(change.version))) {
      const href = `${BASE}${changeHref(change)}`;
      const [pathname, anchor] = href.split('#');
      const $ = page(pathname!);
      if (!$ || (anchor && !anchorsOf($).has(anchor))) {
        broken.push(`${change.kind} ${change.name}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('each version’s home', () => {
  const homes = builtVersions.filter((version) => version !== [...VERSIONS].at(-1));

  it('ends with “API changes since” its previous version, with every change of that step linked', () => {
    expect(homes.length).toBeGreaterThan(0);
    for (const version of homes) {
      const step = file.steps.find((candidate) => candidate.to === version)!;
      const $ = page(`${BASE}/${version}/`)!;
      expect($('h2#api-changes').text()).toContain(`API changes since ${step.from}`);
      const links = $('h2#api-changes ~ ul a[href]').map((_, link) => $(link).attr('href')).get();
      for (const change of step.changes) {
        expect(links).toContain(`${BASE}${changeHref(change)}`);
      }
      const twin = fs.readFileSync(path.join(BUILD_DIR, version, 'index.md'), 'utf8');
      expect(twin).toContain(`## API changes since ${step.from}`);
      expect(twin.split('\n').filter((line) => line.startsWith('- ') && line.includes('/api/') && /: \[/.test(line)).length).toBeGreaterThanOrEqual(step.changes.length);
    }
  });
});

describe('the compare page', () => {
  const pair = defaultComparisonPair(VERSIONS, LATEST_VERSION);
  const changes = compareVersionsIn(file, pair.from, pair.to);

  it('renders its default pair at build, each change linked, breaking first on each page', () => {
    const $ = page(`${BASE}/api/changes.html`)!;
    expect($('[data-comparison]').attr('data-comparison')).toBe(`${pair.from} ${pair.to}`);
    const items = $('[data-change-kind]');
    expect(items.length).toBe(changes.length);
    $('[data-changes-page]').each((_, section) => {
      const breaking = $(section).find('[data-change-kind]').map((__, item) => $(item).attr('data-breaking') === 'true').get();
      expect(breaking).toEqual([...breaking].sort((a, b) => Number(b) - Number(a)));
    });
    expect(items.first().find('a').attr('href')).toBe(`${BASE}${changeHref(changes[0]!)}`);
  });

  it('has a Markdown twin of its default pair, and llms.txt lists it', () => {
    const twin = fs.readFileSync(path.join(BUILD_DIR, 'api/changes.md'), 'utf8');
    expect(twin).toContain(`From v${pair.from} to v${pair.to}: ${changes.length} changes`);
    expect(twin).not.toMatch(/v30\.2v30\.1/);
    expect(fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8')).toMatch(/## Upgrading\n\n- \[Upgrade guide: breaking changes and what changed between versions\]\(https:\/\/[^)]+\/api\/changes\.html\)/);
  });
});

describe('the versions of each parameter row, which the version menu reads', () => {
  const parameterFile = (pageName: string): ParameterVersionsFile =>
    JSON.parse(fs.readFileSync(path.join(BUILD_DIR, API_CHANGES.parameterVersionsDir, `${pageName}.json`), 'utf8'));

  it('has every row of the built pages of the latest version, each said to be in that version', () => {
    for (const pageName of ['search', 'collections', 'documents', 'synonyms']) {
      const $ = page(`${BASE}/${LATEST_VERSION}/api/${pageName}.html`)!;
      const rows = $(`tr.${PARAMETER_ROW.className}[id]`)
        .map((_, row) => $(row).attr('id')!)
        .get();
      expect(rows.length).toBeGreaterThan(5);
      const versionsFile = parameterFile(pageName);
      expect(rows.filter((anchor) => versionHasParameter(versionsFile, anchor, LATEST_VERSION) !== true)).toEqual([]);
    }
  });

  it('says from which version a row exists, as the pages of the versions have it', () => {
    const search = parameterFile('search');
    const since = search.parameters.enable_lazy_filter!.runs[0]![0];
    // The first version that has the row, and the one before it, which does not.
    const before = VERSIONS[VERSIONS.indexOf(since) + 1]!;
    expect(anchorsOf(page(`${BASE}/${since}/api/search.html`)!).has('enable_lazy_filter')).toBe(true);
    expect(anchorsOf(page(`${BASE}/${before}/api/search.html`)!).has('enable_lazy_filter')).toBe(false);
    expect(versionHasParameter(search, 'enable_lazy_filter', before)).toBe(false);
  });
});
