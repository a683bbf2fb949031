/**
 * The alerts due now, from the local copy: each kind is one source reading what it needs and
 * handing it to its pure function in lib/alerts. Another kind joins by adding its source to
 * ALERT_SOURCES; the scheduler, the fired log and the notifications take it from there.
 */
import { setKey, type Settings } from '../../../../preload/contract';
import { m } from '../../../../preload/i18n';
import type { Alert } from './alert';
import { madeShortAlerts } from './made-short';
import { orderMovedAlerts } from './order-moved';
import { shortShiftAlerts, START_GRACE_MINUTES } from './short-shift';
import { toShiftTime } from '../../shared/shift-time';
import { unseenChanges } from '../office-changes';
import type { StoredShift } from '../../shared/db/rows';
import { workerNames } from '../../shared/db/unsent-items';
import type { FieldDb } from '../../shared/db/schema';
import { shortByChange } from '../office-changes';
import { soonCandidates, startingSoon } from './starting-soon';
import { isWorkerOrder } from '../../shared/outbox/item-kinds';

export type AlertSource = (db: FieldDb, settings: Settings, now: Date) => Promise<Alert[]>;

/** Followed events whose alerts are not muted. */
const unmuted = (settings: Settings) => {
  const muted = new Set(settings.mutedEventIds);
  return settings.followedEventIds.filter((id) => !muted.has(id));
};

/** A followed shift with a gap starting within the lead time, or just started (lib/alerts/short-shift.ts). */
const shortShifts: AlertSource = async (db, settings, now) => {
  const data = await shortShiftData(db, unmuted(settings), now, settings.alertLeadMinutes);
  return shortShiftAlerts({ ...data, now, leadMinutes: settings.alertLeadMinutes });
};

/** A shift the office left with a gap since the supervisor last looked (db/short-by-change.ts). */
const madeShort: AlertSource = async (db, settings, now) => {
  const changes = await unseenChanges(db, unmuted(settings));
  const candidates = shortByChange([...changes.values()].flat(), toShiftTime(now).slice(0, 16));
  const ids = [...new Set(candidates.map((c) => c.eventId))];
  const events = await db.events.bulkGet(ids);
  return madeShortAlerts(candidates, new Map(ids.map((id, i) => [id, events[i]?.name ?? ''])));
};

/** A placed order the office approved or completed (order-moved.ts). */
const orderMoved: AlertSource = async (db, _settings, now) => {
  const placed = (await db.outbox.where('state').equals('delivered').toArray())
    .filter(isWorkerOrder)
    .filter((o) => o.progress?.office !== undefined);
  if (placed.length === 0) return [];
  const names = await workerNames(db, placed);
  return orderMovedAlerts(placed, (id) => names.get(id) ?? m.alert_worker_name({ id }), now);
};

export const ALERT_SOURCES: readonly AlertSource[] = [shortShifts, madeShort, orderMoved];

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
    now: toShiftTime(now).slice(0, 16),
    from: toShiftTime(new Date(now.getTime() - START_GRACE_MINUTES * MINUTE)).slice(0, 16),
    // One minute past the lead, so a shift exactly `leadMinutes` away is read.
    until: toShiftTime(new Date(now.getTime() + (leadMinutes + 1) * MINUTE)).slice(0, 16),
  };
  const soon = await startingSoon(db, await soonCandidates(db, eventIds, window), window);
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
