/**
 * Legacy links: the resolver that takes old and mistyped URLs to the page that
 * exists, and the static redirect files made from the same rules.
 */
import {apiPagePath, apiPagesOf} from '../../src/versioning/api-pages';
import {resolveLegacyUrl, type ResolvedUrl} from '../../src/legacy/resolve';
import {createRouteSet, mayNeedLegacyRules} from '../../src/legacy/routes';
import {createLegacyRedirects} from '../../src/legacy/static-redirects';
import {GUIDE_HASH_RULES, API_HASH_RULES, DOCUMENTS_HASH_RULES} from '../../src/legacy/rules';

const VERSIONS = ['29.0', '28.0', '0.25.2', '0.23.0', '0.22.1', '0.21.0', '0.19.0', '0.12.0', '0.11.2', '0.11.0'];
const GUIDE_PAGES = [
  'install-typesense.html',
  'updating-typesense.html',
  'installing-a-client.html',
  'building-a-search-application.html',
  'search-ui-components.html',
  'ranking-and-relevance.html',
  'high-availability.html',
  'typesense-cloud/search-delivery-network.html',
];

/** Routes of a small site shaped like the real one (paths under /docs). */
const ROUTES = [
  '/',
  '/api/',
  '/help.html',
  '/search',
  '/guide/',
  ...GUIDE_PAGES.map((page) => `/guide/${page}`),
  '/overview/',
  ...VERSIONS.flatMap((version) => [`/${version}/`, ...apiPagesOf(version).map((r) => `/${version}/${apiPagePath(r.page)}`)]),
];
const routes = createRouteSet(ROUTES);
const context = {routes, latest: '29.0', baseUrl: '/docs/'};

