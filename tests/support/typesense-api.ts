/**
 * Whether a request conforms to a Typesense OpenAPI description (path,
 * method, query parameters, JSON body): the check of the local stand-ins for
 * a Typesense cluster that the indexer's tests and the sample checks run
 * against.
 */
import Ajv, {type ValidateFunction} from 'ajv';
import type {OpenApiDocument, OpenApiOperation} from '../../code-samples/openapi';

export type Conformance = {operation?: OpenApiOperation; problems: string[]};

type Checker = (method: string, url: URL, body: string | undefined) => Conformance;

const checkers = new WeakMap<OpenApiDocument, Checker>();

/** A checker of requests against `spec`; compiled once per description. */
export function apiConformance(spec: OpenApiDocument): Checker {
  const cached = checkers.get(spec);
  if (cached) {
    return cached;
  }
  // Formats (int64, float…) describe number sizes that JSON does not carry: not checked.
  const ajv = new Ajv({strict: false, allErrors: true, coerceTypes: true, validateFormats: false});
  ajv.addSchema({components: spec.components}, 'openapi');
  const validators = new Map<unknown, ValidateFunction>();
  const validatorFor = (schema: unknown): ValidateFunction => {
    let validate = validators.get(schema);
    if (!validate) {
      const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));
      validate = ajv.compile(rewritten);
      validators.set(schema, validate);
    }
    return validate;
  };
  const routes = Object.entries(spec.paths).map(([template, methods]) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
    parameters: (template.match(/\{/g) ?? []).length,
    methods,
  }));
  // The route with fewer parameters wins: `…/documents/search` over `…/documents/{documentId}`.
  routes.sort((a, b) => a.parameters - b.parameters);
  const check: Checker = (method, url, body) => {
    const route = routes.find((r) => r.pattern.test(url.pathname) && r.methods[method.toLowerCase()]);
    const operation = route?.methods[method.toLowerCase()];
    if (!route || !operation) {
      return {problems: [`${method} ${url.pathname} is not an operation of the Typesense API`]};
    }
    const problems: string[] = [];
    const queryParameters = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const resolve = (schema: unknown): {properties?: Record<string, unknown>} | undefined => {
      const ref = (schema as {$ref?: string} | undefined)?.$ref;
      return ref ? (spec.components.schemas[ref.replace('#/components/schemas/', '')] as never) : (schema as never);
    };
    for (const [key, value] of url.searchParams) {
      const direct = queryParameters.find((p) => p.name === key);
      const viaObject = queryParameters.find((p) => resolve(p.schema)?.properties && key in resolve(p.schema)!.properties!);
      const schema = direct?.schema ?? resolve(viaObject?.schema)?.properties?.[key];
      if (!schema) {
        problems.push(`${operation.operationId}: unknown query parameter ${key}`);
        continue;
      }
      if (!validatorFor({type: 'object', properties: {value: schema}})({value})) {
        problems.push(`${operation.operationId}: query parameter ${key}=${value} does not match its schema`);
      }
    }
    const json = operation.requestBody?.content['application/json'];
    if (json) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body ?? '');
      } catch {
        problems.push(`${operation.operationId}: the body is not JSON`);
      }
      const validate = validatorFor(json.schema);
      if (parsed !== undefined && !validate(parsed)) {
        problems.push(`${operation.operationId}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    return {operation, problems};
  };
  checkers.set(spec, check);
  return check;
}
