/**
 * typesense-python (`typesense` on PyPI): how its releases call each
 * operation. Facts from the client's sources at each release's tag
 * (src/typesense/*.py); the calls are listed with their files in ./surface.json.
 */
import {RenderError, type ClientSamples, type RenderInput, type RenderedSample} from '../types';
import {Code, codeWriter, doubleQuoted, withEnvironment, type Argument, type LiteralSyntax} from '../../render/literal';
import {bodyFile, bodyObject, importedDocuments, nodeAddress, typedQuery} from '../../render/request-values';
import {releaseHas} from '../../surface/load';
import type {ClientSurface} from '../../surface/types';
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

function render(input: RenderInput): RenderedSample {
  const rendered = renderCall(input);
  return rendered.kind === 'code' ? {kind: 'code', code: withImports(rendered.code)} : rendered;
}

function renderCall(input: RenderInput): RenderedSample {
  const {call, request} = input;
  const {literal, call: callStatement} = codeWriter(
    withEnvironment(PYTHON_LITERAL, request, (name) => `os.environ[${doubleQuoted(name)}]`),
    '',
  );
  const p = call.pathParams;
  const collection = `client.collections[${doubleQuoted(p.collectionName ?? '')}]`;
  const body = bodyObject(request);
  const query = typedQuery(input);
  const code = (text: string): RenderedSample => ({kind: 'code', code: text});
  const missing = (detail: string): RenderedSample => ({kind: 'missing', detail});
  const needBody = () => {
    if (!body) throw new RenderError(`${call.operation.id} needs a JSON object body`);
    return body;
  };
  switch (call.operation.id) {
    case 'collections.list':
      if (Object.keys(query).length > 0) {
        return missing('collections.retrieve() sends no query parameters');
      }
      return code('collections = client.collections.retrieve()');
    case 'collections.create':
      if (Object.keys(query).length > 0) {
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
      if (action === 'upsert') {
        return code(callStatement(`document = ${collection}.documents.upsert`, withParams([needBody()], params)));
      }
      if (action !== undefined && action !== 'create') {
        // create() always sends action=create, and update() is the PATCH of an update by filter.
        return missing(`documents.create() always sends action=create`);
      }
      return code(callStatement(`document = ${collection}.documents.create`, withParams([needBody()], params)));
    }
    case 'documents.import': {
      const documents = importedDocuments(request);
      const file = bodyFile(request);
      if (documents) {
        return code(
          `documents = ${literal(documents, 'documents = '.length)}\n\n` +
            callStatement(`results = ${collection}.documents.import_`, withParams([new Code('documents')], query)),
        );
      }
      if (file) {
        return code(
          `with open(${doubleQuoted(file)}, "rb") as jsonl_file:\n` +
            `    results = ${callStatement(`${collection}.documents.import_`, withParams([new Code('jsonl_file.read()')], query), '    ')}`,
        );
      }
      throw new RenderError('an import without documents or a file');
    }
    case 'documents.export':
      return code(callStatement(`jsonl = ${collection}.documents.export`, withParams([], query)));
    case 'documents.search':
      return code(callStatement(`results = ${collection}.documents.search`, [query]));
    case 'documents.updateByFilter':
      return code(callStatement(`result = ${collection}.documents.update`, [needBody(), query]));
    case 'documents.deleteByFilter':
      return code(callStatement(`result = ${collection}.documents.delete`, withParams([], query)));
    case 'document.retrieve':
      return code(callStatement(`document = ${collection}.documents[${doubleQuoted(p.documentId!)}].retrieve`, withParams([], query)));
    case 'document.update':
      return code(callStatement(`document = ${collection}.documents[${doubleQuoted(p.documentId!)}].update`, withParams([needBody()], query)));
    case 'document.delete':
      return code(callStatement(`document = ${collection}.documents[${doubleQuoted(p.documentId!)}].delete`, withParams([], query)));
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
      if (Object.keys(searches).some((key) => key !== 'searches')) {
        return missing('multi_search.perform() sends the searches of the body and nothing else');
      }
      if (query.conversation_stream === true) {
        return missing('no streamed responses');
      }
      return code(callStatement('response = client.multi_search.perform', withParams([searches], query)));
    }
    case 'health.retrieve':
      return code('healthy = client.operations.is_healthy()');
    case 'debug.retrieve':
      return code('debug = client.debug.retrieve()');
    case 'metrics.retrieve':
      if (!releaseHas(SURFACE, input.release, 'Client', 'metrics')) {
        return missing('no metrics resource');
      }
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
    case 'operations.schemaChanges':
      return missing('operations.perform() sends POST, and this endpoint takes GET');
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
  releases: [
    {version: '1.0.3', tag: 'v1.0.3', documents: ['28.0']},
    {version: '1.1.1', tag: 'v1.1.1', documents: ['29.0']},
  ],
  render,
};

export default python;
