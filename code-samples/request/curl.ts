/**
 * Pure: the request a Shell sample sends, read from its `curl` command, so
 * that the other languages of its group can be rendered from it.
 *
 * Only samples made of one `curl` call are read: a sample that pipes, loops,
 * or computes its request in the shell (a scoped key, a base64 image) is
 * written by hand in every language, and `parseCurlSample` says why it cannot
 * read it. The options understood are those of the docs' style (WRITING.md):
 * `-X`, `-H`, `-d`/`--data`/`--data-raw`/`--data-binary`, `--data-urlencode`,
 * `-G`/`--get`, `-o`, and flags that do not change the request (`-i`, `-s`,
 * `-f`, `-N`, `--max-time`).
 */
import {environmentValue, HTTP_METHODS, SHELL_PLACEHOLDERS, type HttpMethod, type JsonValue, type RequestBody, type SampleRequest} from './request';
import {shellCommands, ShellSyntaxError, type ShellWord} from './shell-words';

export type CurlParse = {ok: true; request: SampleRequest} | {ok: false; reason: string};

/** Flags that change nothing in the request. */
const QUIET_FLAGS = new Set(['-i', '--include', '-s', '--silent', '-S', '--show-error', '-f', '--fail', '-N', '--no-buffer', '-v', '--verbose', '-L', '--location', '--compressed']);
/** Options with a value that change nothing in the request. */
const QUIET_OPTIONS = new Set(['--max-time', '-m', '--connect-timeout', '-w', '--write-out', '--retry']);
const DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-ascii', '--data-binary']);

function fail(reason: string): CurlParse {
  return {ok: false, reason};
}

/** `a=b&c=d` → pairs, decoded as a form (`+` is a space). */
export function parseQueryString(query: string): [string, string][] {
  if (query === '') {
    return [];
  }
  return query.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
  });
}

/** A `--data-binary` payload: JSON, JSON lines, or text. */
export function bodyOf(text: string): RequestBody {
  try {
    return {kind: 'json', value: JSON.parse(text) as JsonValue};
  } catch {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    try {
      if (lines.length > 1) {
        return {kind: 'jsonl', values: lines.map((line) => JSON.parse(line) as JsonValue)};
      }
    } catch {
      // Not JSON lines either: plain text.
    }
    return {kind: 'text', text};
  }
}

/** The words of the one `curl` command of the sample (and the file its output is redirected to), or why there is not exactly one. */
function curlWords(source: string): {words: ShellWord[]; redirectedTo?: string} | string {
  let commands;
  try {
    commands = shellCommands(source);
  } catch (error) {
    if (error instanceof ShellSyntaxError) {
      return `the Shell sample is not valid shell: ${error.message}`;
    }
    throw error;
  }
  const curls = commands.filter((command) => command.words[0]?.text === 'curl');
  if (curls.length !== 1) {
    return curls.length === 0 ? 'the Shell sample has no curl command' : `the Shell sample runs curl ${curls.length} times`;
  }
  const curl = curls[0]!;
  const at = commands.indexOf(curl);
  // `curl … > books.jsonl`: the one other "command" is the file the response is written to.
  const target = curl.followedBy === '>' ? commands[at + 1] : undefined;
  const redirectedTo = target && target.words.length === 1 && target.followedBy === 'end' ? target.words[0]!.text : undefined;
  const others = commands.filter((command) => command !== curl && command !== (redirectedTo ? target : undefined));
  if (others.length > 0) {
    const other = others[0]!;
    return `the Shell sample runs another command besides curl (\`${other.words.map((w) => w.text).join(' ').slice(0, 40)}\`, line ${other.line})`;
  }
  if (!redirectedTo && curl.followedBy !== 'end' && curl.followedBy !== '\n') {
    return `the curl command is followed by \`${curl.followedBy}\``;
  }
  return {words: curl.words, ...(redirectedTo && {redirectedTo})};
}

class CurlOptionError extends Error {}

/** Whether `${name}` is a whole string value of the JSON body (the one way a sample's body may read a variable). */
function bodyReadsVariable(body: RequestBody | undefined, name: string): boolean {
  const values = body?.kind === 'json' ? [body.value] : body?.kind === 'jsonl' ? body.values : [];
  const reads = (value: JsonValue): boolean =>
    value === environmentValue(name) ||
    (Array.isArray(value) ? value.some(reads) : value !== null && typeof value === 'object' && Object.values(value).some(reads));
  return values.some(reads);
}

