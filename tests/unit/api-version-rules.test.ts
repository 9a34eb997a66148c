/**
 * The API version rules plugin over small fixture sites (tests/fixtures/api-version-rules),
 * one per kind of problem, and a valid one.
 */
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import apiVersionRulesPlugin, {validateOptions, type PluginOptions} from '../../plugins/api-version-rules';
import {checkVersion, checkVersions, formatProblems, sidebarDocIds} from '../../plugins/api-version-rules/check';

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
