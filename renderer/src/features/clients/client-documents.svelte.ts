/**
 * The client page's documents, opened by id (the API lists none): each answer is kept, so a
 * document opened once reads offline, marked as a saved copy; the ones opened before on this
 * computer are listed. Construct it while a component initialises (it holds a live query).
 */
import { call } from '../../shared/bridge';
import { m } from '../../../../preload/i18n';
import type { StoredClientDocument } from '../../shared/db/rows';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { savedDocuments } from './client-queries';
import type { ClientPageDeps } from './client-orders.svelte';
import { fetchOrSaved, type OnDemand } from './on-demand';

export interface ClientDocumentsDeps extends ClientPageDeps {
  clientId(): string;
  online(): boolean;
}

export class ClientDocuments {
  readonly #deps: ClientDocumentsDeps;
  readonly opened: LiveQuery<StoredClientDocument[]>;
  #invalid = $state(false);
  #asked = $state('');
  #result = $state.raw<OnDemand<StoredClientDocument> | undefined>(undefined);
  #loading = $state(false);
  #run = 0;

  constructor(deps: ClientDocumentsDeps) {
    this.#deps = deps;
    this.opened = new LiveQuery(() => {
      const db = deps.db();
      if (!db) return undefined;
      const id = deps.clientId();
      return () => savedDocuments(db, id);
    });
  }

  /** Why the typed id was not sent; '' when it was. */
  get invalid(): string {
    return this.#invalid ? m.clients_document_id_invalid() : '';
  }
  /** The id last asked for. */
  get asked(): string {
    return this.#asked;
  }
  get result(): OnDemand<StoredClientDocument> | undefined {
    return this.#result;
  }
  get loading(): boolean {
    return this.#loading;
  }

  /** Opens a typed id if it is one: document ids are integers, anything else would only earn a 400. */
  submit(typed: string): Promise<void> {
    const id = typed.trim();
    this.#invalid = !/^\d{1,12}$/.test(id);
    return this.#invalid ? Promise.resolve() : this.open(id);
  }

  /** Opens the file through main's URL policy; what went wrong in words, or undefined. */
  async openFile(location: string): Promise<string | undefined> {
    try {
      const ok = await call(this.#deps.bridge.openExternal({ url: location }));
      return ok ? undefined : m.clients_file_refused();
    } catch (e) {
      return m.clients_file_failed({ reason: (e as Error).message });
    }
  }

  async open(documentId: string): Promise<void> {
    const db = this.#deps.db();
    if (!db) return;
    const run = ++this.#run;
    const clientId = this.#deps.clientId();
    this.#asked = documentId;
    this.#loading = true;
    const next = await fetchOrSaved<StoredClientDocument>({
      online: this.#deps.online(),
      fetch: async () => ({
        clientId,
        documentId,
        document: await call(this.#deps.bridge.clientDocument({ clientId, documentId })),
        fetchedAt: this.#deps.now().toISOString(),
      }),
      save: (row) => db.clientDocuments.put(row),
      saved: () => db.clientDocuments.get([clientId, documentId]),
    });
    if (run !== this.#run) return;
    this.#result = next;
    this.#loading = false;
  }
}
