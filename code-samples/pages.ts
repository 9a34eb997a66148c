/**
 * Where the pages with code samples are, and which server version each
 * documents: `versioned_docs/version-29.0/api/search.md` → `29.0`,
 * `docs/api/search.md` (the next version's working copy) → `current`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {API_DOCS} from '../src/constants';

const VERSIONED = /^versioned_docs\/version-([^/]+)\//;

/** The server version a page documents, from its path relative to the site; `null` outside the API reference. */
export function serverVersionOf(relativePath: string): string | null {
  const posix = relativePath.split(path.sep).join('/');
  const versioned = VERSIONED.exec(posix);
  if (versioned) {
    return versioned[1]!;
  }
  return posix.startsWith(`${API_DOCS.path}/`) ? 'current' : null;
}

/** Every Markdown page of the API reference (of one version, if given), relative to the site. */
export function sampleFiles(siteDir: string, version?: string): string[] {
  const folders =
    version === undefined
      ? [API_DOCS.path, ...fs.readdirSync(path.join(siteDir, 'versioned_docs')).map((name) => `versioned_docs/${name}`)]
      : [version === 'current' ? API_DOCS.path : `versioned_docs/version-${version}`];
  return folders
    .flatMap((folder) =>
      (fs.readdirSync(path.join(siteDir, folder), {recursive: true}) as string[])
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
    )
    .sort();
}
