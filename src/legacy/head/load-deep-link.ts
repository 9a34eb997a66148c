/**
 * Loads the deep-link script (./deep-link.ts, a file of the build whose URL
 * the build writes in) before the first paint, for the addresses that need it:
 * a page opened at an anchor, whose first paint also waits until the page is
 * parsed (./anchor-at-first-paint.ts), or a path with a `%`, which may need
 * repair before the app starts. Every page's inline head script ends with
 * this, so that a plain visit, the common one, carries and runs only these few
 * lines, and the deep-link code reaches only the links that use it.
 */
import {holdFirstPaint, holdFirstPaintUntilParsed, openedAtAnchor} from './anchor-at-first-paint';

declare const DEEP_LINK_SCRIPT: string;

export function loadDeepLinkScript(): void {
  const atAnchor = openedAtAnchor();
  if (atAnchor) {
    holdFirstPaintUntilParsed();
  }
  if (atAnchor || window.location.pathname.includes('%')) {
    const script = document.createElement('script');
    script.src = DEEP_LINK_SCRIPT;
    holdFirstPaint(script);
  }
}
