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
