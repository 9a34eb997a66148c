/**
 * The Typesense server's OpenAPI descriptions (code-samples/openapi/, as the
 * server project publishes them for 28.0, 29.0, 30.0 and 30.2): the types of the query
 * parameters that renderers write as typed values (`per_page: 3`, not `'3'`),
 * and what the sample checks hold every Shell sample to.
 *
 * Older versions have no published description; their parameters are typed as
 * in the oldest one, whose types have not changed since those versions.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {compareVersions} from '../src/versioning/versions';
import {DESCRIPTION_GAPS} from './openapi/description-gaps';
import type {Operation} from './operations';

export type OpenApiSchema = {
  type?: string;
  $ref?: string;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  enum?: unknown[];
};
export type OpenApiParameter = {name: string; in: string; required?: boolean; schema?: OpenApiSchema};
export type OpenApiOperation = {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: {content: Record<string, {schema: OpenApiSchema}>};
  /** By status code (`'201'`): the stand-in answers with the success the description documents. */
  responses?: Record<string, unknown>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {schemas: Record<string, OpenApiSchema>};
};

/** The versions with a published description, oldest first. */
/**
 * The versions with a published description, oldest first. 30.0's also
 * describes 30.1, whose API it did not change; 30.2's was published before
 * 30.2 and describes it (its `info.version` still says 30.0).
 */
export const OPENAPI_VERSIONS = ['28.0', '29.0', '30.0', '30.2'] as const;

export const OPENAPI_DIR = path.join(__dirname, 'openapi');

const documents = new Map<string, OpenApiDocument>();

/** The published description of `version` (`28.0`, `29.0`, `30.0`, `30.2`), as the server project ships it. */
export function publishedOpenApiDocument(version: (typeof OPENAPI_VERSIONS)[number]): OpenApiDocument {
  return yaml.load(fs.readFileSync(path.join(OPENAPI_DIR, `typesense-${version}.yml`), 'utf8')) as OpenApiDocument;
}

function operationById(document: OpenApiDocument, operationId: string): OpenApiOperation {
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) {
      if (operation.operationId === operationId) {
        return operation;
      }
    }
  }
  throw new Error(`code-samples/openapi/description-gaps.ts names operation ${operationId}, which the description does not have.`);
}

/** Pure: `schema` without `property` among its required ones (a copy). */
function withOptional(document: OpenApiDocument, schema: OpenApiSchema | undefined, property: string): OpenApiSchema {
  const resolved = {...resolveSchema(document, schema)} as OpenApiSchema & {required?: string[]};
  resolved.required = (resolved.required ?? []).filter((name) => name !== property);
  return resolved;
}

/**
 * Pure: the description completed with the server's documented gaps
 * (./openapi/description-gaps.ts) of its version.
 */
export function withDescriptionGaps(published: OpenApiDocument, version: (typeof OPENAPI_VERSIONS)[number]): OpenApiDocument {
  const document = structuredClone(published);
  for (const gap of DESCRIPTION_GAPS.filter((candidate) => candidate.versions.includes(version))) {
    if (gap.kind === 'route') {
      const methods = (document.paths[gap.path] ??= {});
      methods[gap.method.toLowerCase()] ??= {operationId: `${gap.method.toLowerCase()}${gap.path.replace(/[^a-z]+([a-z])/g, (_, c: string) => c.toUpperCase())}`};
      continue;
    }
    const operation = operationById(document, gap.operationId);
    if (gap.kind === 'query') {
      operation.parameters = [...(operation.parameters ?? []), {name: gap.name, in: 'query', schema: {type: gap.type}}];
    } else if (gap.kind === 'jsonl-body') {
      delete operation.requestBody;
    } else {
      const content = operation.requestBody?.content['application/json'];
      if (!content) {
        throw new Error(`description-gaps.ts: ${gap.operationId} has no JSON body.`);
      }
      if (gap.within === 'body') {
        content.schema = withOptional(document, content.schema, gap.property);
      } else {
        const body = {...resolveSchema(document, content.schema)} as OpenApiSchema;
        const fields = body.properties?.fields;
        body.properties = {...body.properties, fields: {...fields, items: withOptional(document, fields?.items, gap.property)}};
        content.schema = body;
      }
    }
  }
  return document;
}

/** The description of `version` (one of OPENAPI_VERSIONS), completed with what its server accepts beyond it. */
export function openApiDocument(version: (typeof OPENAPI_VERSIONS)[number]): OpenApiDocument {
  let document = documents.get(version);
  if (!document) {
    document = withDescriptionGaps(publishedOpenApiDocument(version), version);
    documents.set(version, document);
  }
  return document;
}

/** The description that describes `serverVersion`: its own, or the nearest one (the newest for `current`). */
export function openApiVersionFor(serverVersion: string): (typeof OPENAPI_VERSIONS)[number] {
  const newest = OPENAPI_VERSIONS[OPENAPI_VERSIONS.length - 1]!;
  if (serverVersion === 'current') {
    return newest;
  }
  return [...OPENAPI_VERSIONS].reverse().find((version) => compareVersions(version, serverVersion) <= 0) ?? OPENAPI_VERSIONS[0];
}

/** The description that types the parameters of `serverVersion`. */
export function openApiFor(serverVersion: string): OpenApiDocument {
  return openApiDocument(openApiVersionFor(serverVersion));
}

/** `#/components/schemas/X` → the schema X. */
export function resolveSchema(document: OpenApiDocument, schema: OpenApiSchema | undefined): OpenApiSchema | undefined {
  let current = schema;
  for (let depth = 0; current?.$ref && depth < 10; depth += 1) {
    current = document.components.schemas[current.$ref.replace('#/components/schemas/', '')];
  }
  return current;
}

/** The description of an operation of the catalog, if the document has it. */
export function openApiOperation(document: OpenApiDocument, operation: Operation): OpenApiOperation | undefined {
  return document.paths[operation.path]?.[operation.method.toLowerCase()];
}

/**
 * The schema of a query parameter of `operation`: a parameter of its own
 * (`action`), or a property of an object parameter (`searchParameters.q`).
 */
export function queryParameterSchema(document: OpenApiDocument, operation: Operation, name: string): OpenApiSchema | undefined {
  const parameters = (openApiOperation(document, operation)?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const direct = parameters.find((parameter) => parameter.name === name);
  if (direct) {
    return resolveSchema(document, direct.schema);
  }
  for (const parameter of parameters) {
    const object = resolveSchema(document, parameter.schema);
    const property = object?.properties?.[name];
    if (property) {
      return resolveSchema(document, property);
    }
  }
  return undefined;
}

/** The JSON type of a schema (`integer`, `boolean`, `string`…), looking through `oneOf`/`anyOf`. */
export function schemaType(document: OpenApiDocument, schema: OpenApiSchema | undefined): string | undefined {
  const resolved = resolveSchema(document, schema);
  if (!resolved) return undefined;
  if (resolved.type) return resolved.type;
  const variants = resolved.oneOf ?? resolved.anyOf ?? resolved.allOf;
  return variants?.map((variant) => schemaType(document, variant)).find(Boolean);
}
