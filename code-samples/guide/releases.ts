/**
 * Pure: the Typesense client releases a guide page names. A walkthrough pins
 * its client in its install step (`npm install typesense@3.0.6`,
 * `pip install typesense==2.0.0`, `go get github.com/typesense/typesense-go/v4@v4.0.0-alpha2`,
 * Maven's or Gradle's `org.typesense:typesense-java:1.3.0`), or in the
 * dependency file it shows (package.json, requirements.txt, go.mod, pom.xml,
 * composer.json, Gemfile, pubspec.yaml, Package.swift); the checks hold every
 * client call of the page to that release.
 *
 * A range (`^3.0.6`, `~> 5.0`, SwiftPM's `from: "1.0.0"`) names its lowest
 * release: the one a reader may get, and whose calls the page may use.
 */
import type {ClientLanguage} from '../clients/types';

export type ReleasePin = {client: ClientLanguage; version: string; line: number; text: string};

/** Where each client's release is written, by client; the first group of each pattern is the version. */
export const PIN_PATTERNS: Readonly<Record<ClientLanguage, readonly RegExp[]>> = {
  javascript: [
    // npm/yarn/pnpm/bun install lines; `typesense-instantsearch-adapter@…` and scoped packages are other packages.
    /(?<![\w@/.-])typesense@[\^~]?(\d+\.\d+\.\d+[\w.+-]*)/g,
    /"typesense"\s*:\s*"[\^~]?(\d+\.\d+\.\d+[\w.+-]*)"/g,
  ],
  python: [/(?<![\w-])typesense\s*(?:==|~=|>=)\s*(\d+\.\d+(?:\.\d+)?[\w.+-]*)/g, /(?<![\w-])typesense\s*=\s*"[\^~]?(\d+\.\d+(?:\.\d+)?)"/g],
  go: [/github\.com\/typesense\/typesense-go(?:\/v\d+)?@v(\d+\.\d+\.\d+[\w.+-]*)/g, /github\.com\/typesense\/typesense-go(?:\/v\d+)?\s+v(\d+\.\d+\.\d+[\w.+-]*)/g],
  java: [
    /org\.typesense:typesense-java:(\d+\.\d+\.\d+[\w.+-]*)/g,
    /<artifactId>\s*typesense-java\s*<\/artifactId>\s*<version>\s*(\d+\.\d+\.\d+[\w.+-]*)\s*<\/version>/g,
  ],
  php: [/typesense\/typesense-php"?\s*[:=]?\s*"?[\^~]?(\d+\.\d+(?:\.\d+)?[\w.+-]*)/g],
  ruby: [/gem\s+install\s+typesense\s+(?:-v|--version)\s+['"]?[~>= ]*(\d+\.\d+(?:\.\d+)?)/g, /gem\s+['"]typesense['"]\s*,\s*['"][~>= ]*(\d+\.\d+(?:\.\d+)?)['"]/g],
  // pubspec.yaml's `typesense: ^0.5.1`, `dart pub add typesense:0.5.1`; not an image tag (`typesense/typesense:30.2`).
  dart: [/(?<![\w/-])typesense:[ \t]*['"]?[\^~]?(\d+\.\d+\.\d+[\w.+-]*)/g],
  swift: [/typesense-swift(?:\.git)?"\s*,\s*(?:from|exact|\.upToNextMajor\(from)\s*:\s*"(\d+\.\d+\.\d+[\w.+-]*)"/g],
};

/**
 * Every client release the page's text names, with its line. The same
 * client named at two releases is for the caller to report (`conflictingPins`).
 */
export function pinnedReleases(source: string): ReleasePin[] {
  const pins: ReleasePin[] = [];
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  for (const [client, patterns] of Object.entries(PIN_PATTERNS) as [ClientLanguage, readonly RegExp[]][]) {
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) {
        // A pair of major and minor (`~> 5.0`) names its first release.
        const version = /^\d+\.\d+$/.test(match[1]!) ? `${match[1]}.0` : match[1]!;
        pins.push({client, version, line: lineAt(match.index), text: match[0]});
      }
    }
  }
  return pins.sort((a, b) => a.line - b.line);
}

/** The one release of each client that a page names, and a message for each client the page names at two releases. */
export function releasesOfPage(pins: readonly ReleasePin[], file: string): {releases: Map<ClientLanguage, ReleasePin>; problems: string[]} {
  const releases = new Map<ClientLanguage, ReleasePin>();
  const problems: string[] = [];
  for (const pin of pins) {
    const first = releases.get(pin.client);
    if (!first) {
      releases.set(pin.client, pin);
    } else if (first.version !== pin.version) {
      problems.push(`${file}:${pin.line}: \`${pin.text}\` names ${pin.client} client ${pin.version}, but line ${first.line} names ${first.version}: a page installs one release of a client`);
    }
  }
  return {releases, problems};
}
