/**
 * typesense-python (`typesense` on PyPI): how its releases call each
 * operation. Facts from the client's sources at each release's tag
 * (src/typesense/*.py; from 2.0.0 on, the sync client's typesense/sync/*.py);
 * the calls are listed with their files in ./surface.json.
 */
import {sampleOutcomes} from '../../render/outcomes';
import {RenderError, type ClientSamples, type LanguageFloor, type RenderInput, type RenderedSample, type RouteAround} from '../types';
import {documentsUpdateRoutes, multiSearchBodyRoute} from '../routes-around';
import {Code, LINE_WIDTH, codeWriter, doubleQuoted, printLiteral, withEnvironment, type Argument, type Layout, type LiteralSyntax} from '../../render/literal';
import {bodyFile, importedDocuments, nodeAddress, typedQuery} from '../../render/request-values';
import type {ClientSurface} from '../../surface/types';
import {declaredParameters, gatedBySurface, throughLowLevelApi} from '../../surface/gate';
import {releaseHas, releaseSurfaceOf, sentBodyKeys, sentMethodsOf} from '../../surface/load';
import {isAtLeast} from '../../../src/versioning/versions';
import surfaceData from './surface.json';
import {requestsCall, type PythonWriter} from './standard-http';

/** What each release offers, as read from its sources (./surface.json). */
const SURFACE = surfaceData as ClientSurface;
import type {JsonObject} from '../../request/request';

export const PYTHON_LITERAL: LiteralSyntax = {
  string: doubleQuoted,
  number: (value) => String(value),
  true: 'True',
  false: 'False',
  null: 'None',
  key: (key) => `${doubleQuoted(key)}: `,
  object: ['{', '}'],
  array: ['[', ']'],
  indent: '    ',
  trailingComma: true,
  // Black's line length.
  lineWidth: 88,
};

function withParams(args: Argument[], params: JsonObject): Argument[] {
  return Object.keys(params).length > 0 ? [...args, params] : args;
}

/** The sample with the imports of the modules it names (`os` for the environment, `typesense` for a client of its own). */
function withImports(code: string): string {
  const modules = ['os', 'typesense'].filter((name) => new RegExp(`\\b${name}\\.`).test(code) && !new RegExp(`^import ${name}$`, 'm').test(code));
  return modules.length > 0 ? `${modules.map((name) => `import ${name}`).join('\n')}\n\n${code}` : code;
}

/** How rendered Python reaches the client: `client.…`, a client of one node, the package. */
const CHAINS = {roots: {client: 'client', node: 'client', typesense: 'typesense'}, member: '.'} as const;

/** Strings and literals as the Python samples write them, for the request sent with requests. */
const PYTHON_WRITER: PythonWriter = {
  string: doubleQuoted,
  literal: (value, before) => printLiteral(value, PYTHON_LITERAL, {indent: '', before}),
};

/**
 * The route around `multi_search.perform()`: from 1.0 on it sends a body of
 * its own, made of the keys it copies from the one it is given (the searches;
 * from 1.2.0 on, the union), so a request with another key goes with the
 * low-level api_call. Which keys is each release's fact, recorded with the
 * call in ./surface.json.
 */
export const MULTI_SEARCH_BODY: RouteAround = multiSearchBodyRoute('client.multi_search.perform(');

/**
 * The routes around `documents.update()`, by the HTTP methods it sends with
 * (./surface.json): until 0.17.0 it sent POST ?action=update (a document's
 * update); from then on, the PATCH of an update by filter.
 */
export const [UPDATE_BY_FILTER, UPDATE_ACTION] = documentsUpdateRoutes('.documents.update(');

/**
 * The sample, if the release has every call of it (its surface says so); where it has no call for
 * the request, the request sent with its public low-level API (`client.api_call`, from 0.5.0 on),
 * under a line that says why; or, where even that cannot send it, with the requests package that
 * the client sends with (./standard-http.ts).
 */
function render(input: RenderInput): RenderedSample {
  const rendered = gatedBySurface(renderCall(input), SURFACE, input.release, CHAINS);
  if (rendered.kind === 'code') {
    return {kind: 'code', code: withImports(rendered.code)};
  }
  const fallback = throughLowLevelApi(rendered, lowLevelCall(input), (sample) => gatedBySurface(sample, SURFACE, input.release, CHAINS));
  if (fallback.kind === 'missing') {
    // Where even api_call cannot send it, requests does (./standard-http.ts), held to the surface like any sample.
    return gatedBySurface({kind: 'code', code: requestsCall(input, SURFACE.client, fallback.detail, PYTHON_WRITER, releaseSurfaceOf(SURFACE, input.release))}, SURFACE, input.release, CHAINS);
  }
  if (!('lacks' in fallback)) {
    return fallback;
  }
  const {code: gatedCode, lacks} = fallback;
  // A streamed response is read whole: the events come when the stream ends.
  const sends = typedQuery(input).conversation_stream === true ? 'sends the request and returns the events when the stream ends' : 'sends the request';
  return {kind: 'code', code: withImports(`# ${SURFACE.client} ${input.release.version}${lacks}; its low-level api_call ${sends}.\n${gatedCode}`)};
}

