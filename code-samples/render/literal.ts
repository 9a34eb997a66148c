/**
 * Pure: JSON values written as literals of a language (a JavaScript object, a
 * Python dict, a PHP array, a Ruby hash, a Dart map), laid out the way a
 * formatter would: a value that fits on its line stays on it, a longer one is
 * broken one entry per line, nested values deciding the same way in turn.
 *
 * Typed languages (Java, Go, Swift) build their values from the client's model
 * types instead, but reuse `printList` for the layout.
 */
import {environmentVariableOf, type JsonValue, type SampleRequest} from '../request/request';

export type LiteralSyntax = {
  string: (value: string) => string;
  number?: (value: number) => string;
  true: string;
  false: string;
  null: string;
  /** An object's key with its separator: `name: `, `'name' => `, `"name": `. */
  key: (key: string) => string;
  object: readonly [open: string, close: string];
  array: readonly [open: string, close: string];
  /** Spaces inside the brackets of a one-line object (Ruby's `{ name: 'x' }`). */
  objectPadding?: boolean;
  /** One level of indentation. */
  indent: string;
  /** A comma after the last entry when entries are on lines of their own. */
  trailingComma: boolean;
  /** How wide a line may grow before a value is broken over lines, as the language's formatter has it (`LINE_WIDTH` if not given). */
  lineWidth?: number;
};

/** How wide a line may grow before a value is broken over several lines: Prettier's default. */
export const LINE_WIDTH = 80;

export type Layout = {
  /** The indentation of the line the value starts on. */
  indent: string;
  /** Columns already taken on that line before the value, and after it (`);`). */
  before: number;
  after?: number;
  width?: number;
};

/**
 * Lays out a bracketed list of entries (already printed flat and multi-line
 * by `entry`): on one line if it fits, otherwise one entry per line.
 */
export function printList(
  entries: readonly ((layout: Layout) => string)[],
  [open, close]: readonly [string, string],
  layout: Layout,
  {indent, trailingComma, padding = false}: {indent: string; trailingComma: boolean; padding?: boolean},
): string {
  const width = layout.width ?? LINE_WIDTH;
  if (entries.length === 0) {
    return `${open}${close}`;
  }
  const flatEntries = entries.map((entry) => entry({indent: layout.indent, before: 0, width: Number.POSITIVE_INFINITY}));
  const pad = padding ? ' ' : '';
  const flat = `${open}${pad}${flatEntries.join(', ')}${pad}${close}`;
  if (!flat.includes('\n') && layout.indent.length + layout.before + flat.length + (layout.after ?? 0) <= width) {
    return flat;
  }
  const inner = layout.indent + indent;
  const lines = entries.map((entry, index) => {
    const last = index === entries.length - 1;
    const comma = !last || trailingComma ? ',' : '';
    return `${inner}${entry({indent: inner, before: 0, after: comma.length, width})}${comma}`;
  });
  return `${open}\n${lines.join('\n')}\n${layout.indent}${close}`;
}

/** A JSON value as a literal of `syntax`, starting at `layout`. */
export function printLiteral(value: JsonValue, syntax: LiteralSyntax, givenLayout: Layout): string {
  const layout = givenLayout.width === undefined ? {...givenLayout, width: syntax.lineWidth ?? LINE_WIDTH} : givenLayout;
  if (value === null) return syntax.null;
  if (value === true) return syntax.true;
  if (value === false) return syntax.false;
  if (typeof value === 'number') return syntax.number ? syntax.number(value) : String(value);
  if (typeof value === 'string') return syntax.string(value);
  const options = {indent: syntax.indent, trailingComma: syntax.trailingComma};
  if (Array.isArray(value)) {
    return printList(
      value.map((item) => (itemLayout: Layout) => printLiteral(item, syntax, itemLayout)),
      syntax.array,
      layout,
      options,
    );
  }
  return printList(
    Object.entries(value).map(([key, item]) => (entryLayout: Layout) => {
      const prefix = syntax.key(key);
      return prefix + printLiteral(item, syntax, {...entryLayout, before: entryLayout.before + prefix.length});
    }),
    syntax.object,
    layout,
    {...options, padding: syntax.objectPadding},
  );
}

