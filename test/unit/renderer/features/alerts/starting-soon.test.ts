import { describe, expect, it } from 'vitest';
import { aggregateShifts } from '../../../../../renderer/src/shared/db/fill';
import {
  mayHaveSoonShift,
  shortSince,
  soonAndShort,
  soonCandidates,
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

  it('short now: a shift that started short stays listed, first, until it ends or fills', () => {
    const running = { ...WINDOW, runningFrom: '2026-11-21 10:00' };
    const now = [
      ...shifts,
      storedShift({ id: 'ended', startTime: '2026-11-22 06:00:00', endTime: '2026-11-22 09:30:00', quantity: 3, filled: 0 }),
      storedShift({ id: 'filled', startTime: '2026-11-22 08:00:00', endTime: '2026-11-22 16:00:00', quantity: 3, filled: 3 }),
      storedShift({ id: 'night', startTime: '2026-11-21 22:00:00', endTime: '2026-11-22 11:00:00', quantity: 3, filled: 1 }),
    ];
    expect(soonAndShort(now, running).map((s) => [s.shift.id, s.gap, s.running])).toEqual([
      ['night', 2, true],
      ['started', 5, true],
      ['soon', 2, false],
      ['late', 3, false],
    ]);
  });

  it('short since its start, or since the office made it short after it started', () => {
    const [night] = soonAndShort(
      [storedShift({ id: 'n', startTime: '2026-11-22 08:00:00', endTime: '2026-11-22 16:00:00', quantity: 3, filled: 1 })],
      { ...WINDOW, runningFrom: '2026-11-21 10:00' },
    );
    expect(shortSince(night!, undefined)).toEqual({ at: '2026-11-22 08:00:00', byOffice: false });
    // The sync's instant, read on this machine's clock as the shifts are.
    const local = (h: number, m: number, day = 22) => new Date(2026, 10, day, h, m).toISOString();
    expect(shortSince(night!, local(9, 40))).toEqual({ at: '2026-11-22 09:40:00', byOffice: true });
    // Made short before it started: short since its start.
    expect(shortSince(night!, local(17, 0, 21))).toEqual({ at: '2026-11-22 08:00:00', byOffice: false });
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

  it('from the database: the candidates are the asked events whose stored totals may hold one', async () => {
    const { db } = await freshDb();
    const totals = (eventId: string, rows: typeof shifts) => ({
      eventId,
      asOf: '2026-11-22T09:00:00Z',
      ...aggregateShifts(rows),
    });
    await db.eventAggregates.bulkPut([
      totals('short-soon', shifts),
      totals('all-full', [shifts[1]!]),
      totals('later-only', [shifts[5]!]),
      totals('not-asked', shifts),
    ]);
    const ids = await soonCandidates(db, ['short-soon', 'all-full', 'later-only', 'never-synced'], WINDOW);
    expect(ids).toEqual(['short-soon']);
  });
});
