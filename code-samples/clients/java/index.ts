/**
 * typesense-java (`org.typesense:typesense-java` on Maven Central): how its
 * releases call each operation. The client is typed: a request's JSON is built
 * from the client's model classes (generated from the OpenAPI description)
 * with their fluent setters, `new SearchParameters().q("x").queryBy("title")`;
 * documents are `Map<String, Object>`. Which setter a JSON key has, and the
 * Java type it takes, is read from the release's surface (./surface.json, from
 * the sources jar Maven Central serves; for 2.0.0, which it does not serve
 * here, the API classes of the git tag and the model classes derived from the
 * OpenAPI description its build generates them from): a key without a setter
 * is never given an invented one; the request goes with the JDK's
 * java.net.http instead (./standard-http.ts), under a line that says so.
 */
import {sampleOutcomes} from '../../render/outcomes';
import {RenderError, type ClientSamples, type RenderInput, type RenderedSample} from '../types';
import {doubleQuoted} from '../../render/literal';
import {bodyFile, importedDocuments, nodeAddress, typedQuery} from '../../render/request-values';
import {environmentVariableOf, type JsonObject, type JsonValue, type SampleRequest} from '../../request/request';
import {gatedBySurface} from '../../surface/gate';
import {isAtLeast} from '../../../src/versioning/versions';
import {openApiFor} from '../../openapi';
import {releaseSurfaceOf} from '../../surface/load';
import type {ClientSurface, ReleaseSurface, TypeSurface} from '../../surface/types';
import surfaceData from './surface.json';
import {CONTINUATION, declare, flat, print, text, wrapDeclarations, type Expr} from './layout';
import {javaHttpClientCall} from './standard-http';
import {setUpImports, withJavaImports} from './imports';

/** What each release offers, as read from its sources (./surface.json). */
const SURFACE = surfaceData as ClientSurface;

/** A key of the request's JSON that the release's model class has no setter for: the sample cannot be written with it. */
class NoSetter extends Error {}

/** `snake_case` → `snakeCase`, as the client's generator names the setter of a JSON key. */
export function setterName(key: string): string {
  return key.replace(/[-_.]+([a-zA-Z0-9])/g, (_, character: string) => character.toUpperCase());
}

/** `SearchParameters` → `searchParameters`: the name of a value of that type. */
function variableName(type: string): string {
  return type.charAt(0).toLowerCase() + type.slice(1);
}

/** The values of one request, written as Java builds them with one release's model classes. */
class JavaValues {
  constructor(
    private readonly surface: ReleaseSurface,
    private readonly request: Pick<SampleRequest, 'environment'>,
  ) {}

  type(name: string): TypeSurface | undefined {
    return this.surface.types[name];
  }

  /** A string, or `System.getenv("NAME")` for a value the Shell sample reads from the environment. */
  string(value: string): Expr {
    const variable = environmentVariableOf(this.request, value);
    return text(variable ? `System.getenv(${doubleQuoted(variable)})` : doubleQuoted(value));
  }

  /** A JSON value without a model type (a document's field, an `Object` of the model): `List.of`, `Map.of`, literals. */
  untyped(value: JsonValue): Expr {
    if (value === null) {
      throw new RenderError('a JSON null inside a nested value (List.of and Map.of take no nulls)');
    }
    if (typeof value === 'string') return this.string(value);
    if (typeof value === 'boolean') return text(String(value));
    if (typeof value === 'number') return text(Number.isInteger(value) && Math.abs(value) > 2 ** 31 - 1 ? `${value}L` : String(value));
    if (Array.isArray(value)) return {kind: 'call', callee: 'List.of', args: value.map((item) => this.untyped(item))};
    return {kind: 'map', entries: Object.entries(value).map(([key, item]) => [this.string(key), this.untyped(item)])};
  }

  /** The enum or nested type a setter's parameter names, qualified as samples name it (`SearchOverrideRule.MatchEnum`). */
  private resolve(javaType: string, declaredIn: string): string | undefined {
    return [javaType, `${declaredIn}.${javaType}`].find((candidate) => this.surface.types[candidate]);
  }

  /** `value` as the Java type a setter takes (`Integer`, `List<String>`, `IndexAction`, a model class). */
  typed(javaType: string, value: JsonValue, declaredIn: string, where: string): Expr {
    // A raw List (0.4.0's FieldEmbed.from(List from)) takes a list of any values.
    if (javaType === 'List') {
      if (!Array.isArray(value)) throw new NoSetter(`${where} takes a list`);
      return this.untyped(value);
    }
    const list = /^(?:List|Collection)<(.+)>$/.exec(javaType);
    if (list) {
      if (!Array.isArray(value)) throw new NoSetter(`${where} takes a list`);
      return {kind: 'call', callee: 'List.of', args: value.map((item, index) => this.typed(list[1]!, item, declaredIn, `${where}[${index}]`))};
    }
    switch (javaType) {
      case 'String':
        return typeof value === 'string' ? this.string(value) : text(doubleQuoted(String(value)));
      case 'Integer':
      case 'int':
        return text(String(Number(value)));
      case 'Long':
      case 'long':
        return text(`${Number(value)}L`);
      case 'Float':
      case 'float':
        return text(`${Number(value)}f`);
      case 'Double':
      case 'double':
        return text(Number.isInteger(Number(value)) ? `${Number(value)}.0` : String(Number(value)));
      case 'BigDecimal':
        return text(`new BigDecimal(${doubleQuoted(String(value))})`);
      case 'Boolean':
      case 'boolean':
        return text(String(value === true || value === 'true'));
      case 'Object':
        return this.untyped(value);
    }
    if (/^Map<String, ?\w+>$/.test(javaType)) {
      return this.untyped(value);
    }
    const resolved = this.resolve(javaType, declaredIn);
    const type = resolved ? this.surface.types[resolved] : undefined;
    if (!resolved || !type) {
      throw new NoSetter(`${where}: ${javaType} is not a type of the client`);
    }
    const cases = Object.entries(type.members).filter(([, member]) => member.kind === 'case');
    if (cases.length > 0) {
      const constant = cases.find(([, member]) => member.params?.[0] === value);
      if (!constant) throw new NoSetter(`${resolved} has no constant for ${JSON.stringify(value)}`);
      return text(`${resolved}.${constant[0]}`);
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new NoSetter(`${where} takes a ${resolved}`);
    }
    return this.model(resolved, value);
  }

