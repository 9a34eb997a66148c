/**
 * The root of a docs section. The API reference lives at the base path itself
 * (`/docs/29.0/…`), so its root route also catches every unknown URL under
 * `/docs/`; those get the real not-found page (with its title), rather than
 * an empty docs layout. The not-found page is a chunk of its own: every docs
 * page loads this root, and few show it. The build renders it here too (the
 * site's 404.html), waiting for it, so the served page and the app's first
 * render have the same Suspense boundary around it.
 */
import React, {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import {matchRoutes} from 'react-router-config';
import {useLocation} from '@docusaurus/router';
import DocsRoot from '@theme-original/DocsRoot';

const NotFound = lazy(() => import('@theme/NotFound'));

export default function DocsRootWrapper(props: ComponentProps<typeof DocsRoot>): ReactNode {
  const {pathname} = useLocation();
  const branch = matchRoutes(props.route.routes ?? [], pathname);
  const page = branch.at(-1);
  if (!page?.route.exact) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  return <DocsRoot {...props} />;
}
