/**
 * Pure: where a sample sends its requests and with which key, against what
 * its version's set-up defines. Every sample assumes the `client` of its
 * version's API Clients page, made in the reader's language (WRITING.md), and
 * the Shell samples the connection settings its Shell tab exports. A reader
 * of Typesense Cloud changes that set-up once: a sample that names a host of
 * its own (`http://localhost:8108`), or reads a variable the set-up of its
 * language never defines (`TYPESENSE_HOST` outside Shell), talks to another
 * server than the reader's client, or to none.
 *
 * So a sample reads only the environment variables its language's set-up
 * reads, and those its group's Shell sample reads beyond the Shell set-up's
 * own (`SCOPED_SEARCH_KEY`, `OPENAI_API_KEY`); and it names a host only where
 * its group's Shell sample names it (one node of a cluster, `10.0.1.12`), or
 * where it makes a client of its own, as a set-up does (for another key, or
 * for a cluster's nodes).
 */
import type {ClientLanguage} from './clients/types';
import {MAKES_CLIENT} from './guide/clients';
import {findCodeFences} from './markdown';

/** What a sample names of a connection. */
export type Connection = {
  /** The environment variables it reads: `TYPESENSE_API_KEY`. */
  environment: readonly string[];
  /** The hosts it names, in string literals (a URL's host, `localhost`, an IP address): `localhost`, `10.0.1.12`. */
  hosts: readonly string[];
};

/**
 * The environment variables that code reads, in any of the languages here:
 * `process.env.X`, `os.environ["X"]`, `os.getenv("X")`, `getenv('X')`,
 * `ENV.fetch('X')`, `ENV['X']`, `System.getenv("X")`, `os.Getenv("X")`,
 * `Platform.environment['X']`, `ProcessInfo.processInfo.environment["X"]`,
 * and Shell's `${X}`, `$X`.
 */
const ENVIRONMENT_READS = [
  /\bprocess\.env(?:\.|\[\s*['"])([A-Za-z_]\w*)/g,
  /\b(?:environ|environment|ENV)\s*\[\s*['"]([A-Za-z_]\w*)['"]/g,
  /\b(?:environ\.get|getenv|Getenv|ENV\.fetch)\s*\(\s*['"]([A-Za-z_]\w*)['"]/g,
];
/** Shell's reads (`${X}`, `$X`) and definitions (`export X=`): a set-up defines what it exports. */
const SHELL_READS = [/\$\{?([A-Za-z_]\w*)/g, /^\s*export\s+([A-Za-z_]\w*)=/gm];

/** A host in a string literal: a URL's, or a literal that is a host alone (`'localhost'`, `"10.0.1.12"`). */
const URL_HOST = /\bhttps?:\/\/([A-Za-z0-9.-]+)/g;
const HOST_LITERAL = /(['"])(localhost|\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.typesense\.net)\1/g;

function matches(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((match) => match[1]!);
}

/** The connection `code` names; `shell`: a Shell sample, whose variables read as `${X}` (or are exported). */
export function connectionOf(code: string, shell = false): Connection {
  const environment = (shell ? SHELL_READS : ENVIRONMENT_READS).flatMap((pattern) => matches(code, pattern));
  const hosts = [...matches(code, URL_HOST), ...[...code.matchAll(HOST_LITERAL)].map((match) => match[2]!)];
  return {environment: [...new Set(environment)], hosts: [...new Set(hosts)]};
}

/** Whether `code` makes a Typesense client of `language`, as the set-up does (not a word's tail: `newHttpClient(`). */
export function makesClient(language: ClientLanguage, code: string): boolean {
  return new RegExp(`(?<![\\w.])${MAKES_CLIENT[language]}`).test(code);
}

/** The set-up of each language on an API Clients page: its connection, as each sample of the version assumes it. */
export type SetUps = {shell: Connection} & Partial<Record<ClientLanguage, Connection>>;

/**
 * The set-ups of an API Clients page (`source`, at `file`): for Shell, its
 * first block that exports `TYPESENSE_HOST`; for each client language (its
 * fence in `fences`), its first block that makes the client. Throws where the
 * page has no Shell set-up.
 */
export function setUpsOf(source: string, file: string, fences: Readonly<Partial<Record<ClientLanguage, string>>>): SetUps {
  const blocks = findCodeFences(source);
  const shell = blocks.find((block) => block.fence === 'shell' && /^\s*export\s+TYPESENSE_HOST=/m.test(block.code));
  if (!shell) {
    throw new Error(`${file}: no Shell block that exports TYPESENSE_HOST, the set-up every Shell sample of its version reads`);
  }
  const setUps: SetUps = {shell: connectionOf(shell.code, true)};
  for (const [language, fence] of Object.entries(fences) as [ClientLanguage, string][]) {
    const block = blocks.find((candidate) => candidate.fence === fence && makesClient(language, candidate.code));
    if (block) setUps[language] = connectionOf(block.code);
  }
  return setUps;
}

/**
 * What a sample of `language` names that its set-up does not define: each
 * variable it reads that neither its language's set-up reads nor its group's
 * Shell sample reads beyond the Shell set-up, and each host that its group's
 * Shell sample does not name, unless the sample makes a client of its own.
 * One line for each, saying what to use instead. `undefined` where the page
 * has no set-up of the language (a language before its era on the page).
 */
export function connectionProblems(language: ClientLanguage, code: string, groupShell: string | undefined, setUps: SetUps): string[] | undefined {
  const setUp = setUps[language];
  if (!setUp) return undefined;
  const sample = connectionOf(code);
  const shell = groupShell === undefined ? {environment: [], hosts: []} : connectionOf(groupShell, true);
  const groupOwn = shell.environment.filter((name) => !setUps.shell.environment.includes(name));
  const problems: string[] = [];
  for (const name of sample.environment) {
    if (!setUp.environment.includes(name) && !groupOwn.includes(name)) {
      problems.push(`reads ${name}, which the ${language} set-up does not define (it reads ${setUp.environment.join(', ') || 'no variable'}): use the client's own connection`);
    }
  }
  // A sample that makes a client of its own is a set-up itself (another key, a cluster's nodes): its hosts are its own.
  if (!makesClient(language, code)) {
    for (const host of sample.hosts.filter((name) => !shell.hosts.includes(name))) {
      problems.push(`names the host ${host}, which its group's Shell sample does not: send through the set-up's client, or take its host and key`);
    }
  }
  return problems;
}
