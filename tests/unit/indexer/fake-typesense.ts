/**
 * A local HTTP server that stands in for a Typesense cluster in the indexer's
 * tests. It checks every request against the Typesense 29.0 OpenAPI
 * description (path, method, query parameters, JSON body), keeps collections
 * and aliases in memory, logs each operation, and can be told to fail at a step.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {openApiDocument} from '../../../code-samples/openapi';
import {apiConformance} from '../../support/typesense-api';

/** The operation of the Typesense 29.0 API that a request is, or a description of what does not conform. */
export const matchOperation = apiConformance(openApiDocument('29.0'));

export type FailAt = 'none' | 'health' | 'unauthorized' | 'create' | 'import-line' | 'import' | 'alias' | 'drop';

export type FakeTypesense = {
  url: URL;
  /** Operations in the order they were received, e.g. `createCollection typesense_docs_…`. */
  log: string[];
  /** Requests that did not conform to the API description. */
  violations: string[];
  collections: Map<string, {schema: Record<string, unknown>; documents: unknown[]}>;
  aliases: Map<string, string>;
  failAt: FailAt;
  close(): Promise<void>;
};

export async function startFakeTypesense(apiKey: string): Promise<FakeTypesense> {
  const state: Omit<FakeTypesense, 'url' | 'close'> = {
    log: [],
    violations: [],
    collections: new Map(),
    aliases: new Map(),
    failAt: 'none',
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const reply = (status: number, payload: unknown, raw = false) => {
        res.writeHead(status, {'Content-Type': raw ? 'text/plain' : 'application/json'});
        res.end(raw ? String(payload) : JSON.stringify(payload));
      };
      const {operation, problems} = matchOperation(req.method ?? 'GET', url, body);
      state.violations.push(...problems);
      if (!operation) {
        return reply(404, {message: 'Not Found'});
      }
      if (url.pathname !== '/health' && (req.headers['x-typesense-api-key'] !== apiKey || state.failAt === 'unauthorized')) {
        return reply(401, {message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.'});
      }
      if (problems.length > 0) {
        return reply(400, {message: problems.join('; ')});
      }
      const name = decodeURIComponent(url.pathname.split('/')[2] ?? '');
      state.log.push(`${operation.operationId}${name ? ` ${name}` : ''}`);
      switch (operation.operationId) {
        case 'health':
          return state.failAt === 'health' ? reply(503, {ok: false}) : reply(200, {ok: true});
        case 'getAlias': {
          const target = state.aliases.get(name);
          return target ? reply(200, {name, collection_name: target}) : reply(404, {message: 'Not Found'});
        }
        case 'upsertAlias': {
          if (state.failAt === 'alias') {
            return reply(500, {message: 'Alias could not be persisted.'});
          }
          const {collection_name: target} = JSON.parse(body) as {collection_name: string};
          if (!state.collections.has(target)) {
            return reply(404, {message: `Collection ${target} not found.`});
          }
          state.aliases.set(name, target);
          return reply(200, {name, collection_name: target});
        }
        case 'createCollection': {
          const schema = JSON.parse(body) as {name: string};
          if (state.failAt === 'create') {
            return reply(400, {message: 'Field `embedding` has an invalid model.'});
          }
          if (state.collections.has(schema.name)) {
            return reply(409, {message: `A collection with name \`${schema.name}\` already exists.`});
          }
          state.collections.set(schema.name, {schema, documents: []});
          return reply(201, {...schema, num_documents: 0, created_at: 1_700_000_000});
        }
        case 'getCollections':
          return reply(
            200,
            [...state.collections].map(([n, c]) => ({...c.schema, name: n, num_documents: c.documents.length})),
          );
        case 'deleteCollection': {
          if (state.failAt === 'drop') {
            return reply(500, {message: 'Collection could not be dropped.'});
          }
          if (!state.collections.delete(name)) {
            return reply(404, {message: 'Not Found'});
          }
          return reply(200, {name});
        }
        case 'importDocuments': {
          const collection = state.collections.get(name);
          if (!collection) {
            return reply(404, {message: 'Not Found'});
          }
          if (state.failAt === 'import') {
            return reply(503, {message: 'Not Ready or Lagging'});
          }
          const lines = body.split('\n').filter(Boolean);
          const offset = collection.documents.length;
          const results = lines.map((line, index) => {
            let document: Record<string, unknown>;
            try {
              document = JSON.parse(line) as Record<string, unknown>;
            } catch {
              return {success: false, error: 'Bad JSON.', document: line};
            }
            if (state.failAt === 'import-line' && offset + index === 3) {
              return {success: false, error: 'Field `item_priority` must be an int64.', document: line};
            }
            for (const field of ['url', 'item_priority', 'type', 'version', 'docusaurus_tag', 'language']) {
              if (!(field in document)) {
                return {success: false, error: `Field \`${field}\` has been declared in the schema, but is not found in the document.`};
              }
            }
            collection.documents.push(document);
            return {success: true};
          });
          return reply(200, results.map((r) => JSON.stringify(r)).join('\n'), true);
        }
        default:
          return reply(501, {message: `${operation.operationId} is not implemented by the fake cluster`});
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return Object.assign(state, {
    url: new URL(`http://127.0.0.1:${port}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
