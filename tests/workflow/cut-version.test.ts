/**
 * The writers' version workflow, on a temporary copy of the project: cut a new
 * version with the Docusaurus CLI, which publishes it as a release candidate,
 * build; promote it to GA by making it the latest in the constants module,
 * build; then the mistakes the rules plugin must catch.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {ENV, LATEST_VERSION} from '../../src/constants';

const PROJECT = path.resolve(__dirname, '../..');
/** The next major release after the latest. */
const NEW_VERSION = `${Number(LATEST_VERSION.split('.')[0]) + 1}.0`;
let copy: string;

function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('npx', ['docusaurus', ...args], {
    cwd: copy,
    encoding: 'utf8',
    // The copy shares the project's node_modules: its builds leave rspack's persistent cache to the project's own,
    // which may be running beside them (scripts/test-suite/steps.ts).
    env: {...process.env, [ENV.searchOnlyApiKey]: '', [ENV.gtagId]: '', [ENV.noPersistentCache]: '1', ...env},
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'typesense-docs-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {cwd: PROJECT, encoding: 'utf8'})
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (fs.existsSync(path.join(PROJECT, file))) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
      fs.copyFileSync(path.join(PROJECT, file), path.join(copy, file));
    }
  }
  fs.symlinkSync(path.join(PROJECT, 'node_modules'), path.join(copy, 'node_modules'));
  // Docusaurus reads last-update dates from git.
  const git = (...args: string[]) => execFileSync('git', args, {cwd: copy, stdio: 'ignore'});
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', 'commit', '-qm', 'copy');
});

afterAll(() => {
  fs.rmSync(copy, {recursive: true, force: true});
});

const built = (outDir: string, file: string) => load(fs.readFileSync(path.join(copy, outDir, file), 'utf8'));

test(`cutting ${NEW_VERSION} publishes it as a release candidate, never the latest`, () => {
  const cut = run(['docs:version', NEW_VERSION]);
  expect(cut.status).toBe(0);
  const versions = JSON.parse(fs.readFileSync(path.join(copy, 'versions.json'), 'utf8')) as string[];
  expect(versions.slice(0, 2)).toEqual([NEW_VERSION, LATEST_VERSION]);
  expect(fs.existsSync(path.join(copy, `versioned_docs/version-${NEW_VERSION}/api/collections.md`))).toBe(true);
  expect(fs.existsSync(path.join(copy, `versioned_sidebars/version-${NEW_VERSION}-sidebars.json`))).toBe(true);

  // The candidate and the latest: what a reader of either sees.
  const build = run(['build', '--out-dir', 'build-rc'], {DOCS_VERSIONS: `${NEW_VERSION},${LATEST_VERSION}`});
  expect(build.output).not.toMatch(/breaks the version rules/);
  expect(build.status).toBe(0);
  const candidate = built('build-rc', `${NEW_VERSION}/api/collections.html`);
  const stable = `/docs/${LATEST_VERSION}/api/collections.html`;
  const banner = candidate('.theme-doc-version-banner');
  expect(banner.text()).toBe(`You are viewing docs for v${NEW_VERSION} RC, a release candidate. Switch to the stable latest v${LATEST_VERSION}.`);
  expect(banner.find('a').attr('href')).toBe(stable);
  // Marked in the version menu, and never the canonical page, the /latest/ target or a top sitemap entry.
  expect(candidate('.navbar .dropdown__link').map((_, link) => candidate(link).text()).get()).toContain(`v${NEW_VERSION} RC`);
  expect(candidate('link[rel="canonical"]').attr('href')).toBe(`https://typesense.org${stable}`);
  const latestPage = built('build-rc', `${LATEST_VERSION}/api/collections.html`);
  expect(latestPage('.theme-doc-version-banner')).toHaveLength(0);
  expect(latestPage('link[rel="canonical"]').attr('href')).toBe(`https://typesense.org${stable}`);
  const alias = built('build-rc', 'latest/api/collections.html/index.html')('meta[http-equiv="refresh"]').attr('content');
  expect(alias).toMatch(new RegExp(`url=${stable.replaceAll('.', '\\.')}$`));
  const sitemap = fs.readFileSync(path.join(copy, 'build-rc/sitemap.xml'), 'utf8');
  const priority = (pathname: string) => new RegExp(`<loc>https://typesense\\.org${pathname.replaceAll('.', '\\.')}</loc>(?:<lastmod>[^<]*</lastmod>)?<priority>([\\d.]+)<`).exec(sitemap)?.[1];
  expect(priority(`/docs/${NEW_VERSION}/api/collections.html`)).toBe('0.3');
  expect(priority(stable)).toBe('0.7');
}, 600_000);