/** `'text'` with backslashes and single quotes escaped, as JavaScript, PHP, Ruby, Python and Dart read it. */
export function singleQuoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** `"text"` escaped as JSON escapes it (Java, Go, Swift, Python, C-like languages). */
export function doubleQuoted(text: string): string {
  return JSON.stringify(text);
}

/** Whether `key` can be written bare as an identifier (`name`, `query_by`), not `'x-key'` or `'.*'`. */
export function isIdentifier(key: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(key);
}

/** Code passed through as written, among the arguments of `printCall` (a variable, an expression). */
export class Code {
  constructor(readonly text: string) {}
}

export type Argument = JsonValue | Code;

/**
 * A call: `opening` (everything up to and including the opening parenthesis,
 * `await client.collections().create(`), its arguments, and `closing` (`);`),
 * laid out as Prettier and Black lay out calls: on one line if it fits; else
 * with the last argument broken over lines while the others stay on the first
 * line; else one argument per line.
 */
export function printCall(opening: string, args: readonly Argument[], syntax: LiteralSyntax, closing: string, indent = ''): string {
  const width = syntax.lineWidth ?? LINE_WIDTH;
  const print = (arg: Argument, layout: Layout) => (arg instanceof Code ? arg.text : printLiteral(arg, syntax, layout));
  const firstLineColumn = opening.length - opening.lastIndexOf('\n') - 1 - indent.length;
  const flat = args.map((arg) => print(arg, {indent, before: 0, width: Number.POSITIVE_INFINITY}));
  const oneLine = `${opening}${flat.join(', ')}${closing}`;
  if (!oneLine.includes('\n') && indent.length + firstLineColumn + flat.join(', ').length + closing.length <= width) {
    return oneLine;
  }
  const leading = flat.slice(0, -1);
  const head = `${opening}${leading.map((text) => `${text}, `).join('')}`;
  const column = head.length - head.lastIndexOf('\n') - 1 - indent.length;
  if (leading.every((text) => !text.includes('\n')) && indent.length + column < width) {
    const last = print(args[args.length - 1]!, {indent, before: column, after: closing.length});
    const lastOpensABlock = /^[[{(]/.test(last) && last.includes('\n');
    if (lastOpensABlock || args.length === 1) {
      return `${head}${last}${closing}`;
    }
  }
  const inner = indent + syntax.indent;
  const lines = args.map((arg, index) => {
    const comma = index < args.length - 1 || syntax.trailingComma ? ',' : '';
    return `${inner}${print(arg, {indent: inner, before: 0, after: comma.length})}${comma}`;
  });
  return `${opening}\n${lines.join('\n')}\n${indent}${closing}`;
}

/**
 * `syntax`, with the body's references to environment variables (the string
 * `${OPENAI_API_KEY}`, see SampleRequest.environment) written as the language
 * reads the variable: `process.env.OPENAI_API_KEY`, `os.environ["OPENAI_API_KEY"]`.
 */
export function withEnvironment(syntax: LiteralSyntax, request: Pick<SampleRequest, 'environment'>, read: (name: string) => string): LiteralSyntax {
  return {
    ...syntax,
    string: (value) => {
      const name = environmentVariableOf(request, value);
      return name ? read(name) : syntax.string(value);
    },
  };
}

/** Literals and calls of one syntax, for a renderer: `call('client.collections.create', [schema])`. */
export function codeWriter(syntax: LiteralSyntax, closing: string) {
  return {
    syntax,
    /** A literal that starts `before` columns into its line and is followed by `after` columns of code. */
    literal: (value: JsonValue, before: number, after = 0) => printLiteral(value, syntax, {indent: '', before, after}),
    /** `opening(args…)` and the statement's `closing` (`;`, or nothing), on a line indented by `indent`. */
    call: (opening: string, args: readonly Argument[] = [], indent = '') => printCall(`${opening}(`, args, syntax, `)${closing}`, indent),
  };
}
