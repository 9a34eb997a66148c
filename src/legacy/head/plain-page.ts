/**
 * The inline script at the top of the head of every page without legacy
 * anchor rules (plugins/legacy-head-script; a page with rules has ./page.ts):
 * it only loads the deep-link script when the address needs it
 * (./load-deep-link.ts), so that a plain visit's HTML carries no more. It runs
 * as it is parsed, and sets no global.
 */
import {loadDeepLinkScript} from './load-deep-link';

try {
  loadDeepLinkScript();
} catch {
  // The browser scrolls to the anchor itself once it has parsed the page.
}
