/**
 * Pure: a guide page read as a reader follows it, from top to bottom. The
 * other checks take one block at a time (it parses, its calls exist, its file
 * compiles); this one follows what the blocks rely on from one another:
 *
 * - every environment variable a command or program reads (without a
 *   fallback of its own) is set by an earlier step (`export NAME=…`, a `.env`
 *   file, a Compose `environment:` entry), or named in the page's
 *   prerequisites (a `## Prerequisites` section or a `:::note Prerequisites`
 *   box, before the first step);
 * - every collection a step queries or writes to is created earlier on the
 *   page (or in the same block: a program that creates what it then uses), or
 *   named in the prerequisites with a link to where it is made;
 * - every field that `facet_by`, `group_by`, `sort_by`, `filter_by` or
 *   `query_by` names is in the schema the page gives its collection, with the
 *   flag that use needs under the rules of the server version the guide
 *   documents (SERVER_FIELD_RULES).
 *
 * It reads the blocks as the other guide checks do (./blocks.ts), with
 * patterns rather than parsers: the code is in a dozen languages, and what it
 * looks for (a variable read, a collection name, a search parameter) is
 * written the same way in all of them. A name built at run time (a template,
 * a variable other than a constant of the block) is not followed.
 *
 * - a JavaScript import whose per-document results the code reads (`.success`)
 *   gets them: typesense-js throws an `ImportError` on the first failed line
 *   unless the call passes `throwOnFail: false`, so code that only filters the
 *   returned array never sees a failure (the results of a throw are in the
 *   error's `importResults`).
 *
 * Each problem names the page, the line, what is missing and the fix.
 */
import {findCodeFences} from '../markdown';
import {guideBlocks, type GuideBlock} from './blocks';

export type SequenceRule = 'environment' | 'collection' | 'field' | 'import-results';

export type SequenceProblem = {
  rule: SequenceRule;
  /** `content/guide/x.md:41`: the page and the line in it. */
  at: string;
  message: string;
};

/** Which field flag a search parameter needs, by the server's rules (SERVER_FIELD_RULES). */
export type FieldUse = 'facet_by' | 'group_by' | 'sort_by' | 'filter_by' | 'query_by';

/** The field rules of a server version that this check applies. */
export type FieldRules = {
  /** The field types that `sort_by` accepts without `sort: true` (the `sort` default is `true` for them). */
  sortableByDefault: ReadonlySet<string>;
  /** The types `query_by` accepts: text, and a vector field (an embedding) for semantic and hybrid search. */
  searchable: ReadonlySet<string>;
};

/**
 * The server's field rules since 0.23.0, the first release that sorts
 * strings (`sort: true`), as collections.md of each version states them: the
 * `sort` flag defaults to `true` for numbers, booleans and geopoints and to
 * `false` otherwise; `facet_by` and `group_by` need `facet: true` (a field
 * gets a facet index only when it asks for one); `filter_by` and `query_by`
 * need an indexed field (`index` defaults to `true`); `query_by` takes text
 * fields and embeddings.
 */
const RULES_SINCE_0_23: FieldRules = {
  sortableByDefault: new Set(['int32', 'int64', 'float', 'bool', 'geopoint']),
  searchable: new Set(['string', 'string[]', 'string*', 'auto', 'float[]', 'object', 'object[]']),
};

/** The field rules of a server version (`30.2`); an error for versions this check has no rules for. */
export function serverFieldRules(version: string): FieldRules {
  const [major, minor] = version.split('.').map(Number);
  if (major === undefined || minor === undefined || Number.isNaN(major) || Number.isNaN(minor)) {
    throw new Error(`serverFieldRules: "${version}" is not a server version (expected e.g. 30.2)`);
  }
  if (major === 0 && minor < 23) {
    throw new Error(`serverFieldRules: no field rules for Typesense ${version}; the check knows the rules of 0.23.0 and later`);
  }
  return RULES_SINCE_0_23;
}

/** A field of a schema on the page, with the flags that the search parameters need. */
export type SchemaField = {name: string; type: string; facet: boolean; sort: boolean | null; index: boolean; embed: boolean};

/** A collection as the page has made it so far: its fields, when the page shows its schema. */
type KnownCollection = {fields: Map<string, SchemaField>};

/** What the prerequisites of a page name: the text of its `## Prerequisites` section and prerequisites boxes. */
export type Prerequisites = {lines: string[]};

