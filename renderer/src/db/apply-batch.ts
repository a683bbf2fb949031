/**
 * Applies one sync batch (one complete set as fetched at `asOf`) in ONE Dexie transaction with
 * replace-set semantics: changed rows are put, rows absent from the set are deleted, unchanged
 * rows are left alone, and the set's bookkeeping is stamped even when nothing changed, since the
 * data was just confirmed fresh. A failure anywhere rolls the whole batch back.
 */
import type { Table } from 'dexie';
import type { SyncBatch } from '../../../preload/contract';
import { aggregateShifts } from '../lib/fill';
import { diffSet, type SetDiff } from './diff-set';
import {
  normaliseAdmin,
  normaliseEvent,
  normaliseOrderable,
  normaliseShift,
  normaliseTag,
  normaliseWorker,
  notFoundEvent,
  notFoundWorker,
} from './normalise';
import type { SetKind, StoredSyncSet } from './rows';
import type { FieldDb } from './schema';
import { setKey } from './set-key';

export interface ApplyResult {
  /** Data rows put or deleted; bookkeeping (sets, aggregates) is not counted. */
  rowsWritten: number;
}

type BatchOf<K extends SyncBatch['kind']> = Extract<SyncBatch, { kind: K }>;

function confirmed(key: string, kind: SetKind, asOf: string, rows: number): StoredSyncSet {
  return { key, kind, status: 'ok', asOf, checkedAt: asOf, rows };
}

async function writeDiff<T, K>(table: Table<T, K>, diff: SetDiff<T>, keyOf: (row: T) => K): Promise<number> {
  if (diff.put.length > 0) await table.bulkPut(diff.put);
  if (diff.remove.length > 0) await table.bulkDelete(diff.remove.map(keyOf));
  return diff.put.length + diff.remove.length;
}

/** An answer for an owner proves it exists again: clears its not-found mark. */
async function markFound<T extends { notFound: boolean }>(table: Table<T, string>, id: string): Promise<number> {
  const row = await table.get(id);
  if (!row?.notFound) return 0;
  await table.put({ ...row, notFound: false });
  return 1;
}

function applyEventShifts(db: FieldDb, b: BatchOf<'event-shifts'>): Promise<number> {
  return db.transaction('rw', [db.shifts, db.eventAggregates, db.syncSets, db.events], async () => {
    const existing = await db.shifts.where('eventId').equals(b.eventId).toArray();
    const fresh = b.shifts.map((s) => normaliseShift(b.eventId, s));
    const diff = diffSet(existing, fresh, (s) => s.id);
    const written = await writeDiff(db.shifts, diff, (s): [string, string] => [s.eventId, s.id]);
    // Recomputed from the set in hand, so stored totals can never drift from stored shifts.
    await db.eventAggregates.put({ eventId: b.eventId, asOf: b.asOf, ...aggregateShifts(diff.rows) });
    await db.syncSets.put(confirmed(setKey('event-shifts', b.eventId), 'event-shifts', b.asOf, diff.rows.length));
    return written + (await markFound(db.events, b.eventId));
  });
}

function applyEventAdmins(db: FieldDb, b: BatchOf<'event-admins'>): Promise<number> {
  return db.transaction('rw', [db.admins, db.syncSets, db.events], async () => {
    const existing = await db.admins.where('eventId').equals(b.eventId).toArray();
    const fresh = b.admins.map((a) => normaliseAdmin(b.eventId, a));
    const diff = diffSet(existing, fresh, (a) => a.id);
    const written = await writeDiff(db.admins, diff, (a): [string, string] => [a.eventId, a.id]);
    await db.syncSets.put(confirmed(setKey('event-admins', b.eventId), 'event-admins', b.asOf, diff.rows.length));
    return written + (await markFound(db.events, b.eventId));
  });
}

