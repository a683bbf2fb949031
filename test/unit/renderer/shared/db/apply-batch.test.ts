// Replace-set semantics of applyBatch, checked against what actually reaches IndexedDB.
import { describe, expect, it } from 'vitest';
import { applyBatch, applyBatches } from '../../../../../renderer/src/shared/db/apply-batch';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { workerTimeTrackingSummarySchema } from '../../../../../main/core/api/time-tracking-schema';
import { apiShift, batch, freshDb, shiftsBatch } from './helpers';

const T1 = '2026-07-01T10:00:00.000Z';
const T2 = '2026-07-01T11:00:00.000Z';
const T3 = '2026-07-01T12:00:00.000Z';

const shiftsOf = async (db: FieldDb, eventId: string) =>
  (await db.shifts.where('eventId').equals(eventId).toArray()).map((s) => [s.id, s.quantity, s.filled]);

describe('event shifts: replace-set', () => {
  it('inserts a new set and records its set and totals', async () => {
    const { db } = await freshDb();
    const result = await applyBatch(db, shiftsBatch('42', [apiShift('1'), apiShift('2'), apiShift('3')], T1));

    expect(result.rowsWritten).toBe(3);
    expect(await shiftsOf(db, '42')).toEqual([
      ['1', 4, 2],
      ['2', 4, 2],
      ['3', 4, 2],
    ]);
    expect(await db.syncSets.get('event-shifts:42')).toEqual({
      key: 'event-shifts:42',
      kind: 'event-shifts',
      status: 'ok',
      asOf: T1,
      checkedAt: T1,
      rows: 3,
    });
    expect(await db.eventAggregates.get('42')).toMatchObject({ needed: 12, filled: 6, shiftCount: 3, asOf: T1 });
  });

  it('writes only the changed row and the removed row', async () => {
    const { db, rec } = await freshDb();
    await applyBatch(db, shiftsBatch('42', [apiShift('1'), apiShift('2'), apiShift('3')], T1));
    rec.reset();

    const result = await applyBatch(db, shiftsBatch('42', [apiShift('1'), apiShift('2', { filled: 4 })], T2));

    expect(result.rowsWritten).toBe(2);
    expect(rec.rowsMutated.get('shifts')).toBe(2);
    expect(await shiftsOf(db, '42')).toEqual([
      ['1', 4, 2],
      ['2', 4, 4],
    ]);
    expect(await db.eventAggregates.get('42')).toMatchObject({ needed: 8, filled: 6, understaffedShifts: 1, asOf: T2 });
  });

  it('re-applying an unchanged set writes no data row but confirms the set as fresh', async () => {
    const { db, rec } = await freshDb();
    const shifts = [apiShift('1'), apiShift('2', { skillsets: [{ id: 3, name: 'Runner' }] })];
    await applyBatch(db, shiftsBatch('42', shifts, T1));
    rec.reset();

    const result = await applyBatch(db, shiftsBatch('42', structuredClone(shifts), T2));

    expect(result.rowsWritten).toBe(0);
    expect(rec.rowsMutated.get('shifts')).toBeUndefined();
    expect(rec.rowsMutated.get('events')).toBeUndefined();
    expect(await db.syncSets.get('event-shifts:42')).toMatchObject({ asOf: T2, checkedAt: T2, status: 'ok' });
  });

  it('an empty set deletes every cached shift of that event only', async () => {
    const { db } = await freshDb();
    await applyBatch(db, shiftsBatch('42', [apiShift('1'), apiShift('2')], T1));
    await applyBatch(db, shiftsBatch('43', [apiShift('1')], T1));

    const result = await applyBatch(db, shiftsBatch('42', [], T2));

    expect(result.rowsWritten).toBe(2);
    expect(await shiftsOf(db, '42')).toEqual([]);
    expect(await shiftsOf(db, '43')).toEqual([['1', 4, 2]]);
    expect(await db.eventAggregates.get('42')).toMatchObject({ needed: 0, shiftCount: 0, firstStart: undefined });
  });

  it('the same shift id under two events stays two rows (a set owns exactly its rows)', async () => {
    const { db } = await freshDb();
    await applyBatch(db, shiftsBatch('42', [apiShift('7', { quantity: 1 })], T1));
    await applyBatch(db, shiftsBatch('43', [apiShift('7', { quantity: 9 })], T1));

    expect(await shiftsOf(db, '42')).toEqual([['7', 1, 2]]);
    expect(await shiftsOf(db, '43')).toEqual([['7', 9, 2]]);
  });

  it('a repeated id in one batch is stored once, the last occurrence winning', async () => {
    const { db } = await freshDb();
    const result = await applyBatch(
      db,
      shiftsBatch('42', [apiShift('1', { filled: 1 }), apiShift('1', { filled: 3 })]),
    );

    expect(result.rowsWritten).toBe(1);
    expect(await shiftsOf(db, '42')).toEqual([['1', 4, 3]]);
    expect(await db.eventAggregates.get('42')).toMatchObject({ filled: 3, shiftCount: 1 });
  });
});

