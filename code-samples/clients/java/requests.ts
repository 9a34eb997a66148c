/**
 * What the typesense-java calls reached by written samples that cannot run
 * here send (a group addressed to a Typesense Cloud host over https, which the
 * plain-HTTP stand-in cannot be), read from src/main/java/org/typesense/api/*.java
 * (the same in every release whose surface has the member).
 */
import type {ClientRequestFacts} from '../../surface/requests';

export const JAVA_REQUESTS: ClientRequestFacts = {
  'Health.retrieve': {sends: 'GET /health', source: 'org/typesense/api/Health.java: apiCall.get(RESOURCEPATH, null, Map.class)'},
  'Documents.search': {sends: 'GET /collections/{name}/documents/search', source: 'org/typesense/api/Documents.java: apiCall.get(getEndPoint("search"), searchParameters, SearchResult.class)'},
};
