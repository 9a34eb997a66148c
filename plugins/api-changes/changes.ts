/**
 * Pure: what changed in the API reference between two versions, from the
 * facts of their pages (./facts.ts), and the changes across several steps
 * combined into one (the compare page, src/pages/api/changes.html.tsx).
 * Shared by the build (plugins/api-changes) and the browser, so it imports
 * nothing that touches files.
 */
import {movedEndpointOf} from '../../src/versioning/api-pages';
import type {PageFacts, ParameterFact, VersionFacts} from './facts';

export type ChangeKind =
  | 'page-added'
  | 'page-removed'
  | 'endpoint-added'
  | 'endpoint-removed'
  | 'endpoint-moved'
  | 'parameter-added'
  | 'parameter-removed'
  | 'parameter-renamed'
  | 'default-changed';

export const CHANGE_KINDS: readonly ChangeKind[] = [
  'page-added',
  'page-removed',
  'endpoint-added',
  'endpoint-removed',
  'endpoint-moved',
  'parameter-added',
  'parameter-removed',
  'parameter-renamed',
  'default-changed',
];

/** A removal, a rename, a changed default or a moved endpoint can break a caller's code. */
export const BREAKING_KINDS: ReadonlySet<ChangeKind> = new Set(['page-removed', 'endpoint-removed', 'endpoint-moved', 'parameter-removed', 'parameter-renamed', 'default-changed']);

export type Change = {
  kind: ChangeKind;
  breaking: boolean;
  /** The page (file name in `api/`) that documents the item, in `version`. */
  page: string;
  /** The version whose page has the item: the newer one, or for a removal the last one that had it. */
  version: string;
  /** Its anchor on that page; empty for a whole page. */
  anchor: string;
  /** A parameter's name (its new name for a rename), `METHOD /path` for an endpoint, the page for a page. */
  name: string;
  /** The table's section for a parameter: the heading it is under. */
  section?: string;
  /** A rename's old name, a default's old value. */
  before?: string;
  /** A default's new value. */
  after?: string;
  /** Where a rename's old name was: its version and anchor. */
  beforeAt?: {version: string; anchor: string};
  /** A moved endpoint's successor, as MOVED_ENDPOINTS names it, and the page that documents it. */
  successor?: {name: string; page: string; version: string};
};

/** The changes from one version to the next. */
export type VersionStep = {from: string; to: string; changes: Change[]};

/** How a renamed parameter's row names its old name: "Called `override_tags` before 30.0.", "Formerly `x`.", "Renamed from `x`". */
const RENAMED_FROM = /(?:called|formerly|renamed from|previously(?: called| named)?|was named)\s+`([^`]+)`/gi;
/** How alike two descriptions must be (shared words over all words) for a removed and an added row of one section to be a rename… */
const RENAME_SIMILARITY = 0.75;
/** …and how many words they must have between them: two one-line descriptions ("The value.") say nothing alike. */
const RENAME_MIN_WORDS = 4;

function byName(facts: PageFacts): Map<string, ParameterFact[]> {
  const rows = new Map<string, ParameterFact[]>();
  for (const parameter of facts.parameters) {
    rows.set(parameter.name, [...(rows.get(parameter.name) ?? []), parameter]);
  }
  return rows;
}

/** A default as a value: `` `true` `` and `true` are one; a dash or nothing means none. */
export function normalizeDefault(value: string): string {
  const plain = value.replace(/`/g, '').replace(/\s+/g, ' ').trim();
  return /^(?:[-—–]|n\/a|none)?$/i.test(plain) ? '' : plain;
}

function words(description: string, names: readonly string[]): Set<string> {
  let text = description.toLowerCase();
  for (const name of names) {
    text = text.split(name.toLowerCase()).join(' ');
  }
  return new Set(text.split(/[^a-z0-9_]+/).filter((word) => word.length > 2));
}

function similarity(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((word) => b.has(word)).length;
  const all = new Set([...a, ...b]).size;
  return all < RENAME_MIN_WORDS ? 0 : shared / all;
}

/** A row and the page it is on. */
type PageRow = ParameterFact & {page: string};

