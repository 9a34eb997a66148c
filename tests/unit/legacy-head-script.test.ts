/**
 * The inline head scripts of plugins/legacy-head-script: the data each page
 * carries (the app's resolver's answers for the page's anchor rules), the
 * bundled browser code run in a stand-in of the browser's globals, and the
 * repair of malformed paths.
 */
import path from 'node:path';
import vm from 'node:vm';
import {apiPagePath, apiPagesOf} from '../../src/versioning/api-pages';
import {createRouteSet} from '../../src/legacy/routes';
import {repairPercentEncoding} from '../../src/legacy/head/repair-url';
import {idsOfHtml, inlineScript, insertHeadScript, pageHeadData, scriptJson} from '../../plugins/legacy-head-script/script';
import {bundleHeadEntry, bundlePageScript, sectionLandingScript} from '../../plugins/legacy-head-script';

const VERSIONS = ['29.0', '0.25.2', '0.19.0'];
const ROUTES = [
  '/',
  '/guide/',
  '/guide/install-typesense.html',
  '/guide/building-a-search-application.html',
  ...VERSIONS.flatMap((version) => [`/${version}/`, ...apiPagesOf(version).map((r) => `/${version}/${apiPagePath(r.page)}`)]),
];
const context = {baseUrl: '/docs/', latest: '29.0', routes: createRouteSet(ROUTES)};

describe('the data of a page’s head script', () => {
  it('holds the resolver’s answer for every anchor rule of the page', () => {
    const data = pageHeadData('/0.19.0/api/', new Set(['what-s-new']), context)!;
    expect(data.targets!['create-collection']).toBe('/docs/0.19.0/api/collections.html#create-a-collection');
    expect(data.targets!['multi-search']).toBe('/docs/0.19.0/api/documents.html#federated-multi-search');
    expect(data.targets!.synonyms).toBe('/docs/0.19.0/api/synonyms.html');
    expect(data.own).toEqual([]);
  });

  it('lists the page’s own ids that a rule key is a prefix of', () => {
    const data = pageHeadData('/29.0/api/documents.html', new Set(['search-tips', 'search', 'index-a-document']), context)!;
    expect(data.own).toEqual(['search-tips']);
    expect(data.targets!.search).toBe('/docs/29.0/api/search.html');
  });

  it('is undefined for pages without anchor rules', () => {
    expect(pageHeadData('/29.0/api/collections.html', new Set(), context)).toBeUndefined();
    expect(pageHeadData('/0.22.1/api/documents.html', new Set(), context)).toBeUndefined();
  });
});

describe('writing the script into a page', () => {
  it('escapes what could end the script element', () => {
    expect(scriptJson({a: '</script><!--\u2028'})).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
  });
  it('puts it right after the charset declaration', () => {
    const html = '<!DOCTYPE html><html><head><meta charset="UTF-8"><title>x</title></head></html>';
    expect(insertHeadScript(html, '<script>1</script>', 'a.html')).toBe(
      '<!DOCTYPE html><html><head><meta charset="UTF-8"><script>1</script><title>x</title></head></html>',
    );
  });
  it('names the file that has no charset declaration', () => {
    expect(() => insertHeadScript('<html><head></head></html>', '', '29.0/x.html')).toThrow(
      /29\.0\/x\.html has no <meta charset="utf-8">/,
    );
  });
  it('reads the ids of a page', () => {
    expect([...idsOfHtml('<h2 id="a-b">x</h2><span id=\'c&amp;d\'></span><p id=e>')]).toEqual(['a-b', 'c&d', 'e']);
  });
});

describe('repairing malformed paths', () => {
  it.each([
    ['/docs/%E0%A4%A', '/docs/%25E0%25A4%25A'],
    ['/docs/%ff%fe/', '/docs/%25ff%25fe/'],
    ['/docs/100%', '/docs/100%25'],
    ['/docs/%E2%9C%93-ok/%zz', '/docs/%E2%9C%93-ok/%25zz'],
    ['/docs/29.0/api/', '/docs/29.0/api/'],
    ['/docs/a%20b', '/docs/a%20b'],
  ])('%s → %s', (from, to) => {
    expect(repairPercentEncoding(from)).toBe(to);
    expect(() => decodeURI(repairPercentEncoding(from))).not.toThrow();
  });
});

type Browser = {replaced: string[]; replacedState: string[]; hidden: boolean};
/** What a script added to the head: each element's tag and attributes. */
type HeadElement = {tag: string; attributes: Record<string, string>};

/**
 * Runs a head script in a stand-in of the browser's `window`, at `url`, reached by a navigation of `navigationType`;
 * the elements it adds to the head go to `head`.
 */
