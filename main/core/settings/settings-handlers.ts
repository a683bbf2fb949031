/** The settings' channels: the window's copy, its changes, and the notice of a recovered file. */
import type { HandlerGroup } from '../ipc/handler-map.js';
import { sharedSettings } from './schema.js';
import type { SettingsService } from './settings-service.js';

export function settingsHandlers(settings: SettingsService) {
  return {
    'settings:get': async () => sharedSettings(settings.get()),
    'settings:update': async (patch) => sharedSettings(settings.update(patch)),
    'settings:notice': async () => {
      const notice = settings.recoveredFrom;
      settings.acknowledgeRecovery();
      if (notice?.reason === 'newer-version') return { madeByNewerVersion: true };
      return { recoveredFrom: notice?.movedTo ?? (notice ? 'an unreadable settings file' : undefined) };
    },
  } satisfies HandlerGroup;
}
