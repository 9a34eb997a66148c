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
   */
  documents: readonly string[];
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
  /** Oldest first. */
  releases: readonly ClientRelease[];
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
