/**
 * `npm run bench`: measures the site and prints the figures next to the
 * performance budget (scripts/lib/performance.ts), and writes them to
 * bench-results/bench.json. Nothing here is asserted: machines are shared and
 * noisy, so compare figures within one run, or runs on the same machine.
 *
 * - a production build of every version from a cold cache: wall time, CPU
 *   time, peak memory of the whole process tree, output bytes by kind;
 * - a writer's preview of one version: seconds until its first page answers;
 * - what a first visit downloads (gzip bytes of HTML, CSS and JS) for the key
 *   pages: to show the page, until it is interactive, and within 10 s idle;
 * - the HTML bytes of the 29.0 search page, against the page before this work;
 * - how long a first visit to each audited page blocks the main thread, with
 *   the CPU slowed down as in Lighthouse's mobile audit (median of 7 visits);
 * - the framework's floor: the same first visits of a blank Docusaurus site
 *   built with the same packages (scripts/bench/floor.ts);
 * - how fast taps are answered on a phone (Pixel 7, 4× CPU): language tabs, the
 *   menu, the version menu, a copy button, `#` links, as the Event Timing API
 *   reports them (INP); blocking time after first paint; how soon after first
 *   paint a tap works; beside the blank site's same interactions, on a page of
 *   as many tab groups (scripts/bench/interactions.ts).
 *
 *   npm run bench                    # everything
 *   npm run bench -- --skip-build    # measure an existing build/ only
 *   npm run bench -- --skip-preview  # without the preview
 *   npm run bench -- --skip-floor    # without the blank site
 *   npm run bench -- --versions 29.0 # build only these versions (DOCS_VERSIONS), to compare
 *   npm run bench -- --baseline 8fe9563   # also build and measure the site at that revision, in the same run
 *   npm run bench -- --scale 60      # also a generated site with 60 versions, side by side (SCALE_GOALS): both built in turns, 3 times,
 *                                    # each time from a cold cache and again with the cache kept
 *   npm run bench -- --scale 60 --keep-scale-build build-e2e-versions   # and keep its build
 *   npm run bench -- --search        # only the search bench (scripts/bench/search.ts), on the records of build/
 *   npm run bench -- --interactions  # only the interactions, on an existing build (build-e2e: npm run build:e2e)
 *   npm run bench -- --interactions --build build-e2e --baseline-build build-before
 *                                    # and another build, measured in turns with it in the same run (before/after ratios)
 *   npm run bench -- --interactions --only menu,copy --runs 9
 *                                    # only these interactions (tabSearch, tabCollections, menu, version, copy, heading,
 *                                    # parameter), more runs; without the series of taps soon after load
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ENV, LATEST_VERSION} from '../../src/constants';
import {AUDITED_PAGES, BUDGET, FIRST_VISITS, SAMPLES_BUDGET, SCALE_GOALS, SEARCH_PAGE_HTML} from '../lib/performance';
import {countSitemapPages, generateManyVersionsSite, markdownSourceBytes} from './many-versions';
import {checkOutBaseline} from './baseline';
import {inTurns, measureProcessTree, median, medianFigures, type ProcessFigures} from './process';
import {outputBytesByKind} from './bytes';
import type {Browser} from '@playwright/test';
import {measureFirstVisit, withChromium, type FirstVisit, type VisitBytes} from './visits';
import {measurePreviewStart, type PreviewFigures} from './preview';
import {measureBlocking, type BlockingFigures} from './blocking';
import {BLANK_SITE_PAGES, buildBlankSite} from './floor';
import {QUERIES_FILE, parseQueries, readRecordsFile, runSearchBench} from './search';
import {buildRecords} from '../indexer/index';
import {positiveIntegerOption} from '../lib/cli-options';
import {interactionKeysOf, measureInteractions, printInteractions, type InteractionsFigures} from './interactions';

const SITE_DIR = path.resolve(__dirname, '../..');
/** The highest of the local ports the bench uses, the others below it; `BENCH_PORT` moves them (two checkouts at once). */
const PORT = Number(process.env.BENCH_PORT ?? 3299);
if (!Number.isInteger(PORT) || PORT < 1030 || PORT > 65535) {
  throw new Error(`BENCH_PORT must be a port number from 1030 to 65535 (got "${process.env.BENCH_PORT}").`);
}
const PREVIEW_PORT = PORT - 2;
const FLOOR_PORT = PORT - 3;
const BASELINE_PORT = PORT - 4;
const SCALE_PORT = PORT - 5;
const SCALE_PREVIEW_PORT = PORT - 6;
const BLOCKING_RUNS = 7;
/** Loads per interaction and per site: the median of five is what the issue asks for. */
const INTERACTION_RUNS = 5;

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A growth in bytes, in KB with its sign: "+1.6 KB", "-0.3 KB". */
function kbGrowth(bytes: number): string {
  return `${bytes >= 0 ? '+' : ''}${kb(bytes)}`;
}