function applyWorkerTags(db: FieldDb, b: BatchOf<'worker-tags'>): Promise<number> {
  return db.transaction('rw', [db.workerTags, db.syncSets, db.workers], async () => {
    const existing = await db.workerTags.where('workerId').equals(b.workerId).toArray();
    const fresh = b.tags.map((t) => normaliseTag(b.workerId, t));
    const diff = diffSet(existing, fresh, (t) => t.id);
    const written = await writeDiff(db.workerTags, diff, (t): [string, string] => [t.workerId, t.id]);
    await db.syncSets.put(confirmed(setKey('worker-tags', b.workerId), 'worker-tags', b.asOf, diff.rows.length));
    return written + (await markFound(db.workers, b.workerId));
  });
}

function applyOrderables(db: FieldDb, b: BatchOf<'orderables'>): Promise<number> {
  return db.transaction('rw', [db.orderables, db.syncSets], async () => {
    const diff = diffSet(await db.orderables.toArray(), b.orderables.map(normaliseOrderable), (o) => o.id);
    const written = await writeDiff(db.orderables, diff, (o) => o.id);
    await db.syncSets.put(confirmed(setKey('orderables'), 'orderables', b.asOf, diff.rows.length));
    return written;
  });
}

/**
 * Discovery lists only upsert: they page and filter differently from what the supervisor
 * follows, so an entity missing from them is no reason to forget it.
 */
async function upsertListed<T extends { id: string; notFound: boolean }, R extends { id: string }>(
  table: Table<T, string>,
  listed: readonly R[],
  normalise: (row: R, notFound: boolean) => T,
): Promise<{ written: number; listed: number }> {
  const cached = (await table.bulkGet(listed.map((r) => r.id))).filter((row): row is T => row !== undefined);
  const notFound = new Set(cached.filter((row) => row.notFound).map((row) => row.id));
  const fresh = listed.map((r) => normalise(r, notFound.has(r.id)));
  // `cached` holds listed ids only, so the diff never removes anything.
  const diff = diffSet(cached, fresh, (row) => row.id);
  if (diff.put.length > 0) await table.bulkPut(diff.put);
  return { written: diff.put.length, listed: diff.rows.length };
}

function applyEvents(db: FieldDb, b: BatchOf<'events'>): Promise<number> {
  return db.transaction('rw', [db.events, db.syncSets], async () => {
    const { written, listed } = await upsertListed(db.events, b.events, normaliseEvent);
    await db.syncSets.put(confirmed(setKey('events'), 'events', b.asOf, listed));
    return written;
  });
}

function applyWorkers(db: FieldDb, b: BatchOf<'workers'>): Promise<number> {
  return db.transaction('rw', [db.workers, db.syncSets], async () => {
    const { written, listed } = await upsertListed(db.workers, b.workers, normaliseWorker);
    await db.syncSets.put(confirmed(setKey('workers'), 'workers', b.asOf, listed));
    return written;
  });
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

function applyNotFound(db: FieldDb, b: BatchOf<'not-found'>): Promise<number> {
  const { type, id } = b.set;
  if (type === 'event') {
    return db.transaction('rw', [db.events, db.syncSets], async () => {
      await markSetsNotFound(
        db,
        [
          [setKey('event-shifts', id), 'event-shifts'],
          [setKey('event-admins', id), 'event-admins'],
        ],
        b.asOf,
      );
      return markNotFound(db.events, id, notFoundEvent(id));
    });
  }
  return db.transaction('rw', [db.workers, db.syncSets], async () => {
    await markSetsNotFound(db, [[setKey('worker-tags', id), 'worker-tags']], b.asOf);
    return markNotFound(db.workers, id, notFoundWorker(id));
  });
}

function applyKind(db: FieldDb, batch: SyncBatch): Promise<number> {
  switch (batch.kind) {
    case 'event-shifts':
      return applyEventShifts(db, batch);
    case 'event-admins':
      return applyEventAdmins(db, batch);
    case 'worker-tags':
      return applyWorkerTags(db, batch);
    case 'orderables':
      return applyOrderables(db, batch);
    case 'events':
      return applyEvents(db, batch);
    case 'workers':
      return applyWorkers(db, batch);
    case 'not-found':
      return applyNotFound(db, batch);
  }
}

export async function applyBatch(db: FieldDb, batch: SyncBatch): Promise<ApplyResult> {
  return { rowsWritten: await applyKind(db, batch) };
}