describe('stored aggregates', () => {
  it('match a computation made independently from the API rows', async () => {
    const { db } = await freshDb();
    const shifts = [
      apiShift('1', { quantity: 10, filled: 10, alternate_quantity: 2, alternate_filled: 1 }),
      apiShift('2', { quantity: 5, filled: 7, start_time: '2026-07-01 06:30:00', end_time: '2026-07-01 12:00:00' }),
      apiShift('3', { quantity: 6, filled: 2, start_time: '2026-07-01 22:00:00', end_time: '2026-07-02 06:00:00' }),
      apiShift('4', {
        quantity: undefined,
        filled: undefined,
        alternate_quantity: undefined,
        alternate_filled: undefined,
      }),
      apiShift('5', { quantity: 0, filled: 0, start_time: undefined, end_time: undefined }),
    ];
    await applyBatch(db, shiftsBatch('42', shifts, T1));

    expect(await db.eventAggregates.get('42')).toEqual({
      eventId: '42',
      asOf: T1,
      // Absent counts read as 0; shifts 2, 3 and 5 keep the default alternates (1 needed).
      needed: 10 + 5 + 6 + 0 + 0,
      // Towards demand only: shift 2's 2 extra people are counted apart and hide no gap.
      filled: 10 + 5 + 2 + 0 + 0,
      gap: 4,
      extra: 2,
      extraShifts: 1,
      altNeeded: 2 + 1 + 1 + 0 + 1,
      altFilled: 1,
      understaffedShifts: 1,
      shiftCount: 5,
      firstStart: '2026-07-01 06:30:00',
      lastEnd: '2026-07-02 06:00:00',
      // Shift 5 gives no end: it never counts as ended.
      firstEndAt: '2026-07-01 12:00:00',
      lastEndAt: '2026-07-02 06:00:00',
      openEndedShifts: 1,
    });
  });
});

