/**
 * The not-found page's content (src/components/NotFoundContent), in a chunk of
 * its own: every docs page carries the theme's docs root, which imports this
 * component for URLs it has no page for, and few pages show it. The build
 * renders it in full, waiting for it, so the served page and the app's first
 * render have the same Suspense boundary around it.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';

const NotFoundContent = lazy(() => import('@site/src/components/NotFoundContent'));

export default function NotFoundContentOnFirstUse(props: {className?: string}): ReactNode {
  return (
    <Suspense fallback={null}>
      <NotFoundContent {...props} />
    </Suspense>
  );
}
