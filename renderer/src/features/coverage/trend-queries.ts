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
 * Per event, the reading that held a day before `now` (epoch ms) and every one since: enough for a trend's
 * direction, a few rows per event whatever its history.
 */
export function recentReadings(
  db: FieldDb,
  eventIds: readonly string[],
  now: number,
): Promise<Map<string, StoredFillReading[]>> {
  const dayAgo = new Date(now - DAY).toISOString();
  return db.transaction('r', db.fillReadings, async () => {
    const rows = await Promise.all(
      eventIds.map(async (id) => {
        const range = eventReadingRange(id);
        const [before, since] = await Promise.all([
          db.fillReadings.where('[eventId+at]').between(range[0], [id, dayAgo], true, true).last(),
          db.fillReadings.where('[eventId+at]').between([id, dayAgo], range[1], false, true).toArray(),
        ]);
        return [id, before ? [before, ...since] : since] as const;
      }),
    );
    return new Map(rows);
  });
}
