import { describe, expect, it } from 'vitest';
import { applyBatch } from '../../../../../renderer/src/shared/db/apply-batch';
import { eventShifts, nextShift } from '../../../../../renderer/src/shared/db/queries';
import { crewWorkers } from '../../../../../renderer/src/features/crew/crew-queries';
import { eventAdmins } from '../../../../../renderer/src/features/event/event-queries';
import { orderablesByName, outboxCounts } from '../../../../../renderer/src/features/orders/order-queries';
import { dashboardRows, dataAge } from '../../support/reference-queries';
import { row } from '../outbox/helpers';
import { apiShift, batch, freshDb, shiftsBatch } from './helpers';

const T1 = '2026-07-01T10:00:00.000Z';
const T2 = '2026-07-01T11:00:00.000Z';

const at = (day: number, hour: number) => `2026-07-0${day} ${String(hour).padStart(2, '0')}:00:00`;

describe('dashboard', () => {
  it('gives one row per followed event in order, from events, totals and sets, never from shifts', async () => {
    const { db, rec } = await freshDb();
    await applyBatch(db, batch({ kind: 'events', events: [{ id: '1', name: 'Expo' }] }));
    await applyBatch(db, shiftsBatch('1', [apiShift('a', { quantity: 5, filled: 4 })], T2));
    await applyBatch(db, shiftsBatch('2', [apiShift('b')], T1));
    await applyBatch(db, batch({ kind: 'not-found', set: { type: 'event', id: '2' } }));
    rec.reset();

    const rows = await dashboardRows(db, ['3', '1', '2']);

    expect(rows.map((r) => [r.eventId, r.event?.name, r.totals?.needed, r.asOf, r.notFound])).toEqual([
      ['3', undefined, undefined, undefined, false],
      ['1', 'Expo', 5, T2, false],
      ['2', '', 4, T1, true],
    ]);
    expect(rec.tablesRead.has('shifts')).toBe(false);
  });
});

describe('event detail', () => {
  it('lists an event’s shifts in start order and its admins by name', async () => {
    const { db } = await freshDb();
    await applyBatch(
      db,
      shiftsBatch('1', [
        apiShift('late', { start_time: at(2, 9) }),
        apiShift('early', { start_time: at(1, 6) }),
        apiShift('untimed', { start_time: undefined }),
      ]),
    );
    await applyBatch(db, shiftsBatch('2', [apiShift('other', { start_time: at(1, 1) })]));
    await applyBatch(
      db,
      batch({
        kind: 'event-admins',
        eventId: '1',
        admins: [
          { id: 2, name: 'Zoe' },
          { id: 9, name: 'Ana' },
        ],
      }),
    );

    expect((await eventShifts(db, '1')).map((s) => s.id)).toEqual(['untimed', 'early', 'late']);
    expect((await eventAdmins(db, '1')).map((a) => a.name)).toEqual(['Ana', 'Zoe']);
    expect(await eventAdmins(db, '2')).toEqual([]);
  });

  it('finds the next shift of that event starting strictly after now', async () => {
    const { db } = await freshDb();
    await applyBatch(
      db,
      shiftsBatch('1', [
        apiShift('past', { start_time: at(1, 6) }),
        apiShift('now', { start_time: at(1, 8) }),
        apiShift('next', { start_time: at(1, 9) }),
        apiShift('later', { start_time: at(2, 7) }),
      ]),
    );
    await applyBatch(db, shiftsBatch('2', [apiShift('other', { start_time: '2026-07-01 08:30:00' })]));

    expect((await nextShift(db, '1', at(1, 8)))?.id).toBe('next');
    expect((await nextShift(db, '1', at(1, 10)))?.id).toBe('later');
    expect(await nextShift(db, '1', at(3, 0))).toBeUndefined();
    expect(await nextShift(db, '9', at(1, 0))).toBeUndefined();
  });
});

