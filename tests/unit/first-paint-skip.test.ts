/**
 * The first paint's skip of a long page's far blocks: the head script that
 * allows it (plugins/first-paint-skip), and the stylesheet's rule that does it
 * for the same blocks as src/theme/DocItem/Content/offscreen-blocks.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import postcss from 'postcss';
import {firstPaintSkipScript} from '../../plugins/first-paint-skip';
import {
  DOC_CONTENT,
  FIRST_PAINT_SCREENS,
  FIRST_PAINT_SKIP,
  FIRST_PAINT_SKIP_ATTRIBUTE,
  LAID_OUT_ATTRIBUTE,
  LARGE_BLOCK_ELEMENTS,
  LARGE_BLOCKS,
} from '../../src/theme/DocItem/Content/large-blocks';

const script = firstPaintSkipScript();

type Opening = {navigationType?: string; hash?: string; contentVisibility?: boolean};

class FakeElement {
  constructor(readonly link: FakeAnchor | null = null) {}
  closest(selector: string) {
    return selector === 'a[href]' ? this.link : null;
  }
}
class FakeAnchor extends FakeElement {
  constructor(
    readonly hash: string,
    readonly pathname: string,
  ) {
    super();
  }
}

/** A block of the doc, at `top` px from the top of the page, with the attributes the script sets. */
const block = (top: number) => ({top, marks: new Set<string>(), getBoundingClientRect: () => ({top}), setAttribute(name: string) {
  this.marks.add(name);
}});

/**
 * The head script run as the head runs it, for a document at `pathname` opened as `opening` says, in a view 800 px
 * high: its `<html>` attribute's values in turn, the doc and its blocks as parsed so far, a frame, DOMContentLoaded and
 * a reader's click.
 */
function runHead({navigationType = 'navigate', hash = '', contentVisibility = true}: Opening, pathname = '/docs/30.2/api/search.html') {
  const attributes = new Map<string, string>();
  const states: (string | null)[] = [];
  const listeners: Record<string, ((event: {target: unknown}) => void)[]> = {};
  let frameCallbacks: (() => void)[] = [];
  const parsed: {doc: {querySelectorAll: (selector: string) => ReturnType<typeof block>[]} | null; blocks: ReturnType<typeof block>[]} = {doc: null, blocks: []};
  vm.runInNewContext(script, {
    scrollY: 0,
    innerHeight: 800,
    Element: FakeElement,
    HTMLAnchorElement: FakeAnchor,
    requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback),
    performance: {getEntriesByType: (type: string) => (type === 'navigation' ? [{type: navigationType}] : [])},
    location: {hash, pathname},
    CSS: {supports: (property: string, value: string) => contentVisibility && property === 'content-visibility' && value === 'auto'},
    document: {
      documentElement: {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => {
          attributes.set(name, value);
          states.push(value);
        },
        removeAttribute: (name: string) => {
          attributes.delete(name);
          states.push(null);
        },
      },
      querySelector: (selector: string) => (selector === DOC_CONTENT ? parsed.doc : null),
      addEventListener: (type: string, listener: (event: {target: unknown}) => void) => (listeners[type] ??= []).push(listener),
    },
  });
  return {
    states,
    /** The doc's blocks parsed so far, at these tops. */
    parse(tops: number[]) {
      parsed.blocks.push(...tops.map(block));
      parsed.doc = {querySelectorAll: (selector: string) => (selector === LARGE_BLOCKS ? parsed.blocks : [])};
    },
    /** Which blocks are marked laid out. */
    laidOut: () => parsed.blocks.map(({marks}) => marks.has(LAID_OUT_ATTRIBUTE)),
    frame() {
      const callbacks = frameCallbacks;
      frameCallbacks = [];
      callbacks.forEach((callback) => callback());
    },
    framesAsked: () => frameCallbacks.length,
    parsingDone: () => listeners.DOMContentLoaded?.forEach((listener) => listener({target: null})),
    click: (link: FakeAnchor | null) => listeners.click?.forEach((listener) => listener({target: new FakeElement(link)})),
  };
}

