/**
 * `npm run audit`: Lighthouse (mobile, its default throttling) on the audited
 * pages of a production build served locally, in Debian's Chromium. Each page
 * is audited several times and the run with the median performance score is
 * reported, as Lighthouse advises on noisy machines. Prints the four category
 * scores per page next to the budget (and the spread of the performance
 * score), and writes the figures to bench-results/audit.json. Nothing is
 * asserted.
 *
 *   npm run audit                      # build/ (run `npm run build` first)
 *   npm run audit -- --dir build-e2e   # another build
 *   npm run audit -- --runs 5          # runs per page (default 3)
 *   npm run audit -- --page /docs/29.0/api/search.html   # one page (repeatable)
 */
import dns from 'node:dns/promises';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type {Result as LighthouseResult} from 'lighthouse';
import {CHROMIUM} from './chromium';
import {AUDITED_PAGES, BUDGET} from './lib/performance';
import {positiveIntegerOption} from './lib/cli-options';
import {blockedUrlPatterns, thirdPartyOrigins} from './lib/third-party-origins';

const SITE_DIR = path.resolve(__dirname, '..');
const PORT = 3298;
const CATEGORIES = Object.keys(BUDGET.lighthouse) as (keyof typeof BUDGET.lighthouse)[];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

export type PageAudit = {
  url: string;
  /** Performance scores of every run, lowest first. */
  performanceRuns: number[];
  scores: Record<string, number>;
  metrics: Record<string, string>;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass. */
  failing: {category: string; id: string; title: string}[];
};

/**
 * Lighthouse runs as its own command: its page-side code must not go through this
 * script's TypeScript loader, which adds helpers that do not exist in the page.
 */
async function runLighthouse(port: number, url: string, blocked: readonly string[]): Promise<LighthouseResult> {
  const cli = require.resolve('lighthouse/cli/index.js');
  const args = [cli, url, `--port=${port}`, '--output=json', '--output-path=stdout', '--quiet', `--only-categories=${CATEGORIES.join(',')}`, ...blockedUrlPatterns(blocked)];
  try {
    const {stdout} = await promisify(execFile)(process.execPath, args, {maxBuffer: 256 * 1024 ** 2});
    return JSON.parse(stdout) as LighthouseResult;
  } catch (error) {
    const {stderr} = error as {stderr?: string};
    throw new Error(`Lighthouse could not audit ${url}: ${stderr?.trim() || (error as Error).message}`, {cause: error});
  }
}

async function auditPage(port: number, url: string, runs: number, blocked: readonly string[]): Promise<PageAudit> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await runLighthouse(port, url, blocked));
  }
  const performance = (result: LighthouseResult) => Math.round((result.categories.performance?.score ?? 0) * 100);
  const sorted = [...results].sort((a, b) => performance(a) - performance(b));
  const {categories, audits} = sorted[Math.floor(sorted.length / 2)]!;
  const failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    categories[category]!.auditRefs.flatMap((ref) => {
      const audit = audits[ref.id]!;
      return ref.weight > 0 && audit.score !== null && audit.score < 1 ? [{category, id: ref.id, title: audit.title}] : [];
    }),
  );
  return {
    url,
    performanceRuns: sorted.map(performance),
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((categories[category]!.score ?? 0) * 100)])),
    metrics: Object.fromEntries(METRICS.map((id) => [id, audits[id]?.displayValue ?? '?'])),
    failing,
  };
}

/** Those of `origins` whose host has no address here (CI's machines reach no internet). */
async function unresolvedOrigins(origins: readonly string[]): Promise<string[]> {
  const resolves = await Promise.all(
    origins.map((origin) =>
      dns.lookup(new URL(origin).hostname).then(
        () => true,
        () => false,
      ),
    ),
  );
  return origins.filter((_, index) => !resolves[index]);
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, runs: {type: 'string', default: '3'}, page: {type: 'string', multiple: true}},
  });
  const runs = positiveIntegerOption(values.runs, '--runs');
  const pages = values.page ?? AUDITED_PAGES;
  const notAPath = pages.find((page) => !page.startsWith('/docs/'));
  if (notAPath !== undefined) {
    throw new Error(`--page takes a path of the site, such as /docs/guide/, got "${notAPath}".`);
  }
  const {startServer} = await import('./serve.mjs');
  const server = await startServer({dir: path.resolve(SITE_DIR, values.dir), port: PORT});
  const site = `http://127.0.0.1:${PORT}`;
  let blocked: string[];
  try {
    blocked = await unresolvedOrigins(thirdPartyOrigins(await Promise.all(pages.map(async (page) => (await fetch(`${site}${page}`)).text())), site));
  } catch (error) {
    server.close();
    throw error;
  }
  for (const origin of blocked) {
    console.log(`${new URL(origin).host} does not resolve from this machine: its requests are blocked for the audit, so that their failure is not counted as the page's console error. Audit on a machine with the internet to include it.`);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM.args],
  });
  const results: PageAudit[] = [];
  try {
    for (const page of pages) {
      results.push(await auditPage(chrome.port, `${site}${page}`, runs, blocked));
    }
  } finally {
    chrome.kill();
    server.close();
  }

  console.log(
    `Lighthouse, mobile, median of ${runs} run(s) per page (budget: ${CATEGORIES.map((c) => `${c} ≥ ${BUDGET.lighthouse[c]}`).join(', ')}):`,
  );
  console.log(`  ${'page'.padEnd(42)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
  for (const {url, scores, metrics, failing, performanceRuns} of results) {
    const row = CATEGORIES.map((c) => `${scores[c]}${scores[c]! < BUDGET.lighthouse[c] ? ' ✗' : '  '}`.padStart(16)).join('');
    console.log(`  ${new URL(url).pathname.padEnd(42)}${row}`);
    console.log(`      ${Object.entries(metrics).map(([id, value]) => `${id} ${value}`).join(' · ')}`);
    console.log(`      performance over the runs: ${performanceRuns.join(', ')}`);
    for (const audit of failing) {
      console.log(`      ${audit.category}: ${audit.id} (${audit.title})`);
    }
  }
  const out = path.join(SITE_DIR, 'bench-results');
  fs.mkdirSync(out, {recursive: true});
  fs.writeFileSync(path.join(out, 'audit.json'), `${JSON.stringify({date: new Date().toISOString(), blockedOrigins: blocked, results}, null, 2)}\n`);
  console.log('\nWrote bench-results/audit.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
