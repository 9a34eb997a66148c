/**
 * The app root: applies the legacy-link rules (src/legacy) to every location
 * the reader arrives at, the first load and every navigation included, with a
 * history replace so that Back does not return to the old URL.
 */
import React, {type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {resolveLegacyUrl} from '@site/src/legacy/resolve';
import {siteResolveContext} from '@site/src/legacy/site-routes';

function LegacyRedirects(): null {
  const location = useLocation();
  const history = useHistory();
  useIsomorphicLayoutEffect(() => {
    const target = resolveLegacyUrl(location.pathname, location.hash, siteResolveContext());
    if (target !== null) {
      history.replace({pathname: target.pathname, search: location.search, hash: target.hash});
    }
  }, [location.pathname, location.hash]);
  return null;
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <LegacyRedirects />
      {children}
    </>
  );
}
