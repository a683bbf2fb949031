/**
 * Applies sync batches (each one complete set as fetched at `asOf`) with replace-set
 * semantics: changed rows are put, rows absent from the set are deleted, unchanged rows are
 * left alone, and the set's bookkeeping is stamped even when nothing changed, since the data
 * was just confirmed fresh. A failure anywhere rolls the whole transaction back.
 *
 * Each set is read in one round (its cached rows and its owner together) and written in one
 * more, and the sets of one message go side by side in one transaction over only the tables
 * they touch: a sync stores thousands of sets, and every awaited IndexedDB request is a trip
 * to the browser process that the next set would otherwise queue behind.
 */
import type { Table } from 'dexie';
import { setKey, type OwnedKind, type SetKind, type SyncBatch } from '../../../../preload/contract';
import { aggregateShifts } from './fill';
import { diffSet, type SetDiff } from './diff-set';
import { isFollowed, mergeProgress, type ProgressAnswer } from '../outbox/order-progress';
import { notFoundEvent, notFoundWorker } from './placeholders';
import type { StoredShift, StoredSyncSet } from './rows';
import {
  eventChangeRange,
  overCap,
  recordChanges,
  retentionCutoff,
  type ChangeKey,
  type ChangeStamp,
} from './shift-changes';
import type { FieldDb } from './schema';

export interface ApplyResult {
  /**
   * Data rows put or deleted; bookkeeping (sets, aggregates) is not counted, and neither are
   * the office-change rows recorded beside changed shifts (one per changed shift, so they
   * would only double the count): a re-sync with no change still writes 0.
   */
  rowsWritten: number;
}

type BatchOf<K extends SyncBatch['kind']> = Extract<SyncBatch, { kind: K }>;

/** Every table a batch of that kind reads or writes: its transaction spans these alone. */
const TABLES: { [K in SyncBatch['kind']]: (db: FieldDb) => Table[] } = {
  'event-shifts': (db) => [db.shifts, db.eventAggregates, db.syncSets, db.events, db.shiftChanges],
  'event-admins': (db) => [db.admins, db.syncSets, db.events],
  'worker-tags': (db) => [db.workerTags, db.syncSets, db.workers],
  'worker-hours': (db) => [db.workerHours, db.syncSets],
  orderables: (db) => [db.orderables, db.syncSets],
  'hr-contacts': (db) => [db.hrContacts, db.syncSets],
  'client-workers': (db) => [db.clientWorkers, db.syncSets],
  clients: (db) => [db.clients, db.syncSets],
  tasks: (db) => [db.tasks, db.syncSets],
  events: (db) => [db.events, db.syncSets],
  workers: (db) => [db.workers, db.syncSets],
  'not-found': (db) => [db.events, db.workers, db.syncSets],
  'order-status': (db) => [db.outbox],
  'order-status-unavailable': (db) => [db.outbox],
};

function tablesFor(db: FieldDb, batches: readonly SyncBatch[]): Table[] {
  return [...new Set(batches.flatMap((b) => TABLES[b.kind](db)))];
}

function confirmed(key: string, kind: SetKind, asOf: string, rows: number): StoredSyncSet {
  return { key, kind, status: 'ok', asOf, checkedAt: asOf, rows };
}

async function writeDiff<T, K>(table: Table<T, K>, diff: SetDiff<T>, keyOf: (row: T) => K): Promise<number> {
  await Promise.all([
    diff.put.length > 0 ? table.bulkPut(diff.put) : undefined,
    diff.remove.length > 0 ? table.bulkDelete(diff.remove.map(keyOf)) : undefined,
  ]);
  return diff.put.length + diff.remove.length;
}

/** An answer for an owner proves it exists again: clears its not-found mark. */
async function markFound<T extends { notFound: boolean }>(
  table: Table<T, string>,
  row: T | undefined,
): Promise<number> {
  if (!row?.notFound) return 0;
  await table.put({ ...row, notFound: false });
  return 1;
}

