/**
 * An event's shifts: the set, the event's stored totals recomputed from it, its fill reading
 * when a total changed, and what the office changed on it (both kept for a while, then dropped).
 */
import { aggregateShifts, type ShiftTotals } from './fill';
import {
  eventReadingRange,
  readingCutoff,
  readingOf,
  readingsOverCap,
  sameReading,
  type ReadingKey,
} from './fill-readings';
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
import { putLater } from './apply-batch-later';
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

/**
 * Keeps the event's totals as a reading when one differs from its last reading, then drops its
 * oldest readings beyond the cap. Compared with the last reading, not the cached shifts: an
 * office edit undone before the next sync leaves the totals, and so the trend, as they were.
 */
async function recordFillReading(db: FieldDb, eventId: string, at: string, totals: ShiftTotals): Promise<void> {
  const range = eventReadingRange(eventId);
  const last = await db.fillReadings
    .where('[eventId+at]')
    .between(...range)
    .last();
  const reading = readingOf(eventId, at, totals);
  if (sameReading(last, reading) || (last !== undefined && last.at > at)) return;
  await db.fillReadings.put(reading);
  const keys = (await db.fillReadings
    .where('[eventId+at]')
    .between(...range)
    .primaryKeys()) as ReadingKey[];
  const dropped = readingsOverCap(keys);
  if (dropped.length > 0) await db.fillReadings.bulkDelete(dropped);
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
    (replaced) => {
      // Recomputed from the set in hand, so stored totals can never drift from stored shifts.
      const totals = aggregateShifts(replaced.diff.rows);
      return Promise.all([
        putLater(db.eventAggregates, { eventId: b.eventId, asOf: b.asOf, ...totals }),
        recordFillReading(db, b.eventId, now.toISOString(), totals),
        recordOfficeChanges(db, replaced, { eventId: b.eventId, asOf: b.asOf, recordedAt: now.toISOString() }),
      ]);
    },
  );

/** Office changes and fill readings past retention go whenever shifts are stored, whichever event they were on. */
export async function pruneOldChanges(db: FieldDb, now: Date): Promise<void> {
  await Promise.all([
    db.shiftChanges.where('recordedAt').below(retentionCutoff(now)).delete(),
    db.fillReadings.where('at').below(readingCutoff(now)).delete(),
  ]);
}
