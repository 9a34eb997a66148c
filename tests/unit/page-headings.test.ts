import path from 'node:path';
import {docIdentity} from '../../plugins/markdown/remark-page-headings';
import {activeHeadingId} from '../../src/components/PageHeadings/useActiveHeading';
import {pageHeadings, registerPageHeadings} from '../../src/components/PageHeadings/registry';

describe('docIdentity', () => {
  const site = '/site';
  it('names a versioned doc by version and id', () => {
    expect(docIdentity(`${site}/versioned_docs/version-29.0/api/search.md`, `${site}/docs`)).toEqual({
      version: '29.0',
      docId: 'api/search',
    });
  });
  it('names a working-copy or section doc as current', () => {
    expect(docIdentity(`${site}/docs/api/index.md`, `${site}/docs`)).toEqual({version: 'current', docId: 'api/index'});
    expect(docIdentity(path.join(site, 'content/guide/reference-implementations/index.md'), `${site}/content/guide`)).toEqual({
      version: 'current',
      docId: 'reference-implementations/index',
    });
  });
  it('follows a front matter id', () => {
    expect(docIdentity(`${site}/content/guide/a.md`, `${site}/content/guide`, 'b')).toEqual({version: 'current', docId: 'b'});
  });
});

describe('page headings', () => {
  it('lists h2 and h3 at depth 2, h2 only at depth 1', () => {
    const toc = [
      {value: 'A', id: 'a', level: 2},
      {value: 'B', id: 'b', level: 3},
      {value: 'C', id: 'c', level: 4},
    ];
    registerPageHeadings('default/29.0/api/x', () => toc, 2);
    registerPageHeadings('default/29.0/api/y', () => toc, 1);
    expect(pageHeadings('default/29.0/api/x')?.items.map((i) => i.id)).toEqual(['a', 'b']);
    expect(pageHeadings('default/29.0/api/y')?.items.map((i) => i.id)).toEqual(['a']);
    expect(pageHeadings('default/29.0/api/z')).toBeUndefined();
  });

  it('makes active the last heading whose top is within the offset of the reading area', () => {
    const headings = [
      {id: 'a', top: -400},
      {id: 'b', top: 9},
      {id: 'c', top: 11},
    ];
    expect(activeHeadingId(headings, 10)).toBe('b');
    expect(activeHeadingId([{id: 'a', top: 300}], 10)).toBeNull();
  });
});
