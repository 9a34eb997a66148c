/**
 * Pure: which tables are parameter tables, what a parameter's anchor is, and
 * how an anchor that a page already uses is avoided. The rehype plugin
 * (./rehype-parameter-anchors.ts) applies them to each page; the indexer
 * (scripts/indexer/records.ts) and the Markdown twins (plugins/llms-txt) read
 * the anchors back from the built pages, through PARAMETER_ROW.
 */

/** The first header cell of a parameter table, by default: a request's or a resource's parameters, a server's flags, an expression's options. */
export const DEFAULT_PARAMETER_TABLE_HEADERS = ['Parameter', 'Flag', 'Option'] as const;

/**
 * How a built page marks a parameter table: its class, and the attribute that gives each cell between the
 * name and the description its column's header, for narrow screens, where each row is laid out as a block
 * (src/css/custom.css) and the header row is not seen.
 */
export const PARAMETER_TABLE = {className: 'parameter-table', labelAttribute: 'data-label'} as const;

/**
 * How a built page marks a parameter row: its class, the attribute that holds the parameter's name, and the
 * class of the row the reader was sent to where `:target` is not it (src/client/parameter-target.ts, and the
 * row a link to a missing section lands on, src/legacy/section-landing.ts).
 */
export const PARAMETER_ROW = {className: 'parameter-row', nameAttribute: 'data-parameter', targetClass: 'parameter-row--target'} as const;

/**
 * The anchor named after a parameter: its name without the leading dashes of a
 * command-line flag (`--data-dir` → `data-dir`) and the brackets of an array
 * (`fields[].facet` → `fields.facet`); letters, digits, `_`, `.` and `-` are
 * kept as they are (`group_by`, `hnsw_params.M`), anything else becomes `-`.
 * Empty when the name has none of them.
 */
export function parameterAnchor(name: string): string {
  return name
    .trim()
    .replace(/\[\]/g, '')
    .replace(/^-+/, '')
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The anchor a row gets on a page whose ids are `taken` (which it joins):
 * `anchor` itself when no heading, no other element and no earlier row has
 * it; otherwise the first of `anchor-1`, `anchor-2`, … that is free, as
 * Docusaurus numbers the repeats of a heading's slug. A heading keeps its
 * anchor: the headings' ids are taken before any row is named.
 */
export function claimAnchor(anchor: string, taken: Set<string>): string {
  let claimed = anchor;
  for (let n = 1; taken.has(claimed); n += 1) {
    claimed = `${anchor}-${n}`;
  }
  taken.add(claimed);
  return claimed;
}

/**
 * The forms a reader may type a parameter in, for search: the name as
 * written, its words apart (`group by`, `data dir`, `api key` for `apiKey`),
 * and run together (`groupby`, `datadir`, `apikey`). Lowercase, unique, in
 * that order.
 */
export function parameterVariants(name: string): string[] {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  return [...new Set([name.trim().toLowerCase(), words.join(' '), words.join('')].filter(Boolean))];
}
