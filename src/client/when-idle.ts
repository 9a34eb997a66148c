/**
 * Runs `task` once the browser is idle, or within IDLE_TIMEOUT_MS at the latest (where it has no idle callbacks, in
 * a task of its own): for work a page needs soon but not for its first paint or the reader's next tap.
 */
const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, {timeout: IDLE_TIMEOUT_MS});
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
