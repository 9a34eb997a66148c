/**
 * The client release data (code-samples/clients/<language>/index.ts) is the
 * one home of each release: what is made from it (the tables of releases) and
 * what is written elsewhere (the harness projects, the guide's pins and claims)
 * agree with it, and no entry can make `releaseFor` throw.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CLIENTS, guideRelease, releaseDataProblems, releaseFor} from '../../../code-samples/clients';
import {clientLibrariesTable, clientReleasesTable, installTableProblems, withClientReleaseTables} from '../../../code-samples/clients/release-tables';
import {releaseProjectProblems} from '../../../code-samples/clients/release-projects';
import {clientClaimProblems} from '../../../code-samples/guide/client-claims';
import {guideFiles} from '../../../code-samples/pages';
import type {ClientRelease, ClientSamples} from '../../../code-samples/clients/types';
import {LATEST_VERSION} from '../../../src/constants';

import {readReleaseProjects} from '../../../code-samples/clients/release-projects-on-disk';

const SITE = path.join(__dirname, '../../..');
const javascript = CLIENTS.javascript!;
const python = CLIENTS.python!;
const java = CLIENTS.java!;
const clients = Object.values(CLIENTS);
/** Two releases of a fixture client, the older documenting 30.0 and 30.1, the newer 30.2. */
const FIXTURE_PAIR: [ClientRelease, ClientRelease] = [
  {version: '8.0.0', tag: 'npm:8.0.0', serverVersions: ['30.0', '30.1']},
  {version: '8.1.0', tag: 'npm:8.1.0', serverVersions: ['30.2']},
];

/** A client with these releases, and a surface for each. */
function withReleases(client: ClientSamples, releases: ClientRelease[]): ClientSamples {
  const surface = Object.fromEntries(releases.map((release) => [release.version, client.surface.releases[Object.keys(client.surface.releases)[0]!]!]));
  return {...client, releases, surface: {...client.surface, releases: surface}};
}



describe('the release data', () => {
  test.each(clients.map((client) => [client.language, client] as const))('%s: no problem, and releaseFor answers for every entry', (_, client) => {
    expect(releaseDataProblems(client)).toEqual([]);
    for (const release of client.releases) {
      for (const serverVersion of release.serverVersions) {
        expect(releaseFor(client, serverVersion)).toBe(release);
      }
    }
    expect(releaseFor(client, 'current').serverVersions.length).toBeGreaterThan(0);
  });

  test('a release kept for the guide only, or for nothing, is defined: releaseFor skips it, guideRelease takes the one marked', () => {
    const [older, newer] = FIXTURE_PAIR;
    const replaced = withReleases(javascript, [
      {...older, serverVersions: ['30.0', '30.1']},
      {...newer, serverVersions: [], guide: true},
      {version: '9.9.9', tag: 'npm:9.9.9', serverVersions: ['30.2']},
      {version: '9.9.10', tag: 'npm:9.9.10', serverVersions: []},
    ]);
    expect(releaseDataProblems(replaced)).toEqual([]);
    expect(releaseFor(replaced, '30.2').version).toBe('9.9.9');
    expect(releaseFor(replaced, 'current').version).toBe('9.9.9');
    expect(releaseFor(replaced, '31.0').version).toBe('9.9.9');
    expect(guideRelease(replaced).version).toBe(newer.version);
  });

  test('entries that cannot work are refused, each naming the fix; releaseFor never reduces an empty list', () => {
    const [older, newer] = FIXTURE_PAIR;
    const none = withReleases(javascript, [{...older, serverVersions: []}, {...newer, serverVersions: []}]);
    expect(() => releaseFor(none, '30.2')).toThrow(/no release of typesense lists a server version; give the release that documents the latest version its `serverVersions`/);
    expect(releaseDataProblems(none)).toEqual([expect.stringMatching(/no release of typesense lists a server version/)]);
    const twice = withReleases(javascript, [
      {...older, serverVersions: ['30.2'], guide: true},
      {...newer, serverVersions: ['30.2'], guide: true},
    ]);
    expect(releaseDataProblems(twice)).toEqual([
      expect.stringMatching(/Typesense 30.2 is in the `serverVersions` of both typesense 8.0.0 and 8.1.0; remove it from the one that no longer documents it/),
      expect.stringMatching(/are both marked `guide`; the guide installs one release, keep the mark on it/),
    ]);
    const unread = {...javascript, releases: [...javascript.releases, {version: '9.9.9', tag: 'npm:9.9.9', serverVersions: []}]};
    expect(releaseDataProblems(unread)).toEqual([expect.stringContaining('typesense 9.9.9 has no surface; read it: npm run samples:surface -- javascript --release 9.9.9')]);
  });
});

