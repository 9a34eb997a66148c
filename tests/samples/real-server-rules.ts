/**
 * The one place for the sample groups that cannot run as they stand, in page
 * order, against the real server (./real-server.test.ts), each with its
 * reason. Every other group of REAL_SERVER_VERSIONS runs after the groups
 * before it and must be accepted as it is.
 *
 * - `prepare`: the state a group's story assumes and the groups before it do
 *   not leave (a collection no earlier group creates, one an earlier group
 *   altered or removed), made with the admin key just before the group's first
 *   request; a step may send the Shell request of another group of the version,
 *   and a DELETE of what is already absent is no refusal;
 * - `refused`: the server refuses the group's request (or a line or search of
 *   it), and the page shows that refusal: each refusal must be that one, and
 *   there must be one. A refused request is an error in every client; a
 *   refused line or search in a 200 answer is not, and a sample that fails on
 *   it hides from the reader what the Shell tab shows.
 *
 * Groups whose Shell sample is not one request (a client's set-up, a key
 * computed locally, a pipe from jq) are not run: there is no request to hold
 * their samples to; the test lists them.
 */
import type {JsonValue, SampleRequest} from '../../code-samples/request/request';
import type {RunningTypesense} from '../../scripts/lib/typesense-server';
import type {CollectedGroup} from './collect';
import {refusalsOf, sendAsAdmin, type Exchange} from './real-server';

/** A group: its page (`documents`), its section's anchor, and which of the section's groups when it has more than one (1 = the first). */
export type GroupPlace = {page: string; section: string; nth?: number};

/** A step of a preparation: a request, or the Shell request of another group of the same version. */
export type PreparationStep = {method: SampleRequest['method']; path: string; body?: JsonValue} | {sameAs: GroupPlace};

export type GroupRule = GroupPlace & {versions: readonly string[]; why: string} & (
    | {kind: 'prepare'; steps: readonly PreparationStep[]}
    | {kind: 'refused'; status: number; message: RegExp}
  );

const V023 = ['0.23.0', '0.23.1'] as const;
const V024 = ['0.24.0', '0.24.1'] as const;
const ALL = [...V023, ...V024];

/** The `books` of the search page, as the table at its top describes it: a `genre` facet the collections page's `books` lacks. */
const SEARCH_PAGE_BOOKS: JsonValue = {
  name: 'books',
  fields: [
    {name: 'title', type: 'string'},
    {name: 'authors', type: 'string[]', facet: true},
    {name: 'genre', type: 'string', facet: true},
    {name: 'publication_year', type: 'int32', facet: true},
    {name: 'ratings_count', type: 'int32'},
    {name: 'average_rating', type: 'float', facet: true},
  ],
};

/** The products of the federated search, curation and synonym pages: the collection behind the alias `products` of the alias page. */
const PRODUCTS: JsonValue = {
  name: 'products_2025_02',
  fields: [
    {name: 'name', type: 'string'},
    {name: 'description', type: 'string'},
    {name: 'brand', type: 'string', facet: true},
    {name: 'price', type: 'float'},
  ],
};

export const GROUP_RULES: readonly GroupRule[] = [
  {
    page: 'collections',
    section: 'drop-a-collection',
    versions: V023,
    kind: 'prepare',
    steps: [{method: 'POST', path: '/collections', body: {name: 'books_staging', fields: [{name: 'title', type: 'string'}]}}],
    why: 'the group drops `books_staging`, which no group of the 0.23 pages creates (cloning, which creates it from 0.24 on, came with 0.24)',
  },
  {
    page: 'collections',
    section: 'using-an-alias',
    versions: ALL,
    kind: 'prepare',
    steps: [{method: 'DELETE', path: '/collections/books'}],
    why: 'its story has `books` as the alias of a collection `books_v1`; the groups above made `books` a collection, and the server refuses an alias that a collection name shadows ("Name `books` conflicts with an existing collection name.")',
  },
  {
    page: 'documents',
    section: 'index-a-single-document',
    nth: 1,
    versions: ALL,
    kind: 'prepare',
    steps: [{method: 'DELETE', path: '/aliases/books'}, {sameAs: {page: 'collections', section: 'with-pre-defined-schema'}}],
    why: "the documents page adds to `books` as collections#with-pre-defined-schema creates it; the collections page's later groups dropped its `average_rating` (which #export-documents filters on) and made `books` an alias",
  },
  {
    page: 'documents',
    section: 'updating-many-documents-at-once',
    versions: ALL,
    kind: 'refused',
    status: 404,
    message: /^Could not find a document with id: 999$/,
    why: 'the batch holds a line for a book that does not exist, to show the line that fails; the page shows that answer',
  },
  {
    page: 'search',
    section: 'search-a-collection',
    versions: ALL,
    kind: 'prepare',
    steps: [{method: 'DELETE', path: '/collections/books'}, {method: 'POST', path: '/collections', body: SEARCH_PAGE_BOOKS}],
    why: 'the search page searches a `books` with the fields of the table at its top: a `genre` facet, where the collections page has `genres`, and `average_rating` as a facet',
  },
  {
    page: 'search',
    section: 'retrieve-a-preset',
    versions: V024,
    kind: 'refused',
    status: 404,
    message: /^Not found\.$/,
    why:
      'Typesense 0.24.0 and 0.24.1 answer 404 for every preset: get_preset (src/core_api.cpp) reads the route parameter `preset_name`, which the route `/presets/:name` does not set (fixed in 0.25.0, 0b1c833d "Fix prefix GET API."); the page says so',
  },
  {
    page: 'federated-multi-search',
    section: 'federated-search',
    versions: ALL,
    kind: 'prepare',
    steps: [
      {method: 'POST', path: '/collections', body: PRODUCTS},
      {method: 'PUT', path: '/aliases/products', body: {collection_name: 'products_2025_02'}},
      {method: 'POST', path: '/collections', body: {name: 'brands', fields: [{name: 'name', type: 'string'}]}},
    ],
    why: 'the federated search, curation and synonym pages use `products` and `brands`, which no earlier page creates; `products` is the alias of `products_2025_02`, as on the alias page',
  },
  {
    page: 'api-keys',
    section: 'admin-key',
    versions: ALL,
    kind: 'prepare',
    steps: [{method: 'POST', path: '/keys', body: {description: 'A key the server had already', actions: ['documents:search'], collections: ['*']}}],
    why: "the page's keys have the ids 1 and 2 that its responses show (#retrieve-an-api-key and #delete-api-key use 2), as on a server that has one key already; a fresh server numbers its first key 0",
  },
  {
    page: 'synonyms',
    section: 'multi-way-synonym',
    versions: ALL,
    kind: 'prepare',
    steps: [{method: 'PUT', path: '/aliases/products', body: {collection_name: 'products_2025_02'}}],
    why: 'the synonyms of `products` need the alias that collection-alias#delete-an-alias removed',
  },
  {
    page: 'api-errors',
    section: 'errors-in-the-client-libraries',
    versions: ALL,
    kind: 'refused',
    status: 404,
    message: /^Not Found$/,
    why: 'the group asks for a collection that does not exist, to show the error; the page shows that answer',
  },
];