/**
 * A call with keyword arguments, laid out as Black lays it out: on one line if it fits; else its
 * arguments on one line of their own; else one argument a line, each with a comma.
 */
function keywordCall(opening: string, args: readonly (readonly [keyword: string | null, value: Argument])[], syntax: LiteralSyntax): string {
  const width = syntax.lineWidth ?? LINE_WIDTH;
  const print = ([keyword, value]: readonly [string | null, Argument], layout: Layout) => {
    const prefix = keyword === null ? '' : `${keyword}=`;
    return prefix + (value instanceof Code ? value.text : printLiteral(value, syntax, {...layout, before: layout.before + prefix.length}));
  };
  const flat = args.map((arg) => print(arg, {indent: '', before: 0, width: Number.POSITIVE_INFINITY})).join(', ');
  if (`${opening}(${flat})`.length <= width) {
    return `${opening}(${flat})`;
  }
  if (syntax.indent.length + flat.length <= width) {
    return `${opening}(\n${syntax.indent}${flat}\n)`;
  }
  return `${opening}(\n${args.map((arg) => `${syntax.indent}${print(arg, {indent: syntax.indent, before: 0, after: 1})},`).join('\n')}\n)`;
}

/**
 * The request sent with the release's low-level API, `client.api_call` (typesense/api_call.py; from
 * 2.0.0 on, typesense/sync/api_call.py): `get`, `post`, `put`, `patch` and `delete`, each taking what
 * its release declares (./surface.json): from 1.0 on, the `entity_type` that types the response
 * (`dict` here) and `params` and `body` as keywords; before 1.0, a `body` that post() and put() require,
 * and `params` where the method takes them (post, put and patch from 0.8.0, delete from 0.10.0).
 * `undefined` where the release has no such API (0.4.0), or the request is not one it is written for
 * here (a body that is not JSON); what it cannot send, where it cannot.
 */
function lowLevelCall(input: RenderInput): RenderedSample | string | undefined {
  const {call, request, release} = input;
  if (!releaseHas(SURFACE, release, 'Client', 'api_call') || (request.body && request.body.kind !== 'json')) {
    return undefined;
  }
  const method = request.method.toLowerCase();
  if (!releaseHas(SURFACE, release, 'ApiCall', method)) {
    return `its low-level api_call has no ${method}()`;
  }
  const parameters = declaredParameters(SURFACE, release, 'ApiCall', method) ?? [];
  const declared = parameters.map((parameter) => parameter.replace(/\?$/, ''));
  const body = request.body?.kind === 'json' ? request.body.value : undefined;
  if (body !== undefined && !declared.includes('body')) {
    return `its low-level api_call.${method}() sends no body`;
  }
  if (body !== undefined && (body === null || typeof body !== 'object' || Object.keys(body).length === 0)) {
    // The request is made with the body only when it is a non-empty dict or list.
    return `its low-level api_call.${method}() sends no empty body`;
  }
  const query = typedQuery(input);
  const keywords = new Map<string, Argument>();
  if (declared.includes('entity_type')) {
    // What the response is typed as: a type hint, which the request does not depend on.
    keywords.set('entity_type', new Code('dict'));
  }
  // An export answers with JSON lines, a streamed conversation with server-sent events: the response as text.
  const stream = query.conversation_stream === true;
  if (stream || call.operation.id === 'documents.export') {
    if (!declared.includes('as_json')) {
      return `its low-level api_call.${method}() reads the response as JSON`;
    }
    keywords.set('as_json', new Code('False'));
  }
  if (Object.keys(query).length > 0) {
    if (!declared.includes('params')) {
      return `its low-level api_call.${method}() sends no query parameters`;
    }
    // From 1.0 on, a boolean parameter is sent as `true` or `false` (normalize_params()); before, as the string it is.
    keywords.set(
      'params',
      isAtLeast(release.version, '1.0.0') ? query : Object.fromEntries(Object.entries(query).map(([name, value]) => [name, typeof value === 'boolean' ? String(value) : value])),
    );
  }
  if (body !== undefined || parameters.includes('body')) {
    // Before 1.0, post() and put() require a body: an empty dict is none.
    keywords.set('body', body ?? {});
  }
  const {syntax, literal} = codeWriter(
    withEnvironment(PYTHON_LITERAL, request, (name) => `os.environ[${doubleQuoted(name)}]`),
    '',
  );
  const args = [[null, request.path.split('/').map(encodeURIComponent).join('/')] as const, ...[...keywords].sort(([a], [b]) => declared.indexOf(a) - declared.indexOf(b))];
  const statement = keywordCall(`${stream ? 'events' : 'response'} = ${request.node ? 'node' : 'client'}.api_call.${method}`, args, syntax);
  if (!request.node) {
    return {kind: 'code', code: statement};
  }
  // The request goes to one node of the cluster: a client of that node alone.
  const node = nodeAddress(request.node);
  return {
    kind: 'code',
    code: `node = typesense.Client({\n    "nodes": [${literal({...node, port: String(node.port)}, 14, 2)}],\n    "api_key": os.environ["TYPESENSE_API_KEY"],\n})\n\n${statement}`,
  };
}