describe('not found on server', () => {
  it('marks the event and its sets, keeps every cached row and the time they were last true', async () => {
    const { db } = await freshDb();
    await applyBatch(db, batch({ kind: 'events', events: [{ id: '42', name: 'Expo' }] }, T1));
    await applyBatch(db, shiftsBatch('42', [apiShift('1'), apiShift('2')], T1));
    await applyBatch(db, batch({ kind: 'event-admins', eventId: '42', admins: [{ id: 5, name: 'Ana' }] }, T1));

    const result = await applyBatch(db, batch({ kind: 'not-found', set: { type: 'event', id: '42' } }, T2));

    expect(result.rowsWritten).toBe(1);
    expect(await db.events.get('42')).toMatchObject({ name: 'Expo', notFound: true });
    expect(await shiftsOf(db, '42')).toEqual([
      ['1', 4, 2],
      ['2', 4, 2],
    ]);
    expect(await db.admins.count()).toBe(1);
    expect(await db.eventAggregates.get('42')).toMatchObject({ needed: 8, asOf: T1 });
    for (const key of ['event-shifts:42', 'event-admins:42']) {
      expect(await db.syncSets.get(key)).toMatchObject({ status: 'not-found', asOf: T1, checkedAt: T2 });
    }
  });

  it('an unknown event gets a placeholder row; a later answer clears the mark', async () => {
    const { db } = await freshDb();
    await applyBatch(db, batch({ kind: 'not-found', set: { type: 'event', id: '9' } }, T1));

    expect(await db.events.get('9')).toMatchObject({ id: '9', name: '', notFound: true });
    expect(await db.syncSets.get('event-shifts:9')).toMatchObject({ status: 'not-found', asOf: undefined, rows: 0 });
    expect((await applyBatch(db, batch({ kind: 'not-found', set: { type: 'event', id: '9' } }, T2))).rowsWritten).toBe(
      0,
    );

    const result = await applyBatch(db, shiftsBatch('9', [apiShift('1')], T3));

    expect(result.rowsWritten).toBe(2);
    expect(await db.events.get('9')).toMatchObject({ notFound: false });
    expect(await db.syncSets.get('event-shifts:9')).toMatchObject({ status: 'ok', asOf: T3 });
  });

  it('a worker keeps their tags', async () => {
    const { db } = await freshDb();
    await applyBatch(db, batch({ kind: 'worker-tags', workerId: 'w1', tags: [{ id: 't1', text: 'Forklift' }] }, T1));

    await applyBatch(db, batch({ kind: 'not-found', set: { type: 'worker', id: 'w1' } }, T2));

    expect(await db.workers.get('w1')).toMatchObject({ notFound: true });
    expect(await db.workerTags.where('workerId').equals('w1').toArray()).toEqual([
      { workerId: 'w1', id: 't1', text: 'Forklift' },
    ]);
    expect(await db.syncSets.get('worker-tags:w1')).toMatchObject({ status: 'not-found', asOf: T1 });
  });
});

