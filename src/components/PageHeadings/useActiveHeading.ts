/**
 * Follows the reader's scroll: the active heading is the last one whose top is
 * within READING.activeHeadingOffsetPx of the top of the reading area (just
 * below the navbar). The URL anchor follows it, replaced rather than pushed
 * (no history entry), at most once per READING.hashUpdateIntervalMs, when the
 * reader scrolls: scrolls that follow the reader's wheel, touch, keys or
 * pointer on this page within READING.readerScrollWindowMs (keys and pointer
 * presses in the navbar and its menus excepted: they do not scroll the page,
 * but bringing one of their items into view can). The browser's own scrolls (to
 * the anchor of the address, after a late layout change, to where the reader
 * was on an entry that Back or Forward returns to) leave it as it is, and so
 * does the scroll to an anchor that is not a heading (a parameter's row, whose
 * link the reader followed): the address names it while it is in view.
 */
import {useContext, useEffect, useState} from 'react';
import {READING} from '@site/src/constants';
import {FollowsScrollContext} from './follows-scroll';

/** Pure: the active heading id, given each heading's top relative to the reading area. */
export function activeHeadingId(headings: readonly {id: string; top: number}[], offsetPx: number): string | null {
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.top <= offsetPx) {
      active = heading.id;
    } else {
      break;
    }
  }
  return active;
}

function readingAreaTop(): number {
  const navbar = document.querySelector('.navbar');
  return navbar ? navbar.getBoundingClientRect().bottom : 0;
}

function replaceAnchor(id: string | null): void {
  const {pathname, search, hash} = window.location;
  const next = id === null ? '' : `#${encodeURIComponent(id)}`;
  if (decodeURIComponent(hash) !== decodeURIComponent(next)) {
    window.history.replaceState(window.history.state, '', `${pathname}${search}${next}`);
  }
}

/**
 * Whether the address's anchor names an element other than these headings (a
 * parameter's row) that shows in the reading area: the link the reader
 * followed to it stays the address, to be copied, until it scrolls out of view.
 */
export function anchoredElementInView(headingIds: readonly string[]): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const element = id && !headingIds.includes(id) ? document.getElementById(id) : null;
  if (!element) {
    return false;
  }
  const {top, bottom} = element.getBoundingClientRect();
  return bottom > readingAreaTop() && top < window.innerHeight;
}

/** When the reader last used a wheel, a finger, a key or a pointer (0: not yet). */
let lastReaderInputAt = 0;
const READER_INPUTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
/** Inputs that scroll the page wherever they land; a key or a press in the navbar works its menus. */
const SCROLLING_ANYWHERE: ReadonlySet<string> = new Set(['wheel', 'touchmove']);
/**
 * When the browser last moved through the history (Back, Forward, a link to an
 * anchor of the page): the scrolls that follow are its own, to the entry's place,
 * even while the reader's last wheel or touch is still recent, and the entry's
 * address is the one it was left with.
 */
let lastHistoryMoveAt = 0;
let listeningForInput = false;

function listenForReaderInput(): void {
  if (!listeningForInput) {
    listeningForInput = true;
    const onInput = (event: Event) => {
      if (SCROLLING_ANYWHERE.has(event.type) || !(event.target instanceof Element && event.target.closest('.navbar'))) {
        lastReaderInputAt = Date.now();
      }
    };
    for (const type of READER_INPUTS) {
      window.addEventListener(type, onInput, {passive: true, capture: true});
    }
    window.addEventListener('popstate', () => (lastHistoryMoveAt = Date.now()), {capture: true});
  }
}

/**
 * Whether the reader is scrolling this page, shown at `shownAt`: their input
 * on the page before (the click that opened this one) does not count. Counted,
 * it made the scrolls that nobody asked for, just after a navigation (a test
 * tool bringing the version menu's link into view scrolled the window too),
 * the reader's, and a heading's anchor, written into the address, went along
 * with the next version switch.
 */
function readerIsScrolling(shownAt: number): boolean {
  return (
    lastReaderInputAt > Math.max(shownAt, lastHistoryMoveAt) && Date.now() - lastReaderInputAt <= READING.readerScrollWindowMs
  );
}

export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const followsScroll = useContext(FollowsScrollContext);
  useEffect(() => {
    if (ids.length === 0) {
      return undefined;
    }
    listenForReaderInput();
    // The page these headings belong to. After a navigation, this listener may
    // still see a scroll or two of the next page before its own list replaces it.
    const {pathname} = window.location;
    const shownAt = Date.now();
    let frame = 0;
    let lastAnchorUpdate = 0;
    let pendingAnchor: ReturnType<typeof setTimeout> | undefined;
    let scrolled = false;

    const updateAnchor = (id: string | null) => {
      clearTimeout(pendingAnchor);
      const requestedAt = Date.now();
      const wait = lastAnchorUpdate + READING.hashUpdateIntervalMs - requestedAt;
      const apply = () => {
        // Back or Forward since: the heading was the one of the entry the reader left, not of this one.
        if (lastHistoryMoveAt >= requestedAt || anchoredElementInView(ids)) {
          return;
        }
        lastAnchorUpdate = Date.now();
        replaceAnchor(id);
      };
      if (wait <= 0) {
        apply();
      } else {
        pendingAnchor = setTimeout(apply, wait);
      }
    };

    const measure = () => {
      frame = 0;
      // A list that is not shown (./follows-scroll.ts) follows no heading.
      if (window.location.pathname !== pathname || !followsScroll.current) {
        return;
      }
      const top = readingAreaTop();
      const positions = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{id, top: element.getBoundingClientRect().top - top}] : [];
      });
      // None of these headings is in the document: their page is being replaced by the next
      // one, whose own list takes over. Touching the anchor here would erase the next page's.
      if (positions.length === 0) {
        return;
      }
      const next = activeHeadingId(positions, READING.activeHeadingOffsetPx);
      setActive(next);
      // Only the reader's own scrolling moves the anchor, not the first measurement after a load.
      if (scrolled && readerIsScrolling(shownAt)) {
        updateAnchor(next);
      }
    };
    const onScroll = () => {
      scrolled = true;
      if (frame === 0) {
        frame = window.requestAnimationFrame(measure);
      }
    };
    // The first measurement waits for the next frame, whose layout it then reads: measured
    // here, right after the commit that mounted these headings (the page's hydration, on a
    // first visit), it would force a layout of the whole page of its own.
    frame = window.requestAnimationFrame(measure);
    window.addEventListener('scroll', onScroll, {passive: true});
    window.addEventListener('resize', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.cancelAnimationFrame(frame);
      clearTimeout(pendingAnchor);
    };
  }, [ids, followsScroll]);
  return active;
}