/** The request of a Shell sample made of one curl call, or the reason it is not one. */
export function parseCurlSample(source: string): CurlParse {
  return curlOptionsChecked(() => parseCurlWords(source));
}

/** `parse`, with an option that lacks its value as the reason the sample cannot be read. */
function curlOptionsChecked(parse: () => CurlParse): CurlParse {
  try {
    return parse();
  } catch (error) {
    if (error instanceof CurlOptionError) {
      return fail(error.message);
    }
    throw error;
  }
}

function parseCurlWords(source: string): CurlParse {
  const curl = curlWords(source);
  if (typeof curl === 'string') {
    return fail(curl);
  }
  return requestOfCurl(curl.words, curl.redirectedTo);
}

export type CurlSequenceParse = {ok: true; requests: SampleRequest[]} | {ok: false; reason: string};

/**
 * The requests of a Shell sample made of curl calls and the `export`s of the
 * connection settings (the API Clients page's set-up: `export
 * TYPESENSE_HOST=…`, then `curl …/health` and `curl …/collections`), in the
 * order it sends them; or why it is not one. A request to
 * `${TYPESENSE_HOST}` after an export of it has that node. The other
 * languages of such a group are written by hand, and the checks hold them to
 * this sequence.
 */
export function parseCurlSequence(source: string): CurlSequenceParse {
  let commands;
  try {
    commands = shellCommands(source);
  } catch (error) {
    if (error instanceof ShellSyntaxError) {
      return {ok: false, reason: `the Shell sample is not valid shell: ${error.message}`};
    }
    throw error;
  }
  const requests: SampleRequest[] = [];
  /** The node that `export TYPESENSE_HOST=…` names, which the curl calls after it address. */
  let exportedNode: string | null = null;
  for (const command of commands) {
    const name = command.words[0]?.text;
    if (name === 'export' && command.words.slice(1).every((word) => /^\w+=/.test(word.text) && !word.substitution)) {
      const host = command.words.slice(1).find((word) => word.text.startsWith(`${SHELL_PLACEHOLDERS.host}=`));
      if (host) {
        exportedNode = host.text.slice(SHELL_PLACEHOLDERS.host.length + 1).replace(/\/+$/, '');
      }
      continue;
    }
    if (name !== 'curl') {
      return {ok: false, reason: `the Shell sample runs another command than curl and export (\`${command.words.map((w) => w.text).join(' ').slice(0, 40)}\`, line ${command.line})`};
    }
    if (command.followedBy !== 'end' && command.followedBy !== '\n') {
      return {ok: false, reason: `the curl command of line ${command.line} is followed by \`${command.followedBy}\``};
    }
    const parsed = curlOptionsChecked(() => requestOfCurl(command.words, undefined));
    if (!parsed.ok) {
      return {ok: false, reason: `line ${command.line}: ${parsed.reason}`};
    }
    requests.push(parsed.request.node === null && exportedNode ? {...parsed.request, node: exportedNode} : parsed.request);
  }
  return requests.length > 0 ? {ok: true, requests} : {ok: false, reason: 'the Shell sample has no curl command'};
}

