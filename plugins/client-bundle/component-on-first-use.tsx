/**
 * `ComponentCreator` for the route table (see ./index.ts): the route's real
 * component, Docusaurus's react-loadable one, is created when the route is
 * first rendered or preloaded, not when the app starts.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type LoadableRouteComponent = ReturnType<typeof ComponentCreator>;

/** react-loadable types `preload` as returning nothing; it returns the loading promise, which Docusaurus awaits. */
export type RouteComponent = ComponentType<object> & Pick<LoadableRouteComponent, 'preload'>;

export default function createRouteComponentOnFirstUse(path: string, hash: string): RouteComponent {
  let component: LoadableRouteComponent | undefined;
  const loadable = () => (component ??= ComponentCreator(path, hash));
  function RouteComponentOnFirstUse(props: object): ReactNode {
    const Component = loadable();
    return <Component {...props} />;
  }
  // Docusaurus preloads the components of the routes a path matches before it renders them.
  RouteComponentOnFirstUse.preload = () => loadable().preload();
  return RouteComponentOnFirstUse;
}
