/** Everything the screens share, created once at boot and handed down through context. */
import { getContext, setContext } from 'svelte';
import type { WorkforceApi } from '../../../../preload/contract';
import { Clock } from './clock.svelte';
import { ConnectivityState } from './connectivity.svelte';
import { Navigation } from './navigation.svelte';
import { RunningOutbox } from './running-outbox.svelte';
import { ConnectionState } from './connection.svelte';
import { SyncState } from './sync-state.svelte';
import { Toasts } from './toasts.svelte';
import { UpdateState } from './update.svelte';

export class AppState {
  readonly bridge: WorkforceApi;
  readonly connection: ConnectionState;
  readonly connectivity: ConnectivityState;
  readonly sync: SyncState;
  readonly update: UpdateState;
  readonly clock = new Clock();
  readonly nav = new Navigation();
  readonly toasts = new Toasts();
  readonly outbox = new RunningOutbox();
  /**
   * Resolves once the first screen painted what it read (main.ts: perf's firstScreenDrawn).
   * What that screen does not need to draw (alerts, the outbox's start-up pass, the first sync's
   * read of the events' windows, the data's age in the status bar) waits for it rather than
   * compete with its reads.
   */
  readonly firstPaint: Promise<void>;

  constructor(bridge: WorkforceApi, firstPaint: Promise<void> = Promise.resolve()) {
    this.bridge = bridge;
    this.firstPaint = firstPaint;
    this.connection = new ConnectionState(bridge, firstPaint);
    this.connectivity = new ConnectivityState(bridge);
    this.sync = new SyncState(bridge, () => this.connectivity.current?.state === 'offline');
    this.update = new UpdateState(bridge);
  }

  async start(): Promise<void> {
    await Promise.all([this.connection.start(), this.connectivity.start(), this.sync.start(), this.update.start()]);
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
