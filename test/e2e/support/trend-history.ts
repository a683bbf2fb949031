/**
 * A week of fill readings for one event, written into the page's IndexedDB beside the app's
 * database layer: a tour runs in minutes, the trend needs days. The history ends at the event's
 * last reading (what the syncs stored), so its newest figures stay the shifts' own.
 */
import type { Page } from 'playwright-core';

const HOUR = 3_600_000;

/** Hours before the last reading, and people fewer booked then: the office booked steadily, six since yesterday. */
const HISTORY: readonly (readonly [hoursBefore: number, fewer: number])[] = [
  [6 * 24, 15],
  [4 * 24 + 5, 12],
  [3 * 24, 11],
  [26, 6],
  [7, 2],
];

/** Writes HISTORY before `eventId`'s last stored reading. */
export async function seedFillHistory(page: Page, eventId: string): Promise<void> {
  return page.evaluate(
    async ({ eventId, history, hour }) => {
      const [info] = await indexedDB.databases();
      const db = await new Promise<IDBDatabase>((done, fail) => {
        const open = indexedDB.open(info!.name!);
        open.onsuccess = () => done(open.result);
        open.onerror = () => fail(open.error);
      });
      const tx = db.transaction('fillReadings', 'readwrite');
      const store = tx.objectStore('fillReadings');
      const last = await new Promise<{ at: string; booked: number } | undefined>((done, fail) => {
        const cursor = store.openCursor(IDBKeyRange.bound([eventId, ''], [eventId, '\uffff']), 'prev');
        cursor.onsuccess = () => done(cursor.result?.value as { at: string; booked: number } | undefined);
        cursor.onerror = () => fail(cursor.error);
      });
      if (!last) throw new Error(`no fill reading stored for event ${eventId}`);
      for (const [hoursBefore, fewer] of history)
        store.put({
          ...last,
          at: new Date(Date.parse(last.at) - hoursBefore * hour).toISOString(),
          booked: Math.max(0, last.booked - fewer),
        });
      await new Promise((done, fail) => {
        tx.oncomplete = done;
        tx.onerror = () => fail(tx.error);
      });
      db.close();
    },
    { eventId, history: HISTORY, hour: HOUR },
  );
}
