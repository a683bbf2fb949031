import { describe, expect, it } from 'vitest';
import { filterShifts, toShiftItem } from '../../../../../renderer/src/features/event/shift-view';
import { storedShift } from '../../support/builders';

/** A clock before every shift here: nothing has ended. */
const BEFORE_ALL = '2026-11-22 06:00';

const shifts = [
  storedShift({ id: 'a', startTime: '2026-11-22 10:00:00', quantity: 10, filled: 9, customName: 'Gate A' }),
  storedShift({
    id: 'b',
    startTime: '2026-11-22 08:00:00',
    quantity: 10,
    filled: 2,
    skillsets: [{ id: 2, name: 'Security' }],
  }),
  storedShift({ id: 'c', startTime: '2026-11-22 09:00:00', quantity: 0, filled: 0, comments: 'Bring a torch' }),
  storedShift({ id: 'd', startTime: '2026-11-22 07:00:00', quantity: 3, filled: 5 }),
].map((s) => toShiftItem(s, BEFORE_ALL));

const ids = (items: ReturnType<typeof filterShifts>) => items.map((i) => i.shift.id);

describe('filterShifts', () => {
  it('sorts by start, by fill (no demand last) and by gap (biggest first)', () => {
    expect(ids(filterShifts(shifts, { query: '', understaffedOnly: false, sort: 'start' }))).toEqual([
      'd',
      'b',
      'c',
      'a',
    ]);
    expect(ids(filterShifts(shifts, { query: '', understaffedOnly: false, sort: 'fill' }))).toEqual([
      'b',
      'a',
      'd',
      'c',
    ]);
    expect(ids(filterShifts(shifts, { query: '', understaffedOnly: false, sort: 'gap' }))).toEqual([
      'b',
      'a',
      'd',
      'c',
    ]);
  });

  it('keeps shifts with a gap; searches names, skillsets and comments', () => {
    expect(ids(filterShifts(shifts, { query: '', understaffedOnly: true, sort: 'start' }))).toEqual(['b', 'a']);
    expect(ids(filterShifts(shifts, { query: 'security', understaffedOnly: false, sort: 'start' }))).toEqual(['b']);
    expect(ids(filterShifts(shifts, { query: 'TORCH', understaffedOnly: false, sort: 'start' }))).toEqual(['c']);
  });

  it('an overfilled shift has no gap, reads 100% of its demand and counts the rest as extra', () => {
    expect(shifts[3]!.fill).toMatchObject({ severity: 'overfilled', gap: 0, percent: 100, extra: 2 });
  });
});
