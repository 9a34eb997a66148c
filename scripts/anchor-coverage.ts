/**
 * Prints how many of the old site's anchors, and of the 2026 outlines' (the
 * pages the live site added or changed by August 2026), a build has, by kind
 * and by what carries them, and lists the ones it lacks. An anchor a page has
 * lands exactly on it: only an anchor it lacks is taken to its nearest
 * section (src/legacy/section-landing.ts).
 *
 *   npm run anchors:coverage                    # build-e2e/
 *   npm run anchors:coverage -- --build build   # another build folder
 */
import path from 'node:path';
import {loadOldOutlines, loadOutlines2026} from './lib/old-outlines';
import {loadOldAnchors} from '../plugins/old-anchors/load';
import {builtPages, checkAnchors, summarise, type AnchorResult} from './lib/anchor-coverage';

function percent(found: number, checked: number): string {
  return checked === 0 ? '—' : `${((100 * found) / checked).toFixed(2)}%`;
}

async function main(): Promise<void> {
  const buildFlag = process.argv.indexOf('--build');
  const buildDir = path.resolve(__dirname, '..', buildFlag === -1 ? 'build-e2e' : process.argv[buildFlag + 1]!);
  const readPage = builtPages(buildDir);
  const outlines = [...(await loadOldOutlines()).values()].flatMap((page) =>
    page.headings.map((h) => ({route: page.route, anchor: h.slug, kind: `h${h.level}`, text: h.title})),
  );
  const extra = [...loadOldAnchors().entries()].flatMap(([route, anchors]) => anchors.map((a) => ({route, ...a})));
  const outlines2026 = (await loadOutlines2026()).flatMap((page) =>
    page.headers.map((h) => ({route: page.route, anchor: h.slug, kind: `h${h.level}`, text: h.title})),
  );
  const report = (label: string, results: AnchorResult[]) => {
    const {found, checked, byHolder} = summarise(results);
    const notBuilt = results.length - checked;
    console.log(
      `${label}: ${found} of ${checked} (${percent(found, checked)})${notBuilt ? `, ${notBuilt} on pages not in this build` : ''}` +
        `  [${Object.entries(byHolder).map(([holder, n]) => `${holder} ${n}`).join(', ')}]`,
    );
    return results.filter((r) => !r.notBuilt && r.holder === undefined);
  };
  console.log(`Old anchors in ${path.relative(process.cwd(), buildDir) || '.'}:`);
  const missing = [
    ...report(`h2/h3 anchors of the outlines (${outlines.length})`, checkAnchors(outlines, readPage)),
    ...report(`page-title and h4/h5 anchors (${extra.length})`, checkAnchors(extra, readPage)),
    ...report(`h2/h3 anchors of the 2026 outlines (${outlines2026.length})`, checkAnchors(outlines2026, readPage)),
  ];
  for (const kind of ['h1', 'h4', 'h5']) {
    report(`  ${kind}`, checkAnchors(extra.filter((a) => a.kind === kind), readPage));
  }
  for (const m of missing) {
    console.log(`  missing: ${m.route}#${m.anchor} (old ${m.kind} "${m.text}")${m.via ? ` via ${m.via}` : ''}`);
  }
}

void main();
