/**
 * Sends queued items (worker orders and requirement edits alike) to main, oldest first, under
 * the drain lock, a few at a time: on a venue's slow network ten orders take two or three round
 * trips, not ten, before a sync's reads compete with them. Each lane claims its next item as it
 * settles the last; two edits of one requirement never race (store.ts). A pass ends when the
 * queue is empty, when the first item must wait (a server's "later", or offline: no lane claims
 * another, the ones out finish), or when the queue is paused (ATH-100): it stays paused, keeping
 * every item, until resume() (a new key). Triggers that arrive during a pass run one more after it.
 */
import {
  LONGEST_SERVER_WAIT_MS,
  LONGEST_TIMER_MS,
  type OutboxOutcome,
  type OutboxReason,
} from '../../../../preload/contract';
import type { OutboxItem } from '../db/rows';
import type { FieldDb } from '../db/schema';
import { outcomeOf, outcomeOfThrown } from './ipc-outcome';
import { sendItem, type ItemSenders } from './item-kinds';
import { drainLock, type DrainLock } from './lock';
import { recoverInterrupted } from './recover';
import { claimSome, clearNetworkWaits, settleAndClaimNext } from './store';

/** `submit`, `submitEdit`: in the app, window.workforce.submitOrder and submitRequirementEdit. */
export interface OutboxSenderDeps extends ItemSenders {
  /** The current connection's database, once any open under way has finished. */
  db(): Promise<FieldDb | undefined>;
  lock?: DrainLock | undefined;
  now?: (() => number) | undefined;
  /** Calls `wake` after `ms`; returns a cancel function. */
  schedule?: ((ms: number, wake: () => void) => () => void) | undefined;
  onError?: ((error: unknown, reason: string) => void) | undefined;
  /** Items out at once (the sync's requests-at-once setting in the app); undefined: SEND_AT_ONCE. */
  atOnce?: (() => number | undefined) | undefined;
}

/** Items out at once unless told: a sync's default, so a burst of items is no larger than its reads. */
export const SEND_AT_ONCE = 6;

/** Why a pass stops claiming: the server's "later" (or offline), or a pause. */
type Halt = { kind: 'later'; at: number } | { kind: 'paused'; reason: OutboxReason };

/** What the lanes of one pass share. */
interface PassRun {
  sent: number;
  halt: Halt | undefined;
  /** The oldest queued item must wait until then (a claim found it so). */
  waitUntil: number | undefined;
}

export type DrainStop = 'empty' | 'waiting' | 'paused' | 'no-database' | 'failed' | 'stopped';

export interface DrainResult {
  /** Requests handed to main, whatever their outcome. */
  sent: number;
  stop: DrainStop;
}

export interface OutboxSenderStatus {
  draining: boolean;
  /** Why the queue is paused (ATH-100 or a refused window); undefined while it runs. */
  paused: OutboxReason | undefined;
  /** When a server's "later" wakes the queue again. */
  nextAttemptAt: string | undefined;
}

const timeout = (ms: number, wake: () => void) => {
  // A longer delay would overflow the timer and fire at once: the sender would spin.
  const id = setTimeout(wake, Math.min(ms, LONGEST_TIMER_MS));
  return () => clearTimeout(id);
};

export class OutboxSender {
  readonly #deps: OutboxSenderDeps;
  readonly #lock: DrainLock;
  readonly #now: () => number;
  readonly #recovered = new WeakSet<FieldDb>();
  readonly #listeners = new Set<(status: OutboxSenderStatus) => void>();
  #running: Promise<DrainResult> | undefined;
  #again = false;
  #paused: OutboxReason | undefined;
  #wake: { at: number; cancel(): void } | undefined;
  /** The next pass first clears the waits of items a refused connection held back. */
  #networkBack = false;
  /** The last answer was main's "offline": no request can leave until a trigger other than a new item. */
  #offline = false;
  #stopped = false;
  /** Counts resume() calls: a pause answered to a request sent before the last new key is stale. */
  #keys = 0;

  constructor(deps: OutboxSenderDeps) {
    this.#deps = deps;
    this.#lock = deps.lock ?? drainLock();
    this.#now = deps.now ?? Date.now;
  }

