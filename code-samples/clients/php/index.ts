/**
 * typesense-php (`typesense/typesense-php` on Packagist): how its releases
 * call each operation. Facts from the client's sources at each release's tag
 * (src/*.php); the calls are listed with their files in ./surface.json.
 *
 * Samples are PHP statements (PSR-12) that assume the `$client` of the API
 * Clients page: resources are public properties (`$client->collections`),
 * one item of a resource is a subscript (`$client->collections['books']`),
 * and requests take PHP arrays.
 */
import {sampleOutcomes} from '../../render/outcomes';
import {RenderError, type ClientSamples, type RenderInput, type RenderedSample} from '../types';
import {Code, codeWriter, printCall, singleQuoted, withEnvironment, type Argument, type LiteralSyntax} from '../../render/literal';
import {bodyFile, importedDocuments, nodeAddress, typedQuery} from '../../render/request-values';
import type {ClientSurface} from '../../surface/types';
import {declaredParameters, gatedBySurface} from '../../surface/gate';
import {releaseHas, sentMethodsOf} from '../../surface/load';
import {SHELL_PLACEHOLDERS, environmentValue, type JsonObject, type JsonValue} from '../../request/request';
import {isAtLeast} from '../../../src/versioning/versions';
import surfaceData from './surface.json';
import {documentsUpdateRoutes} from '../routes-around';

/** What each release offers, as read from its sources (./surface.json). */
const SURFACE = surfaceData as ClientSurface;

/**
 * The routes around `documents->update()`, by the HTTP methods it sends with
 * (src/Documents.php, recorded in ./surface.json): the PATCH of an update by
 * filter, from 5.0.0 on with a filter_by in its options (commit adc735f;
 * before, it always sent POST ?action=update), and the POST ?action=update of
 * a document's update.
 */
const [UPDATE_BY_FILTER, UPDATE_ACTION] = documentsUpdateRoutes('->documents->update(');

/**
 * A PHP string literal: single-quoted, unless it holds a line break, which
 * only a double-quoted string reads as one (`"a\nb"`).
 */
export function phpString(text: string): string {
  if (!/[\n\r\t]/.test(text)) {
    return singleQuoted(text);
  }
  const escaped = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\$/g, '\\$').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
  return `"${escaped}"`;
}

export const PHP_LITERAL: LiteralSyntax = {
  string: phpString,
  number: (value) => String(value),
  true: 'true',
  false: 'false',
  null: 'null',
  key: (key) => `${phpString(key)} => `,
  // Arrays are PHP's maps and lists alike: the short syntax for both.
  object: ['[', ']'],
  array: ['[', ']'],
  indent: '    ',
  trailingComma: true,
  // PSR-12: lines should not be longer than 80 characters.
  lineWidth: 80,
};

function withParams(args: Argument[], params: JsonObject): Argument[] {
  return Object.keys(params).length > 0 ? [...args, params] : args;
}

/** How rendered PHP reaches the client: `$client->…`, a client of one node, or the low-level ApiCall (`$apiCall->…`). */
const CHAINS = {roots: {$client: 'client', $node: 'client', $apiCall: 'ApiCall'}, member: '->'} as const;

/** Whether a JSON value holds an empty object, which a PHP array would send as `[]`. */
function hasEmptyObject(value: JsonValue): boolean {
  if (Array.isArray(value)) return value.some(hasEmptyObject);
  if (value === null || typeof value !== 'object') return false;
  const entries = Object.values(value);
  return entries.length === 0 || entries.some(hasEmptyObject);
}

/**
 * The sample, if the release has every call of it (its surface says so); where it has none, the request sent
 * with its low-level ApiCall; or the tab that says what it lacks.
 */
function render(input: RenderInput): RenderedSample {
  const body = input.request.body;
  const values = body?.kind === 'json' ? [body.value] : body?.kind === 'jsonl' ? body.values : [];
  if (values.some(hasEmptyObject)) {
    throw new RenderError('the body has an empty JSON object, which a PHP array sends as []; write the sample by hand');
  }
  const rendered = gatedBySurface(renderCall(input), SURFACE, input.release, CHAINS);
  return rendered.kind === 'missing' ? lowLevelCall(input, rendered.detail) : rendered;
}

