/**
 * The storage floor under a sync: the data rows of the same batches, grouped in the same
 * messages, put straight into IndexedDB in the same page (one readwrite transaction per
 * message, as the app's receiver uses), into a scratch database with the app's own stores,
 * keys and indexes. No reads, no diff, no bookkeeping: what storing these rows costs at least.
 * `durability`: 'strict' waits for each commit to reach the disk (what the app's database asks
 * for every transaction), 'relaxed' only for the OS to have it.
 */
import type { Page } from 'playwright-core';
import type { SyncBatch } from '../../preload/contract.js';

/** The store each kind of batch writes its data rows to, and the batch's field holding them. */
const ROWS_OF: { [K in SyncBatch['kind']]: [store: string, field: string] | undefined } = {
  'event-shifts': ['shifts', 'shifts'],
  'event-admins': ['admins', 'admins'],
  'worker-tags': ['workerTags', 'tags'],
  'worker-hours': ['workerHours', 'hours'],
  orderables: ['orderables', 'orderables'],
  'hr-contacts': ['hrContacts', 'contacts'],
  'client-workers': ['clientWorkers', 'workers'],
  clients: ['clients', 'clients'],
  tasks: ['tasks', 'tasks'],
  events: ['events', 'events'],
  workers: ['workers', 'workers'],
  'not-found': undefined,
  // An order's progress is merged into its outbox row, not a set of rows.
  'order-status': undefined,
  'order-status-unavailable': undefined,
  // A 304: no rows, only the set's "as of".
  unchanged: undefined,
};

/** A message's writes: per store, the rows to put. */
export type MessageWrites = Record<string, unknown[]>;

/** The data rows of each message's batches, by store. */
export function writesOf(messages: readonly (readonly SyncBatch[])[]): MessageWrites[] {
  return messages.map((batches) => {
    const writes: MessageWrites = {};
    for (const batch of batches) {
      const target = ROWS_OF[batch.kind];
      if (!target) continue;
      const [store, field] = target;
      const value = (batch as unknown as Record<string, unknown>)[field];
      (writes[store] ??= []).push(...(Array.isArray(value) ? value : [value]));
    }
    return writes;
  });
}

export const rowCount = (writes: readonly MessageWrites[]): number =>
  writes.reduce((n, w) => n + Object.values(w).reduce((m, rows) => m + rows.length, 0), 0);

/**
 * Milliseconds to put `writes` into a copy of `appDb`'s stores (emptied first), measured in
 * the page; the rows travel to the page in a call of their own, so a caller timing the
 * window's thread around this call sees the parse of the rows apart (`onPage`, before the puts).
 */
export async function storageFloorMs(
  page: Page,
  appDb: string,
  writes: readonly MessageWrites[],
  durability: 'strict' | 'relaxed',
  onPage: () => Promise<void> = async () => undefined,
): Promise<number> {
  // tsx keeps function names with a helper the page lacks: a stand-in, as a string tsx leaves alone.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.evaluate((rows) => {
    (window as unknown as { __floorRows: unknown }).__floorRows = rows;
  }, writes);
  await onPage();
  return page.evaluate(
    async ([appName, mode]) => {
      const holder = window as unknown as { __floorRows?: Record<string, unknown[]>[] };
      const messages = holder.__floorRows!;
      delete holder.__floorRows;
      const done = (request: IDBRequest) =>
        new Promise<void>((resolve, reject) => {
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        });
      const open = (name: string, upgrade?: (db: IDBDatabase) => void) =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name, upgrade ? 1 : undefined);
          if (upgrade) request.onupgradeneeded = () => upgrade(request.result);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      // The app's stores as they are: same key paths and indexes, so each put costs the same.
      const app = await open(appName);
      const tx = app.transaction([...app.objectStoreNames], 'readonly');
      const shapes = [...app.objectStoreNames].map((name) => {
        const store = tx.objectStore(name);
        return {
          name,
          keyPath: store.keyPath,
          indexes: [...store.indexNames].map((i) => {
            const index = store.index(i);
            return { name: i, keyPath: index.keyPath, multiEntry: index.multiEntry, unique: index.unique };
          }),
        };
      });
      app.close();
      const scratch = 'fieldsup-bench-storage-floor';
      await done(indexedDB.deleteDatabase(scratch));
      const db = await open(scratch, (d) => {
        for (const shape of shapes) {
          const store = d.createObjectStore(shape.name, { keyPath: shape.keyPath });
          for (const i of shape.indexes)
            store.createIndex(i.name, i.keyPath, { multiEntry: i.multiEntry, unique: i.unique });
        }
      });
      const t0 = performance.now();
      for (const writes of messages) {
        const names = Object.keys(writes);
        if (names.length === 0) continue;
        const write = db.transaction(names, 'readwrite', { durability: mode });
        for (const name of names) {
          const store = write.objectStore(name);
          for (const row of writes[name]!) store.put(row);
        }
        await new Promise<void>((resolve, reject) => {
          write.oncomplete = () => resolve();
          write.onerror = () => reject(write.error);
          write.onabort = () => reject(write.error ?? new Error('storage floor transaction aborted'));
        });
      }
      const ms = performance.now() - t0;
      db.close();
      await done(indexedDB.deleteDatabase(scratch));
      return ms;
    },
    [appDb, durability] as const,
  );
}
