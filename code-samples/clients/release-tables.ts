/**
 * Pure: the tables of client releases that pages show, made from the release
 * data (`releases` of code-samples/clients/<language>/index.ts), so that a new
 * release is one edit there:
 *
 * - `<ClientReleases />`, on an API version's api-clients page: the release
 *   whose samples document the page's version, per language, with its note;
 * - `<ClientLibraries />`, on a guide page: each client, who maintains it and
 *   the line that installs the release of the latest version.
 *
 * The "Installing a client" table of an api-clients page is written by hand
 * (each client's advice differs by era); `installTableProblems` holds what it
 * says of a release, the release and the module path it names, to the data.
 *
 * The remark plugin (plugins/code-samples/remark-client-releases.ts) puts the
 * table in place of the element when the page is compiled; the Markdown twins
 * (plugins/llms-txt) get the same text from `withClientReleaseTables`.
 */
import {codeLanguage} from '../../src/components/LanguageTabs/languages';
import {sampleLanguagesFor} from '../../src/versioning/sample-languages';
import {CLIENTS, releaseFor} from '.';
import {CLIENT_LANGUAGES, type ClientSamples} from './types';

/** The elements a page writes where a table goes, each alone on its line. */
export const RELEASE_TABLE_ELEMENTS = ['ClientReleases', 'ClientLibraries'] as const;
export type ReleaseTableElement = (typeof RELEASE_TABLE_ELEMENTS)[number];

/** A table cell: a pipe in the text would end the cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The clients whose samples `serverVersion` offers, in tab order. */
function clientsOf(serverVersion: string): ClientSamples[] {
  const languages: readonly string[] = sampleLanguagesFor(serverVersion);
  return CLIENT_LANGUAGES.filter((language) => languages.includes(language)).flatMap((language) => CLIENTS[language] ?? []);
}

/** The client's name as its repository has it: `typesense-js`. */
export function clientName(client: ClientSamples): string {
  return client.repository.split('/').pop()!;
}

/** The releases of `serverVersion` (`30.2`, or `current`), one row per client: `| JavaScript | typesense-js 3.0.6 | |`. */
export function clientReleasesTable(serverVersion: string): string {
  const rows = clientsOf(serverVersion).map((client) => {
    const release = releaseFor(client, serverVersion);
    return `| ${codeLanguage(client.language).label} | ${clientName(client)} ${release.version} |${release.note ? ` ${cell(release.note)} ` : ' '}|`;
  });
  return ['| Language | Release | Notes |', '| --- | --- | --- |', ...rows].join('\n');
}

const MAINTAINERS: Readonly<Record<ClientSamples['maintainer'], string>> = {
  typesense: 'the Typesense team',
  community: 'the community, in the Typesense organisation',
};

/** Each client of `serverVersion`, who maintains it, and how to install its release of that version. */
export function clientLibrariesTable(serverVersion: string): string {
  const rows = clientsOf(serverVersion).map((client) => {
    const release = releaseFor(client, serverVersion);
    return `| ${codeLanguage(client.language).label} | [${clientName(client)}](${client.repository}) | ${MAINTAINERS[client.maintainer]} | \`${cell(client.installLine(release))}\` |`;
  });
  return ['| Language | Client | Maintained by | Install |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The table an element stands for, on a page of `serverVersion`. */
export function releaseTable(element: ReleaseTableElement, serverVersion: string): string {
  return element === 'ClientReleases' ? clientReleasesTable(serverVersion) : clientLibrariesTable(serverVersion);
}

const ELEMENT_LINE = new RegExp(`^<(${RELEASE_TABLE_ELEMENTS.join('|')})\\s*/>$`);

/** The element a line is, if it is one alone (`<ClientReleases />`). */
export function releaseTableElementOf(line: string): ReleaseTableElement | undefined {
  return ELEMENT_LINE.exec(line.trim())?.[1] as ReleaseTableElement | undefined;
}

/** The page's Markdown with each element's line replaced by its table (for the twins; fenced code is left alone). */
export function withClientReleaseTables(source: string, serverVersion: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker) {
        fence = fence === null ? marker : line.trim().startsWith(fence) && line.replace(/[`~]/g, '').trim() === '' ? null : fence;
        return line;
      }
      const element = fence === null ? releaseTableElementOf(line) : undefined;
      return element ? releaseTable(element, serverVersion) : line;
    })
    .join('\n');
}

/** `text` as a pattern that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A release named in text: `2.0.0`, `v4.0.0-alpha2`, `2.0.0-rc.1` (not a sentence's full stop). */
const RELEASE_IN_TEXT = /(?<![\w.])v?(\d+\.\d+\.\d+(?:-[\w.]*\w)?)(?![\w]|\.\w)/g;

/**
 * Pure: what the "Installing a client" table of an api-clients page of
 * `serverVersion` says that the release data contradicts, one line each with
 * the fix: in the row of a client whose samples the version shows, a release
 * other than the one of its samples (`go get …@v4.0.0-alpha2`, "the samples of
 * this version use 2.0.0"), or a module path of another major version
 * (`github.com/typesense/typesense-go/v3`); and a client of the version
 * without a row.
 */
export function installTableProblems(file: string, source: string, serverVersion: string): string[] {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => /^#{2,3} Installing a client\b/.test(line));
  if (start < 0) return [];
  const end = lines.findIndex((line, at) => at > start && /^#{1,3} /.test(line));
  const rows = lines
    .map((text, index) => ({text, line: index + 1}))
    .slice(start + 1, end < 0 ? undefined : end)
    .filter(({text}) => text.startsWith('|'))
    .slice(2);
  const problems: string[] = [];
  for (const client of clientsOf(serverVersion)) {
    const label = codeLanguage(client.language).label;
    const release = releaseFor(client, serverVersion);
    const ofClient = rows.filter(({text}) => new RegExp(`^\\|\\s*${escapeRegExp(label)}(?:\\s*\\(|\\s*\\|)`).test(text));
    const where = `code-samples/clients/${client.language}/index.ts`;
    if (ofClient.length === 0) {
      problems.push(`${file}: the "Installing a client" table has no row for ${label}, whose samples Typesense ${serverVersion} shows; add one (${release.version}: \`${client.installLine(release)}\`).`);
    }
    const modulePath = new RegExp(`${escapeRegExp(client.packageName)}(/v\\d+)?(?![\\w-])`, 'g');
    const releasePath = [...client.installLine(release).matchAll(modulePath)][0];
    for (const {text, line} of ofClient) {
      for (const match of text.matchAll(RELEASE_IN_TEXT)) {
        if (match[1] !== release.version) {
          problems.push(
            `${file}:${line}: the ${label} row names ${clientName(client)} ${match[1]}, but the samples of Typesense ${serverVersion} use ${release.version} (${where}); write ${release.version}.`,
          );
        }
      }
      for (const match of releasePath ? text.matchAll(modulePath) : []) {
        if ((match[1] ?? '') !== (releasePath![1] ?? '')) {
          problems.push(
            `${file}:${line}: the ${label} row names ${match[0]}, but ${clientName(client)} ${release.version}, whose samples Typesense ${serverVersion} shows, is ${releasePath![0]}; write that.`,
          );
        }
      }
    }
  }
  return problems;
}
