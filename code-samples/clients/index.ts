/**
 * The client languages whose samples are rendered from the Shell sample, and
 * the release of each that documents a server version.
 */
import {compareVersions} from '../../src/versioning/versions';
import {LATEST_VERSION} from '../../src/constants';
import type {ClientLanguage, ClientRelease, ClientSamples} from './types';
import javascript from './javascript';
import php from './php';
import python from './python';
import ruby from './ruby';
import java from './java';
import go from './go';
import dart from './dart';
import swift from './swift';

export const CLIENTS: Readonly<Partial<Record<ClientLanguage, ClientSamples>>> = {javascript, php, python, ruby, java, go, dart, swift};

export function clientFor(language: string): ClientSamples | undefined {
  return CLIENTS[language as ClientLanguage];
}

/** The newest of `versions` (server versions: `30.2`, `0.25.2`). */
function newestOf(versions: readonly string[]): string {
  return versions.reduce((a, b) => (compareVersions(a, b) >= 0 ? a : b));
}

/**
 * The release of `client` whose samples document `serverVersion`: the one that
 * lists it, or, for the working copy (`current`) and versions newer than any
 * listed (a version just cut), the newest release that lists a server version
 * (a newer one listing none is kept for the guide, or for nothing). Throws,
 * naming the fix, where no release lists it.
 */
export function releaseFor(client: ClientSamples, serverVersion: string): ClientRelease {
  const listed = client.releases.find((release) => release.serverVersions.includes(serverVersion));
  if (listed) {
    return listed;
  }
  const documenting = client.releases.filter((release) => release.serverVersions.length > 0);
  const newest = documenting[documenting.length - 1];
  if (!newest) {
    throw new Error(
      `code-samples/clients/${client.language}/index.ts: no release of ${client.packageName} lists a server version; ` +
        `give the release that documents the latest version its \`serverVersions\`.`,
    );
  }
  if (serverVersion === 'current' || compareVersions(serverVersion, newestOf(newest.serverVersions)) > 0) {
    return newest;
  }
  throw new Error(
    `code-samples/clients/${client.language}/index.ts: no release documents Typesense ${serverVersion}; ` +
      `add ${serverVersion} to the \`serverVersions\` of the ${client.packageName} release nearest it.`,
  );
}

/** The release the guide's pages install: the one marked `guide`, or else the release of the latest server version. */
export function guideRelease(client: ClientSamples): ClientRelease {
  return client.releases.find((release) => release.guide) ?? releaseFor(client, LATEST_VERSION);
}

/**
 * Pure: what is wrong with a client's releases, one line each naming the
 * release and the fix (empty when nothing is): a server version listed by two
 * releases, a version listed twice, two releases marked `guide`, a release
 * without a surface, or releases out of order (oldest first).
 */
export function releaseDataProblems(client: ClientSamples): string[] {
  const file = `code-samples/clients/${client.language}/index.ts`;
  const problems: string[] = [];
  const owner = new Map<string, string>();
  const seen = new Set<string>();
  for (const release of client.releases) {
    if (seen.has(release.version)) {
      problems.push(`${file}: ${client.packageName} ${release.version} is listed twice; keep one entry.`);
    }
    seen.add(release.version);
    if (!client.surface.releases[release.version]) {
      problems.push(
        `${file}: ${client.packageName} ${release.version} has no surface; read it: npm run samples:surface -- ${client.language} --release ${release.version}`,
      );
    }
    for (const serverVersion of release.serverVersions) {
      const other = owner.get(serverVersion);
      if (other) {
        problems.push(
          `${file}: Typesense ${serverVersion} is in the \`serverVersions\` of both ${client.packageName} ${other} and ${release.version}; ` +
            `remove it from the one that no longer documents it (an entry may keep \`serverVersions: []\`).`,
        );
      }
      owner.set(serverVersion, release.version);
    }
  }
  const guides = client.releases.filter((release) => release.guide);
  if (guides.length > 1) {
    problems.push(`${file}: ${guides.map((release) => release.version).join(' and ')} are both marked \`guide\`; the guide installs one release, keep the mark on it.`);
  }
  const documented = client.releases.filter((release) => release.serverVersions.length > 0).map((release) => newestOf(release.serverVersions));
  documented.forEach((version, index) => {
    if (index > 0 && compareVersions(version, documented[index - 1]!) < 0) {
      problems.push(`${file}: the releases of ${client.packageName} are out of order around Typesense ${version}; list them oldest first.`);
    }
  });
  if (documented.length === 0) {
    problems.push(`${file}: no release of ${client.packageName} lists a server version; give the release that documents the latest version its \`serverVersions\`.`);
  }
  return problems;
}

/** The release of `client` that documents `serverVersion`, or `undefined` where none is described yet. */
export function releaseIfAny(client: ClientSamples, serverVersion: string): ClientRelease | undefined {
  try {
    return releaseFor(client, serverVersion);
  } catch {
    return undefined;
  }
}