function requestOfCurl(words: ShellWord[], redirectedTo: string | undefined): CurlParse {
  let method: HttpMethod | undefined;
  let url: string | undefined;
  let get = false;
  let outputFile: string | undefined = redirectedTo;
  const headers: [string, string][] = [];
  const data: {text: string; option: string}[] = [];
  const urlencoded: string[] = [];
  const computed = words.find((word) => word.substitution);
  if (computed) {
    return fail(`the curl command uses a value computed by the shell (\`${computed.text.slice(0, 40)}\`)`);
  }
  /** Environment variables that the body reads (`"api_key": "'"${OPENAI_API_KEY}"'"`). */
  const environment = new Set<string>();
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i]!;
    const value = () => {
      const next = words[i + 1];
      if (!next) {
        throw new CurlOptionError(`the curl option ${word.text} has no value`);
      }
      i += 1;
      return next;
    };
    const option = word.text;
    if (option === '-X' || option === '--request') {
      const name = value().text.toUpperCase();
      if (!(HTTP_METHODS as readonly string[]).includes(name)) {
        return fail(`unknown HTTP method ${name}`);
      }
      method = name as HttpMethod;
    } else if (option === '-H' || option === '--header') {
      const {text: header, variables} = value();
      if (variables.some((name) => name !== SHELL_PLACEHOLDERS.apiKey)) {
        return fail(`the header "${header}" uses a variable other than \${${SHELL_PLACEHOLDERS.apiKey}}`);
      }
      const colon = header.indexOf(':');
      if (colon < 0) {
        return fail(`the header "${header}" has no colon`);
      }
      headers.push([header.slice(0, colon).trim().toLowerCase(), header.slice(colon + 1).trim()]);
    } else if (DATA_OPTIONS.has(option)) {
      const {text, variables} = value();
      variables.forEach((name) => environment.add(name));
      data.push({text, option});
    } else if (option === '--data-urlencode') {
      const {text, variables} = value();
      if (variables.length > 0) {
        return fail(`--data-urlencode "${text}" reads a shell variable`);
      }
      urlencoded.push(text);
    } else if (option === '-G' || option === '--get') {
      get = true;
    } else if (option === '-o' || option === '--output') {
      outputFile = value().text;
    } else if (QUIET_FLAGS.has(option) || /^-[isSfNvL]+$/.test(option)) {
      // Output and transfer flags: the request is the same.
    } else if (QUIET_OPTIONS.has(option)) {
      value();
    } else if (option.startsWith('-')) {
      return fail(`the curl option ${option} is not one the samples use`);
    } else if (url === undefined) {
      if (word.variables.some((name) => name !== SHELL_PLACEHOLDERS.host)) {
        return fail(`the URL ${option} uses a variable other than \${${SHELL_PLACEHOLDERS.host}}`);
      }
      url = option;
    } else {
      return fail(`the curl command names two URLs (${url} and ${option})`);
    }
  }
  if (url === undefined) {
    return fail('the curl command names no URL');
  }
  const hostPrefix = `\${${SHELL_PLACEHOLDERS.host}}`;
  let node: string | null = null;
  let rest: string;
  if (url.startsWith(hostPrefix)) {
    rest = url.slice(hostPrefix.length);
  } else {
    const match = /^(https?:\/\/[^/]+)(\/.*)?$/.exec(url);
    if (!match) {
      return fail(`the URL ${url} does not start with \${${SHELL_PLACEHOLDERS.host}} or a node's address`);
    }
    node = match[1]!;
    rest = match[2] ?? '/';
  }
  const questionMark = rest.indexOf('?');
  const rawPath = questionMark < 0 ? rest : rest.slice(0, questionMark);
  const query = parseQueryString(questionMark < 0 ? '' : rest.slice(questionMark + 1));
  let body: RequestBody | undefined;
  if (get) {
    for (const {text} of data) {
      query.push(...parseQueryString(text));
    }
    for (const pair of urlencoded) {
      const at = pair.indexOf('=');
      if (at <= 0) {
        return fail(`--data-urlencode "${pair}" is not of the form name=value`);
      }
      query.push([pair.slice(0, at), pair.slice(at + 1)]);
    }
  } else {
    if (urlencoded.length > 0) {
      return fail('--data-urlencode without -G sends a form body, which no Typesense endpoint reads');
    }
    if (data.length > 1) {
      return fail('the curl command sends its body in several -d options');
    }
    const [payload] = data;
    if (payload) {
      if (payload.text.startsWith('@')) {
        if (payload.option !== '--data-binary') {
          return fail(`${payload.option} @file strips the file's line breaks: use --data-binary`);
        }
        const file = payload.text.slice(1);
        if (file === '-') {
          return fail('the body is read from standard input');
        }
        body = {kind: 'file', file};
      } else {
        body = bodyOf(payload.text);
      }
    }
  }
  const variablesOutsideValues = [...environment].filter((name) => !bodyReadsVariable(body, name));
  if (variablesOutsideValues.length > 0) {
    return fail(`the body reads \${${variablesOutsideValues[0]}} other than as a whole JSON string value`);
  }
  const apiKey = headers.find(([name]) => name === 'x-typesense-api-key');
  if (apiKey && apiKey[1] !== hostPrefix.replace(SHELL_PLACEHOLDERS.host, SHELL_PLACEHOLDERS.apiKey)) {
    return fail(`the API key header is "${apiKey[1]}", not \${${SHELL_PLACEHOLDERS.apiKey}}`);
  }
  const contentType = headers.find(([name]) => name === 'content-type')?.[1];
  return {
    ok: true,
    request: {
      method: method ?? (body && !get ? 'POST' : 'GET'),
      path: decodeURIComponent(rawPath),
      query,
      ...(body && {body}),
      ...(contentType && {contentType}),
      authenticated: apiKey !== undefined,
      node,
      ...(outputFile && {outputFile}),
      ...(environment.size > 0 && {environment: [...environment]}),
    },
  };
}
