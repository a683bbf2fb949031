/** What the Settings cards read from the local database. */
import { m } from '../../../../preload/i18n';
import type { FieldDb } from '../../shared/db/schema';

/** The events' names by id, "Event 12" for one known only by id. */
export async function eventNames(db: FieldDb, ids: readonly string[]): Promise<Map<string, string>> {
  const events = await db.events.bulkGet([...ids]);
  return new Map(ids.map((id, i) => [id, events[i]?.name || m.settings_alerts_event({ id })]));
}
