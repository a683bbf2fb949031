/**
 * What a settings change means for the sync: a new interval is taken at once, and following
 * other events or workers asks for a sync (not when the environment changed with them: the
 * window opens the new connection's database and asks itself).
 */
import type { StoredSettings } from '../settings/schema.js';
import type { SyncService } from './sync-service.js';

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function syncOnSettingsChange(sync: SyncService, next: StoredSettings, previous: StoredSettings): void {
  if (next.syncIntervalMinutes !== previous.syncIntervalMinutes) sync.setInterval(next.syncIntervalMinutes);
  const followChanged =
    !sameIds(next.followedEventIds, previous.followedEventIds) || !sameIds(next.crewWorkerIds, previous.crewWorkerIds);
  if (followChanged && next.environment === previous.environment) void sync.request('followed items changed');
}
