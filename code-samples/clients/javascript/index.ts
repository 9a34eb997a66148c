/**
 * typesense-js (`typesense` on npm): how its releases call each operation.
 * Facts from the client's sources at each release's tag (src/Typesense/*.ts);
 * the calls are listed with their files in ./surface.json.
 */
import {sampleOutcomes} from '../../render/outcomes';
import {RenderError, type ClientSamples, type RenderInput, type RenderedSample, type RouteAround} from '../types';
import {documentsUpdateRoutes, multiSearchBodyRoute} from '../routes-around';
import {Code, codeWriter, isIdentifier, singleQuoted, withEnvironment, type Argument, type LiteralSyntax} from '../../render/literal';
import {bodyFile, importedDocuments, nodeAddress, typedQuery} from '../../render/request-values';
import type {JsonObject} from '../../request/request';
import type {ClientSurface} from '../../surface/types';
import {declaredParameters, gatedBySurface, throughLowLevelApi} from '../../surface/gate';
import {releaseHas, releaseSurfaceOf, sentBodyKeys, sentMethodsOf} from '../../surface/load';
import {isAtLeast} from '../../../src/versioning/versions';
import surfaceData from './surface.json';
import {fetchCall} from './standard-http';

/** What each release offers, as read from its sources (./surface.json). */
const SURFACE = surfaceData as ClientSurface;

export const JS_LITERAL: LiteralSyntax = {
  string: singleQuoted,
  true: 'true',
  false: 'false',
  null: 'null',
  key: (key) => `${isIdentifier(key) ? key : singleQuoted(key)}: `,
  object: ['{', '}'],
  array: ['[', ']'],
  indent: '  ',
  trailingComma: true,
};

/** Query parameters, when there are any, as the last argument. */
function withOptions(args: Argument[], options: JsonObject): Argument[] {
  return Object.keys(options).length > 0 ? [...args, options] : args;
}

function str(value: string): string {
  return singleQuoted(value);
}

/** The release whose import() takes throwOnFail (typesense-js v2.1.0, src/Typesense/Documents.ts: `{throwOnFail: true, ...options}`). */
export const IMPORT_THROW_ON_FAIL_SINCE = '2.1.0';

/**
 * The route around `multiSearch.perform()`: from 2.1.0 on it sends a body of
 * its own, made of the keys it copies from the one it is given
 * (src/Typesense/MultiSearch.ts; 3.1.0 copies a union's `remove_duplicates`
 * too), so a request with another key goes with the low-level apiCall. Which
 * keys is each release's fact, recorded with the call in ./surface.json.
 */
export const MULTI_SEARCH_BODY: RouteAround = multiSearchBodyRoute('client.multiSearch.perform(');

/**
 * The routes around `documents().update()`, by the HTTP methods it sends with
 * (./surface.json): the PATCH of an update by filter from 1.7.2 on (commit
 * 1d34b88, "Fix update by query"; before, it sent POST ?action=update whatever
 * its options), and the POST ?action=update of a document's update, which
 * every release sends.
 */
export const [UPDATE_BY_FILTER, UPDATE_ACTION] = documentsUpdateRoutes('.documents().update(');

/** How rendered JavaScript reaches the client: `client.…`, a client of one node, the package's default export. */
const CHAINS = {roots: {client: 'client', node: 'client', Typesense: 'Typesense'}, member: '.'} as const;

/**
 * The sample, if the release has every call of it (its surface says so); where it has no call for
 * the request, the request sent with its public low-level API (`client.apiCall`, from 1.1.2 on),
 * under a line that says why; or, where the release has none that can, with fetch
 * (./standard-http.ts), under a line that says what the release lacks.
 */
function render(input: RenderInput): RenderedSample {
  const rendered = gatedBySurface(renderCall(input), SURFACE, input.release, CHAINS);
  if (rendered.kind === 'code') {
    return rendered;
  }
  const fallback = throughLowLevelApi(rendered, lowLevelCall(input), (sample) => gatedBySurface(sample, SURFACE, input.release, CHAINS));
  if (!('lacks' in fallback)) {
    // No public low-level API that sends it: fetch does (./standard-http.ts), held to the surface like any sample.
    return fallback.kind === 'code' ? fallback : gatedBySurface({kind: 'code', code: fetchCall(input, SURFACE.client, fallback.detail, JS_LITERAL, releaseSurfaceOf(SURFACE, input.release))}, SURFACE, input.release, CHAINS);
  }
  const {code: gatedCode, lacks} = fallback;
  // The line goes after the sample's imports (a client of one node imports the package).
  const [, imports = '', statements] = /^((?:import .*\n)+\n)?([\s\S]*)$/.exec(gatedCode)!;
  return {kind: 'code', code: `${imports}// ${SURFACE.client} ${input.release.version}${lacks}; its low-level apiCall sends the request.\n${statements}`};
}

