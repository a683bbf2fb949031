import { firstScreenDrawn } from '../../shared/perf';
import type { AppState } from '../../shared/state/app-state';
import { AlertsState } from './alerts.svelte';

/** A round reads every followed shift starting soon: the first waits for the first screen, at most this long. */
const FIRST_SCREEN_WAIT_MS = 1_000;

/**
 * The app's alerts, over its connection's database and settings; main.ts hands them to App.
 * The first round waits until the first screen painted what it read, which it would hold up
 * (`ready`; tests that mount one screen without a first paint hand in their own).
 */
export function appAlerts(app: AppState, ready = firstScreenDrawn(FIRST_SCREEN_WAIT_MS)): AlertsState {
  return new AlertsState({
    bridge: app.bridge,
    db: () => app.connection.db,
    settings: () => app.connection.settings,
    now: () => new Date(),
    ready,
  });
}