/** The reason of the tab without a call for a conversation's streamed response (`conversation_stream=true`). */
const NO_STREAMS = 'no streamed responses';

/**
 * The one comment line above a low-level call: the request the release has no method for, or what its
 * method cannot send (`detail`: what the tab without a call would have said).
 */
function lowLevelComment({call, release}: RenderInput, detail: string): string {
  const client = `typesense-php ${release.version}`;
  const request = `${call.operation.method} ${call.operation.path}`;
  if (detail === NO_STREAMS) {
    return `// ${client} streams no responses; its low-level ApiCall sends the request and returns the whole stream.`;
  }
  const why = / sends (no query parameters|POST \?action=update)/.test(detail)
    ? [`${client}: ${detail}`]
    : [`${client} has no method for ${request}`, `${client} has no method for this request`];
  // The first within 120 columns (PSR-12): the request is the one of the code below.
  const comments = why.flatMap((text) => [`// ${text}; its low-level ApiCall sends it.`, `// ${text}; its ApiCall sends it.`]);
  return comments.find((comment) => comment.length <= 120) ?? comments[comments.length - 1]!;
}

/** Operations whose response is not one JSON document (JSON lines): ApiCall returns it as text when `$asJson` is false. */
const TEXT_RESPONSES: ReadonlySet<string> = new Set(['documents.export', 'documents.import', 'stemmingDictionaries.import']);

/**
 * The settings array that the PHP set-up of the API Clients page makes its `$client` with: typesense-php keeps
 * its ApiCall and configuration private, and a sample's ApiCall is made with the same settings, as the reader
 * set them, rather than with a node of its own.
 */
export const SET_UP_CONFIG = '$config';

/**
 * The request sent with ApiCall, the client's public low-level class (src/ApiCall.php), where the release has
 * no call for it: `get($endPoint, $params, $asJson = true)`, `post($endPoint, $body, $asJson = true,
 * $queryParameters = [])`, `put` and `patch` (4.1.0 on) with an array body, `delete($endPoint, $asJson = true,
 * $queryParameters = [])`, each as the release's surface declares it (4.0.0's post, put and delete take no query
 * parameters). A string body is sent as it is, an array as JSON. The client keeps its own ApiCall private, so the
 * sample makes one, with a Configuration (src/Lib/Configuration.php) of the client's settings. When even
 * ApiCall cannot send the request, the tab without a call says why.
 */
