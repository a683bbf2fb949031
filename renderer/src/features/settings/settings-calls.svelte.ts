/**
 * What the Settings cards ask main and read, so the cards only draw: the app's facts for About,
 * the weak-key choice for Connection, the muted events' names for Alerts.
 */
import type { AppInfo, WeakKeyPolicy } from '../../../../preload/contract';
import { m } from '../../../../preload/i18n';
import { call } from '../../shared/bridge';
import type { AppState } from '../../shared/state/app-state';
import type { ConnectionState } from '../../shared/state/connection.svelte';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { eventNames } from './settings-queries';

/** Version, keychain, data folder and platform, asked of main once. */
export class AboutInfo {
  readonly #app: Pick<AppState, 'bridge'>;
  #info = $state.raw<AppInfo | undefined>(undefined);
  #error = $state<string | undefined>(undefined);

  constructor(app: Pick<AppState, 'bridge'>) {
    this.#app = app;
  }

  /** Undefined until main answered. */
  get info(): AppInfo | undefined {
    return this.#info;
  }
  /** Why main could not answer. */
  get error(): string | undefined {
    return this.#error;
  }

  load(): void {
    call(this.#app.bridge.appInfo()).then(
      (i) => (this.#info = i),
      (e: Error) => (this.#error = e.message),
    );
  }
}

/** Saves what to do about a weak key, said in a toast either way. */
export async function chooseWeakPolicy(app: Pick<AppState, 'bridge' | 'toasts'>, policy: WeakKeyPolicy): Promise<void> {
  try {
    await call(app.bridge.chooseWeakPolicy({ policy }));
    app.toasts.show(m.settings_connection_choice_saved());
  } catch (e) {
    app.toasts.show(m.settings_connection_choice_failed({ reason: (e as Error).message }), 'error');
  }
}

/**
 * The muted events' names by id ("Event 12" while known only by id), live. Construct it while a
 * component initialises.
 */
export function liveMutedNames(connection: ConnectionState): LiveQuery<Map<string, string>> {
  const mutedIds = $derived(connection.settings?.mutedEventIds ?? []);
  return new LiveQuery<Map<string, string>>(() => {
    const db = connection.db;
    if (!db) return undefined;
    const ids = [...mutedIds];
    return () => eventNames(db, ids);
  });
}
