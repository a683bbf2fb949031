/** The app's own channels: what it is, links out, saving a CSV, and its updates. */
import type { AppCoreDeps } from './app-core-deps.js';
import type { HandlerGroup } from './ipc/handler-map.js';
import { externalUrlAllowed } from './security/url-policy.js';
import type { UpdateChecker } from './update-checker.js';

export function appHandlers(deps: AppCoreDeps, updates: UpdateChecker) {
  return {
    'app:info': async () => ({ ...deps.appInfo(), keychainBackend: deps.vault.status().backend }),
    'app:open-external': async ({ url }) => {
      const allowed = externalUrlAllowed(url);
      if (!allowed) return false;
      await deps.openExternal(allowed);
      return true;
    },
    'app:save-csv': async ({ suggestedName, csv }) => deps.saveCsv(suggestedName, csv),
    'update:status': async () => updates.status(),
    'update:restart': async () => updates.restart(),
  } satisfies HandlerGroup;
}
