/**
 * Pure: call chains read from a tree-sitter tree (`client.collections('books')
 * .documents().search(…)`), for the languages whose chains are made of member
 * access, calls and subscripts: JavaScript, Python, Ruby, Dart, PHP. Each
 * language names its node types and fields; the walk is the same.
 */
import type {Node} from 'web-tree-sitter';
import type {ChainStep, SampleUse} from './types';

export type ChainGrammar = {
  /** A call: its callee and its arguments (`call_expression` with `function` and `arguments`). */
  call: {type: string; callee: string; args: string};
  /** A member access: its object and the member's name (`member_expression` with `object` and `property`). */
  member: readonly {type: string; object: string; name: string}[];
  /** A subscript: its object (`subscript_expression` with `object`). */
  subscript: readonly {type: string; object: string}[];
  /** A method call written as one node (PHP `member_call_expression`, Ruby `call` with a receiver). */
  methodCall?: readonly {type: string; object: string; name: string; args: string}[];
  /** Identifier node types. */
  identifier: readonly string[];
};

function argumentCount(args: Node | null): number {
  return args ? args.namedChildren.filter((child) => child !== null && child.type !== 'comment').length : 0;
}

/**
 * The chain that `node` ends, from its root identifier: `null` when the chain
 * does not start at an identifier among `roots`.
 */
function chainOf(node: Node, grammar: ChainGrammar, roots: ReadonlySet<string>): {root: string; steps: ChainStep[]} | null {
  const steps: ChainStep[] = [];
  let current: Node | null = node;
  let pendingCall: {args: Node | null} | null = null;
  while (current) {
    if (current.type === grammar.call.type) {
      pendingCall = {args: current.childForFieldName(grammar.call.args)};
      current = current.childForFieldName(grammar.call.callee);
      continue;
    }
    const methodCall = grammar.methodCall?.find((candidate) => candidate.type === current!.type);
    if (methodCall && current.childForFieldName(methodCall.object)) {
      steps.unshift({kind: 'call', name: current.childForFieldName(methodCall.name)?.text ?? '', arity: argumentCount(current.childForFieldName(methodCall.args))});
      current = current.childForFieldName(methodCall.object);
      continue;
    }
    const member = grammar.member.find((candidate) => candidate.type === current!.type);
    if (member) {
      const name = current.childForFieldName(member.name)?.text ?? '';
      steps.unshift(pendingCall ? {kind: 'call', name, arity: argumentCount(pendingCall.args)} : {kind: 'member', name});
      pendingCall = null;
      current = current.childForFieldName(member.object);
      continue;
    }
    const subscript = grammar.subscript.find((candidate) => candidate.type === current!.type);
    if (subscript) {
      steps.unshift({kind: 'index'});
      pendingCall = null;
      current = current.childForFieldName(subscript.object);
      continue;
    }
    if (current.type === 'this' || (grammar.identifier.includes(current.type) && current.text === 'self')) {
      return ownField(steps, roots);
    }
    if (grammar.identifier.includes(current.type)) {
      return roots.has(current.text) && steps.length > 0 ? {root: current.text, steps} : null;
    }
    return null;
  }
  return null;
}

/** A chain from a field of the object the code is in (`this.client.…`, `self.client.…`): from that field, when it is a root. */
export function ownField(steps: readonly ChainStep[], roots: ReadonlySet<string>): {root: string; steps: ChainStep[]} | null {
  const [first, ...rest] = steps;
  return first?.kind === 'member' && roots.has(first.name) && rest.length > 0 ? {root: first.name, steps: rest} : null;
}

/** Every chain in `root` that starts at one of `roots`, each read from its outermost node only. */
export function chainUses(root: Node, grammar: ChainGrammar, roots: ReadonlySet<string>, lineOffset: number): SampleUse[] {
  const uses: SampleUse[] = [];
  const chainTypes = new Set([grammar.call.type, ...grammar.member.map((m) => m.type), ...grammar.subscript.map((s) => s.type), ...(grammar.methodCall ?? []).map((m) => m.type)]);
  const visit = (node: Node, insideChain: boolean) => {
    const isChain = chainTypes.has(node.type);
    if (isChain && !insideChain) {
      const chain = chainOf(node, grammar, roots);
      if (chain) {
        uses.push({kind: 'chain', root: chain.root, steps: chain.steps, line: node.startPosition.row + 1 - lineOffset});
      }
    }
    for (const child of node.namedChildren) {
      if (child) {
        // Arguments start chains of their own; the callee and object continue this one.
        const continues = isChain && (node.childForFieldName(grammar.call.args)?.id !== child.id) && !child.type.includes('argument');
        visit(child, continues);
      }
    }
  };
  visit(root, false);
  return uses;
}
