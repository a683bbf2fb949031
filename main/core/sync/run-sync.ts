/**
 * Runs one sync plan: bounded concurrency, the whole run slowed by a 429, each complete set
 * delivered (and applied by the renderer) before it counts as done, failures kept per item.
 * A failed item never produces a batch, so its cached rows stay as they were.
 */
import type { SyncBatch, SyncFailure, SyncProgress, SyncSummary } from '../../../preload/contract.js';
import type { WorkforceClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { ExpectedError } from '../ipc/expected-error.js';
import { normaliseBody, type BatchBody } from './set-sources.js';
import type { DiscoveryList, SyncItem } from './plan.js';
import { RateGate } from './rate-gate.js';

export interface RunOptions {
  syncId: string;
  client: WorkforceClient;
  items: readonly SyncItem[];
  /** Every request of the run waits on it and reports its 429s to it. */
  gate: RateGate;
  /** Cancels the run (user cancel, disconnect, quit). */
  signal: AbortSignal;
  /** Resolves once the renderer has applied the batch. */
  deliver(batch: SyncBatch): Promise<void>;
  /** A set fetched and stored (what the next plan's order learns from). */
  onStored?(key: string, batch: SyncBatch): void;
  /** The window refused an "unchanged" set as not the one it holds: forget its validators. */
  onStale?(key: string): void;
  onProgress(progress: SyncProgress): void;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** Fetched sets waiting to be stored, at most (MAX_PENDING_DELIVERIES unless said). */
  maxPending?: number;
  now?: () => Date;
}

export interface RunResult {
  summary: SyncSummary;
  /** Discovery lists that answered 404 in this run. */
  missingDiscovery: DiscoveryList[];
}

/**
 * Fetched sets waiting to be stored, at most. Deep enough that main fetches the next messages
 * while the window stores one, and the window's messages (one transaction each) stay large:
 * at 32 the window stored many small messages and the sync waited on each commit.
 */
const MAX_PENDING_DELIVERIES = 96;
/** Progress goes to the window at most this often: an event per set would cost more than the set. */
const PROGRESS_EVERY_MS = 100;

/** Calls `fn` at most every `ms` (leading edge, then trailing); `flush()` calls it now. */
export function throttle(fn: () => void, ms: number): (() => void) & { flush(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) run();
    else timer ??= setTimeout(run, wait);
  };
  return Object.assign(throttled, { flush: run });
}

function toFailure(item: SyncItem, e: unknown): SyncFailure {
  if (e instanceof ApiError) return { item: item.label, code: e.code ?? e.kind, message: e.message };
  if (e instanceof ExpectedError) return { item: item.label, code: e.code, message: e.message };
  return { item: item.label, code: 'internal', message: e instanceof Error ? e.message : String(e) };
}