function resolve(url: string): string | null {
  const hashAt = url.indexOf('#');
  const [pathname, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const result = resolveLegacyUrl(pathname, hash, context);
  return result && `${result.pathname}${result.hash}`;
}

describe('legacy links of the old site', () => {
  it.each([
    ['/docs/latest/api/search.html#sort-results', '/docs/29.0/api/search.html#sort-results'],
    ['/docs/latest/', '/docs/29.0/'],
    ['/docs/latest', '/docs/29.0/'],
    ['/docs/guide/#install-typesense', '/docs/guide/install-typesense.html'],
    ['/docs/guide/#start-typesense', '/docs/guide/install-typesense.html#option-2-local-machine-self-hosting'],
    ['/docs/guide/#configure-typesense', '/docs/29.0/api/server-configuration.html'],
    ['/docs/guide/#init-client', '/docs/guide/building-a-search-application.html#initializing-the-client'],
    ['/docs/guide/#typesense-instantsearch-demo', '/docs/guide/search-ui-components.html#demo-app'],
    ['/docs/guide/configure-typesense.html', '/docs/29.0/api/server-configuration.html'],
    ['/docs/guide/search-delivery-network.html', '/docs/guide/typesense-cloud/search-delivery-network.html'],
    ['/docs/29.0/api/#create-collection', '/docs/29.0/api/collections.html#create-a-collection'],
    ['/docs/29.0/api/#index-document', '/docs/29.0/api/documents.html#index-a-single-document'],
    ['/docs/0.21.0/api/#index-document', '/docs/0.21.0/api/documents.html#index-a-document'],
    ['/docs/0.19.0/api/#multi-search', '/docs/0.19.0/api/documents.html#federated-multi-search'],
    ['/docs/29.0/api/#multi-search', '/docs/29.0/api/federated-multi-search.html'],
    ['/docs/29.0/api/#delete-key', '/docs/29.0/api/api-keys.html#delete-api-key'],
    ['/docs/29.0/api/#cluster-operations-snapshot', '/docs/29.0/api/cluster-operations.html#create-snapshot-for-backups'],
    ['/docs/29.0/api/#whats-new', '/docs/29.0/api/#what-s-new'],
    ['/docs/29.0/api/#errors', '/docs/29.0/api/api-errors.html'],
    ['/docs/0.11.2/api/#api-keys', '/docs/0.11.2/api/'],
    ['/docs/0.12.0/api/#synonyms', '/docs/0.12.0/api/'],
    ['/docs/29.0/api/documents.html#sort-results', '/docs/29.0/api/search.html#sort-results'],
    ['/docs/0.23.0/api/documents.html#ranking-parameters', '/docs/0.23.0/api/search.html#ranking-parameters'],
    ['/docs/29.0/api/documents.html#ranking-parameters', '/docs/29.0/api/search.html#ranking-and-sorting-parameters'],
    ['/docs/29.0/api/documents.html#multi-search-parameters', '/docs/29.0/api/federated-multi-search.html#multi-search-parameters'],
    ['/docs/0.21.0/guide/install-typesense.html', '/docs/guide/install-typesense.html'],
    ['/docs/0.21.0/guide/', '/docs/guide/'],
    ['/docs/0.21.0/guide/#what-s-new', '/docs/0.21.0/api/#what-s-new'],
    // Broken on the old site (the rewrite recursed): it works now.
    ['/docs/0.19.0/guide/#what-s-new', '/docs/0.19.0/api/#what-s-new'],
    // Versions the old site did not list, and two-part versions, rewrite too.
    ['/docs/0.9.1/guide/high-availability.html', '/docs/guide/high-availability.html'],
    ['/docs/29.0/guide/high-availability.html', '/docs/guide/high-availability.html'],
    ['/docs/latest/guide/high-availability.html', '/docs/guide/high-availability.html'],
  ])('%s → %s', (from, to) => {
    expect(resolve(from)).toBe(to);
  });

  it('leaves the documents page of versions before 0.23 alone', () => {
    expect(resolve('/docs/0.22.1/api/documents.html#sort-results')).toBeNull();
  });

  it('matches an anchor’s own rule first, so that no rule shadows another', () => {
    expect(resolve('/docs/29.0/api/#cluster-operations')).toBe('/docs/29.0/api/cluster-operations.html');
    expect(resolve('/docs/29.0/api/#cluster-operations-vote')).toBe('/docs/29.0/api/cluster-operations.html#re-elect-leader');
    expect(resolve('/docs/29.0/api/documents.html#searching-within-a-radius')).toBe(
      '/docs/29.0/api/geosearch.html#searching-within-a-radius',
    );
  });

  it.each([
    // The old rules matched path + hash by prefix: these landed on the search page there, and do here.
    ['/docs/0.25.2/api/documents.html#search-documents', '/docs/0.25.2/api/search.html'],
    ['/docs/latest/api/documents.html#search-document', '/docs/29.0/api/search.html'],
    ['/docs/guide/#install-typesense-please', '/docs/guide/install-typesense.html'],
    // The longest rule the anchor starts with wins, where the old order let a shorter one shadow it.
    ['/docs/29.0/api/#cluster-operations-snapshots', '/docs/29.0/api/cluster-operations.html#create-snapshot-for-backups'],
    ['/docs/29.0/api/documents.html#sort-results-by-price', '/docs/29.0/api/search.html#sort-results'],
  ])('falls back to the old prefix match: %s → %s', (from, to) => {
    expect(resolve(from)).toBe(to);
  });

  it('never takes by prefix an anchor that the page has', () => {
    const onPage = (route: string, anchor: string) => route === '/29.0/api/documents.html' && anchor === 'search-tips';
    const withAnchors = {...context, hasAnchor: onPage};
    expect(resolveLegacyUrl('/docs/29.0/api/documents.html', '#search-tips', withAnchors)).toBeNull();
    expect(resolveLegacyUrl('/docs/29.0/api/documents.html', '#search-things', withAnchors)).toEqual({
      pathname: '/docs/29.0/api/search.html',
      hash: '',
    });
    // Its own rule still wins over the page's anchor of the same name.
    expect(resolveLegacyUrl('/docs/29.0/api/documents.html', '#search', {...context, hasAnchor: () => true})).toEqual({
      pathname: '/docs/29.0/api/search.html',
      hash: '',
    });
  });

  it('decodes encoded anchors', () => {
    expect(resolve('/docs/guide/#install%2Dtypesense')).toBe('/docs/guide/install-typesense.html');
  });
});

describe('other forms of a URL', () => {
  it.each([
    ['/docs/29.0/api/collections', '/docs/29.0/api/collections.html'],
    ['/docs/guide/index.html', '/docs/guide/'],
    ['/docs/index.html', '/docs/'],
    ['/docs/guide', '/docs/guide/'],
    ['/docs/29.0/API/Collections.HTML', '/docs/29.0/api/collections.html'],
    ['/docs/Guide/Install-Typesense', '/docs/guide/install-typesense.html'],
    ['/docs/29.0/api/collections/', '/docs/29.0/api/collections.html'],
    ['/docs//29.0//api/collections.html', '/docs/29.0/api/collections.html'],
    // Markdown source paths, as links copied from the old site's repository have them (no twin is served there).
    ['/docs/0.25.2/api/collections.md', '/docs/0.25.2/api/collections.html'],
    ['/docs/0.25.2/api/README.md', '/docs/0.25.2/api/'],
    ['/docs/guide/README.md', '/docs/guide/'],
    ['/docs/guide/install-typesense.md#option-2-local-machine-self-hosting', '/docs/guide/install-typesense.html#option-2-local-machine-self-hosting'],
    ['/docs/29.0/api/search.html#filter-results', null],
    ['/docs/', null],
    ['/docs', '/docs/'],
    ['/docs/29.0/api/collections.html#no-such-anchor', null],
    ['/docs/no-such-page.html', null],
    ['/elsewhere/guide/', null],
  ])('%s → %s', (from, to) => {
    expect(resolve(from)).toBe(to);
  });

  it('keeps the query out of the result and the anchor in it', () => {
    expect(resolveLegacyUrl('/docs/latest/api/search.html', '#group-results', context)).toEqual({
      pathname: '/docs/29.0/api/search.html',
      hash: '#group-results',
    });
  });
});

describe('hostile URLs', () => {
  it.each([
    '//evil.example',
    '//evil.example/docs/',
    '/docs//evil.example',
    '/docs/\\evil.example',
    '/docs/%5Cevil.example',
    '/docs/%2F%2Fevil.example',
    '/docs/javascript:alert(1)',
    '/docs/javascript%3Aalert(1)',
    '/docs/latest//evil.example',
    '/docs/latest/%2F%2Fevil.example',
    '/docs/0.21.0/guide//evil.example',
    '/docs/0.21.0/guide/%2F%2Fevil.example',
    '/docs/../../etc/passwd',
    '/docs/%2e%2e/%2e%2e/etc/passwd',
    '/docs/%E0%A4%A',
  ])('%s stays on the not-found page', (url) => {
    expect(resolve(url)).toBeNull();
  });

  it.each(['#constructor', '#__proto__', '#toString', '#hasOwnProperty', '#%E0%A4%A'])(
    'an anchor such as %s is just an anchor',
    (hash) => {
      expect(resolve(`/docs/guide/${hash}`)).toBeNull();
      expect(resolve(`/docs/29.0/api/${hash}`)).toBeNull();
      expect(resolve(`/docs/29.0/api/documents.html${hash}`)).toBeNull();
    },
  );
});

/** A small deterministic generator, so that a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('thousands of random and hostile paths', () => {
  const next = random(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const SEGMENTS = [
    'docs', 'latest', 'guide', 'api', '29.0', '0.21.0', '0.19.0', '0.9.9', '28.0', 'GUIDE', 'Api', 'index.html',
    'collections', 'collections.html', 'search.html', 'documents.html', '', '.', '..', '%2e%2e', '%2F', '\\',
    'evil.example', 'javascript:alert(1)', 'data:text/html,x', '%00', '%E0%A4%A', '?', '#', '@evil.example',
    'install-typesense.html', 'configure-typesense.html', 'search-delivery-network.html', 'vector-search.html',
  ];
  const HASHES = [
    '', '#', '#what-s-new', '#install-typesense', '#create-collection', '#sort-results', '#constructor',
    '#//evil.example', '#javascript:alert(1)', '#%F0%9F%8E%AC-start', '#%E0%A4%A',
    ...Object.keys(GUIDE_HASH_RULES).map((k) => `#${k}`),
    ...Object.keys(API_HASH_RULES).map((k) => `#${k}`),
    ...Object.keys(DOCUMENTS_HASH_RULES).map((k) => `#${k}`),
  ];
  const cases = Array.from({length: 4000}, () => {
    const depth = 1 + Math.floor(next() * 5);
    const prefix = next() < 0.85 ? '/docs/' : pick(['/', '//', '/docs', '\\', '/DOCS/']);
    const path = prefix + Array.from({length: depth}, () => pick(SEGMENTS)).join(pick(['/', '/', '/', '//']));
    return {path, hash: pick(HASHES)};
  });

  it('never throws, never leaves the site, and never loops', () => {
    for (const {path, hash} of cases) {
      let result: ResolvedUrl | null = null;
      expect(() => {
        result = resolveLegacyUrl(path, hash, context);
      }).not.toThrow();
      if (result === null) {
        continue;
      }
      const {pathname, hash: targetHash} = result as ResolvedUrl;
      // Only ever a route of the site, which a browser resolves on this origin.
      expect(pathname.startsWith('/docs/')).toBe(true);
      expect(routes.has(pathname.slice('/docs'.length))).toBe(true);
      expect(new URL(`${pathname}${targetHash}`, 'https://typesense.org').origin).toBe('https://typesense.org');
      // A second pass changes nothing: redirects cannot chain into a loop.
      expect(resolveLegacyUrl(pathname, targetHash, context)).toBeNull();
    }
  });
});

describe('which locations load the rules (the app loads them on demand)', () => {
  const HASHES = [
    '', '#', '#what-s-new', '#create-collection', '#sort-results', '#Search-Parameters', '#%F0%9F%8E%AC-start',
    ...[GUIDE_HASH_RULES, API_HASH_RULES, DOCUMENTS_HASH_RULES].flatMap((rules) => Object.keys(rules).map((k) => `#${k}`)),
  ];
  const OTHER_PATHS = ['/latest/api/', '/29.0/API/search.html', '/guide', '/29.0/guide/', '/0.21.0/api/collections', '/nowhere.html'];

  it('skips only locations that the rules leave as they are', () => {
    let skipped = 0;
    for (const path of [...ROUTES, ...OTHER_PATHS]) {
      for (const hash of HASHES) {
        if (!mayNeedLegacyRules(path, hash, routes)) {
          skipped += 1;
          expect([path, hash, resolveLegacyUrl(`/docs${path}`, hash, context)]).toEqual([path, hash, null]);
        }
      }
    }
    expect(skipped).toBeGreaterThan(ROUTES.length * HASHES.length * 0.9);
  });

  it.each([
    ['/29.0/api/collections.html', '', false],
    ['/29.0/api/collections.html', '#create-a-collection', false],
    ['/29.0/api/', '', false],
    ['/29.0/api/', '#create-collection', true],
    ['/guide/', '#install-typesense', true],
    ['/29.0/api/documents.html', '#search', true],
    ['/0.23.0/api/documents.html', '#search', true],
    ['/0.19.0/api/documents.html', '#search', false],
    ['/latest/api/', '', true],
    ['/29.0/API/search.html', '', true],
  ])('%s%s: %s', (path, hash, expected) => {
    expect(mayNeedLegacyRules(path, hash, routes)).toBe(expected);
  });
});

describe('static redirect files', () => {
  const createRedirects = createLegacyRedirects({versions: VERSIONS, latest: '29.0'});
  const allRedirects = ROUTES.flatMap((route) => (createRedirects(route) ?? []).map((from) => ({from, to: route})));

  it('cover /latest/ and the old versioned guides', () => {
    expect(createRedirects('/29.0/api/search.html')).toEqual(['/latest/api/search.html']);
    expect(createRedirects('/29.0/')).toEqual(['/latest/']);
    expect(createRedirects('/guide/high-availability.html')).toEqual(
      ['0.25.2', '0.23.0', '0.22.1', '0.21.0', '0.19.0', '0.12.0', '0.11.2', '0.11.0'].map(
        (v) => `/${v}/guide/high-availability.html`,
      ),
    );
    expect(createRedirects('/29.0/api/server-configuration.html')).toEqual([
      '/guide/configure-typesense.html',
      '/latest/api/server-configuration.html',
    ]);
    expect(createRedirects('/guide/typesense-cloud/search-delivery-network.html')).toContain(
      '/guide/search-delivery-network.html',
    );
  });

  it('leave anchor-dependent URLs to the browser', () => {
    expect(createRedirects('/guide/')).toBeUndefined();
    expect(createRedirects('/28.0/api/')).toBeUndefined();
  });

  it('lead where the browser-side resolver leads, and never from an existing page', () => {
    expect(allRedirects.length).toBeGreaterThan(50);
    for (const {from, to} of allRedirects) {
      expect(routes.has(from)).toBe(false);
      expect(resolve(`/docs${from}`)).toBe(`/docs${to}`);
    }
  });
});
