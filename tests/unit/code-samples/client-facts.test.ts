/**
 * Client facts beyond a release's calls (issue 29, point 3): deprecated calls
 * (read from the sources into surface.json), calls known to drop or misname a
 * parameter, and the workarounds an era's samples carry. Each defect has a
 * fixture sample (./fixtures/client-facts/) that the checks must refuse.
 */
import fs from 'node:fs';
import path from 'node:path';
import ruby from '../../../code-samples/clients/ruby';
import swift from '../../../code-samples/clients/swift';
import {rubyUses} from '../../../code-samples/clients/ruby/uses';
import {swiftUses} from '../../../code-samples/clients/swift/uses';
import {releaseFor} from '../../../code-samples/clients';
import {withWorkarounds, workaroundProblems} from '../../../code-samples/clients/workarounds';
import type {ClientRelease, ClientSamples} from '../../../code-samples/clients/types';
import {matchOperation} from '../../../code-samples/operations';
import {firstSyntaxError, parseSample} from '../../../code-samples/parse';
import {parseCurlSample} from '../../../code-samples/request/curl';
import {checkUses} from '../../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../../code-samples/surface/load';
import type {ReleaseSurface} from '../../../code-samples/surface/types';
import {datedDeprecations, swiftDeprecation} from '../../../scripts/code-samples/extract-surface';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures/client-facts', name), 'utf8').trimEnd();

/** The problems of a fixture sample against the release that documents `serverVersion`, as tests/samples/samples.test.ts finds them. */
async function problemsOf(client: ClientSamples, name: string, serverVersion: string): Promise<string[]> {
  const code = fixture(name);
  const release = releaseFor(client, serverVersion);
  const read = client.language === 'swift' ? swiftUses : rubyUses;
  const releaseName = `${client.packageName} ${release.version}`;
  const uses = read(await parseSample(client.language, code));
  return [...checkUses(uses, releaseSurfaceOf(client.surface, release), releaseName, release), ...workaroundProblems(code, release, releaseName)].map(
    (problem) => `${problem.line}: ${problem.message}`,
  );
}

function renderShell(client: ClientSamples, shell: string, serverVersion: string): string {
  const parsed = parseCurlSample(shell);
  if (!parsed.ok) throw new Error(parsed.reason);
  const rendered = client.render({serverVersion, release: releaseFor(client, serverVersion), call: matchOperation(parsed.request)!, request: parsed.request});
  return rendered.kind === 'code' ? rendered.code : `missing: ${rendered.detail}`;
}

const KEY = '-H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}"';

describe('deprecated calls', () => {
  test('the surface extractor reads a Swift deprecation and the call it names instead; an attribute that deprecates for one platform is not one', () => {
    const lines = fixture('deprecated-declarations.swift').split('\n');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    expect(swiftDeprecation(lines, at('func store(_ items: Data, mode:'))).toBe('store(_:settings:)');
    expect(swiftDeprecation(lines, at('func store(_ items: Data, settings:'))).toBeUndefined();
    expect(swiftDeprecation(lines, at('func fetch('))).toBeUndefined();
    expect(() => swiftDeprecation(['@available(*, deprecated)', 'public func old() {}'], 1)).toThrow(/line 1: the deprecation names no call to use instead/);
  });

  test('a deprecation is dated by the first release that marks it', () => {
    const release = (since: string): ReleaseSurface => ({
      tag: `v${since}`,
      roots: {client: 'Client'},
      types: {Shelves: {source: 'Shelves.swift', members: {'store(_:mode:)': {kind: 'method', line: 7, deprecated: {since, replacement: 'store(_:settings:)'}}}}},
    });
    const dated = datedDeprecations([
      ['1.0.0', release('1.0.0')],
      ['1.1.0', release('1.1.0')],
    ]);
    expect(dated.map(([version, surface]) => [version, surface.types.Shelves!.members['store(_:mode:)']!.deprecated!.since])).toEqual([
      ['1.0.0', '1.0.0'],
      ['1.1.0', '1.0.0'],
    ]);
  });

  test('surface.json records importBatch(_:action:) deprecated since typesense-swift 1.0.0, and not before', () => {
    const member = (version: string) => swift.surface.releases[version]!.types.Documents!.members['importBatch(_:action:)'];
    expect(member('0.2.0')?.deprecated).toBeUndefined();
    for (const version of ['1.0.0', '1.0.1', '1.1.0-rc.1', '2.0.0-rc.1']) {
      expect(member(version)?.deprecated).toEqual({since: '1.0.0', replacement: 'importBatch(_:options:)'});
    }
  });

  test('a sample that calls importBatch(_:action:), or leaves the action to its default, fails where the release deprecates it, naming the replacement', async () => {
    for (const [name, written] of [
      ['import-by-action.swift', 'importBatch(_:action:)'],
      ['import-default-action.swift', 'importBatch(_:)'],
    ] as const) {
      expect(await problemsOf(swift, name, '27.1')).toEqual([
        `4: client.collection(name:).documents().${written}: Documents.importBatch(_:action:) (Sources/Typesense/Documents.swift:325) ` +
          'is deprecated in typesense-swift 1.0.0, since 1.0.0: call importBatch(_:options:) instead',
      ]);
      expect(await problemsOf(swift, name, '26.0')).toEqual([]);
    }
    expect(await problemsOf(swift, 'import-by-options.swift', '29.0')).toEqual([]);
  });

  test('the renderer sends imports with importBatch(_:options:) where importBatch(_:action:) is deprecated', () => {
    const shell = `curl "\${TYPESENSE_HOST}/collections/places/documents/import?action=create" -X POST ${KEY} --data-binary '{"id": "1"}'`;
    expect(renderShell(swift, shell, '27.1')).toMatch(/let options = ImportDocumentsParameters\(action: \.create\)\n.*\.importBatch\(jsonl, options: options\)$/);
    expect(renderShell(swift, shell, '26.0')).toMatch(/\.importBatch\(jsonl\)$/);
  });
});

