/**
 * The Markdown twins and the per-language files made from them
 * (src/markdown-twins, plugins/llms-txt), on a fixture page
 * (tests/fixtures/markdown-twins/page.mdx: a group with a client without the
 * call, a bold line of prose with a language's name, a code block holding a
 * label line, a group in an admonition, two groups with nothing between them,
 * a Shell-only group and a group without Shell) and on small cases.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {toCleanMarkdown} from '../../plugins/llms-txt/markdown';
import {
  checkFullTextBudget,
  listTwinnedPages,
  llmsFullTxt,
  resolveTwinLink,
  versionNote,
} from '../../plugins/llms-txt';
import remarkPageLanguages, {tabLanguagesOf} from '../../plugins/code-samples/remark-page-languages';
import {languageFileVersions, languageTwinPath, latestAliasPath, markdownTwinPath, markdownTwinPaths} from '../../src/markdown-twins';
import {clientLanguagesOf, keepLanguage, readTwin, twinLanguages, writeTwin} from '../../src/markdown-twins/tabs';
import {pageLanguagesOf} from '../../src/page-languages';
import {newestStableVersions} from '../../src/versioning/versions';

const FIXTURES = path.join(__dirname, '../fixtures/markdown-twins');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const SITE = {url: 'https://typesense.org', baseUrl: '/docs/', llmsTxtUrl: 'https://typesense.org/docs/llms.txt'};
const TWIN_URL = 'https://typesense.org/docs/30.2/api/stopwords.md';

/** The fixture page's twin, as the build writes it for /docs/30.2/api/stopwords.html. */
function fixtureTwin(): string {
  const permalinks = new Map([['versioned_docs/version-30.2/api/search.md', '/docs/30.2/api/search.html']]);
  return toCleanMarkdown(
    {
      title: 'Stopwords',
      description: 'Words a search leaves out.',
      body: fixture('page.mdx'),
      note: versionNote('30.2', '30.2', 'https://typesense.org/docs/30.2/api/'),
    },
    {
      ...SITE,
      pageUrl: 'https://typesense.org/docs/30.2/api/stopwords.html',
      resolveLink: (href) => resolveTwinLink(href, 'versioned_docs/version-30.2/api/stopwords.md', permalinks, {url: SITE.url, latest: '30.2'}),
    },
  );
}

/** The labels of a Markdown file's tabs, group by group. */
function groupLabels(markdown: string): string[][] {
  return readTwin(markdown).flatMap((part) => (part.kind === 'group' ? [part.tabs.map((tab) => tab.label)] : []));
}

describe('twin URLs', () => {
  it('puts the Markdown next to the HTML, and a folder URL’s as index.md and README.md', () => {
    expect(markdownTwinPath('/docs/29.0/api/collections.html')).toBe('/docs/29.0/api/collections.md');
    expect(markdownTwinPaths('/docs/29.0/api/collections.html')).toEqual(['/docs/29.0/api/collections.md']);
    expect(markdownTwinPath('/docs/guide/')).toBe('/docs/guide/index.md');
    expect(markdownTwinPaths('/docs/30.2/api/')).toEqual(['/docs/30.2/api/index.md', '/docs/30.2/api/README.md']);
  });

  it('names a language’s file after the page and the language', () => {
    expect(languageTwinPath('/docs/30.2/api/search.html', 'python')).toBe('/docs/30.2/api/search.python.md');
    expect(languageTwinPath('/docs/guide/reference-implementations/x.html', 'go')).toBe('/docs/guide/reference-implementations/x.go.md');
    expect(languageTwinPath('/docs/30.2/api/', 'php')).toBe('/docs/30.2/api/index.php.md');
  });

  it('serves the latest version’s files under its alias too, and no other version’s', () => {
    const site = {baseUrl: '/docs/', latest: '30.2', alias: 'latest'};
    expect(latestAliasPath('/docs/30.2/api/search.md', site)).toBe('/docs/latest/api/search.md');
    expect(latestAliasPath('/docs/30.2/api/search.python.md', site)).toBe('/docs/latest/api/search.python.md');
    expect(latestAliasPath('/docs/30.2/README.md', site)).toBe('/docs/latest/README.md');
    expect(latestAliasPath('/docs/30.1/api/search.md', site)).toBeUndefined();
    // A version whose name starts like the latest one's is another version.
    expect(latestAliasPath('/docs/30.20/api/search.md', site)).toBeUndefined();
    expect(latestAliasPath('/docs/guide/index.md', site)).toBeUndefined();
  });

  it('gives per-language files to the newest stable versions, never to a release candidate', () => {
    const versions = ['31.0', '30.2', '30.1', '30.0', '0.25.2'];
    expect(newestStableVersions(versions, '30.2', 2)).toEqual(['30.2', '30.1']);
    expect(languageFileVersions(versions, '30.2')).toEqual(['30.2', '30.1']);
    expect(languageFileVersions(versions, '31.0')).toEqual(['31.0', '30.2']);
  });
});

