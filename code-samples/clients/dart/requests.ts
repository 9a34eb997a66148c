/**
 * What the typesense (Dart) calls that the written samples reach send, read
 * from lib/src/*.dart at 0.5.1 (the same in every release whose surface has
 * the member): each resource sends to its `resourcepath` or `_endpointPath`
 * through its ApiCall. The sample checks hold a written Dart sample to its
 * group's requests with these (code-samples/surface/requests.ts).
 */
import type {ClientRequestFacts} from '../../surface/requests';

export const DART_REQUESTS: ClientRequestFacts = {
  'Health.retrieve': {sends: 'GET /health', source: 'lib/src/health.dart: get(resourcepath)'},
  'Collections.retrieve': {sends: 'GET /collections', source: 'lib/src/collections.dart: get(resourcepath)'},
  'Collection.retrieve': {sends: 'GET /collections/{name}', source: 'lib/src/collection.dart: get(_endpointPath)'},
  'Documents.search': {sends: 'GET /collections/{name}/documents/search', source: "lib/src/documents.dart: get('$_endPoint/search')"},
};
