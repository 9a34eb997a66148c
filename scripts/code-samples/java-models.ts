/**
 * Maintainers' tool (used by extract-surface.ts, not by the tests): the model
 * classes of a typesense-java release whose git tag does not hold them.
 *
 * typesense-java generates `org.typesense.model` at build time: its
 * build.gradle runs swagger-codegen 3.0.36 (`language = "java"`,
 * `components = ['models']`, swagger-config.json: `java8`, `jersey2`, model
 * package `org.typesense.model`) on the OpenAPI description its buildSrc
 * plugin downloads (typesense/typesense-api-spec, `master`, openapi.yml). A
 * release that Maven Central does not serve here has no sources jar to read
 * them from, so they are derived from that description as the generator names
 * them:
 *
 * - the inline schemas swagger-parser's InlineModelResolver moves out first:
 *   a query parameter's object (its parameter's name: `ImportDocumentsParameters`),
 *   a request body's object (`Body`), a response's object
 *   (`InlineResponse200`, `InlineResponse2001`…, operations in the order get,
 *   put, post, delete, patch), then in each model a property's object or the
 *   object of its array's items (`<Model>_<property>`: `StemmingDictionaryWords`);
 * - a class per model (`toModelName`: camelized, `Model` before a reserved
 *   name such as ApiResponse), `extends` the `$ref` of an `allOf`, a string
 *   `enum` schema an enum class; a fluent setter per property that is not
 *   `readOnly` (`toVarName`: `query_by` → `queryBy`; a property the parent
 *   already has is prefixed with the class name), `add<Name>Item` for a list,
 *   `put<Name>Item` for a map, an inner `<Name>Enum` for an inline string enum
 *   (constants `toEnumVarName`: `both_sides:3` → `BOTH_SIDES_3`), an interface
 *   `OneOf<Model><Property>` for a `oneOf` property;
 * - Java types: String, Integer (Long for int64), BigDecimal (Float, Double
 *   for float, double), Boolean, List<…>, Map<String, …>, Object.
 *
 * What it leaves out, and says so: a schema that is only a `$ref` (an alias:
 * the Java generator writes no class for an alias, and 2.0.0's API classes
 * name the target, `SynonymSet.retrieve()` a SynonymSetCreateSchema where the
 * description says SynonymSetRetrieveSchema), and the `oneOf`/`anyOf` request
 * and response bodies, which the generator's schema handler names on its own
 * (no API class names them). The derivation is checked against a release that Maven Central
 * does serve: from the description typesense-java 1.3.0 was built with, it
 * gives the model classes of 1.3.0's sources jar
 * (tests/unit/code-samples/java-models.test.ts).
 *
 * The classes come out as Java source text with the declarations the
 * surface reads (class, enum, setters), for extract-surface.ts's Java reader;
 * `locate` maps each of their lines back to the line of the description it
 * was derived from.
 */
import yaml from 'js-yaml';

type Schema = {[key: string]: unknown} & {
  type?: string;
  format?: string;
  $ref?: string;
  title?: string;
  description?: unknown;
  example?: unknown;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  readOnly?: boolean;
};

export type DerivedFile = {path: string; text: string};

export type DerivedModels = {
  /** One Java source per model class, at `src/main/java/org/typesense/model/<Class>.java`. */
  files: DerivedFile[];
  /** Where a line of a derived file comes from: the description's pointer (`#/components/schemas/Field`) and line. */
  locate(file: string, line: number): {pointer: string; line: number} | undefined;
  /** The schemas left out, with the reason. */
  leftOut: string[];
};

