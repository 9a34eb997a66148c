/**
 * The old site's anchors: its slugger (checked against every anchor of the
 * reference data), the forms a link's anchor may take, reading the anchors
 * file, and where each old h1/h4/h5 anchor lands on today's pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {anchorVariants, findAnchor, oldSiteSlug, oldSiteSlugs} from '../../src/legacy/slug';
import {safeDecodeComponent} from '../../src/legacy/anchor-text';
import {parseOldAnchors} from '../../plugins/old-anchors/anchors';
import {OLD_ANCHORS_FILE, loadOldAnchors} from '../../plugins/old-anchors/load';
import {pageKeyOf, placeOldAnchors, ANCHOR_ALIAS_CLASS} from '../../plugins/old-anchors/place';
import {RENAMED_HEADINGS} from '../../plugins/old-anchors/renamed';
import {oldLatestTwinOf, oldSiteLatestVersion} from '../../plugins/old-anchors/remark';
import {isVersionName} from '../../src/versioning/versions';

type OldPage = {route: string; headings: {level: number; slug: string; title: string}[]};
const outlines: OldPage[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../data/old-site-outlines.json'), 'utf8'),
);

describe('oldSiteSlug, the old site’s slugger', () => {
  it.each([
    ["What's new", 'what-s-new'],
    ['Federated / Multi Search', 'federated-multi-search'],
    ['1. Using Basic Stemming', '_1-using-basic-stemming'],
    ['Boolean Search using the filter_by search parameter:', 'boolean-search-using-the-filter-by-search-parameter'],
    ['🎬 Start', '🎬-start'],
    ['Crème brûlée', 'creme-brulee'],
    ['  Spaces  and -- dashes ', 'spaces-and-dashes'],
    ['Typesense v{{ $page.typesenseVersion }}', 'typesense-v-page-typesenseversion'],
    ['“Quoted” — and ‘single’', 'quoted-and-single'],
    ['', ''],
  ])('%j → %j', (text, slug) => {
    expect(oldSiteSlug(text)).toBe(slug);
  });

  it('reproduces every h2/h3 anchor of the old outlines, repeated headings numbered from 2', () => {
    const total = outlines.reduce((sum, page) => sum + page.headings.length, 0);
    const wrong = outlines.flatMap((page) =>
      page.headings.filter((heading) => {
        const slug = oldSiteSlug(heading.title);
        return heading.slug !== slug && !new RegExp(`^${slug.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[2-9]$`).test(heading.slug);
      }),
    );
    expect(total).toBeGreaterThanOrEqual(3357);
    expect(wrong).toEqual([]);
  });

  it('reproduces every page-title and h4/h5 anchor of the anchors file', () => {
    const anchors = [...loadOldAnchors().entries()].flatMap(([route, list]) => list.map((a) => ({route, ...a})));
    expect(anchors).toHaveLength(1392);
    expect(anchors.filter((a) => oldSiteSlug(a.text) !== a.anchor)).toEqual([]);
  });

  it('numbers repeated headings as the old site did', () => {
    expect(oldSiteSlugs(['Arguments', 'Sample', 'Arguments', 'Arguments'])).toEqual([
      'arguments',
      'sample',
      'arguments-2',
      'arguments-3',
    ]);
  });
});

describe('anchor forms a link may use', () => {
  const ids = ['🎬-start', 'create-a-collection', 'what-s-new', 'Mixed-Case-Id'];
  it.each([
    ['create-a-collection', 'create-a-collection'],
    ['Create-A-Collection', 'create-a-collection'],
    ['CREATE%20A%20COLLECTION', 'create-a-collection'],
    ["what's new", 'what-s-new'],
    ['%F0%9F%8E%AC-start', '🎬-start'],
    ['start', '🎬-start'],
    ['🎬-Start', '🎬-start'],
    ['mixed-case-id', 'Mixed-Case-Id'],
  ])('#%s finds #%s', (anchor, id) => {
    expect(findAnchor(anchor, ids)).toBe(id);
  });

  it.each([['nothing-like-it'], ['%E0%A4%A'], [''], ['%'], ['\u0000\u001f'], ['x'.repeat(10_000)]])(
    '#%s finds nothing, without throwing',
    (anchor) => {
      expect(findAnchor(anchor, ids)).toBeUndefined();
    },
  );

  it('decodes malformed percent-encoding to itself', () => {
    expect(safeDecodeComponent('%E0%A4%A')).toBe('%E0%A4%A');
    expect(safeDecodeComponent('%ff%fe')).toBe('%ff%fe');
    expect(safeDecodeComponent('a%20b')).toBe('a b');
    expect(anchorVariants('%E0%A4%A')).toContain('%E0%A4%A');
  });
});

describe('reading the anchors file', () => {
  const header = 'route\tanchor\tkind\theading text\n';
  it('reads routes, anchors, kinds and texts in page order', () => {
    const parsed = parseOldAnchors(`# comment\n${header}/docs/a.html\ta\th1\tA\n/docs/a.html\tb\th4\tB\n`, 'f.tsv');
    expect(parsed.get('/docs/a.html')).toEqual([
      {anchor: 'a', kind: 'h1', text: 'A'},
      {anchor: 'b', kind: 'h4', text: 'B'},
    ]);
  });
  it.each([
    ['/docs/a.html\ta\th1', /f\.tsv:2: expected 4 tab-separated columns.*found 3/],
    ['docs/a.html\ta\th1\tA', /f\.tsv:2: the route "docs\/a.html" does not start with "\/"/],
    ['/docs/a.html\ta b\th1\tA', /f\.tsv:2: the anchor "a b" is empty or contains whitespace/],
    ['/docs/a.html\ta\th3\tA', /f\.tsv:2: the kind "h3" is not one of h1, h4, h5, h6/],
  ])('names the line of a malformed row: %j', (row, message) => {
    expect(() => parseOldAnchors(`${header}${row}\n`, 'f.tsv')).toThrow(message);
  });
  it('reads the project’s file', () => {
    expect(fs.existsSync(OLD_ANCHORS_FILE)).toBe(true);
    expect(loadOldAnchors().get('/docs/29.0/api/geosearch.html')?.[0]).toEqual({anchor: 'geosearch', kind: 'h1', text: 'Geosearch'});
  });
});

function heading(depth: 1 | 2 | 3 | 4, text: string, id: string): Root['children'][number] {
  return {type: 'heading', depth, children: [{type: 'text', value: text}], data: {id, hProperties: {id}}} as never;
}

function aliasIds(node: unknown): string[] {
  const n = node as {type?: string; name?: string; attributes?: {name: string; value: string}[]; children?: unknown[]};
  const own =
    (n.type === 'mdxJsxTextElement' || n.type === 'mdxJsxFlowElement') &&
    n.attributes?.some((a) => a.name === 'className' && a.value === ANCHOR_ALIAS_CLASS)
      ? [n.attributes.find((a) => a.name === 'id')!.value]
      : [];
  return [...own, ...(n.children ?? []).flatMap(aliasIds)];
}

describe('placing old anchors on today’s page', () => {
  function page(): Root {
    return {
      type: 'root',
      children: [
        heading(1, 'Documents', 'documents'),
        heading(2, 'Index documents', 'index-documents'),
        {type: 'mdxJsxFlowElement', name: 'ApiEndpoint', attributes: [], children: []} as never,
        {type: 'code', lang: 'json', meta: 'title="Response"', value: '{}'},
        heading(4, 'Batch size and timeouts', 'batch-size-and-timeouts'),
        heading(4, "What's new here", 'whats-new-here'),
      ],
    };
  }
  const key = '/docs/{version}/api/documents.html';

  it('finds ids, old slugs of today’s text, renamed sections, the endpoint and the response sample', () => {
    const root = page();
    const placements = placeOldAnchors(root, key, [
      {anchor: 'documents', kind: 'h1', text: 'Documents'},
      {anchor: 'what-s-new-here', kind: 'h4', text: "What's new here"},
      {anchor: 'configure-batch-size', kind: 'h4', text: 'Configure batch size'},
      {anchor: 'definition', kind: 'h4', text: 'Definition'},
      {anchor: 'sample-response', kind: 'h4', text: 'Sample Response'},
      {anchor: 'gone-for-good', kind: 'h4', text: 'Gone for good'},
    ]);
    expect(placements.map((p) => [p.anchor, p.how])).toEqual([
      ['documents', 'heading-id'],
      ['what-s-new-here', 'old-slug'],
      ['configure-batch-size', 'renamed'],
      ['definition', 'endpoint'],
      ['sample-response', 'response-sample'],
      ['gone-for-good', 'unplaced'],
    ]);
    expect(aliasIds(root).sort()).toEqual(['configure-batch-size', 'sample-response', 'what-s-new-here']);
    const endpoint = root.children.find((n) => (n as {name?: string}).name === 'ApiEndpoint') as unknown as {
      attributes: {name: string; value: string}[];
    };
    expect(endpoint.attributes).toEqual([{type: 'mdxJsxAttribute', name: 'id', value: 'definition'}]);
  });

  it('gives a page title’s anchor to a Markdown h1 that has another id', () => {
    const root: Root = {type: 'root', children: [heading(1, 'Help', 'help-page')]};
    expect(placeOldAnchors(root, '/docs/help.html', [{anchor: 'help', kind: 'h1', text: 'Help'}])[0]!.how).toBe('old-slug');
    expect(aliasIds(root)).toEqual(['help']);
  });

  it('keys pages by their route with the version folder written {version}', () => {
    expect(pageKeyOf('/docs/0.25.2/api/documents.html', isVersionName)).toBe(key);
    expect(pageKeyOf('/docs/guide/faqs.html', isVersionName)).toBe('/docs/guide/faqs.html');
  });

  it('renamed sections name pages that the anchors file has', () => {
    const routes = [...loadOldAnchors().keys()].map((route) => pageKeyOf(route, isVersionName));
    expect(Object.keys(RENAMED_HEADINGS).filter((page) => !routes.includes(page))).toEqual([]);
  });
});

describe('the latest version carries the old site’s latest anchors', () => {
  it('takes the old site’s latest version from its outlines', () => {
    expect(oldSiteLatestVersion(outlines.map((outline) => outline.route))).toBe('29.0');
  });

  it.each([
    ['/docs/30.2/api/synonyms.html', 'versioned_docs/version-30.2/api/synonyms.md', '30.2', '/docs/29.0/api/synonyms.html'],
    // The working copy becomes the next latest: it carries them already.
    ['/docs/29.0/api/synonyms.html', 'docs/api/synonyms.md', '29.0', '/docs/29.0/api/synonyms.html'],
    ['/docs/30.2/api/', 'docs/api/index.md', '30.2', '/docs/29.0/api/'],
    // Older versions, and the old site's own latest, keep only their own anchors.
    ['/docs/30.1/api/synonyms.html', 'versioned_docs/version-30.1/api/synonyms.md', '30.2', undefined],
    ['/docs/29.0/api/synonyms.html', 'versioned_docs/version-29.0/api/synonyms.md', '29.0', undefined],
    ['/docs/guide/backups.html', 'content/guide/backups.md', '30.2', undefined],
  ])('%s (%s, latest %s) → %s', (route, file, latest, twin) => {
    expect(oldLatestTwinOf(route, file, latest, '29.0')).toBe(twin);
  });

  it('every old 29.0 h2/h3 anchor that 30.x replaced names a section of the 2026 outlines', () => {
    const outlines2026 = JSON.parse(fs.readFileSync(path.join(__dirname, '../data/page-outlines-2026.json'), 'utf8')) as {
      route: string;
      headers: {slug: string}[];
    }[];
    const problems: string[] = [];
    for (const old of outlines.filter((outline) => outline.route.startsWith('/docs/29.0/'))) {
      const latest = outlines2026.find((outline) => outline.route === old.route.replace('/29.0/', '/30.2/'));
      if (!latest) continue;
      const anchors = new Set(latest.headers.map((header) => header.slug));
      for (const {slug} of old.headings.filter((heading) => !anchors.has(heading.slug))) {
        const targets = RENAMED_HEADINGS[pageKeyOf(old.route, isVersionName)]?.[slug] ?? [];
        if (!targets.some((target) => anchors.has(target))) {
          problems.push(`${old.route}#${slug}`);
        }
      }
    }
    // 30.x keeps these sections under their old anchors (extra headings beyond the live site's outline).
    expect(problems.sort()).toEqual(['/docs/29.0/api/vector-search.html#using-auto-generated-vs-manual-embeddings']);
  });
});
