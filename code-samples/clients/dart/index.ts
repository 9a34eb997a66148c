/**
 * typesense-dart (`typesense` on pub.dev): how its releases call each
 * operation. Facts from the client's sources at each release's tag
 * (lib/src/*.dart); the calls are listed with their files in ./surface.json.
 *
 * The client takes maps (`Map<String, dynamic>`) for documents, search
 * parameters and bodies, and model classes for a collection's schema, which
 * samples build from the request's map with the model's `fromMap` factory.
 */
import {RenderError, type ClientSamples, type RenderInput, type RenderedSample} from '../types';
import {Code, codeWriter, printCall, printLiteral, withEnvironment, type Argument, type LiteralSyntax} from '../../render/literal';
import {bodyFile, bodyObject, importedDocuments, nodeAddress} from '../../render/request-values';
import type {JsonObject, JsonValue} from '../../request/request';
import type {ClientSurface} from '../../surface/types';
import {declaredParameters, gatedBySurface} from '../../surface/gate';
import {releaseSurfaceOf} from '../../surface/load';
import surfaceData from './surface.json';

/** What each release offers, as read from its sources (./surface.json). */
const SURFACE = surfaceData as ClientSurface;

/** `'text'`, escaped as Dart reads it: `$` would start an interpolation. */
export function dartString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\$/g, '\\$').replace(/\n/g, '\\n')}'`;
}

export const DART_LITERAL: LiteralSyntax = {
  string: dartString,
  true: 'true',
  false: 'false',
  null: 'null',
  key: (key) => `${dartString(key)}: `,
  object: ['{', '}'],
  array: ['[', ']'],
  indent: '  ',
  // dart format keeps a list broken over lines when it ends with a comma.
  trailingComma: true,
  // dart format's page width.
  lineWidth: 80,
};

/** How rendered Dart reaches the client: `client.…`, a client of one node. */
const CHAINS = {roots: {client: 'client', node: 'client'}, member: '.'} as const;

/**
 * The query parameters as the client passes them on: a map of strings, in the
 * order the Shell sample writes them. The client puts the map into a `Uri`'s
 * `queryParameters` (BaseApiCall.getRequestUri), which takes strings only.
 */
function stringQuery(input: RenderInput, omit: readonly string[] = []): JsonObject {
  return Object.fromEntries(input.request.query.filter(([name]) => !omit.includes(name)));
}

/**
 * A call with named arguments after its positional ones (`importDocuments(documents,
 * options: {…})`), laid out as dart format does: on one line if it fits, else
 * one argument per line, each ending with a comma.
 */
export function dartCall(opening: string, args: readonly Argument[], named: readonly (readonly [string, JsonValue])[], syntax: LiteralSyntax, closing = ');'): string {
  if (named.length === 0) {
    return printCall(`${opening}(`, args, syntax, closing);
  }
  const print = (arg: Argument, indent: string, before: number, width?: number) =>
    arg instanceof Code ? arg.text : printLiteral(arg, syntax, {indent, before, after: 1, ...(width !== undefined && {width})});
  const flat = [...args.map((arg) => print(arg, '', 0, Number.POSITIVE_INFINITY)), ...named.map(([name, value]) => `${name}: ${print(value, '', 0, Number.POSITIVE_INFINITY)}`)];
  const oneLine = `${opening}(${flat.join(', ')}${closing}`;
  if (!oneLine.includes('\n') && oneLine.length <= (syntax.lineWidth ?? 80)) {
    return oneLine;
  }
  const lines = [...args.map((arg) => print(arg, syntax.indent, 0)), ...named.map(([name, value]) => `${name}: ${print(value, syntax.indent, name.length + 2)}`)];
  return `${opening}(\n${lines.map((line) => `${syntax.indent}${line},`).join('\n')}\n${closing}`;
}

