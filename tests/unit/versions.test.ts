import {compareVersions, isReleaseCandidate, isVersionName, releaseLabel, sortNewestFirst, versionLabel} from '../../src/versioning/versions';
import {
  builtVersions,
  docsVersionsOptions,
  parseVersionsList,
  previewVersions,
  versionBanner,
} from '../../plugins/api-version-rules/versions-config';

describe('version names', () => {
  it('compares part by part, a missing part counting as 0', () => {
    expect(compareVersions('0.11', '0.11.0')).toBe(0);
    expect(compareVersions('0.11.2', '0.11.0')).toBeGreaterThan(0);
    expect(compareVersions('0.25.2', '26.0')).toBeLessThan(0);
    expect(compareVersions('27.1', '27.0')).toBeGreaterThan(0);
    expect(compareVersions('0.9.0', '0.11.0')).toBeLessThan(0);
  });

  it('sorts newest first and labels with a v', () => {
    expect(sortNewestFirst(['0.11.0', '29.0', '0.25.2', '26.0', '0.9.1'])).toEqual(['29.0', '26.0', '0.25.2', '0.11.0', '0.9.1']);
    expect(versionLabel('0.11.0')).toBe('v0.11.0');
  });

  it('rejects what is not a version name', () => {
    expect(isVersionName('latest')).toBe(false);
    expect(isVersionName('29')).toBe(false);
    expect(() => compareVersions('29.0', 'next')).toThrow('"next" is not a Typesense version name');
  });
});

describe('versions.json', () => {
  it('accepts version names newest first', () => {
    expect(parseVersionsList(['29.0', '28.0', '0.11.0'], 'versions.json')).toEqual(['29.0', '28.0', '0.11.0']);
  });

  it('names the file and the expected order when versions are out of order', () => {
    expect(() => parseVersionsList(['28.0', '29.0'], 'versions.json')).toThrow(
      'versions.json must list versions newest first, like the version dropdown: 29.0, 28.0.',
    );
  });

  it('rejects anything but an array of version names', () => {
    expect(() => parseVersionsList({}, 'versions.json')).toThrow('must be a JSON array of version names');
    expect(() => parseVersionsList(['29.0', 'next'], 'versions.json')).toThrow('must be a JSON array');
  });
});

describe('preview builds (DOCS_VERSIONS)', () => {
  const known = ['29.0', '28.0', '0.23.0'];

  it('is off when unset or empty', () => {
    expect(previewVersions(undefined, known)).toBeNull();
    expect(previewVersions('  ', known)).toBeNull();
  });

  it('lists the requested versions, current included', () => {
    expect(previewVersions('28.0, current', known)).toEqual(['28.0', 'current']);
  });

  it('names unknown versions and what is available', () => {
    expect(() => previewVersions('30.0,28.0', known)).toThrow(
      'DOCS_VERSIONS names unknown versions: 30.0. Use "current" for docs/ or versions from versions.json: 29.0, 28.0, 0.23.0.',
    );
  });

  it('builds every released version in production, and the working copy in development', () => {
    const params = {versions: known, latest: '29.0', preview: null};
    expect(builtVersions({...params, isProduction: true})).toEqual(known);
    expect(builtVersions({...params, isProduction: false})).toEqual(['current', ...known]);
    expect(builtVersions({...params, preview: ['0.23.0'], isProduction: false})).toEqual(['0.23.0']);
  });

  it('keeps the latest version as the last one, with its number in the URL', () => {
    const options = docsVersionsOptions({versions: known, latest: '29.0', preview: null, isProduction: true});
    expect(options.lastVersion).toBe('29.0');
    expect(options.includeCurrentVersion).toBe(false);
    expect(options.versions?.['29.0']).toEqual({label: 'v29.0', path: '29.0', banner: 'none'});
    expect(options.versions?.['0.23.0']).toEqual({label: 'v0.23.0', path: '0.23.0', banner: 'unmaintained'});
    expect(options.versions?.current).toBeUndefined();
  });

  it('picks the newest previewed version as the last one when the latest is left out', () => {
    const options = docsVersionsOptions({versions: known, latest: '29.0', preview: ['0.23.0', 'current'], isProduction: false});
    expect(options.lastVersion).toBe('0.23.0');
    expect(options.onlyIncludeVersions).toEqual(['current', '0.23.0']);
    expect(options.versions?.current).toMatchObject({path: 'next', banner: 'unreleased'});
  });

  it('refuses a latest version that was not cut', () => {
    expect(() => docsVersionsOptions({versions: known, latest: '30.0', preview: null, isProduction: true})).toThrow(
      'The latest version 30.0 (src/constants.ts) is not in versions.json. Cut it first with: npm run docusaurus docs:version 30.0',
    );
  });
});

describe('release candidates', () => {
  it('are the versions newer than the latest, marked in their label', () => {
    expect(isReleaseCandidate('31.0', '30.2')).toBe(true);
    expect(isReleaseCandidate('30.2', '30.2')).toBe(false);
    expect(isReleaseCandidate('29.1', '30.2')).toBe(false);
    expect(isReleaseCandidate('current', '30.2')).toBe(false);
    expect(releaseLabel('31.0', '30.2')).toBe('v31.0 RC');
    expect(releaseLabel('30.2', '30.2')).toBe('v30.2');
    expect(releaseLabel('29.1', '30.2')).toBe('v29.1');
  });

  it('carry the release-candidate banner, older versions the old-version one, the latest none', () => {
    expect(versionBanner('31.0', '30.2')).toBe('unreleased');
    expect(versionBanner('30.2', '30.2')).toBe('none');
    expect(versionBanner('29.1', '30.2')).toBe('unmaintained');
  });

  it('are labelled and bannered as such in the docs plugin options, and never its last version', () => {
    const options = docsVersionsOptions({versions: ['31.0', '30.2', '30.1'], latest: '30.2', preview: null, isProduction: true});
    expect(options.lastVersion).toBe('30.2');
    expect(options.versions?.['31.0']).toMatchObject({label: 'v31.0 RC', banner: 'unreleased', path: '31.0'});
    expect(options.versions?.['30.1']).toMatchObject({label: 'v30.1', banner: 'unmaintained'});
  });
});