/**
 * Releases whose import_() takes JSON lines (a str or bytes) for a list of documents: both are
 * Iterable, so it JSON-encodes each character, or each byte, as a document of its own, and the
 * server refuses every line ("Bad JSON: not a properly formed document."). typesense/documents.py
 * of 0.15.0; 0.15.1 tests `not isinstance(documents, (str, bytes))`.
 */
const IMPORTS_TEXT_AS_DOCUMENTS: ReadonlySet<string> = new Set(['0.15.0']);
const IMPORT_TEXT_NOTE = '# This release reads JSON lines given as text as a list of documents, one per character: pass the documents.';

function renderCall(input: RenderInput): RenderedSample {
  const {call, request, release} = input;
  /** The release's parameters of a method (`params?` is optional). */
  const parametersOf = (type: string, member: string) => declaredParameters(SURFACE, release, type, member) ?? [];
  const takes = (type: string, member: string) => parametersOf(type, member).length;
  const {literal, call: callStatement} = codeWriter(
    withEnvironment(PYTHON_LITERAL, request, (name) => `os.environ[${doubleQuoted(name)}]`),
    '',
  );
  const p = call.pathParams;
  const collection = `client.collections[${doubleQuoted(p.collectionName ?? '')}]`;
  const synonymSet = `client.synonym_sets[${doubleQuoted(p.synonymSetName ?? '')}]`;
  const curationSet = `client.curation_sets[${doubleQuoted(p.curationSetName ?? '')}]`;
  /** Whether the release has the member (its surface does not record the parameters of every method). */
  const has = (type: string, member: string) => releaseHas(SURFACE, release, type, member);
  /**
   * A search's parameters as the release's search() and multi_search.perform() take them: from 1.0.0
   * on, stringify_search_params() raises InvalidParameter for a value that is not a string, an integer
   * or a boolean (commit 9ece971, "validate stringify function"), so a decimal number is written as the
   * string the request sends (`"0.7"`).
   */
  const searchParameters = (params: JsonObject): JsonObject =>
    isAtLeast(release.version, '1.0.0')
      ? Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' && !Number.isInteger(value) ? String(value) : value]))
      : params;
  /** Query parameters as keyword arguments (`limit=10`), for a method that takes them one by one. */
  const keywords = (params: JsonObject): Code[] => Object.entries(params).map(([name, value]) => new Code(`${name}=${literal(value, 0)}`));
  const query = typedQuery(input);
  const {code, missing, needBody} = sampleOutcomes(input);
  switch (call.operation.id) {
    case 'collections.list':
      if (Object.keys(query).length > 0 && takes('Collections', 'retrieve') < 1) {
        return missing('collections.retrieve() sends no query parameters');
      }
      return code(callStatement('collections = client.collections.retrieve', withParams([], query)));
    case 'collections.create':
      if (Object.keys(query).length > 0 && takes('Collections', 'create') < 2) {
        return missing('collections.create() sends no query parameters');
      }
      return code(callStatement('collection = client.collections.create', [needBody()]));
    case 'collections.retrieve':
      return code(`collection = ${collection}.retrieve()`);
    case 'collections.update':
      return code(callStatement(`${collection}.update`, [needBody()]));
    case 'collections.delete':
      return code(`${collection}.delete()`);
    case 'documents.create': {
      const {action, ...params} = query;
      // Until 0.17.0 update(document) sent POST ?action=update; from then on it is the PATCH of an update by filter.
      const method = action === 'upsert' ? 'upsert' : action === 'update' && sentMethodsOf(SURFACE, release, UPDATE_ACTION)?.includes('POST') ? 'update' : 'create';
      if (method === 'create' && action !== undefined && action !== 'create') {
        // create() sends action=create, whatever its params say.
        return missing(`documents.create() sends action=create`);
      }
      if (Object.keys(params).length > 0 && takes('Documents', method) < 2) {
        return missing(`documents.${method}() sends no query parameters`);
      }
      return code(callStatement(`document = ${collection}.documents.${method}`, withParams([needBody()], params)));
    }
    case 'documents.import': {
      const documents = importedDocuments(request);
      const file = bodyFile(request);
      if (!documents && !file) {
        throw new RenderError('an import without documents or a file');
      }
      // Before import_() (0.8.0), create_many(documents) sent an import.
      const method = takes('Documents', 'import_') > 0 ? 'import_' : 'create_many';
      if (Object.keys(query).length > 0 && takes('Documents', method) < 2) {
        return missing(`documents.${method}() sends no query parameters`);
      }
      if (documents) {
        return code(
          `documents = ${literal(documents, 'documents = '.length)}\n\n` +
            callStatement(`results = ${collection}.documents.${method}`, withParams([new Code('documents')], query)),
        );
      }
      if (method === 'create_many' || IMPORTS_TEXT_AS_DOCUMENTS.has(release.version)) {
        // create_many() takes documents, not JSON lines; so does import_() where it reads text as a list of documents.
        return code(
          `${method === 'import_' ? `${IMPORT_TEXT_NOTE}\n` : ''}import json\n\nwith open(${doubleQuoted(file!)}) as jsonl_file:\n` +
            `    documents = [json.loads(line) for line in jsonl_file if line.strip()]\n\n` +
            callStatement(`results = ${collection}.documents.${method}`, withParams([new Code('documents')], query)),
        );
      }
      return code(
        `with open(${doubleQuoted(file!)}, "rb") as jsonl_file:\n` +
          `    results = ${callStatement(`${collection}.documents.import_`, withParams([new Code('jsonl_file.read()')], query), '    ')}`,
      );
    }
    case 'documents.export':
      if (Object.keys(query).length > 0 && takes('Documents', 'export') < 1) {
        return missing('documents.export() sends no query parameters');
      }
      return code(callStatement(`jsonl = ${collection}.documents.export`, withParams([], query)));
    case 'documents.search':
      return code(callStatement(`results = ${collection}.documents.search`, [searchParameters(query)]));
    case 'documents.updateByFilter':
      // From 0.17.0 on, update(document, params) sends the PATCH of an update by filter.
      if (!sentMethodsOf(SURFACE, release, UPDATE_BY_FILTER)?.includes('PATCH')) {
        return missing('documents.update() sends POST ?action=update');
      }
      return code(callStatement(`result = ${collection}.documents.update`, [needBody(), query]));
    case 'documents.deleteByFilter':
      return code(callStatement(`result = ${collection}.documents.delete`, withParams([], query)));
    case 'document.retrieve':
    case 'document.delete': {
      const method = call.operation.id === 'document.retrieve' ? 'retrieve' : 'delete';
      if (Object.keys(query).length > 0 && takes('Document', method) < 1) {
        return missing(`documents[id].${method}() sends no query parameters`);
      }
      return code(callStatement(`document = ${collection}.documents[${doubleQuoted(p.documentId!)}].${method}`, withParams([], query)));
    }
    case 'document.update':
      if (Object.keys(query).length > 0 && takes('Document', 'update') < 2) {
        return missing('documents[id].update() sends no query parameters');
      }
      return code(callStatement(`document = ${collection}.documents[${doubleQuoted(p.documentId!)}].update`, withParams([needBody()], query)));
    case 'overrides.list':
      return code(`overrides = ${collection}.overrides.retrieve()`);
    case 'override.retrieve':
      return code(`override = ${collection}.overrides[${doubleQuoted(p.overrideId!)}].retrieve()`);
    case 'override.upsert':
      return code(callStatement(`${collection}.overrides.upsert`, [p.overrideId!, needBody()]));
    case 'override.delete':
      return code(`${collection}.overrides[${doubleQuoted(p.overrideId!)}].delete()`);
    case 'synonyms.list':
      return code(`synonyms = ${collection}.synonyms.retrieve()`);
    case 'synonym.retrieve':
      return code(`synonym = ${collection}.synonyms[${doubleQuoted(p.synonymId!)}].retrieve()`);
    case 'synonym.upsert':
      return code(callStatement(`${collection}.synonyms.upsert`, [p.synonymId!, needBody()]));
    case 'synonym.delete':
      return code(`${collection}.synonyms[${doubleQuoted(p.synonymId!)}].delete()`);
    case 'synonymSets.list':
      return code('synonym_sets = client.synonym_sets.retrieve()');
    case 'synonymSet.retrieve':
      return code(`synonym_set = ${synonymSet}.retrieve()`);
    case 'synonymSet.upsert':
      return code(callStatement(`${synonymSet}.upsert`, [needBody()]));
    case 'synonymSet.delete':
      return code(`${synonymSet}.delete()`);
    case 'synonymSetItems.list':
    case 'curationSetItems.list': {
      const set = call.operation.id === 'synonymSetItems.list' ? synonymSet : curationSet;
      // list_items(*, limit=None, offset=None): the paging of the items, as keywords.
      if (Object.keys(query).some((key) => key !== 'limit' && key !== 'offset')) {
        return missing('list_items() sends limit and offset and no other query parameter');
      }
      return code(callStatement(`items = ${set}.list_items`, keywords(query)));
    }
    case 'synonymSetItem.retrieve':
      return code(`item = ${synonymSet}.get_item(${doubleQuoted(p.itemId!)})`);
    case 'synonymSetItem.upsert':
      return code(callStatement(`${synonymSet}.upsert_item`, [p.itemId!, needBody()]));
    case 'synonymSetItem.delete':
      return code(`${synonymSet}.delete_item(${doubleQuoted(p.itemId!)})`);
    case 'curationSets.list':
      return code('curation_sets = client.curation_sets.retrieve()');
    case 'curationSet.retrieve':
      return code(`curation_set = ${curationSet}.retrieve()`);
    case 'curationSet.upsert':
      return code(callStatement(`${curationSet}.upsert`, [needBody()]));
    case 'curationSet.delete':
      return code(`${curationSet}.delete()`);
    case 'curationSetItem.retrieve':
      return code(`item = ${curationSet}.get_item(${doubleQuoted(p.itemId!)})`);
    case 'curationSetItem.upsert':
      return code(callStatement(`${curationSet}.upsert_item`, [p.itemId!, needBody()]));
    case 'curationSetItem.delete':
      return code(`${curationSet}.delete_item(${doubleQuoted(p.itemId!)})`);
    case 'analyticsEvents.list': {
      if (!has('Analytics', 'events')) {
        return missing('no analytics events resource');
      }
      // retrieve(*, user_id, name, n): each is required, as a keyword.
      const required = ['user_id', 'name', 'n'];
      if (!required.every((key) => key in query) || Object.keys(query).some((key) => !required.includes(key))) {
        return missing('analytics.events.retrieve() sends user_id, name and n, each required, and no other query parameter');
      }
      return code(callStatement('events = client.analytics.events.retrieve', keywords(query)));
    }
    case 'analytics.flush':
      return code('client.analytics.events.flush()');
    case 'analytics.status':
      return code('status = client.analytics.events.status()');
    case 'stemmingDictionary.delete':
      return code(`client.stemming.dictionaries[${doubleQuoted(p.dictionaryId!)}].delete()`);
    case 'aliases.list':
      return code('aliases = client.aliases.retrieve()');
    case 'alias.retrieve':
      return code(`alias = client.aliases[${doubleQuoted(p.aliasName!)}].retrieve()`);
    case 'alias.upsert':
      return code(callStatement('client.aliases.upsert', [p.aliasName!, needBody()]));
    case 'alias.delete':
      return code(`client.aliases[${doubleQuoted(p.aliasName!)}].delete()`);
    case 'keys.list':
      return code('keys = client.keys.retrieve()');
    case 'keys.create':
      return code(callStatement('key = client.keys.create', [needBody()]));
    case 'key.retrieve':
      return code(`key = client.keys[${Number(p.keyId)}].retrieve()`);
    case 'key.delete':
      return code(`client.keys[${Number(p.keyId)}].delete()`);
    case 'presets.list':
    case 'preset.retrieve':
    case 'preset.upsert':
    case 'preset.delete':
      return missing('no presets resource');
    case 'stopwords.list':
      return code('stopwords = client.stopwords.retrieve()');
    case 'stopword.retrieve':
      return code(`stopwords = client.stopwords[${doubleQuoted(p.setId!)}].retrieve()`);
    case 'stopword.upsert':
      return code(callStatement('client.stopwords.upsert', [p.setId!, needBody()]));
    case 'stopword.delete':
      return code(`client.stopwords[${doubleQuoted(p.setId!)}].delete()`);
    case 'analyticsRules.list': {
      // From 2.0.0 (30.0's analytics) on, retrieve(*, rule_tag=None) lists the rules of a tag.
      const {rule_tag: ruleTag, ...rest} = query;
      if (Object.keys(rest).length > 0 || (ruleTag !== undefined && !parametersOf('AnalyticsRules', 'retrieve').includes('rule_tag?'))) {
        return missing(`analytics.rules.retrieve() sends ${parametersOf('AnalyticsRules', 'retrieve').includes('rule_tag?') ? 'rule_tag and no other' : 'no'} query parameter`);
      }
      return code(callStatement('rules = client.analytics.rules.retrieve', keywords(query)));
    }
    case 'analyticsRules.create': {
      const body = request.body?.kind === 'json' ? request.body.value : undefined;
      if (Array.isArray(body)) {
        // create(rule) takes one rule (an AnalyticsRuleCreate); no call of the client posts an array of them.
        return missing('analytics.rules.create() takes one rule, not a list of rules');
      }
      return code(callStatement('rule = client.analytics.rules.create', [needBody()]));
    }
    case 'analyticsRule.retrieve':
      return code(`rule = client.analytics.rules[${doubleQuoted(p.ruleName!)}].retrieve()`);
    case 'analyticsRule.upsert':
      return code(callStatement('client.analytics.rules.upsert', [p.ruleName!, needBody()]));
    case 'analyticsRule.delete':
      return code(`client.analytics.rules[${doubleQuoted(p.ruleName!)}].delete()`);
    case 'analyticsEvents.create':
      if (!has('Analytics', 'events')) {
        return missing('no analytics events resource');
      }
      return code(callStatement('client.analytics.events.create', [needBody()]));
    case 'conversationModels.list':
      return code('models = client.conversations_models.retrieve()');
    case 'conversationModels.create':
      return code(callStatement('model = client.conversations_models.create', [needBody()]));
    case 'conversationModel.retrieve':
      return code(`model = client.conversations_models[${doubleQuoted(p.modelId!)}].retrieve()`);
    case 'conversationModel.update':
      return code(callStatement(`model = client.conversations_models[${doubleQuoted(p.modelId!)}].update`, [needBody()]));
    case 'conversationModel.delete':
      return code(`client.conversations_models[${doubleQuoted(p.modelId!)}].delete()`);
    case 'nlSearchModels.list':
    case 'nlSearchModels.create':
    case 'nlSearchModel.retrieve':
    case 'nlSearchModel.update':
    case 'nlSearchModel.delete': {
      // client.nl_search_models came in 1.2.0.
      if (!has('Client', 'nl_search_models')) {
        return missing('no natural language search models resource');
      }
      const model = `client.nl_search_models[${doubleQuoted(p.modelId ?? '')}]`;
      switch (call.operation.id) {
        case 'nlSearchModels.list':
          return code('models = client.nl_search_models.retrieve()');
        case 'nlSearchModels.create':
          return code(callStatement('model = client.nl_search_models.create', [needBody()]));
        case 'nlSearchModel.retrieve':
          return code(`model = ${model}.retrieve()`);
        case 'nlSearchModel.update':
          return code(callStatement(`model = ${model}.update`, [needBody()]));
        default:
          return code(`${model}.delete()`);
      }
    }
    case 'stemmingDictionaries.list':
      return code('dictionaries = client.stemming.dictionaries.retrieve()');
    case 'stemmingDictionary.retrieve':
      return code(`dictionary = client.stemming.dictionaries[${doubleQuoted(p.dictionaryId!)}].retrieve()`);
    case 'stemmingDictionaries.import': {
      const id = query.id;
      const words = importedDocuments(request);
      const file = bodyFile(request);
      if (typeof id !== 'string' || (!words && !file)) {
        throw new RenderError('a stemming dictionary import needs ?id= and JSON lines or a file');
      }
      if (file) {
        return code(
          `with open(${doubleQuoted(file)}) as jsonl_file:\n` +
            `    client.stemming.dictionaries.upsert(${doubleQuoted(id)}, jsonl_file.read())`,
        );
      }
      return code(`word_roots = ${literal(words!, 'word_roots = '.length)}\n\nclient.stemming.dictionaries.upsert(${doubleQuoted(id)}, word_roots)`);
    }
    case 'multiSearch.perform': {
      const searches = needBody();
      // From 1.0 on, perform() rebuilds the body from its searches (and, from 1.2.0 on, its union); before, it sent the body as given.
      const sent = sentBodyKeys(SURFACE, release, MULTI_SEARCH_BODY);
      if (sent && Object.keys(searches).some((key) => !sent.includes(key))) {
        return missing(`multi_search.perform() sends the ${sent.join(' and ')} of the body and nothing else`);
      }
      const streamed = query.conversation_stream === true;
      // perform_stream() (2.1.1 on, src/typesense/sync/multi_search.py) streams the answer; before it, no call does.
      if (streamed && !has('MultiSearch', 'perform_stream')) {
        return missing('no streamed responses');
      }
      // Before 1.0, its common parameters were required: an empty dict when there are none.
      const common = Object.keys(query).length > 0 || parametersOf('MultiSearch', 'perform')[1] === 'common_params' ? [query] : [];
      const body = Array.isArray(searches.searches)
        ? {...searches, searches: searches.searches.map((search) => (search !== null && typeof search === 'object' && !Array.isArray(search) ? searchParameters(search) : search))}
        : searches;
      if (streamed) {
        // The stream yields the pieces of the answer (MessageChunk: conversation_id, message), then the whole response.
        return code(
          `${callStatement('with client.multi_search.perform_stream', [body, ...common]).replace(/\n*$/, '')} as stream:\n` +
            '    for chunk in stream:\n        print(chunk["message"], end="", flush=True)\n    response = stream.get_final_response()',
        );
      }
      return code(callStatement('response = client.multi_search.perform', [body, ...common]));
    }
    case 'health.retrieve':
      return code('healthy = client.operations.is_healthy()');
    case 'debug.retrieve':
      return code('debug = client.debug.retrieve()');
    case 'metrics.retrieve':
      return code('metrics = client.metrics.retrieve()');
    case 'stats.retrieve':
      return missing('no stats resource');
    case 'operations.snapshot':
    case 'operations.vote':
    case 'operations.resetPeers':
    case 'operations.cacheClear':
    case 'operations.dbCompact': {
      const name = call.operation.path.replace('/operations/', '');
      const statement = callStatement(`${request.node ? 'node' : 'client'}.operations.perform`, withParams([name], query));
      if (!request.node) {
        return code(statement);
      }
      const node = nodeAddress(request.node);
      // The request goes to one node of the cluster: a client of that node alone.
      return code(
        `node = typesense.Client({\n` +
          `    "nodes": [${literal({...node, port: String(node.port)}, 14, 2)}],\n` +
          `    "api_key": os.environ["TYPESENSE_API_KEY"],\n` +
          `})\n\n${statement}`,
      );
    }
    case 'operations.schemaChanges':
      return missing('operations.perform() sends POST, and this endpoint takes GET');
    case 'conversations.list':
    case 'conversation.retrieve':
    case 'conversation.update':
    case 'conversation.delete':
      return missing('no conversations resource');
    case 'config.update': {
      const settings = needBody();
      if ('log-slow-requests-time-ms' in settings && Object.keys(settings).every((key) => key === 'log-slow-requests-time-ms')) {
        // toggle_slow_request_log() writes its keys with dashes for underscores.
        return code(callStatement('client.operations.toggle_slow_request_log', [{log_slow_requests_time_ms: settings['log-slow-requests-time-ms']!}]));
      }
      return missing('toggle_slow_request_log() is the one setting of POST /config it sends');
    }
  }
}

