/**
 * Reading a database that is going or broken with the raw IndexedDB API, past Dexie: its tables
 * as they are on disk (to check them before Dexie "repairs" them), and the outbox and worker
 * rows still there, read while a deletion waits for this window to let go.
 */
import { readableNames, readableOrders, type LossCause, type ProfileLoss, type StoreShape } from './profile-loss';
import type { FieldDb } from './schema';

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });

/** The database at whatever version it has (never upgraded: no version is asked for). */
function openRaw(name: string): Promise<IDBDatabase> {
  return request(indexedDB.open(name));
}

/** The tables of `name` as they are on disk. */
export async function installedShapes(name: string): Promise<StoreShape[]> {
  const db = await openRaw(name);
  try {
    const names = [...db.objectStoreNames];
    if (names.length === 0) return [];
    const tx = db.transaction(names, 'readonly');
    return names.map((store) => {
      const s = tx.objectStore(store);
      return { name: store, keyPath: s.keyPath, indexes: [...s.indexNames] };
    });
  } finally {
    db.close();
  }
}

interface RawRows {
  outbox: unknown[];
  workers: unknown[];
}

/**
 * Starts reading the outbox and the workers at once, in one transaction: begun before the
 * connection closes, IndexedDB lets it finish. What cannot be read comes back empty.
 */
function readRows(db: IDBDatabase): Promise<RawRows> {
  const stores = ['outbox', 'workers'].filter((s) => db.objectStoreNames.contains(s));
  if (stores.length === 0) return Promise.resolve({ outbox: [], workers: [] });
  try {
    const tx = db.transaction(stores, 'readonly');
    const all = (store: string) =>
      stores.includes(store) ? request(tx.objectStore(store).getAll()).catch(() => []) : Promise.resolve([]);
    return Promise.all([all('outbox'), all('workers')]).then(([outbox, workers]) => ({ outbox, workers }));
  } catch {
    return Promise.resolve({ outbox: [], workers: [] });
  }
}

export function lossFrom(cause: LossCause, rows: RawRows, at: Date): ProfileLoss {
  return { cause, at: at.toISOString(), ...readableOrders(rows.outbox), names: readableNames(rows.workers) };
}

/** What can still be read of a damaged database's outbox and workers; nothing when it will not open. */
export async function readDamaged(name: string): Promise<RawRows> {
  let db: IDBDatabase | undefined;
  try {
    db = await openRaw(name);
    return await readRows(db);
  } catch {
    return { outbox: [], workers: [] };
  } finally {
    db?.close();
  }
}

/**
 * Calls `onDeleted` with the outbox and workers as they were when another window or program
 * asked to delete the database. Dexie's own handler then closes the connection, which lets the
 * deletion go on; the read, begun first, still finishes.
 */
export function watchDeletion(db: FieldDb, onDeleted: (rows: RawRows) => void): void {
  const raw = db.backendDB();
  const dexieHandler = raw.onversionchange;
  raw.onversionchange = function (this: IDBDatabase, event: IDBVersionChangeEvent) {
    // A newer version of the app upgrading it is not a loss: Dexie closes, as before.
    if (event.newVersion === null) void readRows(raw).then(onDeleted);
    return dexieHandler?.call(this, event);
  };
}
