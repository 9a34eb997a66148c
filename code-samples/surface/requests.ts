/**
 * Pure: whether a sample of a client that cannot run here reaches the calls
 * that send its group's requests. The surface says which calls a sample
 * reaches (its chains, each step resolved to a member of a type of the
 * release); the client's request facts (code-samples/clients/<language>/requests.ts)
 * say which request each of those members sends. A sample passes when the
 * requests of the calls it reaches, in the order of its lines, hold the
 * group's requests (method and path) in the Shell sample's order.
 */
import {matchPath} from '../operations';
import type {HttpMethod} from '../request/request';
import {memberFor} from './check';
import type {ReleaseSurface, SampleUse} from './types';

/** A request as a client's source sends it: the method and the path, `{…}` for a value the caller gives (`/collections/{name}`). */
export type SentRequest = `${HttpMethod} /${string}`;

/**
 * What one member of a client sends, read from the client's source: `sends`,
 * and the file that shows it (at the tags of the releases that have the member).
 */
export type RequestFact = {sends: SentRequest; source: string};

/** A client's request facts, by `Type.member` as its surface names them (`Health.retrieve`, `Collections.retrieve`). */
export type ClientRequestFacts = Readonly<Record<string, RequestFact>>;

/** A call a sample reaches: the member, the line of the sample, and the request it sends, if the facts say. */
export type ReachedCall = {member: string; line: number; sends?: SentRequest};

/** The methods a sample's chains reach, in the order of its lines, resolved through the release's surface. */
export function reachedCalls(uses: readonly SampleUse[], surface: ReleaseSurface, facts: ClientRequestFacts): ReachedCall[] {
  const calls: ReachedCall[] = [];
  for (const use of uses) {
    if (use.kind !== 'chain') {
      continue;
    }
    let typeName = surface.roots[use.root] ?? (surface.types[use.root] ? use.root : undefined);
    for (const step of use.steps) {
      const type = typeName ? surface.types[typeName] : undefined;
      const member = type && memberFor(type, step)?.member;
      if (!member) {
        break;
      }
      if (step.kind === 'call' || member.kind === 'property') {
        const name = `${typeName}.${step.kind === 'index' ? '[]' : step.name}`;
        const fact = facts[name];
        if (step.kind === 'call' || fact) {
          calls.push({member: name, line: use.line, ...(fact && {sends: fact.sends})});
        }
      }
      typeName = member.returns;
    }
  }
  // A chain that nests others (a constructor's arguments) is read once per use: each call once.
  const unique = [...new Map(calls.map((call) => [`${call.line}:${call.member}`, call])).values()];
  return unique.sort((a, b) => a.line - b.line);
}

/** Whether a request (`GET /collections/books`) is one a call sends (`GET /collections/{name}`). */
export function sendsRequest(sent: SentRequest, request: {method: string; path: string}): boolean {
  const at = sent.indexOf(' ');
  return sent.slice(0, at) === request.method && matchPath(sent.slice(at + 1), request.path.replace(/(.)\/+$/, '$1')) !== null;
}

/**
 * Why the calls a sample reaches do not send the group's requests, in order;
 * `undefined` when they do. Calls that send other requests before, between or
 * after them are allowed: a sample may read back what it made.
 */
export function missingRequests(calls: readonly ReachedCall[], requests: readonly {method: string; path: string}[]): string | undefined {
  let at = 0;
  for (const request of requests) {
    const found = calls.findIndex((call, index) => index >= at && call.sends !== undefined && sendsRequest(call.sends, request));
    if (found < 0) {
      const group = requests.map(({method, path}) => `${method} ${path}`).join(', then ');
      const reached = calls.length > 0 ? calls.map((call) => `${call.member} (line ${call.line}${call.sends ? `, ${call.sends}` : ''})`).join('; ') : 'none';
      return `reaches no call that sends ${request.method} ${request.path}${requests.length > 1 ? ' in the order of the Shell sample' : ''}; the group sends ${group}; the calls the sample reaches: ${reached}`;
    }
    at = found + 1;
  }
  return undefined;
}
