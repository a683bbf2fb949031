/**
 * Runs one sync plan: bounded concurrency, the whole run slowed by a 429, each complete set
 * delivered (and applied by the renderer) before it counts as done, failures kept per item.
 * A failed item never produces a batch, so its cached rows stay as they were.
 */
import type { SyncBatch, SyncFailure, SyncProgress, SyncSummary } from '../../../preload/contract.js';
import type { WorkforceClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import type { BatchBody, DiscoveryList, SyncItem } from './plan.js';
import { RateGate } from './rate-gate.js';

export interface RunOptions {
  syncId: string;
  client: WorkforceClient;
  items: readonly SyncItem[];
  gate: RateGate;
  /** Cancels the run (user cancel, disconnect, quit). */
  signal: AbortSignal;
  /** Resolves once the renderer has applied the batch. */
  deliver(batch: SyncBatch): Promise<void>;
  onProgress(progress: SyncProgress): void;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  now?: () => Date;
}

export interface RunResult {
  summary: SyncSummary;
  /** Discovery lists that answered 404 in this run. */
  missingDiscovery: DiscoveryList[];
}

function toFailure(item: SyncItem, e: unknown): SyncFailure {
  if (e instanceof ApiError) return { item: item.label, code: e.code ?? e.kind, message: e.message };
  return { item: item.label, code: 'internal', message: e instanceof Error ? e.message : String(e) };
}

export async function runSync(o: RunOptions): Promise<RunResult> {
  const now = o.now ?? (() => new Date());
  const startedAt = now().toISOString();
  const stop = new AbortController();
  const signal = AbortSignal.any([o.signal, stop.signal]);
  const failures: SyncFailure[] = [];
  const missingDiscovery: DiscoveryList[] = [];
  let next = 0;
  let done = 0;
  let active = 0;
  let batchSeq = 0;
  let authFailed = false;
  let networkFailures = 0;
  let current: string | undefined;

  const progress = () =>
    o.onProgress({ syncId: o.syncId, planned: o.items.length, done, failed: failures.length, current });

  const stamp = (body: BatchBody): SyncBatch =>
    ({ ...body, batchId: `${o.syncId}:${++batchSeq}`, asOf: now().toISOString() }) as SyncBatch;

  async function handle(item: SyncItem): Promise<void> {
    try {
      const body = await item.fetch(o.client, signal);
      if (signal.aborted) return;
      await o.deliver(stamp(body));
      done++;
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
        await o.deliver(stamp({ kind: 'not-found', set: item.owner }));
      }
      if (e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout')) networkFailures++;
      failures.push(toFailure(item, e));
    }
  }

  async function worker(): Promise<void> {
    while (!signal.aborted && next < o.items.length) {
      // A worker retires when a 429 has lowered the run's concurrency below the active count.
      if (active > o.gate.limit) return;
      const wait = o.gate.waitMs();
      if (wait > 0) {
        await o.sleep(wait, signal);
        continue;
      }
      const item = o.items[next++]!;
      current = item.label;
      active++;
      await handle(item);
      active--;
      progress();
    }
  }

  progress();
  const workers = Array.from({ length: Math.max(1, Math.min(o.gate.limit, o.items.length)) }, () => worker());
  await Promise.all(workers);
  current = undefined;

  const cancelled = o.signal.aborted;
  const outcome: SyncSummary['outcome'] = authFailed
    ? 'auth-required'
    : cancelled
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
      planned: o.items.length,
      done,
      failures,
    },
    missingDiscovery,
  };
}
