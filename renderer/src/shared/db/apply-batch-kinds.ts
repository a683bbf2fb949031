/**
 * What each kind of batch touches, how it is applied, and which owner row it may rewrite. A
 * synced set's tables and owner come from its row in preload/synced-sets.ts, and it is applied
 * as a set replaced whole (company-wide) or per owner unless a rule below says otherwise; the
 * batches that are not sets (order progress, a 404 mark) have a row each.
 */
import type { Table } from 'dexie';
import {
  OWNER_FIELDS,
  setOwnerOf,
  setShape,
  SET_KINDS,
  type OwnedKind,
  type SetKind,
  type SetOwner,
  type SetShape,
  type SyncBatch,
  type WholeKind,
} from '../../../../preload/contract';
import type { FieldDb } from './schema';
import { applyClients, applyEvents, applyWorkers } from './apply-batch-lists';
import { applyNotFound } from './apply-batch-not-found';
import { applyOrderStatus, applyOrderStatusUnavailable } from './apply-batch-order-status';
import { replaceOwnedSet } from './apply-batch-owned-sets';
import { applyEventShifts } from './apply-batch-shifts';
import { applyUnchanged } from './apply-batch-unchanged';
import { applyClientWorkers, applyWorkerHours, replaceWholeSet } from './apply-batch-whole-sets';
import type { BatchOf } from './apply-batch-writes';

type Apply<K extends SyncBatch['kind']> = (db: FieldDb, batch: BatchOf<K>, now: Date) => Promise<number>;

interface SetRule<K extends SetKind> {
  apply: Apply<K>;
  /** Tables beyond the set's own, its owner's and the bookkeeping. */
  alsoTouches?(db: FieldDb): Table[];
}

/** The sets applied their own way; every other set is replaced whole or per owner. */
const SET_RULES: { [K in SetKind]?: SetRule<K> } = {
  'event-shifts': {
    apply: applyEventShifts,
    alsoTouches: (db) => [db.eventAggregates, db.shiftChanges, db.fillReadings],
  },
  'worker-hours': { apply: applyWorkerHours },
  'client-workers': { apply: applyClientWorkers },
  events: { apply: applyEvents },
  workers: { apply: applyWorkers },
  clients: { apply: applyClients },
};

interface KindRule<K extends SyncBatch['kind']> {
  /** Every table a batch of this kind reads or writes: its transaction spans these alone. */
  tables(db: FieldDb): Table[];
  /** Inside a transaction over `tables`; resolves to the data rows written. */
  apply: Apply<K>;
  /** The event, worker, client or order whose row (its not-found mark, its progress) the batch may rewrite. */
  owner?(batch: BatchOf<K>): string | undefined;
}

type OtherKind = Exclude<SyncBatch['kind'], SetKind>;

const OTHER_KINDS: { [K in OtherKind]: KindRule<K> } = {
  'not-found': {
    tables: (db) => [db.events, db.workers, db.syncSets],
    apply: applyNotFound,
    owner: (b) => `${b.set.type}/${b.set.id}`,
  },
  'order-status': { tables: (db) => [db.outbox], apply: applyOrderStatus, owner: (b) => `order/${b.localId}` },
  'order-status-unavailable': { tables: (db) => [db.outbox], apply: applyOrderStatusUnavailable },
  unchanged: { tables: (db) => [db.syncSets], apply: applyUnchanged, owner: (b) => `set/${b.key}` },
};

const OWNER_TABLES: Record<SetOwner, 'events' | 'workers' | 'clients'> = {
  event: 'events',
  worker: 'workers',
  client: 'clients',
};

/** A set without a rule of its own: company-wide, replaced whole; owned, replaced for its owner (whose not-found mark it clears). */
export function plainApply<K extends SetKind>(kind: K, shape: SetShape = setShape(kind)): Apply<K> {
  const { owner, table, rows } = shape;
  return (db, batch) => {
    const fields = batch as unknown as Record<string, unknown>;
    const asOf = fields['asOf'] as string;
    const fresh = fields[rows] as { id: string }[];
    if (owner === undefined) {
      return replaceWholeSet(
        db,
        db.table(table),
        kind as WholeKind,
        asOf,
        fresh,
        fields['total'] as number | undefined,
      );
    }
    return replaceOwnedSet(db, {
      rows: db.table(table),
      ownerField: OWNER_FIELDS[owner] as 'eventId' | 'workerId',
      owners: db.table(OWNER_TABLES[owner]),
      ownerId: fields[OWNER_FIELDS[owner]] as string,
      kind: kind as OwnedKind,
      asOf,
      fresh,
    });
  };
}

function setRule<K extends SetKind>(kind: K): KindRule<K> {
  const { owner, table } = setShape(kind);
  const rule = SET_RULES[kind] as SetRule<K> | undefined;
  return {
    tables: (db) => [
      db.table(table),
      db.syncSets,
      ...(owner ? [db.table(OWNER_TABLES[owner])] : []),
      ...(rule?.alsoTouches?.(db) ?? []),
    ],
    apply: rule?.apply ?? plainApply(kind),
    owner: (b) => setOwnerOf(b),
  };
}

/** One rule per kind of batch: the sets' derived from their table, the others' as written above. */
const KINDS = {
  ...Object.fromEntries(SET_KINDS.map((kind) => [kind, setRule(kind)])),
  ...OTHER_KINDS,
} as { [K in SyncBatch['kind']]: KindRule<K> };

/** The rule for a batch's own kind (TypeScript cannot pair a union's member with its row unaided). */
const ruleOf = <K extends SyncBatch['kind']>(batch: BatchOf<K>) => KINDS[batch.kind as K] as KindRule<K>;

export function tablesFor(db: FieldDb, batches: readonly SyncBatch[]): Table[] {
  return [...new Set(batches.flatMap((b) => KINDS[b.kind].tables(db)))];
}

export const applyKind = (db: FieldDb, batch: SyncBatch, now: Date): Promise<number> =>
  ruleOf(batch).apply(db, batch, now);

export const ownerOf = (batch: SyncBatch): string | undefined => ruleOf(batch).owner?.(batch);
