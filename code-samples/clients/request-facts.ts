/**
 * What each call that written samples reach sends, from each client's one home
 * (code-samples/clients/<language>/requests.ts): for the clients whose samples
 * cannot run here (no registry of theirs is reached), every call those reach;
 * for the others, whose samples run against the stand-in that records what
 * they send (tests/samples/clients.test.ts), the calls of the groups it cannot
 * serve (a Typesense Cloud host over https).
 */
import type {ClientRequestFacts} from '../surface/requests';
import type {ClientLanguage} from './types';
import {DART_REQUESTS} from './dart/requests';
import {GO_REQUESTS} from './go/requests';
import {JAVA_REQUESTS} from './java/requests';
import {JAVASCRIPT_REQUESTS} from './javascript/requests';
import {PHP_REQUESTS} from './php/requests';
import {PYTHON_REQUESTS} from './python/requests';
import {RUBY_REQUESTS} from './ruby/requests';
import {SWIFT_REQUESTS} from './swift/requests';

export const REQUEST_FACTS: Readonly<Record<ClientLanguage, ClientRequestFacts>> = {
  javascript: JAVASCRIPT_REQUESTS,
  php: PHP_REQUESTS,
  python: PYTHON_REQUESTS,
  ruby: RUBY_REQUESTS,
  dart: DART_REQUESTS,
  java: JAVA_REQUESTS,
  go: GO_REQUESTS,
  swift: SWIFT_REQUESTS,
};
