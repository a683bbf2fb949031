// Office changes recorded by applyBatch in IndexedDB: in the same transaction as the shifts,
// never on an event's first sync, bounded by a cap per event and 14 days, read back unseen.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventShift } from '../../../../../main/core/api/schemas';
import { applyBatch, applyBatches } from '../../../../../renderer/src/shared/db/apply-batch';
import { eventUnseenChanges, markLooked, unseenChanges } from '../../../../../renderer/src/features/office-changes/change-queries';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { CHANGE_RETENTION_DAYS, MAX_CHANGES_PER_EVENT } from '../../../../../renderer/src/shared/db/shift-changes';
import { apiShift, freshDb, shiftsBatch } from './helpers';

const T1 = '2026-11-20T10:00:00.000Z';
const T2 = '2026-11-20T11:00:00.000Z';
const T3 = '2026-11-20T12:00:00.000Z';
const NOW = new Date('2026-11-20T11:00:05.000Z');
const DAY = 86_400_000;

const changesOf = async (db: FieldDb, eventId = '42') =>
  (await db.shiftChanges.toArray()).filter((c) => c.eventId === eventId);

async function synced(shifts: EventShift[], eventId = '42') {
  const { db, rec } = await freshDb();
  await applyBatch(db, shiftsBatch(eventId, shifts, T1), new Date(T1));
  rec.reset();
  return { db, rec };
}

