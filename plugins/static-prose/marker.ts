/**
 * The mark of static prose, as the rehype plugin sets it (a hast property) and
 * as the compiled page carries it (a JSX attribute, which
 * ./static-prose-loader.cjs looks for and removes).
 */
export const STATIC_PROSE_PROPERTY = 'dataStaticProse';
export const STATIC_PROSE_ATTRIBUTE = 'data-static-prose';
