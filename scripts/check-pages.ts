/**
 * Checks Markdown pages in a second, without a site build: front matter, MDX
 * syntax, and (for pages the old site had) that every h2/h3 anchor of the old
 * page's outline exists, and that its page-title and h4/h5 anchors have a
 * home (plugins/old-anchors), so that deep links keep working.
 *
 *   npm run check:pages -- versioned_docs/version-29.0/api/search.md content/guide/*.md
 *
 * With no arguments it checks every page. Exits non-zero on any problem.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {normalizeFrontMatter} from '../plugins/markdown/front-matter';
import {pageRoute} from './lib/page-routes';
import {loadOldOutlines} from './lib/old-outlines';
import {compileMarkdown} from './lib/compile-markdown';

const SITE_DIR = path.resolve(__dirname, '..');
const CONTENT_DIRS = ['docs', 'versioned_docs', 'content', 'src/pages'];

async function listPages(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(path.join(SITE_DIR, dir), {recursive: true, withFileTypes: true});
    return entries
      .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !e.name.startsWith('_'))
      .map((e) => path.relative(SITE_DIR, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

async function checkPage(file: string, outlines: Awaited<ReturnType<typeof loadOldOutlines>>): Promise<string[]> {
  const problems: string[] = [];
  const relative = path.relative(SITE_DIR, path.resolve(file));
  const fileContent = await fs.readFile(path.join(SITE_DIR, relative), 'utf8');
  let frontMatter: Record<string, unknown>;
  let content: string;
  try {
    const parsed = await DEFAULT_PARSE_FRONT_MATTER({filePath: relative, fileContent});
    frontMatter = normalizeFrontMatter(parsed.frontMatter, relative);
    content = parsed.content;
  } catch (error) {
    return [(error as Error).message];
  }
  if (typeof frontMatter.title !== 'string') {
    problems.push('front matter has no title');
  }
  if (typeof frontMatter.description !== 'string') {
    problems.push('front matter has no description (used by search results, social cards and llms.txt)');
  }
  let anchors: string[];
  let placements: Awaited<ReturnType<typeof compileMarkdown>>['oldAnchorPlacements'];
  try {
    ({anchors, oldAnchorPlacements: placements} = await compileMarkdown(relative, content, frontMatter));
  } catch (error) {
    return [...problems, (error as Error).message.split('\nDetails:')[0]!];
  }
  const route = pageRoute(relative);
  const old = route ? outlines.get(route) : undefined;
  if (old) {
    // The working copy may have moved an old section: a placement on the section that replaced it (renamed.ts) keeps the anchor.
    const placed = new Set(placements.filter((p) => p.how !== 'unplaced' && relative.startsWith('docs/')).map((p) => p.anchor));
    const missing = old.headings.filter((h) => !anchors.includes(h.slug) && !placed.has(h.slug));
    for (const heading of missing) {
      problems.push(`missing anchor #${heading.slug} (old h${heading.level} "${heading.title}")`);
    }
  }
  // The old page-title and h4/h5 anchors (plugins/old-anchors): each needs a heading, or an entry in renamed.ts.
  for (const placement of placements.filter((p) => p.how === 'unplaced')) {
    problems.push(
      `old anchor #${placement.anchor} has no home: give the heading that covers it the id, or list it in plugins/old-anchors/renamed.ts`,
    );
  }
  return problems;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const files = args.length > 0 ? args : (await Promise.all(CONTENT_DIRS.map(listPages))).flat();
  const outlines = await loadOldOutlines();
  let failed = 0;
  for (const file of files) {
    const problems = await checkPage(file, outlines);
    if (problems.length > 0) {
      failed += 1;
      console.log(`✗ ${file}\n${problems.map((p) => `    - ${p}`).join('\n')}`);
    } else if (args.length > 0) {
      console.log(`✓ ${file}`);
    }
  }
  console.log(`${files.length - failed}/${files.length} pages OK`);
  process.exitCode = failed > 0 ? 1 : 0;
}

void main();
