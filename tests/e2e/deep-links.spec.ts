/**
 * Deep links land at once on their heading: legacy anchor rules applied by the
 * inline head script with the app's JavaScript blocked, page-title and h4/h5
 * anchors of the old site, anchors written in another form, and URLs that try
 * to break the page.
 */
import type {Page} from '@playwright/test';
import {test, expect, hydrated, SLOWED_CPU_HYDRATION_MS} from './fixtures';
import {LATEST_VERSION} from '../../src/constants';

const LATEST = `/docs/${LATEST_VERSION}`;

/** Blocks the app's scripts: what a reader sees before they arrive, or when they never do. */
async function blockAppScripts(page: Page): Promise<void> {
  await page.route(/\/docs\/assets\/js\//, (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: '/* the app, blocked */'}),
  );
}

/** The heading an anchor names: the element itself, or the heading an old anchor was added to. */
function headingOf(page: Page, anchor: string) {
  return page.locator(`[id="${anchor}"]`).first();
}

/**
 * The anchor's heading is in the viewport, at its top (below the navbar) as a
 * browser puts a target, or as near as the page scrolls (a heading near its end).
 */
async function expectLandedOn(page: Page, anchor: string): Promise<void> {
  const target = headingOf(page, anchor);
  await expect(target).toBeInViewport();
  await expect
    .poll(async () =>
      target.evaluate((element) => {
        const top = (element.closest('h1, h2, h3, h4, h5, h6') ?? element).getBoundingClientRect().top;
        const scrolledToEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        return top < 200 || (scrolledToEnd && top < window.innerHeight);
      }),
    )
    .toBe(true);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\#]/g, '\\$&');
}

test.describe('legacy anchor rules before the app starts', () => {
  test.beforeEach(async ({page}) => {
    await blockAppScripts(page);
  });

  for (const [from, to, anchor] of [
    [`${LATEST}/api/#create-collection`, `${LATEST}/api/collections.html#create-a-collection`, 'create-a-collection'],
    [`${LATEST}/api/#retrieve-key`, `${LATEST}/api/api-keys.html#retrieve-an-api-key`, 'retrieve-an-api-key'],
    [`${LATEST}/api/documents.html#group-results`, `${LATEST}/api/search.html#group-results`, 'group-results'],
    // The old prefix match: the documents page has no such anchor, the search rule starts it.
    [`${LATEST}/api/documents.html#search-documents`, `${LATEST}/api/search.html`, ''],
    ['/docs/latest/api/documents.html#search-document', `${LATEST}/api/search.html`, ''],
    ['/docs/guide/#install-typesense', '/docs/guide/install-typesense.html', ''],
  ]) {
    test(`${from} reaches ${to} with the app's scripts blocked`, async ({page}) => {
      await page.goto(from!);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(to!)}$`));
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
      if (anchor) {
        await expectLandedOn(page, anchor);
      }
    });
  }

  test('an anchor of the page without a rule stays on the page', async ({page}) => {
    await page.goto(`${LATEST}/api/#what-s-new`);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(LATEST)}/api/#what-s-new$`));
    await expectLandedOn(page, 'what-s-new');
  });
});

