/**
 * typesense-ruby (the `typesense` gem): how its releases call each operation.
 * Facts from the client's sources at each release's tag (lib/typesense/*.rb);
 * the calls are listed with their files in ./surface.json.
 *
 * Style is rubocop's defaults: single-quoted strings, symbol keys, `{ a: 1 }`
 * with spaces inside the braces, no trailing commas, no parentheses on a call
 * without arguments, and a hash that is a call's last argument written
 * without its braces (`search(q: 'dune', query_by: 'title')`), as the client's
 * methods take it as their last positional parameter.
 */
import {sampleOutcomes} from '../../render/outcomes';
import {RenderError, type ClientSamples, type EraWorkaround, type RenderInput, type RenderedSample} from '../types';
import {withWorkarounds} from '../workarounds';
import {Code, printList, printLiteral, singleQuoted, withEnvironment, type Argument, type Layout, type LiteralSyntax} from '../../render/literal';
import {bodyFile, importedDocuments, nodeAddress, typedQuery} from '../../render/request-values';
import {environmentValue, type JsonObject, type JsonValue} from '../../request/request';
import type {ClientSurface} from '../../surface/types';
import {declaredParameters, gatedBySurface} from '../../surface/gate';
import {releaseHas, releaseSurfaceOf, sentMethodsOf} from '../../surface/load';
import surfaceData from './surface.json';
import {documentsUpdateRoutes} from '../routes-around';
import {netHttpCall, type RubyWriter} from './standard-http';

/** What each release offers, as read from its sources (./surface.json). */
const SURFACE = surfaceData as ClientSurface;

/**
 * The routes around `documents.update`, by the HTTP methods it sends with
 * (lib/typesense/documents.rb, recorded in ./surface.json): the PATCH of an
 * update by filter, from 1.0.0 on with a filter_by in its options (before, it
 * always sent POST ?action=update), and the POST ?action=update of a
 * document's update.
 */
const [UPDATE_BY_FILTER, UPDATE_ACTION] = documentsUpdateRoutes('.documents.update(');

/**
 * A Ruby string literal: single-quoted (rubocop's Style/StringLiterals), or
 * double-quoted where the text holds a single quote or a character only a
 * double-quoted string can escape (a newline), with `#` escaped before what
 * would interpolate.
 */
