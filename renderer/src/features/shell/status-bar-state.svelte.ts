/**
 * What the status bar thinks (StatusBar only draws it): how old the data the screen shows is,
 * the last sync's outcome in words and a shape, the orders needing attention, the whole words a
 * cut cell shows on hover, and the one button's job (sync, or cancel the sync running).
 * Created while a component initialises: its live queries run in that component's effects.
 */
import type { SyncSummary } from '../../../../preload/contract';
import type { DataAge } from '../../shared/db/queries';
import type { DataAgeWords } from '../../shared/data-age-words';
import { formatClock, formatCount, m } from '../../../../preload/i18n';
import type { AppState } from '../../shared/state/app-state';
import { ScreenDataAge } from '../../shared/state/screen-data-age.svelte';
import { itemBadge, itemCounts, type ItemBadge } from '../orders';

export interface SyncOutcome {
  icon: string;
  /** "Synced 14:02": the outcome at its time. */
  text: (time: string) => string;
  tone: 'ok' | 'warn' | 'danger' | 'muted';
}

const OUTCOME: Record<SyncSummary['outcome'], SyncOutcome> = {
  complete: { icon: '✓', text: (time) => m.status_synced({ time }), tone: 'ok' },
  partial: { icon: '!', text: (time) => m.status_synced_problems({ time }), tone: 'warn' },
  failed: { icon: '✕', text: (time) => m.status_sync_failed({ time }), tone: 'danger' },
  cancelled: { icon: '–', text: (time) => m.status_sync_cancelled({ time }), tone: 'muted' },
  'auth-required': { icon: '✕', text: (time) => m.status_key_needed({ time }), tone: 'danger' },
  offline: { icon: '○', text: (time) => m.status_not_synced_offline({ time }), tone: 'muted' },
};

export type StatusBarApp = Pick<
  AppState,
  'connection' | 'connectivity' | 'sync' | 'clock' | 'toasts' | 'nav' | 'firstPaint'
>;

export class StatusBarState {
  readonly #app: StatusBarApp;
  readonly #age: ScreenDataAge;
  readonly #counts: ReturnType<typeof itemCounts>;

  /** The last sync's failures are listed in a dialog. */
  showFailures = $state(false);

