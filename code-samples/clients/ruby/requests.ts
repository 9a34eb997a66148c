/**
 * What the typesense-ruby calls that the written samples reach send, read from
 * lib/typesense/*.rb at v3.0.0 (the same in every release whose surface has
 * the member): each resource sends to its `RESOURCE_PATH` or `endpoint_path`
 * through ApiCall. The sample checks hold a written Ruby sample to its group's
 * requests with these (code-samples/surface/requests.ts).
 */
import type {ClientRequestFacts} from '../../surface/requests';

export const RUBY_REQUESTS: ClientRequestFacts = {
  'Health.retrieve': {sends: 'GET /health', source: 'lib/typesense/health.rb: get(RESOURCE_PATH)'},
  'Collections.retrieve': {sends: 'GET /collections', source: 'lib/typesense/collections.rb: get(RESOURCE_PATH, options)'},
  'Collection.retrieve': {sends: 'GET /collections/{name}', source: 'lib/typesense/collection.rb: get(endpoint_path)'},
  'Documents.search': {sends: 'GET /collections/{name}/documents/search', source: "lib/typesense/documents.rb: get(endpoint_path('search'), search_parameters)"},
};
