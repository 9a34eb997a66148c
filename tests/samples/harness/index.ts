/** The harness of each client language whose registry this machine reaches: npm, PyPI, the Go module proxy, Maven Central. */
import type {ClientLanguage} from '../../../code-samples/clients/types';
import {javascriptHarness} from './javascript';
import {pythonHarness} from './python';
import {javaHarness} from './java';
import {goHarness} from './go';
import type {SampleHarness} from './types';

export const HARNESSES: Partial<Record<ClientLanguage, SampleHarness>> = {
  javascript: javascriptHarness,
  python: pythonHarness,
  java: javaHarness,
  go: goHarness,
};
