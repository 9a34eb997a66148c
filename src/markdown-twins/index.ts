/**
 * Every page of the docs (every API version, the guide, overview and Cloud
 * Management API) also exists as Markdown next to its HTML, for tools and
 * language models (plugins/llms-txt): `/docs/30.2/api/collections.html` →
 * `/docs/30.2/api/collections.md`; a folder URL, `/docs/guide/`, has its twin
 * as `index.md` and as `README.md`, the two names the old site's Markdown
 * sources had. Pages with code samples in the newest versions and the guide
 * also come with one language's samples only: `collections.python.md`.
 *
 * Loaded by the browser too ("Copy page"): no Node APIs here.
 */
import {LLMS} from '../constants';
import {newestStableVersions} from '../versioning/versions';

/** The twin's URL: `x.md` for `x.html`, `index.md` for a folder URL. */
export function markdownTwinPath(permalink: string): string {
  return markdownTwinPaths(permalink)[0]!;
}

/** Every URL the twin is served at: a folder URL's `index.md` and `README.md`, another page's `x.md`. */
export function markdownTwinPaths(permalink: string): string[] {
  if (permalink.endsWith('/')) {
    return [`${permalink}index.md`, `${permalink}README.md`];
  }
  return [`${permalink.endsWith('.html') ? permalink.slice(0, -'.html'.length) : permalink}.md`];
}

/**
 * The URL of the page with only `language`'s samples (a tab's value:
 * `python`, `javascript`): `search.python.md`, `index.python.md` for a folder URL.
 */
export function languageTwinPath(permalink: string, language: string): string {
  return `${markdownTwinPath(permalink).slice(0, -'.md'.length)}.${language}.md`;
}

/**
 * The same file under the alias of the latest version: `/docs/latest/api/search.md`
 * for `/docs/30.2/api/search.md`, as `/docs/latest/api/search.html` leads to
 * the latest version's page (a twin cannot redirect: it is the same text).
 * `undefined` for a file of another version.
 */
export function latestAliasPath(twinPath: string, {baseUrl, latest, alias}: {baseUrl: string; latest: string; alias: string}): string | undefined {
  const prefix = `${baseUrl}${latest}/`;
  return twinPath.startsWith(prefix) ? `${baseUrl}${alias}/${twinPath.slice(prefix.length)}` : undefined;
}

/** The unversioned sections (docs plugin ids) whose pages with code samples come with per-language files. */
export const LANGUAGE_FILE_SECTIONS: readonly string[] = ['guide'];

/** The API versions whose pages with code samples come with per-language files: the newest stable ones. */
export function languageFileVersions(versions: readonly string[], latest: string): string[] {
  return newestStableVersions(versions, latest, LLMS.languageFileVersions);
}
