/**
 * The sidebars as the build renders them: the guide, the overview and the
 * Cloud Management API keep the old site's groups, order, titles and links
 * (tests/data/old-sidebars.json), with groups that cannot be collapsed; each
 * API version has Introduction … Authentication, the "API Resources" group in
 * the old order (the pages its release has), then API Errors.
 */
import {compareVersions} from '../../src/versioning/versions';
import fs from 'node:fs';
import path from 'node:path';
import type {Cheerio, CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {API_RESOURCES_GROUP_LABEL, apiPagePath, apiPagesOf} from '../../src/versioning/api-pages';
import {BASE, VERSIONS, page} from './built-site';

type OldItem = {type: 'page'; title: string; route: string} | {type: 'group'; title: string; route?: string; children: OldItem[]};
type OldSidebar = {key: string; items: OldItem[]};

const oldSidebars: OldSidebar[] = JSON.parse(fs.readFileSync(path.join(__dirname, '../data/old-sidebars.json'), 'utf8')).sidebars;

/** A sidebar item as rendered: a page link, or a group with its header link (if any) and items. */
type Item = {title: string; route?: string; items?: Item[]; collapsible?: boolean};

function readItems($: CheerioAPI, list: Cheerio<Element>): Item[] {
  return list
    .children('li')
    .toArray()
    .flatMap((li): Item[] => {
      const $li = $(li);
      if ($li.hasClass('theme-doc-sidebar-item-category')) {
        const header = $li.children('.menu__list-item-collapsible').find('a.menu__link').first();
        return [
          {
            title: header.text().trim(),
            route: header.attr('href'),
            items: readItems($, $li.children('ul.menu__list')),
            collapsible: $li.find('> .menu__list-item-collapsible button, > .menu__list-item-collapsible .menu__link--sublist-caret').length > 0,
          },
        ];
      }
      // Our page headings (under the current page) sit in their own list item: not sidebar entries.
      const link = $li.children('a.menu__link');
      return link.length === 0 ? [] : [{title: link.text().trim(), route: link.attr('href')}];
    });
}

/** The rendered sidebar of the page at `pathname`. */
function renderedSidebar(pathname: string): Item[] {
  const $ = page(pathname);
  if (!$) {
    throw new Error(`${pathname} is not in the build`);
  }
  return readItems($, $('nav[aria-label="Docs sidebar"] > ul.menu__list').first());
}

function fromOld(items: OldItem[]): Item[] {
  return items.map((item) =>
    item.type === 'page'
      ? {title: item.title, route: item.route}
      : {title: item.title, route: item.route, items: fromOld(item.children), collapsible: false},
  );
}

/** The guide's sidebar as the live site had it in August 2026 (30.2 latest): the old one with the pages added since. */
const guideSidebar2026: OldSidebar = JSON.parse(fs.readFileSync(path.join(__dirname, '../data/guide-sidebar-2026.json'), 'utf8'));

/** Every page of a sidebar, in order. */
function routesOf(items: OldItem[]): string[] {
  return items.flatMap((item) => (item.type === 'page' ? [item.route] : [...(item.route ? [item.route] : []), ...routesOf(item.children)]));
}

for (const sidebar of [guideSidebar2026, ...oldSidebars.filter((candidate) => candidate.key === '/overview' || candidate.key === '/cloud-management-api/v1/')]) {
  test(`the ${sidebar.key} sidebar keeps the live site's groups, order, titles and links, and groups stay open`, () => {
    const firstPage = sidebar.items.find((item): item is Extract<OldItem, {type: 'page'}> => item.type === 'page')!.route;
    expect(renderedSidebar(firstPage)).toEqual(fromOld(sidebar.items));
  });
}

test('the guide of 2026 keeps every page of the old guide, in the old order', () => {
  const old = routesOf(oldSidebars.find((sidebar) => sidebar.key === '/guide/')!.items);
  const now = routesOf(guideSidebar2026.items);
  expect(now.filter((route) => old.includes(route))).toEqual(old);
  expect(now.length - old.length).toBe(24);
});

/** The old site's sidebar of a version, or for a version after it, that of its newest version (29.0): the order new versions keep. */
function oldSidebarOf(version: string): Extract<(typeof oldSidebars)[number], object> {
  const own = oldSidebars.find((sidebar) => sidebar.key === `/${version}/api/`);
  if (own) {
    return own;
  }
  const newest = oldSidebars
    .map((sidebar) => /^\/([\d.]+)\/api\/$/.exec(sidebar.key)?.[1])
    .filter((candidate): candidate is string => candidate !== undefined)
    .sort((a, b) => compareVersions(b, a))[0]!;
  return oldSidebars.find((sidebar) => sidebar.key === `/${newest}/api/`)!;
}

test.each(VERSIONS.map((version) => [version]))('the API sidebar of %s follows the rules, in the old order', (version) => {
  const old = oldSidebarOf(version);
  const oldGroup = old.items.find((item): item is Extract<OldItem, {type: 'group'}> => item.type === 'group');
  const toVersion = (route: string) => route.replace(/^(\/docs\/)[\d.]+\//, `$1${version}/`);
  const oldOrder = (oldGroup?.children ?? []).flatMap((item) => (item.type === 'page' ? [toVersion(item.route)] : []));
  const link = (page: string, title: string): Item => ({title, route: `${BASE}/${version}/${apiPagePath(page)}`});
  const pages = apiPagesOf(version);
  const resources = pages.filter((rule) => rule.introducedIn !== null);
  const rendered = renderedSidebar(`${BASE}/${version}/api/`);
  expect(rendered).toEqual([
    ...pages.filter((rule) => rule.introducedIn === null && rule.page !== 'api-errors').map((rule) => link(rule.page, rule.label)),
    {title: API_RESOURCES_GROUP_LABEL, route: undefined, collapsible: false, items: resources.map((rule) => link(rule.page, rule.label))},
    link('api-errors', 'API Errors'),
  ]);
  // The resources keep the old site's order, wherever the old sidebar had them.
  const routes = rendered.find((item) => item.items)!.items!.map((item) => item.route!);
  const common = routes.filter((route) => oldOrder.includes(route));
  expect(common).toEqual(oldOrder.filter((route) => common.includes(route)));
});
