/**
 * What the typesense-swift calls that the written samples reach send, read
 * from Sources/Typesense/*.swift at v1.0.1 (the same in every release whose
 * surface has the member): each resource sends to its `RESOURCEPATH` or
 * `endpointPath()` through its ApiCall. The sample checks hold a written Swift
 * sample to its group's requests with these (code-samples/surface/requests.ts).
 */
import type {ClientRequestFacts} from '../../surface/requests';

export const SWIFT_REQUESTS: ClientRequestFacts = {
  'Operations.getHealth': {sends: 'GET /health', source: 'Sources/Typesense/Operations.swift: get(endPoint: "health")'},
  'Collections.retrieveAll': {sends: 'GET /collections', source: 'Sources/Typesense/Collections.swift: get(endPoint: Collections.RESOURCEPATH)'},
  'Collection.retrieve': {sends: 'GET /collections/{name}', source: 'Sources/Typesense/Collection.swift: get(endPoint: endpointPath())'},
  'Documents.search': {sends: 'GET /collections/{name}/documents/search', source: 'Sources/Typesense/Documents.swift: get(endPoint: endpointPath("search"))'},
};
