/**
 * How the sample checks read what a sample uses of its client, by language:
 * each reader walks the tree-sitter tree of one sample (code-samples/parse.ts)
 * and lists its call chains and the values it builds, which
 * code-samples/surface/check.ts holds against the client release's surface.
 * Test-time only: the build never parses samples.
 */
import type {ParsedSample} from '../parse';
import type {ReaderScope, SampleUse} from '../surface/types';
import type {ClientLanguage} from './types';
import {javascriptUses} from './javascript/uses';
import {phpUses} from './php/uses';
import {pythonUses} from './python/uses';
import {rubyUses} from './ruby/uses';
import {javaUses} from './java/uses';
import {goUses} from './go/uses';
import {dartUses} from './dart/uses';
import {swiftUses} from './swift/uses';

/** Each reader takes the scope of a guide block (which names are the client's); the API samples use the defaults. */
export const SAMPLE_READERS: Partial<Record<ClientLanguage, (parsed: ParsedSample, scope?: ReaderScope) => SampleUse[]>> = {
  javascript: javascriptUses,
  php: phpUses,
  python: pythonUses,
  ruby: rubyUses,
  java: javaUses,
  go: goUses,
  dart: dartUses,
  swift: swiftUses,
};
