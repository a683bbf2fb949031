/** What each kind of batch touches, how it is applied, and which owner row it may rewrite: one row per kind. */
import type { Table } from 'dexie';
import type { SyncBatch } from '../../../../preload/contract';
import type { FieldDb } from './schema';
import { applyClients, applyEvents, applyWorkers } from './apply-batch-lists';
import { applyNotFound } from './apply-batch-not-found';
import { applyOrderStatus, applyOrderStatusUnavailable } from './apply-batch-order-status';
import { applyEventAdmins, applyWorkerTags } from './apply-batch-owned-sets';
import { applyEventShifts } from './apply-batch-shifts';
import { applyClientWorkers, applyWorkerHours, replaceWholeSet } from './apply-batch-whole-sets';
import type { BatchOf } from './apply-batch-writes';

interface KindRule<K extends SyncBatch['kind']> {
  /** Every table a batch of this kind reads or writes: its transaction spans these alone. */
  tables(db: FieldDb): Table[];
  /** Inside a transaction over `tables`; resolves to the data rows written. */
  apply(db: FieldDb, batch: BatchOf<K>, now: Date): Promise<number>;
  /** The event, worker, client or order whose row (its not-found mark, its progress) the batch may rewrite. */
  owner?(batch: BatchOf<K>): string;
}

const KINDS: { [K in SyncBatch['kind']]: KindRule<K> } = {
  'event-shifts': {
    tables: (db) => [db.shifts, db.eventAggregates, db.syncSets, db.events, db.shiftChanges, db.fillReadings],
    apply: applyEventShifts,
    owner: (b) => `event/${b.eventId}`,
  },
  'event-admins': {
    tables: (db) => [db.admins, db.syncSets, db.events],
    apply: applyEventAdmins,
    owner: (b) => `event/${b.eventId}`,
  },
  'worker-tags': {
    tables: (db) => [db.workerTags, db.syncSets, db.workers],
    apply: applyWorkerTags,
    owner: (b) => `worker/${b.workerId}`,
  },
  'worker-hours': { tables: (db) => [db.workerHours, db.syncSets], apply: applyWorkerHours },
  orderables: {
    tables: (db) => [db.orderables, db.syncSets],
    apply: (db, b) => replaceWholeSet(db, db.orderables, 'orderables', b.asOf, b.orderables),
  },
  'hr-contacts': {
    tables: (db) => [db.hrContacts, db.syncSets],
    apply: (db, b) => replaceWholeSet(db, db.hrContacts, 'hr-contacts', b.asOf, b.contacts),
  },
  'client-workers': {
    tables: (db) => [db.clientWorkers, db.syncSets],
    apply: applyClientWorkers,
    owner: (b) => `client/${b.clientId}`,
  },
  clients: { tables: (db) => [db.clients, db.syncSets], apply: applyClients },
  tasks: {
    tables: (db) => [db.tasks, db.syncSets],
    apply: (db, b) => replaceWholeSet(db, db.tasks, 'tasks', b.asOf, b.tasks, b.total),
  },
  events: { tables: (db) => [db.events, db.syncSets], apply: applyEvents },
  workers: { tables: (db) => [db.workers, db.syncSets], apply: applyWorkers },
  'not-found': {
    tables: (db) => [db.events, db.workers, db.syncSets],
    apply: applyNotFound,
    owner: (b) => `${b.set.type}/${b.set.id}`,
  },
  'order-status': { tables: (db) => [db.outbox], apply: applyOrderStatus, owner: (b) => `order/${b.localId}` },
  'order-status-unavailable': { tables: (db) => [db.outbox], apply: applyOrderStatusUnavailable },
};

/** The rule for a batch's own kind (TypeScript cannot pair a union's member with its row unaided). */
const ruleOf = <K extends SyncBatch['kind']>(batch: BatchOf<K>) => KINDS[batch.kind as K] as KindRule<K>;

export function tablesFor(db: FieldDb, batches: readonly SyncBatch[]): Table[] {
  return [...new Set(batches.flatMap((b) => KINDS[b.kind].tables(db)))];
}

export const applyKind = (db: FieldDb, batch: SyncBatch, now: Date): Promise<number> =>
  ruleOf(batch).apply(db, batch, now);

export const ownerOf = (batch: SyncBatch): string | undefined => ruleOf(batch).owner?.(batch);
