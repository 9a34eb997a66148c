/**
 * Shell samples run as written, with bash and curl, against the stand-in:
 * `TYPESENSE_HOST` points at it and `TYPESENSE_API_KEY` is the sample's own
 * key, so that the stand-in files the sample's request under it.
 */
import {runCommand} from './process';
import type {SampleUnderTest, StandInEndpoint} from './types';

/**
 * Runs each Shell sample, one at a time; returns the output of those that
 * failed, by sample id. `onSample` is told which sample runs, so that a request
 * that carries no key (`GET /health`) is filed under it.
 */
export async function runShellSamples(
  samples: readonly SampleUnderTest[],
  standIn: StandInEndpoint,
  onSample: (key: string) => void,
): Promise<Map<string, string>> {
  const failures = new Map<string, string>();
  for (const sample of samples) {
    onSample(standIn.apiKeyFor(sample.id));
    const result = await runCommand('bash', ['-e', '-c', sample.code], {
      cwd: standIn.filesDir,
      timeoutMs: 30_000,
      env: {
        ...standIn.environment,
        TYPESENSE_HOST: `${standIn.protocol}://${standIn.host}:${standIn.port}`,
        TYPESENSE_API_KEY: standIn.apiKeyFor(sample.id),
      },
    });
    if (result.code !== 0) {
      failures.set(sample.id, result.stderr || result.stdout);
    }
  }
  return failures;
}
