/**
 * A tap on a `#` link of the page (a heading's, a parameter row's) is the
 * browser's own fragment navigation: it scrolls to the target, sets `:target`
 * and fires `popstate`. React Router answers that event at once by rendering
 * the whole route again with the new hash, and Docusaurus's lifecycles run
 * with it, all before the tap's next paint: on a phone at 4× CPU that render
 * was most of the tap (a parameter link took 330–530 ms, 120–220 ms without
 * it). Nothing on screen needs the new hash in that frame, since the browser
 * has already moved the page, so such a `popstate` (same page, another hash)
 * reaches the router only after the next paint: the same event, a frame later,
 * with everything it drives (scroll restoration, the drawer's Back handler, the
 * parameter highlight) as before. Back and Forward between two anchors of a
 * page are the same case.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {afterNextPaint} from './after-next-paint';

type PageAddress = {pathname: string; search: string};

/** Pure: whether `next` is the page of `current` (another hash, or the same). */
export function isSamePage(current: PageAddress | null, next: PageAddress): boolean {
  return current !== null && current.pathname === next.pathname && current.search === next.search;
}

/**
 * The page of the router's location, from the moment it changes (before the new page has rendered, which
 * can wait for its chunks): Back pressed while that page loads is a change of page for the router.
 */
let routerPage: PageAddress | null = null;
/** The events this module dispatches again: the router's turn. */
const released = new WeakSet<Event>();
/** Counts the events held: only the last one is let through, as the router reads the address when it gets one. */
let held = 0;

function holdUntilPainted(event: PopStateEvent): void {
  if (released.has(event)) {
    return;
  }
  const turn = ++held;
  if (!isSamePage(routerPage, window.location)) {
    return;
  }
  event.stopImmediatePropagation();
  afterNextPaint(() => {
    if (turn === held) {
      const again = new PopStateEvent('popstate', {state: event.state});
      released.add(again);
      window.dispatchEvent(again);
    }
  });
}

if (ExecutionEnvironment.canUseDOM) {
  // In the capture phase, registered before the app starts: it runs before the router's listener.
  window.addEventListener('popstate', holdUntilPainted, {capture: true});
}

const clientModule: ClientModule = {
  // Dispatched with the first location too, and then as soon as the router has a new one.
  onRouteUpdate({location}) {
    routerPage = {pathname: location.pathname, search: location.search};
  },
};

export default clientModule;
