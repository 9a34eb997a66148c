/**
 * typesense-python (`typesense` on PyPI): how its releases call each
 * operation. Facts from the client's sources at each release's tag
 * (src/typesense/*.py); the calls are listed with their files in ./surface.json.
 */
import {sampleOutcomes} from '../../render/outcomes';
import {RenderError, type ClientSamples, type RenderInput, type RenderedSample} from '../types';
import {Code, codeWriter, doubleQuoted, withEnvironment, type Argument, type LiteralSyntax} from '../../render/literal';
import {bodyFile, importedDocuments, nodeAddress, typedQuery} from '../../render/request-values';
import type {ClientSurface} from '../../surface/types';
import {declaredParameters, gatedBySurface} from '../../surface/gate';
import {isAtLeast} from '../../../src/versioning/versions';
import surfaceData from './surface.json';

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

/** The sample, if the release has every call of it (its surface says so), or the tab that says which call it lacks. */
function render(input: RenderInput): RenderedSample {
  const rendered = gatedBySurface(renderCall(input), SURFACE, input.release, CHAINS);
  return rendered.kind === 'code' ? {kind: 'code', code: withImports(rendered.code)} : rendered;
}

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
      const method = action === 'upsert' ? 'upsert' : action === 'update' && !isAtLeast(release.version, '0.17.0') ? 'update' : 'create';
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
      if (method === 'create_many') {
        // create_many() takes documents, not JSON lines.
        return code(
          `import json\n\nwith open(${doubleQuoted(file!)}) as jsonl_file:\n` +
            `    documents = [json.loads(line) for line in jsonl_file if line.strip()]\n\n` +
            `results = ${collection}.documents.create_many(documents)`,
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
      return code(callStatement(`results = ${collection}.documents.search`, [query]));
    case 'documents.updateByFilter':
      // From 0.17.0 on, update(document, params) sends the PATCH of an update by filter.
      if (!isAtLeast(release.version, '0.17.0')) {
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
    case 'analyticsRules.list':
      return code('rules = client.analytics.rules.retrieve()');
    case 'analyticsRules.create':
      return code(callStatement('rule = client.analytics.rules.create', [needBody()]));
    case 'analyticsRule.retrieve':
      return code(`rule = client.analytics.rules[${doubleQuoted(p.ruleName!)}].retrieve()`);
    case 'analyticsRule.upsert':
      return code(callStatement('client.analytics.rules.upsert', [p.ruleName!, needBody()]));
    case 'analyticsRule.delete':
      return code(`client.analytics.rules[${doubleQuoted(p.ruleName!)}].delete()`);
    case 'analyticsEvents.create':
      return missing('no analytics events resource');
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
    case 'nlSearchModel.delete':
      return missing('no natural language search models resource');
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
      // From 1.0 on, perform() rebuilds the body from its searches; before, it sent the body as given.
      if (isAtLeast(release.version, '1.0.0') && Object.keys(searches).some((key) => key !== 'searches')) {
        return missing('multi_search.perform() sends the searches of the body and nothing else');
      }
      if (query.conversation_stream === true) {
        return missing('no streamed responses');
      }
      // Before 1.0, its common parameters were required: an empty dict when there are none.
      const common = Object.keys(query).length > 0 || parametersOf('MultiSearch', 'perform')[1] === 'common_params' ? [query] : [];
      return code(callStatement('response = client.multi_search.perform', [searches, ...common]));
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
    case 'operations.resetPeers':
      return code('client.operations.perform("reset_peers")');
    case 'operations.schemaChanges':
      return missing('operations.perform() sends POST, and this endpoint takes GET');
    case 'conversations.list':
    case 'conversation.retrieve':
    case 'conversation.update':
    case 'conversation.delete':
      return missing('no conversations resource');
    case 'config.update': {
      const settings = needBody();
      if (Object.keys(settings).every((key) => key === 'log-slow-requests-time-ms')) {
        // toggle_slow_request_log() writes its keys with dashes for underscores.
        return code(callStatement('client.operations.toggle_slow_request_log', [{log_slow_requests_time_ms: settings['log-slow-requests-time-ms']!}]));
      }
      return missing('toggle_slow_request_log() is the one setting of POST /config it sends');
    }
  }
}

const python: ClientSamples = {
  language: 'python',
  surface: SURFACE,
  fence: 'py',
  packageName: 'typesense',
  repository: 'https://github.com/typesense/typesense-python',
  // The release nearest each server release among those PyPI serves; the client tagged its
  // releases from 1.0 on, so the facts of older ones are read from the wheels PyPI serves.
  releases: [
    {version: '0.4.0', tag: 'pypi:0.4.0', documents: ['0.11.0', '0.11.1', '0.11.2']},
    {version: '0.5.0', tag: 'pypi:0.5.0', documents: ['0.12.0']},
    {version: '0.6.0', tag: 'pypi:0.6.0', documents: ['0.13.0', '0.14.0']},
    {version: '0.7.0', tag: 'pypi:0.7.0', documents: ['0.15.0']},
    {version: '0.8.0', tag: 'pypi:0.8.0', documents: ['0.16.0', '0.16.1', '0.17.0']},
    {version: '0.9.0', tag: 'pypi:0.9.0', documents: ['0.18.0']},
    {version: '0.10.0', tag: 'pypi:0.10.0', documents: ['0.19.0']},
    {version: '0.11.0', tag: 'pypi:0.11.0', documents: ['0.20.0']},
    {version: '0.13.0', tag: 'pypi:0.13.0', documents: ['0.21.0']},
    {version: '0.13.1', tag: 'pypi:0.13.1', documents: ['0.22.0', '0.22.1', '0.22.2']},
    {version: '0.14.0', tag: 'pypi:0.14.0', documents: ['0.23.0', '0.23.1']},
    {version: '0.15.0', tag: 'pypi:0.15.0', documents: ['0.24.0']},
    {version: '0.15.1', tag: 'pypi:0.15.1', documents: ['0.24.1']},
    {version: '0.16.0', tag: 'pypi:0.16.0', documents: ['0.25.0']},
    {version: '0.17.0', tag: 'pypi:0.17.0', documents: ['0.25.1']},
    {version: '0.19.0', tag: 'pypi:0.19.0', documents: ['0.25.2']},
    {version: '0.20.0', tag: 'pypi:0.20.0', documents: ['26.0']},
    {version: '0.21.0', tag: 'pypi:0.21.0', documents: ['27.0', '27.1']},
    {version: '1.0.3', tag: 'v1.0.3', documents: ['28.0']},
    {version: '1.1.1', tag: 'v1.1.1', documents: ['29.0']},
  ],

  render,
};

export default python;
