/**
 * What a Python sample uses of typesense-python: its call chains from the
 * client (`client`, or a variable made with `typesense.Client(…)`) and from the
 * package (`typesense.Client`, `typesense.exceptions.ObjectNotFound`).
 */
import type {ParsedSample} from '../../parse';
import {chainUses, type ChainGrammar} from '../../surface/chains';
import type {ReaderScope, SampleUse} from '../../surface/types';

export const PYTHON_CHAINS: ChainGrammar = {
  call: {type: 'call', callee: 'function', args: 'arguments'},
  member: [{type: 'attribute', object: 'object', name: 'attribute'}],
  subscript: [{type: 'subscript', object: 'value'}],
  identifier: ['identifier'],
};

export function pythonUses(parsed: ParsedSample, scope: ReaderScope = {}): SampleUse[] {
  const roots = new Set([...(scope.clients ?? ['client']), 'typesense']);
  for (const match of parsed.source.matchAll(/^\s*(\w+)\s*=\s*typesense\.Client\(/gm)) {
    roots.add(match[1]!);
  }
  const uses = chainUses(parsed.root, PYTHON_CHAINS, roots, parsed.offset);
  return uses.map((use) => (use.kind === 'chain' && use.root !== 'typesense' ? {...use, root: 'client'} : use));
}
