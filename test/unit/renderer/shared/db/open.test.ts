import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { closeFieldDb, deleteFieldDb, NewerDataError, openFieldDb } from '../../../../../renderer/src/shared/db/open';
import {
  FieldDb,
  SCHEMA_VERSION,
  STORES_V1,
  STORES_V2_CHANGES,
  STORES_V8_CHANGES,
  STORES_V12_CHANGES,
} from '../../../../../renderer/src/shared/db/schema';
import { followedOrders } from '../../../../../renderer/src/shared/outbox/order-progress';
import { claimSome } from '../../../../../renderer/src/shared/outbox/store';
import { storedShift } from '../../support/builders';
import { row } from '../outbox/helpers';

let serial = 0;
const uniqueName = () => `open-test-${Date.now()}-${(serial += 1)}`;

/** What each published version changed, in order (version n at index n - 1), without its upgrade. */
const PUBLISHED: Record<string, string>[] = [
  STORES_V1,
  STORES_V2_CHANGES,
  {},
  { hrContacts: 'id' },
  { tasks: 'id' },
  { workerHours: 'workerId' },
  {
    clients: 'id',
    clientWorkers: '[clientId+personnelId]',
    clientOrderPages: '[clientId+itemsPerPage+page]',
    clientDocuments: '[clientId+documentId]',
  },
  STORES_V8_CHANGES,
  { firedAlerts: 'id, firedAt' },
  { shiftChanges: '[eventId+asOf+shiftId], recordedAt', eventLooks: 'eventId' },
  { recentlyOpened: '[kind+key], [kind+openedAt]' },
  STORES_V12_CHANGES,
  {},
];

/** A database as version `version` left it, holding what `fill` wrote; closed, and named. */
async function publishedDb(version: number, fill: (previous: Dexie) => Promise<unknown>): Promise<string> {
  const name = uniqueName();
  const previous = new Dexie(name);
  PUBLISHED.slice(0, version).forEach((stores, i) => previous.version(i + 1).stores(stores));
  await previous.open();
  await fill(previous);
  previous.close();
  return name;
}

/** Opens `name` with this build (at version 14), runs `check` on it, then erases it. */
async function afterUpgrade(name: string, check: (db: FieldDb) => Promise<void>): Promise<void> {
  const db = await openFieldDb(name);
  try {
    expect(db.verno).toBe(14);
    await check(db);
  } finally {
    closeFieldDb(db);
    await deleteFieldDb(name);
  }
}

