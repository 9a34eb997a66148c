/**
 * typesense-go (`github.com/typesense/typesense-go/v4`): how its releases call
 * each operation. Facts from the client's sources at each release's tag
 * (typesense/*.go, and the models of typesense/api/types_gen.go, generated
 * from the OpenAPI description); ./surface.json lists them with their files.
 *
 * Samples are statements that assume the `client` of the API Clients page and
 * leave out the imports (`context`, `typesense/api`, `typesense/api/pointer`,
 * `os`, `time`), as Go snippets do. Every value is built from the client's
 * typed structs: which struct a method takes is the parameter type the
 * surface records for it, and which field a JSON key goes to is the field's
 * `json:"…"` tag (./values.ts). Where the client has no call for a request,
 * or its call cannot express it (a key no field carries, a body its method
 * cannot send), the sample sends it with the release's generated low-level
 * client (`api.NewClientWithResponses`, ./api-client.ts), after a comment
 * that says why; where that client cannot send the request either, with Go's
 * net/http (./standard-http.ts).
 */
import {sampleOutcomes} from '../../render/outcomes';
import {RenderError, type ClientSamples, type RenderInput, type RenderedSample} from '../types';
import {bodyFile, importedDocuments, nodeAddress, typedQuery} from '../../render/request-values';
import {gatedBySurface} from '../../surface/gate';
import {releaseSurfaceOf} from '../../surface/load';
import type {ClientSurface, ReleaseSurface} from '../../surface/types';
import type {JsonValue} from '../../request/request';
import {GoValues, Unsendable, goString, printGo, shownResult, untyped, withEnvironment, type GoExpr} from './values';
import {API_CLIENT, generatedClientCall} from './api-client';
import {netHttpCall} from './standard-http';
import surfaceData from './surface.json';

/** What each release offers, as read from its sources (./surface.json). */
const SURFACE = surfaceData as ClientSurface;

/** How rendered Go reaches the client, its packages and its generated low-level client (./api-client.ts). */
const CHAINS = {roots: {client: 'client', node: 'client', typesense: 'typesense', api: 'api', pointer: 'pointer', [API_CLIENT]: 'api.ClientWithResponses'}, member: '.'} as const;

const CONTEXT = 'context.Background()';

/** The parameter types a method of the release declares (`['context.Context', '*api.CollectionSchema']`). */
function parameterTypes(surface: ReleaseSurface, type: string, method: string): readonly string[] {
  if (!surface.types[type]) {
    throw new Unsendable(`no ${type}`);
  }
  const params = surface.types[type].members[method]?.params;
  if (!params) {
    throw new Unsendable(`${type} has no ${method}()`);
  }
  return params;
}

/** `SynonymSet() has no call for the items of a set`, where the interface a chain reaches is in the release. */
function callsFor(surface: ReleaseSurface, type: string, reached: string, what: string): string {
  if (!surface.types[type]) throw new Unsendable(`no ${type}`);
  return `${reached} has no call for ${what}`;
}

/** `name := value` with the value laid out from the column after `name := `. */
function assign(name: string, value: GoExpr): string {
  return `${name} := ${printGo(value, '', name.length + 4)}`;
}

/** The file a request sends, opened for the call that streams it. */
function openFile(name: string): string {
  return `file, err := os.Open(${goString(name)})\nif err != nil {\n\tpanic(err)\n}\ndefer file.Close()`;
}

/** The sample, or the tab that says why there is none, when `attempt` throws `Unsendable`. */
function sendable(attempt: () => RenderedSample): RenderedSample {
  try {
    return attempt();
  } catch (error) {
    if (error instanceof Unsendable) {
      return {kind: 'missing', detail: error.message};
    }
    throw error;
  }
}

/**
 * The sample of a request with the calls of a release as `surface` records
 * them: the client's own calls, or where they have none for the request (or
 * cannot express it), its generated low-level client (./api-client.ts); the
 * tab without code only where neither can send it.
 */
