/**
 * A page's static prose, in the browser (production): its paragraphs, lists
 * and tables made of Markdown alone (plugins/static-prose). The page's
 * script does not carry them; they are in a prose file of the page's own
 * (JSON: each element's children as elements of the page's components).
 *
 * - The page the app starts on: its HTML has them. Each element hydrates with
 *   `dangerouslySetInnerHTML` and keeps what the server rendered (React does
 *   not look into such an element), so the prose file is never fetched. Its
 *   links are plain links of the HTML, which src/client/static-links.ts
 *   opens inside the app.
 * - A page the reader navigates to: its module awaits its prose file before
 *   it renders (`ready`), and the elements render their children as any
 *   other part of the page.
 * - The page the app started on, opened again: each element kept the HTML it
 *   showed when it left the page, and shows it again.
 * - An element of the first page that renders with nothing to show (React
 *   gave up on hydrating part of the page and rendered it anew): the prose
 *   file is fetched, and the elements render their children once it is there.
 *
 * A prose file that cannot be fetched (the site was redeployed, the network
 * is gone) fails like a page's script does, and the app's chunk-error
 * handling (src/client/chunk-errors.ts) reloads the page.
 */
import {createElement, useSyncExternalStore, type ReactNode} from 'react';
import {hasAppStarted} from './app-started';
import {fetchJsonAsset} from './fetch-asset';

/** Children as a prose file holds them (plugins/static-prose/static-prose-loader.cjs). */
export type ProseChildren = string | ProseElement | ProseChildren[];
export type ProseElement = {t: string; p?: Record<string, unknown>; c?: ProseChildren};

type StaticElementProps =
  | {children: ReactNode}
  | {dangerouslySetInnerHTML: {__html: string}; ref: (node: Element | null) => (() => void) | undefined};

export type StaticProse = {
  /** Awaited by the page's module: its prose file, once the app has started. */
  ready: Promise<void> | undefined;
  /** The props of the page's `index`th static element: its children, or the HTML it has. */
  props(index: number, components: Readonly<Record<string, unknown>>): StaticElementProps;
  /** Renders the page's content again when its prose arrives (called by each render of it). */
  useProse(): void;
};

/** Pure: React children from a prose file's, each element rendered by the page's component of its name. */
export function proseToReact(children: ProseChildren, components: Readonly<Record<string, unknown>>): ReactNode {
  if (typeof children === 'string') {
    return children;
  }
  if (Array.isArray(children)) {
    // Spread as arguments, as the compiled page passes them: static children, which need no keys.
    return children.map((child) => proseToReact(child, components));
  }
  const type = components[children.t] ?? children.t;
  const inner = children.c === undefined ? [] : Array.isArray(children.c) ? children.c.map((child) => proseToReact(child, components)) : [proseToReact(children.c, components)];
  return createElement(type as string, children.p ?? null, ...inner);
}

export function createStaticProse(url: string): StaticProse {
  let prose: ProseChildren[] | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  /**
   * The elements shown, each with the `dangerouslySetInnerHTML` object it was mounted with, and the HTML of
   * those that left the page. React 19 writes an element's HTML again whenever that object is another one,
   * even with the same string in it.
   */
  type InnerHtml = {__html: string};
  const shown = new Map<number, {node: Element; inner: InnerHtml}>();
  const kept = new Map<number, string>();

  const load = (): Promise<void> => {
    loading ??= fetchJsonAsset(url).then((loaded) => {
      prose = loaded as ProseChildren[];
      listeners.forEach((listener) => listener());
    });
    return loading;
  };

  const ready = typeof window !== 'undefined' && hasAppStarted() ? load() : undefined;

  /** One ref per element, the same at each render: React calls it only when the element comes and goes. */
  const rendered = new Map<number, InnerHtml>();
  const refs = new Map<number, (node: Element | null) => (() => void) | undefined>();
  const refOf = (index: number) => {
    let ref = refs.get(index);
    if (!ref) {
      ref = (node) => {
        if (!node) return undefined;
        const inner = rendered.get(index) ?? {__html: ''};
        shown.set(index, {node, inner});
        if (!node.hasChildNodes() && inner.__html === '') {
          // Rendered anew with nothing to show: the prose file has it.
          load().catch(() => undefined);
        }
        return () => {
          kept.set(index, node.innerHTML);
          if (shown.get(index)?.node === node) shown.delete(index);
        };
      };
      refs.set(index, ref);
    }
    return ref;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    ready,
    props(index, components) {
      const children = prose?.[index];
      if (children !== undefined) {
        return {children: proseToReact(children, components)};
      }
      // While hydrating, the element has the server's HTML and React keeps it: '' is never written. An element
      // shown renders again with the very object it was mounted with, which React leaves alone (another one
      // would have its HTML written anew, '' on the first page, each time the page renders: every change of
      // address renders it, and the address's anchor follows the scroll).
      const inner = shown.get(index)?.inner ?? {__html: kept.get(index) ?? ''};
      rendered.set(index, inner);
      return {dangerouslySetInnerHTML: inner, ref: refOf(index)};
    },
    useProse() {
      useSyncExternalStore(
        subscribe,
        () => prose,
        () => undefined,
      );
    },
  };
}
