/**
 * The old site's anchors beyond the h2/h3 outline (old-site-anchors.tsv, from
 * the reference data): each page's title anchor (its h1 had an id) and its
 * h4/h5 anchors. Pure: parsing only, the file is read by load.ts.
 */

export type OldAnchorKind = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type OldAnchor = {anchor: string; kind: OldAnchorKind; text: string};

const KINDS: readonly string[] = ['h1', 'h4', 'h5', 'h6'];

/** Anchors by route (`/docs/29.0/api/geosearch.html`), in page order. Throws on a malformed line, naming it. */
export function parseOldAnchors(tsv: string, fileName: string): Map<string, OldAnchor[]> {
  const byRoute = new Map<string, OldAnchor[]>();
  let headerSeen = false;
  tsv.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.startsWith('#')) {
      return;
    }
    const columns = line.split('\t');
    const where = `${fileName}:${index + 1}`;
    if (!headerSeen && columns[0] === 'route') {
      headerSeen = true;
      return;
    }
    if (columns.length !== 4) {
      throw new Error(`${where}: expected 4 tab-separated columns (route, anchor, kind, heading text), found ${columns.length}.`);
    }
    const [route, anchor, kind, text] = columns as [string, string, string, string];
    if (!route.startsWith('/')) {
      throw new Error(`${where}: the route "${route}" does not start with "/".`);
    }
    if (anchor === '' || /\s/.test(anchor)) {
      throw new Error(`${where}: the anchor "${anchor}" is empty or contains whitespace.`);
    }
    if (!KINDS.includes(kind)) {
      throw new Error(`${where}: the kind "${kind}" is not one of ${KINDS.join(', ')}.`);
    }
    const list = byRoute.get(route) ?? [];
    list.push({anchor, kind: kind as OldAnchorKind, text});
    byRoute.set(route, list);
  });
  return byRoute;
}