/** Pairs a removed row with an added row that names it as its old name, that nests it on the same page, or that says the same in the same section of the same page. */
function findRenames(removed: PageRow[], added: PageRow[]): [PageRow, PageRow][] {
  const pairs: [PageRow, PageRow][] = [];
  const taken = new Set<PageRow>();
  const pair = (old: PageRow | undefined, row: PageRow) => {
    if (old) {
      pairs.push([old, row]);
      taken.add(old);
      taken.add(row);
    }
  };
  for (const row of added) {
    const named = [...row.description.matchAll(RENAMED_FROM)].map((match) => match[1]);
    pair(
      removed.find((candidate) => !taken.has(candidate) && named.includes(candidate.name)),
      row,
    );
  }
  // A field that moved into an object of the same page (30.0's synonyms: `root` → `items[].root`).
  for (const row of added.filter((candidate) => !taken.has(candidate))) {
    pair(
      removed.find((candidate) => !taken.has(candidate) && candidate.page === row.page && row.name.replace(/\[\]/g, '').endsWith(`.${candidate.name}`)),
      row,
    );
  }
  for (const row of added.filter((candidate) => !taken.has(candidate))) {
    pair(
      removed.find(
        (candidate) =>
          !taken.has(candidate) &&
          candidate.page === row.page &&
          candidate.section === row.section &&
          normalizeDefault(candidate.default) === normalizeDefault(row.default) &&
          similarity(words(candidate.description, [candidate.name, row.name]), words(row.description, [candidate.name, row.name])) >= RENAME_SIMILARITY,
      ),
      row,
    );
  }
  return pairs;
}

function change(kind: ChangeKind, fields: Omit<Change, 'kind' | 'breaking'>): Change {
  return {kind, breaking: BREAKING_KINDS.has(kind), ...fields};
}

/** The names of the parameters each page of `facts` has, as `page name`. */
function pageNames(facts: VersionFacts): Set<string> {
  return new Set(facts.pages.flatMap((page) => page.parameters.map((row) => `${page.page} ${row.name}`)));
}

/**
 * The first row of each name on each page of `facts` that the same page of
 * `other` lacks, with its page, unless the name moved: some other page lost
 * it (`facts` is the newer version) or gained it (the older one) meanwhile.
 */
function rowsMissingFrom(facts: VersionFacts, other: VersionFacts): PageRow[] {
  const [own, others] = [pageNames(facts), pageNames(other)];
  const movedNames = new Set([...others].filter((key) => !own.has(key)).map((key) => key.slice(key.indexOf(' ') + 1)));
  const seen = new Set<string>();
  return facts.pages.flatMap((page) =>
    page.parameters
      .filter((row) => {
        const key = `${page.page} ${row.name}`;
        return !others.has(key) && !movedNames.has(row.name) && !seen.has(key) && Boolean(seen.add(key));
      })
      .map((row) => ({...row, page: page.page})),
  );
}

/**
 * The parameters added, removed and renamed from `older` to `newer`, page by
 * page; a row that moved to another page (0.23.0's search parameters, from
 * Documents to the new Search page) is no change.
 */
function parameterChanges(older: VersionFacts, newer: VersionFacts): Change[] {
  const [from, to] = [older.version, newer.version];
  const removedRows = rowsMissingFrom(older, newer);
  const addedRows = rowsMissingFrom(newer, older);
  const renames = findRenames(removedRows, addedRows);
  const renamed = new Set<PageRow>(renames.flat());
  return [
    ...renames.map(([old, row]) =>
      change('parameter-renamed', {page: row.page, version: to, anchor: row.anchor, name: row.name, section: row.sectionTitle, before: old.name, beforeAt: {version: from, anchor: old.anchor}}),
    ),
    ...removedRows
      .filter((row) => !renamed.has(row))
      .map((row) => change('parameter-removed', {page: row.page, version: from, anchor: row.anchor, name: row.name, section: row.sectionTitle})),
    ...addedRows
      .filter((row) => !renamed.has(row))
      .map((row) => change('parameter-added', {page: row.page, version: to, anchor: row.anchor, name: row.name, section: row.sectionTitle})),
  ];
}

/** The defaults that changed on a page both versions have: each row against the row of that name in the same table, else the next one. */
function defaultChanges(older: PageFacts, newer: PageFacts, to: string): Change[] {
  const before = byName(older);
  const changes: Change[] = [];
  for (const [name, rows] of byName(newer)) {
    const olderRows = [...(before.get(name) ?? [])];
    for (const row of rows) {
      const index = olderRows.findIndex((old) => old.section === row.section);
      const old = olderRows.splice(index >= 0 ? index : 0, 1)[0];
      if (!old) {
        continue;
      }
      const [was, is] = [normalizeDefault(old.default), normalizeDefault(row.default)];
      // From one value to another: a Default cell emptied or filled is most often the docs moving the fact to the description.
      if (was !== '' && is !== '' && was !== is) {
        changes.push(change('default-changed', {page: newer.page, version: to, anchor: row.anchor, name, section: row.sectionTitle, before: was, after: is}));
      }
    }
  }
  return changes;
}