function lowLevelCall(input: RenderInput, detail: string): RenderedSample {
  const {call, request, release} = input;
  const cannot = (why: string): RenderedSample => ({kind: 'missing', detail: `${detail}, and ${why}`});
  const method = request.method.toLowerCase();
  const params = declaredParameters(SURFACE, release, 'ApiCall', method);
  if (!params) {
    return cannot(`ApiCall has no ${method}()`);
  }
  const {literal, call: callStatement} = codeWriter(
    withEnvironment(PHP_LITERAL, request, (name) => `getenv(${singleQuoted(name)})`),
    ';',
  );
  const typed = typedQuery(input);
  // 4.0.0's ApiCall writes a boolean of the query as http_build_query does (1 or 0); 4.1.0's as true or false.
  const query = isAtLeast(release.version, '4.1.0') ? typed : Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, typeof value === 'boolean' ? String(value) : value]));
  const hasQuery = Object.keys(query).length > 0;
  const takesQuery = method === 'get' || params.includes('queryParameters?');
  if (hasQuery && !takesQuery) {
    return cannot(`ApiCall's ${method}() sends no query parameters`);
  }
  const textResponse = TEXT_RESPONSES.has(call.operation.id) || query.conversation_stream === true;
  if (textResponse && !['get', 'post'].includes(method)) {
    return cannot(`ApiCall's ${method}() returns JSON only`);
  }
  const body = request.body;
  let prelude = '';
  let sent: Argument | undefined;
  if (body?.kind === 'json') {
    sent = body.value;
  } else if (body?.kind === 'jsonl') {
    prelude = `$documents = ${literal(body.values, '$documents = '.length, 1)};\n$body = implode("\\n", array_map('json_encode', $documents));\n\n`;
    sent = new Code('$body');
  } else if (body?.kind === 'file') {
    sent = new Code(`file_get_contents(${phpString(body.file)})`);
  } else if (body?.kind === 'text') {
    sent = body.text;
  }
  if (sent !== undefined && (method === 'get' || method === 'delete')) {
    return cannot(`ApiCall's ${method}() sends no body`);
  }
  if ((method === 'put' || method === 'patch') && body?.kind !== 'json') {
    // put() and patch() take an array, which they send as JSON (`[]` when the request has no body).
    return cannot(`ApiCall's ${method}() sends an array as JSON, not ${body ? 'text' : 'an empty body'}`);
  }
  const path = request.path.split('/').map(encodeURIComponent).join('/');
  let args: Argument[];
  if (method === 'get') {
    args = [path, query, ...(textResponse ? [false] : [])];
  } else if (method === 'delete') {
    args = [path, ...(hasQuery ? [true, query] : [])];
  } else {
    // A POST without a body sends an empty string: an empty array would be sent as `[]`.
    args = [path, sent ?? '', ...(hasQuery || textResponse ? [!textResponse] : []), ...(hasQuery ? [query] : [])];
  }
  // The settings of the client on the API Clients page; for a request to one node, that node with the set-up's key.
  const node = request.node ? nodeAddress(request.node) : undefined;
  const configuration = node
    ? printCall(
        '$apiCall = new ApiCall(new Configuration(',
        [{nodes: [{...node, port: String(node.port)}], api_key: environmentValue(SHELL_PLACEHOLDERS.apiKey)}],
        withEnvironment(PHP_LITERAL, {environment: [SHELL_PLACEHOLDERS.apiKey]}, () => `${SET_UP_CONFIG}['api_key']`),
        '));',
      )
    : `$apiCall = new ApiCall(new Configuration(${SET_UP_CONFIG}));`;
  const code =
    'use Typesense\\ApiCall;\nuse Typesense\\Lib\\Configuration;\n\n' +
    `${lowLevelComment(input, detail)}\n${configuration}\n\n${prelude}` +
    callStatement(`$result = $apiCall->${method}`, args);
  const gated = gatedBySurface({kind: 'code', code}, SURFACE, release, CHAINS);
  return gated.kind === 'code' ? gated : cannot(gated.detail);
}

