/**
 * Every operation of the Typesense API that a code sample can call, by a
 * stable id that the client renderers key their calls on. A request read from
 * a Shell sample is matched to its operation by method and path.
 *
 * Which server versions have each route is a fact of the server's own source
 * (`server-routes.json`, read from `src/main/typesense_server.cpp` at each
 * release tag); tests/unit/code-samples/operations.test.ts checks the catalog
 * against it, so `since` here is never a guess.
 */
import type {HttpMethod, SampleRequest} from './request/request';

export type OperationId =
  | 'collections.list'
  | 'collections.create'
  | 'collections.retrieve'
  | 'collections.update'
  | 'collections.delete'
  | 'documents.create'
  | 'documents.import'
  | 'documents.export'
  | 'documents.search'
  | 'documents.updateByFilter'
  | 'documents.deleteByFilter'
  | 'document.retrieve'
  | 'document.update'
  | 'document.delete'
  | 'overrides.list'
  | 'override.retrieve'
  | 'override.upsert'
  | 'override.delete'
  | 'synonyms.list'
  | 'synonym.retrieve'
  | 'synonym.upsert'
  | 'synonym.delete'
  | 'synonymSets.list'
  | 'synonymSet.retrieve'
  | 'synonymSet.upsert'
  | 'synonymSet.delete'
  | 'synonymSetItems.list'
  | 'synonymSetItem.retrieve'
  | 'synonymSetItem.upsert'
  | 'synonymSetItem.delete'
  | 'curationSets.list'
  | 'curationSet.retrieve'
  | 'curationSet.upsert'
  | 'curationSet.delete'
  | 'curationSetItems.list'
  | 'curationSetItem.retrieve'
  | 'curationSetItem.upsert'
  | 'curationSetItem.delete'
  | 'aliases.list'
  | 'alias.retrieve'
  | 'alias.upsert'
  | 'alias.delete'
  | 'keys.list'
  | 'keys.create'
  | 'key.retrieve'
  | 'key.delete'
  | 'presets.list'
  | 'preset.retrieve'
  | 'preset.upsert'
  | 'preset.delete'
  | 'stopwords.list'
  | 'stopword.retrieve'
  | 'stopword.upsert'
  | 'stopword.delete'
  | 'analyticsRules.list'
  | 'analyticsRules.create'
  | 'analyticsRule.retrieve'
  | 'analyticsRule.upsert'
  | 'analyticsRule.delete'
  | 'analyticsEvents.create'
  | 'analyticsEvents.list'
  | 'analytics.flush'
  | 'analytics.status'
  | 'conversationModels.list'
  | 'conversationModels.create'
  | 'conversationModel.retrieve'
  | 'conversationModel.update'
  | 'conversationModel.delete'
  | 'nlSearchModels.list'
  | 'nlSearchModels.create'
  | 'nlSearchModel.retrieve'
  | 'nlSearchModel.update'
  | 'nlSearchModel.delete'
  | 'stemmingDictionaries.list'
  | 'stemmingDictionaries.import'
  | 'stemmingDictionary.retrieve'
  | 'stemmingDictionary.delete'
  | 'multiSearch.perform'
  | 'health.retrieve'
  | 'debug.retrieve'
  | 'metrics.retrieve'
  | 'stats.retrieve'
  | 'operations.snapshot'
  | 'operations.vote'
  | 'operations.cacheClear'
  | 'operations.dbCompact'
  | 'operations.schemaChanges'
  | 'config.update'
  | 'operations.resetPeers'
  | 'conversations.list'
  | 'conversation.retrieve'
  | 'conversation.update'
  | 'conversation.delete';

export type Operation = {
  id: OperationId;
  method: HttpMethod;
  /** The route, with `{name}` for each path parameter, named as in the Typesense OpenAPI description. */
  path: string;
  /** The first server version with this route. */
  since: string;
  /** The first server version without it, for a route that was removed. */
  until?: string;
};