describe('opening a connection database', () => {
  it('creates every table of the current schema (version 14) with its indexes', async () => {
    const db = await openFieldDb(uniqueName());
    try {
      expect(db.verno).toBe(14);
      const indexes = Object.fromEntries(db.tables.map((t) => [t.name, t.schema.indexes.map((i) => i.name).sort()]));
      expect(indexes).toEqual({
        events: ['date'],
        shifts: ['[eventId+startTime]'],
        admins: [],
        workers: [],
        workerTags: [],
        orderables: [],
        hrContacts: [],
        workerHours: [],
        clients: [],
        clientWorkers: [],
        clientOrderPages: [],
        clientDocuments: [],
        tasks: [],
        syncSets: ['kind'],
        eventAggregates: [],
        outbox: ['[state+createdAt]', '[templateId+requirementId]', 'createdAt', 'state', 'workerId'],
        requirements: [],
        firedAlerts: ['firedAt'],
        shiftChanges: ['recordedAt'],
        eventLooks: [],
        recentlyOpened: ['[kind+openedAt]'],
        fillReadings: ['at'],
      });
      expect(db.fillReadings.schema.primKey.name).toBe('[eventId+at]');
      expect(db.shiftChanges.schema.primKey.name).toBe('[eventId+asOf+shiftId]');
      expect(db.shifts.schema.primKey.name).toBe('[eventId+id]');
    } finally {
      closeFieldDb(db);
      await deleteFieldDb(db.name);
    }
  });

  it('upgrades a version 2 database: each stored aggregate recomputed from its shifts, nothing netted', async () => {
    const name = await publishedDb(2, async (previous) => {
      await previous
        .table('shifts')
        .bulkPut([
          storedShift({ eventId: '1', id: 'a', quantity: 4, filled: 8 }),
          storedShift({ eventId: '1', id: 'b', quantity: 4, filled: 1 }),
          storedShift({ eventId: '2', id: 'a', quantity: 3, filled: 3 }),
        ]);
      // As version 2 stored them: the event's booked people summed over its demand.
      const old = {
        gap: 3,
        altNeeded: 2,
        altFilled: 0,
        understaffedShifts: 1,
        shiftCount: 2,
        firstStart: '',
        lastEnd: '',
      };
      await previous.table('eventAggregates').bulkPut([
        { eventId: '1', asOf: '2026-11-20T10:00:00.000Z', needed: 8, filled: 9, ...old },
        { eventId: '2', asOf: '2026-11-20T10:00:00.000Z', needed: 3, filled: 3, ...old, gap: 0, shiftCount: 1 },
      ]);
    });

    await afterUpgrade(name, async (db) => {
      expect(await db.eventAggregates.get('1')).toMatchObject({
        asOf: '2026-11-20T10:00:00.000Z',
        needed: 8,
        filled: 5,
        gap: 3,
        extra: 4,
        extraShifts: 1,
        understaffedShifts: 1,
        shiftCount: 2,
      });
      expect(await db.eventAggregates.get('2')).toMatchObject({
        needed: 3,
        filled: 3,
        gap: 0,
        extra: 0,
        understaffedShifts: 0,
      });
    });
  });

  it('upgrades a version 4 database: every stored outbox row becomes a worker order, nothing else changes', async () => {
    const { kind: _kind, ...unsure } = row('unsure', 'unknown', { errorMessage: 'The connection was reset.' });
    const { kind: _kind2, ...waiting } = row('waiting', 'queued', { createdAt: '2026-07-01T10:00:01.000Z' });
    // As version 4 published it.
    const name = await publishedDb(4, async (previous) => {
      await previous.table('outbox').bulkPut([unsure, waiting]);
    });

    await afterUpgrade(name, async (db) => {
      expect(await db.outbox.orderBy('createdAt').toArray()).toEqual([
        { ...unsure, kind: 'worker-order' },
        { ...waiting, kind: 'worker-order' },
      ]);
      // The queue still finds its first queued order; the requirement index skips orders.
      expect((await claimSome(db, Date.parse('2026-07-01T11:00:00.000Z'), 1)).claimed).toHaveLength(1);
      expect(await db.outbox.where('[templateId+requirementId]').equals(['2', '105']).count()).toBe(0);
      expect(await db.requirements.count()).toBe(0);
    });
  });

  it('upgrades a version 1 database in place: rows kept, sets still read by their owner', async () => {
    const name = await publishedDb(1, async (previous) => {
      await previous.table('shifts').bulkPut([
        { eventId: '1', id: 'a', startTime: '2026-07-01 10:00:00' },
        { eventId: '2', id: 'a', startTime: '2026-07-01 11:00:00' },
      ]);
      await previous.table('workerTags').bulkPut([
        { workerId: 'w1', id: 't', text: 'Forklift' },
        { workerId: 'w2', id: 't', text: 'Bar' },
      ]);
    });

    await afterUpgrade(name, async (db) => {
      expect((await db.shifts.where('eventId').equals('1').toArray()).map((s) => s.startTime)).toEqual([
        '2026-07-01 10:00:00',
      ]);
      expect((await db.workerTags.where('workerId').anyOf(['w2']).toArray()).map((t) => t.text)).toEqual(['Bar']);
    });
  });

  it('upgrades a version 4 database to 14: rows kept, no change recorded, none looked at', async () => {
    const name = await publishedDb(4, async (previous) => {
      await previous.table('shifts').put(storedShift({ eventId: '1', id: 'a', quantity: 4, filled: 4 }));
      await previous.table('hrContacts').put({ id: 'h', name: 'Ana', email: '', phone: '', isDefault: true });
    });

    await afterUpgrade(name, async (db) => {
      expect(await db.shifts.count()).toBe(1);
      expect(await db.hrContacts.count()).toBe(1);
      expect(await db.shiftChanges.count()).toBe(0);
      expect(await db.eventLooks.count()).toBe(0);
    });
  });

  it('upgrades a version 10 database: fired alerts name their shift as a target, placed orders are followed and found by worker', async () => {
    const fired = {
      id: 'short-soon:42:7:lead:2026-11-24 14:00:00',
      kind: 'short-soon',
      eventId: '42',
      shiftId: '7',
      firedAt: '2026-11-24T12:00:00.000Z',
      notified: true,
      withdrawnAt: undefined,
      dismissedAt: undefined,
    };
    const placed = row('placed', 'delivered', { serverOrderId: '70001', serverStatus: '0', workerId: '3002' });
    const waiting = row('waiting', 'queued', { workerId: '3002', createdAt: '2026-07-01T10:00:01.000Z' });
    // As versions 1 to 10 were published.
    const name = await publishedDb(10, async (previous) => {
      await previous.table('firedAlerts').put(fired);
      await previous.table('outbox').bulkPut([placed, waiting, row('other', 'queued', { workerId: '3003' })]);
    });

    await afterUpgrade(name, async (db) => {
      const { eventId: _e, shiftId: _s, ...rest } = fired;
      expect(await db.firedAlerts.get(fired.id)).toEqual({
        ...rest,
        target: { kind: 'shift', eventId: '42', shiftId: '7' },
      });
      expect((await db.outbox.where('workerId').equals('3002').sortBy('createdAt')).map((o) => o.localId)).toEqual([
        'placed',
        'waiting',
      ]);
      // An order placed before this version is followed like one placed after it.
      expect(followedOrders(await db.outbox.toArray())).toEqual([
        { localId: 'placed', workerId: '3002', orderId: '70001', placedAt: placed.createdAt },
      ]);
    });
  });

  it("upgrades a version 7 database to 14: the client page's copies in the API's shape go, the rest stays", async () => {
    const name = await publishedDb(7, async (previous) => {
      await previous.table('clients').put({ id: '201', name: 'Golden Gate' });
      const fetchedAt = '2026-11-20T10:00:00.000Z';
      const apiOrder = { id: '5', time_start: '2026-12-01 09:00:00', order_status: 2, shifts: [] };
      await previous
        .table('clientOrderPages')
        .put({ clientId: '201', itemsPerPage: 25, page: 1, orders: [apiOrder], total: 1, fetchedAt });
      const apiDocument = { id: 9002, file_name: 'coi.pdf', date_deleted: null };
      await previous
        .table('clientDocuments')
        .put({ clientId: '201', documentId: '9002', document: apiDocument, fetchedAt });
    });

    await afterUpgrade(name, async (db) => {
      expect(await db.clientOrderPages.count()).toBe(0);
      expect(await db.clientDocuments.count()).toBe(0);
      expect(await db.clients.toArray()).toEqual([{ id: '201', name: 'Golden Gate' }]);
    });
  });

  it("upgrades a version 13 database: each event's stored totals become its first fill reading, at their asOf", async () => {
    const totals = (eventId: string, asOf: string, needed: number, filled: number) => ({
      eventId,
      asOf,
      needed,
      filled,
      gap: needed - filled,
      extra: 1,
      extraShifts: 1,
      altNeeded: 2,
      altFilled: 1,
      understaffedShifts: needed > filled ? 1 : 0,
      shiftCount: 3,
      firstStart: '2026-07-01 08:00:00',
      lastEnd: '2026-07-01 16:00:00',
    });
    const name = await publishedDb(13, async (previous) => {
      await previous
        .table('eventAggregates')
        .bulkPut([totals('1', '2026-06-30T09:00:00.000Z', 10, 6), totals('2', '2026-06-30T10:00:00.000Z', 4, 4)]);
    });

    await afterUpgrade(name, async (db) => {
      expect(await db.eventAggregates.count()).toBe(2);
      expect(await db.fillReadings.toArray()).toEqual([
        {
          eventId: '1',
          at: '2026-06-30T09:00:00.000Z',
          needed: 10,
          booked: 6,
          extra: 1,
          alternates: 1,
          shortShifts: 1,
        },
        { eventId: '2', at: '2026-06-30T10:00:00.000Z', needed: 4, booked: 4, extra: 1, alternates: 1, shortShifts: 0 },
      ]);
    });
  });

  it('declares the latest schema alone as exactly the tables and indexes all versions add up to', () => {
    const shape = (db: FieldDb) =>
      Object.fromEntries(
        db.tables.map((t) => [t.name, [t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src).sort()]]),
      );
    const latest = new FieldDb(uniqueName(), { latestOnly: true });
    const everyVersion = new FieldDb(uniqueName());
    expect(latest.verno).toBe(SCHEMA_VERSION);
    expect(shape(latest)).toEqual(shape(everyVersion));
    expect(Object.keys(shape(latest))).toHaveLength(22);
  });

  it('declares every version only to upgrade an older database: a new or current one opens with the latest alone', async () => {
    const declared = vi.spyOn(Dexie.prototype, 'version');
    const opened = async (name: string) => {
      declared.mockClear();
      const db = await openFieldDb(name);
      closeFieldDb(db);
      return declared.mock.calls.map(([v]) => v);
    };
    try {
      const name = uniqueName();
      expect(await opened(name)).toEqual([SCHEMA_VERSION]);
      expect(await opened(name)).toEqual([SCHEMA_VERSION]);
      await deleteFieldDb(name);
      const older = await publishedDb(10, async () => undefined);
      expect(await opened(older)).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1));
      expect(await opened(older)).toEqual([SCHEMA_VERSION]);
      await deleteFieldDb(older);
    } finally {
      declared.mockRestore();
    }
  });

  it('asks IndexedDB for strict durability: a commit is on disk before the next step', async () => {
    const asked: unknown[] = [];
    // Dexie binds the database's transaction() when it opens, so the spy goes in first.
    const original = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof original>) {
      asked.push(args[2]);
      return original.apply(this, args);
    };
    const db = await openFieldDb(uniqueName()).finally(() => (IDBDatabase.prototype.transaction = original));
    try {
      await db.orderables.put({ id: '1', name: 'Vest', cost: '', currency: '' });
    } finally {
      closeFieldDb(db);
      await deleteFieldDb(db.name);
    }
    expect(asked.at(-1)).toEqual({ durability: 'strict' });
  });

  it('keeps data across close and reopen', async () => {
    const name = uniqueName();
    const first = await openFieldDb(name);
    await first.orderables.put({ id: '1', name: 'Vest', cost: '', currency: '' });
    closeFieldDb(first);

    const second = await openFieldDb(name);
    expect(await second.orderables.count()).toBe(1);
    closeFieldDb(second);
    await deleteFieldDb(name);
  });

  it('a closed database refuses late queries instead of silently reopening', async () => {
    const db = await openFieldDb(uniqueName());
    closeFieldDb(db);
    await expect(db.orderables.count()).rejects.toThrow(Dexie.DatabaseClosedError);
    await deleteFieldDb(db.name);
  });

  it('erasing on disconnect removes the data, even while a connection is open', async () => {
    const name = uniqueName();
    const db = await openFieldDb(name);
    await db.orderables.put({ id: '1', name: 'Vest', cost: '', currency: '' });

    await deleteFieldDb(name);

    expect(await Dexie.exists(name)).toBe(false);
    const reopened = await openFieldDb(name);
    expect(await reopened.orderables.count()).toBe(0);
    closeFieldDb(reopened);
    await deleteFieldDb(name);
  });
});

describe('a database written by a newer version', () => {
  it('is refused with a clear error and left as it was (Dexie alone would open it and write into it)', async () => {
    const name = uniqueName();
    const db = await openFieldDb(name);
    await db.events.put({ id: 'e1', name: 'Kept', date: '2026-11-22' } as never);
    // A newer version: one schema version up (IndexedDB holds Dexie's times ten), with a store
    // this build does not know.
    const nativeVersion = Math.round(db.verno * 10) + 10;
    closeFieldDb(db);
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(name, nativeVersion);
      open.onupgradeneeded = () => open.result.createObjectStore('fromTheFuture');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });

    await expect(openFieldDb(name)).rejects.toThrow(NewerDataError);
    await expect(openFieldDb(name)).rejects.toThrow(
      /saved by a newer version of Field Supervisor.*nothing was changed or erased/,
    );
    const raw = new Dexie(name);
    await raw.open();
    expect(raw.backendDB().version).toBe(nativeVersion);
    expect(await raw.table('events').toArray()).toEqual([expect.objectContaining({ id: 'e1', name: 'Kept' })]);
    raw.close();
  });
});