/**
 * The oldest Python each release runs on (ClientRelease.runsOn), read from the wheel PyPI serves:
 * its Requires-Python, or, where that says only `>=3`, the newest thing its own code needs
 * unguarded (vermin over the package; a feature imported under a `sys.version_info` check with a
 * typing_extensions fallback does not count). The Python check holds every sample to it.
 */
const PYTHON_FLOORS = {
  // No Requires-Python, and code that runs on 2.7 as on 3.0: the samples are Python 3.
  PY3_ONLY: {version: '3.0', source: 'no Requires-Python; nothing in typesense/ needs more than Python 3.0'},
  PY3: {version: '3.0', source: 'Requires-Python >=3; nothing in typesense/ needs more'},
  F_STRINGS: {version: '3.6', source: "typesense/validation.py:7, an f-string (Requires-Python says only >=3)"},
  TYPING_FINAL: {version: '3.8', source: 'src/typesense/debug.py:21, `from typing import Final` (Requires-Python says only >=3)'},
  REQUIRES_39: {version: '3.9', source: 'Requires-Python >=3.9'},
} as const satisfies Record<string, LanguageFloor>;

const python: ClientSamples = {
  language: 'python',
  surface: SURFACE,
  fence: 'py',
  packageName: 'typesense',
  repository: 'https://github.com/typesense/typesense-python',
  maintainer: 'typesense',
  installLine: (release) => `pip install typesense==${release.version}`,
  // The release nearest each server release among those PyPI serves; the client tagged its
  // releases from 1.0 on, so the facts of older ones are read from the wheels PyPI serves.
  releases: [
    {version: '0.4.0', tag: 'pypi:0.4.0', serverVersions: ['0.11.0', '0.11.1', '0.11.2'], runsOn: PYTHON_FLOORS.PY3_ONLY},
    {version: '0.5.0', tag: 'pypi:0.5.0', serverVersions: ['0.12.0'], runsOn: PYTHON_FLOORS.PY3_ONLY},
    {version: '0.6.0', tag: 'pypi:0.6.0', serverVersions: ['0.13.0', '0.14.0'], runsOn: PYTHON_FLOORS.PY3},
    {version: '0.7.0', tag: 'pypi:0.7.0', serverVersions: ['0.15.0'], runsOn: PYTHON_FLOORS.PY3},
    {version: '0.8.0', tag: 'pypi:0.8.0', serverVersions: ['0.16.0', '0.16.1', '0.17.0'], runsOn: PYTHON_FLOORS.PY3},
    {version: '0.9.0', tag: 'pypi:0.9.0', serverVersions: ['0.18.0'], runsOn: PYTHON_FLOORS.PY3},
    {version: '0.10.0', tag: 'pypi:0.10.0', serverVersions: ['0.19.0'], runsOn: PYTHON_FLOORS.PY3},
    {version: '0.11.0', tag: 'pypi:0.11.0', serverVersions: ['0.20.0'], runsOn: PYTHON_FLOORS.PY3},
    {version: '0.13.0', tag: 'pypi:0.13.0', serverVersions: ['0.21.0'], runsOn: PYTHON_FLOORS.PY3},
    {version: '0.13.1', tag: 'pypi:0.13.1', serverVersions: ['0.22.0', '0.22.1', '0.22.2'], runsOn: PYTHON_FLOORS.PY3},
    {version: '0.14.0', tag: 'pypi:0.14.0', serverVersions: ['0.23.0', '0.23.1'], runsOn: PYTHON_FLOORS.PY3},
    {version: '0.15.0', tag: 'pypi:0.15.0', serverVersions: ['0.24.0'], runsOn: PYTHON_FLOORS.F_STRINGS},
    {version: '0.15.1', tag: 'pypi:0.15.1', serverVersions: ['0.24.1'], runsOn: PYTHON_FLOORS.F_STRINGS},
    {version: '0.16.0', tag: 'pypi:0.16.0', serverVersions: ['0.25.0'], runsOn: PYTHON_FLOORS.F_STRINGS},
    {version: '0.17.0', tag: 'pypi:0.17.0', serverVersions: ['0.25.1'], runsOn: PYTHON_FLOORS.F_STRINGS},
    {version: '0.19.0', tag: 'pypi:0.19.0', serverVersions: ['0.25.2'], runsOn: PYTHON_FLOORS.F_STRINGS},
    {version: '0.20.0', tag: 'pypi:0.20.0', serverVersions: ['26.0'], runsOn: PYTHON_FLOORS.F_STRINGS},
    {version: '0.21.0', tag: 'pypi:0.21.0', serverVersions: ['27.0', '27.1'], runsOn: PYTHON_FLOORS.F_STRINGS},
    {version: '1.0.3', tag: 'v1.0.3', serverVersions: ['28.0'], runsOn: PYTHON_FLOORS.TYPING_FINAL},
    {version: '1.1.1', tag: 'v1.1.1', serverVersions: ['29.0', '29.1'], runsOn: PYTHON_FLOORS.TYPING_FINAL},
    // 30.0 (2026-01-27), 30.1 (2026-01-28) and 30.2 (2026-04-17): 2.0.0 (2026-02-16, on PyPI) is the
    // release nearest each among those that speak synonym sets, curation sets and 30.0's analytics
    // rules (v1.3.0, 2025-11-14, is the first: v1.2.0 has curation sets but no client.curation_sets;
    // 2.1.0 came in 2026-10). It has no git tag in the client's repository, so its facts are read
    // from the wheel PyPI serves; its Client is typesense/sync/client.py's.
    {version: '2.0.0', tag: 'pypi:2.0.0', serverVersions: ['30.0', '30.1'], runsOn: PYTHON_FLOORS.REQUIRES_39, guide: true},
    // 30.2 from 2.1.1 on, the current release; the guide's pages install 2.0.0.
    {version: '2.1.1', tag: 'pypi:2.1.1', serverVersions: ['30.2'], runsOn: PYTHON_FLOORS.REQUIRES_39},
  ],

  routesAround: [MULTI_SEARCH_BODY, UPDATE_BY_FILTER, UPDATE_ACTION],
  render,
};

export default python;
