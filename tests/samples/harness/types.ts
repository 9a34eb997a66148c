/**
 * What the sample checks hand a language's harness, and what they expect
 * back. A harness compiles the samples of one client release against the real
 * client (downloaded from the language's registry: npm, PyPI, the Go module
 * proxy, Maven Central), and runs them against the stand-in Typesense server,
 * which records each request under the API key the sample's client sends.
 */
import type {ClientLanguage, ClientRelease} from '../../../code-samples/clients/types';
import type {SampleLocation} from '../../../code-samples/groups';
import type {SampleRequest} from '../../../code-samples/request/request';
import type {SampleLanguage} from '../../../src/versioning/sample-languages';
import type {GuideProject} from '../../../code-samples/guide/projects';

export type SampleUnderTest = {
  /** Unique and stable: `versioned_docs/version-29.0/api/search.md:123:go`. */
  id: string;
  language: SampleLanguage;
  code: string;
  serverVersion: string;
  /** The client release the sample documents (none for Shell). */
  release?: ClientRelease;
  location: SampleLocation;
  origin: 'written' | 'rendered';
  /** The request of the group's Shell sample, when it is one curl call: what every sample of the group must send. */
  groupRequest?: SampleRequest;
  /**
   * The requests of the group's Shell sample, in order, when it is curl calls
   * and exports but not one curl call (the API Clients page's set-up sends
   * `/health`, then `/collections`): what a written sample of the group must send.
   */
  groupRequests?: SampleRequest[];
};

export type HarnessFolders = {
  /** The harness's own folder, kept between runs: downloaded clients, build caches. */
  cacheDir: string;
  /** A fresh folder for this run. */
  workDir: string;
};

/** The stand-in server, as a harness points its samples' clients at it. */
export type StandInEndpoint = {
  host: string;
  port: number;
  protocol: 'http';
  /** The API key a sample's client must send: the stand-in files each request under it. */
  apiKeyFor(sampleId: string): string;
  /** Files the samples read (books.jsonl…): run each sample with this as its working directory. */
  filesDir: string;
  /** Environment variables the samples read (OPENAI_API_KEY…), with the values the Shell samples send too. */
  environment: Readonly<Record<string, string>>;
};

export type SampleHarness = {
  language: ClientLanguage;
  /**
   * Compiles (or type-checks) every sample of one release against that release
   * of the real client. Returns the compiler's message for each sample that
   * does not compile, by sample id; samples absent from the map compiled.
   */
  compile(release: ClientRelease, samples: readonly SampleUnderTest[], folders: HarnessFolders): Promise<Map<string, string>>;
  /**
   * Runs every sample of one release against the stand-in. A sample's own
   * failure after its requests were sent (a response the stand-in shapes
   * differently from a real server) is not a failure of the check, which
   * compares requests; the harness returns the output of samples that could
   * not run at all, by sample id.
   */
  run(release: ClientRelease, samples: readonly SampleUnderTest[], folders: HarnessFolders, standIn: StandInEndpoint): Promise<Map<string, string>>;
  /**
   * Why the registry here does not serve `release`, if it does not (its facts
   * were read from a git tag): its samples are then held to the surface check
   * alone, and the checks say so instead of compiling or running them (a
   * sample sent with the language's standard HTTP client too: it takes the
   * set-up's node and key from the client's configuration).
   */
  notServed?(release: ClientRelease): string | undefined;
  /**
   * What a sample's compile depends on besides its code and release (Java: the
   * imports of its version's API Clients set-up, which differ between versions
   * of one release): samples of equal code are compiled once per context.
   */
  compileContext?(sample: SampleUnderTest): string;
  /**
   * Compiles the whole files of a guide page (code-samples/guide/projects.ts)
   * as the project they are parts of, against the dependencies the page
   * installs (and the client `release` the page names, if it names one).
   */
  compileProject?(project: GuideProject, release: ClientRelease | undefined, folders: HarnessFolders): Promise<ProjectResult>;
};

export type ProjectResult = {
  /** What the compiler says of each file that does not compile, by block id, at lines of the block. */
  failures: Map<string, string>;
  /** Files that cannot be compiled here, by block id, and why (a framework's build-time module). */
  notCompiled: Map<string, string>;
};
