/**
 * Which versions document each parameter row of an API page. The version menu
 * reads it to say, before the pick, that a version lacks the row being read,
 * and the notice after such a switch says from which version the row exists
 * (src/versioning/version-switch.ts). One small file per page, written by the
 * plugin (./index.ts) and fetched only when a reader at a parameter's anchor
 * opens the version menu. Pure: shared by the build and the browser.
 */
import type {VersionFacts} from './facts';

/** A run of consecutive versions that have a row: its first and last version. */
export type VersionRun = readonly [first: string, last: string];

export type ParameterVersionsFile = {
  format: 1;
  /** The page's file name in `api/`, without extension: `search`. */
  page: string;
  /** Every released version, oldest first: the order the runs are read in. */
  versions: string[];
  /** Each row's anchor, with its parameter's name and the runs of versions that have it, oldest first. */
  parameters: Record<string, {name: string; runs: VersionRun[]}>;
};

/** Pure: a file for each page that any version has, from the versions' facts, oldest version first. */
export function parameterVersionFiles(versions: readonly VersionFacts[]): ParameterVersionsFile[] {
  const order = versions.map(({version}) => version);
  // Page → anchor → its parameter's name (the newest version's) and the versions that have the row.
  const pages = new Map<string, Map<string, {name: string; versions: Set<string>}>>();
  for (const {version, pages: versionPages} of versions) {
    for (const {page, parameters} of versionPages) {
      const rows = pages.get(page) ?? new Map<string, {name: string; versions: Set<string>}>();
      pages.set(page, rows);
      for (const {anchor, name} of parameters) {
        const row = rows.get(anchor) ?? {name, versions: new Set<string>()};
        row.name = name;
        row.versions.add(version);
        rows.set(anchor, row);
      }
    }
  }
  return [...pages].map(([page, rows]) => ({
    format: 1,
    page,
    versions: order,
    parameters: Object.fromEntries([...rows].map(([anchor, row]) => [anchor, {name: row.name, runs: runsWhere(order, (version) => row.versions.has(version))}])),
  }));
}

/**
 * Pure: whether `version` has the row `anchor` of the file's page; `undefined` when no version has a row of
 * that anchor (a heading's anchor, or none the page ever had), of which the file cannot tell.
 */
export function versionHasParameter(file: ParameterVersionsFile, anchor: string, version: string): boolean | undefined {
  const entry = Object.hasOwn(file.parameters, anchor) ? file.parameters[anchor] : undefined;
  if (!entry) {
    return undefined;
  }
  const at = file.versions.indexOf(version);
  return entry.runs.some(([first, last]) => file.versions.indexOf(first) <= at && at <= file.versions.indexOf(last));
}

/** Pure: the versions that have the row `anchor`, oldest first, read from its runs once (empty for an anchor no version has). */
export function versionsWithParameter(file: ParameterVersionsFile, anchor: string): string[] {
  const runs = Object.hasOwn(file.parameters, anchor) ? file.parameters[anchor]!.runs : [];
  return runs.flatMap(([first, last]) => file.versions.slice(file.versions.indexOf(first), file.versions.indexOf(last) + 1));
}

/** Pure: the versions that have the row, in words ("from v28.0 on"; `runsText`), or `undefined` for an anchor no version has. */
export function parameterRunsText(file: ParameterVersionsFile, anchor: string): string | undefined {
  const runs = Object.hasOwn(file.parameters, anchor) ? file.parameters[anchor]!.runs : undefined;
  return runs && runs.length > 0 ? runsText(runs, file.versions.at(-1)) : undefined;
}

/** Pure: the runs of consecutive versions of `order` (oldest first) for which `has` holds. */
export function runsWhere(order: readonly string[], has: (version: string) => boolean): VersionRun[] {
  const runs: [string, string][] = [];
  order.forEach((version, index) => {
    if (!has(version)) {
      return;
    }
    const last = runs.at(-1);
    if (last && last[1] === order[index - 1]) {
      last[1] = version;
    } else {
      runs.push([version, version]);
    }
  });
  return runs;
}

/** Pure: runs of versions in words, the newest version being `newest`: "from v28.0 on", "in v0.23.0 to v29.1", joined by "and". */
export function runsText(runs: readonly VersionRun[], newest: string | undefined): string {
  return runs
    .map(([first, last]) => {
      if (last === newest) {
        return `from v${first} on`;
      }
      return first === last ? `in v${first} only` : `in v${first} to v${last}`;
    })
    .join(' and ');
}

/** Pure: the newest version of the runs, the one a reader who wants the row is sent to. */
export function newestVersionWith(file: ParameterVersionsFile, anchor: string): string | undefined {
  return Object.hasOwn(file.parameters, anchor) ? file.parameters[anchor]!.runs.at(-1)?.[1] : undefined;
}
