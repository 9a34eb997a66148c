/**
 * The stand-in Typesense server that code samples run against: it records
 * every request under the API key it carries (each sample's client sends a
 * key of its own), checks it against the OpenAPI description of the version
 * (tests/support/typesense-api.ts, as the indexer's stand-in does), and
 * answers with a response of the shape a real server gives, so that typed
 * clients can read it.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {openApiDocument, type OpenApiDocument, type OPENAPI_VERSIONS} from '../../code-samples/openapi';
import {matchOperation, type OperationId} from '../../code-samples/operations';
import type {JsonObject, JsonValue} from '../../code-samples/request/request';
import {apiConformance} from '../support/typesense-api';
import {isAtLeast} from '../../src/versioning/versions';
import {routedPath} from './compare';

export type RecordedRequest = {
  method: string;
  path: string;
  /** Decoded, in the order sent. */
  query: [string, string][];
  body: string;
  contentType: string | undefined;
};

export type SampleStandIn = {
  port: number;
  /** Requests by the API key they carried (header, or `x-typesense-api-key` query parameter). */
  requests: Map<string, RecordedRequest[]>;
  /** What did not conform to the OpenAPI description, by API key. */
  violations: Map<string, string[]>;
  /**
   * The key that requests without one are filed under (a Shell sample's
   * `GET /health`): the sample being run, when samples run one at a time.
   */
  keyless: string;
  close(): Promise<void>;
};

const SEARCH_RESULT: JsonObject = {
  facet_counts: [],
  found: 0,
  hits: [],
  out_of: 0,
  page: 1,
  request_params: {collection_name: 'books', per_page: 10, q: '*'},
  search_cutoff: false,
  search_time_ms: 0,
};

function parseJson(body: string): JsonValue | undefined {
  try {
    return JSON.parse(body) as JsonValue;
  } catch {
    return undefined;
  }
}

/** A response of the shape the real server of `version` gives for `operation`: status, and a JSON value or text. */
/** The result line the server gives for a line of an update whose document does not exist (src/collection.cpp, 404). */
function missingDocumentLine(line: string): JsonObject {
  const document = parseJson(line);
  const id = document !== null && typeof document === 'object' && !Array.isArray(document) ? document.id : undefined;
  return {code: 404, document: line, error: `Could not find a document with id: ${String(id)}`, success: false};
}

