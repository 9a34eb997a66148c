/**
 * Pure: which names of a guide block are the Typesense client's, for the
 * client's reader (code-samples/clients/readers.ts). An API sample assumes a
 * `client`; a walkthrough's code makes its own (`export const typesense = new
 * Typesense.Client(…)` in one file, used in another), holds other clients
 * beside it (`client = OpenAI()`), and names other libraries' types (Spring's,
 * SwiftUI's) beside the client's. So a page's names are read from all of its
 * blocks:
 *
 * - the variables (and fields: `this.client`, `self.client`) that any block of
 *   the page makes a Typesense client in, and `client`, the name the API
 *   Clients page gives it, unless the page makes `client` something else and
 *   never a Typesense client;
 * - less those a block itself makes something else;
 * - the client's types (Java, Kotlin, Swift, Dart): those the block imports
 *   from the client's package, or, with the whole package imported or in an
 *   excerpt without imports, the names the release's surface has that the
 *   block does not import from elsewhere.
 */
import type {ClientLanguage} from '../clients/types';
import type {ReaderScope} from '../surface/types';

/** How a block of each client's languages imports the client's package. */
const IMPORTS_CLIENT: Readonly<Record<ClientLanguage, RegExp>> = {
  javascript: /\bfrom\s+['"]typesense['"]|\brequire\(\s*['"]typesense['"]\s*\)|\bimport\(\s*['"]typesense['"]\s*\)/,
  python: /^\s*(?:import\s+typesense\b|from\s+typesense(?:\.[\w.]+)?\s+import\b)/m,
  go: /"github\.com\/typesense\/typesense-go(?:\/v\d+)?\/typesense(?:\/[\w/]+)?"/,
  java: /^\s*import\s+org\.typesense\.(?:api|model|resources)\b/m,
  php: /\b(?:use\s+)?\\?Typesense\\/,
  ruby: /\brequire\s+['"]typesense['"]|\bTypesense::/,
  dart: /package:typesense\//,
  swift: /^\s*import\s+Typesense\b/m,
};

/** The packages of typesense-java (its own code: an application's package may be under org.typesense too). */
const CLIENT_PACKAGES = {java: /^org\.typesense\.(?:api|model|resources)\b/};

/** Code that makes a Typesense client; `NAME` stands for the variable. */
export const MAKES_CLIENT: Readonly<Record<ClientLanguage, string>> = {
  javascript: String.raw`new\s+(?:\w+\.)?(?:Client|SearchClient)\s*(?:<[^>]*>)?\(`,
  python: String.raw`(?:typesense\.)?Client\(`,
  go: String.raw`typesense\.NewClient\(`,
  java: String.raw`(?:new\s+)?(?:org\.typesense\.api\.)?Client\(`,
  php: String.raw`new\s+\\?(?:Typesense\\)?Client\s*\(`,
  ruby: String.raw`Typesense::Client\.new\b`,
  dart: String.raw`(?:Client|SearchClient)\(`,
  swift: String.raw`(?:try\s+)?Client\(`,
};

/** An assignment or declaration of a variable or field, with what it is given (its right-hand side), by language. */
const ASSIGNMENT: Readonly<Record<ClientLanguage, RegExp>> = {
  // `const client = …`, `client = …` (a class field), `this.client = …`, `export const typesense: Client = …`
  javascript: /(?:^|[\s;(])(?:(?:export\s+)?(?:const|let|var)\s+|(?:private|public|protected|readonly|static)\s+(?:readonly\s+)?|this\.)?(\w+)\s*(?::\s*[\w.<>[\]| ]+)?=(?!=)\s*([^\n;]*)/gm,
  python: /^\s*(?:self\.)?(\w+)\s*(?::\s*[\w.[\], ]+)?=(?!=)\s*([^\n]*)/gm,
  go: /(?:^|\s)(\w+)(?:\s*,\s*\w+)?\s*:?=(?!=)\s*([^\n]*)/gm,
  // `Client client = …`, `private final Client client = …`, Kotlin's `val client = …`, `private val client: Client = …`
  java: /(?:^|\s)(?:(?:val|var)\s+|[\w.<>]+\s+|this\.)(\w+)\s*(?::\s*[\w.<>?]+)?\s*=(?!=)\s*([^\n;]*)/gm,
  php: /(\$\w+|\$this->\w+)\s*=(?!=)\s*([^\n;]*)/gm,
  ruby: /^\s*@?(\w+)\s*=(?!=)\s*([^\n]*)/gm,
  dart: /(?:^|\s)(?:final|var|late\s+final|late|const|[\w<>?]+)\s+(\w+)\s*=(?!=)\s*([^\n;]*)/gm,
  swift: /(?:^|\s)(?:let|var)\s+(\w+)\s*(?::\s*[\w.<>?]+)?\s*=(?!=)\s*([^\n]*)/gm,
};

/** A declaration of a field or parameter of the client's type, without a value: `private final Client client;`, `client: Client`. */
const TYPED_AS_CLIENT: Readonly<Partial<Record<ClientLanguage, RegExp>>> = {
  javascript: /\b(\w+)\s*[?!]?:\s*(?:Typesense\.)?(?:Client|SearchClient)\b/g,
  java: /\b(?:Client\s+(\w+)\s*[;,)=]|(\w+)\s*:\s*Client\b)/g,
  go: /\b(\w+)\s+\*typesense\.Client\b/g,
  swift: /\b(\w+)\s*:\s*Client\b/g,
  dart: /\bClient\s+(\w+)\s*[;,)=]/g,
};

