/**
 * The sync as the status bar shows it: running with progress, or the last result. "Sync now"
 * while offline still goes to main, which looks for the network at once (the supervisor
 * pressing it is the best sign it is back); still offline, the request waits for the sync that
 * comes with the network and says so.
 */
import type { SyncProgress, SyncStatus, SyncSummary, WorkforceApi } from '../../../../preload/contract';
import { call } from '../bridge';

export type SyncRequest = 'started' | 'when-online';

export class SyncState {
  readonly #bridge: WorkforceApi;
  readonly #offline: () => boolean;
  #waitingForNetwork = $state(false);
  #running = $state(false);
  #progress = $state.raw<SyncProgress | undefined>(undefined);
  #last = $state.raw<SyncSummary | undefined>(undefined);
  /** Counts finished syncs, so a late answer to "Sync now" cannot mark a finished sync running. */
  #finishedCount = 0;

  constructor(bridge: WorkforceApi, offline: () => boolean) {
    this.#bridge = bridge;
    this.#offline = offline;
  }

  /** "Sync now" was pressed offline; cleared when the sync that comes with the network starts. */
  get waitingForNetwork(): boolean {
    return this.#waitingForNetwork;
  }

  get running(): boolean {
    return this.#running;
  }

  get progress(): SyncProgress | undefined {
    return this.#progress;
  }

  get last(): SyncSummary | undefined {
    return this.#last;
  }

  async start(): Promise<void> {
    this.#bridge.on('sync:progress', (p) => {
      // A straggler of a sync that already finished must not reopen the progress bar.
      if (p.syncId === this.#last?.syncId) return;
      this.#waitingForNetwork = false;
      this.#running = true;
      this.#progress = p;
    });
    this.#bridge.on('sync:finished', (summary) => {
      this.#finishedCount += 1;
      if (summary.outcome !== 'offline') this.#waitingForNetwork = false;
      this.#running = false;
      this.#progress = undefined;
      this.#last = summary;
    });
    const seen = this.#finishedCount;
    this.#apply(await call(this.#bridge.syncStatus()), seen);
  }

  async syncNow(): Promise<SyncRequest> {
    if (this.#offline()) this.#waitingForNetwork = true;
    const seen = this.#finishedCount;
    this.#apply(await call(this.#bridge.syncNow()), seen);
    if (this.#offline()) return 'when-online';
    return 'started';
  }

  async cancel(): Promise<void> {
    await call(this.#bridge.cancelSync());
  }

  #apply(status: SyncStatus, finishedBefore: number): void {
    if (this.#finishedCount !== finishedBefore) return;
    this.#running = status.running;
    this.#progress = status.progress;
    this.#last = status.last ?? this.#last;
  }
}
