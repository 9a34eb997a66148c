/**
 * The script that every page's head script loads, render-blocking, for a page
 * opened at an anchor or a path with a `%` (./load-deep-link.ts): a file of
 * the build rather than inline code, since every page would carry it and only
 * some links need it. It repairs a malformed path (./repair-url.ts), scrolls
 * a page opened at an anchor to that anchor in the first frame
 * (./anchor-at-first-paint.ts), and, when the page has no element with that
 * anchor, lands the reader on the nearest section, with its notice, before
 * the first paint (../section-landing.ts).
 *
 * It may run before the page is parsed (a script inserted by a script runs
 * as soon as it arrives): the first frame, which the head script holds until
 * the page is parsed, is where it looks. A browser that paints earlier (no
 * `rel=expect`) has it look once the page is parsed.
 */
import {PAGE_END_ID} from '../../page-end';
import {landOnSection} from '../section-landing';
import {openedAtAnchor, scrollToAnchorAtFirstFrame} from './anchor-at-first-paint';
import {repairAddress} from './repair-url';

function land(): void {
  landOnSection(window.location.hash, 'new-page');
}

try {
  repairAddress();
} catch {
  // Whatever the URL holds, the page opens.
}
try {
  if (openedAtAnchor()) {
    scrollToAnchorAtFirstFrame();
    requestAnimationFrame(() => {
      if (document.getElementById(PAGE_END_ID)) {
        land();
      } else {
        document.addEventListener('DOMContentLoaded', land, {once: true});
      }
    });
  }
} catch {
  // The browser scrolls to the anchor itself once it has parsed the page.
}