describe('other sets', () => {
  it('admins and worker tags replace their own set only', async () => {
    const { db } = await freshDb();
    const admins = (ids: number[]) => ids.map((id) => ({ id, name: `Admin ${id}`, email: `a${id}@x.test` }));
    await applyBatch(db, batch({ kind: 'event-admins', eventId: '42', admins: admins([1, 2]) }));
    await applyBatch(db, batch({ kind: 'event-admins', eventId: '43', admins: admins([1]) }));
    const result = await applyBatch(db, batch({ kind: 'event-admins', eventId: '42', admins: admins([2, 3]) }));

    expect(result.rowsWritten).toBe(2);
    expect(await db.admins.orderBy(':id').primaryKeys()).toEqual([
      ['42', '2'],
      ['42', '3'],
      ['43', '1'],
    ]);

    await applyBatch(db, batch({ kind: 'worker-tags', workerId: 'w1', tags: [{ id: 'a', text: 'A' }] }));
    await applyBatch(db, batch({ kind: 'worker-tags', workerId: 'w2', tags: [{ id: 'a', text: 'A' }] }));
    const tags = await applyBatch(db, batch({ kind: 'worker-tags', workerId: 'w1', tags: [{ id: 'b', text: 'B' }] }));

    expect(tags.rowsWritten).toBe(2);
    expect(await db.workerTags.orderBy(':id').primaryKeys()).toEqual([
      ['w1', 'b'],
      ['w2', 'a'],
    ]);
  });

  it('orderables are one whole set', async () => {
    const { db } = await freshDb();
    await applyBatch(
      db,
      batch({ kind: 'orderables', orderables: [{ id: '1', name: 'Vest', cost: '5.00' }, { id: '2' }] }),
    );
    const result = await applyBatch(
      db,
      batch(
        {
          kind: 'orderables',
          orderables: [
            { id: '1', name: 'Vest', cost: '6.00' },
            { id: '3', name: 'Cap' },
          ],
        },
        T2,
      ),
    );

    expect(result.rowsWritten).toBe(3);
    expect(await db.orderables.toArray()).toEqual([
      { id: '1', name: 'Vest', cost: '6.00', currency: '' },
      { id: '3', name: 'Cap', cost: '', currency: '' },
    ]);
    expect(await db.syncSets.get('orderables')).toMatchObject({ asOf: T2, rows: 2 });
  });

  it('a re-sync of the same catalogue writes nothing; a change of currency rewrites every row it prices', async () => {
    const { db, rec } = await freshDb();
    const orderables = [
      { id: '1', name: 'Vest', cost: '5.00' },
      { id: '2', name: 'Cap', cost: '3.00' },
    ];
    await applyBatch(db, batch({ kind: 'orderables', orderables, currency: 'USD' }, T1));
    rec.reset();

    expect((await applyBatch(db, batch({ kind: 'orderables', orderables, currency: 'USD' }, T2))).rowsWritten).toBe(0);
    expect(rec.rowsMutated.get('orderables') ?? 0).toBe(0);

    const changed = await applyBatch(db, batch({ kind: 'orderables', orderables, currency: 'EUR' }, T2));
    expect(changed.rowsWritten).toBe(2);
    expect((await db.orderables.toArray()).map((o) => o.currency)).toEqual(['EUR', 'EUR']);
  });

  it('HR contacts are one whole set: a re-sync writes nothing, a change writes only the changed rows', async () => {
    const { db, rec } = await freshDb();
    const contacts = [
      { id: 1, hr_manager: 'Dana', hr_phone: '555-0140', is_default: 0 },
      { id: 2, hr_manager: 'Luis', hr_email: 'luis@example.com', is_default: 1 },
      { id: 3, hr_manager: 'Priya' },
    ];
    expect((await applyBatch(db, batch({ kind: 'hr-contacts', contacts }, T1))).rowsWritten).toBe(3);
    rec.reset();

    expect((await applyBatch(db, batch({ kind: 'hr-contacts', contacts }, T2))).rowsWritten).toBe(0);
    expect(rec.rowsMutated.get('hrContacts') ?? 0).toBe(0);
    expect(await db.syncSets.get('hr-contacts')).toMatchObject({
      kind: 'hr-contacts',
      status: 'ok',
      asOf: T2,
      rows: 3,
    });

    // The default moves from Luis to Dana, Priya leaves: three rows written, nothing else.
    const changed = [
      { id: 1, hr_manager: 'Dana', hr_phone: '555-0140', is_default: 1 },
      { id: 2, hr_manager: 'Luis', hr_email: 'luis@example.com', is_default: 0 },
    ];
    rec.reset();
    expect((await applyBatch(db, batch({ kind: 'hr-contacts', contacts: changed }, T3))).rowsWritten).toBe(3);
    expect(rec.rowsMutated.get('hrContacts')).toBe(3);
    expect(await db.hrContacts.toArray()).toEqual([
      { id: '1', name: 'Dana', email: '', phone: '555-0140', isDefault: true },
      { id: '2', name: 'Luis', email: 'luis@example.com', phone: '', isDefault: false },
    ]);
  });

  it("one client's worker preferences are a set of their own: a re-sync writes nothing, a change only the changed rows", async () => {
    const { db, rec } = await freshDb();
    const lists = {
      preferred: [{ personnel_id: 'P1', name: 'Ana', date: '2026-01-02' }],
      normal: [{ personnel_id: 'P2', name: 'Ben' }],
      banned: [{ personnel_id: 'P3', name: 'Cy', date: '2025-11-30' }],
    };
    const other = { preferred: [], normal: [], banned: [{ personnel_id: 'P1', name: 'Ana' }] };
    await applyBatch(db, batch({ kind: 'client-workers', clientId: '202', lists: other }, T1));
    expect((await applyBatch(db, batch({ kind: 'client-workers', clientId: '201', lists }, T1))).rowsWritten).toBe(3);
    rec.reset();

    expect(
      (await applyBatch(db, batch({ kind: 'client-workers', clientId: '201', lists: structuredClone(lists) }, T2)))
        .rowsWritten,
    ).toBe(0);
    expect(rec.rowsMutated.get('clientWorkers') ?? 0).toBe(0);
    expect(await db.syncSets.get('client-workers:201')).toMatchObject({ kind: 'client-workers', asOf: T2, rows: 3 });

    // Ben is banned now and Cy is off the lists: two rows written, client 202's row untouched.
    rec.reset();
    const changed = { preferred: lists.preferred, normal: [], banned: [{ personnel_id: 'P2', name: 'Ben' }] };
    expect(
      (await applyBatch(db, batch({ kind: 'client-workers', clientId: '201', lists: changed }, T3))).rowsWritten,
    ).toBe(2);
    expect(rec.rowsMutated.get('clientWorkers')).toBe(2);
    expect((await db.clientWorkers.toArray()).map((r) => [r.clientId, r.personnelId, r.preference])).toEqual([
      ['201', 'P1', 'preferred'],
      ['201', 'P2', 'banned'],
      ['202', 'P1', 'banned'],
    ]);
  });

  it('the client list upserts: a re-sync writes nothing, a renamed client one row, an unlisted one stays', async () => {
    const { db, rec } = await freshDb();
    const clients = [
      { id: '201', client_name: 'Golden Gate' },
      { id: '202', client_name: 'Bayview' },
    ];
    expect((await applyBatch(db, batch({ kind: 'clients', clients }, T1))).rowsWritten).toBe(2);
    rec.reset();
    expect((await applyBatch(db, batch({ kind: 'clients', clients }, T2))).rowsWritten).toBe(0);
    expect(rec.rowsMutated.get('clients') ?? 0).toBe(0);
    const renamed = [{ id: '202', client_name: 'Bayview Sports' }];
    expect((await applyBatch(db, batch({ kind: 'clients', clients: renamed }, T3))).rowsWritten).toBe(1);
    expect(await db.clients.toArray()).toEqual([
      { id: '201', name: 'Golden Gate' },
      { id: '202', name: 'Bayview Sports' },
    ]);
    expect(await db.syncSets.get('clients')).toMatchObject({ asOf: T3, rows: 1 });
  });

  it('tasks are one whole set: a re-sync writes nothing, a change writes only the changed rows, the server total is kept', async () => {
    const { db, rec } = await freshDb();
    const tasks = [
      { id: 1, title: 'Collect W-4', status: 'pending', due_date: '2026-07-03', assigned_to: 4 },
      { id: 2, title: 'Send offer letter', status: 'in_progress' },
      { id: 3, title: 'Schedule interview', status: 'pending', due_date: '2026-06-20' },
    ];
    expect((await applyBatch(db, batch({ kind: 'tasks', tasks, total: 3 }, T1))).rowsWritten).toBe(3);
    rec.reset();

    expect(
      (await applyBatch(db, batch({ kind: 'tasks', tasks: structuredClone(tasks), total: 3 }, T2))).rowsWritten,
    ).toBe(0);
    expect(rec.rowsMutated.get('tasks') ?? 0).toBe(0);
    expect(await db.syncSets.get('tasks')).toMatchObject({
      kind: 'tasks',
      status: 'ok',
      asOf: T2,
      rows: 3,
      serverTotal: 3,
    });

    // Task 2 is finished, task 3 leaves the list: two rows written; the server now has more than it sent.
    const changed = [tasks[0]!, { ...tasks[1]!, status: 'completed' }];
    rec.reset();
    expect((await applyBatch(db, batch({ kind: 'tasks', tasks: changed, total: 2_500 }, T3))).rowsWritten).toBe(2);
    expect(rec.rowsMutated.get('tasks')).toBe(2);
    expect((await db.tasks.toArray()).map((t) => [t.id, t.status])).toEqual([
      ['1', 'pending'],
      ['2', 'completed'],
    ]);
    expect(await db.syncSets.get('tasks')).toMatchObject({ asOf: T3, rows: 2, serverTotal: 2_500 });
  });

  it('discovery lists upsert changed entities, never delete, and keep the not-found mark', async () => {
    const { db, rec } = await freshDb();
    await applyBatch(
      db,
      batch(
        {
          kind: 'events',
          events: [
            { id: '1', name: 'A' },
            { id: '2', name: 'B' },
          ],
        },
        T1,
      ),
    );
    await applyBatch(db, batch({ kind: 'not-found', set: { type: 'event', id: '2' } }, T1));
    rec.reset();

    const result = await applyBatch(
      db,
      batch(
        { kind: 'events', events: [{ id: '2', name: 'B2', location: { location: 'Hall 3', addy_city: 'Oslo' } }] },
        T2,
      ),
    );

    expect(result.rowsWritten).toBe(1);
    expect(rec.rowsMutated.get('events')).toBe(1);
    expect(await db.events.toArray()).toEqual([
      { id: '1', name: 'A', date: '', venue: '', city: '', clientId: '', notFound: false },
      { id: '2', name: 'B2', date: '', venue: 'Hall 3', city: 'Oslo', clientId: '', notFound: true },
    ]);
    expect(await db.syncSets.get('events')).toMatchObject({ asOf: T2, rows: 1 });

    const workers = [{ id: 'w1', name_first: 'Ada', name_last: 'Lo', personnel_id: 'p1' }];
    expect((await applyBatch(db, batch({ kind: 'workers', workers }))).rowsWritten).toBe(1);
    expect((await applyBatch(db, batch({ kind: 'workers', workers: [] }))).rowsWritten).toBe(0);
    expect((await applyBatch(db, batch({ kind: 'workers', workers }))).rowsWritten).toBe(0);
    expect(await db.workers.get('w1')).toMatchObject({ name: 'Ada Lo', personnelId: 'p1', notFound: false });
  });
});