/** The name a language gives the client by default (the API Clients page's). */
function defaultName(client: ClientLanguage): string {
  return client === 'php' ? '$client' : 'client';
}

export function importsClient(client: ClientLanguage, code: string): boolean {
  return IMPORTS_CLIENT[client].test(code);
}

/** The variables a block makes a client in, and those it makes something else. */
export function bindingsOf(client: ClientLanguage, code: string): {clients: Set<string>; others: Set<string>} {
  const makes = new RegExp(`^\\s*(?:await\\s+)?${MAKES_CLIENT[client]}`);
  const clients = new Set<string>();
  const others = new Set<string>();
  for (const match of code.matchAll(ASSIGNMENT[client])) {
    const name = match[1]!.replace(/^\$this->/, '');
    (makes.test(match[2]!) ? clients : others).add(client === 'php' && !name.startsWith('$') ? `$${name}` : name);
  }
  if (importsClient(client, code) || client === 'go') {
    for (const match of code.matchAll(TYPED_AS_CLIENT[client] ?? /$^/g)) {
      clients.add(match[1] ?? match[2]!);
    }
  }
  for (const name of factoriesOf(client, code, clients)) clients.add(name);
  for (const name of clients) others.delete(name);
  return {clients, others};
}

/** A function definition and the text up to the next one, by language (Python's `def`, JavaScript's `function` and arrow functions). */
const FUNCTION: Readonly<Partial<Record<ClientLanguage, RegExp>>> = {
  python: /^\s*def\s+(\w+)\s*\([^)]*\)\s*(?:->\s*([\w.]+)\s*)?:([\s\S]*?)(?=^\s*def\s|^\S|(?![\s\S]))/gm,
  javascript: /\b(?:function\s+(\w+)|(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?\([^)]*\)\s*(?::\s*[\w.<>]+\s*)?=>)\s*(?:\([^)]*\)\s*)?(?::\s*([\w.<>]+)\s*)?\{([\s\S]*?)^\}/gm,
};

/**
 * Functions that hand out the client (`def get_client() -> typesense.Client:`,
 * one that returns a client it makes or holds): a call of one is the client,
 * as in `get_client().collections[…]`.
 */
function factoriesOf(client: ClientLanguage, code: string, clients: ReadonlySet<string>): string[] {
  const pattern = FUNCTION[client];
  if (!pattern) return [];
  const makes = new RegExp(`return\\s+(?:await\\s+)?(?:${MAKES_CLIENT[client]}|(?:self\\.|this\\.)?(?:${[...clients].join('|') || '$^'})\\b\\s*$)`, 'm');
  const factories: string[] = [];
  for (const match of code.matchAll(pattern)) {
    const [name, returns, body] = client === 'python' ? [match[1], match[2], match[3]] : [match[1] ?? match[2], match[3], match[4]];
    if (name && (/(?:^|\.)(?:Search)?Client$/.test(returns ?? '') || makes.test(body ?? ''))) factories.push(name);
  }
  return factories;
}

export type PageClientNames = {
  /** The names the page binds to the client, by client language. */
  names: Map<ClientLanguage, Set<string>>;
};

/** The names a page binds to each client, from all of its blocks (`code` by client language). */
export function pageClientNames(blocks: readonly {client: ClientLanguage; code: string}[]): PageClientNames {
  const names = new Map<ClientLanguage, Set<string>>();
  const othersByClient = new Map<ClientLanguage, Set<string>>();
  for (const {client, code} of blocks) {
    const {clients, others} = bindingsOf(client, code);
    names.set(client, new Set([...(names.get(client) ?? []), ...clients]));
    othersByClient.set(client, new Set([...(othersByClient.get(client) ?? []), ...others]));
  }
  for (const client of new Set(blocks.map((block) => block.client))) {
    const own = names.get(client)!;
    const name = defaultName(client);
    if (!othersByClient.get(client)!.has(name) || own.has(name)) own.add(name);
  }
  return {names};
}

/** Names of the client's types: those of the surface a block may name as the client's (see the module's comment). */
function clientTypes(client: ClientLanguage, code: string, surfaceTypes: ReadonlySet<string>): (name: string) => boolean {
  if (client === 'java') {
    const imports = [...code.matchAll(/^\s*import\s+(?:static\s+)?([\w.]+)(\.\*)?\s*;?\s*$/gm)];
    const ofClient = (name: string) => CLIENT_PACKAGES.java.test(name);
    const fromClient = new Set(imports.filter((m) => ofClient(m[1]!) && !m[2]).map((m) => m[1]!.split('.').pop()!));
    const fromElsewhere = new Set(imports.filter((m) => !ofClient(m[1]!) && !m[2]).map((m) => m[1]!.split('.').pop()!));
    const wholePackage = imports.some((m) => ofClient(m[1]!) && m[2]);
    const explicitOnly = imports.length > 0 && !wholePackage;
    return (name) => fromClient.has(name) || (!fromElsewhere.has(name) && !explicitOnly && surfaceTypes.has(name));
  }
  // Swift's `import Typesense`, Dart's `package:typesense/typesense.dart` bring every type; an excerpt assumes them.
  return (name) => surfaceTypes.has(name);
}

/** The reader scope of one block of a page. */
export function blockScope(client: ClientLanguage, code: string, page: PageClientNames, surfaceTypes: ReadonlySet<string>): ReaderScope {
  const {others} = bindingsOf(client, code);
  const clients = new Set([...(page.names.get(client) ?? [])].filter((name) => !others.has(name)));
  return {clients, clientType: clientTypes(client, code, surfaceTypes)};
}
