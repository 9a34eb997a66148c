/**
 * The not-found page: what happened, then the ways on (the nearest pages, a
 * search, the docs home and the latest API reference:
 * src/components/NotFoundContent/WaysOn).
 *
 * Every docs page carries this component, as the docs' roots render it for a
 * URL they have no page for (theme DocRoot, src/theme/DocsRoot), and the
 * site's catch-all route renders it too. So only what happened is here; the
 * ways on are a chunk that loads when the page is shown. The build renders
 * them in full, and the same Suspense boundary stands around them wherever the
 * page is rendered, so that a 404 page served for any URL hydrates as built.
 * Should their chunk fail to load (a tab kept open across a redeploy), the
 * reader still reads what happened.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {componentOnFirstUse} from '@site/src/components/on-first-use';
import {NOT_FOUND_MARKER} from '@site/src/components/NotFoundContent/marker';

const WaysOn = componentOnFirstUse(() => import('@site/src/components/NotFoundContent/WaysOn'));

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)} {...{[NOT_FOUND_MARKER]: ''}}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the docs were reorganised, or the link that
            brought you here may have a typo.
          </p>
          <WaysOn />
        </div>
      </div>
    </main>
  );
}
