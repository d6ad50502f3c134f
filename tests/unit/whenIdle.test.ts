import {stepsWithinDeadline} from '../../src/features/route-loading/whenIdle';

/** A clock each step moves on by `stepMs`, and an idle deadline that reports `leftMs` at the start. */
function run({leftMs, stepMs, queued, maxMs = 10}: {leftMs: number; stepMs: number; queued: number; maxMs?: number}) {
  let clock = 0;
  let remaining = queued;
  const deadline: IdleDeadline = {didTimeout: false, timeRemaining: () => Math.max(0, leftMs - clock)};
  stepsWithinDeadline(
    deadline,
    () => {
      remaining -= 1;
      clock += stepMs;
    },
    () => remaining > 0,
    maxMs,
    () => clock,
  );
  return {steps: queued - remaining, elapsedMs: clock};
}

describe('stepsWithinDeadline (the prefetch queue in idle periods)', () => {
  it('takes one step when the browser says no time is left, so the queue still moves', () => {
    expect(run({leftMs: 0, stepMs: 3, queued: 5})).toEqual({steps: 1, elapsedMs: 3});
  });

  it("keeps within a short deadline, as Lighthouse's slowed phone gives (2 ms)", () => {
    expect(run({leftMs: 2, stepMs: 1, queued: 5})).toEqual({steps: 1, elapsedMs: 1});
    expect(run({leftMs: 2, stepMs: 0.5, queued: 5})).toEqual({steps: 3, elapsedMs: 1.5});
  });

  it('takes at most the slice although an idle period offers 50 ms', () => {
    expect(run({leftMs: 50, stepMs: 2, queued: 100})).toEqual({steps: 4, elapsedMs: 8});
  });

  it('stops when the queue is empty', () => {
    expect(run({leftMs: 50, stepMs: 1, queued: 3})).toEqual({steps: 3, elapsedMs: 3});
  });
});
