/**
 * What Kotlin code uses of typesense-java (Android and Kotlin JVM projects
 * call the Java client): its call chains from the client (`client`, a
 * variable or field made with `Client(…)`) and from the client's classes, and
 * each client class it constructs (`SearchParameters().q("x")`: the class,
 * then each setter). A Java getter or field read as a Kotlin property
 * (`result.hits`) is the member of that name, as the surface records models'
 * fields. A chain ends at Kotlin's scope functions (`apply { … }`, `let`),
 * which are Kotlin's, not the client's.
 */
import type {Node} from 'web-tree-sitter';
import type {ParsedSample} from '../../parse';
import {ownField} from '../../surface/chains';
import type {ChainStep, ReaderScope, SampleUse} from '../../surface/types';
import {OTHER_CLASSES} from './uses';

/** Kotlin's standard functions on any value: a chain that reaches one goes on in Kotlin, not in the client. */
const KOTLIN_FUNCTIONS = new Set(['apply', 'also', 'let', 'run', 'takeIf', 'takeUnless', 'use', 'toString', 'hashCode', 'equals']);

function argumentCount(suffix: Node | undefined): number {
  if (!suffix) return 0;
  const args = suffix.namedChildren.find((child) => child?.type === 'value_arguments');
  const lambdas = suffix.namedChildren.filter((child) => child?.type === 'annotated_lambda').length;
  return (args?.namedChildren.filter((child) => child?.type === 'value_argument').length ?? 0) + lambdas;
}

type Chain = {root: string; steps: ChainStep[]; constructs: boolean};

function chainOf(node: Node, roots: ReadonlySet<string>, clientType: (name: string) => boolean): Chain | null {
  const steps: ChainStep[] = [];
  let current: Node | null = node;
  let pendingArity: number | null = null;
  while (current) {
    if (current.type === 'call_expression') {
      pendingArity = argumentCount(current.namedChildren.find((child) => child?.type === 'call_suffix') ?? undefined);
      current = current.namedChildren[0] ?? null;
      continue;
    }
    if (current.type === 'navigation_expression') {
      const suffix = current.namedChildren.find((child) => child?.type === 'navigation_suffix');
      const name = suffix?.namedChildren.find((child) => child?.type === 'simple_identifier')?.text ?? '';
      steps.unshift(pendingArity !== null ? {kind: 'call', name, arity: pendingArity} : {kind: 'member', name});
      pendingArity = null;
      current = current.namedChildren[0] ?? null;
      continue;
    }
    if (current.type === 'indexing_expression') {
      steps.unshift({kind: 'index'});
      pendingArity = null;
      current = current.namedChildren[0] ?? null;
      continue;
    }
    if (current.type === 'parenthesized_expression') {
      current = current.namedChildren[0] ?? null;
      continue;
    }
    if (current.type === 'this_expression') {
      const field = ownField(steps, roots);
      return field && {root: 'client', steps: field.steps, constructs: false};
    }
    if (current.type === 'simple_identifier') {
      const name = current.text;
      if (roots.has(name) && pendingArity === null) return steps.length > 0 ? {root: 'client', steps, constructs: false} : null;
      if (!/^[A-Z]/.test(name) || OTHER_CLASSES.has(name) || !clientType(name)) return null;
      return {root: name, steps, constructs: pendingArity !== null};
    }
    return null;
  }
  return null;
}

/** The steps of a chain up to Kotlin's first standard function. */
function clientSteps(steps: readonly ChainStep[]): ChainStep[] {
  const end = steps.findIndex((step) => step.kind !== 'index' && KOTLIN_FUNCTIONS.has(step.name));
  return end < 0 ? [...steps] : steps.slice(0, end);
}

export function kotlinUses(parsed: ParsedSample, scope: ReaderScope = {}): SampleUse[] {
  const roots = new Set(scope.clients ?? ['client']);
  const clientType = scope.clientType ?? ((name: string) => !OTHER_CLASSES.has(name));
  const uses: SampleUse[] = [];
  const chainTypes = new Set(['call_expression', 'navigation_expression', 'indexing_expression']);
  const line = (node: Node) => node.startPosition.row + 1 - parsed.offset;
  const visit = (node: Node, insideChain: boolean) => {
    const isChain = chainTypes.has(node.type);
    if (isChain && !insideChain) {
      const chain = chainOf(node, roots, clientType);
      if (chain) {
        if (chain.constructs) uses.push({kind: 'construct', type: chain.root, members: [], ordered: false, line: line(node)});
        const steps = clientSteps(chain.steps);
        if (steps.length > 0) uses.push({kind: 'chain', root: chain.root, steps, line: line(node)});
      }
    }
    for (const child of node.namedChildren) {
      if (!child) continue;
      // Arguments and lambdas start chains of their own; the callee and the receiver continue this one.
      const continues = isChain && child.id === node.namedChildren[0]?.id;
      visit(child, continues);
    }
  };
  visit(parsed.root, false);
  return uses;
}
