/**
 * A real sync end to end for integration tests: the sync service and client against the
 * simulator over real HTTP, through a server the test may put in front of it (one that changes
 * answers as a server nobody on the project wrote would), its batches stored by the window's
 * real receiver in IndexedDB. The test file imports fake-indexeddb first (the integration
 * project has none).
 */
import type { SyncBatch, SyncSummary } from '../../../preload/contract.js';
import { createClient } from '../../../main/core/api/client.js';
import type { FetchLike } from '../../../main/core/api/transport.js';
import { BatchDelivery } from '../../../main/core/sync/batch-delivery.js';
import { SyncService } from '../../../main/core/sync/sync-service.js';
import type { SimulatorHandle } from '../../../main/simulator/server.js';
import type { FieldDb } from '../../../renderer/src/shared/db/schema';
import { startBatchReceiver } from '../../../renderer/src/shared/sync/batch-receiver';
import { call, KEY } from '../simulator/harness.js';

/** One request as the server saw it and answered it. */
export interface Exchange {
  path: string;
  query: URLSearchParams;
  ifNoneMatch: string | null;
  ifModifiedSince: string | null;
  status: number;
}

/**
 * A server in front of the simulator: it may change the request (`url`) before the simulator
 * sees it, then the simulator's answer. None: the simulator as it is.
 */
export interface Server {
  url?(url: URL): URL;
  answer?(res: Response, req: Headers, url: URL): Response | Promise<Response>;
}

export interface SyncingOptions {
  server?: Server;
  /** The client's retry pauses; the app's by default. */
  retry?: { baseDelayMs?: number; maxDelayMs?: number };
}

/** The first three events and two crew workers with a time-tracking UUID. */
async function world(sim: SimulatorHandle) {
  const state = await call<{ events: { id: string }[]; workers: { id: string; uuid: string }[] }>(
    sim,
    '/__simulator/state',
  );
  return {
    followedEventIds: state.body.events.slice(0, 3).map((e) => e.id),
    crewWorkerIds: state.body.workers.filter((w) => w.uuid).slice(0, 2).map((w) => w.id),
  };
}

/**
 * A sync service whose batches the window's receiver stores in `db()`, and what went over the
 * wire. Each `sync()` runs an hour after the last on the service's clock.
 */
export async function syncing(sim: SimulatorHandle, db: () => FieldDb, options: SyncingOptions = {}) {
  const { server = {} } = options;
  const exchanges: Exchange[] = [];
  const fetchThrough: FetchLike = async (input, init) => {
    const url = server.url?.(new URL(input)) ?? new URL(input);
    const req = new Headers(init.headers);
    const answered = await fetch(url, init);
    const res = (await server.answer?.(answered, req, url)) ?? answered;
    exchanges.push({
      path: url.pathname.replace(/^\/api\/1_12/, ''),
      query: url.searchParams,
      ifNoneMatch: req.get('if-none-match'),
      ifModifiedSince: req.get('if-modified-since'),
      status: res.status,
    });
    return res;
  };
  const client = createClient({
    baseUrl: sim.url,
    apiKey: KEY,
    fetch: fetchThrough,
    timeoutMs: 5_000,
    ...(options.retry ? { retry: options.retry } : {}),
  });
  let listener: ((p: { batches: SyncBatch[] }) => void) | undefined;
  const delivery = new BatchDelivery((batches) => listener?.({ batches }), { gatherMs: 5 });
  startBatchReceiver(
    {
      on: ((_channel: string, fn: (p: { batches: SyncBatch[] }) => void) => {
        listener = fn;
        return () => undefined;
      }) as never,
      ackBatch: async ({ acks }) => {
        for (const a of acks) {
          if (a.refused) delivery.refuse(a.batchId, a.refused);
          else delivery.ack(a.batchId, a.rowsWritten);
        }
        return { ok: true, value: undefined };
      },
    },
    async () => db(),
  );
  const followed = await world(sim);
  // The service's clock runs (a rate gate's pause must pass), starting at the simulator's today.
  let offset = Date.parse('2026-11-22T17:00:00.000Z') - Date.now();
  const service = new SyncService({
    client: () => client,
    followed: () => followed,
    concurrency: () => 4,
    isOnline: () => true,
    deliver: (b) => delivery.deliver(b),
    onProgress: () => undefined,
    onFinished: () => undefined,
    onAuthRequired: () => undefined,
    now: () => new Date(Date.now() + offset),
  });
  /** One sync an hour after the last: what it asked, and the rows the window wrote. */
  const sync = async (): Promise<{ summary: SyncSummary; asked: Exchange[]; rowsWritten: number }> => {
    offset += 3_600_000;
    exchanges.length = 0;
    delivery.resetCount();
    const summary = await service.request('test');
    return { summary, asked: [...exchanges], rowsWritten: delivery.rowsWritten };
  };
  return { sync, followed, service };
}

/** A copy of an answer with its headers changed (the body is passed on unread). */
export function withHeaders(res: Response, change: (headers: Headers) => void, status = res.status): Response {
  const headers = new Headers(res.headers);
  change(headers);
  return new Response(status === 304 ? null : res.body, { status, headers });
}