export function rubyString(text: string): string {
  if (!/['\n\r\t]/.test(text)) {
    return singleQuoted(text);
  }
  return JSON.stringify(text).replace(/#(?=[{$@])/g, '\\#');
}

/** A number, its digits grouped by three with `_` from five digits on (rubocop's Style/NumericLiterals): `4_780_653`. */
export function rubyNumber(value: number): string {
  const text = String(value);
  const [, sign, whole, rest] = /^(-?)(\d+)(.*)$/.exec(text) ?? [];
  if (whole === undefined || whole.length < 5 || /e/i.test(text)) {
    return text;
  }
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, '_')}${rest}`;
}

export const RUBY_LITERAL: LiteralSyntax = {
  string: rubyString,
  number: rubyNumber,
  true: 'true',
  false: 'false',
  null: 'nil',
  // A symbol key (`query_by:`); one that is not a bare identifier is quoted (`'log-slow-requests-time-ms':`).
  key: (key) => `${/^[A-Za-z_]\w*$/.test(key) ? key : rubyString(key)}: `,
  object: ['{', '}'],
  array: ['[', ']'],
  objectPadding: true,
  indent: '  ',
  trailingComma: false,
  // syntax_tree's (the Ruby formatter's) print width, well within rubocop's line length.
  lineWidth: 80,
};

function isHash(value: Argument | undefined): value is JsonObject {
  return value !== undefined && value !== null && !(value instanceof Code) && typeof value === 'object' && !Array.isArray(value);
}

/** A string that rubocop's Style/WordArray wants in a `%w[]` array: letters, digits and `_`, `-` between them. */
const WORD = /^[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*$/u;

/**
 * A JSON value as a Ruby literal, laid out as printLiteral lays it out, except
 * that an array of two or more words is a word array, `%w[sofa couch]`
 * (rubocop's Style/WordArray).
 */
export function printRuby(value: JsonValue, syntax: LiteralSyntax, layout: Layout): string {
  const width = layout.width ?? syntax.lineWidth;
  const options = {indent: syntax.indent, trailingComma: false};
  if (Array.isArray(value)) {
    const words = value.length >= 2 && value.every((item) => typeof item === 'string' && WORD.test(item));
    if (words) {
      const flat = `%w[${value.join(' ')}]`;
      const fits = layout.indent.length + layout.before + flat.length + (layout.after ?? 0) <= (width ?? Number.POSITIVE_INFINITY);
      return fits ? flat : `%w[\n${value.map((item) => `${layout.indent}${syntax.indent}${String(item)}`).join('\n')}\n${layout.indent}]`;
    }
    return printList(
      value.map((item) => (itemLayout: Layout) => printRuby(item, syntax, itemLayout)),
      syntax.array,
      {...layout, width},
      options,
    );
  }
  if (isHash(value)) {
    return printList(hashEntries(value, syntax), syntax.object, {...layout, width}, {...options, padding: syntax.objectPadding});
  }
  return printLiteral(value, syntax, {...layout, width});
}

/** The `key: value` entries of a hash, each laid out where it lands. */
function hashEntries(hash: JsonObject, syntax: LiteralSyntax): ((layout: Layout) => string)[] {
  return Object.entries(hash).map(([key, value]) => (layout: Layout) => {
    const prefix = syntax.key(key);
    return prefix + printRuby(value, syntax, {...layout, before: layout.before + prefix.length});
  });
}

/**
 * `opening(args…)`, its last argument, when it is a hash, written without
 * braces: on one line if it fits, otherwise one argument (or key) per line.
 */
export function rubyCall(syntax: LiteralSyntax, opening: string, args: readonly Argument[], indent = ''): string {
  const last = args[args.length - 1];
  const braceless = isHash(last) && Object.keys(last).length > 0;
  const positional = braceless ? args.slice(0, -1) : args;
  const entries = [
    ...positional.map((arg) => (layout: Layout) => (arg instanceof Code ? arg.text : printRuby(arg, syntax, layout))),
    ...(braceless ? hashEntries(last, syntax) : []),
  ];
  return printList(entries, [`${opening}(`, ')'], {indent, before: 0, width: syntax.lineWidth}, {indent: syntax.indent, trailingComma: false});
}

/** How rendered Ruby reaches the client: `client.…`, a client of one node, the low-level ApiCall (`api_call.…`). */
const CHAINS = {roots: {client: 'client', node: 'client', api_call: 'ApiCall'}, member: '.'} as const;

/**
 * The sample, if the release has every call of it (its surface says so); where it has none, the request sent
 * with its low-level ApiCall; or, where even that cannot send it, with Net::HTTP (./standard-http.ts).
 */
function render(input: RenderInput): RenderedSample {
  const own = gatedBySurface(renderCall(input), SURFACE, input.release, CHAINS);
  const lowLevel = own.kind === 'missing' ? lowLevelCall(input, own.detail) : own;
  // Where even ApiCall cannot send it, Net::HTTP does (./standard-http.ts), held to the surface like any sample.
  const rendered = lowLevel.kind === 'missing' ? gatedBySurface({kind: 'code', code: netHttpCall(input, SURFACE.client, lowLevel.detail, RUBY_WRITER, releaseSurfaceOf(SURFACE, input.release))}, SURFACE, input.release, CHAINS) : lowLevel;
  // A sample that makes a client of its own loads the gem, after what the release needs loaded first.
  return rendered.kind === 'code' && rendered.code.includes('Typesense::Client.new')
    ? {kind: 'code', code: withWorkarounds(`require 'typesense'\n\n${rendered.code}`, input.release)}
    : rendered;
}

/** Strings and literals as the Ruby samples write them, for the request sent with Net::HTTP. */
const RUBY_WRITER: RubyWriter = {
  string: rubyString,
  literal: (value, before) => printRuby(value, RUBY_LITERAL, {indent: '', before}),
};

/** The reason of the tab without a call for a conversation's streamed response (`conversation_stream=true`). */
const NO_STREAMS = 'no streamed responses';

/**
 * The one comment line above a low-level call: the request the release has no method for, or what its
 * method cannot send (`detail`: what the tab without a call would have said).
 */
function lowLevelComment({call, release}: RenderInput, detail: string): string {
  const client = `typesense-ruby ${release.version}`;
  const request = `${call.operation.method} ${call.operation.path}`;
  if (detail === NO_STREAMS) {
    return `# ${client} streams no responses; its low-level ApiCall sends the request and returns the whole stream.`;
  }
  const why = / sends (no query parameters|POST \?action=update|a PATCH only)/.test(detail)
    ? [`${client}: ${detail}`]
    : [`${client} has no method for ${request}`, `${client} has no method for this request`];
  // The first within 120 columns (rubocop's Layout/LineLength): the request is the one of the code below.
  const comments = why.flatMap((text) => [`# ${text}; its low-level ApiCall sends it.`, `# ${text}; its ApiCall sends it.`]);
  return comments.find((comment) => comment.length <= 120) ?? comments[comments.length - 1]!;
}

