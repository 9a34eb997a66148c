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