test.describe('old page-title and h4/h5 anchors', () => {
  for (const [url, anchor, level] of [
    [`${LATEST}/api/geosearch.html#geosearch`, 'geosearch', 'h1'],
    [`${LATEST}/api/curation.html#curation`, 'curation', 'h1'],
    [`${LATEST}/api/synonyms.html#synonyms`, 'synonyms', 'h1'],
    [`${LATEST}/api/conversational-search-rag.html#conversational-search-rag`, 'conversational-search-rag', 'h1'],
    ['/docs/guide/docsearch.html#authentication', 'authentication', 'h4'],
    [`${LATEST}/api/collections.html#indexing-all-but-some-fields`, 'indexing-all-but-some-fields', 'h4'],
    [`${LATEST}/api/api-keys.html#analytics-rules-actions`, 'analytics-rules-actions', 'h5'],
    ['/docs/guide/docsearch.html#keycloak-kc', 'keycloak-kc', 'h5'],
  ]) {
    test(`${url} (old ${level}) shows its heading once the app has started`, async ({page}) => {
      await page.goto(url!);
      await hydrated(page);
      // In view, though not always at the top: on the DocSearch guide, content above the heading
      // grows by about 180 px as the app starts, which moves it down the viewport.
      await expect(headingOf(page, anchor!)).toBeInViewport();
    });

    test(`${url} (old ${level}) scrolls to its heading without the app`, async ({page}) => {
      await blockAppScripts(page);
      await page.goto(url!);
      await expectLandedOn(page, anchor!);
    });
  }

  test('a page title with an old anchor keeps the look of a title', async ({page}) => {
    await page.goto(`${LATEST}/api/collections.html`);
    const title = page.locator('article h1');
    await expect(title).toHaveCount(1);
    await expect(title).toHaveAttribute('id', 'collections');
    await expect(title).toHaveText('Collections');
  });
});

test.describe('anchors written in another form', () => {
  for (const [url, anchor] of [
    [`${LATEST}/api/collections.html#Create-A-Collection`, 'create-a-collection'],
    [`${LATEST}/api/collections.html#CREATE-A-COLLECTION`, 'create-a-collection'],
    ['/docs/guide/install-typesense.html#configure-typesense', '⚙️-configure-typesense'],
    ['/docs/guide/install-typesense.html#%E2%9A%99%EF%B8%8F-Configure-Typesense', '⚙️-configure-typesense'],
    [`${LATEST}/api/search.html#Sort%20Results`, 'sort-results'],
  ]) {
    test(`${url} finds #${anchor}`, async ({page}) => {
      await page.goto(url!);
      await hydrated(page);
      await expect(page).toHaveURL(new RegExp(`#${escapeRegExp(encodeURIComponent(anchor!))}$`));
      await expectLandedOn(page, anchor!);
    });
  }

  test('an anchor found nowhere leaves the reader at the top of the page, without an error', async ({page}) => {
    await page.goto(`${LATEST}/api/collections.html#nothing-of-the-sort-here`);
    await hydrated(page);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/#nothing-of-the-sort-here$/);
  });
});

/** The notice of a link to a section that the page does not have (src/legacy/section-landing.ts). */
function sectionNotice(page: Page) {
  return page.locator('#section-notice[role="status"]');
}