/**
 * The request sent with the release's low-level API: `client.apiCall.get(endpoint, query)`,
 * `.delete(endpoint, query)`, `.post(endpoint, body, query)`, `.put(…)`, `.patch(…)` (src/Typesense/ApiCall.ts).
 * `Client.apiCall` is public from 1.0.0 on, the client in TypeScript (here from 1.1.2); the 0.x releases
 * keep it private, as `_apiCall`.
 * `undefined` where the release has no such API, or the request is not one it is written for here (a
 * body that is not JSON); what it cannot send, where it cannot.
 */
function lowLevelCall(input: RenderInput): RenderedSample | string | undefined {
  const {request, release} = input;
  if (!releaseHas(SURFACE, release, 'Client', 'apiCall') || (request.body && request.body.kind !== 'json')) {
    return undefined;
  }
  const method = request.method.toLowerCase();
  if (!releaseHas(SURFACE, release, 'ApiCall', method)) {
    return `its low-level apiCall has no ${method}()`;
  }
  const body = request.body?.kind === 'json' ? request.body.value : undefined;
  const sendsBody = method === 'post' || method === 'put' || method === 'patch';
  if (body !== undefined && !sendsBody) {
    return `its low-level apiCall.${method}() sends no body`;
  }
  if (body !== undefined && (body === null || typeof body !== 'object' || Object.keys(body).length === 0)) {
    // performRequest() sends a body only when it is a non-empty object or string.
    return `its low-level apiCall.${method}() sends no empty body`;
  }
  const query = typedQuery(input);
  const hasQuery = Object.keys(query).length > 0;
  // get(endpoint, queryParameters), delete(endpoint, queryParameters); post/put/patch(endpoint, bodyParameters, queryParameters).
  const args: Argument[] = [request.path.split('/').map(encodeURIComponent).join('/')];
  if (sendsBody && (body !== undefined || hasQuery)) {
    args.push(body ?? {});
  }
  if (hasQuery) {
    args.push(query);
  }
  if (args.length > (declaredParameters(SURFACE, release, 'ApiCall', method)?.length ?? 0)) {
    return `its low-level apiCall.${method}() takes no ${hasQuery ? 'query parameters' : 'body'}`;
  }
  const {call: callStatement, literal} = codeWriter(
    withEnvironment(JS_LITERAL, request, (name) => `process.env.${name}`),
    ';',
  );
  const statement = callStatement(`const response = await ${request.node ? 'node' : 'client'}.apiCall.${method}`, args);
  if (!request.node) {
    return {kind: 'code', code: statement};
  }
  // The request goes to one node of the cluster: a client of that node alone.
  const node = nodeAddress(request.node);
  return {
    kind: 'code',
    code: `import Typesense from 'typesense';\n\nconst node = new Typesense.Client({\n  nodes: [${literal(node, 10, 2)}],\n  apiKey: process.env.TYPESENSE_API_KEY,\n});\n\n${statement}`,
  };
}

