// The fill trend's store, written by applyBatch in IndexedDB: one reading per sync that changed
// an event's totals, none for a re-sync that changed nothing, bounded per event and by 30 days,
// and right after an office edit between two syncs.
import { describe, expect, it } from 'vitest';
import { applyBatch, applyBatches } from '../../../../../renderer/src/shared/db/apply-batch';
import { MAX_READINGS_PER_EVENT, READING_RETENTION_DAYS } from '../../../../../renderer/src/shared/db/fill-readings';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { apiShift, freshDb, shiftsBatch } from './helpers';

const DAY = 86_400_000;
const T0 = Date.parse('2026-07-01T08:00:00.000Z');
const at = (hours: number) => new Date(T0 + hours * 3_600_000).toISOString();

const readingsOf = async (db: FieldDb, eventId = '42') =>
  (await db.fillReadings.toArray()).filter((r) => r.eventId === eventId);

/** Two shifts: 8 needed (6 + 2), `filled` booked on the first, the second full with one extra. */
const shifts = (filled: number) => [
  apiShift('1', { quantity: 6, filled, alternate_filled: 1 }),
  apiShift('2', { quantity: 2, filled: 3, alternate_filled: 0 }),
];

describe('the fill trend store', () => {
  it("keeps an event's first sync as its first reading: needed, booked, extra, alternates, shifts short, when stored", async () => {
    const { db } = await freshDb();
    await applyBatch(db, shiftsBatch('42', shifts(4), at(0)), new Date(at(0)));
    expect(await readingsOf(db)).toEqual([
      { eventId: '42', at: at(0), needed: 8, booked: 6, extra: 1, alternates: 1, shortShifts: 1 },
    ]);
  });

  it('adds no reading, and writes nothing to the trend, when a re-sync changed nothing', async () => {
    const { db, rec } = await freshDb();
    await applyBatch(db, shiftsBatch('42', shifts(4), at(0)), new Date(at(0)));
    rec.reset();
    for (let h = 1; h <= 5; h += 1) await applyBatch(db, shiftsBatch('42', shifts(4), at(h)), new Date(at(h)));
    expect(rec.rowsMutated.get('fillReadings') ?? 0).toBe(0);
    expect((await readingsOf(db)).map((r) => r.at)).toEqual([at(0)]);
  });

  it('adds nothing when only words changed: a comment is not a figure of the trend', async () => {
    const { db } = await freshDb();
    await applyBatch(db, shiftsBatch('42', shifts(4), at(0)), new Date(at(0)));
    const commented = shifts(4).map((s) => ({ ...s, comment: 'Bring a jacket' }));
    await applyBatch(db, shiftsBatch('42', commented, at(1)), new Date(at(1)));
    expect(await readingsOf(db)).toHaveLength(1);
  });

  it('is right after an office edit between two syncs: the next reading has the edited totals, an edit undone adds nothing', async () => {
    const { db } = await freshDb();
    await applyBatch(db, shiftsBatch('42', shifts(4), at(0)), new Date(at(0)));
    // The office booked two more people and raised the second shift's need to 3.
    const edited = [shifts(6)[0]!, apiShift('2', { quantity: 3, filled: 3, alternate_filled: 0 })];
    await applyBatch(db, shiftsBatch('42', edited, at(2)), new Date(at(2)));
    // Between these syncs the office moved a person and moved them back: same totals.
    await applyBatch(db, shiftsBatch('42', edited, at(4)), new Date(at(4)));
    expect(await readingsOf(db)).toEqual([
      { eventId: '42', at: at(0), needed: 8, booked: 6, extra: 1, alternates: 1, shortShifts: 1 },
      { eventId: '42', at: at(2), needed: 9, booked: 9, extra: 0, alternates: 1, shortShifts: 0 },
    ]);
  });

  it('keeps each event apart: a change on one event adds no reading to another', async () => {
    const { db } = await freshDb();
    await applyBatches(db, [shiftsBatch('42', shifts(4), at(0)), shiftsBatch('7', shifts(1), at(0))], new Date(at(0)));
    await applyBatches(db, [shiftsBatch('42', shifts(5), at(1)), shiftsBatch('7', shifts(1), at(1))], new Date(at(1)));
    expect((await readingsOf(db, '42')).map((r) => r.booked)).toEqual([6, 7]);
    expect((await readingsOf(db, '7')).map((r) => r.booked)).toEqual([3]);
  });

  it('is bounded per event: past the cap the oldest readings go, the newest stay', async () => {
    const { db } = await freshDb();
    const syncs = MAX_READINGS_PER_EVENT + 5;
    for (let i = 0; i < syncs; i += 1) {
      const h = i / 60; // one a minute: all within retention
      await applyBatch(db, shiftsBatch('42', shifts(i % 2 === 0 ? 4 : 5), at(h)), new Date(at(h)));
    }
    const kept = await readingsOf(db);
    expect(kept).toHaveLength(MAX_READINGS_PER_EVENT);
    expect(kept[0]!.at).toBe(at(5 / 60));
    expect(kept.at(-1)!.at).toBe(at((syncs - 1) / 60));
  }, 30_000);

  it(`prunes readings older than ${READING_RETENTION_DAYS} days whenever shifts are stored, on any event`, async () => {
    const { db } = await freshDb();
    await applyBatch(db, shiftsBatch('7', shifts(1), at(0)), new Date(at(0)));
    await applyBatch(db, shiftsBatch('42', shifts(4), at(0)), new Date(at(0)));
    const later = new Date(T0 + READING_RETENTION_DAYS * DAY + 3_600_000);
    await applyBatch(db, shiftsBatch('42', shifts(5), later.toISOString()), later);
    expect(await readingsOf(db, '7')).toEqual([]);
    expect((await readingsOf(db)).map((r) => r.booked)).toEqual([7]);
  });

  it('keeps no reading dated before the last one kept: a clock set back never rewrites the trend', async () => {
    const { db } = await freshDb();
    await applyBatch(db, shiftsBatch('42', shifts(4), at(2)), new Date(at(2)));
    await applyBatch(db, shiftsBatch('42', shifts(1), at(3)), new Date(at(1)));
    expect((await readingsOf(db)).map((r) => r.at)).toEqual([at(2)]);
  });
});
