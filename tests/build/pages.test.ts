/**
 * What every page of the build carries: a title, the head tags of the site,
 * its own Open Graph title and description, the search metadata of its version,
 * a canonical link, and on older API versions the banner to the latest one.
 */
import {SITE, UNVERSIONED, LATEST_VERSION} from '../../src/constants';
import {apiPageExistsIn, apiPageRule} from '../../src/versioning/api-pages';
import {BASE, LATEST, meta, page, sitemapEntries, titleOf, versionOfPath} from './built-site';

const pages = sitemapEntries().map(({pathname}) => pathname);
const extraPages = [`${BASE}/404.html`, `${BASE}/search`];

/** Runs `check` on every page and lists the problems it reports. */
function problemsOf(paths: readonly string[], check: (pathname: string, $: NonNullable<ReturnType<typeof page>>) => string[]) {
  return paths.flatMap((pathname) => {
    const $ = page(pathname);
    return $ ? check(pathname, $).map((problem) => `${pathname}: ${problem}`) : [`${pathname}: not in the build`];
  });
}

/** Where an older version's page points readers and search engines: the same page in the latest, else its API introduction. */
function latestCounterpart(pathname: string): string {
  const version = versionOfPath(pathname)!;
  const rest = pathname.slice(`${BASE}/${version}/`.length);
  const apiPage = /^api\/([^/]+)\.html$/.exec(rest)?.[1] ?? (rest === 'api/' ? 'index' : undefined);
  if (rest === '') {
    return `${LATEST}/`;
  }
  return apiPage !== undefined && apiPageExistsIn(apiPage, LATEST_VERSION) ? `${LATEST}/${rest}` : `${LATEST}/api/`;
}

test('the build has the pages of every section', () => {
  expect(pages.length).toBeGreaterThan(500);
});

test('every page has a title ending in " | Typesense"', () => {
  expect(problemsOf([...pages, ...extraPages], (_, $) => (/^\S.* \| Typesense$/.test(titleOf($)) ? [] : [`title "${titleOf($)}"`]))).toEqual([]);
});

test('no page carries Docusaurus’s base-URL banner, whose check would fire on every visit (the app starts after the first paint)', () => {
  expect(problemsOf([...pages, ...extraPages], (_, $) => ($.html().includes('base-url-issue-banner') ? ['base-URL banner'] : []))).toEqual([]);
});

test('every page carries the head tags of the site and its own title and description', () => {
  const problems = problemsOf(pages, (_, $) => {
    const title = titleOf($);
    const description = meta($, 'description');
    const expected: Record<string, string | undefined> = {
      'theme-color': SITE.themeColor,
      'apple-mobile-web-app-capable': 'yes',
      'apple-mobile-web-app-status-bar-style': 'black',
      'twitter:card': 'summary_large_image',
      'og:title': title,
      'twitter:title': title,
      'og:description': description,
      'twitter:description': description,
      'og:image': `${SITE.url}${SITE.baseUrl}${SITE.socialCardImage}`,
    };
    const wrong = Object.entries(expected)
      .filter(([name, value]) => meta($, name) !== value)
      .map(([name, value]) => `${name} is "${meta($, name)}", expected "${value}"`);
    if (!description || description.length < 20) {
      wrong.push(`description "${description}"`);
    }
    if (!$('link[rel="icon"]').attr('href')) {
      wrong.push('no favicon');
    }
    return wrong;
  });
  expect(problems).toEqual([]);
});

test('search metadata: API pages carry their version, every other page "unversioned", with the tag and language', () => {
  const problems = problemsOf([...pages, ...extraPages], (pathname, $) => {
    const expected = versionOfPath(pathname) ?? UNVERSIONED;
    const wrong: string[] = [];
    if (meta($, 'docsearch:version') !== expected) {
      wrong.push(`docsearch:version "${meta($, 'docsearch:version')}", expected "${expected}"`);
    }
    if (!meta($, 'docsearch:docusaurus_tag') || meta($, 'docsearch:docusaurus_tag') !== meta($, 'docusaurus_tag')) {
      wrong.push(`docusaurus_tag "${meta($, 'docusaurus_tag')}"`);
    }
    if (meta($, 'docsearch:language') !== 'en') {
      wrong.push(`docsearch:language "${meta($, 'docsearch:language')}"`);
    }
    return wrong;
  });
  expect(problems).toEqual([]);
});

test('canonical links: the latest and unversioned pages name themselves, older versions the latest counterpart', () => {
  const problems = problemsOf(pages, (pathname, $) => {
    const version = versionOfPath(pathname);
    const target = version === undefined || version === LATEST_VERSION ? pathname : latestCounterpart(pathname);
    const canonical = $('link[rel="canonical"]').attr('href');
    return canonical === `${SITE.url}${target}` ? [] : [`canonical ${canonical}, expected ${SITE.url}${target}`];
  });
  expect(problems).toEqual([]);
});

test('older versions say so and link to the latest counterpart; the latest does not', () => {
  const banner = 'You are viewing docs for an old version. Switch to latest';
  const problems = problemsOf(pages, (pathname, $) => {
    const version = versionOfPath(pathname);
    const shown = $('.theme-doc-version-banner');
    if (version === undefined || version === LATEST_VERSION) {
      return shown.length === 0 ? [] : ['has an old-version banner'];
    }
    const text = shown.text().replace(/\s+/g, ' ').trim();
    const href = shown.find('a').attr('href');
    return text === `${banner} v${LATEST_VERSION}.` && href === latestCounterpart(pathname)
      ? []
      : [`banner "${text}" linking to ${href}, expected ${latestCounterpart(pathname)}`];
  });
  expect(problems).toEqual([]);
});

test('each API resource page shows near its title the version it first appeared in', () => {
  const problems = problemsOf(
    pages.filter((pathname) => versionOfPath(pathname) !== undefined && /\/api\/[^/]+\.html$/.test(pathname)),
    (pathname, $) => {
      const name = /\/api\/([^/]+)\.html$/.exec(pathname)![1]!;
      const introducedIn = apiPageRule(name)?.introducedIn ?? null;
      const badge = $('article [data-introduced-in]');
      if (introducedIn === null) {
        return badge.length === 0 ? [] : ['shows a first version, but the page is in every version'];
      }
      const beforeContent = $('article').children().index(badge) < $('article').children().index($('article .theme-doc-markdown'));
      return badge.attr('data-introduced-in') === introducedIn && badge.text().includes(`v${introducedIn}`) && beforeContent
        ? []
        : [`first version badge "${badge.text()}", expected v${introducedIn} above the content`];
    },
  );
  expect(problems).toEqual([]);
});