function renderCall(input: RenderInput): RenderedSample {
  const {call, request, release} = input;
  /** How many parameters the release's method takes: an options argument needs a second one. */
  const takes = (type: string, member: string) => declaredParameters(SURFACE, release, type, member)?.length ?? 0;
  /** Whether the release has the member (its surface does not record the parameters of every method). */
  const has = (type: string, member: string) => releaseHas(SURFACE, release, type, member);
  const {code, missing, needBody} = sampleOutcomes(input);
  const {literal, call: callStatement} = codeWriter(
    withEnvironment(JS_LITERAL, request, (name) => `process.env.${name}`),
    ';',
  );
  const p = call.pathParams;
  const collection = `client.collections(${str(p.collectionName ?? '')})`;
  const synonymSet = `client.synonymSets(${str(p.synonymSetName ?? '')})`;
  const curationSet = `client.curationSets(${str(p.curationSetName ?? '')})`;
  const query = typedQuery(input);
  switch (call.operation.id) {
    case 'collections.list':
      if (Object.keys(query).length > 0 && takes('Collections', 'retrieve') < 1) {
        return missing('collections().retrieve() takes no options');
      }
      return code(callStatement('const collections = await client.collections().retrieve', withOptions([], query)));
    case 'collections.create':
      if (Object.keys(query).length > 0 && takes('Collections', 'create') < 2) {
        return missing('collections().create() takes no options');
      }
      return code(callStatement('const collection = await client.collections().create', withOptions([needBody()], query)));
    case 'collections.retrieve':
      return code(`const collection = await ${collection}.retrieve();`);
    case 'collections.update':
      return code(callStatement(`await ${collection}.update`, [needBody()]));
    case 'collections.delete':
      return code(`await ${collection}.delete();`);
    case 'documents.create': {
      const {action, ...options} = query;
      const method = action === 'upsert' || action === 'update' ? action : 'create';
      const rest = action === undefined || action === 'upsert' || action === 'update' ? options : query;
      if (Object.keys(rest).length > 0 && takes('Documents', method) < 2) {
        return missing(`documents().${method}() takes no options`);
      }
      return code(callStatement(`const document = await ${collection}.documents().${method}`, withOptions([needBody()], rest)));
    }
    case 'documents.import': {
      const documents = importedDocuments(request);
      const file = bodyFile(request);
      if (!documents && !file) {
        throw new RenderError('an import without documents or a file');
      }
      // Before import() took options (0.x), createMany(documents) sent an import without them.
      const method = takes('Documents', 'import') > 0 ? 'import' : 'createMany';
      if (Object.keys(query).length > 0 && takes('Documents', method) < 2) {
        return missing(`documents().${method}() takes no options`);
      }
      if (documents) {
        const list = `const documents = ${literal(documents, 'const documents = '.length)};\n\n`;
        // import() of an array throws an ImportError when a line fails, with every line's result in its importResults
        // (src/Typesense/Documents.ts from v0.14.0); from v2.1.0 its throwOnFail option (true by default) returns them
        // instead. Either way the sample ends with the result of every line, as the Shell tab shows them.
        if (method === 'import' && isAtLeast(release.version, IMPORT_THROW_ON_FAIL_SINCE)) {
          return code(`${list}${callStatement(`const results = await ${collection}.documents().import`, [new Code('documents'), {...query, throwOnFail: false}])}\nconsole.log(results);`);
        }
        // Every release with an ImportError sets its importResults (src/Typesense/Errors/ImportError.ts, v0.14.0 to v3.x);
        // the surface of 2.0.3 records only its payload, a property declared before the constructor assigns both.
        if (method === 'import' && releaseSurfaceOf(SURFACE, release).types.ImportError) {
          const call = callStatement(`results = await ${collection}.documents().import`, withOptions([new Code('documents')], query));
          return code(
            `${list}// import() throws an ImportError when a line fails; its importResults hold the result of every line.\nlet results;\ntry {\n` +
              `${call.replace(/^/gm, '  ')}\n} catch (error) {\n  if (!error.importResults) throw error;\n  results = error.importResults;\n}\nconsole.log(results);`,
          );
        }
        return code(list + callStatement(`const results = await ${collection}.documents().${method}`, withOptions([new Code('documents')], query)));
      }
      const read = `import {readFile} from 'node:fs/promises';\n\nconst jsonl = await readFile(${str(file!)}, 'utf8');\n`;
      if (method === 'createMany') {
        // createMany() takes documents only.
        return code(
          `${read}const documents = jsonl.split('\\n').filter(Boolean).map((line) => JSON.parse(line));\n` +
            callStatement(`const results = await ${collection}.documents().createMany`, [new Code('documents')]),
        );
      }
      return code(`${read}${callStatement(`const results = await ${collection}.documents().import`, withOptions([new Code('jsonl')], query))}`);
    }
    case 'documents.export':
      if (Object.keys(query).length > 0 && takes('Documents', 'export') < 1) {
        return missing('documents().export() takes no options');
      }
      return code(callStatement(`const jsonl = await ${collection}.documents().export`, withOptions([], query)));
    case 'documents.search':
      return code(callStatement(`const results = await ${collection}.documents().search`, [query]));
    case 'documents.updateByFilter':
      // Where update() sends no PATCH (before 1.7.2), it sent POST ?action=update whatever its options.
      if (!sentMethodsOf(SURFACE, release, UPDATE_BY_FILTER)?.includes('PATCH')) {
        return missing('documents().update() sends POST ?action=update, not an update by filter');
      }
      return code(callStatement(`const result = await ${collection}.documents().update`, [needBody(), query]));
    case 'documents.deleteByFilter':
      return code(callStatement(`const result = await ${collection}.documents().delete`, withOptions([], query)));
    case 'document.retrieve':
      if (Object.keys(query).length > 0 && takes('Document', 'retrieve') < 1) {
        return missing('documents(id).retrieve() takes no options');
      }
      return code(callStatement(`const document = await ${collection}.documents(${str(p.documentId!)}).retrieve`, withOptions([], query)));
    case 'document.update':
      if (Object.keys(query).length > 0 && takes('Document', 'update') < 2) {
        return missing('documents(id).update() takes no options');
      }
      return code(callStatement(`const document = await ${collection}.documents(${str(p.documentId!)}).update`, withOptions([needBody()], query)));
    case 'document.delete':
      if (Object.keys(query).length > 0 && takes('Document', 'delete') < 1) {
        return missing('documents(id).delete() takes no options');
      }
      return code(callStatement(`const document = await ${collection}.documents(${str(p.documentId!)}).delete`, withOptions([], query)));
    case 'overrides.list':
      return code(`const {overrides} = await ${collection}.overrides().retrieve();`);
    case 'override.retrieve':
      return code(`const override = await ${collection}.overrides(${str(p.overrideId!)}).retrieve();`);
    case 'override.upsert':
      // Before upsert(id, …), overrides().create(params) sent PUT …/overrides without the override's id.
      return code(callStatement(`await ${collection}.overrides().upsert`, [p.overrideId!, needBody()]));
    case 'override.delete':
      return code(`await ${collection}.overrides(${str(p.overrideId!)}).delete();`);
    case 'synonyms.list':
      return code(`const {synonyms} = await ${collection}.synonyms().retrieve();`);
    case 'synonym.retrieve':
      return code(`const synonym = await ${collection}.synonyms(${str(p.synonymId!)}).retrieve();`);
    case 'synonym.upsert':
      return code(callStatement(`await ${collection}.synonyms().upsert`, [p.synonymId!, needBody()]));
    case 'synonym.delete':
      return code(`await ${collection}.synonyms(${str(p.synonymId!)}).delete();`);
    case 'synonymSets.list':
      return code('const synonymSets = await client.synonymSets().retrieve();');
    case 'synonymSet.retrieve':
      return code(`const synonymSet = await ${synonymSet}.retrieve();`);
    case 'synonymSet.upsert':
      return code(callStatement(`await ${synonymSet}.upsert`, [needBody()]));
    case 'synonymSet.delete':
      return code(`await ${synonymSet}.delete();`);
    case 'synonymSetItems.list':
      if (Object.keys(query).length > 0) {
        return missing('synonymSets(name).items().retrieve() takes no options');
      }
      return code(`const items = await ${synonymSet}.items().retrieve();`);
    case 'synonymSetItem.retrieve':
      return code(`const item = await ${synonymSet}.items(${str(p.itemId!)}).retrieve();`);
    case 'synonymSetItem.upsert':
      // The set's items() upserts an item by id; items(id) only retrieves and deletes it.
      return code(callStatement(`await ${synonymSet}.items().upsert`, [p.itemId!, needBody()]));
    case 'synonymSetItem.delete':
      return code(`await ${synonymSet}.items(${str(p.itemId!)}).delete();`);
    case 'curationSets.list':
      return code('const curationSets = await client.curationSets().retrieve();');
    case 'curationSet.retrieve':
      return code(`const curationSet = await ${curationSet}.retrieve();`);
    case 'curationSet.upsert':
      return code(callStatement(`await ${curationSet}.upsert`, [needBody()]));
    case 'curationSet.delete':
      return code(`await ${curationSet}.delete();`);
    case 'curationSetItems.list':
      if (Object.keys(query).length > 0) {
        return missing('curationSets(name).items().retrieve() takes no options');
      }
      return code(`const items = await ${curationSet}.items().retrieve();`);
    case 'curationSetItem.retrieve':
      return code(`const item = await ${curationSet}.items(${str(p.itemId!)}).retrieve();`);
    case 'curationSetItem.upsert':
      // Unlike a synonym set's, a curation set's items(id) upserts its item.
      return code(callStatement(`await ${curationSet}.items(${str(p.itemId!)}).upsert`, [needBody()]));
    case 'curationSetItem.delete':
      return code(`await ${curationSet}.items(${str(p.itemId!)}).delete();`);
    case 'analyticsEvents.list':
      // retrieve({user_id, name, n}) sends its one argument as the query.
      return code(callStatement('const {events} = await client.analytics.events().retrieve', [query]));
    case 'analytics.flush':
      return missing('no method for POST /analytics/flush');
    case 'analytics.status':
      return missing('no method for GET /analytics/status');
    case 'stemmingDictionary.delete':
      return code(`await client.stemming.dictionaries(${str(p.dictionaryId!)}).delete();`);
    case 'aliases.list':
      return code('const {aliases} = await client.aliases().retrieve();');
    case 'alias.retrieve':
      return code(`const alias = await client.aliases(${str(p.aliasName!)}).retrieve();`);
    case 'alias.upsert':
      return code(callStatement('await client.aliases().upsert', [p.aliasName!, needBody()]));
    case 'alias.delete':
      return code(`await client.aliases(${str(p.aliasName!)}).delete();`);
    case 'keys.list':
      return code('const {keys} = await client.keys().retrieve();');
    case 'keys.create':
      return code(callStatement('const key = await client.keys().create', [needBody()]));
    case 'key.retrieve':
      return code(`const key = await client.keys(${Number(p.keyId)}).retrieve();`);
    case 'key.delete':
      return code(`await client.keys(${Number(p.keyId)}).delete();`);
    case 'presets.list':
      return code('const {presets} = await client.presets().retrieve();');
    case 'preset.retrieve':
      return code(`const preset = await client.presets(${str(p.presetId!)}).retrieve();`);
    case 'preset.upsert':
      return code(callStatement('await client.presets().upsert', [p.presetId!, needBody()]));
    case 'preset.delete':
      return code(`await client.presets(${str(p.presetId!)}).delete();`);
    case 'stopwords.list':
      return code('const {stopwords} = await client.stopwords().retrieve();');
    case 'stopword.retrieve':
      return code(`const {stopwords} = await client.stopwords(${str(p.setId!)}).retrieve();`);
    case 'stopword.upsert':
      return code(callStatement('await client.stopwords().upsert', [p.setId!, needBody()]));
    case 'stopword.delete':
      return code(`await client.stopwords(${str(p.setId!)}).delete();`);
    case 'analyticsRules.list': {
      const {rule_tag: ruleTag, ...rest} = query;
      if (Object.keys(rest).length > 0 || (ruleTag !== undefined && takes('AnalyticsRules', 'retrieve') < 1)) {
        return missing(`analytics.rules().retrieve() takes ${takes('AnalyticsRules', 'retrieve') < 1 ? 'no options' : 'a rule tag only'}`);
      }
      // From 3.0 on (30.0's analytics), the rules come as the array that 30.0 returns, not as {rules}.
      const rules = isAtLeast(release.version, '3.0.0') ? 'rules' : '{rules}';
      return code(callStatement(`const ${rules} = await client.analytics.rules().retrieve`, ruleTag === undefined ? [] : [ruleTag]));
    }
    case 'analyticsRule.retrieve':
      return code(`const rule = await client.analytics.rules(${str(p.ruleName!)}).retrieve();`);
    case 'analyticsRule.upsert':
      return code(callStatement('await client.analytics.rules().upsert', [p.ruleName!, needBody()]));
    case 'analyticsRule.delete':
      return code(`await client.analytics.rules(${str(p.ruleName!)}).delete();`);
    case 'analyticsRules.create': {
      // From 3.0 on, rules().create() posts one rule or an array of them.
      if (!has('AnalyticsRules', 'create')) {
        return missing('analytics.rules() upserts a rule by name with PUT and has no POST /analytics/rules');
      }
      const body = request.body?.kind === 'json' ? request.body.value : undefined;
      const rules = body !== null && typeof body === 'object' ? body : undefined;
      if (rules === undefined) {
        throw new RenderError('analyticsRules.create needs a JSON body: a rule or an array of rules');
      }
      return code(callStatement(`const ${Array.isArray(rules) ? 'rules' : 'rule'} = await client.analytics.rules().create`, [rules]));
    }
    case 'analyticsEvents.create':
      return code(callStatement('await client.analytics.events().create', [needBody()]));
    case 'conversationModels.list':
      return code('const models = await client.conversations().models().retrieve();');
    case 'conversationModels.create':
      return code(callStatement('const model = await client.conversations().models().create', [needBody()]));
    case 'conversationModel.retrieve':
      return code(`const model = await client.conversations().models(${str(p.modelId!)}).retrieve();`);
    case 'conversationModel.update':
      return code(callStatement(`const model = await client.conversations().models(${str(p.modelId!)}).update`, [needBody()]));
    case 'conversationModel.delete':
      return code(`await client.conversations().models(${str(p.modelId!)}).delete();`);
    case 'nlSearchModels.list':
      return code('const models = await client.nlSearchModels().retrieve();');
    case 'nlSearchModels.create':
      return code(callStatement('const model = await client.nlSearchModels().create', [needBody()]));
    case 'nlSearchModel.retrieve':
      return code(`const model = await client.nlSearchModels(${str(p.modelId!)}).retrieve();`);
    case 'nlSearchModel.update':
      return code(callStatement(`const model = await client.nlSearchModels(${str(p.modelId!)}).update`, [needBody()]));
    case 'nlSearchModel.delete':
      return code(`await client.nlSearchModels(${str(p.modelId!)}).delete();`);
    case 'stemmingDictionaries.list':
      return code('const {dictionaries} = await client.stemming.dictionaries().retrieve();');
    case 'stemmingDictionary.retrieve':
      return code(`const dictionary = await client.stemming.dictionaries(${str(p.dictionaryId!)}).retrieve();`);
    case 'stemmingDictionaries.import': {
      const id = query.id;
      const words = importedDocuments(request);
      const file = bodyFile(request);
      if (typeof id !== 'string' || (!words && !file)) {
        throw new RenderError('a stemming dictionary import needs ?id= and JSON lines or a file');
      }
      if (file) {
        return code(
          `import {readFile} from 'node:fs/promises';\n\n` +
            `const jsonl = await readFile(${str(file)}, 'utf8');\n` +
            `await client.stemming.dictionaries().upsert(${str(id)}, jsonl);`,
        );
      }
      return code(
        `const wordRoots = ${literal(words!, 'const wordRoots = '.length)};\n\n` +
          `await client.stemming.dictionaries().upsert(${str(id)}, wordRoots);`,
      );
    }
    case 'multiSearch.perform': {
      const searches = needBody();
      // From 2.1.0 on, perform() sends a body of its own, made of the keys it knows of the one it is given.
      const sent = sentBodyKeys(SURFACE, release, MULTI_SEARCH_BODY);
      if (sent && Object.keys(searches).some((key) => !sent.includes(key))) {
        return missing(`multiSearch.perform() sends the ${sent.slice(0, -1).join(', ')} and ${sent[sent.length - 1]} of the body and nothing else`);
      }
      return code(callStatement('const response = await client.multiSearch.perform', withOptions([searches], query)));
    }
    case 'health.retrieve':
      return code('const health = await client.health.retrieve();');
    case 'debug.retrieve':
      return code('const debug = await client.debug.retrieve();');
    case 'metrics.retrieve':
      return code('const metrics = await client.metrics.retrieve();');
    case 'stats.retrieve':
      return code('const stats = await client.stats.retrieve();');
    case 'operations.snapshot':
    case 'operations.vote':
    case 'operations.resetPeers':
    case 'operations.cacheClear':
    case 'operations.dbCompact': {
      const name = call.operation.path.replace('/operations/', '');
      const statement = callStatement(`await ${request.node ? 'node' : 'client'}.operations.perform`, withOptions([name], query));
      if (!request.node) {
        return code(statement);
      }
      // The request goes to one node of the cluster: a client of that node alone.
      const node = nodeAddress(request.node);
      return code(
        `import Typesense from 'typesense';\n\nconst node = new Typesense.Client({\n  nodes: [${literal(node, 10, 2)}],\n  apiKey: process.env.TYPESENSE_API_KEY,\n});\n\n${statement}`,
      );
    }
    case 'operations.schemaChanges':
      // getSchemaChanges() came in 3.0.1; before it, perform() was the one call of /operations.
      if (!has('Operations', 'getSchemaChanges')) {
        return missing('operations.perform() sends POST, and this endpoint takes GET');
      }
      return code('const changes = await client.operations.getSchemaChanges();');
    case 'config.update':
      return missing('no method for POST /config');
    case 'conversations.list':
      return code('const {conversations} = await client.conversations().retrieve();');
    case 'conversation.retrieve':
      return code(`const conversation = await client.conversations(${str(p.conversationId!)}).retrieve();`);
    case 'conversation.update':
      return code(callStatement(`const conversation = await client.conversations(${str(p.conversationId!)}).update`, [needBody()]));
    case 'conversation.delete':
      return code(`await client.conversations(${str(p.conversationId!)}).delete();`);
  }
}