test.describe('a link to a section the page does not have', () => {
  // The links of the issue, on the latest version's pages (they were written for 30.0 and 30.2).
  const LINKS = [
    [`${LATEST}/api/cluster-operations.html#metrics`, 'metrics', 'cluster-metrics', 'Cluster Metrics', `${LATEST}/api/cluster-operations.html#metrics`],
    [`${LATEST}/api/collections.html#list-collections`, 'list-collections', 'list-all-collections', 'List all collections', `${LATEST}/api/collections.html#list-collections`],
    [`${LATEST}/api/documents.html#index-a-document`, 'index-a-document', 'index-a-single-document', 'Index a single document', `${LATEST}/api/documents.html#index-a-document`],
    ['/docs/latest/api/documents.html#index-a-document', 'index-a-document', 'index-a-single-document', 'Index a single document', `${LATEST}/api/documents.html#index-a-document`],
    [`${LATEST}/api/cluster-operations.html#compact-db`, 'compact-db', 'compacting-the-on-disk-database', 'Compacting the on-disk database', `${LATEST}/api/cluster-operations.html#compact-db`],
  ] as const;

  for (const [url, asked, shown, title, address] of LINKS) {
    test(`${url} shows "${title}" at the top, says so, and keeps the address`, async ({page}) => {
      await page.goto(url);
      await expectLandedOn(page, shown);
      await expect(sectionNotice(page)).toContainText(`This page has no section #${asked}`);
      await expect(sectionNotice(page).locator('strong')).toHaveText(title);
      await hydrated(page);
      await expectLandedOn(page, shown);
      await expect(sectionNotice(page)).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(address)}$`));
    });
  }

  test('the section and the notice are there before the app starts, and without it', async ({page}) => {
    await blockAppScripts(page);
    await page.goto(`${LATEST}/api/cluster-operations.html#metrics`);
    await expectLandedOn(page, 'cluster-metrics');
    await expect(sectionNotice(page)).toContainText('Cluster Metrics');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expect(page).toHaveURL(/cluster-operations\.html#metrics$/);
  });

  test('the notice is dismissed by its button, and nothing of the page moves', async ({page}) => {
    await page.goto(`${LATEST}/api/cluster-operations.html#compact-db`);
    await hydrated(page);
    const heading = page.locator('#compacting-the-on-disk-database');
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    await sectionNotice(page).getByRole('button', {name: 'Dismiss this notice'}).click();
    await expect(sectionNotice(page)).toHaveCount(0);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBe(top);
    await expect(page).toHaveURL(/#compact-db$/);
  });

  test('sits over the page: fixed at the bottom of the viewport, it moves none of the content', async ({page}) => {
    await page.goto(`${LATEST}/api/cluster-operations.html#metrics`);
    await hydrated(page);
    const notice = sectionNotice(page);
    await expect(notice).toBeInViewport({ratio: 1});
    expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const box = (await notice.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
  });

  test('where no section is close, the page stays at its top and the notice lists its sections', async ({page}) => {
    await page.goto(`${LATEST}/api/collections.html#pricing-plans`);
    await hydrated(page);
    await expect(sectionNotice(page)).toContainText('This page has no section #pricing-plans, nor one close to it.');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/collections\.html#pricing-plans$/);
    const links = sectionNotice(page).getByRole('link');
    const h2s = await page.locator('.markdown h2[id]').evaluateAll((headings) => headings.map((h) => `#${h.id}`));
    expect(h2s.length).toBeGreaterThan(3);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(h2s);
    await expect(links.first()).toHaveText('Create a collection');
    // Picking a section goes there; the notice has done its work.
    await links.filter({hasText: 'List all collections'}).click();
    await expect(page).toHaveURL(/#list-all-collections$/);
    await expectLandedOn(page, 'list-all-collections');
    await expect(sectionNotice(page)).toHaveCount(0);
  });

  test('in the app, another missing anchor of the page lands on its nearest section', async ({page}) => {
    await page.goto(`${LATEST}/api/cluster-operations.html#health`);
    await hydrated(page);
    await expect(sectionNotice(page)).toHaveCount(0);
    await page.evaluate(() => {
      window.location.hash = '#metrics';
    });
    await expectLandedOn(page, 'cluster-metrics');
    await expect(sectionNotice(page)).toContainText('Cluster Metrics');
    await expect(page).toHaveURL(/#metrics$/);
    await page.evaluate(() => {
      window.location.hash = '#health';
    });
    await expect(sectionNotice(page)).toHaveCount(0);
  });

  test('Back to such a link returns the reader to where they were on its page, with the notice, not to the nearest section again', async ({page}) => {
    await page.goto(`${LATEST}/api/cluster-operations.html#metrics`);
    await hydrated(page);
    await expectLandedOn(page, 'cluster-metrics');
    const landedAt = await page.evaluate(() => window.scrollY);
    // The reader moves on within the page (the address keeps its anchor: only their own scrolls move it), then
    // goes to another page inside the app, as a search result takes them.
    const readAt = await page.evaluate(() => {
      window.scrollTo({top: 300, behavior: 'instant'});
      return window.scrollY;
    });
    expect(Math.abs(readAt - landedAt)).toBeGreaterThan(100);
    await page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `${LATEST}/api/collections.html`);
    await expect(page.locator('h1')).toHaveText('Collections');
    await expect(sectionNotice(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/cluster-operations\.html#metrics$/);
    // The notice is shown once the landing has run: the page is where the reader left it.
    await expect(sectionNotice(page)).toContainText('Cluster Metrics');
    expect(await page.evaluate(() => window.scrollY)).toBe(readAt);
  });

  test('only an anchor that nothing else takes has the notice: not one the page has, one a legacy rule takes, or one in another form', async ({page}) => {
    await page.goto(`${LATEST}/api/cluster-operations.html#metrics`);
    await expect(sectionNotice(page)).toHaveCount(1);
    await page.goto(`${LATEST}/api/cluster-operations.html#cluster-metrics`);
    await hydrated(page);
    await expectLandedOn(page, 'cluster-metrics');
    await expect(sectionNotice(page)).toHaveCount(0);
    await page.goto(`${LATEST}/api/collections.html#Create-A-Collection`);
    await hydrated(page);
    await expect(page).toHaveURL(/#create-a-collection$/);
    await expectLandedOn(page, 'create-a-collection');
    await expect(sectionNotice(page)).toHaveCount(0);
    await page.goto(`${LATEST}/api/documents.html#group-results`);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(LATEST)}/api/search\\.html#group-results$`));
    await hydrated(page);
    await expectLandedOn(page, 'group-results');
    await expect(sectionNotice(page)).toHaveCount(0);
  });
});

test.describe('a deep link is painted at its anchor', () => {
  type Probe = {firstFrame?: {top: number; scrollMarginTop: number; contentfulPaintBefore: boolean}; layoutShift: number};

  for (const [url, anchor] of [
    [`${LATEST}/api/search.html#search-a-collection`, 'search-a-collection'],
    // An anchor the page does not have: its nearest section (#cluster-metrics) is where the first frame is.
    [`${LATEST}/api/cluster-operations.html#metrics`, 'cluster-metrics'],
  ] as const) {
    test(`${url}, on a CPU slowed 4×, shows its anchor at the top from the first frame, where it stays`, async ({page}) => {
      // The slow CPU of a phone: the browser painted what it had parsed, the top of the page, long before it scrolled.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.addInitScript((id) => {
        const probe: Probe = {layoutShift: 0};
        (window as unknown as {probe: Probe}).probe = probe;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            probe.layoutShift += (entry as PerformanceEntry & {value: number}).value;
          }
        }).observe({type: 'layout-shift', buffered: true});
        // The first frame rendered once the parser has inserted the anchor's element, as that frame paints it: a
        // resize observer's first report comes after every animation-frame callback of the frame (the page's own,
        // some registered after this one: the script that lands a missing anchor), and before its paint.
        const parsed = new MutationObserver(() => {
          const element = document.getElementById(id);
          if (element) {
            parsed.disconnect();
            requestAnimationFrame(() => {
              const painted = new ResizeObserver(() => {
                painted.disconnect();
                probe.firstFrame = {
                  top: element.getBoundingClientRect().top,
                  scrollMarginTop: parseFloat(getComputedStyle(element).scrollMarginTop),
                  contentfulPaintBefore: performance.getEntriesByName('first-contentful-paint').length > 0,
                };
              });
              painted.observe(document.documentElement);
            });
          }
        });
        parsed.observe(document, {childList: true, subtree: true});
      }, anchor);
      await page.goto(url);
      await hydrated(page, {timeout: SLOWED_CPU_HYDRATION_MS});
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(resolve))));
      const probe = await page.evaluate(() => (window as unknown as {probe: Probe}).probe);
      const settledTop = await headingOf(page, anchor).evaluate((element) => element.getBoundingClientRect().top);
      expect(probe.firstFrame, 'a frame with the anchor').toBeDefined();
      const {top, scrollMarginTop, contentfulPaintBefore} = probe.firstFrame!;
      expect(contentfulPaintBefore, 'a paint of the page before its anchor was parsed').toBe(false);
      // At the top of the page's area, below the navbar, as the browser scrolls to an anchor.
      expect(Math.abs(top - scrollMarginTop), `first frame: the anchor at ${top} px, its scroll margin ${scrollMarginTop} px`).toBeLessThanOrEqual(2);
      expect(Math.abs(settledTop - top), `the anchor moved from ${top} px to ${settledTop} px`).toBeLessThanOrEqual(2);
      expect(probe.layoutShift).toBe(0);
    });
  }
});