type EndpointAt = {page: string; anchor: string};

function endpointsOf(facts: VersionFacts): Map<string, EndpointAt> {
  const endpoints = new Map<string, EndpointAt>();
  for (const page of facts.pages) {
    for (const endpoint of page.endpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      if (!endpoints.has(key)) {
        endpoints.set(key, {page: page.page, anchor: endpoint.anchor});
      }
    }
  }
  return endpoints;
}

/** Pure: the changes from `older` to `newer`, the next version. */
export function versionChanges(older: VersionFacts, newer: VersionFacts): VersionStep {
  const [from, to] = [older.version, newer.version];
  const olderPages = new Map(older.pages.map((page) => [page.page, page]));
  const newerPages = new Map(newer.pages.map((page) => [page.page, page]));
  const changes: Change[] = [
    ...[...newerPages.keys()].filter((page) => !olderPages.has(page)).map((page) => change('page-added', {page, version: to, anchor: '', name: page})),
    ...[...olderPages.keys()].filter((page) => !newerPages.has(page)).map((page) => change('page-removed', {page, version: from, anchor: '', name: page})),
  ];
  const [olderEndpoints, newerEndpoints] = [endpointsOf(older), endpointsOf(newer)];
  for (const [name, at] of newerEndpoints) {
    if (!olderEndpoints.has(name)) {
      changes.push(change('endpoint-added', {page: at.page, version: to, anchor: at.anchor, name}));
    }
  }
  for (const [name, at] of olderEndpoints) {
    if (!newerEndpoints.has(name)) {
      const moved = movedEndpointOf(name.slice(name.indexOf(' ') + 1));
      changes.push(
        moved && moved.removedIn === to
          ? change('endpoint-moved', {page: at.page, version: from, anchor: at.anchor, name, successor: {name: moved.successor, page: moved.page, version: to}})
          : change('endpoint-removed', {page: at.page, version: from, anchor: at.anchor, name}),
      );
    }
  }
  changes.push(...parameterChanges(older, newer));
  for (const [page, facts] of newerPages) {
    const before = olderPages.get(page);
    if (before) {
      changes.push(...defaultChanges(before, facts, to));
    }
  }
  return {from, to, changes: sortChanges(changes)};
}

/** Pure: by page, breaking changes first, then by kind and name. */
export function sortChanges(changes: readonly Change[]): Change[] {
  return [...changes].sort(
    (a, b) =>
      a.page.localeCompare(b.page) ||
      Number(b.breaking) - Number(a.breaking) ||
      CHANGE_KINDS.indexOf(a.kind) - CHANGE_KINDS.indexOf(b.kind) ||
      a.name.localeCompare(b.name),
  );
}

/** Pure: the steps between each version of `versions` (oldest first) and the next. */
export function allSteps(versions: readonly VersionFacts[]): VersionStep[] {
  return versions.slice(1).map((newer, index) => versionChanges(versions[index]!, newer));
}

const ENDPOINT = (kind: ChangeKind) => kind.startsWith('endpoint-');
const PAGE = (kind: ChangeKind) => kind.startsWith('page-');

function keyOf(item: Change, name = item.name): string {
  return ENDPOINT(item.kind) ? `endpoint ${name}` : PAGE(item.kind) ? `page ${name}` : `parameter ${item.page} ${name}`;
}

/**
 * Pure: the changes of consecutive `steps` (oldest first) as one: what a
 * reader of the first version meets in the last. An item added then removed
 * is not there, nor one removed then added back; a rename chain is one
 * rename (and none where it comes back to its first name); a default that
 * changed twice shows its first and last value.
 */