function renderCall(input: RenderInput): RenderedSample {
  const {call, request, release} = input;
  /** The release's parameters of a method (`options?` is optional); none when the release has no such method. */
  const parametersOf = (type: string, member: string) => declaredParameters(SURFACE, release, type, member) ?? [];
  const takes = (type: string, member: string) => parametersOf(type, member).length;
  const has = (type: string, member: string) => releaseHas(SURFACE, release, type, member);
  /** One analytics rule: a subscript from 5.0.0 on; before, a property of its name, which the rules' __get makes. */
  const analyticsRule = () =>
    has('AnalyticsRules', '[]') || !has('AnalyticsRules', '{}')
      ? `$client->analytics->rules()[${q(call.pathParams.ruleName!)}]`
      : `$client->analytics->rules()->{${q(call.pathParams.ruleName!)}}`;
  const {literal, call: callStatement} = codeWriter(
    withEnvironment(PHP_LITERAL, request, (name) => `getenv(${singleQuoted(name)})`),
    ';',
  );
  const p = call.pathParams;
  const q = (text: string) => phpString(text);
  const collection = `$client->collections[${q(p.collectionName ?? '')}]`;
  const synonymSet = `$client->synonymSets[${q(p.synonymSetName ?? '')}]`;
  const curationSet = `$client->curationSets[${q(p.curationSetName ?? '')}]`;
  const query = typedQuery(input);
  const hasQuery = Object.keys(query).length > 0;
  const {code, missing, needBody} = sampleOutcomes(input);
  /**
   * `$result = $receiver->method(…);` when the method's parameters can carry the query, or the tab that says
   * they cannot; a release without the method gets the tab the surface gate writes (`AnalyticsEvents has no retrieve()`).
   */
  const withQuery = (statement: string, args: Argument[], type: string, method: string, shown: string): RenderedSample => {
    if (hasQuery && has(type, method) && takes(type, method) <= args.length) {
      return missing(`${shown}() sends no query parameters`);
    }
    return code(callStatement(statement, withParams(args, query)));
  };
  switch (call.operation.id) {
    case 'collections.list':
      return withQuery('$collections = $client->collections->retrieve', [], 'Collections', 'retrieve', 'collections->retrieve');
    case 'collections.create':
      return withQuery('$collection = $client->collections->create', [needBody()], 'Collections', 'create', 'collections->create');
    case 'collections.retrieve':
      return withQuery(`$collection = ${collection}->retrieve`, [], 'Collection', 'retrieve', 'collections[name]->retrieve');
    case 'collections.update':
      return withQuery(`$collection = ${collection}->update`, [needBody()], 'Collection', 'update', 'collections[name]->update');
    case 'collections.delete':
      return withQuery(`$collection = ${collection}->delete`, [], 'Collection', 'delete', 'collections[name]->delete');
    case 'documents.create': {
      const {action, ...params} = query;
      // upsert() adds action=upsert itself, and update() action=update (when its options have no filter_by).
      if ((action === 'upsert' || action === 'update') && params.filter_by === undefined) {
        if (Object.keys(params).length > 0 && takes('Documents', action) < 2) {
          return missing(`documents->${action}() sends no query parameters`);
        }
        return code(callStatement(`$document = ${collection}->documents->${action}`, withParams([needBody()], params)));
      }
      return withQuery(`$document = ${collection}->documents->create`, [needBody()], 'Documents', 'create', 'documents->create');
    }
    case 'documents.import': {
      const documents = importedDocuments(request);
      const file = bodyFile(request);
      if (!documents && !file) {
        throw new RenderError('an import without documents or a file');
      }
      // import() takes an array of documents from 4.1.0 on (src/Documents.php: `import($documents, …)`, was `import(string $documents)`);
      // before, createMany() imported an array.
      const method = documents && !isAtLeast(release.version, '4.1.0') ? 'createMany' : 'import';
      if (hasQuery && takes('Documents', method) < 2) {
        return missing(`documents->${method}() sends no query parameters`);
      }
      if (documents) {
        return code(
          `$documents = ${literal(documents, '$documents = '.length, 1)};\n\n` +
            callStatement(`$results = ${collection}->documents->${method}`, withParams([new Code('$documents')], query)),
        );
      }
      return code(callStatement(`$results = ${collection}->documents->import`, withParams([new Code(`file_get_contents(${q(file!)})`)], query)));
    }
    case 'documents.export':
      return withQuery(`$jsonl = ${collection}->documents->export`, [], 'Documents', 'export', 'documents->export');
    case 'documents.search':
      return code(callStatement(`$results = ${collection}->documents->search`, [query]));
    case 'documents.updateByFilter':
      // From 5.0.0 on, update() sends the PATCH of an update by filter when its options have a filter_by
      // (src/Documents.php, commit adc735f); before, and without a filter_by, it sends POST ?action=update.
      if (!sentMethodsOf(SURFACE, release, UPDATE_BY_FILTER)?.includes('PATCH') || query.filter_by === undefined) {
        return missing('documents->update() sends POST ?action=update');
      }
      return withQuery(`$result = ${collection}->documents->update`, [needBody()], 'Documents', 'update', 'documents->update');
    case 'documents.deleteByFilter':
      return withQuery(`$result = ${collection}->documents->delete`, [], 'Documents', 'delete', 'documents->delete');
    case 'document.retrieve':
      return withQuery(`$document = ${collection}->documents[${q(p.documentId!)}]->retrieve`, [], 'Document', 'retrieve', 'documents[id]->retrieve');
    case 'document.update':
      return withQuery(`$document = ${collection}->documents[${q(p.documentId!)}]->update`, [needBody()], 'Document', 'update', 'documents[id]->update');
    case 'document.delete':
      return withQuery(`$document = ${collection}->documents[${q(p.documentId!)}]->delete`, [], 'Document', 'delete', 'documents[id]->delete');
    case 'overrides.list':
      return code(`$overrides = ${collection}->overrides->retrieve();`);
    case 'override.retrieve':
      return code(`$override = ${collection}->overrides[${q(p.overrideId!)}]->retrieve();`);
    case 'override.upsert':
      return code(callStatement(`$override = ${collection}->overrides->upsert`, [p.overrideId!, needBody()]));
    case 'override.delete':
      return code(`${collection}->overrides[${q(p.overrideId!)}]->delete();`);
    case 'synonyms.list':
      return code(`$synonyms = ${collection}->synonyms->retrieve();`);
    case 'synonym.retrieve':
      return code(`$synonym = ${collection}->synonyms[${q(p.synonymId!)}]->retrieve();`);
    case 'synonym.upsert':
      return code(callStatement(`$synonym = ${collection}->synonyms->upsert`, [p.synonymId!, needBody()]));
    case 'synonym.delete':
      return code(`${collection}->synonyms[${q(p.synonymId!)}]->delete();`);
    // Synonym sets and curation sets (6.0.0 on, src/SynonymSets.php, src/CurationSets.php): a set is a subscript
    // of its resource, and its items (CurationSet::getItems()) a subscript of them; the surface tells a release
    // without one (6.0.0's SynonymSet has no getItems()).
    case 'synonymSets.list':
      return code('$synonymSets = $client->synonymSets->retrieve();');
    case 'synonymSet.retrieve':
      return code(`$synonymSet = ${synonymSet}->retrieve();`);
    case 'synonymSet.upsert':
      return code(callStatement('$synonymSet = $client->synonymSets->upsert', [p.synonymSetName!, needBody()]));
    case 'synonymSet.delete':
      return code(`${synonymSet}->delete();`);
    case 'synonymSetItems.list':
      return code(`$items = ${synonymSet}->getItems()->retrieve();`);
    case 'synonymSetItem.retrieve':
      return code(`$item = ${synonymSet}->getItems()[${q(p.itemId!)}]->retrieve();`);
    case 'synonymSetItem.upsert':
      return code(callStatement(`$item = ${synonymSet}->getItems()[${q(p.itemId!)}]->upsert`, [needBody()]));
    case 'synonymSetItem.delete':
      return code(`${synonymSet}->getItems()[${q(p.itemId!)}]->delete();`);
    case 'curationSets.list':
      return code('$curationSets = $client->curationSets->retrieve();');
    case 'curationSet.retrieve':
      return code(`$curationSet = ${curationSet}->retrieve();`);
    case 'curationSet.upsert':
      return code(callStatement('$curationSet = $client->curationSets->upsert', [p.curationSetName!, needBody()]));
    case 'curationSet.delete':
      return code(`${curationSet}->delete();`);
    case 'curationSetItems.list':
      return code(`$items = ${curationSet}->getItems()->retrieve();`);
    case 'curationSetItem.retrieve':
      return code(`$item = ${curationSet}->getItems()[${q(p.itemId!)}]->retrieve();`);
    case 'curationSetItem.upsert':
      return code(callStatement(`$item = ${curationSet}->getItems()[${q(p.itemId!)}]->upsert`, [needBody()]));
    case 'curationSetItem.delete':
      return code(`${curationSet}->getItems()[${q(p.itemId!)}]->delete();`);
    case 'aliases.list':
      return code('$aliases = $client->aliases->retrieve();');
    case 'alias.retrieve':
      return code(`$alias = $client->aliases[${q(p.aliasName!)}]->retrieve();`);
    case 'alias.upsert':
      return code(callStatement('$alias = $client->aliases->upsert', [p.aliasName!, needBody()]));
    case 'alias.delete':
      return code(`$client->aliases[${q(p.aliasName!)}]->delete();`);
    case 'keys.list':
      return code('$keys = $client->keys->retrieve();');
    case 'keys.create':
      return code(callStatement('$key = $client->keys->create', [needBody()]));
    case 'key.retrieve':
      return code(`$key = $client->keys[${Number(p.keyId)}]->retrieve();`);
    case 'key.delete':
      return code(`$client->keys[${Number(p.keyId)}]->delete();`);
    // Until 5.0.0, presets were methods of one resource: get() of them all, put() of a name and its data, delete().
    case 'presets.list':
      return code(has('Presets', 'get') ? '$presets = $client->presets->get();' : '$presets = $client->presets->retrieve();');
    case 'preset.retrieve':
      if (has('Presets', 'get')) {
        return missing('presets->get() returns every preset, and no call one of them');
      }
      return code(`$preset = $client->presets[${q(p.presetId!)}]->retrieve();`);
    case 'preset.upsert':
      if (has('Presets', 'put')) {
        return code(callStatement('$preset = $client->presets->put', [{preset_name: p.presetId!, preset_data: needBody()}]));
      }
      return code(callStatement('$preset = $client->presets->upsert', [p.presetId!, needBody()]));
    case 'preset.delete':
      return code(has('Presets', 'put') ? `$client->presets->delete(${q(p.presetId!)});` : `$client->presets[${q(p.presetId!)}]->delete();`);
    // Stopwords are methods of one resource: get(), getAll(), put() of a set that carries its name, delete().
    case 'stopwords.list':
      return code('$stopwordSets = $client->stopwords->getAll();');
    case 'stopword.retrieve':
      return code(`$stopwordSet = $client->stopwords->get(${q(p.setId!)});`);
    case 'stopword.upsert':
      return code(callStatement('$stopwordSet = $client->stopwords->put', [{name: p.setId!, ...needBody()}]));
    case 'stopword.delete':
      return code(`$client->stopwords->delete(${q(p.setId!)});`);
    case 'analyticsRules.list':
      return withQuery('$rules = $client->analytics->rules()->retrieve', [], 'AnalyticsRules', 'retrieve', 'analytics->rules()->retrieve');
    case 'analyticsRules.create': {
      // Until 6.0.0 the rules resource created a rule with upsert(), which sends PUT /analytics/rules/{name};
      // from 6.0.0 on (the analytics of Typesense 30.0), create() posts one rule or a list of them.
      if (!has('AnalyticsRules', 'create')) {
        return missing('analytics->rules() creates rules with upsert() (PUT), not POST');
      }
      const rules = request.body?.kind === 'json' && Array.isArray(request.body.value) ? request.body.value : undefined;
      return code(callStatement(rules ? '$results = $client->analytics->rules()->create' : '$rule = $client->analytics->rules()->create', [rules ?? needBody()]));
    }
    case 'analyticsRule.retrieve':
      return code(`$rule = ${analyticsRule()}->retrieve();`);
    case 'analyticsRule.upsert':
      // From 6.0.0 on, a rule is written with its own update() (PUT /analytics/rules/{name}).
      if (!has('AnalyticsRules', 'upsert')) {
        return code(callStatement(`$rule = ${analyticsRule()}->update`, [needBody()]));
      }
      return code(callStatement('$rule = $client->analytics->rules()->upsert', [p.ruleName!, needBody()]));
    case 'analyticsRule.delete':
      return code(`${analyticsRule()}->delete();`);
    case 'analyticsEvents.create':
      return code(callStatement('$result = $client->analytics->events()->create', [needBody()]));
    case 'analyticsEvents.list':
      return withQuery('$events = $client->analytics->events()->retrieve', [], 'AnalyticsEvents', 'retrieve', 'analytics->events()->retrieve');
    case 'analytics.flush':
    case 'analytics.status':
      return missing(`no call for ${call.operation.method} ${call.operation.path}`);
    case 'conversationModels.list':
      return code('$models = $client->conversations->getModels()->retrieve();');
    case 'conversationModels.create':
      return code(callStatement('$model = $client->conversations->getModels()->create', [needBody()]));
    case 'conversationModel.retrieve':
      return code(`$model = $client->conversations->getModels()[${q(p.modelId!)}]->retrieve();`);
    case 'conversationModel.update':
      return code(callStatement(`$model = $client->conversations->getModels()[${q(p.modelId!)}]->update`, [needBody()]));
    case 'conversationModel.delete':
      return code(`$client->conversations->getModels()[${q(p.modelId!)}]->delete();`);
    // The resource of 6.0 (src/NLSearchModels.php); the surface tells a release without it.
    case 'nlSearchModels.list':
      return code('$models = $client->nlSearchModels->retrieve();');
    case 'nlSearchModels.create':
      return code(callStatement('$model = $client->nlSearchModels->create', [needBody()]));
    case 'nlSearchModel.retrieve':
      return code(`$model = $client->nlSearchModels[${q(p.modelId!)}]->retrieve();`);
    case 'nlSearchModel.update':
      return code(callStatement(`$model = $client->nlSearchModels[${q(p.modelId!)}]->update`, [needBody()]));
    case 'nlSearchModel.delete':
      return code(`$client->nlSearchModels[${q(p.modelId!)}]->delete();`);
    case 'stemmingDictionaries.list':
      return code('$dictionaries = $client->stemming->dictionaries()->retrieve();');
    case 'stemmingDictionary.retrieve':
      return code(`$dictionary = $client->stemming->dictionaries()[${q(p.dictionaryId!)}]->retrieve();`);
    case 'stemmingDictionary.delete':
      return code(`$client->stemming->dictionaries()[${q(p.dictionaryId!)}]->delete();`);
    case 'stemmingDictionaries.import': {
      const id = query.id;
      const words = importedDocuments(request);
      const file = bodyFile(request);
      if (typeof id !== 'string' || (!words && !file)) {
        throw new RenderError('a stemming dictionary import needs ?id= and JSON lines or a file');
      }
      // upsert() takes the word roots as an array, or as JSON lines.
      if (file) {
        return code(callStatement('$results = $client->stemming->dictionaries()->upsert', [id, new Code(`file_get_contents(${q(file)})`)]));
      }
      return code(
        `$wordRoots = ${literal(words!, '$wordRoots = '.length, 1)};\n\n` +
          callStatement('$results = $client->stemming->dictionaries()->upsert', [id, new Code('$wordRoots')]),
      );
    }
    case 'multiSearch.perform': {
      if (query.conversation_stream === true) {
        return missing(NO_STREAMS);
      }
      // perform() sends its first argument as the body, and its second as the query.
      return withQuery('$results = $client->multiSearch->perform', [needBody()], 'MultiSearch', 'perform', 'multiSearch->perform');
    }
    case 'health.retrieve':
      return code('$health = $client->health->retrieve();');
    case 'debug.retrieve':
      return code('$debug = $client->debug->retrieve();');
    case 'metrics.retrieve':
      return code('$metrics = $client->metrics->retrieve();');
    case 'stats.retrieve':
      return missing('no resource for /stats.json');
    case 'operations.snapshot':
    case 'operations.vote':
    case 'operations.cacheClear':
    case 'operations.dbCompact':
    case 'operations.resetPeers': {
      const name = call.operation.path.replace('/operations/', '');
      const receiver = request.node ? '$node' : '$client';
      const performed = withQuery(`$result = ${receiver}->operations->perform`, [name], 'Operations', 'perform', 'operations->perform');
      if (!request.node || performed.kind !== 'code') {
        return performed;
      }
      const node = nodeAddress(request.node);
      // The request goes to one node of the cluster: a client of that node alone.
      return code(
        `use Typesense\\Client;\n\n` +
          `$node = new Client([\n` +
          `    'nodes' => [${literal({...node, port: String(node.port)}, 15, 1)}],\n` +
          `    'api_key' => getenv('TYPESENSE_API_KEY'),\n` +
          `]);\n\n${performed.code}`,
      );
    }
    case 'operations.schemaChanges':
      return missing('operations->perform() sends POST, and this endpoint takes GET');
    case 'config.update':
      return missing('no call for POST /config');
    case 'conversations.list':
      return code('$conversations = $client->conversations->retrieve();');
    case 'conversation.retrieve':
      return code(`$conversation = $client->conversations[${q(p.conversationId!)}]->retrieve();`);
    case 'conversation.update':
      return code(callStatement(`$conversation = $client->conversations[${q(p.conversationId!)}]->update`, [needBody()]));
    case 'conversation.delete':
      return code(`$client->conversations[${q(p.conversationId!)}]->delete();`);
  }
}

