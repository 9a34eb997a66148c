import {buildDifferences, withoutContentHashes, withoutInlineScriptCode, type BuiltFile} from '../../scripts/lib/build-equivalence';

const files = (entries: Record<string, string>): BuiltFile[] => Object.entries(entries).map(([path, text]) => ({path, read: () => text}));
const names = {a: 'node-20', b: 'node-26'};
const page = (runtime: string, inline: string, text: string) =>
  `<html><head><script>${inline}</script><script type="application/ld+json">{"name":"Search"}</script></head><body><p>${text}</p><script src="/docs/assets/js/runtime~main.${runtime}.js"></script></body></html>`;

describe('buildDifferences: two builds of the same sources on two Node lines', () => {
  it('finds none where only the minifier named things otherwise (runtime hash, inline script code)', () => {
    const a = files({'30.2/api/search.html': page('8ae35776', 'var e=1;function t(){}', 'Search'), 'assets/js/runtime~main.8ae35776.js': 'var t,c;', 'llms.txt': 'Search'});
    const b = files({'30.2/api/search.html': page('f9a4ec4c', 'var e=1;function c(){}', 'Search'), 'assets/js/runtime~main.f9a4ec4c.js': 'var c,t;', 'llms.txt': 'Search'});
    expect(buildDifferences(a, b, names)).toEqual([]);
  });

  it("reports a page's text that differs, with the place", () => {
    const a = files({'30.2/api/search.html': page('8ae35776', '', 'Search')});
    const b = files({'30.2/api/search.html': page('8ae35776', '', 'Saerch')});
    expect(buildDifferences(a, b, names)).toEqual([{path: '30.2/api/search.html', problem: expect.stringMatching(/^differs: line 1: ".*<p>Search<\/p>.*" against ".*<p>Saerch<\/p>.*"$/)}]);
  });

  it('says where one file ends before the other', () => {
    expect(buildDifferences(files({'llms.txt': 'a\nb'}), files({'llms.txt': 'a\nb\n'}), names)).toEqual([
      {path: 'llms.txt', problem: 'differs: line 3: (the end of the file) against ""'},
    ]);
  });

  it('reports structured data that differs: it is data, not minified code', () => {
    const a = files({'x.html': '<script type="application/ld+json">{"a":1}</script>'});
    const b = files({'x.html': '<script type="application/ld+json">{"a":2}</script>'});
    expect(buildDifferences(a, b, names)).toHaveLength(1);
  });

  it('reports files that only one build has, and Markdown, data and stylesheets that differ', () => {
    const a = files({'a.md': '# A', 'search.json': '{}', 'assets/css/styles.0b709e60.css': 'a{}', 'only-a.html': ''});
    const b = files({'a.md': '# B', 'search.json': '{}', 'assets/css/styles.b96b9b2a.css': 'b{}', 'only-b.xml': ''});
    expect(buildDifferences(a, b, names)).toEqual([
      {path: 'a.md', problem: 'differs: line 1: "# A" against "# B"'},
      {path: 'assets/css/styles.[hash].css', problem: 'differs: line 1: "a{}" against "b{}"'},
      {path: 'only-a.html', problem: 'in node-20, not in node-26'},
      {path: 'only-b.xml', problem: 'in node-26, not in node-20'},
    ]);
  });
});

describe('the normalisations', () => {
  it('replace content hashes in asset names, and only those', () => {
    expect(withoutContentHashes('/docs/assets/js/main.3ac41744.js and 1010.c46299c8.js, assets/code/0095adbbe63d3f5c.json')).toBe(
      '/docs/assets/js/main.[hash].js and 1010.[hash].js, assets/code/0095adbbe63d3f5c.json',
    );
  });

  it('drop the code of inline scripts, and keep scripts with a source and data', () => {
    expect(withoutInlineScriptCode('<script>a()</script><script defer src="/x.js"></script><script type="application/json">{}</script>')).toBe(
      '<script>[code]</script><script defer src="/x.js"></script><script type="application/json">{}</script>',
    );
  });
});
