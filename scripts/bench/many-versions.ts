/**
 * The site as it will be in about ten years, when Typesense has released some
 * 60 versions (about three a year): a copy of this project in a temporary
 * folder whose newest versions are generated copies of the latest one (30.0,
 * 31.0, … as `docs:version` would cut them, each with its sidebar), the newest
 * of them made the latest in src/constants.ts, as a maintainer does. The real
 * versions stay as they are, so their pages (29.0's API pages, the old ones)
 * can be weighed in both sites.
 *
 * `npm run bench -- --scale 60` builds and measures it next to the site;
 * `npm run build:e2e-versions` keeps its build for the browser test of the
 * version menu (tests/e2e-versions).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DOC_SECTIONS, LATEST_VERSION} from '../../src/constants';
import {compareVersions} from '../../src/versioning/versions';
import {outputBytesByKind} from './bytes';

export type GeneratedSite = {
  siteDir: string;
  /** Every version of the generated site, newest first. */
  versions: string[];
  /** The generated ones, newest first. */
  generated: string[];
  latest: string;
  remove(): void;
};

/**
 * Pure: names of the versions to generate so that the site has `total`, newer
 * than every real one, newest first: the next majors after the newest real
 * version (30.0, 31.0, …), as Typesense has numbered its releases since 26.0.
 */
export function generatedVersionNames(real: readonly string[], total: number): string[] {
  if (!Number.isInteger(total) || total < real.length) {
    throw new Error(`--scale ${total}: the site already has ${real.length} versions; give a whole number of at least ${real.length}.`);
  }
  const newest = [...real].sort(compareVersions).at(-1);
  const major = Number(newest?.split('.')[0]);
  if (!newest || !Number.isInteger(major)) {
    throw new Error(`versions.json: the newest version "${newest}" does not start with a major number.`);
  }
  return Array.from({length: total - real.length}, (_, i) => `${major + total - real.length - i}.0`);
}

/** The project's files as git sees them (tracked, and new ones not ignored), as they are in the working tree. */
function projectFiles(projectDir: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {cwd: projectDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(projectDir, file)));
}

/**
 * Pure: a page reduced to what a version menu needs of it: its front matter
 * (title, description, sidebar label), and one sentence instead of its body.
 * Throws, naming the file, if the page has no front matter to keep.
 */
export function titleOnlyPage(markdown: string, file: string): string {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(markdown)?.[0];
  if (!frontMatter) {
    throw new Error(`${file}: no front matter (a first line "---", then a line "---" that closes it), so the page cannot be reduced to its title.`);
  }
  return `${frontMatter}\nThis page keeps only its title: the site's version menu is what is tested here.\n`;
}

/** Reduces every page of a version folder to its title (titleOnlyPage), and drops the files that are not pages. */
function reduceToTitles(versionDir: string): void {
  for (const entry of fs.readdirSync(versionDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (/\.mdx?$/.test(entry.name)) {
      fs.writeFileSync(file, titleOnlyPage(fs.readFileSync(file, 'utf8'), file));
    } else {
      fs.rmSync(file);
    }
  }
}

export type ManyVersionsOptions = {
  /**
   * Only these versions keep their pages whole, and the latest (whose pages
   * the guide's links and anchors lead to) and the one before it; every other version, real or
   * generated, keeps its pages' titles alone (titleOnlyPage): the pages and
   * routes are all there, for a test of the version menu, at a fraction of the
   * build. By default every page is whole, as the bench weighs them.
   */
  wholeVersions?: readonly string[];
};

/** Generates the site with `total` versions into a temporary folder; `remove()` deletes it. */
export function generateManyVersionsSite(projectDir: string, total: number, options: ManyVersionsOptions = {}): GeneratedSite {
  const real = JSON.parse(fs.readFileSync(path.join(projectDir, 'versions.json'), 'utf8')) as string[];
  const generated = generatedVersionNames(real, total);
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), `docs-bench-${total}-versions-`));
  try {
    for (const file of projectFiles(projectDir)) {
      fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
      fs.copyFileSync(path.join(projectDir, file), path.join(siteDir, file));
    }
    fs.symlinkSync(path.join(projectDir, 'node_modules'), path.join(siteDir, 'node_modules'));
    const template = path.join(siteDir, 'versioned_docs', `version-${LATEST_VERSION}`);
    const templateSidebar = path.join(siteDir, 'versioned_sidebars', `version-${LATEST_VERSION}-sidebars.json`);
    for (const version of generated) {
      fs.cpSync(template, path.join(siteDir, 'versioned_docs', `version-${version}`), {recursive: true});
      fs.copyFileSync(templateSidebar, path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`));
    }
    const versions = [...generated, ...real];
    fs.writeFileSync(path.join(siteDir, 'versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
    const latest = versions[0]!;
    if (options.wholeVersions) {
      // The latest's home and the compare page list the API changes since the version before it
      // (plugins/api-changes): against a version of titles alone, every parameter would be new.
      const whole = new Set([...options.wholeVersions, latest, versions[1]!]);
      for (const version of versions.filter((candidate) => !whole.has(candidate))) {
        reduceToTitles(path.join(siteDir, 'versioned_docs', `version-${version}`));
      }
    }
    const constants = path.join(siteDir, 'src/constants.ts');
    const source = fs.readFileSync(constants, 'utf8');
    const declaration = `LATEST_VERSION = '${LATEST_VERSION}'`;
    if (!source.includes(declaration)) {
      throw new Error(`src/constants.ts: "${declaration}" not found, so the generated site cannot make ${latest} the latest.`);
    }
    fs.writeFileSync(constants, source.replace(declaration, `LATEST_VERSION = '${latest}'`));
    // Docusaurus reads the pages' last-update dates from git.
    const git = (...args: string[]) => execFileSync('git', args, {cwd: siteDir, stdio: 'ignore'});
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=Docs bench', '-c', 'user.email=bench@example.com', 'commit', '-qm', `${total} versions`);
    return {
      siteDir,
      versions,
      generated,
      latest,
      remove: () => fs.rmSync(siteDir, {recursive: true, force: true}),
    };
  } catch (error) {
    fs.rmSync(siteDir, {recursive: true, force: true});
    throw error;
  }
}

/**
 * The Markdown a build of every version compiles: the versions' docs and the unversioned
 * sections (DOC_SECTIONS), in bytes. The working copy (`docs/`) is left out: it is not built.
 */
export function markdownSourceBytes(siteDir: string): number {
  return ['versioned_docs', ...DOC_SECTIONS.map((section) => section.path)]
    .map((folder) => path.join(siteDir, folder))
    .filter((dir) => fs.existsSync(dir))
    .reduce((total, dir) => total + (outputBytesByKind(dir).markdown ?? 0), 0);
}

/** The pages of a build: the URLs of its sitemap. */
export function countSitemapPages(buildDir: string): number {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(sitemap)) {
    throw new Error(`${sitemap} is missing: is ${buildDir} a production build?`);
  }
  return fs.readFileSync(sitemap, 'utf8').match(/<loc>/g)?.length ?? 0;
}
