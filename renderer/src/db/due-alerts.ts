/**
 * The alerts due now, from the local copy: each kind is one source reading what it needs and
 * handing it to its pure function in lib/alerts. Another kind joins by adding its source to
 * ALERT_SOURCES; the scheduler, the fired log and the notifications take it from there.
 */
import { setKey, type Settings } from '../../../preload/contract';
import type { Alert } from '../lib/alerts/alert';
import { shortShiftAlerts, START_GRACE_MINUTES } from '../lib/alerts/short-shift';
import { toShiftTime } from '../lib/shift-time';
import type { StoredShift } from './rows';
import type { FieldDb } from './schema';
import { startingSoon } from './starting-soon';

export type AlertSource = (db: FieldDb, settings: Settings, now: Date) => Promise<Alert[]>;

/** A followed shift with a gap starting within the lead time, or just started (lib/alerts/short-shift.ts). */
const shortShifts: AlertSource = async (db, settings, now) => {
  const muted = new Set(settings.mutedEventIds);
  const eventIds = settings.followedEventIds.filter((id) => !muted.has(id));
  const data = await shortShiftData(db, eventIds, now, settings.alertLeadMinutes);
  return shortShiftAlerts({ ...data, now, leadMinutes: settings.alertLeadMinutes });
};

export const ALERT_SOURCES: readonly AlertSource[] = [shortShifts];

export async function dueAlerts(db: FieldDb, settings: Settings, now: Date): Promise<Alert[]> {
  return (await Promise.all(ALERT_SOURCES.map((source) => source(db, settings, now)))).flat();
}

/**
 * The short shifts of these events near their start (through starting-soon.ts, so "short"
 * means what the dashboard's strip means), their events' names and when they were synced.
 */
export interface AlertData {
  shifts: StoredShift[];
  eventNames: Map<string, string>;
  asOf: Map<string, string | undefined>;
}

const MINUTE = 60_000;

export async function shortShiftData(
  db: FieldDb,
  eventIds: readonly string[],
  now: Date,
  leadMinutes: number,
): Promise<AlertData> {
  const window = {
    from: toShiftTime(new Date(now.getTime() - START_GRACE_MINUTES * MINUTE)).slice(0, 16),
    // One minute past the lead, so a shift exactly `leadMinutes` away is read.
    until: toShiftTime(new Date(now.getTime() + (leadMinutes + 1) * MINUTE)).slice(0, 16),
  };
  const soon = await startingSoon(db, eventIds, window);
  const ids = [...new Set(soon.map((s) => s.shift.eventId))];
  const [events, sets] = await Promise.all([
    db.events.bulkGet(ids),
    db.syncSets.bulkGet(ids.map((id) => setKey('event-shifts', id))),
  ]);
  return {
    shifts: soon.map((s) => s.shift),
    eventNames: new Map(ids.map((id, i) => [id, events[i]?.name ?? ''])),
    asOf: new Map(ids.map((id, i) => [id, sets[i]?.asOf])),
  };
}
