/** What the Office screen reads from the local database. */
import type { FieldDb } from '../../shared/db/schema';

/** The people this computer knows by id (admins of followed events), to name who did what. */
export async function adminNames(db: FieldDb): Promise<Map<string, string>> {
  return new Map((await db.admins.toArray()).map((a) => [a.id, a.name]));
}
