/**
 * Sync services over the real client against the file's simulator, with a renderer that stores
 * every batch at once; each is disposed after its test, with real timers back and the simulator reset.
 */
import { afterEach, vi } from 'vitest';
import type { SyncBatch, SyncSummary } from '../../../../../preload/contract.js';
import type { WorkforceClient } from '../../../../../main/core/api/client.js';
import { SyncService, type SyncServiceDeps } from '../../../../../main/core/sync/sync-service.js';
import type { SimulatorHandle } from '../../../../../main/simulator/server.js';
import { clientFor, resetSimulator, watchedFetch } from '../core-kit.js';

export type ServiceOptions = Partial<SyncServiceDeps> & { clientOptions?: Parameters<typeof clientFor>[1] };

export function useSyncServices(sim: () => SimulatorHandle) {
  const services: SyncService[] = [];
  afterEach(async () => {
    for (const s of services.splice(0)) s.dispose();
    vi.useRealTimers();
    await resetSimulator(sim());
  });
  /** A service following nothing unless told, with what it fetched, delivered and finished. */
  return (over: ServiceOptions = {}) => {
    const watched = watchedFetch();
    const { clientOptions, ...rest } = over;
    const client: WorkforceClient = clientFor(sim().url, { fetch: watched.fetch, ...clientOptions });
    const finished: SyncSummary[] = [];
    const batches: SyncBatch[] = [];
    const service = new SyncService({
      client: () => client,
      followed: () => ({ followedEventIds: [], crewWorkerIds: [] }),
      concurrency: () => 3,
      isOnline: () => true,
      deliver: async (b) => void batches.push(b),
      onProgress: () => undefined,
      onFinished: (s) => finished.push(s),
      onAuthRequired: () => undefined,
      ...rest,
    });
    services.push(service);
    return { service, finished, batches, watched };
  };
}