/** One owner's set (an event's shifts or admins, a worker's tags), keyed [ownerId+id]. */
interface OwnedSet<T extends { id: string }, O extends { notFound: boolean }> {
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
interface Replaced<T> {
  cached: T[];
  diff: SetDiff<T>;
  /** The set's bookkeeping before this batch (if `readsPrevious`): undefined when never stored. */
  previous: StoredSyncSet | undefined;
}

/**
 * Replaces one owner's set: its cached rows, its owner (and its bookkeeping) read in one round,
 * then every write in one more. `alongside` adds writes that follow from the fresh set (an
 * event's totals, the office's changes).
 */
async function replaceOwnedSet<T extends { id: string }, O extends { notFound: boolean }>(
  db: FieldDb,
  set: OwnedSet<T, O>,
  alongside: (replaced: Replaced<T>) => Promise<unknown> = async () => undefined,
): Promise<number> {
  const key = setKey(set.kind, set.ownerId);
  const [cached, owner, previous] = await Promise.all([
    set.rows.where(set.ownerField).equals(set.ownerId).toArray(),
    set.owners.get(set.ownerId),
    set.readsPrevious ? db.syncSets.get(key) : undefined,
  ]);
  const diff = diffSet(cached, set.fresh, (row) => row.id);
  const [written, found] = await Promise.all([
    writeDiff(set.rows, diff, (row): [string, string] => [set.ownerId, row.id]),
    markFound(set.owners, owner),
    db.syncSets.put(confirmed(key, set.kind, set.asOf, diff.rows.length)),
    alongside({ cached, diff, previous }),
  ]);
  return written + found;
}

/**
 * Records what the office changed on an event's shifts, then drops the event's oldest change
 * rows beyond the cap. The first set ever stored for an event records nothing: every shift
 * would read "added".
 */
async function recordOfficeChanges(
  db: FieldDb,
  { cached, diff, previous }: Replaced<StoredShift>,
  stamp: ChangeStamp,
): Promise<void> {
  if (previous?.asOf === undefined || (diff.put.length === 0 && diff.remove.length === 0)) return;
  const changes = recordChanges(cached, diff.rows, stamp);
  if (changes.length === 0) return;
  await db.shiftChanges.bulkPut(changes);
  const keys = (await db.shiftChanges
    .where('[eventId+asOf+shiftId]')
    .between(...eventChangeRange(stamp.eventId))
    .primaryKeys()) as ChangeKey[];
  const dropped = overCap(keys);
  if (dropped.length > 0) await db.shiftChanges.bulkDelete(dropped);
}

const applyEventShifts = (db: FieldDb, b: BatchOf<'event-shifts'>, now: Date) =>
  replaceOwnedSet(
    db,
    {
      rows: db.shifts,
      ownerField: 'eventId',
      owners: db.events,
      ownerId: b.eventId,
      kind: 'event-shifts',
      asOf: b.asOf,
      fresh: b.shifts,
      readsPrevious: true,
    },
    (replaced) =>
      Promise.all([
        // Recomputed from the set in hand, so stored totals can never drift from stored shifts.
        db.eventAggregates.put({ eventId: b.eventId, asOf: b.asOf, ...aggregateShifts(replaced.diff.rows) }),
        recordOfficeChanges(db, replaced, { eventId: b.eventId, asOf: b.asOf, recordedAt: now.toISOString() }),
      ]),
  );

const applyEventAdmins = (db: FieldDb, b: BatchOf<'event-admins'>) =>
  replaceOwnedSet(db, {
    rows: db.admins,
    ownerField: 'eventId',
    owners: db.events,
    ownerId: b.eventId,
    kind: 'event-admins',
    asOf: b.asOf,
    fresh: b.admins,
  });

const applyWorkerTags = (db: FieldDb, b: BatchOf<'worker-tags'>) =>
  replaceOwnedSet(db, {
    rows: db.workerTags,
    ownerField: 'workerId',
    owners: db.workers,
    ownerId: b.workerId,
    kind: 'worker-tags',
    asOf: b.asOf,
    fresh: b.tags,
  });

/** One client's view of the company's workers, keyed [clientId+personnelId]; clients carry no not-found mark. */
async function applyClientWorkers(db: FieldDb, b: BatchOf<'client-workers'>): Promise<number> {
  const existing = await db.clientWorkers.where('clientId').equals(b.clientId).toArray();
  const diff = diffSet(existing, b.workers, (row) => row.personnelId);
  const [written] = await Promise.all([
    writeDiff(db.clientWorkers, diff, (row): [string, string] => [b.clientId, row.personnelId]),
    db.syncSets.put(confirmed(setKey('client-workers', b.clientId), 'client-workers', b.asOf, diff.rows.length)),
  ]);
  return written;
}

/** The client list upserts like the other discovery lists: a client missing from it is kept. */
async function applyClients(db: FieldDb, b: BatchOf<'clients'>): Promise<number> {
  const cached = (await db.clients.bulkGet(b.clients.map((c) => c.id))).filter((c) => c !== undefined);
  const diff = diffSet(cached, b.clients, (row) => row.id);
  const [written] = await Promise.all([
    diff.put.length > 0 ? db.clients.bulkPut(diff.put).then(() => diff.put.length) : 0,
    db.syncSets.put(confirmed(setKey('clients'), 'clients', b.asOf, diff.rows.length)),
  ]);
  return written;
}

/** One worker's hours: a set of one row, rewritten only when the summary changed. */
async function applyWorkerHours(db: FieldDb, b: BatchOf<'worker-hours'>): Promise<number> {
  const cached = await db.workerHours.get(b.workerId);
  const diff = diffSet(cached ? [cached] : [], [b.hours], (row) => row.workerId);
  const [written] = await Promise.all([
    writeDiff(db.workerHours, diff, (row) => row.workerId),
    db.syncSets.put(confirmed(setKey('worker-hours', b.workerId), 'worker-hours', b.asOf, diff.rows.length)),
  ]);
  return written;
}

/**
 * A set owned by no one (the orderables, the HR contacts, the tasks), replaced whole, keyed by
 * id. `serverTotal`: what the server said it has, for a set kept up to a cap.
 */
async function replaceWholeSet<T extends { id: string }>(
  db: FieldDb,
  table: Table<T, string>,
  kind: 'orderables' | 'hr-contacts' | 'tasks',
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

/**
 * Discovery lists only upsert: they page and filter differently from what the supervisor
 * follows, so an entity missing from them is no reason to forget it.
 */
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

async function applyEvents(db: FieldDb, b: BatchOf<'events'>): Promise<number> {
  const { written, listed } = await upsertListed(db.events, b.events);
  await db.syncSets.put(confirmed(setKey('events'), 'events', b.asOf, listed));
  return written;
}

async function applyWorkers(db: FieldDb, b: BatchOf<'workers'>): Promise<number> {
  const { written, listed } = await upsertListed(db.workers, b.workers);
  await db.syncSets.put(confirmed(setKey('workers'), 'workers', b.asOf, listed));
  return written;
}

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

async function applyNotFound(db: FieldDb, b: BatchOf<'not-found'>): Promise<number> {
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

/**
 * A followed order's progress, merged into its outbox row (outbox/order-progress.ts). Counted
 * as a data row only when what the supervisor sees changed: reading the same status again
 * only refreshes its "as of", like a set's bookkeeping. An order this database does not hold
 * (another connection's) is left alone.
 */
async function applyOrderStatus(db: FieldDb, b: BatchOf<'order-status'>): Promise<number> {
  const order = await db.outbox.get(b.localId);
  if (order?.kind !== 'worker-order' || order.serverOrderId !== b.orderId) return 0;
  const answer: ProgressAnswer = b.status
    ? { asOf: b.asOf, office: b.status }
    : { asOf: b.asOf, office: undefined, unavailable: 'order-not-found' };
  const merged = mergeProgress(order.progress, answer, order.serverStatus);
  if (!merged) return 0;
  await db.outbox.put({ ...order, progress: merged.progress });
  return merged.changed ? 1 : 0;
}

/** The server has no way to read an order: every followed order stays "Placed", and says why. */
async function applyOrderStatusUnavailable(db: FieldDb, b: BatchOf<'order-status-unavailable'>): Promise<number> {
  const followed = (await db.outbox.where('state').equals('delivered').toArray()).filter(isFollowed);
  const marked = followed.flatMap((order) => {
    const merged = mergeProgress(
      order.progress,
      { asOf: b.asOf, office: undefined, unavailable: 'no-operation' },
      order.serverStatus,
    );
    return merged ? [{ ...order, progress: merged.progress }] : [];
  });
  if (marked.length > 0) await db.outbox.bulkPut(marked);
  return marked.length;
}

/** Inside a transaction over TABLES[batch.kind]. */
function applyKind(db: FieldDb, batch: SyncBatch, now: Date): Promise<number> {
  switch (batch.kind) {
    case 'event-shifts':
      return applyEventShifts(db, batch, now);
    case 'event-admins':
      return applyEventAdmins(db, batch);
    case 'worker-tags':
      return applyWorkerTags(db, batch);
    case 'worker-hours':
      return applyWorkerHours(db, batch);
    case 'orderables':
      return replaceWholeSet(db, db.orderables, 'orderables', batch.asOf, batch.orderables);
    case 'hr-contacts':
      return replaceWholeSet(db, db.hrContacts, 'hr-contacts', batch.asOf, batch.contacts);
    case 'client-workers':
      return applyClientWorkers(db, batch);
    case 'tasks':
      return replaceWholeSet(db, db.tasks, 'tasks', batch.asOf, batch.tasks, batch.total);
    case 'events':
      return applyEvents(db, batch);
    case 'workers':
      return applyWorkers(db, batch);
    case 'clients':
      return applyClients(db, batch);
    case 'not-found':
      return applyNotFound(db, batch);
    case 'order-status':
      return applyOrderStatus(db, batch);
    case 'order-status-unavailable':
      return applyOrderStatusUnavailable(db, batch);
  }
}

/** The event or worker whose row (its not-found mark) a batch may rewrite. */
function ownerOf(batch: SyncBatch): string | undefined {
  switch (batch.kind) {
    case 'event-shifts':
    case 'event-admins':
      return `event/${batch.eventId}`;
    case 'worker-tags':
      return `worker/${batch.workerId}`;
    case 'client-workers':
      return `client/${batch.clientId}`;
    case 'not-found':
      return `${batch.set.type}/${batch.set.id}`;
    case 'order-status':
      return `order/${batch.localId}`;
    default:
      return undefined;
  }
}

/**
 * Batches may go side by side when no order between them matters: no set twice, and no
 * "not found" for an owner that another batch marks found. (Two sets marking one owner
 * found write the same row, so their order does not matter.) An order's progress is the
 * order's own set.
 */
function independent(batches: readonly SyncBatch[]): boolean {
  const sets = new Set<string>();
  const owners = new Map<string, boolean>();
  // "Unavailable" writes every followed order: it goes in order with any other order's progress.
  const orders = batches.filter((b) => b.kind === 'order-status' || b.kind === 'order-status-unavailable');
  if (orders.length > 1 && orders.some((b) => b.kind === 'order-status-unavailable')) return false;
  for (const batch of batches) {
    const owner = ownerOf(batch);
    // A worker's hours name their worker but never write its row: no owner, still one set each.
    const set = `${batch.kind}/${owner ?? (batch.kind === 'worker-hours' ? batch.workerId : '')}`;
    if (sets.has(set)) return false;
    sets.add(set);
    if (owner === undefined) continue;
    const notFound = batch.kind === 'not-found';
    const seen = owners.get(owner);
    if (seen !== undefined && (seen || notFound)) return false;
    owners.set(owner, notFound);
  }
  return true;
}

export async function applyBatch(db: FieldDb, batch: SyncBatch, now = new Date()): Promise<ApplyResult> {
  return (await applyBatches(db, [batch], now))[0]!;
}

/** Office changes past retention go whenever shifts are stored, whichever event they were on. */
async function pruneOldChanges(db: FieldDb, batches: readonly SyncBatch[], now: Date): Promise<void> {
  if (batches.some((b) => b.kind === 'event-shifts'))
    await db.shiftChanges.where('recordedAt').below(retentionCutoff(now)).delete();
}

/**
 * Applies every batch in one transaction (all or none), side by side when they are independent.
 * `now` stamps the office changes recorded and dates their retention.
 */
export function applyBatches(db: FieldDb, batches: readonly SyncBatch[], now = new Date()): Promise<ApplyResult[]> {
  return db.transaction('rw', tablesFor(db, batches), async () => {
    const applied = independent(batches)
      ? Promise.all(batches.map((batch) => applyKind(db, batch, now)))
      : applyInOrder(db, batches, now);
    const [written] = await Promise.all([applied, pruneOldChanges(db, batches, now)]);
    return written.map((rowsWritten) => ({ rowsWritten }));
  });
}

async function applyInOrder(db: FieldDb, batches: readonly SyncBatch[], now: Date): Promise<number[]> {
  const written: number[] = [];
  for (const batch of batches) written.push(await applyKind(db, batch, now));
  return written;
}
