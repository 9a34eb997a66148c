/**
 * Pure: JSON values as Go values of typesense-go's model types, and their
 * layout as gofmt leaves it.
 *
 * The models of `typesense/api` are generated from the OpenAPI description:
 * each field carries the JSON key it is sent as in its `json:"…"` tag, which
 * the surface records (surface.json, `tag`). A JSON object becomes a
 * composite literal of the struct its Go type names, key by key through the
 * tags; a key no field carries, a required field the JSON leaves out (Go
 * would send its zero value), a value of another JSON type or a union mean
 * the client cannot send that body: `Unsendable`.
 *
 * A field of an anonymous struct type (`Embed *struct {…}`: the surface
 * names the struct after its field, `api.Field.Embed`) takes a literal of
 * that very type, which Go lets a sample name only by spelling it out, field
 * by field and tag by tag: a type alias declared in the sample spells it once
 * (`type fieldEmbed = struct {…}`, identical to the field's type), and the
 * literal names the alias (`&fieldEmbed{From: …}`). `typeDeclarations()`
 * gives the aliases a sample's values need, each after those it names.
 */
import type {JsonObject, JsonValue, SampleRequest} from '../../request/request';
import {environmentVariableOf} from '../../request/request';
import type {ReleaseSurface, TypeSurface} from '../../surface/types';

/** The check after a call that returns an error: a sample stops on it, as Go snippets do. */
export const PANIC_ON_ERROR = 'if err != nil {\n\tpanic(err)\n}';

/**
 * The names of the server address and API key that the Go set-up of the API
 * Clients page declares before it makes the `client`: typesense-go keeps both
 * private, and the samples that send a request its calls cannot (through the
 * generated api client, or net/http) take them from there, as the reader set
 * them, rather than naming a server of their own.
 */
export const SET_UP = {server: 'server', apiKey: 'apiKey'} as const;

/**
 * What a sample does with what its call returned (`name, err := …`), as the
 * reader pastes it into a function, where Go refuses a variable declared and
 * not used: the error checked, then the response shown as the Shell tab shows
 * it. A value of the client's models (or a count, a flag) as its JSON; a
 * stream of JSON lines (an export, an import of a file) copied out as it
 * comes, and closed; a response of the generated api client as the body the
 * server sent.
 */
export function shownResult(name: string, kind: 'value' | 'stream' | 'response'): string {
  switch (kind) {
    case 'value':
      return `${PANIC_ON_ERROR}\nout, _ := json.MarshalIndent(${name}, "", "  ")\nfmt.Println(string(out))`;
    case 'stream':
      return `${PANIC_ON_ERROR}\ndefer ${name}.Close()\nif _, err := io.Copy(os.Stdout, ${name}); err != nil {\n\tpanic(err)\n}`;
    case 'response':
      return `${PANIC_ON_ERROR}\nfmt.Println(string(${name}.Body))`;
  }
}

/** The value cannot be sent as the request sends it, for the reason given (shown on the tab). */
export class Unsendable extends Error {}

export type GoExpr =
  | {kind: 'text'; text: string}
  /** `prefix{…}`: `&api.Field`, `[]string`, `map[string]any`, or empty where the element type is elided. */
  | {kind: 'composite'; prefix: string; entries: readonly {key?: string; value: GoExpr}[]};

const text = (value: string): GoExpr => ({kind: 'text', text: value});

/** A Go string literal: JSON's escapes are Go's. */
export function goString(value: string): string {
  return JSON.stringify(value);
}

/** The helper of `typesense/api/pointer` that takes a value of a basic type. */
const POINTER_HELPERS: Readonly<Record<string, string>> = {
  string: 'String',
  int: 'Int',
  int64: 'Int64',
  float32: 'Float32',
  float64: 'Float64',
};

