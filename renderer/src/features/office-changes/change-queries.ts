/**
 * The office's changes as the screens read them: per followed event, what changed since the
 * supervisor last looked; and marking an event looked at. Wrap the reads in a live query.
 */
import { summariseChanges, unseen, type ShiftChangeSummary } from './change-summary';
import type { FieldDb } from '../../shared/db/schema';
import { eventChangeRange } from '../../shared/db/shift-changes';

/** Net changes since each event was last looked at, by event id; events with none left out. */
export function unseenChanges(db: FieldDb, eventIds: readonly string[]): Promise<Map<string, ShiftChangeSummary[]>> {
  return db.transaction('r', [db.shiftChanges, db.eventLooks], async () => {
    // Both tables are bounded (a cap per event, 14 days; a look per event), so one read of each
    // beats a request per event: the alert round asks this every second of a sync.
    const [changes, lookRows] = await Promise.all([db.shiftChanges.toArray(), db.eventLooks.toArray()]);
    const lookedAt = new Map(lookRows.map((l) => [l.eventId, l.lookedAt]));
    const wanted = new Set(eventIds);
    const byEvent = new Map<string, typeof changes>();
    // Appended in place: copying the list per change was quadratic in an event's changes.
    for (const c of changes) {
      if (!wanted.has(c.eventId)) continue;
      const list = byEvent.get(c.eventId);
      if (list) list.push(c);
      else byEvent.set(c.eventId, [c]);
    }
    const result = new Map<string, ShiftChangeSummary[]>();
    eventIds.forEach((id) => {
      const summaries = summariseChanges(unseen(byEvent.get(id) ?? [], lookedAt.get(id)));
      if (summaries.length > 0) result.set(id, summaries);
    });
    return result;
  });
}

/** One event's net changes since it was last looked at. */
export function eventUnseenChanges(db: FieldDb, eventId: string): Promise<ShiftChangeSummary[]> {
  return db.transaction('r', [db.shiftChanges, db.eventLooks], async () => {
    const [changes, look] = await Promise.all([
      db.shiftChanges
        .where('[eventId+asOf+shiftId]')
        .between(...eventChangeRange(eventId))
        .toArray(),
      db.eventLooks.get(eventId),
    ]);
    return summariseChanges(unseen(changes, look?.lookedAt));
  });
}

export async function markLooked(db: FieldDb, eventId: string, at: Date): Promise<void> {
  await db.eventLooks.put({ eventId, lookedAt: at.toISOString() });
}
