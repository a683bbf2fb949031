/** The event screen's read (the sign-in sheet prints the same), in one read transaction. */
import { eventShifts } from '../../shared/db/queries';
import type {
  StoredAdmin,
  StoredEvent,
  StoredEventAggregates,
  StoredFillReading,
  StoredShift,
  StoredSyncSet,
} from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';
import { setKey } from '../../../../preload/contract';
import { eventReadings } from '../coverage';

export interface EventDetail {
  event: StoredEvent | undefined;
  totals: StoredEventAggregates | undefined;
  shifts: StoredShift[];
  admins: StoredAdmin[];
  shiftsSet: StoredSyncSet | undefined;
  adminsSet: StoredSyncSet | undefined;
}

/** The event's admins by name. */
export async function eventAdmins(db: FieldDb, eventId: string): Promise<StoredAdmin[]> {
  const admins = await db.admins.where('eventId').equals(eventId).toArray();
  return admins.sort((a, b) => a.name.localeCompare(b.name));
}

export function eventDetail(db: FieldDb, eventId: string): Promise<EventDetail> {
  return db.transaction('r', [db.events, db.eventAggregates, db.shifts, db.admins, db.syncSets], async () => {
    const [event, totals, shifts, admins, shiftsSet, adminsSet] = await Promise.all([
      db.events.get(eventId),
      db.eventAggregates.get(eventId),
      eventShifts(db, eventId),
      eventAdmins(db, eventId),
      db.syncSets.get(setKey('event-shifts', eventId)),
      db.syncSets.get(setKey('event-admins', eventId)),
    ]);
    return { event, totals, shifts, admins, shiftsSet, adminsSet };
  });
}

/** What the event's screen shows beside the sheet's read: its fill readings, for the trend. */
export interface EventScreenRead extends EventDetail {
  readings: StoredFillReading[];
}

/**
 * The screen's read, the readings in the detail's transaction: as a query of their own they were
 * a third transaction each time the event opened or a write woke the screen.
 */
export function eventScreenRead(db: FieldDb, eventId: string): Promise<EventScreenRead> {
  const tables = [db.events, db.eventAggregates, db.shifts, db.admins, db.syncSets, db.fillReadings];
  return db.transaction('r', tables, async () => {
    const [detail, readings] = await Promise.all([eventDetail(db, eventId), eventReadings(db, eventId)]);
    return { ...detail, readings };
  });
}
