/**
 * `npm run samples -- <file.md>…`: shows the code-sample groups of pages as the
 * build completes them, every language of each group, and what a group lacks.
 *
 *   npm run samples -- versioned_docs/version-29.0/api/synonyms.md
 *   npm run samples -- docs/api/search.md --language php   # one language only
 *   npm run samples -- --version 29.0 --language swift --missing   # what 29.0 lacks in Swift
 *   npm run samples -- docs/api/search.md --rendered   # render every client language, even those written by hand
 *
 * Exits non-zero when a group lacks a language its version requires.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {findSampleGroups} from '../../code-samples/markdown';
import {completeGroup, formatCoverageProblem} from '../../code-samples/groups';
import {samplePageOf, sampleFiles} from '../../code-samples/pages';

const SITE_DIR = path.resolve(__dirname, '../..');

function main(): void {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      language: {type: 'string'},
      version: {type: 'string'},
      missing: {type: 'boolean', default: false},
      rendered: {type: 'boolean', default: false},
    },
  });
  const files = positionals.length > 0 ? positionals : sampleFiles(SITE_DIR, values.version);
  let problems = 0;
  for (const file of files) {
    const relative = path.relative(SITE_DIR, path.resolve(file));
    const samplePage = samplePageOf(relative);
    if (!samplePage) {
      console.error(`${relative} is not a page with rendered samples (versioned_docs/version-<v>/, docs/ or content/guide/).`);
      process.exitCode = 1;
      continue;
    }
    for (const group of findSampleGroups(fs.readFileSync(path.join(SITE_DIR, relative), 'utf8'))) {
      const location = {file: relative, line: group.line, section: group.section};
      const written = values.rendered ? group.written.filter((block) => ['shell', 'bash', 'sh'].includes(block.fence)) : group.written;
      const completed = completeGroup(written, samplePage.serverVersion, location, samplePage.coverageChecked);
      problems += completed.problems.length;
      for (const problem of completed.problems) {
        if (!values.language || problem.language === values.language) {
          console.log(`✗ ${formatCoverageProblem(problem)}`);
        }
      }
      if (values.missing) {
        continue;
      }
      const blocks = completed.blocks.filter((block) => !values.language || block.language === values.language);
      if (blocks.length === 0) {
        continue;
      }
      console.log(`\n── ${relative}:${group.line}${group.section ? ` #${group.section}` : ''}`);
      for (const block of blocks) {
        const origin = block.kind === 'code' ? block.origin : 'rendered';
        console.log(`\n[${block.language}, ${origin}]`);
        console.log(block.kind === 'code' ? block.code : `(no call) ${block.sentence}`);
      }
    }
  }
  if (problems > 0) {
    console.log(`\n${problems} missing sample(s).`);
    process.exitCode = 1;
  }
}

main();
