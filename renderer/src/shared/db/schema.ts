/**
 * THE Dexie schema, one versioned class. A new version appends an entry to VERSIONS (with an
 * `upgrade` when rows change shape); published versions are never edited.
 *
 * Shifts are keyed by [eventId+id] rather than by id alone: a set then owns exactly its rows,
 * so replacing one event's shifts can never touch another event's, whatever the server's ids.
 */
import { Dexie, type Table, type Transaction } from 'dexie';
import { aggregateShifts } from './fill';
import { readingOf } from './fill-readings';
import type {
  StoredAdmin,
  StoredClient,
  StoredClientDocument,
  StoredClientOrdersPage,
  StoredClientWorker,
  StoredEvent,
  StoredEventAggregates,
  StoredFiredAlert,
  StoredFillReading,
  StoredOpened,
  StoredEventLook,
  StoredHrContact,
  OutboxItem,
  StoredOrderable,
  StoredRequirement,
  StoredShift,
  StoredShiftChange,
  StoredSyncSet,
  StoredTask,
  StoredWorker,
  StoredWorkerHours,
  StoredWorkerTag,
} from './rows';

/** Version 1 as published: kept whole, since a database on disk may still be at it. */
export const STORES_V1 = {
  events: 'id, date',
  shifts: '[eventId+id], eventId, [eventId+startTime]',
  admins: '[eventId+id], eventId',
  workers: 'id',
  workerTags: '[workerId+id], workerId, text',
  orderables: 'id',
  syncSets: 'key, kind',
  eventAggregates: 'eventId',
  outbox: 'localId, state, createdAt, [state+createdAt]',
};

/**
 * Version 2 as published: what it changed over version 1. Every index is rewritten with each
 * row a sync stores. A set is read by its owner through the compound primary key ([eventId+id]
 * also answers where('eventId')), so the owner indexes only cost writes; no query reads tags by
 * text.
 */
export const STORES_V2_CHANGES = {
  shifts: '[eventId+id], [eventId+startTime]',
  admins: '[eventId+id]',
  workerTags: '[workerId+id]',
};

/**
 * Version 8: the outbox also carries compliance requirement edits, told apart by `kind` and
 * found by requirement (orders have no requirement, so that index skips them); `requirements`
 * keeps the last value the server confirmed for each requirement edited on this machine.
 */
export const STORES_V8_CHANGES = {
  outbox: 'localId, state, createdAt, [state+createdAt], [templateId+requirementId]',
  requirements: '[templateId+requirementId]',
};

/** Version 12: orders are also found by worker (requirement edits have none, so it skips them). */
export const STORES_V12_CHANGES = {
  outbox: 'localId, state, createdAt, [state+createdAt], [templateId+requirementId], workerId',
};

interface SchemaVersion {
  /** What the version changed over the one before it (Dexie's `stores`). */
  readonly stores: Readonly<Record<string, string>>;
  /** Rewrites the rows a database of an earlier version holds. */
  readonly upgrade?: (tx: Transaction) => Promise<void>;
}

/** Every published version in order, version n at index n - 1. */
const VERSIONS: readonly SchemaVersion[] = [
  { stores: STORES_V1 },
  { stores: STORES_V2_CHANGES },
  // Version 3: the aggregates count filled towards demand and keep extra people apart (no
  // netting across shifts), so every stored aggregate is recomputed from its stored shifts.
  { stores: {}, upgrade: recomputeAggregates },
  // Version 4: the company's HR contacts, a whole set like the orderables.
  { stores: { hrContacts: 'id' } },
  // Version 5: the office's tasks, a whole set; filtered and sorted in memory (at most
  // TASKS_CAP rows), so no index beyond the key.
  { stores: { tasks: 'id' } },
  // Version 6: each crew worker's hours for the current pay period, one row per worker.
  { stores: { workerHours: 'workerId' } },
  // Version 7: clients, each client's worker preferences (synced), and what the client page
  // fetched on demand (order pages, documents by id), kept to read offline.
  {
    stores: {
      clients: 'id',
      clientWorkers: '[clientId+personnelId]',
      clientOrderPages: '[clientId+itemsPerPage+page]',
      clientDocuments: '[clientId+documentId]',
    },
  },
  { stores: STORES_V8_CHANGES, upgrade: markWorkerOrders },
  // Version 9: the alerts that fired, so none fires twice across restarts.
  { stores: { firedAlerts: 'id, firedAt' } },
  // Version 10: what the office changed on followed shifts, one row per shift per applied
  // set, read per event in the order the server gave them; `recordedAt` drops them after the
  // retention. And when the supervisor last looked at each event.
  { stores: { shiftChanges: '[eventId+asOf+shiftId], recordedAt', eventLooks: 'eventId' } },
  // Version 11: the requirements, integrations and client documents opened by id here, newest
  // first per kind: per connection, so sandbox ids never show against production.
  { stores: { recentlyOpened: '[kind+key], [kind+openedAt]' } },
  // Version 12: placed orders are followed to the end, so a worker's orders are found by
  // worker (their open orders on the worker's page), and an alert is about a shift or an
  // order: each fired row names its target.
  { stores: STORES_V12_CHANGES, upgrade: firedAlertTargets },
  // Version 13: client order pages and documents are kept as contract rows, no longer as the
  // API's answers; the saved copies in the old shape are dropped (the server still has them:
  // the page fetches them again when next opened online).
  { stores: {}, upgrade: dropApiShapedCopies },
  // Version 14: the fill trend, one reading per followed event per sync that changed its totals,
  // read per event in time order; `at` drops them after the retention. Each event's stored
  // totals become its first reading, so the trend starts from what is already known.
  { stores: { fillReadings: '[eventId+at], at' }, upgrade: firstFillReadings },
];

