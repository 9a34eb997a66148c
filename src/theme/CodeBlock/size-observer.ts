/**
 * One ResizeObserver for every code block of the page: it reports a block once
 * it has been laid out, and again whenever its size changes (a window resize,
 * or a hidden tab panel being shown), so that a block is measured when the
 * layout is already fresh (./word-wrap.ts) and fetches its code when it is
 * first shown (../index.tsx).
 */
type SizeListener = () => void;

const listeners = new WeakMap<Element, Set<SizeListener>>();
let observer: ResizeObserver | undefined;

export function observeSize(element: Element, listener: SizeListener): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) {
      listeners.get(entry.target)?.forEach((call) => call());
    }
  });
  let ofElement = listeners.get(element);
  if (!ofElement) {
    ofElement = new Set();
    listeners.set(element, ofElement);
    observer.observe(element);
  }
  ofElement.add(listener);
  return () => {
    ofElement.delete(listener);
    if (ofElement.size === 0) {
      observer?.unobserve(element);
      listeners.delete(element);
    }
  };
}
