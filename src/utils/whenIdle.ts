/**
 * Runs `work` when the browser is idle (at the latest after `timeout` ms), so that work nobody
 * waits for does not lengthen the tasks that block input. Returns a function that cancels it.
 */
export function whenIdle(work: (deadline: IdleDeadline) => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, {timeout});
    return () => cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: a pause, then a deadline with no time left.
  const id = setTimeout(() => work({didTimeout: true, timeRemaining: () => 0}), 200);
  return () => clearTimeout(id);
}