export function renderWith(surface: ClientSurface, input: RenderInput): RenderedSample {
  const release = releaseSurfaceOf(surface, input.release);
  const ownValues = new GoValues(release);
  const own = sendable(() => gatedBySurface(withTypeDeclarations(renderCall(input, release, ownValues), ownValues), surface, input.release, CHAINS));
  if (own.kind === 'code') {
    return own;
  }
  const generatedValues = new GoValues(release);
  const generated = sendable(() =>
    gatedBySurface(withTypeDeclarations({kind: 'code', code: generatedClientCall(input, release, own.detail, generatedValues)}, generatedValues), surface, input.release, CHAINS),
  );
  if (generated.kind === 'code') {
    return generated;
  }
  // Neither sends it: Go's net/http does. Where neither has a call for the request, the comment says so in few words.
  const route = / has no call for (\S+ \S+) either$/.exec(generated.detail)?.[1];
  const detail = route ? `no call for ${route}, nor its generated api client` : `${own.detail}; ${generated.detail}`;
  return sendable(() => gatedBySurface({kind: 'code', code: netHttpCall(input, surface.client, detail)}, surface, input.release, CHAINS));
}

/** The sample with the aliases of the anonymous structs its values name declared first (after the comment that opens it, if any). */
function withTypeDeclarations(rendered: RenderedSample, values: GoValues): RenderedSample {
  const declarations = rendered.kind === 'code' ? values.typeDeclarations(rendered.code) : '';
  if (rendered.kind !== 'code' || declarations === '') {
    return rendered;
  }
  const [, comment = '', rest] = /^(\/\/.*\n)?([\s\S]*)$/.exec(rendered.code)!;
  return {kind: 'code', code: `${comment}${declarations}\n\n${rest}`};
}

function render(input: RenderInput): RenderedSample {
  return renderWith(SURFACE, input);
}

