/** What a folder weighs, by kind of file: a build's output, or the Markdown it compiles. */
import fs from 'node:fs';
import path from 'node:path';

const KINDS: Record<string, string> = {
  '.html': 'html',
  '.js': 'js',
  '.css': 'css',
  '.svg': 'images',
  '.png': 'images',
  '.jpg': 'images',
  '.webp': 'images',
  '.ico': 'images',
  '.woff': 'fonts',
  '.woff2': 'fonts',
  '.md': 'markdown',
  // Sources only (scripts/bench/many-versions.ts weighs them): a build writes no .mdx.
  '.mdx': 'markdown',
  '.txt': 'text',
  '.xml': 'xml',
  '.json': 'json',
};

export function outputBytesByKind(buildDir: string): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const entry of fs.readdirSync(buildDir, {recursive: true, withFileTypes: true})) {
    if (entry.isFile() && !/\.(gz|br)$/.test(entry.name)) {
      const kind = KINDS[path.extname(entry.name)] ?? 'other';
      totals[kind] = (totals[kind] ?? 0) + fs.statSync(path.join(entry.parentPath, entry.name)).size;
    }
  }
  totals.total = Object.values(totals).reduce((a, b) => a + b, 0);
  return totals;
}

