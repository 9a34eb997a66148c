import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {pageTitles} from '../../plugins/page-titles';

const docs = (versions: Record<string, [string, string][]>): DocsContent =>
  ({
    loadedVersions: Object.entries(versions).map(([versionName, pages]) => ({
      versionName,
      docs: pages.map(([permalink, title]) => ({permalink, title})),
    })),
  }) as unknown as DocsContent;

const options = {apiPluginId: 'default', latest: '30.2'};

describe('page titles for the not-found page', () => {
  it("maps the latest API version's docs, every section's docs and the titled pages, by path under the base URL", () => {
    const content = {
      default: docs({'30.2': [['/docs/30.2/api/search.html', 'Search']], '29.0': [['/docs/29.0/api/search.html', 'Search']]}),
      guide: docs({current: [['/docs/guide/install-typesense.html', 'Install Typesense']]}),
    };
    const pages = [
      {type: 'mdx', permalink: '/docs/help.html', title: 'Help'},
      {type: 'jsx', permalink: '/docs/'},
    ] as unknown as PagesContent;
    expect(pageTitles(content, pages, options, '/docs/')).toEqual({
      '/30.2/api/search.html': 'Search',
      '/guide/install-typesense.html': 'Install Typesense',
      '/help.html': 'Help',
    });
  });

  it('has no API titles in a preview build without the latest version', () => {
    expect(pageTitles({default: docs({'29.0': [['/docs/29.0/api/search.html', 'Search']]})}, undefined, options, '/docs/')).toEqual({});
  });

  it('says which page is not under the base URL', () => {
    expect(() => pageTitles({guide: docs({current: [['/guide/x.html', 'X']]})}, undefined, options, '/docs/')).toThrow(
      'page-titles: the page /guide/x.html is not under the base URL /docs/.',
    );
  });
});
