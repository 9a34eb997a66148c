/**
 * What a reader's browser downloads on a first visit, measured in Chromium
 * against the build served locally: each response's body gzipped (what a
 * static host sends), by kind. `settled` counts what the page needs to render
 * and hydrate (until the network goes quiet); `idle` everything fetched within
 * `idleMs`, prefetches of linked pages included.
 */
import zlib from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM} from '../chromium';

export type VisitBytes = {html: number; css: number; js: number; other: number; total: number; requests: number};
export type FirstVisit = {url: string; settled: VisitBytes; idle: VisitBytes};

function empty(): VisitBytes {
  return {html: 0, css: 0, js: 0, other: 0, total: 0, requests: 0};
}

function kindOf(resourceType: string): keyof Omit<VisitBytes, 'total' | 'requests'> {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'script') return 'js';
  return 'other';
}

export async function measureFirstVisit(browser: Browser, origin: string, url: string, idleMs: number): Promise<FirstVisit> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const settled = empty();
  const idle = empty();
  let settledDone = false;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.status() >= 300 || !response.url().startsWith(origin)) {
      return;
    }
    pending.push(
      response.body().then(
        (body) => {
          const bytes = zlib.gzipSync(body, {level: 9}).length;
          const kind = kindOf(response.request().resourceType());
          for (const figures of settledDone ? [idle] : [settled, idle]) {
            figures[kind] += bytes;
            figures.total += bytes;
            figures.requests += 1;
          }
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${origin}${url}`, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  settledDone = true;
  await page.waitForTimeout(idleMs);
  await Promise.all(pending);
  await context.close();
  return {url, settled, idle};
}

export async function withChromium<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}
