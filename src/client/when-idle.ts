import {READING} from '../constants';

/**
 * Runs `task` once the browser is idle, or within READING.idleWorkTimeoutMs at the latest (where it has no idle
 * callbacks, in a task of its own): for work a page needs soon but not for its first paint or the reader's next
 * tap. Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, {timeout: READING.idleWorkTimeoutMs});
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
