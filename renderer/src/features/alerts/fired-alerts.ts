/** The fired-alerts log (see StoredFiredAlert): read, written by the alert scheduler, pruned. */
import type { StoredFiredAlert } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';

export async function firedAlertLog(db: FieldDb): Promise<Map<string, StoredFiredAlert>> {
  const rows = await db.firedAlerts.toArray();
  return new Map(rows.map((row) => [row.id, row]));
}

/** New and changed rows in one transaction, committed before any notification is asked for. */
export function recordFiredAlerts(db: FieldDb, rows: readonly StoredFiredAlert[]): Promise<unknown> {
  return rows.length === 0 ? Promise.resolve() : db.firedAlerts.bulkPut([...rows]);
}

/**
 * Forgets rows fired before `before` (ISO), except those of alerts still due: an office change
 * stays due until the supervisor looks, which may be days, and must not fire again meanwhile.
 */
export function pruneFiredAlerts(db: FieldDb, before: string, due: ReadonlySet<string>): Promise<number> {
  return db.firedAlerts
    .where('firedAt')
    .below(before)
    .filter((row) => !due.has(row.id))
    .delete();
}
