/**
 * What a JavaScript sample uses of typesense-js: its call chains from the
 * client (`client`, or a variable made with `new Typesense.Client(…)`) and
 * from the package's default export (`Typesense.Client`).
 */
import type {ParsedSample} from '../../parse';
import {chainUses, type ChainGrammar} from '../../surface/chains';
import type {ReaderScope, SampleUse} from '../../surface/types';

export const JAVASCRIPT_CHAINS: ChainGrammar = {
  call: {type: 'call_expression', callee: 'function', args: 'arguments'},
  member: [{type: 'member_expression', object: 'object', name: 'property'}],
  subscript: [{type: 'subscript_expression', object: 'object'}],
  identifier: ['identifier'],
};

export function javascriptUses(parsed: ParsedSample, scope: ReaderScope = {}): SampleUse[] {
  const roots = new Set([...(scope.clients ?? ['client']), 'Typesense']);
  for (const match of parsed.source.matchAll(/\b(?:const|let|var)\s+(\w+)\s*=\s*new\s+Typesense\.Client\b/g)) {
    roots.add(match[1]!);
  }
  const uses = chainUses(parsed.root, JAVASCRIPT_CHAINS, roots, parsed.offset);
  // A client made in the sample is a Client: its chains start from the `client` root's type.
  return uses.map((use) => (use.kind === 'chain' && use.root !== 'Typesense' ? {...use, root: 'client'} : use));
}