test.describe('Markdown URLs', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/]});

  test('the Markdown twin of a page stays at its own URL', async ({page}) => {
    const response = await page.goto(`${LATEST}/api/collections.md`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/markdown|text\/plain/);
  });

  test('a folder URL has its twin as index.md and as README.md, in every version', async ({request}) => {
    for (const folder of ['/docs/guide/', '/docs/0.11.0/api/']) {
      const index = await request.get(`${folder}index.md`);
      const readme = await request.get(`${folder}README.md`);
      expect([index.status(), readme.status()]).toEqual([200, 200]);
      expect(await readme.text()).toBe(await index.text());
    }
  });

  test('a twin and llms.txt show their text as written: they are sent as UTF-8', async ({page}) => {
    for (const [url, written] of [
      [`${LATEST}/api/curation.md`, '—'],
      ['/docs/llms.txt', '’'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.headers()['content-type']).toMatch(/;\s*charset=utf-8$/i);
      const text = await page.locator('body').innerText();
      expect(text).toContain(written);
      // What the bytes of "—" and "’" look like decoded as windows-1252, a browser's guess without a charset.
      expect(text).not.toContain('â€');
    }
  });

  test('the docs home, the API landing and Help have twins', async ({page}) => {
    for (const [url, title] of [
      ['/docs/README.md', 'Typesense Documentation'],
      ['/docs/index.md', 'Typesense Documentation'],
      ['/docs/api/README.md', 'API Reference'],
      ['/docs/help.md', 'Help'],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      expect((await page.locator('body').innerText()).split('\n')).toContain(`# ${title}`);
    }
  });

  test('the .md of an old URL that redirects leads to the twin of the page its HTML leads to', async ({page}) => {
    await page.goto('/docs/guide/configure-typesense.md');
    await expect(page).toHaveURL(new RegExp(`${LATEST}/api/server-configuration\\.md$`));
    expect(await page.locator('body').innerText()).toContain('# Server Configuration');
  });

  test('a source path without a twin leads to the page', async ({page}) => {
    await blockAppScripts(page);
    // Written in another case than the twin's: a static host has no file there.
    await page.goto('/docs/guide/readme.md');
    await expect(page).toHaveURL(/\/docs\/guide\/$/);
  });
});

