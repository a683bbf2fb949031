/** Opening, closing and erasing the database of one connection (see database-name.ts). */
import { Dexie } from 'dexie';
import { FieldDb } from './schema';

export async function openFieldDb(name: string): Promise<FieldDb> {
  const db = new FieldDb(name);
  await db.open();
  return db;
}

export function closeFieldDb(db: FieldDb): void {
  // Without disableAutoOpen a late query from a closing screen would silently reopen it.
  db.close({ disableAutoOpen: true });
}

/** Erases a connection's data on disconnect; open connections to it are closed first. */
export async function deleteFieldDb(name: string): Promise<void> {
  await Dexie.delete(name);
}
