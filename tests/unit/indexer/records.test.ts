import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {ITEM_PRIORITY, endpointNames, extractRecords, headingNamesParameter, itemPriority, listedValues, pageNameForms, sectionOf, tieBreaker, withTitlesOfOtherVersions} from '../../../scripts/indexer/records';
import {readBuiltPages} from '../../../scripts/indexer/build-pages';
import {collectionSchema} from '../../../scripts/indexer/schema';
import {clusterFromEnv} from '../../../scripts/indexer/index';

const PAGE = fs.readFileSync(path.join(__dirname, '../../fixtures/indexer/page.html'), 'utf8');
const URL_ = 'https://typesense.org/docs/28.0/api/collections.html';

describe('extractRecords', () => {
  const records = extractRecords(PAGE, URL_);

  it('reads headings, paragraphs, list items and table cells in reading order, and nothing else', () => {
    expect(records.map((r) => [r.type, r.content ?? r[`hierarchy.${r.type as 'lvl1'}`]])).toEqual([
      ['lvl1', 'Collections'],
      ['content', 'A collection holds documents.'],
      ['lvl2', 'Create a collection'],
      ['content', 'Send a POST request.'],
      ['lvl3', 'Field types'],
      ['content', 'string: text'],
      ['content', 'nested item'],
      ['content', 'Type'],
      ['content', 'Meaning'],
      ['content', 'int32'],
      ['content', '32-bit integer'],
      ['lvl2', 'Drop a collection'],
      ['content', 'Deletes it.'],
      ['lvl3', 'Arguments'],
      ['lvl4', 'Fields to group the results by.'],
      ['lvl4', 'The key.'],
    ]);
  });

  it('makes a parameter row one record: the name below its headings, the description as content, the row’s anchor, the forms a reader types', () => {
    const [groupBy, apiKey] = records.filter((record) => record.parameter !== undefined);
    expect(groupBy).toEqual({
      'hierarchy.lvl0': 'API Reference',
      'hierarchy.lvl1': 'Collections',
      'hierarchy.lvl2': 'Drop a collection',
      'hierarchy.lvl3': 'Arguments',
      'hierarchy.lvl4': 'group_by',
      content: 'Fields to group the results by.',
      parameter: ['group_by', 'group by', 'groupby'],
      url: `${URL_}#group_by`,
      url_without_anchor: URL_,
      anchor: 'group_by',
      type: 'lvl4',
      item_priority: itemPriority('parameter', {versioned: true}),
      tie_breaker: tieBreaker('parameter', 14, {descriptionLength: 'Fields to group the results by.'.length, versioned: true}),
      docusaurus_tag: 'docs-default-28.0',
      language: 'en',
      version: '28.0',
    });
    expect(apiKey).toMatchObject({'hierarchy.lvl4': 'apiKey / api_key', parameter: ['apikey', 'api key', 'api_key'], anchor: 'apiKey'});
    // The table's cells and header are no records of their own.
    expect(records.filter((record) => ['Parameter', 'string', 'group_by'].includes(record.content ?? ''))).toEqual([]);
  });

  it('puts each record under its headings, with the section, URL and anchor', () => {
    expect(records[6]).toMatchObject({
      'hierarchy.lvl0': 'API Reference',
      'hierarchy.lvl1': 'Collections',
      'hierarchy.lvl2': 'Create a collection',
      'hierarchy.lvl3': 'Field types',
      content: 'nested item',
      url: `${URL_}#field-types`,
      url_without_anchor: URL_,
      anchor: 'field-types',
      docusaurus_tag: 'docs-default-28.0',
      language: 'en',
      version: '28.0',
    });
    expect(records[11]).not.toHaveProperty('hierarchy.lvl3');
    expect(records[1]).not.toHaveProperty('anchor');
    expect(records[1]!.url).toBe(URL_);
  });

  it('ranks page titles first, then headings and parameters alike, then text; ties: higher headings, earlier text', () => {
    const [title, intro, h2] = records;
    const parameter = records.find((record) => record.parameter !== undefined)!;
    expect(title!.item_priority).toBeGreaterThan(h2!.item_priority);
    expect(parameter.item_priority).toBe(h2!.item_priority);
    expect(h2!.item_priority).toBeGreaterThan(intro!.item_priority);
    expect(records[2]!.tie_breaker).toBeGreaterThan(records[4]!.tie_breaker);
    expect(records[1]!.tie_breaker).toBeGreaterThan(records[3]!.tie_breaker);
  });

  it('reads a formula once, as its MathML says it', () => {
    // As rehype-katex renders `$$h$$` in a sentence: MathML with the LaTeX, then the laid-out copy.
    const page = `<main><h1>Curation</h1><p>It picks the hit <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>h</mi></mrow>
<annotation encoding="application/x-tex">h</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="base"><span class="mord mathnormal">h</span></span></span></span> with the best score.</p></main>`;
    expect(extractRecords(page, URL_).filter((record) => record.type === 'content').map((record) => record.content)).toEqual([
      'It picks the hit h with the best score.',
    ]);
  });
});

