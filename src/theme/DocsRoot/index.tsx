/**
 * The root of a docs section. The API reference lives at the base path itself
 * (`/docs/29.0/…`), so its root route also catches every unknown URL under
 * `/docs/`; those get the real not-found page (with its title), rather than
 * an empty docs layout.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {matchRoutes} from 'react-router-config';
import {useLocation} from '@docusaurus/router';
import DocsRoot from '@theme-original/DocsRoot';
import NotFound from '@theme/NotFound';

export default function DocsRootWrapper(props: ComponentProps<typeof DocsRoot>): ReactNode {
  const {pathname} = useLocation();
  const branch = matchRoutes(props.route.routes ?? [], pathname);
  const page = branch.at(-1);
  if (!page?.route.exact) {
    return <NotFound />;
  }
  return <DocsRoot {...props} />;
}
