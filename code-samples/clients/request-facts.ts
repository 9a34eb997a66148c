/**
 * The request facts of the clients whose samples cannot run here (no
 * registry of theirs is reached): what each call that written samples reach
 * sends, from each client's one home (code-samples/clients/<language>/requests.ts).
 * The samples of the other clients run against the stand-in, which records
 * what they send (tests/samples/clients.test.ts).
 */
import type {ClientRequestFacts} from '../surface/requests';
import type {ClientLanguage} from './types';
import {DART_REQUESTS} from './dart/requests';
import {PHP_REQUESTS} from './php/requests';
import {RUBY_REQUESTS} from './ruby/requests';
import {SWIFT_REQUESTS} from './swift/requests';

export const REQUEST_FACTS: Partial<Record<ClientLanguage, ClientRequestFacts>> = {
  php: PHP_REQUESTS,
  ruby: RUBY_REQUESTS,
  dart: DART_REQUESTS,
  swift: SWIFT_REQUESTS,
};