describe('the name of a page’s address', () => {
  it('is on the page title’s record only, in the forms a reader types it', () => {
    const records = extractRecords(PAGE, URL_);
    expect(records[0]).toMatchObject({type: 'lvl1', 'hierarchy.lvl1': 'Collections', page_name: ['collections']});
    expect(records.slice(1).filter((record) => record.page_name !== undefined)).toEqual([]);
  });

  it('is the last segment of the address less .html, with its words apart and run together; none for a folder’s index', () => {
    expect(pageNameForms('/docs/30.2/api/api-keys.html')).toEqual(['api-keys', 'api keys', 'apikeys']);
    expect(pageNameForms('/docs/30.2/api/geosearch.html')).toEqual(['geosearch']);
    expect(pageNameForms('/docs/30.2/api/')).toEqual([]);
    expect(pageNameForms('/docs/guide/index')).toEqual([]);
  });
});

describe('the values a parameter lists', () => {
  const cell = (html: string) => load(`<table><tr><td>${html}</td></tr></table>`)('td');

  it('reads a list of code that holds the default as the parameter’s values', () => {
    expect(listedValues(cell('One of <code>create</code>, <code>upsert</code>, <code>update</code> or <code>emplace</code> (see above).'), 'create')).toEqual([
      'create',
      'upsert',
      'update',
      'emplace',
    ]);
    expect(listedValues(cell('<code>cosine</code> or <code>ip</code>.'), 'cosine')).toEqual(['cosine', 'ip']);
  });

  it('reads nothing from code that names other things: a list without the default, one piece of code, code between words', () => {
    expect(listedValues(cell('Checks the fields of <code>query_by</code>, <code>filter_by</code> and <code>group_by</code>.'), 'true')).toEqual([]);
    expect(listedValues(cell('Works with <code>query_by</code>, <code>filter_by</code>.'), undefined)).toEqual([]);
    expect(listedValues(cell('Either <code>create</code> or, when it exists, <code>update</code>.'), 'create')).toEqual([]);
    expect(listedValues(cell('Defaults to <code>create</code>.'), 'create')).toEqual([]);
  });

  it('adds the values to the forms a reader types the parameter in, where the table has a Default column', () => {
    const page = `<main><h1>Documents</h1><h2 id="import">Import</h2><table><thead><tr><th>Parameter</th><th>Type</th><th>Default</th><th>Description</th></tr></thead><tbody>
<tr id="action" class="parameter-row" data-parameter="action"><td><code>action</code></td><td>string</td><td><code>create</code></td><td>One of <code>create</code>, <code>upsert</code>, <code>update</code> or <code>emplace</code>.</td></tr>
<tr id="return_id" class="parameter-row" data-parameter="return_id"><td><code>return_id</code></td><td>boolean</td><td><code>false</code></td><td>Adds <code>id</code> and <code>doc</code> to each line.</td></tr>
</tbody></table></main>`;
    const [action, returnId] = extractRecords(page, URL_).filter((record) => record.parameter !== undefined);
    expect(action!.parameter).toEqual(['action', 'create', 'upsert', 'update', 'emplace']);
    expect(returnId!.parameter).toEqual(['return_id', 'return id', 'returnid']);
  });
});

