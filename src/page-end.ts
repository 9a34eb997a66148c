/**
 * The id of every page's last element, the script that loads the app
 * (src/ssr-template.ts): once the browser has parsed it, it has the whole
 * page. The first paint of a deep link waits for it
 * (src/legacy/head/anchor-at-first-paint.ts, in the deep-link script that a
 * page's head script loads, which is why this has a module of its own).
 */
export const PAGE_END_ID = 'page-end';