  /**
   * `new Type().key(value)…` for a JSON object. A setter that the class
   * inherits returns the class it is declared in, so those come first and the
   * class's own setters last: the chain ends with a value of `type`.
   */
  model(typeName: string, value: JsonObject, extra: readonly {name: string; args: Expr[]}[] = []): Expr {
    const type = this.surface.types[typeName];
    if (!type) throw new NoSetter(`${typeName} is not a type of the client`);
    const calls = Object.entries(value).map(([key, item]) => {
      const name = setterName(key);
      const member = type.members[name];
      if (!member || member.kind !== 'field' || !member.params?.[0]) {
        throw new NoSetter(`${typeName} has no setter for "${key}"`);
      }
      const declaredIn = member.returns ?? typeName;
      const constant = typeof item === 'string' ? this.constantFor(typeName, name, item) : undefined;
      return {name, args: [constant ?? this.typed(member.params[0], item, declaredIn, `${typeName}.${name}`)], own: member.returns === typeName};
    });
    if (calls.some((call) => !call.own)) {
      throw new NoSetter(`${typeName} takes setters of the class it extends, which return that class: build it with statements (modelStatements)`);
    }
    return {kind: 'chain', head: `new ${typeName}()`, calls: [...calls.map(({name, args}) => ({name, args})), ...extra]};
  }

  /**
   * `Type name = new Type()…;` for a class that extends another: a setter it
   * inherits returns the class it is declared in, so its own setters build the
   * value and the inherited ones follow as a statement of their own.
   */
  modelStatements(typeName: string, name: string, value: JsonObject): string {
    const type = this.surface.types[typeName];
    if (!type) throw new NoSetter(`${typeName} is not a type of the client`);
    const own = Object.fromEntries(Object.entries(value).filter(([key]) => type.members[setterName(key)]?.returns === typeName));
    const inherited = Object.entries(value).filter(([key]) => !(key in own));
    const declaration = declare(typeName, name, this.model(typeName, own));
    if (inherited.length === 0) return declaration;
    const parent = type.members[setterName(inherited[0]![0])]?.returns;
    if (!parent) throw new NoSetter(`${typeName} has no setter for "${inherited[0]![0]}"`);
    const chain = this.model(parent, Object.fromEntries(inherited)) as Extract<Expr, {kind: 'chain'}>;
    return `${declaration}\n${print({...chain, head: name}, '', 0, 1)};`;
  }

  /** `FieldTypes.STRING` for a field's type "string": the constants the client offers for the values of a setter. */
  private constantFor(typeName: string, setter: string, value: string): Expr | undefined {
    const holder = CONSTANTS[`${typeName}.${setter}`];
    const constant = holder && Object.entries(this.surface.types[holder]?.members ?? {}).find(([, member]) => member.kind === 'case' && member.params?.[0] === value);
    return constant ? text(`${holder}.${constant[0]}`) : undefined;
  }

  /**
   * A document as its `put` statements: `Map<String, Object> document = new HashMap<>();`
   * then a line per field; `type` is what the call takes (0.0.3 takes `HashMap<String, Object>`).
   */
  document(name: string, value: JsonObject, type = 'Map<String, Object>'): string {
    const lines = [`${type} ${name} = new HashMap<>();`];
    for (const [key, item] of Object.entries(value)) {
      const opening = `${name}.put(${doubleQuoted(key)}, `;
      lines.push(`${opening}${item === null ? 'null' : print(this.untyped(item), '', opening.length, 2)});`);
    }
    return lines.join('\n');
  }
}

/** Setters whose values the client names with constants of a class of its own (org/typesense/api/FieldTypes.java). */
const CONSTANTS: Readonly<Record<string, string>> = {'Field.type': 'FieldTypes'};

/**
 * The sample's comment on `.enableOverrides(true)`: the release's SearchParameters
 * initialises enable_overrides to false (org/typesense/model/SearchParameters.java),
 * where the server applies curation rules unless told not to.
 */
const OVERRIDES_NOTE = '// The client sends enable_overrides=false unless set; true is what the server does by default.';

/**
 * Before 0.4.0, Field initialises `optional` and `sort` to false and sends them
 * (org/typesense/model/Field.java; null from 0.4.0 on). For a field that leaves
 * them out, the server makes a dynamic field (`.*`, a name with `.*`, type
 * `auto` or `string*`) optional, and refuses `.*` when it is not ("Field `.*`
 * must be an optional field."), and makes a number, bool or geopoint field
 * sortable unless it is a vector (typesense-server src/field.cpp
 * `field::json_field_to_field`, `field::is_dynamic`, 0.23.0 to 0.24.1): the
 * sample sets what the server would do.
 */
const FIELD_FLAGS_SENT_BEFORE = '0.4.0';
const FIELD_DEFAULTS_NOTE = '// The client sends optional=false and sort=false unless set; these are what the server does by default.';
const SORTABLE_BY_DEFAULT = new Set(['int32', 'int64', 'float', 'bool', 'geopoint', 'geopoint[]']);

/** The fields of a schema (or of an update) with the `optional` and `sort` the server gives those that leave them out, and whether any was added. */
export function withServerFieldDefaults(body: JsonObject): {body: JsonObject; added: boolean} {
  if (!Array.isArray(body.fields)) return {body, added: false};
  let added = false;
  const fields = body.fields.map((field) => {
    if (field === null || typeof field !== 'object' || Array.isArray(field) || field.drop === true) return field;
    const name = String(field.name ?? '');
    const type = String(field.type ?? '');
    const dynamic = name === '.*' || type === 'string*' || type === 'auto' || name.includes('.*');
    const sortable = name !== '.*' && SORTABLE_BY_DEFAULT.has(type) && field.num_dim === undefined;
    const defaults: JsonObject = {...(!('optional' in field) && dynamic && {optional: true}), ...(!('sort' in field) && sortable && {sort: true})};
    if (Object.keys(defaults).length === 0) return field;
    added = true;
    return {...field, ...defaults};
  });
  return {body: {...body, fields}, added};
}

