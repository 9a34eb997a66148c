/**
 * What the version menu says before a pick, and the notice after it, when the
 * version picked lacks the page or the parameter row being read: "no such
 * page" beside that version, then "Natural Language Search is not in v27.1:
 * it is documented from v29.0 on. Open it in v29.0." Loaded when the menu
 * opens (src/components/ApiVersionDropdown); the row's versions come from a
 * small file per page (plugins/api-changes/parameter-versions.ts), fetched
 * only when the address names a parameter row.
 */
import {API_CHANGES} from '../constants';
import {PAGE_MISSING} from './same-page';
import type {SwitchNote} from '../legacy/section-landing';
import {runsText, runsWhere, versionsWithParameter, parameterRunsText, type ParameterVersionsFile} from '../../plugins/api-changes/parameter-versions';

/** A version of the menu, newest first: whether it has the page being read, and where the menu sends the reader in it. */
export type MenuVersion = {name: string; samePage: boolean; path: string};

/** The parameter row being read: its anchor and name, the versions that have it, and those in words. */
export type RowRead = {anchor: string; name: string; versions: ReadonlySet<string>; versionsWithIt: string};

/** What a version's item says, and the notice that the switch to it shows (the history entry's state, `VersionSwitchState`). */
export type MenuNote = {text: string; note: SwitchNote};

/** The state of a history entry that a version switch made; src/client/version-switch-notice.ts and missing-anchor.ts read it. */
export type VersionSwitchState = {apiVersionSwitch: SwitchNote};

const files = new Map<string, Promise<ParameterVersionsFile | null>>();

/** The versions of each row of `page` (`search`), fetched once per page; `null`, with a warning, when the file cannot be had. */
export function loadParameterVersions(baseUrl: string, page: string): Promise<ParameterVersionsFile | null> {
  let file = files.get(page);
  if (!file) {
    const url = `${baseUrl}${API_CHANGES.parameterVersionsDir}/${encodeURIComponent(page)}.json`;
    file = fetch(url)
      .then((response) => {
        if (!response.ok) {
          throw new Error(`${url} answered ${response.status}`);
        }
        return response.json() as Promise<ParameterVersionsFile>;
      })
      .catch((error: unknown) => {
        // The menu works without it: it only cannot say which versions lack the row. A later opening tries again.
        console.warn('The versions of this page’s parameters could not be loaded:', error);
        files.delete(page);
        return null;
      });
    files.set(page, file);
  }
  return file;
}

/** Pure: the row `anchor` as the version menu needs it, or `null` when the file does not know it as a row. */
export function rowRead(file: ParameterVersionsFile, anchor: string): RowRead | null {
  if (!Object.hasOwn(file.parameters, anchor)) {
    return null;
  }
  return {
    anchor,
    name: file.parameters[anchor]!.name,
    versions: new Set(versionsWithParameter(file, anchor)),
    versionsWithIt: parameterRunsText(file, anchor)!,
  };
}

/** Pure: the version of `candidates` nearest to `version` in `order`, the newer one on a tie. */
function nearestVersion(order: readonly string[], version: string, candidates: readonly MenuVersion[]): MenuVersion | undefined {
  const at = order.indexOf(version);
  return candidates.reduce<MenuVersion | undefined>((best, candidate) => {
    if (!best) {
      return candidate;
    }
    const [distance, bestDistance] = [Math.abs(order.indexOf(candidate.name) - at), Math.abs(order.indexOf(best.name) - at)];
    return distance < bestDistance || (distance === bestDistance && order.indexOf(candidate.name) > order.indexOf(best.name)) ? candidate : best;
  }, undefined);
}

/**
 * Pure: for each version of the menu (newest first) that lacks the page titled `pageTitle`, or the row being
 * read (`row`), what its item says and what the notice after switching to it says.
 */
export function menuNotes(versions: readonly MenuVersion[], pageTitle: string, row: RowRead | null): Map<string, MenuNote> {
  const order = versions.map(({name}) => name).reverse();
  const newest = order.at(-1);
  const withPage = versions.filter(({samePage}) => samePage);
  const pageVersionsText = runsText(
    runsWhere(order, (name) => withPage.some((version) => version.name === name)),
    newest,
  );
  const withRow = row ? withPage.filter(({name}) => row.versions.has(name)) : [];
  const notes = new Map<string, MenuNote>();
  for (const version of versions) {
    if (!version.samePage) {
      const nearest = nearestVersion(order, version.name, withPage);
      notes.set(version.name, {
        text: PAGE_MISSING,
        note: {kind: 'page', what: pageTitle, version: version.name, versionsWithIt: pageVersionsText, nearest: nearest && {version: nearest.name, path: nearest.path}},
      });
    } else if (row && !row.versions.has(version.name)) {
      const nearest = nearestVersion(order, version.name, withRow);
      notes.set(version.name, {
        text: `no ${row.name}`,
        note: {
          kind: 'parameter',
          what: row.name,
          version: version.name,
          versionsWithIt: row.versionsWithIt,
          nearest: nearest && {version: nearest.name, path: `${nearest.path}#${encodeURIComponent(row.anchor)}`},
        },
      });
    }
  }
  return notes;
}