/** A worker's summary with one day of `regularHours`. */
function hoursBatch(workerId: string, regularHours: number, asOf?: string) {
  const summary = workerTimeTrackingSummarySchema.parse({
    start_basic: '2026-11-16',
    end_basic: '2026-11-29',
    weeks: [
      {
        start_of_week: '2026-11-16',
        end_of_week: '2026-11-22',
        week: { keyArray: ['2026-11-16'], '2026-11-16': { stats: { hours: regularHours } } },
      },
    ],
  });
  return batch({ kind: 'worker-hours', workerId, uuid: `UUID${workerId.padStart(6, '0')}`, summary }, asOf);
}

describe('worker hours', () => {
  it('one row per worker: a re-sync writes nothing, a change rewrites only that worker, an error keeps the old asOf', async () => {
    const { db, rec } = await freshDb();
    const [first, second] = await applyBatches(db, [hoursBatch('1', 8, T1), hoursBatch('2', 6, T1)]);
    expect([first?.rowsWritten, second?.rowsWritten]).toEqual([1, 1]);
    rec.reset();

    expect((await applyBatch(db, hoursBatch('1', 8, T2))).rowsWritten).toBe(0);
    expect(rec.rowsMutated.get('workerHours') ?? 0).toBe(0);
    expect(await db.syncSets.get('worker-hours:1')).toMatchObject({
      kind: 'worker-hours',
      status: 'ok',
      asOf: T2,
      rows: 1,
    });

    rec.reset();
    expect((await applyBatch(db, hoursBatch('2', 9, T3))).rowsWritten).toBe(1);
    expect(rec.rowsMutated.get('workerHours')).toBe(1);
    expect((await db.workerHours.get('2'))?.weeks[0]?.days[0]?.hours.regular).toBe(540);
    expect((await db.workerHours.get('1'))?.weeks[0]?.days[0]?.hours.regular).toBe(480);
    // A failed fetch sends no batch: worker 1's set still says when it was last true.
    expect((await db.syncSets.get('worker-hours:1'))?.asOf).toBe(T2);
  });
});

