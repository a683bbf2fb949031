/**
 * An event's shifts: the set, the event's stored totals recomputed from it, and what the office
 * changed on it (kept for a while, then dropped).
 */
import { aggregateShifts } from './fill';
import type { StoredShift } from './rows';
import type { FieldDb } from './schema';
import {
  eventChangeRange,
  overCap,
  recordChanges,
  retentionCutoff,
  type ChangeKey,
  type ChangeStamp,
} from './shift-changes';
import { replaceOwnedSet, type Replaced } from './apply-batch-owned-sets';
import type { BatchOf } from './apply-batch-writes';

/**
 * Records what the office changed on an event's shifts, then drops the event's oldest change
 * rows beyond the cap. The first set ever stored for an event records nothing: every shift
 * would read "added".
 */
async function recordOfficeChanges(
  db: FieldDb,
  { cached, diff, previous }: Replaced<StoredShift>,
  stamp: ChangeStamp,
): Promise<void> {
  if (previous?.asOf === undefined || (diff.put.length === 0 && diff.remove.length === 0)) return;
  const changes = recordChanges(cached, diff.rows, stamp);
  if (changes.length === 0) return;
  await db.shiftChanges.bulkPut(changes);
  const keys = (await db.shiftChanges
    .where('[eventId+asOf+shiftId]')
    .between(...eventChangeRange(stamp.eventId))
    .primaryKeys()) as ChangeKey[];
  const dropped = overCap(keys);
  if (dropped.length > 0) await db.shiftChanges.bulkDelete(dropped);
}

export const applyEventShifts = (db: FieldDb, b: BatchOf<'event-shifts'>, now: Date) =>
  replaceOwnedSet(
    db,
    {
      rows: db.shifts,
      ownerField: 'eventId',
      owners: db.events,
      ownerId: b.eventId,
      kind: 'event-shifts',
      asOf: b.asOf,
      fresh: b.shifts,
      readsPrevious: true,
    },
    (replaced) =>
      Promise.all([
        // Recomputed from the set in hand, so stored totals can never drift from stored shifts.
        db.eventAggregates.put({ eventId: b.eventId, asOf: b.asOf, ...aggregateShifts(replaced.diff.rows) }),
        recordOfficeChanges(db, replaced, { eventId: b.eventId, asOf: b.asOf, recordedAt: now.toISOString() }),
      ]),
  );

/** Office changes past retention go whenever shifts are stored, whichever event they were on. */
export async function pruneOldChanges(db: FieldDb, now: Date): Promise<void> {
  await db.shiftChanges.where('recordedAt').below(retentionCutoff(now)).delete();
}
