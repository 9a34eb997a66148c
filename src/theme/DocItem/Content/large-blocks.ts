/**
 * The names that the doc's large blocks are handled by, shared by the app
 * (./offscreen-blocks.ts), the head script of the first paint
 * (./first-paint-skip-head.ts) and the stylesheet (src/css/custom.css, held to
 * them by a unit test). A module of its own, importing nothing, so that the
 * head script bundles these names and nothing else.
 */

/** The doc's content, for the head script: ThemeClassNames.docs.docMarkdown (the theme's module is not bundled into it). */
export const DOC_CONTENT = '.theme-doc-markdown';

/**
 * On `<html>`: the page's far blocks are skipped from its first paint until each is laid out once
 * (./first-paint-skip-head.ts, src/css/custom.css). Its values, in turn: the blocks of the first screens are being
 * chosen, frame by frame as the HTML is parsed; then the others are skipped until laid out.
 */
export const FIRST_PAINT_SKIP_ATTRIBUTE = 'data-first-paint-skip';
export const FIRST_PAINT_SKIP = {measuring: 'measuring', on: 'on'} as const;

/**
 * The screens from the top whose blocks the first paint renders: the first screen, and more, as a block's place is
 * measured before the paint with the blocks before it at their least height (those not rendered yet count for one
 * pixel), and a reader's first scroll finds the next screens rendered.
 */
export const FIRST_PAINT_SCREENS = 3;

/** On a block: laid out once since the first paint, so its size is known and the first paint's skip is over for it. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * The elements of the doc's top-level blocks that are worth skipping: the paragraphs and headings between them are
 * cheap, and the headings are what the page's heading list follows. The stylesheet's first-paint rule names the same
 * (a unit test holds them together).
 */
export const LARGE_BLOCK_ELEMENTS = ['table', 'div', 'ul', 'ol'] as const;
/** The doc's large blocks, as a selector from its content (the head script's too). */
export const LARGE_BLOCKS = `:scope > :is(${LARGE_BLOCK_ELEMENTS.join(', ')})`;
