/**
 * The redirect files of the build (the legacy rules that depend on the path
 * alone): each leads, in one step, to a page of this site (the `.md` of an
 * old URL, to a Markdown twin); and every path rule,
 * `/latest/…` and `/{version}/guide/…` link of the old site has its file.
 */
import {LATEST_VERSION} from '../../src/constants';
import {LATEST_ALIAS, PATH_RULES} from '../../src/legacy/rules';
import {BASE, VERSIONS, allHtmlPaths, page, redirectTarget, sitemapEntries} from './built-site';
import {builtText} from './markdown';

const redirects = allHtmlPaths().flatMap((pathname) => {
  const target = redirectTarget(page(pathname)!);
  return target === undefined ? [] : [{pathname, target}];
});
const pages = sitemapEntries().map(({pathname}) => pathname);

function redirectOf(pathname: string): string | undefined {
  const $ = page(pathname);
  return $ ? redirectTarget($) : undefined;
}

test('every redirect leads, in one step, to a page of this site', () => {
  expect(redirects.length).toBeGreaterThan(1000);
  const problems = redirects.flatMap(({pathname, target}) => {
    if (!target.startsWith(`${BASE}/`) || target.startsWith('//')) {
      return [`${pathname} leads off the site, to ${target}`];
    }
    if (pathname.endsWith('.md')) {
      return target.endsWith('.md') && builtText(target) !== undefined ? [] : [`${pathname} leads to ${target}, which is not a Markdown twin of the build`];
    }
    const $ = page(target.split('#')[0]!);
    if (!$) {
      return [`${pathname} leads to ${target}, which is not in the build`];
    }
    return redirectTarget($) === undefined ? [] : [`${pathname} leads to ${target}, another redirect`];
  });
  expect(problems).toEqual([]);
});

test('every moved page of the old site redirects to its new place', () => {
  const problems = Object.entries(PATH_RULES).flatMap(([from, to]) => {
    const expected = `${BASE}${to.replace('{latest}', LATEST_VERSION)}`;
    const actual = redirectOf(`${BASE}${from}`);
    return actual === expected ? [] : [`${from} leads to ${actual}, expected ${expected}`];
  });
  expect(problems).toEqual([]);
});

test(`every page of the latest version also answers under /${LATEST_ALIAS}/`, () => {
  const latestPages = pages.filter((pathname) => pathname.startsWith(`${BASE}/${LATEST_VERSION}/`));
  expect(latestPages.length).toBeGreaterThan(20);
  const problems = latestPages.flatMap((pathname) => {
    const alias = pathname.replace(`/${LATEST_VERSION}/`, `/${LATEST_ALIAS}/`);
    // The version home itself is a folder route, resolved in the browser like every other folder.
    if (alias === `${BASE}/${LATEST_ALIAS}/`) {
      return [];
    }
    return redirectOf(alias) === pathname ? [] : [`${alias} leads to ${redirectOf(alias)}`];
  });
  expect(problems).toEqual([]);
});

test('the old /{version}/guide/… links of every x.y.z version lead to the guide', () => {
  const guidePages = pages.filter((pathname) => pathname.startsWith(`${BASE}/guide/`) && pathname !== `${BASE}/guide/`);
  const oldVersions = VERSIONS.filter((version) => /^\d+\.\d+\.\d+$/.test(version));
  expect(oldVersions).toContain('0.11.0');
  const problems = oldVersions.flatMap((version) =>
    guidePages.flatMap((pathname) => {
      const old = pathname.replace(`${BASE}/guide/`, `${BASE}/${version}/guide/`);
      return redirectOf(old) === pathname ? [] : [`${old} leads to ${redirectOf(old)}`];
    }),
  );
  expect(problems).toEqual([]);
});
