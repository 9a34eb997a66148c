/**
 * Pure: a request sent with typesense-go's generated low-level client, for a
 * release whose `typesense.Client` has no call for it, or cannot express it (a
 * parameter its typed models lack, a body its method cannot send).
 *
 * Every release bundles the client oapi-codegen generates from its OpenAPI
 * description (typesense/api/client_gen.go), and exports it:
 * `api.NewClientWithResponses(server, api.WithAPIKey(key))` makes an
 * `api.ClientWithResponses`, with a `…WithResponse` call for each operation of
 * that description. The surface records each call with its parameter types
 * and, as its `tag`, the request it sends (`PUT /synonym_sets/{}/items/{}`),
 * so the call of a request is found by its method and path. Its arguments:
 *
 * - the path parameters, in the order of the path;
 * - the query parameters as the `*api.…Params` struct the call takes, field by
 *   field through their json tags; a parameter no field carries is set by a
 *   request editor (`api.RequestEditorFn`), which the call runs on the
 *   `*http.Request` before it sends it;
 * - the body as the model the call takes, where the model can express it, or
 *   else as it is, JSON text through the `…WithBodyWithResponse` call, which
 *   takes a content type and an `io.Reader`.
 *
 * A request whose method and path no call of the release sends stays a tab
 * without code (`Unsendable`).
 */
import type {RenderInput} from '../types';
import type {JsonValue} from '../../request/request';
import {typedQuery} from '../../render/request-values';
import {bodyText} from '../../render/standard-http';
import type {ReleaseSurface} from '../../surface/types';
import {GoValues, SET_UP, Unsendable, goString, printGo, shownResult, withEnvironment, type GoExpr} from './values';

/** The variable the sample holds the generated client in; the gate and the reader of samples know it by this name. */
export const API_CLIENT = 'apiClient';

/** A Go string literal of `text`: a raw string where it can be one (no backquote), as readers write JSON. */
function goText(text: string): string {
  return text.includes('`') ? goString(text) : `\`${text}\``;
}

type GeneratedCall = {name: string; params: readonly string[]};

/** The request a call sends, as the surface records it: `PUT /synonym_sets/{}/items/{}`. */
function routeOf(input: Pick<RenderInput, 'call' | 'request'>): string {
  return `${input.request.method} ${input.call.operation.path.replace(/\{\w+\}/g, '{}')}`;
}

/**
 * The statements that send the request with the generated client, from the
 * comment that says why (`reason`: what the release's own calls lack) to the
 * call. Throws `Unsendable` where the generated client has no call for the
 * request, or cannot send its body.
 */
