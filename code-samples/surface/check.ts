/**
 * Pure: checks what a sample uses of a client (its call chains and the
 * values it builds) against the surface of the client release the sample
 * documents. Each language's reader turns a parsed sample into `SampleUse`s;
 * this module knows nothing of any language.
 */
import type {ChainStep, ReleaseSurface, SampleUse, TypeSurface} from './types';

export type SurfaceProblem = {line: number; message: string};

function stepName(step: ChainStep): string {
  if (step.kind === 'index') return '[…]';
  if (step.kind === 'call' && step.labels) return `${step.name}(${step.labels.map((label) => `${label}:`).join('')})`;
  return step.kind === 'call' ? `${step.name}()` : step.name;
}

/**
 * Whether `used` appears in `declared` in the same order (a subset of labels, as Swift's defaulted
 * arguments allow). Where the declaration marks its defaulted parameters (`batchSize?`), every
 * other one must be used: `search(_:)` is not `search(_:for:)`.
 */
export function inDeclaredOrder(used: readonly string[], declared: readonly string[]): boolean {
  const marksDefaults = declared.some((parameter) => parameter.endsWith('?'));
  const required = (parameter: string) => marksDefaults && !parameter.endsWith('?');
  let at = 0;
  for (const label of used) {
    const found = declared.findIndex((parameter, index) => index >= at && parameter.replace(/\?$/, '') === label);
    if (found < 0 || declared.slice(at, found).some(required)) {
      return false;
    }
    at = found + 1;
  }
  return !declared.slice(at).some(required);
}

/** A declared parameter's name, without the mark of a default (`batchSize?`). */
export function parameterName(parameter: string): string {
  return parameter.replace(/\?$/, '');
}

export function memberFor(type: TypeSurface, step: ChainStep) {
  if (step.kind === 'index') {
    return type.members['[]'];
  }
  if (step.kind === 'call' && step.labels) {
    // Swift overloads by labels: each is a member `name(label:…)`; the one whose labels the call follows.
    const overload = Object.entries(type.members).find(
      ([key, member]) => key.startsWith(`${step.name}(`) && member.params && inDeclaredOrder(step.labels!, member.params),
    );
    if (overload) {
      return overload[1];
    }
  }
  if (step.kind === 'call' && step.arity !== undefined) {
    return type.members[`${step.name}/${step.arity}`] ?? type.members[step.name];
  }
  return type.members[step.name];
}

/** The problems of one sample's uses; an empty list when every use exists in the release. */
export function checkUses(uses: readonly SampleUse[], surface: ReleaseSurface, release: string): SurfaceProblem[] {
  const problems: SurfaceProblem[] = [];
  const where = (typeName: string) => `${typeName} (${surface.types[typeName]?.source ?? 'no such type'}) of ${release}`;
  for (const use of uses) {
    if (use.kind === 'construct') {
      const type = surface.types[use.type];
      if (!type) {
        problems.push({line: use.line, message: `${use.type} is not a type of ${release}`});
        continue;
      }
      const init = type.members.init;
      for (const member of use.members) {
        // An initializer's labels are its own: `Client(config:)` of a `configuration` property.
        if (!type.members[member] && !init?.params?.map(parameterName).includes(member)) {
          problems.push({line: use.line, message: `${use.type} has no member "${member}" in ${where(use.type)}`});
        }
      }
      if (use.ordered && init?.params && !inDeclaredOrder(use.members, init.params)) {
        problems.push({
          line: use.line,
          message: `${use.type}(${use.members.join(':, ')}:) does not follow the order of ${use.type}.init(${init.params.join(':, ')}:) in ${where(use.type)}`,
        });
      }
      continue;
    }
    let typeName = surface.roots[use.root] ?? (surface.types[use.root] ? use.root : undefined);
    if (!typeName) {
      problems.push({line: use.line, message: `"${use.root}" is neither the client nor a type of ${release}`});
      continue;
    }
    const path: string[] = [use.root];
    for (const step of use.steps) {
      const type: TypeSurface | undefined = surface.types[typeName];
      if (!type) {
        break;
      }
      const member = memberFor(type, step);
      path.push(stepName(step));
      if (!member) {
        problems.push({line: use.line, message: `${path.join('.')}: ${typeName} has no ${stepName(step)} in ${where(typeName)}`});
        break;
      }
      if (step.kind === 'call' && step.labels && member.params && !inDeclaredOrder(step.labels, member.params)) {
        problems.push({
          line: use.line,
          message: `${path.join('.')}: the labels do not match ${step.name}(${member.params.map((p) => `${p}:`).join('')}) in ${where(typeName)}`,
        });
        break;
      }
      if (!member.returns) {
        break;
      }
      typeName = member.returns;
    }
  }
  return problems;
}
