/** The sync services a test makes, disposed after it, with real timers back and the simulator reset. */
import { afterEach, vi } from 'vitest';
import type { SyncService } from '../../../../../main/core/sync/sync-service.js';
import type { SimulatorHandle } from '../../../../../main/simulator/server.js';
import { resetSimulator } from '../core-kit.js';

export function useSyncServices(sim: () => SimulatorHandle): SyncService[] {
  const services: SyncService[] = [];
  afterEach(async () => {
    for (const s of services.splice(0)) s.dispose();
    vi.useRealTimers();
    await resetSimulator(sim());
  });
  return services;
}
