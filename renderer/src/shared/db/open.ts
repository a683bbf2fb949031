/** Opening, closing and erasing the database of one connection (see database-name.ts). */
import { Dexie } from 'dexie';
import { m } from '../../../../preload/i18n';
import { DamagedDataError, declaredShapes, schemaDifferences } from './profile-loss';
import { installedShapes } from './rescue';
import { FieldDb, LATEST_STORES, SCHEMA_VERSION } from './schema';
import { closeSyncWriter } from './sync-writer';

/**
 * The database was written by a newer version of the app. Dexie would open it anyway (it
 * retries without a version, and adds stores it misses) and this build would then write rows
 * the newer one does not expect; it is left untouched instead, and the app says so.
 */
export class NewerDataError extends Error {
  constructor() {
    super(m.data_newer_message());
    this.name = 'NewerDataError';
  }
}

/** The version IndexedDB holds for `name` (Dexie's times ten), 0 when there is none. */
async function installedVersion(name: string): Promise<number> {
  const known = await indexedDB.databases();
  return known.find((db) => db.name === name)?.version ?? 0;
}

/**
 * Opens `name`, made empty when it is not there and upgraded when older. With `asItIs`, only a
 * database already at this build's version opens (undefined otherwise): nothing is made or
 * changed on a guess.
 */
export async function openFieldDb(name: string): Promise<FieldDb>;
export async function openFieldDb(name: string, asItIs: true): Promise<FieldDb | undefined>;
export async function openFieldDb(name: string, asItIs = false): Promise<FieldDb | undefined> {
  const installed = await installedVersion(name);
  if (asItIs && installed !== SCHEMA_VERSION * 10) return undefined;
  // Checked before open(): Dexie would open a newer database and may even patch its schema.
  if (installed > SCHEMA_VERSION * 10) throw new NewerDataError();
  if (installed === SCHEMA_VERSION * 10) {
    // Checked before open() too: Dexie adds what it misses by raising the version, and the next
    // start would then take this damage for a newer version's data.
    const problems = schemaDifferences(declaredShapes(LATEST_STORES), await installedShapes(name));
    if (problems.length > 0) throw new DamagedDataError(problems);
  }
  // Every version only when there are upgrades to run.
  const db = new FieldDb(name, { latestOnly: installed === 0 || installed === SCHEMA_VERSION * 10 });
  await db.open();
  return db;
}

export function closeFieldDb(db: FieldDb): void {
  // Without disableAutoOpen a late query from a closing screen would silently reopen it.
  db.close({ disableAutoOpen: true });
  closeSyncWriter(db);
}

/** Erases a connection's data on disconnect; open connections to it are closed first. */
export async function deleteFieldDb(name: string): Promise<void> {
  await Dexie.delete(name);
}