describe('the twin of a page', () => {
  const twin = fixtureTwin();

  it('is the fixture’s twin', () => {
    expect(twin).toBe(fixture('stopwords.md'));
  });

  it('starts with a line pointing to llms.txt, then the title, description and version', () => {
    expect(twin.split('\n').slice(0, 8)).toEqual([
      '> Index of the Typesense docs, every page with its Markdown: https://typesense.org/docs/llms.txt',
      '',
      '# Stopwords',
      '',
      '> Words a search leaves out.',
      '',
      '*Typesense v30.2, the latest version.*',
      '',
    ]);
  });

  it('makes every link absolute: file links to the page’s URL, anchors into the page', () => {
    expect(twin).toContain('[Search](https://typesense.org/docs/30.2/api/search.html#stopwords)');
    expect(twin).toContain('[guide](https://typesense.org/docs/guide/tips.html)');
    expect(twin).toContain('[this section](https://typesense.org/docs/30.2/api/stopwords.html#list-stopwords-sets)');
  });

  it('writes each group’s tabs labelled, a client without the call as one line in italics', () => {
    expect(groupLabels(twin)).toEqual([
      ['Shell', 'JavaScript', 'Python', 'Go'],
      ['JavaScript', 'Go'],
      ['JavaScript', 'Python'],
      ['Shell', 'TypeScript', 'Dart'],
    ]);
    expect(twin).toContain(
      '**Go**\n\n*typesense-go 1.0.0 has no call for this (no stopwords API): send the request of the Shell tab.*\n',
    );
  });

  it('reads back to itself, and offers the client languages of its groups in tab order', () => {
    expect(writeTwin(readTwin(twin))).toBe(twin);
    expect(twinLanguages(twin)).toEqual(['javascript', 'python', 'go', 'dart']);
  });

  it('keeps a group in an admonition quoted', () => {
    expect(twin).toContain('> **Tip**\n>\n> **Shell**\n>\n> ```shell\n> curl "${TYPESENSE_HOST}/stopwords"\n> ```\n');
  });

  it('keeps the blank lines of code as they are, and runs of them in prose as one', () => {
    const body = ['One.', '', '', '', 'Two.', '', '```py', 'import os', '', '', 'print(os.environ)', '```', '', '', 'Three.'].join('\n');
    expect(toCleanMarkdown({title: 'T', description: 'D.', body}, SITE).split('\n').slice(6)).toEqual([
      'One.',
      '',
      'Two.',
      '',
      '```py',
      'import os',
      '',
      '',
      'print(os.environ)',
      '```',
      '',
      'Three.',
      '',
    ]);
  });

  it('leaves MDX imports, comments and the wrappers of generic tabs out, and labels each generic tab', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      '',
      '{/* a comment */}',
      '',
      '<Tabs groupId="arch">',
      '<TabItem value="x64" label="x64">',
      '',
      '```shell',
      'uname -m',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(toCleanMarkdown({title: 'T', description: 'D.', body}, SITE).split('\n').slice(6)).toEqual([
      '**x64**',
      '',
      '```shell',
      'uname -m',
      '```',
      '',
    ]);
  });
});

