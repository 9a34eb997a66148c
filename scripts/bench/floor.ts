/**
 * The framework's floor: what a first visit downloads from the lightest site
 * Docusaurus makes (scripts/bench/blank-site: the classic preset, docs only,
 * two short pages), built with this project's installed packages. Printed next
 * to the site's own first visits, in the same run and by the same measurement,
 * it shows how much of a first visit is ours and how much any Docusaurus site
 * of this version sends.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SITE} from '../../src/constants';

export const BLANK_SITE_DIR = path.join(__dirname, 'blank-site');

/** The blank site's pages that the bench visits: its home and its page with a heading and code. */
export const BLANK_SITE_PAGES = [SITE.baseUrl, `${SITE.baseUrl}second`] as const;

/**
 * Builds the blank site into a new temporary folder and returns it; the caller removes it.
 * `extraDocs` (file name → Markdown or MDX) are pages added for this build only: the site is
 * then copied beside its folder (so that its imports of the project resolve) with the pages
 * added, and the copy removed after the build. The floor's own figures come from the site as
 * it is.
 */
export async function buildBlankSite(siteDir: string, extraDocs: Readonly<Record<string, string>> = {}): Promise<string> {
  const withExtraDocs = Object.keys(extraDocs).length > 0;
  const sourceDir = withExtraDocs ? fs.mkdtempSync(path.join(path.dirname(BLANK_SITE_DIR), '.blank-site-')) : BLANK_SITE_DIR;
  try {
    if (withExtraDocs) {
      fs.cpSync(BLANK_SITE_DIR, sourceDir, {recursive: true, filter: (source) => path.basename(source) !== '.docusaurus'});
      for (const [name, text] of Object.entries(extraDocs)) {
        fs.writeFileSync(path.join(sourceDir, 'docs', name), text);
      }
    }
    return await buildSiteAt(siteDir, sourceDir);
  } finally {
    if (withExtraDocs) {
      fs.rmSync(sourceDir, {recursive: true, force: true});
    }
  }
}

async function buildSiteAt(siteDir: string, sourceDir: string): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-blank-'));
  const stderr: string[] = [];
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npx', ['docusaurus', 'build', sourceDir, '--out-dir', outDir], {
      cwd: siteDir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {...process.env, NODE_ENV: 'production'},
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (exitCode !== 0) {
    fs.rmSync(outDir, {recursive: true, force: true});
    throw new Error(
      `The blank site (${path.relative(siteDir, sourceDir)}) did not build (exit code ${exitCode}); ` +
        `its last output:\n${stderr.join('').split('\n').slice(-15).join('\n')}`,
    );
  }
  return outDir;
}
