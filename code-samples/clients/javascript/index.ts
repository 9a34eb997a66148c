/**
 * typesense-js (`typesense` on npm): how its releases call each operation.
 * Facts from the client's sources at each release's tag (src/Typesense/*.ts);
 * the calls are listed with their files in ./surface.json.
 */
import {sampleOutcomes} from '../../render/outcomes';
import {RenderError, type ClientSamples, type RenderInput, type RenderedSample} from '../types';
import {Code, codeWriter, isIdentifier, singleQuoted, withEnvironment, type Argument, type LiteralSyntax} from '../../render/literal';
import {bodyFile, importedDocuments, nodeAddress, typedQuery} from '../../render/request-values';
import type {JsonObject} from '../../request/request';
import type {ClientSurface} from '../../surface/types';
import {declaredParameters, gatedBySurface} from '../../surface/gate';
import {isAtLeast} from '../../../src/versioning/versions';
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

/** How rendered JavaScript reaches the client: `client.…`, a client of one node, the package's default export. */
const CHAINS = {roots: {client: 'client', node: 'client', Typesense: 'Typesense'}, member: '.'} as const;

/**
 * The sample, if the release has every call of it (its surface says so), or the
 * tab that says which call the release lacks.
 */
function render(input: RenderInput): RenderedSample {
  return gatedBySurface(renderCall(input), SURFACE, input.release, CHAINS);
}

function renderCall(input: RenderInput): RenderedSample {
  const {call, request, release} = input;
  /** How many parameters the release's method takes: an options argument needs a second one. */
  const takes = (type: string, member: string) => declaredParameters(SURFACE, release, type, member)?.length ?? 0;
  const {code, missing, needBody} = sampleOutcomes(input);
  const {literal, call: callStatement} = codeWriter(
    withEnvironment(JS_LITERAL, request, (name) => `process.env.${name}`),
    ';',
  );
  const p = call.pathParams;
  const collection = `client.collections(${str(p.collectionName ?? '')})`;
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
        return code(
          `const documents = ${literal(documents, 'const documents = '.length)};\n\n` +
            callStatement(`const results = await ${collection}.documents().${method}`, withOptions([new Code('documents')], query)),
        );
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
      // Until 1.7.2 (commit 1d34b88, "Fix update by query"), update() sent POST ?action=update whatever its options.
      if (!isAtLeast(release.version, '1.7.2')) {
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
      return missing('analytics.rules() upserts a rule by name with PUT; it has no POST /analytics/rules');
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
    case 'operations.resetPeers':
      return code("await client.operations.perform('reset_peers');");
    case 'operations.schemaChanges':
      return missing('operations.perform() sends POST, and this endpoint takes GET');
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
  // The release nearest each server release among those npm serves (scripts/code-samples releases are
  // chosen by tag date; 0.4.6 has no tag and is read from the package npm serves).
  releases: [
    {version: '0.3.0', tag: '0.3.0', documents: ['0.11.0', '0.11.1', '0.11.2']},
    {version: '0.4.6', tag: 'npm:0.4.6', documents: ['0.12.0', '0.13.0']},
    {version: '0.6.0', tag: 'v0.6.0', documents: ['0.14.0']},
    {version: '0.7.1', tag: 'v0.7.1', documents: ['0.15.0']},
    {version: '0.8.0', tag: 'v0.8.0', documents: ['0.16.0', '0.16.1', '0.17.0']},
    {version: '0.11.1', tag: 'v0.11.1', documents: ['0.18.0', '0.19.0']},
    {version: '0.12.1', tag: 'v0.12.1', documents: ['0.20.0']},
    {version: '0.14.0', tag: 'v0.14.0', documents: ['0.21.0']},
    {version: '1.1.2', tag: 'v1.1.2', documents: ['0.22.0', '0.22.1']},
    {version: '1.2.1', tag: 'v1.2.1', documents: ['0.22.2']},
    {version: '1.3.0', tag: 'v1.3.0', documents: ['0.23.0']},
    {version: '1.4.0', tag: 'v1.4.0', documents: ['0.23.1']},
    {version: '1.5.0', tag: 'v1.5.0', documents: ['0.24.0']},
    {version: '1.5.3', tag: 'v1.5.3', documents: ['0.24.1']},
    {version: '1.7.0', tag: 'v1.7.0', documents: ['0.25.0']},
    {version: '1.7.1', tag: 'v1.7.1', documents: ['0.25.1']},
    {version: '1.7.2', tag: 'v1.7.2', documents: ['0.25.2']},
    {version: '1.8.2', tag: 'v1.8.2', documents: ['26.0', '27.0', '27.1']},
    {version: '2.0.3', tag: 'v2.0.3', documents: ['28.0']},
    {version: '2.1.0', tag: 'v2.1.0', documents: ['29.0']},
  ],

  render,
};

export default javascript;