describe('one transaction per batch', () => {
  it('opens exactly one read-write transaction for each batch kind', async () => {
    const { db, rec } = await freshDb();
    const batches = [
      shiftsBatch('42', [apiShift('1'), apiShift('2')]),
      batch({ kind: 'event-admins', eventId: '42', admins: [{ id: 1 }] }),
      batch({ kind: 'worker-tags', workerId: 'w', tags: [{ id: 't' }] }),
      hoursBatch('w', 8),
      batch({ kind: 'orderables', orderables: [{ id: 'o' }] }),
      batch({ kind: 'hr-contacts', contacts: [{ id: 1 }] }),
      batch({ kind: 'client-workers', clientId: 'c', lists: { preferred: [], normal: [], banned: [] } }),
      batch({ kind: 'clients', clients: [{ id: 'c' }] }),
      batch({ kind: 'events', events: [{ id: '42' }] }),
      batch({ kind: 'workers', workers: [{ id: 'w' }] }),
      batch({ kind: 'not-found', set: { type: 'event', id: '42' } }),
      batch({ kind: 'not-found', set: { type: 'worker', id: 'w' } }),
    ];
    for (const b of batches) {
      rec.reset();
      await applyBatch(db, b);
      expect(rec.writeTransactions, b.kind).toBe(1);
    }
  });

  it('a batch failing at its last write leaves nothing half-written', async () => {
    const { db, rec } = await freshDb();
    await applyBatch(db, shiftsBatch('42', [apiShift('1'), apiShift('2')], T1));
    rec.reset();
    rec.failWritesTo = 'syncSets';

    await expect(applyBatch(db, shiftsBatch('42', [apiShift('1', { filled: 4 }), apiShift('3')], T2))).rejects.toThrow(
      /simulated failure/,
    );

    // The shift writes ran before the failing one; the rollback must have undone them.
    expect(rec.rowsMutated.get('shifts')).toBe(3);
    expect(await shiftsOf(db, '42')).toEqual([
      ['1', 4, 2],
      ['2', 4, 2],
    ]);
    expect(await db.eventAggregates.get('42')).toMatchObject({ filled: 4, asOf: T1 });
    expect(await db.syncSets.get('event-shifts:42')).toMatchObject({ asOf: T1 });
  });
});

