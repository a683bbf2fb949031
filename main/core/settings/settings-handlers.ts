/** The settings' channels: the window's copy, its changes, and the notice of a recovered file. */
import type { HandlerGroup } from '../ipc/handler-map.js';
import { sharedSettings } from './schema.js';
import type { MainLanguage } from '../main-language.js';
import type { SettingsService } from './settings-service.js';

export function settingsHandlers(settings: SettingsService, language: Pick<MainLanguage, 'ready'>) {
  return {
    'settings:get': async () => sharedSettings(settings.get()),
    'settings:update': async (patch) => {
      const next = settings.update(patch);
      // A language just chosen is spoken by main's dialogs and sentences from the window's next call.
      await language.ready();
      return sharedSettings(next);
    },
    'settings:notice': async () => {
      const notice = settings.recoveredFrom;
      settings.acknowledgeRecovery();
      if (notice?.reason === 'newer-version') return { madeByNewerVersion: true };
      return { recoveredFrom: notice?.movedTo ?? (notice ? 'an unreadable settings file' : undefined) };
    },
  } satisfies HandlerGroup;
}
