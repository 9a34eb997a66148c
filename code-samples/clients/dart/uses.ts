/**
 * What a Dart sample uses of typesense-dart: its call chains from the client
 * (`client`, or a variable made with `Client(…)` or `SearchClient(…)`) and from
 * the package's types (`Schema.fromMap(…)`, `Type.string`), the values it builds
 * with a type's constructor and named arguments (`Field('title', type:
 * Type.string)`), and the types it names (`on ObjectNotFound catch (e)`).
 *
 * tree-sitter-dart writes a chain flat: the identifier it starts from, then one
 * `selector` node per step (`.name`, `(arguments)`, `[index]`) as its siblings.
 */
import type {Node} from 'web-tree-sitter';
import type {ParsedSample} from '../../parse';
import type {ChainStep, ClientSurface, ReaderScope, SampleUse} from '../../surface/types';
import surfaceData from './surface.json';

/** The types of the package, in any release: a chain or a construction starts from one of them. */
const PACKAGE_TYPES = new Set(
  Object.values((surfaceData as ClientSurface).releases).flatMap((release) => Object.keys(release.types).filter((name) => /^[A-Z]\w*$/.test(name))),
);

/** The arguments of an `argument_part` selector: their count, and the labels of the named ones. */
function argumentsOf(selector: Node): {arity: number; labels: string[]} | null {
  const part = selector.namedChildren.find((child) => child?.type === 'argument_part');
  const args = part?.namedChildren.find((child) => child?.type === 'arguments');
  if (!part) return null;
  const items = (args?.namedChildren ?? []).filter((child): child is Node => child !== null && (child.type === 'argument' || child.type === 'named_argument'));
  const labels = items
    .filter((item) => item.type === 'named_argument')
    .map((item) => item.namedChildren.find((child) => child?.type === 'label')?.text.replace(/:$/, '').trim() ?? '');
  return {arity: items.length, labels};
}

/** The member a selector reaches (`.documents`, `?.documents`), or `null` for another kind of selector. */
function memberOf(selector: Node): string | null {
  const access = selector.namedChildren.find((child) => child?.type === 'unconditional_assignable_selector' || child?.type === 'conditional_assignable_selector');
  const name = access?.namedChildren.find((child) => child?.type === 'identifier');
  return name ? name.text : null;
}

function isIndex(selector: Node): boolean {
  return selector.namedChildren.some((child) => child?.type === 'index_selector' || child?.namedChildren.some((inner) => inner?.type === 'index_selector'));
}

/** The steps of the selectors that follow a chain's first identifier. */
function stepsOf(selectors: readonly Node[]): ChainStep[] {
  const steps: ChainStep[] = [];
  for (let at = 0; at < selectors.length; at += 1) {
    const selector = selectors[at]!;
    const member = memberOf(selector);
    if (member !== null) {
      const next = selectors[at + 1] ? argumentsOf(selectors[at + 1]!) : null;
      if (next) {
        steps.push({kind: 'call', name: member, arity: next.arity, ...(next.labels.length > 0 && {labels: next.labels})});
        at += 1;
      } else {
        steps.push({kind: 'member', name: member});
      }
      continue;
    }
    if (isIndex(selector)) {
      steps.push({kind: 'index'});
      continue;
    }
    break;
  }
  return steps;
}

export function dartUses(parsed: ParsedSample, scope: ReaderScope = {}): SampleUse[] {
  // Variables holding a client made in the sample, and the type of each: a Client is the `client` root.
  const clients = new Map([...(scope.clients ?? ['client'])].map((name) => [name, 'client']));
  const isPackageType = (name: string) => PACKAGE_TYPES.has(name) && (scope.clientType?.(name) ?? true);
  for (const match of parsed.source.matchAll(/\b(?:final|var)\s+(\w+)\s*=\s*(SearchClient|Client)\(/g)) {
    clients.set(match[1]!, match[2] === 'Client' ? 'client' : match[2]!);
  }
  const uses: SampleUse[] = [];
  const line = (node: Node) => node.startPosition.row + 1 - parsed.offset;
  const visit = (node: Node) => {
    if (node.type === 'type_identifier' && isPackageType(node.text)) {
      // A type the sample names (`on ObjectNotFound catch (error)`): it must exist in the release.
      uses.push({kind: 'construct', type: node.text, members: [], ordered: false, line: line(node)});
      return;
    }
    const children = node.namedChildren.filter((child): child is Node => child !== null);
    children.forEach((child, index) => {
      if (child.type !== 'identifier' || (!clients.has(child.text) && !isPackageType(child.text))) return;
      const selectors: Node[] = [];
      for (let at = index + 1; at < children.length && children[at]!.type === 'selector'; at += 1) selectors.push(children[at]!);
      if (selectors.length === 0) return;
      const construction = isPackageType(child.text) ? argumentsOf(selectors[0]!) : null;
      if (construction) {
        // `Field('title', type: Type.string)`: the type's constructor and the members it names,
        uses.push({kind: 'construct', type: child.text, members: construction.labels, ordered: false, line: line(child)});
        // and each named argument a named parameter of the constructor, in any order, as Dart allows.
        for (const label of construction.labels) {
          uses.push({kind: 'chain', root: child.text, steps: [{kind: 'call', name: 'init', labels: [label]}], line: line(child)});
        }
        return;
      }
      const steps = stepsOf(selectors);
      if (steps.length > 0) {
        uses.push({kind: 'chain', root: clients.get(child.text) ?? child.text, steps, line: line(child)});
      }
    });
    children.forEach(visit);
  };
  visit(parsed.root);
  return uses;
}
