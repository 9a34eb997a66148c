/**
 * A deep link (`search.html#search-a-collection`) is painted at its anchor from
 * the first frame, part of the inline head script of every page (./page.ts).
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
 * Whether the page has the anchor is known only once it is parsed: the script
 * that lands a missing one on its nearest section (./section-landing.ts, a
 * file of the build, whose URL the build writes in) is fetched beside the
 * stylesheet and holds the first paint too.
 */
import {PAGE_END_ID} from '../../page-end';
import {safeDecodeComponent} from '../anchor-text';

declare const SECTION_LANDING_SCRIPT: string;

function holdFirstPaint(element: HTMLElement): void {
  element.setAttribute('blocking', 'render');
  document.head.appendChild(element);
}

export function paintAtAnchor(): void {
  const fragment = window.location.hash.slice(1);
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  // Back, Forward and reload return the reader where they were (src/client/scroll-restoration.ts).
  if (!fragment || (navigation && navigation.type !== 'navigate')) {
    return;
  }
  const expect = document.createElement('link');
  expect.rel = 'expect';
  expect.href = `#${PAGE_END_ID}`;
  holdFirstPaint(expect);
  const landing = document.createElement('script');
  landing.src = SECTION_LANDING_SCRIPT;
  holdFirstPaint(landing);
  // The first frame, the page parsed; the element looked up as the browser does. (A browser without rel=expect may
  // come here before the element is parsed: it then scrolls on its own once it has parsed the page, as before.)
  requestAnimationFrame(() => {
    const target = document.getElementById(fragment) ?? document.getElementById(safeDecodeComponent(fragment));
    target?.scrollIntoView({block: 'start', behavior: 'instant'});
  });
}