/** URLs that try to break the page, leave the site, loop or put script into it. */
const HOSTILE_URLS = [
  '/docs/%E0%A4%A',
  '/docs/%ff%fe/',
  '/docs/%',
  '/docs/%%%',
  '/docs/%zz/%E0',
  `${LATEST}/api/%E0%A4%A.html`,
  `${LATEST}/api/collections.html#%E0%A4%A`,
  `${LATEST}/api/#%E0%A4%A`,
  `${LATEST}/api/documents.html#%ff`,
  '/docs/guide/#%',
  '/docs//evil.example',
  '/docs///evil.example/',
  '/docs/%2F%2Fevil.example',
  '/docs/%5C%5Cevil.example',
  '/docs/%5Cevil.example',
  '/docs/latest//evil.example',
  '/docs/latest/%2F%2Fevil.example',
  '/docs/0.21.0/guide/%2F%2Fevil.example',
  '/docs/javascript:alert(1)',
  '/docs/javascript%3Aalert(1)',
  '/docs/data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
  '/docs/%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
  '/docs/%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E',
  '/docs/guide/#%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E',
  `${LATEST}/api/#%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E`,
  `${LATEST}/api/collections.html#javascript:window.__pwned=1`,
  `${LATEST}/api/#//evil.example`,
  `${LATEST}/api/documents.html#search//evil.example`,
  '/docs/guide/#install-typesense/../../../evil',
  `/docs/${'a'.repeat(4000)}`,
  `/docs/${'a/'.repeat(1500)}`,
  `${LATEST}/api/collections.html#${'x'.repeat(8000)}`,
  `${LATEST}/api/#create-collection${'-x'.repeat(2000)}`,
  '/docs/%00',
  '/docs/%0d%0aSet-Cookie:%20pwned=1',
  '/docs/%01%02%1f',
  `${LATEST}/api/collections.html#%00%01`,
  '/docs/../../etc/passwd',
  '/docs/%2e%2e/%2e%2e/etc/passwd',
  '/docs/guide/#constructor',
  `${LATEST}/api/#__proto__`,
  `${LATEST}/api/documents.html#hasOwnProperty`,
  '/docs/@evil.example',
  '/docs/%40evil.example/',
  '/docs/latest/latest/latest/latest/latest/latest/latest/latest/latest/latest/',
  '/docs/0.19.0/guide/0.19.0/guide/#what-s-new',
  '/docs/?redirect=//evil.example#%E0%A4%A',
  '/docs/%F0%9F%8E%AC/%E2%80%AE/',
];

