/**
 * Pure: Java code laid out as google-java-format lays it out: an expression on
 * one line when it fits in 100 columns, else a chain with a call per line and
 * a call with an argument per line, on continuation lines of four spaces.
 */

/** google-java-format's line width. */
export const LINE_WIDTH = 100;
/** google-java-format's continuation indent. */
export const CONTINUATION = '    ';

/** A Java expression, printed flat when it fits and broken over lines when it does not. */
export type Expr =
  | {kind: 'text'; text: string}
  /** `new SearchParameters().q("x").queryBy("title")`: a head and the calls chained on it. */
  | {kind: 'chain'; head: string; calls: {name: string; args: Expr[]}[]}
  /** `List.of(a, b)`. */
  | {kind: 'call'; callee: string; args: Expr[]}
  /** `Map.of("k", v)` on one line; `Map.ofEntries(Map.entry("k", v), …)` with an entry per line when it does not fit or has more than ten entries. */
  | {kind: 'map'; entries: [Expr, Expr][]};

function entriesCall(entries: readonly [Expr, Expr][]): Expr {
  return {kind: 'call', callee: 'Map.ofEntries', args: entries.map(([key, value]) => ({kind: 'call', callee: 'Map.entry', args: [key, value]}))};
}

export const text = (value: string): Expr => ({kind: 'text', text: value});

export function flat(expr: Expr): string {
  switch (expr.kind) {
    case 'text':
      return expr.text;
    case 'chain':
      return expr.head + expr.calls.map((call) => `.${call.name}(${call.args.map(flat).join(', ')})`).join('');
    case 'call':
      return `${expr.callee}(${expr.args.map(flat).join(', ')})`;
    case 'map':
      return expr.entries.length > 10 ? flat(entriesCall(expr.entries)) : `Map.of(${expr.entries.map(([key, value]) => `${flat(key)}, ${flat(value)}`).join(', ')})`;
  }
}

/**
 * `expr` starting `column` columns into a line indented by `indent`, followed
 * by `after` columns (`;`, `)`): on one line if it fits, else a chain with a
 * call per line and a call with an argument per line, as google-java-format
 * breaks them.
 */
export function print(expr: Expr, indent: string, column: number, after: number): string {
  const oneLine = flat(expr);
  if (!oneLine.includes('\n') && column + oneLine.length + after <= LINE_WIDTH) {
    return oneLine;
  }
  const inner = indent + CONTINUATION;
  switch (expr.kind) {
    case 'text':
      return expr.text;
    case 'chain':
      return (
        expr.head +
        expr.calls
          .map((call, index) => {
            const opening = `.${call.name}(`;
            const closing = index === expr.calls.length - 1 ? after : 0;
            return `\n${inner}${opening}${printArgs(call.args, inner, inner.length + opening.length, closing + 1)})`;
          })
          .join('')
      );
    case 'call':
      return `${expr.callee}(${printArgs(expr.args, indent, column + expr.callee.length + 1, after + 1)})`;
    case 'map': {
      const entries = entriesCall(expr.entries) as Extract<Expr, {kind: 'call'}>;
      const inner2 = indent + CONTINUATION;
      return `Map.ofEntries(${entries.args.map((arg, index) => `\n${inner2}${print(arg, inner2, inner2.length, index === entries.args.length - 1 ? after + 1 : 1)}`).join(',')})`;
    }
  }
}

function printArgs(args: readonly Expr[], indent: string, column: number, after: number): string {
  const oneLine = args.map(flat).join(', ');
  if (!oneLine.includes('\n') && column + oneLine.length + after <= LINE_WIDTH) {
    return oneLine;
  }
  if (args.length === 1) {
    return print(args[0]!, indent, column, after);
  }
  const inner = indent + CONTINUATION;
  return args.map((arg, index) => `\n${inner}${print(arg, inner, inner.length, index === args.length - 1 ? after : 1)}`).join(',');
}

/** `Type name = expr;`, laid out from the start of a line. */
export function declare(type: string, name: string, expr: Expr): string {
  const opening = `${type} ${name} = `;
  return `${opening}${print(expr, '', opening.length, 1)};`;
}

/**
 * Each declaration that stays too long for its line, as google-java-format
 * breaks it: after the `=`, its value on a continuation line.
 */
export function wrapDeclarations(code: string): string {
  return code
    .split('\n')
    .map((line) => {
      const declaration = /^((?:[a-z]\w*\.)*[A-Z][\w<>[\], .?]*? \w+) = (.+;)$/.exec(line);
      return declaration && line.length > LINE_WIDTH ? `${declaration[1]} =\n${CONTINUATION}${declaration[2]}` : line;
    })
    .join('\n');
}