function visitTotal(bytes: VisitBytes): number {
  return bytes.html + bytes.css + bytes.js;
}

/** Bytes in GB, two decimals, as every memory figure of the bench is printed. */
function gigabytes(bytes: number): string {
  return (bytes / 1024 ** 3).toFixed(2);
}

/** "within budget" or "over budget", for a figure where less is better. */
function verdict(value: number, budget: number): string {
  return value <= budget ? '✓ within budget' : '✗ over budget';
}

/**
 * A production build of `siteDir` into `outDir`: from a cold cache (the bundler's
 * persistent cache and `.docusaurus` emptied first), or with the cache that the
 * last build left, as a deploy pipeline that keeps `node_modules/.cache` builds.
 */
async function productionBuild(outDir: string, versions: string, siteDir = SITE_DIR, cache: 'cold' | 'kept' = 'cold'): Promise<ProcessFigures> {
  if (cache === 'cold') {
    await new Promise<void>((resolve, reject) => {
      const clear = spawn('npx', ['docusaurus', 'clear'], {cwd: siteDir, stdio: 'ignore'});
      clear.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`docusaurus clear exited with ${code}`))));
    });
    fs.rmSync(path.join(SITE_DIR, 'node_modules/.cache'), {recursive: true, force: true});
  }
  const child = spawn('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, NODE_ENV: 'production', [ENV.onlyVersions]: versions},
  });
  return measureProcessTree(child);
}

/** Serves `buildDir` on `port` while `measure` runs in Chromium against it. */
async function measureServedBuild<T>(buildDir: string, port: number, measure: (browser: Browser, origin: string) => Promise<T>): Promise<T> {
  const {startServer} = await import('../serve.mjs');
  const server = await startServer({dir: buildDir, port});
  try {
    return await withChromium((browser) => measure(browser, `http://127.0.0.1:${port}`));
  } finally {
    server.close();
  }
}

/** The first visit of each page, one after the other. */
async function measureFirstVisits(browser: Browser, origin: string, urls: readonly string[]): Promise<FirstVisit[]> {
  const visits: FirstVisit[] = [];
  for (const url of urls) {
    visits.push(await measureFirstVisit(browser, origin, url, BUDGET.idleWindowMs));
  }
  return visits;
}

/** First visits of the blank site's pages, measured as the site's own are. */
async function measureFloor(): Promise<FirstVisit[]> {
  console.log('\nBuilding the blank Docusaurus site…');
  const buildDir = await buildBlankSite(SITE_DIR);
  try {
    return await measureServedBuild(buildDir, FLOOR_PORT, (browser, origin) => measureFirstVisits(browser, origin, BLANK_SITE_PAGES));
  } finally {
    fs.rmSync(buildDir, {recursive: true, force: true});
  }
}

/** The site at `revision`, built from a cold cache and visited as the site is. */
async function measureBaseline(revision: string, versions: string): Promise<{revision: string; build: ProcessFigures; firstVisits: FirstVisit[]}> {
  const baseline = checkOutBaseline(SITE_DIR, revision);
  const outDir = path.join(baseline.siteDir, 'build');
  try {
    console.log(`\nBuilding the baseline (${baseline.revision}) from a cold cache…`);
    const build = await productionBuild(outDir, versions, baseline.siteDir);
    if (build.exitCode !== 0) {
      throw new Error(`The baseline ${baseline.revision} did not build (exit code ${build.exitCode}).`);
    }
    const firstVisits = await measureServedBuild(outDir, BASELINE_PORT, (browser, origin) =>
      measureFirstVisits(browser, origin, FIRST_VISITS.map(({url}) => url)),
    );
    return {revision: baseline.revision, build, firstVisits};
  } finally {
    baseline.remove();
  }
}

