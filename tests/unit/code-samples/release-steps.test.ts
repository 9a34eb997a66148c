/**
 * WRITING.md's "A new client release", walked on a fixture release: the one
 * edit (its entry), then what `npm run samples:release` does, until nothing is
 * left but the targeted checks (code-samples/clients/release-steps.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {CLIENTS, guideRelease, releaseDataProblems, releaseFor} from '../../../code-samples/clients';
import {clientReleasesTable} from '../../../code-samples/clients/release-tables';
import {npmAlias, releaseProjectProblems} from '../../../code-samples/clients/release-projects';
import {pythonRequirements, releaseSteps} from '../../../code-samples/clients/release-steps';
import {changedTabs} from '../../../code-samples/clients/release-changes';
import {findSampleGroups} from '../../../code-samples/markdown';
import type {ClientRelease, ClientSamples} from '../../../code-samples/clients/types';
import {LATEST_VERSION} from '../../../src/constants';
import {pagesWithOtherPins, withGuidePinsMoved} from '../../../code-samples/guide/client-claims';
import {guideFiles} from '../../../code-samples/pages';

import {readReleaseProjects} from '../../../code-samples/clients/release-projects-on-disk';

const SITE = path.join(__dirname, '../../..');
const clients = {javascript: CLIENTS.javascript!, python: CLIENTS.python!, java: CLIENTS.java!};


/** The one edit: a new entry documents the latest version, which the entry before it gives up. */
function withNewRelease(client: ClientSamples, release: ClientRelease): ClientSamples {
  const releases = client.releases.map((entry) => ({...entry, serverVersions: entry.serverVersions.filter((version) => !release.serverVersions.includes(version))}));
  return {...client, releases: [...releases, release]};
}

/** The guide's pages go on installing `version` (the mark `guide` on it), whatever the data marks today. */
function withGuideOn(client: ClientSamples, version: string): ClientSamples {
  return {...client, releases: client.releases.map(({guide: _guide, ...entry}) => (entry.version === version ? {...entry, guide: true as const} : entry))};
}

/** What the surface tool adds: the release's surface (here the newest one's, as a stand-in). */
function withSurface(client: ClientSamples, version: string): ClientSamples {
  const newest = Object.values(client.surface.releases).pop()!;
  return {...client, surface: {...client.surface, releases: {...client.surface.releases, [version]: newest}}};
}

const commands = (steps: ReturnType<typeof releaseSteps>) => steps.map((step) => (step.kind === 'run' ? step.command.join(' ') : `${step.kind} ${step.version}`));

test('a typesense-js release: the entry, then its surface and npm alias, then the targeted checks of the pages it documents', () => {
  // The guide stays on the release it installs (the move is walked below).
  const edited = withNewRelease(withGuideOn(clients.javascript, guideRelease(clients.javascript).version), {version: '9.9.9', tag: 'npm:9.9.9', serverVersions: [LATEST_VERSION]});
  const projects = readReleaseProjects(SITE);
  expect(commands(releaseSteps(edited, '9.9.9', {...clients, javascript: edited}, projects))).toEqual([
    'npm run samples:surface -- javascript --release 9.9.9',
    'npm install --save-dev --save-exact typesense-9.9.9@npm:typesense@9.9.9',
    `npm run test:samples -- --version ${LATEST_VERSION} --version current --language javascript`,
  ]);
  // After the commands: nothing but the checks, and the data, the table and the projects agree.
  const done = withSurface(edited, '9.9.9');
  const installed = {...projects, devDependencies: {...projects.devDependencies, [npmAlias('9.9.9').name]: npmAlias('9.9.9').spec}};
  expect(commands(releaseSteps(done, '9.9.9', {...clients, javascript: done}, installed))).toEqual([
    `npm run test:samples -- --version ${LATEST_VERSION} --version current --language javascript`,
  ]);
  expect(releaseDataProblems(done)).toEqual([]);
  expect(releaseProjectProblems({...clients, javascript: done}, guideRelease(done).version, installed)).toEqual([]);
  expect(releaseFor(done, LATEST_VERSION).version).toBe('9.9.9');
  expect(releaseFor(done, 'current').version).toBe('9.9.9');
  expect(clientReleasesTable(LATEST_VERSION)).not.toContain('typesense-js 9.9.9');
});

test('a typesense-python release: its requirements are written from what pip installs with it', () => {
  // With no release marked `guide`, the guide moves to the new release with the latest version.
  const unmarked = {...clients.python, releases: clients.python.releases.map(({guide: _guide, ...entry}) => entry)};
  const edited = withNewRelease(unmarked, {version: '9.9.9', tag: 'pypi:9.9.9', serverVersions: [LATEST_VERSION], runsOn: {version: '3.9', source: 'Requires-Python >=3.9'}});
  const projects = readReleaseProjects(SITE);
  const steps = releaseSteps(edited, '9.9.9', {...clients, python: edited}, projects);
  expect(commands(steps)).toEqual([
    'npm run samples:surface -- python --release 9.9.9',
    'python-requirements 9.9.9',
    `npm run test:samples -- --version ${LATEST_VERSION} --version current --version guide --language python`,
  ]);
  const written = pythonRequirements('9.9.9', 'httpx==0.28.1\ntypesense==9.9.9\n-e git+x#egg=y\n', ['pyflakes==4.1.0', 'vermin==1.9.2']);
  expect(written.split('\n').filter((line) => !line.startsWith('#'))).toEqual(['typesense==9.9.9', 'httpx==0.28.1', 'pyflakes==4.1.0', 'vermin==1.9.2', '']);
  const done = withSurface(edited, '9.9.9');
  const installed = {...projects, pythonRequirements: new Map([...projects.pythonRequirements, ['requirements-9.9.9.txt', written]])};
  expect(commands(releaseSteps(done, '9.9.9', {...clients, python: done}, installed))).toEqual([
    `npm run test:samples -- --version ${LATEST_VERSION} --version current --version guide --language python`,
  ]);
});

