/**
 * What the typesense-js calls reached by written samples that cannot run here
 * send (a group addressed to a Typesense Cloud host over https, which the
 * plain-HTTP stand-in cannot be), read from src/Typesense/*.ts (the same in
 * every release whose surface has the member): each resource sends to its
 * `RESOURCEPATH` or `endpointPath()` through ApiCall.
 */
import type {ClientRequestFacts} from '../../surface/requests';

export const JAVASCRIPT_REQUESTS: ClientRequestFacts = {
  'Health.retrieve': {sends: 'GET /health', source: 'src/Typesense/Health.ts: apiCall.get(RESOURCEPATH)'},
  'Documents.search': {sends: 'GET /collections/{name}/documents/search', source: 'src/Typesense/SearchOnlyDocuments.ts: apiCall.get(this.endpointPath("search"), …)'},
  'SearchOnlyDocuments.search': {sends: 'GET /collections/{name}/documents/search', source: 'src/Typesense/SearchOnlyDocuments.ts: apiCall.get(this.endpointPath("search"), …)'},
};
