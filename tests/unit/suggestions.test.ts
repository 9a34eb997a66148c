/** The not-found page's nearest pages, from the site's routes. */
import {editDistance, suggestPages} from '../../src/legacy/suggestions';

const ROUTES = [
  '/',
  '/guide/',
  '/guide/install-typesense.html',
  '/guide/high-availability.html',
  '/guide/ranking-and-relevance.html',
  '/29.0/api/',
  '/29.0/api/collections.html',
  '/29.0/api/search.html',
  '/29.0/api/synonyms.html',
  '/28.0/api/collections.html',
  '/0.25.2/api/collections.html',
];

describe('the nearest pages of a URL that leads nowhere', () => {
  it.each([
    ['/30.0/api/collections.html', ['/29.0/api/collections.html']],
    ['/0.9.0/api/search.html', ['/29.0/api/search.html']],
    ['/29.0/api/colections.html', ['/29.0/api/collections.html']],
    ['/guide/install-typsense.html', ['/guide/install-typesense.html']],
    ['/29.0/api/synonym.html', ['/29.0/api/synonyms.html']],
    ['/guide/high-availabilty', ['/guide/high-availability.html']],
  ])('%s → %j first', (path, expected) => {
    expect(suggestPages(path, ROUTES, '29.0').slice(0, expected.length).map((s) => s.path)).toEqual(expected);
  });

  it('says why a page is offered, and offers each page once', () => {
    expect(suggestPages('/28.5/api/collections.html', ROUTES, '29.0')).toEqual([
      {path: '/29.0/api/collections.html', why: 'latest-version'},
    ]);
  });

  it('offers old versions’ pages only through the latest version', () => {
    expect(suggestPages('/0.25.2/api/colections.html', ROUTES, '29.0').map((s) => s.path)).not.toContain(
      '/0.25.2/api/collections.html',
    );
  });

  it.each(['/zzzzzzzzzzzz.html', '/', '', '/%E0%A4%A', `/${'a'.repeat(100_000)}`, '/<script>alert(1)</script>'])(
    'offers nothing far-fetched, and never throws (case %#)',
    (path) => {
      const started = Date.now();
      expect(suggestPages(path, ROUTES, '29.0').every((s) => s.why === 'similar-name')).toBe(true);
      expect(Date.now() - started).toBeLessThan(500);
    },
  );

  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});
