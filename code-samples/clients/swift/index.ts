/**
 * typesense-swift (the `Typesense` Swift package): how its releases call each
 * operation. Facts from the client's sources at each release's tag
 * (Sources/Typesense/**); the calls, models, their initializers' argument
 * labels and their properties' JSON keys are listed with their files in
 * ./surface.json.
 *
 * The client is typed: request bodies and query parameters are its Codable
 * models (`CollectionSchema(name:fields:)`, `SearchParameters(q:queryBy:)`),
 * built from the request's JSON through each model's `CodingKeys`. A key that
 * no property of the model encodes cannot be sent with them: the request goes
 * with URLSession instead (./standard-http.ts), under a line that says so. Documents
 * are the client's `Data`, encoded from a dictionary with JSONSerialization.
 */
import {sampleOutcomes} from '../../render/outcomes';
import {RenderError, type ClientSamples, type KnownDefect, type RenderInput, type RenderedSample, type TypeDefect} from '../types';
import {doubleQuoted, printList, type Layout} from '../../render/literal';
import {bodyFile, importedDocuments, nodeAddress, typedQuery} from '../../render/request-values';
import {environmentVariableOf, type JsonObject, type JsonValue, type SampleRequest} from '../../request/request';
import type {ChainStep, ClientSurface, MemberSurface, ReleaseSurface, SampleUse} from '../../surface/types';
import {checkUses, parameterName} from '../../surface/check';
import {releaseSurfaceOf} from '../../surface/load';
import surfaceData from './surface.json';
import {INDENT, LINE_WIDTH, anyLiteral, environment} from './literal';
import {urlSessionCall} from './standard-http';

/**
 * A member as scripts/code-samples/extract-surface.ts reads Swift: a model
 * property's JSON key (its `CodingKeys` case) and Swift type, an enum case's
 * raw value, the search parameters a generic `search(_:for:)` sends when it
 * sends them one by one (none recorded: it encodes the whole model, as
 * `search(_:)` does, and 2.0.0-rc.1's `search(_:for:)`).
 */
export type SwiftMember = MemberSurface & {key?: string; swiftType?: string; rawValue?: string; forwards?: readonly string[]};

/** What each release offers, as read from its sources (./surface.json). */
const SURFACE = surfaceData as ClientSurface;

/** How rendered Swift reaches the client: `client.…`, or a client of one node (`node.…`), a Client too. */
const ROOTS = {client: 'client', node: 'client'} as const;

/** A value the release's models cannot hold: the tab says which. */
class Unsendable extends Error {}

/** `books` → `Book`, `product_reviews` → `ProductReview`: the name of a Codable struct of the collection's documents. */
export function documentTypeName(collection: string): string {
  const words = collection.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const last = (words.pop() ?? 'document').replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
  const name = [...words, last].map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return /^[A-Za-z]/.test(name) ? name : `Document${name}`;
}

