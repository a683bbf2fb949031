/**
 * The client page's orders: one page of a client's portal orders at a time, asked from the
 * server on demand, kept once seen and read from that saved copy offline or when the server
 * cannot answer. A newer load wins, so paging quickly never shows an older page's answer.
 */
import { untrack } from 'svelte';
import type { ClientOrderRow, WorkforceApi } from '../../../../preload/contract';
import { call } from '../../shared/bridge';
import type { StoredClientOrdersPage } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';
import { toShiftTime } from '../../shared/shift-time';
import { savedOrdersPage } from './client-queries';
import { DEFAULT_PAGE_SIZE, ordersByDate, pageFigures, type PageFigures } from './client-page-view';
import { fetchOrSaved, type OnDemand } from './on-demand';

export interface ClientPageDeps {
  bridge: WorkforceApi;
  db(): FieldDb | undefined;
  now(): Date;
}

export class ClientOrders {
  readonly #deps: ClientPageDeps;
  #itemsPerPage = $state<number>(DEFAULT_PAGE_SIZE);
  #page = $state(1);
  #result = $state.raw<OnDemand<StoredClientOrdersPage> | undefined>(undefined);
  #loading = $state(false);
  #clientId = '';
  #online = true;
  #run = 0;

  constructor(deps: ClientPageDeps) {
    this.#deps = deps;
  }

  get itemsPerPage(): number {
    return this.#itemsPerPage;
  }
  get loading(): boolean {
    return this.#loading;
  }
  /** Undefined until the first load ends. */
  get result(): OnDemand<StoredClientOrdersPage> | undefined {
    return this.#result;
  }
  /** The page shown (fresh or the saved copy); undefined when there is neither. */
  get shown(): StoredClientOrdersPage | undefined {
    return this.#result?.row;
  }
  get figures(): PageFigures | undefined {
    const shown = this.shown;
    return shown ? pageFigures(shown.page, shown.itemsPerPage, shown.orders.length, shown.total) : undefined;
  }
  /** The shown page's orders by date, upcoming first, around the time of reading. */
  get orders(): ClientOrderRow[] {
    return ordersByDate(this.shown?.orders ?? [], toShiftTime(this.#deps.now()));
  }

  /** Shows this client's orders (again when `online` changes); the page size and page are kept. */
  open(clientId: string, online: boolean): Promise<void> {
    this.#clientId = clientId;
    this.#online = online;
    return untrack(() => this.#load());
  }

  setSize(size: number): Promise<void> {
    this.#itemsPerPage = size;
    this.#page = 1;
    return this.#load();
  }

  previous(): Promise<void> {
    this.#page = Math.max(1, this.#page - 1);
    return this.#load();
  }

  next(): Promise<void> {
    this.#page += 1;
    return this.#load();
  }

  refresh(): Promise<void> {
    return this.#load();
  }

  async #load(): Promise<void> {
    const db = this.#deps.db();
    if (!db) return;
    const run = ++this.#run;
    const [clientId, itemsPerPage, page] = [this.#clientId, this.#itemsPerPage, this.#page];
    this.#loading = true;
    const next = await fetchOrSaved<StoredClientOrdersPage>({
      online: this.#online,
      fetch: async () => {
        const answer = await call(this.#deps.bridge.clientOrders({ clientId, page, itemsPerPage }));
        return { clientId, itemsPerPage, page, ...answer, fetchedAt: this.#deps.now().toISOString() };
      },
      save: (row) => db.clientOrderPages.put(row),
      saved: () => savedOrdersPage(db, clientId, itemsPerPage, page),
    });
    if (run !== this.#run) return;
    this.#result = next;
    this.#loading = false;
  }
}
