/**
 * The API surface of a client release: the types a sample can reach from the
 * client object (or name directly, like model classes), and their members,
 * each with the source file and line it was read from. One file per client
 * (`code-samples/clients/<language>/surface.json`), keyed by release.
 *
 * The surface is data, not code, so that a reviewer can check each fact
 * against the client's repository at the release's tag, and the sample checks
 * can prove that every call a sample makes exists in the release it documents.
 */
import type {DeprecatedCall} from '../clients/types';

export type MemberKind =
  /** A method or function: `search`, `Search`, `collection(name:)`. */
  | 'method'
  /** A property or getter: PHP `->collections`, Python `.documents`. */
  | 'property'
  /** Subscript / index access: PHP `$client->collections['books']`, Python `collections['books']`. */
  | 'index'
  /** A field of a model or struct: Go `Q`, a Java builder setter `queryBy`. */
  | 'field'
  /** An initializer with argument labels: Swift `init(name:fields:)`, Dart `Schema(…)`. */
  | 'init'
  /** A case of an enum or a constant: Swift `.upsert`, Java `FieldTypes.STRING`. */
  | 'case';

export type MemberSurface = {
  kind: MemberKind;
  /** The type a chain continues with after this member (a key of `types`), if it is one the surface describes. */
  returns?: string;
  /**
   * Parameters, where the language makes their names or order part of the call:
   * Swift labels in declaration order, Go field types, Dart named parameters;
   * for JavaScript and Python, a method's parameters in order, an optional one
   * ending in `?` (`options?`), which tells a renderer whether it takes options.
   */
  params?: readonly string[];
  /** Line of the declaration in the type's source file (or in the file of the type it is inherited from). */
  line: number;
  /** The type that declares the member, when this type inherits it: `SearchOnlyDocuments (src/Typesense/SearchOnlyDocuments.ts)`. */
  inheritedFrom?: string;
  /** The JSON tag of a field (Go's `json:"query_by,omitempty"` → `query_by,omitempty`), or the value a constant stands for (Go's `api.Upsert` is `upsert`). */
  tag?: string;
  /** Where the release marks the call deprecated: since which release, and what to call instead. */
  deprecated?: DeprecatedCall;
  /**
   * What the call sends of the object it is given as the request's body, read
   * from the line of its source that builds the body it sends: the keys it
   * copies (`["union", "searches"]`), or `null` where it sends the object as
   * given. Recorded for the calls that a renderer routes around for what they
   * send (a client's `routesAround`), so that a release which sends more shows
   * in the diff of surface.json, and the renderer follows it.
   */
  sentBody?: SentBody;
  /**
   * The HTTP methods the call sends with, read from its source (the requests
   * of its low-level API it makes: `apiCall.patch(…)`), for the calls that a
   * renderer routes around for the method they send (typesense-js's
   * `documents().update()` sent POST ?action=update until 1.7.2 sent the PATCH
   * of an update by filter).
   */
  sentMethods?: SentMethods;
};

export type SentMethods = {
  /** `["PATCH", "POST"]`, sorted. */
  methods: readonly string[];
  /** The line of the type's source file where the call's method is declared (its body holds the requests). */
  line: number;
};

export type SentBody = {
  /** The top-level keys of the given body that the call sends; `null`: all of them (the body as given). */
  keys: readonly string[] | null;
  /** The line of the type's source file that builds (or passes on) the body it sends. */
  line: number;
};

/**
 * A type's members, by name. A method whose result depends on its number of
 * arguments has a member per arity as well, `name/arity`
 * (`collections/0` → Collections, `collections/1` → Collection).
 */
export type TypeSurface = {
  /** The file that declares the type, relative to the repository root at the release's tag. */
  source: string;
  members: Readonly<Record<string, MemberSurface>>;
};

export type ReleaseSurface = {
  /** The tag the facts were read at. */
  tag: string;
  /** Names a sample starts from, and their type: `{"client": "Client"}`. */
  roots: Readonly<Record<string, string>>;
  /** Every type a sample may reach or name, by the name samples use. */
  types: Readonly<Record<string, TypeSurface>>;
};

export type ClientSurface = {
  /** The client, as its repository names it: `typesense-php`. */
  client: string;
  /** `https://github.com/typesense/typesense-php`. */
  repository: string;
  releases: Readonly<Record<string, ReleaseSurface>>;
};

/** One step of a call chain read from a sample: `.documents`, `.search(…)`, `['books']`, `collection(name:)`. */
export type ChainStep =
  | {kind: 'member'; name: string}
  /** A call, with its argument labels (Swift) or its number of arguments (overloads by arity: JS `collections()` and `collections('books')`). */
  | {kind: 'call'; name: string; labels?: readonly string[]; arity?: number}
  | {kind: 'index'};

/**
 * Which names of a block are the client's, for a language's reader. The API
 * samples assume a `client` and name the client's types freely; a guide page's
 * code also holds other clients and other libraries' types, so its checks say
 * which names the page binds to the Typesense client (code-samples/guide/clients.ts).
 */
export type ReaderScope = {
  /** Variables that hold the client (default: `client`, `$client` in PHP). */
  clients?: ReadonlySet<string>;
  /** Whether a capitalised name is a type of the client (default: any that is not the platform's or the sample's own). */
  clientType?: (name: string) => boolean;
};

/** What a sample uses of a client, as the language's reader (tests/samples) finds it in the parsed sample. */
export type SampleUse =
  /** `client.collections('books').documents().search(…)`; `root` is a root name or a type name. */
  | {kind: 'chain'; root: string; steps: readonly ChainStep[]; line: number}
  /** A value of a surface type built with named members: Go `api.Field{Name: …}`, Swift `Field(name: …)`. */
  | {kind: 'construct'; type: string; members: readonly string[]; ordered: boolean; line: number};