export async function runSync(o: RunOptions): Promise<RunResult> {
  const now = o.now ?? (() => new Date());
  const startedAt = now().toISOString();
  const stop = new AbortController();
  const signal = AbortSignal.any([o.signal, stop.signal]);
  const failures: SyncFailure[] = [];
  // Grows while the run goes: an item's answer may call for more (SyncItem.followUp).
  const queue: SyncItem[] = [...o.items];
  const missingDiscovery: DiscoveryList[] = [];
  let next = 0;
  let done = 0;
  let active = 0;
  let batchSeq = 0;
  let authFailed = false;
  let networkFailures = 0;
  let current: string | undefined;

  const progress = throttle(
    () => o.onProgress({ syncId: o.syncId, planned: queue.length, done, failed: failures.length, current }),
    PROGRESS_EVERY_MS,
  );

  const stamp = (body: BatchBody): SyncBatch =>
    ({ ...body, batchId: `${o.syncId}:${++batchSeq}`, asOf: now().toISOString() }) as SyncBatch;

  // Deliveries run beside the fetches: a slot is free for the next request as soon as its
  // response is parsed, while the renderer stores batches in arrival order.
  const deliveries = new Set<Promise<void>>();
  // A cancel does not wait for a window that may never store what it was sent.
  const cancelled = o.signal.aborted
    ? Promise.resolve()
    : new Promise<void>((resolve) => o.signal.addEventListener('abort', () => resolve(), { once: true }));

  function failed(item: SyncItem, e: unknown): void {
    if (e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout')) networkFailures++;
    failures.push(toFailure(item, e));
    // A full disk refuses every later set too: the run stops, what is stored stays as it was.
    if (e instanceof ExpectedError && e.code === 'disk-full') stop.abort();
  }

  function startDelivery(item: SyncItem, batch: SyncBatch, counts: boolean): void {
    const delivery = o.deliver(batch).then(
      () => {
        if (!counts) return;
        done++;
        o.onStored?.(item.key, batch);
      },
      (e: unknown) => {
        if (!(e instanceof ExpectedError && e.code === 'stale')) return failed(item, e);
        // Its validators forgotten, the set is read again in full in this run.
        o.onStale?.(item.key);
        queue.push(item);
        spawn();
      },
    );
    const tracked = delivery.finally(() => {
      deliveries.delete(tracked);
      progress();
    });
    deliveries.add(tracked);
  }

  async function fetchItem(item: SyncItem): Promise<void> {
    try {
      const body = await item.fetch(o.client, { signal, rate: o.gate });
      if (signal.aborted) return;
      if (body === undefined) {
        done++;
        return;
      }
      // Main normalises: the renderer stores what it is sent and never reads an API row.
      startDelivery(item, stamp(normaliseBody(body)), true);
      // A set planned already (from what the last sync learnt) is not fetched twice.
      const more = (item.followUp?.(body) ?? []).filter((m) => !queue.some((q) => q.key === m.key));
      if (more.length > 0) {
        // Next in line: they matter as much as the answer that called for them.
        queue.splice(next, 0, ...more);
        spawn();
      }
    } catch (e) {
      if (signal.aborted) return;
      if (e instanceof ApiError && e.kind === 'auth') {
        authFailed = true;
        failures.push(toFailure(item, e));
        stop.abort();
        return;
      }
      if (e instanceof ApiError && e.kind === 'not-found' && item.discovery) {
        // The server has no such list: remembered, and not a failure of the supervisor's data.
        missingDiscovery.push(item.discovery);
        done++;
        return;
      }
      if (e instanceof ApiError && e.kind === 'not-found' && item.owner) {
        startDelivery(item, stamp({ kind: 'not-found', set: item.owner }), false);
      }
      failed(item, e);
    }
  }

  async function worker(): Promise<void> {
    while (!signal.aborted && next < queue.length) {
      // A worker retires when a 429 has lowered the run's concurrency to the active count or below.
      if (active >= o.gate.limit) return;
      const wait = o.gate.waitMs();
      if (wait > 0) {
        await o.sleep(wait, signal);
        continue;
      }
      // Backpressure: never more fetched-but-unstored sets than this in memory.
      if (deliveries.size >= (o.maxPending ?? MAX_PENDING_DELIVERIES)) {
        await Promise.race([...deliveries, cancelled]);
        continue;
      }
      const item = queue[next++]!;
      current = item.label;
      active++;
      await fetchItem(item);
      active--;
      progress();
    }
  }

  const workers = new Set<Promise<void>>();
  /** Starts workers for waiting items, up to the gate's limit. */
  function spawn(): void {
    while (workers.size < o.gate.limit && workers.size - active < queue.length - next) {
      const w: Promise<void> = worker().finally(() => workers.delete(w));
      workers.add(w);
    }
  }

  progress();
  spawn();
  // A delivery refused as stale queues its set again, so the workers may start anew.
  for (;;) {
    while (workers.size > 0) await Promise.all([...workers]);
    if (deliveries.size === 0 || o.signal.aborted) break;
    await Promise.race([...deliveries, cancelled]);
  }
  current = undefined;
  progress.flush();

  const outcome: SyncSummary['outcome'] = authFailed
    ? 'auth-required'
    : o.signal.aborted
      ? 'cancelled'
      : failures.length > 0 && networkFailures === failures.length && done === 0
        ? 'offline'
        : failures.length > 0 && done === 0
          ? 'failed'
          : failures.length > 0
            ? 'partial'
            : 'complete';
  return {
    summary: {
      syncId: o.syncId,
      startedAt,
      finishedAt: now().toISOString(),
      outcome,
      planned: queue.length,
      done,
      failures,
    },
    missingDiscovery,
  };
}
