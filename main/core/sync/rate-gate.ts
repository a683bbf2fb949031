/**
 * Slows a whole sync run when the server says "too many requests": every request of the run,
 * paged or not, waits out the Retry-After, and the run's concurrency is halved (down to 1).
 * Passed with each call as its rate hooks. A run starts paused until the pause its previous
 * run was given has passed, so no run (a sync or the light order-status reads) goes around it.
 */
import { dueAt, LONGEST_SERVER_WAIT_MS } from '../../../preload/contract.js';
import { RATE_LIMITED_PAUSE_MS } from '../api/errors.js';
import { abortableSleep, type RateHooks } from '../api/http.js';

export class RateGate implements RateHooks {
  #pausedUntil = 0;
  #limit: number;

  constructor(
    concurrency: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void> = abortableSleep,
    pausedUntil = 0,
  ) {
    this.#limit = concurrency;
    this.#pausedUntil = pausedUntil;
  }

  /** When requests may start again (epoch ms; in the past when they may now). */
  get pausedUntil(): number {
    return this.#pausedUntil;
  }

  /** How many requests may be in flight now. */
  get limit(): number {
    return this.#limit;
  }

  /** Milliseconds a worker must wait before its next request: none for a pause a fast clock stamped. */
  waitMs(): number {
    const now = this.now();
    return Math.max(0, dueAt(this.#pausedUntil, now) - now);
  }

  async ready(signal?: AbortSignal): Promise<void> {
    for (let wait = this.waitMs(); wait > 0 && !signal?.aborted; wait = this.waitMs()) {
      await this.sleep(wait, signal);
    }
  }

  rateLimited(retryAfterMs: number | undefined): void {
    const now = this.now();
    const wait = Math.min(retryAfterMs ?? RATE_LIMITED_PAUSE_MS, LONGEST_SERVER_WAIT_MS);
    this.#pausedUntil = Math.max(dueAt(this.#pausedUntil, now), now + wait);
    this.#limit = Math.max(1, Math.floor(this.#limit / 2));
  }
}
