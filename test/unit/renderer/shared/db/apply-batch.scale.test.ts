// A realistic first sync (300 followed events x 40 shifts) and its unchanged re-sync, in
// fake-indexeddb. The timing is printed for the record; the assertions are about the work done.
import { describe, expect, it } from 'vitest';
import { applyBatch } from '../../../../../renderer/src/shared/db/apply-batch';
import { apiShift, freshDb, shiftsBatch } from './helpers';

const EVENTS = 300;
const SHIFTS = 40;

const batches = (asOf: string) =>
  Array.from({ length: EVENTS }, (_, e) =>
    shiftsBatch(
      String(1000 + e),
      Array.from({ length: SHIFTS }, (_, s) =>
        apiShift(String(e * SHIFTS + s), {
          quantity: (s % 7) + 1,
          filled: s % 5,
          start_time: `2026-07-${String((s % 28) + 1).padStart(2, '0')} 08:00:00`,
        }),
      ),
      asOf,
    ),
  );

describe('applying a whole sync', () => {
  it(`${EVENTS} batches of ${SHIFTS} shifts: one transaction each, then an unchanged re-sync writes nothing`, async () => {
    const { db, rec } = await freshDb();

    let started = performance.now();
    let written = 0;
    for (const b of batches('2026-07-01T10:00:00.000Z')) written += (await applyBatch(db, b)).rowsWritten;
    const firstMs = performance.now() - started;

    expect(written).toBe(EVENTS * SHIFTS);
    expect(rec.writeTransactions).toBe(EVENTS);
    expect(await db.shifts.count()).toBe(EVENTS * SHIFTS);
    expect(await db.eventAggregates.count()).toBe(EVENTS);

    rec.reset();
    started = performance.now();
    written = 0;
    for (const b of batches('2026-07-01T11:00:00.000Z')) written += (await applyBatch(db, b)).rowsWritten;
    const againMs = performance.now() - started;

    expect(written).toBe(0);
    expect(rec.rowsMutated.get('shifts')).toBeUndefined();
    expect(rec.writeTransactions).toBe(EVENTS);
    console.info(
      `applyBatch ${EVENTS}x${SHIFTS} shifts in fake-indexeddb: first sync ${firstMs.toFixed(0)} ms, unchanged re-sync ${againMs.toFixed(0)} ms`,
    );
  }, 60_000);
});
