/**
 * `npm run bench`: measures the site and prints the figures (and writes them
 * to bench-results/bench.json). Nothing here is asserted: machines are shared
 * and noisy, so compare figures within one run, or runs on the same machine.
 *
 * - a production build from a cold cache: wall time, CPU time, peak memory of
 *   the whole process tree;
 * - the build's output bytes by kind;
 * - what a first visit downloads (gzip bytes of the HTML and of the CSS and JS
 *   it references) for the key pages.
 *
 *   npm run bench                    # everything
 *   npm run bench -- --skip-build    # measure an existing build/ only
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LATEST_VERSION} from '../../src/constants';
import {measureProcessTree, type ProcessFigures} from './process';
import {outputBytesByKind} from './bytes';
import {measureFirstVisit, withChromium, type FirstVisit} from './visits';

const SITE_DIR = path.resolve(__dirname, '../..');
export const FIRST_VISIT_PAGES = [
  '/docs/',
  `/docs/${LATEST_VERSION}/api/collections.html`,
  `/docs/${LATEST_VERSION}/api/search.html`,
];

/** An idle first visit is measured this long after the page settles, to count prefetches too. */
const IDLE_MS = 10_000;
const PORT = 3299;

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function coldBuild(outDir: string): Promise<ProcessFigures> {
  await new Promise<void>((resolve, reject) => {
    const clear = spawn('npx', ['docusaurus', 'clear'], {cwd: SITE_DIR, stdio: 'ignore'});
    clear.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`docusaurus clear exited with ${code}`))));
  });
  fs.rmSync(path.join(SITE_DIR, 'node_modules/.cache'), {recursive: true, force: true});
  const child = spawn('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: SITE_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, NODE_ENV: 'production'},
  });
  return measureProcessTree(child);
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {'skip-build': {type: 'boolean', default: false}, out: {type: 'string', default: 'build'}}});
  const buildDir = path.resolve(SITE_DIR, values.out);
  const results: {build?: ProcessFigures; outputBytes?: Record<string, number>; firstVisits?: FirstVisit[]} = {};

  if (!values['skip-build']) {
    console.log('Building from a cold cache…');
    results.build = await coldBuild(buildDir);
    const {wallSeconds, cpuSeconds, peakRssBytes} = results.build;
    console.log(
      `Build: ${wallSeconds.toFixed(1)} s wall, ${cpuSeconds.toFixed(1)} s CPU, peak memory ${(peakRssBytes / 1024 ** 3).toFixed(2)} GB`,
    );
  }

  results.outputBytes = outputBytesByKind(buildDir);
  console.log('\nOutput bytes by kind:');
  for (const [kind, bytes] of Object.entries(results.outputBytes)) {
    console.log(`  ${kind.padEnd(8)} ${kb(bytes).padStart(12)}`);
  }

  const {startServer} = (await import('../serve.mjs')) as {
    startServer: (o: {dir: string; port: number}) => Promise<import('node:http').Server>;
  };
  const server = await startServer({dir: buildDir, port: PORT});
  try {
    results.firstVisits = await withChromium(async (browser) => {
      const visits: FirstVisit[] = [];
      for (const url of FIRST_VISIT_PAGES) {
        visits.push(await measureFirstVisit(browser, `http://127.0.0.1:${PORT}`, url, IDLE_MS));
      }
      return visits;
    });
  } finally {
    server.close();
  }
  console.log('\nFirst visit, gzip bytes (until the page settles: HTML, CSS, JS; then everything within 10 s idle):');
  for (const {url, settled, idle} of results.firstVisits) {
    console.log(
      `  ${url.padEnd(40)} HTML ${kb(settled.html).padStart(9)}  CSS ${kb(settled.css).padStart(9)}  JS ${kb(settled.js).padStart(9)}` +
        `  = ${kb(settled.html + settled.css + settled.js).padStart(9)}   idle 10 s: ${kb(idle.total).padStart(9)} (${idle.requests} requests)`,
    );
  }

  const out = path.join(SITE_DIR, 'bench-results');
  fs.mkdirSync(out, {recursive: true});
  fs.writeFileSync(path.join(out, 'bench.json'), `${JSON.stringify({date: new Date().toISOString(), ...results}, null, 2)}\n`);
  console.log(`\nWrote bench-results/bench.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
