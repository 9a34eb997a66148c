/**
 * The search box as the browser tests use it: the search cluster's origins (the
 * build's, which the tests intercept), a realistic answer, and opening the box
 * as a reader does.
 */
import {expect, type Locator, type Page, type Route} from '@playwright/test';
import {LATEST_VERSION, SEARCH, SITE} from '../../src/constants';
import {searchPageLink} from '../../src/search-version';
import {isPhone} from './fixtures';

export const CLUSTER = [SEARCH.nearestNode, ...SEARCH.nodes].map((node) => new URL(`${node.protocol}://${node.host}:${node.port}`).origin);

/** Opens the box (Ctrl+K on a desktop, the Search button on a phone); resolves to its input. */
export async function openSearch(page: Page): Promise<Locator> {
  // The shortcut listener is attached once the app has settled after hydration.
  await page.waitForLoadState('networkidle');
  if (isPhone(page)) {
    await page.getByRole('button', {name: /Search/}).first().click();
  } else {
    await page.keyboard.press('Control+k');
  }
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeVisible();
  return input;
}

const LATEST = `/docs/${LATEST_VERSION}`;

export function hit(document: Record<string, unknown>) {
  const lvl1 = String(document['hierarchy.lvl1'] ?? '');
  return {
    document,
    highlight: {},
    highlights: [{field: 'hierarchy.lvl1', snippet: lvl1.replace(/Collections?/, '<mark>$&</mark>'), matched_tokens: ['Collection']}],
    text_match: 1108091338752,
    text_match_info: {best_field_score: '1108091338752', best_field_weight: 15, fields_matched: 1, score: '578730123365187705', tokens_matched: 1},
  };
}

/** What the cluster answers to the docs search: two pages of results, grouped by URL. */
export function multiSearchResponse(q: string) {
  const docs = [
    {
      id: '101',
      anchor: 'create-a-collection',
      content: null,
      'hierarchy.lvl0': 'API Reference',
      'hierarchy.lvl1': 'Collections',
      'hierarchy.lvl2': 'Create a collection',
      type: 'lvl2',
      url: `https://typesense.org${LATEST}/api/collections.html#create-a-collection`,
    },
    {
      id: '102',
      anchor: 'drop-a-collection',
      content: 'Permanently drops a collection and all its documents.',
      'hierarchy.lvl0': 'API Reference',
      'hierarchy.lvl1': 'Collections',
      'hierarchy.lvl2': 'Drop a collection',
      type: 'content',
      url: `https://typesense.org${LATEST}/api/collections.html#drop-a-collection`,
    },
    {
      id: '201',
      anchor: 'update-or-alter-a-collection',
      content: null,
      'hierarchy.lvl0': 'API Reference',
      'hierarchy.lvl1': 'Collections',
      'hierarchy.lvl2': 'Update or alter a collection',
      type: 'lvl2',
      url: `https://typesense.org${LATEST}/api/collections.html#update-or-alter-a-collection`,
    },
  ];
  return {
    results: [
      {
        facet_counts: [],
        found: 2,
        found_docs: 3,
        out_of: 5120,
        page: 1,
        request_params: {collection_name: SEARCH.collectionName, per_page: SEARCH.perPage, q},
        search_cutoff: false,
        search_time_ms: 4,
        grouped_hits: [
          {group_key: [docs[0]!.url.split('#')[0]], hits: docs.slice(0, 2).map(hit), found: 2},
          {group_key: [docs[2]!.url], hits: [hit(docs[2]!)], found: 1},
        ],
      },
    ],
  };
}

/**
 * Waits until the page is the search page of `query` in `version`. The search page writes the version it searches
 * into its address once it has hydrated (src/theme/SearchPage), so a page opened with the query alone (the not-found
 * page's form) gets there too; this waits for that address, not for one before it, which a check made after the
 * hydration never sees.
 */
export async function expectSearchPageOf(page: Page, query: string, version: string): Promise<void> {
  const address = searchPageLink(SITE.baseUrl, query, version);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === address);
}

/** A multi-search request's body, as the box and the search page send it. */
type SearchBody = {searches: ({q: string} & Record<string, unknown>)[]};

/** Answers every search with `answer(body)`, by default the realistic response, keeping each request's body. */
export async function answerSearches(
  page: Page,
  answer: (body: SearchBody) => unknown = (body) => multiSearchResponse(body.searches[0]!.q),
): Promise<SearchBody[]> {
  const bodies: SearchBody[] = [];
  for (const origin of CLUSTER) {
    await page.route(`${origin}/**`, async (route: Route) => {
      const body = route.request().postDataJSON() as SearchBody;
      bodies.push(body);
      await route.fulfill({json: answer(body), headers: {'access-control-allow-origin': '*'}});
    });
  }
  return bodies;
}

/** The version the search page's stand-in answers are about: older than the feature of GUIDE_PAGES' first page. */
export const OLD_VERSION = '0.23.0';

/** Two Guide pages as the indexer records them: the first about a feature that came in 0.25.0 (`since`), the second there in every version. */
export const GUIDE_PAGES = [
  {
    id: '301',
    content: null,
    'hierarchy.lvl0': 'Guide',
    'hierarchy.lvl1': 'Semantic Search',
    type: 'lvl1',
    since: '0.25.0',
    url: 'https://typesense.org/docs/guide/semantic-search.html',
  },
  {
    id: '302',
    anchor: 'searching',
    content: null,
    'hierarchy.lvl0': 'Guide',
    'hierarchy.lvl1': 'Building a Search Application',
    'hierarchy.lvl2': 'Searching',
    type: 'lvl2',
    url: 'https://typesense.org/docs/guide/building-a-search-application.html#searching',
  },
] as const;

/** GUIDE_PAGES, as the answer to each search of a request (the search page sends several). */
export function guidePagesResponse(body: SearchBody) {
  return {
    results: body.searches.map(({q}) => ({
      facet_counts: [],
      found: GUIDE_PAGES.length,
      out_of: 5120,
      page: 1,
      request_params: {collection_name: SEARCH.collectionName, per_page: SEARCH.perPage, q},
      search_time_ms: 2,
      grouped_hits: GUIDE_PAGES.map((document) => ({group_key: [document.url.split('#')[0]], hits: [hit(document)], found: 1})),
    })),
  };
}
