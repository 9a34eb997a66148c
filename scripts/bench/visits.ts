/**
 * What a reader's browser downloads on a first visit, measured in Chromium
 * against the build served locally, as a static host serves it (compressed):
 * each response's body gzipped, by kind, in three windows:
 *
 * - `shown`: what the browser requested before the page was first painted,
 *   i.e. what it needs to show the page;
 * - `settled`: everything until the network goes quiet, the app that makes
 *   the page interactive included;
 * - `idle`: everything within `idleMs` of an idle visit, prefetches included.
 */
import zlib from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM} from '../chromium';

export type VisitBytes = {html: number; css: number; js: number; other: number; total: number; requests: number};
export type FirstVisit = {url: string; shown: VisitBytes; settled: VisitBytes; idle: VisitBytes};

function empty(): VisitBytes {
  return {html: 0, css: 0, js: 0, other: 0, total: 0, requests: 0};
}

function kindOf(resourceType: string): keyof Omit<VisitBytes, 'total' | 'requests'> {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'script') return 'js';
  return 'other';
}

function add(figures: VisitBytes, kind: keyof Omit<VisitBytes, 'total' | 'requests'>, bytes: number): void {
  figures[kind] += bytes;
  figures.total += bytes;
  figures.requests += 1;
}

export async function measureFirstVisit(browser: Browser, origin: string, url: string, idleMs: number): Promise<FirstVisit> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const responses: {startedAt: number; kind: keyof Omit<VisitBytes, 'total' | 'requests'>; bytes: Promise<number>; settled: boolean}[] = [];
  let settledDone = false;
  page.on('response', (response) => {
    if (response.status() >= 300 || !response.url().startsWith(origin)) {
      return;
    }
    responses.push({
      startedAt: response.request().timing().startTime,
      kind: kindOf(response.request().resourceType()),
      bytes: response.body().then(
        (body) => zlib.gzipSync(body, {level: 9}).length,
        () => 0,
      ),
      settled: !settledDone,
    });
  });
  await page.goto(`${origin}${url}`, {waitUntil: 'networkidle'});
  const firstPaintAt = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint ? performance.timeOrigin + paint.startTime : Number.POSITIVE_INFINITY;
  });
  settledDone = true;
  await page.waitForTimeout(idleMs);
  const shown = empty();
  const settled = empty();
  const idle = empty();
  for (const response of responses) {
    const bytes = await response.bytes;
    if (response.startedAt < firstPaintAt) {
      add(shown, response.kind, bytes);
    }
    if (response.settled) {
      add(settled, response.kind, bytes);
    }
    add(idle, response.kind, bytes);
  }
  await context.close();
  return {url, shown, settled, idle};
}

export async function withChromium<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}