export function standInResponse(
  operation: OperationId | undefined,
  pathParams: Record<string, string>,
  body: string,
  version: (typeof OPENAPI_VERSIONS)[number],
  query: URLSearchParams = new URLSearchParams(),
): {status: number; json?: JsonValue; text?: string} {
  const sent = parseJson(body);
  const object: JsonObject = sent !== null && typeof sent === 'object' && !Array.isArray(sent) ? sent : {};
  const lines = body.split('\n').filter((line) => line.trim() !== '');
  const collection = {
    name: pathParams.collectionName ?? (object.name as string | undefined) ?? 'books',
    num_documents: 0,
    created_at: 1_700_000_000,
    fields: [],
    default_sorting_field: '',
    enable_nested_fields: false,
    symbols_to_index: [],
    token_separators: [],
    ...object,
  };
  switch (operation) {
    case undefined:
      return {status: 404, json: {message: 'Not Found'}};
    case 'collections.list':
    case 'conversationModels.list':
    case 'nlSearchModels.list':
    case 'operations.schemaChanges':
      return {status: 200, json: []};
    case 'collections.create':
      return {status: 201, json: collection};
    case 'collections.retrieve':
    case 'collections.update':
    case 'collections.delete':
      return {status: 200, json: collection};
    case 'documents.create':
      return {status: 201, json: {id: '0', ...object}};
    case 'documents.import':
      // The stand-in holds no documents: as the server answers a line of action=update whose document does not exist
      // (200, and that line's error), every such line fails, so that a sample whose client throws on a failed line
      // (typesense-js's ImportError) fails its run unless it handles it as its page shows.
      if (query.get('action') === 'update') {
        return {status: 200, text: lines.map((line) => JSON.stringify(missingDocumentLine(line))).join('\n')};
      }
      return {status: 200, text: lines.map(() => JSON.stringify({success: true})).join('\n')};
    case 'stemmingDictionaries.import':
      return {status: 200, text: lines.map(() => JSON.stringify({success: true})).join('\n')};
    case 'documents.export':
      return {status: 200, text: JSON.stringify({id: '0'})};
    case 'documents.search':
      return {status: 200, json: SEARCH_RESULT};
    case 'multiSearch.perform': {
      const searches = Array.isArray(object.searches) ? object.searches : [{}];
      return {status: 200, json: {results: searches.map(() => SEARCH_RESULT)}};
    }
    case 'documents.updateByFilter':
      return {status: 200, json: {num_updated: 0}};
    case 'documents.deleteByFilter':
      return {status: 200, json: {num_deleted: 0}};
    case 'document.retrieve':
    case 'document.update':
    case 'document.delete':
      return {status: 200, json: {id: pathParams.documentId ?? '0', ...object}};
    case 'overrides.list':
      return {status: 200, json: {overrides: []}};
    case 'synonyms.list':
      return {status: 200, json: {synonyms: []}};
    case 'aliases.list':
      return {status: 200, json: {aliases: []}};
    case 'keys.list':
      return {status: 200, json: {keys: []}};
    case 'presets.list':
      return {status: 200, json: {presets: []}};
    case 'stopwords.list':
      return {status: 200, json: {stopwords: []}};
    case 'analyticsRules.list':
      // 30.0 answers with the array of rules itself.
      return {status: 200, json: isAtLeast(version, '30.0') ? [] : {rules: []}};
    case 'synonymSets.list':
    case 'curationSets.list':
    case 'synonymSetItems.list':
    case 'curationSetItems.list':
      return {status: 200, json: []};
    case 'synonymSet.retrieve':
    case 'synonymSet.upsert':
      return {status: 200, json: {name: pathParams.synonymSetName!, items: [], ...object}};
    case 'synonymSet.delete':
      return {status: 200, json: {name: pathParams.synonymSetName!}};
    case 'curationSet.retrieve':
    case 'curationSet.upsert':
      return {status: 200, json: {name: pathParams.curationSetName!, items: [], ...object}};
    case 'curationSet.delete':
      return {status: 200, json: {name: pathParams.curationSetName!}};
    case 'synonymSetItem.retrieve':
    case 'synonymSetItem.upsert':
      return {status: 200, json: {id: pathParams.itemId!, synonyms: [], ...object}};
    case 'curationSetItem.retrieve':
    case 'curationSetItem.upsert':
      return {status: 200, json: {id: pathParams.itemId!, rule: {}, ...object}};
    case 'synonymSetItem.delete':
    case 'curationSetItem.delete':
      return {status: 200, json: {id: pathParams.itemId!}};
    case 'analyticsEvents.list':
      return {status: 200, json: {events: []}};
    case 'analytics.flush':
      return {status: 200, json: {ok: true}};
    case 'analytics.status':
      return {status: 200, json: {popular_prefix_queries: 0, nohits_prefix_queries: 0, log_prefix_queries: 0, query_log_events: 0, query_counter_events: 0, doc_log_events: 0, doc_counter_events: 0}};
    case 'stemmingDictionary.delete':
      return {status: 200, json: {id: pathParams.dictionaryId!}};
    case 'stemmingDictionaries.list':
      return {status: 200, json: {dictionaries: []}};
    case 'override.retrieve':
    case 'override.upsert':
    case 'override.delete':
      return {status: 200, json: {id: pathParams.overrideId!, rule: {}, ...object}};
    case 'synonym.retrieve':
    case 'synonym.upsert':
    case 'synonym.delete':
      return {status: 200, json: {id: pathParams.synonymId!, synonyms: [], ...object}};
    case 'alias.retrieve':
    case 'alias.upsert':
    case 'alias.delete':
      return {status: 200, json: {name: pathParams.aliasName!, collection_name: 'books', ...object}};
    case 'keys.create':
      return {status: 201, json: {id: 1, value: 'stand-in-key', description: '', actions: [], collections: [], ...object}};
    case 'key.retrieve':
    case 'key.delete':
      return {status: 200, json: {id: Number(pathParams.keyId), value_prefix: 'stan', description: '', actions: [], collections: []}};
    case 'preset.retrieve':
    case 'preset.upsert':
    case 'preset.delete':
      return {status: 200, json: {name: pathParams.presetId!, value: {}, ...object}};
    case 'stopword.retrieve':
      return {status: 200, json: {stopwords: {id: pathParams.setId!, stopwords: []}}};
    case 'stopword.upsert':
    case 'stopword.delete':
      return {status: 200, json: {id: pathParams.setId!, stopwords: [], ...object}};
    case 'analyticsRules.create':
    case 'analyticsRule.retrieve':
    case 'analyticsRule.upsert':
    case 'analyticsRule.delete':
      return {status: 200, json: {name: pathParams.ruleName ?? 'rule', type: 'popular_queries', params: {}, ...object}};
    case 'analyticsEvents.create':
      return {status: 200, json: {ok: true}};
    case 'conversationModels.create':
    case 'conversationModel.retrieve':
    case 'conversationModel.update':
    case 'conversationModel.delete':
    case 'nlSearchModels.create':
    case 'nlSearchModel.retrieve':
    case 'nlSearchModel.update':
    case 'nlSearchModel.delete':
      return {status: 200, json: {id: pathParams.modelId ?? 'model', model_name: 'openai/gpt-4o', ...object}};
    case 'stemmingDictionary.retrieve':
      return {status: 200, json: {id: pathParams.dictionaryId!, words: []}};
    case 'health.retrieve':
      return {status: 200, json: {ok: true}};
    case 'debug.retrieve':
      return {status: 200, json: {state: 1, version: 'stand-in'}};
    case 'metrics.retrieve':
    case 'stats.retrieve':
      return {status: 200, json: {}};
    case 'operations.snapshot':
    case 'operations.vote':
    case 'operations.cacheClear':
    case 'operations.dbCompact':
    case 'operations.resetPeers':
    case 'config.update':
      return {status: 200, json: {success: true}};
    case 'conversations.list':
      return {status: 200, json: {conversations: []}};
    case 'conversation.retrieve':
    case 'conversation.update':
    case 'conversation.delete':
      return {status: 200, json: {id: pathParams.conversationId!, conversation: [], ...object}};
  }
}

