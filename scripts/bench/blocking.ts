/**
 * How long a first visit keeps the main thread busy: the blocking time (the
 * part of every task beyond 50 ms, summed, as Lighthouse's total blocking time
 * counts it) from navigation until 3 s after the page has hydrated, with the
 * CPU slowed down 4×, as Lighthouse's mobile audit does. Lighthouse runs one
 * visit per audit and is easily swayed by a busy machine; this takes the
 * median of several, which makes two builds comparable within one run.
 */
import type {Browser, BrowserContext, CDPSession, Page} from '@playwright/test';
import {median} from './process';

export type BlockingFigures = {url: string; runsMs: number[]; medianMs: number; longestTaskMs: number};

/** As DevTools' CPU throttling and Lighthouse's mobile audit; the interaction bench slows the CPU alike. */
export const CPU_SLOWDOWN = 4;
/** Blocking time is summed until this long after the page has hydrated (here and in the interaction bench). */
export const AFTER_HYDRATION_MS = 3000;

/** Slows `page`'s CPU down CPU_SLOWDOWN times, as the phone figures of the bench all are; returns its DevTools session. */
export async function slowDownCpu(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  return cdp;
}

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

async function oneVisit(browser: Browser, pageUrl: string): Promise<number[]> {
  // Phone-sized, as Lighthouse's mobile audit: the sidebar moves into the navbar's menu after hydration.
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const durations: number[] = [];
      window.__longTasks = durations;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          durations.push(entry.duration);
        }
      }).observe({type: 'longtask', buffered: true});
    });
    await slowDownCpu(context, page);
    await page.goto(pageUrl, {waitUntil: 'load'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 60_000});
    await page.waitForTimeout(AFTER_HYDRATION_MS);
    return await page.evaluate(() => window.__longTasks ?? []);
  } finally {
    await context.close();
  }
}

export async function measureBlocking(browser: Browser, origin: string, url: string, runs: number): Promise<BlockingFigures> {
  const runsMs: number[] = [];
  let longestTaskMs = 0;
  for (let run = 0; run < runs; run += 1) {
    const tasks = await oneVisit(browser, `${origin}${url}`);
    runsMs.push(Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)));
    longestTaskMs = Math.max(longestTaskMs, ...tasks.map(Math.round));
  }
  return {url, runsMs, medianMs: median(runsMs), longestTaskMs};
}
