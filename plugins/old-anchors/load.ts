/** Reads the old site's anchors once per process (the file I/O of the old-anchors plugins). */
import fs from 'node:fs';
import path from 'node:path';
import {parseOldAnchors, type OldAnchor} from './anchors';

export const OLD_ANCHORS_FILE = path.join(__dirname, 'old-site-anchors.tsv');

let cached: Map<string, OldAnchor[]> | undefined;

export function loadOldAnchors(file = OLD_ANCHORS_FILE): Map<string, OldAnchor[]> {
  if (file !== OLD_ANCHORS_FILE) {
    return parseOldAnchors(fs.readFileSync(file, 'utf8'), path.basename(file));
  }
  cached ??= parseOldAnchors(fs.readFileSync(file, 'utf8'), path.basename(file));
  return cached;
}

/** The old site's outlines (h2/h3 anchors by route), which the anchors of a page moved into another include. */
export const OLD_OUTLINES_FILE = path.join(__dirname, '../../tests/data/old-site-outlines.json');

let outlines: Map<string, OldAnchor[]> | undefined;

/** The h2/h3 anchors of each old page, as anchors of plugins/old-anchors (the kind is the heading level). */
export function loadOldOutlineAnchors(): Map<string, OldAnchor[]> {
  if (!outlines) {
    const pages = JSON.parse(fs.readFileSync(OLD_OUTLINES_FILE, 'utf8')) as {
      route: string;
      headings: {level: number; slug: string; title: string}[];
    }[];
    outlines = new Map(
      pages.map((page) => [
        page.route,
        page.headings.map((h) => ({anchor: h.slug, kind: `h${h.level}` as OldAnchor['kind'], text: h.title})),
      ]),
    );
  }
  return outlines;
}
