/**
 * Pure: whether a release has every call of a rendered sample, before the
 * sample goes on a page. A renderer writes an operation's call the way its
 * client names it; whether a release of the client has that call is a fact of
 * the release's surface (surface.json), so the renderer asks it rather than
 * keeping lists of versions: a release without the call gets the tab that
 * says so.
 *
 * The chains of rendered code are regular (`client.collections('b')
 * .documents().search(`), so they are read with a pattern here; the sample
 * checks read every sample, written ones too, with tree-sitter.
 */
import type {ClientRelease, RenderedSample} from '../clients/types';
import {checkUses} from './check';
import {releaseSurfaceOf} from './load';
import type {ChainStep, ClientSurface, SampleUse} from './types';
import {lacking} from '../render/standard-http';

export type ChainSyntax = {
  /** The names chains start from in rendered code, and the surface root each stands for (`node` → `client`). */
  roots: Readonly<Record<string, string>>;
  /** Members are reached with `.` (JavaScript, Python, Ruby, Dart) or `->` (PHP). */
  member: '.' | '->';
};

/** The arguments of a call in rendered code, counted at its top level: `('b')` 1, `()` 0, `({…}, {…})` 2. */
function countArguments(text: string, open: number): number {
  let depth = 0;
  let count = 0;
  let any = false;
  let quote: string | null = null;
  for (let i = open; i < text.length; i += 1) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      quote = c;
      any = true;
    } else if ('([{'.includes(c)) {
      depth += 1;
      if (depth > 1) any = true;
    } else if (')]}'.includes(c)) {
      depth -= 1;
      if (depth === 0) return any ? count + 1 : 0;
    } else if (c === ',' && depth === 1) {
      count += 1;
    } else if (!/\s/.test(c)) {
      any = true;
    }
  }
  return any ? count + 1 : 0;
}

/** The chains of rendered code, from its roots. */
export function renderedChains(code: string, syntax: ChainSyntax): SampleUse[] {
  const uses: SampleUse[] = [];
  const member = syntax.member === '->' ? '->' : '\\.';
  const names = Object.keys(syntax.roots);
  const start = new RegExp(`(?:^|[^\\w$])(${names.map((root) => root.replace('$', '\\$')).join('|')})(?=${member}|\\[)`, 'g');
  for (const match of code.matchAll(start)) {
    const steps: ChainStep[] = [];
    let at = match.index + match[0].length;
    for (;;) {
      const rest = code.slice(at);
      const access = new RegExp(`^(?:${member})(\\w+)`).exec(rest);
      if (access) {
        at += access[0].length;
        if (code[at] === '(') {
          steps.push({kind: 'call', name: access[1]!, arity: countArguments(code, at)});
          // Past the call's arguments.
          let depth = 0;
          for (; at < code.length; at += 1) {
            if (code[at] === '(') depth += 1;
            if (code[at] === ')' && --depth === 0) {
              at += 1;
              break;
            }
          }
        } else {
          steps.push({kind: 'member', name: access[1]!});
        }
        continue;
      }
      if (rest.startsWith('[')) {
        steps.push({kind: 'index'});
        at += rest.indexOf(']') + 1;
        continue;
      }
      break;
    }
    if (steps.length > 0) {
      uses.push({kind: 'chain', root: syntax.roots[match[1]!]!, steps, line: code.slice(0, match.index).split('\n').length});
    }
  }
  return uses;
}

/**
 * The rendered sample, or the tab that says the release has no such call:
 * `<Type> has no <member>` for the first call the release does not have.
 */
export function gatedBySurface(rendered: RenderedSample, surface: ClientSurface, release: ClientRelease, syntax: ChainSyntax): RenderedSample {
  if (rendered.kind !== 'code') {
    return rendered;
  }
  const [problem] = checkUses(renderedChains(rendered.code, syntax), releaseSurfaceOf(surface, release), release.version);
  if (!problem) {
    return rendered;
  }
  const missing = /: (\w+) has no (.+?) in /.exec(problem.message);
  return {kind: 'missing', detail: missing ? `${missing[1]} has no ${missing[2]}` : problem.message};
}

/** The parameters a release's method declares, or `undefined` when the surface does not say. */
export function declaredParameters(surface: ClientSurface, release: ClientRelease, type: string, member: string): readonly string[] | undefined {
  return releaseSurfaceOf(surface, release).types[type]?.members[member]?.params;
}

/**
 * Where a release has no call for a request (`rendered` is the tab that says
 * so), the request sent through the client's public low-level API instead:
 * `lowLevel` is that code, the reason even the low-level API cannot send it,
 * or undefined where the release has none. The code is gated like every call;
 * what comes back carries what the release lacks, worded to follow the
 * client's name in the comment above the code (` has no …`, `'s … sends no …`).
 */
export function throughLowLevelApi(
  rendered: Extract<RenderedSample, {kind: 'missing'}>,
  lowLevel: RenderedSample | string | undefined,
  gate: (sample: RenderedSample) => RenderedSample,
): {kind: 'code'; code: string; lacks: string} | RenderedSample {
  if (lowLevel === undefined) {
    return rendered;
  }
  if (typeof lowLevel === 'string') {
    return {kind: 'missing', detail: `${rendered.detail}, and ${lowLevel}`};
  }
  const gated = gate(lowLevel);
  if (gated.kind !== 'code') {
    return rendered;
  }
  return {kind: 'code', code: gated.code, lacks: lacking(rendered.detail)};
}
