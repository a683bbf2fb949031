// The sync's rate gate: a server's "too many requests" pauses every request of the run, but
// never longer than an hour, and a pause stamped by a clock that ran days fast is over once the
// clock is right again. Every sleep fits in a timer (2^31 - 1 ms): a longer one fires at once.
import { describe, expect, it } from 'vitest';
import { abortableSleep } from '../../../../../main/core/api/http.js';
import { RateGate } from '../../../../../main/core/sync/rate-gate.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the rate gate', () => {
  it('a Retry-After of 30 days pauses the run for an hour at most', async () => {
    const t = 1_000_000;
    const sleeps: number[] = [];
    const gate = new RateGate(
      4,
      () => t,
      async (ms) => void sleeps.push(ms),
    );
    gate.rateLimited(30 * DAY);
    expect(gate.waitMs()).toBe(HOUR);
    expect(gate.pausedUntil).toBe(t + HOUR);
  });

  it('a pause stamped while the clock ran 3 days fast is over once the clock is corrected', async () => {
    let t = 1_000_000 + 3 * DAY;
    const gate = new RateGate(
      4,
      () => t,
      async () => undefined,
    );
    gate.rateLimited(60_000);
    t -= 3 * DAY;
    expect(gate.waitMs()).toBe(0);
    const next = new RateGate(
      4,
      () => t,
      async () => undefined,
      gate.pausedUntil,
    );
    expect(next.waitMs()).toBe(0);
    await next.ready();
  });

  it('a sleep longer than a timer holds waits, instead of firing at once', async () => {
    const stop = new AbortController();
    let woke = false;
    const sleeping = abortableSleep(30 * DAY, stop.signal).then(() => (woke = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(woke).toBe(false);
    stop.abort();
    await sleeping;
    expect(woke).toBe(true);
  });
});