/** The API key a request carries: its header, or the `x-typesense-api-key` query parameter. */
export function apiKeyOf(req: http.IncomingMessage, url: URL): string | undefined {
  const header = req.headers['x-typesense-api-key'];
  return (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('x-typesense-api-key') ?? undefined;
}

/** A request as the sample checks compare it, its key left out. */
export function recordRequest(req: http.IncomingMessage, url: URL, body: string): RecordedRequest {
  return {
    method: req.method ?? 'GET',
    path: decodeURIComponent(url.pathname),
    query: [...url.searchParams].filter(([name]) => name !== 'x-typesense-api-key'),
    body,
    contentType: req.headers['content-type'],
  };
}

/**
 * The success status the description documents for an operation (`201` for POST /collections, /keys,
 * /operations/snapshot…), where it documents one: the server answers with it, and typed clients read only it
 * (typesense-go's Snapshot() fails on a 200 without a JSON201).
 */
export function documentedSuccess(document: OpenApiDocument, method: string, path: string): number | undefined {
  const responses = document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
  const successes = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
  return successes.length === 1 ? Number(successes[0]) : undefined;
}

type OpenApiVersion = (typeof OPENAPI_VERSIONS)[number];

/**
 * Starts the stand-in of one version's API, or of several at once: given a
 * function, it checks and answers each request with the description of the
 * version that the request's API key belongs to (the samples of several
 * versions then share one stand-in, and each runs once).
 */
export async function startSampleStandIn(description: OpenApiVersion | ((key: string) => OpenApiVersion)): Promise<SampleStandIn> {
  const versionOf = typeof description === 'function' ? description : () => description;
  const checks = new Map<OpenApiVersion, {document: OpenApiDocument; conformance: ReturnType<typeof apiConformance>}>();
  const checksOf = (version: OpenApiVersion) => {
    let found = checks.get(version);
    if (!found) {
      const document = openApiDocument(version);
      found = {document, conformance: apiConformance(document)};
      checks.set(version, found);
    }
    return found;
  };
  const requests = new Map<string, RecordedRequest[]>();
  const violations = new Map<string, string[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://localhost');
      const key = apiKeyOf(req, url) ?? standIn.keyless;
      const version = versionOf(key);
      const {document, conformance} = checksOf(version);
      const recorded = recordRequest(req, url, body);
      const {method, path} = recorded;
      requests.set(key, [...(requests.get(key) ?? []), recorded]);
      const {problems} = conformance(method, url, body);
      if (problems.length > 0) {
        violations.set(key, [...(violations.get(key) ?? []), ...problems]);
      }
      // Routed as the server routes it: typesense-python sends `…/documents/`, typesense-java 1.x `…/overrides//…`.
      const call = matchOperation({method: method as never, path: routedPath(path)});
      const response = standInResponse(call?.operation.id, call?.pathParams ?? {}, body, version, url.searchParams);
      const status = call && response.status < 300 ? (documentedSuccess(document, method, call.operation.path) ?? response.status) : response.status;
      res.writeHead(status, {'Content-Type': response.text !== undefined ? 'text/plain' : 'application/json'});
      res.end(response.text ?? JSON.stringify(response.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const standIn: SampleStandIn = {
    port,
    requests,
    violations,
    keyless: '',
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
