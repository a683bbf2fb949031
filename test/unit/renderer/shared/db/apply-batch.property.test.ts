// Any sequence of batches, applied in order, leaves exactly the last batch's rows in every set,
// totals equal to a recomputation, and reports as written exactly the rows whose value changed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventAdmin, EventShift } from '../../../../../main/core/api/schemas';
import { applyBatch } from '../../../../../renderer/src/shared/db/apply-batch';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { batch, freshDb, type ApiBatchBody } from './helpers';

const EVENT_IDS = ['1', '2', '3'];
const count = fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined });
const time = fc.option(
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 23 }))
    .map(([d, h]) => `2026-07-0${d} ${String(h).padStart(2, '0')}:00:00`),
  { nil: undefined },
);

// Few ids, so consecutive sets overlap: rows are kept, changed, added and removed.
const shift: fc.Arbitrary<EventShift> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  skillsets: fc.constant([]),
  quantity: count,
  filled: count,
  alternate_quantity: count,
  alternate_filled: count,
  start_time: time,
  end_time: time,
});
const admin: fc.Arbitrary<EventAdmin> = fc.record({
  id: fc.integer({ min: 1, max: 4 }),
  name: fc.constantFrom('Ana', 'Bo'),
});

const body: fc.Arbitrary<ApiBatchBody> = fc.oneof(
  fc.record({
    kind: fc.constant('event-shifts' as const),
    eventId: fc.constantFrom(...EVENT_IDS),
    shifts: fc.array(shift, { maxLength: 6 }),
  }),
  fc.record({
    kind: fc.constant('event-admins' as const),
    eventId: fc.constantFrom(...EVENT_IDS),
    admins: fc.array(admin, { maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('not-found' as const),
    set: fc.record({ type: fc.constant('event' as const), id: fc.constantFrom(...EVENT_IDS) }),
  }),
);

const lastById = <T extends { id: string | number }>(rows: T[]): T[] => [
  ...new Map(rows.map((r) => [String(r.id), r])).values(),
];

/** What the model says a set holds after the sequence: its last successful batch, if any. */
function lastSets(bodies: ApiBatchBody[]) {
  const shifts = new Map<string, EventShift[]>();
  const admins = new Map<string, EventAdmin[]>();
  for (const b of bodies) {
    if (b.kind === 'event-shifts') shifts.set(b.eventId, lastById(b.shifts));
    if (b.kind === 'event-admins') admins.set(b.eventId, lastById(b.admins));
  }
  return { shifts, admins };
}

/** Every data row, by table and key, as text. */
async function snapshot(db: FieldDb): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (const table of [db.shifts, db.admins, db.events]) {
    const keys = await table.toCollection().primaryKeys();
    const values = await table.toArray();
    keys.forEach((key, i) => rows.set(`${table.name}:${JSON.stringify(key)}`, JSON.stringify(values[i])));
  }
  return rows;
}

function changedRows(before: Map<string, string>, after: Map<string, string>): number {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k)).length;
}

describe('applyBatch over random batch sequences', () => {
  it('leaves the last set per owner, recomputable totals and honest write counts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(body, { minLength: 1, maxLength: 12 }), async (bodies) => {
        const { db, rec } = await freshDb();
        for (const [i, b] of bodies.entries()) {
          const before = await snapshot(db);
          rec.reset();
          const { rowsWritten } = await applyBatch(db, batch(b, `2026-07-01T10:${String(i).padStart(2, '0')}:00.000Z`));
          // The count is exactly the rows whose value changed, and exactly what reached IndexedDB.
          expect(rowsWritten).toBe(changedRows(before, await snapshot(db)));
          const dataWrites = ['shifts', 'admins', 'events'].reduce((n, t) => n + (rec.rowsMutated.get(t) ?? 0), 0);
          expect(dataWrites).toBe(rowsWritten);
        }

        const model = lastSets(bodies);
        for (const eventId of EVENT_IDS) {
          const expectedShifts = model.shifts.get(eventId) ?? [];
          const stored = await db.shifts.where('eventId').equals(eventId).toArray();
          expect(stored.map((s) => s.id).sort()).toEqual(expectedShifts.map((s) => s.id).sort());
          for (const s of expectedShifts) {
            expect(stored.find((r) => r.id === s.id)).toMatchObject({
              quantity: s.quantity ?? 0,
              filled: s.filled ?? 0,
              startTime: s.start_time ?? '',
            });
          }

          const storedAdmins = await db.admins.where('eventId').equals(eventId).toArray();
          expect(storedAdmins.map((a) => a.id).sort()).toEqual(
            (model.admins.get(eventId) ?? []).map((a) => String(a.id)).sort(),
          );

          const totals = await db.eventAggregates.get(eventId);
          if (!model.shifts.has(eventId)) {
            expect(totals).toBeUndefined();
            continue;
          }
          const q = (s: EventShift) => s.quantity ?? 0;
          const f = (s: EventShift) => s.filled ?? 0;
          const starts = expectedShifts.flatMap((s) => (s.start_time ? [s.start_time] : [])).sort();
          const ends = expectedShifts.flatMap((s) => (s.end_time ? [s.end_time] : [])).sort();
          expect(totals).toMatchObject({
            needed: expectedShifts.reduce((n, s) => n + q(s), 0),
            filled: expectedShifts.reduce((n, s) => n + Math.min(q(s), f(s)), 0),
            gap: expectedShifts.reduce((n, s) => n + Math.max(0, q(s) - f(s)), 0),
            extra: expectedShifts.reduce((n, s) => n + Math.max(0, f(s) - q(s)), 0),
            extraShifts: expectedShifts.filter((s) => f(s) > q(s)).length,
            altNeeded: expectedShifts.reduce((n, s) => n + (s.alternate_quantity ?? 0), 0),
            altFilled: expectedShifts.reduce((n, s) => n + (s.alternate_filled ?? 0), 0),
            understaffedShifts: expectedShifts.filter((s) => f(s) < q(s)).length,
            shiftCount: expectedShifts.length,
            firstStart: starts[0],
            lastEnd: ends.at(-1),
          });
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
