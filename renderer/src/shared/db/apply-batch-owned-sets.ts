/**
 * Sets with an owner, keyed [ownerId+id]: an event's shifts or admins, a worker's tags. Each is
 * read in one round (its cached rows and its owner together) and written in one more.
 */
import type { Table } from 'dexie';
import { setKey, type OwnedKind } from '../../../../preload/contract';
import { diffSet, type SetDiff } from './diff-set';
import type { StoredSyncSet } from './rows';
import type { FieldDb } from './schema';
import { putLater } from './apply-batch-later';
import { rowsAhead } from './apply-batch-reads';
import { confirmed, markFound, writeDiff } from './apply-batch-writes';

export interface OwnedSet<T extends { id: string }, O extends { notFound: boolean }> {
  rows: Table<T, [string, string]>;
  ownerField: 'eventId' | 'workerId';
  owners: Table<O, string>;
  ownerId: string;
  kind: OwnedKind;
  asOf: string;
  fresh: T[];
  /** Read the set's bookkeeping before replacing it: only the shifts need it (office changes). */
  readsPrevious?: boolean;
}

/** What a replaced set was and became, for the writes that follow from it. */
export interface Replaced<T> {
  cached: T[];
  diff: SetDiff<T>;
  /** The set's bookkeeping before this batch (if `readsPrevious`): undefined when never stored. */
  previous: StoredSyncSet | undefined;
}

/**
 * Replaces one owner's set: its cached rows, its owner (and its bookkeeping) read in one round
 * (the owner and bookkeeping read ahead for the whole message when it was, apply-batch-reads.ts),
 * then every write in one more. `alongside` adds writes that follow from the fresh set (an
 * event's totals, the office's changes).
 */
export async function replaceOwnedSet<T extends { id: string }, O extends { notFound: boolean }>(
  db: FieldDb,
  set: OwnedSet<T, O>,
  alongside: (replaced: Replaced<T>) => Promise<unknown> = async () => undefined,
): Promise<number> {
  const key = setKey(set.kind, set.ownerId);
  const ahead = rowsAhead();
  const [cached, owner, previous] = ahead
    ? await Promise.all([set.rows.where(set.ownerField).equals(set.ownerId).toArray(), ahead]).then(
        ([rows, read]) =>
          [
            rows,
            read.row(set.owners, set.ownerId),
            set.readsPrevious ? read.row(db.syncSets, key) : undefined,
          ] as const,
      )
    : await Promise.all([
        set.rows.where(set.ownerField).equals(set.ownerId).toArray(),
        set.owners.get(set.ownerId),
        set.readsPrevious ? db.syncSets.get(key) : undefined,
      ]);
  const diff = diffSet(cached, set.fresh, (row) => row.id);
  const [written, found] = await Promise.all([
    writeDiff(set.rows, diff, (row): [string, string] => [set.ownerId, row.id]),
    markFound(set.owners, owner),
    putLater(db.syncSets, confirmed(key, set.kind, set.asOf, diff.rows.length)),
    alongside({ cached, diff, previous }),
  ]);
  return written + found;
}
