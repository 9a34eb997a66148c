/**
 * Questions about a client's surface (code-samples/clients/<language>/surface.json,
 * which each client module imports): whether a release has a call, before a
 * renderer writes it, and the surface of a release for the checks.
 */
import type {ClientRelease} from '../clients/types';
import type {ClientSurface, ReleaseSurface} from './types';

/** The surface of one release; an error that names the client when it is not described. */
export function releaseSurfaceOf(surface: ClientSurface, release: ClientRelease): ReleaseSurface {
  const described = surface.releases[release.version];
  if (!described) {
    throw new Error(`The surface of ${surface.client} does not describe release ${release.version} (code-samples/clients/*/surface.json).`);
  }
  return described;
}

/** Whether `type` has `member` in the release. */
export function releaseHas(surface: ClientSurface, release: ClientRelease, type: string, member: string): boolean {
  return Boolean(releaseSurfaceOf(surface, release).types[type]?.members[member]);
}
