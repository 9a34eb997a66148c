/**
 * The API version rules plugin over small fixture sites (tests/fixtures/api-version-rules),
 * one per kind of problem, and a valid one.
 */
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import apiVersionRulesPlugin, {validateOptions, type PluginOptions} from '../../plugins/api-version-rules';
import {checkVersion, checkVersions, formatProblems, sidebarDocIds} from '../../plugins/api-version-rules/check';
import {checkPageEndpoints, endpointUses} from '../../plugins/api-version-rules/endpoints';
import fs from 'node:fs';
import os from 'node:os';

const FIXTURES = path.join(__dirname, '../fixtures/api-version-rules');

function load(fixture: string, versions: string[]) {
  const context = {siteDir: path.join(FIXTURES, fixture)} as LoadContext;
  const options = validateOptions({
    validate: normalizePluginOptions as never,
    options: {versions},
  }) as PluginOptions;
  return apiVersionRulesPlugin(context, options);
}

async function problemsOf(fixture: string, versions: string[]): Promise<string[]> {
  try {
    await load(fixture, versions);
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  }
  return [];
}

describe('api-version-rules plugin', () => {
  it('accepts a site whose versions follow the rules', async () => {
    const plugin = await load('valid', ['0.23.0', '0.11.0']);
    expect(plugin.name).toBe('api-version-rules');
  });

  it('stops on a required page that is missing, naming the version, the file and the fix', async () => {
    await expect(load('missing-required-page', ['0.23.0'])).rejects.toThrow(
      'The API reference breaks the version rules (1 problem):\n' +
        '- [0.23.0] versioned_docs/version-0.23.0/api/search.md is missing: "Search" exists from 0.23 on, so 0.23.0 must document it.\n' +
        '  Fix: create versioned_docs/version-0.23.0/api/search.md, or correct its introducedIn in src/versioning/api-pages.ts.',
    );
  });

  it('stops on a page present before its version', async () => {
    const problems = await problemsOf('page-before-version', ['0.11.0']);
    expect(problems).toEqual([
      '- [0.11.0] versioned_docs/version-0.11.0/api/synonyms.md documents "synonyms", which exists from 0.18 on, so not in 0.11.0.',
      '  Fix: delete the file; if synonyms really existed in 0.11.0, correct its introducedIn in src/versioning/api-pages.ts.',
    ]);
  });

  it('stops on a page the rules do not know', async () => {
    const problems = await problemsOf('unknown-page', ['0.23.0']);
    expect(problems[0]).toBe(
      '- [0.23.0] versioned_docs/version-0.23.0/api/teleport.md documents "teleport", a page the rules do not know.',
    );
    expect(problems[1]).toContain("add {page: 'teleport', label, introducedIn} to API_RESOURCE_PAGES in src/versioning/api-pages.ts");
  });

  it('stops on a sidebar entry without its page', async () => {
    const problems = await problemsOf('sidebar-entry-without-page', ['0.23.0']);
    expect(problems).toEqual([
      '- [0.23.0] versioned_sidebars/version-0.23.0-sidebars.json links to "api/stemming", which has no page in versioned_docs/version-0.23.0/.',
      '  Fix: create versioned_docs/version-0.23.0/api/stemming.md or remove the entry from versioned_sidebars/version-0.23.0-sidebars.json.',
    ]);
  });

  it('stops on a page outside api/', async () => {
    const problems = await problemsOf('page-outside-api', ['0.24.0']);
    expect(problems[0]).toBe(
      '- [0.24.0] versioned_docs/version-0.24.0/vector-search.md is not a page of the API reference: a version holds index.md and api/<page>.md only.',
    );
  });

  it('stops on a page the sidebar does not list', async () => {
    const problems = await problemsOf('page-not-in-sidebar', ['0.23.0']);
    expect(problems[0]).toBe(
      '- [0.23.0] versioned_docs/version-0.23.0/api/geosearch.md is not in the sidebar, so readers cannot find it.',
    );
  });

  it('names a version whose sidebar file is missing', async () => {
    await expect(load('valid', ['0.23.0', '0.25.0'])).rejects.toThrow(
      '[API version rules] Cannot read the sidebar of 0.25.0 at versioned_sidebars/version-0.25.0-sidebars.json',
    );
  });

  it('validates its options', () => {
    expect(() => validateOptions({validate: normalizePluginOptions as never, options: {} as never})).toThrow(
      '"versions" is required',
    );
  });
});

/**
 * The endpoint rules, over a valid site of 29.0 and 30.0 (endpoints-base) and
 * copies of it with one page replaced by the page of a fixture that breaks a rule.
 */