/** The page a sample file is (`versioned_docs/version-0.24.1/api/collections.md` → `collections`). */
export function pageOf(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.mdx?$/, '');
}

/** `collections#with-pre-defined-schema (line 41)`: a group as the checks name it. */
export function describeGroup(group: CollectedGroup): string {
  return `${pageOf(group.file)}#${group.section ?? ''} (line ${group.line})`;
}

export function groupsAt(place: GroupPlace, groups: readonly CollectedGroup[]): CollectedGroup[] {
  const inSection = groups.filter((group) => pageOf(group.file) === place.page && group.section === place.section);
  return place.nth === undefined ? inSection : inSection.slice(place.nth - 1, place.nth);
}

function describe(place: GroupPlace): string {
  return `${place.page}#${place.section}${place.nth === undefined ? '' : ` (group ${place.nth})`}`;
}

/** What is wrong with the rules for `version`: a rule whose group is not there, or a place that names several groups. */
export function ruleProblems(version: string, groups: readonly CollectedGroup[]): string[] {
  const problems: string[] = [];
  const placeProblem = (place: GroupPlace, what: string) => {
    const found = groupsAt(place, groups);
    if (found.length !== 1) {
      problems.push(`${what} ${describe(place)}: ${found.length} groups of ${version} there${found.length > 1 ? ', name one with `nth`' : ''}`);
    } else if (!found[0]!.request) {
      problems.push(`${what} ${describe(place)}: its Shell sample in ${version} is not one request`);
    }
  };
  for (const rule of GROUP_RULES.filter((candidate) => candidate.versions.includes(version))) {
    placeProblem(rule, 'rule for');
    if (rule.kind === 'prepare') {
      for (const step of rule.steps) if ('sameAs' in step) placeProblem(step.sameAs, `a step of the rule for ${describe(rule)} sends`);
    }
  }
  return problems;
}

/** The rule for `group` in `version`, if any. */
export function groupRuleFor(group: CollectedGroup, version: string, groups: readonly CollectedGroup[]): GroupRule | undefined {
  return GROUP_RULES.find((rule) => rule.versions.includes(version) && groupsAt(rule, groups).includes(group));
}

/** Makes the state that `rule` prepares, with the server's admin key. */
export async function prepare(rule: GroupRule, groups: readonly CollectedGroup[], server: RunningTypesense, filesDir: string): Promise<void> {
  if (rule.kind !== 'prepare') return;
  for (const step of rule.steps) {
    const request: SampleRequest =
      'sameAs' in step
        ? groupsAt(step.sameAs, groups)[0]!.request!
        : {
            method: step.method,
            path: step.path,
            query: [],
            ...(step.body !== undefined && {body: {kind: 'json' as const, value: step.body}, contentType: 'application/json'}),
            authenticated: true,
            node: null,
          };
    // A step removes what the group's story does not have: already absent is as good.
    const refusals = (await sendAsAdmin(server, request, filesDir)).filter(({status}) => !(request.method === 'DELETE' && status === 404));
    if (refusals.length > 0) {
      const refused = refusals.map(({where, status, message}) => `${where}: ${status} ${message}`).join('; ');
      throw new Error(`Preparing ${describe(rule)} (${rule.why}), the server refused ${refused}`);
    }
  }
}

/** Whether a group's exchanges show the refusal its rule expects, and nothing else refused; `failure` is the sample's own error. */
export function refusalProblem(rule: Extract<GroupRule, {kind: 'refused'}>, exchanges: readonly Exchange[], failure: string | undefined): string | undefined {
  const refusals = exchanges.flatMap(refusalsOf);
  const expected = (status: number, message: string) => status === rule.status && rule.message.test(message);
  const other = refusals.filter(({status, message}) => !expected(status, message));
  if (other.length > 0) {
    return other.map(({where, status, message}) => `${where}: ${status} ${message}`).join('\n');
  }
  if (refusals.length === 0) {
    return `expected the server to refuse it (${rule.status} ${rule.message}: ${rule.why}), but it accepted everything${failure ? `; the sample failed: ${failure}` : ''}`;
  }
  // A refused request is an error in every client; a refused line or search in a 200 answer must reach the reader as the Shell tab shows it.
  const requestRefused = exchanges.some((exchange) => exchange.status >= 300);
  return failure && !requestRefused ? `the sample failed on the refusal it should show: ${failure}` : undefined;
}