/** What ApiCall's methods took for themselves before 0.8.0 (lib/typesense/api_call.rb, sanitize_parameters), sending the rest. */
const OWN_KEYS: readonly string[] = ['as_json', 'body', 'query'];

/**
 * The request sent with ApiCall, the gem's public low-level class (lib/typesense/api_call.rb), where the release
 * has no call for it; `Typesense::ApiCall.new(client.configuration)` makes one with the client's settings.
 * From 0.8.0 on, `post`, `put` and `patch` take `(endpoint, body_parameters = {}, query_parameters = {})` and send
 * the body as JSON (`nil`: no body), `get` and `delete` `(endpoint, query_parameters = {})`, and
 * `perform_request(method, endpoint, query_parameters:, body_parameters:, additional_headers:)` sends text as
 * it is with a Content-Type other than JSON's. Before 0.8.0, `post` and `put` took one hash, sent as JSON, and no
 * query parameters, and there was no `patch`. Each is as the release's surface declares it. When even ApiCall
 * cannot send the request, the tab without a call says why.
 */
function lowLevelCall(input: RenderInput, detail: string): RenderedSample {
  const {request, release} = input;
  const cannot = (why: string): RenderedSample => ({kind: 'missing', detail: `${detail}, and ${why}`});
  const method = request.method.toLowerCase();
  const params = declaredParameters(SURFACE, release, 'ApiCall', method);
  if (!params || !releaseHas(SURFACE, release, 'Typesense', 'ApiCall')) {
    return cannot(`ApiCall has no ${method}`);
  }
  const syntax = withEnvironment(RUBY_LITERAL, request, (name) => `ENV.fetch(${rubyString(name)})`);
  const query = typedQuery(input);
  const hasQuery = Object.keys(query).length > 0;
  const path = request.path.split('/').map(encodeURIComponent).join('/');
  const body = request.body;
  const opening = `result = api_call.${method}`;
  const modern = declaredParameters(SURFACE, release, 'ApiCall', 'post')?.includes('query_parameters?') ?? false;
  let requires = '';
  let prelude = '';
  let statement: string;
  if (method === 'get' || method === 'delete') {
    if (body) {
      return cannot(`ApiCall's ${method} sends no body`);
    }
    if (!modern && Object.keys(query).some((name) => OWN_KEYS.includes(name))) {
      return cannot(`ApiCall's ${method} does not send ${OWN_KEYS.join(', ')}`);
    }
    statement = rubyCall(syntax, opening, hasQuery ? [path, query] : [path]);
  } else if (!modern) {
    const value = body?.kind === 'json' ? body.value : undefined;
    if (hasQuery) {
      return cannot(`ApiCall's ${method} sends no query parameters`);
    }
    if (!isHash(value)) {
      return cannot(`ApiCall's ${method} sends only a hash, as JSON`);
    }
    if (Object.keys(value).some((name) => OWN_KEYS.includes(name))) {
      return cannot(`ApiCall's ${method} does not send ${OWN_KEYS.join(', ')}`);
    }
    statement = rubyCall(syntax, opening, [path, value]);
  } else if (body === undefined || body.kind === 'json') {
    // Without a body, nil: ApiCall sends none (its default, {}, it sends as JSON).
    const sent: Argument = body ? body.value : new Code('nil');
    statement = rubyCall(syntax, opening, hasQuery ? [path, sent, query] : [path, sent]);
  } else {
    // Text (JSON lines, a file) goes through perform_request with a Content-Type of its own: post would send it as a JSON string.
    let text: string;
    if (body.kind === 'jsonl') {
      requires = "require 'json'\n\n";
      prelude = `documents = ${printRuby(body.values, syntax, {indent: '', before: 'documents = '.length})}\njsonl = documents.map { |document| JSON.dump(document) }.join("\\n")\n`;
      text = 'jsonl';
    } else {
      text = body.kind === 'file' ? `File.read(${rubyString(body.file)})` : rubyString(body.text);
    }
    const type = request.contentType && !request.contentType.startsWith('application/json') ? request.contentType : 'text/plain';
    const entries = [
      `:${method}`,
      rubyString(path),
      ...(hasQuery ? [`query_parameters: ${printRuby(query, syntax, {indent: '  ', before: '  query_parameters: '.length, after: 1})}`] : []),
      `body_parameters: ${text}`,
      `additional_headers: { 'Content-Type' => ${rubyString(type)} }`,
    ];
    statement = `result = api_call.perform_request(\n${entries.map((entry) => `  ${entry}`).join(',\n')}\n)`;
  }
  const configuration = request.node
    ? `${rubyCall(withEnvironment(syntax, {environment: ['TYPESENSE_API_KEY']}, (name) => `ENV.fetch(${rubyString(name)})`), 'node = Typesense::Client.new', [
        {nodes: [nodeAddress(request.node)], api_key: environmentValue('TYPESENSE_API_KEY')},
      ])}\napi_call = Typesense::ApiCall.new(node.configuration)`
    : 'api_call = Typesense::ApiCall.new(client.configuration)';
  const code = `${requires}${lowLevelComment(input, detail)}\n${configuration}\n${prelude}${statement}`;
  const gated = gatedBySurface({kind: 'code', code}, SURFACE, release, CHAINS);
  return gated.kind === 'code' ? gated : cannot(gated.detail);
}

