/**
 * Every code sample of the checked versions, as readers see them: each group
 * of each page completed by code-samples/groups.ts (written samples as
 * written, the others rendered), with the group's Shell request (or its
 * requests in order, when the Shell sample is several curl calls).
 */
import fs from 'node:fs';
import path from 'node:path';
import {completeGroup, type CompletedGroup, type CoverageProblem} from '../../code-samples/groups';
import {findSampleGroups} from '../../code-samples/markdown';
import {guideFiles, samplePageOf, sampleFiles} from '../../code-samples/pages';
import {clientFor, releaseIfAny} from '../../code-samples/clients';
import {describedRelease} from '../../code-samples/guide/check';
import {pinnedReleases, releasesOfPage} from '../../code-samples/guide/releases';
import {parseCurlSequence} from '../../code-samples/request/curl';
import type {SampleLanguage} from '../../src/versioning/sample-languages';
import type {SampleUnderTest} from './harness/types';
import {SELECTION, selects} from './selection';

export const SITE_DIR = path.resolve(__dirname, '../..');

export type CollectedGroup = CompletedGroup & {file: string; line: number; section: string | null; serverVersion: string};

export type Collection = {groups: CollectedGroup[]; samples: SampleUnderTest[]; problems: CoverageProblem[]};

const cache = new Map<string, Collection>();

/** The pages of the guide, among the versions of `collectSamples`: their samples call the latest server. */
export const GUIDE = 'guide';

/** The groups and samples of the pages of `versions` (`29.0`, `current`, or `guide`). */
export function collectSamples(versions: readonly string[]): Collection {
  const key = versions.join(',');
  const cached = cache.get(key);
  if (cached) {
    return cached;
  }
  const collection: Collection = {groups: [], samples: [], problems: []};
  for (const pages of versions) {
    for (const file of pages === GUIDE ? guideFiles(SITE_DIR) : sampleFiles(SITE_DIR, pages)) {
      const {serverVersion: version, coverageChecked} = samplePageOf(file)!;
      const source = fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
      // The client releases a guide page installs (code-samples/guide/releases.ts).
      const pinned = pages === GUIDE ? releasesOfPage(pinnedReleases(source), file).releases : undefined;
      for (const group of findSampleGroups(source)) {
        const location = {file, line: group.line, section: group.section};
        const completed = completeGroup(group.written, version, location, coverageChecked);
        collection.groups.push({...completed, ...location, serverVersion: version});
        collection.problems.push(...completed.problems.filter((problem) => selects(SELECTION.languages, problem.language)));
        const shell = completed.blocks.find((block) => block.kind === 'code' && block.language === 'shell');
        const sequence = !completed.request && shell?.kind === 'code' ? parseCurlSequence(shell.code) : undefined;
        const seen = new Map<string, number>();
        for (const block of completed.blocks) {
          if (block.kind !== 'code') {
            continue;
          }
          const language = block.language as SampleLanguage;
          // A targeted run keeps the Shell samples too: the runs send their requests first.
          if (language !== 'shell' && !selects(SELECTION.languages, language)) {
            continue;
          }
          const count = (seen.get(language) ?? 0) + 1;
          seen.set(language, count);
          const client = clientFor(language);
          collection.samples.push({
            id: `${file}:${group.line}:${language}${count > 1 ? `#${count}` : ''}`,
            language,
            code: block.code,
            serverVersion: version,
            // A guide page's tabs are held to the release the page installs, where it names one (its text and tabs agree).
            ...(client && {release: (pinned && describedRelease(client, pinned.get(client.language)?.version ?? '')) || releaseIfAny(client, version)}),
            location,
            origin: block.origin,
            ...(completed.request && {groupRequest: completed.request}),
            ...(sequence?.ok && {groupRequests: sequence.requests}),
          });
        }
      }
    }
  }
  cache.set(key, collection);
  return collection;
}
