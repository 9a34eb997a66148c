/**
 * The renderers' routes around a call (ClientSamples.routesAround) against
 * what the surface tool recorded of each release (MemberSurface.sentBody):
 * the data of every client agrees, and each way they can disagree is named
 * with its fix.
 */
import {CLIENTS} from '../../../code-samples/clients';
import javascript from '../../../code-samples/clients/javascript';
import {routeAroundProblems} from '../../../code-samples/clients/routes-around';
import type {ClientSamples} from '../../../code-samples/clients/types';
import type {ClientSurface, MemberSurface, ReleaseSurface} from '../../../code-samples/surface/types';

/** `surface` with the `perform` of `version`'s MultiSearch changed by `change`. */
function withPerform(surface: ClientSurface, version: string, change: (member: MemberSurface) => MemberSurface): ClientSurface {
  const release = surface.releases[version]!;
  const multiSearch = release.types.MultiSearch!;
  const changed: ReleaseSurface = {
    ...release,
    types: {...release.types, MultiSearch: {...multiSearch, members: {...multiSearch.members, perform: change(multiSearch.members.perform!)}}},
  };
  return {...surface, releases: {...surface.releases, [version]: changed}};
}

describe('routes around a call', () => {
  test.each(Object.values(CLIENTS).map((client) => [client.language, client] as const))('%s: each route follows the facts its surface records', (_language, client) => {
    expect(routeAroundProblems(client)).toEqual([]);
  });

  test('the clients whose renderers route around a call for what it sends have the routes, with the fact recorded for each release that has the call', () => {
    for (const language of ['javascript', 'python'] as const) {
      const client = CLIENTS[language]!;
      expect(client.routesAround?.map((route) => route.name)).toEqual(['multiSearchBody', 'updateByFilter', 'updateAction']);
      const recorded = client.releases.filter((release) => client.surface.releases[release.version]!.types.MultiSearch?.members.perform?.sentBody);
      expect(recorded.length).toBeGreaterThan(5);
    }
    // What the facts say where the renderers once kept lists of releases: the first PATCH of an update by filter.
    const firstWith = (client: ClientSamples, method: string) =>
      client.releases.find((release) => client.surface.releases[release.version]!.types.Documents?.members.update?.sentMethods?.methods.includes(method))?.version;
    for (const language of ['php', 'ruby'] as const) {
      expect(CLIENTS[language]!.routesAround?.map((route) => route.name)).toEqual(['updateByFilter', 'updateAction']);
    }
    expect(firstWith(javascript, 'PATCH')).toBe('1.7.2');
    expect(firstWith(CLIENTS.python!, 'PATCH')).toBe('0.17.0');
    expect(firstWith(CLIENTS.php!, 'PATCH')).toBe('5.0.0');
    expect(firstWith(CLIENTS.ruby!, 'PATCH')).toBe('1.0.0');
  });

  test('a renderer that goes around a call the recorded surface says sends the request is named, with the fix', () => {
    // A renderer that decides by a list of releases, as it did before 3.1.0 sent remove_duplicates: every release as 3.0.6.
    const release306 = javascript.releases.find((release) => release.version === '3.0.6')!;
    const byList: ClientSamples = {
      ...javascript,
      render: (input) => javascript.render(input.release.version === '3.1.0' ? {...input, release: release306} : input),
    };
    const problems = routeAroundProblems(byList);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      "route multiSearchBody: surface.json says typesense 3.1.0's MultiSearch.perform sends the union, remove_duplicates and searches of its body and nothing else (src/Typesense/MultiSearch.ts:",
    );
    expect(problems[0]).toContain('so it sends a body of union, remove_duplicates and searches, but the renderer goes around it; decide with what the surface records (sentBodyKeys');
  });

  test('a renderer that makes a call the recorded surface says drops part of the request is named, with the fix', () => {
    const surface = withPerform(javascript.surface, '3.1.0', (member) => ({...member, sentBody: {keys: ['union', 'searches'], line: 92}}));
    const problems = routeAroundProblems(javascript, surface);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("typesense 3.1.0's MultiSearch.perform sends the union and searches of its body and nothing else (src/Typesense/MultiSearch.ts:92), so it drops the remove_duplicates of a body of union, remove_duplicates and searches");
    expect(problems[0]).toContain('but the renderer makes the call; route the request around it where the recorded fact says so (sentBodyKeys');
  });

  test('a renderer that decides an update by filter with a list of releases, a release off, is named with the fix', () => {
    // As if the renderer held 1.7.2 to what 1.7.1 did: update() sending POST ?action=update only.
    const release171 = javascript.releases.find((release) => release.version === '1.7.1')!;
    const offByOne: ClientSamples = {
      ...javascript,
      render: (input) => javascript.render(input.release.version === '1.7.2' && input.call.operation.id === 'documents.updateByFilter' ? {...input, release: release171} : input),
    };
    expect(routeAroundProblems(offByOne)).toEqual([
      expect.stringMatching(
        /^code-samples\/clients\/javascript\/index\.ts: route updateByFilter: surface\.json says typesense 1\.7\.2's Documents\.update sends with PATCH and POST only \(src\/Typesense\/Documents\.ts:\d+\), so it sends PATCH \/collections\/books\/documents, but the renderer goes around it; decide with what the surface records \(sentMethodsOf/,
      ),
    ]);
  });

  test('a release whose surface records the call but not what it sends of its body is named, with the command that reads it', () => {
    const surface = withPerform(javascript.surface, '3.1.0', ({sentBody: _sentBody, ...member}) => member);
    expect(routeAroundProblems(javascript, surface)).toEqual([
      "code-samples/clients/javascript/surface.json records no sentBody of typesense 3.1.0's MultiSearch.perform (route multiSearchBody); read it: npm run samples:surface -- javascript --release 3.1.0",
    ]);
  });
});
