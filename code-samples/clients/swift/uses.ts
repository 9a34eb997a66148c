/**
 * What a Swift sample uses of typesense-swift: its call chains from the client
 * (`client`, or a variable made with `Client(config:)`), each call with its
 * argument labels (`_` for an unlabeled argument), and the values it builds
 * of the client's types (`Field(name:type:)`, `IndexAction.upsert`).
 *
 * Swift's tree differs from the languages of ../../surface/chains.ts: a call
 * is a callee followed by a `call_suffix`, a member is a
 * `navigation_expression`, and `try`/`await` wrap parts of a chain.
 */
import type {Node} from 'web-tree-sitter';
import type {ParsedSample} from '../../parse';
import type {ChainStep, ReaderScope, SampleUse} from '../../surface/types';

/** Nodes a chain passes through unchanged: `try await client.keys().retrieve()`. */
const TRANSPARENT = new Set(['try_expression', 'await_expression']);

/** The argument labels of a call's `call_suffix`, `_` for an unlabeled one. */
function labelsOf(suffix: Node): string[] {
  const args = suffix.namedChildren.find((child) => child?.type === 'value_arguments');
  return (args?.namedChildren ?? [])
    .filter((child): child is Node => child?.type === 'value_argument')
    .map((argument) => argument.childForFieldName('name')?.text ?? '_');
}

type Chain = {root: string; steps: ChainStep[]};

/** The chain that `node` ends, down to its root identifier; `null` for anything else (a literal, `.upsert`). */
function chainOf(node: Node): Chain | null {
  const steps: ChainStep[] = [];
  let pendingLabels: string[] | null = null;
  let current: Node | null = node;
  while (current) {
    if (TRANSPARENT.has(current.type)) {
      current = current.childForFieldName('expr') ?? current.namedChildren.find((child) => child && child.type !== 'try_operator') ?? null;
      continue;
    }
    if (current.type === 'call_expression') {
      const suffix = current.namedChildren.find((child) => child?.type === 'call_suffix');
      pendingLabels = suffix ? labelsOf(suffix) : [];
      current = current.namedChildren[0] ?? null;
      continue;
    }
    if (current.type === 'navigation_expression') {
      const name = current.childForFieldName('suffix')?.childForFieldName('suffix')?.text ?? '';
      steps.unshift(pendingLabels ? {kind: 'call', name, labels: pendingLabels} : {kind: 'member', name});
      pendingLabels = null;
      current = current.childForFieldName('target');
      continue;
    }
    if (current.type === 'constructor_expression') {
      // `SearchOverrideSchema<[String: String]>(rule: …)`: a generic type's initializer.
      const suffix = current.namedChildren.find((child) => child?.type === 'constructor_suffix');
      const type = current.childForFieldName('constructed_type')?.namedChildren.find((child) => child?.type === 'type_identifier');
      return type ? {root: type.text, steps: [{kind: 'call', name: 'init', labels: suffix ? labelsOf(suffix) : []}, ...steps]} : null;
    }
    if (current.type === 'simple_identifier') {
      if (pendingLabels) {
        // `Field(name: …)`: a value built with the type's initializer.
        steps.unshift({kind: 'call', name: 'init', labels: pendingLabels});
      }
      return {root: current.text, steps};
    }
    return null;
  }
  return null;
}

const CHAIN_TYPES = new Set(['call_expression', 'navigation_expression', 'constructor_expression']);

/** Types of Swift and Foundation that samples use around the client (encoding a document, reading a file). */
const PLATFORM_TYPES = new Set([
  ...['Data', 'URL', 'String', 'JSONSerialization', 'JSONEncoder', 'JSONDecoder', 'ProcessInfo', 'NSNull', 'Task', 'Int', 'Double', 'Bool'],
  // Foundation's HTTP client, for a request the client has no call for (typesense-swift extends URLSession too: its own calls on it are not the samples').
  ...['URLRequest', 'URLSession'],
  // CryptoKit, for a scoped search key.
  ...['HMAC', 'SHA256', 'SymmetricKey'],
]);

/** Every chain of the sample that starts at a client variable or at a capitalized name (a type). */
export function swiftUses(parsed: ParsedSample, scope: ReaderScope = {}): SampleUse[] {
  const clients = new Set(scope.clients ?? ['client']);
  for (const match of parsed.source.matchAll(/\blet\s+(\w+)\s*=\s*Client\(/g)) {
    clients.add(match[1]!);
  }
  // Structs the sample declares (`struct Book: Codable`) are the reader's own.
  const ownTypes = new Set([...parsed.source.matchAll(/\b(?:struct|class|enum)\s+(\w+)/g)].map((match) => match[1]!));
  /** A chain from a type of the client: not the platform's, not the sample's own, not a metatype (`Book.self`). */
  const isClientType = ({root, steps}: Chain) =>
    /^[A-Z]/.test(root) &&
    !PLATFORM_TYPES.has(root) &&
    !ownTypes.has(root) &&
    (scope.clientType?.(root) ?? true) &&
    !(steps[0]?.kind === 'member' && steps[0].name === 'self');
  const uses: SampleUse[] = [];
  const line = (node: Node) => node.startPosition.row + 1 - parsed.offset;
  const visit = (node: Node, insideChain: boolean) => {
    if (node.type === 'catch_block') {
      // `catch HTTPError.clientError(let code, let desc)`: a case of one of the client's error types.
      const parts = node.childForFieldName('error')?.namedChildren ?? [];
      const type = parts[0]?.type === 'user_type' ? parts[0].text : undefined;
      const name = parts[1]?.type === 'simple_identifier' ? parts[1].text : undefined;
      if (type && name && isClientType({root: type, steps: []})) {
        uses.push({kind: 'chain', root: type, steps: [{kind: 'member', name}], line: line(node)});
      }
    }
    const isChain = CHAIN_TYPES.has(node.type);
    if (isChain && !insideChain) {
      const chain = chainOf(node);
      if (chain && clients.has(chain.root) && chain.steps.length > 0) {
        // A client made in the sample is a Client: its chains start from the `client` root's type.
        uses.push({kind: 'chain', root: 'client', steps: chain.steps, line: line(node)});
      } else if (chain && isClientType(chain)) {
        const [first, ...rest] = chain.steps;
        if (first?.kind === 'call' && first.name === 'init') {
          uses.push({kind: 'construct', type: chain.root, members: first.labels!.filter((label) => label !== '_'), ordered: true, line: line(node)});
          if (rest.length > 0) {
            uses.push({kind: 'chain', root: chain.root, steps: rest, line: line(node)});
          }
        } else if (chain.steps.length > 0) {
          uses.push({kind: 'chain', root: chain.root, steps: chain.steps, line: line(node)});
        }
      }
    }
    for (const child of node.namedChildren) {
      if (!child) continue;
      // Arguments start chains of their own; the callee, the target and what try/await wrap continue this one.
      const continues =
        (isChain || (insideChain && TRANSPARENT.has(node.type))) && !['call_suffix', 'constructor_suffix', 'navigation_suffix'].includes(child.type);
      visit(child, continues);
    }
  };
  visit(parsed.root, false);
  return uses;
}
