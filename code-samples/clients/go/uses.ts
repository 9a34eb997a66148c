/**
 * What a Go sample uses of typesense-go: its call chains from the client
 * (`client`, or a variable made with `typesense.NewClient(…)`), from its
 * generated low-level client (a variable made with
 * `api.NewClientWithResponses(…)`), and from the
 * packages (`typesense.WithServer`, `pointer.String`, `api.Upsert`), and the
 * models it builds: each composite literal of a type of `typesense/api`
 * (`&api.SearchCollectionParams{Q: …}`), and the elements of a slice of one
 * written without their type (`[]api.Field{{Name: …}}`), with the fields
 * they set.
 */
import type {Node} from 'web-tree-sitter';
import type {ParsedSample} from '../../parse';
import {chainUses, type ChainGrammar} from '../../surface/chains';
import type {ReaderScope, SampleUse} from '../../surface/types';

export const GO_CHAINS: ChainGrammar = {
  call: {type: 'call_expression', callee: 'function', args: 'arguments'},
  member: [{type: 'selector_expression', object: 'operand', name: 'field'}],
  subscript: [{type: 'index_expression', object: 'operand'}],
  identifier: ['identifier'],
};

/** The api type a composite literal's type names (`api.Field`), or the element type of a slice or map of them. */
function apiType(type: Node | null): {name: string; elements: boolean} | null {
  if (!type) return null;
  if (type.type === 'qualified_type' && type.childForFieldName('package')?.text === 'api') {
    return {name: `api.${type.childForFieldName('name')?.text ?? ''}`, elements: false};
  }
  const element = type.type === 'slice_type' || type.type === 'array_type' ? type.childForFieldName('element') : type.type === 'map_type' ? type.childForFieldName('value') : null;
  const inner = element?.type === 'pointer_type' ? element.namedChildren[0] ?? null : element;
  const named = inner ? apiType(inner) : null;
  return named && !named.elements ? {name: named.name, elements: true} : null;
}

/** The keys of a literal's keyed elements (`Name`, `Fields`). */
function keysOf(body: Node): string[] {
  return body.namedChildren
    .filter((child): child is Node => child?.type === 'keyed_element')
    .map((element) => element.namedChildren[0]?.text ?? '');
}

function constructUses(root: Node, lineOffset: number): SampleUse[] {
  const uses: SampleUse[] = [];
  const record = (name: string, body: Node) =>
    uses.push({kind: 'construct', type: name, members: keysOf(body), ordered: false, line: body.startPosition.row + 1 - lineOffset});
  const visit = (node: Node) => {
    if (node.type === 'composite_literal') {
      const named = apiType(node.childForFieldName('type'));
      const body = node.childForFieldName('body');
      if (named && body) {
        if (!named.elements) {
          record(named.name, body);
        } else {
          // Elements written without their type: `{Name: …}` in `[]api.Field{…}`, values of a map.
          for (const element of body.namedChildren) {
            const literal = element?.type === 'keyed_element' ? element.namedChildren[1]?.namedChildren[0] : element?.namedChildren[0];
            if (literal?.type === 'literal_value') record(named.name, literal);
          }
        }
      }
    }
    for (const child of node.namedChildren) {
      if (child) visit(child);
    }
  };
  visit(root);
  return uses;
}

export function goUses(parsed: ParsedSample, scope: ReaderScope = {}): SampleUse[] {
  const clients = scope.clients ?? new Set(['client']);
  const roots = new Set([...clients, 'typesense', 'api', 'pointer']);
  for (const match of parsed.source.matchAll(/^\s*(\w+)\s*:?=\s*typesense\.NewClient\(/gm)) {
    roots.add(match[1]!);
  }
  // The generated low-level client (`apiClient, err := api.NewClientWithResponses(…)`): an api.ClientWithResponses.
  const generated = new Set([...parsed.source.matchAll(/^\s*(\w+)\s*,\s*\w+\s*:?=\s*api\.NewClientWithResponses\(/gm)].map((match) => match[1]!));
  for (const name of generated) roots.add(name);
  const chains = chainUses(parsed.root, GO_CHAINS, roots, parsed.offset).map((use) => {
    if (use.kind !== 'chain' || ['typesense', 'api', 'pointer'].includes(use.root)) return use;
    if (clients.has(use.root)) return {...use, root: 'client'};
    // A client made in the sample is a Client: its chains start from the `client` root's type.
    return {...use, root: generated.has(use.root) ? 'api.ClientWithResponses' : 'client'};
  });
  return [...chains, ...constructUses(parsed.root, parsed.offset)];
}
