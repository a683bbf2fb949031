/**
 * Live queries re-read at most once a second. On a fake clock that pacing costs no real time;
 * the database still runs on real tasks (fake-indexeddb's setImmediate), so each step of
 * `until` yields one task, then moves the clock 5 ms.
 */
import { afterEach, beforeEach, vi } from 'vitest';

/** Each test runs at `iso` by the page's clock; only Date is faked, so Dexie and Svelte keep their real timers. */
export function useFixedDate(iso: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  });
  afterEach(() => vi.useRealTimers());
}

export function useLiveClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Polls `check` over up to three seconds of the fake clock. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !check(); i++) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(5);
  }
  if (!check()) throw new Error('condition never met');
}
