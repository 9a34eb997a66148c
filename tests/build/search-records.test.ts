/**
 * The search indexer over the real build: every page of the sitemap yields
 * records, each record's URL and anchor exist, and its hierarchy and version
 * tags are the page's own.
 */
import fs from 'node:fs';
import {DOC_SECTIONS, LATEST_VERSION, SITE, UNVERSIONED} from '../../src/constants';
import {extractRecords, type DocSearchRecord} from '../../scripts/indexer/records';
import {PARAMETER_ROW} from '../../plugins/parameter-anchors/anchors';
import {anchorsOf, builtFile, meta, page, sitemapEntries, versionOfPath} from './built-site';

const pages = sitemapEntries().map(({pathname}) => {
  const records = extractRecords(fs.readFileSync(builtFile(pathname)!, 'utf8'), `${SITE.url}${pathname}`);
  return {pathname, records};
});

function expectNoProblems(check: (pathname: string, records: DocSearchRecord[]) => string[]) {
  expect(pages.flatMap(({pathname, records}) => check(pathname, records).map((problem) => `${pathname}: ${problem}`))).toEqual([]);
}

test('every page yields records: its title first, then its headings and text', () => {
  expectNoProblems((pathname, records) => {
    const $ = page(pathname)!;
    const h1 = $('article h1, main h1').first().text().trim();
    if (records.length < 2) {
      return [`only ${records.length} record(s)`];
    }
    return records[0]!.type === 'lvl1' && records[0]!['hierarchy.lvl1'] === h1 ? [] : [`first record is not the page title "${h1}"`];
  });
});

test('every record links to a page and an anchor that exist', () => {
  expectNoProblems((pathname, records) => {
    const anchors = anchorsOf(page(pathname)!);
    return records.flatMap((record) => {
      const url = new URL(record.url);
      if (`${url.origin}${url.pathname}` !== `${SITE.url}${pathname}` || record.url_without_anchor !== `${SITE.url}${pathname}`) {
        return [`record URL ${record.url}`];
      }
      if (record.anchor === undefined) {
        return url.hash === '' ? [] : [`${record.url} has an anchor but no anchor field`];
      }
      return decodeURIComponent(url.hash) === `#${record.anchor}` && anchors.has(record.anchor) ? [] : [`anchor #${record.anchor} is not on the page`];
    });
  });
});

test('every record carries the section, the version and the tags of its page', () => {
  const sections = new Map<string, string>(DOC_SECTIONS.map(({routeBasePath, label}) => [routeBasePath, label]));
  expectNoProblems((pathname, records) => {
    const $ = page(pathname)!;
    const version = versionOfPath(pathname);
    const section = version ? 'API Reference' : (sections.get(pathname.split('/').slice(2, pathname.includes('/v1/') ? 4 : 3).join('/')) ?? 'Documentation');
    const expected = {
      'hierarchy.lvl0': section,
      version: version ?? UNVERSIONED,
      docusaurus_tag: meta($, 'docusaurus_tag'),
      language: 'en',
    };
    const wrong = records.find((record) => Object.entries(expected).some(([key, value]) => record[key as keyof DocSearchRecord] !== value));
    return wrong ? [`record ${JSON.stringify(wrong).slice(0, 200)} does not carry ${JSON.stringify(expected)}`] : [];
  });
});

test('navigation, buttons and code are not content', () => {
  const chrome = /^(Edit this page|Copy|Copy page|Copy code to clipboard|Previous|Next|On this page|Skip to main content)$/;
  expectNoProblems((_, records) =>
    records.filter((record) => record.content !== undefined && chrome.test(record.content)).map((record) => `content "${record.content}"`),
  );
});

test('a section with samples in nine languages is one result, not nine: no code and no tab of a client without a call is content', () => {
  expectNoProblems((_, records) =>
    records
      .filter((record) => record.content !== undefined && /has no call for this|await client\.|\$client->|client\.collections/.test(record.content))
      .map((record) => `content "${record.content!.slice(0, 80)}"`),
  );
});

test('page titles rank first, headings and parameters next, text last; no version above another (the box searches one)', () => {
  const record = (pathname: string, type: string) => pages.find((p) => p.pathname === pathname)!.records.find((r) => r.type === type && r.parameter === undefined)!;
  const latest = record(`/docs/${LATEST_VERSION}/api/collections.html`, 'lvl2');
  const older = record('/docs/0.23.0/api/collections.html', 'lvl2');
  expect(latest.item_priority).toBe(older.item_priority);
  expect(record(`/docs/${LATEST_VERSION}/api/collections.html`, 'lvl1').item_priority).toBeGreaterThan(latest.item_priority);
  expect(latest.item_priority).toBeGreaterThan(record(`/docs/${LATEST_VERSION}/api/collections.html`, 'content').item_priority);
});

test('every parameter row is one record: its name as the deepest level, its description as content, its own anchor', () => {
  expectNoProblems((pathname, records) => {
    const $ = page(pathname)!;
    const rows = $(`article tr.${PARAMETER_ROW.className}[id]`).map((_, row) => $(row).attr('id')!).get();
    // A row's record has its description as content; a heading that names a parameter has its name's forms too, and no text.
    const parameters = records.filter((record) => record.parameter !== undefined && record.content !== undefined);
    if (JSON.stringify(parameters.map((record) => record.anchor)) !== JSON.stringify(rows)) {
      return [`parameter records ${parameters.length}, rows ${rows.length}`];
    }
    return parameters.flatMap((record) => {
      const name = record[`hierarchy.${record.type as 'lvl2'}`];
      const problems = [];
      if (!name || !record.parameter!.includes(name.split(' / ')[0]!.split(' ')[0]!.toLowerCase())) problems.push(`${record.anchor}: name "${name}", forms ${record.parameter}`);
      if (!record.content) problems.push(`${record.anchor}: no description`);
      if (record.url !== `${SITE.url}${pathname}#${record.anchor}`) problems.push(`${record.anchor}: url ${record.url}`);
      return problems;
    });
  });
  const groupBy = pages.find((p) => p.pathname === `/docs/${LATEST_VERSION}/api/search.html`)!.records.find((r) => r.anchor === 'group_by')!;
  expect(groupBy).toMatchObject({'hierarchy.lvl2': 'Search Parameters', 'hierarchy.lvl3': 'Grouping parameters', 'hierarchy.lvl4': 'group_by', parameter: ['group_by', 'group by', 'groupby']});
  // A parameter's listed values are forms a reader types too: "upsert" is the import's `action`.
  const action = pages.find((p) => p.pathname === `/docs/${LATEST_VERSION}/api/documents.html`)!.records.find((r) => r.anchor === 'action')!;
  expect(action.parameter).toEqual(expect.arrayContaining(['action', 'create', 'upsert', 'update', 'emplace']));
  // A page title's record carries the name of the page's address: "synonyms" for "Synonym Sets".
  const synonyms = pages.find((p) => p.pathname === `/docs/${LATEST_VERSION}/api/synonyms.html`)!.records[0]!;
  expect(synonyms).toMatchObject({type: 'lvl1', page_name: ['synonyms']});
});
