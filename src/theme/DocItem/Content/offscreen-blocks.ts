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
 */

/** The attribute that makes a block of a doc's Markdown skippable while out of view (src/css/custom.css). */
export const SKIPPABLE_ATTRIBUTE = 'data-skippable';

/** The doc's top-level blocks that are worth skipping: the paragraphs and headings between them are cheap, and the headings are what the page's heading list follows. */
const LARGE_BLOCKS = ':scope > :is(table, div, ul, ol)';

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
  for (const block of markdown.querySelectorAll(LARGE_BLOCKS)) {
    observer.observe(block);
  }
  let lastScrollY = window.scrollY;
  const onScroll = () => {
    const jumped = Math.abs(window.scrollY - lastScrollY) > window.innerHeight * JUMP_SHARE_OF_WINDOW;
    lastScrollY = window.scrollY;
    if (!jumped) return;
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
    observer.disconnect();
    window.removeEventListener('scroll', onScroll);
  };
}
