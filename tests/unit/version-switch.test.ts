/**
 * What the version menu says of a version that lacks the page or the parameter row being read, and what the
 * notice after switching to it says (src/versioning/version-switch.ts), from the versions of each row
 * (plugins/api-changes/parameter-versions.ts).
 */
import type {VersionFacts} from '../../plugins/api-changes/facts';
import {parameterVersionFiles, parameterRunsText, runsText, runsWhere, versionHasParameter, versionsWithParameter} from '../../plugins/api-changes/parameter-versions';
import {menuNotes, rowRead, type MenuVersion} from '../../src/versioning/version-switch';

const row = (name: string) => ({name, anchor: name, section: 'parameters', sectionTitle: 'Parameters', default: '', description: ''});
const version = (name: string, pages: Record<string, string[]>): VersionFacts => ({
  version: name,
  pages: Object.entries(pages).map(([page, names]) => ({page, parameters: names.map(row), endpoints: []})),
});

/** Oldest first: `lazy` from 28.0 on; `legacy` in 27.0 and 27.1; `flag` dropped in 28.0 and back in 29.0; a page from 28.0 on. */
const VERSIONS: VersionFacts[] = [
  version('27.0', {search: ['q', 'legacy', 'flag']}),
  version('27.1', {search: ['q', 'legacy', 'flag']}),
  version('28.0', {search: ['q', 'lazy'], nl: ['model']}),
  version('29.0', {search: ['q', 'lazy', 'flag'], nl: ['model']}),
];

describe('the versions of each parameter row', () => {
  const [search] = parameterVersionFiles(VERSIONS).filter((file) => file.page === 'search');

  it('gives each page one file, its rows with the runs of versions that have them', () => {
    expect(parameterVersionFiles(VERSIONS).map((file) => file.page)).toEqual(['search', 'nl']);
    expect(search!.versions).toEqual(['27.0', '27.1', '28.0', '29.0']);
    expect(search!.parameters).toEqual({
      q: {name: 'q', runs: [['27.0', '29.0']]},
      legacy: {name: 'legacy', runs: [['27.0', '27.1']]},
      flag: {name: 'flag', runs: [['27.0', '27.1'], ['29.0', '29.0']]},
      lazy: {name: 'lazy', runs: [['28.0', '29.0']]},
    });
  });

  it('tells whether a version has a row, and knows nothing of an anchor no version has as a row', () => {
    expect(versionHasParameter(search!, 'lazy', '27.1')).toBe(false);
    expect(versionHasParameter(search!, 'lazy', '28.0')).toBe(true);
    expect(versionHasParameter(search!, 'flag', '28.0')).toBe(false);
    expect(versionHasParameter(search!, 'pagination', '28.0')).toBeUndefined();
    // An anchor named like a property of every object is no row either.
    expect(versionHasParameter(search!, 'constructor', '28.0')).toBeUndefined();
  });

  it('lists the versions that have a row, each of its runs walked once', () => {
    expect(versionsWithParameter(search!, 'flag')).toEqual(['27.0', '27.1', '29.0']);
    expect(versionsWithParameter(search!, 'lazy')).toEqual(['28.0', '29.0']);
    expect(versionsWithParameter(search!, 'constructor')).toEqual([]);
    for (const anchor of Object.keys(search!.parameters)) {
      expect(versionsWithParameter(search!, anchor)).toEqual(search!.versions.filter((version) => versionHasParameter(search!, anchor, version)));
    }
  });

  it('says which versions have a row, in words', () => {
    expect(parameterRunsText(search!, 'lazy')).toBe('from v28.0 on');
    expect(parameterRunsText(search!, 'legacy')).toBe('in v27.0 to v27.1');
    expect(parameterRunsText(search!, 'flag')).toBe('in v27.0 to v27.1 and from v29.0 on');
    expect(runsText([['28.0', '28.0']], '29.0')).toBe('in v28.0 only');
    expect(runsWhere(['1', '2', '3', '4'], (name) => name !== '3')).toEqual([
      ['1', '2'],
      ['4', '4'],
    ]);
  });
});

describe('the version menu and the notice after a switch', () => {
  const [search] = parameterVersionFiles(VERSIONS).filter((file) => file.page === 'search');
  /** The menu, newest first, on a page that 28.0 and later have. */
  const menu: MenuVersion[] = [
    {name: '29.0', samePage: true, path: '/docs/29.0/api/nl.html'},
    {name: '28.0', samePage: true, path: '/docs/28.0/api/nl.html'},
    {name: '27.1', samePage: false, path: '/docs/27.1/api/'},
    {name: '27.0', samePage: false, path: '/docs/27.0/api/'},
  ];

  it('says of a version without the page that it has none, and sends the notice to the nearest version that has it', () => {
    const notes = menuNotes(menu, 'Natural Language Search', null);
    expect([...notes.keys()]).toEqual(['27.1', '27.0']);
    expect(notes.get('27.1')).toEqual({
      text: 'no such page',
      note: {
        kind: 'page',
        what: 'Natural Language Search',
        version: '27.1',
        versionsWithIt: 'from v28.0 on',
        nearest: {version: '28.0', path: '/docs/28.0/api/nl.html'},
      },
    });
  });

  it('says of a version with the page but without the row being read that it lacks the row, and where the row is', () => {
    const searchMenu = menu.map((item) => ({...item, samePage: true, path: `/docs/${item.name}/api/search.html`}));
    const notes = menuNotes(searchMenu, 'Search', rowRead(search!, 'lazy'));
    expect([...notes.keys()]).toEqual(['27.1', '27.0']);
    expect(notes.get('27.0')).toEqual({
      text: 'no lazy',
      note: {kind: 'parameter', what: 'lazy', version: '27.0', versionsWithIt: 'from v28.0 on', nearest: {version: '28.0', path: '/docs/28.0/api/search.html#lazy'}},
    });
    // A row missing from one version in the middle: the nearer neighbour, the newer on a tie.
    expect(menuNotes(searchMenu, 'Search', rowRead(search!, 'flag')).get('28.0')?.note.nearest).toEqual({version: '29.0', path: '/docs/29.0/api/search.html#flag'});
  });

  it('says nothing of a heading’s anchor, which the file does not know as a row', () => {
    expect(rowRead(search!, 'pagination')).toBeNull();
    const searchMenu = menu.map((item) => ({...item, samePage: true}));
    expect(menuNotes(searchMenu, 'Search', null).size).toBe(0);
  });
});
