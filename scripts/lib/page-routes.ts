/**
 * The URL of a Markdown source file, under the site's conventions: versioned
 * API docs, the unversioned sections, and Markdown pages under src/pages.
 * The working copy in docs/ maps to the latest version, which it starts from.
 */
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
