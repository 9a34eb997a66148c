/**
 * The script that the head script of a page opened at an anchor loads
 * (./anchor-at-first-paint.ts), render-blocking: when the page has no
 * element with that anchor, it lands the reader on the nearest section, with
 * its notice, before the first paint (../section-landing.ts). A file of the
 * build rather than inline code: every page would carry it, and only some
 * links need it.
 *
 * It may run before the page is parsed (a script inserted by a script runs
 * as soon as it arrives): the first frame, which the head script holds until
 * the page is parsed, is where it looks. A browser that paints earlier (no
 * `rel=expect`) has it look once the page is parsed.
 */
import {PAGE_END_ID} from '../../page-end';
import {landOnSection} from '../section-landing';

function land(): void {
  landOnSection(window.location.hash, 'new-page');
}

requestAnimationFrame(() => {
  if (document.getElementById(PAGE_END_ID)) {
    land();
  } else {
    document.addEventListener('DOMContentLoaded', land, {once: true});
  }
});