/** The site's figures next to the baseline's, with the samples' budgets (scripts/lib/performance.ts SAMPLES_BUDGET). */
function printAgainstBaseline(
  baseline: {revision: string; build: ProcessFigures; firstVisits: FirstVisit[]},
  build: ProcessFigures | undefined,
  firstVisits: FirstVisit[],
): void {
  console.log(`\nAgainst the baseline ${baseline.revision}, measured in this run:`);
  if (build) {
    const ratio = build.wallSeconds / baseline.build.wallSeconds;
    console.log(
      `  build ${build.wallSeconds.toFixed(1)} s against ${baseline.build.wallSeconds.toFixed(1)} s: ${ratio.toFixed(2)}× ` +
        `(budget ${SAMPLES_BUDGET.buildTimeRatio}×, ${verdict(ratio, SAMPLES_BUDGET.buildTimeRatio)}); ` +
        `peak memory ${gigabytes(build.peakRssBytes)} against ${gigabytes(baseline.build.peakRssBytes)} GB`,
    );
  }
  for (const visit of firstVisits) {
    const before = baseline.firstVisits.find((candidate) => candidate.url === visit.url);
    if (!before) continue;
    const growth = visit.idle.total - before.idle.total;
    console.log(
      `  ${visit.url.padEnd(38)} idle ${kb(visit.idle.total)} against ${kb(before.idle.total)}: ${kbGrowth(growth)} ` +
        `(budget +${kb(SAMPLES_BUDGET.firstVisitGrowthBytes)}, ${verdict(growth, SAMPLES_BUDGET.firstVisitGrowthBytes)}) · ` +
        `shown ${kb(visitTotal(visit.shown))} against ${kb(visitTotal(before.shown))} · ` +
        `interactive ${kb(visitTotal(visit.settled))} against ${kb(visitTotal(before.settled))}`,
    );
  }
}

/** What a site is made of and what a first visit downloads, measured from its build. */
type SiteFigures = {
  versions: number;
  pages: number;
  markdownBytes: number;
  htmlBytes: number;
  firstVisits: FirstVisit[];
};
/** A site's builds in turns with the other site (measureBuildsInTurns): each kind's runs and their median. */
type BuildsFigures = {
  /** Cold builds; `build` is their median. */
  build: ProcessFigures;
  buildRuns: ProcessFigures[];
  /** Rebuilds with the cache kept, one after each of `buildRuns`; `rebuild` is their median. */
  rebuild: ProcessFigures;
  rebuildRuns: ProcessFigures[];
};
/** The scale comparison's previews are medians of PREVIEW_ROUNDS: their runs are always there. */
type ScaledSiteFigures = SiteFigures & BuildsFigures & {preview: Required<PreviewFigures>};
type ScaleFigures = {site: ScaledSiteFigures; scaled: ScaledSiteFigures};

/** Rounds of the paired previews below: their median is compared. */
const PREVIEW_ROUNDS = 5;

/**
 * A writer's preview of SCALE_GOALS.previewVersion in this site and in the generated one, each
 * from a cold cache, in turns (this site, then the generated one, PREVIEW_ROUNDS times). One
 * preview of each, one after the other, differed by up to 15% either way, and medians of three
 * by up to 7% (6.3 against 6.8 s, while their runs overlapped: 6.2–6.9 against 6.4–6.8 s).
 */
