import type {Element, ElementContent, Root} from 'hast';
import {allSteps, combineSteps, findFlickers, flickersMessage, normalizeDefault, recentSinceVersions, versionChanges, type Change} from '../../plugins/api-changes/changes';
import {pageFacts, type VersionFacts} from '../../plugins/api-changes/facts';
import {changeHref, changeListItem, compareVersionsIn, countChanges, defaultComparisonPair, groupByPage, versionHomeChangesMarkdown} from '../../plugins/api-changes/file';
import {addSinceMarks} from '../../plugins/api-changes/rehype-since-marks';
import {FIXTURE_VERSIONS} from '../fixtures/api-changes/versions';

const [v28, v29, v291, v30] = FIXTURE_VERSIONS as [VersionFacts, VersionFacts, VersionFacts, VersionFacts];

/** A change as `kind page name [before → after]`, for short expectations. */
const brief = (change: Change) =>
  [change.kind, change.page, change.before !== undefined ? `${change.before} → ${change.kind === 'default-changed' ? change.after : change.name}` : change.name].join(' ');

describe('the changes from one version to the next', () => {
  it('finds an added and a removed parameter and a changed default, each at its anchor in the version that has it', () => {
    const {changes} = versionChanges(v28, v29);
    expect(changes.map(brief)).toEqual(['parameter-removed search query_by', 'default-changed search 2 → 1', 'parameter-added search temp_boost']);
    expect(changes.map((change) => [change.version, change.anchor, change.breaking])).toEqual([
      ['28.0', 'query_by', true],
      ['29.0', 'typo_tokens', true],
      ['29.0', 'temp_boost', false],
    ]);
  });

  it('finds a rename that the new row names, one that nests the old name, and one by a row that says the same in the same section', () => {
    expect(versionChanges(v28, v29).changes.some((change) => change.kind === 'parameter-renamed')).toBe(false);
    const {changes} = versionChanges(v291, v30);
    expect(changes.filter((change) => change.kind === 'parameter-renamed').map(brief)).toEqual([
      'parameter-renamed search enable_overrides → enable_curations',
      'parameter-renamed search sort_b → sort_c',
      'parameter-renamed synonyms locale → items[].locale',
      'parameter-renamed synonyms root → items[].root',
    ]);
    const rename = changes.find((change) => change.name === 'enable_curations')!;
    expect([rename.version, rename.anchor, rename.beforeAt]).toEqual(['30.0', 'enable_curations', {version: '29.1', anchor: 'enable_overrides'}]);
  });

  it('finds the parameters of a new page that no page had before, and none that moved there from another page', () => {
    const {changes} = versionChanges(v291, v30);
    expect(changes.filter((change) => change.kind === 'parameter-added' || change.kind === 'parameter-removed').map(brief)).toEqual(['parameter-added stemming dictionary']);
  });

  it('finds pages added and removed, endpoints added, and moved endpoints with their successor', () => {
    const {changes} = versionChanges(v291, v30);
    expect(changes.filter((change) => !change.kind.startsWith('parameter-')).map(brief)).toEqual([
      'page-removed legacy legacy',
      'page-added stemming stemming',
      'page-added stopwords stopwords',
      'endpoint-added stopwords GET /stopwords',
      'endpoint-moved synonyms GET /collections/{collectionName}/synonyms',
      'endpoint-moved synonyms PUT /collections/{collectionName}/synonyms/{synonymId}',
    ]);
    const moved = changes.find((change) => change.kind === 'endpoint-moved')!;
    expect(moved).toMatchObject({breaking: true, version: '29.1', anchor: 'list-all-synonyms', successor: {page: 'synonyms', version: '30.0'}});
  });

  it('sorts by page, breaking changes first', () => {
    const pages = groupByPage(versionChanges(v291, v30).changes);
    expect(pages.map((group) => group.page)).toEqual(['legacy', 'search', 'stemming', 'stopwords', 'synonyms']);
    for (const group of pages) {
      const breaking = group.changes.map((change) => change.breaking);
      expect(breaking).toEqual([...breaking].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it('reads a default as a value', () => {
    expect(['`true`', 'true', '—', '-', '', ' `a`  b '].map(normalizeDefault)).toEqual(['true', 'true', '', '', '', 'a b']);
  });
});

describe('flickers', () => {
  it('flags a row that one version lacks while the versions either side have it', () => {
    expect(findFlickers(FIXTURE_VERSIONS)).toEqual([{version: '29.0', page: 'search', name: 'query_by'}]);
  });

  it('stops the build with the file to fix', () => {
    expect(flickersMessage(findFlickers(FIXTURE_VERSIONS))).toContain('- query_by is not on versioned_docs/version-29.0/api/search.md, while the versions before and after document it');
  });

  it('flags an endpoint that one version lacks', () => {
    const withoutSearch = {...v29, pages: v29.pages.map((page) => (page.page === 'search' ? {...page, endpoints: []} : page))};
    expect(findFlickers([v28, withoutSearch, v291])).toContainEqual({version: '29.0', page: 'search', name: 'GET /collections/{collectionName}/documents/search'});
  });
});

describe('the changes across several versions', () => {
  const steps = allSteps(FIXTURE_VERSIONS);

  it('leaves out what was added then removed, and what was removed then back; shows a rename chain once', () => {
    const combined = combineSteps(steps).filter((change) => change.page === 'search');
    expect(combined.map(brief)).toEqual([
      'parameter-renamed search override_tags → curation_tags',
      'parameter-renamed search enable_overrides → enable_curations',
      'parameter-renamed search sort_a → sort_c',
      'default-changed search 2 → 1',
    ]);
    const chain = combined.find((change) => change.name === 'sort_c')!;
    expect(chain.beforeAt).toEqual({version: '29.0', anchor: 'sort_a'});
  });

  it('compares any two versions of the file, in either order', () => {
    const file = {versions: FIXTURE_VERSIONS.map((v) => v.version).reverse(), steps};
    expect(compareVersionsIn(file, '29.0', '29.1').map(brief)).toEqual(versionChanges(v29, v291).changes.map(brief));
    expect(compareVersionsIn(file, '30.0', '28.0')).toEqual(compareVersionsIn(file, '28.0', '30.0'));
    expect(compareVersionsIn(file, '29.1', '29.1')).toEqual([]);
    expect(() => compareVersionsIn(file, '27.0', '30.0')).toThrow('no version 27.0');
  });

  it('starts from the version last read, else from the newest version of the line before the latest', () => {
    const versions = ['30.2', '30.1', '30.0', '29.1', '29.0'];
    expect(defaultComparisonPair(versions, '30.2')).toEqual({from: '29.1', to: '30.2'});
    expect(defaultComparisonPair(versions, '30.2', '29.0')).toEqual({from: '29.0', to: '30.2'});
    expect(defaultComparisonPair(versions, '30.2', '30.2')).toEqual({from: '29.1', to: '30.2'});
    expect(defaultComparisonPair(versions, '30.2', '12.0')).toEqual({from: '29.1', to: '30.2'});
  });
});

describe('how a change reads', () => {
  const step = versionChanges(v291, v30);

  it('links each item to its row, a removed one in the version that had it', () => {
    const rename = step.changes.find((change) => change.name === 'enable_curations')!;
    expect(changeHref(rename)).toBe('/30.0/api/search.html#enable_curations');
    expect(changeHref(step.changes.find((change) => change.kind === 'page-removed')!)).toBe('/29.1/api/legacy.html');
    expect(changeListItem(rename, 'https://typesense.org/docs')).toBe(
      '- **Breaking** · Parameter renamed: [`enable_overrides → enable_curations`](https://typesense.org/docs/30.0/api/search.html#enable_curations) (Search parameters)',
    );
  });

  it('writes a version home’s section: one h3 per page, breaking first, and a link to the compare page', () => {
    const markdown = versionHomeChangesMarkdown(step, '');
    expect(markdown).toMatch(/^## API changes since 29\.1 \{#api-changes\}\n/);
    expect(markdown).toContain(`${step.changes.length} changes, ${countChanges(step.changes).breaking} of them breaking`);
    expect(markdown).toContain('(/api/changes.html?from=29.1&to=30.0)');
    expect(markdown.match(/^### .*$/gm)).toEqual([
      '### legacy {#api-changes-legacy}',
      '### Search {#api-changes-search}',
      '### Stemming {#api-changes-stemming}',
      '### Stopwords {#api-changes-stopwords}',
      '### Synonyms {#api-changes-synonyms}',
    ]);
    expect(versionHomeChangesMarkdown({from: '30.0', to: '30.1', changes: []}, '')).toContain('documents the same pages, endpoints and parameters as 30.0');
  });
});

describe('the facts of a page', () => {
  const text = (value: string): ElementContent => ({type: 'text', value});
  const element = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({type: 'element', tagName, properties, children});
  const cell = (tag: string, value: string) => element(tag, value.startsWith('`') ? [element('code', [text(value.slice(1, -1))])] : [text(value)]);
  const table = (rows: string[][]) =>
    element('table', [
      element('thead', [element('tr', ['Parameter', 'Type', 'Required', 'Default', 'Description'].map((h) => cell('th', h)))]),
      element('tbody', rows.map((row) => element('tr', row.map((c) => cell('td', c))))),
    ]);

  it('reads the parameter rows with the anchors the build gives them, their section and default, and the endpoints under their heading', () => {
    const tree: Root = {
      type: 'root',
      children: [
        element('h2', [text('Create a synonym set')], {id: 'create-a-synonym-set'}),
        table([
          ['`name`', 'string', 'yes', '—', 'The name.'],
          ['`items[].root`', 'string', 'no', '`""`', 'The root.'],
        ]),
        element('h2', [text('name')], {id: 'name'}),
        table([['`name`', 'string', 'yes', '`x`', 'Again.']]),
      ],
    };
    const source = [
      '## Create a synonym set',
      '',
      '<ApiEndpoint method="PUT" path="/synonym_sets/{synonymSetName}" />',
      '',
      '## name',
      '',
      '```shell',
      'curl "${TYPESENSE_HOST}/synonym_sets" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"',
      '```',
    ].join('\n');
    const facts = pageFacts('synonyms', source, tree, [
      {id: 'create-a-synonym-set', text: 'Create a synonym set', line: 1},
      {id: 'name', text: 'name', line: 5},
    ]);
    expect(facts.parameters.map((p) => [p.name, p.anchor, p.section, p.default])).toEqual([
      ['name', 'name-1', 'create-a-synonym-set', '—'],
      ['items[].root', 'items.root', 'create-a-synonym-set', '""'],
      ['name', 'name-2', 'name', 'x'],
    ]);
    expect(facts.endpoints).toEqual([
      {method: 'PUT', path: '/synonym_sets/{synonymSetName}', anchor: 'create-a-synonym-set'},
      {method: 'GET', path: '/synonym_sets', anchor: 'name'},
    ]);
  });
});

describe('since marks', () => {
  it('names the version a row was first documented in, when one of the few before the page’s own', () => {
    const since = recentSinceVersions(FIXTURE_VERSIONS, 2);
    expect(Object.fromEntries(since.get('30.0')!.get('search')!)).toEqual({query_by: '29.1', curation_tags: '29.1'});
    // temp_boost came in 29.0 and went in 29.1; query_by was gone in 29.0, so it counts from 29.1 again.
    expect(Object.fromEntries(since.get('29.1')!.get('search') ?? new Map())).toEqual({});
    expect(since.get('28.0')!.size).toBe(0);
    expect([...recentSinceVersions(FIXTURE_VERSIONS, 1).get('30.0')!.keys()]).toEqual(['search']);
  });
});

describe('the since mark of a row', () => {
  it('follows the name of each row the map names, and no other', () => {
    const row = (name: string): Element => ({
      type: 'element',
      tagName: 'tr',
      properties: {id: name, dataParameter: name},
      children: [{type: 'element', tagName: 'td', properties: {}, children: [{type: 'text', value: name}]}],
    });
    const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'table', properties: {}, children: [row('curation_tags'), row('q')]}]};
    addSinceMarks(tree, new Map([['curation_tags', '30.0']]));
    const [tagged, plain] = (tree.children[0] as Element).children as Element[];
    expect((tagged!.children[0] as Element).children.at(-1)).toMatchObject({tagName: 'span', properties: {className: ['parameter-since'], dataAvailableSince: '30.0'}, children: [{value: 'since 30.0'}]});
    expect((plain!.children[0] as Element).children).toHaveLength(1);
  });
});
