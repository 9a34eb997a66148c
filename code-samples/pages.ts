/**
 * Where the pages with code samples are, and which server version each
 * documents: `versioned_docs/version-29.0/api/search.md` → `29.0`,
 * `docs/api/search.md` (the next version's working copy) → `current`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {API_DOCS, DOC_SECTIONS, LATEST_VERSION} from '../src/constants';
import {sampleCoverageChecked} from '../src/versioning/sample-languages';

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

/** The API Clients page of a server version (`current`: the working copy in docs/), relative to the site: the page whose set-up every sample of the version runs under. */
export function apiClientsPageOf(serverVersion: string): string {
  return serverVersion === 'current' ? `${API_DOCS.path}/api/api-clients.md` : `versioned_docs/version-${serverVersion}/api/api-clients.md`;
}

/** The guide, whose samples call the latest server with the latest clients. */
const GUIDE = DOC_SECTIONS.find((section) => section.id === 'guide')!;

/** How the sample groups of a page are completed. */
export type SamplePage = {
  /** The server version whose client releases render the page's samples. */
  serverVersion: string;
  /**
   * Whether the coverage check holds every group to the languages of its
   * version's era. A guide group may be a shell session (installing, running
   * a server) that no client renders: the guide gets every language its
   * clients can render, and tests/samples/guide.test.ts holds each section to
   * the languages the old site offered there.
   */
  coverageChecked: boolean;
};

/** The way the sample groups of a page (relative to the site) are completed; `null` for a page without rendered samples. */
export function samplePageOf(relativePath: string): SamplePage | null {
  const version = serverVersionOf(relativePath);
  if (version) {
    return {serverVersion: version, coverageChecked: sampleCoverageChecked(version)};
  }
  const posix = relativePath.split(path.sep).join('/');
  return posix.startsWith(`${GUIDE.path}/`) ? {serverVersion: LATEST_VERSION, coverageChecked: false} : null;
}

/** Every Markdown page of the guide, relative to the site. */
export function guideFiles(siteDir: string): string[] {
  return (fs.readdirSync(path.join(siteDir, GUIDE.path), {recursive: true}) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.posix.join(GUIDE.path, file.split(path.sep).join('/')))
    .sort();
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
