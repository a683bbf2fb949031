// Shared by the database tests: a fresh database per test, an I/O recorder at Dexie's lowest
// layer (so tests see what really reaches IndexedDB), and builders of API rows and batches.
import type { DBCoreMutateRequest, DBCoreTable, Middleware, DBCore } from 'dexie';
import { afterEach } from 'vitest';
import type { EventShift } from '../../../../../main/core/api/schemas';
import type { SyncBatch } from '../../../../../preload/contract';
import { deleteFieldDb } from '../../../../../renderer/src/shared/db/open';
import { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { batchFromApi, type ApiBatchBody } from '../../support/batches';
import { apiShift as screenShift } from '../../support/data';

export interface Recorder {
  /** Read-write transactions started. */
  writeTransactions: number;
  /** Rows put or deleted, per table. */
  rowsMutated: Map<string, number>;
  /** Tables read by get/getMany/query/openCursor/count. */
  tablesRead: Set<string>;
  /** Calls reading rows by key (get, getMany), per table. */
  keyReads: Map<string, number>;
  /** Calls writing rows (each put, bulkPut, delete), per table. */
  writeCalls: Map<string, number>;
  /** When set, a write to this table fails (to prove a batch is all or nothing). */
  failWritesTo: string | undefined;
  reset(): void;
}

function mutatedRows(req: DBCoreMutateRequest): number {
  if (req.type === 'delete') return req.keys.length;
  if (req.type === 'deleteRange') return 1;
  return req.values.length;
}

function recorderMiddleware(rec: Recorder): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'test-recorder',
    create: (down) => ({
      ...down,
      transaction(stores, mode, options) {
        if (mode === 'readwrite') rec.writeTransactions += 1;
        return down.transaction(stores, mode, options);
      },
      table(name): DBCoreTable {
        const t = down.table(name);
        const read =
          <A, R>(fn: (req: A) => Promise<R>) =>
          (req: A) => {
            rec.tablesRead.add(name);
            return fn(req);
          };
        const byKey =
          <A, R>(fn: (req: A) => Promise<R>) =>
          (req: A) => {
            rec.keyReads.set(name, (rec.keyReads.get(name) ?? 0) + 1);
            return read(fn)(req);
          };
        return {
          ...t,
          get: byKey(t.get.bind(t)),
          getMany: byKey(t.getMany.bind(t)),
          query: read(t.query.bind(t)),
          openCursor: read(t.openCursor.bind(t)),
          count: read(t.count.bind(t)),
          mutate(req) {
            if (rec.failWritesTo === name) return Promise.reject(new Error(`simulated failure writing ${name}`));
            rec.rowsMutated.set(name, (rec.rowsMutated.get(name) ?? 0) + mutatedRows(req));
            rec.writeCalls.set(name, (rec.writeCalls.get(name) ?? 0) + 1);
            return t.mutate(req);
          },
        };
      },
    }),
  };
}

const opened: FieldDb[] = [];
let serial = 0;

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await deleteFieldDb(db.name);
  }
});

/** A new, empty database with a name no other test uses, and its I/O recorder. */
export async function freshDb(): Promise<{ db: FieldDb; rec: Recorder }> {
  const rec: Recorder = {
    writeTransactions: 0,
    rowsMutated: new Map(),
    tablesRead: new Set(),
    keyReads: new Map(),
    writeCalls: new Map(),
    failWritesTo: undefined,
    reset() {
      this.writeTransactions = 0;
      this.rowsMutated.clear();
      this.tablesRead.clear();
      this.keyReads.clear();
      this.writeCalls.clear();
      this.failWritesTo = undefined;
    },
  };
  // A new database: the latest schema alone creates it, as openFieldDb does.
  const db = new FieldDb(`test-${Date.now()}-${(serial += 1)}-${Math.random().toString(36).slice(2)}`, {
    latestOnly: true,
  });
  db.use(recorderMiddleware(rec));
  await db.open();
  opened.push(db);
  return { db, rec };
}

/** The screens' API shift (support/data), on the store tests' day shift with one alternate place. */
export function apiShift(id: string, fields: Partial<EventShift> = {}): EventShift {
  return screenShift(id, {
    start_time: '2026-07-01 08:00:00',
    end_time: '2026-07-01 16:00:00',
    alternate_quantity: 1,
    ...fields,
  });
}

export type { ApiBatchBody } from '../../support/batches';

export function batch(body: ApiBatchBody, asOf = '2026-07-01T10:00:00.000Z'): SyncBatch {
  return batchFromApi(body, asOf);
}

export function shiftsBatch(eventId: string, shifts: EventShift[], asOf?: string): SyncBatch {
  return batch({ kind: 'event-shifts', eventId, shifts }, asOf);
}