function runScript(script: string, url: string, {navigationType = 'navigate', head = []}: {navigationType?: string; head?: HeadElement[]} = {}): Browser {
  const parsed = new URL(url, 'https://typesense.org');
  const browser: Browser = {replaced: [], replacedState: [], hidden: false};
  const location = {
    pathname: url.startsWith('/') ? url.split(/[?#]/)[0]! : parsed.pathname,
    search: parsed.search,
    hash: url.includes('#') ? url.slice(url.indexOf('#')) : '',
    replace: (target: string) => browser.replaced.push(target),
  };
  const style = {
    set visibility(value: string) {
      browser.hidden = value === 'hidden';
    },
  };
  const window = {
    location,
    history: {state: null, replaceState: (_s: unknown, _t: string, target: string) => browser.replacedState.push(target)},
  };
  const createElement = (tag: string) => {
    const attributes: Record<string, string> = {};
    const setAttribute = (name: string, value: string) => {
      attributes[name] = value;
    };
    // Properties the scripts set (`rel`, `href`, `src`) are recorded as the attributes they reflect.
    return new Proxy({tag, attributes, setAttribute}, {
      set: (_target, name, value: string) => {
        attributes[String(name)] = value;
        return true;
      },
    });
  };
  const document = {
    documentElement: {style},
    createElement,
    head: {appendChild: ({tag, attributes}: HeadElement) => head.push({tag, attributes})},
    getElementById: () => null,
  };
  const performance = {getEntriesByType: () => [{type: navigationType}]};
  const sandbox = {window, document, location, history: window.history, performance, requestAnimationFrame: () => 0};
  vm.runInNewContext(script.replace(/^<script>|<\/script>$/g, ''), sandbox);
  return browser;
}

const SECTION_LANDING_URL = '/docs/assets/legacy/section-landing.0123abcd.js';

describe('the page script in the browser', () => {
  const bundle = bundlePageScript(SECTION_LANDING_URL);
  const apiIntro = inlineScript(bundle, 'legacyHead', pageHeadData('/0.19.0/api/', new Set(['what-s-new']), context));
  const documents = inlineScript(bundle, 'legacyHead', pageHeadData('/29.0/api/documents.html', new Set(['search-tips']), context));

  it('is small', () => {
    // Every page carries it (the URL of the section-landing script included).
    expect(bundle.length).toBeLessThan(2200);
  });

  it('holds the first paint of a page opened at an anchor until the page is parsed and the section-landing script has run', () => {
    const head: HeadElement[] = [];
    runScript(apiIntro, '/docs/0.19.0/api/#pricing', {head});
    expect(head).toEqual([
      {tag: 'link', attributes: {rel: 'expect', href: '#page-end', blocking: 'render'}},
      {tag: 'script', attributes: {src: SECTION_LANDING_URL, blocking: 'render'}},
    ]);
    // Not without an anchor; nor on a reload, Back or Forward, which return the reader where they were.
    for (const [url, navigationType] of [
      ['/docs/0.19.0/api/', 'navigate'],
      ['/docs/0.19.0/api/#pricing', 'reload'],
      ['/docs/0.19.0/api/#pricing', 'back_forward'],
    ] as const) {
      const untouched: HeadElement[] = [];
      runScript(apiIntro, url, {head: untouched, navigationType});
      expect(untouched).toEqual([]);
    }
  });

  it('goes to the target of the page’s rule before the page is painted, keeping the query', () => {
    const browser = runScript(apiIntro, '/docs/0.19.0/api/?x=1#create-collection');
    expect(browser.replaced).toEqual(['/docs/0.19.0/api/collections.html?x=1#create-a-collection']);
    expect(browser.hidden).toBe(true);
  });

  it('falls back to the longest rule the anchor starts with, never for the page’s own anchors', () => {
    expect(runScript(documents, '/docs/29.0/api/documents.html#search-documents').replaced).toEqual([
      '/docs/29.0/api/search.html',
    ]);
    expect(runScript(documents, '/docs/29.0/api/documents.html#search-tips').replaced).toEqual([]);
  });

  it('leaves an anchor without a rule, and the page, alone', () => {
    const browser = runScript(apiIntro, '/docs/0.19.0/api/#what-s-new');
    expect(browser).toEqual({replaced: [], replacedState: [], hidden: false});
  });

  it.each([
    '/docs/0.19.0/api/#%E0%A4%A',
    '/docs/0.19.0/api/#javascript:alert(1)',
    '/docs/0.19.0/api/#//evil.example',
    '/docs/0.19.0/api/#<img src=x onerror=alert(1)>',
    `/docs/0.19.0/api/#create-collection${'-x'.repeat(4000)}`,
    '/docs/0.19.0/api/#constructor',
    '/docs/0.19.0/api/#__proto__',
  ])('never throws and never leaves the site (case %#)', (url) => {
    const browser = runScript(apiIntro, url);
    for (const target of browser.replaced) {
      expect(target.startsWith('/docs/0.19.0/api/')).toBe(true);
    }
  });
});

describe('the section-landing script', () => {
  it('is a file of the build named by its content, and sets no global', () => {
    const {file, code} = sectionLandingScript();
    expect(file).toMatch(/^assets\/legacy\/section-landing\.[0-9a-f]{8}\.js$/);
    expect(code).toMatch(/^"use strict";\(\(\)=>\{/);
  });
});

describe('the not-found page script in the browser', () => {
  const bundle = bundleHeadEntry(path.join(__dirname, '../../src/legacy/head/not-found.ts'));
  const script = inlineScript(bundle, 'legacyHead', {baseUrl: '/docs/', latest: '29.0', routes: ROUTES});

  it.each([
    ['/docs/latest/api/#create-collection', '/docs/29.0/api/collections.html#create-a-collection'],
    ['/docs/0.19.0/guide/#what-s-new', '/docs/0.19.0/api/#what-s-new'],
    ['/docs/29.0/API/Collections.html', '/docs/29.0/api/collections.html'],
    ['/docs/0.25.2/api/documents.md', '/docs/0.25.2/api/documents.html'],
  ])('%s → %s', (from, to) => {
    expect(runScript(script, from).replaced).toEqual([to]);
  });

  it.each(['/docs/%E0%A4%A', '/docs/%ff%fe/'])('repairs the malformed path %s without leaving the page', (url) => {
    const browser = runScript(script, url);
    expect(browser.replaced).toEqual([]);
    expect(browser.replacedState).toHaveLength(1);
    expect(() => decodeURI(browser.replacedState[0]!)).not.toThrow();
  });

  it.each(['/docs//evil.example', '/docs/javascript:alert(1)', '/docs/%2F%2Fevil.example', `/docs/${'a/'.repeat(5000)}`])(
    'stays on the not-found page (case %#)',
    (url) => {
      expect(runScript(script, url).replaced).toEqual([]);
    },
  );
});
