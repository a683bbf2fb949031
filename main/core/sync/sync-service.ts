/**
 * When to sync: one run at a time; a trigger during a run is coalesced into one more run after
 * it; a run can be cancelled; offline, nothing is sent at all. Triggers come from outside
 * (start-up, interval, back online, resume, "Sync now", a change to followed events or crew).
 * Every sync also reads the status of some followed orders; between syncs a light timer reads
 * only those, as a run of its own, so it shares the one-at-a-time rule and the rate gate's pause.
 */
import {
  dueAt,
  localDay,
  toShiftTime,
  type SyncBatch,
  type SyncProgress,
  type SyncStatus,
  type SyncSummary,
} from '../../../preload/contract.js';
import type { WorkforceClient } from '../api/client.js';
import { abortableSleep } from '../api/http.js';
import { NETWORK_FAILURE_CODES } from '../api/transport.js';
import { FollowedOrders } from './followed-orders.js';
import { orderStatusItems } from './order-status-items.js';
import { clientItemsFor, planSync, type DiscoveryList } from './plan.js';
import { readInChain, RECHECK_TODAY_MS } from './plan-order.js';
import { RateGate } from './rate-gate.js';
import { runSync } from './run-sync.js';
import { SyncMemory } from './sync-memory.js';

export interface SyncServiceDeps {
  /** The client for the current connection, or undefined without a usable key. */
  client(): WorkforceClient | undefined;
  followed(): { followedEventIds: readonly string[]; crewWorkerIds: readonly string[] };
  concurrency(): number;
  isOnline(): boolean;
  deliver(batch: SyncBatch): Promise<void>;
  onProgress(progress: SyncProgress): void;
  onFinished(summary: SyncSummary): void;
  /** ATH-100 during a run: the key must be entered again. */
  onAuthRequired(): void;
  /**
   * Sends the queued orders and compliance changes and resolves once they are out (or given
   * up on): a sync's reads would compete with them on a slow network.
   */
  outboxFirst?(signal: AbortSignal): Promise<void>;
  now?: () => Date;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The pause before the run after the `cuts`-th network cut in a row (retryAfterCutMs by default). */
  retryAfterCutMs?: (cuts: number) => number;
}

/** A whole sync, or only the status of followed orders (the light timer's run). */
type Scope = 'sync' | 'order-status';

const failedByNetwork = (summary: SyncSummary) => summary.failures.some((f) => NETWORK_FAILURE_CODES.has(f.code));

/** A run the network or the supervisor cut short: the next one carries on its chain. */
function wasCut(summary: SyncSummary): boolean {
  return summary.outcome === 'cancelled' || summary.outcome === 'offline' || failedByNetwork(summary);
}

/**
 * A run the network cut (a venue's connection gone for a few seconds) is followed by another,
 * which reads first what the cut one missed: 2 s after the first cut, doubling up to a minute.
 * Offline, the back-online trigger asks instead; a supervisor's cancel is not retried.
 */
export function retryAfterCutMs(cuts: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, cuts - 1), 60_000);
}

/** Cut by the network while the app thought it online (an app that knows it is offline is not). */
function cutByNetwork(summary: SyncSummary): boolean {
  if (summary.outcome === 'cancelled' || summary.outcome === 'auth-required') return false;
  return failedByNetwork(summary);
}

export class SyncService {
  /** The placed orders whose status runs read; the renderer names them. */
  readonly followedOrders = new FollowedOrders();
  /** When sets were fetched and events run: the order of the next plan. */
  readonly memory = new SyncMemory();
  /** The start of the first of a chain of cut syncs: what they fetched waits for the rest. */
  #chainStart: string | undefined;
  #running: Promise<SyncSummary> | undefined;
  #scope: Scope = 'sync';
  #pending: { reason: string; promise: Promise<SyncSummary> } | undefined;
  #abort: AbortController | undefined;
  #progress: SyncProgress | undefined;
  #last: SyncSummary | undefined;
  #missingDiscovery = new Set<DiscoveryList>();
  #timer: ReturnType<typeof setInterval> | undefined;
  #orderTimer: ReturnType<typeof setInterval> | undefined;
  /** Runs the network cut in a row, and the timer of the run that follows the last one. */
  #cutsInRow = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The last run's rate-gate pause (epoch ms): the next run starts after it. */
  #pausedUntil = 0;
  #seq = 0;

  constructor(private readonly deps: SyncServiceDeps) {}

  status(): SyncStatus {
    return {
      running: this.#running !== undefined && this.#scope === 'sync',
      progress: this.#progress,
      last: this.#last,
    };
  }

