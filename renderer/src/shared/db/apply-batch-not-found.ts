/** The server says an event or worker is gone: its sets are marked, their rows and `asOf` kept. */
import type { Table } from 'dexie';
import { setKey, type SetKind } from '../../../../preload/contract';
import { notFoundEvent, notFoundWorker } from './placeholders';
import type { FieldDb } from './schema';
import type { BatchOf } from './apply-batch-writes';

/** Marks an owner's sets "not found" and keeps their rows and `asOf` (when they were last true). */
async function markSetsNotFound(db: FieldDb, sets: readonly [string, SetKind][], checkedAt: string): Promise<void> {
  const cached = await db.syncSets.bulkGet(sets.map(([key]) => key));
  await db.syncSets.bulkPut(
    sets.map(([key, kind], i) => ({
      ...(cached[i] ?? { key, kind, asOf: undefined, rows: 0 }),
      status: 'not-found' as const,
      checkedAt,
    })),
  );
}

/** Marks an owner not found; one known only by id gets a placeholder row to carry the mark. */
async function markNotFound<T extends { notFound: boolean }>(
  table: Table<T, string>,
  id: string,
  placeholder: T,
): Promise<number> {
  const row = await table.get(id);
  if (row?.notFound) return 0;
  await table.put(row ? { ...row, notFound: true } : placeholder);
  return 1;
}

export async function applyNotFound(db: FieldDb, b: BatchOf<'not-found'>): Promise<number> {
  const { type, id } = b.set;
  if (type === 'event') {
    const sets: [string, SetKind][] = [
      [setKey('event-shifts', id), 'event-shifts'],
      [setKey('event-admins', id), 'event-admins'],
    ];
    const [, written] = await Promise.all([
      markSetsNotFound(db, sets, b.asOf),
      markNotFound(db.events, id, notFoundEvent(id)),
    ]);
    return written;
  }
  const sets: [string, SetKind][] = [[setKey('worker-tags', id), 'worker-tags']];
  const [, written] = await Promise.all([
    markSetsNotFound(db, sets, b.asOf),
    markNotFound(db.workers, id, notFoundWorker(id)),
  ]);
  return written;
}
