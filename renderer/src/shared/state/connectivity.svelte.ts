/** Online / Offline since… / Degraded, as main's connectivity monitor reports it. */
import type { Connectivity, WorkforceApi } from '../../../../preload/contract';
import { call } from '../bridge';

export class ConnectivityState {
  readonly #bridge: WorkforceApi;
  #current = $state.raw<Connectivity | undefined>(undefined);
  #heard = false;

  constructor(bridge: WorkforceApi) {
    this.#bridge = bridge;
  }

  get current(): Connectivity | undefined {
    return this.#current;
  }

  async start(): Promise<void> {
    this.#bridge.on('connectivity:changed', (c) => {
      this.#heard = true;
      this.#current = c;
    });
    const initial = await call(this.#bridge.connectivity());
    // An event that arrived meanwhile is newer than the answer.
    if (!this.#heard) this.#current = initial;
  }
}
