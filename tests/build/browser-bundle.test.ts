/**
 * Code arrives in the browser highlighted (plugins/code-highlighting): token
 * spans in the HTML, and no Prism in the app's scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {BASE, BUILD_DIR, LATEST, page, VERSIONS} from './built-site';
import {STARTUP_COMPILE_HINT} from '../../plugins/client-bundle';
import {LATEST_VERSION} from '../../src/constants';

/** The file of a built asset, by its URL (`/docs/assets/js/…`). */
function assetFile(url: string): string {
  return path.join(BUILD_DIR, url.slice(BASE.length));
}

function textAt(url: string): string {
  return fs.readFileSync(assetFile(url), 'utf8');
}

/** The text of every script a page loads itself (not the chunks they load later). */
function scriptsOf(pathname: string): string {
  const $ = page(pathname)!;
  const sources = [
    ...$('script[src]')
      .toArray()
      .map((script) => $(script).attr('src')!),
    // src/ssr-template.ts requests the app's scripts after the first paint, from a list in the page.
    ...[...$.html().matchAll(/"([^"]+\.js)"/g)].map((match) => match[1]!),
  ];
  const local = [...new Set(sources)].filter((source) => source.startsWith(`${BASE}/assets/js/`));
  expect(local.length).toBeGreaterThan(0);
  return local.map(textAt).join('\n');
}

