/** The server said a set is unchanged (a 304): its "as of" moves forward, no row is written. */
import type { FieldDb } from './schema';
import type { BatchOf } from './apply-batch-writes';

/** The window does not hold the set main called unchanged (a database made again, a set marked gone). */
export class StaleSet extends Error {
  override name = 'StaleSet';
  constructor(readonly key: string) {
    super(`The stored set ${key} is not the one the server called unchanged.`);
  }
}

export async function applyUnchanged(db: FieldDb, b: BatchOf<'unchanged'>): Promise<number> {
  const set = await db.syncSets.get(b.key);
  if (set?.status !== 'ok' || set.asOf !== b.since) throw new StaleSet(b.key);
  await db.syncSets.put({ ...set, asOf: b.asOf, checkedAt: b.asOf });
  return 0;
}
