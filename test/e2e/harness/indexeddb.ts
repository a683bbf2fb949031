/** Reads IndexedDB in the page with the raw browser API: an independent look at what is stored. */
import type { Page } from 'playwright-core';

export function readStore<T = Record<string, unknown>>(page: Page, dbName: string, store: string): Promise<T[]> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            return resolve([]);
          }
          const req = db.transaction(storeName, 'readonly').objectStore(storeName).getAll();
          req.onsuccess = () => {
            db.close();
            resolve(req.result as T[]);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    [dbName, store] as const,
  );
}
