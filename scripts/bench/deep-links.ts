/**
 * How long a legacy deep link takes to land on its heading: from the moment
 * the browser is sent to the old URL (`/docs/0.19.0/api/#create-collection`)
 * until the target page shows the target heading in the viewport, with the CPU
 * slowed down 4× (Lighthouse's phone), in three ways:
 *
 * - `head script`: the site as built (the inline head script applies the rule);
 * - `head script, no app`: the same with the app's scripts blocked;
 * - `app only`: the head script taken out of every page as it is served, so
 *   that the rule waits for the app, as it did before the head script.
 *
 * And whether the old URL's page was painted before the reader got to the
 * target (the wrong page seen). Figures are printed, never asserted.
 *
 *   npx tsx scripts/bench/deep-links.ts [--build build-e2e] [--runs 5]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Browser} from '@playwright/test';
import {withChromium} from './visits';

export type DeepLinkMode = 'head script' | 'head script, no app' | 'app only';
export type DeepLinkFigures = {from: string; to: string; mode: DeepLinkMode; runsMs: number[]; medianMs: number; wrongPagePainted: number};

const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 30_000;
/** The head script as plugins/legacy-head-script writes it: taken out for the `app only` figures. */
const HEAD_SCRIPT = /<script>\(function\(\)\{"use strict";var legacyHead=[\s\S]*?<\/script>/;

export const DEEP_LINKS = [
  {from: '/docs/0.19.0/api/#create-collection', to: '/docs/0.19.0/api/collections.html', anchor: 'create-a-collection'},
  {from: '/docs/29.0/api/documents.html#group-results', to: '/docs/29.0/api/search.html', anchor: 'group-results'},
] as const;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

declare global {
  interface Window {
    __landedAt?: number;
  }
}

async function oneVisit(
  browser: Browser,
  origin: string,
  link: (typeof DEEP_LINKS)[number],
  mode: DeepLinkMode,
): Promise<{ms: number; wrongPagePainted: boolean}> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    if (mode === 'head script, no app') {
      await page.route(/\/docs\/assets\/js\//, (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
    }
    if (mode === 'app only') {
      await page.route(
        (url) => url.pathname.startsWith('/docs/') && !/\.[a-z0-9]+$/i.test(url.pathname.replace(/\.html$/, '')),
        async (route) => {
          const response = await route.fetch();
          const type = response.headers()['content-type'] ?? '';
          if (!type.includes('text/html')) {
            return route.fulfill({response});
          }
          return route.fulfill({response, body: (await response.text()).replace(HEAD_SCRIPT, '')});
        },
      );
    }
    // In every document: note a paint of a page other than the target, and the time the target heading is in view.
    // A string, not a function: tsx's compiled functions call helpers that do not exist in the page.
    await page.addInitScript(`(() => {
      const to = ${JSON.stringify(link.to)};
      const anchor = ${JSON.stringify(link.anchor)};
      // The app may reach the target in this same document (a history replace), so every document checks.
      new PerformanceObserver((list) => {
        if (list.getEntries().length > 0 && location.pathname !== to) sessionStorage.setItem('deep-link-wrong-paint', '1');
      }).observe({type: 'paint', buffered: true});
      const check = () => {
        const target = document.getElementById(anchor);
        const top = target ? target.getBoundingClientRect().top : undefined;
        if (location.pathname === to && top !== undefined && top >= 0 && top < window.innerHeight && location.hash === '#' + anchor) {
          window.__landedAt = performance.timeOrigin + performance.now();
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })();`);
    const startedAt = Date.now();
    await page.goto(`${origin}${link.from}`, {waitUntil: 'commit'});
    await page
      .waitForFunction(() => window.__landedAt !== undefined, undefined, {timeout: TIMEOUT_MS, polling: 50})
      .catch(async (error: Error) => {
        const state = await page.evaluate((anchor) => [location.href, document.getElementById(anchor)?.getBoundingClientRect().top], link.anchor);
        throw new Error(`${link.from} (${mode}) did not land: ${JSON.stringify(state)}. ${error.message}`);
      });
    const landedAt = await page.evaluate(() => window.__landedAt!);
    const wrongPagePainted = (await page.evaluate(() => sessionStorage.getItem('deep-link-wrong-paint'))) === '1';
    return {ms: Math.round(landedAt - startedAt), wrongPagePainted};
  } finally {
    await context.close();
  }
}

export async function measureDeepLinks(browser: Browser, origin: string, runs: number): Promise<DeepLinkFigures[]> {
  const figures: DeepLinkFigures[] = [];
  for (const link of DEEP_LINKS) {
    for (const mode of ['head script', 'head script, no app', 'app only'] as const) {
      const visits = [];
      for (let run = 0; run < runs; run += 1) {
        visits.push(await oneVisit(browser, origin, link, mode));
      }
      const runsMs = visits.map((v) => v.ms);
      figures.push({
        from: link.from,
        to: `${link.to}#${link.anchor}`,
        mode,
        runsMs,
        medianMs: median(runsMs),
        wrongPagePainted: visits.filter((v) => v.wrongPagePainted).length,
      });
    }
  }
  return figures;
}

export function printDeepLinks(figures: readonly DeepLinkFigures[]): void {
  console.log(`\nLegacy deep link to its heading (${CPU_SLOWDOWN}× CPU slowdown, phone size; median of ${figures[0]?.runsMs.length ?? 0}):`);
  for (const {from, to, mode, medianMs, runsMs, wrongPagePainted} of figures) {
    console.log(
      `  ${from} → ${to}, ${mode.padEnd(20)} ${`${medianMs} ms`.padStart(8)} (runs ${runsMs.join(', ')}; ` +
        `old page painted first in ${wrongPagePainted} of ${runsMs.length})`,
    );
  }
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {build: {type: 'string', default: 'build-e2e'}, runs: {type: 'string', default: '5'}, port: {type: 'string', default: '3294'}}});
  const {startServer} = await import('../serve.mjs');
  const port = Number(values.port);
  const server = await startServer({dir: path.resolve(__dirname, '../..', values.build!), port});
  try {
    const figures = await withChromium((browser) => measureDeepLinks(browser, `http://127.0.0.1:${port}`, Number(values.runs)));
    printDeepLinks(figures);
  } finally {
    server.close();
  }
}

if (require.main === module) {
  void main();
}
