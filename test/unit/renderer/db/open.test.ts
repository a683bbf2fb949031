import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { closeFieldDb, deleteFieldDb, openFieldDb } from '../../../../renderer/src/db/open';

let serial = 0;
const uniqueName = () => `open-test-${Date.now()}-${(serial += 1)}`;

describe('opening a connection database', () => {
  it('creates every table of schema version 1 with its indexes', async () => {
    const db = await openFieldDb(uniqueName());
    try {
      expect(db.verno).toBe(1);
      const indexes = Object.fromEntries(db.tables.map((t) => [t.name, t.schema.indexes.map((i) => i.name).sort()]));
      expect(indexes).toEqual({
        events: ['date'],
        shifts: ['[eventId+startTime]', 'eventId'],
        admins: ['eventId'],
        workers: [],
        workerTags: ['text', 'workerId'],
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