describe('known defects', () => {
  const typedSearchDefect =
    '7: client.collection(name:).documents().search(_:for:): Documents.search(_:for:) of typesense-swift 1.1.0-rc.1 sends facetReturnParent as facet_strategy, ' +
    "so the server never sees it (Sources/Typesense/Documents.swift:305): the sample's SearchParameters sets facetReturnParent; send it another way";

  test('the typed search(_:for:) of 1.0.0 to 1.1.0-rc.1 is refused for a sample that sets facetReturnParent, with the reason', async () => {
    expect(await problemsOf(swift, 'facet-return-parent-typed.swift', '29.0')).toEqual([typedSearchDefect]);
    expect(await problemsOf(swift, 'facet-return-parent-typed.swift', '27.1')).toEqual([typedSearchDefect.replace('1.1.0-rc.1', '1.0.0')]);
    // search(_:) encodes the model through its CodingKeys; 2.0.0-rc.1's search(_:for:) does too.
    expect(await problemsOf(swift, 'facet-return-parent-untyped.swift', '29.0')).toEqual([]);
    expect(await problemsOf(swift, 'facet-return-parent-typed.swift', '30.0')).toEqual([]);
    // Without the parameter, the typed search is fine.
    expect(await problemsOf(swift, 'facet-typed.swift', '29.0')).toEqual([]);
  });

  test('the defect belongs to the releases whose typed calls send the parameters one by one, facetReturnParent among them', () => {
    for (const release of swift.releases) {
      const members = releaseSurfaceOf(swift.surface, release).types;
      for (const defect of release.defects ?? []) {
        expect(members[defect.parameter.type]?.members[defect.parameter.member]).toBeDefined();
      }
      const forwards = (members.Documents?.members['search(_:for:)'] as {forwards?: string[]} | undefined)?.forwards ?? [];
      const defective = (release.defects ?? []).some((defect) => defect.call.member === 'search(_:for:)');
      expect(`${release.version}: ${defective}`).toBe(`${release.version}: ${forwards.includes('facetReturnParent')}`);
    }
  });

  test('the renderer sends facet_return_parent with search(_:) where search(_:for:) misnames it, saying why', async () => {
    const shell = `curl "\${TYPESENSE_HOST}/collections/shirts/documents/search?q=shirt&query_by=name&facet_by=color.name&facet_return_parent=color.name" ${KEY}`;
    const code = renderShell(swift, shell, '29.0');
    expect(code).toContain(
      '// search(_:for:) of typesense-swift 1.1.0-rc.1 sends facetReturnParent as facet_strategy, so the server never sees it;\n' +
        '// search(_:) sends it as facet_return_parent.\n' +
        'let (data, _) = try await client.collection(name: "shirts").documents().search(searchParameters)',
    );
    expect(firstSyntaxError(await parseSample('swift', code))).toBeNull();
    expect(renderShell(swift, shell, '30.0')).toContain('.search(searchParameters, for: Shirt.self)');
  });
});

describe('workarounds an era needs', () => {
  const gem2 = releaseFor(ruby, '27.1');

  test('typesense 2.0.0 (27.0, 27.1) needs erb loaded before the gem; the releases before and after do not', () => {
    expect(ruby.releases.filter((release) => release.workarounds?.length).map((release: ClientRelease) => [release.version, release.serverVersions])).toEqual([
      ['2.0.0', ['27.0', '27.1']],
    ]);
  });

  test("a sample that loads the gem without `require 'erb'` fails with the reason; one that has it passes, as does 28.0's", async () => {
    expect(await problemsOf(ruby, 'setup-without-erb.rb', '27.1')).toEqual([
      "1: `require 'typesense'` needs `require 'erb' # typesense 2.0.0 uses ERB::Util without loading it` before it with typesense 2.0.0: " +
        'the gem calls ERB::Util.url_encode without loading erb, so a script outside Rails raises NameError (uninitialized constant ERB)',
    ]);
    expect(await problemsOf(ruby, 'setup-with-erb.rb', '27.1')).toEqual([]);
    expect(await problemsOf(ruby, 'setup-without-erb.rb', '28.0')).toEqual([]);
  });

  test('rendered samples that load the gem carry the line; applying it twice changes nothing', () => {
    const rendered = renderShell(ruby, 'curl "http://10.0.1.12:8108/operations/vote" -X POST', '27.1');
    expect(rendered).toMatch(/^require 'erb' # typesense 2\.0\.0 uses ERB::Util without loading it\nrequire 'typesense'\n/);
    expect(withWorkarounds(rendered, gem2)).toBe(rendered);
    expect(renderShell(ruby, 'curl "http://10.0.1.12:8108/operations/vote" -X POST', '28.0')).toMatch(/^require 'typesense'\n/);
  });
});
