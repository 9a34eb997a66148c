/**
 * Pure: the facts that a version's release notes state about the API (which
 * parameters and endpoints they introduce, rename, remove or move), read from
 * the Markdown of the notes, never their prose. scripts/read-live-release-notes.ts
 * reads the notes of the live site (typesense/typesense-website) with it into
 * tests/data/live-release-notes.json; tests/build/live-release-notes.test.ts
 * holds the computed API changes (plugins/api-changes) to those facts.
 *
 * The notes are prose, so a name counts only where a sentence says it is new:
 * "new `x`", "added `x`", "via the `x` parameter", "using `x`." (rules below,
 * each one unit-tested); a name the notes only mention (a fix, an existing
 * parameter used in a new place) is not a fact.
 */
import type {Change, VersionStep} from '../../plugins/api-changes/changes';

export type ReleaseNoteFacts = {
  /** Parameters (and server flags) the notes introduce. */
  introduced: string[];
  /** [old name, new name]. */
  renamed: [string, string][];
  removed: string[];
  /** `METHOD /path`. */
  endpointsAdded: string[];
  /** [old path, new path], as the notes write them (no method). */
  endpointsMoved: [string, string][];
};

export const NO_FACTS: ReleaseNoteFacts = {introduced: [], renamed: [], removed: [], endpointsAdded: [], endpointsMoved: []};

/** A parameter or flag as the notes write it: `max_candidates`, `--cors-domains`, `rule.filter_by`, `split_join_tokens: false`. */
const PARAMETER_NAME = /^(?:--)?[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)*$/i;
const NOT_NAMES = new Set(['true', 'false', 'null', 'asc', 'desc']);
const ENDPOINT = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)$/;

/** Words after a name that say it is a parameter… */
const PARAMETER_NOUN = /^\s*(?:(?:search|server|server-side|boolean|field|join|get)\s+)*(?:parameter|param|flag|option|property|server parameter)s?\b/i;
/** …or something else (a response key, a value of a parameter). */
const OTHER_NOUN = /^\s*(?:object|structure|mode|response|syntax|operator|value|key|action|clause)s?\b/i;
/** "new `x`", "Added search parameter `x`", "a new flag called `x`", "new server option (`x`)": a word of introduction at most four words before. */
const NEW_BEFORE = /\b(?:new|added|add|introduc\w*)\b(?:\s+[\w-]+){0,4}\s*\(?$/i;
/** "via the `x` parameter", "using `x`.", "by setting `x: false`". */
const BY_MEANS_OF_BEFORE = /\b(?:via|using|use|setting)\s+(?:the\s+|a\s+|an\s+)?$/i;
/** "Support `x` search parameter that…", "supports a `qs` parameter". */
const SUPPORT_BEFORE = /\bsupports?\s+(?:for\s+)?(?:the\s+|a\s+|an\s+)?$/i;
/** The end of a sentence (or of the statement) right after the names. */
const SENTENCE_END = /^\s*(?:[.;)]|$)/;
/** "`a` parameter has been renamed to `b`", "renamed `a` to `b`". */
const RENAMED = [/`([^`]+)`[^`]*?\brenamed\s+to\s+`([^`]+)`/gi, /\brenamed\s+`([^`]+)`\s+to\s+`([^`]+)`/gi];
/** "`x` parameter has been removed", "removed the `x` parameter". */
const REMOVED = [/`([^`]+)`(?:\s+(?:search|server-side)?\s*(?:parameter|flag|option))?\s+(?:has been|have been|was|were|is|are)\s+removed\b/gi, /\bremoved\s+(?:the\s+)?`([^`]+)`/gi];
/** "route changed from `/a` to `/b`", "moved from `/a` to `/b`". */
const MOVED = /\b(?:changed|moved)\s+from\s+`(\/[^`]+)`\s+to\s+`(\/[^`]+)`/gi;

/** A backticked span as a parameter name (`x: false` names `x`), or undefined. */
function parameterName(span: string): string | undefined {
  const name = span.replace(/\s*:.*$/, '').trim();
  return PARAMETER_NAME.test(name) && !NOT_NAMES.has(name.toLowerCase()) ? name : undefined;
}

/** The prose of the "What's new" section, as statements: each list item or paragraph on one line, without code blocks, links or emphasis; bug fixes left out. */
export function whatsNewStatements(markdown: string, where: string): string[] {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => /^##\s+What['’]s new\b/i.test(line));
  if (start < 0) {
    throw new Error(`${where}: no "## What's new" section: the notes must have one (its statements are what is read).`);
  }
  const statements: string[] = [];
  let current: string[] = [];
  let inCode = false;
  let skipping = false;
  const flush = () => {
    if (current.length > 0 && !skipping) {
      statements.push(current.join(' ').replace(/\s+/g, ' ').trim());
    }
    current = [];
  };
  for (const line of lines.slice(start + 1)) {
    if (/^\s*(```|~~~)/.test(line)) {
      inCode = !inCode;
      flush();
      continue;
    }
    if (inCode) {
      continue;
    }
    if (/^##\s/.test(line)) {
      break;
    }
    const heading = /^#{3,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      skipping = /bug\s*fix/i.test(heading[1]!);
      continue;
    }
    const item = /^\s*(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      flush();
      current.push(item[1]!);
    } else if (line.trim() === '') {
      flush();
    } else {
      current.push(line.trim());
    }
  }
  flush();
  return statements.map((statement) =>
    statement
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\*\*|__/g, '')
      .replace(/\[?New in v?[\d.]+\]?/gi, '')
      .trim(),
  );
}

