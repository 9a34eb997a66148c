/**
 * A doc page's large blocks (tables, sample groups, code blocks, lists,
 * admonitions) are skipped by the browser's rendering while they are far from
 * the viewport (`content-visibility: auto`, src/css/custom.css).
 *
 * Why: every tap on a long page paid for the whole page. The browser
 * hit-tests, updates paint properties and repaints across every box of the
 * document, and a tab that changes a sample's height moves everything below
 * it: on the 30.2 search page, at 4× CPU, that was about 30 ms of paint
 * property updates and 25 ms of paint per tab tap, against 4 ms each with the
 * blocks out of view skipped.
 *
 * Why not from the first paint: a block that was never rendered has no size
 * the browser knows, so a skipped block would take a guessed height, and a
 * deep link, the scroll position kept for Back, and the page's height would be
 * off until the reader scrolled past it. Each block instead remembers its
 * rendered size from the first paint on (`contain-intrinsic-size: auto`), and
 * is marked skippable only once it is far from the viewport: Chromium
 * decides whether a block it may skip is near the viewport after the frame in
 * which the block became skippable, so a block marked in view would be painted
 * empty for a frame. Far from the viewport, it is skipped at its remembered
 * size, and nothing on the screen moves.
 *
 * The first page opened (from a link, not a reload, Back or an anchor) skips
 * its far blocks from the first paint: laying the whole page out at once,
 * before the reader can tap, was the largest task of its load (on the 30.2
 * search page, at 4x CPU, more than the app's start). The head's script
 * (./first-paint-skip-head.ts) starts it before the body is parsed; before each
 * frame is painted while the HTML is parsed, it renders the blocks of the
 * first FIRST_PAINT_SCREENS screens: Chromium would paint a block it skips in
 * view empty for a frame, so only blocks surely below the view are left
 * skipped, at a guessed height. When the browser is idle, each is laid out
 * once, in short slices from the top, and is then skipped at its real size as
 * above: the page's height settles, and a position kept for Back finds the
 * page as it is. Before then, a same-page anchor followed (the head's script)
 * or a jump ends the skip at once, so that the browser seeks the anchor on
 * the whole page; and the next page is laid out whole. A reload, Back and an
 * anchor keep the whole first layout: the browser restores or seeks a
 * position that guessed heights would put elsewhere.
 */

import {whenIdle} from '../../../client/when-idle';
import {FIRST_PAINT_SKIP_ATTRIBUTE, LAID_OUT_ATTRIBUTE, LARGE_BLOCKS} from './large-blocks';

/** The attribute that makes a block of a doc's Markdown skippable while out of view (src/css/custom.css). */
export const SKIPPABLE_ATTRIBUTE = 'data-skippable';

/**
 * How long one idle slice lays out blocks skipped at the first paint, in the page's time (a throttled CPU's
 * too): far below the 50 ms of a long task, so that a tap in between waits little.
 */
const LAYOUT_SLICE_MS = 8;

/**
 * How far from the viewport a block must be to be marked: well beyond the
 * margin within which Chromium renders a skipped block again (half the
 * viewport), so that it is skipped where the reader cannot see it.
 */
const MARK_BEYOND_MARGIN = '200% 0px';

/** A scroll that moves the page by more than this share of the window's height at once is a jump, not a reader's scroll. */
const JUMP_SHARE_OF_WINDOW = 0.5;

/**
 * The screens a jump renders again on each side of the one it lands on: the
 * reader's next scroll either way finds them rendered. Inside MARK_BEYOND_MARGIN
 * (two screens), so a block rendered again is not marked again at once.
 */
const JUMP_RENDERS_SCREENS_AROUND = 1;

/**
 * Marks `markdown`'s large blocks skippable as each is (or gets) far from the
 * viewport. A jump (an anchor far down, Back, the Home key, back to top) can
 * land where the browser has not decided yet to render the blocks: they would
 * be painted empty for a frame. Its scroll event comes before that frame, so
 * the blocks it lands on are unmarked then, and observed again. Returns what
 * stops it all (the page's content is leaving).
 */