describe('api-version-rules plugin: the endpoints each version documents', () => {
  const copies: string[] = [];
  function siteWith(overlay: string | null): string {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'api-version-rules-'));
    copies.push(site);
    fs.cpSync(path.join(FIXTURES, 'endpoints-base'), site, {recursive: true});
    if (overlay) {
      fs.cpSync(path.join(FIXTURES, overlay), site, {recursive: true});
    }
    return site;
  }
  async function endpointProblemsOf(overlay: string | null, extra: Partial<PluginOptions> = {}): Promise<string[]> {
    const options = validateOptions({validate: normalizePluginOptions as never, options: {versions: ['30.0', '29.0'], ...extra}}) as PluginOptions;
    try {
      await apiVersionRulesPlugin({siteDir: siteWith(overlay)} as LoadContext, options);
    } catch (error) {
      return (error as Error).message.split('\n').slice(1);
    }
    return [];
  }
  afterAll(() => copies.forEach((site) => fs.rmSync(site, {recursive: true, force: true})));

  it('accepts pages that present the endpoints of their version, and name old ones in prose', async () => {
    expect(await endpointProblemsOf(null)).toEqual([]);
  });

  it('stops on a 30.x page that presents the collection-level synonyms as current, naming the file, the line and the fix', async () => {
    expect(await endpointProblemsOf('endpoints-removed-in-30.0')).toEqual([
      '- [30.0] versioned_docs/version-30.0/api/synonyms.md:7 presents PUT /collections/{collectionName}/synonyms/{synonymId} (ApiEndpoint) as current, but the server has no PUT /collections/{collectionName}/synonyms/{synonymId} from 30.0 on.',
      '  Fix: document synonym sets (/synonym_sets/{synonymSetName}) instead, as api/synonyms.md of this version does; name the old endpoint in prose only (where a page explains the migration).',
      '- [30.0] versioned_docs/version-30.0/api/synonyms.md:11 presents PUT /collections/products/synonyms/seating (curl sample) as current, but the server has no PUT /collections/{collectionName}/synonyms/{synonymId} from 30.0 on.',
      '  Fix: document synonym sets (/synonym_sets/{synonymSetName}) instead, as api/synonyms.md of this version does; name the old endpoint in prose only (where a page explains the migration).',
    ]);
  });

  it('stops on a page before 30.0 that documents /synonym_sets', async () => {
    const problems = await endpointProblemsOf('endpoints-before-30.0');
    expect(problems).toHaveLength(4);
    expect(problems[0]).toBe(
      '- [29.0] versioned_docs/version-29.0/api/synonyms.md:7 documents PUT /synonym_sets/{synonymSetName} (ApiEndpoint), which the server has from 30.0 on, so not in 29.0.',
    );
    expect(problems[1]).toBe(
      '  Fix: remove it from the page, or move it to the page of 30.0 or later; if 29.0 really has it, correct its `since` in code-samples/operations.ts (checked against code-samples/server-routes.json).',
    );
    expect(problems[2]).toMatch(/^- \[29\.0\] versioned_docs\/version-29\.0\/api\/synonyms\.md:11 documents PUT \/synonym_sets\/furniture \(curl sample\)/);
  });

  it('stops on a curl sample that calls an operation its version\'s OpenAPI description lacks', async () => {
    expect(await endpointProblemsOf('endpoints-not-in-description')).toEqual([
      '- [29.0] versioned_docs/version-29.0/api/cluster-operations.md:9 calls DELETE /stemming/dictionaries/irregular-plurals (stemmingDictionary.delete), which the OpenAPI description of 29.0 does not have.',
      '  Fix: if the server of 29.0 has the endpoint, record it in code-samples/openapi/description-gaps.ts with the line of the server\'s source that registers it; otherwise correct the sample.',
    ]);
  });
});

describe('api-version-rules plugin: the guide documents the latest version', () => {
  it('stops on a guide page that presents an endpoint the latest version no longer has', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'api-version-rules-'));
    fs.cpSync(path.join(FIXTURES, 'endpoints-base'), site, {recursive: true});
    fs.cpSync(path.join(FIXTURES, 'endpoints-guide-on-latest'), site, {recursive: true});
    const options = validateOptions({
      validate: normalizePluginOptions as never,
      options: {versions: ['30.0', '29.0'], latest: '30.0', latestSections: ['content/guide']},
    }) as PluginOptions;
    await expect(apiVersionRulesPlugin({siteDir: site} as LoadContext, options)).rejects.toThrow(
      '- [30.0] content/guide/ranking.md:9 presents PUT /collections/products/overrides/promote-headphones (curl sample) as current, but the server has no PUT /collections/{collectionName}/overrides/{overrideId} from 30.0 on.\n' +
        '  Fix: document curation sets (/curation_sets/{curationSetName}) instead, as api/curation.md of this version does;',
    );
    fs.rmSync(site, {recursive: true, force: true});
  });
});

