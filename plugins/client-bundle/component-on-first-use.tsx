/**
 * `ComponentCreator` for the route table (see ./index.ts): the route's real
 * component, Docusaurus's react-loadable one, is created when the route is
 * first rendered or preloaded, not when the app starts.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import routesChunkNames from '@generated/routesChunkNames';
import type {ChunkNames} from '@docusaurus/types';

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
