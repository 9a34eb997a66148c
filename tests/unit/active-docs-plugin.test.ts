import {activeDocsPluginId} from '../../src/versioning/active-docs-plugin';

// The site's docs plugins, as the docs plugin's global data names them.
const PLUGINS = {
  default: {path: '/docs/'},
  guide: {path: '/docs/guide'},
  overview: {path: '/docs/overview'},
  'cloud-management-api': {path: '/docs/cloud-management-api/v1'},
};

describe('activeDocsPluginId', () => {
  it.each([
    ['/docs/29.0/api/search.html', 'default'],
    ['/docs/', 'default'],
    ['/docs', 'default'],
    ['/docs/guide/install-typesense.html', 'guide'],
    ['/docs/guide/', 'guide'],
    ['/docs/guide', 'guide'],
    ['/docs/overview/what-is-typesense.html', 'overview'],
    ['/docs/cloud-management-api/v1/cluster-management.html', 'cloud-management-api'],
    ['/docs/Guide/Install-Typesense.html', 'guide'],
  ])('%s belongs to %s', (pathname, pluginId) => {
    expect(activeDocsPluginId(PLUGINS, pathname)).toBe(pluginId);
  });

  it('matches whole path segments only', () => {
    expect(activeDocsPluginId(PLUGINS, '/docs/guides/x.html')).toBe('default');
    expect(activeDocsPluginId(PLUGINS, '/docs/cloud-management-api/v2/x.html')).toBe('default');
  });

  it('finds none outside every plugin', () => {
    expect(activeDocsPluginId(PLUGINS, '/blog/')).toBeUndefined();
    expect(activeDocsPluginId({guide: {path: '/docs/guide'}}, '/docs/29.0/api/')).toBeUndefined();
  });

  it('does not depend on the order of the plugins', () => {
    const reversed = Object.fromEntries(Object.entries(PLUGINS).reverse());
    expect(activeDocsPluginId(reversed, '/docs/guide/x.html')).toBe('guide');
  });
});