const javascript: ClientSamples = {
  language: 'javascript',
  surface: SURFACE,
  fence: 'js',
  packageName: 'typesense',
  repository: 'https://github.com/typesense/typesense-js',
  maintainer: 'typesense',
  installLine: (release) => `npm install typesense@${release.version}`,
  // The release nearest each server release among those npm serves (scripts/code-samples releases are
  // chosen by tag date; 0.4.6 has no tag and is read from the package npm serves).
  releases: [
    {version: '0.3.0', tag: '0.3.0', serverVersions: ['0.11.0', '0.11.1', '0.11.2']},
    {version: '0.4.6', tag: 'npm:0.4.6', serverVersions: ['0.12.0', '0.13.0']},
    {version: '0.6.0', tag: 'v0.6.0', serverVersions: ['0.14.0']},
    {version: '0.7.1', tag: 'v0.7.1', serverVersions: ['0.15.0']},
    {version: '0.8.0', tag: 'v0.8.0', serverVersions: ['0.16.0', '0.16.1', '0.17.0']},
    {version: '0.11.1', tag: 'v0.11.1', serverVersions: ['0.18.0', '0.19.0']},
    {version: '0.12.1', tag: 'v0.12.1', serverVersions: ['0.20.0']},
    {version: '0.14.0', tag: 'v0.14.0', serverVersions: ['0.21.0']},
    {version: '1.1.2', tag: 'v1.1.2', serverVersions: ['0.22.0', '0.22.1']},
    {version: '1.2.1', tag: 'v1.2.1', serverVersions: ['0.22.2']},
    {version: '1.3.0', tag: 'v1.3.0', serverVersions: ['0.23.0']},
    {version: '1.4.0', tag: 'v1.4.0', serverVersions: ['0.23.1']},
    {version: '1.5.0', tag: 'v1.5.0', serverVersions: ['0.24.0']},
    {version: '1.5.3', tag: 'v1.5.3', serverVersions: ['0.24.1']},
    {version: '1.7.0', tag: 'v1.7.0', serverVersions: ['0.25.0']},
    {version: '1.7.1', tag: 'v1.7.1', serverVersions: ['0.25.1']},
    {version: '1.7.2', tag: 'v1.7.2', serverVersions: ['0.25.2']},
    {version: '1.8.2', tag: 'v1.8.2', serverVersions: ['26.0', '27.0', '27.1']},
    {version: '2.0.3', tag: 'v2.0.3', serverVersions: ['28.0']},
    {version: '2.1.0', tag: 'v2.1.0', serverVersions: ['29.0', '29.1']},
    // 30.0 (2026-01-27) and 30.1 (2026-01-28): v3.0.0 (2026-01-27) is the first stable release of
    // the synonym sets, curation sets and 30.0's analytics rules, but npm does not serve 3.0.0; 3.0.1
    // (2026-02-05) is the nearest it serves (it adds stemming dictionaries' delete() and
    // operations.getSchemaChanges()).
    {version: '3.0.1', tag: 'v3.0.1', serverVersions: ['30.0', '30.1']},
    // 30.2 (2026-04-17): v3.0.6 (2026-04-21) was the nearest release, and the guide installed it
    // until the guide moved to 3.1.0; kept so that a page still naming it is checked.
    {version: '3.0.6', tag: 'v3.0.6', serverVersions: []},
    // 30.2 from 3.1.0 (npm 2026-09-29) on, the current release; read from the sources its package ships.
    {version: '3.1.0', tag: 'npm:3.1.0', serverVersions: ['30.2']},
  ],

  routesAround: [MULTI_SEARCH_BODY, UPDATE_BY_FILTER, UPDATE_ACTION],
  render,
};

export default javascript;
