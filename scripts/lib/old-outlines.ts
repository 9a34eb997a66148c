/** Outlines of the old site's pages (tests/data/old-site-outlines.json): URL, title, h2/h3 anchors. */
import fs from 'node:fs/promises';
import path from 'node:path';

export type OldHeading = {level: number; slug: string; title: string};
export type OldPage = {route: string; title: string | null; headings: OldHeading[]; wordCount: number};

export const OLD_OUTLINES_FILE = path.resolve(__dirname, '../../tests/data/old-site-outlines.json');

export async function loadOldOutlines(): Promise<Map<string, OldPage>> {
  const pages = JSON.parse(await fs.readFile(OLD_OUTLINES_FILE, 'utf8')) as OldPage[];
  return new Map(pages.map((page) => [page.route, page]));
}

/** A page the live site added or changed by August 2026 (tests/data/page-outlines-2026.json): its h2/h3 anchors. */
export type Outline2026 = {route: string; title: string; status: string; headers: OldHeading[]};

export const OUTLINES_2026_FILE = path.resolve(__dirname, '../../tests/data/page-outlines-2026.json');

export async function loadOutlines2026(): Promise<Outline2026[]> {
  return JSON.parse(await fs.readFile(OUTLINES_2026_FILE, 'utf8')) as Outline2026[];
}