describe('recording office changes on apply', () => {
  it("records nothing on an event's first sync", async () => {
    const { db } = await freshDb();
    await applyBatch(db, shiftsBatch('42', [apiShift('1'), apiShift('2')], T1));
    expect(await db.shiftChanges.count()).toBe(0);
  });

  it('records nothing, and writes no data row, when a re-sync brings no change', async () => {
    const { db, rec } = await synced([apiShift('1'), apiShift('2')]);
    const result = await applyBatch(db, shiftsBatch('42', [apiShift('1'), apiShift('2')], T2), NOW);
    expect(result.rowsWritten).toBe(0);
    expect(rec.rowsMutated.get('shiftChanges') ?? 0).toBe(0);
    expect(await db.shiftChanges.count()).toBe(0);
  });

  it('records each changed, removed and added shift with before, after, asOf and when stored', async () => {
    const { db } = await synced([
      apiShift('1', { quantity: 8, filled: 6, start_time: '2026-11-22 14:00:00' }),
      apiShift('2'),
      apiShift('3', { alternate_filled: 0 }),
    ]);
    const result = await applyBatch(
      db,
      shiftsBatch(
        '42',
        [
          apiShift('1', { quantity: 10, filled: 4, start_time: '2026-11-22 15:30:00' }),
          apiShift('3', { alternate_filled: 1 }),
          apiShift('4', { quantity: 3, filled: 0 }),
        ],
        T2,
      ),
      NOW,
    );
    // Data rows only: two changed, one removed, one added.
    expect(result.rowsWritten).toBe(4);
    const byShift = new Map((await changesOf(db)).map((c) => [c.shiftId, c]));
    expect([...byShift.keys()].sort()).toEqual(['1', '2', '3', '4']);
    expect(byShift.get('1')).toMatchObject({
      asOf: T2,
      recordedAt: NOW.toISOString(),
      before: { quantity: 8, filled: 6, startTime: '2026-11-22 14:00:00' },
      after: { quantity: 10, filled: 4, startTime: '2026-11-22 15:30:00' },
    });
    expect(byShift.get('2')).toMatchObject({ name: 'Shift 2', after: undefined });
    expect(byShift.get('3')).toMatchObject({ before: { alternateFilled: 0 }, after: { alternateFilled: 1 } });
    expect(byShift.get('4')).toMatchObject({ before: undefined, after: { quantity: 3, filled: 0 } });
  });

  it('records shifts added to an event that was synced with none', async () => {
    const { db } = await synced([]);
    await applyBatch(db, shiftsBatch('42', [apiShift('1')], T2), NOW);
    expect((await changesOf(db)).map((c) => [c.shiftId, c.before])).toEqual([['1', undefined]]);
  });

  it('rewrites a shift whose comment changed but records no office change for it', async () => {
    const { db } = await synced([apiShift('1')]);
    const result = await applyBatch(db, shiftsBatch('42', [apiShift('1', { comments: 'Gate B' })], T2), NOW);
    expect(result.rowsWritten).toBe(1);
    expect(await db.shiftChanges.count()).toBe(0);
  });

  it('is all or nothing with the shifts: a failed apply records no change', async () => {
    const { db, rec } = await synced([apiShift('1')]);
    rec.failWritesTo = 'eventAggregates';
    await expect(applyBatch(db, shiftsBatch('42', [apiShift('1', { filled: 0 })], T2), NOW)).rejects.toThrow();
    expect(await db.shiftChanges.count()).toBe(0);
  });

  it(`keeps at most ${MAX_CHANGES_PER_EVENT} changes per event, dropping the oldest`, async () => {
    const many = Array.from({ length: MAX_CHANGES_PER_EVENT + 20 }, (_, i) => apiShift(String(i).padStart(3, '0')));
    const { db } = await synced(many.slice(0, 30));
    await applyBatch(
      db,
      shiftsBatch(
        '42',
        many.slice(0, 30).map((s) => ({ ...s, filled: 3 })),
        T2,
      ),
      NOW,
    );
    await applyBatch(
      db,
      shiftsBatch(
        '42',
        many.map((s) => ({ ...s, filled: 1 })),
        T3,
      ),
      NOW,
    );
    const kept = await changesOf(db);
    expect(kept.length).toBe(MAX_CHANGES_PER_EVENT);
    // The 30 of T2 and the 220 of T3 make 250: the 30 oldest (all of T2) and 20 of T3 go.
    expect(kept.every((c) => c.asOf === T3)).toBe(true);
  });

  it(`drops changes recorded more than ${CHANGE_RETENTION_DAYS} days ago when shifts are next stored`, async () => {
    const { db } = await synced([apiShift('1')]);
    const t0 = new Date(T2).getTime();
    await applyBatch(db, shiftsBatch('42', [apiShift('1', { filled: 3 })], T2), new Date(t0));
    await applyBatch(db, shiftsBatch('7', [apiShift('1')], T2), new Date(t0 + CHANGE_RETENTION_DAYS * DAY));
    expect(await db.shiftChanges.count()).toBe(1);
    await applyBatch(db, shiftsBatch('7', [apiShift('1')], T3), new Date(t0 + CHANGE_RETENTION_DAYS * DAY + 1));
    expect(await db.shiftChanges.count()).toBe(0);
  });

  it('over random syncs with a moving clock: bounded, within retention, one row per changed shift', async () => {
    const step = fc.record({
      days: fc.integer({ min: 0, max: 9 }),
      shifts: fc.uniqueArray(
        fc.record({ id: fc.constantFrom('a', 'b', 'c'), filled: fc.integer({ min: 0, max: 4 }) }),
        { selector: (s) => s.id, maxLength: 3 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const { db } = await freshDb();
        let now = new Date('2026-11-01T00:00:00.000Z').getTime();
        let previous: Map<string, number> | undefined;
        for (const [i, s] of steps.entries()) {
          now += s.days * DAY + 1000;
          const asOf = new Date(now).toISOString();
          const before = await db.shiftChanges.count();
          await applyBatches(
            db,
            [
              shiftsBatch(
                '1',
                s.shifts.map((x) => apiShift(x.id, { filled: x.filled })),
                asOf,
              ),
            ],
            new Date(now),
          );
          const rows = await db.shiftChanges.toArray();
          expect(rows.length).toBeLessThanOrEqual(MAX_CHANGES_PER_EVENT);
          const cutoff = new Date(now - CHANGE_RETENTION_DAYS * DAY).toISOString();
          expect(rows.every((r) => r.recordedAt >= cutoff)).toBe(true);
          const fresh = new Map(s.shifts.map((x) => [x.id, x.filled]));
          const expected = previous
            ? new Set([...fresh.keys(), ...previous.keys()]).size -
              [...fresh].filter(([id, f]) => previous!.get(id) === f).length
            : 0;
          expect(rows.filter((r) => r.asOf === asOf).length, `step ${i}`).toBe(expected);
          expect(rows.length).toBeLessThanOrEqual(before + expected);
          previous = fresh;
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('reading unseen changes', () => {
  it('shows changes since the event was last looked at, and none after it is looked at', async () => {
    const { db } = await synced([apiShift('1', { quantity: 4, filled: 4 })]);
    await applyBatch(db, shiftsBatch('42', [apiShift('1', { quantity: 4, filled: 2 })], T2), NOW);
    expect((await eventUnseenChanges(db, '42')).map((c) => [c.shiftId, c.kind, c.figures])).toEqual([
      ['1', 'changed', ['filled']],
    ]);
    expect([...(await unseenChanges(db, ['42', '7'])).keys()]).toEqual(['42']);

    await markLooked(db, '42', new Date(NOW.getTime() + 1000));
    expect(await eventUnseenChanges(db, '42')).toEqual([]);
    expect((await unseenChanges(db, ['42'])).size).toBe(0);

    await applyBatch(
      db,
      shiftsBatch('42', [apiShift('1', { quantity: 5, filled: 2 })], T3),
      new Date(NOW.getTime() + 2000),
    );
    // Only what changed after the look: quantity; filled was already seen at 2.
    expect((await eventUnseenChanges(db, '42')).map((c) => [c.figures, c.before?.filled, c.after?.quantity])).toEqual([
      [['quantity'], 2, 5],
    ]);
  });
});