export const OPERATIONS: readonly Operation[] = [
  {id: 'collections.list', method: 'GET', path: '/collections', since: '0.11.0'},
  {id: 'collections.create', method: 'POST', path: '/collections', since: '0.11.0'},
  {id: 'collections.retrieve', method: 'GET', path: '/collections/{collectionName}', since: '0.11.0'},
  {id: 'collections.update', method: 'PATCH', path: '/collections/{collectionName}', since: '0.23.0'},
  {id: 'collections.delete', method: 'DELETE', path: '/collections/{collectionName}', since: '0.11.0'},
  {id: 'documents.create', method: 'POST', path: '/collections/{collectionName}/documents', since: '0.11.0'},
  {id: 'documents.import', method: 'POST', path: '/collections/{collectionName}/documents/import', since: '0.11.0'},
  {id: 'documents.export', method: 'GET', path: '/collections/{collectionName}/documents/export', since: '0.11.0'},
  {id: 'documents.search', method: 'GET', path: '/collections/{collectionName}/documents/search', since: '0.11.0'},
  {id: 'documents.updateByFilter', method: 'PATCH', path: '/collections/{collectionName}/documents', since: '0.25.0'},
  {id: 'documents.deleteByFilter', method: 'DELETE', path: '/collections/{collectionName}/documents', since: '0.17.0'},
  {id: 'document.retrieve', method: 'GET', path: '/collections/{collectionName}/documents/{documentId}', since: '0.11.0'},
  {id: 'document.update', method: 'PATCH', path: '/collections/{collectionName}/documents/{documentId}', since: '0.16.0'},
  {id: 'document.delete', method: 'DELETE', path: '/collections/{collectionName}/documents/{documentId}', since: '0.11.0'},
  // 30.0 moved overrides and synonyms out of their collection, into curation sets and synonym sets.
  {id: 'overrides.list', method: 'GET', path: '/collections/{collectionName}/overrides', since: '0.12.0', until: '30.0'},
  {id: 'override.retrieve', method: 'GET', path: '/collections/{collectionName}/overrides/{overrideId}', since: '0.12.0', until: '30.0'},
  {id: 'override.upsert', method: 'PUT', path: '/collections/{collectionName}/overrides/{overrideId}', since: '0.12.0', until: '30.0'},
  {id: 'override.delete', method: 'DELETE', path: '/collections/{collectionName}/overrides/{overrideId}', since: '0.12.0', until: '30.0'},
  {id: 'synonyms.list', method: 'GET', path: '/collections/{collectionName}/synonyms', since: '0.18.0', until: '30.0'},
  {id: 'synonym.retrieve', method: 'GET', path: '/collections/{collectionName}/synonyms/{synonymId}', since: '0.18.0', until: '30.0'},
  {id: 'synonym.upsert', method: 'PUT', path: '/collections/{collectionName}/synonyms/{synonymId}', since: '0.18.0', until: '30.0'},
  {id: 'synonym.delete', method: 'DELETE', path: '/collections/{collectionName}/synonyms/{synonymId}', since: '0.18.0', until: '30.0'},
  {id: 'synonymSets.list', method: 'GET', path: '/synonym_sets', since: '30.0'},
  {id: 'synonymSet.retrieve', method: 'GET', path: '/synonym_sets/{synonymSetName}', since: '30.0'},
  {id: 'synonymSet.upsert', method: 'PUT', path: '/synonym_sets/{synonymSetName}', since: '30.0'},
  {id: 'synonymSet.delete', method: 'DELETE', path: '/synonym_sets/{synonymSetName}', since: '30.0'},
  {id: 'synonymSetItems.list', method: 'GET', path: '/synonym_sets/{synonymSetName}/items', since: '30.0'},
  {id: 'synonymSetItem.retrieve', method: 'GET', path: '/synonym_sets/{synonymSetName}/items/{itemId}', since: '30.0'},
  {id: 'synonymSetItem.upsert', method: 'PUT', path: '/synonym_sets/{synonymSetName}/items/{itemId}', since: '30.0'},
  {id: 'synonymSetItem.delete', method: 'DELETE', path: '/synonym_sets/{synonymSetName}/items/{itemId}', since: '30.0'},
  {id: 'curationSets.list', method: 'GET', path: '/curation_sets', since: '30.0'},
  {id: 'curationSet.retrieve', method: 'GET', path: '/curation_sets/{curationSetName}', since: '30.0'},
  {id: 'curationSet.upsert', method: 'PUT', path: '/curation_sets/{curationSetName}', since: '30.0'},
  {id: 'curationSet.delete', method: 'DELETE', path: '/curation_sets/{curationSetName}', since: '30.0'},
  {id: 'curationSetItems.list', method: 'GET', path: '/curation_sets/{curationSetName}/items', since: '30.0'},
  {id: 'curationSetItem.retrieve', method: 'GET', path: '/curation_sets/{curationSetName}/items/{itemId}', since: '30.0'},
  {id: 'curationSetItem.upsert', method: 'PUT', path: '/curation_sets/{curationSetName}/items/{itemId}', since: '30.0'},
  {id: 'curationSetItem.delete', method: 'DELETE', path: '/curation_sets/{curationSetName}/items/{itemId}', since: '30.0'},
  {id: 'aliases.list', method: 'GET', path: '/aliases', since: '0.12.0'},
  {id: 'alias.retrieve', method: 'GET', path: '/aliases/{aliasName}', since: '0.12.0'},
  {id: 'alias.upsert', method: 'PUT', path: '/aliases/{aliasName}', since: '0.12.0'},
  {id: 'alias.delete', method: 'DELETE', path: '/aliases/{aliasName}', since: '0.12.0'},
  {id: 'keys.list', method: 'GET', path: '/keys', since: '0.12.0'},
  {id: 'keys.create', method: 'POST', path: '/keys', since: '0.12.0'},
  {id: 'key.retrieve', method: 'GET', path: '/keys/{keyId}', since: '0.12.0'},
  {id: 'key.delete', method: 'DELETE', path: '/keys/{keyId}', since: '0.12.0'},
  {id: 'presets.list', method: 'GET', path: '/presets', since: '0.23.0'},
  {id: 'preset.retrieve', method: 'GET', path: '/presets/{presetId}', since: '0.23.0'},
  {id: 'preset.upsert', method: 'PUT', path: '/presets/{presetId}', since: '0.23.0'},
  {id: 'preset.delete', method: 'DELETE', path: '/presets/{presetId}', since: '0.23.0'},
  {id: 'stopwords.list', method: 'GET', path: '/stopwords', since: '26.0'},
  {id: 'stopword.retrieve', method: 'GET', path: '/stopwords/{setId}', since: '26.0'},
  {id: 'stopword.upsert', method: 'PUT', path: '/stopwords/{setId}', since: '26.0'},
  {id: 'stopword.delete', method: 'DELETE', path: '/stopwords/{setId}', since: '26.0'},
  {id: 'analyticsRules.list', method: 'GET', path: '/analytics/rules', since: '0.25.0'},
  {id: 'analyticsRules.create', method: 'POST', path: '/analytics/rules', since: '0.25.0'},
  {id: 'analyticsRule.retrieve', method: 'GET', path: '/analytics/rules/{ruleName}', since: '0.25.0'},
  {id: 'analyticsRule.upsert', method: 'PUT', path: '/analytics/rules/{ruleName}', since: '0.25.0'},
  {id: 'analyticsRule.delete', method: 'DELETE', path: '/analytics/rules/{ruleName}', since: '0.25.0'},
  {id: 'analyticsEvents.create', method: 'POST', path: '/analytics/events', since: '0.25.0'},
  {id: 'analyticsEvents.list', method: 'GET', path: '/analytics/events', since: '28.0'},
  {id: 'analytics.flush', method: 'POST', path: '/analytics/flush', since: '30.0'},
  {id: 'analytics.status', method: 'GET', path: '/analytics/status', since: '30.0'},
  {id: 'conversationModels.list', method: 'GET', path: '/conversations/models', since: '26.0'},
  {id: 'conversationModels.create', method: 'POST', path: '/conversations/models', since: '26.0'},
  {id: 'conversationModel.retrieve', method: 'GET', path: '/conversations/models/{modelId}', since: '26.0'},
  {id: 'conversationModel.update', method: 'PUT', path: '/conversations/models/{modelId}', since: '27.0'},
  {id: 'conversationModel.delete', method: 'DELETE', path: '/conversations/models/{modelId}', since: '26.0'},
  {id: 'nlSearchModels.list', method: 'GET', path: '/nl_search_models', since: '29.0'},
  {id: 'nlSearchModels.create', method: 'POST', path: '/nl_search_models', since: '29.0'},
  {id: 'nlSearchModel.retrieve', method: 'GET', path: '/nl_search_models/{modelId}', since: '29.0'},
  {id: 'nlSearchModel.update', method: 'PUT', path: '/nl_search_models/{modelId}', since: '29.0'},
  {id: 'nlSearchModel.delete', method: 'DELETE', path: '/nl_search_models/{modelId}', since: '29.0'},
  {id: 'stemmingDictionaries.list', method: 'GET', path: '/stemming/dictionaries', since: '28.0'},
  {id: 'stemmingDictionaries.import', method: 'POST', path: '/stemming/dictionaries/import', since: '28.0'},
  {id: 'stemmingDictionary.retrieve', method: 'GET', path: '/stemming/dictionaries/{dictionaryId}', since: '28.0'},
  {id: 'stemmingDictionary.delete', method: 'DELETE', path: '/stemming/dictionaries/{dictionaryId}', since: '29.0'},
  {id: 'multiSearch.perform', method: 'POST', path: '/multi_search', since: '0.19.0'},
  {id: 'health.retrieve', method: 'GET', path: '/health', since: '0.11.0'},
  {id: 'debug.retrieve', method: 'GET', path: '/debug', since: '0.11.0'},
  {id: 'metrics.retrieve', method: 'GET', path: '/metrics.json', since: '0.12.0'},
  {id: 'stats.retrieve', method: 'GET', path: '/stats.json', since: '0.19.0'},
  {id: 'operations.snapshot', method: 'POST', path: '/operations/snapshot', since: '0.18.0'},
  {id: 'operations.vote', method: 'POST', path: '/operations/vote', since: '0.18.0'},
  {id: 'operations.cacheClear', method: 'POST', path: '/operations/cache/clear', since: '0.22.0'},
  {id: 'operations.dbCompact', method: 'POST', path: '/operations/db/compact', since: '0.24.0'},
  {id: 'operations.schemaChanges', method: 'GET', path: '/operations/schema_changes', since: '28.0'},
  {id: 'config.update', method: 'POST', path: '/config', since: '0.19.0'},
  {id: 'operations.resetPeers', method: 'POST', path: '/operations/reset_peers', since: '0.25.0'},
  // Conversations were a resource of their own in 26.0 only; 27.0 keeps them in a history collection.
  {id: 'conversations.list', method: 'GET', path: '/conversations', since: '26.0', until: '27.0'},
  {id: 'conversation.retrieve', method: 'GET', path: '/conversations/{conversationId}', since: '26.0', until: '27.0'},
  {id: 'conversation.update', method: 'PUT', path: '/conversations/{conversationId}', since: '26.0', until: '27.0'},
  {id: 'conversation.delete', method: 'DELETE', path: '/conversations/{conversationId}', since: '26.0', until: '27.0'},
];

const BY_ID = new Map(OPERATIONS.map((operation) => [operation.id, operation]));

export function operationById(id: OperationId): Operation {
  return BY_ID.get(id)!;
}

/** An operation with the values of its path parameters, as a request calls it. */
export type OperationCall = {operation: Operation; pathParams: Readonly<Record<string, string>>};

/** Pure: the path parameters of `path` if it matches `template` (`/collections/{collectionName}`). */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) {
    return null;
  }
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
}

/**
 * The operation a request calls. Literal segments win over parameters: a
 * request to `/collections/books/documents/search` is a search, not the
 * retrieval of a document whose id is "search".
 */
export function matchOperation(request: Pick<SampleRequest, 'method' | 'path'>): OperationCall | null {
  const candidates = OPERATIONS.filter((operation) => operation.method === request.method)
    .map((operation) => ({operation, pathParams: matchPath(operation.path, request.path)}))
    .filter((candidate): candidate is OperationCall => candidate.pathParams !== null)
    .sort((a, b) => Object.keys(a.pathParams).length - Object.keys(b.pathParams).length);
  return candidates[0] ?? null;
}
