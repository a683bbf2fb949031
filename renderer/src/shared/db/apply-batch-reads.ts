/**
 * The rows the owned sets of one message read before they write: each set's owner (whose
 * not-found mark an answer clears) and the shifts' bookkeeping (whose "as of" says whether
 * office changes are recorded). Read for the whole message in one call per table, not two
 * calls per set: a sync stores some 700 owned sets, and each call through Dexie costs the
 * window more than the row it reads. Only for a message whose batches are independent
 * (apply-batch.ts): their first reads all come before any write, so reading them earlier
 * sees the same rows.
 */
import { Dexie, type Table } from 'dexie';
import { OWNER_FIELDS, setKey, setShape, SET_KINDS, type SyncBatch } from '../../../../preload/contract';
import type { FieldDb } from './schema';

export interface RowsAhead {
  /** The row read ahead for this table and key; undefined when none is stored. */
  row<T>(table: Table<T, string>, key: string): T | undefined;
}

const OWNER_TABLES = { event: 'events', worker: 'workers', client: 'clients' } as const;
/** The owner of each kind of owned set ("event" for an event's shifts). */
const OWNERS = new Map(
  SET_KINDS.flatMap((kind) => {
    const { owner } = setShape(kind);
    return owner ? [[kind as SyncBatch['kind'], owner] as const] : [];
  }),
);

/** The reads ahead of the current transaction, if its message was read ahead. */
const ahead = new WeakMap<object, Promise<RowsAhead>>();

/** Reads the owners and the shifts' bookkeeping of `batches`' owned sets, for the current transaction. */
export function readAhead(db: FieldDb, batches: readonly SyncBatch[]): void {
  const trans = Dexie.currentTransaction;
  if (!trans) return;
  const keys = new Map<string, Set<string>>();
  const want = (table: string, key: string) => (keys.get(table) ?? keys.set(table, new Set()).get(table)!).add(key);
  for (const batch of batches) {
    const owner = OWNERS.get(batch.kind);
    if (!owner) continue;
    const ownerId = (batch as unknown as Record<string, string>)[OWNER_FIELDS[owner]]!;
    want(OWNER_TABLES[owner], ownerId);
    if (batch.kind === 'event-shifts') want('syncSets', setKey('event-shifts', ownerId));
  }
  const reads = [...keys].map(async ([table, wanted]) => {
    const ids = [...wanted];
    const rows = await db.table(table).bulkGet(ids);
    return [table, new Map(ids.map((id, i) => [id, rows[i]]))] as const;
  });
  ahead.set(
    trans,
    Promise.all(reads).then((tables) => {
      const byTable = new Map(tables);
      return { row: <T>(table: Table<T, string>, key: string) => byTable.get(table.name)?.get(key) as T | undefined };
    }),
  );
}

/** The current transaction's reads ahead, when its message was read ahead. */
export const rowsAhead = (): Promise<RowsAhead> | undefined =>
  Dexie.currentTransaction ? ahead.get(Dexie.currentTransaction) : undefined;
