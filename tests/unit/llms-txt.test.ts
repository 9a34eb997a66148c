import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {toCleanMarkdown} from '../../plugins/llms-txt/markdown';
import {listSections, llmsTxt, sitePagesSection} from '../../plugins/llms-txt';

const SITE = {url: 'https://typesense.org', baseUrl: '/docs/', llmsTxtUrl: 'https://typesense.org/docs/llms.txt'};

describe('toCleanMarkdown', () => {
  const body = [
    'Intro with a [link](/29.0/api/search.html#filter-results) and [another](https://example.com).',
    '',
    '<AvailableSince version="26.0" />',
    '',
    '## Create a collection {#create-a-collection}',
    '',
    '<ApiEndpoint method="POST" path="/collections" />',
    '',
    '<LanguageTabs>',
    '',
    '```shell',
    'curl -X POST "${TYPESENSE_HOST}/collections"',
    '```',
    '',
    '```py',
    'client.collections.create(schema)',
    '```',
    '',
    '</LanguageTabs>',
    '',
    ':::warning Careful',
    'Dropping is permanent.',
    ':::',
    '',
    '<Figure src="/img/api/raft-cluster.svg" zoomSrc="/img/api/raft-cluster@2x.png" width={720} height={380}',
    '  alt="Three nodes">',
    '  A three-node cluster.',
    '</Figure>',
    '',
    '```json title="Response"',
    '{"## not a heading": 1}',
    '```',
  ].join('\n');

  it('turns components into plain Markdown and names each code tab', () => {
    expect(toCleanMarkdown({title: 'Collections', description: 'About collections.', body}, SITE)).toBe(
      [
        '> Index of the Typesense docs, every page with its Markdown: https://typesense.org/docs/llms.txt',
        '',
        '# Collections',
        '',
        '> About collections.',
        '',
        'Intro with a [link](https://typesense.org/docs/29.0/api/search.html#filter-results) and [another](https://example.com).',
        '',
        '*Available from Typesense v26.0.*',
        '',
        '## Create a collection',
        '',
        '**POST** `/collections`',
        '',
        '**Shell**',
        '',
        '```shell',
        'curl -X POST "${TYPESENSE_HOST}/collections"',
        '```',
        '',
        '**Python**',
        '',
        '```py',
        'client.collections.create(schema)',
        '```',
        '',
        '> **Careful**',
        '>',
        '> Dropping is permanent.',
        '',
        '![Three nodes](https://typesense.org/docs/img/api/raft-cluster.svg)',
        '',
        '*A three-node cluster.*',
        '',
        '```json title="Response"',
        '{"## not a heading": 1}',
        '```',
        '',
      ].join('\n'),
    );
  });
});

function docsContent(docs: {id: string; title: string; permalink: string; description?: string}[], order: string[]) {
  return {
    loadedVersions: [
      {
        versionName: 'current',
        docs: docs.map((d) => ({
          ...d,
          source: `@site/content/guide/${d.id}.md`,
          frontMatter: d.description ? {description: d.description} : {},
        })),
        sidebars: {guide: order.map((id) => ({type: 'doc', id}))},
      },
    ],
  } as unknown as LoadedContent;
}

describe('llms.txt', () => {
  const guide = docsContent(
    [
      {id: 'backups', title: 'Backups', permalink: '/docs/guide/backups.html', description: 'Back up your data.'},
      {id: 'index', title: 'Typesense Guide', permalink: '/docs/guide/', description: 'Step-by-step guides.'},
    ],
    ['index', 'backups'],
  );

  it('lists each section’s pages in sidebar order, with title, URL and description', () => {
    const sections = listSections({guide}, [
      {pluginId: 'guide', version: 'current', label: 'Guide'},
      {pluginId: 'default', version: '29.0', label: 'API Reference (v29.0)'},
    ]);
    const text = llmsTxt({title: 'Typesense Documentation', summary: 'Docs.'}, sections, SITE);
    expect(text.startsWith('# Typesense Documentation\n\n> Docs.\n\n## Markdown\n\n')).toBe(true);
    expect(text).toContain('All the pages listed below, in this order, in one file: https://typesense.org/docs/llms-full.txt\n');
    expect(text).not.toContain('## Markdown for one client language');
    expect(text.slice(text.indexOf('## Guide'))).toBe(
      [
        '## Guide',
        '',
        '- [Typesense Guide](https://typesense.org/docs/guide/): Step-by-step guides.',
        '- [Backups](https://typesense.org/docs/guide/backups.html): Back up your data.',
        '',
      ].join('\n'),
    );
  });

  it('lists the site’s own pages first, the docs home first, by the title and description their built pages show', () => {
    const pages = [
      {permalink: '/docs/help.html', source: '@site/src/pages/help.html.md'},
      {permalink: '/docs/api/', source: '@site/src/pages/api/index.tsx'},
      {permalink: '/docs/', source: '@site/src/pages/index.tsx'},
    ];
    const texts = new Map([
      ['/docs/', {title: 'Typesense Documentation', description: 'Docs of Typesense.'}],
      ['/docs/api/', {title: 'API Reference', description: 'Every version.'}],
      ['/docs/help.html', {title: 'Help', description: 'Where to ask.'}],
    ]);
    const text = llmsTxt({title: 'Typesense Documentation', summary: 'Docs.'}, [sitePagesSection('Start here', pages, texts), ...listSections({guide}, [{pluginId: 'guide', version: 'current', label: 'Guide'}])], SITE);
    expect(text.slice(text.indexOf('## Start here'), text.indexOf('## Guide'))).toBe(
      [
        '## Start here',
        '',
        '- [Typesense Documentation](https://typesense.org/docs/): Docs of Typesense.',
        '- [API Reference](https://typesense.org/docs/api/): Every version.',
        '- [Help](https://typesense.org/docs/help.html): Where to ask.',
        '',
        '',
      ].join('\n'),
    );
    expect(() => sitePagesSection('Start here', pages, new Map())).toThrow("llms.txt: no text of the site's page /docs/ (@site/src/pages/index.tsx)");
  });

  it('says where the per-language files are and how they are named, with an example', () => {
    const text = llmsTxt({title: 'Typesense Documentation', summary: 'Docs.'}, [], SITE, {
      where: ['v30.2', 'v30.1', 'the Guide'],
      example: {permalink: '/docs/30.2/api/search.html', languages: ['javascript', 'python']},
    });
    expect(text).toContain(
      '## Markdown for one client language\n\nThe pages with code samples in v30.2, v30.1 and the Guide also come with the samples of one client language only: ' +
        'the Markdown URL with the language before `.md`, `<page>.<language>.md` ' +
        '(https://typesense.org/docs/30.2/api/search.javascript.md, https://typesense.org/docs/30.2/api/search.python.md). ' +
        'Languages, as far as the page offers them: javascript, php, python, ruby, java, go, dart, swift. ' +
        'Where that client has no call for a request, the file keeps the request’s Shell (curl) sample.\n',
    );
  });

  it('names every page without a front matter description', () => {
    const undescribed = docsContent([{id: 'faqs', title: 'FAQ', permalink: '/docs/guide/faqs.html'}], ['faqs']);
    expect(() => listSections({guide: undescribed}, [{pluginId: 'guide', version: 'current', label: 'Guide'}])).toThrow(
      'These pages need a front matter description (llms.txt and search results show it):\n- content/guide/faqs.md',
    );
  });
});
