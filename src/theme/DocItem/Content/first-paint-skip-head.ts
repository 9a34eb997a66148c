/**
 * The head script of plugins/first-paint-skip, bundled by the build into each
 * page's head (a classic script that sets no global): for a document opened by
 * a navigation to no anchor, it lets the page skip its far blocks from the
 * first paint (./offscreen-blocks.ts says why and how).
 *
 * - The stylesheet skips every large block of the doc (`measuring`), those not
 *   rendered yet at one pixel.
 * - Before each frame is painted, while the HTML is parsed, the blocks whose
 *   top is within the first screens (a place at most their real one) are
 *   marked laid out, which renders them in that frame, until a block is beyond.
 * - From that block on, the stylesheet skips the blocks not laid out at a
 *   guessed height (`on`), and the app lays them out when idle. A page without
 *   a doc leaves the skip (the attribute goes at DOMContentLoaded).
 *
 * Only a plain navigation without an anchor: a reload and Back restore a
 * scroll position, and an anchor seeks one, that the guessed heights of
 * skipped blocks would put elsewhere. Until the skip is over, a link to an
 * anchor of the page followed takes the attribute away (in the capture phase,
 * before the browser or the app seeks the anchor), so that the anchor is
 * sought on the page laid out whole. A browser without `content-visibility`
 * keeps the whole first layout, as it would anyway.
 */
import {DOC_CONTENT, FIRST_PAINT_SCREENS, FIRST_PAINT_SKIP, FIRST_PAINT_SKIP_ATTRIBUTE, LAID_OUT_ATTRIBUTE, LARGE_BLOCKS} from './large-blocks';

function skipFarBlocksFromFirstPaint(): void {
  const root = document.documentElement;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!navigation || navigation.type !== 'navigate' || location.hash || !CSS.supports('content-visibility', 'auto')) return;
  root.setAttribute(FIRST_PAINT_SKIP_ATTRIBUTE, FIRST_PAINT_SKIP.measuring);
  let measured = 0;
  let parsed = false;
  document.addEventListener('DOMContentLoaded', () => (parsed = true));
  const chooseBeforePaint = () => {
    if (root.getAttribute(FIRST_PAINT_SKIP_ATTRIBUTE) !== FIRST_PAINT_SKIP.measuring) return;
    const doc = document.querySelector(DOC_CONTENT);
    if (doc) {
      const blocks = doc.querySelectorAll(LARGE_BLOCKS);
      const end = scrollY + innerHeight * FIRST_PAINT_SCREENS;
      // Their places first, then the marks: a mark between two reads would lay the page out again.
      const near: Element[] = [];
      let far = false;
      for (; measured < blocks.length; measured += 1) {
        if (blocks[measured]!.getBoundingClientRect().top + scrollY >= end) {
          far = true;
          break;
        }
        near.push(blocks[measured]!);
      }
      near.forEach((block) => block.setAttribute(LAID_OUT_ATTRIBUTE, ''));
      if (far) return root.setAttribute(FIRST_PAINT_SKIP_ATTRIBUTE, FIRST_PAINT_SKIP.on);
    }
    if (!parsed) {
      requestAnimationFrame(chooseBeforePaint);
    } else if (doc) {
      // A short doc: every block is within the first screens.
      root.setAttribute(FIRST_PAINT_SKIP_ATTRIBUTE, FIRST_PAINT_SKIP.on);
    } else {
      root.removeAttribute(FIRST_PAINT_SKIP_ATTRIBUTE);
    }
  };
  requestAnimationFrame(chooseBeforePaint);
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.hash && link.pathname === location.pathname) root.removeAttribute(FIRST_PAINT_SKIP_ATTRIBUTE);
    },
    true,
  );
}

try {
  skipFarBlocksFromFirstPaint();
} catch {
  // A browser without one of these leaves the page as it is.
}
