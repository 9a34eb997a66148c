import {firstSentence, withPathLine as withPathLineOf, type BoxHit} from '../../src/search-hits';

const withPathLine = (hit: BoxHit): BoxHit => withPathLineOf(hit);

const page = {'hierarchy.lvl0': 'API Reference', 'hierarchy.lvl1': 'Documents'};

describe('withPathLine', () => {
  it('names the page and the section of a parameter’s row, with its description’s first sentence', () => {
    const hit = withPathLine({
      ...page,
      'hierarchy.lvl2': 'Export documents',
      'hierarchy.lvl3': 'filter_by',
      type: 'lvl3',
      content: 'Restrict the exported documents to those that match. Works like the search parameter <of the same name>.',
      _highlightResult: {'hierarchy.lvl3': {value: '<mark>filter_by</mark>'}},
      _snippetResult: {'hierarchy.lvl1': {value: 'Documents'}},
    });
    expect(hit._highlightResult?.['hierarchy.lvl1']?.value).toBe(
      'Documents › Export documents<span class="search-hit-description">Restrict the exported documents to those that match.</span>',
    );
    expect(hit._snippetResult).toEqual({});
    // The field the modal groups by stays.
    expect(hit['hierarchy.lvl1']).toBe('Documents');
  });

  it('keeps the matched words of the page and the section, and escapes a level without a highlight', () => {
    const hit = withPathLine({
      ...page,
      'hierarchy.lvl2': 'Update by <query>',
      'hierarchy.lvl3': 'Examples',
      type: 'content',
      content: 'Send the filter.',
      _highlightResult: {'hierarchy.lvl1': {value: '<mark>Documents</mark>', matchLevel: 'full'}},
    });
    expect(hit._highlightResult?.['hierarchy.lvl1']).toEqual({value: '<mark>Documents</mark> › Examples', matchLevel: 'full'});
    const escaped = withPathLine({...page, 'hierarchy.lvl2': 'Update by <query>', type: 'content', content: 'x'});
    expect(escaped._highlightResult?.['hierarchy.lvl1']?.value).toBe('Documents › Update by &lt;query&gt;');
  });

  it('leaves a page’s title, and a section right under it keeps the page alone', () => {
    const title = {...page, type: 'lvl1'};
    expect(withPathLine(title)).toBe(title);
    expect(withPathLine({...page, 'hierarchy.lvl2': 'Export documents', type: 'lvl2'})._highlightResult?.['hierarchy.lvl1']?.value).toBe('Documents');
  });
});

describe('a result about a feature newer than the version searched', () => {
  const guide = {'hierarchy.lvl0': 'Guide', 'hierarchy.lvl1': 'Semantic Search', since: '0.25.0'};

  it('says from which version on, on its path line, or after a page’s title', () => {
    const heading = withPathLineOf<BoxHit>({...guide, 'hierarchy.lvl2': 'Step 1', type: 'lvl2'}, {version: '0.23.0'});
    expect(heading._highlightResult?.['hierarchy.lvl1']?.value).toBe('Semantic Search<span class="search-hit-since">from 0.25.0 on</span>');
    const title = withPathLineOf<BoxHit>({...guide, type: 'lvl1', _snippetResult: {'hierarchy.lvl1': {value: 'Semantic'}}}, {version: '0.24.1'});
    expect(title._highlightResult?.['hierarchy.lvl1']?.value).toBe('Semantic Search<span class="search-hit-since">from 0.25.0 on</span>');
    expect(title._snippetResult).toEqual({});
  });

  it('says nothing on the version the feature came in or later, nor without a version', () => {
    const title = {...guide, type: 'lvl1'};
    expect(withPathLineOf(title, {version: '0.25.0'})).toBe(title);
    expect(withPathLineOf(title, {version: '30.2'})).toBe(title);
    expect(withPathLineOf(title)).toBe(title);
    expect(withPathLineOf<BoxHit>({...guide, 'hierarchy.lvl2': 'Step 1', type: 'lvl2'}, {version: '30.2'})._highlightResult?.['hierarchy.lvl1']?.value).toBe('Semantic Search');
  });
});

describe('firstSentence', () => {
  it('ends at the first full stop followed by a space, and cuts a long one', () => {
    expect(firstSentence('Use v1.2 or later. Then more.')).toBe('Use v1.2 or later.');
    expect(firstSentence('No stop at all')).toBe('No stop at all');
    const cut = firstSentence(`${'word '.repeat(40)}end.`);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(140);
  });
});
