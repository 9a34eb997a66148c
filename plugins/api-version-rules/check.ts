/**
 * Pure checks of an API version's files and sidebar against the
 * resource-introduction rules of src/versioning/api-pages.ts.
 */
import {
  ALL_API_PAGE_RULES,
  apiDocId,
  apiPageExistsIn,
  apiPageOfDocId,
  apiPageRule,
} from '../../src/versioning/api-pages';

export const RULES_MODULE = 'src/versioning/api-pages.ts';

/** What the checks need to know of one version: its files and its sidebar. */
export type VersionContent = {
  /** `29.0`, or `current` for the working copy in docs/. */
  version: string;
  /** The version's content folder, relative to the site: `versioned_docs/version-29.0`. */
  contentDir: string;
  /** Markdown files of the folder, relative to it, with `/` separators: `api/collections.md`. */
  files: readonly string[];
  /** The version's sidebar file, relative to the site. */
  sidebarFile: string;
  /** Every doc id the sidebar links to. */
  sidebarDocIds: readonly string[];
};

export type Problem = {version: string; file: string; message: string; fix: string};

/** Doc id of a Markdown file: its path without extension. */
function docIdOf(file: string): string {
  return file.replace(/\.mdx?$/, '');
}

function isPartial(file: string): boolean {
  return file.split('/').some((segment) => segment.startsWith('_'));
}

function label(version: string): string {
  return version === 'current' ? 'current (docs/)' : version;
}

export function checkVersion(content: VersionContent): Problem[] {
  const {version, contentDir, files, sidebarFile, sidebarDocIds} = content;
  const problems: Problem[] = [];
  const at = (file: string) => `${contentDir}/${file}`;
  const docIds = new Set<string>();

  for (const file of files.filter((f) => !isPartial(f))) {
    const docId = docIdOf(file);
    docIds.add(docId);
    if (docId === 'index') {
      continue;
    }
    const page = apiPageOfDocId(docId);
    if (page === undefined) {
      problems.push({
        version,
        file: at(file),
        message: 'is not a page of the API reference: a version holds index.md and api/<page>.md only.',
        fix: `move it to ${at(`api/${file.split('/').pop()}`)}, or delete it and redirect its old URL in src/legacy/rules.ts (PATH_RULES).`,
      });
      continue;
    }
    const rule = apiPageRule(page);
    if (!rule) {
      problems.push({
        version,
        file: at(file),
        message: `documents "${page}", a page the rules do not know.`,
        fix:
          `if it is a new API resource, add {page: '${page}', label, introducedIn} to API_RESOURCE_PAGES in ${RULES_MODULE}; ` +
          `otherwise rename it to one of: ${ALL_API_PAGE_RULES.map((r) => r.page).join(', ')}.`,
      });
      continue;
    }
    if (!apiPageExistsIn(page, version)) {
      problems.push({
        version,
        file: at(file),
        message: `documents "${page}", which exists from ${rule.introducedIn} on, so not in ${version}.`,
        fix: `delete the file; if ${page} really existed in ${version}, correct its introducedIn in ${RULES_MODULE}.`,
      });
    }
  }

  if (!docIds.has('index')) {
    problems.push({
      version,
      file: at('index.md'),
      message: 'is missing: every version has a home page (what is new, links into the reference).',
      fix: `create ${at('index.md')}.`,
    });
  }
  for (const rule of ALL_API_PAGE_RULES) {
    if (apiPageExistsIn(rule.page, version) && !docIds.has(apiDocId(rule.page))) {
      const file = at(`${apiDocId(rule.page)}.md`);
      problems.push({
        version,
        file,
        message:
          rule.introducedIn === null
            ? `is missing: every version has the "${rule.label}" page.`
            : `is missing: "${rule.label}" exists from ${rule.introducedIn} on, so ${label(version)} must document it.`,
        fix: `create ${file}${rule.introducedIn === null ? '' : `, or correct its introducedIn in ${RULES_MODULE}`}.`,
      });
    }
  }

  const inSidebar = new Set(sidebarDocIds);
  for (const docId of sidebarDocIds) {
    if (!docIds.has(docId)) {
      problems.push({
        version,
        file: sidebarFile,
        message: `links to "${docId}", which has no page in ${contentDir}/.`,
        fix: `create ${at(`${docId}.md`)} or remove the entry from ${sidebarFile}.`,
      });
    }
  }
  for (const docId of docIds) {
    const page = apiPageOfDocId(docId);
    if (page !== undefined && apiPageExistsIn(page, version) && !inSidebar.has(docId)) {
      problems.push({
        version,
        file: at(`${docId}.md`),
        message: `is not in the sidebar, so readers cannot find it.`,
        fix: `add {type: 'doc', id: '${docId}', label: '${apiPageRule(page)!.label}'} to ${sidebarFile}.`,
      });
    }
  }
  return problems;
}

export function checkVersions(contents: readonly VersionContent[]): Problem[] {
  return contents.flatMap(checkVersion);
}

export function formatProblems(problems: readonly Problem[]): string {
  const lines = problems.map(
    (p) => `- [${label(p.version)}] ${p.file} ${p.message}\n  Fix: ${p.fix}`,
  );
  return `The API reference breaks the version rules (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines.join('\n')}`;
}

/** Every doc id a Docusaurus sidebars object links to, in any of its item forms. */
export function sidebarDocIds(sidebars: unknown): string[] {
  const ids: string[] = [];
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      ids.push(item);
    } else if (Array.isArray(item)) {
      item.forEach(visit);
    } else if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      if ((record.type === 'doc' || record.type === 'ref') && typeof record.id === 'string') {
        ids.push(record.id);
      } else if (record.type === 'category') {
        const link = record.link as {type?: string; id?: string} | undefined;
        if (link?.type === 'doc' && typeof link.id === 'string') {
          ids.push(link.id);
        }
        visit(record.items);
      } else if (record.type === undefined) {
        // Shorthand: {"Group label": [items]} or a sidebars file's {sidebarName: items}.
        Object.values(record).forEach(visit);
      }
    }
  };
  visit(sidebars);
  return ids;
}
