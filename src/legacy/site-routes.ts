/** The site's routes, for the legacy-link resolver in the browser. */
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import {SITE, LATEST_VERSION} from '../constants';
import type {ResolveContext} from './resolve';
import {createRouteSet} from './routes';

function leafPaths(configs: readonly RouteConfig[]): string[] {
  return configs.flatMap((route) =>
    route.routes ? leafPaths(route.routes) : typeof route.path === 'string' && route.path !== '*' ? [route.path] : [],
  );
}

const base = SITE.baseUrl.replace(/\/$/, '');

let context: (ResolveContext & {baseUrl: string}) | undefined;
let paths: string[] | undefined;

/** The site's routes as paths under the base URL (`/guide/`, `/29.0/api/search.html`), walked on first use. */
export function sitePaths(): string[] {
  paths ??= leafPaths(routes)
    .filter((path) => path.startsWith(`${base}/`) && path !== `${base}/404.html`)
    .map((path) => path.slice(base.length));
  return paths;
}

/** Built on first use: the route table is only walked when a URL needs resolving. */
export function siteResolveContext(): ResolveContext & {baseUrl: string} {
  context ??= {baseUrl: SITE.baseUrl, latest: LATEST_VERSION, routes: createRouteSet(sitePaths())};
  return context;
}