describe('crew, catalogue, freshness, outbox', () => {
  it('gives each crew worker, in order, with their own tags sorted', async () => {
    const { db } = await freshDb();
    await applyBatch(db, batch({ kind: 'workers', workers: [{ id: 'w1', name_first: 'Ada' }] }));
    await applyBatch(
      db,
      batch({
        kind: 'worker-tags',
        workerId: 'w1',
        tags: [
          { id: '1', text: 'Rigging' },
          { id: '2', text: 'Forklift' },
        ],
      }),
    );
    await applyBatch(db, batch({ kind: 'worker-tags', workerId: 'w2', tags: [{ id: '3', text: 'First aid' }] }));
    await applyBatch(db, batch({ kind: 'worker-tags', workerId: 'w3', tags: [{ id: '4', text: 'Not crew' }] }));
    await applyBatch(db, batch({ kind: 'not-found', set: { type: 'worker', id: 'w2' } }));

    const crew = await crewWorkers(db, ['w2', 'w1', 'w9']);

    expect(crew.map((c) => [c.workerId, c.worker?.name, c.tags.map((t) => t.text), c.notFound])).toEqual([
      ['w2', '', ['First aid'], true],
      ['w1', 'Ada', ['Forklift', 'Rigging'], false],
      ['w9', undefined, [], false],
    ]);
  });

  it('lists orderables by name', async () => {
    const { db } = await freshDb();
    await applyBatch(
      db,
      batch({
        kind: 'orderables',
        orderables: [
          { id: '1', name: 'Vest' },
          { id: '2', name: 'Cap' },
        ],
      }),
    );
    expect((await orderablesByName(db)).map((o) => o.name)).toEqual(['Cap', 'Vest']);
  });

  it('dates the data by its oldest followed set, counting never-synced and not-found sets apart', async () => {
    const { db } = await freshDb();
    await applyBatch(db, shiftsBatch('1', [], T2));
    await applyBatch(db, batch({ kind: 'event-admins', eventId: '1', admins: [] }, T1));
    await applyBatch(db, batch({ kind: 'worker-tags', workerId: 'w1', tags: [] }, T2));
    await applyBatch(db, shiftsBatch('2', [], '2026-06-01T00:00:00.000Z'));
    await applyBatch(db, batch({ kind: 'not-found', set: { type: 'event', id: '2' } }, T2));
    // A set nobody follows any more does not age the data.
    await applyBatch(db, shiftsBatch('old', [], '2020-01-01T00:00:00.000Z'));

    expect(await dataAge(db, { eventIds: ['1', '2', '3'], workerIds: ['w1'] })).toMatchObject({
      oldest: T1,
      workers: 1,
      neverSynced: 2,
      notFound: 2,
    });
    expect(await dataAge(db, { eventIds: [], workerIds: [] })).toEqual({
      oldest: undefined,
      events: [],
      workers: 0,
      neverSynced: 0,
      notFound: 0,
    });
  });

  it('counts the outbox by state', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([row('a', 'queued'), row('b', 'queued'), row('c', 'unknown'), row('d', 'delivered')]);

    expect(await outboxCounts(db)).toEqual({ queued: 2, sending: 0, delivered: 1, rejected: 0, unknown: 1 });
  });

  it('asks the five counts at once: the badges cost one round trip at start, not five in a row', async () => {
    const { db } = await freshDb();
    const steps: string[] = [];
    const count = IDBIndex.prototype.count;
    IDBIndex.prototype.count = function (this: IDBIndex, ...args: Parameters<typeof count>) {
      steps.push('ask');
      const request = count.apply(this, args);
      request.addEventListener('success', () => steps.push('answer'));
      return request;
    };
    try {
      await outboxCounts(db);
    } finally {
      IDBIndex.prototype.count = count;
    }
    expect(steps).toEqual([...Array<string>(5).fill('ask'), ...Array<string>(5).fill('answer')]);
  });
});
