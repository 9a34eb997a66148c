/**
 * typesense-dart (`typesense` on pub.dev): how its releases call each
 * operation. Facts from the client's sources at each release's tag
 * (lib/src/*.dart); the calls are listed with their files in ./surface.json.
 *
 * The client takes maps (`Map<String, dynamic>`) for documents, search
 * parameters and bodies, and model classes for a collection's schema, which
 * samples build from the request's map with the model's `fromMap` factory.
 */
import {sampleOutcomes} from '../../render/outcomes';
import {RenderError, type ClientSamples, type RenderInput, type RenderedSample, type TypeDefect} from '../types';
import {Code, codeWriter, printCall, printLiteral, withEnvironment, type Argument, type LiteralSyntax} from '../../render/literal';
import {bodyFile, importedDocuments, nodeAddress} from '../../render/request-values';
import type {JsonObject, JsonValue} from '../../request/request';
import type {ClientSurface} from '../../surface/types';
import {declaredParameters, gatedBySurface} from '../../surface/gate';
import {releaseSurfaceOf} from '../../surface/load';
import surfaceData from './surface.json';
import {DART_LITERAL, dartString} from './literal';
import {packageHttpCall} from './standard-http';

/** What each release offers, as read from its sources (./surface.json). */
const SURFACE = surfaceData as ClientSurface;

export {DART_LITERAL, dartString} from './literal';

/** How rendered Dart reaches the client: `client.…`, a client of one node. */
const CHAINS = {roots: {client: 'client', node: 'client'}, member: '.'} as const;

/**
 * The query parameters as the client passes them on: a map of strings, in the
 * order the Shell sample writes them. The client puts the map into a `Uri`'s
 * `queryParameters` (BaseApiCall.getRequestUri), which takes strings only.
 */
function stringQuery(input: RenderInput): JsonObject {
  return Object.fromEntries(input.request.query);
}