type Span = {text: string; start: number; end: number};

/** Backticked spans that follow one another as a list ("`a`, `b` and `c`"). */
function spanGroups(statement: string): Span[][] {
  const spans = [...statement.matchAll(/`([^`]+)`/g)].map((match) => ({text: match[1]!, start: match.index!, end: match.index! + match[0].length}));
  const groups: Span[][] = [];
  for (const span of spans) {
    const last = groups.at(-1)?.at(-1);
    if (last && /^(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*,\s*and\s+|\s*,\s*or\s+)$/.test(statement.slice(last.end, span.start))) {
      groups.at(-1)!.push(span);
    } else {
      groups.push([span]);
    }
  }
  return groups;
}

/** Pure: the facts of one statement of the notes. */
export function statementFacts(statement: string): ReleaseNoteFacts {
  const facts: ReleaseNoteFacts = {introduced: [], renamed: [], removed: [], endpointsAdded: [], endpointsMoved: []};
  const named = new Set<string>();
  for (const pattern of RENAMED) {
    for (const match of statement.matchAll(pattern)) {
      const [before, after] = [parameterName(match[1]!), parameterName(match[2]!)];
      if (before && after) {
        facts.renamed.push([before, after]);
        named.add(before).add(after);
      }
    }
  }
  for (const pattern of REMOVED) {
    for (const match of statement.matchAll(pattern)) {
      const name = parameterName(match[1]!);
      if (name) {
        facts.removed.push(name);
        named.add(name);
      }
    }
  }
  for (const match of statement.matchAll(MOVED)) {
    facts.endpointsMoved.push([match[1]!, match[2]!]);
  }
  const introduces = /\b(?:new|added|API for)\b/i.test(statement);
  for (const group of spanGroups(statement)) {
    const before = statement.slice(0, group[0]!.start);
    const after = statement.slice(group.at(-1)!.end);
    for (const span of group) {
      const endpoint = ENDPOINT.exec(span.text.trim());
      if (endpoint && introduces) {
        facts.endpointsAdded.push(`${endpoint[1]} ${endpoint[2]}`);
      }
    }
    if (OTHER_NOUN.test(after)) {
      continue;
    }
    const isNew =
      NEW_BEFORE.test(before) ||
      (BY_MEANS_OF_BEFORE.test(before) && (PARAMETER_NOUN.test(after) || SENTENCE_END.test(after))) ||
      (SUPPORT_BEFORE.test(before) && PARAMETER_NOUN.test(after));
    if (!isNew) {
      continue;
    }
    for (const span of group) {
      const name = parameterName(span.text);
      if (name && !named.has(name)) {
        facts.introduced.push(name);
        named.add(name);
      }
    }
  }
  return facts;
}

function unique<T>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = JSON.stringify(item);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Pure: the facts of a version's notes (the Markdown of its page), each once. */
export function releaseNoteFacts(markdown: string, where: string): ReleaseNoteFacts {
  const all = whatsNewStatements(markdown, where).map(statementFacts);
  return {
    introduced: unique(all.flatMap((facts) => facts.introduced)),
    renamed: unique(all.flatMap((facts) => facts.renamed)),
    removed: unique(all.flatMap((facts) => facts.removed)),
    endpointsAdded: unique(all.flatMap((facts) => facts.endpointsAdded)),
    endpointsMoved: unique(all.flatMap((facts) => facts.endpointsMoved)),
  };
}

/**
 * Pure: each fact under the first version whose notes state it. A point
 * release's notes repeat those of its major release (29.1's are 29.0's, 0.25.2's
 * gather 0.25.x): a fact belongs to the release that first brought it.
 * `notes` is oldest first.
 */
export function firstStatedIn(notes: readonly {version: string; facts: ReleaseNoteFacts}[]): Record<string, ReleaseNoteFacts> {
  const seen = new Set<string>();
  const result: Record<string, ReleaseNoteFacts> = {};
  for (const {version, facts} of notes) {
    const fresh = <T>(kind: string, items: T[]) => {
      const kept = items.filter((item) => !seen.has(`${kind} ${JSON.stringify(item)}`));
      items.forEach((item) => seen.add(`${kind} ${JSON.stringify(item)}`));
      return kept;
    };
    result[version] = {
      introduced: fresh('introduced', facts.introduced),
      renamed: fresh('renamed', facts.renamed),
      removed: fresh('removed', facts.removed),
      endpointsAdded: fresh('endpointsAdded', facts.endpointsAdded),
      endpointsMoved: fresh('endpointsMoved', facts.endpointsMoved),
    };
  }
  return result;
}

/** A parameter's name in the changes and as the notes write it: the notes drop a flag's `--` and a nested field's object (`rule.filter_by` is "`filter_by` rule"). */
export function sameParameter(changeName: string, noted: string): boolean {
  const bare = noted.replace(/^--/, '');
  return changeName === noted || changeName === `--${bare}` || changeName.endsWith(`.${bare}`);
}

/** An endpoint's path with its parameters unnamed: `/collections/{collection}/synonyms` is `/collections/{collectionName}/synonyms`. */
function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}').replace(/\/$/, '');
}

/** `METHOD /path` with its path's parameters unnamed (pathShape). */
function endpointShape(endpoint: string): string {
  return endpoint.replace(/\s+\S+$/, (path) => ` ${pathShape(path.trim())}`);
}

/** One fact of the notes, as a line: what the test names and the exceptions list. */
export type NotedFact = {kind: 'introduced' | 'renamed' | 'removed' | 'endpoint-added' | 'endpoint-moved'; name: string};

export function notedFacts(facts: ReleaseNoteFacts): NotedFact[] {
  return [
    ...facts.introduced.map((name) => ({kind: 'introduced' as const, name})),
    ...facts.renamed.map(([before, after]) => ({kind: 'renamed' as const, name: `${before} → ${after}`})),
    ...facts.removed.map((name) => ({kind: 'removed' as const, name})),
    ...facts.endpointsAdded.map((name) => ({kind: 'endpoint-added' as const, name})),
    ...facts.endpointsMoved.map(([before, after]) => ({kind: 'endpoint-moved' as const, name: `${before} → ${after}`})),
  ];
}

/** Pure: whether a step of the computed changes has a fact of the notes. */
export function stepHasFact(step: Pick<VersionStep, 'changes'>, fact: NotedFact): boolean {
  const has = (test: (change: Change) => boolean) => step.changes.some(test);
  switch (fact.kind) {
    case 'introduced':
      return has((change) => (change.kind === 'parameter-added' || change.kind === 'parameter-renamed') && sameParameter(change.name, fact.name));
    case 'renamed': {
      const [before, after] = fact.name.split(' → ') as [string, string];
      return has((change) => change.kind === 'parameter-renamed' && sameParameter(change.name, after) && sameParameter(change.before ?? '', before));
    }
    case 'removed':
      return has(
        (change) => (change.kind === 'parameter-removed' && sameParameter(change.name, fact.name)) || (change.kind === 'parameter-renamed' && sameParameter(change.before ?? '', fact.name)),
      );
    case 'endpoint-added':
      return has((change) => change.kind === 'endpoint-added' && endpointShape(change.name) === endpointShape(fact.name));
    case 'endpoint-moved': {
      const [before, after] = fact.name.split(' → ').map(pathShape) as [string, string];
      return has((change) => {
        const path = pathShape(change.name.split(' ')[1] ?? '');
        // A successor is named `METHOD /path` or by what it is, with its path in parentheses ("synonym sets (/synonym_sets/{name})").
        const successor = pathShape(/\/[^\s)]*/.exec(change.successor?.name ?? '')?.[0] ?? '');
        return change.kind === 'endpoint-moved' && (path === before || path.startsWith(`${before}/`)) && (successor === after || successor.startsWith(`${after}/`));
      });
    }
  }
}

/**
 * Where the notes and the reference legitimately differ: the fact is in a
 * neighbouring version's changes (`inVersion`), under the name the reference
 * gives it (`as`), or is no change of the reference at all (an existing
 * parameter the notes name for a new use).
 */
export type NotesException = {version: string; kind: NotedFact['kind']; name: string; reason: string; inVersion?: string; as?: string};

const factLine = (version: string, fact: NotedFact) => `${version} ${fact.kind} ${fact.name}`;

/**
 * Pure: the facts of the notes that the changes of their version lack and no
 * exception explains, and the exceptions that explain nothing (any more): the
 * fact is gone from the notes, is in its version's changes now, or is not in
 * the neighbouring version the exception names.
 */
export function checkChangesAgainstNotes(
  steps: readonly VersionStep[],
  notes: Readonly<Record<string, ReleaseNoteFacts>>,
  exceptions: readonly NotesException[],
): {unexplained: string[]; stale: string[]} {
  const stepTo = (version: string) => steps.find((step) => step.to === version) ?? {changes: []};
  const unexplained: string[] = [];
  const explained = new Set<NotesException>();
  for (const [version, facts] of Object.entries(notes)) {
    for (const fact of notedFacts(facts)) {
      if (stepHasFact(stepTo(version), fact)) {
        continue;
      }
      const exception = exceptions.find((candidate) => candidate.version === version && candidate.kind === fact.kind && candidate.name === fact.name);
      const elsewhere = exception && (exception.inVersion !== undefined || exception.as !== undefined);
      if (exception && (!elsewhere || stepHasFact(stepTo(exception.inVersion ?? version), {kind: fact.kind, name: exception.as ?? fact.name}))) {
        explained.add(exception);
      } else {
        unexplained.push(
          exception ? `${factLine(version, fact)}: not in the changes of ${exception.inVersion ?? version} as ${exception.as ?? fact.name} either` : factLine(version, fact),
        );
      }
    }
  }
  const stale = exceptions.filter((exception) => !explained.has(exception)).map((exception) => `${factLine(exception.version, exception)}: ${exception.reason}`);
  return {unexplained, stale};
}