/** The version this build writes (IndexedDB holds Dexie's version times ten). */
export const SCHEMA_VERSION = VERSIONS.length;

/** What all the versions add up to: each table as its latest version declared it. */
export const LATEST_STORES: Readonly<Record<string, string>> = Object.assign({}, ...VERSIONS.map((v) => v.stores));

export interface FieldDbOptions {
  /**
   * Strict: a commit is on disk, not only handed to the OS, before the next step runs. The
   * outbox marks an order "sending" before its POST leaves; if a power cut lost that mark, the
   * order would come back "queued" and be sent a second time. Relaxed is only for the
   * connection sync batches are written on (sync-writer.ts).
   */
  durability?: 'strict' | 'relaxed';
  /**
   * Declares the latest schema alone, for a database that is new or already at it: Dexie builds
   * every declared version's tables when constructed, several ms of the window's start for 13
   * versions whose upgrades would not run. An older database needs them all (openFieldDb).
   */
  latestOnly?: boolean;
}

export class FieldDb extends Dexie {
  // `declare`: Dexie creates the tables; a class field would shadow them. Plain `Table<T, Key>`
  // because no key is generated here: every row arrives with its key.
  declare events: Table<StoredEvent, string>;
  declare shifts: Table<StoredShift, [string, string]>;
  declare admins: Table<StoredAdmin, [string, string]>;
  declare workers: Table<StoredWorker, string>;
  declare workerTags: Table<StoredWorkerTag, [string, string]>;
  declare orderables: Table<StoredOrderable, string>;
  declare hrContacts: Table<StoredHrContact, string>;
  declare tasks: Table<StoredTask, string>;
  declare workerHours: Table<StoredWorkerHours, string>;
  declare clients: Table<StoredClient, string>;
  declare clientWorkers: Table<StoredClientWorker, [string, string]>;
  declare clientOrderPages: Table<StoredClientOrdersPage, [string, number, number]>;
  declare clientDocuments: Table<StoredClientDocument, [string, string]>;
  declare syncSets: Table<StoredSyncSet, string>;
  declare eventAggregates: Table<StoredEventAggregates, string>;
  declare outbox: Table<OutboxItem, string>;
  declare requirements: Table<StoredRequirement, [string, string]>;
  declare firedAlerts: Table<StoredFiredAlert, string>;
  declare shiftChanges: Table<StoredShiftChange, [string, string, string]>;
  declare eventLooks: Table<StoredEventLook, string>;
  declare recentlyOpened: Table<StoredOpened, [string, string]>;
  declare fillReadings: Table<StoredFillReading, [string, string]>;

  constructor(name: string, { durability = 'strict', latestOnly = false }: FieldDbOptions = {}) {
    super(name, { chromeTransactionDurability: durability });
    if (latestOnly) {
      this.version(SCHEMA_VERSION).stores(LATEST_STORES);
      return;
    }
    VERSIONS.forEach(({ stores, upgrade }, i) => {
      const version = this.version(i + 1).stores(stores);
      if (upgrade) version.upgrade(upgrade);
    });
  }
}

async function dropApiShapedCopies(tx: Transaction): Promise<void> {
  await Promise.all([tx.table('clientOrderPages').clear(), tx.table('clientDocuments').clear()]);
}

async function firstFillReadings(tx: Transaction): Promise<void> {
  const totals = (await tx.table('eventAggregates').toArray()) as StoredEventAggregates[];
  await tx.table('fillReadings').bulkPut(totals.map((t) => readingOf(t.eventId, t.asOf, t)));
}

async function recomputeAggregates(tx: Transaction): Promise<void> {
  const shifts = (await tx.table('shifts').toArray()) as StoredShift[];
  const byEvent = new Map<string, StoredShift[]>();
  for (const s of shifts) byEvent.set(s.eventId, [...(byEvent.get(s.eventId) ?? []), s]);
  await tx
    .table('eventAggregates')
    .toCollection()
    .modify((row: StoredEventAggregates) => {
      Object.assign(row, aggregateShifts(byEvent.get(row.eventId) ?? []));
    });
}

/** Every row stored before version 8 is a worker order. */
async function markWorkerOrders(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((row: Partial<OutboxItem>) => {
      row.kind ??= 'worker-order';
    });
}

/** Fired rows before version 12 were all about a shift, named by eventId and shiftId. */
async function firedAlertTargets(tx: Transaction): Promise<void> {
  await tx
    .table('firedAlerts')
    .toCollection()
    .modify((row: Partial<StoredFiredAlert> & { eventId?: string; shiftId?: string }) => {
      row.target ??= { kind: 'shift', eventId: row.eventId ?? '', shiftId: row.shiftId ?? '' };
      delete row.eventId;
      delete row.shiftId;
    });
}
