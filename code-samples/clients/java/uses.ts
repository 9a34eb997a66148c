/**
 * What a Java sample uses of typesense-java: its call chains from the client
 * (`client`, or a variable made with `new Client(…)`), from the client's
 * classes (`FieldTypes.STRING`, `IndexAction.UPSERT`,
 * `SearchOverrideRule.MatchEnum.EXACT`), and from the model values it builds
 * (`new SearchParameters().q("x").queryBy("title")`: the class, then each
 * setter); each `new Type(…)` of a client class is a construct use. Names of
 * the JDK and of Jackson (`List.of`, `Map.entry`, `new HashMap<>()`,
 * `new ObjectMapper()`) are not the client's, nor is a class the sample
 * imports from another package by its name (`import java.net.http.HttpClient;`:
 * `HttpClient`, and the types nested in it, `HttpResponse.BodyHandlers`).
 */
import type {Node} from 'web-tree-sitter';
import type {ParsedSample} from '../../parse';
import {ownField} from '../../surface/chains';
import type {ChainStep, ReaderScope, SampleUse} from '../../surface/types';

/** Classes of the JDK, and of Jackson (which comes with the client), that samples name: their calls are not the client's. */
export const OTHER_CLASSES: ReadonlySet<string> = new Set([
  'Base64',
  'ObjectMapper',
  'TypeReference',
  'List',
  'ArrayList',
  'Arrays',
  'Map',
  'HashMap',
  'LinkedHashMap',
  'Set',
  'HashSet',
  'Collections',
  'String',
  'Object',
  'Integer',
  'Long',
  'Double',
  'Float',
  'Boolean',
  'System',
  'Files',
  'Path',
  'Paths',
  'Duration',
  'Thread',
  'Math',
  'BigDecimal',
  'StandardCharsets',
  'Exception',
  'RuntimeException',
]);

function argumentCount(args: Node | null): number {
  return args ? args.namedChildren.filter((child) => child !== null && child.type !== 'comment' && child.type !== 'line_comment' && child.type !== 'block_comment').length : 0;
}

/** The simple name of a type node: `SearchOverrideRule.MatchEnum` stays qualified, `HashMap<>` loses its type arguments. */
function typeNameOf(node: Node | null): string {
  if (!node) return '';
  if (node.type === 'generic_type') return typeNameOf(node.namedChildren[0] ?? null);
  return node.text.replace(/^org\.typesense\.(?:api|model|resources)\./, '');
}

type Chain = {root: string; steps: ChainStep[]};

/** The classes a sample imports by name from a package other than the client's: `import java.net.URI;` → `URI`. */
function importedClasses(source: string): Set<string> {
  return new Set([...source.matchAll(/^import (?!static )(?!org\.typesense\.)[\w.]+\.([A-Z]\w*);/gm)].map((match) => match[1]!));
}

/** The chain that `node` ends, from a root: an identifier among `roots` or a capitalised class name, or `new Type(…)`. */
function chainOf(node: Node, roots: ReadonlySet<string>, clientType: (name: string) => boolean): Chain | null {
  const steps: ChainStep[] = [];
  let current: Node | null = node;
  while (current) {
    if (current.type === 'method_invocation') {
      const object = current.childForFieldName('object');
      if (!object) return null;
      steps.unshift({kind: 'call', name: current.childForFieldName('name')?.text ?? '', arity: argumentCount(current.childForFieldName('arguments'))});
      current = object;
      continue;
    }
    if (current.type === 'field_access') {
      steps.unshift({kind: 'member', name: current.childForFieldName('field')?.text ?? ''});
      current = current.childForFieldName('object');
      continue;
    }
    if (current.type === 'parenthesized_expression') {
      current = current.namedChildren[0] ?? null;
      continue;
    }
    if (current.type === 'object_creation_expression') {
      const type = typeNameOf(current.childForFieldName('type'));
      return !clientType(type) || steps.length === 0 ? null : {root: type, steps};
    }
    if (current.type === 'this') {
      const field = ownField(steps, roots);
      return field && {root: 'client', steps: field.steps};
    }
    if (current.type === 'identifier' || current.type === 'type_identifier') {
      const name = current.text;
      if (roots.has(name)) return steps.length > 0 ? {root: 'client', steps} : null;
      if (!/^[A-Z]/.test(name) || !clientType(name) || steps.length === 0) return null;
      // A type nested in a class (`SearchOverrideRule.MatchEnum.EXACT`) is a root of its own.
      const [first, ...rest] = steps;
      if (first?.kind === 'member' && /^[A-Z][a-z]/.test(first.name) && rest.length > 0) {
        return {root: `${name}.${first.name}`, steps: rest};
      }
      return {root: name, steps};
    }
    return null;
  }
  return null;
}

export function javaUses(parsed: ParsedSample, scope: ReaderScope = {}): SampleUse[] {
  const roots = new Set(scope.clients ?? ['client']);
  // The JDK's classes and others a sample imports by name are not the client's (java.net.http in a sample sent without it).
  const imported = importedClasses(parsed.source);
  const ownClientType = scope.clientType ?? ((name: string) => !OTHER_CLASSES.has(name));
  const clientType = (name: string) => !imported.has(name) && ownClientType(name);
  for (const match of parsed.source.matchAll(/\b(?:Client|var)\s+(\w+)\s*=\s*new\s+(?:org\.typesense\.api\.)?Client\s*\(/g)) {
    roots.add(match[1]!);
  }
  const uses: SampleUse[] = [];
  const chainTypes = new Set(['method_invocation', 'field_access']);
  const line = (node: Node) => node.startPosition.row + 1 - parsed.offset;
  const visit = (node: Node, insideChain: boolean) => {
    const isChain = chainTypes.has(node.type);
    if (isChain && !insideChain) {
      const chain = chainOf(node, roots, clientType);
      if (chain) {
        uses.push({kind: 'chain', root: chain.root, steps: chain.steps, line: line(node)});
      }
    }
    if (node.type === 'object_creation_expression') {
      const type = typeNameOf(node.childForFieldName('type'));
      if (clientType(type)) {
        uses.push({kind: 'construct', type, members: [], ordered: false, line: line(node)});
      }
    }
    for (const child of node.namedChildren) {
      if (child) {
        // Arguments start chains of their own; the object of a call or field continues this one.
        const continues = isChain && child.id === node.childForFieldName('object')?.id;
        visit(child, continues);
      }
    }
  };
  visit(parsed.root, false);
  return uses;
}