const ENV_NAME = '[A-Z][A-Z0-9_]*';
/** Variables a shell has without a step of the page. */
const SHELL_VARIABLES = new Set(['HOME', 'PWD', 'OLDPWD', 'USER', 'PATH', 'SHELL', 'HOSTNAME', 'RANDOM', 'UID', 'TMPDIR', 'LANG', 'PS1', 'IFS']);
const SHELL_FENCES = new Set(['shell', 'sh', 'bash', 'zsh', 'console', 'terminal']);

/** A prerequisites heading, or the title of a prerequisites admonition. */
const PREREQUISITES_TITLE = /\b(?:prerequisites|before you (?:start|begin))\b/i;

/** The prerequisites of a page: its `## Prerequisites` section and its admonitions titled so, up to the first code block. */
export function pagePrerequisites(source: string): Prerequisites {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const found: string[] = [];
  let inSection = false;
  let inBox = false;
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line) && !inSection && !inBox) break;
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      inSection = heading[1] === '##' && PREREQUISITES_TITLE.test(heading[2]!);
      continue;
    }
    const box = /^\s*:::\s*(\w+)?\s*(.*)$/.exec(line);
    if (box) {
      if (inBox && !box[1]) {
        inBox = false;
      } else if (box[1]) {
        inBox = PREREQUISITES_TITLE.test(box[2] ?? '');
      }
      continue;
    }
    if (inSection || inBox) found.push(line);
  }
  return {lines: found};
}

/** The items of the prerequisites: their paragraphs and list items. */
function prerequisiteItems(prerequisites: Prerequisites): string[] {
  const items: string[] = [];
  let current: string[] = [];
  for (const line of prerequisites.lines) {
    if (/^\s*$/.test(line) || /^\s*(?:[-*+]|\d+\.)\s/.test(line)) {
      if (current.length > 0) items.push(current.join(' '));
      current = [];
    }
    if (!/^\s*$/.test(line)) current.push(line);
  }
  if (current.length > 0) items.push(current.join(' '));
  return items;
}

/** Whether the prerequisites name `` `name` `` (for a collection: in an item with a link to where it is made). */
function prerequisiteNames(prerequisites: Prerequisites, name: string, withLink: boolean): boolean {
  return prerequisiteItems(prerequisites).some((item) => item.includes(`\`${name}\``) && (!withLink || /\]\([^)]+\)/.test(item)));
}

/** The line in the page of an offset in a block's code. */
function pageLine(block: GuideBlock, offset: number): number {
  return block.line + 1 + (block.code.slice(0, offset).match(/\n/g)?.length ?? 0);
}

/** Single-quoted shell strings blanked out (the shell does not expand in them), keeping offsets. */
function withoutSingleQuoted(code: string): string {
  return code.replace(/'[^'\n]*'/g, (quoted) => ' '.repeat(quoted.length));
}

/** Whether the rest of a line after a variable read gives a fallback of its own (`?? 'x'`, `|| 'x'`, `?: "x"`, `or "x"`), or only compares it (a switch: `== "on"`). */
function hasFallback(rest: string): boolean {
  return /^\s*(?:\?\?|\|\||\?:|or\b|[!=]==?)/.test(rest);
}

/** A variable a block reads or sets, and where in the block. */
type EnvMention = {name: string; offset: number};

/** The variables a block sets (`title` is the block's title, which names a `.env` file), for what follows it. */
function envSets(block: GuideBlock, title: string): EnvMention[] {
  const names: EnvMention[] = [];
  const add = (pattern: RegExp, code = block.code) => {
    for (const match of code.matchAll(pattern)) names.push({name: match[1]!, offset: match.index});
  };
  if (/(?:^|\/)\.env(?:\.[\w.-]+)?$/.test(title) || ['env', 'dotenv'].includes(block.fence.toLowerCase())) {
    add(new RegExp(`^\\s*(?:export\\s+)?(${ENV_NAME})\\s*=`, 'gm'));
  }
  if (SHELL_FENCES.has(block.fence.toLowerCase())) {
    add(new RegExp(`(?:^|[;&|(]\\s*|\\bexport\\s+|\\bdeclare\\s+-x\\s+)(${ENV_NAME})=`, 'gm'));
    add(new RegExp(`\\b(?:read(?:\\s+-\\w+)*|for)\\s+(${ENV_NAME})\\b`, 'g'));
  }
  if (['yaml', 'yml'].includes(block.fence.toLowerCase())) {
    // A Compose service's `environment:` entries, as a list (`- NAME=value`) or a map (`NAME: value`).
    add(new RegExp(`^\\s*(?:-\\s*)?(${ENV_NAME})\\s*[:=]`, 'gm'));
  }
  if (block.fence.toLowerCase() === 'dockerfile' || block.path === 'Dockerfile') {
    add(new RegExp(`^\\s*(?:ENV|ARG)\\s+(${ENV_NAME})`, 'gm'));
  }
  return names;
}

