import {searchPageLink, versionInAddress, versionToSearch, withVersion} from '../../src/search-version';

const versions = ['30.2', '29.0', '0.23.0'];

describe('versionToSearch', () => {
  it('takes the page’s version, else the one last read that the site still has, else the latest', () => {
    expect(versionToSearch({pageVersion: '29.0', lastRead: '0.23.0', versions, latest: '30.2'})).toBe('29.0');
    expect(versionToSearch({pageVersion: undefined, lastRead: '0.23.0', versions, latest: '30.2'})).toBe('0.23.0');
    expect(versionToSearch({pageVersion: undefined, lastRead: '0.19.0', versions, latest: '30.2'})).toBe('30.2');
    expect(versionToSearch({pageVersion: undefined, lastRead: null, versions, latest: '30.2'})).toBe('30.2');
  });
});

describe('the search page’s address', () => {
  it('holds the query and the version', () => {
    expect(searchPageLink('/docs/', 'filter_by & sort', '0.23.0')).toBe('/docs/search?q=filter_by+%26+sort&version=0.23.0');
  });

  it('gives the version asked for when the site has it', () => {
    expect(versionInAddress('?q=x&version=0.23.0', versions)).toBe('0.23.0');
    expect(versionInAddress('?q=x&version=0.19.0', versions)).toBeUndefined();
    expect(versionInAddress('?q=x', versions)).toBeUndefined();
  });

  it('changes the version and keeps the other parameters', () => {
    expect(withVersion('?q=geo&version=29.0', '0.23.0')).toBe('?q=geo&version=0.23.0');
    expect(withVersion('', '30.2')).toBe('?version=30.2');
  });
});
