/**
 * A deep link (`search.html#search-a-collection`) is painted at its anchor from
 * the first frame.
 *
 * Chromium scrolls to the address's anchor only when it has parsed the whole
 * page, but paints as soon as it has parsed some of it: on a long API page,
 * on a phone, the reader saw the top of the page for about a second, then the
 * jump to the section. So the first paint of a page opened at an anchor waits
 * until the page is parsed (`<link rel=expect blocking=render>` on its last
 * element, which browsers without it ignore), and its first frame scrolls
 * the anchor to the top, as the browser does (its scroll-margin-top below the
 * sticky navbar); the browser's own scroll then finds it there. Waiting for
 * the anchor's element alone is not enough: the content below it may not be
 * parsed yet, and the page too short to scroll it to the top.
 *
 * The wait is set by the page's inline head script (./load-deep-link.ts): an
 * element blocks rendering only if it joins the head before the body is
 * parsed, which a script fetched first might not. The scroll is the deep-link
 * script's (./deep-link.ts), which holds the first paint until it has run.
 */
import {PAGE_END_ID} from '../../page-end';
import {safeDecodeComponent} from '../anchor-text';

/** Adds `element` (a script, or a `<link rel=expect>`) to the head as render-blocking: the first paint waits for it. */
export function holdFirstPaint(element: HTMLElement): void {
  element.setAttribute('blocking', 'render');
  document.head.appendChild(element);
}

/** Whether a navigation opened the page at an anchor: Back, Forward and reload return the reader where they were (src/client/scroll-restoration.ts). */
export function openedAtAnchor(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return window.location.hash.length > 1 && (!navigation || navigation.type === 'navigate');
}

/** Holds the first paint until the page is parsed. */
export function holdFirstPaintUntilParsed(): void {
  const expect = document.createElement('link');
  expect.rel = 'expect';
  expect.href = `#${PAGE_END_ID}`;
  holdFirstPaint(expect);
}

/** Scrolls the address's anchor to the top in the first frame, the page parsed. */
export function scrollToAnchorAtFirstFrame(): void {
  const fragment = window.location.hash.slice(1);
  // The element looked up as the browser does. (A browser without rel=expect may come here before the element is
  // parsed: it then scrolls on its own once it has parsed the page, as before.)
  requestAnimationFrame(() => {
    const target = document.getElementById(fragment) ?? document.getElementById(safeDecodeComponent(fragment));
    target?.scrollIntoView({block: 'start', behavior: 'instant'});
  });
}