describe('the page with one language', () => {
  const twin = fixtureTwin();

  it.each(['python', 'go', 'dart'])('is the fixture’s %s file', (language) => {
    expect(keepLanguage(twin, language, TWIN_URL)).toBe(fixture(`stopwords.${language}.md`));
  });

  it('keeps the language’s own tab, Shell with a client without the call, Shell where the group lacks the language', () => {
    expect(groupLabels(keepLanguage(twin, 'python', TWIN_URL))).toEqual([['Python'], ['Python'], ['Shell']]);
    expect(groupLabels(keepLanguage(twin, 'go', TWIN_URL))).toEqual([['Go', 'Shell'], ['Go'], ['Shell']]);
  });

  it('says what a group without the language or Shell has instead', () => {
    expect(keepLanguage(twin, 'python', TWIN_URL)).toContain('*No Python sample here; this step is shown in JavaScript, Go on the page.*');
  });

  it('keeps prose, headings and blocks outside groups, and says what it keeps under the description', () => {
    const python = keepLanguage(twin, 'python', TWIN_URL);
    const outside = (markdown: string) =>
      readTwin(markdown)
        .flatMap((part) => (part.kind === 'text' ? part.lines : []))
        .filter((line) => /^(#|A bold line|```md|\*\*Python\*\*$)/.test(line));
    expect(outside(python)).toEqual(outside(twin));
    expect(python.split('\n')[6]).toBe(
      `*Code samples in Python only, and in Shell where the Python client has no call for a request. Every language: ${TWIN_URL}*`,
    );
  });
});

describe('the languages a compiled page exports for "Copy page"', () => {
  const code = (lang: string): RootContent => ({type: 'code', lang, meta: null, value: '…'});
  const group = (...children: RootContent[]): RootContent =>
    ({type: 'mdxJsxFlowElement', name: 'LanguageTabs', attributes: [], children}) as RootContent;
  const unavailable = (language: string): RootContent =>
    ({
      type: 'mdxJsxFlowElement',
      name: 'SampleUnavailable',
      attributes: [{type: 'mdxJsxAttribute', name: 'language', value: language}],
      children: [],
    }) as RootContent;
  /** The tree of a page, as the MDX compiler hands it to the plugin once the groups are completed. */
  const compile = (children: RootContent[]): Root => {
    const root: Root = {type: 'root', children};
    (remarkPageLanguages as () => (tree: Root) => void)()(root);
    return root;
  };

  it('lists the client languages of the page’s groups in tab order, Shell and other languages left out', () => {
    const root = compile([
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'Install'}]},
      code('js'),
      group(code('shell'), code('ts'), code('dart')),
      {type: 'blockquote', children: [group(code('shell'), code('py'), unavailable('go'), code('js'))]} as RootContent,
    ]);
    expect(tabLanguagesOf(root)).toEqual(['shell', 'typescript', 'dart', 'shell', 'python', 'go', 'javascript']);
    expect(clientLanguagesOf(tabLanguagesOf(root))).toEqual(['javascript', 'python', 'go', 'dart']);
    expect(root.children.at(-1)).toMatchObject({
      type: 'mdxjsEsm',
      value: 'export const sampleLanguages = ["javascript","python","go","dart"];',
      data: {estree: {type: 'Program', body: [{type: 'ExportNamedDeclaration'}]}},
    });
  });

  it('exports nothing from a page without samples', () => {
    const root = compile([code('js'), group(code('shell'))]);
    expect(root.children.some((node) => node.type === 'mdxjsEsm')).toBe(false);
  });

  it('reads them back from a page module, and nothing from one without', () => {
    expect(pageLanguagesOf({sampleLanguages: ['python', 'go']})).toEqual(['python', 'go']);
    expect(pageLanguagesOf({})).toEqual([]);
    expect(pageLanguagesOf({sampleLanguages: 'python'})).toEqual([]);
  });
});