test('the app that loads with every page carries no Prism grammar', () => {
  // Prism's JavaScript grammar defines this token type; the pages' own data only mentions it in token lists.
  expect(scriptsOf(`${LATEST}/api/collections.html`)).not.toMatch(/['"]template-string['"]\s*:/);
});

test('highlighted code is in the page as token spans, without inline colours', () => {
  const $ = page(`${LATEST}/api/search.html`)!;
  const tokens = $('pre.prism-code code span.token');
  expect(tokens.length).toBeGreaterThan(500);
  expect($('pre.prism-code [style]').length).toBe(0);
});

/** The scripts the page requests once painted (src/ssr-template.ts), in the order they run. */
function appScriptsOf(pathname: string): string[] {
  const list = /(\["[^\]]*\/assets\/js\/[^\]]*"\])/.exec(page(pathname)!.html());
  expect(list).not.toBeNull();
  return JSON.parse(list![1]!) as string[];
}

test('a page lists the chunks of its own content with the app, and the app’s main script runs last', () => {
  const search = appScriptsOf(`${LATEST}/api/search.html`);
  const collections = appScriptsOf(`${LATEST}/api/collections.html`);
  for (const scripts of [search, collections]) {
    expect(scripts[0]).toMatch(/\/assets\/js\/runtime~main\.[\w]+\.js$/);
    expect(scripts.at(-1)).toMatch(/\/assets\/js\/main\.[\w]+\.js$/);
    expect(scripts.length).toBeGreaterThan(3);
    // Chunks are named by id (plugins/client-bundle): the runtime carries no table of chunk names to build them.
    for (const chunk of scripts.slice(1, -1)) {
      expect(chunk).toMatch(/\/assets\/js\/\d+\.[0-9a-f]{8}\.js$/);
    }
    for (const script of scripts) {
      expect(fs.existsSync(assetFile(script))).toBe(true);
    }
  }
  const ownChunks = (scripts: string[], other: string[]) => scripts.filter((script) => !other.includes(script));
  const text = (scripts: string[]) => scripts.map(textAt).join('\n');
  /** The prose files a page's scripts name (plugins/static-prose): fetched when the app renders the page after a navigation. */
  const proseOf = (scripts: string[]) => [...text(scripts).matchAll(/"(assets\/prose\/[0-9a-f]{16}\.json)"/g)].map((match) => `${BASE}/${match[1]}`);
  // The search page's content (its parameter table) comes with it, not with the collections page: its
  // headings in its script, its prose (the tables among it) in its prose file, which no other page names.
  expect(text(ownChunks(search, collections))).toContain('text-match-score-bucketing');
  expect(text(ownChunks(search, collections))).not.toContain('drop_tokens_threshold');
  expect(proseOf(ownChunks(search, collections))).toHaveLength(1);
  expect(text(proseOf(ownChunks(search, collections)))).toContain('drop_tokens_threshold');
  expect(text(proseOf(ownChunks(collections, search)))).not.toContain('drop_tokens_threshold');
  expect(text(ownChunks(collections, search))).not.toContain('drop_tokens_threshold');
});

test('a page’s prose reaches a first visit once: in its HTML, not in its scripts', () => {
  const search = appScriptsOf(`${LATEST}/api/search.html`);
  const html = page(`${LATEST}/api/search.html`)!;
  const sentence = html('article .markdown > p').first().text().trim();
  expect(sentence.length).toBeGreaterThan(40);
  const scripts = search.map(textAt).join('\n');
  expect(scripts).not.toContain(sentence.slice(0, 40));
  // The mark that took it out is the build's alone.
  expect(html.html()).not.toContain('data-static-prose');
});

test('the app’s entry scripts, and only they, ask the browser to compile all their functions as they stream in', () => {
  const scripts = appScriptsOf(`${LATEST}/api/search.html`);
  const opening = (script: string) => textAt(script).split('\n', 1)[0];
  const entry = [scripts[0]!, scripts.at(-1)!];
  for (const script of entry) {
    expect(opening(script)).toBe(STARTUP_COMPILE_HINT);
  }
  // Route chunks may hold code the page never runs; compiling it all up front would be wasted.
  for (const script of scripts.slice(1, -1)) {
    expect(opening(script)).not.toContain(STARTUP_COMPILE_HINT);
  }
  const styles = fs.readdirSync(path.join(BUILD_DIR, 'assets/css'));
  for (const style of styles) {
    expect(fs.readFileSync(path.join(BUILD_DIR, 'assets/css', style), 'utf8')).not.toContain(STARTUP_COMPILE_HINT);
  }
});

test('the app’s main script carries the site config the browser reads, without the HTML template or plugin options', () => {
  const text = textAt(appScriptsOf(`${LATEST}/api/search.html`).at(-1)!);
  expect(text).toContain('typesenseCollectionName');
  expect(text).not.toContain('it.htmlAttributes');
  expect(text).not.toContain('plugins/api-version-rules/index.ts');
});

test('the texts of an API page’s scripts carry their messages, not their translators’ notes', () => {
  for (const pathname of [`${LATEST}/api/collections.html`, `${LATEST}/api/search.html`]) {
    const scripts = scriptsOf(pathname);
    // The code block's copy button: its message stays, its note (theme-classic's CodeBlock/Buttons/CopyButton) goes.
    expect(scripts.includes('theme.CodeBlock.copy')).toBe(true);
    const notes = [...scripts.matchAll(/description:"(The [^"]*)"/g)].map((match) => match[1]);
    expect({pathname, notes}).toEqual({pathname, notes: []});
    expect(scripts.includes('The copy button label on code blocks')).toBe(false);
  }
});

test('an API page’s scripts leave out what loads on demand: the legacy-link rules and the zoom', () => {
  for (const pathname of [`${LATEST}/api/collections.html`, `${LATEST}/api/search.html`]) {
    const scripts = scriptsOf(pathname);
    // A rule's key (src/legacy/rules.ts): loaded for an address that is no route, or an anchor on a page with anchor rules.
    expect(scripts).not.toContain('config-slow-request-log');
    // medium-zoom's overlay class (src/client/zoom.ts, loaded with the first image or diagram).
    expect(scripts).not.toContain('medium-zoom-overlay');
  }
  // …and each of them is in the build, in a chunk of its own.
  const chunks = fs.readdirSync(path.join(BUILD_DIR, 'assets/js')).map((file) => textAt(`${BASE}/assets/js/${file}`));
  for (const text of ['config-slow-request-log', 'medium-zoom-overlay']) {
    expect(chunks.filter((chunk) => chunk.includes(text)).length).toBeGreaterThan(0);
  }
});

test('the app finds each route’s chunks by their index, without the tables Docusaurus keys by chunk name', () => {
  const guidePage = `${BASE}/guide/install-typesense.html`;
  const scripts = appScriptsOf(guidePage);
  const runtime = textAt(scripts[0]!);
  const main = textAt(scripts.at(-1)!);
  // The route brings its chunks to its component (plugins/client-bundle/route-tables-loader.cjs)…
  expect(main).toMatch(new RegExp(`\\("${guidePage.replace(/\./g, '\\.')}","[0-9a-f]+",\\{__comp:\\d+,content:\\d+\\}\\)`));
  // …where Docusaurus keys them by path and hash, and each chunk by an 8-digit name.
  expect(main).not.toMatch(new RegExp(`"${guidePage.replace(/\./g, '\\.')}-[0-9a-f]+"`));
  expect(main).not.toMatch(/[{,]"?[0-9a-f]{8}"?:\[\(\)=>/);
  // Only Docusaurus's prefetch, which the site replaces, looks chunks up by name in the runtime.
  expect(runtime).not.toContain('.gca=');
});

/** The scripts of the build that name a route of the table (a version's chunk names its pages). */
function chunksNaming(routePath: string): string[] {
  return fs
    .readdirSync(path.join(BUILD_DIR, 'assets/js'))
    .map((file) => `${BASE}/assets/js/${file}`)
    .filter((script) => textAt(script).includes(`["${routePath}","`));
}

const escaped = (text: string) => text.replace(/\./g, '\\.');

for (const version of [LATEST_VERSION, VERSIONS.at(-1)!]) {
  test(`${version}: the API version’s pages are in the app’s route table by path, and their chunks come with a chunk of the version`, () => {
    const documents = `${BASE}/${version}/api/documents.html`;
    const scripts = appScriptsOf(documents);
    const main = textAt(scripts.at(-1)!);
    // The router, the legacy-link rules and the suggestions find the page by its path: the version's
    // routes are rebuilt from its docs in the global data, which name the page by its id…
    expect(main).toMatch(new RegExp(`\\{path:"${escaped(`${BASE}/${version}`)}",routes:[\\w$]+\\("${escaped(`${BASE}/${version}`)}"\\)\\}`));
    expect(main).toMatch(new RegExp(`[\\w$]+\\("${escaped(`${BASE}/${version}`)}","api",\\[[^\\]]*"api/documents"`));
    // …but the app carries neither its components nor their chunks, as it does a guide page's.
    expect(main).not.toMatch(new RegExp(`\\("${escaped(documents)}","[0-9a-f]+",\\{`));
    expect(main).not.toMatch(new RegExp(`\\("${escaped(`${BASE}/${version}`)}","[0-9a-f]+",\\{`));
    // The version's chunk names the page with its hash and chunks…
    const versionChunks = chunksNaming(documents);
    expect(versionChunks).toHaveLength(1);
    const versionChunk = textAt(versionChunks[0]!);
    expect(versionChunk).toMatch(new RegExp(`\\["${escaped(documents)}","[0-9a-f]+",\\{__comp:\\d+,content:\\d+\\}\\]`));
    for (const other of VERSIONS.filter((candidate) => candidate !== version)) {
      expect(versionChunk).not.toContain(`${BASE}/${other}/`);
    }
    // …and the version's pages list it with their own, so that the app starts without requesting it.
    expect(scripts).toContain(versionChunks[0]);
    expect(appScriptsOf(`${BASE}/${version}/api/collections.html`)).toContain(versionChunks[0]);
    expect(appScriptsOf(`${BASE}/guide/install-typesense.html`)).not.toContain(versionChunks[0]);
  });
}

test('the files of an API version’s page chunks are listed by the version’s chunk, not by the app’s runtime', () => {
  const documents = `${LATEST}/api/documents.html`;
  const [versionChunk] = chunksNaming(documents);
  const scripts = appScriptsOf(documents);
  const guideScripts = appScriptsOf(`${BASE}/guide/install-typesense.html`);
  const runtime = textAt(scripts[0]!);
  const listed = textAt(versionChunk!);
  const idAndHash = (script: string) => /\/(\d+)\.([0-9a-f]{8})\.js$/.exec(script)!.slice(1) as [string, string];
  const ownChunks = (own: string[], other: string[]) => own.slice(1, -1).filter((script) => !other.includes(script) && script !== versionChunk);
  // The page's own chunks (what the version's other pages do not load) are the version chunk's…
  const pageChunks = ownChunks(scripts, appScriptsOf(`${LATEST}/api/search.html`));
  expect(pageChunks.length).toBeGreaterThan(0);
  for (const script of pageChunks) {
    const [id, hash] = idAndHash(script);
    expect(listed).toContain(`"${id}":"assets/js/${id}.${hash}.js"`);
  }
  // …as are the version's other pages', and the runtime has none of them.
  const listedIds = [...listed.matchAll(/"(\d+)":"assets\/js\/\1\.[0-9a-f]{8}\.js"/g)].map((match) => match[1]!);
  expect(listedIds.length).toBeGreaterThan(20);
  for (const id of listedIds) expect(runtime).not.toMatch(new RegExp(`[{,]"?${id}"?:"`));
  // A guide page's chunks are the runtime's, as is the version's chunk.
  for (const script of [...ownChunks(guideScripts, scripts), versionChunk!]) {
    const [id, hash] = idAndHash(script);
    expect(runtime).toMatch(new RegExp(`[{,]"?${id}"?:"${hash}"`));
  }
  // Every file a version's chunk lists is one the build wrote, under its final content hash.
  const allListed = fs
    .readdirSync(path.join(BUILD_DIR, 'assets/js'))
    .flatMap((file) => [...textAt(`${BASE}/assets/js/${file}`).matchAll(/"\d+":"(assets\/js\/[^"]+)"/g)].map((match) => match[1]!));
  expect(allListed.length).toBeGreaterThan(5 * VERSIONS.length);
  for (const file of allListed) expect(fs.existsSync(path.join(BUILD_DIR, file))).toBe(true);
});

test('the app’s main script carries the tslib helper its packages call, not the whole of tslib', () => {
  const main = textAt(appScriptsOf(`${LATEST}/api/collections.html`).at(-1)!);
  expect(main).toContain('__importDefault');
  // tslib's own module defines every helper, this one among them; no package of the app calls it.
  expect(main).not.toContain('__addDisposableResource');
});

test('the site’s stylesheet styles the search button; the search modal’s styles are a stylesheet of their own', () => {
  const stylesheets = fs.readdirSync(path.join(BUILD_DIR, 'assets/css')).map((file) => `${BASE}/assets/css/${file}`);
  const $ = page(`${LATEST}/api/collections.html`)!;
  const siteStylesheet = $('link[rel="stylesheet"]').attr('href')!;
  expect(stylesheets).toContain(siteStylesheet);
  const site = textAt(siteStylesheet);
  expect(site).toContain('.DocSearch-Button{');
  expect(site).not.toContain('.DocSearch-Modal');
  // The search theme's colours win over DocSearch's defaults: they come later in the cascade.
  expect(site.indexOf('--docsearch-primary-color:var(--ifm-color-primary)')).toBeGreaterThan(site.indexOf('--docsearch-primary-color:#'));
  expect(stylesheets.filter((stylesheet) => textAt(stylesheet).includes('.DocSearch-Modal'))).toHaveLength(1);
});

test('the colour mode is decided once, in the head, before the first paint: the body does not decide it again', () => {
  for (const pathname of ['/docs/', `${LATEST}/api/collections.html`, '/docs/guide/install-typesense.html']) {
    const $ = page(pathname)!;
    const settingTheColourMode = (scope: string) =>
      $(`${scope} script:not([src])`)
        .toArray()
        .filter((script) => /setAttribute\(\s*["']data-theme["']/.test($(script).html()!));
    expect(settingTheColourMode('head')).toHaveLength(1);
    expect(settingTheColourMode('body')).toHaveLength(0);
  }
});
