/**
 * `ComponentCreator` for the route table (see ./index.ts): the route's real
 * component, Docusaurus's react-loadable one, is created when the route is
 * first rendered or preloaded, not when the app starts.
 *
 * A route in a subtree (an API version's page: ./route-tables-loader.cjs)
 * gets its chunks from the subtree's module, which is loaded with the first
 * of the subtree's routes that is preloaded or rendered.
 */
import React, {useEffect, useReducer, type ComponentType, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import type {ChunkNames} from '@docusaurus/types';
import {withChunkFiles, type ChunkFileOf, type ChunkFiles} from './chunk-file-lists';

type LoadableRouteComponent = ReturnType<typeof ComponentCreator>;

/** react-loadable types `preload` as returning nothing; it returns the loading promise, which Docusaurus awaits. */
export type RouteComponent = ComponentType<object> & Pick<LoadableRouteComponent, 'preload'>;

/** A route's chunks as the browser's route table carries them: indexes into the registry list (./route-tables-loader.cjs). */
export type RouteChunks = {[propName: string]: number | RouteChunks | RouteChunks[]};

export default function createRouteComponentOnFirstUse(path: string, hash: string, chunks?: RouteChunks): RouteComponent {
  let component: LoadableRouteComponent | undefined;
  const loadable = () => {
    if (!component) {
      // In the browser the route brings its own chunks; Docusaurus's ComponentCreator looks them up
      // in routesChunkNames, which starts empty there. Registry keys are indexes, so they match.
      if (chunks) routesChunkNames[`${path}-${hash}`] = chunks as unknown as ChunkNames;
      component = ComponentCreator(path, hash);
    }
    return component;
  };
  function RouteComponentOnFirstUse(props: object): ReactNode {
    const Component = loadable();
    return <Component {...props} />;
  }
  // Docusaurus preloads the components of the routes a path matches before it renders them.
  RouteComponentOnFirstUse.preload = () => loadable().preload();
  return RouteComponentOnFirstUse;
}

/**
 * A subtree's module (./route-tables-loader.cjs): the registry entries only its routes use, and
 * each route's path, hash and chunks, in the table's order. In the production build, it also
 * lists the files of its routes' chunks, which the runtime does not (./chunk-file-lists.ts).
 */
export type RouteSubtree = {
  registryEntries: Record<number, (typeof registry)[string]>;
  components: [path: string, hash: string, chunks: RouteChunks][];
  chunkFiles?: ChunkFiles | string;
};

/** The bundler's runtime, as modules see it; the browser bundle only. */
declare const __webpack_require__: {u: ChunkFileOf};

export type LoadRouteSubtree = () => Promise<RouteSubtree>;

const subtreesLoading = new Map<LoadRouteSubtree, Promise<RouteSubtree>>();

/** Loads a subtree's module once and puts its registry entries where Docusaurus's ComponentCreator reads them. */
function loadSubtree(load: LoadRouteSubtree): Promise<RouteSubtree> {
  let loading = subtreesLoading.get(load);
  if (!loading) {
    loading = load().then((subtree) => {
      // Still the placeholder where the bundler did not list the files, which its runtime then does.
      if (typeof subtree.chunkFiles === 'object') {
        __webpack_require__.u = withChunkFiles(__webpack_require__.u, subtree.chunkFiles);
      }
      Object.assign(registry, subtree.registryEntries);
      return subtree;
    });
    // A download that failed (a redeploy, the network) is tried again by the next preload or render.
    loading.catch(() => subtreesLoading.delete(load));
    subtreesLoading.set(load, loading);
  }
  return loading;
}

/** The component of the route at `position` (depth first) in a subtree: the route table keeps the route's path, the subtree's module its chunks. */
export function createRouteComponentInSubtree(load: LoadRouteSubtree, position: number, path: string): RouteComponent {
  let component: RouteComponent | undefined;
  const created = () =>
    loadSubtree(load).then(({components}) => {
      const own = components[position];
      if (own?.[0] !== path) {
        throw new Error(
          `plugins/client-bundle: route ${path} is number ${position} of its subtree, where the subtree's module has ${own ? `route ${own[0]}` : `${components.length} routes`}: ` +
            'the route table and the module must come from the same build (route-tables-loader.cjs).',
        );
      }
      component ??= createRouteComponentOnFirstUse(...own);
      return component;
    });
  function RouteComponentInSubtree(props: object): ReactNode {
    const [, rendered] = useReducer((count: number) => count + 1, 0);
    // Docusaurus preloads a route before it renders it, so the component is there; if a route is
    // rendered without that, it renders once the subtree has come.
    useEffect(() => {
      if (!component) void created().then(rendered);
    }, []);
    const Component = component;
    return Component ? <Component {...props} /> : null;
  }
  RouteComponentInSubtree.preload = () => created().then((routeComponent) => routeComponent.preload());
  return RouteComponentInSubtree;
}

type TableRoute = {path?: string | readonly string[]; component?: unknown; routes?: TableRoute[]};

/**
 * Gives a subtree's root (the first route of the root's path that has routes) and each route
 * under it the component that loads the subtree's module: the route table is written without
 * them (./route-tables-loader.cjs), and the module lists its routes in the same order, depth
 * first, which each component checks by its path.
 */
export function createSubtreeComponents(routes: TableRoute[], subtrees: readonly [root: string, load: LoadRouteSubtree][]): void {
  const loads = new Map(subtrees);
  const positions = new Map<LoadRouteSubtree, number>();
  const walk = (list: TableRoute[], inherited: LoadRouteSubtree | undefined) => {
    for (const route of list) {
      const load = inherited ?? (route.routes && typeof route.path === 'string' ? loads.get(route.path) : undefined);
      if (load) {
        const position = positions.get(load) ?? 0;
        positions.set(load, position + 1);
        route.component = createRouteComponentInSubtree(load, position, String(route.path));
      }
      if (route.routes) walk(route.routes, load);
    }
  };
  walk(routes, undefined);
}

/**
 * Server: the root route of each subtree (an API version) reports the subtree's chunk as it
 * renders, the way react-loadable reports a route's own chunks, so that the page's HTML lists it
 * with the page's other chunks (./route-tables-loader.cjs). The report renders nothing.
 */
export function reportSubtreeChunks(routes: TableRoute[], subtrees: readonly [root: string, chunkName: string][]): void {
  const chunkNames = new Map(subtrees);
  const walk = (list: TableRoute[]) => {
    for (const route of list) {
      const chunkName = route.routes && typeof route.path === 'string' ? chunkNames.get(route.path) : undefined;
      if (chunkName) {
        route.component = withChunkReport(route.component as RouteComponent, chunkName);
      } else if (route.routes) {
        walk(route.routes);
      }
    }
  };
  walk(routes);
}

function withChunkReport(Component: RouteComponent, chunkName: string): RouteComponent {
  const Report = Loadable({loader: async () => () => null, loading: () => null, modules: [chunkName]});
  function RouteComponentWithChunkReport(props: object): ReactNode {
    return (
      <>
        <Report />
        <Component {...props} />
      </>
    );
  }
  RouteComponentWithChunkReport.preload = () => Component.preload();
  return RouteComponentWithChunkReport;
}
