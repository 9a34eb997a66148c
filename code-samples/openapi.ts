/**
 * The Typesense server's OpenAPI descriptions (code-samples/openapi/, as the
 * server project publishes them for 28.0 and 29.0): the types of the query
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
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {schemas: Record<string, OpenApiSchema>};
};

/** The versions with a published description, oldest first. */
export const OPENAPI_VERSIONS = ['28.0', '29.0'] as const;

export const OPENAPI_DIR = path.join(__dirname, 'openapi');

const documents = new Map<string, OpenApiDocument>();

/** The description of `version` (`28.0`, `29.0`). */
export function openApiDocument(version: (typeof OPENAPI_VERSIONS)[number]): OpenApiDocument {
  let document = documents.get(version);
  if (!document) {
    document = yaml.load(fs.readFileSync(path.join(OPENAPI_DIR, `typesense-${version}.yml`), 'utf8')) as OpenApiDocument;
    documents.set(version, document);
  }
  return document;
}

/** The description that types the parameters of `serverVersion`: its own, or the nearest one. */
export function openApiFor(serverVersion: string): OpenApiDocument {
  if (serverVersion === 'current') {
    return openApiDocument(OPENAPI_VERSIONS[OPENAPI_VERSIONS.length - 1]!);
  }
  const newestNotAfter = [...OPENAPI_VERSIONS].reverse().find((version) => compareVersions(version, serverVersion) <= 0);
  return openApiDocument(newestNotAfter ?? OPENAPI_VERSIONS[0]);
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