  /**
   * Runs passes until no trigger is pending; never rejects. `networkBack`: main asked (back
   * online, before a sync reads), so items a refused connection held back are due now.
   */
  drain(reason: string, { networkBack = false } = {}): Promise<DrainResult> {
    if (this.#stopped) return Promise.resolve({ sent: 0, stop: 'stopped' });
    if (networkBack) this.#networkBack = true;
    // Back online, "send now", a new key, a timer: whatever main said last, try again.
    this.#offline = false;
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#passes(reason).finally(() => {
      this.#running = undefined;
      this.#changed();
    });
    this.#changed();
    return this.#running;
  }

  /**
   * A new item is on disk: sends it, unless main last answered that it is offline. A pass then
   * would only be told so again, at the cost of two commits that the next item placed would
   * wait behind; main's "back online" drains.
   */
  queued(reason: string): Promise<DrainResult> {
    if (this.#offline) return this.#running ?? Promise.resolve({ sent: 0, stop: 'waiting' });
    return this.drain(reason);
  }

  /** A new key: the paused queue runs again. */
  resume(reason: string): Promise<DrainResult> {
    this.#keys += 1;
    this.#paused = undefined;
    this.#changed();
    return this.drain(reason);
  }

  /** Resolves once no pass runs or is pending (a pass blocked on a request keeps it waiting). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  status(): OutboxSenderStatus {
    return {
      draining: this.#running !== undefined,
      paused: this.#paused,
      nextAttemptAt: this.#wake ? new Date(this.#wake.at).toISOString() : undefined,
    };
  }

  onStatus(listener: (status: OutboxSenderStatus) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** No further passes or wake-ups; a request already out still has its answer recorded. */
  stop(): void {
    this.#stopped = true;
    this.#clearWake();
    this.#listeners.clear();
  }

  async #passes(reason: string): Promise<DrainResult> {
    let sent = 0;
    let result: DrainResult;
    do {
      this.#again = false;
      try {
        result = await this.#lock(() => this.#pass());
      } catch (error) {
        this.#deps.onError?.(error, reason);
        result = { sent: 0, stop: 'failed' };
      }
      sent += result.sent;
    } while (this.#again && !this.#stopped);
    return { sent, stop: result.stop };
  }

  async #pass(): Promise<DrainResult> {
    const db = await this.#deps.db();
    if (!db) return { sent: 0, stop: 'no-database' };
    // Whatever woke this pass, it decides afresh whether to wait and until when.
    this.#clearWake();
    if (!this.#recovered.has(db)) {
      await recoverInterrupted(db, this.#now());
      this.#recovered.add(db);
    }
    if (this.#paused !== undefined) return { sent: 0, stop: 'paused' };
    if (this.#networkBack) {
      this.#networkBack = false;
      await clearNetworkWaits(db);
    }
    try {
      return await this.#sendQueue(db);
    } catch (error) {
      // An answer that could not be stored left its item `sending`: the next pass recovers it.
      this.#recovered.delete(db);
      throw error;
    }
  }

  async #sendQueue(db: FieldDb): Promise<DrainResult> {
    const run: PassRun = { sent: 0, halt: undefined, waitUntil: undefined };
    const keys = this.#keys;
    const width = Math.max(1, Math.floor(this.#deps.atOnce?.() ?? SEND_AT_ONCE));
    const { claimed, stop } = await claimSome(db, this.#now(), width);
    if (stop.kind === 'wait') run.waitUntil = stop.until;
    const lanes = await Promise.allSettled(claimed.map((item) => this.#lane(db, item, run)));
    const failed = lanes.find((lane) => lane.status === 'rejected');
    if (failed) throw failed.reason;
    // A new key came while the refused request was out: the pass resume() asked for sends with it.
    if (run.halt?.kind === 'paused')
      return keys === this.#keys ? this.#pause(run.halt.reason, run.sent) : { sent: run.sent, stop: 'waiting' };
    if (run.halt?.kind === 'later') return this.#waitUntil(run.halt.at, run.sent);
    // That time was still ahead when the claim looked: it must get a timer even if it has
    // passed since (a timer can fire a millisecond early), or the queue would sleep forever.
    if (run.waitUntil !== undefined) return this.#waitUntil(Math.max(run.waitUntil, this.#now() + 1), run.sent);
    this.#offline = false;
    return { sent: run.sent, stop: this.#stopped ? 'stopped' : 'empty' };
  }

  /** Sends `first`, then whatever its settling claims next, until nothing is claimed. */
  async #lane(db: FieldDb, first: OutboxItem, run: PassRun): Promise<void> {
    let item: OutboxItem | undefined = first;
    while (item) {
      const outcome = await this.#send(item);
      run.sent += 1;
      if (outcome.outcome === 'paused') run.halt = { kind: 'paused', reason: outcome.reason };
      else if (outcome.outcome === 'retry-later' && run.halt?.kind !== 'paused') {
        // The soonest "later" wakes the queue; a claim then finds whether the first item must wait on.
        const at = Date.parse(outcome.retryAt);
        run.halt = { kind: 'later', at: Math.min(at, run.halt?.at ?? at) };
      }
      const another = !this.#stopped && run.halt === undefined;
      const step = await settleAndClaimNext(db, item.localId, outcome, this.#now(), another);
      if (step.kind === 'wait') run.waitUntil = Math.min(step.until, run.waitUntil ?? step.until);
      item = step.kind === 'claimed' ? step.item : undefined;
    }
  }

  async #send(item: OutboxItem): Promise<OutboxOutcome> {
    try {
      return outcomeOf(await sendItem(this.#deps, item));
    } catch (error) {
      return outcomeOfThrown(error);
    }
  }

  #pause(reason: OutboxReason, sent: number): DrainResult {
    this.#paused = reason;
    this.#offline = false;
    this.#changed();
    return { sent, stop: 'paused' };
  }

  /**
   * A time in the past (offline) sets no timer: coming back online triggers the next pass. A
   * server's "later" is held to the longest wait a server may ask for.
   */
  #waitUntil(asked: number, sent: number): DrainResult {
    const at = Math.min(asked, this.#now() + LONGEST_SERVER_WAIT_MS);
    const ms = at - this.#now();
    this.#offline = ms <= 0;
    if (ms > 0 && !this.#stopped) {
      const schedule = this.#deps.schedule ?? timeout;
      const cancel = schedule(ms, () => {
        this.#wake = undefined;
        void this.drain('retry time');
      });
      this.#wake = { at, cancel };
    }
    this.#changed();
    return { sent, stop: 'waiting' };
  }

  #clearWake(): void {
    this.#wake?.cancel();
    this.#wake = undefined;
  }

  #changed(): void {
    const status = this.status();
    for (const listener of this.#listeners) listener(status);
  }
}
