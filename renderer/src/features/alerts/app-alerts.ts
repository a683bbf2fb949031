import type { AppState } from '../../shared/state/app-state';
import { AlertsState } from './alerts.svelte';

/**
 * The app's alerts, over its connection's database and settings; main.ts hands them to App.
 * A round reads every followed shift starting soon: the first waits for the app's first paint,
 * which it would hold up.
 */
export function appAlerts(app: AppState): AlertsState {
  return new AlertsState({
    bridge: app.bridge,
    db: () => app.connection.db,
    settings: () => app.connection.settings,
    now: () => new Date(),
    ready: app.firstPaint,
  });
}