export function combineSteps(steps: readonly VersionStep[]): Change[] {
  const net = new Map<string, Change>();
  for (const step of steps) {
    for (const item of step.changes) {
      const key = keyOf(item);
      const earlier = net.get(key);
      switch (item.kind) {
        case 'page-added':
        case 'endpoint-added':
        case 'parameter-added':
          if (earlier && (earlier.kind.endsWith('-removed') || earlier.kind === 'endpoint-moved')) {
            net.delete(key); // Removed, then back.
          } else {
            net.set(key, item);
          }
          break;
        case 'page-removed':
        case 'endpoint-removed':
        case 'endpoint-moved':
        case 'parameter-removed':
          if (earlier?.kind.endsWith('-added')) {
            net.delete(key); // Added, then removed: the reader never had it.
          } else if (earlier?.kind === 'parameter-renamed') {
            net.delete(key);
            const original = {...item, name: earlier.before!, version: earlier.beforeAt!.version, anchor: earlier.beforeAt!.anchor};
            net.set(keyOf(original), original);
          } else {
            net.set(key, item);
          }
          break;
        case 'parameter-renamed': {
          const oldKey = keyOf(item, item.before);
          const previous = net.get(oldKey);
          net.delete(oldKey);
          if (previous?.kind === 'parameter-added') {
            net.set(key, {...previous, name: item.name, anchor: item.anchor, version: item.version});
          } else if (previous?.kind === 'parameter-renamed') {
            if (previous.before !== item.name) {
              net.set(key, {...item, before: previous.before, beforeAt: previous.beforeAt});
            }
          } else {
            net.set(key, item);
          }
          break;
        }
        case 'default-changed':
          if (earlier?.kind === 'parameter-added' || earlier?.kind === 'parameter-renamed') {
            net.set(key, {...earlier, anchor: item.anchor, version: item.version});
          } else if (earlier?.kind === 'default-changed') {
            if (earlier.before === item.after) {
              net.delete(key);
            } else {
              net.set(key, {...item, before: earlier.before});
            }
          } else {
            net.set(key, item);
          }
          break;
      }
    }
  }
  return sortChanges([...net.values()]);
}

/** A row or endpoint that one version lacks while the versions either side have it: most often a row dropped by mistake. */
export type Flicker = {version: string; page: string; name: string};

/** Pure: the flickers of `versions` (oldest first). */
export function findFlickers(versions: readonly VersionFacts[]): Flicker[] {
  const flickers: Flicker[] = [];
  for (let i = 1; i + 1 < versions.length; i += 1) {
    const [before, at, after] = [versions[i - 1]!, versions[i]!, versions[i + 1]!];
    const pages = (facts: VersionFacts) => new Map(facts.pages.map((page) => [page.page, page]));
    const [beforePages, atPages, afterPages] = [pages(before), pages(at), pages(after)];
    for (const [page, facts] of atPages) {
      const [was, will] = [beforePages.get(page), afterPages.get(page)];
      if (!was || !will) {
        continue;
      }
      const has = new Set(facts.parameters.map((row) => row.name));
      const willHave = new Set(will.parameters.map((row) => row.name));
      for (const name of new Set(was.parameters.map((row) => row.name))) {
        if (!has.has(name) && willHave.has(name)) {
          flickers.push({version: at.version, page, name});
        }
      }
    }
    const [beforeEndpoints, atEndpoints, afterEndpoints] = [endpointsOf(before), endpointsOf(at), endpointsOf(after)];
    for (const [name, where] of beforeEndpoints) {
      if (!atEndpoints.has(name) && afterEndpoints.has(name)) {
        flickers.push({version: at.version, page: where.page, name});
      }
    }
  }
  return flickers;
}

/** Pure: the build's message for `flickers`, one line each with the fix. */
export function flickersMessage(flickers: readonly Flicker[]): string {
  return [
    `[API changes] ${flickers.length} parameter(s) or endpoint(s) missing from one version only, which the changes would show as removed and added back:`,
    ...flickers.map(
      (flicker) =>
        `- ${flicker.name} is not on versioned_docs/version-${flicker.version}/api/${flicker.page}.md, while the versions before and after document it: restore its row (or endpoint), or remove it from both neighbours if it really was gone in ${flicker.version}.`,
    ),
  ].join('\n');
}

/**
 * Pure: for each version, page and parameter, the version its row was first
 * documented in (of the unbroken run of versions that have it on that page,
 * up to this one), when that is one of the `window` versions before this
 * one: `30.2 → search → curation_tags → 30.0`. Rows older than that, rows
 * new in the version itself, and rows of the oldest version (whose history
 * is not known) are not listed.
 */
export function recentSinceVersions(versions: readonly VersionFacts[], window: number): Map<string, Map<string, Map<string, string>>> {
  const since = new Map<string, Map<string, Map<string, string>>>();
  let firstSeen = new Map<string, string>();
  versions.forEach((facts, index) => {
    const recent = new Set(versions.slice(Math.max(1, index - window), index).map((v) => v.version));
    const seen = new Map<string, string>();
    const pages = new Map<string, Map<string, string>>();
    for (const page of facts.pages) {
      for (const row of page.parameters) {
        const key = `${page.page} ${row.name}`;
        const first = firstSeen.get(key) ?? facts.version;
        seen.set(key, first);
        if (recent.has(first)) {
          const names = pages.get(page.page) ?? new Map<string, string>();
          names.set(row.name, first);
          pages.set(page.page, names);
        }
      }
    }
    firstSeen = seen;
    since.set(facts.version, pages);
  });
  return since;
}
