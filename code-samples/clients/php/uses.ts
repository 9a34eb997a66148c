/**
 * What a PHP sample uses of typesense-php: its call chains from the client
 * (`$client`, or a variable made with `new Client(…)`) and from the low-level
 * class (a variable made with `new ApiCall(…)`), and the client's
 * classes it names (`new Client(…)`, `catch (ObjectNotFound $e)`,
 * `Typesense\Exceptions\…`), each of which must be a class of the release.
 *
 * PHP's tree-sitter grammar writes a method call as one node
 * (`member_call_expression` with `object`, `name`, `arguments`) and gives the
 * object of a subscript no field name, so the chains are read here rather
 * than with code-samples/surface/chains.ts.
 */
import type {Node} from 'web-tree-sitter';
import type {ParsedSample} from '../../parse';
import type {ChainStep, ReaderScope, SampleUse} from '../../surface/types';

const MEMBER_ACCESS = new Set(['member_access_expression', 'nullsafe_member_access_expression']);
const MEMBER_CALL = new Set(['member_call_expression', 'nullsafe_member_call_expression']);
const SUBSCRIPT = 'subscript_expression';
const CHAIN_TYPES = new Set([...MEMBER_ACCESS, ...MEMBER_CALL, SUBSCRIPT]);

/** The node a chain step continues from: the `object` of a member, the first child of a subscript. */
function objectOf(node: Node): Node | null {
  return node.type === SUBSCRIPT ? node.namedChild(0) : node.childForFieldName('object');
}

function argumentCount(node: Node): number {
  return node.childForFieldName('arguments')?.namedChildren.filter((child) => child?.type === 'argument').length ?? 0;
}

/** The chain `node` ends, from a variable among `roots`; `null` for any other chain. */
function chainOf(node: Node, roots: ReadonlyMap<string, unknown>): {root: string; steps: ChainStep[]} | null {
  const steps: ChainStep[] = [];
  let current: Node | null = node;
  while (current && CHAIN_TYPES.has(current.type)) {
    const name = current.childForFieldName('name')?.text ?? '';
    if (MEMBER_CALL.has(current.type)) {
      steps.unshift({kind: 'call', name, arity: argumentCount(current)});
    } else if (MEMBER_ACCESS.has(current.type)) {
      // A name given as an expression (`->{'products-rule'}`) is a property of any name, which the surface writes `{}`.
      steps.unshift({kind: 'member', name: current.childForFieldName('name')?.type === 'name' ? name : '{}'});
    } else {
      steps.unshift({kind: 'index'});
    }
    current = objectOf(current);
  }
  return current?.type === 'variable_name' && roots.has(current.text) && steps.length > 0 ? {root: current.text, steps} : null;
}

/** The short name of a class the sample names from the client's namespace (`Typesense\…`, or imported by `use Typesense\…;`). */
function clientClass(node: Node, imported: ReadonlySet<string>): string | null {
  const written = node.text.replace(/^\\/, '');
  const short = written.split('\\').pop()!;
  if (/^(Typesense|Typesence|Devloops\\Typesence)\\/.test(written)) return short;
  return !written.includes('\\') && imported.has(short) ? short : null;
}

export function phpUses(parsed: ParsedSample, scope: ReaderScope = {}): SampleUse[] {
  const line = (node: Node) => node.startPosition.row + 1 - parsed.offset;
  // Classes imported from the client's namespace: `use Typesense\Exceptions\ObjectNotFound;`.
  const imported = new Set([...parsed.source.matchAll(/^use\s+\\?(?:Typesense|Typesence|Devloops\\Typesence)\\(?:[\w\\]+\\)?(\w+)\s*;/gm)].map((match) => match[1]!));
  // The variables chains start from, and the surface root or type each stands for.
  const roots = new Map([...(scope.clients ?? ['$client'])].map((name) => [name, 'client']));
  for (const match of parsed.source.matchAll(/(\$\w+)\s*=\s*new\s+\\?(?:(?:Typesense|Typesence|Devloops\\Typesence)\\)?(Client|ApiCall)\s*\(/g)) {
    // A client made in the sample is a Client: its chains start from the `client` root's type; an ApiCall's from ApiCall.
    roots.set(match[1]!, match[2] === 'Client' ? 'client' : 'ApiCall');
  }
  const uses: SampleUse[] = [];
  const visit = (node: Node, continuesChain: boolean) => {
    if (CHAIN_TYPES.has(node.type) && !continuesChain) {
      const chain = chainOf(node, roots);
      if (chain) {
        uses.push({kind: 'chain', root: roots.get(chain.root)!, steps: chain.steps, line: line(node)});
      }
    }
    // The classes a sample names: what it makes, what it catches, whose constants or static methods it uses.
    const named =
      node.type === 'object_creation_expression' || node.type === 'class_constant_access_expression' || node.type === 'scoped_call_expression'
        ? node.namedChild(0)
        : node.type === 'named_type'
          ? node.namedChild(0)
          : null;
    if (named && (named.type === 'name' || named.type === 'qualified_name')) {
      const type = clientClass(named, imported);
      if (type) {
        uses.push({kind: 'chain', root: type, steps: [], line: line(named)});
      }
    }
    const object = CHAIN_TYPES.has(node.type) ? objectOf(node) : null;
    for (const child of node.namedChildren) {
      if (child) {
        visit(child, object?.id === child.id);
      }
    }
  };
  visit(parsed.root, false);
  return uses;
}