describe('the head script of the first paint skip', () => {
  const screens = FIRST_PAINT_SCREENS * 800;

  it('skips the blocks of a document opened by a link to no anchor, and before a frame renders those of the first screens', () => {
    const head = runHead({});
    expect(head.states).toEqual([FIRST_PAINT_SKIP.measuring]);
    head.parse([100, 900, screens - 1, screens, screens + 5000]);
    head.frame();
    expect(head.laidOut()).toEqual([true, true, true, false, false]);
    expect(head.states).toEqual([FIRST_PAINT_SKIP.measuring, FIRST_PAINT_SKIP.on]);
    // Chosen: no more frames are asked for, and the blocks parsed after stay skipped.
    expect(head.framesAsked()).toBe(0);
  });

  it('chooses frame by frame while the HTML is parsed, and ends a short doc with every block rendered', () => {
    const head = runHead({});
    head.frame();
    expect(head.framesAsked()).toBe(1);
    head.parse([100, 900]);
    head.frame();
    expect(head.laidOut()).toEqual([true, true]);
    head.parse([1500]);
    head.parsingDone();
    head.frame();
    expect(head.laidOut()).toEqual([true, true, true]);
    expect(head.states).toEqual([FIRST_PAINT_SKIP.measuring, FIRST_PAINT_SKIP.on]);
    expect(head.framesAsked()).toBe(0);
  });

  it('leaves a page without a doc as it is', () => {
    const head = runHead({});
    head.parsingDone();
    head.frame();
    expect(head.states).toEqual([FIRST_PAINT_SKIP.measuring, null]);
  });

  it.each([
    ['a reload, which restores a scroll position', {navigationType: 'reload'}],
    ['Back or Forward, which restore one', {navigationType: 'back_forward'}],
    ['an anchor, which seeks one', {hash: '#group-results'}],
    ['a browser without content-visibility', {contentVisibility: false}],
  ])('leaves the whole first layout to %s', (_, opening: Opening) => {
    const head = runHead(opening);
    expect(head.framesAsked()).toBe(0);
    expect(head.states).toEqual([]);
  });

  it('ends the skip as a link to an anchor of the page is followed, and not for another link', () => {
    const head = runHead({});
    head.parse([100, screens + 1]);
    head.frame();
    head.click(null);
    head.click(new FakeAnchor('', '/docs/30.2/api/search.html'));
    head.click(new FakeAnchor('#results', '/docs/30.2/api/collections.html'));
    expect(head.states).toEqual([FIRST_PAINT_SKIP.measuring, FIRST_PAINT_SKIP.on]);
    head.click(new FakeAnchor('#group-results', '/docs/30.2/api/search.html'));
    expect(head.states).toEqual([FIRST_PAINT_SKIP.measuring, FIRST_PAINT_SKIP.on, null]);
  });

  it('leaves the page as it is where the browser has no navigation entry, or throws', () => {
    const attributes: Record<string, string> = {};
    const document = {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}};
    expect(() =>
      vm.runInNewContext(script, {performance: {getEntriesByType: () => []}, location: {hash: ''}, CSS: {supports: () => true}, document}),
    ).not.toThrow();
    expect(() => vm.runInNewContext(script, {location: {hash: ''}, document})).not.toThrow();
    expect(attributes).toEqual({});
  });
});

describe("the stylesheet's first paint rule", () => {
  const stylesheet = postcss.parse(fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8'));
  const rules: postcss.Rule[] = [];
  stylesheet.walkRules((rule) => {
    if (rule.selector.includes(`[${FIRST_PAINT_SKIP_ATTRIBUTE}`)) rules.push(rule);
  });

  const declarations = (rule: postcss.Rule) => Object.fromEntries(rule.nodes.flatMap((node) => (node.type === 'decl' ? [[node.prop, node.value]] : [])));
  const blocks = `.theme-doc-markdown > :is(${LARGE_BLOCK_ELEMENTS.join(', ')})`;

  it('while the first screens are chosen, skips the other large blocks offscreen-blocks.ts lays out, those never rendered at a pixel', () => {
    const rule = rules.find(({selector}) => selector === `html[${FIRST_PAINT_SKIP_ATTRIBUTE}='${FIRST_PAINT_SKIP.measuring}'] ${blocks}:not([${LAID_OUT_ATTRIBUTE}])`);
    expect(rule).toBeDefined();
    expect(declarations(rule!)).toEqual({'content-visibility': 'auto', 'contain-intrinsic-block-size': 'auto 1px'});
  });

  it('then skips those not laid out, at a guessed height', () => {
    const rule = rules.find(({selector}) => selector === `html[${FIRST_PAINT_SKIP_ATTRIBUTE}='${FIRST_PAINT_SKIP.on}'] ${blocks}:not([${LAID_OUT_ATTRIBUTE}])`);
    expect(rule).toBeDefined();
    // A remembered size once rendered (auto), and a height to stand at until then.
    expect(declarations(rule!)['content-visibility']).toBe('auto');
    expect(declarations(rule!)['contain-intrinsic-block-size']).toMatch(/^auto \d+(\.\d+)?(rem|px)$/);
    expect(rules).toHaveLength(2);
  });
});
