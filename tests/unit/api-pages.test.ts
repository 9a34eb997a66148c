import {
  ALL_API_PAGE_RULES,
  API_RESOURCES_GROUP_LABEL,
  apiPageExistsIn,
  apiPagePath,
  apiPagesOf,
  apiSidebarFor,
  newestVersionWith,
} from '../../src/versioning/api-pages';

/** The resource-introduction table of the API reference, as the site's owners wrote it down. */
const INTRODUCED_IN: Record<string, string> = {
  collections: '0.11',
  documents: '0.11',
  curation: '0.12',
  'collection-alias': '0.12',
  'api-keys': '0.14',
  synonyms: '0.18',
  'cluster-operations': '0.18',
  'federated-multi-search': '0.23',
  geosearch: '0.23',
  search: '0.23',
  'vector-search': '0.24',
  'analytics-query-suggestions': '0.25',
  'voice-search-query': '26.0',
  'image-search': '26.0',
  stopwords: '26.0',
  'conversational-search-rag': '26.0',
  joins: '26.0',
  stemming: '28.0',
  'natural-language-search': '29.0',
};
const EVERY_VERSION = ['index', 'server-configuration', 'api-clients', 'authentication', 'api-errors'];

describe('resource-introduction rules', () => {
  it('hold exactly the documented table', () => {
    const resources = ALL_API_PAGE_RULES.filter((r) => r.introducedIn !== null);
    expect(Object.fromEntries(resources.map((r) => [r.page, r.introducedIn]))).toEqual(INTRODUCED_IN);
    expect(ALL_API_PAGE_RULES.filter((r) => r.introducedIn === null).map((r) => r.page).sort()).toEqual(
      [...EVERY_VERSION].sort(),
    );
  });

  it.each([
    ['0.11.0', 'collections', true],
    ['0.11.2', 'curation', false],
    ['0.12.0', 'curation', true],
    ['0.13.0', 'api-keys', false],
    ['0.17.0', 'cluster-operations', false],
    ['0.18.0', 'synonyms', true],
    ['0.22.2', 'search', false],
    ['0.23.0', 'geosearch', true],
    ['0.23.1', 'vector-search', false],
    ['0.24.0', 'vector-search', true],
    ['0.25.0', 'analytics-query-suggestions', true],
    ['0.25.2', 'joins', false],
    ['26.0', 'stopwords', true],
    ['27.1', 'stemming', false],
    ['28.0', 'stemming', true],
    ['28.0', 'natural-language-search', false],
    ['29.0', 'natural-language-search', true],
    ['current', 'natural-language-search', true],
    ['0.11.0', 'api-errors', true],
    ['29.0', 'teleport', false],
  ])('%s has %s: %s', (version, page, exists) => {
    expect(apiPageExistsIn(page, version)).toBe(exists);
  });

  it('give 0.11.0 its eight pages and 29.0 all twenty-four', () => {
    expect(apiPagesOf('0.11.0').map((r) => r.page)).toEqual([
      'index',
      'server-configuration',
      'api-clients',
      'authentication',
      'collections',
      'documents',
      'api-errors',
    ]);
    expect(apiPagesOf('29.0')).toHaveLength(24);
  });

  it('build the API sidebar: Introduction … Authentication, the resources group in order, API Errors', () => {
    const sidebar = apiSidebarFor('0.23.0');
    expect(sidebar.map((item) => item.label)).toEqual([
      'Introduction',
      'Server Configuration',
      'API Clients',
      'Authentication',
      API_RESOURCES_GROUP_LABEL,
      'API Errors',
    ]);
    const group = sidebar[4]!;
    expect(group).toMatchObject({type: 'category', collapsible: false});
    expect(group.type === 'category' && group.items.map((item) => item.label)).toEqual([
      'Collections',
      'Documents',
      'Search',
      'GeoSearch',
      'Federated / Multi Search',
      'API Keys',
      'Curation',
      'Collection Alias',
      'Synonyms',
      'Cluster Operations',
    ]);
  });

  it('name the path of each page and the newest version that has it', () => {
    expect(apiPagePath('index')).toBe('api/');
    expect(apiPagePath('search')).toBe('api/search.html');
    expect(newestVersionWith('stemming', ['27.1', '29.0', '28.0'])).toBe('29.0');
    expect(newestVersionWith('natural-language-search', ['27.1', '28.0'])).toBeUndefined();
  });
});