function renderCall(input: RenderInput): RenderedSample {
  const {call, request, release} = input;
  /** The release's parameters of a method (`options?` is optional). */
  const takes = (type: string, member: string) => (declaredParameters(SURFACE, release, type, member) ?? []).length;
  const has = (type: string, member: string) => declaredParameters(SURFACE, release, type, member) !== undefined;
  const syntax = withEnvironment(RUBY_LITERAL, request, (name) => `ENV.fetch(${rubyString(name)})`);
  const callStatement = (opening: string, args: readonly Argument[] = [], indent = '') => rubyCall(syntax, opening, args, indent);
  const literal = (value: JsonValue, before: number) => printRuby(value, syntax, {indent: '', before});
  const p = call.pathParams;
  const collection = `client.collections[${rubyString(p.collectionName ?? '')}]`;
  const synonymSet = `client.synonym_sets[${rubyString(p.synonymSetName ?? '')}]`;
  const curationSet = `client.curation_sets[${rubyString(p.curationSetName ?? '')}]`;
  const query = typedQuery(input);
  const hasQuery = Object.keys(query).length > 0;
  const {code, missing, needBody} = sampleOutcomes(input);
  /** `target`, called with `args` and the query as its options, if its method takes them. */
  const withOptions = (target: string, type: string, method: string, args: Argument[], paramCount: number): RenderedSample => {
    // A release without the method gets the tab the surface gate writes (`Documents has no export`).
    if (hasQuery && has(type, method) && takes(type, method) < paramCount + 1) {
      return missing(`${target.replace(/^.* = /, '').replace(/^client\./, '')} sends no query parameters`);
    }
    const all = hasQuery ? [...args, query] : args;
    return code(all.length > 0 ? callStatement(target, all) : target);
  };
  /** A call without arguments, of a method (`what`) that takes no query parameters. */
  const plain = (target: string, what: string): RenderedSample => (hasQuery ? missing(`${what} sends no query parameters`) : code(target));
  switch (call.operation.id) {
    case 'collections.list':
      return withOptions('collections = client.collections.retrieve', 'Collections', 'retrieve', [], 0);
    case 'collections.create':
      return withOptions('collection = client.collections.create', 'Collections', 'create', [needBody()], 1);
    case 'collections.retrieve':
      return plain(`collection = ${collection}.retrieve`, 'collections[name].retrieve');
    case 'collections.update':
      return withOptions(`${collection}.update`, 'Collection', 'update', [needBody()], 1);
    case 'collections.delete':
      return plain(`${collection}.delete`, 'collections[name].delete');
    case 'documents.create': {
      const {action, ...params} = query;
      // upsert() and update() (without filter_by) send the action themselves; create() sends the action of its options.
      const method = action === 'upsert' ? 'upsert' : action === 'update' ? 'update' : 'create';
      const options = method === 'create' ? query : params;
      if (Object.keys(options).length > 0 && has('Documents', method) && takes('Documents', method) < 2) {
        return missing(`documents.${method} sends no query parameters`);
      }
      const args: Argument[] = Object.keys(options).length > 0 ? [needBody(), options] : [needBody()];
      return code(callStatement(`document = ${collection}.documents.${method}`, args));
    }
    case 'documents.import': {
      const documents = importedDocuments(request);
      const file = bodyFile(request);
      if (!documents && !file) {
        throw new RenderError('an import without documents or a file');
      }
      // From 0.8.0, import() takes documents or JSON lines, and options; before, import() (0.5.5) took JSON lines
      // only, and create_many() (0.4.0) documents only, neither with options.
      const method = has('Documents', 'import') && (file || takes('Documents', 'import') > 1) ? 'import' : has('Documents', 'create_many') ? 'create_many' : 'import';
      if (hasQuery && has('Documents', method) && takes('Documents', method) < 2) {
        return missing(`documents.${method} sends no query parameters`);
      }
      const args = (first: Argument): Argument[] => (hasQuery ? [first, query] : [first]);
      if (documents) {
        return code(
          `documents = ${literal(documents, 'documents = '.length)}\n\n` +
            callStatement(`results = ${collection}.documents.${method}`, args(new Code('documents'))),
        );
      }
      if (method === 'create_many') {
        // create_many() takes documents, not JSON lines.
        return code(
          `require 'json'\n\ndocuments = File.readlines(${rubyString(file!)}).map { |line| JSON.parse(line) }\n` +
            `results = ${collection}.documents.create_many(documents)`,
        );
      }
      // A string of JSON lines is sent as it is, and the results come back as JSON lines.
      return code(callStatement(`results = ${collection}.documents.import`, args(new Code(`File.read(${rubyString(file!)})`))));
    }
    case 'documents.export':
      return withOptions(`jsonl = ${collection}.documents.export`, 'Documents', 'export', [], 0);
    case 'documents.search':
      return code(callStatement(`results = ${collection}.documents.search`, [query]));
    case 'documents.updateByFilter':
      // From 1.0.0 (lib/typesense/documents.rb at v1.0.0), update(document, options) sends a PATCH when its
      // options have filter_by, and POST ?action=update otherwise; before, it always sent POST ?action=update.
      if (!sentMethodsOf(SURFACE, release, UPDATE_BY_FILTER)?.includes('PATCH')) {
        return missing('documents.update sends POST ?action=update');
      }
      if (query.filter_by === undefined) {
        return missing('documents.update sends a PATCH only with filter_by');
      }
      return code(callStatement(`result = ${collection}.documents.update`, [needBody(), query]));
    case 'documents.deleteByFilter':
      if (Object.keys(query).length === 1 && query.truncate === true && has('Documents', 'truncate')) {
        return code(`result = ${collection}.documents.truncate`);
      }
      return withOptions(`result = ${collection}.documents.delete`, 'Documents', 'delete', [], 0);
    case 'document.retrieve':
      return plain(`document = ${collection}.documents[${rubyString(p.documentId!)}].retrieve`, 'documents[id].retrieve');
    case 'document.delete':
      return plain(`document = ${collection}.documents[${rubyString(p.documentId!)}].delete`, 'documents[id].delete');
    case 'document.update':
      return withOptions(`document = ${collection}.documents[${rubyString(p.documentId!)}].update`, 'Document', 'update', [needBody()], 1);
    case 'overrides.list':
      return code(`overrides = ${collection}.overrides.retrieve`);
    case 'override.retrieve':
      return code(`override = ${collection}.overrides[${rubyString(p.overrideId!)}].retrieve`);
    case 'override.upsert':
      return code(callStatement(`${collection}.overrides.upsert`, [p.overrideId!, needBody()]));
    case 'override.delete':
      return code(`${collection}.overrides[${rubyString(p.overrideId!)}].delete`);
    case 'synonyms.list':
      return code(`synonyms = ${collection}.synonyms.retrieve`);
    case 'synonym.retrieve':
      return code(`synonym = ${collection}.synonyms[${rubyString(p.synonymId!)}].retrieve`);
    case 'synonym.upsert':
      return code(callStatement(`${collection}.synonyms.upsert`, [p.synonymId!, needBody()]));
    case 'synonym.delete':
      return code(`${collection}.synonyms[${rubyString(p.synonymId!)}].delete`);
    // Synonym sets and curation sets (5.0.0 on, lib/typesense/synonym_sets.rb, curation_sets.rb): a set is a
    // subscript of its resource, its items (CurationSet#items) a subscript of them; the surface tells a release
    // without one (5.0.0's SynonymSet has no items).
    case 'synonymSets.list':
      return code('synonym_sets = client.synonym_sets.retrieve');
    case 'synonymSet.retrieve':
      return code(`synonym_set = ${synonymSet}.retrieve`);
    case 'synonymSet.upsert':
      return code(callStatement('client.synonym_sets.upsert', [p.synonymSetName!, needBody()]));
    case 'synonymSet.delete':
      return code(`${synonymSet}.delete`);
    case 'synonymSetItems.list':
      return code(`items = ${synonymSet}.items.retrieve`);
    case 'synonymSetItem.retrieve':
      return code(`item = ${synonymSet}.items[${rubyString(p.itemId!)}].retrieve`);
    case 'synonymSetItem.upsert':
      return code(callStatement(`${synonymSet}.items[${rubyString(p.itemId!)}].upsert`, [needBody()]));
    case 'synonymSetItem.delete':
      return code(`${synonymSet}.items[${rubyString(p.itemId!)}].delete`);
    case 'curationSets.list':
      return code('curation_sets = client.curation_sets.retrieve');
    case 'curationSet.retrieve':
      return code(`curation_set = ${curationSet}.retrieve`);
    case 'curationSet.upsert':
      return code(callStatement('client.curation_sets.upsert', [p.curationSetName!, needBody()]));
    case 'curationSet.delete':
      return code(`${curationSet}.delete`);
    case 'curationSetItems.list':
      return code(`items = ${curationSet}.items.retrieve`);
    case 'curationSetItem.retrieve':
      return code(`item = ${curationSet}.items[${rubyString(p.itemId!)}].retrieve`);
    case 'curationSetItem.upsert':
      return code(callStatement(`${curationSet}.items[${rubyString(p.itemId!)}].upsert`, [needBody()]));
    case 'curationSetItem.delete':
      return code(`${curationSet}.items[${rubyString(p.itemId!)}].delete`);
    case 'aliases.list':
      return code('aliases = client.aliases.retrieve');
    case 'alias.retrieve':
      return code(`collection_alias = client.aliases[${rubyString(p.aliasName!)}].retrieve`);
    case 'alias.upsert':
      return code(callStatement('client.aliases.upsert', [p.aliasName!, needBody()]));
    case 'alias.delete':
      return code(`client.aliases[${rubyString(p.aliasName!)}].delete`);
    case 'keys.list':
      return code('keys = client.keys.retrieve');
    case 'keys.create':
      return code(callStatement('key = client.keys.create', [needBody()]));
    case 'key.retrieve':
      return code(`key = client.keys[${Number(p.keyId)}].retrieve`);
    case 'key.delete':
      return code(`client.keys[${Number(p.keyId)}].delete`);
    case 'presets.list':
      return code('presets = client.presets.retrieve');
    case 'preset.retrieve':
      return code(`preset = client.presets[${rubyString(p.presetId!)}].retrieve`);
    case 'preset.upsert':
      return code(callStatement('client.presets.upsert', [p.presetId!, needBody()]));
    case 'preset.delete':
      return code(`client.presets[${rubyString(p.presetId!)}].delete`);
    case 'stopwords.list':
    case 'stopword.retrieve':
    case 'stopword.upsert':
    case 'stopword.delete':
      return missing('no stopwords resource');
    case 'analyticsRules.list':
      return withOptions('rules = client.analytics.rules.retrieve', 'AnalyticsRules', 'retrieve', [], 0);
    case 'analyticsRules.create': {
      // Until 5.0.0 the rules resource wrote a rule with upsert (PUT /analytics/rules/{name}) only; from 5.0.0 on
      // (the analytics of Typesense 30.0), create posts one rule or a list of them.
      if (!has('AnalyticsRules', 'create')) {
        return missing('analytics.rules has no call for POST /analytics/rules');
      }
      const rules = request.body?.kind === 'json' && Array.isArray(request.body.value) ? request.body.value : undefined;
      return code(callStatement('client.analytics.rules.create', [rules ?? needBody()]));
    }
    case 'analyticsRule.retrieve':
      return code(`rule = client.analytics.rules[${rubyString(p.ruleName!)}].retrieve`);
    case 'analyticsRule.upsert':
      // From 5.0.0 on, a rule is written with its own update (PUT /analytics/rules/{name}).
      if (!has('AnalyticsRules', 'upsert')) {
        return code(callStatement(`client.analytics.rules[${rubyString(p.ruleName!)}].update`, [needBody()]));
      }
      return code(callStatement('client.analytics.rules.upsert', [p.ruleName!, needBody()]));
    case 'analyticsRule.delete':
      return code(`client.analytics.rules[${rubyString(p.ruleName!)}].delete`);
    // The events resource came with 5.0.0 (lib/typesense/analytics_events.rb).
    case 'analyticsEvents.create':
      return has('Analytics', 'events') ? code(callStatement('client.analytics.events.create', [needBody()])) : missing('no analytics events resource');
    case 'analyticsEvents.list':
      return has('Analytics', 'events') ? withOptions('events = client.analytics.events.retrieve', 'AnalyticsEvents', 'retrieve', [], 0) : missing('no analytics events resource');
    case 'analytics.flush':
    case 'analytics.status':
      return missing(`no call for ${call.operation.method} ${call.operation.path}`);
    case 'conversationModels.list':
    case 'conversationModels.create':
    case 'conversationModel.retrieve':
    case 'conversationModel.update':
    case 'conversationModel.delete':
      return missing('no conversation models resource');
    case 'nlSearchModels.list':
      return code('models = client.nl_search_models.retrieve');
    case 'nlSearchModels.create':
      return code(callStatement('model = client.nl_search_models.create', [needBody()]));
    case 'nlSearchModel.retrieve':
      return code(`model = client.nl_search_models[${rubyString(p.modelId!)}].retrieve`);
    case 'nlSearchModel.update':
      return code(callStatement(`model = client.nl_search_models[${rubyString(p.modelId!)}].update`, [needBody()]));
    case 'nlSearchModel.delete':
      return code(`client.nl_search_models[${rubyString(p.modelId!)}].delete`);
    case 'stemmingDictionaries.list':
      return code('dictionaries = client.stemming.dictionaries.retrieve');
    case 'stemmingDictionary.retrieve':
      return code(`dictionary = client.stemming.dictionaries[${rubyString(p.dictionaryId!)}].retrieve`);
    case 'stemmingDictionary.delete':
      return code(`client.stemming.dictionaries[${rubyString(p.dictionaryId!)}].delete`);
    case 'stemmingDictionaries.import': {
      const id = query.id;
      const words = importedDocuments(request);
      const file = bodyFile(request);
      if (typeof id !== 'string' || (!words && !file)) {
        throw new RenderError('a stemming dictionary import needs ?id= and JSON lines or a file');
      }
      if (file) {
        return code(callStatement('client.stemming.dictionaries.upsert', [id, new Code(`File.read(${rubyString(file)})`)]));
      }
      return code(`word_roots = ${literal(words!, 'word_roots = '.length)}\n\n${callStatement('client.stemming.dictionaries.upsert', [id, new Code('word_roots')])}`);
    }
    case 'multiSearch.perform': {
      if (query.conversation_stream === true) {
        return missing(NO_STREAMS);
      }
      // perform(searches, query_params) sends the body as given.
      return code(callStatement('response = client.multi_search.perform', hasQuery ? [needBody(), query] : [needBody()]));
    }
    case 'health.retrieve':
      return code('health = client.health.retrieve');
    case 'debug.retrieve':
      return code('debug = client.debug.retrieve');
    case 'metrics.retrieve':
      return code('metrics = client.metrics.retrieve');
    case 'stats.retrieve':
      return code('stats = client.stats.retrieve');
    case 'operations.snapshot':
    case 'operations.vote':
    case 'operations.cacheClear':
    case 'operations.dbCompact':
    case 'operations.resetPeers': {
      const name = call.operation.path.replace('/operations/', '');
      const statement = callStatement(`${request.node ? 'node' : 'client'}.operations.perform`, hasQuery ? [name, query] : [name]);
      if (!request.node) {
        return code(statement);
      }
      // The request goes to one node of the cluster: a client of that node alone.
      const configuration = withEnvironment(syntax, {environment: ['TYPESENSE_API_KEY']}, (name) => `ENV.fetch(${rubyString(name)})`);
      const client = rubyCall(configuration, 'node = Typesense::Client.new', [{nodes: [nodeAddress(request.node)], api_key: environmentValue('TYPESENSE_API_KEY')}]);
      return code(`${client}\n\n${statement}`);
    }
    case 'operations.schemaChanges':
      return missing('operations.perform sends POST, and this endpoint takes GET');
    case 'config.update':
      return missing('no call for POST /config');
    case 'conversations.list':
    case 'conversation.retrieve':
    case 'conversation.update':
    case 'conversation.delete':
      return missing('no conversations resource');
  }
}