export function skipOffscreenBlocks(markdown: Element): () => void {
  const root = document.documentElement;
  const skippedAtFirstPaint = root.hasAttribute(FIRST_PAINT_SKIP_ATTRIBUTE);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const {target, isIntersecting} of entries) {
        if (!isIntersecting) {
          target.setAttribute(SKIPPABLE_ATTRIBUTE, '');
          // From here on the browser decides when it is shown, until a jump lands on it.
          observer.unobserve(target);
        }
      }
    },
    {rootMargin: MARK_BEYOND_MARGIN},
  );
  const blocks = [...markdown.querySelectorAll(LARGE_BLOCKS)];
  // The first paint's skip, block by block, from the top: the blocks before `next` are laid out and observed.
  let next = skippedAtFirstPaint ? 0 : blocks.length;
  let cancelSlice = () => {};
  // Every block laid out whole from the next layout on (the skip is over, or a jump ends it), and observed.
  const layOutTheRest = () => {
    cancelSlice();
    endFirstPaintSkip();
    for (const block of blocks.slice(next)) observer.observe(block);
    next = blocks.length;
  };
  const layOutSlice = () => {
    // A same-page anchor followed during the skip ended it at once (./first-paint-skip-head.ts).
    if (!root.hasAttribute(FIRST_PAINT_SKIP_ATTRIBUTE)) return layOutTheRest();
    const end = performance.now() + LAYOUT_SLICE_MS;
    while (next < blocks.length && performance.now() < end) {
      const block = blocks[next++]!;
      if (block.hasAttribute(LAID_OUT_ATTRIBUTE)) {
        observer.observe(block);
        continue;
      }
      block.setAttribute(LAID_OUT_ATTRIBUTE, '');
      // Its layout now, within the slice's time, rather than all of the slice's blocks in one frame.
      block.getBoundingClientRect();
      observer.observe(block);
    }
    if (next < blocks.length) {
      cancelSlice = whenIdle(layOutSlice);
    } else {
      layOutTheRest();
    }
  };
  if (skippedAtFirstPaint) {
    cancelSlice = whenIdle(layOutSlice);
  } else {
    blocks.forEach((block) => observer.observe(block));
  }
  let lastScrollY = window.scrollY;
  const onScroll = () => {
    const jumped = Math.abs(window.scrollY - lastScrollY) > window.innerHeight * JUMP_SHARE_OF_WINDOW;
    lastScrollY = window.scrollY;
    if (!jumped) return;
    // A jump during the first paint's skip (the scrollbar, the End key, a script's scroll) ends it: the blocks above
    // take their real heights in this frame, and the browser's scroll anchoring keeps what the reader sees in place.
    if (next < blocks.length) layOutTheRest();
    for (const block of markdown.querySelectorAll(`:scope > [${SKIPPABLE_ATTRIBUTE}]`)) {
      // A skipped block keeps its box: its place is known without rendering it.
      const {top, bottom} = block.getBoundingClientRect();
      const around = JUMP_RENDERS_SCREENS_AROUND * window.innerHeight;
      if (bottom > -around && top < window.innerHeight + around) {
        block.removeAttribute(SKIPPABLE_ATTRIBUTE);
        observer.observe(block);
      }
    }
  };
  window.addEventListener('scroll', onScroll, {passive: true});
  return () => {
    cancelSlice();
    observer.disconnect();
    window.removeEventListener('scroll', onScroll);
  };
}

/**
 * Ends the first paint's skip: every block the document renders from now on is laid out whole. Called once the first
 * page's blocks are all laid out, and when the page's content leaves, before the next one is laid out (the scroll
 * position Back restores on it expects its real height).
 */
export function endFirstPaintSkip(): void {
  document.documentElement.removeAttribute(FIRST_PAINT_SKIP_ATTRIBUTE);
}
