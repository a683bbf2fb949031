/**
 * What "Disconnect and erase" thinks (DisconnectDialog only draws it): the items the server may
 * not have, read live; waiting until they are sent, which ends in the disconnect once the last is
 * placed; their CSV; discarding them once the supervisor typed the word. Created while a
 * component initialises: its live query and the wait run in that component's effects.
 */
import { localDay } from '../../../../preload/contract';
import { m } from '../../../../preload/i18n';
import { csvFileName } from '../../shared/csv';
import type { OutboxItem } from '../../shared/db/rows';
import { unsentItems, type UnsentItems } from '../../shared/db/unsent-items';
import { saveCsv } from '../../shared/export';
import type { AppState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { countByState, itemBadge, ordersCsv, type ItemBadge } from '../orders';

export type DisconnectApp = Pick<AppState, 'connection' | 'outbox' | 'toasts' | 'bridge' | 'clock'>;

export class DisconnectState {
  readonly #app: DisconnectApp;
  readonly #onclose: () => void;
  readonly #unsent: LiveQuery<UnsentItems>;
  #waiting = $state(false);
  #erasing = $state(false);
  /** The word typed to discard the unsent items. */
  typed = $state('');

  readonly #list = $derived.by(() => this.#unsent.current?.items ?? []);
  readonly #badge = $derived.by(() => itemBadge(countByState(this.#list)));
  readonly #kinds = $derived.by(() =>
    [
      this.#badge.waiting > 0 ? m.settings_disconnect_waiting_kind({ count: this.#badge.waiting }) : '',
      this.#badge.attention > 0 ? m.settings_disconnect_attention_kind({ count: this.#badge.attention }) : '',
    ]
      .filter(Boolean)
      .join(', '),
  );
  readonly #confirmed = $derived.by(() => this.typed.trim().toLowerCase() === m.settings_disconnect_confirm_word());

  /** `onclose`: closes the dialog, once disconnected. */
  constructor(app: DisconnectApp, onclose: () => void) {
    this.#app = app;
    this.#onclose = onclose;
    this.#unsent = new LiveQuery<UnsentItems>(() => {
      const db = app.connection.db;
      if (!db) return undefined;
      return () => unsentItems(db);
    });
    // Waiting ends in the disconnect the supervisor asked for, once the last item is sent.
    $effect(() => {
      if (this.#waiting && !this.#erasing && this.#unsent.current && this.#list.length === 0) void this.disconnect(false);
    });
  }

  /** True once the unsent items were read. */
  get read(): boolean {
    return this.#unsent.current !== undefined;
  }
  /** The items the server may not have, oldest first. */
  get list(): OutboxItem[] {
    return this.#list;
  }
  get badge(): ItemBadge {
    return this.#badge;
  }
  /** "2 waiting to send, 1 needs attention". */
  get kinds(): string {
    return this.#kinds;
  }
  get waiting(): boolean {
    return this.#waiting;
  }
  get erasing(): boolean {
    return this.#erasing;
  }
  /** The discard word was typed. */
  get confirmed(): boolean {
    return this.#confirmed;
  }

  readonly nameOf = (workerId: string): string =>
    this.#unsent.current?.names.get(workerId) ?? m.settings_disconnect_worker({ id: workerId });

  async disconnect(discardUnsent: boolean): Promise<void> {
    const { connection, toasts } = this.#app;
    this.#erasing = true;
    try {
      await connection.disconnectAndErase({ discardUnsent });
      this.#onclose();
      toasts.show(m.settings_disconnect_done());
    } catch (e) {
      this.#waiting = false;
      toasts.show(m.settings_disconnect_failed({ reason: (e as Error).message }), 'error');
    } finally {
      this.#erasing = false;
    }
  }

  async waitForSending(): Promise<void> {
    this.#waiting = true;
    try {
      await this.#app.outbox.current?.sendNow();
    } catch (e) {
      this.#app.toasts.show(m.settings_disconnect_send_failed({ reason: (e as Error).message }), 'error');
    }
  }

  stopWaiting(): void {
    this.#waiting = false;
  }

  exportUnsent(): void {
    const { bridge, toasts, clock } = this.#app;
    const unsent = this.#unsent.current;
    if (!unsent) return;
    void saveCsv(
      bridge,
      toasts,
      csvFileName('orders-not-placed', localDay(clock.now)),
      ordersCsv(unsent.items, unsent.names),
      m.settings_disconnect_export_what({ count: unsent.items.length }),
    );
  }
}
