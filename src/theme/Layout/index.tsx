/**
 * The layout, plus Twitter card tags for pages that pass their title to it
 * (React pages), and the scroll position noted as each new location renders.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import {useLocation} from '@docusaurus/router';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import SocialMetadata from '@site/src/components/SocialMetadata';
import {notePositionBeforeRouterScroll} from '@site/src/client/scroll-restoration';

/**
 * Its own leaf, so that a new location renders nothing else again. A layout effect of the route's tree runs before
 * the router's, whose scroll to the anchor (Docusaurus's) src/client/scroll-restoration.ts may take back.
 */
function PositionBeforeRouterScroll(): null {
  const location = useLocation();
  useIsomorphicLayoutEffect(notePositionBeforeRouterScroll, [location]);
  return null;
}

export default function LayoutWrapper(props: ComponentProps<typeof Layout>): ReactNode {
  return (
    <>
      {props.title && <SocialMetadata title={props.title} description={props.description} />}
      <PositionBeforeRouterScroll />
      <Layout {...props} />
    </>
  );
}
