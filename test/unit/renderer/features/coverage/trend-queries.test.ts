// The dashboard's trend glyphs read, per event, the reading that held a day ago, the day of
// readings before it (an event last synced days ago has its trend in the day to that sync), and
// every one since. The query reads the old readings once and re-reads only the day's range after each
// write, so it must give what reading each event's range afresh gives, before and after a sync
// stores new readings, and ignore events the supervisor does not follow.
import { describe, expect, it } from 'vitest';
import { recentReadingsQuery } from '../../../../../renderer/src/features/coverage/trend-queries';
import type { StoredFillReading } from '../../../../../renderer/src/shared/db/rows';
import { freshDb } from '../../shared/db/helpers';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-28T16:00:00.000Z');
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();
const reading = (eventId: string, hoursAgo: number, booked: number): StoredFillReading => ({
  eventId,
  at: at(hoursAgo),
  needed: 10,
  booked,
  extra: 0,
  alternates: 0,
  shortShifts: booked < 10 ? 1 : 0,
});
const summary = (map: Map<string, StoredFillReading[]>) =>
  Object.fromEntries([...map].map(([id, rs]) => [id, rs.map((r) => `${r.booked}@${r.at.slice(11, 16)}`)]));

describe('recent fill readings for the dashboard', () => {
  it('gives each followed event the reading that held a day ago, the day before it and every one since, oldest first', async () => {
    const { db } = await freshDb();
    await db.fillReadings.bulkPut([
      reading('1', 80, 1), // before the day to the one that held a day ago: not needed
      reading('1', 72, 2), // held a day before the one that held a day ago: the event's last sync may be that one's
      reading('1', 30, 4), // within that day
      reading('1', 24, 5), // exactly a day ago: still "held a day ago", not "since"
      reading('1', 3, 7),
      reading('2', 5, 1), // only readings since
      reading('2', 1, 3),
      reading('3', 40, 9), // only one before: no change since
      reading('9', 2, 8), // not followed
    ]);
    const query = recentReadingsQuery(db, ['1', '2', '3', '4'], NOW);
    expect(summary(await query())).toEqual({
      '1': ['2@16:00', '4@10:00', '5@16:00', '7@13:00'],
      '2': ['1@11:00', '3@15:00'],
      '3': ['9@00:00'],
      '4': [],
    });
  });

  it('sees readings a sync stores after its first answer, when run again', async () => {
    const { db } = await freshDb();
    await db.fillReadings.bulkPut([reading('1', 30, 4), reading('2', 2, 1)]);
    const query = recentReadingsQuery(db, ['1', '2'], NOW);
    await query();
    await db.fillReadings.bulkPut([reading('1', 0.5, 6), reading('2', 0.25, 0), reading('3', 0.25, 5)]);
    expect(summary(await query())).toEqual({
      '1': ['4@10:00', '6@15:30'],
      '2': ['1@14:00', '0@15:45'],
    });
  });
});