async function measurePreviewsInTurns(siteDirs: readonly [string, string]): Promise<[Required<PreviewFigures>, Required<PreviewFigures>]> {
  const runs = await inTurns(PREVIEW_ROUNDS, siteDirs, async (siteDir, index) => {
    // The generated site shares this one's node_modules, and with it the bundler's cache.
    // Retried: a stopped server's bundler may still be finishing its cache.
    fs.rmSync(path.join(SITE_DIR, 'node_modules/.cache'), {recursive: true, force: true, maxRetries: 10, retryDelay: 500});
    fs.rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true, maxRetries: 10, retryDelay: 500});
    const preview = await measurePreviewStart({
      siteDir,
      versions: SCALE_GOALS.previewVersion,
      port: index === 0 ? PREVIEW_PORT : SCALE_PREVIEW_PORT,
      page: `/docs/${SCALE_GOALS.previewVersion}/api/collections.html`,
    });
    return preview.secondsToFirstPage;
  });
  return runs.map((seconds) => ({versions: SCALE_GOALS.previewVersion, secondsToFirstPage: median(seconds), runs: seconds})) as [Required<PreviewFigures>, Required<PreviewFigures>];
}

/** Rounds of the paired builds below: their medians are compared. */
const BUILD_ROUNDS = 3;

/** One round of a site's builds: from a cold cache, then again with the cache that build left. */
type BuildRound = {cold: ProcessFigures; rebuild: ProcessFigures};

/**
 * Builds of this site and of the generated one in turns (this site, then the
 * generated one, BUILD_ROUNDS times), as the previews above and for the same
 * reason: one build of each, minutes apart, put the ratio of their wall times
 * anywhere from 2.3× to 2.9× on the same code. Each round builds a site from a
 * cold cache, then again with the cache kept and nothing changed: what a deploy
 * that keeps `node_modules/.cache` pays for the versions it did not touch. Each
 * site's last build is left in its `outDir`, this site's in the bench's build
 * folder as before.
 */
function measureBuildsInTurns(siteOutDir: string, scaledSiteDir: string, scaledOutDir: string): Promise<[BuildRound[], BuildRound[]]> {
  const sites = [
    [SITE_DIR, siteOutDir],
    [scaledSiteDir, scaledOutDir],
  ] as const;
  return inTurns(BUILD_ROUNDS, sites, async ([siteDir, outDir], index, round) => {
    const built = async (cache: 'cold' | 'kept') => {
      const figures = await productionBuild(outDir, '', siteDir, cache);
      if (figures.exitCode !== 0) {
        const what = index === 0 ? 'This site' : 'The generated site';
        throw new Error(`${what} did not build ${cache === 'cold' ? 'from a cold cache' : 'with its cache kept'} in round ${round + 1} (exit code ${figures.exitCode}).`);
      }
      return figures;
    };
    const cold = await built('cold');
    return {cold, rebuild: await built('kept')};
  });
}

/** A site's build figures from its rounds: each kind of build's runs and their medians. */
function buildFigures(rounds: readonly BuildRound[]): BuildsFigures {
  const buildRuns = rounds.map((round) => round.cold);
  const rebuildRuns = rounds.map((round) => round.rebuild);
  return {build: medianFigures(buildRuns), buildRuns, rebuild: medianFigures(rebuildRuns), rebuildRuns};
}

/** The generated site with `total` versions: built in turns with this site (cold, then with the cache kept), visited, previewed in turns with it; its build kept in `keepDir` if given. */
async function measureScaled(total: number, keepDir: string | undefined, site: SiteFigures, siteOutDir: string): Promise<ScaleFigures> {
  console.log(`\nGenerating a site with ${total} versions…`);
  const manyVersions = generateManyVersionsSite(SITE_DIR, total);
  const outDir = path.join(manyVersions.siteDir, 'build');
  try {
    console.log(
      `Building it (${manyVersions.generated.length} generated: v${manyVersions.generated.at(-1)}–v${manyVersions.generated[0]}, latest v${manyVersions.latest}) ` +
        `and this site, in turns, ${BUILD_ROUNDS} times, each time from a cold cache and again with the cache kept…`,
    );
    const [siteRounds, rounds] = await measureBuildsInTurns(siteOutDir, manyVersions.siteDir, outDir);
    const firstVisits = await measureServedBuild(outDir, SCALE_PORT, (browser, origin) => measureFirstVisits(browser, origin, SCALE_GOALS.firstVisits));
    console.log(`Previewing v${SCALE_GOALS.previewVersion} in both sites, in turns, from a cold cache each time…`);
    const [sitePreview, preview] = await measurePreviewsInTurns([SITE_DIR, manyVersions.siteDir]);
    if (keepDir) {
      fs.rmSync(keepDir, {recursive: true, force: true});
      fs.cpSync(outDir, keepDir, {recursive: true});
      console.log(`Kept its build in ${path.relative(SITE_DIR, keepDir)}/`);
    }
    return {
      site: {...site, ...buildFigures(siteRounds), preview: sitePreview},
      scaled: {
        versions: manyVersions.versions.length,
        pages: countSitemapPages(outDir),
        markdownBytes: markdownSourceBytes(manyVersions.siteDir),
        htmlBytes: outputBytesByKind(outDir).html ?? 0,
        ...buildFigures(rounds),
        firstVisits,
        preview,
      },
    };
  } finally {
    manyVersions.remove();
  }
}

