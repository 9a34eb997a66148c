/**
 * What the typesense-go calls reached by written samples that cannot run here
 * send (a group addressed to a Typesense Cloud host over https, which the
 * plain-HTTP stand-in cannot be), read from typesense/*.go (the same in every
 * release whose surface has the member): each wraps the generated api client.
 */
import type {ClientRequestFacts} from '../../surface/requests';

export const GO_REQUESTS: ClientRequestFacts = {
  'Client.Health': {sends: 'GET /health', source: 'typesense/health.go: apiClient.HealthWithResponse(ctx)'},
  'DocumentsInterface.Search': {sends: 'GET /collections/{name}/documents/search', source: 'typesense/documents.go: apiClient.SearchCollectionWithResponse(ctx, d.collectionName, params)'},
};
