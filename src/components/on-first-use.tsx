/**
 * A component in a chunk of its own, loaded the first time a page renders it
 * (the Copy page language menu, the Copy section buttons): for parts that
 * every page's layout imports and that render only after a reader's action in
 * the browser. Not for what the build renders into the page: a part whose
 * chunk arrives after the page has hydrated is rendered anew then, and what
 * the reader did in it meanwhile (text typed into a field) is lost (the
 * not-found page's search: src/theme/NotFound/Content).
 */
import React, {lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {afterNextPaint} from '@site/src/client/after-next-paint';

/**
 * What renders in place of a part whose chunk did not load (a tab left open across a redeploy): nothing. The
 * page works without it, where an error would take the whole page down with it; the next navigation reloads the
 * app (src/client/chunk-errors.ts).
 */
function withoutPart<Props>(error: unknown): {default: ComponentType<Props>} {
  console.warn('A part of this page could not be loaded; the page works without it until the next reload.', error);
  return {default: () => null};
}

export function componentOnFirstUse<Props extends object>(load: () => Promise<{default: ComponentType<Props>}>): (props: Props) => ReactNode {
  const Component = lazy(() => load().catch(withoutPart<Props>));
  return function OnFirstUse(props: Props): ReactNode {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/** What tells that a reader is at the page: a pointer (a touch too), a key, or a scroll (a screen reader's moves scroll). */
const INTERACTIONS = ['pointerover', 'pointerdown', 'keydown', 'scroll'] as const;

/**
 * Whether the reader has interacted with the page yet: `false` in the
 * server's render and until the first interaction, then `true`. For what a
 * reader only needs once there, which a first visit that does nothing should
 * not download.
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return undefined;
    let heard = false;
    // After the next paint, in a transition: a tap's first event (pointerover) comes before the events that answer
    // it, and a render scheduled then ran between them, lengthening the tap.
    const done = () => {
      if (heard) return;
      heard = true;
      afterNextPaint(() => startTransition(() => setInteracted(true)));
    };
    // Not in the capture phase: a scroll of an element (the app brings a sample's tab into view) is not the reader's.
    for (const type of INTERACTIONS) window.addEventListener(type, done, {passive: true});
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done);
    };
  }, [interacted]);
  return interacted;
}
