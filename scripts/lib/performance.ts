/**
 * The performance budget of the site (see the README's maintainer section),
 * and the pages it is measured on. `npm run bench` and `npm run audit` print
 * their figures next to these; nothing asserts them, because the machines that
 * measure are shared and noisy.
 */
import {LATEST_VERSION} from '../../src/constants';

/** The pages a reader most often lands on, one of each kind: Lighthouse and axe check them all. */
export const AUDITED_PAGES = [
  '/docs/',
  `/docs/${LATEST_VERSION}/api/collections.html`,
  `/docs/${LATEST_VERSION}/api/search.html`,
  '/docs/guide/install-typesense.html',
  '/docs/0.23.0/api/search.html',
] as const;

/** Pages whose first visit `npm run bench` weighs, with the budget of those that have one (gzip bytes of HTML + CSS + JS). */
export const FIRST_VISITS: readonly {url: string; budgetBytes?: number}[] = [
  {url: '/docs/', budgetBytes: 90 * 1024},
  {url: `/docs/${LATEST_VERSION}/api/collections.html`, budgetBytes: 100 * 1024},
  {url: `/docs/${LATEST_VERSION}/api/search.html`},
];

/**
 * The 29.0 search page, the heaviest page of the reference: its HTML must weigh
 * at most half of what it did before this budget was set (commit 79e044a, whose
 * code blocks carried an inline style on every token and a line element per line).
 */
export const SEARCH_PAGE_HTML = {path: `/docs/${LATEST_VERSION}/api/search.html`, bytesBefore: 407_912} as const;

export const BUDGET = {
  /** Full production build, every version, cold cache, on a 2-core machine. */
  buildSeconds: 120,
  buildPeakBytes: 3 * 1024 ** 3,
  /** `npm start` of one version until its first page answers. */
  previewStartSeconds: 15,
  /** Everything an idle first visit downloads within `idleWindowMs`, prefetches included. */
  idleWindowMs: 10_000,
  idleBytes: 300 * 1024,
  /** Lighthouse (mobile) scores, each out of 100. */
  lighthouse: {performance: 95, accessibility: 100, 'best-practices': 95, seo: 100},
} as const;