/** The variables a block reads without a fallback of its own. */
function envReads(block: GuideBlock): EnvMention[] {
  const reads: EnvMention[] = [];
  const fence = block.fence.toLowerCase();
  const scan = (pattern: RegExp, code = block.code) => {
    for (const match of code.matchAll(pattern)) {
      const name = match.groups?.name ?? match.groups?.bare;
      if (match.groups?.fallback || !name) continue;
      reads.push({name, offset: match.index});
    }
  };
  if (SHELL_FENCES.has(fence)) {
    // `${NAME:-default}` and `${NAME-default}` bring their own value.
    scan(new RegExp(`\\$(?:\\{(?<name>${ENV_NAME})(?<fallback>:?[-=?+][^}]*)?\\}|(?<bare>${ENV_NAME})\\b)`, 'g'), withoutSingleQuoted(block.code));
    return reads.filter((read) => !SHELL_VARIABLES.has(read.name));
  }
  if (['yaml', 'yml', 'properties'].includes(fence) || /\.(?:ya?ml|properties)$/.test(block.path ?? '')) {
    // Compose interpolation and Spring placeholders; `${NAME:-x}` and `${NAME:x}` have a default.
    scan(new RegExp(`\\$\\{(?<name>${ENV_NAME})(?<fallback>:[^}]*)?\\}`, 'g'));
    return reads;
  }
  const quoted = `(?<q>["'\`])(?<name>${ENV_NAME})\\k<q>`;
  const patterns = [
    // JavaScript and TypeScript
    new RegExp(`\\bprocess\\.env(?:\\.(?<name>${ENV_NAME})\\b(?!\\*)|\\[\\s*(?<q>["'\`])(?<name2>${ENV_NAME})\\k<q>\\s*\\])`, 'g'),
    new RegExp(`\\bimport\\.meta\\.env\\.(?<name>${ENV_NAME})\\b(?!\\*)`, 'g'),
    // Python: `os.environ["X"]`, and `.get("X")`/`getenv("X")` without a default
    new RegExp(`\\bos\\.environ\\[\\s*${quoted}\\s*\\]`, 'g'),
    new RegExp(`\\bos\\.(?:environ\\.get|getenv)\\(\\s*${quoted}\\s*(?<fallback>,[^)]*)?\\)`, 'g'),
    // Go, Java, Kotlin, C#, PHP
    new RegExp(`\\b(?:os\\.Getenv|System\\.getenv|Environment\\.GetEnvironmentVariable|getenv)\\(\\s*${quoted}\\s*\\)`, 'g'),
    new RegExp(`\\bos\\.LookupEnv\\(\\s*${quoted}\\s*\\)`, 'g'),
    new RegExp(`\\$_(?:ENV|SERVER)\\[\\s*${quoted}\\s*\\]`, 'g'),
    new RegExp(`(?<![\\w>.])env\\(\\s*${quoted}\\s*(?<fallback>,[^)]*)?\\)`, 'g'),
    // Ruby
    new RegExp(`\\bENV(?:\\[\\s*${quoted}\\s*\\]|\\.fetch\\(\\s*${quoted.replace(/<q>/g, '<q2>').replace(/\\k<q>/g, '\\k<q2>').replace('<name>', '<name3>')}\\s*(?<fallback>,[^)]*)?\\))`, 'g'),
    // Swift, Dart
    new RegExp(`\\b(?:ProcessInfo\\.processInfo\\.environment|Platform\\.environment)\\[\\s*${quoted}\\s*\\]`, 'g'),
  ];
  for (const pattern of patterns) {
    for (const match of block.code.matchAll(pattern)) {
      const end = match.index + match[0].length;
      const lineEnd = block.code.indexOf('\n', end);
      const rest = block.code.slice(end, lineEnd === -1 ? undefined : lineEnd);
      if (match.groups?.fallback || hasFallback(rest) || goFallback(block.code, end)) continue;
      const name = match.groups?.name ?? match.groups?.name2 ?? match.groups?.name3;
      if (name) reads.push({name, offset: match.index});
    }
  }
  return reads;
}

/** Go's way of a default: the value read is tested for `== ""` on the next lines (`if host == "" { host = … }`). */
function goFallback(code: string, end: number): boolean {
  const assigned = /(\w+)\s*:?=\s*[^\n]*$/.exec(code.slice(code.lastIndexOf('\n', end) + 1, end));
  if (!assigned) return false;
  const next = code.slice(end).split('\n').slice(0, 4).join('\n');
  return new RegExp(`\\b${assigned[1]}\\s*==\\s*""|!ok\\b`).test(next);
}

