/** The site's routes, for the legacy-link resolver in the browser. */
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import {SITE, LATEST_VERSION} from '../constants';
import {createRouteSet, type ResolveContext} from './resolve';

function leafPaths(configs: readonly RouteConfig[]): string[] {
  return configs.flatMap((route) =>
    route.routes ? leafPaths(route.routes) : typeof route.path === 'string' && route.path !== '*' ? [route.path] : [],
  );
}

const base = SITE.baseUrl.replace(/\/$/, '');

let context: (ResolveContext & {baseUrl: string}) | undefined;

/** Built on first use: the route table is only walked when a URL needs resolving. */
export function siteResolveContext(): ResolveContext & {baseUrl: string} {
  context ??= {
    baseUrl: SITE.baseUrl,
    latest: LATEST_VERSION,
    routes: createRouteSet(
      leafPaths(routes)
        .filter((path) => path.startsWith(`${base}/`))
        .map((path) => path.slice(base.length)),
    ),
  };
  return context;
}
