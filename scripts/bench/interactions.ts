/**
 * How fast the site answers a reader's taps on a phone: Chromium with the
 * Pixel 7 profile (touch, phone viewport), the CPU slowed 4× (as DevTools'
 * throttling and Lighthouse's mobile audit), against a production build served
 * locally. An interaction's duration is what the Event Timing API reports and
 * INP counts: from the input to the next paint after its handlers ran, the
 * longest of its events (pointerdown, pointerup, click).
 *
 * Each interaction is measured on a fresh context and page load, once the page
 * has hydrated and gone idle, `runs` times; the median is printed with the
 * spread. The same loads give the blocking time after first paint. A separate
 * series of loads taps the menu button every TAP_EVERY_MS from first paint, as
 * an impatient reader does, and gives the time until a tap is answered.
 *
 * The peer is the blank Docusaurus site (scripts/bench/blank-site) with one
 * page added at bench time: as many tab groups as the latest search page has,
 * with its tab labels, synced by a `groupId` (plain `<Tabs>` and `<TabItem>`).
 * Its interactions that the blank site has are measured in the same run, in
 * turns with the site's (and with a second build of the site, to compare).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Server} from 'node:http';
import {load} from 'cheerio';
import {devices, expect, type Browser, type BrowserContext, type Locator, type Page} from '@playwright/test';
import {LATEST_VERSION} from '../../src/constants';
import {median} from './process';
import {AFTER_HYDRATION_MS, CPU_SLOWDOWN, slowDownCpu} from './blocking';
import {withChromium} from './visits';
import {BLANK_SITE_DIR, buildBlankSite} from './floor';

/** Event Timing reports no event shorter than this (16 ms is the least the API accepts). */
export const DURATION_THRESHOLD_MS = 16;
/** A task's time beyond this blocks input, as Lighthouse's total blocking time counts it. */
const BLOCKING_OVER_MS = 50;
/** How often the impatient reader taps the menu button, from first paint until the menu opens. */
const TAP_EVERY_MS = 100;
/** The menu's drawer slides in and out (the theme's transition); the next tap of a path waits for it. */
const DRAWER_TRANSITION_MS = 500;
/** How long a tap's Event Timing entries may take to arrive before it counts as shorter than the threshold. */
const ENTRY_WAIT_MS = 3000;
/** A page load under 4× CPU on a busy machine: hydration well within this. */
const LOAD_TIMEOUT_MS = 60_000;

const PHONE = devices['Pixel 7'];
const SEARCH_PAGE = `/docs/${LATEST_VERSION}/api/search.html`;
const COLLECTIONS_PAGE = `/docs/${LATEST_VERSION}/api/collections.html`;
/** The peer's page of tabs, generated at bench time (peerTabsPage). */
export const PEER_TABS_PAGE = '/docs/tabs';
/** The tab the bench taps in the first sample group. */
const TAPPED_TAB = 'Go';
/** The parameter whose row link the bench taps (`filter_by` in the search parameters' table). */
const TAPPED_PARAMETER = 'filter_by';

/** What the page's observers record (installed by `recordInPage` before any script of the page). */
type PageRecord = {
  events: EventEntry[];
  longTasks: {startTime: number; duration: number}[];
  clicks: {timeStamp: number; opened: boolean}[];
  /** Texts written to the clipboard. */
  copies: number;
  hydratedAt?: number;
};

declare global {
  interface Window {
    __interactionBench?: PageRecord;
    __interactionBenchMenuOpened?: () => void;
  }
}

/** An Event Timing entry, as the page's observer keeps it. */
export type EventEntry = {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
};

/** One interaction: the longest of its events, as INP takes it, and where that event's time went. */
export type Interaction = {
  interactionId: number;
  /** The event type of the longest entry (pointerdown, pointerup, click, …). */
  event: string;
  startTime: number;
  durationMs: number;
  /** Input to the start of the handlers (the main thread was busy). */
  inputDelayMs: number;
  /** The handlers (React's work on a discrete event runs in them). */
  processingMs: number;
  /** The end of the handlers to the next paint (style, layout, paint, and tasks before the frame). */
  presentationMs: number;
};

/** Pure: the page's interactions from its Event Timing entries, in order; entries without an interaction (hover, scroll) are left out. */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const longest = new Map<number, EventEntry>();
  for (const entry of entries) {
    if (entry.interactionId === 0) continue;
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) {
      longest.set(entry.interactionId, entry);
    }
  }
  return [...longest.values()]
    .sort((a, b) => a.interactionId - b.interactionId)
    .map((entry) => ({
      interactionId: entry.interactionId,
      event: entry.name,
      startTime: entry.startTime,
      durationMs: entry.duration,
      inputDelayMs: entry.processingStart - entry.startTime,
      processingMs: entry.processingEnd - entry.processingStart,
      presentationMs: entry.startTime + entry.duration - entry.processingEnd,
    }));
}

