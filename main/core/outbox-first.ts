/**
 * Queued orders and compliance changes go out before a sync's reads compete with them: before
 * each sync main asks the window's outbox to drain ('outbox:drain' with a drainId) and waits for
 * its answer ('outbox:drained'). Only a window that has answered once is waited for, and never
 * longer than OUTBOX_FIRST_MAX_MS: a window that is gone or stuck costs a sync that long at most.
 */
export const OUTBOX_FIRST_MAX_MS = 20_000;

export class OutboxFirst {
  #seq = 0;
  readonly #waiting = new Map<string, () => void>();
  /** A window with an outbox answers drains; none yet (or it reloaded): nothing to wait for. */
  #answering = false;

  constructor(
    private readonly askDrain: (drainId: string) => void,
    private readonly maxMs = OUTBOX_FIRST_MAX_MS,
  ) {}

  /** Asks for a drain and resolves once it is done, the wait is too long, or the sync is cancelled. */
  before(signal: AbortSignal): Promise<void> {
    const drainId = `before-sync-${++this.#seq}`;
    if (!this.#answering || signal.aborted) {
      this.askDrain(drainId);
      return Promise.resolve();
    }
    // Waiting before asking: an answer may come back before this returns.
    const drained = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.#waiting.delete(drainId);
        resolve();
      };
      const timer = setTimeout(done, this.maxMs);
      signal.addEventListener('abort', done, { once: true });
      this.#waiting.set(drainId, done);
    });
    this.askDrain(drainId);
    return drained;
  }

  /** The window's outbox answered (its start-up answer registers it). */
  drained(drainId: string): void {
    this.#answering = true;
    this.#waiting.get(drainId)?.();
  }

  /** The window reloaded or closed: no drain it was asked for will be answered. */
  windowGone(): void {
    this.#answering = false;
    for (const done of [...this.#waiting.values()]) done();
  }
}