describe('one message of many batches', () => {
  it('stores every set of the message in one transaction, each with its own count', async () => {
    const { db, rec } = await freshDb();
    await applyBatch(db, shiftsBatch('1', [apiShift('1'), apiShift('2')], T1));
    rec.reset();

    const results = await applyBatches(db, [
      shiftsBatch('1', [apiShift('1', { filled: 4 }), apiShift('2')], T2),
      shiftsBatch('2', [apiShift('1'), apiShift('2'), apiShift('3')], T2),
      batch({ kind: 'event-admins', eventId: '1', admins: [{ id: 5, name: 'Ana' }] }, T2),
      batch({ kind: 'worker-tags', workerId: 'w', tags: [{ id: 't', text: 'Forklift' }] }, T2),
    ]);

    expect(results.map((r) => r.rowsWritten)).toEqual([1, 3, 1, 1]);
    expect(rec.writeTransactions).toBe(1);
    expect(await shiftsOf(db, '1')).toEqual([
      ['1', 4, 4],
      ['2', 4, 2],
    ]);
    expect(await db.eventAggregates.get('1')).toMatchObject({ filled: 6, asOf: T2 });
    expect(await db.eventAggregates.get('2')).toMatchObject({ shiftCount: 3, asOf: T2 });
    expect(await db.workerTags.get(['w', 't'])).toMatchObject({ text: 'Forklift' });
  });

  it("a message failing at its bookkeeping, written last, leaves none of its sets' rows", async () => {
    const { db, rec } = await freshDb();
    await applyBatch(db, shiftsBatch('1', [apiShift('a')], T1));
    rec.failWritesTo = 'syncSets';

    await expect(
      applyBatches(db, [shiftsBatch('1', [apiShift('b')], T2), shiftsBatch('2', [apiShift('c')], T2)]),
    ).rejects.toThrow(/simulated failure/);

    expect(await db.shifts.toCollection().primaryKeys()).toEqual([['1', 'a']]);
    expect(await db.eventAggregates.get('2')).toBeUndefined();
    expect(await db.syncSets.get('event-shifts:1')).toMatchObject({ asOf: T1 });
  });

  it('a message of owned sets reads their owners and bookkeeping, and writes their bookkeeping, in one call per table, with the same outcome', async () => {
    const { db, rec } = await freshDb();
    const events = ['1', '2', '3', '4', '5', '6'];
    await applyBatch(db, batch({ kind: 'events', events: events.map((id) => ({ id })) }, T1));
    await applyBatch(db, batch({ kind: 'not-found', set: { type: 'event', id: '1' } }, T1));
    await applyBatch(db, shiftsBatch('2', [apiShift('a', { filled: 1 })], T1));
    rec.reset();

    await applyBatches(db, [
      ...events.map((id) => shiftsBatch(id, [apiShift('a', { filled: 2 })], T2)),
      batch({ kind: 'event-admins', eventId: '1', admins: [{ id: 5, name: 'Ana' }] }, T2),
      batch({ kind: 'worker-tags', workerId: 'w', tags: [{ id: 't', text: 'Forklift' }] }, T2),
    ]);

    expect(rec.keyReads.get('events')).toBe(1);
    expect(rec.keyReads.get('syncSets')).toBe(1);
    expect(rec.writeCalls.get('syncSets')).toBe(1);
    expect(rec.writeCalls.get('eventAggregates')).toBe(1);
    expect(await db.syncSets.get('event-shifts:3')).toMatchObject({ asOf: T2, rows: 1, status: 'ok' });
    expect(await db.syncSets.get('worker-tags:w')).toMatchObject({ asOf: T2, rows: 1 });
    expect(await db.eventAggregates.get('4')).toMatchObject({ asOf: T2, filled: 2, shiftCount: 1 });
    // The answer clears event 1's not-found mark; only event 2 had shifts before, so only it records a change.
    expect(await db.events.get('1')).toMatchObject({ notFound: false });
    expect((await db.shiftChanges.toArray()).map((c) => c.eventId)).toEqual(['2']);
    expect(await db.admins.count()).toBe(1);
    expect(await db.workerTags.get(['w', 't'])).toMatchObject({ text: 'Forklift' });
  });

  it('a "not found" and an answer for the same event keep their order: the later one wins', async () => {
    for (const [order, notFound] of [
      ['answer, then not found', true],
      ['not found, then answer', false],
    ] as const) {
      const { db } = await freshDb();
      await applyBatch(db, batch({ kind: 'events', events: [{ id: '42', name: 'Expo' }] }, T1));
      const answer = shiftsBatch('42', [apiShift('1')], T2);
      const gone = batch({ kind: 'not-found', set: { type: 'event', id: '42' } }, T2);

      await applyBatches(db, notFound ? [answer, gone] : [gone, answer]);

      expect((await db.events.get('42'))?.notFound, order).toBe(notFound);
    }
  });

  it('the same set twice in one message: the later one wins', async () => {
    const { db } = await freshDb();

    await applyBatches(db, [
      shiftsBatch('42', [apiShift('1'), apiShift('2')], T1),
      shiftsBatch('42', [apiShift('3')], T2),
    ]);

    expect(await shiftsOf(db, '42')).toEqual([['3', 4, 2]]);
    expect(await db.eventAggregates.get('42')).toMatchObject({ shiftCount: 1, asOf: T2 });
  });

  it('a failure anywhere stores nothing of the message', async () => {
    const { db, rec } = await freshDb();
    rec.failWritesTo = 'workerTags';

    await expect(
      applyBatches(db, [
        shiftsBatch('42', [apiShift('1')], T1),
        batch({ kind: 'worker-tags', workerId: 'w', tags: [{ id: 't' }] }, T1),
      ]),
    ).rejects.toThrow(/simulated failure/);

    expect(await db.shifts.count()).toBe(0);
    expect(await db.syncSets.count()).toBe(0);
  });
});