/**
 * Lists that a model class starts as an empty list, not null (`= new ArrayList<>()`: the generator's start for a
 * property its OpenAPI description requires), by class: the client's mapper leaves out nulls only
 * (org/typesense/api/ApiCall.java, `JsonInclude.Include.NON_NULL`), so it sends them as `[]` unless set, a key the
 * Shell sample does not send. A sample whose request lacks the key sets it to null. CollectionUpdateSchema starts
 * `fields` so in every release (org/typesense/model/CollectionUpdateSchema.java of the sources jars, 0.0.3 to 1.3.0;
 * the class 2.0.0's build generates), and the server refuses an update whose `fields` is empty.
 */
const LISTS_STARTED_EMPTY: Readonly<Record<string, readonly string[]>> = {CollectionUpdateSchema: ['fields']};

/** The keys of `value` that `type` starts as an empty list, left unset: the setters the sample calls with null. */
export function listsLeftEmpty(type: string, value: JsonObject): string[] {
  return (LISTS_STARTED_EMPTY[type] ?? []).filter((key) => !(key in value));
}

/** The sample's comment on `.fields(null)`. */
function emptyListNote(type: string, keys: readonly string[]): string {
  return `// ${type} starts ${keys.join(' and ')} as an empty list, which the client would send; null leaves it out.`;
}

/** The `expires_at` the server gives a key created without one (src/auth_manager.cpp): it never expires. */
const NEVER_EXPIRES = 64723363199;
const KEY_EXPIRY_NOTE = '// Without expiresAt, the client makes the key expire in ten years; this is the server\'s "never".';

/**
 * Whether the server of `serverVersion` reads enable_overrides: its OpenAPI description lists it among the search
 * parameters (up to 29.x; 30.0 reads enable_curations).
 */
function serverReadsEnableOverrides(serverVersion: string): boolean {
  return Boolean(openApiFor(serverVersion).components.schemas.SearchParameters?.properties?.enable_overrides);
}

/** How rendered Java reaches the client. */
const CHAINS = {roots: {client: 'client', node: 'client'}, member: '.'} as const;

/**
 * The sample, if the release has every call of it (its surface says so); where it has no call for the request (or
 * cannot express it), the request sent with the JDK's java.net.http (./standard-http.ts) under a line that says what
 * the release lacks: typesense-java has no public low-level API.
 */
function render(input: RenderInput): RenderedSample {
  const own = ownSample(input);
  if (own.kind === 'code') {
    // Pasted under the set-up's imports: the sample lists those it needs beyond them.
    return {kind: 'code', code: withJavaImports(own.code, releaseSurfaceOf(SURFACE, input.release), setUpImports(input.serverVersion))};
  }
  // The gate holds the fallback to the surface like any sample: it calls nothing of the client.
  return gatedBySurface({kind: 'code', code: javaHttpClientCall(input, SURFACE.client, own.detail)}, SURFACE, input.release, CHAINS);
}

/** The sample with the release's own calls, or the tab that says what the release lacks. */
function ownSample(input: RenderInput): RenderedSample {
  try {
    const rendered = gatedBySurface(renderCall(input), SURFACE, input.release, CHAINS);
    return rendered.kind === 'code' ? {kind: 'code', code: wrapDeclarations(rendered.code)} : rendered;
  } catch (error) {
    if (error instanceof NoSetter) {
      return {kind: 'missing', detail: error.message};
    }
    throw error;
  }
}

/** Whether two JSON values are the same scalar (a common parameter holds one value for every search). */
function sameScalar(a: JsonValue, b: JsonValue): boolean {
  return a !== null && b !== null && typeof a !== 'object' && typeof b !== 'object' && a === b;
}

/** Whether the query has parameters other than `names`. */
function hasOther(query: JsonObject, names: readonly string[] = []): boolean {
  return Object.keys(query).some((name) => !names.includes(name));
}

