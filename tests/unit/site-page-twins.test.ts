import {sitePageMarkdown} from '../../plugins/llms-txt/site-pages';
import {markdownTwin} from '../../plugins/llms-txt/markdown';
import {twinRedirects} from '../../plugins/llms-txt';
import {createLegacyRedirects} from '../../src/legacy/static-redirects';

const PAGE_URL = 'https://typesense.org/docs/';
const LLMS_TXT_URL = 'https://typesense.org/docs/llms.txt';

/** A built React page, as Docusaurus renders the docs home: a hero, section cards, the version list. */
const HOME = `<!doctype html><html><head><meta name="description" content="Docs for Typesense."><title>Typesense Documentation</title></head>
<body><nav><a href="/docs/guide/">Navbar link</a></nav><main class="container">
<header><h1 id="typesense-documentation">Typesense Documentation<a href="#typesense-documentation" class="hash-link">&#8203;</a></h1>
<p>Typesense is a search engine — it forgives typos.</p>
<div><a class="button" href="/docs/guide/">Get started</a><a class="button" href="/docs/api/">API reference</a></div></header>
<section><a href="/docs/overview/" class="card"><h2>Overview</h2><p>What Typesense is.</p></a></section>
<section><h2 id="typesense-versions">Typesense Versions<a href="#typesense-versions" class="hash-link">&#8203;</a></h2>
<ul><li><a href="/docs/30.2/api/">v30.2</a><span>latest</span></li><li><a href="/docs/30.1/api/">v30.1</a></li></ul>
<p>See the <a href="/docs/help.html">help page</a>, the <a href="https://github.com/typesense/typesense">repository</a> or <a href="#typesense-versions">versions</a>.</p></section>
<script>window.x = 1</script></main><footer><a href="/docs/">Footer</a></footer></body></html>`;

describe('sitePageMarkdown', () => {
  const text = sitePageMarkdown(HOME, {pageUrl: PAGE_URL, file: 'src/pages/index.tsx'});

  test('takes the title from the h1 and the description from the head', () => {
    expect(text.title).toBe('Typesense Documentation');
    expect(text.description).toBe('Docs for Typesense.');
  });

  test('writes the page’s content, and only it, as Markdown with absolute links', () => {
    expect(text.body).toContain('Typesense is a search engine — it forgives typos.');
    // Links that are boxes of their own on the page (buttons, a badge) stay apart.
    expect(text.body).toContain('[Get started](https://typesense.org/docs/guide/) [API reference](https://typesense.org/docs/api/)');
    // A card: its heading linked, its text under it.
    expect(text.body).toContain('## [Overview](https://typesense.org/docs/overview/)\n\nWhat Typesense is.');
    expect(text.body).toContain('## Typesense Versions\n');
    // Lists as the other twins write them: the marker and one space.
    expect(text.body).toContain('- [v30.2](https://typesense.org/docs/30.2/api/) latest\n- [v30.1](https://typesense.org/docs/30.1/api/)');
    expect(text.body).toContain('[help page](https://typesense.org/docs/help.html)');
    expect(text.body).toContain('[repository](https://github.com/typesense/typesense)');
    expect(text.body).toContain('[versions](https://typesense.org/docs/#typesense-versions)');
    for (const absent of ['Navbar link', 'Footer', 'window.x', '# Typesense Documentation', '\u200b']) {
      expect(text.body).not.toContain(absent);
    }
  });

  test('an article inside main is the content (a Markdown page), without its footer', () => {
    const html = `<html><head><meta name="description" content="Help."></head><body><main><div><article><h1>Help</h1><p>Ask <a href="/docs/guide/">here</a> or <a href="https://cloud.typesense.org">there</a>.</p></article>
<footer><a href="https://github.com/x/edit">Edit this page</a></footer></div></main></body></html>`;
    const help = sitePageMarkdown(html, {pageUrl: 'https://typesense.org/docs/help.html', file: 'src/pages/help.html.md'});
    expect(help).toEqual({title: 'Help', description: 'Help.', body: 'Ask [here](https://typesense.org/docs/guide/) or [there](https://cloud.typesense.org).'});
  });

  test('an ordered list counts from its start, and an item of several blocks is indented to its text, a nested list too', () => {
    const html = `<html><head><meta name="description" content="Steps."></head><body><main><h1>Steps</h1>
<ol start="3"><li><p>Install.</p><p>Then start it.</p></li><li>Search.<ul><li>by title</li><li>by author</li></ul></li></ol></main></body></html>`;
    const steps = sitePageMarkdown(html, {pageUrl: PAGE_URL, file: 'src/pages/steps.md'});
    expect(steps.body).toBe('3. Install.\n\n   Then start it.\n\n4. Search.\n   - by title\n   - by author');
  });

  test('a page without main, h1 or description is an error naming its file', () => {
    expect(() => sitePageMarkdown('<html><body><p>x</p></body></html>', {pageUrl: PAGE_URL, file: 'src/pages/x.tsx'})).toThrow(
      'src/pages/x.tsx: the built page has no <main> element',
    );
    expect(() => sitePageMarkdown('<html><body><main><p>x</p></main></body></html>', {pageUrl: PAGE_URL, file: 'src/pages/x.tsx'})).toThrow(
      'src/pages/x.tsx: the built page has no <h1>',
    );
    expect(() => sitePageMarkdown('<html><body><main><h1>X</h1></main></body></html>', {pageUrl: PAGE_URL, file: 'src/pages/x.tsx'})).toThrow(
      'src/pages/x.tsx: the built page has no meta description',
    );
  });

  test('its twin starts as every twin does: the pointer to llms.txt, the title, the description', () => {
    const twin = markdownTwin(text, LLMS_TXT_URL);
    expect(twin.split('\n').slice(0, 6)).toEqual([expect.stringContaining(LLMS_TXT_URL), '', '# Typesense Documentation', '', '> Docs for Typesense.', '']);
    expect(twin.endsWith('\n')).toBe(true);
  });
});

describe('twinRedirects', () => {
  const redirectsTo = createLegacyRedirects({versions: ['30.2', '0.13.0'], latest: '30.2'});

  test('the .md of an old path leads to the twin of the page its HTML leads to', () => {
    const redirects = twinRedirects(['/docs/0.13.0/api/', '/docs/30.2/api/server-configuration.html', '/docs/guide/high-availability.html'], redirectsTo, {
      baseUrl: '/docs/',
      written: new Set(['/docs/latest/api/server-configuration.md']),
    });
    expect(redirects).toEqual(
      expect.arrayContaining([
        {from: '/docs/0.13.0/api/cluster-operations.md', to: '/docs/0.13.0/api/index.md'},
        {from: '/docs/guide/configure-typesense.md', to: '/docs/30.2/api/server-configuration.md'},
        {from: '/docs/0.13.0/guide/high-availability.md', to: '/docs/guide/high-availability.md'},
      ]),
    );
    // The latest version's twins are files under /latest/ already.
    expect(redirects.map(({from}) => from)).not.toContain('/docs/latest/api/server-configuration.md');
  });

  test('no redirects for pages nothing leads to', () => {
    expect(twinRedirects(['/docs/30.2/api/search.html'], redirectsTo, {baseUrl: '/docs/', written: new Set()})).toEqual([
      {from: '/docs/latest/api/search.md', to: '/docs/30.2/api/search.md'},
    ]);
  });
});
