/**
 * What a client language contributes to the code samples: its releases (which
 * one documents which server version, and where its facts were read), and how
 * it calls each operation in each release.
 *
 * Each client lives in `code-samples/clients/<language>/`: `index.ts` (this
 * interface: releases and renderer) and `surface.json` (the calls, classes and
 * fields that exist in each release, each with the file it was read from; see
 * ../surface/types.ts). The sample checks (tests/samples) parse every rendered
 * sample, check each call against the surface of its release, and compile and
 * run the samples against the real client wherever a registry has it.
 */
import type {OperationCall} from '../operations';
import type {SampleRequest} from '../request/request';
import type {ClientSurface} from '../surface/types';

/** The client languages, in tab order after Shell. */
export const CLIENT_LANGUAGES = ['javascript', 'php', 'python', 'ruby', 'java', 'go', 'dart', 'swift'] as const;
export type ClientLanguage = (typeof CLIENT_LANGUAGES)[number];

export type ClientRelease = {
  /** The client's version as its registry names it: `2.1.0`. */
  version: string;
  /** The git tag of the client's repository that its facts were read from: `v2.1.0`. */
  tag: string;
  /**
   * The server versions whose samples use this release (`29.0`): the release
   * nearest each server release, as the client's changelog and tag dates say.
   * Empty for a release kept for the guide only (`guide`), or for nothing (its
   * surface stays checkable, for a page that still names it).
   */
  serverVersions: readonly string[];
  /**
   * The guide's pages install this release (`npm install typesense@3.0.6`) and
   * are checked against it (tests/unit/code-samples/releases.test.ts). At most
   * one release of a client; without one, the guide installs the release of the
   * latest server version.
   */
  guide?: true;
  /** What a reader should know about the release, in the "Client releases" table of the versions it documents (Markdown). */
  note?: string;
  /** Calls of this release known to drop or misname a parameter: samples that pass it through them are refused. */
  defects?: readonly KnownDefect[];
  /** Types of this release known to misbehave whenever a sample makes one: samples that do are refused, or must say so. */
  typeDefects?: readonly TypeDefect[];
  /** What the samples of this release carry to work around a defect of the release: rendered, and held by the checks. */
  workarounds?: readonly EraWorkaround[];
  /**
   * The oldest version of its language the release runs on, and where that is
   * read: a sample of its pages must run there too (the Python check holds
   * every sample to it, so a `str.removesuffix` of Python 3.9 cannot reach the
   * pages of a client that runs on 3.8).
   */
  runsOn?: LanguageFloor;
};

export type LanguageFloor = {
  /** `3.8`. */
  version: string;
  /** Where the release says or shows it: its Requires-Python, or the first line of its code that needs that version. */
  source: string;
};

/**
 * A call that a release marks deprecated, as the surface extractor reads it
 * from the release's sources (Swift `@available(*, deprecated, message:)`) and
 * records it on the member in surface.json. The sample checks refuse a sample
 * that makes the call, naming the replacement.
 */
export type DeprecatedCall = {
  /** The first release of the client that marks it deprecated. */
  since: string;
  /** The call to make instead, as the surface names it: `importBatch(_:options:)`. */
  replacement: string;
};

/**
 * A call of a release known to drop or misname a parameter, so that the
 * server never sees it. A fact of the releases that have the defect only; the
 * checks refuse a sample that passes the parameter through the call, with the
 * reason, and renderers send it another way.
 */
export type KnownDefect = {
  /** The call, as a type of the surface and its member: `Documents`, `search(_:for:)`. */
  call: {type: string; member: string};
  /** The parameter, as the model that carries it and its member: `SearchParameters`, `facetReturnParent`. */
  parameter: {type: string; member: string};
  /** What goes wrong, worded to follow the call: `sends facetReturnParent as facet_strategy, …`. */
  reason: string;
  /** Where the client's sources show it, at the release's tag: `Sources/Typesense/Documents.swift:305`. */
  source: string;
};

/**
 * A type of a release that misbehaves whenever it is made (or made with one
 * member set), whatever the sample then sends with it: typesense-dart's
 * `SearchClient` sends the API key where the server never reads it. The
 * sample checks refuse a sample of the release that makes it, with the reason;
 * where the behaviour is one the reader can live with once told (a client that
 * never fails over), a sample may still make it if it says so in the `note`.
 */
