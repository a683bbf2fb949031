/**
 * Crash recovery. A `sending` row outside a drain means its sender died (crash, reload,
 * closed database) after the request may have left: its outcome cannot be known here, so it
 * becomes `unknown` and waits for the supervisor. The sender runs this under the drain lock,
 * once for each database it opens, so it never touches an item a live sender is sending.
 */
import type { FieldDb } from '../db/schema';
import * as machine from './transitions';

/** Every `sending` row becomes `unknown`; returns how many. */
export function recoverInterrupted(db: FieldDb, now: number): Promise<number> {
  return db.transaction('rw', db.outbox, async () => {
    const stuck = await db.outbox.where('state').equals('sending').toArray();
    await db.outbox.bulkPut(stuck.map((item) => machine.recoverInterrupted(item, now)));
    return stuck.length;
  });
}
