/**
 * Pure: what a guide page says about the Typesense clients, held to the
 * release data (code-samples/clients/<language>/index.ts) that the api-clients
 * page is made from:
 *
 * - every release it names, in an install line or a dependency file
 *   (./releases.ts) or in its prose (`typesense-java 1.3.0`), is the release
 *   the guide installs (`guideRelease`: the one marked `guide`, else the
 *   release of the latest version);
 * - a sentence that calls a client "official" names a client the Typesense
 *   team maintains (`maintainer`), not one the community maintains.
 *
 * A page that lists the clients writes `<ClientLibraries />`, made from the
 * same data, instead of a list of its own.
 */
import {CLIENTS, guideRelease} from '../clients';
import {clientName} from '../clients/release-tables';
import type {ClientLanguage, ClientSamples} from '../clients/types';
import {codeLanguage} from '../../src/components/LanguageTabs/languages';
import {PIN_PATTERNS, pinnedReleases, type ReleasePin} from './releases';

const clients = Object.values(CLIENTS);

/** `typesense-java 1.3.0`, `typesense-go v4.0.0-alpha2`: a release of `client` named in prose; the first group is the version. */
function proseRelease(client: ClientSamples): RegExp {
  const name = clientName(client).replace(/-/g, '\\-');
  return new RegExp(`(?<![\\w/-])${name}(?:/v\\d+)?\\s+(?:release\\s+)?v?(\\d+\\.\\d+\\.\\d+[\\w.+-]*?)(?=[\\s,.;:)*\`]|$)`, 'gm');
}

/** The releases named in prose, of every client. */
function proseReleases(source: string): ReleasePin[] {
  const pins: ReleasePin[] = [];
  for (const client of clients) {
    for (const match of source.matchAll(proseRelease(client))) {
      pins.push({client: client.language, version: match[1]!, line: source.slice(0, match.index).split('\n').length, text: match[0]});
    }
  }
  return pins;
}

/** Words that name a community client in a sentence: its repository's name, `Go client`, `Swift`. */
function namesOf(client: ClientSamples): RegExp {
  return new RegExp(`(?<![\\w-])(?:${clientName(client)}|${codeLanguage(client.language).label})(?![\\w-])`);
}

/** The sentences of a line, with the line's number (fenced code left out). */
function sentences(source: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let fence: string | null = null;
  source.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker) {
      fence = fence === null ? marker : text.trim().startsWith(fence) ? null : fence;
      return;
    }
    if (fence === null) {
      out.push(...text.split(/(?<=[.!?])\s+/).map((sentence) => ({line: index + 1, text: sentence})));
    }
  });
  return out;
}

/** Every claim of the page about a client that the release data contradicts, with its file and line and the fix. */
export function clientClaimProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const pin of [...pinnedReleases(source), ...proseReleases(source)]) {
    const client = CLIENTS[pin.client as ClientLanguage]!;
    const release = guideRelease(client);
    const key = `${pin.line}:${pin.client}`;
    if (pin.version !== release.version && !seen.has(key)) {
      seen.add(key);
      problems.push(
        `${file}:${pin.line}: \`${pin.text}\` names ${clientName(client)} ${pin.version}, but the guide installs ${release.version} ` +
          `(code-samples/clients/${client.language}/index.ts: the release marked \`guide\`, else the one of the latest version); ` +
          `write ${release.version}, or mark the release the guide should install with \`guide: true\`.`,
      );
    }
  }
  const community = clients.filter((client) => client.maintainer === 'community');
  for (const {line, text} of sentences(source)) {
    if (!/\bofficial\b/i.test(text) || /Firebase extension|Typesense Cloud|docker/i.test(text)) continue;
    for (const client of community) {
      if (namesOf(client).test(text)) {
        problems.push(
          `${file}:${line}: calls a client "official" in a sentence that names ${clientName(client)}, which the community maintains ` +
            `(code-samples/clients/${client.language}/index.ts, \`maintainer\`); say who maintains it, or list the clients with <ClientLibraries />.`,
        );
      }
    }
  }
  return problems;
}

/**
 * Pure: the page with every release of `client` it names (install lines,
 * dependency files, prose: what `clientClaimProblems` reads) moved to
 * `version`, the form of each kept (`typesense@^3.0.6` → `typesense@^3.1.0`;
 * a pair of major and minor, `~> 5.0`, gets the whole version). A module path
 * that carries a major version (typesense-go's `/v4`) is left as it is: the
 * checks of the page's code name it if the release's is another.
 */
export function withGuidePinsMoved(source: string, client: ClientSamples, version: string): string {
  let moved = source;
  for (const pattern of [...PIN_PATTERNS[client.language], proseRelease(client)]) {
    moved = moved.replace(new RegExp(pattern.source, pattern.flags), (whole: string, named: string) => {
      // The version is the pattern's first group, at the end of its match but for closing quotes and tags.
      const at = whole.lastIndexOf(named);
      return `${whole.slice(0, at)}${version}${whole.slice(at + named.length)}`;
    });
  }
  return moved;
}

/** The guide pages that name a release of `client` other than the one the guide installs (`guideRelease`). */
export function pagesWithOtherPins(pages: readonly {file: string; source: string}[], client: ClientSamples): string[] {
  const installed = guideRelease(client).version;
  return pages
    .filter(({source}) => [...pinnedReleases(source), ...proseReleases(source)].some((pin) => pin.client === client.language && pin.version !== installed))
    .map(({file}) => file);
}
