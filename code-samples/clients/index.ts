/**
 * The client languages whose samples are rendered from the Shell sample, and
 * the release of each that documents a server version.
 */
import {compareVersions} from '../../src/versioning/versions';
import type {ClientLanguage, ClientRelease, ClientSamples} from './types';
import javascript from './javascript';
import php from './php';
import python from './python';
import ruby from './ruby';
import java from './java';
import go from './go';
import dart from './dart';

export const CLIENTS: Readonly<Partial<Record<ClientLanguage, ClientSamples>>> = {javascript, php, python, ruby, java, go, dart};

export function clientFor(language: string): ClientSamples | undefined {
  return CLIENTS[language as ClientLanguage];
}

/**
 * The release of `client` whose samples document `serverVersion`: the one that
 * lists it, or, for the working copy (`current`) and versions newer than any
 * listed (a version just cut), the newest release.
 */
export function releaseFor(client: ClientSamples, serverVersion: string): ClientRelease {
  const listed = client.releases.find((release) => release.documents.includes(serverVersion));
  if (listed) {
    return listed;
  }
  const newest = client.releases[client.releases.length - 1]!;
  const newestDocumented = newest.documents.reduce((a, b) => (compareVersions(a, b) >= 0 ? a : b));
  if (serverVersion === 'current' || compareVersions(serverVersion, newestDocumented) > 0) {
    return newest;
  }
  throw new Error(
    `code-samples/clients/${client.language}: no release documents Typesense ${serverVersion}; ` +
      `add ${serverVersion} to the \`documents\` of the ${client.packageName} release nearest it.`,
  );
}

/** The release of `client` that documents `serverVersion`, or `undefined` where none is described yet. */
export function releaseIfAny(client: ClientSamples, serverVersion: string): ClientRelease | undefined {
  try {
    return releaseFor(client, serverVersion);
  } catch {
    return undefined;
  }
}