/** `publication_year` → `publicationYear`. */
function camelCase(key: string): string {
  return key.replace(/[_-]+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The Swift type of a flat JSON value (a scalar, or an array of one kind of scalar), if it is one. */
function flatType(value: JsonValue): string | undefined {
  if (typeof value === 'string') return 'String';
  if (typeof value === 'boolean') return 'Bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'Int' : 'Double';
  if (Array.isArray(value) && value.length > 0) {
    const types = new Set(value.map(flatType));
    const [only] = types;
    return types.size === 1 && only && !only.startsWith('[') ? `[${only}]` : undefined;
  }
  return undefined;
}

/**
 * A Codable struct of a flat JSON object, and the value of it: Swift names its
 * properties in camel case, and `CodingKeys` gives each the key it encodes to.
 */
export function codableStruct(name: string, json: JsonObject): {declaration: string; value: string} | undefined {
  const entries = Object.entries(json);
  const typed = entries.map(([key, value]) => ({key, property: camelCase(key), type: flatType(value), value}));
  if (entries.length === 0 || typed.some(({property, type}) => !type || !/^[a-z_][A-Za-z0-9_]*$/.test(property))) {
    return undefined;
  }
  const renamed = typed.some(({key, property}) => key !== property);
  const declaration = [
    `struct ${name}: Codable {`,
    ...typed.map(({property, type}) => `${INDENT}let ${property}: ${type}`),
    ...(renamed
      ? ['', `${INDENT}enum CodingKeys: String, CodingKey {`, ...typed.map(({key, property}) => `${INDENT}${INDENT}case ${property}${key === property ? '' : ` = ${doubleQuoted(key)}`}`), `${INDENT}}`]
      : []),
    '}',
  ].join('\n');
  const literal = (value: JsonValue): string => (Array.isArray(value) ? `[${value.map(literal).join(', ')}]` : typeof value === 'string' ? doubleQuoted(value) : String(value));
  return {declaration, value: `${name}(${typed.map(({property, value}) => `${property}: ${literal(value)}`).join(', ')})`};
}

/** Builds the release's model values from JSON, through the models' `CodingKeys`. */
function modelWriter(surface: ReleaseSurface, request: Pick<SampleRequest, 'environment'>) {
  const membersOf = (type: string) => surface.types[type]?.members as Readonly<Record<string, SwiftMember>> | undefined;

  /** The surface name of a type named in a property of `owner` (a nested enum is `Owner.Inner`). */
  const resolve = (owner: string, name: string) => (surface.types[`${owner}.${name}`] ? `${owner}.${name}` : surface.types[name] ? name : undefined);

  const scalar = (swiftType: string, value: JsonValue, where: string): string => {
    const name = typeof value === 'string' ? environmentVariableOf(request, value) : undefined;
    if (name && swiftType === 'String') return environment(name);
    if (swiftType === 'String') {
      if (typeof value === 'object' && value !== null) throw new Unsendable(`${where} is a String`);
      return doubleQuoted(String(value));
    }
    if (/^(?:Int|Int32|Int64|UInt)$/.test(swiftType)) {
      const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isInteger(number)) throw new Unsendable(`${where} is an ${swiftType}`);
      return String(number);
    }
    if (swiftType === 'Float' || swiftType === 'Double') {
      const number = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
      if (typeof number !== 'number') throw new Unsendable(`${where} is a ${swiftType}`);
      return String(number);
    }
    if (swiftType === 'Bool') {
      const bool = value === 'true' ? true : value === 'false' ? false : value;
      if (typeof bool !== 'boolean') throw new Unsendable(`${where} is a Bool`);
      return String(bool);
    }
    throw new Unsendable(`${where} is a ${swiftType}`);
  };

  /** A value of `swiftType` (as a property of `owner` declares it). */
  const value = (owner: string, swiftType: string, json: JsonValue, where: string, layout: Layout): string => {
    const type = swiftType.replace(/[?!]$/, '');
    const array = /^\[([^:]+)\]$/.exec(type);
    if (array) {
      if (!Array.isArray(json)) throw new Unsendable(`${where} is an array`);
      const entries = json.map((item, index) => (itemLayout: Layout) => value(owner, array[1]!.trim(), item, `${where}[${index}]`, itemLayout));
      return printList(entries, ['[', ']'], {...layout, width: LINE_WIDTH}, {indent: INDENT, trailingComma: true});
    }
    const dictionary = /^\[String\s*:\s*(.+)\]$/.exec(type);
    if (dictionary) {
      if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Unsendable(`${where} is a dictionary`);
      if (Object.keys(json).length === 0) return '[:]';
      const entries = Object.entries(json).map(([key, item]) => (entryLayout: Layout) => {
        const prefix = `${doubleQuoted(key)}: `;
        return prefix + value(owner, dictionary[1]!.trim(), item, `${where}.${key}`, {...entryLayout, before: entryLayout.before + prefix.length});
      });
      return printList(entries, ['[', ']'], {...layout, width: LINE_WIDTH}, {indent: INDENT, trailingComma: true});
    }
    if (type === 'AnyCodable') {
      // AnyCodable (2.0.0-rc.1's metadata) takes any literal: a dictionary, a list, a scalar.
      return anyLiteral(json, request, layout);
    }
    if (/^[A-Z]$/.test(type)) {
      // A generic value (`data: T`, `metadata: T?`): a dictionary of strings is Codable.
      if (json === null || typeof json !== 'object' || Array.isArray(json) || !Object.values(json).every((item) => typeof item === 'string')) {
        throw new Unsendable(`${where} is generic: it takes a Codable struct of its own`);
      }
      return value(owner, '[String: String]', json, where, layout);
    }
    const model = resolve(owner, type.replace(/<.*$/, ''));
    if (model) {
      const members = membersOf(model)!;
      if (Object.values(members).some((member) => member.kind === 'case')) {
        const match = Object.entries(members).find(([, member]) => member.kind === 'case' && member.rawValue === json);
        if (!match) throw new Unsendable(`${model} has no case for ${JSON.stringify(json)}`);
        return `.${match[0]}`;
      }
      return build(model, json, where, layout);
    }
    return scalar(type, json, where);
  };

  /** `Model(label: value, …)`: the JSON object's keys as the model's properties, in the order of its initializer. */
  const build = (model: string, json: JsonValue, where: string, layout: Layout, name = model.replace(/^.*\./, '')): string => {
    if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new Unsendable(`${where} is a ${model}`);
    const members = membersOf(model);
    const init = members?.init;
    if (!members) throw new Unsendable(`no ${model}`);
    if (!init?.params) throw new Unsendable(`${model} has no initializer`);
    const byKey = new Map(Object.entries(members).filter(([, member]) => member.kind === 'field' || member.kind === 'property').map(([property, member]) => [member.key ?? property, property]));
    const labels = init.params.map(parameterName);
    const given = new Map<string, JsonValue>();
    for (const [key, item] of Object.entries(json)) {
      const property = byKey.get(key);
      if (!property || !labels.includes(property)) throw new Unsendable(`${model} has no property for "${key}"`);
      given.set(property, item);
    }
    // A parameter without a default must be given: the request has no value for it.
    const lacking = init.params.find((parameter) => !parameter.endsWith('?') && !given.has(parameter));
    if (lacking) throw new Unsendable(`${model} needs ${lacking}`);
    const entries = labels
      .filter((label) => given.has(label))
      .map((label) => (entryLayout: Layout) => {
        const prefix = `${label}: `;
        const member = members[label]!;
        return prefix + value(model, member.swiftType!, given.get(label)!, `${where}.${member.key ?? label}`, {...entryLayout, before: entryLayout.before + prefix.length});
      });
    return printList(entries, [`${name}(`, ')'], {...layout, width: LINE_WIDTH}, {indent: INDENT, trailingComma: false});
  };

  return {
    /** `let name = Model(…)`: a model value bound to a name. */
    bind: (name: string, model: string, json: JsonValue, typeArgument = '') => {
      const opening = `let ${name} = `;
      return `${opening}${build(model, json, name, {indent: '', before: opening.length}, `${model}${typeArgument}`)}`;
    },
    /** `let name = [Model(…), …]`: a list of model values bound to a name. */
    bindList: (name: string, model: string, json: readonly JsonValue[]) => {
      const opening = `let ${name} = `;
      const entries = json.map((item, index) => (itemLayout: Layout) => build(model, item, `${name}[${index}]`, itemLayout));
      return `${opening}${printList(entries, ['[', ']'], {indent: '', before: opening.length, width: LINE_WIDTH}, {indent: INDENT, trailingComma: true})}`;
    },
    /** The properties a model has, by JSON key. */
    keys: (model: string) => new Set(Object.entries(membersOf(model) ?? {}).map(([property, member]) => member.key ?? property)),
    members: membersOf,
  };
}

/** The text of the arguments of the call whose parenthesis opens at `open`, and where the call ends. */
function callArguments(code: string, open: number): {text: string; end: number} {
  let depth = 0;
  let quote = false;
  for (let at = open; at < code.length; at += 1) {
    const character = code[at]!;
    if (quote) {
      if (character === '\\') at += 1;
      else if (character === '"') quote = false;
      continue;
    }
    if (character === '"') quote = true;
    else if ('([{'.includes(character)) depth += 1;
    else if (')]}'.includes(character) && --depth === 0) return {text: code.slice(open + 1, at), end: at + 1};
  }
  return {text: code.slice(open + 1), end: code.length};
}

/** The argument labels of a call's arguments, `_` for an unlabeled one: `(jsonl, action: .upsert)` → `_`, `action`. */
function argumentLabels(text: string): string[] {
  const labels: string[] = [];
  let depth = 0;
  let quote = false;
  let start = 0;
  const push = (end: number) => {
    const argument = text.slice(start, end).trim();
    if (argument) labels.push(/^(\w+)\s*:(?!:)/.exec(argument)?.[1] ?? '_');
  };
  for (let at = 0; at < text.length; at += 1) {
    const character = text[at]!;
    if (quote) {
      if (character === '\\') at += 1;
      else if (character === '"') quote = false;
    } else if (character === '"') quote = true;
    else if ('([{'.includes(character)) depth += 1;
    else if (')]}'.includes(character)) depth -= 1;
    else if (character === ',' && depth === 0) {
      push(at);
      start = at + 1;
    }
  }
  push(text.length);
  return labels;
}

/**
 * The client chains of rendered Swift (`client.collection(name: "b").documents().export(options: options)`),
 * each call with its labels: Swift tells overloads apart by them (`delete(options:)`, `delete(filter:batchSize:)`),
 * so the gate must ask the surface for the labels, not the name alone.
 */
export function renderedSwiftChains(code: string): SampleUse[] {
  const uses: SampleUse[] = [];
  for (const match of code.matchAll(/(?<![\w.])(client|node)(?=\.)/g)) {
    const steps: ChainStep[] = [];
    let at = match.index + match[0].length;
    for (let access = /^\.(\w+)/.exec(code.slice(at)); access; access = /^\.(\w+)/.exec(code.slice(at))) {
      at += access[0].length;
      if (code[at] === '(') {
        const {text, end} = callArguments(code, at);
        steps.push({kind: 'call', name: access[1]!, labels: argumentLabels(text)});
        at = end;
      } else {
        steps.push({kind: 'member', name: access[1]!});
      }
    }
    uses.push({kind: 'chain', root: ROOTS[match[1] as keyof typeof ROOTS], steps, line: code.slice(0, match.index).split('\n').length});
  }
  return uses;
}

/** The sample, if the release has every call of it (its surface says so), or the tab that says which call it lacks. */
/**
 * The sample, if the release has every call of it (its surface says so); where it has no call for the request (or
 * cannot express it), the request sent with URLSession (./standard-http.ts) under a line that says what the release
 * lacks: typesense-swift has no public low-level API.
 */
function render(input: RenderInput): RenderedSample {
  const own = ownSample(input);
  if (own.kind === 'code') {
    return own;
  }
  const standard: RenderedSample = {kind: 'code', code: urlSessionCall(input, SURFACE.client, own.detail)};
  // The fallback is held to the surface like any sample: it calls nothing of the client.
  const [problem] = checkUses(renderedSwiftChains(standard.code), releaseSurfaceOf(SURFACE, input.release), input.release.version);
  return problem ? {kind: 'missing', detail: problem.message} : standard;
}

/** The sample with the release's own calls, or the tab that says what the release lacks. */
function ownSample(input: RenderInput): RenderedSample {
  let rendered: RenderedSample;
  try {
    rendered = renderCall(input);
  } catch (error) {
    if (error instanceof Unsendable) {
      return {kind: 'missing', detail: error.message};
    }
    throw error;
  }
  if (rendered.kind !== 'code') {
    return rendered;
  }
  const [problem] = checkUses(renderedSwiftChains(rendered.code), releaseSurfaceOf(SURFACE, input.release), input.release.version);
  if (!problem) {
    return rendered;
  }
  // `client.….export(options:): the labels do not match export() in Documents (…)`, or `…: Collection has no overrides() in …`.
  const labels = /\.?([\w]+\([\w:]*\)): the labels do not match .*? in (\w+) /.exec(problem.message);
  const absent = /: (\w+) has no (.+?) in /.exec(problem.message);
  return {kind: 'missing', detail: labels ? `${labels[2]} has no ${labels[1]}` : absent ? `${absent[1]} has no ${absent[2]}` : problem.message};
}

function renderCall(input: RenderInput): RenderedSample {
  const {call, request, release} = input;
  const surface = releaseSurfaceOf(SURFACE, release);
  const models = modelWriter(surface, request);
  const p = call.pathParams;
  const query = typedQuery(input);
  const hasQuery = Object.keys(query).length > 0;
  const {code, missing, needBody} = sampleOutcomes(input);
  const collection = `client.collection(name: ${doubleQuoted(p.collectionName ?? '')})`;
  const synonymSet = `client.synonymSet(${doubleQuoted(p.synonymSetName ?? '')})`;
  const curationSet = `client.curationSet(${doubleQuoted(p.curationSetName ?? '')})`;
  /** The analytics events resource of the release (AnalyticsEvents; AnalyticsEventsAPI from 2.0.0-rc.1), and its calls. */
  const eventsType = models.members('Analytics')?.events?.returns;
  const events = eventsType ? models.members(eventsType) : undefined;
  const noQuery = (what: string) => (hasQuery ? missing(`${what} sends no query parameters`) : undefined);
  /** A document as the client takes it: `Data`, encoded from a dictionary. */
  const documentData = (document: JsonObject, name = 'document') =>
    `let ${name}: [String: Any] = ${anyLiteral(document, request, {indent: '', before: `let ${name}: [String: Any] = `.length})}\n` +
    `let ${name}Data = try JSONSerialization.data(withJSONObject: ${name})\n`;
  /** One analytics rule: rule(_:) from 2.0.0-rc.1, rule(id:) before. */
  const analyticsRule = () =>
    models.members('Analytics')?.['rule(_:)'] ? `client.analytics().rule(${doubleQuoted(p.ruleName!)})` : `client.analytics().rule(id: ${doubleQuoted(p.ruleName!)})`;
  /** `, options: Model(…)` of a call, bound first as `options` when there are any. */
  const options = (model: string, values: JsonObject) => (Object.keys(values).length > 0 ? `${models.bind('options', model, values)}\n` : '');

  switch (call.operation.id) {
    case 'collections.list':
      return noQuery('collections.retrieveAll()') ?? code('let (collections, _) = try await client.collections.retrieveAll()');
    case 'collections.create':
      return (
        noQuery('collections.create(schema:)') ??
        code(`${models.bind('schema', 'CollectionSchema', needBody())}\nlet (collection, _) = try await client.collections.create(schema: schema)`)
      );
    case 'collections.retrieve':
      return code(`let (collection, _) = try await ${collection}.retrieve()`);
    case 'collections.update':
      return missing('collection(name:) has no update');
    case 'collections.delete':
      return code(`let (collection, _) = try await ${collection}.delete()`);
    case 'documents.create': {
      const {action, ...rest} = query;
      if (action !== undefined && action !== 'create' && action !== 'upsert') {
        return missing(`documents().create(document:) sends no action=${String(action)}`);
      }
      const method = action === 'upsert' ? 'upsert' : 'create';
      const settings = options('DocumentIndexParameters', rest);
      return code(
        documentData(needBody()) +
          settings +
          `let (data, _) = try await ${collection}.documents().${method}(document: documentData${settings ? ', options: options' : ''})`,
      );
    }
    case 'documents.import': {
      const documents = importedDocuments(request);
      const file = bodyFile(request);
      if (!documents && !file) {
        throw new RenderError('an import without documents or a file');
      }
      const read = file
        ? `let jsonl = try Data(contentsOf: URL(fileURLWithPath: ${doubleQuoted(file)}))\n`
        : // The JSON lines as written, in a multi-line string (where a backslash is written twice).
          `let jsonl = Data("""\n${documents!.map((document) => JSON.stringify(document).replace(/\\/g, '\\\\')).join('\n')}\n""".utf8)\n`;
      const {action, ...rest} = query;
      // importBatch(_:action:) is deprecated where the release has importBatch(_:options:) (1.0.0 on).
      const byAction = models.members('Documents')?.['importBatch(_:action:)'];
      const actionCase = action === undefined ? undefined : models.members('ActionModes') && Object.entries(models.members('ActionModes')!).find(([, member]) => member.rawValue === action)?.[0];
      if (!byAction?.deprecated && Object.keys(rest).length === 0 && (action === undefined || actionCase)) {
        // importBatch(_:action:) sends action=create unless told otherwise.
        return code(`${read}let (results, _) = try await ${collection}.documents().importBatch(jsonl${actionCase && action !== 'create' ? `, action: .${actionCase}` : ''})`);
      }
      return code(`${read}${models.bind('options', 'ImportDocumentsParameters', query)}\nlet (results, _) = try await ${collection}.documents().importBatch(jsonl, options: options)`);
    }
    case 'documents.export': {
      if (hasQuery && !models.members('Documents')?.['export(options:)']) {
        return missing('Documents has no export(options:)');
      }
      const settings = options('ExportDocumentsParameters', query);
      return code(`${settings}let (jsonl, _) = try await ${collection}.documents().export(${settings ? 'options: options' : ''})`);
    }
    case 'documents.search': {
      const parameters = models.bind('searchParameters', 'SearchParameters', query);
      const search = (models.members('Documents')?.['search(_:for:)'] ?? undefined) as SwiftMember | undefined;
      const searchKeys = models.members('SearchParameters') ?? {};
      const forwarded = new Set(search?.forwards ?? []);
      const properties = Object.keys(query).map((key) => Object.entries(searchKeys).find(([, member]) => member.key === key)?.[0] ?? key);
      // Until 2.0.0-rc.1, search(_:for:) sent the parameters it names one by one; from then on, the whole model.
      // A parameter it is known to misname (the release's defects) goes with search(_:), which encodes the model.
      const misnamed = (release.defects ?? []).find(
        (defect) => defect.call.type === 'Documents' && defect.call.member === 'search(_:for:)' && properties.includes(defect.parameter.member),
      );
      if (misnamed) {
        return code(
          `${parameters}\n// search(_:for:) of ${SURFACE.client} ${release.version} ${misnamed.reason};\n` +
            `// search(_:) sends it as ${searchKeys[misnamed.parameter.member]?.key ?? misnamed.parameter.member}.\n` +
            `let (data, _) = try await ${collection}.documents().search(searchParameters)`,
        );
      }
      if (search && (!search.forwards || properties.every((property) => forwarded.has(property)))) {
        const type = documentTypeName(p.collectionName!);
        return code(
          `${parameters}\n// ${type}: your Codable struct of the collection's documents.\n` +
            `let (result, _) = try await ${collection}.documents().search(searchParameters, for: ${type}.self)`,
        );
      }
      // search(_:for:) sends some of the parameters only; search(_:) sends them all and returns the response's JSON.
      return code(`${parameters}\nlet (data, _) = try await ${collection}.documents().search(searchParameters)`);
    }
    case 'documents.updateByFilter': {
      // update(document:options:) takes an Encodable value: a struct of the fields it sets, and its options as
      // UpdateDocumentsByFilterParameters, which 2.0.0-rc.1 names UpdateDocumentsParameters.
      const updateOptions =
        models.members('UpdateDocumentsByFilterParameters') || !models.members('Documents')?.['update(document:options:)']
          ? 'UpdateDocumentsByFilterParameters'
          : 'UpdateDocumentsParameters';
      const fields = codableStruct('Fields', needBody());
      if (!fields) {
        return missing('update(document:options:) takes an Encodable struct; these fields are not flat values');
      }
      return code(
        `${fields.declaration}\n\n${models.bind('options', updateOptions, query)}\n` +
          `let (result, _) = try await ${collection}.documents().update(document: ${fields.value}, options: options)`,
      );
    }
    case 'documents.deleteByFilter': {
      const {filter_by: filter, batch_size: batchSize, ...rest} = query;
      // Before delete(options:) (1.0.0), delete(filter:batchSize:) sent the filter and the batch size alone.
      if (!models.members('Documents')?.['delete(options:)'] && typeof filter === 'string' && Object.keys(rest).length === 0) {
        const size = typeof batchSize === 'number' ? `, batchSize: ${batchSize}` : '';
        return code(`let (result, _) = try await ${collection}.documents().delete(filter: ${doubleQuoted(filter)}${size})`);
      }
      return code(`${models.bind('options', 'DeleteDocumentsParameters', query)}\nlet (result, _) = try await ${collection}.documents().delete(options: options)`);
    }
    case 'document.retrieve':
      return noQuery('document(id:).retrieve()') ?? code(`let (data, _) = try await ${collection}.document(id: ${doubleQuoted(p.documentId!)}).retrieve()`);
    case 'document.update': {
      const settings = options('DocumentIndexParameters', query);
      return code(
        documentData(needBody(), 'fields') +
          settings +
          `let (data, _) = try await ${collection}.document(id: ${doubleQuoted(p.documentId!)}).update(newDocument: fieldsData${settings ? ', options: options' : ''})`,
      );
    }
    case 'document.delete':
      return noQuery('document(id:).delete()') ?? code(`let (data, _) = try await ${collection}.document(id: ${doubleQuoted(p.documentId!)}).delete()`);
    case 'overrides.list':
      return code(`// The overrides' metadata, decoded as a dictionary of strings.\nlet (overrides, _) = try await ${collection}.overrides().retrieve(metadataType: [String: String].self)`);
    case 'override.retrieve':
      return code(`let (override, _) = try await ${collection}.override(${doubleQuoted(p.overrideId!)}).retrieve(metadataType: [String: String].self)`);
    case 'override.upsert': {
      // The schema is generic over its metadata: a dictionary of strings here.
      const schema = models.bind('schema', 'SearchOverrideSchema', needBody(), '<[String: String]>');
      return code(`${schema}\nlet (override, _) = try await ${collection}.overrides().upsert(overrideId: ${doubleQuoted(p.overrideId!)}, params: schema)`);
    }
    case 'override.delete':
      return code(`let (result, _) = try await ${collection}.override(${doubleQuoted(p.overrideId!)}).delete()`);
    case 'synonyms.list':
      return code(`let (synonyms, _) = try await ${collection}.synonyms().retrieve()`);
    case 'synonym.retrieve':
      return code(`let (synonym, _) = try await ${collection}.synonyms().retrieve(id: ${doubleQuoted(p.synonymId!)})`);
    case 'synonym.upsert':
      return code(
        `${models.bind('schema', 'SearchSynonymSchema', needBody())}\nlet (synonym, _) = try await ${collection}.synonyms().upsert(id: ${doubleQuoted(p.synonymId!)}, schema)`,
      );
    case 'synonym.delete':
      return code(`let (result, _) = try await ${collection}.synonyms().delete(id: ${doubleQuoted(p.synonymId!)})`);
    // Synonym sets and curation sets (2.0.0-rc.1): client.synonymSet(_:) and client.curationSet(_:) reach one set,
    // its items() the list and item(_:) one of them; the sets' resources and their items' upsert(_:_:) write them.
    case 'synonymSets.list':
      return code('let (synonymSets, _) = try await client.synonymSets().retrieve()');
    case 'synonymSet.retrieve':
      return code(`let (synonymSet, _) = try await ${synonymSet}.retrieve()`);
    case 'synonymSet.upsert':
      return code(
        `${models.bind('schema', 'SynonymSetCreateSchema', needBody())}\nlet (synonymSet, _) = try await client.synonymSets().upsert(${doubleQuoted(p.synonymSetName!)}, schema)`,
      );
    case 'synonymSet.delete':
      return code(`let (result, _) = try await ${synonymSet}.delete()`);
    case 'synonymSetItems.list':
      return code(`let (items, _) = try await ${synonymSet}.items().retrieve()`);
    case 'synonymSetItem.retrieve':
      return code(`let (item, _) = try await ${synonymSet}.item(${doubleQuoted(p.itemId!)}).retrieve()`);
    case 'synonymSetItem.upsert':
      return code(`${models.bind('schema', 'SynonymItemUpsertSchema', needBody())}\nlet (item, _) = try await ${synonymSet}.items().upsert(${doubleQuoted(p.itemId!)}, schema)`);
    case 'synonymSetItem.delete':
      return code(`let (result, _) = try await ${synonymSet}.item(${doubleQuoted(p.itemId!)}).delete()`);
    case 'curationSets.list':
      return code('let (curationSets, _) = try await client.curationSets().retrieve()');
    case 'curationSet.retrieve':
      return code(`let (curationSet, _) = try await ${curationSet}.retrieve()`);
    case 'curationSet.upsert':
      return code(
        `${models.bind('schema', 'CurationSetCreateSchema', needBody())}\nlet (curationSet, _) = try await client.curationSets().upsert(${doubleQuoted(p.curationSetName!)}, schema)`,
      );
    case 'curationSet.delete':
      return code(`let (result, _) = try await ${curationSet}.delete()`);
    case 'curationSetItems.list':
      return code(`let (items, _) = try await ${curationSet}.items().retrieve()`);
    case 'curationSetItem.retrieve':
      return code(`let (item, _) = try await ${curationSet}.item(${doubleQuoted(p.itemId!)}).retrieve()`);
    case 'curationSetItem.upsert':
      return code(`${models.bind('schema', 'CurationItemCreateSchema', needBody())}\nlet (item, _) = try await ${curationSet}.items().upsert(${doubleQuoted(p.itemId!)}, schema)`);
    case 'curationSetItem.delete':
      return code(`let (result, _) = try await ${curationSet}.item(${doubleQuoted(p.itemId!)}).delete()`);
    case 'aliases.list':
      return code('let (aliases, _) = try await client.aliases().retrieve()');
    case 'alias.retrieve':
      return code(`let (alias, _) = try await client.aliases().retrieve(name: ${doubleQuoted(p.aliasName!)})`);
    case 'alias.upsert':
      return code(
        `${models.bind('schema', 'CollectionAliasSchema', needBody())}\nlet (alias, _) = try await client.aliases().upsert(name: ${doubleQuoted(p.aliasName!)}, collection: schema)`,
      );
    case 'alias.delete':
      return code(`let (alias, _) = try await client.aliases().delete(name: ${doubleQuoted(p.aliasName!)})`);
    case 'keys.list':
      return code('let (keys, _) = try await client.keys().retrieve()');
    case 'keys.create':
      return code(`${models.bind('schema', 'ApiKeySchema', needBody())}\nlet (key, _) = try await client.keys().create(schema)`);
    case 'key.retrieve':
      return code(`let (key, _) = try await client.keys().retrieve(id: ${Number(p.keyId)})`);
    case 'key.delete':
      return code(`let (result, _) = try await client.keys().delete(id: ${Number(p.keyId)})`);
    case 'presets.list':
      return code('let (presets, _) = try await client.presets().retrieve()');
    case 'preset.retrieve':
      return code(`let (preset, _) = try await client.preset(${doubleQuoted(p.presetId!)}).retrieve()`);
    case 'preset.upsert': {
      const {value, ...rest} = needBody();
      if (Object.keys(rest).length > 0 || value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
        return missing('PresetUpsertSchema holds a value and nothing else');
      }
      // PresetValue: the searches of a multi search, or the parameters of one search; 2.0.0-rc.1's
      // PresetUpsertSchemaValue names its cases after the types they hold.
      const generated = models.members('PresetUpsertSchemaValue')?.typeSearchParameters !== undefined;
      const [parameters, preset] =
        'searches' in value
          ? [models.bind('searches', 'MultiSearchSearchesParameter', value), generated ? '.typeMultiSearchSearchesParameter(searches)' : '.multiSearch(searches)']
          : [models.bind('parameters', 'SearchParameters', value), generated ? '.typeSearchParameters(parameters)' : '.singleCollectionSearch(parameters)'];
      return code(
        `${parameters}\nlet (preset, _) = try await client.presets().upsert(\n` +
          `${INDENT}presetName: ${doubleQuoted(p.presetId!)},\n${INDENT}params: PresetUpsertSchema(value: ${preset})\n)`,
      );
    }
    case 'preset.delete':
      return code(`let (result, _) = try await client.preset(${doubleQuoted(p.presetId!)}).delete()`);
    case 'stopwords.list':
      return code('let (stopwords, _) = try await client.stopwords().retrieve()');
    case 'stopword.retrieve':
      return code(`let (stopwords, _) = try await client.stopword(${doubleQuoted(p.setId!)}).retrieve()`);
    case 'stopword.upsert':
      return code(
        `${models.bind('schema', 'StopwordsSetUpsertSchema', needBody())}\nlet (stopwords, _) = try await client.stopwords().upsert(stopwordsSetId: ${doubleQuoted(p.setId!)}, params: schema)`,
      );
    case 'stopword.delete':
      return code(`let (result, _) = try await client.stopword(${doubleQuoted(p.setId!)}).delete()`);
    case 'analyticsRules.list': {
      // retrieveAll(ruleTag:) (2.0.0-rc.1) sends rule_tag; retrieveAll() before it sent nothing.
      const {rule_tag: ruleTag, ...rest} = query;
      const byTag = models.members('AnalyticsRules')?.['retrieveAll(ruleTag:)'] !== undefined;
      if (Object.keys(rest).length > 0 || (ruleTag !== undefined && !byTag)) {
        return missing(`rules().retrieveAll(${byTag ? 'ruleTag:' : ''}) sends ${byTag ? 'rule_tag only' : 'no query parameters'}`);
      }
      return code(`let (rules, _) = try await client.analytics().rules().retrieveAll(${ruleTag === undefined ? '' : `ruleTag: ${doubleQuoted(String(ruleTag))}`})`);
    }
    case 'analyticsRules.create': {
      // From 2.0.0-rc.1 (the analytics of Typesense 30.0), create(_:) posts one rule and createMany(_:) a list;
      // before, rules().upsert(params:) sent PUT /analytics/rules/{name}.
      if (!models.members('AnalyticsRules')?.['create(_:)']) {
        return missing('rules().upsert(params:) sends PUT /analytics/rules/{name}; no POST /analytics/rules');
      }
      const rules = request.body?.kind === 'json' && Array.isArray(request.body.value) ? request.body.value : undefined;
      if (rules) {
        return code(`${models.bindList('rules', 'AnalyticsRuleCreate', rules)}\nlet (results, _) = try await client.analytics().rules().createMany(rules)`);
      }
      return code(`${models.bind('rule', 'AnalyticsRuleCreate', needBody())}\nlet (result, _) = try await client.analytics().rules().create(rule)`);
    }
    case 'analyticsRule.retrieve':
      return code(`let (rule, _) = try await ${analyticsRule()}.retrieve()`);
    case 'analyticsRule.upsert': {
      const body = needBody();
      if (models.members('AnalyticsRules')?.['update(_:)']) {
        // update(_:) (2.0.0-rc.1) sends an AnalyticsRuleUpdate to the path of its name.
        if (body.name !== undefined && body.name !== p.ruleName) {
          return missing('rules().update(_:) sends the rule to the path of its own name');
        }
        return code(`${models.bind('rule', 'AnalyticsRuleUpdate', {name: p.ruleName!, ...body})}\nlet (result, _) = try await client.analytics().rules().update(rule)`);
      }
      // upsert(params:) sends the rule to the path of its name.
      const rule = {name: p.ruleName!, ...body};
      return code(`${models.bind('rule', 'AnalyticsRuleSchema', rule)}\nlet (result, _) = try await client.analytics().rules().upsert(params: rule)`);
    }
    case 'analyticsRule.delete':
      return code(`let (result, _) = try await ${analyticsRule()}.delete()`);
    case 'analyticsEvents.create':
      // create(_:) of an AnalyticsEvent from 2.0.0-rc.1; create(params:) of an AnalyticsEventCreateSchema before.
      if (events?.['create(_:)']) {
        return code(`${models.bind('event', 'AnalyticsEvent', needBody())}\nlet (result, _) = try await client.analytics().events().create(event)`);
      }
      return code(`${models.bind('event', 'AnalyticsEventCreateSchema', needBody())}\nlet (result, _) = try await client.analytics().events().create(params: event)`);
    case 'analyticsEvents.list':
      if (!events?.['retrieve(_:)']) {
        return missing(`${eventsType ?? 'Analytics'} has no retrieve(_:)`);
      }
      return code(`${models.bind('params', 'AnalyticsEventsRetrieveParams', query)}\nlet (events, _) = try await client.analytics().events().retrieve(params)`);
    case 'analytics.flush':
    case 'analytics.status':
      return missing(`analytics() has no call for ${call.operation.method} ${call.operation.path}`);
    case 'conversationModels.list':
      return code('let (models, _) = try await client.conversations().models().retrieve()');
    case 'conversationModels.create':
      return code(`${models.bind('schema', 'ConversationModelCreateSchema', needBody())}\nlet (model, _) = try await client.conversations().models().create(params: schema)`);
    case 'conversationModel.retrieve':
      return code(`let (model, _) = try await client.conversations().model(modelId: ${doubleQuoted(p.modelId!)}).retrieve()`);
    case 'conversationModel.update':
      return code(
        `${models.bind('schema', 'ConversationModelUpdateSchema', needBody())}\nlet (model, _) = try await client.conversations().model(modelId: ${doubleQuoted(p.modelId!)}).update(params: schema)`,
      );
    case 'conversationModel.delete':
      return code(`let (model, _) = try await client.conversations().model(modelId: ${doubleQuoted(p.modelId!)}).delete()`);
    case 'nlSearchModels.list':
    case 'nlSearchModels.create':
    case 'nlSearchModel.retrieve':
    case 'nlSearchModel.update':
    case 'nlSearchModel.delete':
      return missing('no natural language search models');
    case 'stemmingDictionaries.list':
    case 'stemmingDictionaries.import':
    case 'stemmingDictionary.retrieve':
    case 'stemmingDictionary.delete':
      return missing('no stemming dictionaries');
    case 'multiSearch.perform': {
      const {searches, ...rest} = needBody();
      // performUnion(searchRequests:commonParameters:) (2.0.0-rc.1) sends the searches with union: true.
      const union = rest.union === true && models.members('MultiSearch')?.['performUnion(searchRequests:commonParameters:)'] !== undefined;
      if (Object.keys(rest).some((key) => !(union && key === 'union')) || !Array.isArray(searches)) {
        return missing(
          union
            ? 'multiSearch().performUnion(searchRequests:commonParameters:) sends the searches and union: true, nothing else'
            : 'multiSearch().perform(searchRequests:commonParameters:) sends the searches and nothing else',
        );
      }
      return code(
        `${models.bindList('searchRequests', 'MultiSearchCollectionParameters', searches)}\n` +
          `${models.bind('commonParameters', 'MultiSearchParameters', query)}\n` +
          `let (data, _) = try await client.multiSearch().${union ? 'performUnion' : 'perform'}(searchRequests: searchRequests, commonParameters: commonParameters)`,
      );
    }
    case 'health.retrieve':
      return code('let (health, _) = try await client.operations().getHealth()');
    case 'debug.retrieve':
      return code('let (debug, _) = try await client.operations().getDebug()');
    case 'metrics.retrieve':
      return code('let (metrics, _) = try await client.operations().getMetrics()');
    case 'stats.retrieve':
      return code('let (stats, _) = try await client.operations().getStats()');
    case 'operations.snapshot':
    case 'operations.vote':
    case 'operations.cacheClear': {
      const {snapshot_path: path, ...rest} = query;
      if (call.operation.id === 'operations.snapshot' && typeof path !== 'string') {
        throw new RenderError('a snapshot needs ?snapshot_path=');
      }
      if (Object.keys(rest).length > 0) {
        return missing('operations() sends no other query parameters');
      }
      const target = request.node ? 'node' : 'client';
      const statement =
        call.operation.id === 'operations.snapshot'
          ? `let (result, _) = try await ${target}.operations().snapshot(path: ${doubleQuoted(String(path))})`
          : `let (result, _) = try await ${target}.operations().${call.operation.id === 'operations.vote' ? 'vote' : 'clearCache'}()`;
      if (!request.node) {
        return code(statement);
      }
      // The request goes to one node of the cluster: a client of that node alone.
      const {host, port, protocol} = nodeAddress(request.node);
      return code(
        'let node = Client(\n' +
          `${INDENT}config: Configuration(\n` +
          `${INDENT}${INDENT}nodes: [Node(host: ${doubleQuoted(host)}, port: ${doubleQuoted(String(port))}, nodeProtocol: ${doubleQuoted(protocol)})],\n` +
          `${INDENT}${INDENT}apiKey: ${environment('TYPESENSE_API_KEY')}\n` +
          `${INDENT})\n)\n${statement}`,
      );
    }
    case 'operations.dbCompact':
    case 'operations.resetPeers':
    case 'operations.schemaChanges':
      return missing(`operations() has no call for ${call.operation.path}`);
    case 'config.update': {
      const settings = needBody();
      const milliseconds = settings['log-slow-requests-time-ms'];
      if (Object.keys(settings).length !== 1 || typeof milliseconds !== 'number') {
        return missing('toggleSlowRequestLog(seconds:) is the one setting of POST /config it sends');
      }
      // toggleSlowRequestLog(seconds:) sends the threshold in milliseconds.
      return code(`let (result, _) = try await client.operations().toggleSlowRequestLog(seconds: ${milliseconds / 1000})`);
    }
    case 'conversations.list':
    case 'conversation.retrieve':
    case 'conversation.update':
    case 'conversation.delete':
      return missing('no conversations resource');
  }
}

/**
 * The typed searches of 1.0.0 to 1.1.0-rc.1 send the parameters they name one by one, and send
 * `facetReturnParent` under the name `facet_strategy` (its model's CodingKeys say `facet_return_parent`),
 * so the server never sees it. Before 1.0.0 no model has `facetReturnParent`; 2.0.0-rc.1's typed searches
 * encode the whole model. The untyped `search(_:)` and `perform(searchRequests:commonParameters:)`
 * encode the model, and send it right.
 */
const FACET_RETURN_PARENT_AS_FACET_STRATEGY: readonly KnownDefect[] = [
  {
    call: {type: 'Documents', member: 'search(_:for:)'},
    parameter: {type: 'SearchParameters', member: 'facetReturnParent'},
    reason: 'sends facetReturnParent as facet_strategy, so the server never sees it',
    source: 'Sources/Typesense/Documents.swift:305',
  },
  {
    call: {type: 'MultiSearch', member: 'perform(searchRequests:commonParameters:for:)'},
    parameter: {type: 'MultiSearchParameters', member: 'facetReturnParent'},
    reason: 'sends facetReturnParent as facet_strategy, so the server never sees it',
    source: 'Sources/Typesense/MultiSearch.swift:233',
  },
];

/**
 * `Node` is a struct (Sources/Typesense/Node.swift:1), and the retry loop marks only its own copy of
 * the node that failed unhealthy (Sources/Typesense/ApiCall.swift:106; line 94 before 1.0.0): the
 * client's stored nearest node stays healthy, and every try of every request goes to it again
 * (ApiCall.swift:172, line 158 before 1.0.0), never to the other nodes. Without a nearest node the
 * client still moves to the next node on each try, but tries a failed node again on the next request.
 */
const NEAREST_NODE_NEVER_UNHEALTHY: readonly TypeDefect[] = [
  {
    construct: {type: 'Configuration', member: 'nearestNode'},
    reason: 'never marks its nearest node unhealthy, so every retry goes to the nearest node again and it never fails over to the other nodes',
    source: 'Sources/Typesense/Node.swift:1, Sources/Typesense/ApiCall.swift:106 and :172 (:94 and :158 before 1.0.0)',
    note: 'never fails over from the nearest node',
  },
];

const swift: ClientSamples = {
  language: 'swift',
  surface: SURFACE,
  fence: 'swift',
  packageName: 'typesense-swift',
  repository: 'https://github.com/typesense/typesense-swift',
  maintainer: 'community',
  installLine: (release) => `.package(url: "https://github.com/typesense/typesense-swift", exact: "${release.version}")`,
  // The release nearest each server release, by the dates of the tags of both repositories
  // (client: v0.1.0 2022-01-04, v0.1.1 2022-02-12, v0.1.2 2022-03-27, v0.2.0 2024-02-06,
  // v1.0.0 2024-08-28, v1.0.1 2024-11-05, v1.1.0-rc.1 2025-05-02, v2.0.0-rc.1 2025-12-16;
  // server: 0.22.1 2021-12-11, 0.22.2 2022-01-30, 0.23.0 2022-06-04, 0.23.1 2022-07-07,
  // 0.24.0 2023-01-30, 0.24.1 2023-03-31, 0.25.0 2023-08-15, 0.25.1 2023-09-09, 0.25.2 2024-01-02,
  // 26.0 2024-04-01, 27.0 2024-08-27, 27.1 2024-09-24, 28.0 2025-02-14, 29.0 2025-06-29,
  // 30.0 2026-01-27, 30.1 2026-01-28, 30.2 2026-04-17).
  // 28.0: v1.0.1, the release published before it; the nearer v1.1.0-rc.1 came after it, and as a
  // pre-release Swift Package Manager does not resolve it from a version range.
  // 29.0: v1.1.0-rc.1, the client as it stood then (multi search's reranking and API key
  // parameters are its changes); no stable release came between v1.0.1, seven months older, and
  // v2.0.0-rc.1, five and a half months after 29.0.
  // 30.x: v2.0.0-rc.1 (six weeks before 30.0), the one release with synonym sets, curation sets and the
  // analytics rules of 30.0; the client has no stable release that speaks 30.x.
  releases: [
    {version: '0.1.0', tag: 'v0.1.0', serverVersions: ['0.22.1'], typeDefects: NEAREST_NODE_NEVER_UNHEALTHY},
    {version: '0.1.1', tag: 'v0.1.1', serverVersions: ['0.22.2'], typeDefects: NEAREST_NODE_NEVER_UNHEALTHY},
    {version: '0.1.2', tag: 'v0.1.2', serverVersions: ['0.23.0', '0.23.1', '0.24.0'], typeDefects: NEAREST_NODE_NEVER_UNHEALTHY},
    {version: '0.2.0', tag: 'v0.2.0', serverVersions: ['0.24.1', '0.25.0', '0.25.1', '0.25.2', '26.0'], typeDefects: NEAREST_NODE_NEVER_UNHEALTHY},
    // The guide installs 1.0.0, the newest stable release (a version range does not select 2.0.0-rc.1).
    {version: '1.0.0', tag: 'v1.0.0', serverVersions: ['27.0', '27.1'], defects: FACET_RETURN_PARENT_AS_FACET_STRATEGY, typeDefects: NEAREST_NODE_NEVER_UNHEALTHY, guide: true},
    {version: '1.0.1', tag: 'v1.0.1', serverVersions: ['28.0'], defects: FACET_RETURN_PARENT_AS_FACET_STRATEGY, typeDefects: NEAREST_NODE_NEVER_UNHEALTHY},
    {version: '1.1.0-rc.1', tag: 'v1.1.0-rc.1', serverVersions: ['29.0', '29.1'], defects: FACET_RETURN_PARENT_AS_FACET_STRATEGY, typeDefects: NEAREST_NODE_NEVER_UNHEALTHY},
    {
      version: '2.0.0-rc.1',
      tag: 'v2.0.0-rc.1',
      serverVersions: ['30.0', '30.1', '30.2'],
      typeDefects: NEAREST_NODE_NEVER_UNHEALTHY,
      note: 'A pre-release; the stable releases of the client predate synonym sets and curation sets.',
    },
  ],

  render,
};

export default swift;
