// What an applied shift set records as office changes, and how the record stays bounded: pure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredShift } from '../../../../../renderer/src/shared/db/rows';
import {
  CHANGE_RETENTION_DAYS,
  FIGURES,
  changedFigures,
  figuresOf,
  overCap,
  recordChanges,
  retentionCutoff,
  type ChangeKey,
} from '../../../../../renderer/src/shared/db/shift-changes';
import { storedShift } from '../../support/builders';

const STAMP = { eventId: '1', asOf: '2026-11-20T10:00:00.000Z', recordedAt: '2026-11-20T10:00:01.000Z' };

const time = fc.constantFrom('', '2026-11-22 08:00:00', '2026-11-22 14:00:00', '2026-11-23 02:00:00');
const shift: fc.Arbitrary<StoredShift> = fc
  .record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    quantity: fc.integer({ min: 0, max: 6 }),
    filled: fc.integer({ min: 0, max: 6 }),
    alternateQuantity: fc.integer({ min: 0, max: 2 }),
    alternateFilled: fc.integer({ min: 0, max: 2 }),
    startTime: time,
    endTime: time,
    comments: fc.constantFrom('', 'Gate B'),
    customName: fc.constantFrom('Bar', 'Door'),
  })
  .map((fields) => storedShift(fields));
const set = fc.uniqueArray(shift, { selector: (s) => s.id, maxLength: 6 });

describe('recordChanges', () => {
  it('records nothing when nothing changed, nor for changes to what is not compared', () => {
    fc.assert(
      fc.property(set, fc.constantFrom('Gate C', ''), (shifts, comments) => {
        expect(recordChanges(shifts, structuredClone(shifts), STAMP)).toEqual([]);
        const renamed = shifts.map((s) => ({ ...s, comments, customName: 'Renamed', skillsets: [] }));
        expect(recordChanges(shifts, renamed, STAMP)).toEqual([]);
      }),
    );
  });

  it('records each changed, added and removed shift once, with exactly its changed figures', () => {
    fc.assert(
      fc.property(set, set, (cached, fresh) => {
        const changes = recordChanges(cached, fresh, STAMP);
        const ids = changes.map((c) => c.shiftId);
        expect(new Set(ids).size).toBe(ids.length);
        const before = new Map(cached.map((s) => [s.id, s]));
        const after = new Map(fresh.map((s) => [s.id, s]));
        for (const id of new Set([...before.keys(), ...after.keys()])) {
          const was = before.get(id);
          const now = after.get(id);
          const row = changes.find((c) => c.shiftId === id);
          // Independent of changedFigures: every compared field, one by one.
          const differing = was && now ? FIGURES.filter((f) => was[f] !== now[f]) : [];
          if (was && now && differing.length === 0) {
            expect(row).toBeUndefined();
            continue;
          }
          expect(row).toMatchObject(STAMP);
          expect(row!.before).toEqual(was && figuresOf(was));
          expect(row!.after).toEqual(now && figuresOf(now));
          if (was && now) expect(changedFigures(row!.before!, row!.after!)).toEqual(differing);
        }
      }),
    );
  });

  it('names a removed shift by its last known name', () => {
    const [removed] = recordChanges([storedShift({ id: 'x', customName: '' })], [], STAMP);
    expect(removed).toMatchObject({ shiftId: 'x', name: 'Shift x', after: undefined });
  });
});

describe('bounded storage', () => {
  const key = (asOf: number, shiftId: string): ChangeKey => ['1', new Date(asOf).toISOString(), shiftId];

  it('never keeps more than the cap, and drops the oldest first', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 1e6 }), fc.constantFrom('a', 'b', 'c')), {
          selector: ([t, s]) => `${t}/${s}`,
          maxLength: 60,
        }),
        fc.integer({ min: 1, max: 30 }),
        (entries, cap) => {
          const keys = entries.map(([t, s]) => key(t, s)).sort(compareKeys);
          const dropped = overCap(keys, cap);
          expect(keys.length - dropped.length).toBe(Math.min(keys.length, cap));
          expect(dropped).toEqual(keys.slice(0, dropped.length));
        },
      ),
    );
  });

  it(`keeps ${CHANGE_RETENTION_DAYS} days: the cutoff is exactly that far back from now`, () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    expect(retentionCutoff(now)).toBe('2026-11-10T10:00:00.000Z');
  });
});

function compareKeys(a: ChangeKey, b: ChangeKey): number {
  return a[1].localeCompare(b[1]) || a[2].localeCompare(b[2]);
}
