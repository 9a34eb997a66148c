import {parseNode, searchClusterFrom} from '../../src/search-cluster';
import {SEARCH_BOX_PARAMETERS, searchBoxParameters} from '../../src/search-request';
import {SEARCH} from '../../src/constants';

describe('searchClusterFrom', () => {
  it('is today’s cluster, with the vector half, when the environment names none', () => {
    expect(searchClusterFrom({})).toEqual({nearestNode: SEARCH.nearestNode, nodes: SEARCH.nodes, collectionName: SEARCH.collectionName, vector: true});
  });

  it('takes the nearest node, the nodes, the collection and the vector switch from the environment', () => {
    expect(
      searchClusterFrom({
        DOCS_SEARCH_NEAREST_NODE: '',
        DOCS_SEARCH_NODES: 'http://127.0.0.1:8108, https://search.example.com',
        DOCS_SEARCH_COLLECTION: 'docs_preview',
        DOCS_SEARCH_VECTOR: 'off',
      }),
    ).toEqual({
      nearestNode: null,
      nodes: [
        {host: '127.0.0.1', port: 8108, protocol: 'http'},
        {host: 'search.example.com', port: 443, protocol: 'https'},
      ],
      collectionName: 'docs_preview',
      vector: false,
    });
  });

  it('names the variable that holds a value it cannot take', () => {
    expect(() => searchClusterFrom({DOCS_SEARCH_VECTOR: 'no'})).toThrow('DOCS_SEARCH_VECTOR: "no" must be "on"');
    expect(() => searchClusterFrom({DOCS_SEARCH_NODES: 'localhost:8108'})).toThrow('DOCS_SEARCH_NODES: "localhost:8108" must be a bare http or https URL');
    expect(() => parseNode('not a url', 'DOCS_SEARCH_NEAREST_NODE')).toThrow('DOCS_SEARCH_NEAREST_NODE: "not a url" is not a node’s URL'.replace('’', "'"));
    expect(() => searchClusterFrom({DOCS_SEARCH_NEAREST_NODE: 'https://host.example/collections'})).toThrow('no path');
  });
});

describe('searchBoxParameters', () => {
  it('is the hybrid query, or, with the vector half off, the same less `vector_query` and `embedding`', () => {
    expect(searchBoxParameters({vector: true})).toBe(SEARCH_BOX_PARAMETERS);
    const {vector_query: _vectorQuery, ...keyword} = SEARCH_BOX_PARAMETERS;
    expect(searchBoxParameters({vector: false})).toEqual({...keyword, query_by: SEARCH.queryBy.filter((field) => field !== 'embedding').join(',')});
  });
});
