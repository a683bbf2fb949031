/**
 * What the follow screen's "by client" picker thinks (ClientWorkers only draws it): the clients
 * and one client's preferred and normal workers, asked from the server (not stored, so online
 * only), each with its error in words.
 */
import type { ClientWorkerListsRow, DiscoveredClientRow, WorkforceApi } from '../../../../preload/contract';
import { call } from '../../shared/bridge';

export class ClientWorkerLists {
  readonly #bridge: WorkforceApi;
  #clients = $state.raw<DiscoveredClientRow[] | undefined>(undefined);
  #clientsError = $state<string | undefined>(undefined);
  #lists = $state.raw<ClientWorkerListsRow | undefined>(undefined);
  #listsError = $state<string | undefined>(undefined);
  #loadingLists = $state(false);
  /** The client chosen; '' for none. */
  clientId = $state('');

  constructor(bridge: WorkforceApi) {
    this.#bridge = bridge;
  }

  /** By name; undefined until the server answered. */
  get clients(): DiscoveredClientRow[] | undefined {
    return this.#clients;
  }
  get clientsError(): string | undefined {
    return this.#clientsError;
  }
  /** The chosen client's workers; undefined until the server answered. */
  get lists(): ClientWorkerListsRow | undefined {
    return this.#lists;
  }
  get listsError(): string | undefined {
    return this.#listsError;
  }
  get loadingLists(): boolean {
    return this.#loadingLists;
  }

  async loadClients(): Promise<void> {
    this.#clientsError = undefined;
    try {
      this.#clients = (await call(this.#bridge.discoverClients())).sort((a, b) =>
        (a.clientName ?? '').localeCompare(b.clientName ?? ''),
      );
    } catch (e) {
      this.#clientsError = (e as Error).message;
    }
  }

  /** Asks for the chosen client's workers. */
  async loadLists(): Promise<void> {
    const id = this.clientId;
    this.#lists = undefined;
    this.#listsError = undefined;
    if (!id) return;
    this.#loadingLists = true;
    try {
      this.#lists = await call(this.#bridge.clientWorkers({ clientId: id }));
    } catch (e) {
      this.#listsError = (e as Error).message;
    } finally {
      this.#loadingLists = false;
    }
  }
}