function jsonType(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** How strictly a value must match its Go type: a body is sent as typed; query parameters (and a multi-search's searches) travel as strings. */
export type Strictness = 'json' | 'string';

/** Whether a surface type is an anonymous struct of a model, named after its field (`api.Field.Embed`). */
function isAnonymousStruct(name: string): boolean {
  return /^api\.\w+\.\w+/.test(name);
}

/** The name of the alias a sample declares for an anonymous struct: `api.Field.Embed.ModelConfig` → `fieldEmbedModelConfig`. */
export function aliasName(surfaceName: string): string {
  const joined = surfaceName.replace(/^api\./, '').replaceAll('.', '');
  return joined.charAt(0).toLowerCase() + joined.slice(1);
}

export class GoValues {
  constructor(
    private readonly surface: ReleaseSurface,
    private readonly strictness: Strictness = 'json',
    /** The declarations of the type aliases of the anonymous structs the values use, by surface type, in the order they must be declared. */
    private readonly aliases: Map<string, string> = new Map(),
  ) {}

  withStrictness(strictness: Strictness): GoValues {
    return new GoValues(this.surface, strictness, this.aliases);
  }

  /**
   * The declarations of the aliases that `code` names (`type fieldEmbed = struct {…}`, and the aliases those name), as
   * gofmt lays them out, after a comment line that says which fields of the models have these types; empty where it
   * names none. A value built and then left out (a body the model could not hold after all) declares nothing.
   */
  typeDeclarations(code: string): string {
    const named = (text: string, alias: string) => new RegExp(`(?<![\\w.])${alias}\\b`).test(text);
    const used: [string, string][] = [];
    for (const [surfaceName, declaration] of [...this.aliases].reverse()) {
      const alias = aliasName(surfaceName);
      if (named(code, alias) || used.some(([, other]) => named(other.replace(/^type \w+/, ''), alias))) used.unshift([surfaceName, declaration]);
    }
    if (used.length === 0) return '';
    const fields = used.map(([name]) => name).filter((name) => /^api\.\w+\.\w+$/.test(name)).map((name) => name.replace(/^api\.(\w+)\.(\w+)$/, "api.$1's $2"));
    const spelled = used.length > 1 ? 'these aliases spell it out' : 'this alias spells it out';
    return [`// typesense-go gives ${fields.join(' and ')} a struct type without a name: ${spelled}.`, used.map(([, declaration]) => declaration).join('\n\n')].join('\n');
  }

  /** The Go name a value of a surface type is written with: the model's (`api.Field`), or the alias of an anonymous struct. */
  private goName(surfaceName: string): string {
    if (!isAnonymousStruct(surfaceName)) return surfaceName;
    const alias = aliasName(surfaceName);
    if (!this.aliases.has(surfaceName)) {
      const type = this.surface.types[surfaceName]!;
      const fields = Object.entries(type.members)
        .filter(([, member]) => member.kind === 'field')
        .map(([name, member]) => {
          if (member.tag === undefined) throw new Unsendable(`${surfaceName} has a field without a JSON key, ${name}`);
          return {name, goType: this.declaredType(member.params![0]!, member.returns), tag: `\`json:"${member.tag}"\``};
        });
      // gofmt aligns the names, the types and the tags of the fields in columns.
      const nameWidth = Math.max(...fields.map((field) => field.name.length));
      const typeWidth = Math.max(...fields.map((field) => field.goType.length));
      const lines = fields.map((field) => `\t${field.name.padEnd(nameWidth)} ${field.goType.padEnd(typeWidth)} ${field.tag}`);
      this.aliases.set(surfaceName, `type ${alias} = struct {\n${lines.join('\n')}\n}`);
    }
    return alias;
  }

  /** A field's type as a declaration in the sample writes it: an anonymous struct by its alias, a model of the api package qualified. */
  private declaredType(goType: string, anonymous: string | undefined): string {
    if (anonymous && /\bstruct\b/.test(goType)) {
      // The alias of a nested struct is declared before the one that names it (goName registers it now).
      return goType.replace(/\bstruct\b/, this.goName(anonymous));
    }
    return goType.replace(/(?<![\w.])([A-Z]\w*)/g, (name) => (this.surface.types[`api.${name}`] ? `api.${name}` : name));
  }

  /** The surface type of a Go type of the api package as fields name it (`Field`, `api.Field`). */
  model(goType: string): {name: string; type: TypeSurface} | undefined {
    const name = goType.startsWith('api.') ? goType : `api.${goType}`;
    const type = this.surface.types[name];
    return type ? {name, type} : undefined;
  }

  /** `value` as a value of `goType` (`*string`, `[]Field`, `*api.SearchCollectionParams`, `interface{}`). */
  value(value: JsonValue, goType: string, where: string): GoExpr {
    if (goType.startsWith('*')) {
      return this.pointer(value, goType.slice(1), where);
    }
    if (goType.startsWith('[]')) {
      if (!Array.isArray(value)) throw new Unsendable(`${where} is a list in typesense-go`);
      const element = goType.slice(2);
      const elided = element.replace(/^\*/, '');
      return {
        kind: 'composite',
        prefix: `[]${this.qualified(element)}`,
        entries: value.map((item, index) => {
          const itemValue = this.value(item, element, `${where}[${index}]`);
          // A list of structs writes its elements without their type, as gofmt -s does.
          return {value: this.model(elided) && itemValue.kind === 'composite' ? {...itemValue, prefix: ''} : itemValue};
        }),
      };
    }
    if (/^map\[string\](?:interface\{\}|any)$/.test(goType) || goType === 'interface{}' || goType === 'any') {
      if (goType.startsWith('map') && (value === null || typeof value !== 'object' || Array.isArray(value))) {
        throw new Unsendable(`${where} is an object in typesense-go`);
      }
      return untyped(value);
    }
    if (goType === 'bool' || goType === 'string' || /^(?:int|int32|int64|uint32|float32|float64)$/.test(goType)) {
      return text(this.scalar(value, goType, where));
    }
    if (/\bstruct\b/.test(goType)) {
      throw new Unsendable(`${where} is an anonymous struct in typesense-go`);
    }
    const model = this.model(goType);
    if (!model) {
      throw new Unsendable(`${where} is a ${goType}, which the surface does not describe`);
    }
    const members = Object.entries(model.type.members);
    if (members.length > 0 && members.every(([, member]) => member.kind === 'case')) {
      return text(this.constant(value, model.name, model.type, where));
    }
    if (members.length === 0) {
      throw new Unsendable(`${model.name} is a union typesense-go fills with methods of its own`);
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new Unsendable(`${where} is an object in typesense-go`);
    }
    return {kind: 'composite', prefix: this.goName(model.name), entries: this.fields(value, model.name, model.type)};
  }

  /** The entries of a struct literal: each key of `object` through the field whose JSON tag names it. */
  fields(object: JsonObject, typeName: string, type: TypeSurface): {key: string; value: GoExpr}[] {
    const byKey = new Map(
      Object.entries(type.members)
        .filter(([, member]) => member.kind === 'field' && member.tag && member.tag !== '-')
        .map(([name, member]) => {
          // A field of an anonymous struct type is a value of the type the surface names after it (`*struct` → `*api.Field.Embed`).
          const goType = member.returns && isAnonymousStruct(member.returns) ? member.params![0]!.replace(/\bstruct\b/, member.returns) : member.params![0]!;
          return [member.tag!.split(',')[0]!, {name, goType, omitEmpty: member.tag!.includes(',omitempty')}];
        }),
    );
    const entries = Object.entries(object).map(([key, item]) => {
      const field = byKey.get(key);
      if (!field) throw new Unsendable(`${typeName} has no field for "${key}"`);
      return {key: field.name, value: this.value(item, field.goType, `"${key}"`)};
    });
    for (const [key, field] of byKey) {
      if (!field.omitEmpty && !(key in object)) {
        throw new Unsendable(`${typeName} always sends "${key}"`);
      }
    }
    return entries;
  }

  private pointer(value: JsonValue, goType: string, where: string): GoExpr {
    if (goType === 'bool') {
      return text(this.scalar(value, 'bool', where) === 'true' ? 'pointer.True()' : 'pointer.False()');
    }
    const helper = POINTER_HELPERS[goType];
    if (helper) {
      return text(`pointer.${helper}(${this.scalar(value, goType, where)})`);
    }
    const inner = this.value(value, goType, where);
    if (inner.kind === 'composite') {
      return {...inner, prefix: `&${inner.prefix}`};
    }
    if (goType === 'interface{}' || goType === 'any') {
      return text(`pointer.Interface(${printGo(inner, '', 0)})`);
    }
    // A constant of an enum of the api package.
    return text(`pointer.Any(${inner.text})`);
  }

  private qualified(goType: string): string {
    const bare = goType.replace(/^\*/, '');
    const star = goType.startsWith('*') ? '*' : '';
    const model = this.model(bare);
    if (model) return `${star}${this.goName(model.name)}`;
    return goType.replace(/interface\{\}/g, 'any');
  }

  private constant(value: JsonValue, typeName: string, type: TypeSurface, where: string): string {
    if (typeof value !== 'string') throw new Unsendable(`${where} is a string in typesense-go`);
    const found = Object.entries(type.members).find(([, member]) => member.tag === value);
    return found ? `api.${found[0]}` : `${typeName}(${goString(value)})`;
  }

  /** A basic value: as the JSON has it, or for query parameters, as the string the request carries. */
  private scalar(value: JsonValue, goType: string, where: string): string {
    const kind = goType === 'bool' ? 'boolean' : goType === 'string' ? 'string' : 'number';
    let given = value;
    if (jsonType(value) !== kind && this.strictness === 'string' && value !== null && typeof value !== 'object') {
      const asText = String(value);
      given = kind === 'string' ? asText : kind === 'boolean' && /^(?:true|false)$/.test(asText) ? asText === 'true' : kind === 'number' && /^-?\d+(?:\.\d+)?$/.test(asText) ? Number(asText) : value;
    }
    if (jsonType(given) !== kind) {
      throw new Unsendable(`${where} is a ${goType} in typesense-go`);
    }
    if (kind === 'number' && /^u?int/.test(goType) && !Number.isInteger(given)) {
      throw new Unsendable(`${where} is a whole number (${goType}) in typesense-go`);
    }
    return typeof given === 'string' ? goString(given) : String(given);
  }
}

/** A value's strings that stand for environment variables of the request (`${OPENAI_API_KEY}`), read as `os.Getenv("OPENAI_API_KEY")`. */
export function withEnvironment(value: GoExpr, request: Pick<SampleRequest, 'environment'>): GoExpr {
  if (value.kind === 'text') {
    const literal = /^(pointer\.String\()?("(?:[^"\\]|\\.)*")\)?$/.exec(value.text);
    const name = literal ? environmentVariableOf(request, JSON.parse(literal[2]!) as string) : undefined;
    if (!name) return value;
    const read = `os.Getenv(${goString(name)})`;
    return {kind: 'text', text: literal![1] ? `pointer.String(${read})` : read};
  }
  return {...value, entries: value.entries.map((entry) => ({...entry, value: withEnvironment(entry.value, request)}))};
}

/** A value of an `interface{}` (a document): maps and lists of the JSON types, a list of one basic type as a slice of it. */
export function untyped(value: JsonValue): GoExpr {
  if (value === null) return text('nil');
  if (typeof value === 'string') return text(goString(value));
  if (typeof value !== 'object') return text(String(value));
  if (Array.isArray(value)) {
    const kinds = new Set(value.map((item) => (typeof item === 'number' ? (Number.isInteger(item) ? 'int' : 'float64') : jsonType(item))));
    const element =
      value.length > 0 && kinds.size === 1 && kinds.has('string')
        ? 'string'
        : value.length > 0 && [...kinds].every((kind) => kind === 'int' || kind === 'float64')
          ? kinds.has('float64')
            ? 'float64'
            : 'int'
          : value.length > 0 && kinds.size === 1 && kinds.has('boolean')
            ? 'bool'
            : 'any';
    return {kind: 'composite', prefix: `[]${element}`, entries: value.map((item) => ({value: untyped(item)}))};
  }
  return {kind: 'composite', prefix: 'map[string]any', entries: Object.entries(value).map(([key, item]) => ({key: goString(key), value: untyped(item)}))};
}

/** How wide a line may grow before a composite literal is broken over lines (gofmt sets no limit; tabs count 4). */
export const GO_LINE_WIDTH = 100;

function width(line: string): number {
  return line.replace(/\t/g, '    ').length;
}

function flat(expr: GoExpr): string {
  if (expr.kind === 'text') return expr.text;
  return `${expr.prefix}{${expr.entries.map((entry) => `${entry.key ? `${entry.key}: ` : ''}${flat(entry.value)}`).join(', ')}}`;
}

/**
 * `expr` printed from a line that holds `column` columns before it and is
 * indented by `indent`, as gofmt lays it out: on one line if it fits, else
 * one entry per line with a trailing comma, the values of consecutive
 * one-line `key: value` entries aligned in a column (go/printer's exprList:
 * a multi-line entry, or a key much longer or shorter than those before it,
 * starts a new section).
 */
export function printGo(expr: GoExpr, indent: string, column: number): string {
  const oneLine = flat(expr);
  if (expr.kind === 'text' || width(indent) + column + oneLine.length + 1 <= GO_LINE_WIDTH) {
    return oneLine;
  }
  const inner = `${indent}\t`;
  const printed = expr.entries.map((entry) => {
    const keyText = entry.key ? `${entry.key}: ` : '';
    const value = printGo(entry.value, inner, keyText.length);
    return {key: entry.key, value, single: !value.includes('\n')};
  });
  // Sections of alignment, as go/printer's exprList breaks them.
  const sections: number[] = [];
  let section = 0;
  let lnsum = 0;
  let count = 0;
  let previousSize = 0;
  printed.forEach((entry, index) => {
    const size = entry.single ? (entry.key ?? entry.value).length : 0;
    let formfeed = true;
    if (previousSize > 0 && size > 0) {
      if (count === 0 || (previousSize <= 40 && size <= 40)) {
        formfeed = false;
      } else {
        const ratio = size / Math.exp(lnsum / count);
        formfeed = 2.5 * ratio <= 1 || 2.5 <= ratio;
      }
    }
    if (index > 0 && formfeed) section += 1;
    sections.push(section);
    if (size > 0) {
      lnsum += Math.log(size);
      count += 1;
    }
    previousSize = size;
  });
  const keyWidth = new Map<number, number>();
  printed.forEach((entry, index) => {
    if (entry.key && entry.single && printed.length > 1) {
      keyWidth.set(sections[index]!, Math.max(keyWidth.get(sections[index]!) ?? 0, entry.key.length + 1));
    }
  });
  const lines = printed.map((entry, index) => {
    if (!entry.key) return `${inner}${entry.value},`;
    if (entry.single && printed.length > 1) {
      return `${inner}${`${entry.key}:`.padEnd(keyWidth.get(sections[index]!)!)} ${entry.value},`;
    }
    return `${inner}${entry.key}: ${entry.value},`;
  });
  return `${expr.prefix}{\n${lines.join('\n')}\n${indent}}`;
}
