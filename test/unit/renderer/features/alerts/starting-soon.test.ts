import { describe, expect, it } from 'vitest';
import { aggregateShifts } from '../../../../../renderer/src/shared/db/fill';
import {
  mayHaveSoonShift,
  soonAndShort,
  startingSoon,
} from '../../../../../renderer/src/features/alerts/starting-soon';
import { storedShift } from '../../support/builders';
import { freshDb } from '../../shared/db/helpers';

const WINDOW = { now: '2026-11-22 10:00', from: '2026-11-22 10:00', until: '2026-11-22 14:00' };

describe('starting soon and short', () => {
  const shifts = [
    storedShift({ id: 'late', startTime: '2026-11-22 13:30:00', quantity: 4, filled: 1 }),
    storedShift({ id: 'full', startTime: '2026-11-22 11:00:00', quantity: 4, filled: 4 }),
    storedShift({ id: 'over', startTime: '2026-11-22 11:00:00', quantity: 4, filled: 6 }),
    storedShift({ id: 'soon', startTime: '2026-11-22 10:30:00', quantity: 5, filled: 3 }),
    storedShift({ id: 'started', startTime: '2026-11-22 09:59:00', quantity: 5, filled: 0 }),
    storedShift({ id: 'after', startTime: '2026-11-22 14:00:00', quantity: 5, filled: 0 }),
  ];

  it('keeps short shifts starting in the window, soonest first, each with its gap', () => {
    expect(soonAndShort(shifts, WINDOW).map((s) => [s.shift.id, s.gap])).toEqual([
      ['soon', 2],
      ['late', 3],
    ]);
  });

  it('reads only events whose totals may hold one', () => {
    expect(mayHaveSoonShift(aggregateShifts(shifts), WINDOW)).toBe(true);
    expect(mayHaveSoonShift(aggregateShifts([shifts[1]!]), WINDOW)).toBe(false);
    expect(mayHaveSoonShift(aggregateShifts([shifts[5]!]), WINDOW)).toBe(false);
    expect(mayHaveSoonShift(undefined, WINDOW)).toBe(false);
  });

  it('from the database: the window on the [eventId+startTime] index, across events', async () => {
    const { db } = await freshDb();
    await db.shifts.bulkPut([
      ...shifts.map((s) => ({ ...s, eventId: '1' })),
      storedShift({ eventId: '2', id: 'other', startTime: '2026-11-22 12:00:00', quantity: 2, filled: 0 }),
      storedShift({ eventId: '3', id: 'unasked', startTime: '2026-11-22 12:00:00', quantity: 2, filled: 0 }),
    ]);
    const found = await startingSoon(db, ['1', '2'], WINDOW);
    expect(found.map((s) => `${s.shift.eventId}:${s.shift.id}`)).toEqual(['1:soon', '2:other', '1:late']);
  });
});
