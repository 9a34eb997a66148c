import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {samePageInVersion} from '../../src/versioning/same-page';

function version(name: string, docIds: string[]): GlobalVersion {
  return {
    name,
    label: `v${name}`,
    isLast: false,
    path: `/docs/${name}`,
    mainDocId: 'index',
    docs: docIds.map((id) => ({id, path: `/docs/${name}/${id === 'index' ? '' : id === 'api/index' ? 'api/' : `${id}.html`}`})),
    draftIds: [],
    sidebars: {},
  };
}

describe('samePageInVersion', () => {
  const v29 = version('29.0', ['index', 'api/index', 'api/search', 'api/stemming']);
  const v18 = version('0.18.0', ['index', 'api/index', 'api/documents']);

  it('keeps the page when the other version has it', () => {
    expect(samePageInVersion(v29, 'api/search')).toEqual({path: '/docs/29.0/api/search.html', samePage: true});
    expect(samePageInVersion(v18, 'index')).toEqual({path: '/docs/0.18.0/', samePage: true});
  });

  it('falls back to the API introduction of that version', () => {
    expect(samePageInVersion(v18, 'api/stemming')).toEqual({path: '/docs/0.18.0/api/', samePage: false});
    expect(samePageInVersion(v18, undefined)).toEqual({path: '/docs/0.18.0/api/', samePage: false});
  });
});
