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

/**
 * Pages whose first visit `npm run bench` weighs, with the budgets of those
 * that have them (gzip bytes of HTML + CSS + JS): `budgetBytes` for the visit,
 * `shownBudgetBytes` for what is requested before the first paint (the API
 * pages, whose HTML holds every language of every sample), `idleBudgetBytes`
 * for everything the visit downloads until idle. The idle budgets of the
 * latest version's pages are the old site's load figures on the same pages
 * (issue 27: 175, 205 and 219 KB), which 33 versions must not exceed.
 */
export const FIRST_VISITS: readonly {url: string; budgetBytes?: number; shownBudgetBytes?: number; idleBudgetBytes?: number}[] = [
  {url: '/docs/', budgetBytes: 90 * 1024, shownBudgetBytes: 60 * 1024, idleBudgetBytes: 175 * 1024},
  {url: `/docs/${LATEST_VERSION}/api/collections.html`, budgetBytes: 100 * 1024, shownBudgetBytes: 60 * 1024, idleBudgetBytes: 205 * 1024},
  {url: `/docs/${LATEST_VERSION}/api/search.html`, shownBudgetBytes: 60 * 1024, idleBudgetBytes: 219 * 1024},
  {url: '/docs/0.23.0/api/documents.html', shownBudgetBytes: 60 * 1024},
];

/**
 * Code samples in every client language (issues 16 and 19): a first visit may
 * grow by this much over the same page of the site before them, measured in
 * the same run (`npm run bench -- --baseline 8fe9563`), until the page is idle;
 * the build may take this many times as long.
 */
export const SAMPLES_BUDGET = {
  /** The last commit with samples in three languages. */
  baselineRevision: '8fe9563',
  firstVisitGrowthBytes: 5 * 1024,
  buildTimeRatio: 1.5,
} as const;

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

/**
 * Versions only grow, about three a year: in ten years the reference has some
 * 60. `npm run bench -- --scale 60` builds a site with that many (the real ones
 * and generated copies of the latest, scripts/bench/many-versions.ts) and
 * prints these goals next to its figures and the site's, from the same run:
 * build time and peak memory grow no faster than the number of pages; the
 * first visits of these pages grow by at most `firstVisitGrowthBytes` (gzip,
 * until idle); a writer's preview of one version is no slower.
 */
export const SCALE_GOALS = {
  versions: 60,
  firstVisitGrowthBytes: 2 * 1024,
  firstVisits: ['/docs/', `/docs/${LATEST_VERSION}/api/collections.html`],
  previewVersion: LATEST_VERSION,
} as const;
