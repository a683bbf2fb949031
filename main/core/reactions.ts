/**
 * What main does on its own when the network or the settings change: tell the window, check for
 * an update that is due, sync and send the outbox when back online, stop a sync when offline.
 */
import { sharedSettings } from './settings/schema.js';
import type { AppCoreDeps } from './app-core-deps.js';
import type { ConnectivityMonitor } from './connectivity.js';
import { syncOnSettingsChange } from './sync/settings-triggers.js';
import type { SyncService } from './sync/sync-service.js';
import type { UpdateChecker } from './update-checker.js';

export interface Reacting {
  connectivity: ConnectivityMonitor;
  settings: AppCoreDeps['settings'];
  sync: SyncService;
  updates: UpdateChecker;
  emit: AppCoreDeps['emit'];
}

/** Subscribes; returns what unsubscribes. */
export function wireReactions({ connectivity, settings, sync, updates, emit }: Reacting): (() => void)[] {
  return [
    connectivity.onChange((state) => {
      emit('connectivity:changed', state);
      updates.checkIfDue();
      if (state.state !== 'offline') {
        void sync.request('back online');
        emit('outbox:drain', { reason: 'back online' });
      } else {
        sync.cancel();
      }
    }),
    settings.onChange((next, previous) => {
      emit('settings:changed', sharedSettings(next));
      syncOnSettingsChange(sync, next, previous);
    }),
  ];
}
