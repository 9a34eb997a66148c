/**
 * The URL of a Markdown source file, under the site's conventions: versioned
 * API docs, the unversioned sections, and Markdown pages under src/pages.
 * The working copy in docs/ maps to the latest version, which it starts from.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOC_SECTIONS, LATEST_VERSION, SITE} from '../../src/constants';

function docPath(relativeToContent: string): string {
  const withoutExt = relativeToContent.replace(/\.mdx?$/, '');
  if (withoutExt === 'index') {
    return '';
  }
  return withoutExt.endsWith('/index') ? withoutExt.slice(0, -'index'.length) : `${withoutExt}.html`;
}

export function pageRoute(relativeFile: string): string | undefined {
  const file = relativeFile.split(path.sep).join('/');
  const versioned = /^versioned_docs\/version-([^/]+)\/(.+)$/.exec(file);
  if (versioned) {
    return `${SITE.baseUrl}${versioned[1]}/${docPath(versioned[2]!)}`;
  }
  if (file.startsWith('docs/')) {
    return `${SITE.baseUrl}${LATEST_VERSION}/${docPath(file.slice('docs/'.length))}`;
  }
  for (const section of DOC_SECTIONS) {
    if (file.startsWith(`${section.path}/`)) {
      return `${SITE.baseUrl}${section.routeBasePath}/${docPath(file.slice(section.path.length + 1))}`;
    }
  }
  if (file.startsWith('src/pages/')) {
    const page = file.slice('src/pages/'.length).replace(/\.mdx?$/, '');
    return `${SITE.baseUrl}${page === 'index' ? '' : page}`;
  }
  return undefined;
}

const CONTENT_DIRS = ['docs', 'versioned_docs', ...DOC_SECTIONS.map((section) => section.path), 'src/pages'];

/** The Markdown source of each route under `siteDir` (the working copy in docs/ left out: its route is the latest's). */
export function sourceFilesByRoute(siteDir: string): Map<string, string> {
  const byRoute = new Map<string, string>();
  for (const dir of CONTENT_DIRS.filter((d) => d !== 'docs')) {
    const root = path.join(siteDir, dir);
    if (!fs.existsSync(root)) {
      continue;
    }
    for (const entry of fs.readdirSync(root, {recursive: true, withFileTypes: true})) {
      if (entry.isFile() && /\.mdx?$/.test(entry.name)) {
        const relative = path.relative(siteDir, path.join(entry.parentPath, entry.name));
        const route = pageRoute(relative);
        if (route) {
          byRoute.set(route, relative.split(path.sep).join('/'));
        }
      }
    }
  }
  return byRoute;
}
