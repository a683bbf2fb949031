/**
 * What the Orders screen thinks (OrdersScreen only draws it): the outbox read live, newest first,
 * its counts in words, and what the supervisor asks of an item (send now, discard, send again,
 * mark placed, the CSV), each said in a toast. Created while a component initialises: its live
 * query runs in that component's effects.
 */
import type { OutboxItem } from '../../shared/db/rows';
import { saveCsv } from '../../shared/export';
import type { Outbox } from '../../shared/outbox/outbox-api';
import type { AppState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { m } from '../../../../preload/i18n';
import { countByState, itemBadge, type ItemBadge } from './item-badge';
import { progressNote } from './order-path';
import { outboxList, type OutboxList } from './order-queries';
import { ordersCsv } from './orders-csv';
import { itemWords, viewOf } from './orders-view';

export type OrdersApp = Pick<AppState, 'connection' | 'connectivity' | 'outbox' | 'toasts' | 'bridge'>;

export class OrdersState {
  readonly #app: OrdersApp;
  readonly #list: LiveQuery<OutboxList>;
  #busy = $state(false);

  readonly #all = $derived.by(() => this.#list.current?.items ?? []);
  readonly #badge = $derived.by(() => itemBadge(countByState(this.#all)));
  readonly #countWords = $derived.by(() => {
    const changeCount = this.#all.filter((item) => viewOf(item).tally === 'changes').length;
    const badge = this.#badge;
    return [
      m.orders_count({ count: this.#all.length - changeCount }),
      changeCount > 0 ? m.orders_count_changes({ count: changeCount }) : '',
      badge.attention > 0 ? m.orders_count_attention({ count: badge.attention }) : '',
      badge.waiting > 0 ? m.orders_count_waiting({ count: badge.waiting }) : '',
    ]
      .filter(Boolean)
      .join(', ');
  });
  readonly #note = $derived.by(() => progressNote(this.#all));

  constructor(app: OrdersApp) {
    this.#app = app;
    this.#list = new LiveQuery<OutboxList>(() => {
      const db = app.connection.db;
      if (!db) return undefined;
      return () => outboxList(db);
    });
  }

  /** Undefined until the first read. */
  get list(): OutboxList | undefined {
    return this.#list.current;
  }
  get error(): unknown {
    return this.#list.error;
  }
  /** Every item, newest first. */
  get all(): OutboxItem[] {
    return this.#all;
  }
  get badge(): ItemBadge {
    return this.#badge;
  }
  /** "12 orders, 1 requirement change, 2 need attention, 3 waiting to send". */
  get countWords(): string {
    return this.#countWords;
  }
  /** Why progress at the office cannot be read, said once; empty when it can. */
  get note(): string {
    return this.#note;
  }
  get offline(): boolean {
    return this.#app.connectivity.current?.state === 'offline';
  }
  /** An action is under way. */
  get busy(): boolean {
    return this.#busy;
  }

  readonly nameOf = (workerId: string): string =>
    this.#list.current?.names.get(workerId) ?? m.orders_worker_unnamed({ id: workerId });
  readonly workerName = (item: OutboxItem): string => viewOf(item).workerName(item, this.nameOf);
  readonly itemWords = (item: OutboxItem): string => itemWords(item, this.nameOf);
  /** What the item is, without whom it is for ("Safety vest"): the toasts' and the resend dialog's name. */
  readonly itemName = (item: OutboxItem): string => viewOf(item).what(item, this.nameOf).name;

  async #act(work: (outbox: Outbox) => Promise<unknown>, done: string, failed: string): Promise<void> {
    const { outbox: running, toasts } = this.#app;
    const outbox = running.current;
    if (!outbox) {
      toasts.show(m.orders_not_running({ what: failed }), 'error');
      return;
    }
    this.#busy = true;
    try {
      await work(outbox);
      if (done) toasts.show(done);
    } catch (e) {
      toasts.show(m.orders_failed_because({ what: failed, reason: (e as Error).message }), 'error');
    } finally {
      this.#busy = false;
    }
  }

  // Offline nothing can leave; main starts the queue itself when the network is back, so say that.
  sendNow(): void {
    if (this.offline) this.#app.toasts.show(m.orders_offline_send_later());
    else void this.#act((o) => o.sendNow(), '', m.orders_send_failed());
  }

  discard(item: OutboxItem): void {
    void this.#act(
      (o) => o.discard(item.localId),
      m.orders_discarded({ what: this.itemWords(item) }),
      m.orders_discard_failed(),
    );
  }

  sendAgain(item: OutboxItem): void {
    void this.#act(
      (o) => o.sendAgain(item.localId),
      m.orders_queued_again({ what: this.itemName(item) }),
      m.orders_resend_failed(),
    );
  }

  markPlaced(item: OutboxItem): void {
    void this.#act(
      (o) => o.markPlaced(item.localId),
      m.orders_marked_placed({ what: this.itemName(item) }),
      m.orders_mark_failed(),
    );
  }

  /** Saves the list as CSV; the screen offers it once the list was read. */
  exportCsv(): void {
    const list = this.#list.current;
    if (!list) return;
    void saveCsv(
      this.#app.bridge,
      this.#app.toasts,
      'orders.csv',
      ordersCsv(list.items, list.names),
      m.orders_count({ count: list.items.length }),
    );
  }
}