/** The parts of a chain between its top-level dots: `client`, `collection('a.b')`, `documents`, `search`. */
function chainParts(chain: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (let at = 0; at < chain.length; at += 1) {
    const character = chain[at]!;
    if (quote) {
      current += character;
      if (character === '\\') {
        at += 1;
        current += chain[at] ?? '';
      } else if (character === quote) {
        quote = null;
      }
      continue;
    }
    if (character === "'" || character === '"') quote = character;
    if (character === '(' || character === '[' || character === '{') depth += 1;
    if (character === ')' || character === ']' || character === '}') depth -= 1;
    if (character === '.' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  return [...parts, current];
}

/**
 * A statement that calls the last method of `chain` (`final results = await
 * client.collection('books').documents.search({…});`), laid out as dart format
 * does: on one line if it fits; else with the arguments broken over lines, one
 * per line ending with a comma (a lone map stays at the parenthesis), when the
 * chain fits on the first line; else with the chain split before each call,
 * the leading properties staying with the receiver. `wrap` is a factory the
 * arguments go through (`Schema.fromMap`).
 */
export function dartStatement(
  head: string,
  chain: string,
  args: readonly Argument[],
  named: readonly (readonly [string, JsonValue])[],
  syntax: LiteralSyntax,
  wrap?: string,
): string {
  const width = syntax.lineWidth ?? 80;
  const [open, closing] = wrap ? [`(${wrap}(`, '));'] : ['(', ');'];
  const fits = args.length + named.length > 0 ? `${head}${chain}${open}`.length <= width : `${head}${chain}${open}${closing}`.length <= width;
  if (fits) {
    return dartCall(`${head}${chain}${open}`, args, named, syntax, closing, '');
  }
  const parts = chainParts(chain);
  const method = parts.length - 1;
  let target = 1;
  while (target < method && !parts[target]!.includes('(')) target += 1;
  const opening = `${head}${parts.slice(0, target).join('.')}${parts.slice(target).map((part) => `\n    .${part}`).join('')}${open}`;
  return dartCall(opening, args, named, syntax, closing, '    ');
}

/**
 * A call (`opening` ends with its parenthesis) with named arguments after its
 * positional ones (`importDocuments(documents, options: {…})`): on one line if
 * it fits, else one argument per line, each ending with a comma.
 */
export function dartCall(opening: string, args: readonly Argument[], named: readonly (readonly [string, JsonValue])[], syntax: LiteralSyntax, closing: string, indent: string): string {
  if (args.length + named.length === 0) {
    return `${opening}${closing}`;
  }
  if (named.length === 0) {
    // The lines of a split chain, and the call on the last of them.
    const split = opening.lastIndexOf('\n') + 1;
    const printed = opening.slice(0, split) + printCall(opening.slice(split), args, syntax, closing, indent);
    // printCall keeps a lone argument that cannot break (a string) at the parenthesis, however long;
    // a map or list at the parenthesis stays there even when a string inside it is too long for a line.
    const hugs = /[({[]\n/.test(printed.slice(split, printed.indexOf('\n', split) + 1));
    if (hugs || printed.split('\n').every((line) => line.length <= (syntax.lineWidth ?? 80))) {
      return printed;
    }
  }
  const print = (arg: Argument | JsonValue, at: string, before: number, width?: number) =>
    arg instanceof Code ? arg.text : printLiteral(arg, syntax, {indent: at, before, after: 1, ...(width !== undefined && {width})});
  const flat = [...args, ...named.map(([name, value]) => new Code(`${name}: ${print(value, '', 0, Number.POSITIVE_INFINITY)}`))].map((arg) =>
    print(arg, '', 0, Number.POSITIVE_INFINITY),
  );
  const oneLine = `${opening}${flat.join(', ')}${closing}`;
  const lastLine = oneLine.slice(oneLine.lastIndexOf('\n') + 1);
  if (!flat.some((text) => text.includes('\n')) && lastLine.length <= (syntax.lineWidth ?? 80)) {
    return oneLine;
  }
  const inner = indent + syntax.indent;
  const lines = [...args.map((arg) => print(arg, inner, 0)), ...named.map(([name, value]) => `${name}: ${print(value, inner, name.length + 2)}`)];
  return `${opening}\n${lines.map((line) => `${inner}${line},`).join('\n')}\n${indent}${closing}`;
}

/** The sample with the imports of the libraries it uses (`dart:io` for the environment and files, the client for its types). */
function withImports(code: string): string {
  const imports = [
    ...(/\bPlatform\.environment\b|\bFile\(/.test(code) ? ["import 'dart:io';"] : []),
    ...(/\b(?:Client|Configuration|Node|Protocol)\(|\bProtocol\./.test(code) ? ["import 'package:typesense/typesense.dart';"] : []),
  ];
  return imports.length > 0 ? `${imports.join('\n\n')}\n\n${code}` : code;
}

/**
 * The sample, if the release has every call of it (its surface says so); where it has no call for the request (or
 * cannot express it), the request sent with package:http (./standard-http.ts) under a line that says what the release
 * lacks: typesense-dart has no public low-level API.
 */
function render(input: RenderInput): RenderedSample {
  const rendered = gatedBySurface(renderCall(input), SURFACE, input.release, CHAINS);
  if (rendered.kind === 'code') {
    return {kind: 'code', code: withImports(rendered.code)};
  }
  // The fallback is held to the surface like any sample: it calls nothing of the client.
  return gatedBySurface({kind: 'code', code: packageHttpCall(input, SURFACE.client, rendered.detail, environmentReader(input))}, SURFACE, input.release, CHAINS);
}

/**
 * How the samples of a release read an environment variable: `Platform.environment['NAME']!`, without the `!`
 * before 0.2.0, whose client took its API key as a named parameter and was not null safe (CHANGELOG 0.2.0:
 * "Migrated to null safety", apiKey became positional).
 */
function environmentReader({release}: Pick<RenderInput, 'release'>): (name: string) => string {
  const namedConfiguration = (declaredParameters(SURFACE, release, 'Configuration', 'init') ?? []).includes('apiKey');
  return (name) => `Platform.environment[${dartString(name)}]${namedConfiguration ? '' : '!'}`;
}

/** The keys of `value` that a `fromMap` factory of the release does not read (surface type `Schema.fromMap`): it would drop them. */
function unreadKeys(input: RenderInput, factory: string, value: JsonObject): string[] {
  const keys = releaseSurfaceOf(SURFACE, input.release).types[factory]?.members ?? {};
  return Object.keys(value).filter((key) => !Object.hasOwn(keys, key));
}

/**
 * What a schema map loses on its way through the model classes: a key its
 * factory drops, a field key Field.fromMap drops, or a field type the `Type`
 * enum has no case for (`string*` is `Type.stringify`, as field.dart's
 * `_Type.value` writes it; `[]` is `isMultivalued`). `undefined` when nothing.
 */
function schemaLoss(input: RenderInput, schemaFactory: string, fieldFactory: string, schema: JsonObject): string | undefined {
  const factoryName = schemaFactory.replace('.fromMap', '');
  const [dropped] = unreadKeys(input, schemaFactory, schema);
  if (dropped !== undefined) {
    return `${factoryName}.fromMap() drops "${dropped}"`;
  }
  const cases = releaseSurfaceOf(SURFACE, input.release).types.Type?.members ?? {};
  for (const field of Array.isArray(schema.fields) ? schema.fields : []) {
    if (field === null || typeof field !== 'object' || Array.isArray(field)) {
      return `${factoryName}.fromMap() takes fields as maps`;
    }
    const [fieldDropped] = unreadKeys(input, fieldFactory, field);
    if (fieldDropped !== undefined) {
      return `${fieldFactory.replace('.fromMap', '')}.fromMap() drops "${fieldDropped}"`;
    }
    if (typeof field.type === 'string') {
      const base = field.type.replace(/\[\]$/, '');
      const name = base === 'string*' ? 'stringify' : base;
      if (!Object.hasOwn(cases, name)) {
        return `Type has no case for "${field.type}"`;
      }
    }
  }
  return undefined;
}

function renderCall(input: RenderInput): RenderedSample {
  const {call, request, release} = input;
  /** The named parameters of a method of the release (`options`, `queryParams`). */
  const named = (type: string, member: string) => declaredParameters(SURFACE, release, type, member) ?? [];
  const namedConfiguration = named('Configuration', 'init').includes('apiKey');
  const environment = environmentReader(input);
  const syntax = withEnvironment(DART_LITERAL, request, environment);
  const {literal} = codeWriter(syntax, ';');
  const p = call.pathParams;
  const collection = `client.collection(${dartString(p.collectionName ?? '')})`;
  const query = stringQuery(input);
  const hasQuery = Object.keys(query).length > 0;
  const {code, missing, needBody} = sampleOutcomes(input);
  /** `final <variable> = await <chain>(args…);` */
  const statement = (variable: string, chain: string, args: Argument[] = [], wrap?: string) => dartStatement(`final ${variable} = await `, chain, args, [], syntax, wrap);
  /**
   * The statement, with the query parameters in the method's named parameter `name`
   * when there are any; `undefined` when the release's method has no such parameter.
   */
  const statementWith = (variable: string, chain: string, [type, member, name]: [string, string, string], args: Argument[], params: JsonObject) => {
    if (Object.keys(params).length === 0) return dartStatement(`final ${variable} = await `, chain, args, [], syntax);
    return named(type, member).includes(name) ? dartStatement(`final ${variable} = await `, chain, args, [[name, params]], syntax) : undefined;
  };
  /** The call of a method that sends no query parameters, or the tab saying so. */
  const plain = (variable: string, chain: string, args: Argument[] = []): RenderedSample => {
    if (hasQuery) {
      return missing(`${chainParts(chain).slice(1).map((part) => part.replace(/\(.*\)$/s, '()')).join('.')}() sends no query parameters`);
    }
    return code(statement(variable, chain, args));
  };
  // The client decodes each response as one JSON value: a streamed response (server-sent events) is not one.
  if (query.conversation_stream === 'true') {
    return missing('no streamed responses');
  }
  switch (call.operation.id) {
    case 'collections.list':
      return plain('collections', 'client.collections.retrieve');
    case 'collections.create': {
      const loss = schemaLoss(input, 'Schema.fromMap', 'Field.fromMap', needBody());
      if (hasQuery || loss) {
        return missing(loss ?? 'collections.create() sends no query parameters');
      }
      return code(statement('collection', 'client.collections.create', [needBody()], 'Schema.fromMap'));
    }
    case 'collections.retrieve':
      return plain('collection', `${collection}.retrieve`);
    case 'collections.update': {
      const loss = schemaLoss(input, 'UpdateSchema.fromMap', 'UpdateField.fromMap', needBody());
      if (hasQuery || loss) {
        return missing(loss ?? 'collection().update() sends no query parameters');
      }
      return code(statement('changes', `${collection}.update`, [needBody()], 'UpdateSchema.fromMap'));
    }
    case 'collections.delete':
      return plain('collection', `${collection}.delete`);
    case 'documents.create': {
      const {action, ...options} = query;
      // create(), upsert() and update() each send their own action, whatever the options say.
      const method = action === 'upsert' || action === 'update' ? action : action === undefined || action === 'create' ? 'create' : undefined;
      if (!method) {
        return missing(`no method sends action=${String(action)}`);
      }
      const text = statementWith('document', `${collection}.documents.${method}`, ['Documents', method, 'options'], [needBody()], options);
      return text ? code(text) : missing(`documents.${method}() takes no options`);
    }
    case 'documents.import': {
      const documents = importedDocuments(request);
      const file = bodyFile(request);
      if (!documents && !file) {
        throw new RenderError('an import without documents or a file');
      }
      // importDocuments() takes maps and encodes them as JSON lines; importJSONL() takes the lines.
      const method = documents ? 'importDocuments' : 'importJSONL';
      const text = statementWith('results', `${collection}.documents.${method}`, ['Documents', method, 'options'], [new Code(documents ? 'documents' : 'jsonl')], query);
      if (!text) {
        return missing(`documents.${method}() takes no options`);
      }
      if (documents) {
        // importDocuments() throws an ImportError when a line fails (lib/src/documents.dart, every release), with the
        // result of every line in its importResults: the sample catches it, and ends with them as the Shell tab shows them.
        const call = text.replace(/^final results = /, 'results = ').replace(/^/gm, '  ');
        return code(
          `final documents = ${literal(documents, 'final documents = '.length, 1)};\n\nList<Map<String, dynamic>> results;\ntry {\n${call}\n} on ImportError catch (error) {\n  results = error.importResults;\n}\nprint(results);`,
        );
      }
      return code(`final jsonl = await File(${dartString(file!)}).readAsString();\n${text}`);
    }
    case 'documents.export': {
      const text = statementWith('jsonl', `${collection}.documents.exportJSONL`, ['Documents', 'exportJSONL', 'queryParams'], [], query);
      return text ? code(text) : missing('documents.exportJSONL() takes no query parameters');
    }
    case 'documents.search':
      return code(statement('results', `${collection}.documents.search`, [query]));
    case 'documents.updateByFilter':
      return missing('documents.update() sends POST ?action=update, not an update by filter');
    case 'documents.deleteByFilter':
      return code(statement('result', `${collection}.documents.delete`, [query]));
    case 'document.retrieve':
      return plain('document', `${collection}.document(${dartString(p.documentId!)}).retrieve`);
    case 'document.delete':
      return plain('document', `${collection}.document(${dartString(p.documentId!)}).delete`);
    case 'document.update': {
      const text = statementWith('document', `${collection}.document(${dartString(p.documentId!)}).update`, ['Document', 'update', 'options'], [needBody()], query);
      return text ? code(text) : missing('document().update() takes no options');
    }
    case 'overrides.list':
      return plain('overrides', `${collection}.overrides.retrieve`);
    case 'override.retrieve':
      return plain('override', `${collection}.override(${dartString(p.overrideId!)}).retrieve`);
    case 'override.upsert':
      return plain('override', `${collection}.overrides.upsert`, [p.overrideId!, needBody()]);
    case 'override.delete':
      return plain('override', `${collection}.override(${dartString(p.overrideId!)}).delete`);
    case 'synonyms.list':
      return plain('synonyms', `${collection}.synonyms.retrieve`);
    case 'synonym.retrieve':
      return plain('synonym', `${collection}.synonym(${dartString(p.synonymId!)}).retrieve`);
    case 'synonym.upsert':
      return plain('synonym', `${collection}.synonyms.upsert`, [p.synonymId!, needBody()]);
    case 'synonym.delete':
      return plain('synonym', `${collection}.synonym(${dartString(p.synonymId!)}).delete`);
    // Typesense 30.0's sets: 0.5.1 (2024-04), the last tagged release, has neither.
    case 'synonymSets.list':
    case 'synonymSet.retrieve':
    case 'synonymSet.upsert':
    case 'synonymSet.delete':
    case 'synonymSetItems.list':
    case 'synonymSetItem.retrieve':
    case 'synonymSetItem.upsert':
    case 'synonymSetItem.delete':
      return missing('no synonym sets resource');
    case 'curationSets.list':
    case 'curationSet.retrieve':
    case 'curationSet.upsert':
    case 'curationSet.delete':
    case 'curationSetItems.list':
    case 'curationSetItem.retrieve':
    case 'curationSetItem.upsert':
    case 'curationSetItem.delete':
      return missing('no curation sets resource');
    case 'aliases.list':
      return plain('aliases', 'client.aliases.retrieve');
    case 'alias.retrieve':
      return plain('alias', `client.alias(${dartString(p.aliasName!)}).retrieve`);
    case 'alias.upsert': {
      const mapping = needBody();
      // upsert() takes a Map<String, String>.
      if (Object.values(mapping).some((value) => typeof value !== 'string')) {
        return missing('aliases.upsert() takes string values only');
      }
      return plain('alias', 'client.aliases.upsert', [p.aliasName!, mapping]);
    }
    case 'alias.delete':
      return plain('alias', `client.alias(${dartString(p.aliasName!)}).delete`);
    case 'keys.list':
      return plain('keys', 'client.keys.retrieve');
    case 'keys.create':
      return plain('key', 'client.keys.create', [needBody()]);
    case 'key.retrieve':
    case 'key.delete': {
      // key() takes the key's numeric id.
      const id = Number(p.keyId);
      if (!Number.isInteger(id)) {
        return missing('key() takes a numeric id');
      }
      return plain('key', `client.key(${id}).${call.operation.id === 'key.retrieve' ? 'retrieve' : 'delete'}`);
    }
    case 'presets.list':
      return plain('presets', 'client.presets.retrieve');
    case 'preset.retrieve':
      return plain('preset', `client.preset(${dartString(p.presetId!)}).retrieve`);
    case 'preset.upsert':
      return plain('preset', 'client.presets.upsert', [p.presetId!, needBody()]);
    case 'preset.delete':
      return plain('preset', `client.preset(${dartString(p.presetId!)}).delete`);
    case 'stopwords.list':
    case 'stopword.retrieve':
    case 'stopword.upsert':
    case 'stopword.delete':
      return missing('no stopwords resource');
    case 'analyticsRules.list':
    case 'analyticsRules.create':
    case 'analyticsRule.retrieve':
    case 'analyticsRule.upsert':
    case 'analyticsRule.delete':
    case 'analyticsEvents.create':
    case 'analyticsEvents.list':
    case 'analytics.flush':
    case 'analytics.status':
      return missing('no analytics resource');
    case 'conversationModels.list':
    case 'conversationModels.create':
    case 'conversationModel.retrieve':
    case 'conversationModel.update':
    case 'conversationModel.delete':
      return missing('no conversation models resource');
    case 'nlSearchModels.list':
    case 'nlSearchModels.create':
    case 'nlSearchModel.retrieve':
    case 'nlSearchModel.update':
    case 'nlSearchModel.delete':
      return missing('no natural language search models resource');
    case 'stemmingDictionaries.list':
    case 'stemmingDictionaries.import':
    case 'stemmingDictionary.retrieve':
    case 'stemmingDictionary.delete':
      return missing('no stemming dictionaries resource');
    case 'conversations.list':
    case 'conversation.retrieve':
    case 'conversation.update':
    case 'conversation.delete':
      return missing('no conversations resource');
    case 'multiSearch.perform': {
      const text = statementWith('results', 'client.multiSearch.perform', ['MultiSearch', 'perform', 'queryParams'], [needBody()], query);
      return text ? code(text) : missing('multiSearch.perform() takes no query parameters');
    }
    case 'health.retrieve':
      return plain('health', 'client.health.retrieve');
    case 'debug.retrieve':
      return plain('debug', 'client.debug.retrieve');
    case 'metrics.retrieve':
      return plain('metrics', 'client.metrics.retrieve');
    case 'stats.retrieve':
      return plain('stats', 'client.stats.retrieve');
    case 'operations.snapshot':
    case 'operations.vote': {
      const receiver = request.node ? 'node' : 'client';
      let text: string;
      if (call.operation.id === 'operations.snapshot') {
        const {snapshot_path: snapshotPath, ...rest} = query;
        // createSnapshot(path) sends snapshot_path and nothing else.
        if (typeof snapshotPath !== 'string' || Object.keys(rest).length > 0) {
          return missing('operations.createSnapshot() sends snapshot_path only');
        }
        text = statement('result', `${receiver}.operations.createSnapshot`, [snapshotPath]);
      } else {
        if (hasQuery) return missing('operations.initLeaderElection() sends no query parameters');
        text = statement('result', `${receiver}.operations.initLeaderElection`);
      }
      if (!request.node) {
        return code(text);
      }
      const node = nodeAddress(request.node);
      // The request goes to one node of the cluster: a client of that node alone.
      // Node took its protocol and host as named parameters before 0.3.0, and the protocol as a string.
      const address = named('Node', 'init').includes('host')
        ? `Node(protocol: ${dartString(node.protocol)}, host: ${dartString(node.host)}, port: ${node.port})`
        : `Node(Protocol.${node.protocol}, ${dartString(node.host)}, port: ${node.port})`;
      const apiKey = `${namedConfiguration ? 'apiKey: ' : ''}${environment('TYPESENSE_API_KEY')}`;
      return code(`final node = Client(Configuration(\n  ${apiKey},\n  nodes: {${address}},\n));\n\n${text}`);
    }
    case 'operations.cacheClear':
    case 'operations.dbCompact':
    case 'operations.schemaChanges':
    case 'operations.resetPeers':
      return missing(`no method for ${call.operation.path}`);
    case 'config.update': {
      const settings = needBody();
      const threshold: JsonValue | undefined = settings['log-slow-requests-time-ms'];
      // toggleSlowRequestLog(threshold) sends log-slow-requests-time-ms, the one setting it knows.
      if (Object.keys(settings).length !== 1 || typeof threshold !== 'number' || hasQuery) {
        return missing('operations.toggleSlowRequestLog() is the one setting of POST /config it sends');
      }
      return code(statement('result', 'client.operations.toggleSlowRequestLog', [new Code(`const Duration(milliseconds: ${threshold})`)]));
    }
  }
}

/**
 * Every tagged release sends the API key as a query parameter named `X-TYPESENSE-API-KEY`
 * (lib/src/services/base_api_call.dart:17, :32) when its configuration says so, and `SearchClient`
 * says so for every key shorter than 2,000 characters (lib/src/search_client.dart:31). The server
 * reads the key from the header of that name, whose case HTTP ignores, or else from the query
 * parameter `x-typesense-api-key` only, in lower case (include/http_data.h AUTH_HEADER, read by
 * src/http_server.cpp, from 0.20.0 to 30.x): on Typesense 0.24.1, `?X-TYPESENSE-API-KEY=` gets 401
 * where the same key as a header gets 200. `Client`, which sends the header, searches right.
 */
const KEY_AS_UPPER_CASE_QUERY_PARAMETER: readonly TypeDefect[] = [
  {
    construct: {type: 'SearchClient'},
    reason:
      'sends a key shorter than 2,000 characters only as the query parameter X-TYPESENSE-API-KEY, which the server never reads (it reads x-typesense-api-key), so every request that needs a key gets 401 (Client sends it as a header)',
    source: 'lib/src/search_client.dart:31, lib/src/services/base_api_call.dart:17',
  },
  {
    construct: {type: 'Configuration', member: 'sendApiKeyAsQueryParam'},
    reason: 'sends the key as the query parameter X-TYPESENSE-API-KEY, which the server never reads (it reads x-typesense-api-key), so every request that needs a key gets 401',
    source: 'lib/src/services/base_api_call.dart:17, :32',
  },
];

const dart: ClientSamples = {
  language: 'dart',
  surface: SURFACE,
  fence: 'dart',
  packageName: 'typesense',
  repository: 'https://github.com/typesense/typesense-dart',
  maintainer: 'community',
  installLine: (release) => `dart pub add typesense:${release.version}`,
  // The tagged release nearest each server release (tag dates: 0.1.1 2021-07, 0.3.0 2022-12,
  // 0.3.0+1 2023-02, 0.3.1 2023-05, 0.4.0 2023-07, 0.5.1 2024-04); 0.1.0 and 0.2.0 have no tag.
  releases: [
    {version: '0.1.1', tag: '0.1.1', serverVersions: ['0.20.0', '0.21.0', '0.22.0', '0.22.1', '0.22.2'], typeDefects: KEY_AS_UPPER_CASE_QUERY_PARAMETER},
    {version: '0.3.0', tag: '0.3.0', serverVersions: ['0.23.0', '0.23.1', '0.24.0'], typeDefects: KEY_AS_UPPER_CASE_QUERY_PARAMETER},
    {version: '0.3.0+1', tag: '0.3.0+1', serverVersions: ['0.24.1'], typeDefects: KEY_AS_UPPER_CASE_QUERY_PARAMETER},
    {version: '0.3.1', tag: '0.3.1', serverVersions: ['0.25.0'], typeDefects: KEY_AS_UPPER_CASE_QUERY_PARAMETER},
    {version: '0.4.0', tag: '0.4.0', serverVersions: ['0.25.1', '0.25.2'], typeDefects: KEY_AS_UPPER_CASE_QUERY_PARAMETER},
    // 30.x too: the repository tags no release after 0.5.1, which has no synonym sets, curation sets or
    // analytics calls (its tabs for them send the requests with package:http); the 0.6.0 on its master
    // branch (2026-02) that adds them has no tag.
    {
      version: '0.5.1',
      tag: '0.5.1',
      serverVersions: ['26.0', '27.0', '27.1', '28.0', '29.0', '29.1', '30.0', '30.1', '30.2'],
      typeDefects: KEY_AS_UPPER_CASE_QUERY_PARAMETER,
      note:
        'The newest release of the Dart client. It has no calls for synonym sets, curation sets or the analytics rules of 30.0: the Dart tabs of those samples send their requests with `package:http` (see [Installing a client](#installing-a-client)).',
    },
  ],
  render,
};

export default dart;
