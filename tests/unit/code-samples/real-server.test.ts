/**
 * How the run against the real server reads its answers (tests/samples/real-server.ts)
 * and holds a group to the refusal its page shows (tests/samples/real-server-rules.ts).
 */
import {refusalsOf, type Exchange} from '../../samples/real-server';
import {GROUP_RULES, refusalProblem, type GroupRule} from '../../samples/real-server-rules';
import type {RecordedRequest} from '../../samples/stand-in';

const request = (method: string, path: string): RecordedRequest => ({method, path, query: [], body: '', contentType: undefined});
const exchange = (method: string, path: string, status: number, response: string): Exchange => ({request: request(method, path), status, response});

describe('refusalsOf', () => {
  test('a refused request, with the message of its answer', () => {
    expect(refusalsOf(exchange('GET', '/presets/p', 404, '{"message": "Not found."}'))).toEqual([{where: 'GET /presets/p', status: 404, message: 'Not found.'}]);
  });

  test('a refused line of an import and a refused search of a multi-search, in a 200 answer', () => {
    const lines = '{"success": true}\n{"success": false, "code": 404, "error": "Could not find a document with id: 999", "document": "{}"}';
    expect(refusalsOf(exchange('POST', '/collections/books/documents/import', 200, lines))).toEqual([
      {where: 'POST /collections/books/documents/import, line 2', status: 404, message: 'Could not find a document with id: 999'},
    ]);
    const results = JSON.stringify({results: [{hits: []}, {code: 404, error: 'Not found.'}]});
    expect(refusalsOf(exchange('POST', '/multi_search', 200, results))).toEqual([{where: 'POST /multi_search, search 2', status: 404, message: 'Not found.'}]);
  });

  test('an accepted answer has none', () => {
    expect(refusalsOf(exchange('POST', '/collections/books/documents/import', 200, '{"success": true}\n{"success": true}'))).toEqual([]);
    expect(refusalsOf(exchange('GET', '/collections', 200, '[]'))).toEqual([]);
  });
});

describe('refusalProblem', () => {
  const rule = (section: string) => GROUP_RULES.find((candidate) => candidate.section === section && candidate.kind === 'refused') as Extract<GroupRule, {kind: 'refused'}>;
  const preset = rule('retrieve-a-preset');
  const batch = rule('updating-many-documents-at-once');
  const failedLine = exchange('POST', '/collections/books/documents/import', 200, '{"success": true}\n{"success": false, "code": 404, "error": "Could not find a document with id: 999"}');

  test('the refusal the page shows passes; a client may raise it when the whole request was refused', () => {
    expect(refusalProblem(preset, [exchange('GET', '/presets/book_listing', 404, '{"message": "Not found."}')], undefined)).toBeUndefined();
    expect(refusalProblem(preset, [exchange('GET', '/presets/book_listing', 404, '{"message": "Not found."}')], 'ObjectNotFound: Request failed with HTTP code 404')).toBeUndefined();
    expect(refusalProblem(batch, [failedLine], undefined)).toBeUndefined();
  });

  test('a sample that fails on a refused line hides the results the Shell tab shows', () => {
    expect(refusalProblem(batch, [failedLine], 'ImportError: 1 documents failed during import.')).toMatch(/^the sample failed on the refusal it should show: ImportError/);
  });

  test('no refusal, or another one, is a problem', () => {
    expect(refusalProblem(preset, [exchange('GET', '/presets/book_listing', 200, '{"name": "book_listing", "value": {}}')], undefined)).toMatch(
      /^expected the server to refuse it \(404 /,
    );
    expect(refusalProblem(preset, [exchange('GET', '/presets/book_listing', 401, '{"message": "Forbidden - a valid `x-typesense-api-key` header must be sent."}')], undefined)).toBe(
      'GET /presets/book_listing: 401 Forbidden - a valid `x-typesense-api-key` header must be sent.',
    );
  });
});
