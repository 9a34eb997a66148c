/**
 * The Swift samples of the versions of Swift's era that the coverage check
 * does not hold yet (0.22.1 to 27.1): each renders without a problem, parses,
 * and calls only what the typesense-swift release that documents its version
 * has, labels included. The versions the coverage check holds are checked
 * with every language in samples.test.ts.
 */
import swift from '../../code-samples/clients/swift';
import {swiftUses} from '../../code-samples/clients/swift/uses';
import {firstSyntaxError, parseSample} from '../../code-samples/parse';
import {checkUses} from '../../code-samples/surface/check';
import {releaseSurfaceOf} from '../../code-samples/surface/load';
import {isAtLeast} from '../../src/versioning/versions';
import {collectSamples} from './collect';
import {COMPILED_VERSIONS} from './versions';

/** Every version a release of the Swift client documents, but those samples.test.ts checks. */
const OLDER_VERSIONS = swift.releases
  .flatMap((release) => release.documents)
  .filter((version) => !(COMPILED_VERSIONS as readonly string[]).includes(version) && isAtLeast(version, '0.22.1'));

const {samples} = collectSamples(OLDER_VERSIONS);
const swiftSamples = samples.filter((sample) => sample.language === 'swift');

test('the older versions of Swift’s era have Swift samples', () => {
  expect(OLDER_VERSIONS).toContain('0.22.1');
  expect(swiftSamples.length).toBeGreaterThan(OLDER_VERSIONS.length * 30);
});

test('every Swift sample of the older versions parses and calls what its release has', async () => {
  const failures: string[] = [];
  for (const sample of swiftSamples) {
    const parsed = await parseSample('swift', sample.code);
    const error = firstSyntaxError(parsed);
    if (error) {
      failures.push(`${sample.id}, line ${error.line} of the sample: ${error.text}`);
      continue;
    }
    for (const problem of checkUses(swiftUses(parsed), releaseSurfaceOf(swift.surface, sample.release!), `${swift.packageName} ${sample.release!.version}`)) {
      failures.push(`${sample.id}, line ${problem.line} of the sample: ${problem.message}`);
    }
  }
  expect(failures).toEqual([]);
});
