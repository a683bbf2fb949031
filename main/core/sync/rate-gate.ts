/**
 * Slows a whole sync run when the server says "too many requests": every worker waits out the
 * Retry-After before its next request, and the run's concurrency is halved (down to 1).
 */
export class RateGate {
  #pausedUntil = 0;
  #limit: number;

  constructor(
    concurrency: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#limit = concurrency;
  }

  /** How many requests may be in flight now. */
  get limit(): number {
    return this.#limit;
  }

  /** Milliseconds a worker must wait before its next request. */
  waitMs(): number {
    return Math.max(0, this.#pausedUntil - this.now());
  }

  rateLimited(retryAfterMs: number | undefined): void {
    this.#pausedUntil = Math.max(this.#pausedUntil, this.now() + (retryAfterMs ?? 1000));
    this.#limit = Math.max(1, Math.floor(this.#limit / 2));
  }
}
