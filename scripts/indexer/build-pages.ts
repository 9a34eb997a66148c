/**
 * The pages of a production build, from its sitemap: each page's URL and HTML.
 * Refuses a build that is missing, not a production build, or older than the
 * sources it was built from.
 */
import fs from 'node:fs';
import path from 'node:path';
import {SITE} from '../../src/constants';
import {IndexerError} from './upload';

export type BuiltPage = {url: string; html: string};

const SOURCE_DIRS = ['docs', 'versioned_docs', 'content', 'src'];

function newestFile(dir: string): {file: string; mtimeMs: number} | undefined {
  if (!fs.existsSync(dir)) {
    return undefined;
  }
  let newest: {file: string; mtimeMs: number} | undefined;
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      const {mtimeMs} = fs.statSync(file);
      if (!newest || mtimeMs > newest.mtimeMs) {
        newest = {file, mtimeMs};
      }
    }
  }
  return newest;
}

/** The file of the build that answers `pathname` (under the base URL). */
export function fileOfUrl(buildDir: string, pathname: string): string {
  const relative = decodeURIComponent(pathname.slice(SITE.baseUrl.length));
  const file = relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
  return path.join(buildDir, file.endsWith('.html') ? file : `${file}/index.html`);
}

export function readBuiltPages(buildDir: string, siteDir: string): BuiltPage[] {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(buildDir)) {
    throw new IndexerError(`There is no build at ${buildDir}. Run \`npm run build\` first.`);
  }
  if (!fs.existsSync(sitemap)) {
    throw new IndexerError(`${buildDir} is not a production build (it has no sitemap.xml). Run \`npm run build\`.`);
  }
  const builtAt = fs.statSync(sitemap).mtimeMs;
  for (const dir of SOURCE_DIRS) {
    const newest = newestFile(path.join(siteDir, dir));
    if (newest && newest.mtimeMs > builtAt) {
      throw new IndexerError(
        `${buildDir} is stale: ${path.relative(siteDir, newest.file)} changed after it was built. ` +
          'Run `npm run build` again, so that the index matches the site.',
      );
    }
  }
  const urls = [...fs.readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  return urls.map((url) => {
    const file = fileOfUrl(buildDir, new URL(url).pathname);
    if (!fs.existsSync(file)) {
      throw new IndexerError(`The sitemap lists ${url}, but ${path.relative(siteDir, file)} is not in the build.`);
    }
    return {url, html: fs.readFileSync(file, 'utf8')};
  });
}