describe('links and notes of twins', () => {
  const permalinks = new Map([
    ['versioned_docs/version-0.23.0/api/search.md', '/docs/0.23.0/api/search.html'],
    ['versioned_docs/version-0.23.0/api/index.md', '/docs/0.23.0/api/'],
  ]);
  const resolve = (href: string, source = 'versioned_docs/version-0.23.0/api/documents.md') =>
    resolveTwinLink(href, source, permalinks, {url: SITE.url, latest: '30.2'});

  it('resolves file links against the page’s folder, and /latest/ to the latest version', () => {
    expect(resolve('search.md#sorting')).toBe('https://typesense.org/docs/0.23.0/api/search.html#sorting');
    expect(resolve('api/index.md', 'versioned_docs/version-0.23.0/index.md')).toBe('https://typesense.org/docs/0.23.0/api/');
    expect(resolve('/latest/api/search.html#x')).toBe('/30.2/api/search.html#x');
    expect(resolve('https://example.com/a.md')).toBeUndefined();
    expect(resolve('missing.md')).toBeUndefined();
  });

  it('says which version an API page documents', () => {
    expect(versionNote('30.2', '30.2', 'u')).toBe('*Typesense v30.2, the latest version.*');
    expect(versionNote('0.23.0', '30.2', 'https://typesense.org/docs/30.2/api/')).toBe(
      '*Typesense v0.23.0, an older version. The latest version is v30.2: https://typesense.org/docs/30.2/api/*',
    );
    expect(versionNote('31.0', '30.2', 'u')).toBe('*Typesense v31.0, a release candidate. The latest version is v30.2: u*');
  });
});

describe('llms-full.txt', () => {
  const sections = [
    {label: 'Guide', pages: [{title: 'Backups', description: 'Back up.', permalink: '/docs/guide/backups.html', source: '@site/content/guide/backups.md'}]},
    {label: 'API Reference (v30.2)', pages: [{title: 'API', description: 'The API.', permalink: '/docs/30.2/api/', source: '@site/versioned_docs/version-30.2/api/index.md'}]},
  ];
  const twin = (title: string) => `> Index …: https://typesense.org/docs/llms.txt\n\n# ${title}\n\n> D.\n\nText.\n`;

  it('holds each listed page’s twin under its URL, in llms.txt’s order, without the pointer line', () => {
    const twins = new Map([
      ['/docs/30.2/api/', twin('API')],
      ['/docs/guide/backups.html', twin('Backups')],
    ]);
    const text = llmsFullTxt({title: 'Typesense Documentation', summary: 'Docs.'}, sections, twins, SITE);
    expect(text).toBe(
      [
        '# Typesense Documentation: every page in full',
        '',
        '> Docs.',
        '',
        'The 2 pages of Guide, API Reference (v30.2), one after the other, each under a line `Page: <its URL>`. The list of pages, and how to get any page of any version as Markdown: https://typesense.org/docs/llms.txt',
        '',
        '---',
        '',
        'Page: https://typesense.org/docs/guide/backups.html',
        '',
        '# Backups\n\n> D.\n\nText.\n',
        '---',
        '',
        'Page: https://typesense.org/docs/30.2/api/',
        '',
        '# API\n\n> D.\n\nText.\n',
      ].join('\n'),
    );
  });

  it('names a listed page without a twin', () => {
    expect(() => llmsFullTxt({title: 'T', summary: 'S.'}, sections, new Map(), SITE)).toThrow(
      'llms-full.txt: no Markdown twin of /docs/guide/backups.html (@site/content/guide/backups.md)',
    );
  });

  it('passes at its budget and fails the build above it, saying by how much', () => {
    expect(checkFullTextBudget(2_000_000, 2_000_000)).toBe('llms-full.txt: 2.00 MB (2000000 bytes), budget 2.00 MB');
    expect(() => checkFullTextBudget(2_050_000, 2_000_000)).toThrow('llms-full.txt: 2.05 MB (2050000 bytes), budget 2.00 MB: over budget by 0.05 MB.');
  });
});

describe('the pages that get twins', () => {
  it('are every doc of every docs plugin and version', () => {
    const content = (versions: Record<string, string[]>) =>
      ({
        loadedVersions: Object.entries(versions).map(([versionName, permalinks]) => ({
          versionName,
          docs: permalinks.map((permalink) => ({title: permalink, permalink, source: `@site/${permalink}.md`, frontMatter: {}})),
        })),
      }) as unknown as LoadedContent;
    const pages = listTwinnedPages({
      default: content({'30.2': ['/docs/30.2/api/'], '0.11.0': ['/docs/0.11.0/api/search.html']}),
      guide: content({current: ['/docs/guide/']}),
    });
    expect(pages.map(({permalink, pluginId, version}) => `${pluginId}@${version} ${permalink}`)).toEqual([
      'default@30.2 /docs/30.2/api/',
      'default@0.11.0 /docs/0.11.0/api/search.html',
      'guide@current /docs/guide/',
    ]);
  });
});
