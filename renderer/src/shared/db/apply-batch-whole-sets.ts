/** Sets owned by no event or worker: replaced whole (orderables, HR contacts, tasks, a client's workers, a worker's hours). */
import type { Table } from 'dexie';
import { setKey, type WholeKind } from '../../../../preload/contract';
import { diffSet } from './diff-set';
import type { FieldDb } from './schema';
import { confirmed, writeDiff, type BatchOf } from './apply-batch-writes';

/**
 * A set keyed by id, replaced whole. `serverTotal`: what the server said it has, for a set kept
 * up to a cap.
 */
export async function replaceWholeSet<T extends { id: string }>(
  db: FieldDb,
  table: Table<T, string>,
  kind: WholeKind,
  asOf: string,
  fresh: T[],
  serverTotal?: number,
): Promise<number> {
  const diff = diffSet(await table.toArray(), fresh, (row) => row.id);
  const set = confirmed(setKey(kind), kind, asOf, diff.rows.length);
  const [written] = await Promise.all([
    writeDiff(table, diff, (row) => row.id),
    db.syncSets.put(serverTotal === undefined ? set : { ...set, serverTotal }),
  ]);
  return written;
}

/** One client's view of the company's workers, keyed [clientId+personnelId]; clients carry no not-found mark. */
export async function applyClientWorkers(db: FieldDb, b: BatchOf<'client-workers'>): Promise<number> {
  const existing = await db.clientWorkers.where('clientId').equals(b.clientId).toArray();
  const diff = diffSet(existing, b.workers, (row) => row.personnelId);
  const [written] = await Promise.all([
    writeDiff(db.clientWorkers, diff, (row): [string, string] => [b.clientId, row.personnelId]),
    db.syncSets.put(confirmed(setKey('client-workers', b.clientId), 'client-workers', b.asOf, diff.rows.length)),
  ]);
  return written;
}

/** One worker's hours: a set of one row, rewritten only when the summary changed. */
export async function applyWorkerHours(db: FieldDb, b: BatchOf<'worker-hours'>): Promise<number> {
  const cached = await db.workerHours.get(b.workerId);
  const diff = diffSet(cached ? [cached] : [], [b.hours], (row) => row.workerId);
  const [written] = await Promise.all([
    writeDiff(db.workerHours, diff, (row) => row.workerId),
    db.syncSets.put(confirmed(setKey('worker-hours', b.workerId), 'worker-hours', b.asOf, diff.rows.length)),
  ]);
  return written;
}
