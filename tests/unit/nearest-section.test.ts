/**
 * The nearest section of a page for an anchor it does not have
 * (src/legacy/nearest-section.ts), on the real outlines of the 2026 pages
 * (tests/data/page-outlines-2026.json) and of the old site
 * (tests/data/old-site-outlines.json), and on made-up ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import {nearestSection, wordSimilarity, wordsOf, MAX_MATCHED_ANCHOR_LENGTH, type Section} from '../../src/legacy/nearest-section';

type Outline2026 = {route: string; headers: {level: number; title: string; slug: string}[]};
const OUTLINES_2026 = JSON.parse(fs.readFileSync(path.join(__dirname, '../data/page-outlines-2026.json'), 'utf8')) as Outline2026[];

function sectionsOf(route: string): Section[] {
  const outline = OUTLINES_2026.find((o) => o.route === route);
  if (!outline) {
    throw new Error(`tests/data/page-outlines-2026.json has no ${route}`);
  }
  return outline.headers.map((h) => ({id: h.slug, text: h.title}));
}

const CLUSTER_OPERATIONS = sectionsOf('/docs/30.0/api/cluster-operations.html');
const COLLECTIONS = sectionsOf('/docs/30.0/api/collections.html');
const DOCUMENTS = sectionsOf('/docs/30.2/api/documents.html');

describe('links found in the wild land on the section they meant', () => {
  it.each([
    ['cluster-operations.html', CLUSTER_OPERATIONS, 'metrics', 'cluster-metrics'],
    ['collections.html', COLLECTIONS, 'list-collections', 'list-all-collections'],
    ['documents.html', DOCUMENTS, 'index-a-document', 'index-a-single-document'],
    ['cluster-operations.html', CLUSTER_OPERATIONS, 'compact-db', 'compacting-the-on-disk-database'],
  ])('%s#%s → #%s', (_page, sections, anchor, expected) => {
    expect(nearestSection(anchor as string, sections as Section[])).toBe(expected);
  });
});

describe('anchors close to two sections take the one that fits best', () => {
  it.each([
    // "Index documents" has both words too, but "documents" only as the plural.
    [DOCUMENTS, 'index-a-document', 'index-a-single-document'],
    [DOCUMENTS, 'delete-document', 'delete-a-single-document'],
    [DOCUMENTS, 'update-document', 'update-a-single-document'],
    [DOCUMENTS, 'index-many-documents', 'index-documents'],
    // JSON, not JSONL.
    [DOCUMENTS, 'import-json', 'import-a-json-file'],
    [DOCUMENTS, 'import-jsonl', 'import-a-jsonl-file'],
    // Every word of "Create a collection", against one of "Cloning a collection schema".
    [COLLECTIONS, 'create-collection', 'create-a-collection'],
    [COLLECTIONS, 'how-to-create-a-collection-in-python', 'create-a-collection'],
    // "Schema parameters" and "With pre-defined schema" have the word: the first is more nearly it.
    [COLLECTIONS, 'schema', 'schema-parameters'],
  ])('%#: #%s → #%s', (sections, anchor, expected) => {
    expect(nearestSection(anchor as string, sections as Section[])).toBe(expected);
  });

  it('takes the first in page order when two fit as well', () => {
    const sections = [
      {id: 'search-results', text: 'Search results'},
      {id: 'search-results-1', text: 'Search results'},
    ];
    expect(nearestSection('results', sections)).toBe('search-results');
  });

  it('takes a section whose words run together as the anchor’s: another case, camelCase, a parameter’s name', () => {
    expect(nearestSection('listAllCollections', COLLECTIONS)).toBe('list-all-collections');
    expect(nearestSection('LIST_ALL_COLLECTIONS', COLLECTIONS)).toBe('list-all-collections');
    const parameters = [
      {id: 'group-results', text: 'Group results'},
      {id: 'group_by', text: 'group_by'},
      {id: 'group_limit', text: 'group_limit'},
    ];
    expect(nearestSection('groupby', parameters)).toBe('group_by');
    expect(nearestSection('groupBy', parameters)).toBe('group_by');
  });
});

describe('anchors that mean nothing on the page match nothing', () => {
  it.each([
    [COLLECTIONS, 'pricing'],
    [COLLECTIONS, 'nothing-of-the-sort-here'],
    [DOCUMENTS, 'nothing-of-the-sort-here'],
    [COLLECTIONS, 'delete-pricing-plans'],
    [DOCUMENTS, 'docker-compose'],
    // Stop words only, one letter, a number.
    [COLLECTIONS, 'the-of-a'],
    [COLLECTIONS, 'x'],
    [COLLECTIONS, '42'],
    [COLLECTIONS, ''],
    // An abbreviation alone is too weak: "db" is in "on-disk database", but nothing else is.
    [CLUSTER_OPERATIONS, 'db'],
    // Half the words, but none of them more than an abbreviation.
    [CLUSTER_OPERATIONS, 'db-pricing'],
    [COLLECTIONS, 'javascript:window.__pwned=1'],
    [COLLECTIONS, '<img src=x onerror=alert(1)>'],
    [COLLECTIONS, '__proto__'],
    [COLLECTIONS, 'constructor'],
  ])('%#: #%s', (sections, anchor) => {
    expect(nearestSection(anchor as string, sections as Section[])).toBeUndefined();
  });

  it('matches nothing on a page without sections, or whose sections have only stop words', () => {
    expect(nearestSection('metrics', [])).toBeUndefined();
    expect(nearestSection('metrics', [{id: 'x', text: 'A to Z'}, {id: 'y', text: ''}])).toBeUndefined();
  });

  it(`leaves anchors longer than ${MAX_MATCHED_ANCHOR_LENGTH} characters alone`, () => {
    const long = `list-all-collections-${'x'.repeat(MAX_MATCHED_ANCHOR_LENGTH)}`;
    expect(nearestSection(long, COLLECTIONS)).toBeUndefined();
    expect(nearestSection('list-all-collections'.repeat(1000), COLLECTIONS)).toBeUndefined();
  });
});

describe('every heading of the real outlines is the nearest section for its own anchor', () => {
  // Headings with the same text twice on a page (an "Arguments" per endpoint) have the first one's words.
  function uniqueHeadings(headers: {title: string; slug: string}[]): {title: string; slug: string}[] {
    return headers.filter((h) => headers.filter((other) => wordsOf(other.title).join() === wordsOf(h.title).join()).length === 1);
  }

  it('on the 2026 pages', () => {
    const wrong = OUTLINES_2026.flatMap((outline) => {
      const sections = outline.headers.map((h) => ({id: h.slug, text: h.title}));
      return uniqueHeadings(outline.headers)
        .filter((h) => nearestSection(h.slug, sections) !== h.slug)
        .map((h) => `${outline.route}#${h.slug} → ${nearestSection(h.slug, sections)}`);
    });
    expect(wrong).toEqual([]);
  });

  it('on the old site’s pages', () => {
    type OldOutline = {headings: {title: string; slug: string}[]};
    const pages = JSON.parse(fs.readFileSync(path.join(__dirname, '../data/old-site-outlines.json'), 'utf8')) as OldOutline[];
    expect(pages.length).toBeGreaterThan(400);
    let checked = 0;
    const wrong = pages.flatMap((page) => {
      const sections = page.headings.map((h) => ({id: h.slug, text: h.title}));
      const unique = uniqueHeadings(page.headings);
      checked += unique.length;
      return unique.filter((h) => nearestSection(h.slug, sections) !== h.slug).map((h) => `#${h.slug} → ${nearestSection(h.slug, sections)}`);
    });
    expect(checked).toBeGreaterThan(2000);
    expect(wrong).toEqual([]);
  });
});

describe('words', () => {
  it('are split at any punctuation and at camelCase, in lower case', () => {
    expect(wordsOf('List all collections')).toEqual(['list', 'all', 'collections']);
    expect(wordsOf('listAllCollections')).toEqual(['list', 'all', 'collections']);
    expect(wordsOf('hnsw_params.M')).toEqual(['hnsw', 'params', 'm']);
    expect(wordsOf('⚙️ Configure Typesense')).toEqual(['configure', 'typesense']);
    expect(wordsOf('Réglages')).toEqual(['réglages']);
  });

  it.each([
    ['metrics', 'metrics', 1],
    ['document', 'documents', 0.9],
    ['index', 'indexes', 0.9],
    ['compact', 'compacting', 0.8],
    ['create', 'creating', 0.8],
    ['stats', 'statistics', 0.8],
    ['json', 'jsonl', 0.8],
    ['db', 'database', 0.6],
    ['doc', 'document', 0.6],
    ['database', 'db', 0.6],
    ['key', 'keys', 0.9],
    ['api', 'apple', 0],
    ['sort', 'search', 0],
    ['db', 'dab', 0],
    ['d', 'database', 0],
  ])('%s ~ %s: %d', (a, b, expected) => {
    expect(wordSimilarity(a, b)).toBe(expected);
  });
});
