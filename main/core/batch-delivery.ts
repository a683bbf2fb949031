/**
 * Sends a sync batch to the renderer and waits for its acknowledgement, so a set only counts
 * as synced once it is in IndexedDB. A window that never answers fails the set, not the app.
 */
import type { SyncBatch } from '../../preload/contract.js';
import { ExpectedError } from './ipc/expected-error.js';

export class BatchDelivery {
  readonly #waiting = new Map<string, { resolve(rows: number): void; reject(e: Error): void; timer: ReturnType<typeof setTimeout> }>();
  #rowsWritten = 0;

  constructor(
    private readonly send: (batch: SyncBatch) => void,
    private readonly timeoutMs = 60_000,
  ) {}

  /** Rows the renderer reported written since the last reset (for benchmarks and tests). */
  get rowsWritten(): number {
    return this.#rowsWritten;
  }

  resetCount(): void {
    this.#rowsWritten = 0;
  }

  deliver(batch: SyncBatch): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(batch.batchId);
        reject(new ExpectedError('not-stored', 'The window did not store the data in time; it will be fetched again.'));
      }, this.timeoutMs);
      this.#waiting.set(batch.batchId, {
        resolve: (rows) => {
          this.#rowsWritten += rows;
          resolve();
        },
        reject,
        timer,
      });
      this.send(batch);
    });
  }

  /** The renderer applied the batch. An unknown id (late, or never sent) is ignored. */
  ack(batchId: string, rowsWritten: number): void {
    const waiter = this.#waiting.get(batchId);
    if (!waiter) return;
    clearTimeout(waiter.timer);
    this.#waiting.delete(batchId);
    waiter.resolve(rowsWritten);
  }

  /** The window went away: nothing pending will be stored. */
  failAll(): void {
    for (const [id, waiter] of this.#waiting) {
      clearTimeout(waiter.timer);
      waiter.reject(new ExpectedError('not-stored', 'The window closed before the data was stored.'));
      this.#waiting.delete(id);
    }
  }
}
