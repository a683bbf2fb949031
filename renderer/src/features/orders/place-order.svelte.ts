/**
 * What "Place order" thinks (PlaceOrder only draws it): the worker's stored row and the
 * catalogue read live, the item search and choice, and the order once queued, followed until it
 * is placed or needs the supervisor. Created while a component initialises: its live queries run
 * in that component's effects.
 */
import type { OutboxItem, OutboxState, StoredOrderable, StoredWorker } from '../../shared/db/rows';
import { storageProblemWords } from '../../shared/db/storage-problem';
import type { AppState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { m } from '../../../../preload/i18n';
import { orderForm, type OrderForm } from './order-queries';

export type PlaceOrderApp = Pick<AppState, 'connection' | 'connectivity' | 'outbox'>;

export class PlaceOrderState {
  readonly #app: PlaceOrderApp;
  readonly #workerId: () => string;
  readonly #form: LiveQuery<OrderForm>;
  readonly #sent: LiveQuery<OutboxItem | undefined>;
  chosenId = $state('');
  filter = $state('');
  #placing = $state(false);
  #failed = $state('');
  /** The order once it is on disk: the dialog follows it until it is placed or needs the supervisor. */
  #queuedId = $state<string | undefined>(undefined);

  readonly #catalogue = $derived.by(() => this.#form.current?.catalogue ?? []);
  readonly #shown = $derived.by(() => {
    const filter = this.filter.trim().toLowerCase();
    return filter === '' ? this.#catalogue : this.#catalogue.filter((o) => o.name.toLowerCase().includes(filter));
  });
  readonly #chosen = $derived.by(() => this.#catalogue.find((o) => o.id === this.chosenId));

  constructor(app: PlaceOrderApp, workerId: () => string) {
    this.#app = app;
    this.#workerId = workerId;
    this.#form = new LiveQuery<OrderForm>(() => {
      const db = app.connection.db;
      if (!db) return undefined;
      const id = workerId();
      return () => orderForm(db, id);
    });
    this.#sent = new LiveQuery<OutboxItem | undefined>(() => {
      const db = app.connection.db;
      const id = this.#queuedId;
      return db && id ? () => db.outbox.get(id) : undefined;
    });
  }

  /** Undefined until the first read; the read's error, if it failed. */
  get form(): OrderForm | undefined {
    return this.#form.current;
  }
  get formError(): unknown {
    return this.#form.error;
  }
  get worker(): StoredWorker | undefined {
    return this.#form.current?.worker;
  }
  get name(): string {
    return this.worker?.name || m.orders_worker_unnamed({ id: this.#workerId() });
  }
  get catalogue(): StoredOrderable[] {
    return this.#catalogue;
  }
  /** The catalogue's items the search matches. */
  get shown(): StoredOrderable[] {
    return this.#shown;
  }
  get chosen(): StoredOrderable | undefined {
    return this.#chosen;
  }
  get placing(): boolean {
    return this.#placing;
  }
  /** Why the order could not be stored, in words; empty when it was or was not tried. */
  get failed(): string {
    return this.#failed;
  }
  get queued(): boolean {
    return this.#queuedId !== undefined;
  }
  /** The queued order as stored now. */
  get sent(): OutboxItem | undefined {
    return this.#sent.current;
  }
  get sentState(): OutboxState {
    return this.#sent.current?.state ?? 'queued';
  }
  get offline(): boolean {
    return this.#app.connectivity.current?.state === 'offline';
  }
  /** Orders are placed only where the outbox runs (not in a window that only reads). */
  get canPlace(): boolean {
    return this.#app.outbox.current !== undefined;
  }

  /** Queues the chosen item on disk; true once it is there. */
  async place(): Promise<boolean> {
    const outbox = this.#app.outbox.current;
    const chosen = this.#chosen;
    const worker = this.worker;
    if (!chosen || !worker?.personnelId || !outbox) return false;
    this.#placing = true;
    this.#failed = '';
    try {
      const stored = await outbox.enqueue('worker-order', {
        workerId: this.#workerId(),
        personnelId: worker.personnelId,
        orderableId: chosen.id,
        orderableName: chosen.name,
        cost: chosen.cost,
        currency: chosen.currency,
      });
      this.#queuedId = stored.localId;
      return true;
    } catch (e) {
      this.#failed = storageProblemWords(e);
      return false;
    } finally {
      this.#placing = false;
    }
  }
}