function renderCall(input: RenderInput): RenderedSample {
  const {call, request, release} = input;
  const surface = releaseSurfaceOf(SURFACE, release);
  const values = new JavaValues(surface, request);
  const p = call.pathParams;
  const collection = `client.collections(${doubleQuoted(p.collectionName ?? '')})`;
  const query = typedQuery(input);
  const code = (value: string): RenderedSample => ({kind: 'code', code: value});
  const {missing, needBody} = sampleOutcomes(input);
  /** `Type name = new Type()…;` then the call that sends it. */
  const withModel = (type: string, value: JsonObject, statement: (name: string) => string, name = variableName(type)) => {
    const leftEmpty = listsLeftEmpty(type, value);
    const nulls = leftEmpty.map((key) => ({name: setterName(key), args: [text('null')]}));
    const note = leftEmpty.length > 0 ? `${emptyListNote(type, leftEmpty)}\n` : '';
    return code(`${note}${declare(type, name, values.model(type, value, nulls))}\n\n${statement(name)}`);
  };
  /** A schema or an update of one: withModel, its fields with the server's defaults where the release's Field sends its own. */
  const withFields = (type: string, statement: (name: string) => string, name: string) => {
    const body = needBody();
    if (isAtLeast(release.version, FIELD_FLAGS_SENT_BEFORE)) return withModel(type, body, statement, name);
    const {body: withDefaults, added} = withServerFieldDefaults(body);
    const rendered = withModel(type, withDefaults, statement, name);
    return added && rendered.kind === 'code' ? code(`${FIELD_DEFAULTS_NOTE}\n${rendered.code}`) : rendered;
  };
  /** `Type parameters = new Type()…;`: the parameters object of a call (`new ImportDocumentsParameters().action(IndexAction.UPSERT)`). */
  const parameters = (type: string, params: JsonObject) => declare(type, 'parameters', values.model(type, params));
  const noQuery = (what: string) => missing(`${what} sends no query parameters`);
  /** The Java type of a method's parameter in this release (`Documents`, `create/1`, 0 → `Map<String, Object>`), or `fallback`. */
  const parameterType = (type: string, member: string, index: number, fallback: string) => surface.types[type]?.members[member]?.params?.[index] ?? fallback;
  /** The class a method returns in this release, or `fallback`. */
  const resultType = (type: string, member: string, fallback: string) => surface.types[type]?.members[member]?.returns ?? fallback;
  /** `Map.of("k", "v")` as a map of strings of the type a call takes: 0.0.3 takes a `HashMap`, later releases a `Map`. */
  const stringMap = (type: string, entries: readonly (readonly [string, JsonValue])[]): Expr => {
    if (entries.length === 0) return text('new HashMap<>()');
    const map: Expr = {kind: 'map', entries: entries.map(([key, value]) => [text(doubleQuoted(key)), text(doubleQuoted(String(value)))])};
    return type.startsWith('HashMap') ? {kind: 'call', callee: 'new HashMap<>', args: [map]} : map;
  };
  // SearchParameters initialises enable_overrides to false from 0.8.0 on (org/typesense/model/SearchParameters.java), to null before;
  // from 30.0 on the server reads enable_curations instead (its description lists no enable_overrides), and a false it does not read changes nothing.
  const overridesOff = isAtLeast(release.version, '0.8.0') && serverReadsEnableOverrides(input.serverVersion);
  /** A class the release names in both of its packages (`AnalyticsRule`: a resource and a model) is written with its package, as the client's sources write it. */
  const javaName = (type: string) => type.replace(/^model\./, 'org.typesense.model.');
  /** `analytics() has rules() and events()`: what a resource class offers in the release. */
  const methodsOf = (type: string, reached: string) => {
    const names = Object.entries(surface.types[type]?.members ?? {})
      .filter(([name, member]) => member.kind === 'method' && /^\w+$/.test(name) && !/^(?:get|set)[A-Z]/.test(name))
      .map(([name]) => `${name}()`);
    const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? 'nothing');
    return `${reached} has ${listed}`;
  };

  switch (call.operation.id) {
    case 'collections.list':
      if (hasOther(query)) return noQuery('collections().retrieve()');
      return code('CollectionResponse[] collections = client.collections().retrieve();');
    case 'collections.create':
      if (hasOther(query)) return noQuery('collections().create()');
      return withFields('CollectionSchema', (name) => `CollectionResponse collection = client.collections().create(${name});`, 'schema');
    case 'collections.retrieve':
      return code(`CollectionResponse collection = ${collection}.retrieve();`);
    case 'collections.update':
      if (hasOther(query)) return noQuery('collections(name).update()');
      return withFields('CollectionUpdateSchema', (name) => `CollectionUpdateSchema updated = ${collection}.update(${name});`, 'update');
    case 'collections.delete':
      return code(`CollectionResponse collection = ${collection}.delete();`);
    case 'documents.create': {
      const document = values.document('document', needBody(), parameterType('Documents', 'create/1', 0, 'Map<String, Object>'));
      const {action, ...params} = query;
      if (action === 'upsert' && !hasOther(params)) {
        return code(`${document}\n\nMap<String, Object> upserted = ${collection}.documents().upsert(document);`);
      }
      if ((action === undefined || action === 'create') && !hasOther(params)) {
        return code(`${document}\n\nMap<String, Object> created = ${collection}.documents().create(document);`);
      }
      // create(document, parameters) sends the action and parameters it is given, and returns the server's JSON as text.
      return code(`${document}\n\n${parameters('ImportDocumentsParameters', query)}\n\nString response = ${collection}.documents().create(document, parameters);`);
    }
    case 'documents.import': {
      const documents = importedDocuments(request);
      const file = bodyFile(request);
      const send = (argument: string) => `${parameters('ImportDocumentsParameters', query)}\nString results = ${collection}.documents().import_(${argument}, parameters);`;
      if (file) {
        return code(`String jsonl = Files.readString(Path.of(${doubleQuoted(file)}));\n\n${send('jsonl')}`);
      }
      if (!documents) throw new RenderError('an import without documents or a file');
      if (documents.some((item) => item === null || typeof item !== 'object' || Array.isArray(item))) {
        throw new RenderError('an import whose lines are not JSON objects');
      }
      if (surface.types.Documents?.members['import_(Collection<?>, ImportDocumentsParameters)']) {
        const list: Expr = {kind: 'call', callee: 'List.of', args: documents.map((item) => values.untyped(item))};
        return code(`${declare('List<Map<String, Object>>', 'documents', list)}\n\n${send('documents')}`);
      }
      if (surface.types.Documents?.members['import_(ArrayList<HashMap<String, Object>>, ImportDocumentsParameters)']) {
        // 0.0.3 takes an ArrayList of HashMaps.
        const added = documents.map((item) => {
          const opening = 'documents.add(new HashMap<>(';
          return `${opening}${print(values.untyped(item), '', opening.length, 3)}));`;
        });
        return code(`ArrayList<HashMap<String, Object>> documents = new ArrayList<>();\n${added.join('\n')}\n\n${send('documents')}`);
      }
      return missing('documents().import_() takes no list of documents');
    }
    case 'documents.export':
      if (!hasOther(query)) return code(`String jsonl = ${collection}.documents().export();`);
      return code(`${parameters('ExportDocumentsParameters', query)}\n\nString jsonl = ${collection}.documents().export(parameters);`);
    case 'documents.search': {
      // 1.3.0's SearchParameters sends enable_overrides=false unless told otherwise, where the server's default is true.
      const overrides = 'enable_overrides' in query || !overridesOff ? [] : [{name: 'enableOverrides', args: [text('true')]}];
      const note = overrides.length > 0 ? `${OVERRIDES_NOTE}\n` : '';
      return code(
        `${note}${declare('SearchParameters', 'searchParameters', values.model('SearchParameters', query, overrides))}\n\n` +
          `SearchResult searchResult = ${collection}.documents().search(searchParameters);`,
      );
    }
    case 'documents.updateByFilter': {
      const params = Object.fromEntries(Object.entries(query).filter(([name]) => name !== 'action'));
      const document = values.document('fields', needBody());
      return code(`${document}\n\n${parameters('UpdateDocumentsParameters', params)}\n\nMap<String, Integer> result = ${collection}.documents().update(fields, parameters);`);
    }
    case 'documents.deleteByFilter':
      return code(`${parameters('DeleteDocumentsParameters', query)}\n\nMap<String, Object> result = ${collection}.documents().delete(parameters);`);
    case 'document.retrieve':
      if (hasOther(query)) return noQuery('documents(id).retrieve()');
      return code(`Map<String, Object> document = ${collection}.documents(${doubleQuoted(p.documentId!)}).retrieve();`);
    case 'document.delete':
      if (hasOther(query)) return noQuery('documents(id).delete()');
      return code(`Map<String, Object> deleted = ${collection}.documents(${doubleQuoted(p.documentId!)}).delete();`);
    case 'document.update':
      if (hasOther(query)) return noQuery('documents(id).update()');
      return code(
        `${values.document('fields', needBody(), parameterType('Document', 'update/1', 0, 'Map<String, Object>'))}\n\n` +
          `Map<String, Object> updated = ${collection}.documents(${doubleQuoted(p.documentId!)}).update(fields);`,
      );
    case 'overrides.list':
      return code(`SearchOverridesResponse overrides = ${collection}.overrides().retrieve();`);
    case 'override.retrieve':
      return code(`SearchOverride override = ${collection}.overrides(${doubleQuoted(p.overrideId!)}).retrieve();`);
    case 'override.upsert':
      return withModel('SearchOverrideSchema', needBody(), (name) => `SearchOverride override = ${collection}.overrides().upsert(${doubleQuoted(p.overrideId!)}, ${name});`, 'overrideSchema');
    case 'override.delete':
      return code(`SearchOverride deleted = ${collection}.overrides(${doubleQuoted(p.overrideId!)}).delete();`);
    case 'synonyms.list':
      return code(`SearchSynonymsResponse synonyms = ${collection}.synonyms().retrieve();`);
    case 'synonym.retrieve':
      return code(`SearchSynonym synonym = ${collection}.synonyms(${doubleQuoted(p.synonymId!)}).retrieve();`);
    case 'synonym.upsert':
      return withModel('SearchSynonymSchema', needBody(), (name) => `SearchSynonym synonym = ${collection}.synonyms().upsert(${doubleQuoted(p.synonymId!)}, ${name});`, 'synonymSchema');
    case 'synonym.delete':
      return code(`SearchSynonym deleted = ${collection}.synonyms(${doubleQuoted(p.synonymId!)}).delete();`);
    // Synonym sets and curation sets (2.0.0 on): the sets, as a whole; synonymSet(name) and curationSet(name) reach no item of a set.
    case 'synonymSets.list':
      return code(`${resultType('SynonymSets', 'retrieve', 'SynonymSetSchema')}[] synonymSets = client.synonymSets().retrieve();`);
    case 'synonymSet.retrieve':
      return code(`${resultType('SynonymSet', 'retrieve', 'SynonymSetCreateSchema')} synonymSet = client.synonymSet(${doubleQuoted(p.synonymSetName!)}).retrieve();`);
    case 'synonymSet.upsert':
      return withModel(
        parameterType('SynonymSets', 'upsert/2', 1, 'SynonymSetCreateSchema'),
        needBody(),
        (name) => `${resultType('SynonymSets', 'upsert', 'SynonymSetSchema')} synonymSet = client.synonymSets().upsert(${doubleQuoted(p.synonymSetName!)}, ${name});`,
        'synonymSetSchema',
      );
    case 'synonymSet.delete':
      return code(`${resultType('SynonymSet', 'delete', 'SynonymSetDeleteSchema')} deleted = client.synonymSet(${doubleQuoted(p.synonymSetName!)}).delete();`);
    case 'synonymSetItems.list':
    case 'synonymSetItem.retrieve':
    case 'synonymSetItem.upsert':
    case 'synonymSetItem.delete':
      if (!surface.types.SynonymSet) return missing('Client has no synonymSet()');
      return missing('synonymSet(name) has no call for the items of a set');
    case 'curationSets.list':
      return code(`${resultType('CurationSets', 'retrieve', 'CurationSetSchema')}[] curationSets = client.curationSets().retrieve();`);
    case 'curationSet.retrieve':
      return code(`${resultType('CurationSet', 'retrieve', 'CurationSetCreateSchema')} curationSet = client.curationSet(${doubleQuoted(p.curationSetName!)}).retrieve();`);
    case 'curationSet.upsert':
      return withModel(
        parameterType('CurationSets', 'upsert/2', 1, 'CurationSetCreateSchema'),
        needBody(),
        (name) => `${resultType('CurationSets', 'upsert', 'CurationSetSchema')} curationSet = client.curationSets().upsert(${doubleQuoted(p.curationSetName!)}, ${name});`,
        'curationSetSchema',
      );
    case 'curationSet.delete':
      return code(`${resultType('CurationSet', 'delete', 'CurationSetDeleteSchema')} deleted = client.curationSet(${doubleQuoted(p.curationSetName!)}).delete();`);
    case 'curationSetItems.list':
    case 'curationSetItem.retrieve':
    case 'curationSetItem.upsert':
    case 'curationSetItem.delete':
      if (!surface.types.CurationSet) return missing('Client has no curationSet()');
      return missing('curationSet(name) has no call for the items of a set');
    case 'analyticsEvents.list': {
      // 2.0.0's events().retrieve() takes the query parameters as a map (org/typesense/api/AnalyticsEvents.java).
      const params: Expr = Object.keys(query).length > 0 ? {kind: 'map', entries: Object.entries(query).map(([key, value]) => [text(doubleQuoted(key)), values.untyped(value)])} : text('new HashMap<>()');
      return code(
        `${declare(parameterType('AnalyticsEvents', 'retrieve/1', 0, 'Map<String, Object>'), 'params', params)}

` +
          `${resultType('AnalyticsEvents', 'retrieve', 'AnalyticsEventsResponse')} events = client.analytics().events().retrieve(params);`,
      );
    }
    case 'analytics.flush':
    case 'analytics.status':
      return missing(`${methodsOf('Analytics', 'analytics()')} only`);
    case 'stemmingDictionary.delete':
      return code(`Map<String, Object> deleted = client.stemming().dictionaries(${doubleQuoted(p.dictionaryId!)}).delete();`);
    case 'aliases.list':
      return code('CollectionAliasesResponse aliases = client.aliases().retrieve();');
    case 'alias.retrieve':
      return code(`CollectionAlias alias = client.aliases(${doubleQuoted(p.aliasName!)}).retrieve();`);
    case 'alias.upsert':
      return withModel('CollectionAliasSchema', needBody(), (name) => `CollectionAlias alias = client.aliases().upsert(${doubleQuoted(p.aliasName!)}, ${name});`, 'aliasSchema');
    case 'alias.delete':
      return code(`CollectionAlias deleted = client.aliases(${doubleQuoted(p.aliasName!)}).delete();`);
    case 'keys.list':
      return code('ApiKeysResponse keys = client.keys().retrieve();');
    case 'keys.create': {
      const key = needBody();
      if ('expires_at' in key) {
        return withModel('ApiKeySchema', key, (name) => `ApiKey key = client.keys().create(${name});`, 'keySchema');
      }
      // keys().create() gives a key without expires_at one that expires in ten years (org/typesense/api/Keys.java);
      // 64723363199 is what the server gives it: a key that never expires.
      return code(
        `${KEY_EXPIRY_NOTE}\n${declare('ApiKeySchema', 'keySchema', values.model('ApiKeySchema', {...key, expires_at: NEVER_EXPIRES}))}\n\n` +
          'ApiKey key = client.keys().create(keySchema);',
      );
    }
    case 'key.retrieve':
      return code(`ApiKey key = client.keys(${Number(p.keyId)}L).retrieve();`);
    case 'key.delete':
      return code(`ApiKey deleted = client.keys(${Number(p.keyId)}L).delete();`);
    case 'presets.list':
    case 'preset.retrieve':
    case 'preset.upsert':
    case 'preset.delete':
      return missing('no presets resource');
    case 'stopwords.list':
      return code('StopwordsSetsRetrieveAllSchema stopwords = client.stopwords().retrieve();');
    case 'stopword.retrieve':
      return code(`StopwordsSetRetrieveSchema stopwords = client.stopwords(${doubleQuoted(p.setId!)}).retrieve();`);
    case 'stopword.upsert':
      return withModel('StopwordsSetUpsertSchema', needBody(), (name) => `StopwordsSetSchema stopwords = client.stopwords().upsert(${doubleQuoted(p.setId!)}, ${name});`, 'stopwordsSchema');
    case 'stopword.delete':
      return code(`StopwordsSetSchema deleted = client.stopwords(${doubleQuoted(p.setId!)}).delete();`);
    case 'analyticsRules.list':
      if (hasOther(query)) return noQuery('analytics().rules().retrieve()');
      // 2.0.0's retrieve() returns the rules themselves, a List<org.typesense.model.AnalyticsRule> (org/typesense/api/AnalyticsRules.java).
      if (surface.types['model.AnalyticsRule']) {
        return code('List<org.typesense.model.AnalyticsRule> rules = client.analytics().rules().retrieve();');
      }
      return code('AnalyticsRulesRetrieveSchema rules = client.analytics().rules().retrieve();');
    case 'analyticsRules.create': {
      // 2.0.0's create() takes a list of AnalyticsRuleCreate and sends it as a JSON array: a POST of one rule is another request.
      const listType = parameterType('AnalyticsRules', 'create/1', 0, '');
      const element = /^List<(\w+)>$/.exec(listType)?.[1];
      if (element) {
        const rules = request.body?.kind === 'json' ? request.body.value : undefined;
        if (!Array.isArray(rules)) {
          return missing('analytics().rules().create() sends a list of rules, never one rule by itself');
        }
        const list: Expr = {
          kind: 'call',
          callee: 'List.of',
          args: rules.map((rule, index) => {
            if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) throw new NoSetter(`rule ${index + 1} is not a JSON object`);
            return values.model(element, rule);
          }),
        };
        return code(`${declare(listType, 'rules', list)}\n\n${javaName(resultType('AnalyticsRules', 'create', 'AnalyticsRules.AnalyticsRulesResponse'))} created = client.analytics().rules().create(rules);`);
      }
      if (request.body?.kind === 'json' && Array.isArray(request.body.value)) {
        return missing('analytics().rules().create() sends one rule, not a list');
      }
      return code(`${values.modelStatements('AnalyticsRuleSchema', 'ruleSchema', needBody())}\n\nAnalyticsRuleSchema rule = client.analytics().rules().create(ruleSchema);`);
    }
    case 'analyticsRule.retrieve':
      return code(`${javaName(resultType('AnalyticsRule', 'retrieve', 'AnalyticsRuleSchema'))} rule = client.analytics().rules(${doubleQuoted(p.ruleName!)}).retrieve();`);
    case 'analyticsRule.upsert':
      // 2.0.0 sends PUT /analytics/rules/{name} with rules(name).update() and an AnalyticsRuleUpdate (org/typesense/api/AnalyticsRule.java).
      if (!surface.types.AnalyticsRules?.members.upsert && surface.types.AnalyticsRule?.members.update) {
        return withModel(
          parameterType('AnalyticsRule', 'update/1', 0, 'AnalyticsRuleUpdate'),
          needBody(),
          (name) => `${javaName(resultType('AnalyticsRule', 'update', 'model.AnalyticsRule'))} rule = client.analytics().rules(${doubleQuoted(p.ruleName!)}).update(${name});`,
          'ruleUpdate',
        );
      }
      return withModel('AnalyticsRuleUpsertSchema', needBody(), (name) => `AnalyticsRuleSchema rule = client.analytics().rules().upsert(${doubleQuoted(p.ruleName!)}, ${name});`, 'ruleSchema');
    case 'analyticsRule.delete':
      return code(`${javaName(resultType('AnalyticsRule', 'delete', 'AnalyticsRuleDeleteResponse'))} deleted = client.analytics().rules(${doubleQuoted(p.ruleName!)}).delete();`);
    case 'analyticsEvents.create':
      // The event's class: AnalyticsEventCreateSchema up to 1.3.0, AnalyticsEvent in 2.0.0.
      return withModel(
        parameterType('AnalyticsEvents', 'create/1', 0, 'AnalyticsEventCreateSchema'),
        needBody(),
        (name) => `AnalyticsEventCreateResponse response = client.analytics().events().create(${name});`,
        'event',
      );
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
      return code('StemmingDictionariesRetrieveSchema dictionaries = client.stemming().dictionaries().retrieve();');
    case 'stemmingDictionary.retrieve':
      return code(`${javaName(resultType('StemmingDictionary', 'retrieve', 'StemmingDictionary'))} dictionary = client.stemming().dictionaries(${doubleQuoted(p.dictionaryId!)}).retrieve();`);
    case 'stemmingDictionaries.import': {
      const id = query.id;
      const words = importedDocuments(request);
      const file = bodyFile(request);
      if (typeof id !== 'string' || (!words && !file) || hasOther(query, ['id'])) {
        throw new RenderError('a stemming dictionary import needs ?id= (and nothing else) and JSON lines or a file');
      }
      const upsert = (argument: string) => `client.stemming().dictionaries().upsert(${doubleQuoted(id)}, ${argument});`;
      if (file) {
        return code(`String jsonl = Files.readString(Path.of(${doubleQuoted(file)}));\n\nString result = ${upsert('jsonl')}`);
      }
      const list: Expr = {
        kind: 'call',
        callee: 'List.of',
        args: words!.map((item, index) => values.typed('StemmingDictionaryWords', item, 'StemmingDictionaryWords', `line ${index + 1}`)),
      };
      return code(`${declare('List<StemmingDictionaryWords>', 'wordRoots', list)}\n\nList<StemmingDictionaryWords> result = ${upsert('wordRoots')}`);
    }
    case 'multiSearch.perform': {
      const searches = needBody();
      if (query.conversation_stream === true) {
        return missing('no streamed responses');
      }
      // As for a search, each search of 1.3.0 sends enable_overrides=false unless told otherwise.
      const given = Array.isArray(searches.searches) ? searches.searches : [];
      const performed = resultType('MultiSearch', 'perform/2', 'MultiSearchResult');
      const commonType = parameterType('MultiSearch', 'perform/2', 1, 'Map<String, String>');
      // A key that no setter of a search's model carries, and that every search sends with the same value, goes with the
      // common parameters: the server adds those to each search (src/core_api_utils.cpp, multi_search_validate_and_add_params),
      // outside a conversation, whose common parameters are its own.
      const searchSetters = surface.types.MultiSearchCollectionParameters?.members ?? {};
      const [first] = given;
      const hoisted =
        first && typeof first === 'object' && !Array.isArray(first) && query.conversation === undefined
          ? Object.keys(first).filter(
              (key) =>
                !searchSetters[setterName(key)] &&
                !(key in query) &&
                given.every((search) => search !== null && typeof search === 'object' && !Array.isArray(search) && sameScalar(search[key] ?? null, first[key] ?? null)),
            )
          : [];
      const list = given.map((search) =>
        search !== null && typeof search === 'object' && !Array.isArray(search) ? Object.fromEntries(Object.entries(search).filter(([key]) => !hoisted.includes(key))) : search,
      );
      const common = [...Object.entries(query), ...hoisted.map((key) => [key, (first as JsonObject)[key]!] as const)];
      const commonParams =
        (hoisted.length > 0
          ? `// The searches' model has no setter for ${hoisted.join(' or ')}: common parameters, which the server gives every search.\n`
          : '') + declare(commonType, 'commonParams', stringMap(commonType, common));
      if (parameterType('MultiSearch', 'perform/2', 0, '').startsWith('HashMap')) {
        // 0.0.3 takes the searches as HashMaps of strings.
        if (Object.keys(searches).some((key) => key !== 'searches')) {
          return missing('multiSearch.perform() sends the searches of the body and nothing else');
        }
        const names: string[] = [];
        const statements = list.map((search, index) => {
          if (search === null || typeof search !== 'object' || Array.isArray(search)) throw new RenderError('a search that is not a JSON object');
          if (Object.values(search).some((value) => value !== null && typeof value === 'object')) throw new NoSetter('a search of HashMap<String, String> takes no nested values');
          const name = `search${index + 1}`;
          names.push(name);
          return `HashMap<String, String> ${name} = new HashMap<>();\n${Object.entries(search)
            .map(([key, value]) => `${name}.put(${doubleQuoted(key)}, ${flat(values.typed('String', value, 'MultiSearch', key))});`)
            .join('\n')}`;
        });
        return code(
          `${statements.join('\n\n')}\n\n` +
            `HashMap<String, List<HashMap<String, String>>> searches = new HashMap<>();\nsearches.put("searches", List.of(${names.join(', ')}));\n` +
            `${commonParams}\n\n${performed} results = client.multiSearch.perform(searches, commonParams);`,
        );
      }
      // A search extends MultiSearchParameters, whose setters return that class: each search is a variable of its own.
      const names: string[] = [];
      const statements = list.map((search, index) => {
        if (search === null || typeof search !== 'object' || Array.isArray(search)) throw new RenderError('a search that is not a JSON object');
        const collectionName = typeof search.collection === 'string' ? setterName(search.collection.replace(/\W+/g, '_')) : 'collection';
        let name = `${collectionName}Search`;
        if (names.includes(name)) name = `${collectionName}Search${index + 1}`;
        names.push(name);
        const withOverrides = 'enable_overrides' in search || !overridesOff ? search : {...search, enable_overrides: true};
        return values.modelStatements('MultiSearchCollectionParameters', name, withOverrides);
      });
      const rest = Object.fromEntries(Object.entries(searches).filter(([key]) => key !== 'searches'));
      // A union search (2.0.0 on): perform() refuses union=true; performUnion() sends the searches with union=true, and nothing else.
      const union = searches.union === true && surface.types.MultiSearch?.members.performUnion;
      if (union && Object.keys(rest).some((key) => key !== 'union')) {
        return missing('multiSearch.performUnion() sends the searches and union=true, nothing else');
      }
      const multiSearch = values.model('MultiSearchSearchesParameter', union ? {} : rest, [{name: 'searches', args: [{kind: 'call', callee: 'List.of', args: names.map(text)}]}]);
      const call = union
        ? `${resultType('MultiSearch', 'performUnion', 'SearchResult')} result = client.multiSearch.performUnion(multiSearch, commonParams);`
        : `${performed} results = client.multiSearch.perform(multiSearch, commonParams);`;
      return code(
        `${list.length > 0 && overridesOff ? `${OVERRIDES_NOTE}\n` : ''}${statements.join('\n')}\n\n` +
          `${declare('MultiSearchSearchesParameter', 'multiSearch', multiSearch)}\n` +
          `${commonParams}\n\n` +
          call,
      );
    }
    case 'health.retrieve':
      return code('Map<String, Object> health = client.health.retrieve();');
    case 'debug.retrieve':
      // 0.0.3's Debug.retrieve() returns HashMap<String, String> (org/typesense/api/Debug.java); Map<String, Object> from 0.1.0 on.
      return code(`${isAtLeast(release.version, '0.1.0') ? 'Map<String, Object>' : 'Map<String, String>'} debug = client.debug.retrieve();`);
    case 'metrics.retrieve':
      return code('Map<String, String> metrics = client.metrics.retrieve();');
    case 'stats.retrieve':
      return missing('no stats resource');
    case 'operations.snapshot':
    case 'operations.vote':
    case 'operations.cacheClear':
    case 'operations.dbCompact':
    case 'operations.resetPeers': {
      const name = call.operation.path.replace('/operations/', '');
      const target = request.node ? 'node' : 'client';
      const parametersType = parameterType('Operations', 'perform/2', 1, 'Map<String, String>');
      const statement =
        Object.keys(query).length > 0
          ? `${declare(parametersType, 'parameters', stringMap(parametersType, Object.entries(query)))}\n` +
            `Map<String, String> result = ${target}.operations.perform(${doubleQuoted(name)}, parameters);`
          : `Map<String, String> result = ${target}.operations.perform(${doubleQuoted(name)});`;
      if (!request.node) {
        return code(statement);
      }
      const node = nodeAddress(request.node);
      // The request goes to one node of the cluster: a client of that node alone.
      return code(
        `Node nodeAddress = new Node(${doubleQuoted(node.protocol)}, ${doubleQuoted(node.host)}, ${doubleQuoted(String(node.port))});\n` +
          `Configuration nodeConfiguration = new Configuration(\n${CONTINUATION}List.of(nodeAddress), Duration.ofSeconds(2), System.getenv("TYPESENSE_API_KEY"));\n` +
          `Client node = new Client(nodeConfiguration);\n\n${statement}`,
      );
    }
    case 'operations.schemaChanges':
      return missing('operations.perform() sends POST, and this endpoint takes GET');
    case 'config.update':
      return missing('no call for POST /config');
    case 'conversations.list':
    case 'conversation.retrieve':
    case 'conversation.update':
    case 'conversation.delete':
      return missing('no conversations resource');
  }
}

