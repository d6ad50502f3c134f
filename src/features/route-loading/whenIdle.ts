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

/**
 * Runs `step` while `hasMore()` and time is left in an idle period: within what `deadline` says is
 * left, at most `maxMs`, and a step is not begun when one as long as the last would end past that.
 * Always one step, so the work moves on even when the browser never has time to spare.
 * `now` is for tests.
 */
export function stepsWithinDeadline(
  deadline: IdleDeadline,
  step: () => void,
  hasMore: () => boolean,
  maxMs: number,
  now: () => number = () => performance.now(),
): void {
  const stopAt = now() + Math.min(deadline.timeRemaining(), maxMs);
  let stepMs = 0;
  do {
    const stepStart = now();
    step();
    stepMs = now() - stepStart;
  } while (hasMore() && now() + stepMs < stopAt);
}
