/** The writes every applied set shares: its bookkeeping row, its diff, its owner's not-found mark. */
import type { Table } from 'dexie';
import type { SetKind, SyncBatch } from '../../../../preload/contract';
import type { SetDiff } from './diff-set';
import type { StoredSyncSet } from './rows';

export type BatchOf<K extends SyncBatch['kind']> = Extract<SyncBatch, { kind: K }>;

/** A set's bookkeeping, stamped even when nothing changed: the data was just confirmed fresh. */
export function confirmed(key: string, kind: SetKind, asOf: string, rows: number): StoredSyncSet {
  return { key, kind, status: 'ok', asOf, checkedAt: asOf, rows };
}

export async function writeDiff<T, K>(table: Table<T, K>, diff: SetDiff<T>, keyOf: (row: T) => K): Promise<number> {
  await Promise.all([
    diff.put.length > 0 ? table.bulkPut(diff.put) : undefined,
    diff.remove.length > 0 ? table.bulkDelete(diff.remove.map(keyOf)) : undefined,
  ]);
  return diff.put.length + diff.remove.length;
}

/** An answer for an owner proves it exists again: clears its not-found mark. */
export async function markFound<T extends { notFound: boolean }>(
  table: Table<T, string>,
  row: T | undefined,
): Promise<number> {
  if (!row?.notFound) return 0;
  await table.put({ ...row, notFound: false });
  return 1;
}