test('a release without its entry, or an entry that leaves a version to two releases, stops with the fix', () => {
  expect(() => releaseSteps(clients.javascript, '9.9.9', clients, readReleaseProjects(SITE))).toThrow(/lists no typesense 9\.9\.9: add its entry first/);
  const twice = {...clients.javascript, releases: [...clients.javascript.releases, {version: '9.9.9', tag: 'npm:9.9.9', serverVersions: [LATEST_VERSION]}]};
  expect(() => releaseSteps(twice, '9.9.9', {...clients, javascript: twice}, readReleaseProjects(SITE))).toThrow(
    new RegExp(`Typesense ${LATEST_VERSION.replace('.', '\\.')} is in the \`serverVersions\` of both typesense .* and 9\\.9\\.9; remove it from the one that no longer documents it`),
  );
});

test("the review: the tabs a release renders otherwise than the one before it, not those that only name it", () => {
  const javascript = clients.javascript;
  const [before, after] = [javascript.releases.find((release) => release.version === '3.0.6')!, javascript.releases.find((release) => release.version === '3.1.0')!];
  const group = (line: number, shell: string) => ({line, endLine: line + 5, section: 's', attributes: '', written: [{fence: 'shell', meta: '', code: shell, line: line + 2}]});
  const pages = findSampleGroups(
    [
      '<LanguageTabs>\n\n```shell\ncurl "${TYPESENSE_HOST}/collections/albums/documents/102?include_fields=title"\n```\n\n</LanguageTabs>',
      '<LanguageTabs>\n\n```shell\ncurl "${TYPESENSE_HOST}/analytics/status"\n```\n\n</LanguageTabs>',
    ].join('\n\n'),
  );
  expect(pages).toHaveLength(2);
  expect(changedTabs(javascript, '30.2', before, after, [{file: 'p.md', groups: pages}])).toEqual([
    "p.md:1 (#)\n  - // typesense-js 3.0.6's documents(id).retrieve() takes no options; its low-level apiCall sends the request.\n    const response = await client.apiCall.get('/collections/albums/documents/102', {\n      include_fields: 'title',\n  + const document = await client.collections('albums').documents('102').retrieve({\n      include_fields: 'title',\n    });",
  ]);
  expect(changedTabs(javascript, '30.2', before, before, [{file: 'p.md', groups: [group(1, 'curl "${TYPESENSE_HOST}/health"')]}])).toEqual([]);
});

describe("moving the guide's install lines to the release it installs", () => {
  const javascript = clients.javascript;
  const guidePages = guideFiles(SITE).map((file) => ({file, source: fs.readFileSync(path.join(SITE, file), 'utf8')}));

  test('each form of a pin keeps its form and takes the version; other packages and clients keep theirs', () => {
    const page = [
      'Install it: `npm install typesense@3.0.6 typesense-instantsearch-adapter@2.9.0`, or `yarn add typesense@^3.0.6`.',
      '```json\n{"dependencies": {"typesense": "~3.0.6", "express": "5.3.0"}}\n```',
      'This walkthrough uses typesense-js 3.0.6 and `pip install typesense==2.0.0`.',
      "```ruby\ngem 'typesense', '~> 5.0'\n```",
    ].join('\n');
    expect(withGuidePinsMoved(page, javascript, '3.1.0')).toBe(
      [
        'Install it: `npm install typesense@3.1.0 typesense-instantsearch-adapter@2.9.0`, or `yarn add typesense@^3.1.0`.',
        '```json\n{"dependencies": {"typesense": "~3.1.0", "express": "5.3.0"}}\n```',
        'This walkthrough uses typesense-js 3.1.0 and `pip install typesense==2.0.0`.',
        "```ruby\ngem 'typesense', '~> 5.0'\n```",
      ].join('\n'),
    );
    expect(withGuidePinsMoved(page, CLIENTS.ruby!, '5.1.2')).toContain("gem 'typesense', '~> 5.1.2'");
  });

  test('while the pages pin the release marked `guide`, no step moves them; once the mark moves, samples:release moves every page that pins another release', () => {
    const projects = readReleaseProjects(SITE);
    const installed = guideRelease(javascript).version;
    expect(commands(releaseSteps(javascript, installed, clients, projects, guidePages))).not.toContainEqual(expect.stringMatching(/^guide-pins/));
    // The mark put on the newest other release.
    const target = javascript.releases.filter((release) => release.version !== installed).at(-1)!.version;
    const remarked = withGuideOn(javascript, target);
    const steps = releaseSteps(remarked, target, {...clients, javascript: remarked}, projects, guidePages);
    const move = steps.find((step) => step.kind === 'guide-pins');
    expect(move).toMatchObject({kind: 'guide-pins', version: target});
    const files = move?.kind === 'guide-pins' ? move.files : [];
    expect(files.length).toBeGreaterThan(10);
    // Then the guide's npm project, then the checks of the guide's pages.
    expect(commands(steps).slice(-2)).toEqual([
      `npm install --prefix tests/samples/harness/guide-npm --package-lock-only --ignore-scripts --engine-strict=false --save-exact typesense@${target}`,
      expect.stringMatching(/^npm run test:samples -- .*--version guide --language javascript$/),
    ]);
    const moved = guidePages.map((page) => (files.includes(page.file) ? {...page, source: withGuidePinsMoved(page.source, remarked, target)} : page));
    expect(pagesWithOtherPins(moved, remarked)).toEqual([]);
    expect(moved.filter((page, index) => page.source !== guidePages[index]!.source).map((page) => page.file)).toEqual(files);
  });
});