/** The sample with the imports of the libraries it uses (`dart:io` for the environment and files, the client for its types). */
function withImports(code: string): string {
  const imports = [
    ...(/\b(?:Platform|File)\b/.test(code) ? ["import 'dart:io';"] : []),
    ...(/\b(?:Client|Configuration|Node|Protocol)\(|\bProtocol\./.test(code) ? ["import 'package:typesense/typesense.dart';"] : []),
  ];
  return imports.length > 0 ? `${imports.join('\n\n')}\n\n${code}` : code;
}

/** The sample, if the release has every call of it (its surface says so), or the tab that says which call it lacks. */
function render(input: RenderInput): RenderedSample {
  const rendered = gatedBySurface(renderCall(input), SURFACE, input.release, CHAINS);
  return rendered.kind === 'code' ? {kind: 'code', code: withImports(rendered.code)} : rendered;
}

/** The keys of `value` that a `fromMap` factory of the release does not read (surface type `Schema.fromMap`): it would drop them. */
function unreadKeys(input: RenderInput, factory: string, value: JsonObject): string[] {
  const keys = releaseSurfaceOf(SURFACE, input.release).types[factory]?.members ?? {};
  return Object.keys(value).filter((key) => !keys[key]);
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
      if (!cases[name]) {
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
  const syntax = withEnvironment(DART_LITERAL, request, (name) => `Platform.environment[${dartString(name)}]!`);
  const {literal, call: callStatement} = codeWriter(syntax, ';');
  const p = call.pathParams;
  const collection = `client.collection(${dartString(p.collectionName ?? '')})`;
  const body = bodyObject(request);
  const query = stringQuery(input);
  const hasQuery = Object.keys(query).length > 0;
  const code = (text: string): RenderedSample => ({kind: 'code', code: text});
  const missing = (detail: string): RenderedSample => ({kind: 'missing', detail});
  const needBody = () => {
    if (!body) throw new RenderError(`${call.operation.id} needs a JSON object body`);
    return body;
  };
  /**
   * `opening(args…, name: {…})`, the query parameters in the named parameter `name` when
   * there are any; `undefined` when the release's method has no such parameter.
   */
  const callWith = (opening: string, [type, member, name]: [string, string, string], args: Argument[], params: JsonObject): string | undefined => {
    if (Object.keys(params).length === 0) return dartCall(opening, args, [], syntax);
    return named(type, member).includes(name) ? dartCall(opening, args, [[name, params]], syntax) : undefined;
  };
  /** The parameterless call of a resource, or the tab saying it sends no query parameters. */
  const plain = (statement: string, what: string): RenderedSample => (hasQuery ? missing(`${what} sends no query parameters`) : code(statement));
  switch (call.operation.id) {
    case 'collections.list':
      return plain('final collections = await client.collections.retrieve();', 'collections.retrieve()');
    case 'collections.create': {
      const schema = needBody();
      if (hasQuery) {
        return missing('collections.create() sends no query parameters');
      }
      const loss = schemaLoss(input, 'Schema.fromMap', 'Field.fromMap', schema);
      if (loss) {
        return missing(loss);
      }
      return code(printCall('final collection = await client.collections.create(Schema.fromMap(', [schema], syntax, '));'));
    }
    case 'collections.retrieve':
      return plain(`final collection = await ${collection}.retrieve();`, 'collection().retrieve()');
    case 'collections.update': {
      const schema = needBody();
      const loss = schemaLoss(input, 'UpdateSchema.fromMap', 'UpdateField.fromMap', schema);
      if (hasQuery || loss) {
        return missing(loss ?? 'collection().update() sends no query parameters');
      }
      return code(printCall(`final changes = await ${collection}.update(UpdateSchema.fromMap(`, [schema], syntax, '));'));
    }
    case 'collections.delete':
      return plain(`final collection = await ${collection}.delete();`, 'collection().delete()');
    case 'documents.create': {
      const {action, ...options} = query;
      // create(), upsert() and update() each send their own action, whatever the options say.
      const method = action === 'upsert' || action === 'update' ? action : action === undefined || action === 'create' ? 'create' : undefined;
      if (!method) {
        return missing(`no method sends action=${String(action)}`);
      }
      const statement = callWith(`final document = await ${collection}.documents.${method}`, ['Documents', method, 'options'], [needBody()], options);
      return statement ? code(statement) : missing(`documents.${method}() takes no options`);
    }
    case 'documents.import': {
      const documents = importedDocuments(request);
      const file = bodyFile(request);
      if (!documents && !file) {
        throw new RenderError('an import without documents or a file');
      }
      const method = documents ? 'importDocuments' : 'importJSONL';
      const statement = callWith(`final results = await ${collection}.documents.${method}`, ['Documents', method, 'options'], [new Code(documents ? 'documents' : 'jsonl')], query);
      if (!statement) {
        return missing(`documents.${method}() takes no options`);
      }
      if (documents) {
        return code(`final documents = ${literal(documents, 'final documents = '.length, 1)};\n\n${statement}`);
      }
      return code(`final jsonl = await File(${dartString(file!)}).readAsString();\n${statement}`);
    }
    case 'documents.export': {
      const statement = callWith(`final jsonl = await ${collection}.documents.exportJSONL`, ['Documents', 'exportJSONL', 'queryParams'], [], query);
      return statement ? code(statement) : missing('documents.exportJSONL() takes no query parameters');
    }
    case 'documents.search':
      return code(callStatement(`final results = await ${collection}.documents.search`, [query]));
    case 'documents.updateByFilter':
      return missing('documents.update() sends POST ?action=update, not an update by filter');
    case 'documents.deleteByFilter':
      return code(callStatement(`final result = await ${collection}.documents.delete`, [query]));
    case 'document.retrieve':
      return plain(`final document = await ${collection}.document(${dartString(p.documentId!)}).retrieve();`, 'document().retrieve()');
    case 'document.delete':
      return plain(`final document = await ${collection}.document(${dartString(p.documentId!)}).delete();`, 'document().delete()');
    case 'document.update': {
      const statement = callWith(`final document = await ${collection}.document(${dartString(p.documentId!)}).update`, ['Document', 'update', 'options'], [needBody()], query);
      return statement ? code(statement) : missing('document().update() takes no options');
    }
    case 'overrides.list':
      return code(`final overrides = await ${collection}.overrides.retrieve();`);
    case 'override.retrieve':
      return code(`final override = await ${collection}.override(${dartString(p.overrideId!)}).retrieve();`);
    case 'override.upsert':
      return code(callStatement(`final override = await ${collection}.overrides.upsert`, [p.overrideId!, needBody()]));
    case 'override.delete':
      return code(`final override = await ${collection}.override(${dartString(p.overrideId!)}).delete();`);
    case 'synonyms.list':
      return code(`final synonyms = await ${collection}.synonyms.retrieve();`);
    case 'synonym.retrieve':
      return code(`final synonym = await ${collection}.synonym(${dartString(p.synonymId!)}).retrieve();`);
    case 'synonym.upsert':
      return code(callStatement(`final synonym = await ${collection}.synonyms.upsert`, [p.synonymId!, needBody()]));
    case 'synonym.delete':
      return code(`final synonym = await ${collection}.synonym(${dartString(p.synonymId!)}).delete();`);
    case 'aliases.list':
      return code('final aliases = await client.aliases.retrieve();');
    case 'alias.retrieve':
      return code(`final alias = await client.alias(${dartString(p.aliasName!)}).retrieve();`);
    case 'alias.upsert': {
      const mapping = needBody();
      // upsert() takes a Map<String, String>.
      if (Object.values(mapping).some((value) => typeof value !== 'string')) {
        return missing('aliases.upsert() takes string values only');
      }
      return code(callStatement('final alias = await client.aliases.upsert', [p.aliasName!, mapping]));
    }
    case 'alias.delete':
      return code(`final alias = await client.alias(${dartString(p.aliasName!)}).delete();`);
    case 'keys.list':
      return code('final keys = await client.keys.retrieve();');
    case 'keys.create':
      return code(callStatement('final key = await client.keys.create', [needBody()]));
    case 'key.retrieve':
    case 'key.delete': {
      const id = Number(p.keyId);
      if (!Number.isInteger(id)) {
        return missing('key() takes a numeric id');
      }
      return code(`final key = await client.key(${id}).${call.operation.id === 'key.retrieve' ? 'retrieve' : 'delete'}();`);
    }
    case 'presets.list':
      return code('final presets = await client.presets.retrieve();');
    case 'preset.retrieve':
      return code(`final preset = await client.preset(${dartString(p.presetId!)}).retrieve();`);
    case 'preset.upsert':
      return code(callStatement('final preset = await client.presets.upsert', [p.presetId!, needBody()]));
    case 'preset.delete':
      return code(`final preset = await client.preset(${dartString(p.presetId!)}).delete();`);
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
      return missing('no stemming dictionaries resource');
    case 'conversations.list':
    case 'conversation.retrieve':
    case 'conversation.update':
    case 'conversation.delete':
      return missing('no conversations resource');
    case 'multiSearch.perform': {
      const statement = callWith('final results = await client.multiSearch.perform', ['MultiSearch', 'perform', 'queryParams'], [needBody()], query);
      return statement ? code(statement) : missing('multiSearch.perform() takes no query parameters');
    }
    case 'health.retrieve':
      return code('final health = await client.health.retrieve();');
    case 'debug.retrieve':
      return code('final debug = await client.debug.retrieve();');
    case 'metrics.retrieve':
      return code('final metrics = await client.metrics.retrieve();');
    case 'stats.retrieve':
      return code('final stats = await client.stats.retrieve();');
    case 'operations.snapshot':
    case 'operations.vote': {
      const receiver = request.node ? 'node' : 'client';
      let statement: string;
      if (call.operation.id === 'operations.snapshot') {
        const {snapshot_path: snapshotPath, ...rest} = query;
        // createSnapshot(path) sends snapshot_path and nothing else.
        if (typeof snapshotPath !== 'string' || Object.keys(rest).length > 0) {
          return missing('operations.createSnapshot() sends snapshot_path only');
        }
        statement = callStatement(`final result = await ${receiver}.operations.createSnapshot`, [snapshotPath]);
      } else {
        if (hasQuery) return missing('operations.initLeaderElection() sends no query parameters');
        statement = `final result = await ${receiver}.operations.initLeaderElection();`;
      }
      if (!request.node) {
        return code(statement);
      }
      const node = nodeAddress(request.node);
      // The request goes to one node of the cluster: a client of that node alone.
      return code(
        `final node = Client(Configuration(\n` +
          `  Platform.environment['TYPESENSE_API_KEY']!,\n` +
          `  nodes: {Node(Protocol.${node.protocol}, ${dartString(node.host)}, port: ${node.port})},\n` +
          `));\n\n${statement}`,
      );
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
      if (Object.keys(settings).length !== 1 || typeof threshold !== 'number') {
        return missing('operations.toggleSlowRequestLog() is the one setting of POST /config it sends');
      }
      return code(`final result = await client.operations.toggleSlowRequestLog(\n  const Duration(milliseconds: ${threshold}),\n);`);
    }
  }
}

const dart: ClientSamples = {
  language: 'dart',
  surface: SURFACE,
  fence: 'dart',
  packageName: 'typesense',
  repository: 'https://github.com/typesense/typesense-dart',
  // The tagged release nearest each server release (tag dates: 0.1.1 2021-07, 0.3.0 2022-12,
  // 0.3.0+1 2023-02, 0.3.1 2023-05, 0.4.0 2023-07, 0.5.1 2024-04); 0.1.0 and 0.2.0 have no tag.
  releases: [
    {version: '0.1.1', tag: '0.1.1', documents: ['0.20.0', '0.21.0', '0.22.0', '0.22.1', '0.22.2']},
    {version: '0.3.0', tag: '0.3.0', documents: ['0.23.0', '0.23.1', '0.24.0']},
    {version: '0.3.0+1', tag: '0.3.0+1', documents: ['0.24.1']},
    {version: '0.3.1', tag: '0.3.1', documents: ['0.25.0']},
    {version: '0.4.0', tag: '0.4.0', documents: ['0.25.1', '0.25.2']},
    {version: '0.5.1', tag: '0.5.1', documents: ['26.0', '27.0', '27.1', '28.0', '29.0']},
  ],
  render,
};

export default dart;
