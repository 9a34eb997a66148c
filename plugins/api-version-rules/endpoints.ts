/**
 * Pure checks of the endpoints a page of the API reference presents: each
 * `<ApiEndpoint method path>` and each curl sample must name an operation that
 * the page's version has (code-samples/operations.ts, with the moved endpoints
 * of src/versioning/api-pages.ts for the fix), and each curl sample of a
 * version that has an OpenAPI description must call an operation the
 * description has (code-samples/openapi/, completed with the server's
 * documented gaps).
 */
import {findCodeFences} from '../../code-samples/markdown';
import {matchOperation, type Operation} from '../../code-samples/operations';
import {OPENAPI_VERSIONS, openApiVersionFor, type OpenApiDocument} from '../../code-samples/openapi';
import {parseCurlSample} from '../../code-samples/request/curl';
import {HTTP_METHODS, type HttpMethod} from '../../code-samples/request/request';
import {movedEndpointOf} from '../../src/versioning/api-pages';
import {isAtLeast} from '../../src/versioning/versions';
import {RULES_MODULE, type Problem} from './check';

export const OPERATIONS_MODULE = 'code-samples/operations.ts';
export const DESCRIPTION_GAPS_MODULE = 'code-samples/openapi/description-gaps.ts';

/** An endpoint a page presents: where, how, and which method and path. */
export type EndpointUse = {line: number; via: 'ApiEndpoint' | 'curl sample'; method: HttpMethod; path: string};

const API_ENDPOINT = /<ApiEndpoint\b[^>]*>/g;
const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}="([^"]*)"`);
const SHELL_FENCES = new Set(['shell', 'bash', 'sh', 'console']);
/** A request's method and path when the curl call is more than a sample can render (a pipe, a computed value). */
const CURL_URL = /curl\b[^\n]*?["']?(?:\$\{?TYPESENSE_HOST\}?|https?:\/\/[^/\s"']+)(\/[^\s"'?]*)/;
const CURL_METHOD = /(?:-X|--request)\s+["']?([A-Z]+)/;

function lineAt(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

function isMethod(value: string | undefined): value is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(value ?? '');
}

/** Pure: every endpoint the page at `source` presents, in page order. */
export function endpointUses(source: string): EndpointUse[] {
  const uses: EndpointUse[] = [];
  for (const match of source.matchAll(API_ENDPOINT)) {
    const method = ATTRIBUTE('method').exec(match[0])?.[1];
    const path = ATTRIBUTE('path').exec(match[0])?.[1];
    if (isMethod(method) && path) {
      uses.push({line: lineAt(source, match.index), via: 'ApiEndpoint', method, path});
    }
  }
  for (const fence of findCodeFences(source)) {
    if (!SHELL_FENCES.has(fence.fence) || !/^\s*curl\b/.test(fence.code)) {
      continue;
    }
    const parsed = parseCurlSample(fence.code);
    if (parsed.ok) {
      uses.push({line: fence.line, via: 'curl sample', method: parsed.request.method, path: parsed.request.path});
      continue;
    }
    const path = CURL_URL.exec(fence.code)?.[1];
    if (path) {
      const written = CURL_METHOD.exec(fence.code)?.[1];
      const method = isMethod(written) ? written : /\s(?:-d|--data\S*)\s/.test(fence.code) ? 'POST' : 'GET';
      uses.push({line: fence.line, via: 'curl sample', method, path});
    }
  }
  return uses.sort((a, b) => a.line - b.line);
}

/** Whether the server of `version` (`current`: the next release) has `operation`. */
export function versionHas(operation: Operation, version: string): boolean {
  if (version === 'current') {
    return operation.until === undefined;
  }
  return isAtLeast(version, operation.since) && (operation.until === undefined || !isAtLeast(version, operation.until));
}

/** The version of the OpenAPI description that holds the curl samples of `version`, or null for versions before the first one. */
export function descriptionVersionOf(version: string): (typeof OPENAPI_VERSIONS)[number] | null {
  return version === 'current' || isAtLeast(version, OPENAPI_VERSIONS[0]) ? openApiVersionFor(version) : null;
}

function describes(description: OpenApiDocument, use: EndpointUse, operation: Operation): boolean {
  const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
  return Object.entries(description.paths).some(
    ([path, methods]) => shape(path) === shape(operation.path) && methods[use.method.toLowerCase()] !== undefined,
  );
}

export type PageEndpoints = {
  /** `30.0`, or `current` for the working copy. */
  version: string;
  /** The page, relative to the site: `versioned_docs/version-30.0/api/synonyms.md`. */
  file: string;
  source: string;
  /** The description of the version (descriptionVersionOf), completed with its gaps; null where there is none. */
  description: OpenApiDocument | null;
};

/** Pure: what is wrong with the endpoints one page presents, with the fix for each. */
export function checkPageEndpoints({version, file, source, description}: PageEndpoints): Problem[] {
  const problems: Problem[] = [];
  for (const use of endpointUses(source)) {
    const call = matchOperation({method: use.method, path: use.path});
    if (!call) {
      // An endpoint the catalog does not know is the sample checks' to report.
      continue;
    }
    const {operation} = call;
    const at = `${file}:${use.line}`;
    const shown = `${use.method} ${use.path}`;
    if (!versionHas(operation, version)) {
      const moved = movedEndpointOf(operation.path);
      if (operation.until !== undefined && (version === 'current' || isAtLeast(version, operation.until))) {
        problems.push({
          version,
          file: at,
          message: `presents ${shown} (${use.via}) as current, but the server has no ${operation.method} ${operation.path} from ${operation.until} on.`,
          fix: moved
            ? `document ${moved.successor} instead, as api/${moved.page}.md of this version does; name the old endpoint in prose only (where a page explains the migration).`
            : `remove it from the page; if the endpoint really exists in ${version}, correct its \`until\` in ${OPERATIONS_MODULE}.`,
        });
      } else {
        problems.push({
          version,
          file: at,
          message: `documents ${shown} (${use.via}), which the server has from ${operation.since} on, so not in ${version}.`,
          fix: `remove it from the page, or move it to the page of ${operation.since} or later; if ${version} really has it, correct its \`since\` in ${OPERATIONS_MODULE} (checked against code-samples/server-routes.json).`,
        });
      }
      continue;
    }
    if (use.via === 'curl sample' && description && !describes(description, use, operation)) {
      problems.push({
        version,
        file: at,
        message: `calls ${shown} (${operation.id}), which the OpenAPI description of ${descriptionVersionOf(version)} does not have.`,
        fix: `if the server of ${version} has the endpoint, record it in ${DESCRIPTION_GAPS_MODULE} with the line of the server's source that registers it; otherwise correct the sample.`,
      });
    }
  }
  return problems;
}

export {RULES_MODULE};
