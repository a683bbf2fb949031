/** The alerts' channels: a desktop notification for an alert the window found due, and its withdrawal. */
import type { AlertNotifier, EmitEvent } from './app-core-deps.js';
import type { HandlerGroup } from './ipc/handler-map.js';
import type { SettingsService } from './settings/settings-service.js';

export function alertHandlers(settings: SettingsService, alerts: AlertNotifier | undefined, emit: EmitEvent) {
  return {
    // Switched off in Settings means off here too, whatever the renderer asks.
    'alerts:notify': async (notice) =>
      settings.get().alertsEnabled && alerts
        ? alerts.show(notice, () => emit('alerts:open', { alertId: notice.alertId, target: notice.target }))
        : false,
    'alerts:withdraw': async ({ alertId }) => alerts?.withdraw(alertId) ?? false,
  } satisfies HandlerGroup;
}
