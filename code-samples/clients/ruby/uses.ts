/**
 * What a Ruby sample uses of typesense-ruby: its call chains from the client
 * (`client`, or a variable made with `Typesense::Client.new(…)`), from the
 * low-level class (a variable made with `Typesense::ApiCall.new(…)`) and from the
 * gem's module (`Typesense::Client`, `Typesense::Error::ObjectNotFound`).
 */
import type {ParsedSample} from '../../parse';
import {chainUses, type ChainGrammar} from '../../surface/chains';
import type {ReaderScope, SampleUse} from '../../surface/types';

export const RUBY_CHAINS: ChainGrammar = {
  // Every Ruby call is a `call` node; one with a receiver (`client.health.retrieve`) is a step of a
  // chain (methodCall), one without (`puts x`) starts none. No node has this type: nothing is read as a bare callee.
  call: {type: 'ruby_call_without_receiver', callee: 'method', args: 'arguments'},
  methodCall: [{type: 'call', object: 'receiver', name: 'method', args: 'arguments'}],
  member: [{type: 'scope_resolution', object: 'scope', name: 'name'}],
  subscript: [{type: 'element_reference', object: 'object'}],
  identifier: ['identifier', 'constant'],
};

export function rubyUses(parsed: ParsedSample, scope: ReaderScope = {}): SampleUse[] {
  // The variables chains start from, and the surface root or type each stands for.
  const roots = new Map<string, string>([...[...(scope.clients ?? ['client'])].map((name) => [name, 'client'] as const), ['Typesense', 'Typesense']]);
  for (const match of parsed.source.matchAll(/^\s*(\w+)\s*=\s*Typesense::(Client|ApiCall)\.new\b/gm)) {
    // A client made in the sample is a Client: its chains start from the `client` root's type; an ApiCall's from ApiCall.
    roots.set(match[1]!, match[2] === 'Client' ? 'client' : 'ApiCall');
  }
  const uses = chainUses(parsed.root, RUBY_CHAINS, new Set(roots.keys()), parsed.offset);
  return uses.map((use) => (use.kind === 'chain' ? {...use, root: roots.get(use.root) ?? use.root} : use));
}
