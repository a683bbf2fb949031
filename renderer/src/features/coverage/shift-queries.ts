/** The shifts the day strip sums (and the dashboard and the roster sheet list), read by event. */
import { eventShifts } from '../../shared/db/queries';
import type { StoredShift } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';

/** The stored shifts of these events, by event id, in one read transaction. */
export async function shiftsOfEvents(db: FieldDb, eventIds: readonly string[]): Promise<Map<string, StoredShift[]>> {
  const shifts = await db.transaction('r', db.shifts, () => Promise.all(eventIds.map((id) => eventShifts(db, id))));
  return new Map(eventIds.map((id, i) => [id, shifts[i] ?? []]));
}
