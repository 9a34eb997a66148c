/**
 * What the browser bundle gets for `prism-react-renderer` (see ./index.ts): the
 * Prism object the classic theme's language loader expects, with no language,
 * since nothing highlights in the browser.
 */
export const Prism = {languages: {}};