describe('the tables made from it', () => {
  test('the api-clients table of a version: each language of its era, its release and note', () => {
    const table = clientReleasesTable('30.2').split('\n');
    expect(table.slice(0, 2)).toEqual(['| Language | Release | Notes |', '| --- | --- | --- |']);
    expect(table).toContain(`| JavaScript | typesense-js ${releaseFor(javascript, '30.2').version} | |`);
    expect(table).toContain(`| Java | typesense-java ${releaseFor(java, '30.2').version} | ${releaseFor(java, '30.2').note} |`);
    expect(table).toHaveLength(10);
    // 0.20.0's era: no Java or Swift yet.
    expect(clientReleasesTable('0.20.0').split('\n').map((row) => row.split(' | ')[0])).toEqual(['| Language', '| ---', '| JavaScript', '| PHP', '| Python', '| Ruby', '| Dart']);
  });

  test("the guide's list: who maintains each client, and the install line of the latest version's release", () => {
    const table = clientLibrariesTable(LATEST_VERSION);
    expect(table).toContain(`| Python | [typesense-python](https://github.com/typesense/typesense-python) | the Typesense team | \`pip install typesense==${releaseFor(python, LATEST_VERSION).version}\` |`);
    expect(table).toContain(`| Java | [typesense-java](https://github.com/typesense/typesense-java) | the community, in the Typesense organisation | \`org.typesense:typesense-java:${releaseFor(java, LATEST_VERSION).version}\` |`);
    expect(table).toMatch(/\| Dart \|/);
  });

  test('the twins get the same tables, in place of the element line; fenced code keeps it', () => {
    const source = 'Intro\n\n<ClientReleases />\n\n```md\n<ClientReleases />\n```\n';
    expect(withClientReleaseTables(source, '30.1')).toBe(`Intro\n\n${clientReleasesTable('30.1')}\n\n\`\`\`md\n<ClientReleases />\n\`\`\`\n`);
  });

  test('every api-clients page with a table of releases has it made from the data', () => {
    const pages = [path.join(SITE, 'docs/api/api-clients.md'), ...fs.readdirSync(path.join(SITE, 'versioned_docs')).map((dir) => path.join(SITE, 'versioned_docs', dir, 'api/api-clients.md'))];
    const written = pages.filter((file) => fs.existsSync(file) && /\| Language \| Release \|/.test(fs.readFileSync(file, 'utf8')));
    expect(written.map((file) => path.relative(SITE, file))).toEqual([]);
  });
});