/** The site's figures next to the generated site's, with SCALE_GOALS. */
function printScale({site, scaled}: ScaleFigures): void {
  const pageRatio = scaled.pages / site.pages;
  // The generated versions are copies of the latest, the version with the most pages and samples, so
  // their pages weigh more than the site's average page: the build is also judged by the HTML it writes.
  const htmlRatio = scaled.htmlBytes / site.htmlBytes;
  const row = (what: string, a: string, b: string, judged: string) => console.log(`  ${what.padEnd(44)} ${a.padStart(12)} ${b.padStart(12)}   ${judged}`);
  const ratio = (a: number, b: number, goal: number) => `${(b / a).toFixed(2)}× (goal ≤ ${goal.toFixed(2)}×, ${verdict(b / a, goal)})`;
  const buildRatio = (a: number, b: number) =>
    `${(b / a).toFixed(2)}× (goal ≤ ${pageRatio.toFixed(2)}× as the pages, ${verdict(b / a, pageRatio)}; ` +
    `≤ ${htmlRatio.toFixed(2)}× as the HTML, ${verdict(b / a, htmlRatio)})`;
  console.log(`\n${site.versions} versions (this site) against ${scaled.versions} (generated), measured in this run:`);
  row('', `${site.versions} versions`, `${scaled.versions} versions`, '');
  row('pages (sitemap)', String(site.pages), String(scaled.pages), `${pageRatio.toFixed(2)}×`);
  const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  row('Markdown compiled', mb(site.markdownBytes), mb(scaled.markdownBytes), `${(scaled.markdownBytes / site.markdownBytes).toFixed(2)}×`);
  row('HTML written', mb(site.htmlBytes), mb(scaled.htmlBytes), `${htmlRatio.toFixed(2)}×`);
  const listed = (runs: readonly ProcessFigures[], format: (run: ProcessFigures) => string) => runs.map(format).join(', ');
  const seconds = (value: number) => `${value.toFixed(1)} s`;
  const wall = (run: ProcessFigures) => run.wallSeconds.toFixed(1);
  const gb = (bytes: number) => `${gigabytes(bytes)} GB`;
  const memory = (run: ProcessFigures) => gigabytes(run.peakRssBytes);
  row('build wall time, cold cache (median)', seconds(site.build.wallSeconds), seconds(scaled.build.wallSeconds), buildRatio(site.build.wallSeconds, scaled.build.wallSeconds));
  row('  runs, in turns', listed(site.buildRuns, wall), listed(scaled.buildRuns, wall), '');
  row('build CPU time (median)', seconds(site.build.cpuSeconds), seconds(scaled.build.cpuSeconds), `${(scaled.build.cpuSeconds / site.build.cpuSeconds).toFixed(2)}×`);
  row('build peak memory (median)', gb(site.build.peakRssBytes), gb(scaled.build.peakRssBytes), buildRatio(site.build.peakRssBytes, scaled.build.peakRssBytes));
  row('  runs, in turns (GB)', listed(site.buildRuns, memory), listed(scaled.buildRuns, memory), '');
  row('rebuild with the cache kept (median)', seconds(site.rebuild.wallSeconds), seconds(scaled.rebuild.wallSeconds), buildRatio(site.rebuild.wallSeconds, scaled.rebuild.wallSeconds));
  row('  runs, nothing changed, after each above', listed(site.rebuildRuns, wall), listed(scaled.rebuildRuns, wall), '');
  row('  peak memory (median, GB)', gigabytes(site.rebuild.peakRssBytes), gigabytes(scaled.rebuild.peakRssBytes), '');
  for (const url of SCALE_GOALS.firstVisits) {
    const before = site.firstVisits.find((visit) => visit.url === url);
    const after = scaled.firstVisits.find((visit) => visit.url === url);
    if (!before || !after) continue;
    const growth = after.idle.total - before.idle.total;
    row(
      `first visit ${url} (gzip, until idle)`,
      kb(before.idle.total),
      kb(after.idle.total),
      `${kbGrowth(growth)} (goal ≤ +${kb(SCALE_GOALS.firstVisitGrowthBytes)}, ${verdict(growth, SCALE_GOALS.firstVisitGrowthBytes)})`,
    );
    row('  of which JS once interactive', kb(before.settled.js), kb(after.settled.js), kbGrowth(after.settled.js - before.settled.js));
    row('  HTML', kb(before.settled.html), kb(after.settled.html), kbGrowth(after.settled.html - before.settled.html));
  }
  const a = site.preview.secondsToFirstPage;
  const b = scaled.preview.secondsToFirstPage;
  row(`preview DOCS_VERSIONS=${SCALE_GOALS.previewVersion}, first page (median)`, seconds(a), seconds(b), ratio(a, b, 1));
  const runs = (preview: Required<PreviewFigures>) => preview.runs.map((value) => value.toFixed(1)).join(', ');
  row('  runs, in turns from a cold cache', runs(site.preview), runs(scaled.preview), '');
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      'skip-build': {type: 'boolean', default: false},
      'skip-preview': {type: 'boolean', default: false},
      'skip-floor': {type: 'boolean', default: false},
      out: {type: 'string', default: 'build'},
      versions: {type: 'string', default: ''},
      baseline: {type: 'string'},
      scale: {type: 'string'},
      'keep-scale-build': {type: 'string'},
      search: {type: 'boolean', default: false},
      records: {type: 'string'},
      interactions: {type: 'boolean', default: false},
      build: {type: 'string', default: 'build-e2e'},
      'baseline-build': {type: 'string'},
      only: {type: 'string'},
      runs: {type: 'string'},
    },
  });
  const out = path.join(SITE_DIR, 'bench-results');
  const measureInteractionsOfBuild = (buildDir: string) =>
    measureInteractions({
      siteDir: SITE_DIR,
      buildDir,
      baselineBuildDir: values['baseline-build'] ? path.resolve(SITE_DIR, values['baseline-build']) : undefined,
      ports: {site: PORT, baseline: BASELINE_PORT, peer: FLOOR_PORT},
      runs: values.runs ? positiveIntegerOption(values.runs, '--runs') : INTERACTION_RUNS,
      only: values.only ? interactionKeysOf(values.only) : undefined,
    });
  if (values.interactions) {
    const interactions = await measureInteractionsOfBuild(path.resolve(SITE_DIR, values.build));
    printInteractions(interactions);
    fs.mkdirSync(out, {recursive: true});
    fs.writeFileSync(path.join(out, 'interactions.json'), `${JSON.stringify({date: new Date().toISOString(), ...interactions}, null, 2)}\n`);
    console.log('\nWrote bench-results/interactions.json');
    return;
  }
  if (values.search) {
    const queries = parseQueries(fs.readFileSync(QUERIES_FILE, 'utf8'), path.relative(SITE_DIR, QUERIES_FILE));
    const records = values.records ? readRecordsFile(path.resolve(SITE_DIR, values.records)) : buildRecords(path.resolve(SITE_DIR, values.out));
    const search = await runSearchBench({records, queries});
    fs.mkdirSync(out, {recursive: true});
    fs.writeFileSync(path.join(out, 'search.json'), `${JSON.stringify({date: new Date().toISOString(), ...search}, null, 2)}\n`);
    console.log('\nWrote bench-results/search.json');
    return;
  }
  const scale = values.scale === undefined ? undefined : Number(values.scale);
  if (scale !== undefined && !Number.isInteger(scale)) {
    throw new Error(`--scale takes a number of versions, such as ${SCALE_GOALS.versions} (got "${values.scale}").`);
  }
  const buildDir = path.resolve(SITE_DIR, values.out);
  const results: {
    build?: ProcessFigures;
    outputBytes?: Record<string, number>;
    preview?: PreviewFigures;
    searchPageHtmlBytes?: number;
    firstVisits?: FirstVisit[];
    blocking?: BlockingFigures[];
    blankSiteVisits?: FirstVisit[];
    baseline?: {revision: string; build: ProcessFigures; firstVisits: FirstVisit[]};
    scale?: ScaleFigures;
    interactions?: InteractionsFigures;
  } = {};

  if (!values['skip-build']) {
    console.log(`Building ${values.versions ? `versions ${values.versions}` : 'every version'} from a cold cache…`);
    results.build = await productionBuild(buildDir, values.versions);
    const {wallSeconds, cpuSeconds, peakRssBytes, exitCode} = results.build;
    if (exitCode !== 0) {
      throw new Error(`The build failed (exit code ${exitCode}).`);
    }
    console.log(
      `Build: ${wallSeconds.toFixed(1)} s wall (budget ${BUDGET.buildSeconds} s, ${verdict(wallSeconds, BUDGET.buildSeconds)}), ` +
        `${cpuSeconds.toFixed(1)} s CPU, peak memory ${gigabytes(peakRssBytes)} GB ` +
        `(budget ${BUDGET.buildPeakBytes / 1024 ** 3} GB, ${verdict(peakRssBytes, BUDGET.buildPeakBytes)})`,
    );
  }

  results.outputBytes = outputBytesByKind(buildDir);
  console.log('\nOutput bytes by kind:');
  for (const [kind, bytes] of Object.entries(results.outputBytes)) {
    console.log(`  ${kind.padEnd(8)} ${kb(bytes).padStart(12)}`);
  }

  if (!values['skip-preview']) {
    results.preview = await measurePreviewStart({
      siteDir: SITE_DIR,
      versions: LATEST_VERSION,
      port: PREVIEW_PORT,
      page: `/docs/${LATEST_VERSION}/api/collections.html`,
    });
    const {secondsToFirstPage} = results.preview;
    console.log(
      `\nPreview (DOCS_VERSIONS=${LATEST_VERSION} npm start): first page after ${secondsToFirstPage.toFixed(1)} s ` +
        `(budget ${BUDGET.previewStartSeconds} s, ${verdict(secondsToFirstPage, BUDGET.previewStartSeconds)})`,
    );
  }

  results.searchPageHtmlBytes = fs.statSync(path.join(buildDir, SEARCH_PAGE_HTML.path.replace(/^\/docs\//, ''))).size;
  const htmlBudget = SEARCH_PAGE_HTML.bytesBefore / 2;
  console.log(
    `\nHTML of ${SEARCH_PAGE_HTML.path}: ${kb(results.searchPageHtmlBytes)} ` +
      `(was ${kb(SEARCH_PAGE_HTML.bytesBefore)}; budget half of that, ${verdict(results.searchPageHtmlBytes, htmlBudget)})`,
  );

  const figures = await measureServedBuild(buildDir, PORT, async (browser, origin) => {
    const firstVisits = await measureFirstVisits(browser, origin, FIRST_VISITS.map(({url}) => url));
    const blocking: BlockingFigures[] = [];
    for (const url of AUDITED_PAGES) {
      blocking.push(await measureBlocking(browser, origin, url, BLOCKING_RUNS));
    }
    return {firstVisits, blocking};
  });
  results.firstVisits = figures.firstVisits;
  results.blocking = figures.blocking;
  console.log('\nFirst visit, gzip bytes of HTML + CSS + JS:');
  console.log('  shown: requested before the first paint · interactive: until the network is quiet · idle: within 10 s');
  for (const {url, shown, settled, idle} of results.firstVisits) {
    const {budgetBytes: budget, shownBudgetBytes: shownBudget, idleBudgetBytes: idleBudget = BUDGET.idleBytes} = FIRST_VISITS.find((visit) => visit.url === url) ?? {};
    // The budget is judged both ways: for what shows the page, and with the app that makes it interactive.
    const against = (bytes: number) => (budget ? `, budget ${kb(budget)} ${verdict(bytes, budget)}` : '');
    const shownAgainst = shownBudget ? `, budget before the first paint ${kb(shownBudget)} ${verdict(visitTotal(shown), shownBudget)}` : '';
    console.log(
      `  ${url.padEnd(38)} shown ${kb(visitTotal(shown)).padStart(9)} (HTML ${kb(shown.html)}, CSS ${kb(shown.css)}, JS ${kb(shown.js)})` +
        against(visitTotal(shown)) +
        shownAgainst,
    );
    console.log(
      `  ${''.padEnd(38)} interactive ${kb(visitTotal(settled)).padStart(9)} (JS ${kb(settled.js)})${against(visitTotal(settled))}` +
        ` · idle ${kb(idle.total)} in ${idle.requests} requests, budget ${kb(idleBudget)} ${verdict(idle.total, idleBudget)}`,
    );
  }

  console.log(`\nMain thread blocked by a first visit (4× CPU slowdown, phone size, median of ${BLOCKING_RUNS}; no budget, Lighthouse's score follows it):`);
  for (const {url, medianMs, runsMs, longestTaskMs} of results.blocking) {
    console.log(`  ${url.padEnd(38)} ${`${medianMs} ms`.padStart(8)} (runs ${runsMs.join(', ')}; longest task ${longestTaskMs} ms)`);
  }

  if (!values['skip-floor']) {
    results.blankSiteVisits = await measureFloor();
    console.log('\nThe floor: the same first visits of a blank Docusaurus site, built with the same packages (scripts/bench/blank-site):');
    for (const {url, shown, settled, idle} of results.blankSiteVisits) {
      console.log(
        `  ${url.padEnd(38)} shown ${kb(visitTotal(shown)).padStart(9)} · interactive ${kb(visitTotal(settled)).padStart(9)} ` +
          `(HTML ${kb(settled.html)}, CSS ${kb(settled.css)}, JS ${kb(settled.js)}) · idle ${kb(idle.total)}`,
      );
    }
    const [blankHome] = results.blankSiteVisits;
    if (blankHome) {
      for (const {url, settled} of results.firstVisits) {
        console.log(`  ${url.padEnd(38)} interactive: ${(visitTotal(settled) / visitTotal(blankHome.settled)).toFixed(2)}× the blank site's`);
      }
    }
  }

  results.interactions = await measureInteractionsOfBuild(buildDir);
  printInteractions(results.interactions);

  if (values.baseline) {
    results.baseline = await measureBaseline(values.baseline, values.versions);
    printAgainstBaseline(results.baseline, results.build, results.firstVisits);
  }

  if (scale !== undefined) {
    const versions = (JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'versions.json'), 'utf8')) as string[]).length;
    if (values.versions) {
      throw new Error('--scale compares every version of this site with the generated one: leave out --versions.');
    }
    const site: SiteFigures = {
      versions,
      pages: countSitemapPages(buildDir),
      markdownBytes: markdownSourceBytes(SITE_DIR),
      htmlBytes: (results.outputBytes ?? outputBytesByKind(buildDir)).html ?? 0,
      firstVisits: results.firstVisits.filter(({url}) => (SCALE_GOALS.firstVisits as readonly string[]).includes(url)),
    };
    const keep = values['keep-scale-build'] ? path.resolve(SITE_DIR, values['keep-scale-build']) : undefined;
    results.scale = await measureScaled(scale, keep, site, buildDir);
    printScale(results.scale);
  }

  fs.mkdirSync(out, {recursive: true});
  fs.writeFileSync(path.join(out, 'bench.json'), `${JSON.stringify({date: new Date().toISOString(), ...results}, null, 2)}\n`);
  console.log(`\nWrote bench-results/bench.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
