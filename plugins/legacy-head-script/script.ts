/**
 * Pure parts of the legacy head script: which data each page's script carries,
 * and how the script is written into a page's HTML. The bundling of the
 * browser code (src/legacy/head) and the file writing are in index.ts.
 */
import {hashRulesOf, resolveLegacyUrl, type ResolveContext} from '../../src/legacy/resolve';
import type {PageHeadData} from '../../src/legacy/head/page';

type Context = ResolveContext & {baseUrl: string};

/**
 * The anchor rules of `route` (a route under the base URL, `/29.0/api/`) as
 * the app's resolver answers them for this page, with the page's `ids`:
 * every rule key of the page and where it leads, and the page's own ids that
 * a key is a prefix of (a prefix never takes them). Undefined for a page
 * without anchor rules.
 */
export function pageHeadData(route: string, ids: ReadonlySet<string>, context: Context): PageHeadData | undefined {
  const ofRoute = hashRulesOf(route);
  if (!ofRoute) {
    return undefined;
  }
  const base = context.baseUrl.replace(/\/$/, '');
  const keys = Object.keys(ofRoute.rules);
  const withIds: Context = {...context, hasAnchor: (r, anchor) => r === route && ids.has(anchor)};
  const targets: Record<string, string> = {};
  for (const key of keys) {
    const resolved = resolveLegacyUrl(`${base}${route}`, `#${key}`, withIds);
    if (resolved !== null) {
      targets[key] = `${resolved.pathname}${resolved.hash}`;
    }
  }
  const own = [...ids].filter((id) => !keys.includes(id) && keys.some((key) => id.startsWith(key))).sort();
  return {targets, own};
}

/** JSON that is safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The `<script>` element of a bundle that runs as it is (an IIFE that sets no global). */
export function inlineBundle(bundle: string): string {
  return `<script>${bundle.trim()}</script>`;
}

/** The `<script>` element that runs a bundle (an IIFE that sets `globalName`) with `data`, leaking no global. */
export function inlineScript(bundle: string, globalName: string, data: unknown): string {
  return `<script>(function(){${bundle.trim()}\n${globalName}.run(${scriptJson(data)})})()</script>`;
}

/** The ids of a page's HTML: every element's `id` attribute. */
export function idsOfHtml(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    const id = match[1] ?? match[2] ?? match[3] ?? '';
    ids.add(decodeHtmlEntities(id));
  }
  return ids;
}

function decodeHtmlEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|#39);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) {
      return String.fromCodePoint(parseInt(lower.slice(2), 16));
    }
    if (lower.startsWith('#')) {
      return String.fromCodePoint(parseInt(lower.slice(1), 10));
    }
    return ({amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"} as Record<string, string>)[lower] ?? entity;
  });
}

/**
 * `html` with `script` as the first element after the charset declaration (which
 * must stay in the first 1,024 bytes), so that it runs before anything else of
 * the page. Throws, naming the file, when the page has no charset declaration.
 */
export function insertHeadScript(html: string, script: string, file: string): string {
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(html);
  if (!charset) {
    throw new Error(`plugins/legacy-head-script: ${file} has no <meta charset="utf-8"> to put the legacy head script after.`);
  }
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${script}${html.slice(at)}`;
}