/**
 * String constants of the page's code (`COLLECTION = "agent_memory"`, `const INDEX = 'books'`, a setting read from the
 * environment with a default: `collection = os.getenv("TYPESENSE_COLLECTION", "movies")`), by name; a constant that
 * names another (`COLLECTION = settings.collection`) is followed to it.
 */
export function pageConstants(codes: string[]): Map<string, string> {
  const literals = new Map<string, string>();
  const aliases = new Map<string, string>();
  const declared = String.raw`(?:\b(?:const|let|var|val|final\s+String|static\s+final\s+String)\s+)?\b([A-Za-z_]\w*)\s*(?::\s*[\w<>]+\s*)?:?=\s*`;
  for (const code of codes) {
    for (const match of code.matchAll(new RegExp(`${declared}(?:os\\.(?:getenv|environ\\.get)\\(\\s*["'][A-Z_0-9]+["']\\s*,\\s*|process\\.env\\.[A-Z_0-9]+\\s*(?:\\?\\?|\\|\\|)\\s*)?(["'])([\\w.-]+)\\2`, 'g'))) {
      if (!literals.has(match[1]!)) literals.set(match[1]!, match[3]!);
    }
    for (const match of code.matchAll(new RegExp(`${declared}((?:[A-Za-z_]\\w*\\.)+([A-Za-z_]\\w*))\\s*$`, 'gm'))) {
      if (!aliases.has(match[1]!)) aliases.set(match[1]!, match[3]!);
    }
  }
  for (const [name, target] of aliases) {
    const value = literals.get(target);
    if (value && !literals.has(name)) literals.set(name, value);
  }
  return literals;
}

/** A collection name as written: a literal (`'books'`), or a constant of the block. */
const NAME_VALUE = String.raw`(?:[fbr]?(?<q>["'\`])(?<literal>[\w.-]+)\k<q>|(?:[A-Za-z_]\w*\.)*(?<constant>[A-Za-z_]\w*))`;

/**
 * A collection a block names. A name held in a variable the page does not set to a literal (`.name(collection)`,
 * `client.collections(collection)`) is `symbolic`: the variable's name stands for it, which ties a program's schema to
 * its searches, but a symbolic use is never reported as uncreated (the value comes from outside the page's code).
 */
type CollectionMention = {name: string; offset: number; kind: 'use' | 'create' | 'drop'; symbolic: boolean};