function renderCall(input: RenderInput, surface: ReleaseSurface, values: GoValues): RenderedSample {
  const {call, request} = input;
  const queryValues = values.withStrictness('string');
  const p = call.pathParams;
  const collection = `client.Collection(${goString(p.collectionName ?? '')})`;
  const query = typedQuery(input);
  const hasQuery = Object.keys(query).length > 0;
  const {code, missing, needBody} = sampleOutcomes(input);
  /** The struct a method takes as its parameter `index`, built from `object` (`&api.CollectionSchema{…}`). */
  const argument = (object: JsonValue, type: string, method: string, index: number, strict = values): GoExpr => {
    const goType = parameterTypes(surface, type, method)[index];
    if (!goType) throw new Unsendable(`${type}.${method}() takes no parameter ${index + 1}`);
    return withEnvironment(strict.value(object, goType, `the ${method}() parameter`), request);
  };
  /** The query parameters as the struct a method takes for them, or the tab that says it takes none. */
  const queryArgument = (type: string, method: string, index: number): GoExpr => argument(query, type, method, index, queryValues);
  const noQuery = (what: string): RenderedSample | null => (hasQuery ? missing(`${what} sends no query parameters`) : null);
  /** `result, err := chain(args…)`, after the statements that build its arguments, and what it returned shown (a `stream` of JSON lines copied out). */
  const statement = (result: string, chain: string, args: readonly string[], before: readonly string[] = [], returns: 'value' | 'stream' = 'value'): RenderedSample =>
    code([...before, `${result}, err := ${chain}(${[CONTEXT, ...args].join(', ')})\n${shownResult(result, returns)}`].join('\n\n'));

  switch (call.operation.id) {
    case 'collections.list':
      // From v4 on, Retrieve() takes the parameters of the list (limit, offset, exclude_fields).
      if (parameterTypes(surface, 'CollectionsInterface', 'Retrieve').length > 1) {
        return statement('collections', 'client.Collections().Retrieve', [printGo(queryArgument('CollectionsInterface', 'Retrieve', 1), '', 0)]);
      }
      return noQuery('Collections().Retrieve()') ?? statement('collections', 'client.Collections().Retrieve', []);
    case 'collections.create':
      return (
        noQuery('Collections().Create()') ??
        statement('collection', 'client.Collections().Create', ['schema'], [assign('schema', argument(needBody(), 'CollectionsInterface', 'Create', 1))])
      );
    case 'collections.retrieve':
      return noQuery('Collection().Retrieve()') ?? statement('collection', `${collection}.Retrieve`, []);
    case 'collections.update':
      return (
        noQuery('Collection().Update()') ??
        statement('updated', `${collection}.Update`, ['schema'], [assign('schema', argument(needBody(), 'CollectionInterface', 'Update', 1))])
      );
    case 'collections.delete':
      return noQuery('Collection().Delete()') ?? statement('collection', `${collection}.Delete`, []);
    case 'documents.create': {
      const {action, ...params} = query;
      // Create() sends no action (the server's default, create); Upsert() sends action=upsert.
      const method = action === 'upsert' ? 'Upsert' : 'Create';
      const result = method === 'Upsert' ? 'upserted' : 'created';
      if (action !== undefined && action !== 'upsert' && action !== 'create') {
        return missing(`Documents().Create() sends no action=${String(action)}`);
      }
      // Before v3, Create() and Upsert() took the document alone (v2.0.0 typesense/documents.go).
      if (parameterTypes(surface, 'DocumentsInterface', method).length < 3) {
        return Object.keys(params).length > 0
          ? missing(`Documents().${method}() sends no query parameters`)
          : statement(result, `${collection}.Documents().${method}`, ['document'], [assign('document', untyped(needBody()))]);
      }
      const options = argument(params, 'DocumentsInterface', method, 2, queryValues);
      return statement(result, `${collection}.Documents().${method}`, ['document', printGo(options, '', 0)], [assign('document', untyped(needBody()))]);
    }
    case 'documents.import': {
      const documents = importedDocuments(request);
      const file = bodyFile(request);
      if (!documents && !file) {
        throw new RenderError('an import without documents or a file');
      }
      const params = assign('params', queryArgument('DocumentsInterface', documents ? 'Import' : 'ImportJsonl', 2));
      if (documents) {
        const list: GoExpr = {kind: 'composite', prefix: '[]any', entries: documents.map((document) => ({value: untyped(document)}))};
        return statement('results', `${collection}.Documents().Import`, ['documents', 'params'], [`${assign('documents', list)}\n${params}`]);
      }
      // ImportJsonl() streams a reader: the file, as it is, and the server's JSON lines in return.
      return statement('results', `${collection}.Documents().ImportJsonl`, ['file', 'params'], [openFile(file!), params], 'stream');
    }
    case 'documents.export':
      // Before v3, Export() took no parameters.
      if (parameterTypes(surface, 'DocumentsInterface', 'Export').length < 2) {
        return noQuery('Documents().Export()') ?? statement('jsonl', `${collection}.Documents().Export`, [], [], 'stream');
      }
      return statement('jsonl', `${collection}.Documents().Export`, [printGo(queryArgument('DocumentsInterface', 'Export', 1), '', 0)], [], 'stream');
    case 'documents.search':
      return statement('results', `${collection}.Documents().Search`, ['searchParameters'], [assign('searchParameters', queryArgument('DocumentsInterface', 'Search', 1))]);
    case 'documents.updateByFilter': {
      const {action: _action, ...params} = query;
      const filter = queryValues.value(params, parameterTypes(surface, 'DocumentsInterface', 'Update')[2]!, 'the Update() parameter');
      return statement('updated', `${collection}.Documents().Update`, ['fields', printGo(filter, '', 0)], [assign('fields', untyped(needBody()))]);
    }
    case 'documents.deleteByFilter':
      return statement('deleted', `${collection}.Documents().Delete`, [printGo(queryArgument('DocumentsInterface', 'Delete', 1), '', 0)]);
    case 'document.retrieve':
      return noQuery('Document().Retrieve()') ?? statement('document', `${collection}.Document(${goString(p.documentId!)}).Retrieve`, []);
    case 'document.update': {
      // Before v3, Update() took the fields alone.
      if (parameterTypes(surface, 'DocumentInterface', 'Update').length < 3) {
        return (
          noQuery('Document().Update()') ??
          statement('updated', `${collection}.Document(${goString(p.documentId!)}).Update`, ['fields'], [assign('fields', untyped(needBody()))])
        );
      }
      const options = queryArgument('DocumentInterface', 'Update', 2);
      return statement('updated', `${collection}.Document(${goString(p.documentId!)}).Update`, ['fields', printGo(options, '', 0)], [assign('fields', untyped(needBody()))]);
    }
    case 'document.delete':
      return noQuery('Document().Delete()') ?? statement('deleted', `${collection}.Document(${goString(p.documentId!)}).Delete`, []);
    case 'overrides.list':
      return statement('overrides', `${collection}.Overrides().Retrieve`, []);
    case 'override.retrieve':
      return statement('override', `${collection}.Override(${goString(p.overrideId!)}).Retrieve`, []);
    case 'override.upsert':
      return statement('upserted', `${collection}.Overrides().Upsert`, [goString(p.overrideId!), 'override'], [assign('override', argument(needBody(), 'OverridesInterface', 'Upsert', 2))]);
    case 'override.delete':
      return statement('deleted', `${collection}.Override(${goString(p.overrideId!)}).Delete`, []);
    case 'synonyms.list':
      return statement('synonyms', `${collection}.Synonyms().Retrieve`, []);
    case 'synonym.retrieve':
      return statement('synonym', `${collection}.Synonym(${goString(p.synonymId!)}).Retrieve`, []);
    case 'synonym.upsert':
      return statement('upserted', `${collection}.Synonyms().Upsert`, [goString(p.synonymId!), 'synonym'], [assign('synonym', argument(needBody(), 'SynonymsInterface', 'Upsert', 2))]);
    case 'synonym.delete':
      return statement('deleted', `${collection}.Synonym(${goString(p.synonymId!)}).Delete`, []);
    // Synonym sets and curation sets (v4 on): the sets, as a whole. SynonymSet() and CurationSet() reach no item of a set: the
    // items go through the generated client (./api-client.ts), which has a call for each.
    case 'synonymSets.list':
      return statement('synonymSets', 'client.SynonymSets().Retrieve', []);
    case 'synonymSet.retrieve':
      return statement('synonymSet', `client.SynonymSet(${goString(p.synonymSetName!)}).Retrieve`, []);
    case 'synonymSet.upsert':
      return statement(
        'synonymSet',
        'client.SynonymSets().Upsert',
        [goString(p.synonymSetName!), 'synonymSetSchema'],
        [assign('synonymSetSchema', argument(needBody(), 'SynonymSetsInterface', 'Upsert', 2))],
      );
    case 'synonymSet.delete':
      return statement('deleted', `client.SynonymSet(${goString(p.synonymSetName!)}).Delete`, []);
    case 'synonymSetItems.list':
    case 'synonymSetItem.retrieve':
    case 'synonymSetItem.upsert':
    case 'synonymSetItem.delete':
      return missing(callsFor(surface, 'SynonymSetInterface', 'SynonymSet()', 'the items of a set'));
    case 'curationSets.list':
      return statement('curationSets', 'client.CurationSets().Retrieve', []);
    case 'curationSet.retrieve':
      return statement('curationSet', `client.CurationSet(${goString(p.curationSetName!)}).Retrieve`, []);
    case 'curationSet.upsert':
      return statement(
        'curationSet',
        'client.CurationSets().Upsert',
        [goString(p.curationSetName!), 'curationSetSchema'],
        [assign('curationSetSchema', argument(needBody(), 'CurationSetsInterface', 'Upsert', 2))],
      );
    case 'curationSet.delete':
      return statement('deleted', `client.CurationSet(${goString(p.curationSetName!)}).Delete`, []);
    case 'curationSetItems.list':
    case 'curationSetItem.retrieve':
    case 'curationSetItem.upsert':
    case 'curationSetItem.delete':
      return missing(callsFor(surface, 'CurationSetInterface', 'CurationSet()', 'the items of a set'));
    case 'analyticsEvents.list':
      return statement('events', 'client.Analytics().Events().Retrieve', ['params'], [assign('params', queryArgument('AnalyticsEventsInterface', 'Retrieve', 1))]);
    case 'analytics.flush':
    case 'analytics.status':
      return missing(callsFor(surface, 'AnalyticsInterface', 'Analytics()', `${request.method} ${call.operation.path}`));
    case 'stemmingDictionary.delete':
      return statement('deleted', `client.Stemming().Dictionary(${goString(p.dictionaryId!)}).Delete`, []);
    case 'aliases.list':
      return statement('aliases', 'client.Aliases().Retrieve', []);
    case 'alias.retrieve':
      return statement('alias', `client.Alias(${goString(p.aliasName!)}).Retrieve`, []);
    case 'alias.upsert':
      return statement('alias', 'client.Aliases().Upsert', [goString(p.aliasName!), 'aliasSchema'], [assign('aliasSchema', argument(needBody(), 'AliasesInterface', 'Upsert', 2))]);
    case 'alias.delete':
      return statement('alias', `client.Alias(${goString(p.aliasName!)}).Delete`, []);
    case 'keys.list':
      return statement('keys', 'client.Keys().Retrieve', []);
    case 'keys.create':
      return statement('key', 'client.Keys().Create', ['keySchema'], [assign('keySchema', argument(needBody(), 'KeysInterface', 'Create', 1))]);
    case 'key.retrieve':
      return statement('key', `client.Key(${Number(p.keyId)}).Retrieve`, []);
    case 'key.delete':
      return statement('deleted', `client.Key(${Number(p.keyId)}).Delete`, []);
    case 'presets.list':
      return statement('presets', 'client.Presets().Retrieve', []);
    case 'preset.retrieve':
      return statement('preset', `client.Preset(${goString(p.presetId!)}).Retrieve`, []);
    case 'preset.upsert': {
      // The value is a union of search parameters and multi-search searches: the generated type fills it with a setter of each.
      const {value, ...rest} = needBody();
      const schema = values.model(parameterTypes(surface, 'PresetsInterface', 'Upsert')[2]!.replace(/^\*/, ''));
      const valueField = Object.entries(schema?.type.members ?? {}).find(([, member]) => member.tag?.split(',')[0] === 'value');
      const union = valueField ? values.model(valueField[1].params![0]!) : undefined;
      if (!schema || !valueField || !union || Object.keys(rest).length > 0 || value === null || typeof value !== 'object' || Array.isArray(value)) {
        return missing(`${schema?.name ?? 'api.PresetUpsertSchema'} takes a value and nothing else`);
      }
      const variant = 'searches' in value ? 'MultiSearchSearchesParameter' : 'SearchParameters';
      const setter = `From${variant}`;
      if (!union.type.members[setter]) {
        return missing(`${union.name} has no ${setter}()`);
      }
      return statement(
        'preset',
        'client.Presets().Upsert',
        [goString(p.presetId!), `&${schema.name}{${valueField[0]}: value}`],
        [
          assign('parameters', withEnvironment(values.value(value, `api.${variant}`, '"value"'), request)),
          `var value ${union.name}\nif err := value.${setter}(parameters); err != nil {\n\tpanic(err)\n}`,
        ],
      );
    }
    case 'preset.delete':
      return statement('deleted', `client.Preset(${goString(p.presetId!)}).Delete`, []);
    case 'stopwords.list':
      return statement('stopwordsSets', 'client.Stopwords().Retrieve', []);
    case 'stopword.retrieve':
      return statement('stopwordsSet', `client.Stopword(${goString(p.setId!)}).Retrieve`, []);
    case 'stopword.upsert':
      return statement('stopwordsSet', 'client.Stopwords().Upsert', [goString(p.setId!), 'stopwords'], [assign('stopwords', argument(needBody(), 'StopwordsInterface', 'Upsert', 2))]);
    case 'stopword.delete':
      return statement('deleted', `client.Stopword(${goString(p.setId!)}).Delete`, []);
    case 'analyticsRules.list':
      return noQuery('Analytics().Rules().Retrieve()') ?? statement('rules', 'client.Analytics().Rules().Retrieve', []);
    case 'analyticsRules.create': {
      // Before v4 the client upserts rules by name (PUT); a POST of a rule has no call of its own (the generated client's).
      if (!surface.types.AnalyticsRulesInterface?.members.Create) {
        return missing('Analytics().Rules() has Upsert() (PUT /analytics/rules/{name}), no Create()');
      }
      // v4's Create() takes a list of rules and sends it as a JSON array (typesense/analytics_rules.go): a POST of one rule is
      // another request, which the generated client sends.
      const rules = request.body?.kind === 'json' ? request.body.value : undefined;
      if (!Array.isArray(rules)) {
        return missing('Analytics().Rules().Create() sends a list of rules, never one rule by itself');
      }
      return statement('created', 'client.Analytics().Rules().Create', ['rules'], [assign('rules', argument(rules, 'AnalyticsRulesInterface', 'Create', 1))]);
    }
    case 'analyticsRule.retrieve':
      return statement('rule', `client.Analytics().Rule(${goString(p.ruleName!)}).Retrieve`, []);
    case 'analyticsRule.upsert':
      // v4 sends PUT /analytics/rules/{name} with the Update() of Rule(name), and an api.AnalyticsRuleUpdate.
      if (!surface.types.AnalyticsRulesInterface?.members.Upsert && surface.types.AnalyticsRuleInterface?.members.Update) {
        return statement('rule', `client.Analytics().Rule(${goString(p.ruleName!)}).Update`, ['ruleSchema'], [assign('ruleSchema', argument(needBody(), 'AnalyticsRuleInterface', 'Update', 1))]);
      }
      return statement('rule', 'client.Analytics().Rules().Upsert', [goString(p.ruleName!), 'ruleSchema'], [assign('ruleSchema', argument(needBody(), 'AnalyticsRulesInterface', 'Upsert', 2))]);
    case 'analyticsRule.delete':
      return statement('deleted', `client.Analytics().Rule(${goString(p.ruleName!)}).Delete`, []);
    case 'analyticsEvents.create':
      return statement('event', 'client.Analytics().Events().Create', ['eventSchema'], [assign('eventSchema', argument(needBody(), 'AnalyticsEventsInterface', 'Create', 1))]);
    case 'conversationModels.list':
      return statement('models', 'client.Conversations().Models().Retrieve', []);
    case 'conversationModels.create':
      return statement('model', 'client.Conversations().Models().Create', ['modelSchema'], [assign('modelSchema', argument(needBody(), 'ConversationModelsInterface', 'Create', 1))]);
    case 'conversationModel.retrieve':
      return statement('model', `client.Conversations().Model(${goString(p.modelId!)}).Retrieve`, []);
    case 'conversationModel.update':
      return statement('model', `client.Conversations().Model(${goString(p.modelId!)}).Update`, ['modelSchema'], [assign('modelSchema', argument(needBody(), 'ConversationModelInterface', 'Update', 1))]);
    case 'conversationModel.delete':
      return statement('model', `client.Conversations().Model(${goString(p.modelId!)}).Delete`, []);
    case 'nlSearchModels.list':
    case 'nlSearchModels.create':
    case 'nlSearchModel.retrieve':
    case 'nlSearchModel.update':
    case 'nlSearchModel.delete': {
      // From v4 on (typesense/nl_search_models.go, nl_search_model.go).
      if (!surface.types.Client?.members.NLSearchModels) {
        return missing('no natural language search models resource');
      }
      const model = `client.NLSearchModel(${goString(p.modelId ?? '')})`;
      switch (call.operation.id) {
        case 'nlSearchModels.list':
          return statement('models', 'client.NLSearchModels().Retrieve', []);
        case 'nlSearchModels.create':
          return statement('model', 'client.NLSearchModels().Create', ['modelSchema'], [assign('modelSchema', argument(needBody(), 'NLSearchModelsInterface', 'Create', 1))]);
        case 'nlSearchModel.retrieve':
          return statement('model', `${model}.Retrieve`, []);
        case 'nlSearchModel.update':
          return statement('model', `${model}.Update`, ['modelSchema'], [assign('modelSchema', argument(needBody(), 'NLSearchModelInterface', 'Update', 1))]);
        default:
          return statement('deleted', `${model}.Delete`, []);
      }
    }
    case 'stemmingDictionaries.list':
      return statement('dictionaries', 'client.Stemming().Dictionaries().Retrieve', []);
    case 'stemmingDictionary.retrieve':
      return statement('dictionary', `client.Stemming().Dictionary(${goString(p.dictionaryId!)}).Retrieve`, []);
    case 'stemmingDictionaries.import': {
      const id = query.id;
      const words = importedDocuments(request);
      const file = bodyFile(request);
      if (typeof id !== 'string' || (!words && !file)) {
        throw new RenderError('a stemming dictionary import needs ?id= and JSON lines or a file');
      }
      if (file) {
        return statement('results', 'client.Stemming().Dictionaries().UpsertJsonl', [goString(id), 'file'], [openFile(file)], 'stream');
      }
      const goType = parameterTypes(surface, 'StemmingDictionariesInterface', 'Upsert')[2]!;
      return statement('words', 'client.Stemming().Dictionaries().Upsert', [goString(id), 'wordRoots'], [assign('wordRoots', values.value(words!, goType, 'the words'))]);
    }
    case 'multiSearch.perform': {
      if (query.conversation_stream === true) {
        return missing('no streamed responses');
      }
      const [, commonType, searchesType] = parameterTypes(surface, 'MultiSearchInterface', 'Perform');
      // The server reads each search's values as strings, so a value may be written as the field's Go type has it.
      const searches = queryValues.value(needBody() as JsonValue, searchesType!, 'the searches');
      const common = queryValues.value(query, commonType!, 'the common parameters');
      return statement('response', 'client.MultiSearch.Perform', ['commonParameters', 'searches'], [assign('searches', withEnvironment(searches, request)), assign('commonParameters', common)]);
    }
    case 'health.retrieve':
      return code(`healthy, err := client.Health(${CONTEXT}, 2*time.Second)\n${shownResult('healthy', 'value')}`);
    case 'debug.retrieve':
      // From v4 on, the client's Debug() (typesense/client.go).
      return surface.types.Client?.members.Debug ? code(`debug, err := client.Debug(${CONTEXT})\n${shownResult('debug', 'value')}`) : missing('no debug resource');
    case 'metrics.retrieve':
      return statement('metrics', 'client.Metrics().Retrieve', []);
    case 'stats.retrieve':
      return statement('stats', 'client.Stats().Retrieve', []);
    case 'operations.snapshot':
    case 'operations.vote': {
      const receiver = request.node ? 'node' : 'client';
      const {snapshot_path: snapshotPath, ...others} = query;
      if (Object.keys(others).length > 0) {
        return missing(`Operations() sends no ${Object.keys(others).join(', ')}`);
      }
      const done =
        call.operation.id === 'operations.snapshot'
          ? `success, err := ${receiver}.Operations().Snapshot(${CONTEXT}, ${goString(String(snapshotPath ?? ''))})\n${shownResult('success', 'value')}`
          : `success, err := ${receiver}.Operations().Vote(${CONTEXT})\n${shownResult('success', 'value')}`;
      if (!request.node) {
        return code(done);
      }
      const {host, port, protocol} = nodeAddress(request.node);
      // The request goes to one node of the cluster: a client of that node alone.
      return code(
        `node := typesense.NewClient(\n\ttypesense.WithServer(${goString(`${protocol}://${host}:${port}`)}),\n\ttypesense.WithAPIKey(os.Getenv("TYPESENSE_API_KEY")),\n)\n\n${done}`,
      );
    }
    case 'operations.cacheClear':
    case 'operations.dbCompact':
    case 'operations.schemaChanges':
    case 'operations.resetPeers':
      return missing(`Operations() has Snapshot() and Vote() only`);
    case 'config.update':
      return missing('no call for POST /config');
    case 'conversations.list':
    case 'conversation.retrieve':
    case 'conversation.update':
    case 'conversation.delete':
      return missing('no conversations resource');
  }
}

