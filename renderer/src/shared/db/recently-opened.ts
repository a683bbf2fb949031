/**
 * THE "Recently opened" list of items the API cannot list (a compliance requirement, an
 * integration, a client document): kept in this connection's database, so it stays on this
 * computer, never mixes servers, and goes with the rest when the supervisor signs out.
 */
import type { OpenedKind, StoredOpened } from './rows';
import type { FieldDb } from './schema';

/** How many of each kind are kept: a short list to pick from, not a history. */
export const RECENT_KEPT = 8;

/** Records an opening (again: it moves to the top), and drops the oldest beyond RECENT_KEPT. */
export async function rememberOpened(
  db: FieldDb,
  item: { kind: OpenedKind; ids: readonly string[]; label?: string | undefined },
  at: Date,
): Promise<void> {
  const key = item.ids.join('/');
  await db.transaction('rw', db.recentlyOpened, async () => {
    const before = await db.recentlyOpened.get([item.kind, key]);
    await db.recentlyOpened.put({
      kind: item.kind,
      key,
      ids: [...item.ids],
      // A later opening that knows no name keeps the one learnt before.
      label: item.label || before?.label || '',
      openedAt: at.toISOString(),
    });
    const older = await recentlyOpened(db, item.kind);
    await db.recentlyOpened.bulkDelete(older.slice(RECENT_KEPT).map((o) => [o.kind, o.key] as [string, string]));
  });
}

/** Newest first (at most RECENT_KEPT are kept). */
export function recentlyOpened(db: FieldDb, kind: OpenedKind): Promise<StoredOpened[]> {
  return db.recentlyOpened.where('[kind+openedAt]').between([kind, ''], [kind, '\uffff']).reverse().toArray();
}
