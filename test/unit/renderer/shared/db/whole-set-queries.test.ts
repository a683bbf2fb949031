// The screens' whole-set queries give exactly what the per-key queries of queries.ts give.
import { describe, expect, it } from 'vitest';
import { applyBatch } from '../../../../../renderer/src/shared/db/apply-batch';
import { ageByDay, dataAgeOf, nextShift, storedAges, type EventAge } from '../../../../../renderer/src/shared/db/queries';
import { dashboardRows, dataAge } from '../../support/reference-queries';
import { followedEventRows, nextShiftStarts } from '../../../../../renderer/src/features/dashboard/dashboard-queries';
import { tasksView } from '../../../../../renderer/src/features/tasks/tasks-queries';
import { apiShift, batch, freshDb, shiftsBatch } from './helpers';

async function seeded() {
  const { db } = await freshDb();
  await applyBatch(db, batch({ kind: 'events', events: [{ id: '1', name: 'Fair' }, { id: '5', name: 'Unfollowed' }] }));
  await applyBatch(db, shiftsBatch('1', [apiShift('a', { start_time: '2026-07-01 08:00:00' }), apiShift('b', { start_time: '2026-07-02 08:00:00' })]));
  await applyBatch(db, shiftsBatch('2', [apiShift('c')], '2026-07-01T09:00:00.000Z'));
  await applyBatch(db, batch({ kind: 'event-admins', eventId: '1', admins: [] }));
  await applyBatch(db, batch({ kind: 'worker-tags', workerId: '7', tags: [] }, '2026-07-01T08:00:00.000Z'));
  await applyBatch(db, batch({ kind: 'not-found', set: { type: 'event', id: '2' } }));
  return db;
}

describe('whole-set queries', () => {
  it('followedEventRows equals dashboardRows, in the order given', async () => {
    const db = await seeded();
    const ids = ['3', '2', '1'];
    expect(await followedEventRows(db, ids)).toEqual(await dashboardRows(db, ids));
  });

  it('the data age of each screen, from one read of everything followed, equals dataAge', async () => {
    const db = await seeded();
    const stored = await storedAges(db, ['1', '2', '3']);
    for (const scope of [
      { eventIds: ['1', '2', '3'], workerIds: ['7', '8'] },
      { eventIds: ['1'], workerIds: [] },
      { eventIds: [], workerIds: ['7'] },
      { eventIds: [], workerIds: [] },
    ]) {
      expect(dataAgeOf(stored, scope)).toEqual(await dataAge(db, scope));
    }
  });

  it('nextShiftStarts gives each event its next shift, leaving out those with none ahead', async () => {
    const db = await seeded();
    const starts = await nextShiftStarts(db, ['1', '2', '9'], '2026-07-01 12:00');
    expect(starts).toEqual(new Map([['1', (await nextShift(db, '1', '2026-07-01 12:00'))!.startTime]]));
  });
});

describe('tasksView', () => {
  it("holds nothing before any sync, then the stored tasks with the admins' names by id", async () => {
    const { db } = await freshDb();
    expect(await tasksView(db)).toEqual({ tasks: [], set: undefined, names: new Map() });
    await applyBatch(db, batch({ kind: 'event-admins', eventId: '1', admins: [{ id: 4, name: 'Dana Okafor' }] }));
    await applyBatch(db, batch({ kind: 'tasks', tasks: [{ id: 1, title: 'Collect W-4', assigned_to: 4 }], total: 1 }));
    const view = await tasksView(db);
    expect(view.tasks.map((t) => [t.id, t.assigneeId])).toEqual([['1', '4']]);
    expect(view.set).toMatchObject({ kind: 'tasks', rows: 1, serverTotal: 1 });
    expect(view.names).toEqual(new Map([['4', 'Dana Okafor']]));
  });
});

describe('ageByDay', () => {
  const at = (eventId: string, asOf: string | undefined, start?: string, end?: string): EventAge => ({
    eventId,
    asOf,
    window: start && end ? { start, end } : undefined,
  });
  it("today's events (running or starting within 24 hours) apart from the later ones, each as old as its oldest", () => {
    const now = '2026-11-22 16:00:00';
    const groups = ageByDay(
      [
        at('running', '2026-11-22T16:21:00.000Z', '2026-11-22 12:00:00', '2026-11-22 20:00:00'),
        at('tomorrow', '2026-11-22T16:20:00.000Z', '2026-11-23 15:00:00', '2026-11-23 23:00:00'),
        at('next-week', '2026-11-22T14:05:00.000Z', '2026-11-29 10:00:00', '2026-11-29 18:00:00'),
        at('past', '2026-11-22T14:30:00.000Z', '2026-11-20 10:00:00', '2026-11-20 18:00:00'),
        at('unknown-time', '2026-11-22T15:00:00.000Z'),
        at('never-synced', undefined, '2026-11-22 18:00:00', '2026-11-22 22:00:00'),
      ],
      now,
    );
    expect(groups).toEqual({
      today: { count: 2, oldest: '2026-11-22T16:20:00.000Z' },
      later: { count: 3, oldest: '2026-11-22T14:05:00.000Z' },
    });
  });
});
