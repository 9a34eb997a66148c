/**
 * What the app does with the plain links of a page's static prose
 * (src/client/app-path.ts), and the route-change progress bar loaded the first
 * time it shows or the reader points at a link
 * (plugins/client-bundle/progress-bar-on-first-use.ts, prefetch-on-intent.ts).
 */
import {appPathOf} from '../../src/client/app-path';

const routes = new Set(['/30.2/api/collections.html', '/guide/', '/']);
const page = 'http://localhost:3000/docs/30.2/api/search.html';

describe('appPathOf', () => {
  it('opens pages the app has a route for, with their query and anchor', () => {
    expect(appPathOf('/docs/30.2/api/collections.html#create-a-collection', page, routes)).toBe('/docs/30.2/api/collections.html#create-a-collection');
    expect(appPathOf('collections.html?language=go', page, routes)).toBe('/docs/30.2/api/collections.html?language=go');
    expect(appPathOf('/docs/guide/', page, routes)).toBe('/docs/guide/');
  });

  it('leaves the rest to the browser: other sites, files, pages without a route, unreadable links', () => {
    expect(appPathOf('https://typesense.org/docs/30.2/api/collections.html', page, routes)).toBeNull();
    expect(appPathOf('/docs/llms.txt', page, routes)).toBeNull();
    expect(appPathOf('/docs/latest/api/collections.html', page, routes)).toBeNull();
    expect(appPathOf('/elsewhere/', page, routes)).toBeNull();
    expect(appPathOf('http://[::1', page, routes)).toBeNull();
    expect(appPathOf('mailto:x@example.com', page, routes)).toBeNull();
  });
});

type Bar = {configure: jest.Mock; start: jest.Mock; done: jest.Mock};

/** A stand-in for nprogress, served to the next import of 'nprogress/nprogress.js' (after jest.resetModules). */
function mockProgressBarScript(): Bar {
  const bar = {configure: jest.fn(), start: jest.fn(), done: jest.fn()};
  bar.configure.mockReturnValue(bar);
  jest.doMock('nprogress/nprogress.js', () => ({__esModule: true, default: bar}));
  return bar;
}

/** Lets the promises of a dynamic import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the progress bar, loaded on first use', () => {
  let bar: Bar;
  let standIn: {configure(options: object): unknown; start(): unknown; done(): unknown};
  beforeEach(async () => {
    jest.resetModules();
    bar = mockProgressBarScript();
    standIn = (await import('../../plugins/client-bundle/progress-bar-on-first-use')).default;
  });

  it('loads nothing for a `done` (every page render calls it) before any `start`', async () => {
    standIn.configure({showSpinner: false});
    standIn.done();
    await settle();
    expect(bar.configure).not.toHaveBeenCalled();
    expect(bar.done).not.toHaveBeenCalled();
  });

  it('starts the bar once its script is there, with the options given before', async () => {
    standIn.configure({showSpinner: false});
    standIn.start();
    await settle();
    expect(bar.configure).toHaveBeenCalledWith({showSpinner: false});
    expect(bar.start).toHaveBeenCalledTimes(1);
    standIn.done();
    expect(bar.done).toHaveBeenCalledTimes(1);
    standIn.start();
    expect(bar.start).toHaveBeenCalledTimes(2);
  });

  it('does not start a bar whose navigation ended while its script was on its way', async () => {
    standIn.start();
    standIn.done();
    await settle();
    expect(bar.start).not.toHaveBeenCalled();
  });
});

describe('pointing at a link (plugins/client-bundle/prefetch-on-intent.ts)', () => {
  type Docusaurus = {prefetch(routePath: string): unknown; preload(routePath: string): unknown};
  const global = globalThis as unknown as {window?: {docusaurus?: Docusaurus}};
  afterEach(() => {
    delete global.window;
  });

  it('preloads the page and loads the progress bar’s script, without starting the bar; prefetch does nothing', async () => {
    jest.resetModules();
    const bar = mockProgressBarScript();
    jest.doMock('@docusaurus/ExecutionEnvironment', () => ({__esModule: true, default: {canUseDOM: true}}), {virtual: true});
    global.window = {};
    await import('../../plugins/client-bundle/prefetch-on-intent');
    const preload = jest.fn(() => 'preloading');
    const prefetch = jest.fn();
    global.window.docusaurus = {prefetch, preload};

    expect(global.window.docusaurus.prefetch('/docs/30.2/api/documents.html')).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
    expect(bar.configure).not.toHaveBeenCalled();
    expect(global.window.docusaurus.preload('/docs/30.2/api/documents.html')).toBe('preloading');
    expect(preload).toHaveBeenCalledWith('/docs/30.2/api/documents.html');
    await settle();
    expect(bar.configure).toHaveBeenCalledTimes(1);
    expect(bar.start).not.toHaveBeenCalled();
  });
});