  readonly #badge = $derived.by(() => itemBadge(this.#counts.current));
  // The whole words on hover, for a text the cell has to cut short.
  readonly #ageTitle = $derived.by(() => {
    const age = this.#age.current;
    const words = this.#age.words;
    if (!age || !words) return undefined;
    return [
      words.whole,
      age.neverSynced > 0 ? m.status_not_synced({ count: age.neverSynced }) : '',
      age.notFound > 0 ? m.status_not_found({ count: age.notFound }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
  });
  readonly #outcome = $derived.by(() => {
    const last = this.#app.sync.last;
    return last ? OUTCOME[last.outcome] : undefined;
  });
  readonly #syncTitle = $derived.by(() => {
    const { sync } = this.#app;
    const last = sync.last;
    // A narrow bar may cut the progress words: whole on hover.
    if (sync.running) return this.progressText;
    if (sync.waitingForNetwork) return m.status_waiting_network();
    if (!last || !this.#outcome) return undefined;
    return this.lastSyncText;
  });

  /** `age`: the shell's, shared with the screens; a status bar on its own reads its own. */
  constructor(app: StatusBarApp, age: ScreenDataAge = new ScreenDataAge(app)) {
    this.#app = app;
    this.#counts = itemCounts(app.connection);
    this.#age = age;
  }

  get age(): DataAge | undefined {
    return this.#age.current;
  }
  get ageTitle(): string | undefined {
    return this.#ageTitle;
  }
  /** "Data as of 4:21 PM (now)", or today's events' age and the later ones' when they are apart. */
  get ageWords(): DataAgeWords | undefined {
    return this.#age.words;
  }
  get followsNothing(): boolean {
    const settings = this.#app.connection.settings;
    return (settings?.followedEventIds.length ?? 0) + (settings?.crewWorkerIds.length ?? 0) === 0;
  }
  /** Before the first connection there is nothing to sync: no button, rather than a dead one. */
  get connected(): boolean {
    const status = this.#app.connection.status;
    return status?.environment !== undefined && status.state !== 'empty';
  }
  /** The last sync's outcome, when there was one. */
  get outcome(): SyncOutcome | undefined {
    return this.#outcome;
  }
  get syncTitle(): string | undefined {
    return this.#syncTitle;
  }
  /** The running sync's progress in words. */
  get progressText(): string {
    const progress = this.#app.sync.progress;
    if (!progress) return m.status_syncing();
    const done = formatCount(progress.done);
    const planned = formatCount(progress.planned);
    return progress.failed > 0
      ? m.status_syncing_failed({ done, planned, failed: formatCount(progress.failed) })
      : m.status_syncing_count({ done, planned });
  }
  /** How far the running sync is, 0 to 100. */
  get progressPercent(): number {
    const progress = this.#app.sync.progress;
    return progress && progress.planned > 0 ? Math.round((progress.done / progress.planned) * 100) : 0;
  }
  /** What the last sync did, at its time: its outcome, or how many items it could not update. */
  get lastSyncText(): string | undefined {
    const last = this.#app.sync.last;
    if (!last || !this.#outcome) return undefined;
    const time = formatClock(last.finishedAt);
    return last.failures.length > 0
      ? m.status_not_updated({ count: last.failures.length, time })
      : this.#outcome.text(time);
  }
  /**
   * A narrow bar's words for the last sync: a complete one says "Synced" alone, its time being the
   * data's age beside it (and on hover); one with failures says how many ("17 not updated"), its
   * time on hover, so no clock is cut; anything else is news and keeps its words.
   */
  get lastSyncShort(): string | undefined {
    const last = this.#app.sync.last;
    if (last && last.failures.length > 0 && this.#outcome) return m.status_not_updated_short({ count: last.failures.length });
    return last?.outcome === 'complete' && last.failures.length === 0 ? m.status_synced_short() : this.lastSyncText;
  }
  /** The orders cell's words, whole: a narrow bar cuts them with an ellipsis and they show whole on hover. */
  get ordersWords(): string | undefined {
    const { attention, waiting } = this.#badge;
    const also = waiting > 0 ? m.status_orders_also_waiting({ count: waiting }) : undefined;
    if (attention > 0) {
      const first = m.status_orders_attention({ count: attention });
      return also ? m.status_orders_both({ attention: first, waiting: also }) : first;
    }
    return waiting > 0 ? m.status_orders_waiting({ count: waiting }) : undefined;
  }
  /**
   * A narrow bar's orders words, never cut: the orders that need the supervisor alone when there
   * are any (those waiting to be sent are on hover), else "2 orders waiting".
   */
  get ordersShort(): string | undefined {
    const { attention, waiting } = this.#badge;
    if (attention > 0) return m.status_orders_attention({ count: attention });
    return waiting > 0 ? m.status_orders_waiting_short({ count: waiting }) : undefined;
  }
  get ordersTitle(): string | undefined {
    return this.ordersWords;
  }
  get badge(): ItemBadge {
    return this.#badge;
  }

  /** The one button: cancels the sync running, or starts one; a refusal is said in a toast. */
  syncOrCancel(): void {
    const { sync } = this.#app;
    if (sync.running) void this.#run(() => sync.cancel(), (reason) => m.status_cancel_failed({ reason }));
    else void this.#run(() => sync.syncNow(), (reason) => m.shell_sync_start_failed({ reason }));
  }

  async #run(action: () => Promise<unknown>, failed: (reason: string) => string): Promise<void> {
    try {
      await action();
    } catch (e) {
      this.#app.toasts.show(failed((e as Error).message), 'error');
    }
  }
}