describe('a heading’s own fields', () => {
  const records = extractRecords(PAGE, URL_);

  it('holds its own text, and below the title its page’s title with it, without the headings between', () => {
    expect(records.filter((record) => record.heading !== undefined).map(({heading, heading_in_page}) => [heading, heading_in_page])).toEqual([
      ['Collections', undefined],
      ['Create a collection', 'Collections Create a collection'],
      ['Field types', 'Collections Field types'],
      ['Drop a collection', 'Collections Drop a collection'],
      ['Arguments', 'Collections Arguments'],
    ]);
    // Neither text nor parameter rows have them: those match by their content and their names.
    expect(records.filter((record) => (record.type === 'content' || record.parameter) && (record.heading ?? record.heading_in_page) !== undefined)).toEqual([]);
  });

  it('searches a heading that is a parameter’s name as a parameter, by the forms of its name', () => {
    const page = `<main><h1>Geo Search API</h1><h2 id="searching-within-a-radius">Searching within a Radius</h2><h3 id="exclude-radius">exclude_radius</h3></main>`;
    const [, radius, excludeRadius] = extractRecords(page, 'https://typesense.org/docs/30.2/api/geosearch.html');
    expect(radius).toMatchObject({heading: 'Searching within a Radius', heading_in_page: 'Geo Search API Searching within a Radius'});
    expect(excludeRadius).toMatchObject({type: 'lvl3', parameter: ['exclude_radius', 'exclude radius', 'excluderadius']});
    expect(excludeRadius).not.toHaveProperty('heading');
    expect([headingNamesParameter('exclude_radius'), headingNamesParameter('embed.model_config'), headingNamesParameter('precision'), headingNamesParameter('Group Results')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('what other versions say', () => {
  it('marks every record of a Guide page about a feature with the version its badge names, not from a row’s mark', () => {
    const page = `<main><h1>Semantic Search</h1><p class="badge" data-available-since="0.25.0">Available from Typesense v0.25.0</p><p>Search by meaning.</p><h2 id="s">Step 1</h2><table><tr><td>x <span data-available-since="30.0">since 30.0</span></td></tr></table></main>`;
    const records = extractRecords(page, 'https://typesense.org/docs/guide/semantic-search.html');
    expect(records.map((record) => [record.type, record.since])).toEqual([
      ['lvl1', '0.25.0'],
      ['content', '0.25.0'],
      ['lvl2', '0.25.0'],
      ['content', '0.25.0'],
    ]);
    expect(records.map((record) => record.content).filter(Boolean)).toEqual(['Search by meaning.', 'x']);
    const row = `<main><h1>Search</h1><table><tr><td>x <span data-available-since="30.0">since 30.0</span></td></tr></table></main>`;
    expect(extractRecords(row, 'https://typesense.org/docs/30.2/api/search.html').filter((record) => record.since !== undefined)).toEqual([]);
  });

  it('gives an API page’s title the titles its page has in the other versions, as names a reader types', () => {
    const page = (version: string, title: string) =>
      extractRecords(`<head><meta name="docsearch:version" content="${version}"></head><main><h1>${title}</h1><h2 id="x">Create</h2></main>`, `https://typesense.org/docs/${version}/api/synonyms.html`);
    const guide = extractRecords(`<main><h1>Synonyms</h1></main>`, 'https://typesense.org/docs/guide/synonyms.html');
    const records = withTitlesOfOtherVersions([...page('0.23.0', 'Synonyms'), ...page('30.2', 'Synonym Sets'), ...page('29.0', 'Synonyms'), ...guide]);
    expect(records.filter((record) => record.type === 'lvl1').map((record) => [record.version, record.page_name])).toEqual([
      ['0.23.0', ['synonyms', 'synonym sets']],
      ['30.2', ['synonyms']],
      ['29.0', ['synonyms', 'synonym sets']],
      ['unversioned', ['synonyms']],
    ]);
    expect(records.filter((record) => record.type === 'lvl2').every((record) => record.page_name === undefined)).toBe(true);
  });
});

describe('endpoints', () => {
  it('names an endpoint by its method and named path segments, as words, and by its last segment with "endpoint"', () => {
    expect(endpointNames('GET', '/health')).toEqual(['GET health', 'health endpoint']);
    expect(endpointNames('POST', '/collections/{collectionName}/documents/import')).toEqual(['POST collections documents import', 'import endpoint']);
    expect(endpointNames('DELETE', '/collections/{collectionName}')).toEqual(['DELETE collections', 'collections endpoint']);
    expect(endpointNames('GET', '/stopwords/:id')).toEqual(['GET stopwords', 'stopwords endpoint']);
    expect(endpointNames('POST', '/operations/cache/clear')).toEqual(['POST operations cache clear', 'clear endpoint']);
  });

  it('gives the heading of a reference section the first endpoint it documents, and writes the endpoint line with a space', () => {
    const endpoint = (method: string, path: string) => `<p class="endpoint_x"><span class="method_y" data-method="${method}">${method}</span><code class="path_z">${path}</code></p>`;
    const page = (version: string) =>
      `<head><meta name="docsearch:version" content="${version}"></head><main><h1>Cluster Operations</h1><h2 id="health">Health</h2><p>Whether the node is ready.</p>${endpoint('GET', '/health')}${endpoint('GET', '/status')}<h2 id="metrics">Metrics</h2><p>No endpoint here.</p></main>`;
    const records = extractRecords(page('30.2'), 'https://typesense.org/docs/30.2/api/cluster-operations.html');
    expect(records.map((record) => [record.type, record.anchor, record.endpoint, record.content])).toEqual([
      ['lvl1', undefined, undefined, undefined],
      ['lvl2', 'health', ['GET health', 'health endpoint'], undefined],
      ['content', 'health', undefined, 'Whether the node is ready.'],
      ['content', 'health', undefined, 'GET /health'],
      ['content', 'health', undefined, 'GET /status'],
      ['lvl2', 'metrics', undefined, undefined],
      ['content', 'metrics', undefined, 'No endpoint here.'],
    ]);
    // A Guide page's endpoint lines illustrate a tutorial: the reference is the endpoint's home.
    expect(extractRecords(page('unversioned'), 'https://typesense.org/docs/guide/cluster.html').filter((record) => record.endpoint !== undefined)).toEqual([]);
  });
});

describe('item priority and sections', () => {
  it('ranks by kind first, the version’s own pages above the unversioned ones (Guide, Overview) of a kind, and a Guide title on a par with the version’s own headings', () => {
    expect(Object.keys(ITEM_PRIORITY)).toEqual(['title', 'heading', 'text']);
    expect(itemPriority('lvl2', {versioned: true})).toBeGreaterThan(itemPriority('lvl2', {versioned: false}));
    expect(itemPriority('lvl2', {versioned: false})).toBeGreaterThan(itemPriority('content', {versioned: true}));
    expect(itemPriority('content', {versioned: true})).toBeGreaterThan(itemPriority('content', {versioned: false}));
    // A Guide page's title and the version's own heading or parameter: the text match decides, then the tie breaker.
    expect(itemPriority('lvl1', {versioned: false})).toBe(itemPriority('parameter', {versioned: true}));
    expect(itemPriority('lvl1', {versioned: false})).toBe(itemPriority('lvl3', {versioned: true}));
    expect(itemPriority('lvl1', {versioned: false})).toBeGreaterThan(itemPriority('lvl2', {versioned: false}));
    const page = (version: string) => `<head><meta name="docsearch:version" content="${version}"></head><main><h1>Geo Search</h1><h2 id="radius">Radius</h2></main>`;
    const [apiTitle, apiHeading] = extractRecords(page('30.2'), 'https://typesense.org/docs/30.2/api/geosearch.html');
    const [guideTitle, guideHeading] = extractRecords(page('unversioned'), 'https://typesense.org/docs/guide/geo-search.html');
    expect(apiTitle!.item_priority).toBeGreaterThan(guideTitle!.item_priority);
    expect(apiHeading!.item_priority).toBeGreaterThan(guideHeading!.item_priority);
    expect(guideTitle!.item_priority).toBe(apiHeading!.item_priority);
    expect(apiHeading!.tie_breaker).toBeGreaterThan(guideTitle!.tie_breaker);
  });

  it('breaks ties between parameters by the fuller description (the parameter’s home), then by position', () => {
    expect(tieBreaker('parameter', 900, {descriptionLength: 205})).toBeGreaterThan(tieBreaker('parameter', 10, {descriptionLength: 60}));
    expect(tieBreaker('parameter', 10, {descriptionLength: 60})).toBeGreaterThan(tieBreaker('parameter', 11, {descriptionLength: 60}));
    expect(tieBreaker('lvl2', 500)).toBeGreaterThan(tieBreaker('lvl3', 5));
    // The version's own first, over all else: its deepest heading, late on its page, above a Guide title.
    expect(tieBreaker('lvl6', 90_000, {versioned: true})).toBeGreaterThan(tieBreaker('lvl1', 0));
    expect(tieBreaker('content', 90_000, {versioned: true})).toBeGreaterThan(tieBreaker('parameter', 0, {descriptionLength: 50_000}));
  });

  it.each([
    ['/docs/guide/install-typesense.html', 'Guide'],
    ['/docs/overview/features.html', 'Overview'],
    ['/docs/cloud-management-api/v1/invoices.html', 'Cloud Management API'],
    ['/docs/0.23.0/api/search.html', 'API Reference'],
    ['/docs/help.html', 'Documentation'],
  ])('%s is in %s', (pathname, section) => {
    expect(sectionOf(pathname)).toBe(section);
  });
});

describe('the collection schema', () => {
  it('embeds the hierarchy and content with the built-in model, and sorts by priority', () => {
    const schema = collectionSchema('typesense_docs_1') as {fields: {name: string; embed?: unknown; facet?: boolean}[]; default_sorting_field: string};
    const embedding = schema.fields.find((f) => f.name === 'embedding');
    expect(embedding).toEqual({
      name: 'embedding',
      type: 'float[]',
      embed: {
        from: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'],
        model_config: {model_name: 'ts/all-MiniLM-L12-v2'},
      },
    });
    for (const facet of ['docusaurus_tag', 'language', 'version']) {
      expect(schema.fields.find((f) => f.name === facet)?.facet).toBe(true);
    }
    expect(schema.default_sorting_field).toBe('item_priority');
  });
});

describe('reading a build', () => {
  function site(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexer-'));
    fs.mkdirSync(path.join(dir, 'content'));
    fs.writeFileSync(path.join(dir, 'content/page.md'), '# Page');
    return dir;
  }

  it('refuses a missing build', () => {
    const dir = site();
    expect(() => readBuiltPages(path.join(dir, 'build'), dir)).toThrow(`There is no build at ${dir}/build. Run \`npm run build\` first.`);
  });

  it('refuses a build without a sitemap', () => {
    const dir = site();
    fs.mkdirSync(path.join(dir, 'build'));
    expect(() => readBuiltPages(path.join(dir, 'build'), dir)).toThrow('is not a production build (it has no sitemap.xml)');
  });

  it('refuses a build older than its sources', () => {
    const dir = site();
    fs.mkdirSync(path.join(dir, 'build'));
    fs.writeFileSync(path.join(dir, 'build/sitemap.xml'), '<urlset></urlset>');
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(dir, 'build/sitemap.xml'), past, past);
    expect(() => readBuiltPages(path.join(dir, 'build'), dir)).toThrow(
      `is stale: ${path.join('content', 'page.md')} changed after it was built`,
    );
  });

  it('reads every page the sitemap lists', () => {
    const dir = site();
    fs.mkdirSync(path.join(dir, 'build/guide'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'build/guide/index.html'), '<main><h1>Guide</h1></main>');
    fs.writeFileSync(path.join(dir, 'build/help.html'), '<main><h1>Help</h1></main>');
    fs.writeFileSync(
      path.join(dir, 'build/sitemap.xml'),
      '<urlset><url><loc>https://typesense.org/docs/guide/</loc></url><url><loc>https://typesense.org/docs/help.html</loc></url></urlset>',
    );
    const future = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, 'build/sitemap.xml'), future, future);
    expect(readBuiltPages(path.join(dir, 'build'), dir).map((p) => p.url)).toEqual([
      'https://typesense.org/docs/guide/',
      'https://typesense.org/docs/help.html',
    ]);
  });
});

describe('cluster settings', () => {
  it('need a host and an admin key', () => {
    expect(() => clusterFromEnv({})).toThrow(
      'Set TYPESENSE_HOST and TYPESENSE_ADMIN_API_KEY (and TYPESENSE_PORT, TYPESENSE_PROTOCOL if not 443/https), or use --dry-run.',
    );
  });

  it('default to https on 443', () => {
    expect(clusterFromEnv({TYPESENSE_HOST: 'x.a1.typesense.net', TYPESENSE_ADMIN_API_KEY: 'k'})).toEqual({
      host: 'x.a1.typesense.net',
      port: 443,
      protocol: 'https',
      apiKey: 'k',
    });
  });

  it('reject a port that is not a number', () => {
    expect(() => clusterFromEnv({TYPESENSE_HOST: 'h', TYPESENSE_ADMIN_API_KEY: 'k', TYPESENSE_PORT: 'http'})).toThrow(
      'TYPESENSE_PORT must be a port number, got "http".',
    );
  });
});