/** The line of each mapping key and sequence item of a block-style YAML document, by JSON pointer (`/components/schemas/Field/properties/name`). */
export function yamlLines(text: string): Map<string, number> {
  const lines = text.split('\n');
  const found = new Map<string, number>();
  type Frame = {indent: number; pointer: string; kind: 'root' | 'key' | 'item'; items: number};
  const frames: Frame[] = [{indent: -1, pointer: '', kind: 'root', items: 0}];
  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const unquote = (key: string) => (/^(['"]).*\1$/.test(key) ? key.slice(1, -1) : key);
  let skipDeeperThan: number | null = null;
  const isStructure = (line: string | undefined) => line !== undefined && (/^\s*- /.test(line) || /^\s*-$/.test(line) || /^\s*([^\s'"#][^:]*?|'[^']*'|"[^"]*")\s*:(\s|$)/.test(line));
  const nextContentLine = (from: number) => {
    for (let at = from; at < lines.length; at += 1) {
      if (lines[at]!.trim() !== '' && !lines[at]!.trim().startsWith('#')) return lines[at];
    }
    return undefined;
  };
  const indentOf = (line: string) => line.length - line.trimStart().length;
  lines.forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    let column = indentOf(raw);
    if (skipDeeperThan !== null) {
      if (column > skipDeeperThan) return;
      skipDeeperThan = null;
    }
    let rest = raw.slice(column);
    // Sequence items: `- ` (possibly several on one line), each an item of the key above or of the item around it.
    while (rest === '-' || rest.startsWith('- ')) {
      while (frames.length > 1 && (frames[frames.length - 1]!.indent > column || (frames[frames.length - 1]!.indent === column && frames[frames.length - 1]!.kind === 'item'))) frames.pop();
      const owner = frames[frames.length - 1]!;
      const pointer = `${owner.pointer}/${owner.items}`;
      owner.items += 1;
      found.set(pointer, index + 1);
      frames.push({indent: column, pointer, kind: 'item', items: 0});
      const after = rest.slice(1);
      const spaces = after.length - after.trimStart().length;
      column += 1 + spaces;
      rest = after.trimStart();
      if (rest === '') return;
    }
    const key = /^([^\s'"#][^:]*?|'[^']*'|"[^"]*")\s*:(?:\s+(.*))?$/.exec(rest);
    if (!key) {
      // A scalar item, or the first line of a multi-line one.
      skipDeeperThan = column;
      return;
    }
    while (frames.length > 1 && frames[frames.length - 1]!.indent >= column) frames.pop();
    const pointer = `${frames[frames.length - 1]!.pointer}/${escape(unquote(key[1]!))}`;
    found.set(pointer, index + 1);
    const value = (key[2] ?? '').replace(/^#.*$/, '').trim();
    if (value === '') {
      const next = nextContentLine(index + 1);
      if (next !== undefined && isStructure(next) && (indentOf(next) > column || (indentOf(next) === column && /^\s*-(\s|$)/.test(next)))) {
        frames.push({indent: column, pointer, kind: 'key', items: 0});
      } else {
        skipDeeperThan = column;
      }
      return;
    }
    // A value on the line: a scalar (a block one, or a plain one that may go on), or a flow collection.
    skipDeeperThan = column;
  });
  return found;
}

/** swagger-codegen's camelize: `/` and `.` separate parts, `_x` → `X` (an underscore before a character without case is dropped), `-x` → `X`. */
export function camelize(word: string, lowercaseFirst = false): string {
  let result = word
    .replace(/\/(.?)/g, (_, next: string) => `.${next.toUpperCase()}`)
    .split('.')
    .map((part) => (part.length > 0 ? part.charAt(0).toUpperCase() + part.slice(1) : ''))
    .join('');
  result = result.replace(/^(\w)/, (first: string) => first.toUpperCase());
  for (let match = /_(.)/.exec(result); match; match = /_(.)/.exec(result)) {
    const original = match[1]!;
    const upper = original.toUpperCase();
    result = original === upper ? result.replace('_', '') : result.replace(`_${original}`, upper);
  }
  for (let match = /-(.)/.exec(result); match; match = /-(.)/.exec(result)) {
    result = result.replace(`-${match[1]!}`, match[1]!.toUpperCase());
  }
  return lowercaseFirst && result.length > 0 ? result.charAt(0).toLowerCase() + result.slice(1) : result;
}

/** Java's keywords and the names AbstractJavaCodegen reserves for its own classes (`ApiResponse` becomes `ModelApiResponse`). */
const RESERVED = new Set(
  (
    'localvarpath localvarqueryparams localvarcollectionqueryparams localvarheaderparams localvarformparams localvarpostbody ' +
    'localvaraccepts localvaraccept localvarcontenttypes localvarcontenttype localvarauthnames localreturntype apiclient ' +
    'apiexception apiresponse configuration stringutil abstract continue for new switch assert default if package ' +
    'synchronized boolean do goto private this break double implements protected throw byte else import public throws ' +
    'case enum instanceof return transient catch extends int short try char final interface static void class finally long ' +
    'strictfp volatile const float native super while null object list file'
  ).split(' '),
);

/** `sanitizeName`: characters other than letters, digits and `_` go (`-`, spaces and brackets become `_`). */
function sanitize(name: string): string {
  return name.replace(/[-\s[\]().]/g, '_').replace(/\W/g, '');
}

/** `toModelName`. */
export function modelName(name: string): string {
  const camelized = camelize(sanitize(name));
  return RESERVED.has(camelized.toLowerCase()) || /^\d/.test(camelized) ? `Model${camelized}` : camelized;
}

/** `toVarName`. */
export function variableName(name: string): string {
  let sanitized = name.replace(/-/g, '_').replace(/[^\w$]/g, '');
  if (/^_*class$/i.test(sanitized)) return 'propertyClass';
  if (sanitized === '_') sanitized = '_u';
  if (/^[A-Z_]*$/.test(sanitized)) return sanitized;
  if (/^[A-Z]{2}/.test(sanitized)) sanitized = sanitized.slice(0, 2).toLowerCase() + sanitized.slice(2);
  const camelized = camelize(sanitized, true);
  return RESERVED.has(camelized.toLowerCase()) || /^\d/.test(camelized) ? `_${camelized}` : camelized;
}

/** `toEnumVarName` of a string value. */
export function enumConstant(value: string): string {
  if (value === '') return 'EMPTY';
  const name = value.replace(/\W+/g, '_').toUpperCase();
  return /^\d/.test(name) ? `_${name}` : name;
}

const REF_PREFIX = '#/components/schemas/';

/** The models of the description, as swagger-parser's InlineModelResolver leaves them (inline objects moved out and referenced). */
function flatten(document: {paths?: Record<string, Record<string, {requestBody?: {content?: Record<string, {schema?: Schema}>}; parameters?: {name: string; schema?: Schema}[]; responses?: Record<string, {content?: Record<string, {schema?: Schema}>}>}>>; components: {schemas: Record<string, Schema>}}) {
  const schemas = document.components.schemas;
  const generated = new Map<string, string>();
  const uniqueName = (key: string) => {
    const base = key.replace(/[^a-z_.A-Z0-9 ]/g, '');
    for (let count = 0; ; count += 1) {
      const name = count > 0 ? `${base}_${count}` : base;
      if (!(name in schemas)) return name;
    }
  };
  const resolveName = (title: string | undefined, key: string) => uniqueName(title ?? key);
  const signature = (model: Schema) => JSON.stringify({description: model.description, example: model.example, properties: model.properties});
  /** An object with properties, as swagger-parser reads it (an ObjectSchema): `type: object`, no additionalProperties. */
  const isObject = (schema: Schema | undefined): boolean =>
    schema !== undefined && schema.type === 'object' && schema.properties !== undefined && Object.keys(schema.properties).length > 0 && schema.additionalProperties === undefined;
  /** A `$ref` to a model, in the place of the inline schema `original` (whose place in the description it keeps). */
  const reference = (name: string, original: Schema): Schema => {
    const ref: Schema = {$ref: `${REF_PREFIX}${name}`};
    const origin = ORIGIN.get(original);
    if (origin) ORIGIN.set(ref, origin);
    return ref;
  };
  const add = (name: string, model: Schema) => {
    generated.set(signature(model), name);
    schemas[name] = model;
  };
  /** A property's object as a model of its own (`modelFromProperty`), its own inline objects moved out first. */
  const fromProperty = (object: Schema, name: string): Schema => {
    const model: Schema = {description: object.description, example: object.example, properties: object.properties};
    ORIGIN.set(model, ORIGIN.get(object)!);
    flattenProperties(object.properties, name);
    return model;
  };
  const flattenProperties = (properties: Record<string, Schema> | undefined, path: string) => {
    if (!properties) return;
    for (const [key, property] of Object.entries(properties)) {
      if (isObject(property)) {
        const name = resolveName(property.title, `${path}_${key}`);
        const model = fromProperty(property, name);
        const existing = generated.get(signature(model));
        if (existing) {
          properties[key] = reference(existing, property);
        } else {
          properties[key] = reference(name, property);
          add(name, model);
        }
      } else if (property.type === 'array' && isObject(property.items)) {
        const inner = property.items!;
        flattenProperties(inner.properties, path);
        const name = resolveName(inner.title, `${path}_${key}`);
        const model = fromProperty(inner, name);
        const existing = generated.get(signature(model));
        property.items = reference(existing ?? name, inner);
        if (!existing) add(name, model);
      } else if (typeof property.additionalProperties === 'object' && isObject(property.additionalProperties)) {
        const inner = property.additionalProperties;
        flattenProperties(inner.properties, path);
        const name = resolveName(inner.title, `${path}_${key}`);
        const model = fromProperty(inner, name);
        const existing = generated.get(signature(model));
        property.additionalProperties = reference(existing ?? name, inner);
        if (!existing) add(name, model);
      }
    }
  };
  const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
  for (const [pathname, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        const model = media.schema;
        if (model?.properties && Object.keys(model.properties).length > 0) {
          flattenProperties(model.properties, pathname);
          const name = resolveName(model.title, 'body');
          media.schema = {$ref: `${REF_PREFIX}${name}`};
          add(name, model);
        } else if (model?.type === 'array' && isObject(model.items)) {
          const inner = model.items!;
          flattenProperties(inner.properties, pathname);
          const name = resolveName(inner.title, 'body');
          const innerModel = fromProperty(inner, name);
          const existing = generated.get(signature(innerModel));
          model.items = {$ref: `${REF_PREFIX}${existing ?? name}`};
          if (!existing) add(name, innerModel);
        }
      }
      for (const parameter of operation.parameters ?? []) {
        const model = parameter.schema;
        if (model?.properties && (model.type === undefined || model.type === 'object') && Object.keys(model.properties).length > 0) {
          flattenProperties(model.properties, pathname);
          const name = resolveName(model.title, parameter.name);
          parameter.schema = {$ref: `${REF_PREFIX}${name}`};
          add(name, model);
        }
      }
      for (const [code, response] of Object.entries(operation.responses ?? {})) {
        for (const media of Object.values(response.content ?? {})) {
          const property = media.schema;
          if (property && isObject(property)) {
            const name = resolveName(property.title, `inline_response_${code}`);
            const model = fromProperty(property, name);
            const existing = generated.get(signature(model));
            media.schema = {$ref: `${REF_PREFIX}${existing ?? name}`};
            if (!existing) add(name, model);
          } else if (property?.type === 'array' && isObject(property.items)) {
            const inner = property.items!;
            flattenProperties(inner.properties, pathname);
            const name = resolveName(inner.title, `inline_response_${code}`);
            const model = fromProperty(inner, name);
            const existing = generated.get(signature(model));
            property.items = reference(existing ?? name, inner);
            if (!existing) add(name, model);
          }
        }
      }
    }
  }
  for (const name of Object.keys(schemas)) {
    const model = schemas[name]!;
    if (model.properties) {
      flattenProperties(model.properties, name);
    } else {
      for (const part of model.allOf ?? model.anyOf ?? model.oneOf ?? []) {
        if (part.properties) flattenProperties(part.properties, name);
      }
    }
  }
  return schemas;
}

/** Where each schema object of the description was, as a JSON pointer. */
const ORIGIN = new WeakMap<object, string>();

function recordOrigins(value: unknown, pointer: string): void {
  if (value === null || typeof value !== 'object') return;
  ORIGIN.set(value, pointer);
  for (const [key, item] of Object.entries(value)) {
    recordOrigins(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

/** The model classes swagger-codegen makes of an OpenAPI description, as Java sources with the declarations a surface reads. */
export function deriveJavaModels(specText: string): DerivedModels {
  const document = yaml.load(specText) as Parameters<typeof flatten>[0];
  recordOrigins(document, '#');
  const lineOf = yamlLines(specText);
  const specLine = (pointer: string | undefined) => (pointer ? lineOf.get(pointer.slice(1)) : undefined);
  const schemas = flatten(document);
  const leftOut: string[] = [];
  const refName = (ref: string) => modelName(ref.slice(REF_PREFIX.length));

  /** The classes: name → its schema, parent and (for a oneOf property) the interfaces it makes. */
  type JavaClass = {name: string; schema: Schema; pointer: string; parent?: string; own: Record<string, Schema>};
  const classes = new Map<string, JavaClass>();
  const interfaces = new Map<string, string>();
  for (const [key, schema] of Object.entries(schemas)) {
    const name = modelName(key);
    const pointer = ORIGIN.get(schema) ?? `#/components/schemas/${key}`;
    if (schema.$ref) {
      leftOut.push(`${key} (${pointer}): only a $ref to ${schema.$ref.slice(REF_PREFIX.length)}, an alias, for which the Java generator writes no class`);
      continue;
    }
    let parent: string | undefined;
    let own: Record<string, Schema> = schema.properties ?? {};
    if (schema.allOf) {
      const reference = schema.allOf.find((part) => part.$ref);
      parent = reference ? refName(reference.$ref!) : undefined;
      own = Object.assign({}, ...schema.allOf.filter((part) => !part.$ref).map((part) => part.properties ?? {})) as Record<string, Schema>;
    }
    classes.set(name, {name, schema, pointer, parent, own});
  }
  const allProperties = (name: string | undefined): Set<string> => {
    const entry = name ? classes.get(name) : undefined;
    if (!entry) return new Set();
    return new Set([...allProperties(entry.parent), ...Object.keys(entry.own)]);
  };

  /** The Java type of a property (an inline enum is the inner `<Name>Enum` its class declares; a oneOf, an interface of its own). */
  const javaType = (schema: Schema, owner: string, property: string): string => {
    if (schema.$ref) return refName(schema.$ref);
    if (schema.oneOf || schema.anyOf) {
      const name = `OneOf${owner}${camelize(property)}`;
      interfaces.set(name, ORIGIN.get(schema) ?? '');
      return name;
    }
    if (schema.enum && (schema.type === undefined || schema.type === 'string')) return `${camelize(variableName(property))}Enum`;
    switch (schema.type) {
      case 'string':
        return schema.format === 'date-time' ? 'OffsetDateTime' : schema.format === 'date' ? 'LocalDate' : schema.format === 'binary' ? 'File' : schema.format === 'byte' ? 'byte[]' : 'String';
      case 'integer':
        return schema.format === 'int64' ? 'Long' : 'Integer';
      case 'number':
        return schema.format === 'float' ? 'Float' : schema.format === 'double' ? 'Double' : 'BigDecimal';
      case 'boolean':
        return 'Boolean';
      case 'array':
        return `List<${schema.items ? javaType(schema.items, owner, property) : 'Object'}>`;
    }
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
      const value = schema.additionalProperties === true || Object.keys(schema.additionalProperties).length === 0 ? 'Object' : javaType(schema.additionalProperties, owner, property);
      return `Map<String, ${value}>`;
    }
    return 'Object';
  };

  const files: DerivedFile[] = [];
  const lineMaps = new Map<string, ({pointer: string; line: number} | undefined)[]>();
  const emit = (name: string, lines: [string, string | undefined][]) => {
    const path = `src/main/java/org/typesense/model/${name}.java`;
    files.push({path, text: `${lines.map(([text]) => text).join('\n')}\n`});
    lineMaps.set(
      path,
      lines.map(([, pointer]) => {
        const line = specLine(pointer);
        return pointer && line ? {pointer, line} : undefined;
      }),
    );
  };

  for (const entry of classes.values()) {
    const {name, schema, pointer} = entry;
    const at = (suffix = '') => `${pointer}${suffix}`;
    if (schema.enum && (schema.type === undefined || schema.type === 'string') && !schema.properties) {
      const values = schema.enum.map(String);
      emit(name, [
        ['package org.typesense.model;', at()],
        [`public enum ${name} {`, at()],
        ...values.map((value, index): [string, string] => [`  ${enumConstant(value)}("${value}")${index === values.length - 1 ? ';' : ','}`, lineOf.has(at(`/enum/${index}`).slice(1)) ? at(`/enum/${index}`) : at('/enum')]),
        ['  public String getValue() {', at('/enum')],
        [`  public static ${name} fromValue(String input) {`, at('/enum')],
        ['}', at()],
      ]);
      continue;
    }
    if (schema.type !== undefined && schema.type !== 'object' && !schema.allOf) {
      leftOut.push(`${name} (${pointer}): a ${schema.type}, which the generator makes no class of`);
      continue;
    }
    const inherited = allProperties(entry.parent);
    const lines: [string, string | undefined][] = [
      ['package org.typesense.model;', at()],
      [`public class ${name}${entry.parent ? ` extends ${entry.parent}` : ''} {`, at()],
    ];
    const body: [string, string | undefined][] = [];
    for (const [key, property] of Object.entries(entry.own)) {
      const where = ORIGIN.get(property) ?? at(`/properties/${key}`);
      // A property its parent has already gets the class's name in front (swagger-codegen: `conversationModelSchemaId`).
      const variable = inherited.has(key) ? variableName(`${name}_${key}`) : variableName(key);
      const capitalized = variable.charAt(0).toUpperCase() + variable.slice(1);
      const type = javaType(property, name, key);
      const enumSource = property.enum ? property : property.type === 'array' && property.items?.enum ? property.items : undefined;
      if (enumSource) {
        const enumName = `${camelize(variableName(key))}Enum`;
        const values = enumSource.enum!.map(String);
        const enumPointer = ORIGIN.get(enumSource) ?? where;
        lines.push([`  public enum ${enumName} {`, where]);
        values.forEach((value, index) => {
          const item = `${enumPointer}/enum/${index}`;
          lines.push([`    ${enumConstant(value)}("${value}")${index === values.length - 1 ? ';' : ','}`, lineOf.has(item.slice(1)) ? item : `${enumPointer}/enum`]);
        });
        lines.push(['  }', where]);
      }
      if (property.readOnly) continue;
      body.push([`  public ${name} ${variable}(${type} ${variable}) {`, where]);
      if (type.startsWith('List<')) {
        body.push([`  public ${name} add${capitalized}Item(${type.slice(5, -1)} ${variable}Item) {`, where]);
      } else if (type.startsWith('Map<')) {
        body.push([`  public ${name} put${capitalized}Item(String key, ${type.slice('Map<String, '.length, -1)} ${variable}Item) {`, where]);
      }
    }
    emit(name, [...lines, ...body, ['}', at()]]);
  }
  for (const [name, pointer] of interfaces) {
    emit(name, [
      ['package org.typesense.model;', pointer],
      [`public interface ${name} {`, pointer],
      ['}', pointer],
    ]);
  }
  for (const [pathname, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const bodies = [
        ...Object.values(operation.requestBody?.content ?? {}).map((media) => ({media, what: 'request body'})),
        ...Object.entries(operation.responses ?? {}).flatMap(([code, response]) => Object.values(response.content ?? {}).map((media) => ({media, what: `${code} response`}))),
      ];
      for (const {media, what} of bodies) {
        if (media.schema?.oneOf || media.schema?.anyOf) {
          leftOut.push(`the ${what} of ${method.toUpperCase()} ${pathname}: a oneOf/anyOf, which the generator's schema handler names on its own`);
        }
      }
    }
  }
  return {
    files,
    leftOut,
    locate: (file, line) => lineMaps.get(file)?.[line - 1],
  };
}
