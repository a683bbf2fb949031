import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { closeFieldDb, deleteFieldDb, openFieldDb } from '../../../../renderer/src/db/open';
import { STORES_V1 } from '../../../../renderer/src/db/schema';

let serial = 0;
const uniqueName = () => `open-test-${Date.now()}-${(serial += 1)}`;

describe('opening a connection database', () => {
  it('creates every table of the current schema (version 2) with its indexes', async () => {
    const db = await openFieldDb(uniqueName());
    try {
      expect(db.verno).toBe(2);
      const indexes = Object.fromEntries(db.tables.map((t) => [t.name, t.schema.indexes.map((i) => i.name).sort()]));
      expect(indexes).toEqual({
        events: ['date'],
        shifts: ['[eventId+startTime]'],
        admins: [],
        workers: [],
        workerTags: [],
        orderables: [],
        syncSets: ['kind'],
        eventAggregates: [],
        outbox: ['[state+createdAt]', 'createdAt', 'state'],
      });
      expect(db.shifts.schema.primKey.name).toBe('[eventId+id]');
    } finally {
      closeFieldDb(db);
      await deleteFieldDb(db.name);
    }
  });

  it('upgrades a version 1 database in place: rows kept, sets still read by their owner', async () => {
    const name = uniqueName();
    const v1 = new Dexie(name);
    v1.version(1).stores(STORES_V1);
    await v1.open();
    await v1.table('shifts').bulkPut([
      { eventId: '1', id: 'a', startTime: '2026-07-01 10:00:00' },
      { eventId: '2', id: 'a', startTime: '2026-07-01 11:00:00' },
    ]);
    await v1.table('workerTags').bulkPut([
      { workerId: 'w1', id: 't', text: 'Forklift' },
      { workerId: 'w2', id: 't', text: 'Bar' },
    ]);
    v1.close();

    const db = await openFieldDb(name);
    try {
      expect(db.verno).toBe(2);
      expect((await db.shifts.where('eventId').equals('1').toArray()).map((s) => s.startTime)).toEqual([
        '2026-07-01 10:00:00',
      ]);
      expect((await db.workerTags.where('workerId').anyOf(['w2']).toArray()).map((t) => t.text)).toEqual(['Bar']);
    } finally {
      closeFieldDb(db);
      await deleteFieldDb(name);
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
      await db.orderables.put({ id: '1', name: 'Vest', cost: '' });
    } finally {
      closeFieldDb(db);
      await deleteFieldDb(db.name);
    }
    expect(asked.at(-1)).toEqual({ durability: 'strict' });
  });

  it('keeps data across close and reopen', async () => {
    const name = uniqueName();
    const first = await openFieldDb(name);
    await first.orderables.put({ id: '1', name: 'Vest', cost: '' });
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
    await db.orderables.put({ id: '1', name: 'Vest', cost: '' });

    await deleteFieldDb(name);

    expect(await Dexie.exists(name)).toBe(false);
    const reopened = await openFieldDb(name);
    expect(await reopened.orderables.count()).toBe(0);
    closeFieldDb(reopened);
    await deleteFieldDb(name);
  });
});
