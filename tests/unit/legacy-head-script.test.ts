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
import {idsOfHtml, inlineBundle, inlineScript, insertHeadScript, pageHeadData, scriptJson} from '../../plugins/legacy-head-script/script';
import {bundleHeadEntry, bundlePageScript, bundlePlainPageScript, deepLinkScript} from '../../plugins/legacy-head-script';

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
function runScript(
  script: string,
  url: string,
  {navigationType = 'navigate', head = [], frames = []}: {navigationType?: string; head?: HeadElement[]; frames?: unknown[]} = {},
): Browser {
  const parsed = new URL(url, 'https://typesense.org');
  const browser: Browser = {replaced: [], replacedState: [], hidden: false};
  const location = {
    pathname: url.startsWith('/') ? url.split(/[?#]/)[0]! : parsed.pathname,
    search: parsed.search,
    hash: url.includes('#') ? url.slice(url.indexOf('#')) : '',
    replace: (target: string) => browser.replaced.push(target),
  };
  const style = {
    get visibility() {
      return browser.hidden ? 'hidden' : '';
    },
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
  const requestAnimationFrame = (callback: unknown) => frames.push(callback);
  const sandbox = {window, document, location, history: window.history, performance, requestAnimationFrame};
  vm.runInNewContext(script.replace(/^<script>|<\/script>$/g, ''), sandbox);
  return browser;
}

const DEEP_LINK_URL = '/docs/assets/legacy/deep-link.0123abcd.js';
const LOADS_DEEP_LINK: HeadElement = {tag: 'script', attributes: {src: DEEP_LINK_URL, blocking: 'render'}};
const WAITS_UNTIL_PARSED: HeadElement = {tag: 'link', attributes: {rel: 'expect', href: '#page-end', blocking: 'render'}};

describe('the head script of a page without anchor rules', () => {
  const script = inlineBundle(bundlePlainPageScript(DEEP_LINK_URL));

  it('is a few lines', () => {
    // Every page but those with rules carries it, and a plain visit runs nothing else of the legacy links.
    expect(script.length).toBeLessThan(600);
  });

  it('holds the first paint of a page opened at an anchor until the page is parsed and the deep-link script has run', () => {
    const head: HeadElement[] = [];
    expect(runScript(script, '/docs/29.0/api/#pricing', {head})).toEqual({replaced: [], replacedState: [], hidden: false});
    // The wait is set here, before the body is parsed: an element added after that would not block rendering.
    expect(head).toEqual([WAITS_UNTIL_PARSED, LOADS_DEEP_LINK]);
  });

  it.each(['/docs/%E0%A4%A', '/docs/a%20b'])('loads the deep-link script for the path %s, which may need repair', (url) => {
    const head: HeadElement[] = [];
    runScript(script, url, {head});
    expect(head).toEqual([LOADS_DEEP_LINK]);
  });

  it.each([
    ['/docs/29.0/api/', 'navigate'],
    ['/docs/29.0/api/#', 'navigate'],
    ['/docs/29.0/api/?x=%20', 'navigate'],
    // Reload, Back and Forward return the reader where they were.
    ['/docs/29.0/api/#pricing', 'reload'],
    ['/docs/29.0/api/#pricing', 'back_forward'],
  ])('leaves %s (%s) alone', (url, navigationType) => {
    const head: HeadElement[] = [];
    expect(runScript(script, url, {head, navigationType})).toEqual({replaced: [], replacedState: [], hidden: false});
    expect(head).toEqual([]);
  });
});

describe('the head script of a page with anchor rules', () => {
  const bundle = bundlePageScript(DEEP_LINK_URL);
  const apiIntro = inlineScript(bundle, 'legacyHead', pageHeadData('/0.19.0/api/', new Set(['what-s-new']), context));
  const documents = inlineScript(bundle, 'legacyHead', pageHeadData('/29.0/api/documents.html', new Set(['search-tips']), context));

  it('is small', () => {
    // The URL of the deep-link script included.
    expect(bundle.length).toBeLessThan(2200);
  });

  it('loads the deep-link script for an anchor it has no rule for', () => {
    const head: HeadElement[] = [];
    runScript(apiIntro, '/docs/0.19.0/api/#pricing', {head});
    expect(head).toEqual([WAITS_UNTIL_PARSED, LOADS_DEEP_LINK]);
  });

  it('goes to the target of the page’s rule before the page is painted, keeping the query', () => {
    const head: HeadElement[] = [];
    const browser = runScript(apiIntro, '/docs/0.19.0/api/?x=1#create-collection', {head});
    expect(browser.replaced).toEqual(['/docs/0.19.0/api/collections.html?x=1#create-a-collection']);
    expect(browser.hidden).toBe(true);
    // The page it leaves is not painted: nothing to land on.
    expect(head).toEqual([]);
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

describe('the deep-link script', () => {
  const {file, code} = deepLinkScript();

  it('is a file of the build named by its content, and sets no global', () => {
    expect(file).toMatch(/^assets\/legacy\/deep-link\.[0-9a-f]{8}\.js$/);
    expect(code).toMatch(/^"use strict";\(\(\)=>\{/);
  });

  it('scrolls a page opened at an anchor in the first frame, and looks for a missing anchor then, adding nothing to the head', () => {
    const head: HeadElement[] = [];
    const frames: unknown[] = [];
    runScript(code, '/docs/0.19.0/api/#pricing', {head, frames});
    expect(frames).toHaveLength(2);
    expect(head).toEqual([]);
    for (const navigationType of ['reload', 'back_forward']) {
      const none: unknown[] = [];
      runScript(code, '/docs/0.19.0/api/#pricing', {frames: none, navigationType});
      expect(none).toEqual([]);
    }
  });

  it.each(['/docs/29.0/api/%E0%A4%A.html', '/docs/%ff%fe/#x'])('repairs the malformed path %s in place', (url) => {
    const browser = runScript(code, url);
    expect(browser.replaced).toEqual([]);
    expect(browser.replacedState).toHaveLength(1);
    expect(() => decodeURI(browser.replacedState[0]!)).not.toThrow();
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
