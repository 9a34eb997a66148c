/**
 * Questions about a client's surface (code-samples/clients/<language>/surface.json,
 * which each client module imports): whether a release has a call, before a
 * renderer writes it, and the surface of a release for the checks.
 */
import type {ClientRelease, RouteAround} from '../clients/types';
import type {ClientSurface, MemberSurface, ReleaseSurface} from './types';

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

/**
 * What the release's `call` sends of the body it is given, as its surface
 * records it (MemberSurface.sentBody): the keys it sends, or `null` for the
 * body as given; `undefined` where the release has no such call. Throws,
 * naming the command, where the release has the call but its surface does not
 * record the fact.
 */
export function sentBodyKeys(surface: ClientSurface, release: ClientRelease, route: RouteAround): readonly string[] | null | undefined {
  return routeFact(surface, release, route, 'sentBody')?.keys;
}

/**
 * The HTTP methods the release's `call` sends with, as its surface records
 * them (MemberSurface.sentMethods); `undefined` where the release has no such
 * call. Throws, naming the command, where the fact is not recorded.
 */
export function sentMethodsOf(surface: ClientSurface, release: ClientRelease, route: RouteAround): readonly string[] | undefined {
  return routeFact(surface, release, route, 'sentMethods')?.methods;
}

/** The fact a route reads of the release's call; `undefined` where the release has no such call. */
function routeFact<Fact extends RouteAround['fact']>(surface: ClientSurface, release: ClientRelease, route: RouteAround, fact: Fact): NonNullable<MemberSurface[Fact]> | undefined {
  const member = releaseSurfaceOf(surface, release).types[route.call.type]?.members[route.call.member];
  if (!member) {
    return undefined;
  }
  const recorded = member[fact];
  if (!recorded || route.fact !== fact) {
    throw new Error(
      `The surface of ${surface.client} ${release.version} does not record the ${fact} of ${route.call.type}.${route.call.member} ` +
        `(route ${route.name}, which reads its ${route.fact}): read it again with npm run samples:surface (code-samples/clients/*/surface.json).`,
    );
  }
  return recorded as NonNullable<MemberSurface[Fact]>;
}
