/**
 * What the Typesense server accepts but its published OpenAPI description
 * (typesense-<version>.yml) leaves out or describes more strictly: each gap
 * with the place in the server's source, at that version's tag, that shows it.
 * The sample checks hold Shell samples to the description completed with
 * these, and to nothing else; a gap without evidence does not belong here.
 */
import type {OPENAPI_VERSIONS} from '../openapi';

type Version = (typeof OPENAPI_VERSIONS)[number];

export type DescriptionGap =
  /** A route the server registers that the description does not list. */
  | {kind: 'route'; method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; versions: readonly Version[]; evidence: string}
  /** A query parameter that the route's handler reads, by the description's operationId. */
  | {kind: 'query'; operationId: string; name: string; type: 'string' | 'integer' | 'number' | 'boolean'; versions: readonly Version[]; evidence: string}
  /** A request body property that the description requires but the server does not always need. */
  | {kind: 'optional-property'; operationId: string; property: string; within: 'body' | 'body.fields[]'; versions: readonly Version[]; evidence: string}
  /** A body the description types as JSON that the server reads as JSON lines. */
  | {kind: 'jsonl-body'; operationId: string; versions: readonly Version[]; evidence: string};

const BOTH: readonly Version[] = ['28.0', '29.0'];
/**
 * The descriptions of 30.0 and 30.2. The server's source is read on its `v30`
 * release branch (refs/heads/v30, last commit 2025-09-26), the newest source of
 * 30.x that code-samples/server-routes.json records.
 */
const V30: readonly Version[] = ['30.0', '30.2'];
const ALL: readonly Version[] = [...BOTH, ...V30];

export const DESCRIPTION_GAPS: readonly DescriptionGap[] = [
  {
    kind: 'route',
    method: 'POST',
    path: '/operations/cache/clear',
    versions: BOTH,
    evidence: 'src/main/typesense_server.cpp: server->post("/operations/cache/clear", post_clear_cache, …) (v28.0 line 103, v29.0 line 105)',
  },
  {
    kind: 'route',
    method: 'POST',
    path: '/operations/db/compact',
    versions: BOTH,
    evidence: 'src/main/typesense_server.cpp: server->post("/operations/db/compact", post_compact_db, …) (v28.0 line 104, v29.0 line 106)',
  },
  {
    kind: 'route',
    method: 'POST',
    path: '/config',
    versions: BOTH,
    evidence: 'src/main/typesense_server.cpp: server->post("/config", post_config, …) (v28.0 line 129, v29.0 line 131)',
  },
  {
    kind: 'route',
    method: 'DELETE',
    path: '/stemming/dictionaries/{dictionaryId}',
    versions: V30,
    evidence: 'src/main/typesense_server.cpp: server->del("/stemming/dictionaries/:id", del_stemming_dictionary) (v30 line 104)',
  },
  {
    kind: 'route',
    method: 'POST',
    path: '/operations/reset_peers',
    versions: ALL,
    evidence: 'src/main/typesense_server.cpp: server->post("/operations/reset_peers", post_reset_peers, …) (v28.0 line 105, v29.0 line 107, v30 line 119)',
  },
  {
    kind: 'query',
    operationId: 'createCollection',
    name: 'src_name',
    type: 'string',
    versions: ALL,
    evidence: 'src/core_api.cpp post_create_collection: SRC_COLL_NAME = "src_name" clones the named collection (v28.0 line 274, v29.0 line 276, v30 line 279)',
  },
  {
    kind: 'optional-property',
    operationId: 'createCollection',
    property: 'fields',
    within: 'body',
    versions: ALL,
    evidence: 'src/core_api.cpp post_create_collection: with src_name, the body names the new collection and the fields come from the source (v29.0 line 276, v30 line 292)',
  },
  {
    kind: 'query',
    operationId: 'createCollection',
    name: 'copy_documents',
    type: 'boolean',
    versions: V30,
    evidence: 'src/core_api.cpp post_create_collection: COPY_DOCUMENTS = "copy_documents" makes a clone copy the documents too (v30 lines 280, 292)',
  },
  {
    kind: 'optional-property',
    operationId: 'updateCollection',
    property: 'fields',
    within: 'body',
    versions: V30,
    evidence:
      'src/core_api.cpp patch_update_collection: the body may hold any of "metadata", "fields", "synonym_sets" and "curation_sets" (v30 line 307), and each is applied only when present (lines 341–377)',
  },
  {
    kind: 'query',
    operationId: 'getCollections',
    name: 'exclude_fields',
    type: 'string',
    versions: ['28.0'],
    evidence: 'src/core_api.cpp get_collections: req->params.count("exclude_fields") (v28.0 line 243)',
  },
  {
    kind: 'query',
    operationId: 'getCollections',
    name: 'limit',
    type: 'integer',
    versions: ['28.0'],
    evidence: 'src/core_api.cpp get_collections: req->params.count("limit") (v28.0 line 234)',
  },
  {
    kind: 'query',
    operationId: 'getCollections',
    name: 'offset',
    type: 'integer',
    versions: ['28.0'],
    evidence: 'src/core_api.cpp get_collections: req->params.count("offset") (v28.0 line 225)',
  },
  {
    kind: 'optional-property',
    operationId: 'updateCollection',
    property: 'type',
    within: 'body.fields[]',
    versions: ALL,
    evidence:
      'src/collection.cpp alter: a field with "drop": true is removed by name (v29.0 lines 6377–6395), and a field that repeats an embedding field with a new model_config api_key updates the key (v29.0 lines 5657–5682)',
  },
  {
    kind: 'query',
    operationId: 'getDocument',
    name: 'include_fields',
    type: 'string',
    versions: ALL,
    evidence: 'src/core_api.cpp get_fetch_document: populate_include_exclude reads include_fields and exclude_fields (v30 line 1897)',
  },
  {
    kind: 'query',
    operationId: 'multiSearch',
    name: 'conversation_stream',
    type: 'boolean',
    versions: ['29.0', ...V30],
    evidence: 'src/core_api.cpp: req->params.find("conversation_stream") (v29.0 line 590, v30 line 621)',
  },
  {
    kind: 'query',
    operationId: 'searchCollection',
    name: 'nl_query_debug',
    type: 'boolean',
    versions: ['29.0', ...V30],
    evidence: 'src/natural_language_search_model_manager.cpp: req_params->find("nl_query_debug") (v29.0 line 547, v30 line 547)',
  },
  {
    kind: 'query',
    operationId: 'searchCollection',
    name: 'nl_query_prompt_cache_ttl',
    type: 'integer',
    versions: ['29.0', ...V30],
    evidence: 'src/core_api.cpp: req->params.count("nl_query_prompt_cache_ttl") (v29.0 line 652, v30 line 683)',
  },
  {
    kind: 'query',
    operationId: 'searchCollection',
    name: 'diversity_lambda',
    type: 'number',
    versions: V30,
    evidence: 'include/collection.h: DIVERSITY_LAMBDA = "diversity_lambda" (v30 line 184), read as a search parameter in src/collection.cpp (v30 line 8609; default 0.5, line 8479)',
  },
  {
    kind: 'jsonl-body',
    operationId: 'importStemmingDictionary',
    versions: ALL,
    evidence: 'src/core_api.cpp post_import_stemming_dictionary: StringUtils::split(req->body, json_lines, "\\n") (v29.0 line 3269, v30 line 2902)',
  },
];
