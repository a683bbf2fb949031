/**
 * Discovery lists (events, workers, clients) only upsert: they page and filter differently from
 * what the supervisor follows, so an entity missing from them is no reason to forget it.
 */
import type { Table } from 'dexie';
import { setKey } from '../../../../preload/contract';
import { diffSet } from './diff-set';
import type { FieldDb } from './schema';
import { confirmed, type BatchOf } from './apply-batch-writes';

async function upsertListed<T extends { id: string; notFound: boolean }>(
  table: Table<T, string>,
  listed: readonly Omit<T, 'notFound'>[],
): Promise<{ written: number; listed: number }> {
  const cached = (await table.bulkGet(listed.map((r) => r.id))).filter((row): row is T => row !== undefined);
  // The not-found mark belongs to the owner's own sets, so the cached one is carried over.
  const notFound = new Set(cached.filter((row) => row.notFound).map((row) => row.id));
  const fresh = listed.map((r) => ({ ...r, notFound: notFound.has(r.id) }) as T);
  // `cached` holds listed ids only, so the diff never removes anything.
  const diff = diffSet(cached, fresh, (row) => row.id);
  if (diff.put.length > 0) await table.bulkPut(diff.put);
  return { written: diff.put.length, listed: diff.rows.length };
}

export async function applyEvents(db: FieldDb, b: BatchOf<'events'>): Promise<number> {
  const { written, listed } = await upsertListed(db.events, b.events);
  await db.syncSets.put(confirmed(setKey('events'), 'events', b.asOf, listed));
  return written;
}

export async function applyWorkers(db: FieldDb, b: BatchOf<'workers'>): Promise<number> {
  const { written, listed } = await upsertListed(db.workers, b.workers);
  await db.syncSets.put(confirmed(setKey('workers'), 'workers', b.asOf, listed));
  return written;
}

/** The client list upserts like the other lists, without a not-found mark: a client missing from it is kept. */
export async function applyClients(db: FieldDb, b: BatchOf<'clients'>): Promise<number> {
  const cached = (await db.clients.bulkGet(b.clients.map((c) => c.id))).filter((c) => c !== undefined);
  const diff = diffSet(cached, b.clients, (row) => row.id);
  const [written] = await Promise.all([
    diff.put.length > 0 ? db.clients.bulkPut(diff.put).then(() => diff.put.length) : 0,
    db.syncSets.put(confirmed(setKey('clients'), 'clients', b.asOf, diff.rows.length)),
  ]);
  return written;
}
