/**
 * Sends sync batches to the renderer and waits for each acknowledgement, so a set only counts
 * as synced once it is in IndexedDB. Batches ready within a few milliseconds travel in one
 * message: one IPC round trip per set would cost more than storing the set. A window that
 * never answers fails the set, not the app.
 */
import type { BatchRefusal, SyncBatch } from '../../../preload/contract.js';
import { ExpectedError } from '../ipc/expected-error.js';
import { m } from '../../../preload/i18n/index.js';

interface Waiter {
  resolve(rows: number): void;
  reject(e: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export interface DeliveryOptions {
  timeoutMs?: number | undefined;
  /** How long a batch may wait for company before its message leaves. */
  gatherMs?: number | undefined;
  /** Most batches in one message. */
  maxPerMessage?: number | undefined;
}

export class BatchDelivery {
  readonly #waiting = new Map<string, Waiter>();
  #outgoing: SyncBatch[] = [];
  #flushTimer: ReturnType<typeof setTimeout> | undefined;
  #rowsWritten = 0;
  readonly #timeoutMs: number;
  readonly #gatherMs: number;
  readonly #maxPerMessage: number;

  constructor(
    private readonly send: (batches: SyncBatch[]) => void,
    options: DeliveryOptions = {},
  ) {
    this.#timeoutMs = options.timeoutMs ?? 60_000;
    this.#gatherMs = options.gatherMs ?? 40;
    this.#maxPerMessage = options.maxPerMessage ?? 100;
  }

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
        reject(new ExpectedError('not-stored', m.main_store_late()));
      }, this.#timeoutMs);
      this.#waiting.set(batch.batchId, {
        resolve: (rows) => {
          this.#rowsWritten += rows;
          resolve();
        },
        reject,
        timer,
      });
      this.#outgoing.push(batch);
      if (this.#outgoing.length >= this.#maxPerMessage) this.#flush();
      else this.#flushTimer ??= setTimeout(() => this.#flush(), this.#gatherMs);
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

  /**
   * The renderer could not store the batch: the set fails at once, a full disk said as such; a
   * stale "unchanged" is fetched again in full by the run.
   */
  refuse(batchId: string, reason: BatchRefusal): void {
    const waiter = this.#waiting.get(batchId);
    if (!waiter) return;
    clearTimeout(waiter.timer);
    this.#waiting.delete(batchId);
    waiter.reject(
      reason === 'disk-full'
        ? new ExpectedError('disk-full', m.main_store_disk_full())
        : reason === 'stale'
          ? new ExpectedError('stale', m.main_store_stale())
          : new ExpectedError('not-stored', m.main_store_failed()),
    );
  }

  /** The window went away: nothing pending will be stored. */
  failAll(): void {
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    this.#outgoing = [];
    for (const [id, waiter] of this.#waiting) {
      clearTimeout(waiter.timer);
      waiter.reject(new ExpectedError('not-stored', m.main_store_closed()));
      this.#waiting.delete(id);
    }
  }

  #flush(): void {
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    const batches = this.#outgoing;
    this.#outgoing = [];
    if (batches.length > 0) this.send(batches);
  }
}
