/**
 * THE Dexie schema, one versioned class. A new version appends an entry to VERSIONS (with an
 * `upgrade` when rows change shape); published versions are never edited. A synced set's table
 * is not written here: its row in preload/synced-sets.ts gives its store and the version that
 * added it, and `withSetTables` puts it there (a new set's version needs no entry of its own).
 *
 * Shifts are keyed by [eventId+id] rather than by id alone: a set then owns exactly its rows,
 * so replacing one event's shifts can never touch another event's, whatever the server's ids.
 */
import { Dexie, type Table, type Transaction } from 'dexie';
import { SET_KINDS, setShape, type SetKind, type SetRow, type SetShape, type SetTable, type SetTableKey } from '../../../../preload/contract';
import { aggregateShifts } from './fill';
import { readingOf } from './fill-readings';
import type {
  StoredClientDocument,
  StoredClientOrdersPage,
  StoredEventAggregates,
  StoredFiredAlert,
  StoredFillReading,
  StoredOpened,
  StoredEventLook,
  OutboxItem,
  StoredRequirement,
  StoredShift,
  StoredShiftChange,
  StoredSyncSet,
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

export interface SchemaVersion {
  /** What the version changed over the one before it (Dexie's `stores`). */
  readonly stores: Readonly<Record<string, string>>;
  /** Rewrites the rows a database of an earlier version holds. */
  readonly upgrade?: (tx: Transaction) => Promise<void>;
}

/** Every published version in order, version n at index n - 1, less the sets' own tables. */
const VERSIONS: readonly SchemaVersion[] = [
  { stores: STORES_V1 },
  { stores: STORES_V2_CHANGES },
  // Version 3: the aggregates count filled towards demand and keep extra people apart (no
  // netting across shifts), so every stored aggregate is recomputed from its stored shifts.
  { stores: {}, upgrade: recomputeAggregates },
  // Version 4: the company's HR contacts (their set's table).
  { stores: {} },
  // Version 5: the office's tasks (their set's table).
  { stores: {} },
  // Version 6: each crew worker's hours for the current pay period (their set's table).
  { stores: {} },
  // Version 7: clients and each client's worker preferences (their sets' tables), and what the
  // client page fetched on demand (order pages, documents by id), kept to read offline.
  {
    stores: {
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

/**
 * The versions with each set's table added at the version its row names (unless that version
 * writes the table out itself: version 1 as published). A set past the last written version
 * makes the versions up to it.
 */
export function withSetTables(
  versions: readonly SchemaVersion[],
  sets: readonly SetShape[] = SET_KINDS.map(setShape),
): SchemaVersion[] {
  const last = Math.max(versions.length, ...sets.map((s) => s.since));
  return Array.from({ length: last }, (_, i) => {
    const version = versions[i] ?? { stores: {} };
    const added = sets.filter((s) => s.since === i + 1).map((s) => [s.table, s.store]);
    return { ...version, stores: { ...Object.fromEntries(added), ...version.stores } };
  });
}

const ALL_VERSIONS = withSetTables(VERSIONS);

/** Each version's stores as Dexie is told them, version n at index n - 1. */
export const VERSION_STORES: readonly Readonly<Record<string, string>>[] = ALL_VERSIONS.map((v) => v.stores);

/** The version this build writes (IndexedDB holds Dexie's version times ten). */
export const SCHEMA_VERSION = ALL_VERSIONS.length;

/** What all the versions add up to: each table as its latest version declared it. */
export const LATEST_STORES: Readonly<Record<string, string>> = Object.assign({}, ...VERSION_STORES);

/** The synced sets' tables, typed from their rows. */
type SetTables = { [K in SetKind as SetTable<K>]: Table<SetRow<K>, SetTableKey<K>> };

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

// The sets' tables join the class's own through this interface (one name, merged by TypeScript).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface FieldDb extends SetTables {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class FieldDb extends Dexie {
  // `declare`: Dexie creates the tables; a class field would shadow them. Plain `Table<T, Key>`
  // because no key is generated here: every row arrives with its key.
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
    ALL_VERSIONS.forEach(({ stores, upgrade }, i) => {
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