const java: ClientSamples = {
  language: 'java',
  surface: SURFACE,
  fence: 'java',
  packageName: 'org.typesense:typesense-java',
  repository: 'https://github.com/typesense/typesense-java',
  maintainer: 'community',
  installLine: (release) => `org.typesense:typesense-java:${release.version}`,
  // The release nearest each server release among those Maven Central serves (its metadata lists
  // 0.0.3, 0.1.0, 0.4.0, 0.5.0, 0.6.0, 0.8.0, 0.8.1, 1.0.0 and 1.3.0; dates of the sources jars):
  // 0.0.3 (2022-07) is the first, for 0.21.0 to 0.23.1; 0.1.0 (2023-04) 0.24.x; 0.4.0 (2023-07)
  // 0.25.0 and 0.25.1; 0.5.0 (2023-12) 0.25.2; 0.6.0 (2024-02) 26.0; 0.8.1 (2024-06) 27.0;
  // 1.0.0 (2024-10) 27.1; 1.3.0 (2025-02-18) came out with 28.0, and the next, 2.0.0 (2025-11),
  // is not served, so 1.3.0 documents 29.0 and 29.1 too. The model classes are generated at build
  // time, so the facts are read from the sources jar, not the git tag.
  // 30.0 (2026-01-27) to 30.2: 2.0.0 (tag v2.0.0, 2025-11-19) is the first release with synonym
  // sets, curation sets and the analytics rules of 30.0, and the only one since. Maven Central
  // here serves up to 1.3.0, so its facts are read from the tag: the API classes as they are,
  // the model classes derived from the OpenAPI description its build downloaded
  // (typesense-api-spec's openapi.yml on master then, 05c5e35; scripts/code-samples/java-models.ts).
  // Its samples are checked against that surface, and compiled and run against the client built from the tag's
  // files, vendored with the description (tests/samples/harness/vendored/typesense-java-v2.0.0/).
  releases: [
    {version: '0.0.3', tag: 'maven:0.0.3', serverVersions: ['0.21.0', '0.22.0', '0.22.1', '0.22.2', '0.23.0', '0.23.1']},
    {version: '0.1.0', tag: 'maven:0.1.0', serverVersions: ['0.24.0', '0.24.1']},
    {version: '0.4.0', tag: 'maven:0.4.0', serverVersions: ['0.25.0', '0.25.1']},
    {version: '0.5.0', tag: 'maven:0.5.0', serverVersions: ['0.25.2']},
    {version: '0.6.0', tag: 'maven:0.6.0', serverVersions: ['26.0']},
    {version: '0.8.1', tag: 'maven:0.8.1', serverVersions: ['27.0']},
    {version: '1.0.0', tag: 'maven:1.0.0', serverVersions: ['27.1']},
    // The guide installs 1.3.0, the newest release Maven Central serves (2.0.0 is on the repository's releases page only).
    {version: '1.3.0', tag: 'maven:1.3.0', serverVersions: ['28.0', '29.0', '29.1'], guide: true},
    {
      version: '2.0.0',
      tag: 'v2.0.0',
      serverVersions: ['30.0', '30.1', '30.2'],
      note: 'The first release with synonym sets and curation sets. Its README names 1.3.0, which predates them, as the release on Maven Central; 2.0.0 is published on the releases page of the typesense-java repository.',
    },
  ],
  render,
};

export default java;
