import {createFrontMatterParser, normalizeFrontMatter} from '../../plugins/markdown/front-matter';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

describe('normalizeFrontMatter', () => {
  it('gives docs the old site’s .html URLs and their headings in the sidebar', () => {
    expect(normalizeFrontMatter({title: 'Search'}, 'versioned_docs/version-29.0/api/search.md')).toEqual({
      title: 'Search',
      slug: 'search.html',
      hide_table_of_contents: true,
      sidebar_depth: 2,
    });
  });

  it('serves index files at their folder', () => {
    expect(normalizeFrontMatter({title: 'Guide'}, 'content/guide/index.md')).not.toHaveProperty('slug');
  });

  it('lets a page choose its own slug and depth', () => {
    expect(normalizeFrontMatter({slug: 'x.html', sidebar_depth: 1}, 'content/guide/y.md')).toMatchObject({
      slug: 'x.html',
      sidebar_depth: 1,
    });
  });

  it('leaves standalone pages alone', () => {
    expect(normalizeFrontMatter({title: 'Help'}, 'src/pages/help.html.md')).toEqual({title: 'Help'});
  });

  it.each([
    [{sitemap: {priority: 1.5}}, 'sitemap.priority must be a number from 0 to 1, got 1.5.'],
    [{sitemap: {priority: '0.7'}}, 'sitemap.priority must be a number from 0 to 1, got "0.7".'],
    [{sitemap: {priority: -0.1}}, 'sitemap.priority must be a number from 0 to 1, got -0.1.'],
    [{sitemap: 0.7}, 'sitemap must be a mapping such as `sitemap: {priority: 0.7}`.'],
    [{sitemap: {priorty: 0.7}}, 'sitemap has unknown field(s) priorty; only `priority` is supported.'],
    [{sidebar_depth: 3}, 'sidebar_depth must be 1 (h2 headings in the sidebar) or 2 (h2 and h3), got 3.'],
    [{title: ''}, 'title must be a non-empty string, got "".'],
    [{description: 42}, 'description must be a non-empty string, got 42.'],
  ])('rejects %j, naming the file', (frontMatter, problem) => {
    expect(() => normalizeFrontMatter(frontMatter, 'content/guide/backups.md')).toThrow(
      `Invalid front matter in content/guide/backups.md: ${problem}`,
    );
  });

  it('writes the version of an API page for {version} in its title and description', () => {
    const frontMatter = {title: 'Typesense API Reference for v{version}', description: 'What Typesense {version} adds.'};
    expect(normalizeFrontMatter(frontMatter, 'versioned_docs/version-30.2/api/index.md')).toMatchObject({
      title: 'Typesense API Reference for v30.2',
      description: 'What Typesense 30.2 adds.',
    });
    // The working copy is given its number when it is cut.
    expect(normalizeFrontMatter(frontMatter, 'docs/api/index.md')).toMatchObject({title: 'Typesense API Reference for vNext'});
  });

  it.each([
    [{title: 'Search in v{versoin}'}, 'versioned_docs/version-30.2/api/search.md', 'title has the unknown placeholder {versoin}; the only one is {version}.'],
    [{description: 'Backups in {version}'}, 'content/guide/backups.md', 'description uses {version}, which only pages of the API reference have; write the version out.'],
  ])('refuses %j in %s, naming the file', (frontMatter, file, problem) => {
    expect(() => normalizeFrontMatter(frontMatter, file)).toThrow(`Invalid front matter in ${file}: ${problem}`);
  });

  it('accepts priorities from 0 to 1', () => {
    expect(() => normalizeFrontMatter({sitemap: {priority: 0}}, 'a.md')).not.toThrow();
    expect(() => normalizeFrontMatter({sitemap: {priority: 1}}, 'a.md')).not.toThrow();
  });
});

describe('the front matter parser Docusaurus uses', () => {
  const parse = createFrontMatterParser({siteDir: '/site'});

  it('parses, then normalizes', async () => {
    const result = await parse({
      filePath: '/site/content/guide/backups.md',
      fileContent: '---\ntitle: Backups\n---\n\nBody',
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    expect(result.frontMatter).toMatchObject({title: 'Backups', slug: 'backups.html'});
    expect(result.content.trim()).toBe('Body');
  });

  it('names the file when the YAML is malformed', async () => {
    await expect(
      parse({
        filePath: '/site/content/guide/backups.md',
        fileContent: '---\ntitle: [Backups\n---\n\nBody',
        defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
      }),
    ).rejects.toThrow(/^Malformed front matter in content\/guide\/backups\.md: /);
  });

  it('names the file when a value is out of range', async () => {
    await expect(
      parse({
        filePath: '/site/versioned_docs/version-29.0/api/search.md',
        fileContent: '---\nsitemap:\n  priority: 7\n---\n',
        defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
      }),
    ).rejects.toThrow('Invalid front matter in versioned_docs/version-29.0/api/search.md: sitemap.priority');
  });
});
