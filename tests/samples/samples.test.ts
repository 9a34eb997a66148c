/**
 * Every code sample of the versions whose samples offer all the languages of
 * their era (src/versioning/sample-languages.ts):
 *
 * - each group has every language of its version's era (the coverage check
 *   that the build also runs, naming file, section and language);
 * - each sample parses in its language (tree-sitter);
 * - each call a client sample makes, each model it builds, exists in the
 *   surface of the client release that its version documents (the release's
 *   sources, as code-samples/clients/<language>/surface.json records them).
 */
import {clientFor} from '../../code-samples/clients';
import {SAMPLE_READERS} from '../../code-samples/clients/readers';
import {formatCoverageProblem} from '../../code-samples/groups';
import {firstSyntaxError, parseSample} from '../../code-samples/parse';
import {checkUses} from '../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../code-samples/surface/load';
import {collectSamples} from './collect';
import {COMPILED_VERSIONS} from './versions';

const {samples, problems} = collectSamples(COMPILED_VERSIONS);

test('every group offers the languages of its version', () => {
  if (problems.length > 0) {
    throw new Error(`${problems.length} missing sample(s):\n${problems.map(formatCoverageProblem).join('\n')}`);
  }
});

test('every sample parses in its language', async () => {
  const failures: string[] = [];
  for (const sample of samples) {
    const error = firstSyntaxError(await parseSample(sample.language, sample.code));
    if (error) {
      failures.push(`${sample.id}, line ${error.line} of the sample: ${error.text}`);
    }
  }
  expect(failures).toEqual([]);
});

test('every client call of a sample exists in its client release', async () => {
  const failures: string[] = [];
  for (const sample of samples) {
    const client = clientFor(sample.language);
    const read = SAMPLE_READERS[client?.language ?? 'javascript'];
    if (!client || !sample.release) {
      continue;
    }
    if (!read) {
      failures.push(`${sample.id}: code-samples/clients/readers.ts has no reader for ${client.language}`);
      continue;
    }
    const parsed = await parseSample(sample.language, sample.code);
    const surface = releaseSurfaceOf(client.surface, sample.release);
    for (const problem of checkUses(read(parsed), surface, `${client.packageName} ${sample.release.version}`)) {
      failures.push(`${sample.id}, line ${problem.line} of the sample: ${problem.message}`);
    }
  }
  expect(failures).toEqual([]);
});