const php: ClientSamples = {
  language: 'php',
  surface: SURFACE,
  fence: 'php',
  packageName: 'typesense/typesense-php',
  repository: 'https://github.com/typesense/typesense-php',
  maintainer: 'typesense',
  installLine: (release) => `composer require typesense/typesense-php:${release.version}`,
  // The release nearest each server release (tag dates of the client's repository and of the
  // server's). Releases before 4.0.0 were another package (devloopsnet/typesens-php, namespace
  // Devloops\Typesence): 0.15.0, the first version of PHP samples, gets the first typesense/typesense-php.
  // The release candidates of 5.0.0 (2024-08 to 2024-10) are not releases: 27.x gets 4.9.3.
  releases: [
    // PHP's era starts at 0.15.0; the old site's 0.12–0.14 curation pages had a PHP tab too (written by hand there).
    {version: '4.0.0', tag: 'v4.0.0', serverVersions: ['0.12.0', '0.13.0', '0.14.0', '0.15.0']},
    {version: '4.1.0', tag: 'v4.1.0', serverVersions: ['0.16.0', '0.16.1']},
    {version: '4.2.0', tag: 'v4.2.0', serverVersions: ['0.17.0']},
    {version: '4.4.0', tag: 'v4.4.0', serverVersions: ['0.18.0']},
    {version: '4.5.0', tag: 'v4.5.0', serverVersions: ['0.19.0']},
    {version: '4.6.0', tag: 'v4.6.0', serverVersions: ['0.20.0']},
    {version: '4.7.0', tag: 'v4.7.0', serverVersions: ['0.21.0', '0.22.0', '0.22.1']},
    {version: '4.8.0', tag: 'v4.8.0', serverVersions: ['0.22.2', '0.23.0', '0.23.1']},
    {version: '4.8.2', tag: 'v4.8.2', serverVersions: ['0.24.0', '0.24.1']},
    {version: '4.8.5', tag: 'v4.8.5', serverVersions: ['0.25.0']},
    {version: '4.8.7', tag: 'v4.8.7', serverVersions: ['0.25.1']},
    {version: '4.9.1', tag: 'v4.9.1', serverVersions: ['0.25.2']},
    {version: '4.9.2', tag: 'v4.9.2', serverVersions: ['26.0']},
    {version: '4.9.3', tag: 'v4.9.3', serverVersions: ['27.0', '27.1']},
    {version: '5.0.0', tag: 'v5.0.0', serverVersions: ['28.0']},
    {version: '5.1.0', tag: 'v5.1.0', serverVersions: ['29.0', '29.1']},
    // 2025-12-22, five weeks before 30.0 (2026-01-27): the first release with synonym sets, curation sets and
    // the analytics rules of 30.0 (5.2.0, 2025-11-18, has none of them), and the last stable one before
    // 30.2 (2026-04-17); the 6.1.0 release candidates (2026-02, 2026-04) are not releases.
    {version: '6.0.0', tag: 'v6.0.0', serverVersions: ['30.0', '30.1', '30.2']},
  ],

  routesAround: [UPDATE_BY_FILTER, UPDATE_ACTION],
  render,
};

export default php;
