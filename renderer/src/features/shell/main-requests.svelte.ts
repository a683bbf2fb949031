/**
 * What main asks of the window's shell: the one-time notice about the settings file (recovered
 * from a damaged copy, or written by a newer version), the menu's commands and clicks on an
 * alert's desktop notification. The shell (App.svelte) draws the notices and decides what each
 * request opens; this talks to the bridge.
 */
import type { AlertTarget, Events, WorkforceApi } from '../../../../preload/contract';
import { call } from '../../shared/bridge';

export type MenuCommand = Events['menu:command']['command'];

export class MainRequests {
  readonly #bridge: WorkforceApi;
  /** Where the damaged settings file was kept, when main had to start from a fresh one. */
  recoveredFrom = $state<string | undefined>(undefined);
  /** The settings file was written by a newer version of the app. */
  madeByNewerVersion = $state(false);

  constructor(bridge: WorkforceApi) {
    this.#bridge = bridge;
  }

  /** Reads the notice and follows main's requests until the returned function is called. */
  start(on: { alert: (target: AlertTarget) => void; menu: (command: MenuCommand) => void }): () => void {
    const stopOpen = this.#bridge.on('alerts:open', ({ target }) => on.alert(target));
    call(this.#bridge.settingsNotice()).then(
      (notice) => {
        this.recoveredFrom = notice.recoveredFrom;
        this.madeByNewerVersion = notice.madeByNewerVersion ?? false;
      },
      () => undefined,
    );
    const stopMenu = this.#bridge.on('menu:command', ({ command }) => on.menu(command));
    return () => {
      stopOpen();
      stopMenu();
    };
  }
}
