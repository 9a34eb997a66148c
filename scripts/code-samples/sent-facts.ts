/**
 * Pure: what a client's call sends, read from the call's source (a file's
 * text and the line that declares the method): the surface tool records it
 * with the member for the calls a renderer routes around for what they send
 * (a client's `routesAround`): the HTTP methods it sends with
 * (MemberSurface.sentMethods), and what it sends of the body it is given
 * (MemberSurface.sentBody). A call either passes on the object it is given
 * (`apiCall.post(RESOURCEPATH, searchRequests, …)`: `keys: null`) or builds a
 * body of its own from an object or dict literal (`{union: …, searches: …}`,
 * `{"searches": …, "union": …}`: its keys). A form read here neither way is an
 * error naming the file and line, so that a release that changes the call is
 * read again by hand rather than recorded wrongly.
 */
import type {SentBody, SentMethods} from '../../code-samples/surface/types';

/** The index of the bracket that closes the one at `open`, strings and comments skipped. */
function closing(text: string, open: number, comment: RegExp): number {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    const rest = text.slice(at);
    const quote = /^(["'`])(?:\\.|(?!\1)[^\\])*\1/s.exec(rest);
    const skipped = quote ?? comment.exec(rest);
    if (skipped) {
      at += skipped[0].length - 1;
      continue;
    }
    const character = text[at]!;
    if ('([{'.includes(character)) depth += 1;
    if (')]}'.includes(character)) {
      depth -= 1;
      if (depth === 0) return at;
    }
  }
  return -1;
}

/**
 * The top-level keys of the object or dict literal that starts at `open` (its
 * `{`), and whether it spreads another object into itself (`...searchRequests`,
 * `**search_queries`). `undefined` where a part is none of those.
 */
export function literalKeys(text: string, open: number, comment: RegExp): {keys: string[]; spreads: boolean} | undefined {
  const end = closing(text, open, comment);
  if (end < 0) return undefined;
  const parts: string[] = [];
  let start = open + 1;
  for (let at = open + 1; at < end; at += 1) {
    const rest = text.slice(at);
    const skipped = /^(["'`])(?:\\.|(?!\1)[^\\])*\1/s.exec(rest) ?? comment.exec(rest);
    if (skipped) {
      at += skipped[0].length - 1;
      continue;
    }
    if ('([{'.includes(text[at]!)) {
      at = closing(text, at, comment);
      continue;
    }
    if (text[at] === ',') {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(text.slice(start, end));
  const keys: string[] = [];
  let spreads = false;
  for (const part of parts.map((item) => item.replace(new RegExp(comment.source.replace(/^\^/, ''), 'gm'), '').trim()).filter(Boolean)) {
    if (/^(?:\.\.\.|\*\*)/.test(part)) {
      spreads = true;
      continue;
    }
    const key = /^(?:"(\w+)"|'(\w+)'|(\w+))\s*(?::|$)/.exec(part);
    if (!key) return undefined;
    keys.push((key[1] ?? key[2] ?? key[3])!);
  }
  return {keys, spreads};
}

/** The 1-based line of `index` in `text`. */
function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** What the body of a method sends of the object it is given, once the expression it sends as the body is found. */
function sentFrom(
  file: string,
  text: string,
  bodyStart: number,
  sent: RegExpExecArray | null,
  /** Where the literal that makes the body opens; `undefined` where the method does not make it (a parameter), `not a literal` where it makes it otherwise. */
  literalOf: (name: string, call: boolean) => number | 'not a literal' | undefined,
  comment: RegExp,
  methodLine: number,
): SentBody {
  const unread = (why: string) =>
    new Error(`${file}:${methodLine}: ${why}; teach scripts/code-samples/sent-facts.ts the form, so that surface.json says what the call sends of its body.`);
  if (!sent) throw unread('no body sent that is read here (an argument after the resource path, or `body:`/`body=`)');
  const expression = sent[1]!;
  const at = bodyStart + sent.index + sent[0].length - expression.length;
  const helper = /^self\.(\w+)\(/.exec(expression);
  const open = literalOf(helper ? helper[1]! : expression, Boolean(helper));
  if (open === undefined) {
    if (helper) throw unread(`${expression}: no method ${helper[1]} that returns a dict literal`);
    // Not made in the method: the parameter it was given, sent as it is.
    return {keys: null, line: lineOf(text, at)};
  }
  if (open === 'not a literal') throw unread(`the method makes the body it sends, ${expression}, of something other than an object literal`);
  const literal = literalKeys(text, open, comment);
  if (!literal) throw unread(`the body at line ${lineOf(text, open)} is a literal with a part that is neither a key nor a spread`);
  return {keys: literal.spreads ? null : literal.keys, line: lineOf(text, open)};
}

/** The text of the JavaScript method declared at `methodLine` (1-based), its overloads included, and where it starts in `text`. */
function javascriptMethod(text: string, methodLine: number): {bodyStart: number; body: string} {
  const lines = text.split('\n');
  // The method ends with the brace that closes it alone on its line (an overload before it ends with `}>;`).
  const end = lines.findIndex((line, at) => at >= methodLine && /^ {2}\}\s*$/.test(line));
  const bodyStart = lines.slice(0, methodLine - 1).join('\n').length;
  return {bodyStart, body: text.slice(bodyStart, lines.slice(0, end < 0 ? lines.length : end + 1).join('\n').length)};
}

/** The text of the Python method declared at `methodLine` (1-based), and where it starts in `text`. */
function pythonMethod(text: string, methodLine: number): {bodyStart: number; body: string} {
  const lines = text.split('\n');
  // The method ends at the first line as little indented as its `def`, after the signature (`) -> Response:`).
  const signatureEnd = lines.findIndex((line, at) => at >= methodLine - 1 && /\)\s*(?:->.*)?:\s*$/.test(line));
  const end = lines.findIndex((line, at) => at > signatureEnd && /^ {0,4}\S/.test(line));
  const bodyStart = lines.slice(0, methodLine - 1).join('\n').length;
  return {bodyStart, body: text.slice(bodyStart, lines.slice(0, end < 0 ? lines.length : end).join('\n').length)};
}

/** The HTTP methods of the requests of the low-level API that a method's text makes (`apiCall.patch(`, `_apiCall.post(`, `api_call.post(`). */
function methodsIn(file: string, body: string, methodLine: number, request: RegExp): SentMethods {
  const methods = [...new Set([...body.matchAll(request)].map((match) => match[1]!.toUpperCase()))].sort();
  if (methods.length === 0) {
    throw new Error(`${file}:${methodLine}: the method makes no request of the low-level API that is read here; teach scripts/code-samples/sent-facts.ts the form, so that surface.json says which HTTP methods the call sends.`);
  }
  return {methods, line: methodLine};
}

/** Which HTTP methods the typesense-js method declared at `methodLine` sends with: the `apiCall` requests of its body (every branch). */
export function javascriptSentMethods(file: string, text: string, methodLine: number): SentMethods {
  return methodsIn(file, javascriptMethod(text, methodLine).body, methodLine, /apiCall\.(get|post|put|patch|delete)\s*(?:<[^(]*>)?\(/g);
}

/** Which HTTP methods the typesense-python method declared at `methodLine` sends with: the `api_call` requests of its body. */
export function pythonSentMethods(file: string, text: string, methodLine: number): SentMethods {
  return methodsIn(file, pythonMethod(text, methodLine).body, methodLine, /api_call\.(get|post|put|patch|delete)\(/g);
}

/** The text of a method that ends with a line of its own indentation (Ruby's `end`, PHP's `}`) from `methodLine` (1-based). */
function indentedMethod(text: string, methodLine: number, closing: string): string {
  const lines = text.split('\n');
  const indent = /^\s*/.exec(lines[methodLine - 1] ?? '')![0];
  const end = lines.findIndex((line, at) => at >= methodLine && line === `${indent}${closing}`);
  return lines.slice(methodLine - 1, end < 0 ? lines.length : end + 1).join('\n');
}

/** Which HTTP methods the typesense-ruby method declared at `methodLine` sends with: the `@api_call` requests of its body. */
export function rubySentMethods(file: string, text: string, methodLine: number): SentMethods {
  return methodsIn(file, indentedMethod(text, methodLine, 'end'), methodLine, /@api_call\.(get|post|put|patch|delete)\b/g);
}

/** Which HTTP methods the typesense-php method declared at `methodLine` sends with: the `$this->apiCall` requests of its body. */
export function phpSentMethods(file: string, text: string, methodLine: number): SentMethods {
  return methodsIn(file, indentedMethod(text, methodLine, '}'), methodLine, /->apiCall->(get|post|put|patch|delete)\(/g);
}

/** JavaScript and TypeScript: `// …` comments. */
const JS_COMMENT = /^\/\/[^\n]*|^\/\*[\s\S]*?\*\//;
/** Python: `# …` comments. */
const PY_COMMENT = /^#[^\n]*/;

/**
 * What the typesense-js method declared at `methodLine` (1-based) of `text`
 * sends of its body: the object passed after the resource path
 * (`[RESOURCEPATH, searchRequests, …]`, `post(RESOURCEPATH, …)`) or as
 * `body:`; a local `const` made of an object literal is read for its keys.
 */
export function javascriptSentBody(file: string, text: string, methodLine: number): SentBody {
  const {bodyStart, body} = javascriptMethod(text, methodLine);
  const sent = /\bbody:\s*(\w+)/.exec(body) ?? /\bRESOURCEPATH\s*,\s*(\w+)/.exec(body);
  return sentFrom(
    file,
    text,
    bodyStart,
    sent,
    (name) => {
      // `const name = {` or `const name: Type<…> & {…} = {`: the literal after the declaration's `= {`.
      const declared = new RegExp(`\\b(?:const|let)\\s+${name}\\b`).exec(body);
      if (!declared) return undefined;
      // The declaration's `=`: the first outside the brackets of its type annotation (`=>` and `==` are not one).
      let at = declared.index;
      let depth = 0;
      for (; at < body.length; at += 1) {
        const character = body[at]!;
        if ('{<(['.includes(character)) depth += 1;
        if ('}>)]'.includes(character) && body[at - 1] !== '=') depth -= 1;
        if (character === '=' && depth === 0 && body[at + 1] !== '>' && body[at + 1] !== '=') break;
      }
      const literal = /^=\s*\{/.exec(body.slice(at));
      return literal ? bodyStart + at + literal[0].length - 1 : 'not a literal';
    },
    JS_COMMENT,
    methodLine,
  );
}

/**
 * What the typesense-python method declared at `methodLine` (1-based) of
 * `text` sends of its body: `body=` (a local dict, or what a method of the
 * class returns: `self._search_body(…)`), or the argument after the resource
 * path of an `api_call.post(…)` (the releases before 1.0).
 */
export function pythonSentBody(file: string, text: string, methodLine: number): SentBody {
  const {bodyStart, body} = pythonMethod(text, methodLine);
  const sent = /\bbody=((?:self\.\w+\()|\w+)/.exec(body) ?? /\.post\(\s*[\w.]+\s*,\s*(\w+)/.exec(body);
  return sentFrom(
    file,
    text,
    bodyStart,
    sent,
    (name, helper) => {
      if (helper) {
        // A method of the class that builds it: the dict its `return {` makes.
        const declared = new RegExp(`^ {4}def ${name}\\(`, 'm').exec(text);
        const made = declared && /^ {8}return \{/m.exec(text.slice(declared.index));
        return made ? declared.index + made.index + made[0].length - 1 : undefined;
      }
      const assigned = new RegExp(`^\\s+${name}(?:\\s*:[^=\\n]+)?\\s*=(?!=)\\s*(\\{)?`, 'm').exec(body);
      if (!assigned) return undefined;
      return assigned[1] ? bodyStart + assigned.index + assigned[0].length - 1 : 'not a literal';
    },
    PY_COMMENT,
    methodLine,
  );
}