export type TypeDefect = {
  /** The type a sample makes, and the member whose setting brings the defect, if one does: `Configuration`, `nearestNode`. */
  construct: {type: string; member?: string};
  /** What goes wrong, worded to follow the type: `sends a key shorter than 2,000 characters only as …`. */
  reason: string;
  /** Where the client's sources show it, at the release's tag: `lib/src/search_client.dart:31`. */
  source: string;
  /**
   * A sample that makes the type anyway carries this text in a comment of its
   * own, telling the reader what the release does. Without a note, no sample
   * of the release may make the type.
   */
  note?: string;
};

/**
 * A line that the samples of a release need where a reader's file loads the
 * client, because the release does not load something it uses (typesense-ruby
 * 2.0.0 calls `ERB::Util.url_encode` without `require 'erb'`). Renderers put it
 * before `before`; the checks refuse a sample of the release that has `before`
 * without it.
 */
export type EraWorkaround = {
  /** The line: `require 'erb'`. */
  line: string;
  /** The line of a sample that loads the client, which starts a reader's file: `require 'typesense'`. */
  before: string;
  /** Why, for the error: `typesense 2.0.0 calls ERB::Util.url_encode without loading erb (NameError outside Rails)`. */
  reason: string;
};

/**
 * A renderer's decision to send some requests around a call of the client
 * (with its low-level API, or with the language's HTTP library) because of
 * what the call sends, named, with the fact of the release's surface that the
 * decision reads: typesense-js 2.1.0's `multiSearch.perform()` sends only the
 * `union` and `searches` of the body it is given, so a union's
 * `remove_duplicates` goes with `apiCall` until a release whose surface says
 * it sends that too. The surface tool records the fact per release
 * (scripts/code-samples/extract-surface.ts) and the check
 * (code-samples/clients/routes-around.ts) renders each probe with each release,
 * failing where the renderer and the recorded fact disagree.
 */
export type RouteAround = {
  /** What the decision is called in the renderer, the check and its errors: `multiSearchBody`. */
  name: string;
  /** The call routed around, as the surface names it: `MultiSearch`, `perform`. */
  call: {type: string; member: string};
  /**
   * The fact of the call's surface member that decides it: `sentBody`, what the call sends of its body
   * (a probe's keys must be among them); `sentMethods`, the HTTP methods it sends with (a probe's must be one).
   */
  fact: 'sentBody' | 'sentMethods';
  /** How a rendered sample that makes the call writes it: `client.multiSearch.perform(`. */
  madeAs: string;
  /** Shell samples (one curl call each) whose request the call can send only where the fact allows it. */
  probes: readonly string[];
};

export type RenderInput = {
  /** The server version of the page (`29.0`), or `current` for the working copy in docs/. */
  serverVersion: string;
  /** The client release that documents it. */
  release: ClientRelease;
  call: OperationCall;
  request: SampleRequest;
};

export type RenderedSample =
  /** The sample, without a trailing newline. */
  | {kind: 'code'; code: string}
  /**
   * The release has no call for this operation (or cannot express this
   * request): the tab says so in one line and points to the Shell tab.
   * `detail` says what is missing, for that line (`no method for /stemming/dictionaries`).
   */
  | {kind: 'missing'; detail: string};

export type ClientSamples = {
  language: ClientLanguage;
  /** The tab's label and the fence language of its samples (`js`, `py`, `php`…). */
  fence: string;
  /** What readers install, as the client's registry names it: `typesense` (npm), `typesense/typesense-php` (Packagist). */
  packageName: string;
  /** The client's repository. */
  repository: string;
  /** Who maintains the client: the Typesense team, or the community with it (the api-clients page and the guide say so). */
  maintainer: 'typesense' | 'community';
  /** The one line (a command, or a coordinate to add) that installs `release`, as the guide and the api-clients page show it. */
  installLine(release: ClientRelease): string;
  /** Oldest first. */
  releases: readonly ClientRelease[];
  /** The renderer's decisions to route requests around a call for what the call sends (see RouteAround). */
  routesAround?: readonly RouteAround[];
  /** What each release offers, read from its sources: the module's `surface.json`. */
  surface: ClientSurface;
  /**
   * The sample of one request. Pure. Throws a `RenderError` for a request it
   * does not know how to express; the build reports it with the file and
   * section of the sample.
   */
  render(input: RenderInput): RenderedSample;
};

/** A request that a renderer cannot express yet: the build names the sample and this reason. */
export class RenderError extends Error {}