test(`promoting ${NEW_VERSION} to GA is making it the latest`, () => {
  // The one place that says which version is the latest.
  const constants = path.join(copy, 'src/constants.ts');
  fs.writeFileSync(
    constants,
    fs.readFileSync(constants, 'utf8').replace(`LATEST_VERSION = '${LATEST_VERSION}'`, `LATEST_VERSION = '${NEW_VERSION}'`),
  );

  // The new latest and the version it replaces, which is all that the test reads: the links of every version are
  // the whole-site build's to check (build:e2e), and the rules plugin checks the versions it builds.
  const build = run(['build', '--out-dir', 'build-cut'], {DOCS_VERSIONS: `${NEW_VERSION},${LATEST_VERSION}`});
  expect(build.output).not.toMatch(/breaks the version rules/);
  expect(build.status).toBe(0);
  const latestPage = built('build-cut', `${NEW_VERSION}/api/collections.html`);
  expect(latestPage('link[rel="canonical"]').attr('href')).toBe(`https://typesense.org/docs/${NEW_VERSION}/api/collections.html`);
  expect(latestPage('.theme-doc-version-banner')).toHaveLength(0);
  const previousPage = built('build-cut', `${LATEST_VERSION}/api/collections.html`);
  expect(previousPage('link[rel="canonical"]').attr('href')).toBe(`https://typesense.org/docs/${NEW_VERSION}/api/collections.html`);
  const banner = previousPage('.theme-doc-version-banner');
  expect(banner.text()).toBe(`You are viewing docs for an old version. Switch to latest v${NEW_VERSION}.`);
  expect(banner.find('a').attr('href')).toBe(`/docs/${NEW_VERSION}/api/collections.html`);
  // The dropdown offers the new version first, no longer as a candidate.
  expect(JSON.parse(fs.readFileSync(path.join(copy, 'versions.json'), 'utf8'))[0]).toBe(NEW_VERSION);
  expect(latestPage('.navbar .dropdown__link').map((_, link) => latestPage(link).text()).get()).toContain(`v${NEW_VERSION}`);
  expect(latestPage('.navbar .dropdown__link').text()).not.toContain('RC');
  // The new version's samples come in every language of the newest era, as the working copy's did.
  const labels = latestPage('ul.language-tabs').first().find('[role="tab"]').map((_, tab) => latestPage(tab).text()).get();
  expect(labels).toEqual(['Shell', 'JavaScript', 'PHP', 'Python', 'Ruby', 'Java', 'Go', 'Dart', 'Swift']);
}, 600_000);

test('a sample group without a language of its era stops the build, naming the file, the section and the language', () => {
  const page = path.join(copy, `versioned_docs/version-${NEW_VERSION}/api/synonyms.md`);
  const original = fs.readFileSync(page, 'utf8');
  // A group whose Shell sample pipes into curl: no language can be rendered from it.
  fs.writeFileSync(
    page,
    `${original}\n## A new section\n\n<LanguageTabs>\n\n\`\`\`shell\ncat synonyms.json | curl "\${TYPESENSE_HOST}/synonym_sets/furniture" -X PUT -d @-\n\`\`\`\n\n</LanguageTabs>\n`,
  );
  const build = run(['build', '--out-dir', 'build-bad'], {DOCS_VERSIONS: NEW_VERSION});
  fs.writeFileSync(page, original);
  expect(build.status).not.toBe(0);
  expect(build.output).toMatch(
    new RegExp(`versioned_docs/version-${NEW_VERSION}/api/synonyms\\.md:\\d+ \\(section #a-new-section\\): no PHP sample: the Shell sample runs another command besides curl`),
  );
}, 300_000);

test('a page for a resource the rules do not know stops the build, naming the file and the fix', () => {
  fs.writeFileSync(path.join(copy, `versioned_docs/version-${NEW_VERSION}/api/teleport.md`), '---\ntitle: Teleport\n---\n\nText.\n');
  const build = run(['build', '--out-dir', 'build-bad'], {DOCS_VERSIONS: NEW_VERSION});
  expect(build.status).not.toBe(0);
  expect(build.output).toContain(
    `[${NEW_VERSION}] versioned_docs/version-${NEW_VERSION}/api/teleport.md documents "teleport", a page the rules do not know.`,
  );
  expect(build.output).toContain("Fix: if it is a new API resource, add {page: 'teleport', label, introducedIn}");
  fs.rmSync(path.join(copy, `versioned_docs/version-${NEW_VERSION}/api/teleport.md`));
}, 300_000);

test('a resource page in a version before its introduction stops the build, naming the file and the fix', () => {
  const old = '0.25.0';
  fs.writeFileSync(path.join(copy, `versioned_docs/version-${old}/api/stemming.md`), '---\ntitle: Stemming\n---\n\nText.\n');
  const build = run(['build', '--out-dir', 'build-bad'], {DOCS_VERSIONS: old});
  expect(build.status).not.toBe(0);
  expect(build.output).toContain(
    `[${old}] versioned_docs/version-${old}/api/stemming.md documents "stemming", which exists from 28.0 on, so not in ${old}.`,
  );
  expect(build.output).toContain('Fix: delete the file; if stemming really existed in 0.25.0, correct its introducedIn');
}, 300_000);
