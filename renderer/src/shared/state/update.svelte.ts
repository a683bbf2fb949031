/**
 * "Restart to update": main downloaded an update in the background and waits for the
 * supervisor to choose the moment. Nothing here restarts on its own.
 */
import type { UpdateStatus, WorkforceApi } from '../../../../preload/contract';
import { call } from '../bridge';

export class UpdateState {
  readonly #bridge: WorkforceApi;
  #ready = $state.raw<string | undefined>(undefined);
  #postponed = $state(false);
  #restarting = $state(false);

  constructor(bridge: WorkforceApi) {
    this.#bridge = bridge;
  }

  /** The downloaded version to offer, unless the supervisor said "Later" this session. */
  get readyVersion(): string | undefined {
    return this.#postponed ? undefined : this.#ready;
  }

  get restarting(): boolean {
    return this.#restarting;
  }

  async start(): Promise<void> {
    const take = (status: UpdateStatus | undefined) => {
      if (status?.state === 'ready') this.#ready = status.version;
    };
    this.#bridge.on('update:ready', take);
    // Updates are an extra: a main that cannot answer leaves the app as it is.
    take(await call(this.#bridge.updateStatus()).catch(() => undefined));
  }

  later(): void {
    this.#postponed = true;
  }

  /** Main quits, installs and relaunches; the window's data is in IndexedDB and survives. */
  async restart(): Promise<void> {
    this.#restarting = true;
    try {
      if (!(await call(this.#bridge.restartToUpdate()))) throw new Error('No update is ready to install.');
    } finally {
      this.#restarting = false;
    }
  }
}
