import type {Root} from 'mdast';
import remarkLatestLinks, {resolveLatestLink} from '../../plugins/markdown/remark-latest-links';

describe('resolveLatestLink', () => {
  it.each([
    ['/latest/api/search.html#filter-results', '/30.2/api/search.html#filter-results'],
    ['/latest/api/', '/30.2/api/'],
    ['/guide/backups.html', '/guide/backups.html'],
    ['/29.0/api/search.html', '/29.0/api/search.html'],
    ['https://example.com/latest/api/', 'https://example.com/latest/api/'],
    ['latest/api/x.html', 'latest/api/x.html'],
  ])('%s → %s', (url, expected) => {
    expect(resolveLatestLink(url, '30.2')).toBe(expected);
  });
});

test('links and link definitions of a page point at the latest version, wherever they sit', () => {
  const root = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'link', url: '/latest/api/search.html#group-results', children: [{type: 'text', value: 'search'}]},
          {type: 'emphasis', children: [{type: 'link', url: '/guide/', children: []}]},
        ],
      },
      {type: 'definition', identifier: 'k', label: 'k', url: '/latest/api/api-keys.html'},
    ],
  } as unknown as Root;
  const transform = (remarkLatestLinks as unknown as (options: {latest: string}) => (tree: Root) => void)({latest: '30.2'});
  transform(root);
  expect(JSON.stringify(root)).not.toContain('/latest/');
  expect(root.children[1]).toMatchObject({url: '/30.2/api/api-keys.html'});
  expect(JSON.stringify(root)).toContain('"url":"/30.2/api/search.html#group-results"');
  expect(JSON.stringify(root)).toContain('"url":"/guide/"');
});
