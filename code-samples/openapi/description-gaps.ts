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
  | {kind: 'query'; operationId: string; name: string; type: 'string' | 'integer' | 'boolean'; versions: readonly Version[]; evidence: string}
  /** A request body property that the description requires but the server does not always need. */
  | {kind: 'optional-property'; operationId: string; property: string; within: 'body' | 'body.fields[]'; versions: readonly Version[]; evidence: string}
  /** A body the description types as JSON that the server reads as JSON lines. */
  | {kind: 'jsonl-body'; operationId: string; versions: readonly Version[]; evidence: string};

const BOTH: readonly Version[] = ['28.0', '29.0'];

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
    kind: 'query',
    operationId: 'createCollection',
    name: 'src_name',
    type: 'string',
    versions: BOTH,
    evidence: 'src/core_api.cpp post_create_collection: SRC_COLL_NAME = "src_name" clones the named collection (v28.0 line 274, v29.0 line 276)',
  },
  {
    kind: 'optional-property',
    operationId: 'createCollection',
    property: 'fields',
    within: 'body',
    versions: BOTH,
    evidence: 'src/core_api.cpp post_create_collection: with src_name, the body names the new collection and the fields come from the source (v29.0 line 276)',
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
    versions: BOTH,
    evidence:
      'src/collection.cpp alter: a field with "drop": true is removed by name (v29.0 lines 6377–6395), and a field that repeats an embedding field with a new model_config api_key updates the key (v29.0 lines 5657–5682)',
  },
  {
    kind: 'query',
    operationId: 'getDocument',
    name: 'include_fields',
    type: 'string',
    versions: BOTH,
    evidence: 'src/core_api.cpp get_fetch_document: populate_include_exclude reads include_fields and exclude_fields',
  },
  {
    kind: 'query',
    operationId: 'multiSearch',
    name: 'conversation_stream',
    type: 'boolean',
    versions: ['29.0'],
    evidence: 'src/core_api.cpp: req->params.find("conversation_stream") (v29.0 line 590)',
  },
  {
    kind: 'query',
    operationId: 'searchCollection',
    name: 'nl_query_debug',
    type: 'boolean',
    versions: ['29.0'],
    evidence: 'src/natural_language_search_model_manager.cpp: req_params->find("nl_query_debug") (v29.0 line 547)',
  },
  {
    kind: 'query',
    operationId: 'searchCollection',
    name: 'nl_query_prompt_cache_ttl',
    type: 'integer',
    versions: ['29.0'],
    evidence: 'src/core_api.cpp: req->params.count("nl_query_prompt_cache_ttl") (v29.0 line 652)',
  },
  {
    kind: 'jsonl-body',
    operationId: 'importStemmingDictionary',
    versions: BOTH,
    evidence: 'src/core_api.cpp post_import_stemming_dictionary: StringUtils::split(req->body, json_lines, "\\n") (v29.0 line 3269)',
  },
];
