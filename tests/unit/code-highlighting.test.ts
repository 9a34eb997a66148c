/**
 * Code highlighted at build time: the segments a block becomes, which token
 * types get a span (those the stylesheet colours), and the plugin on MDX trees.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'hast';
import rehypeCodeTokens, {colouredTokenTypes, createTokensCache, highlightCode} from '../../plugins/code-highlighting/rehype-code-tokens';
import {codeHtml, codeText, parseCodeSegments, segmentsOfHtml} from '../../src/code-tokens';

const COLOURS_CSS = path.join(__dirname, '../../src/css/code.css');
const coloured = colouredTokenTypes(fs.readFileSync(COLOURS_CSS, 'utf8'));

describe('colouredTokenTypes', () => {
  it('reads the token types a stylesheet colours, in either theme', () => {
    expect(colouredTokenTypes('.token.keyword, .token.string { color: red } [data-theme="dark"] .token.class-name { color: blue }')).toEqual(
      new Set(['keyword', 'string', 'class-name']),
    );
  });

  it('finds the site’s colours, and punctuation is not one of them', () => {
    expect(coloured.has('keyword')).toBe(true);
    expect(coloured.has('string')).toBe(true);
    expect(coloured.has('punctuation')).toBe(false);
  });
});

describe('codeHtml', () => {
  it('renders tokens as spans with their types and bare text as text', () => {
    expect(codeHtml([['keyword', 'const'], ' books = ', ['string', "'books'"], ';'])).toBe(
      '<span class="token keyword">const</span> books = <span class="token string">\'books\'</span>;',
    );
  });

  it('escapes the code, so that markup in a sample is shown and never parsed', () => {
    const html = codeHtml(['<script>alert("x") && 1</script> ', ['string', '"<b>"'], ['tag"onload="x', 'a']]);
    expect(html).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp;&amp; 1&lt;/script&gt; <span class="token string">&quot;&lt;b&gt;&quot;</span><span class="token tag&quot;onload=&quot;x">a</span>',
    );
  });
});

describe('segmentsOfHtml', () => {
  const text = (value: string) => ({nodeType: 3, textContent: value});
  const span = (className: string, value: string) => ({nodeType: 1, className, textContent: value});

  it('reads back the segments codeHtml wrote: spans of tokens as tokens, text (split or not) as one run', () => {
    expect(segmentsOfHtml([span('token keyword', 'const'), text(' books'), text(' = '), span('token string', "'books'"), text(';')])).toEqual([
      ['keyword', 'const'],
      ' books = ',
      ['string', "'books'"],
      ';',
    ]);
    expect(segmentsOfHtml([span('token keyword control-flow', 'if')])).toEqual([['keyword control-flow', 'if']]);
  });

  it('keeps the text of anything else (an element without the token class, a comment) as text', () => {
    expect(segmentsOfHtml([text('a'), span('highlighted', 'b'), {nodeType: 8, textContent: ''}, text('c')])).toEqual(['abc']);
    expect(segmentsOfHtml([])).toEqual([]);
  });
});

describe('highlightCode', () => {
  it('keeps coloured tokens as spans and merges everything else into bare text', () => {
    const segments = highlightCode("const books = await client.collections('books');", 'js', coloured);
    expect(segments).toEqual([
      ['keyword', 'const'],
      ' books = ',
      ['keyword control-flow', 'await'],
      ' client.',
      ['method function property-access', 'collections'],
      '(',
      ['string', "'books'"],
      ');',
    ]);
  });

  it('keeps the code exactly, line breaks included', () => {
    const code = 'curl "${TYPESENSE_HOST}/health" \\\n  -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"';
    const segments = highlightCode(code, 'shell', coloured);
    expect(codeText(segments)).toBe(code);
    expect(segments.some((segment) => Array.isArray(segment) && segment[0] === 'string')).toBe(true);
  });

  it('keeps blank lines as they are, one line break each (Prism marks an empty line with one of its own)', () => {
    for (const [code, language] of [
      ['import os\nimport requests\n\nrequests.put(url)\n', 'py'],
      ['}\n\n\ncollection, err := client.Collections()', 'go'],
      ['{\n\n"a": 1}', 'json'],
      ['\n\nplain', 'text'],
    ]) {
      expect(codeText(highlightCode(code!, language, coloured))).toBe(code);
    }
  });

  it('highlights the languages it adds to Prism’s own', () => {
    for (const [language, code] of [
      ['php', '<?php $client = new Client($config);'],
      ['ruby', 'client = Typesense::Client.new(nodes: [])'],
      ['java', 'Client client = new Client(configuration);'],
      ['dart', 'final client = Client(config);'],
      ['csharp', 'var client = new TypesenseClient(config);'],
      ['hcl', 'resource "typesense_collection" "books" {}'],
      ['ini', '[server]\napi-key = xyz'],
    ] as const) {
      expect([language, highlightCode(code, language, coloured).some((segment) => typeof segment !== 'string')]).toEqual([language, true]);
    }
  });

  it('shows a language Prism does not know as plain text', () => {
    expect(highlightCode('some {text}', 'no-such-language', coloured)).toEqual(['some {text}']);
    expect(highlightCode('plain', undefined, coloured)).toEqual(['plain']);
  });
});

describe('createTokensCache', () => {
  it('highlights each distinct block once, keyed by its language and its text, and gives what the highlighter gives as JSON', () => {
    const calls: string[] = [];
    const tokensOf = createTokensCache((code, language) => {
      calls.push(`${language}:${code}`);
      return highlightCode(code, language, coloured);
    });
    const code = "client.collections['books'].retrieve()";
    expect(tokensOf(code, 'py')).toBe(JSON.stringify(highlightCode(code, 'py', coloured)));
    expect(tokensOf(code, 'py')).toBe(JSON.stringify(highlightCode(code, 'py', coloured)));
    // The same text in another language, and a text that differs by one character, are highlighted anew.
    expect(tokensOf(code, 'ruby')).toBe(JSON.stringify(highlightCode(code, 'ruby', coloured)));
    expect(tokensOf(`${code};`, 'py')).toBe(JSON.stringify(highlightCode(`${code};`, 'py', coloured)));
    // A language is never part of the text: "a" + "b\nc" is not "a\nb" + "c".
    tokensOf('b\nc', 'a');
    tokensOf('c', 'a\nb');
    tokensOf('plain', undefined);
    tokensOf('plain', undefined);
    expect(calls).toEqual([`py:${code}`, `ruby:${code}`, `py:${code};`, 'a:b\nc', 'a\nb:c', 'undefined:plain']);
  });

  it('keeps at most maxEntries blocks, letting the oldest go first', () => {
    const calls: string[] = [];
    const tokensOf = createTokensCache((code) => {
      calls.push(code);
      return [code];
    }, 2);
    tokensOf('one', 'js');
    tokensOf('two', 'js');
    tokensOf('three', 'js');
    tokensOf('three', 'js');
    tokensOf('two', 'js');
    expect(calls).toEqual(['one', 'two', 'three']);
    expect(tokensOf('one', 'js')).toBe('["one"]');
    expect(calls).toEqual(['one', 'two', 'three', 'one']);
  });
});

describe('the rehype plugin', () => {
  function tree(): Root {
    const code = (language: string, text: string) => ({
      type: 'element' as const,
      tagName: 'pre',
      properties: {},
      children: [{type: 'element' as const, tagName: 'code', properties: {className: [`language-${language}`], metastring: 'title="Response"'}, children: [{type: 'text' as const, value: text}]}],
    });
    return {
      type: 'root',
      children: [
        code('json', '{"ok": true}\n'),
        // A fenced block inside JSX, as in <LanguageTabs>.
        {type: 'mdxJsxFlowElement', name: 'LanguageTabs', attributes: [], children: [code('py', 'client.health.retrieve()\n')]} as never,
        {type: 'element', tagName: 'p', properties: {}, children: [{type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: 'inline'}]}]},
      ],
    };
  }

  it('replaces the text of every block, inside JSX too, with its segments, and leaves inline code alone', () => {
    const root = tree();
    (rehypeCodeTokens as unknown as (options: {coloursCss: string}) => (root: Root) => void)({coloursCss: COLOURS_CSS})(root);
    const blocks = JSON.stringify(root);
    const json = (root.children[0] as {children: {properties: Record<string, unknown>; children: unknown[]}[]}).children[0]!;
    expect(json.children).toEqual([]);
    expect(json.properties.metastring).toBe('title="Response"');
    expect(codeText(parseCodeSegments(json.properties.dataCodeTokens as string))).toBe('{"ok": true}');
    const python = (root.children[1] as unknown as {children: {children: {properties: Record<string, unknown>}[]}[]}).children[0]!.children[0]!;
    expect(codeText(parseCodeSegments(python.properties.dataCodeTokens as string))).toBe('client.health.retrieve()');
    expect(blocks).toContain('"value":"inline"');
  });

  it('puts a group’s blocks in their language’s file, and a first tab that readers of another language see in the page’s', () => {
    const block = (language: string) => ({
      type: 'element' as const,
      tagName: 'pre',
      properties: {},
      children: [{type: 'element' as const, tagName: 'code', properties: {className: [`language-${language}`]}, children: [{type: 'text' as const, value: 'x\n'}]}],
    });
    const unavailable = (language: string) => ({type: 'mdxJsxFlowElement', name: 'SampleUnavailable', attributes: [{type: 'mdxJsxAttribute', name: 'language', value: language}], children: []});
    const group = (...tabs: unknown[]) => ({type: 'mdxJsxFlowElement', name: 'LanguageTabs', attributes: [], children: tabs}) as never;
    const root: Root = {
      type: 'root',
      children: [
        block('json'),
        group(block('bash'), block('js'), unavailable('php'), unavailable('go')),
        // Lacks Go, which the group above has (as a tab without a call): its Shell block is seen by Go readers.
        group(block('shell'), block('javascript')),
        // Its first tab is not Shell: readers without a language see it.
        group(block('php'), block('shell'), block('javascript'), unavailable('go')),
      ],
    };
    (rehypeCodeTokens as unknown as (options: {coloursCss: string}) => (root: Root) => void)({coloursCss: COLOURS_CSS})(root);
    const bundles = JSON.stringify(root)
      .match(/"dataCodeBundle":"[\w-]+"/g)!
      .map((match) => match.split('"')[3]);
    expect(bundles).toEqual(['page', 'shell', 'javascript', 'page', 'javascript', 'page', 'shell', 'javascript']);
  });

  it('refuses a stylesheet that colours nothing', () => {
    const empty = path.join(__dirname, '../fixtures/code-highlighting/no-colours.css');
    expect(() => (rehypeCodeTokens as unknown as (options: {coloursCss: string}) => unknown)({coloursCss: empty})).toThrow(
      /no-colours\.css colours no token type/,
    );
  });
});
