/**
 * The file I/O of the API changes: reads the API pages of every released
 * version (versions.json, `versioned_docs/version-<v>/api/*.md`) into their
 * facts, once per process: the plugin (the JSON file, the compare page) and
 * the remark plugin of the version homes share them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
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

/**
 * Per process, on the global object: the config's remark and rehype plugins and the plugin itself may be
 * loaded as separate copies of this module (the config loader and the bundler's each), and should read once.
 */
const CACHE_KEY = Symbol.for('typesense-docs.api-changes.facts');
const cache: Map<string, Promise<VersionFacts[]>> = ((globalThis as Record<symbol, unknown>)[CACHE_KEY] as Map<string, Promise<VersionFacts[]>> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[CACHE_KEY] = new Map<string, Promise<VersionFacts[]>>());

/** The facts of every released version, oldest first (read once per process and site). */
export function loadAllVersionFacts(siteDir: string): Promise<VersionFacts[]> {
  let facts = cache.get(siteDir);
  if (!facts) {
    facts = (async () => {
      const started = performance.now();
      const versions = await releasedVersions(siteDir);
      const all: VersionFacts[] = [];
      for (const version of versions) {
        all.push(await versionFacts(siteDir, version));
      }
      const pages = all.reduce((sum, version) => sum + version.pages.length, 0);
      logger.info(`API changes: read ${pages} pages of ${all.length} versions in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      return all;
    })();
    cache.set(siteDir, facts);
  }
  return facts;
}