/**
 * Pure: blocking time from `fromMs` to `untilMs` (page clock), as Lighthouse's total blocking
 * time counts it after first paint: each task clipped to the window, its time beyond 50 ms summed.
 */
export function blockingBetween(tasks: readonly {startTime: number; duration: number}[], fromMs: number, untilMs: number): number {
  let total = 0;
  for (const {startTime, duration} of tasks) {
    const clipped = Math.min(startTime + duration, untilMs) - Math.max(startTime, fromMs);
    total += Math.max(0, clipped - BLOCKING_OVER_MS);
  }
  return total;
}

/** A figure's runs, in the order measured (one per round), and their median, minimum and maximum. */
export type Spread = {median: number; min: number; max: number; runs: number[]};

/** One site's runs over another's, round by round (pairedRatio): their median, minimum and maximum. */
export type Ratio = Omit<Spread, 'runs'>;

/** Pure: the median and the spread of some runs, rounded to whole milliseconds. */
export function spreadOf(runs: readonly number[]): Spread {
  const rounded = runs.map(Math.round);
  return {median: median(rounded), min: Math.min(...rounded), max: Math.max(...rounded), runs: rounded};
}

/**
 * Pure: one site's runs against another's, round by round: the median and the spread of `first`'s run over
 * `second`'s run of the same round. The two runs of a round are seconds apart, so a busy stretch of the shared
 * machines the bench runs on slows both alike, where it moves one series' median and not the other's.
 * `undefined` unless both have a run in every round; a round whose `second` run was under the Event Timing
 * threshold (0) is left out.
 */
export function pairedRatio(first: Spread, second: Spread): Ratio | undefined {
  if (first.runs.length !== second.runs.length) return undefined;
  const ratios = first.runs.flatMap((run, round) => (second.runs[round]! > 0 ? [run / second.runs[round]!] : []));
  if (ratios.length === 0) return undefined;
  const twoPlaces = (value: number) => Math.round(value * 100) / 100;
  return {median: twoPlaces(median(ratios)), min: twoPlaces(Math.min(...ratios)), max: twoPlaces(Math.max(...ratios))};
}

/**
 * Pure: the first tap that opened the menu, from the page's taps in order: when it came and how
 * many did nothing before it. `undefined` if none did.
 */
export function firstWorkingTap(clicks: readonly {timeStamp: number; opened: boolean}[]): {timeStamp: number; tapsBefore: number} | undefined {
  const index = clicks.findIndex((click) => click.opened);
  return index === -1 ? undefined : {timeStamp: clicks[index]!.timeStamp, tapsBefore: index};
}

/** The language tab groups of a page of the site: the tab labels (those of the first group) and the code each group shows first. */
export type LanguageGroups = {labels: string[]; samples: string[]};

/** Pure: the language tab groups of a page's HTML (src/components/LanguageTabs); throws if it has none. */
export function languageGroupsOf(html: string, where: string): LanguageGroups {
  const $ = load(html);
  const groups = $('.tabs-container:has(.language-tabs)').toArray();
  if (groups.length === 0) {
    throw new Error(`${where} has no language tab groups (.tabs-container with .language-tabs): the peer's page of tabs is modelled on them.`);
  }
  const labels = $(groups[0]).find('[role="tab"]').toArray().map((tab) => $(tab).text().trim());
  const samples = groups.map((group) => $(group).find('pre').first().text());
  return {labels, samples};
}

