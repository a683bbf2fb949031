/** Everything the screens share, created once at boot and handed down through context. */
import { getContext, setContext } from 'svelte';
import type { WorkforceApi } from '../../../preload/contract';
import { Clock } from './clock.svelte';
import { ConnectivityState } from './connectivity.svelte';
import { Navigation } from './navigation.svelte';
import { OrderQueue } from './order-queue.svelte';
import { Session } from './session.svelte';
import { SyncState } from './sync-state.svelte';
import { Toasts } from './toasts.svelte';
import { UpdateState } from './update.svelte';

export class AppState {
  readonly bridge: WorkforceApi;
  readonly session: Session;
  readonly connectivity: ConnectivityState;
  readonly sync: SyncState;
  readonly update: UpdateState;
  readonly clock = new Clock();
  readonly nav = new Navigation();
  readonly toasts = new Toasts();
  readonly orders = new OrderQueue();

  constructor(bridge: WorkforceApi) {
    this.bridge = bridge;
    this.session = new Session(bridge);
    this.connectivity = new ConnectivityState(bridge);
    this.sync = new SyncState(bridge);
    this.update = new UpdateState(bridge);
  }

  async start(): Promise<void> {
    await Promise.all([this.session.start(), this.connectivity.start(), this.sync.start(), this.update.start()]);
  }
}

const KEY = Symbol('app-state');

export function provideAppState(state: AppState): void {
  setContext(KEY, state);
}

export function appState(): AppState {
  const state = getContext<AppState | undefined>(KEY);
  if (!state) throw new Error('AppState missing: mount under App or pass it in the context');
  return state;
}

/** For mounting a screen on its own (tests): the context map `mount` accepts. */
export function appContext(state: AppState): Map<symbol, AppState> {
  return new Map([[KEY, state]]);
}
