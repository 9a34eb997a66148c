/**
 * The file I/O of the API changes: reads the API pages of every released
 * version (versions.json, `versioned_docs/version-<v>/api/*.md`) into their
 * facts, once per process: the plugin (the JSON file, the compare page) and
 * the remark plugin of the version homes share them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {sortNewestFirst} from '../../src/versioning/versions';
import {pageFacts, type VersionFacts} from './facts';
import {parsePage} from './parse';

async function versionFacts(siteDir: string, version: string): Promise<VersionFacts> {
  const dir = path.join(siteDir, `versioned_docs/version-${version}/api`);
  const files = (await fs.readdir(dir)).filter((file) => /\.mdx?$/.test(file)).sort();
  const pages = [];
  for (const file of files) {
    const filePath = path.join(dir, file);
    const source = await fs.readFile(filePath, 'utf8');
    try {
      const {tree, headings} = await parsePage(siteDir, filePath, source);
      pages.push(pageFacts(file.replace(/\.mdx?$/, ''), source, tree, headings));
    } catch (error) {
      throw new Error(`[API changes] Cannot read ${path.relative(siteDir, filePath)}: ${(error as Error).message}`, {cause: error});
    }
  }
  return {version, pages};
}

/** The released versions, oldest first, as versions.json lists them. */
export async function releasedVersions(siteDir: string): Promise<string[]> {
  const listed = JSON.parse(await fs.readFile(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
  return sortNewestFirst(listed).reverse();
}

const cache = new Map<string, Promise<VersionFacts[]>>();

/** The facts of every released version, oldest first (read once per process and site). */
export function loadAllVersionFacts(siteDir: string): Promise<VersionFacts[]> {
  let facts = cache.get(siteDir);
  if (!facts) {
    facts = (async () => {
      const versions = await releasedVersions(siteDir);
      const all: VersionFacts[] = [];
      for (const version of versions) {
        all.push(await versionFacts(siteDir, version));
      }
      return all;
    })();
    cache.set(siteDir, facts);
  }
  return facts;
}