/** The module of a release: its path carries the major version from v2 on (`github.com/typesense/typesense-go/v4`). */
export function goModuleOf(version: string): string {
  const major = Number(version.split('.')[0]);
  return `github.com/typesense/typesense-go${major >= 2 ? `/v${major}` : ''}`;
}

const go: ClientSamples = {
  language: 'go',
  surface: SURFACE,
  fence: 'go',
  // The module of each major release carries its number: github.com/typesense/typesense-go/v4.
  packageName: 'github.com/typesense/typesense-go',
  repository: 'https://github.com/typesense/typesense-go',
  maintainer: 'community',
  installLine: (release) => `go get ${goModuleOf(release.version)}@v${release.version}`,
  // The release nearest each server release (tags: v2.0.0 2024-07-22, v3.1.0 2025-02-16,
  // v3.2.0 2025-03-27, v4.0.0-alpha2 2025-10-31), all served by the Go module proxy. The module
  // path carries the major version: github.com/typesense/typesense-go/v2 for 2.0.0.
  releases: [
    // 27.1 (2024-09): v2.0.0 (2024-07-22) is the release before it; v3.0.0 came in 2025-01.
    {version: '2.0.0', tag: 'v2.0.0', serverVersions: ['27.0', '27.1']},
    {version: '3.1.0', tag: 'v3.1.0', serverVersions: ['28.0']},
    {version: '3.2.0', tag: 'v3.2.0', serverVersions: ['29.0', '29.1']},
    // 30.0 (2026-01-27) to 30.2: v4 is the first major release with synonym sets, curation sets and the
    // analytics rules of 30.0. It has no stable release: v4.0.0-alpha2 (2025-10-31) is the one the module
    // proxy serves as github.com/typesense/typesense-go/v4 (v4.0.0-alpha's go.mod still names /v3).
    {
      version: '4.0.0-alpha2',
      tag: 'v4.0.0-alpha2',
      serverVersions: ['30.0', '30.1', '30.2'],
      note: 'A pre-release of the v4 module, `github.com/typesense/typesense-go/v4`; no stable release of v4 exists yet.',
    },
  ],
  render,
};

export default go;