describe('endpointUses', () => {
  it('reads ApiEndpoint elements and curl samples, even those no client can render', () => {
    const source = [
      '<ApiEndpoint method="GET" path="/synonym_sets" />',
      '',
      '```shell',
      'curl "${TYPESENSE_HOST}/synonym_sets/furniture" -X DELETE -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"',
      '```',
      '',
      '```bash',
      'cat rules.json | curl "${TYPESENSE_HOST}/curation_sets/promotions" -X PUT --data-binary @-',
      '```',
      '',
      '```bash',
      'curl -X PUT "${TYPESENSE_HOST}/curation_sets/promotions" -d @rules.json',
      '```',
      '',
      '```json',
      '{"path": "/synonym_sets"}',
      '```',
    ].join('\n');
    expect(endpointUses(source)).toEqual([
      {line: 1, via: 'ApiEndpoint', method: 'GET', path: '/synonym_sets'},
      {line: 3, via: 'curl sample', method: 'DELETE', path: '/synonym_sets/furniture'},
      {line: 11, via: 'curl sample', method: 'PUT', path: '/curation_sets/promotions'},
    ]);
  });

  it('holds the working copy to the newest server', () => {
    const problems = checkPageEndpoints({
      version: 'current',
      file: 'docs/api/curation.md',
      source: '<ApiEndpoint method="GET" path="/collections/{collectionName}/overrides" />',
      description: null,
    });
    expect(problems.map((p) => p.message)).toEqual([
      'presents GET /collections/{collectionName}/overrides (ApiEndpoint) as current, but the server has no GET /collections/{collectionName}/overrides from 30.0 on.',
    ]);
    expect(problems[0]!.fix).toContain('curation sets (/curation_sets/{curationSetName})');
  });
});

describe('checkVersions', () => {
  it('reports every problem of every version at once', () => {
    const problems = checkVersions([
      {version: '0.11.0', contentDir: 'a', files: ['index.md', 'api/synonyms.md'], sidebarFile: 'a.json', sidebarDocIds: []},
      {version: '0.23.0', contentDir: 'b', files: ['index.md'], sidebarFile: 'b.json', sidebarDocIds: ['api/nope']},
    ]);
    expect(new Set(problems.map((p) => p.version))).toEqual(new Set(['0.11.0', '0.23.0']));
    expect(formatProblems(problems)).toMatch(/^The API reference breaks the version rules \(\d+ problems\):\n- \[0\.11\.0\]/);
  });
});

describe('checkVersion', () => {
  it('requires the version home', () => {
    const problems = checkVersion({
      version: '29.0',
      contentDir: 'versioned_docs/version-29.0',
      files: ['api/index.md'],
      sidebarFile: 'versioned_sidebars/version-29.0-sidebars.json',
      sidebarDocIds: ['api/index'],
    });
    expect(problems.map((p) => p.file)).toContain('versioned_docs/version-29.0/index.md');
  });

  it('treats the working copy as newer than every release', () => {
    const problems = checkVersion({
      version: 'current',
      contentDir: 'docs',
      files: ['index.md', 'api/index.md', 'api/natural-language-search.md'],
      sidebarFile: 'sidebars.ts',
      sidebarDocIds: ['api/index', 'api/natural-language-search'],
    });
    expect(problems.some((p) => p.file === 'docs/api/natural-language-search.md')).toBe(false);
    expect(problems.some((p) => p.file === 'docs/api/collections.md' && p.message.includes('is missing'))).toBe(true);
  });

  it('ignores partials', () => {
    const problems = checkVersion({
      version: '0.11.0',
      contentDir: 'v',
      files: ['index.md', '_shared/snippet.md'],
      sidebarFile: 's.json',
      sidebarDocIds: [],
    });
    expect(problems.some((p) => p.file.includes('_shared'))).toBe(false);
  });
});

describe('sidebarDocIds', () => {
  it('reads every item form a sidebar may use', () => {
    expect(
      sidebarDocIds({
        api: [
          'api/index',
          {type: 'doc', id: 'api/collections', label: 'Collections'},
          {type: 'ref', id: 'api/search'},
          {type: 'category', label: 'G', link: {type: 'doc', id: 'api/documents'}, items: ['api/synonyms']},
          {'Shorthand group': ['api/curation']},
          {type: 'link', href: 'https://typesense.org', label: 'x'},
        ],
      }),
    ).toEqual(['api/index', 'api/collections', 'api/search', 'api/documents', 'api/synonyms', 'api/curation']);
  });
});
