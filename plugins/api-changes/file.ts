/**
 * Pure, and safe in the browser: the format of `/docs/api-changes.json`, the
 * comparison of any two versions from it, and how a change reads and links
 * (the compare page, the version homes, their Markdown twins).
 */
import {apiPagePath, apiPageRule} from '../../src/versioning/api-pages';
import {compareVersions} from '../../src/versioning/versions';
import {combineSteps, type Change, type ChangeKind, type VersionStep} from './changes';

/** `/docs/api-changes.json`. README.md, "What changed between versions", documents it. */
export type ApiChangesFile = {
  format: 1;
  latest: string;
  /** Every released version, newest first. */
  versions: string[];
  /** From each version to the next, oldest first. */
  steps: VersionStep[];
};

/** The compare page's default pair with its changes, rendered at build, and the versions its menus offer (newest first). */
export type DefaultComparison = {from: string; to: string; versions: string[]; changes: Change[]};

/**
 * The pair the compare page shows when the reader names none and has read no
 * version yet: the newest version of the line before the latest's (29.1 for
 * 30.2), so that the page opens on the last major upgrade.
 */
export function defaultComparisonPair(versions: readonly string[], latest: string, lastRead?: string): {from: string; to: string} {
  if (lastRead && versions.includes(lastRead) && compareVersions(lastRead, latest) < 0) {
    return {from: lastRead, to: latest};
  }
  const major = latest.split('.')[0];
  const from = [...versions].sort((a, b) => compareVersions(b, a)).find((version) => compareVersions(version, latest) < 0 && version.split('.')[0] !== major);
  return {from: from ?? latest, to: latest};
}

/** Pure: the changes a reader of `from` meets in `to` (either order: the older one is taken as the start). Throws on a version the file lacks. */
export function compareVersionsIn(file: Pick<ApiChangesFile, 'versions' | 'steps'>, from: string, to: string): Change[] {
  for (const version of [from, to]) {
    if (!file.versions.includes(version)) {
      throw new Error(`api-changes: no version ${version} (the file has ${file.versions.join(', ')}).`);
    }
  }
  const [older, newer] = compareVersions(from, to) <= 0 ? [from, to] : [to, from];
  const start = file.steps.findIndex((step) => step.from === older);
  const end = file.steps.findIndex((step) => step.to === newer);
  return older === newer ? [] : combineSteps(file.steps.slice(start, end + 1));
}

export const KIND_LABELS: Record<ChangeKind, string> = {
  'page-added': 'New page',
  'page-removed': 'Page removed',
  'endpoint-added': 'New endpoint',
  'endpoint-removed': 'Endpoint removed',
  'endpoint-moved': 'Endpoint moved',
  'parameter-added': 'New parameter',
  'parameter-removed': 'Parameter removed',
  'parameter-renamed': 'Parameter renamed',
  'default-changed': 'Default changed',
};

/** The label of an API page: its sidebar label, or its file name. */
export function pageLabel(page: string): string {
  return apiPageRule(page)?.label ?? page;
}

/** The site path of a change's place (without the base URL): `/30.0/api/search.html#curation_tags`. */
export function changeHref(change: Pick<Change, 'version' | 'page' | 'anchor'>): string {
  return `/${change.version}/${apiPagePath(change.page)}${change.anchor ? `#${change.anchor}` : ''}`;
}

/** The text of a change, without its label: the item, and what it was or became. */
export function changeText(change: Change): string {
  switch (change.kind) {
    case 'parameter-renamed':
      return `${change.before} → ${change.name}`;
    case 'default-changed':
      return `${change.name}: ${change.before || 'none'} → ${change.after || 'none'}`;
    case 'endpoint-moved':
      return `${change.name} → ${change.successor?.name ?? ''}`;
    case 'page-added':
    case 'page-removed':
      return pageLabel(change.page);
    default:
      return change.name;
  }
}

/** A page's changes, breaking first (as sortChanges orders them). */
export type PageChanges = {page: string; label: string; changes: Change[]};

/** Pure: the changes by page, in the order of the sorted list. */
export function groupByPage(changes: readonly Change[]): PageChanges[] {
  const groups = new Map<string, Change[]>();
  for (const item of changes) {
    groups.set(item.page, [...(groups.get(item.page) ?? []), item]);
  }
  return [...groups].map(([page, items]) => ({page, label: pageLabel(page), changes: items}));
}

/** Pure: how many changes of each kind, and how many are breaking. */
export function countChanges(changes: readonly Change[]): {byKind: Partial<Record<ChangeKind, number>>; breaking: number} {
  const byKind: Partial<Record<ChangeKind, number>> = {};
  for (const item of changes) {
    byKind[item.kind] = (byKind[item.kind] ?? 0) + 1;
  }
  return {byKind, breaking: changes.filter((item) => item.breaking).length};
}

/** The id of the generated section on a version's home. */
export const VERSION_HOME_SECTION_ID = 'api-changes';

/** Pure: a change as one Markdown list item, linked to its place (`linkBase` + changeHref: a site path, or an absolute URL for a twin). */
export function changeListItem(change: Change, linkBase: string): string {
  const label = `${change.breaking ? '**Breaking** · ' : ''}${KIND_LABELS[change.kind]}`;
  const text = change.kind === 'page-added' || change.kind === 'page-removed' ? changeText(change) : `\`${changeText(change)}\``;
  const section = change.section ? ` (${change.section})` : '';
  const successor = change.successor ? `; now [${pageLabel(change.successor.page)}](${linkBase}${changeHref({...change.successor, anchor: ''})})` : '';
  return `- ${label}: [${text}](${linkBase}${changeHref(change)})${section}${successor}`;
}

/**
 * Pure: the section "API changes since <from>" of the home of `step.to`, in
 * Markdown: one h3 per page, breaking changes first, each item linked to its
 * row or section.
 */
export function versionHomeChangesMarkdown(step: VersionStep, linkBase: string): string {
  const lines = [`## API changes since ${step.from} {#${VERSION_HOME_SECTION_ID}}`, ''];
  if (step.changes.length === 0) {
    lines.push(`The API reference of ${step.to} documents the same pages, endpoints and parameters as ${step.from}.`, '');
    return lines.join('\n');
  }
  const {breaking} = countChanges(step.changes);
  lines.push(
    `Computed from the reference pages of ${step.from} and ${step.to}: ${step.changes.length} changes, ${breaking} of them breaking. ` +
      `To compare any two versions, see [what changed between versions](${linkBase}/api/changes.html?from=${step.from}&to=${step.to}).`,
    '',
  );
  for (const group of groupByPage(step.changes)) {
    lines.push(`### ${group.label} {#${VERSION_HOME_SECTION_ID}-${group.page}}`, '');
    lines.push(...group.changes.map((item) => changeListItem(item, linkBase)), '');
  }
  return lines.join('\n');
}