/** Collections a block names: where it creates one (a schema: a name, then its fields), and where it queries or writes one. */
function collectionMentions(block: GuideBlock, constants: Map<string, string>): CollectionMention[] {
  const code = block.code;
  const mentions: CollectionMention[] = [];
  const resolve = (groups: Record<string, string | undefined> | undefined): {name: string; symbolic: boolean} | undefined => {
    if (groups?.literal) return {name: groups.literal, symbolic: false};
    if (!groups?.constant) return undefined;
    const value = constants.get(groups.constant);
    if (value) return {name: value, symbolic: false};
    // `name = collection_name()`, `collection := cfg.Collection`: the variable stands for what it is set from.
    const source = new RegExp(String.raw`\b${groups.constant}\s*(?::\s*[\w<>]+\s*)?:?=\s*(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)\s*(?:\(\s*\))?\s*$`, 'm').exec(code);
    return {name: source?.[1] ?? groups.constant, symbolic: true};
  };
  // A schema: `name` (key, or Java's `.name(`) followed closely by its `fields`.
  for (const match of code.matchAll(new RegExp(String.raw`["']?\bname["']?\s*(?::|=>|=|\()\s*${NAME_VALUE}\s*\)?[\s\S]{0,120}?["']?\b(?:fields|addFieldsItem)\b`, 'gi'))) {
    const name = resolve(match.groups);
    if (name) mentions.push({...name, offset: match.index, kind: 'create'});
  }
  // An alias (`PUT /aliases/<name>` with `collection_name`, or a client's `aliases().upsert('<name>', …)`) is queried as its collection.
  for (const match of code.matchAll(/\/aliases\/([\w.-]+)|\baliases\(\)\s*\.upsert\(\s*(["'])([\w.-]+)\2|\baliases\.upsert\(\s*(["'])([\w.-]+)\4/g)) {
    mentions.push({name: match[1] ?? match[3] ?? match[5]!, symbolic: false, offset: match.index, kind: 'create'});
  }
  // A DocSearch scraper config: the scraper creates its `index_name`.
  for (const match of code.matchAll(/"index_name"\s*:\s*"([\w.-]+)"/g)) {
    mentions.push({name: match[1]!, symbolic: false, offset: match.index, kind: 'create'});
  }
  const uses = [
    // REST paths: /collections/<name>/…
    /\/collections\/(?<literal>[A-Za-z_][\w.-]*)(?=[/?\s"'`]|$)/g,
    // Search bodies and widgets: "collection": "<name>", collection_name, indexName
    new RegExp(String.raw`["']?\b(?:collection|collection_name|collectionName|history_collection|indexName)["']?\s*(?::|=>|=)\s*${NAME_VALUE}`, 'g'),
    // Clients: collections('<name>'), collections<T>("<name>"), collections['<name>'], Collection("<name>"), collection(name: "<name>")
    new RegExp(String.raw`\b[Cc]ollections?(?:<[^>()]*>)?\s*(?:\(\s*(?:name:\s*)?|\[\s*)${NAME_VALUE}\s*[)\]]`, 'g'),
  ];
  for (const pattern of uses) {
    for (const match of code.matchAll(pattern)) {
      const resolved = resolve(match.groups);
      if (!resolved) continue;
      const {name, symbolic} = resolved;
      const lineEnd = code.indexOf('\n', match.index);
      const line = code.slice(code.lastIndexOf('\n', match.index) + 1, lineEnd === -1 ? undefined : lineEnd);
      // Dropping a collection that may not exist yet is how a page starts over; it relies on nothing.
      const drop = /-X\s*DELETE|\.delete\(\)|\.Delete\(|\bdrop\b/i.test(line) && !/documents/i.test(line.slice(line.indexOf(name)));
      mentions.push({name, symbolic, offset: match.index, kind: drop ? 'drop' : 'use'});
    }
  }
  return mentions.sort((a, b) => a.offset - b.offset);
}

/** The closing bracket of the bracket at `open`, skipping strings. */
function matchingBracket(code: string, open: number): number {
  const pairs: Record<string, string> = {'[': ']', '(': ')', '{': '}'};
  const stack: string[] = [];
  let quote: string | null = null;
  for (let index = open; index < code.length; index++) {
    const char = code[index]!;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = char;
    else if (pairs[char]) stack.push(pairs[char]!);
    else if (char === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return index;
    }
  }
  return code.length;
}

const FLAG_VALUE = String.raw`\s*["']?\s*(?::|=>|=|\()\s*([^,}\n)]*\)?)`;

/** The fields of a schema's `fields` list that starts at `offset` (its `fields` key). */
function schemaFields(code: string, offset: number): SchemaField[] {
  // Go writes the list's type first: `Fields: []api.Field{…}`.
  const open = code.slice(offset).search(/\[\][\w.]+\{|[[({]/);
  if (open === -1) return [];
  const start = code.slice(offset + open, offset + open + 2) === '[]' ? code.indexOf('{', offset + open) : offset + open;
  const list = code.slice(start, matchingBracket(code, start) + 1);
  const fields: SchemaField[] = [];
  const names = [...list.matchAll(/["']?\bname["']?\s*(?::|=>|=|\()\s*[fbr]?(["'`])([^"'`]+)\1/gi)];
  names.forEach((match, index) => {
    const entry = list.slice(match.index, names[index + 1]?.index ?? list.length);
    const flag = (name: string) => new RegExp(String.raw`["']?\b${name}\b` + FLAG_VALUE, 'i').exec(entry)?.[1];
    const type = /["']?\btype["']?\s*(?::|=>|=|\()\s*(?:FieldTypes?\.|api\.|\.)?["']?([\w[\]*]+)/i.exec(entry)?.[1]?.toLowerCase() ?? 'string';
    const sort = flag('sort');
    fields.push({
      name: match[2]!,
      type: JAVA_TYPES[type] ?? type,
      facet: /true/i.test(flag('facet') ?? ''),
      sort: sort === undefined ? null : /true/i.test(sort),
      index: !/false/i.test(flag('index') ?? ''),
      embed: /["']?\bembed["']?\s*(?::|=>|=|\()/i.test(entry) || /\bnum_dim\b|\bnumDim\b/i.test(entry),
    });
  });
  return fields;
}

/** typesense-java's FieldTypes constants, as the server names the types. */
const JAVA_TYPES: Readonly<Record<string, string>> = {
  string_array: 'string[]',
  int32_array: 'int32[]',
  int64_array: 'int64[]',
  float_array: 'float[]',
  bool_array: 'bool[]',
};

type ParamUse = {use: FieldUse; value: string; offset: number};

const PARAMS: Readonly<Record<string, FieldUse>> = {
  facet_by: 'facet_by',
  facetby: 'facet_by',
  group_by: 'group_by',
  groupby: 'group_by',
  sort_by: 'sort_by',
  sortby: 'sort_by',
  filter_by: 'filter_by',
  filterby: 'filter_by',
  query_by: 'query_by',
  queryby: 'query_by',
};

/** The search parameters of a block whose value is written out: as a key, a builder call, a URL query or a form field. */
function paramUses(code: string): ParamUse[] {
  const uses: ParamUse[] = [];
  const keyed = /["']?\b(facet_?by|group_?by|sort_?by|filter_?by|query_?by)["']?\s*(?::|=>|=|\()\s*(?:[\w.&]*\(\s*)?[fbr]?(["'`])((?:(?!\2)[^\\]|\\.)*)\2/gi;
  for (const match of code.matchAll(keyed)) {
    uses.push({use: PARAMS[match[1]!.toLowerCase()]!, value: match[3]!, offset: match.index});
  }
  // curl's --data-urlencode "facet_by=…" and URL queries (?facet_by=…&…), where the key is not quoted on its own
  for (const match of code.matchAll(/(["'])(facet_by|group_by|sort_by|filter_by|query_by)=((?:(?!\1)[^\n])*)\1|[?&](facet_by|group_by|sort_by|filter_by|query_by)=([^&"'\s]*)/g)) {
    const value = match[3] ?? match[5]!;
    let decoded = value;
    try {
      decoded = match[1] ? value : decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      // A value that is not URL-encoded is read as written.
    }
    uses.push({use: (match[2] ?? match[4]) as FieldUse, value: decoded.replace(/\\\$/g, '$'), offset: match.index});
  }
  return uses;
}

/** Splits on the commas outside brackets: `price(a:[0,10], b:[10,20]),brand` → two. */
function topLevelParts(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if ('([{'.includes(char)) depth++;
    if (')]}'.includes(char)) depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The fields a parameter's value names; names built at run time (`${x}`, `{x}`, `" + x + "`) and joins (`$other(…)`) are left out. */
export function fieldsOfParam(use: FieldUse, value: string): string[] {
  const plain = (name: string) => /^[A-Za-z_][\w.]*$/.test(name);
  if (use === 'filter_by') {
    const names: string[] = [];
    // A join's clause (`$prices(region:=US && tier:=VIP)`) filters the other collection: it is left out.
    let own = value;
    for (let join = own.search(/\$[\w-]+\s*\(/); join !== -1; join = own.search(/\$[\w-]+\s*\(/)) {
      const open = own.indexOf('(', join);
      own = `${own.slice(0, join)}${own.slice(matchingBracket(own, open) + 1)}`;
    }
    for (const clause of own.split(/&&|\|\|/)) {
      const match = /^[\s(!]*([^\s:(]+)\s*:/.exec(clause);
      if (match) names.push(match[1]!);
    }
    return names.filter(plain);
  }
  return topLevelParts(value)
    .map((part) => part.replace(/\s*[:(][\s\S]*$/, '').trim())
    .filter((name) => plain(name) && !(use === 'sort_by' && name.startsWith('_')));
}

/** Why a field cannot serve a use, or null when it can. */
function fieldProblem(use: FieldUse, field: SchemaField, rules: FieldRules): string | null {
  switch (use) {
    case 'facet_by':
    case 'group_by':
      return field.facet ? null : `is declared without \`"facet": true\`, which ${use} needs (the server builds facet indexes only for facet fields): add it to the field`;
    case 'sort_by': {
      const sortable = field.sort ?? rules.sortableByDefault.has(field.type);
      if (sortable) return null;
      return field.sort === false
        ? 'is declared with `"sort": false`: sort_by needs the field sortable; remove the flag'
        : `is a ${field.type} field, which is sortable only with \`"sort": true\`: add it to the field`;
    }
    case 'filter_by':
      return field.index ? null : 'is declared with `"index": false`, which filter_by cannot use: index the field';
    case 'query_by':
      if (!field.index) return 'is declared with `"index": false`, which query_by cannot search: index the field';
      if (field.type === 'float[]' && !field.embed) return 'is a float[] field without `embed` or `num_dim`, which query_by cannot search';
      return rules.searchable.has(field.type) ? null : `is ${/^[aeiou]/.test(field.type) ? 'an' : 'a'} ${field.type} field; query_by searches text fields and embeddings: move it to filter_by or sort_by`;
  }
}

/** The schema field a name refers to: the field itself, a regex field (`.*_facet`), or a nested path under an object field. */
function findField(fields: Map<string, SchemaField>, name: string): SchemaField | null {
  const exact = fields.get(name);
  if (exact) return exact;
  for (const field of fields.values()) {
    if (field.name === name) return field;
    if (/[.*+?^$]/.test(field.name) && !/^[\w.]+$/.test(field.name)) {
      try {
        if (new RegExp(`^(?:${field.name})$`).test(name)) return field;
      } catch {
        // Not a pattern after all.
      }
    }
    if (field.type.startsWith('object') && name.startsWith(`${field.name}.`)) return {...field, type: 'string'};
  }
  return null;
}

/** Every problem of a page read in order, with the field rules of the server version the guide documents. */
export function checkPageSequence(file: string, source: string, serverVersion: string): SequenceProblem[] {
  const rules = serverFieldRules(serverVersion);
  const prerequisites = pagePrerequisites(source);
  const blocks = guideBlocks(source, file);
  const constants = new Map([...pageConstants(blocks.map((block) => block.code))].filter(([name]) => /^[A-Z][A-Z0-9_]*$/.test(name)));
  const titles = new Map(findCodeFences(source).map((fence) => [fence.line, /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(fence.meta)?.slice(1).find(Boolean) ?? '']));
  const problems: SequenceProblem[] = [];
  const setEnv = new Set<string>();
  const collections = new Map<string, KnownCollection>();
  const reported = new Set<string>();
  /** Collection names that are a variable's name (CollectionMention.symbolic), for the messages. */
  const symbolicNames = new Set<string>();
  let lastCollection: string | null = null;
  const blockConstants = (block: GuideBlock) => new Map([...pageConstants([block.code]), ...constants]);
  /**
   * The schema each collection gets anywhere on the page: a collection that the prerequisites name, and that a later
   * step creates (the prerequisites link there), is searched with that schema before the step is reached.
   */
  const pageSchemas = new Map<string, Map<string, SchemaField>>();
  for (const block of blocks) {
    for (const mention of collectionMentions(block, blockConstants(block)).filter((candidate) => candidate.kind === 'create')) {
      const fieldsAt = block.code.slice(mention.offset).search(/\b(?:fields|addFieldsItem)\b/i);
      const fields = pageSchemas.get(mention.name) ?? new Map<string, SchemaField>();
      for (const field of schemaFields(block.code, mention.offset + fieldsAt)) fields.set(field.name, field);
      pageSchemas.set(mention.name, fields);
    }
  }
  for (const block of blocks) {
    // What a step prints (`title="Response"`) is output, not a step.
    if (/^(?:response|output)\b/i.test(titles.get(block.line) ?? '')) continue;
    const sets = envSets(block, titles.get(block.line) ?? '');
    for (const read of envReads(block)) {
      // A shell step may set a variable and use it a few lines on.
      const setBefore = SHELL_FENCES.has(block.fence.toLowerCase()) && sets.some((set) => set.name === read.name && set.offset < read.offset);
      if (setBefore || setEnv.has(read.name) || prerequisiteNames(prerequisites, read.name, false) || reported.has(`env:${read.name}`)) continue;
      reported.add(`env:${read.name}`);
      problems.push({
        rule: 'environment',
        at: `${file}:${pageLine(block, read.offset)}`,
        message:
          `\`${read.name}\` is read here, but no earlier step sets it: export it in a step before this one (\`export ${read.name}=…\`, ` +
          `or the .env file the page writes), or name it in a prerequisites box at the top of the page`,
      });
    }
    // Lower-case names (`name`, `index`) are the block's own; upper-case constants are the page's.
    const mentions = collectionMentions(block, blockConstants(block));
    for (const mention of mentions) if (mention.symbolic) symbolicNames.add(mention.name);
    const createdHere = new Set(mentions.filter((mention) => mention.kind === 'create').map((mention) => mention.name));
    for (const mention of mentions.filter((mention) => mention.kind === 'create')) {
      const fieldsAt = block.code.slice(mention.offset).search(/\b(?:fields|addFieldsItem)\b/i);
      const fields = schemaFields(block.code, mention.offset + fieldsAt);
      const known = collections.get(mention.name) ?? {fields: new Map()};
      // Merged, not replaced: the tabs of a group create the same collection each in its own way, some with helpers this check cannot read.
      for (const field of fields) known.fields.set(field.name, field);
      collections.set(mention.name, known);
    }
    for (const mention of mentions.filter((mention) => mention.kind === 'use')) {
      if (mention.symbolic || collections.has(mention.name) || createdHere.has(mention.name) || prerequisiteNames(prerequisites, mention.name, true)) continue;
      if (reported.has(`collection:${mention.name}`)) continue;
      reported.add(`collection:${mention.name}`);
      problems.push({
        rule: 'collection',
        at: `${file}:${pageLine(block, mention.offset)}`,
        message:
          `the collection \`${mention.name}\` is used here, but no earlier step creates it: create it (with its schema) in a step before this one, ` +
          `or name it in a prerequisites box at the top of the page with a link to where it is made`,
      });
      collections.set(mention.name, {fields: new Map()});
    }
    // An alter (PATCH /collections/<name>, `.update({fields: …})`) adds its fields to the schema the page gave.
    for (const alter of block.code.matchAll(/-X\s*PATCH|\.update\(\s*\{\s*["']?fields\b/g)) {
      const target = mentions.filter((mention) => mention.offset <= alter.index + 40).at(-1) ?? mentions[0];
      const known = target && collections.get(target.name);
      const fieldsAt = block.code.slice(alter.index).search(/\bfields\b/);
      if (!known || fieldsAt === -1) continue;
      for (const field of schemaFields(block.code, alter.index + fieldsAt)) known.fields.set(field.name, field);
    }
    // A block that is one field definition (`{"name": "embedding", "type": "float[]", …}`) is the field the prose adds to the collection at hand.
    const known = lastCollection ? collections.get(lastCollection) : undefined;
    if (known && /^\s*\{\s*["']?name["']?\s*:/.test(block.code) && !/\bfields\b/.test(block.code) && /["']?\btype["']?\s*:/.test(block.code)) {
      for (const field of schemaFields(`fields [${block.code}]`, 0)) known.fields.set(field.name, field);
    }
    const anchors = mentions.filter((mention) => mention.kind !== 'drop');
    for (const param of paramUses(block.code)) {
      const anchor = anchors.filter((mention) => mention.offset < param.offset).at(-1) ?? anchors.find((mention) => mention.offset > param.offset);
      let name = anchor?.name ?? lastCollection;
      // A program that names its collection through configuration (`h.Collection`) searches the page's one schema, when it has only one.
      const schemas = [...collections].filter(([, known]) => known.fields.size > 0);
      if (anchor?.symbolic && !collections.get(anchor.name)?.fields.size && schemas.length === 1) name = schemas[0]![0];
      const known = name ? collections.get(name)?.fields : undefined;
      const fields = known?.size ? known : name && prerequisiteNames(prerequisites, name, true) ? pageSchemas.get(name) : undefined;
      if (!name || !fields || fields.size === 0) continue;
      for (const fieldName of fieldsOfParam(param.use, param.value)) {
        if (param.use === 'filter_by' && fieldName === 'id') continue;
        const field = findField(fields, fieldName);
        const label = symbolicNames.has(name) ? `the collection named by \`${name}\`` : `\`${name}\``;
        const problem = field
          ? fieldProblem(param.use, field, rules)
          : `is not a field of the schema this page gives ${label}: add it to the schema, or use a field the schema has`;
        if (problem) {
          problems.push({rule: 'field', at: `${file}:${pageLine(block, param.offset)}`, message: `${param.use} names \`${fieldName}\` of ${label}, which ${problem}`});
        }
      }
    }
    for (const offset of importResultProblems(block)) {
      problems.push({
        rule: 'import-results',
        at: `${file}:${pageLine(block, offset)}`,
        message:
          'the code reads each line\'s `success`, but typesense-js throws an ImportError on the first failed line instead of returning the results: ' +
          'pass `throwOnFail: false` to import(), or read `importResults` of the ImportError it throws',
      });
    }
    lastCollection = anchors.at(-1)?.name ?? lastCollection;
    for (const set of sets) setEnv.add(set.name);
  }
  return problems;
}

const JS_FENCES = new Set(['js', 'javascript', 'mjs', 'cjs', 'ts', 'typescript', 'mts', 'tsx', 'jsx']);

/** The typesense-js imports of a block whose per-line results are read, but that throw on the first failure instead (see the module's comment). */
function importResultProblems(block: GuideBlock): number[] {
  if (!JS_FENCES.has(block.fence.toLowerCase()) || !/\.success\b/.test(block.code) || /\bimportResults\b/.test(block.code)) return [];
  const offsets: number[] = [];
  for (const match of block.code.matchAll(/\.documents\(\)\s*\.import\(|\bdocuments\(\)\.import\(/g)) {
    const call = block.code.slice(match.index, matchingBracket(block.code, match.index + match[0].length - 1) + 1);
    if (!/\bthrowOnFail\s*:\s*false\b/.test(call)) offsets.push(match.index);
  }
  return offsets;
}

/** A problem as the tests print it: `content/guide/x.md:41: …`. */
export function formatSequenceProblem(problem: SequenceProblem): string {
  return `${problem.at}: ${problem.message}`;
}