test.describe('hostile URLs', () => {
  // The not-found page's own status; and Chromium's note on a path it cannot load.
  test.use({allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 40[04]/]});

  test('the list holds at least 40 URLs', () => {
    expect(new Set(HOSTILE_URLS).size).toBeGreaterThanOrEqual(40);
  });

  HOSTILE_URLS.forEach((url, index) => {
    test(`hostile URL ${index + 1}: ${url.slice(0, 80)}`, async ({page, baseURL}) => {
      const origin = new URL(baseURL!).origin;
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) {
          navigations.push(frame.url());
        }
      });
      page.on('dialog', (dialog) => {
        throw new Error(`a dialog opened: ${dialog.message()}`);
      });
      await page.goto(url, {waitUntil: 'load'});
      await hydrated(page);
      await page.waitForTimeout(300);
      // Never off-site, never a loop, never script from the URL.
      expect(new URL(page.url()).origin).toBe(origin);
      expect(navigations.every((visited) => new URL(visited).origin === origin)).toBe(true);
      expect(navigations.length).toBeLessThanOrEqual(3);
      expect(await page.evaluate(() => (window as unknown as {__pwned?: unknown}).__pwned)).toBeUndefined();
      expect(await page.locator('img[src="x"], script:not([src]):text("__pwned")').count()).toBe(0);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  });
});

test.describe('the not-found page offers the nearest pages', () => {
  test.use({allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/]});

  for (const [url, offered] of [
    // A version the site does not have (the one after the latest).
    [`/docs/${Number(LATEST_VERSION.split('.')[0]) + 1}.0/api/collections.html`, `${LATEST}/api/collections.html`],
    [`${LATEST}/api/colections.html`, `${LATEST}/api/collections.html`],
    ['/docs/guide/install-typsense.html', '/docs/guide/install-typesense.html'],
  ]) {
    test(`${url} offers ${offered}`, async ({page}) => {
      const response = await page.goto(url!);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('[data-suggestions] a').first()).toHaveAttribute('href', offered!);
    });
  }

  test("a suggestion is named by its page's title, from the build's own docs", async ({page}) => {
    await page.goto(`${LATEST}/api/serch.html`);
    await hydrated(page);
    const suggestion = page.locator('[data-suggestions] a').first();
    await expect(suggestion).toHaveText('Search');
    await expect(suggestion).toHaveAttribute('href', `${LATEST}/api/search.html`);
  });

  test('suggestions that share a title say where each one is', async ({page}) => {
    await page.goto(`${LATEST}/api/authentcation.html`);
    await hydrated(page);
    const suggestions = page.locator('[data-suggestions] li');
    await expect(suggestions.filter({has: page.locator(`a[href="${LATEST}/api/authentication.html"]`)})).toHaveText(
      `Authentication (API v${LATEST_VERSION})`,
    );
    await expect(suggestions.filter({has: page.locator('a[href="/docs/cloud-management-api/v1/authentication.html"]')})).toHaveText(
      'Authentication (Cloud Management API)',
    );
  });
});
