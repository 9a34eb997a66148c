/**
 * Pure: checks what a sample uses of a client (its call chains and the
 * values it builds) against the surface of the client release the sample
 * documents. Each language's reader turns a parsed sample into `SampleUse`s;
 * this module knows nothing of any language.
 */
import type {ClientRelease, KnownDefect} from '../clients/types';
import type {ChainStep, MemberSurface, ReleaseSurface, SampleUse, TypeSurface} from './types';

export type SurfaceProblem = {line: number; message: string};

function stepName(step: ChainStep): string {
  if (step.kind === 'index') return '[…]';
  if (step.kind === 'call' && step.labels) return `${step.name}(${step.labels.map((label) => `${label}:`).join('')})`;
  return step.kind === 'call' ? `${step.name}()` : step.name;
}

/**
 * Whether `used` appears in `declared` in the same order (a subset of labels, as Swift's defaulted
 * arguments allow). Where the declaration marks its defaulted parameters (`batchSize?`), every
 * other one must be used: `search(_:)` is not `search(_:for:)`. `strict`: the declaration marks
 * every defaulted parameter, so one it does not mark must be used even where it marks none
 * (`importBatch(_:options:)` is not `importBatch(_:)`).
 */
export function inDeclaredOrder(used: readonly string[], declared: readonly string[], {strict = false} = {}): boolean {
  const marksDefaults = strict || declared.some((parameter) => parameter.endsWith('?'));
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

/** The member a step reaches, with its key in the surface (`importBatch(_:action:)` for a Swift overload). */
export function memberFor(type: TypeSurface, step: ChainStep): {key: string; member: MemberSurface} | undefined {
  const keyed = (key: string) => (type.members[key] ? {key, member: type.members[key]} : undefined);
  if (step.kind === 'index') {
    return keyed('[]');
  }
  if (step.kind === 'call' && step.labels) {
    // Swift overloads by labels: each is a member `name(label:…)`; the one whose labels the call follows,
    // every parameter without a default given first (`importBatch(jsonl)` is `importBatch(_:action:)`, whose
    // `action` has a default, not `importBatch(_:options:)`), then any that the labels follow.
    const overloads = Object.entries(type.members).filter(([key, member]) => key.startsWith(`${step.name}(`) && member.params);
    const overload =
      overloads.find(([, member]) => inDeclaredOrder(step.labels!, member.params!, {strict: true})) ??
      overloads.find(([, member]) => inDeclaredOrder(step.labels!, member.params!));
    if (overload) {
      return {key: overload[0], member: overload[1]};
    }
  }
  if (step.kind === 'call' && step.arity !== undefined) {
    return keyed(`${step.name}/${step.arity}`) ?? keyed(step.name);
  }
  return keyed(step.name);
}

/**
 * The problems of one sample's uses; an empty list when every use exists in
 * the release, none is deprecated in it, and none passes a parameter through
 * a call that the release's `defects` say drops or misnames it.
 */
export function checkUses(
  uses: readonly SampleUse[],
  surface: ReleaseSurface,
  release: string,
  facts: Pick<ClientRelease, 'defects'> = {},
): SurfaceProblem[] {
  const problems: SurfaceProblem[] = [];
  // The defective calls a chain reaches, held against the parameters the sample's values carry once all are read.
  const reached: {defect: KnownDefect; path: string; line: number}[] = [];
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
      const found = memberFor(type, step);
      path.push(stepName(step));
      if (!found) {
        problems.push({line: use.line, message: `${path.join('.')}: ${typeName} has no ${stepName(step)} in ${where(typeName)}`});
        break;
      }
      const {key, member} = found;
      if (member.deprecated) {
        problems.push({
          line: use.line,
          message: `${path.join('.')}: ${typeName}.${key} (${type.source}:${member.line}) is deprecated in ${release}, since ${member.deprecated.since}: call ${member.deprecated.replacement} instead`,
        });
      }
      for (const defect of facts.defects ?? []) {
        if (defect.call.type === typeName && defect.call.member === key) {
          reached.push({defect, path: path.join('.'), line: use.line});
        }
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
  for (const {defect, path, line} of reached) {
    const {type, member} = defect.parameter;
    if (uses.some((use) => use.kind === 'construct' && use.type === type && use.members.includes(member))) {
      problems.push({
        line,
        message: `${path}: ${defect.call.type}.${defect.call.member} of ${release} ${defect.reason} (${defect.source}): the sample's ${type} sets ${member}; send it another way`,
      });
    }
  }
  return problems;
}