/** Pure: a tab's value from its label, for `<TabItem value>` and the code block's language ("C#" → "csharp"). */
function tabValue(label: string): string {
  return label.toLowerCase().replace(/#/g, 'sharp').replace(/[^a-z0-9]+/g, '-');
}

/**
 * Pure: the peer's page of tabs (MDX): a section per group of the site's page, each with a tab per
 * label, synced by `groupId`; each tab holds the group's sample as the site's page shows it first,
 * so that the page carries as much code per tab as the site's.
 */
export function peerTabsPage({labels, samples}: LanguageGroups): string {
  const groups = samples.map((sample, index) => {
    const fence = '`'.repeat(Math.max(3, ...[...sample.matchAll(/`+/g)].map(([run]) => run.length + 1)));
    const tabs = labels.map((label) => {
      const value = tabValue(label);
      return `<TabItem value="${value}" label="${label}">\n\n${fence}${value}\n${sample.replace(/\n$/, '')}\n${fence}\n\n</TabItem>`;
    });
    return `## Sample ${index + 1}\n\n<Tabs groupId="language">\n${tabs.join('\n')}\n</Tabs>`;
  });
  return [
    '---',
    'title: Tabs',
    '---',
    '',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '# Tabs',
    '',
    `${samples.length} groups of code samples in ${labels.length} languages, as tabs synced across the page.`,
    '',
    groups.join('\n\n'),
    '',
  ].join('\n');
}

/** A site measured: where it is served and which of its pages stand for what. */
type Site = {
  name: string;
  origin: string;
  /** The page of each interaction the site has; the interactions it has not are left out. */
  pages: Partial<Record<InteractionKey, string>>;
};

const INTERACTION_KEYS = ['tabSearch', 'tabCollections', 'menu', 'version', 'copy', 'heading', 'parameter'] as const;
export type InteractionKey = (typeof INTERACTION_KEYS)[number];

/** Pure: the interactions a comma-separated list names (`--only menu,copy`); throws on a name the bench does not have. */
export function interactionKeysOf(list: string): InteractionKey[] {
  const names = list.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(INTERACTION_KEYS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--only: ${names.length === 0 ? 'no interaction named' : `no interaction "${unknown.join('", "')}"`}; the bench has ${INTERACTION_KEYS.join(', ')}.`);
  }
  return names as InteractionKey[];
}

/** One tap of an interaction and how long it took (0: shorter than DURATION_THRESHOLD_MS, no entry). */
type Tap = {step: string; interaction?: Interaction};

type Interacting = {
  key: InteractionKey;
  label: string;
  /** Taps the page (hydrated and idle) and returns each tap; waits for each tap's effect. */
  perform: (page: Page) => Promise<Tap[]>;
};

/** Records Event Timing entries, long tasks, hydration and taps on the menu button, from before the page's first script. */
function recordInPage(durationThreshold: number): void {
  const record: PageRecord = {events: [], longTasks: [], clicks: [], copies: 0};
  window.__interactionBench = record;
  new PerformanceObserver((list) => {
    // TypeScript's DOM types do not have `interactionId` yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & {interactionId: number})[]) {
      const {name, interactionId, startTime, duration, processingStart, processingEnd} = entry;
      record.events.push({name, interactionId, startTime, duration, processingStart, processingEnd});
    }
  }).observe({type: 'event', durationThreshold, buffered: true} as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const {startTime, duration} of list.getEntries()) {
      record.longTasks.push({startTime, duration});
    }
  }).observe({type: 'longtask', buffered: true});
  new MutationObserver(() => {
    if (record.hydratedAt === undefined && document.documentElement.dataset.hasHydrated === 'true') {
      record.hydratedAt = performance.now();
    }
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  // A copy button's own sign ("Copied") lasts a second, which a busy machine can miss.
  const {clipboard} = navigator;
  if (clipboard) {
    const writeText = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (text) => {
      record.copies += 1;
      return writeText(text);
    };
  }
  // Bubbling to the window, a click has been through React's handlers (on the app's root) and
  // their synchronous render: the theme's drawer is open then if the tap opened it.
  window.addEventListener('click', (event) => {
    const opened = document.querySelector('.navbar-sidebar--show') !== null;
    record.clicks.push({timeStamp: event.timeStamp, opened});
    if (opened) {
      window.__interactionBenchMenuOpened?.();
    }
  });
}

async function phoneContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({...PHONE, permissions: ['clipboard-read', 'clipboard-write']});
  // No requests leave the machine: analytics gets an empty script, as in the browser tests.
  await context.route(
    (url) => !url.href.startsWith(origin),
    (route) =>
      route.request().url().startsWith('https://www.googletagmanager.com/')
        ? route.fulfill({status: 200, contentType: 'text/javascript', body: '/* gtag.js stand-in */'})
        : route.abort(),
  );
  await context.addInitScript(recordInPage, DURATION_THRESHOLD_MS);
  return context;
}

async function pageRecord(page: Page): Promise<PageRecord> {
  return page.evaluate(() => window.__interactionBench!);
}

async function firstPaintOf(page: Page): Promise<number> {
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
}

/** A fresh load of `url`, hydrated, its blocking time after first paint counted, then idle. */
async function loadedPage(page: Page, url: string): Promise<{blockingMs: number}> {
  await page.goto(url, {waitUntil: 'load', timeout: LOAD_TIMEOUT_MS});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: LOAD_TIMEOUT_MS});
  await page.waitForTimeout(AFTER_HYDRATION_MS);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 10_000})));
  const record = await pageRecord(page);
  const firstPaint = await firstPaintOf(page);
  if (record.hydratedAt === undefined || Number.isNaN(firstPaint)) {
    throw new Error(`${url}: no first paint or hydration recorded.`);
  }
  return {blockingMs: blockingBetween(record.longTasks, firstPaint, record.hydratedAt + AFTER_HYDRATION_MS)};
}

/**
 * A tap at the centre of `target`'s box, scrolled into view. Playwright's own tap aims at the
 * element's text, and the theme's heading links hold only a zero-width space (the `#` is drawn
 * by CSS), which it finds nowhere to tap.
 */
async function tapCentre(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) {
    throw new Error(`${page.url()}: ${target} is not shown, so it cannot be tapped.`);
  }
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Taps `target`, waits for `effect`, then for the tap's Event Timing entries (they come after its next paint). */
async function measuredTap(page: Page, step: string, target: Locator, effect: () => Promise<void>): Promise<Tap> {
  const before = await page.evaluate(() => Math.max(0, ...window.__interactionBench!.events.map((entry) => entry.interactionId)));
  await tapCentre(page, target);
  await effect();
  const arrived = await page
    .waitForFunction((after) => window.__interactionBench!.events.some((entry) => entry.interactionId > after), before, {timeout: ENTRY_WAIT_MS})
    .then(
      () => true,
      () => false,
    );
  if (arrived) {
    // The tap's other events are reported with the same frame, or the next one.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  const {events} = await pageRecord(page);
  const interactions = interactionsOf(events.filter((entry) => entry.interactionId > before));
  const interaction = interactions.reduce<Interaction | undefined>((longest, next) => (!longest || next.durationMs > longest.durationMs ? next : longest), undefined);
  return {step, interaction};
}

function menuButton(page: Page): Locator {
  return page.getByRole('button', {name: 'Toggle navigation bar'});
}

/** The menu's drawer, open. */
function openDrawer(page: Page): Locator {
  return page.locator('.navbar-sidebar--show .navbar-sidebar');
}

/** Whether a reader can tap `locator`'s first element where it is: in the viewport, and on top at its centre. */
async function tappable(locator: Locator): Promise<boolean> {
  if ((await locator.count()) === 0) return false;
  return locator.first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width === 0 || box.height === 0 || x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/**
 * The way to another version as a reader finds it, whatever the layout: the version's link if it
 * is shown, else the version menu's button, else the menu's way back to its main panel, else the
 * menu button; each tap measured. Found by role and name, so a version menu one tap away works too.
 */
async function pickVersion(page: Page, version: string): Promise<Tap[]> {
  const link = page.getByRole('link', {name: `v${version}`, exact: true});
  const ways = [
    {step: 'version menu', locator: page.getByRole('button', {name: /^API version/})},
    {step: 'back to the main menu', locator: page.getByRole('button', {name: /Back to main menu/})},
    {step: 'menu button', locator: menuButton(page)},
  ];
  const taps: Tap[] = [];
  const maxTaps = ways.length + 1;
  while (taps.length < maxTaps) {
    if (await link.filter({visible: true}).count()) {
      taps.push(
        await measuredTap(page, `v${version}`, link.filter({visible: true}).first(), () =>
          expect(page).toHaveURL(new RegExp(`/docs/${version.replace(/\./g, '\\.')}/`), {timeout: LOAD_TIMEOUT_MS}),
        ),
      );
      return taps;
    }
    let way: (typeof ways)[number] | undefined;
    for (const candidate of ways) {
      if (await tappable(candidate.locator.filter({visible: true}))) {
        way = candidate;
        break;
      }
    }
    if (!way) {
      throw new Error(`${page.url()}: no way to v${version}: none of its link, ${ways.map(({step}) => step).join(', ')} can be tapped.`);
    }
    taps.push(await measuredTap(page, way.step, way.locator.filter({visible: true}).first(), () => page.waitForTimeout(DRAWER_TRANSITION_MS)));
  }
  throw new Error(`${page.url()}: v${version} not reached in ${maxTaps} taps (${taps.map(({step}) => step).join(' → ')}).`);
}

/** Taps the `#` link of the first heading or of a parameter's row, and waits for the address to take its anchor. */
async function tapAnchorLink(page: Page, step: string, link: Locator): Promise<Tap[]> {
  const href = await link.getAttribute('href');
  if (!href?.startsWith('#')) {
    throw new Error(`${page.url()}: the ${step} has no same-page anchor (href ${href}).`);
  }
  return [await measuredTap(page, step, link, () => expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)))];
}

async function tapTab(page: Page): Promise<Tap[]> {
  const tab = page.getByRole('tablist').first().getByRole('tab', {name: TAPPED_TAB, exact: true});
  return [await measuredTap(page, `${TAPPED_TAB} tab`, tab, () => expect(tab).toHaveAttribute('aria-selected', 'true'))];
}

const OLDER_VERSION = (JSON.parse(fs.readFileSync(path.join(__dirname, '../../versions.json'), 'utf8')) as string[]).find((version) => version !== LATEST_VERSION)!;

const INTERACTIONS: readonly Interacting[] = [
  {key: 'tabSearch', label: `language tab "${TAPPED_TAB}" of the first group, search page`, perform: tapTab},
  {key: 'tabCollections', label: `language tab "${TAPPED_TAB}" of the first group, collections page`, perform: tapTab},
  {
    key: 'menu',
    label: 'menu button',
    perform: async (page) => [await measuredTap(page, 'menu button', menuButton(page), () => expect(openDrawer(page)).toBeVisible())],
  },
  {key: 'version', label: `to v${OLDER_VERSION} through the version menu`, perform: (page) => pickVersion(page, OLDER_VERSION)},
  {
    key: 'copy',
    label: 'copy button of the first code block',
    perform: async (page) => {
      const button = page.getByRole('button', {name: 'Copy code to clipboard'}).first();
      return [
        await measuredTap(page, 'copy', button, async () => {
          await page.waitForFunction(() => window.__interactionBench!.copies > 0);
        }),
      ];
    },
  },
  {
    key: 'heading',
    label: "first section heading's # link",
    perform: (page) => tapAnchorLink(page, "heading's # link", page.getByRole('heading', {level: 2}).first().getByRole('link', {name: /^Direct link to/})),
  },
  {
    key: 'parameter',
    label: `${TAPPED_PARAMETER}'s # link`,
    perform: (page) => tapAnchorLink(page, "parameter's # link", page.getByRole('link', {name: `Direct link to ${TAPPED_PARAMETER}`, exact: true})),
  },
];

/** One interaction of one site: each tap's runs (Event Timing durations; 0 when shorter than the threshold) and where the time of the median run went. */
export type InteractionFigures = {
  interaction: InteractionKey;
  label: string;
  site: string;
  url: string;
  taps: {step: string; durationMs: Spread; median: Interaction | undefined}[];
};

/** A page's blocking time after first paint over all the loads of it. */
export type BlockingAfterPaint = {site: string; url: string; blockingMs: Spread};

/** The impatient reader: from first paint to the first tap on the menu button that opened it, and to its next paint. */
export type TapAnsweredFigures = {
  site: string;
  url: string;
  tapMs: Spread;
  answeredMs: Spread;
  hydratedMs: Spread;
  tapsBefore: number[];
};

async function oneInteractionRun(browser: Browser, site: Site, interacting: Interacting, url: string): Promise<{taps: Tap[]; blockingMs: number}> {
  const context = await phoneContext(browser, site.origin);
  try {
    const page = await context.newPage();
    await slowDownCpu(context, page);
    const {blockingMs} = await loadedPage(page, `${site.origin}${url}`);
    return {taps: await interacting.perform(page), blockingMs};
  } finally {
    await context.close();
  }
}

/** The centre of the menu button, on a hydrated page at the phone's size: where the impatient reader taps. */
async function menuButtonCentre(browser: Browser, site: Site, url: string): Promise<{x: number; y: number}> {
  const context = await phoneContext(browser, site.origin);
  try {
    const page = await context.newPage();
    await page.goto(`${site.origin}${url}`, {waitUntil: 'load'});
    const box = await menuButton(page).boundingBox();
    if (!box) {
      throw new Error(`${url} (${site.name}): the menu button is not shown at the phone's size.`);
    }
    return {x: box.x + box.width / 2, y: box.y + box.height / 2};
  } finally {
    await context.close();
  }
}

/**
 * One impatient load: from the browser's first contentful paint, a tap on the menu button every
 * TAP_EVERY_MS (sent without waiting for the page to take it, as a finger does) until a tap opens
 * the menu. Times are from first paint.
 */
async function oneImpatientRun(browser: Browser, site: Site, url: string, at: {x: number; y: number}): Promise<{tapMs: number; answeredMs: number; hydratedMs: number; tapsBefore: number}> {
  const context = await phoneContext(browser, site.origin);
  try {
    const page = await context.newPage();
    let opened = false;
    await page.exposeFunction('__interactionBenchMenuOpened', () => {
      opened = true;
    });
    const cdp = await slowDownCpu(context, page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', {enabled: true});
    const painted = new Promise<void>((resolve) => {
      cdp.on('Page.lifecycleEvent', ({name}) => {
        if (name === 'firstContentfulPaint') resolve();
      });
    });
    const sent: Promise<unknown>[] = [];
    const navigation = page.goto(`${site.origin}${url}`, {waitUntil: 'commit'});
    await painted;
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    while (!opened) {
      if (Date.now() > deadline) {
        throw new Error(`${url} (${site.name}): no tap on the menu button opened it within ${LOAD_TIMEOUT_MS / 1000} s of first paint.`);
      }
      const touchPoints = [{x: at.x, y: at.y}];
      sent.push(cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints}), cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []}));
      await new Promise((resolve) => setTimeout(resolve, TAP_EVERY_MS));
    }
    await Promise.all([navigation, ...sent]);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: LOAD_TIMEOUT_MS});
    // The working tap's Event Timing entry comes after its next paint.
    await page.waitForTimeout(1000);
    const record = await pageRecord(page);
    const firstPaint = await firstPaintOf(page);
    const working = firstWorkingTap(record.clicks);
    if (!working || record.hydratedAt === undefined) {
      throw new Error(`${url} (${site.name}): the page said the menu opened, but recorded no tap that opened it or no hydration.`);
    }
    const interaction = interactionsOf(record.events).find((candidate) => Math.abs(candidate.startTime - working.timeStamp) < 1);
    return {
      tapMs: working.timeStamp - firstPaint,
      // Shorter than the threshold, the tap has no entry: it was answered at once.
      answeredMs: working.timeStamp - firstPaint + (interaction?.durationMs ?? 0),
      hydratedMs: record.hydratedAt - firstPaint,
      tapsBefore: working.tapsBefore,
    };
  } finally {
    await context.close();
  }
}

export type InteractionsFigures = {
  cpuSlowdown: number;
  device: string;
  runs: number;
  interactions: InteractionFigures[];
  blocking: BlockingAfterPaint[];
  tapAnswered: TapAnsweredFigures[];
};

/** Every interaction of every site, `runs` times, the sites in turns within each round. */
export async function measureInteractionsOf(browser: Browser, sites: readonly Site[], runs: number, only?: readonly InteractionKey[]): Promise<InteractionsFigures> {
  const measured = only ? INTERACTIONS.filter(({key}) => only.includes(key)) : INTERACTIONS;
  // The taps soon after load are a series of their own, measured with every interaction only.
  const impatient = !only;
  const tapRuns = new Map<string, {interacting: Interacting; site: Site; url: string; runs: Tap[][]}>();
  const blockingRuns = new Map<string, {site: Site; url: string; runs: number[]}>();
  const impatientRuns = new Map<Site, {runs: Awaited<ReturnType<typeof oneImpatientRun>>[]; url: string; at: {x: number; y: number}}>();
  for (const site of impatient ? sites : []) {
    const url = site.pages.menu!;
    impatientRuns.set(site, {runs: [], url, at: await menuButtonCentre(browser, site, url)});
  }
  for (let round = 0; round < runs; round += 1) {
    console.log(`  round ${round + 1} of ${runs}`);
    for (const interacting of measured) {
      for (const site of sites) {
        const url = site.pages[interacting.key];
        if (!url) continue;
        const {taps, blockingMs} = await oneInteractionRun(browser, site, interacting, url);
        const key = `${site.name}\n${interacting.key}`;
        const known = tapRuns.get(key) ?? {interacting, site, url, runs: []};
        known.runs.push(taps);
        tapRuns.set(key, known);
        const pageKey = `${site.name}\n${url}`;
        const loads = blockingRuns.get(pageKey) ?? {site, url, runs: []};
        loads.runs.push(blockingMs);
        blockingRuns.set(pageKey, loads);
      }
    }
    for (const [site, series] of impatientRuns) {
      series.runs.push(await oneImpatientRun(browser, site, series.url, series.at));
    }
  }
  const interactions = [...tapRuns.values()].map(({interacting, site, url, runs: siteRuns}) => {
    const steps = siteRuns[0]!.map((tap) => tap.step);
    const changed = siteRuns.find((taps) => taps.map((tap) => tap.step).join() !== steps.join());
    if (changed) {
      throw new Error(`${interacting.label} on ${url} (${site.name}): the taps differed between runs (${steps.join(' → ')}, then ${changed.map((tap) => tap.step).join(' → ')}).`);
    }
    return {
      interaction: interacting.key,
      label: interacting.label,
      site: site.name,
      url,
      taps: steps.map((step, index) => {
        const inRounds = siteRuns.map((taps) => taps[index]!.interaction);
        const durationMs = spreadOf(inRounds.map((interaction) => interaction?.durationMs ?? 0));
        const byDuration = [...inRounds].sort((a, b) => (a?.durationMs ?? 0) - (b?.durationMs ?? 0));
        return {step, durationMs, median: byDuration[Math.floor(byDuration.length / 2)]};
      }),
    };
  });
  const blocking = [...blockingRuns.values()].map(({site, url, runs: loads}) => ({site: site.name, url, blockingMs: spreadOf(loads)}));
  const tapAnswered = [...impatientRuns.entries()].map(([site, {url, runs: loads}]) => ({
    site: site.name,
    url,
    tapMs: spreadOf(loads.map((load) => load.tapMs)),
    answeredMs: spreadOf(loads.map((load) => load.answeredMs)),
    hydratedMs: spreadOf(loads.map((load) => load.hydratedMs)),
    tapsBefore: loads.map((load) => load.tapsBefore),
  }));
  return {cpuSlowdown: CPU_SLOWDOWN, device: 'Pixel 7', runs, interactions, blocking, tapAnswered};
}

/** The site's pages for each interaction. */
function sitePages(): Site['pages'] {
  return {
    tabSearch: SEARCH_PAGE,
    tabCollections: COLLECTIONS_PAGE,
    menu: SEARCH_PAGE,
    version: SEARCH_PAGE,
    copy: SEARCH_PAGE,
    heading: SEARCH_PAGE,
    parameter: SEARCH_PAGE,
  };
}

/** The peer has a tab page, a menu, code blocks and headings; no versions, no parameters. */
const PEER_PAGES: Site['pages'] = {tabSearch: PEER_TABS_PAGE, menu: PEER_TABS_PAGE, copy: PEER_TABS_PAGE, heading: PEER_TABS_PAGE};

async function served<T>(dirs: readonly {dir: string; port: number}[], run: () => Promise<T>): Promise<T> {
  const {startServer} = await import('../serve.mjs');
  const servers: Server[] = [];
  try {
    for (const {dir, port} of dirs) {
      servers.push(await startServer({dir, port}));
    }
    return await run();
  } finally {
    for (const server of servers) server.close();
  }
}

function buildName(siteDir: string, dir: string): string {
  return path.relative(siteDir, dir) || dir;
}

/**
 * The interaction section of the bench: `buildDir` (and `baselineBuildDir`, if given, in turns
 * with it) and the blank site with a page of tabs modelled on `buildDir`'s latest search page.
 */
export async function measureInteractions(options: {
  siteDir: string;
  buildDir: string;
  baselineBuildDir?: string;
  ports: {site: number; baseline: number; peer: number};
  runs: number;
  /** Only these interactions, without the taps soon after load; all of them if not given. */
  only?: readonly InteractionKey[];
}): Promise<InteractionsFigures> {
  const {siteDir, buildDir, baselineBuildDir, ports, runs, only} = options;
  for (const dir of [buildDir, baselineBuildDir]) {
    if (dir && !fs.existsSync(path.join(dir, SEARCH_PAGE.replace(/^\/docs\//, '')))) {
      throw new Error(`${dir} has no ${SEARCH_PAGE}: build the site first (npm run build:e2e), or give --build.`);
    }
  }
  const searchHtml = path.join(buildDir, SEARCH_PAGE.replace(/^\/docs\//, ''));
  const groups = languageGroupsOf(fs.readFileSync(searchHtml, 'utf8'), searchHtml);
  console.log(
    `\nBuilding the blank Docusaurus site with a page of ${groups.samples.length} tab groups (${groups.labels.join(', ')}), ` +
      `modelled on ${SEARCH_PAGE} (${path.relative(siteDir, BLANK_SITE_DIR)})…`,
  );
  const peerDir = await buildBlankSite(siteDir, {'tabs.mdx': peerTabsPage(groups)});
  try {
    const sites: Site[] = [{name: buildName(siteDir, buildDir), origin: `http://127.0.0.1:${ports.site}`, pages: sitePages()}];
    const dirs = [{dir: buildDir, port: ports.site}];
    if (baselineBuildDir) {
      // Named apart from the first build even when it is the same folder (a check of the bench's noise).
      sites.push({name: `${buildName(siteDir, baselineBuildDir)} (baseline)`, origin: `http://127.0.0.1:${ports.baseline}`, pages: sitePages()});
      dirs.push({dir: baselineBuildDir, port: ports.baseline});
    }
    sites.push({name: 'blank Docusaurus', origin: `http://127.0.0.1:${ports.peer}`, pages: PEER_PAGES});
    dirs.push({dir: peerDir, port: ports.peer});
    console.log(`Measuring interactions on a phone (${PHONE.viewport.width}×${PHONE.viewport.height}, touch), ${CPU_SLOWDOWN}× CPU, ${runs} runs, the sites in turns…`);
    return await served(dirs, () => withChromium((browser) => measureInteractionsOf(browser, sites, runs, only)));
  } finally {
    fs.rmSync(peerDir, {recursive: true, force: true});
  }
}

/** Pure: a spread as printed: "560 (528–696)"; durations under the threshold as "<16". */
export function formatSpread({median: middle, min, max}: Spread, threshold = 0): string {
  const ms = (value: number) => (threshold > 0 && value < threshold ? `<${threshold}` : `${value}`);
  return `${ms(middle)} (${ms(min)}–${ms(max)})`;
}

/** Pure: a paired ratio as printed: "1.16× (0.81–1.40)". */
export function formatRatio({median: middle, min, max}: Ratio): string {
  return `${middle.toFixed(2)}× (${min.toFixed(2)}–${max.toFixed(2)})`;
}

/**
 * Prints the figures: each interaction's taps, the site(s) beside the peer, and the first build's runs over each
 * other site's, round by round (pairedRatio).
 */
export function printInteractions(figures: InteractionsFigures): void {
  const sites = [...new Set([...figures.interactions.map((figure) => figure.site), ...figures.blocking.map((figure) => figure.site)])];
  const others = sites.slice(1);
  const width = 62;
  const column = 24;
  const cell = (text: string) => `${text.padEnd(column - 1)} `;
  const ratioHeading = (site: string) => (site.endsWith('(baseline)') ? '÷ baseline' : `÷ ${site}`);
  const header = (title: string) => console.log(`  ${title.padEnd(width)}${sites.map(cell).join('')}${others.map((site) => cell(ratioHeading(site))).join('')}`);
  const row = (label: string, cells: (Spread | undefined)[], threshold = 0) => {
    const [first, ...rest] = cells;
    const ratios = rest.map((other) => {
      const ratio = first && other && pairedRatio(first, other);
      return cell(ratio ? formatRatio(ratio) : '—');
    });
    console.log(`  ${label.padEnd(width)}${cells.map((spread) => cell(spread ? formatSpread(spread, threshold) : '—')).join('')}${ratios.join('')}`);
  };
  console.log(
    `\nInteractions on a phone (${figures.device}, touch), ${figures.cpuSlowdown}× CPU: Event Timing duration as INP counts it, ` +
      `ms, median (min–max) of ${figures.runs} loads; <${DURATION_THRESHOLD_MS}: under the API's threshold.`,
  );
  if (others.length > 0) {
    console.log(
      `  ÷: ${sites[0]}'s run over the other site's run of the same round, median (min–max): the sites take their turns ` +
        'seconds apart, so a busy stretch of the host slows both runs of a round alike.',
    );
  }
  header('interaction · tap');
  for (const key of [...new Set(figures.interactions.map((figure) => figure.interaction))]) {
    const ofKey = figures.interactions.filter((figure) => figure.interaction === key);
    const steps = [...new Set(ofKey.flatMap((figure) => figure.taps.map((tap) => tap.step)))];
    console.log(`  ${ofKey[0]!.label}: ${ofKey.map((figure) => `${figure.site} ${figure.url}`).join(' · ')}`);
    for (const step of steps) {
      row(`  · ${step}`, sites.map((site) => ofKey.find((figure) => figure.site === site)?.taps.find((tap) => tap.step === step)?.durationMs), DURATION_THRESHOLD_MS);
    }
    for (const figure of ofKey) {
      for (const {step, median: middle} of figure.taps) {
        if (middle) {
          console.log(
            `      ${figure.site}, ${step}, median run: ${middle.event} ${Math.round(middle.durationMs)} ms = input delay ${Math.round(middle.inputDelayMs)} ` +
              `+ handlers ${Math.round(middle.processingMs)} + to the next paint ${Math.round(middle.presentationMs)}`,
          );
        }
      }
    }
  }
  console.log(`\nBlocking time after first paint (tasks' time beyond ${BLOCKING_OVER_MS} ms, from first paint to ${AFTER_HYDRATION_MS / 1000} s after hydration), ms, over the loads above:`);
  header('page');
  for (const url of [...new Set(figures.blocking.map((figure) => figure.url))]) {
    row(`  ${url}`, sites.map((site) => figures.blocking.find((figure) => figure.site === site && figure.url === url)?.blockingMs));
  }
  if (figures.tapAnswered.length === 0) return;
  console.log(`\nA tap soon after load: the menu button tapped every ${TAP_EVERY_MS} ms from first paint; ms after first paint, median (min–max) of ${figures.runs}:`);
  header('');
  const answered = (pick: (figure: TapAnsweredFigures) => Spread) => sites.map((site) => {
    const figure = figures.tapAnswered.find((candidate) => candidate.site === site);
    return figure && pick(figure);
  });
  console.log(`  ${figures.tapAnswered.map((figure) => `${figure.site}: ${figure.url}`).join(' · ')}`);
  row('  the page hydrated', answered((figure) => figure.hydratedMs));
  row('  the first tap that opened the menu', answered((figure) => figure.tapMs));
  row('  … answered (its next paint)', answered((figure) => figure.answeredMs));
  for (const figure of figures.tapAnswered) {
    console.log(`      ${figure.site}: taps that did nothing before it, by load: ${figure.tapsBefore.join(', ')}`);
  }
}