describe('what is written elsewhere agrees with it', () => {
  test('the "Installing a client" table of every api-clients page names the releases and module paths of its samples, and a row for each of their clients', () => {
    const pages: [string, string][] = [
      ['current', 'docs/api/api-clients.md'],
      ...fs.readdirSync(path.join(SITE, 'versioned_docs')).map((dir): [string, string] => [dir.replace(/^version-/, ''), `versioned_docs/${dir}/api/api-clients.md`]),
    ];
    const read = pages.filter(([, file]) => fs.existsSync(path.join(SITE, file)));
    expect(read.filter(([, file]) => /Installing a client/.test(fs.readFileSync(path.join(SITE, file), 'utf8'))).length).toBeGreaterThan(10);
    expect(read.flatMap(([version, file]) => installTableProblems(file, fs.readFileSync(path.join(SITE, file), 'utf8'), version))).toEqual([]);
  });

  test('an "Installing a client" table that names another release or major version, or leaves a client out, is refused with the fix', () => {
    const go = releaseFor(CLIENTS.go!, '30.2').version;
    const table = fs.readFileSync(path.join(SITE, 'versioned_docs/version-30.2/api/api-clients.md'), 'utf8');
    const goRow = table.split('\n').findIndex((line) => line.startsWith('| Go |')) + 1;
    const edited = table
      .replace(`@v${go}`, '@v4.0.0-alpha1')
      .replace('`github.com/typesense/typesense-go/v4`', '`github.com/typesense/typesense-go/v3`')
      .replace(/^\| Swift \|.*\n/m, '');
    expect(installTableProblems('api-clients.md', edited, '30.2')).toEqual([
      `api-clients.md:${goRow}: the Go row names typesense-go 4.0.0-alpha1, but the samples of Typesense 30.2 use ${go} (code-samples/clients/go/index.ts); write ${go}.`,
      `api-clients.md:${goRow}: the Go row names github.com/typesense/typesense-go/v3, but typesense-go ${go}, whose samples Typesense 30.2 shows, is github.com/typesense/typesense-go/v4; write that.`,
      expect.stringMatching(/^api-clients\.md: the "Installing a client" table has no row for Swift, whose samples Typesense 30\.2 shows; add one \(.*exact: ".*"\)`\)\.$/),
    ]);
  });

  test('the harness projects install each release the data lists (problems name the command)', () => {
    expect(releaseProjectProblems({javascript, python, java}, guideRelease(javascript).version, readReleaseProjects(SITE))).toEqual([]);
  });

  test('a release added to the data without its projects: each problem names the file and the command', () => {
    const added = withReleases(javascript, [...javascript.releases, {version: '9.9.9', tag: 'npm:9.9.9', serverVersions: []}]);
    const addedPython = withReleases(python, [...python.releases, {version: '9.9.9', tag: 'pypi:9.9.9', serverVersions: []}]);
    const projects = readReleaseProjects(SITE);
    expect(releaseProjectProblems({javascript: added, python: addedPython, java}, '9.9.9', {...projects, devDependencies: {...projects.devDependencies, 'typesense-0.0.1': 'npm:typesense@0.0.1'}})).toEqual([
      'package.json: no devDependency "typesense-9.9.9": "npm:typesense@9.9.9" for typesense-js 9.9.9; run: npm install --save-dev --save-exact typesense-9.9.9@npm:typesense@9.9.9',
      'package.json: "typesense-0.0.1" aliases typesense-js 0.0.1, which code-samples/clients/javascript/index.ts does not list; run: npm uninstall typesense-0.0.1',
      `tests/samples/harness/guide-npm/package.json: typesense is ${projects.guideNpmDependencies.typesense}, but the guide installs typesense-js 9.9.9; run: npm install --prefix tests/samples/harness/guide-npm --package-lock-only --ignore-scripts --engine-strict=false --save-exact typesense@9.9.9`,
      expect.stringMatching(/^tests\/samples\/harness\/python\/requirements-9\.9\.9\.txt: missing; write it/),
    ]);
  });

  test('every guide page names the releases the guide installs, and calls no community client official', () => {
    const problems = guideFiles(SITE).flatMap((file) => clientClaimProblems(file, fs.readFileSync(path.join(SITE, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  test('a page that names another release, in an install line or prose, or calls a community client official, is refused with the fix', () => {
    const installed = guideRelease(javascript).version;
    const page = [
      'Install it: `npm install typesense@1.0.0`.',
      `The official Java client, typesense-java 0.9.0, and the official [typesense-js](x) ${installed}.`,
      `\`\`\`shell\nnpm install typesense@${installed}\n\`\`\``,
    ].join('\n');
    expect(clientClaimProblems('p.md', page)).toEqual([
      expect.stringMatching(/^p\.md:1: `typesense@1\.0\.0` names typesense-js 1\.0\.0, but the guide installs .*write \d.*or mark the release the guide should install with `guide: true`/),
      expect.stringMatching(/^p\.md:2: `typesense-java 0\.9\.0` names typesense-java 0\.9\.0, but the guide installs 1\.3\.0/),
      expect.stringMatching(/^p\.md:2: calls a client "official" in a sentence that names typesense-java, which the community maintains/),
    ]);
  });
});
