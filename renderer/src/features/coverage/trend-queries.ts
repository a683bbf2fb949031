/** The fill readings the screens read: one event's all, or what the dashboard's glyphs need. */
import { eventReadingRange } from '../../shared/db/fill-readings';
import type { StoredFillReading } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';
import { DAY } from './fill-trend';

/** One event's readings, oldest first (at most MAX_READINGS_PER_EVENT). */
export function eventReadings(db: FieldDb, eventId: string): Promise<StoredFillReading[]> {
  return db.fillReadings
    .where('[eventId+at]')
    .between(...eventReadingRange(eventId))
    .toArray();
}

/**
 * Per event, the reading that held a day before `now` (epoch ms), the day of readings before it,
 * and every one since: enough for a trend's direction, a few rows per event whatever its history.
 * The day before is there for an event whose data ends before the last day (offline): its trend
 * is the day to its last sync (fill-trend.ts), and its last reading is then the one that held.
 * Returns the query, to run again after each write: the readings before the day are read once (a
 * sync stores its readings at its own time, never earlier), and those since in one range of the
 * `at` index, so a dashboard of 300 events re-reads one range a second during a sync, not 600.
 */
export function recentReadingsQuery(
  db: FieldDb,
  eventIds: readonly string[],
  now: number,
): () => Promise<Map<string, StoredFillReading[]>> {
  const dayAgo = new Date(now - DAY).toISOString();
  let before: Promise<Map<string, StoredFillReading[]>> | undefined;
  const readBefore = () =>
    db.transaction('r', db.fillReadings, async () => {
      const found = await Promise.all(
        eventIds.map((id) => {
          let held: number | undefined;
          return db.fillReadings
            .where('[eventId+at]')
            .between(eventReadingRange(id)[0], [id, dayAgo], true, true)
            .reverse()
            .until((r) => {
              held ??= Date.parse(r.at);
              return Date.parse(r.at) <= held - DAY;
            }, true)
            .toArray();
        }),
      );
      return new Map(eventIds.map((id, i) => [id, found[i]!.reverse()]));
    });
  return async () => {
    before ??= readBefore();
    const [held, since] = await Promise.all([before, db.fillReadings.where('at').above(dayAgo).toArray()]);
    const byEvent = new Map<string, StoredFillReading[]>(eventIds.map((id) => [id, [...(held.get(id) ?? [])]]));
    // The index orders by time across events; each event's list stays oldest first.
    for (const reading of since) byEvent.get(reading.eventId)?.push(reading);
    return byEvent;
  };
}
