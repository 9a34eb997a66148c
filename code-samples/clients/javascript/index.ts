/**
 * typesense-js (`typesense` on npm): how its releases call each operation.
 * Facts from the client's sources at each release's tag (src/Typesense/*.ts);
 * the calls are listed with their files in ./surface.json.
 */
import {RenderError, type ClientSamples, type RenderInput, type RenderedSample} from '../types';
import {Code, codeWriter, isIdentifier, singleQuoted, withEnvironment, type Argument, type LiteralSyntax} from '../../render/literal';
import {bodyFile, bodyObject, importedDocuments, nodeAddress, typedQuery} from '../../render/request-values';
import type {JsonObject} from '../../request/request';
import type {ClientSurface} from '../../surface/types';
import surfaceData from './surface.json';

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

function render(input: RenderInput): RenderedSample {
  const {call, request} = input;
  const {literal, call: callStatement} = codeWriter(
    withEnvironment(JS_LITERAL, request, (name) => `process.env.${name}`),
    ';',
  );
  const p = call.pathParams;
  const collection = `client.collections(${str(p.collectionName ?? '')})`;
  const body = bodyObject(request);
  const query = typedQuery(input);
  const code = (text: string): RenderedSample => ({kind: 'code', code: text});
  const needBody = () => {
    if (!body) throw new RenderError(`${call.operation.id} needs a JSON object body`);
    return body;
  };
  switch (call.operation.id) {
    case 'collections.list':
      return code(callStatement('const collections = await client.collections().retrieve', withOptions([], query)));
    case 'collections.create':
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
      return code(callStatement(`const document = await ${collection}.documents().${method}`, withOptions([needBody()], rest)));
    }
    case 'documents.import': {
      const documents = importedDocuments(request);
      const file = bodyFile(request);
      if (documents) {
        return code(
          `const documents = ${literal(documents, 'const documents = '.length)};\n\n` +
            callStatement(`const results = await ${collection}.documents().import`, withOptions([new Code('documents')], query)),
        );
      }
      if (file) {
        return code(
          `import {readFile} from 'node:fs/promises';\n\n` +
            `const jsonl = await readFile(${str(file)}, 'utf8');\n` +
            callStatement(`const results = await ${collection}.documents().import`, withOptions([new Code('jsonl')], query)),
        );
      }
      throw new RenderError('an import without documents or a file');
    }
    case 'documents.export':
      return code(callStatement(`const jsonl = await ${collection}.documents().export`, withOptions([], query)));
    case 'documents.search':
      return code(callStatement(`const results = await ${collection}.documents().search`, [query]));
    case 'documents.updateByFilter':
      return code(callStatement(`const result = await ${collection}.documents().update`, [needBody(), query]));
    case 'documents.deleteByFilter':
      return code(callStatement(`const result = await ${collection}.documents().delete`, withOptions([], query)));
    case 'document.retrieve':
      if (Object.keys(query).length > 0) {
        return {kind: 'missing', detail: 'documents(id).retrieve() sends no query parameters'};
      }
      return code(`const document = await ${collection}.documents(${str(p.documentId!)}).retrieve();`);
    case 'document.update':
      return code(callStatement(`const document = await ${collection}.documents(${str(p.documentId!)}).update`, withOptions([needBody()], query)));
    case 'document.delete':
      return code(callStatement(`const document = await ${collection}.documents(${str(p.documentId!)}).delete`, withOptions([], query)));
    case 'overrides.list':
      return code(`const {overrides} = await ${collection}.overrides().retrieve();`);
    case 'override.retrieve':
      return code(`const override = await ${collection}.overrides(${str(p.overrideId!)}).retrieve();`);
    case 'override.upsert':
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
    case 'analyticsRules.list':
      return code('const {rules} = await client.analytics.rules().retrieve();');
    case 'analyticsRule.retrieve':
      return code(`const rule = await client.analytics.rules(${str(p.ruleName!)}).retrieve();`);
    case 'analyticsRule.upsert':
      return code(callStatement('await client.analytics.rules().upsert', [p.ruleName!, needBody()]));
    case 'analyticsRule.delete':
      return code(`await client.analytics.rules(${str(p.ruleName!)}).delete();`);
    case 'analyticsRules.create':
      return {kind: 'missing', detail: 'analytics.rules() upserts a rule by name with PUT; it has no POST /analytics/rules'};
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
    case 'multiSearch.perform':
      return code(callStatement('const response = await client.multiSearch.perform', withOptions([needBody()], query)));
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
      return {kind: 'missing', detail: 'operations.perform() sends POST, and this endpoint takes GET'};
    case 'config.update':
      return {kind: 'missing', detail: 'no method for POST /config'};
  }
}

const javascript: ClientSamples = {
  language: 'javascript',
  surface: SURFACE,
  fence: 'js',
  packageName: 'typesense',
  repository: 'https://github.com/typesense/typesense-js',
  releases: [
    {version: '2.0.3', tag: 'v2.0.3', documents: ['28.0']},
    {version: '2.1.0', tag: 'v2.1.0', documents: ['29.0']},
  ],
  render,
};

export default javascript;