/**
 * typesense 2.0.0 escapes the names in its paths with `ERB::Util.url_encode`
 * (lib/typesense/collection.rb:30 and 13 more files) and never loads erb: outside
 * Rails, whose boot loads it, the first call raises NameError. 2.1.0 no longer
 * uses ERB; 1.1.0 did not yet.
 */
const ERB_NOT_LOADED: EraWorkaround = {
  line: "require 'erb' # typesense 2.0.0 uses ERB::Util without loading it",
  before: "require 'typesense'",
  reason: 'the gem calls ERB::Util.url_encode without loading erb, so a script outside Rails raises NameError (uninitialized constant ERB)',
};

const ruby: ClientSamples = {
  language: 'ruby',
  surface: SURFACE,
  fence: 'ruby',
  packageName: 'typesense',
  repository: 'https://github.com/typesense/typesense-ruby',
  maintainer: 'typesense',
  installLine: (release) => `gem install typesense -v ${release.version}`,
  // The release nearest each server release, by the tag dates of the client and of the server
  // (typesense/typesense): 0.11.0 2019-11-03, 0.12.0 2020-05-23 … 28.0 2025-02-14, 29.0 2025-06-29.
  releases: [
    {version: '0.2.0', tag: 'v0.2.0', serverVersions: ['0.11.0', '0.11.1', '0.11.2']},
    {version: '0.4.0', tag: 'v0.4.0', serverVersions: ['0.12.0']},
    {version: '0.5.0', tag: 'v0.5.0', serverVersions: ['0.13.0']},
    {version: '0.5.4', tag: 'v0.5.4', serverVersions: ['0.14.0']},
    {version: '0.7.0', tag: 'v0.7.0', serverVersions: ['0.15.0']},
    {version: '0.8.0', tag: 'v0.8.0', serverVersions: ['0.16.0']},
    {version: '0.9.0', tag: 'v0.9.0', serverVersions: ['0.16.1', '0.17.0']},
    {version: '0.10.0', tag: 'v0.10.0', serverVersions: ['0.18.0']},
    {version: '0.11.0', tag: 'v0.11.0', serverVersions: ['0.19.0']},
    {version: '0.12.0', tag: 'v0.12.0', serverVersions: ['0.20.0']},
    {version: '0.13.0', tag: 'v0.13.0', serverVersions: ['0.21.0', '0.22.0', '0.22.1']},
    {version: '0.14.0', tag: 'v0.14.0', serverVersions: ['0.22.2', '0.23.0']},
    {version: '0.14.1', tag: 'v0.14.1', serverVersions: ['0.23.1']},
    {version: '0.15.0', tag: 'v0.15.0', serverVersions: ['0.24.0', '0.24.1', '0.25.0', '0.25.1']},
    {version: '1.0.0', tag: 'v1.0.0', serverVersions: ['0.25.2']},
    {version: '1.1.0', tag: 'v1.1.0', serverVersions: ['26.0']},
    {version: '2.0.0', tag: 'v2.0.0', serverVersions: ['27.0', '27.1'], workarounds: [ERB_NOT_LOADED]},
    // 2025-02-18, four days after 28.0.
    {version: '3.0.0', tag: 'v3.0.0', serverVersions: ['28.0']},
    // 2025-07-14, 15 days after 29.0; the release that added 29.0's natural language search models.
    {version: '3.2.0', tag: 'v3.2.0', serverVersions: ['29.0', '29.1']},
    // 2026-01-27, the day of 30.0: the first release with synonym sets, curation sets and the analytics rules
    // of 30.0 (4.0.0 and 4.1.0, 2025-08, have none of them), and the last before 30.2 (2026-04-17).
    {version: '5.0.0', tag: 'v5.0.0', serverVersions: ['30.0', '30.1', '30.2']},
  ],
  routesAround: [UPDATE_BY_FILTER, UPDATE_ACTION],
  render,
};

export default ruby;
