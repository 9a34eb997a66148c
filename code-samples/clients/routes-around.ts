/**
 * Pure: whether each renderer's routes around a call (ClientSamples.routesAround)
 * follow the facts that the surface tool recorded for each release. For every
 * release that has the call, each probe of the route is rendered: the tab must
 * make the call where the recorded fact says the call sends the probe's
 * request, and go around it where the fact says the call drops part of it. A
 * release that starts sending more (typesense-js 3.1.0's
 * `multiSearch.perform()` and a union's `remove_duplicates`) shows in the
 * diff of surface.json, and here until the renderer follows it.
 */
import {LATEST_VERSION} from '../../src/constants';
import {matchOperation} from '../operations';
import {parseCurlSample} from '../request/curl';
import type {SampleRequest} from '../request/request';
import type {ClientSurface, MemberSurface} from '../surface/types';
import type {ClientRelease, ClientSamples, RouteAround} from './types';

/**
 * The route around a client's multi-search call that sends a body of its own,
 * made of the keys it copies from the one it is given (typesense-js from
 * 2.1.0 on, typesense-python from 1.0 on): a request with another key goes
 * around it. `madeAs` is how a rendered sample makes the call.
 */
export function multiSearchBodyRoute(madeAs: string): RouteAround {
  const searches = '"searches": [{"collection": "books", "q": "coat"}]';
  return {
    name: 'multiSearchBody',
    call: {type: 'MultiSearch', member: 'perform'},
    fact: 'sentBody',
    madeAs,
    probes: [`{${searches}}`, `{"union": true, ${searches}}`, `{"union": true, "remove_duplicates": false, ${searches}}`].map(
      (body) => `curl "\${TYPESENSE_HOST}/multi_search" -X POST -d '${body}'`,
    ),
  };
}

/**
 * The routes around a client's `Documents.update` call, by the HTTP methods
 * it sends with: the PATCH of an update by filter (typesense-js from 1.7.2 on,
 * typesense-python from 0.17.0 on; before, update() sent POST ?action=update
 * whatever its options), and the POST ?action=update of a document's update
 * (typesense-python's update() sends PATCH from 0.17.0 on, so its samples
 * send that one around it). `madeAs` is how a rendered sample makes the call.
 */
export function documentsUpdateRoutes(madeAs: string): [updateByFilter: RouteAround, updateAction: RouteAround] {
  const call = {type: 'Documents', member: 'update'};
  return [
    {name: 'updateByFilter', call, fact: 'sentMethods', madeAs, probes: [`curl "\${TYPESENSE_HOST}/collections/books/documents?filter_by=year:2000" -X PATCH -d '{"tag": "old"}'`]},
    {name: 'updateAction', call, fact: 'sentMethods', madeAs, probes: [`curl "\${TYPESENSE_HOST}/collections/books/documents?action=update" -X POST -d '{"id": "1", "tag": "old"}'`]},
  ];
}

/** `union, remove_duplicates and searches`. */
function listed(keys: readonly string[]): string {
  return keys.length > 1 ? `${keys.slice(0, -1).join(', ')} and ${keys[keys.length - 1]}` : keys.join('');
}

/** The command that reads a release's surface again. */
function readAgain(client: ClientSamples, release: ClientRelease): string {
  const fromGit = !release.tag.includes(':');
  return `npm run samples:surface -- ${client.language} --release ${release.version}${fromGit ? ' --repo <clone of the client>' : ''}`;
}

/** What a route's recorded fact says of a call, the function of code-samples/surface/load.ts that reads it, and whether the call sends a request. */
type Reading = {says: string; line: number; reader: string; sends(request: SampleRequest): {sent: boolean; what: string}};

function readingOf(member: MemberSurface, route: RouteAround): Reading | undefined {
  if (route.fact === 'sentBody') {
    const fact = member.sentBody;
    if (!fact) return undefined;
    return {
      says: fact.keys === null ? 'sends the body as given' : `sends the ${listed(fact.keys)} of its body and nothing else`,
      line: fact.line,
      reader: 'sentBodyKeys',
      sends: (request) => {
        const body = request.body?.kind === 'json' ? request.body.value : undefined;
        const keys = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
        const dropped = fact.keys === null ? [] : keys.filter((key) => !fact.keys!.includes(key));
        return {sent: dropped.length === 0, what: dropped.length === 0 ? `sends a body of ${listed(keys)}` : `drops the ${listed(dropped)} of a body of ${listed(keys)}`};
      },
    };
  }
  const fact = member.sentMethods;
  if (!fact) return undefined;
  return {
    says: `sends with ${listed(fact.methods)} only`,
    line: fact.line,
    reader: 'sentMethodsOf',
    sends: (request) => {
      const sent = fact.methods.includes(request.method);
      return {sent, what: `${sent ? 'sends' : 'cannot send'} ${request.method} ${request.path}`};
    },
  };
}

/** The problems of one route in one release, one line each naming the fix. */
function problemsOf(client: ClientSamples, surface: ClientSurface, route: RouteAround, release: ClientRelease): string[] {
  const file = `code-samples/clients/${client.language}/index.ts`;
  const type = surface.releases[release.version]?.types[route.call.type];
  const member = type?.members[route.call.member];
  if (!type || !member) {
    // The release has no such call: the renderer's surface gate says so, and surface.json shows a release that adds it.
    return [];
  }
  const call = `${client.packageName} ${release.version}'s ${route.call.type}.${route.call.member}`;
  const reading = readingOf(member, route);
  if (!reading) {
    return [`code-samples/clients/${client.language}/surface.json records no ${route.fact} of ${call} (route ${route.name}); read it: ${readAgain(client, release)}`];
  }
  const where = `${member.inheritedFrom ? /\((.*)\)$/.exec(member.inheritedFrom)?.[1] : type.source}:${reading.line}`;
  const problems: string[] = [];
  for (const probe of route.probes) {
    const parsed = parseCurlSample(probe);
    const operation = parsed.ok ? matchOperation(parsed.request) : undefined;
    if (!parsed.ok || !operation) {
      problems.push(`${file}: a probe of route ${route.name} is not one curl call of the API: ${probe}`);
      continue;
    }
    const {sent, what} = reading.sends(parsed.request);
    const serverVersion = release.serverVersions[release.serverVersions.length - 1] ?? LATEST_VERSION;
    const rendered = client.render({serverVersion, release, call: operation, request: parsed.request});
    const makesCall = rendered.kind === 'code' && rendered.code.includes(route.madeAs);
    if (sent && !makesCall) {
      problems.push(
        `${file}: route ${route.name}: surface.json says ${call} ${reading.says} (${where}), so it ${what}, ` +
          `but the renderer goes around it; decide with what the surface records (${reading.reader} in code-samples/surface/load.ts), not with a list of releases.`,
      );
    }
    if (!sent && makesCall) {
      problems.push(
        `${file}: route ${route.name}: surface.json says ${call} ${reading.says} (${where}), so it ${what}, ` +
          `but the renderer makes the call; route the request around it where the recorded fact says so (${reading.reader} in code-samples/surface/load.ts).`,
      );
    }
  }
  return problems;
}

/** What is wrong with a client's routes around its calls, one line each naming the fix (empty when nothing is). */
export function routeAroundProblems(client: ClientSamples, surface: ClientSurface = client.surface): string[] {
  return (client.routesAround ?? []).flatMap((route) => client.releases.flatMap((release) => problemsOf(client, surface, route, release)));
}