export function generatedClientCall(input: RenderInput, surface: ReleaseSurface, reason: string, values = new GoValues(surface)): string {
  const {call, request, release} = input;
  const client = surface.types['api.ClientWithResponses'];
  const route = `${request.method} ${call.operation.path}`;
  if (!client || !surface.types.api?.members.NewClientWithResponses) {
    throw new Unsendable('the release has no generated api client');
  }
  const calls: GeneratedCall[] = Object.entries(client.members)
    .filter(([, member]) => member.tag === routeOf(input) && member.params)
    .map(([name, member]) => ({name, params: member.params!}));
  const typed = calls.find((candidate) => !candidate.name.endsWith('WithBodyWithResponse'));
  const withBody = calls.find((candidate) => candidate.name.endsWith('WithBodyWithResponse'));
  if (!typed && !withBody) {
    throw new Unsendable(`its generated api client has no call for ${route} either`);
  }
  const queryValues = values.withStrictness('string');
  /** The statements before the call: its parameters, the request editor, the body. */
  const statements: {params?: string; editor?: string; body?: string} = {};
  const args: string[] = ['context.Background()'];

  // The path parameters, in the order of the path: each a string, or the int64 of a key's id.
  const pathNames = [...call.operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const pathTypes = (typed ?? withBody)!.params.slice(1, 1 + pathNames.length);
  pathNames.forEach((name, index) => {
    const value = call.pathParams[name] ?? '';
    args.push(pathTypes[index] === 'int64' ? String(Number(value)) : goString(value));
  });

  // The body: the model the typed call takes, where it can express the body; else the body as it is.
  const body = request.body;
  let chosen: GeneratedCall;
  let bodyArgs: string[] = [];
  const typedBody = typed?.params.slice(1 + pathNames.length).find((type) => !type.startsWith('...') && !/^\*\w+Params$/.test(type));
  if (!body) {
    if (!typed || typedBody) throw new Unsendable(`its generated api client sends ${route} with a body`);
    chosen = typed;
  } else {
    let model: GoExpr | undefined;
    if (typed && typedBody && body.kind === 'json') {
      try {
        model = withEnvironment(values.value(body.value, typedBody, 'the body'), request);
        if (!helpersOf(surface, model)) model = undefined;
      } catch (error) {
        if (!(error instanceof Unsendable) || !withBody) throw error;
      }
    }
    if (model) {
      chosen = typed!;
      statements.body = `body := ${printGo(model, '', 'body := '.length)}`;
      bodyArgs = ['body'];
    } else if (withBody) {
      chosen = withBody;
      statements.body = rawBody(input);
      bodyArgs = [goString(request.contentType ?? (body.kind === 'json' ? 'application/json' : 'text/plain')), 'body'];
    } else {
      throw new Unsendable(`its generated api client sends no body with ${route}`);
    }
  }

  // The query parameters: the fields of the call's parameters struct, and a request editor for the others.
  const paramsType = chosen.params.find((type) => /^\*\w+Params$/.test(type));
  const query = typedQuery(input);
  const extra: (readonly [string, string])[] = [];
  let params: GoExpr | undefined;
  if (paramsType) {
    const model = values.model(paramsType.slice(1));
    const fields = new Map(
      Object.values(model?.type.members ?? {})
        .filter((member) => member.kind === 'field' && member.tag)
        .map((member) => [member.tag!.split(',')[0]!, member.params![0]!]),
    );
    const known: Record<string, JsonValue> = {};
    for (const entry of request.query) {
      const [name] = entry;
      const goType = fields.get(name);
      if (goType && !(name in known) && sendable(surface, queryValues, query[name]!, goType)) {
        known[name] = query[name]!;
      } else {
        extra.push(entry);
      }
    }
    try {
      params = Object.keys(known).length > 0 ? queryValues.value(known, paramsType, 'the query parameters') : undefined;
    } catch (error) {
      // A parameter the struct requires and the request leaves out: the editor sets every parameter.
      if (!(error instanceof Unsendable)) throw error;
      extra.splice(0, extra.length, ...request.query);
    }
    if (params) statements.params = `params := ${printGo(params, '', 'params := '.length)}`;
    args.push(params ? 'params' : 'nil');
  } else {
    extra.push(...request.query);
  }
  if (extra.length > 0) {
    const repeated = (name: string) => request.query.filter(([other]) => other === name).length > 1;
    statements.editor = [
      'addParameters := func(_ context.Context, req *http.Request) error {',
      '\tquery := req.URL.Query()',
      ...extra.map(([name, value]) => `\tquery.${repeated(name) ? 'Add' : 'Set'}(${goString(name)}, ${goString(value)})`),
      '\treq.URL.RawQuery = query.Encode()',
      '\treturn nil',
      '}',
    ].join('\n');
  }
  args.push(...bodyArgs);
  if (extra.length > 0) args.push('addParameters');

  // The set-up's server (or the one node the Shell sample addresses) and the set-up's key.
  const server = request.node ? goString(request.node) : SET_UP.server;
  return [
    [
      `// typesense-go ${release.version}${/^no /.test(reason) ? ' has ' : ': '}${reason.replace(/ in typesense-go$/, '')}; the generated api client sends it.`,
      `${API_CLIENT}, err := api.NewClientWithResponses(`,
      `\t${server},`,
      `\tapi.WithAPIKey(${SET_UP.apiKey}),`,
      ')',
      'if err != nil {',
      '\tpanic(err)',
      '}',
    ].join('\n'),
    ...[statements.params, statements.editor, statements.body].filter((statement): statement is string => statement !== undefined),
    `response, err := ${API_CLIENT}.${chosen.name}(${args.join(', ')})\n${shownResult('response', 'response')}`,
  ].join('\n\n');
}

/** Whether the helpers of `typesense/api/pointer` a value calls (`pointer.Any`, from v3 on) are the release's. */
function helpersOf(surface: ReleaseSurface, value: GoExpr): boolean {
  const helpers = surface.types.pointer?.members ?? {};
  return [...printGo(value, '', 0).matchAll(/\bpointer\.(\w+)\(/g)].every((match) => helpers[match[1]!]);
}

/** Whether a query value can go to a field of this Go type (as the string it travels as), with the release's helpers. */
function sendable(surface: ReleaseSurface, values: GoValues, value: JsonValue, goType: string): boolean {
  try {
    return helpersOf(surface, values.value(value, goType, 'the parameter'));
  } catch (error) {
    if (error instanceof Unsendable) return false;
    throw error;
  }
}

/** `body := …`: the body as the Shell sample sends it, an `io.Reader`, for a `…WithBodyWithResponse` call or net/http. */
export function rawBody(input: Pick<RenderInput, 'request'>, sender = 'its generated api client'): string {
  const {request} = input;
  const body = request.body!;
  if (body.kind === 'file') {
    return `body, err := os.Open(${goString(body.file)})\nif err != nil {\n\tpanic(err)\n}\ndefer body.Close()`;
  }
  const text = bodyText(body)!;
  const names = (request.environment ?? []).filter((name) => text.includes(`\${${name}}`));
  if (names.length === 0) {
    return `body := strings.NewReader(${goText(text)})`;
  }
  // os.ExpandEnv reads each `${NAME}` of the text as the variable's value, and any other `$` too.
  if (names.reduce((rest, name) => rest.replaceAll(`\${${name}}`, ''), text).includes('$')) {
    throw new Unsendable(`${sender} would send the body through os.ExpandEnv, which reads its other "$" as variables`);
  }
  return `body := strings.NewReader(os.ExpandEnv(${goText(text)}))`;
}