  /**
   * Asks for a sync. Starts one now, or, during a run, one more after it (however many
   * triggers arrive meanwhile). Resolves with the summary of the run that covers this request.
   */
  request(reason: string): Promise<SyncSummary> {
    if (!this.#running) return this.#start(reason);
    if (!this.#pending) {
      const running = this.#running;
      // A cancel() meanwhile drops this run: its askers get the cancelled run's summary.
      const next = (): Promise<SyncSummary> => (this.#pending === entry ? this.#startPending() : running);
      const entry = { reason, promise: running.then(next, next) };
      this.#pending = entry;
    }
    return this.#pending.promise;
  }

  /**
   * Reads the status of the followed orders due, unless a sync is under way or waiting (it reads
   * them), the app is offline, the rate gate's pause is still on, or no order is followed.
   */
  readOrderStatuses(): Promise<SyncSummary> | undefined {
    if (this.#running || this.#pending || !this.deps.isOnline() || !this.deps.client()) return undefined;
    const now = (this.deps.now ?? (() => new Date()))().getTime();
    if (dueAt(this.#pausedUntil, now) > now || this.followedOrders.due(1).length === 0) return undefined;
    return this.#start('order status', 'order-status');
  }

  /** Resolves once no run is under way or waiting (for shutdown and tests). */
  async idle(): Promise<void> {
    while (this.#running || this.#pending) {
      await (this.#pending?.promise ?? this.#running)?.catch(() => undefined);
    }
  }

  cancel(): void {
    this.#clearRetry();
    this.#pending = undefined;
    this.#abort?.abort();
  }

  /** Runs a sync every `minutes` (replacing any previous interval). */
  setInterval(minutes: number): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = setInterval(() => void this.request('interval'), minutes * 60_000);
    this.#timer.unref?.();
  }

  /** Reads order statuses every `ms` between syncs (replacing any previous timer). */
  setOrderStatusInterval(ms: number): void {
    if (this.#orderTimer) clearInterval(this.#orderTimer);
    this.#orderTimer = setInterval(() => void this.readOrderStatuses(), ms);
    this.#orderTimer.unref?.();
  }

  dispose(): void {
    this.#clearRetry();
    if (this.#timer) clearInterval(this.#timer);
    if (this.#orderTimer) clearInterval(this.#orderTimer);
    this.cancel();
  }

  /**
   * A new connection: forgets which discovery lists and operations were missing (its server may
   * have them) and the orders followed (its database names its own).
   */
  resetDiscovery(): void {
    this.#missingDiscovery.clear();
    this.followedOrders.reset();
    this.memory.reset();
    this.#chainStart = undefined;
  }

  #startPending(): Promise<SyncSummary> {
    const pending = this.#pending;
    this.#pending = undefined;
    return this.#start(pending?.reason ?? 'coalesced');
  }

  #clearRetry(): void {
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
  }

  /**
   * After a run: a network cut asks for the next run after a pause; a run not cut ends the count.
   * A cut run that fetched something starts the count again: the network worked in between, so
   * the venue's next drop is waited out in seconds, not in a pause grown over several drops.
   */
  #afterRun(summary: SyncSummary): void {
    if (!cutByNetwork(summary)) {
      this.#cutsInRow = 0;
      return;
    }
    this.#cutsInRow = summary.done > 0 ? 1 : this.#cutsInRow + 1;
    const delay = (this.deps.retryAfterCutMs ?? retryAfterCutMs)(this.#cutsInRow);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      void this.request('after a cut');
    }, delay);
    this.#retryTimer.unref?.();
  }

  #start(reason: string, scope: Scope = 'sync'): Promise<SyncSummary> {
    if (scope === 'sync') this.#clearRetry();
    this.#scope = scope;
    const run = this.#run(reason, scope).finally(() => {
      this.#running = undefined;
      this.#abort = undefined;
    });
    this.#running = run;
    return run;
  }

  async #run(reason: string, scope: Scope): Promise<SyncSummary> {
    const now = this.deps.now ?? (() => new Date());
    const syncId = `s${now().getTime().toString(36)}-${++this.#seq}`;
    const client = this.deps.client();
    const skipped = (outcome: SyncSummary['outcome'], message: string): SyncSummary => ({
      syncId,
      startedAt: now().toISOString(),
      finishedAt: now().toISOString(),
      outcome,
      planned: 0,
      done: 0,
      failures: [{ item: reason, code: outcome, message }],
    });
    let summary: SyncSummary;
    if (!client) {
      summary = skipped('auth-required', 'No API key is available: connect first.');
    } else if (!this.deps.isOnline()) {
      summary = skipped('offline', 'Offline: the data shown is from the last sync.');
    } else {
      this.#abort = new AbortController();
      const sleep = this.deps.sleep ?? abortableSleep;
      if (scope === 'sync') await this.deps.outboxFirst?.(this.#abort.signal);
      const orders = orderStatusItems(this.followedOrders.due(), this.followedOrders, now);
      const freshSince = (this.#chainStart ??= now().toISOString());
      const followed = this.deps.followed();
      const validatorsFor = (key: string) => this.memory.validatorsFor(key);
      const items =
        scope === 'sync'
          ? readInChain(
              [
                ...planSync({
                  ...followed,
                  missingDiscovery: this.#missingDiscovery,
                  today: localDay(now()),
                  validatorsFor,
                }),
                ...clientItemsFor(this.memory.clientsOf(followed.followedEventIds), validatorsFor),
                ...orders,
              ],
              {
                now: toShiftTime(now()),
                windows: this.memory.windows,
                fetchedAt: this.memory.fetchedAt,
                freshSince,
                recheckTodayBefore: new Date(now().getTime() - RECHECK_TODAY_MS).toISOString(),
              },
            )
          : orders;
      const gate = new RateGate(this.deps.concurrency(), () => now().getTime(), sleep, this.#pausedUntil);
      const result = await runSync({
        syncId,
        client,
        items,
        gate,
        signal: this.#abort.signal,
        deliver: (b) => this.deps.deliver(b),
        onStored: (key, batch) => this.memory.noteFetched(key, batch),
        onStale: (key) => this.memory.forgetValidators(key),
        onProgress: (p) => {
          if (scope !== 'sync') return;
          this.#progress = p;
          this.deps.onProgress(p);
        },
        sleep,
        now,
      });
      this.#pausedUntil = gate.pausedUntil;
      for (const list of result.missingDiscovery) this.#missingDiscovery.add(list);
      summary = result.summary;
      if (scope === 'sync' && !wasCut(summary)) this.#chainStart = undefined;
    }
    if (summary.outcome === 'auth-required' && client) this.deps.onAuthRequired();
    // The light run is not a sync: the status line and "last synced" stay the last sync's.
    if (scope !== 'sync') return summary;
    this.#progress = undefined;
    this.#last = summary;
    this.#afterRun(summary);
    this.deps.onFinished(summary);
    return summary;
  }
}
